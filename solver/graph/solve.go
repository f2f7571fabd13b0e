package graph

import (
	"errors"
	"math/big"
	"strconv"
	"sync"

	"stones/solver/game"
	"stones/solver/numerals"
	"stones/solver/periodic"
)

// Solve values the sequence's graphs of sizes 0..min(length, Most+1)−1
// by one Memo, so that they share their work, valuing at most lim.States
// components up to isomorphism (a small graph with a cycle: at most the
// 2^n sets of its table). The graph given (size Seq.Size) must be
// valued within that limit, else the result is an *InputError of the
// graph's key naming it; a larger size beyond it ends the list there
// (OutcomeSearch says where). w.Step is called every game.StepEvery
// components valued. The Solution's Values answer any position of the
// sequence's graphs, and their nim-values.
func (g *Game) Solve(length int, lim game.Limits, w *game.Work) (*game.Solution, error) {
	q := g.spec.Seq
	count := min(length, q.Most+1)
	gr, _ := q.At(q.Size)
	if g.spec.Rule == Domino && gr.cols > 0 {
		return g.solveBoards(count, lim, w)
	}
	memo := NewMemo(g.spec.Rule, max(lim.States, 1))
	if lim.Memory > 0 {
		memo.SetMemory(lim.Memory / 4)
	}
	if err := memo.Admit(gr); err != nil {
		// Refused before the smaller sizes are valued.
		return nil, g.limited(err, lim)
	}
	if memo.prunes(gr) {
		return g.solveTrees(memo, count, lim, w)
	}
	if memo.tabled(gr) {
		// The graph's sets, at most 2^DenseOrder, bound the work.
		w.Begin("sets of vertices valued", 1<<uint(gr.Order()))
	} else {
		w.Begin("components valued", memo.limit)
	}
	f := newForecast(q, int64(memo.limit), false)
	nim := make([]uint32, 0, count)
	for k := range count {
		gr, s := q.At(k)
		v, err := memo.Nim(gr, s, w)
		var lerr *LimitError
		if errors.As(err, &lerr) && k > q.Size {
			break
		}
		if err != nil {
			return nil, g.stopped(nim, g.limited(err, lim))
		}
		nim = append(nim, v)
		// A table's sets, which its 2^n entries bound, are not forecast.
		forms, _ := memo.Valued()
		if err := f.after(k, int64(forms), memo.tabled(gr)); err != nil {
			return nil, g.stopped(nim, g.limited(err, lim))
		}
	}
	return g.solution(nim, memo, lim), nil
}

// solveTrees is Solve for forests, whose trees the pruned search values
// (Memo.prunes). When the list reaches the graph given, it
// is valued first, within the limit, and then the sizes of its sequence
// in turn, as far as a listing allows: a quarter of the limit beyond what
// the graph given took. Their costs are too uneven to forecast, and a
// smaller size may cost more than the graph given: Kayles on seed 1's
// random tree of 60 vertices takes 12,129 trees searched, and its prefix
// of 46 vertices more than 4,000,000. A shorter list (len) values its
// sizes within the limit, as any graph's.
func (g *Game) solveTrees(memo *Memo, count int, lim game.Limits, w *game.Work) (*game.Solution, error) {
	q := g.spec.Seq
	w.Begin("trees searched", memo.limit)
	given := q.Size < count
	if given {
		gr, s := q.At(q.Size)
		if _, err := memo.Nim(gr, s, w); err != nil {
			return nil, g.limited(err, lim)
		}
		full := memo.limit
		memo.setLimit(min(full, memo.valued+max(full/listTrees, 1)))
		defer memo.setLimit(full)
	}
	nim := make([]uint32, 0, count)
	for k := range count {
		gr, s := q.At(k)
		v, err := memo.Nim(gr, s, w)
		var lerr *LimitError
		if errors.As(err, &lerr) && given {
			break
		}
		if err != nil {
			return nil, g.stopped(nim, g.limited(err, lim))
		}
		nim = append(nim, v)
	}
	return g.solution(nim, memo, lim), nil
}

// listTrees is the part of the limit that the smaller sizes of a forest's
// sequence may take beyond the forest given (solveTrees).
const listTrees = 4

