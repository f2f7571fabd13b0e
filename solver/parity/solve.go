package parity

import (
	"errors"
	"fmt"
	"math/big"
	"strconv"

	"stones/solver/game"
	"stones/solver/numerals"
	"stones/solver/periodic"
)

// Proof is what the periods of the game rest on.
const Proof = "a repeated window of max S columns of the state table at an even distance"

// table holds two bits a pile: bit a set when the player to move, holding
// a number of parity a, wins.
type table []uint8

// extend computes the columns up to pile n−1 from those already computed,
// calling w.Step every game.StepEvery piles. The cost is O((n −
// computed)·|S|).
func (t *table) extend(moves []int, n int, w *game.Work) error {
	for p := len(*t); p < n; p++ {
		if p%game.StepEvery == 0 {
			if err := w.Step(p); err != nil {
				return err
			}
		}
		if p == 0 {
			*t = append(*t, 2) // the pile is empty: an odd holding has won
			continue
		}
		var c uint8
		for a := range 2 {
			b := (1 + p + a) & 1
			for _, s := range moves {
				if s > p {
					break
				}
				if (*t)[p-s]>>b&1 == 0 {
					c |= 1 << a
					break
				}
			}
		}
		*t = append(*t, c)
	}
	return nil
}

// Solve computes the state table over doubling numbers of piles until a
// repeated window of max S columns at an even distance proves a period or
// the limits are spent (lim.Search piles; lim.Work piles × 2|S|), and from
// it: the outcomes of piles 0..length−1 ('-' for even piles) and their
// smallest period, and the table's two rows (the mover holds an even, an
// odd number) and the smallest period of its columns. Without a proven
// period, a length beyond the piles computed is an *InputError of the key
// len. The Solution's Values is a game.PositionValues and a game.Policy.
// The cost is O(n·|S|) for the n piles computed plus O(length).
func (g *Game) Solve(length int, lim game.Limits, w *game.Work) (*game.Solution, error) {
	length = max(length, 0)
	window := g.moves()[len(g.moves())-1]
	limit := max(0, int(min(int64(lim.Search), lim.Work/int64(2*len(g.moves())))))
	var t table
	tagged := func(i int) uint64 { return uint64(t[i]) | uint64(i&1)<<2 }
	w.Begin("the state table", limit)
	_, n, even, err := periodic.Search(0, max(1<<12, 4*window), limit,
		func(n int) (table, error) { return t, t.extend(g.moves(), n, w) },
		func(_ table, n int) (game.Period, bool) { return periodic.Find(n, window, tagged) })
	if err != nil {
		return nil, err
	}
	if even == nil && n < length {
		return nil, game.Errorf("len", strconv.Itoa(length), "no period of the state table was found among the first %s piles, as far as the limits of %s allow, so %s piles cannot be listed; use a smaller len",
			numerals.Grouped(n), lim.Where, numerals.Grouped(length))
	}
	col := func(p int) uint8 { return t[periodic.Fold(p, n, even)] }
	letter := func(p int) byte {
		switch {
		case p%2 == 0:
			return byte(game.None)
		case col(p)&1 != 0:
			return byte(game.N)
		}
		return byte(game.P)
	}
	v := &Values{g: g, t: t, window: window, where: lim.Where}
	s := &game.Solution{OutcomeSearch: n, Proof: Proof, Window: window, Values: v}
	if even != nil {
		tp := periodic.Smallest(col, *even)
		op := periodic.Smallest(letter, *even)
		s.TablePeriod, s.OutcomePeriod, v.period = &tp, &op, &tp
	}
	out := make([]byte, length)
	cells := [2][]byte{make([]byte, length), make([]byte, length)}
	for p := range length {
		out[p] = letter(p)
		c := col(p)
		for a := range 2 {
			cells[a][p] = byte(game.P)
			if c>>a&1 != 0 {
				cells[a][p] = byte(game.N)
			}
		}
	}
	s.Outcomes = string(out)
	s.Table = []game.TableRow{
		{Label: "the mover holds an even number", Cells: string(cells[0])},
		{Label: "the mover holds an odd number", Cells: string(cells[1])},
	}
	return s, nil
}

// Values answers for the positions of a parity game from its state table
// and the table's smallest proven period: it implements
// game.PositionValues and game.Policy.
type Values struct {
	g      *Game
	t      table        // the piles computed
	period *game.Period // the columns' smallest period; nil when none was proven
	window int          // max S
	where  string       // the front end, for messages
}

