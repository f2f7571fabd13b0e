package norepeat

import (
	"errors"
	"fmt"
	"math/big"
	"slices"
	"strconv"

	"stones/solver/game"
	"stones/solver/numerals"
	"stones/solver/periodic"
)

// MaxTableWidth is the most heap sizes the state table of a Solution lists.
const MaxTableWidth = 5000

// Proof is what the periods of the game rest on.
const Proof = "a repeated window of max S columns of the state table"

// Solve computes the state table over doubling numbers of heap sizes until
// a repeated window of max S columns proves its period or the limits are
// spent (lim.Search heap sizes; lim.Work histories × moves × heaps), and
// from it: the outcomes at the start of the game (no move yet) of heaps
// 0..length−1 and their smallest proven period, the safe heaps below
// length, the state table of the first min(length, MaxTableWidth) heaps and
// its period. Without a proven period, a length beyond the heaps computed
// is an *InputError of the key len. The Solution's Values is a
// game.PositionValues. The cost is that of the table (see the package
// comment) plus O(|S|^d) look-ups for each start outcome computed, at most
// the preperiod + d·max S + two periods of them.
func (g *Game) Solve(length int, lim game.Limits, w *game.Work) (*game.Solution, error) {
	length = max(length, 0)
	hs := newHistories(g.moves, g.depth)
	window := g.moves[len(g.moves)-1]
	h := int64(len(hs.list))
	limit := max(0, int(min(int64(lim.Search), lim.Work/(h*int64(len(g.moves))), lim.Work/h/8)))
	t := newTable(hs)
	w.Begin("the state table", limit)
	_, n, period, err := periodic.Search(0, max(1<<10, 4*window), limit,
		func(n int) (*table, error) { return t, t.extend(n, w) },
		func(t *table, n int) (game.Period, bool) { return periodic.Find(n, window, t.id) })
	if err != nil {
		return nil, err
	}
	if period == nil && n < length {
		return nil, game.Errorf("len", strconv.Itoa(length), "no period of the state table was found among the first %s heap sizes, as far as the limits of %s allow, so %s heap sizes cannot be listed; use a smaller len",
			numerals.Grouped(n), lim.Where, numerals.Grouped(length))
	}
	v := &Values{g: g, t: t, n: n, period: period, window: window, where: lim.Where}
	s := &game.Solution{OutcomeSearch: n, Proof: Proof, Window: window, TablePeriod: period, Values: v}

	// The outcomes at the start of the game, up to two periods past the
	// start of their proven period (see the package comment), folded
	// beyond.
	starts := length
	var startPeriod *game.Period
	if period != nil {
		startPeriod = &game.Period{Preperiod: period.Preperiod + g.depth*window, Period: period.Period, Proven: true}
		starts = startPeriod.Preperiod + 2*startPeriod.Period
	}
	w.Begin("the outcomes at the start", starts)
	first := make([]byte, starts)
	every := max(1, game.StepEvery>>min(20, 2*g.depth))
	for p := range first {
		if p%every == 0 {
			if err := w.Step(p); err != nil {
				return nil, err
			}
		}
		first[p] = byte(game.P)
		if v.wins(p, nil) {
			first[p] = byte(game.N)
		}
	}
	if startPeriod != nil {
		op := periodic.Smallest(func(i int) byte { return first[i] }, *startPeriod)
		s.OutcomePeriod = &op
	}
	out := make([]byte, length)
	s.Safe = []int{}
	for p := range length {
		out[p] = first[periodic.Fold(p, starts, startPeriod)]
		if t.ids[v.col(p)] == t.ids[0] { // column 0 is all P: nobody can move
			s.Safe = append(s.Safe, p)
		}
	}
	s.Outcomes = string(out)
	s.Table, s.TableWidth = rows(v, min(length, MaxTableWidth)), MaxTableWidth
	return s, nil
}