// solveBoards is Solve for Cram, by a pruned search (Pruned) whose work
// lim.Work bounds. When the board given is decided by the symmetry
// strategy, it is answered at once, and the smaller boards are listed as
// far as a listing allows.
func (g *Game) solveBoards(count int, lim game.Limits, w *game.Work) (*game.Solution, error) {
	q := g.spec.Seq
	memory := lim.Memory
	if memory <= 0 {
		memory = 64 << 20
	}
	// The table holds a quarter of the memory, and never more entries
	// than the largest board has sets of cells: a small board's search
	// (a figure of 3×6 in a page) allocates a table to its size, not
	// tens of megabytes.
	largest, _ := q.At(max(count-1, q.Size))
	p := NewPruned(min(memory/4, tableBytes(largest.Order())), lim.Work)
	w.Begin("steps of the pruned search", int(min(lim.Work, 1<<62)))
	gr, s := q.At(q.Size)
	decided := p.Decided(gr, s) && lim.Work > 0
	if !decided && q.Size < count && lim.Work > 0 {
		return g.solveBoardGiven(p, count, lim, w)
	}
	list := newListing(lim.Work)
	f := newForecast(q, lim.Work, true)
	nim := make([]uint32, 0, count)
	for k := range count {
		gr, s := q.At(k)
		before := p.steps
		if decided && !p.Decided(gr, s) {
			// A board decided at once costs no step, whatever is left.
			if p.limit = list.limit(before); p.limit <= before {
				break
			}
		}
		v, err := p.Nim(gr, s, w)
		var werr *WorkError
		if errors.As(err, &werr) && (k > q.Size || decided) {
			break
		}
		if err != nil {
			return nil, g.stopped(nim, g.limited(err, lim))
		}
		nim = append(nim, v)
		if decided {
			list.after(p.steps - before)
		} else if err := f.after(k, p.steps, false); err != nil {
			return nil, g.stopped(nim, g.limited(err, lim))
		}
	}
	p.limit, p.err = lim.Work, nil
	return g.solution(nim, p, lim), nil
}

// solveBoardGiven is solveBoards for a board given that needs a search.
// The smaller boards of its sequence are valued first, in turn, which
// warms the table for the board given (5×10 after 5×9) and lets the
// forecast refuse a board far beyond the limit early (7×9 after 7×5).
// But a smaller board may take at most a 32nd of the limit (aheadPart):
// one that passes it ends the list there, and the board given is valued
// within the limit, its value kept in the table, where the Solution's
// Values find it; a list that reaches the board given goes on beyond it
// within the limit. So at the command line's 2^34 steps 7×7 is searched
// after 2^29 steps of 7×6 (which is 6×7, and costs more than 7×7), while
// a research run's limit (-work 10^15) values every board in turn, as
// before.
func (g *Game) solveBoardGiven(p *Pruned, count int, lim game.Limits, w *game.Work) (*game.Solution, error) {
	q := g.spec.Seq
	f := newForecast(q, lim.Work, true)
	nim := make([]uint32, 0, count)
	var werr *WorkError
	putOff := false
	for k := range q.Size {
		gr, s := q.At(k)
		p.limit = min(lim.Work, p.steps+max(lim.Work/aheadPart, 1))
		v, err := p.Nim(gr, s, w)
		if errors.As(err, &werr) && p.limit < lim.Work {
			putOff = true
			break
		}
		if err != nil {
			return nil, g.stopped(nim, g.limited(err, lim))
		}
		nim = append(nim, v)
		if err := f.after(k, p.steps, false); err != nil {
			return nil, g.stopped(nim, g.limited(err, lim))
		}
	}
	p.limit = lim.Work
	gr, s := q.At(q.Size)
	given, err := p.Nim(gr, s, w)
	if err != nil {
		return nil, g.stopped(nim, g.limited(err, lim))
	}
	if !putOff {
		nim = append(nim, given)
		for k := q.Size + 1; k < count; k++ {
			gr, s := q.At(k)
			v, err := p.Nim(gr, s, w)
			if errors.As(err, &werr) {
				break
			}
			if err != nil {
				return nil, g.stopped(nim, g.limited(err, lim))
			}
			nim = append(nim, v)
		}
	}
	p.limit, p.err = lim.Work, nil
	return g.solution(nim, p, lim), nil
}

// aheadPart is the part of the limit of work that a smaller board valued
// before the board given may take (solveBoardGiven); a variable for tests.
var aheadPart int64 = 32