// small maps a pile of n to a pile of machine size whose columns, and those
// of the max S piles below it, equal n's: n itself below the piles
// computed, else one of the same class modulo the period from max S past
// the preperiod on. ok is false beyond the piles computed when no period
// is proven.
func (v *Values) small(n *big.Int) (int, bool) {
	if n.IsInt64() && n.Int64() < int64(len(v.t)) {
		return int(n.Int64()), true
	}
	if v.period == nil {
		return 0, false
	}
	a := v.period.Preperiod + v.window
	if n.IsInt64() && n.Int64() < int64(a) {
		return int(n.Int64()), true
	}
	m := new(big.Int).Sub(n, big.NewInt(int64(a)))
	m.Mod(m, big.NewInt(int64(v.period.Period)))
	return a + int(m.Int64()), true
}

// wins reports whether the player to move at pile p (from small), holding
// a number of parity a, wins.
func (v *Values) wins(p int, a uint8) bool {
	return v.t[periodic.Fold(p, len(v.t), v.period)]>>a&1 != 0
}

// unknown says why a pile cannot be answered.
func (v *Values) unknown() error {
	return &game.Unknown{Reason: fmt.Sprintf("no period of the state table was found among the first %s piles, as far as the limits of %s allow, so larger piles cannot be answered",
		numerals.Grouped(len(v.t)), v.where)}
}

// Outcome returns the outcome of a pile of n at the start of play: N when
// the first player wins, P when the second does, game.None for an even
// pile (not a game); a *game.Unknown beyond the piles computed with no
// proven period. The cost is one division of n.
func (v *Values) Outcome(n *big.Int) (game.Outcome, error) {
	if n.Sign() < 0 || n.Bit(0) == 0 {
		return game.None, nil
	}
	p, ok := v.small(n)
	switch {
	case !ok:
		return 0, v.unknown()
	case v.wins(p, 0):
		return game.N, nil
	}
	return game.P, nil
}

// errForeign reports a position of another game.
var errForeign = errors.New("parity: a position of another game")

// Wins reports whether the player to move at p wins. p is a position of
// this game (from Start, Moves or ParsePosition; one of a game of another
// move set is an error). A pile beyond those computed with no proven period
// is a *game.Unknown. The cost is one division of the pile.
func (v *Values) Wins(p game.Position) (bool, error) {
	q, ok := p.(*Position)
	if !ok || !q.g.set.Equal(v.g.set) {
		return false, errForeign
	}
	n, ok := v.small(q.pile)
	if !ok {
		return false, v.unknown()
	}
	return v.wins(n, q.moverParity()), nil
}

// ParsePosition reads a position of the game (see Game.ParsePosition).
func (v *Values) ParsePosition(text string) (game.Position, error) { return v.g.ParsePosition(text) }

// policyName says what Game::Stones plays.
const policyName = "Game::Stones (McDougall, 1997): the largest winning take; when every take loses, the smallest take, " +
	"to give the opponent the most chances to err — 1 in the module, whose moves are 1 to maxTake"

// PolicyName says what Game::Stones plays.
func (v *Values) PolicyName() string { return policyName }

// PolicyName says what Game::Stones plays: the game knows it before it is
// solved, so that a result decoded from JSON, which carries no Values,
// still names it.
func (g *Game) PolicyName() string { return policyName }

// PolicyMove returns the move Game::Stones plays at p: the largest take
// that wins, and when none wins the smallest legal take. It returns false
// when p has no legal take, or when its value is unknown (beyond the piles
// computed with no proven period). The cost is one division of the pile
// and O(|S|).
func (v *Values) PolicyMove(p game.Position) (game.Move, bool) {
	q, ok := p.(*Position)
	if !ok || !q.g.set.Equal(v.g.set) {
		return game.Move{}, false
	}
	n, ok := v.small(q.pile)
	if !ok || len(v.g.moves()) == 0 || v.g.moves()[0] > n {
		return game.Move{}, false
	}
	// After taking s the other player is to move, holding their parity.
	other := q.hold[1-q.mover]
	take := v.g.moves()[0]
	for _, s := range v.g.moves() {
		if s > n {
			break
		}
		if !v.wins(n-s, other) {
			take = s
		}
	}
	return game.Take(q.pile, take), true
}