// rows draws the state table of heaps 0..width−1: one row a full history.
func rows(v *Values, width int) []game.TableRow {
	hs := v.t.hs
	out := make([]game.TableRow, len(hs.list))
	for h, hist := range hs.list {
		cells := make([]byte, width)
		for p := range cells {
			cells[p] = byte(game.P)
			if v.t.wins(v.col(p), h) {
				cells[p] = byte(game.N)
			}
		}
		out[h] = game.TableRow{Label: stateLabel(hist), Cells: string(cells)}
	}
	return out
}

// stateLabel is the label of the state table's row of a full history:
// "after 3, 1".
func stateLabel(hist []int) string { return "after " + joinInts(hist, ", ") }

// Values answers for the positions of a no-repeat game from its state
// table and the table's proven period: it implements game.PositionValues.
type Values struct {
	g      *Game
	t      *table
	n      int          // columns computed
	period *game.Period // of the columns; nil when none was proven
	window int          // max S
	where  string       // the front end, for messages
}

// col maps a heap size to a computed column with the same entries.
func (v *Values) col(p int) int { return periodic.Fold(p, v.n, v.period) }

// wins reports whether the player to move at heap p wins after the history
// last (distinct amounts, most recent last, at most d). A full history is
// read from the table; a shorter one is played out through it, at a cost
// of O(|S|^(d−len(last))) look-ups. p must be computed or folded by small.
func (v *Values) wins(p int, last []int) bool {
	if len(last) == v.g.depth {
		return v.t.wins(v.col(p), v.t.hs.index[historyKey(last)])
	}
	for _, s := range v.g.moves {
		if s > p {
			break
		}
		if !slices.Contains(last, s) && !v.wins(p-s, v.g.after(last, s)) {
			return true
		}
	}
	return false
}

// small maps a heap of n to a heap of machine size with the same outcome
// after every history: n itself below the columns computed, else one of
// the same class modulo the period from d·max S past the preperiod on,
// since play from a heap reads the columns at most d·max S below it. ok is
// false beyond the columns computed when no period is proven.
func (v *Values) small(n *big.Int) (int, bool) {
	if n.IsInt64() && n.Int64() < int64(v.n) {
		return int(n.Int64()), true
	}
	if v.period == nil {
		return 0, false
	}
	a := v.period.Preperiod + v.g.depth*v.window
	if n.IsInt64() && n.Int64() < int64(a) {
		return int(n.Int64()), true
	}
	m := new(big.Int).Sub(n, big.NewInt(int64(a)))
	m.Mod(m, big.NewInt(int64(v.period.Period)))
	return a + int(m.Int64()), true
}

// unknown says why a heap cannot be answered.
func (v *Values) unknown() error {
	return &game.Unknown{Reason: fmt.Sprintf("no period of the state table was found among the first %s heap sizes, as far as the limits of %s allow, so larger heaps cannot be answered",
		numerals.Grouped(v.n), v.where)}
}

// Outcome returns the outcome of a heap of n at the start of the game,
// before any move (the key last does not apply: Wins of the game's Start
// answers after it), or a *game.Unknown beyond the heaps computed with no
// proven period. The cost is one division of n and O(|S|^d) look-ups.
func (v *Values) Outcome(n *big.Int) (game.Outcome, error) {
	p, ok := v.small(n)
	if !ok {
		return 0, v.unknown()
	}
	if v.wins(p, nil) {
		return game.N, nil
	}
	return game.P, nil
}

// errForeign reports a position of another game.
var errForeign = errors.New("norepeat: a position of another game")

// Wins reports whether the player to move at p wins. p is a position of
// this game (from Start, Moves or ParsePosition; one of a game of other
// rules is an error). A heap beyond those computed with no proven period is
// a *game.Unknown. The cost is one division of the heap and O(|S|^(d−t))
// look-ups for t amounts of history.
func (v *Values) Wins(p game.Position) (bool, error) {
	q, ok := p.(*Position)
	if !ok || !q.g.sameRules(v.g) {
		return false, errForeign
	}
	heap, ok := v.small(q.heap)
	if !ok {
		return false, v.unknown()
	}
	return v.wins(heap, q.last), nil
}

// ParsePosition reads a position of the game (see Game.ParsePosition).
func (v *Values) ParsePosition(text string) (game.Position, error) { return v.g.ParsePosition(text) }