// A board the symmetry strategy decides is answered at once, and the page
// and the command line show it with the smaller boards of its sequence,
// which cost what a search costs: their listing must stop long before the
// limit of work, at a board too costly, without knowing its cost before.
// A listing values the smaller boards as far as a 1,024th of the limit
// reaches (listNarrow), and as far as a 128th (listWide) when the growth
// of the last two boards searched forecasts that the next one fits: the
// next costs what the last did times the ratio of the last to the one
// before (4×7, 1,123,397 steps, from 854 and 59,408 steps, forecast
// 4,132,682; 8×5, 218,806,073 steps, from 58 and 111,891, forecast
// 215,855,101). It lists every board the narrow budget lists, and spends
// more than it only on a board forecast to fit the wide one: on the page
// (2^30 steps) 4×8 lists 4×0 … 4×8 in 1,183,671 steps, beyond the
// narrow 1,048,576, while 8×8 lists 8×0 … 8×4 and spends the narrow
// budget on 8×5, as it did.

// listNarrow and listWide are the parts of the limit of work a listing
// spends: always, and when the forecast fits.
const (
	listNarrow = 1024
	listWide   = 128
)

// listing follows the costs of the smaller boards of a decided board.
type listing struct {
	narrow, wide int64
	last, before int64 // the steps of the last two boards searched, 0 for none
}

// newListing returns the listing within the limit of work.
func newListing(work int64) *listing {
	return &listing{narrow: max(work/listNarrow, 1), wide: max(work/listWide, 1)}
}

// limit returns the steps, counted from the start of the listing, that
// the next board may take the search to, the search having taken spent.
func (l *listing) limit(spent int64) int64 {
	if l.before > 0 && float64(spent)+float64(l.last)*float64(l.last)/float64(l.before) <= float64(l.wide) {
		return l.wide
	}
	return l.narrow
}

// after records that a board was valued in cost steps; a board decided at
// once costs none and measures no growth.
func (l *listing) after(cost int64) {
	if cost > 0 {
		l.last, l.before = cost, l.last
	}
}

// stopped returns err, which ended the computation of the sequence's
// sizes after those of the values nim, as a *game.Stopped that carries
// them (err alone when there are none), so that a research run stopped by
// Ctrl-C, -time or a limit still prints what it found.
func (g *Game) stopped(nim []uint32, err error) error {
	if len(nim) == 0 {
		return err
	}
	return &game.Stopped{Nim: nim, First: g.SizeName("0"), Last: g.SizeName(strconv.Itoa(len(nim) - 1)), Err: err}
}

// solution is the Solution of the values nim of the sequence's first
// sizes, answering any other position by v.
func (g *Game) solution(nim []uint32, v valuer, lim game.Limits) *game.Solution {
	out := make([]byte, len(nim))
	for i, v := range nim {
		out[i] = byte(outcome(v))
	}
	return &game.Solution{
		Outcomes:      string(out),
		Nim:           nim,
		OutcomeSearch: len(nim),
		NimSearch:     len(nim),
		Values:        &values{game: g, memo: v, nim: nim, lim: lim},
		// The sentences on periods speak of the sequence's graphs.
		Sizes: &periodic.Sizes{At: g.SizeName("%s"), Upto: "%s sizes of " + g.spec.Seq.Name},
	}
}

// valuer values the positions of a graph: a Memo, or for Cram a Pruned.
type valuer interface {
	Nim(g *Graph, s Set, w *game.Work) (uint32, error)
	// Wins reports whether the value is not 0, asking no more of the
	// position's largest part than whether it is the others' nim-sum.
	Wins(g *Graph, s Set, w *game.Work) (bool, error)
}

// limited turns a memo's *LimitError into an *InputError of the graph's
// key that names the limit and the front end.
func (g *Game) limited(err error, lim game.Limits) error {
	var werr *WorkError
	if errors.As(err, &werr) {
		return game.Errorf(g.spec.Key, g.spec.Text, "valuing this board needs more than %s steps, the limit of work of %s%s; use a smaller board", numerals.Grouped(int(werr.Limit)), lim.Where, lim.Raise("Work"))
	}
	var ferr *ForecastError
	if errors.As(err, &ferr) {
		what := map[bool]string{true: "board", false: "graph"}[g.spec.Rows > 0]
		if ferr.Steps {
			return game.Errorf(g.spec.Key, g.spec.Text, "valuing this %s needs about %s steps, estimated from the smaller %ss of its sequence (%s), more than %d times the limit of work of %s, %s%s; use a smaller %s",
				what, ferr.aboutWords(), what, ferr.fromWords(), forecastMargin, lim.Where, numerals.Grouped(int(ferr.Limit)), lim.Raise("Work"), what)
		}
		return game.Errorf(g.spec.Key, g.spec.Text, "valuing this %s needs about %s components valued (up to isomorphism), estimated from the smaller %ss of its sequence (%s), more than %d times the limit on states of %s, %s; use a smaller or thinner %s, or raise the limit (the command line's -states)",
			what, ferr.aboutWords(), what, ferr.fromWords(), forecastMargin, lim.Where, numerals.Grouped(int(ferr.Limit)), what)
	}
	var lerr *LimitError
	if !errors.As(err, &lerr) {
		return err
	}
	if lerr.Bound > 0 {
		return game.Errorf(g.spec.Key, g.spec.Text, "valuing this graph may take %s, the limit on states of %s; use a smaller or thinner graph, or raise the limit (the command line's -states)",
			lerr.boundWords(), lim.Where)
	}
	if lerr.Searched {
		return game.Errorf(g.spec.Key, g.spec.Text, "valuing this graph needs more than %s trees searched by the pruned search, the limit on states of %s; use a smaller or thinner graph, or raise the limit (the command line's -states)",
			numerals.Grouped(lerr.Limit), lim.Where)
	}
	return game.Errorf(g.spec.Key, g.spec.Text, "valuing this %s needs more than %s components valued (up to isomorphism), the limit of %s; use a smaller one, or raise the limit (the command line's -states)",
		map[bool]string{true: "board", false: "graph"}[g.spec.Rows > 0], numerals.Grouped(lerr.Limit), lim.Where)
}

// outcome is the outcome of a position of nim-value v.
func outcome(v uint32) game.Outcome {
	if v == 0 {
		return game.P
	}
	return game.N
}

// values answers for the positions of a Game from the memo Solve filled.
type values struct {
	game *Game
	mu   sync.Mutex
	memo valuer
	nim  []uint32 // the values of the sizes Solve computed
	lim  game.Limits
}

// Nim returns the nim-value of the sequence's graph of size n.
func (v *values) Nim(n *big.Int) (uint32, error) {
	if n.Sign() >= 0 && n.IsInt64() && n.Int64() < int64(len(v.nim)) {
		return v.nim[n.Int64()], nil
	}
	p, err := v.game.Start(n)
	if err != nil {
		return 0, &game.Unknown{Reason: err.(*game.InputError).Problem}
	}
	return v.NimOf(p)
}

// Outcome returns P for a graph of nim-value 0, N otherwise.
func (v *values) Outcome(n *big.Int) (game.Outcome, error) {
	x, err := v.Nim(n)
	return outcome(x), err
}

// NimOf returns the nim-value of a position of a game of the same rule,
// the nim-sum of its components' values, within the limits Solve had.
func (v *values) NimOf(p game.Position) (uint32, error) {
	var x uint32
	err := v.question(p, func(q *Position) (err error) {
		x, err = v.memo.Nim(q.g, q.s, nil)
		return err
	})
	return x, err
}

// Wins reports whether the player to move at p wins: p's nim-value is
// not 0. The position's largest part is asked only whether its value is
// the nim-sum of the others' (Pruned.Wins, Memo.Wins): a question's
// winning moves ask this of every option.
func (v *values) Wins(p game.Position) (bool, error) {
	var win bool
	err := v.question(p, func(q *Position) (err error) {
		win, err = v.memo.Wins(q.g, q.s, nil)
		return err
	})
	return win, err
}

// question runs ask on the position p, of a game of the same rule, one
// question at a time, within the limits Solve had (a Cram question has a
// limit of work of its own).
func (v *values) question(p game.Position, ask func(*Position) error) error {
	q, ok := p.(*Position)
	if !ok || q.game.spec.Rule != v.game.spec.Rule {
		// A game built again from the same keys (a question asked of the
		// figure held) shares the values: only the rule matters to them.
		return errors.New("graph: a position of a game of another rule")
	}
	v.mu.Lock()
	defer v.mu.Unlock()
	if pr, ok := v.memo.(*Pruned); ok {
		pr.from = pr.steps
	}
	return v.game.limited(ask(q), v.lim)
}

// ParsePosition reads a position of the game (see Game.ParsePosition).
func (v *values) ParsePosition(text string) (game.Position, error) {
	return v.game.ParsePosition(text)
}
