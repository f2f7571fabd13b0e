package game

import (
	"fmt"
	"math/big"
	"strconv"

	"stones/solver/numerals"
)

// SolveByOptions computes the values of heaps 0..length−1 of g from its
// Options alone, for a game without an engine of its own and as the basis
// of the tests' oracles.
//
// In normal play a heap's nim-value is the mex of the nim-values of its
// options, the value of an option being the XOR of the values of the heaps
// it leaves (Sprague–Grundy; Demaine's MIT SP.268 notes, lecture 3), and a
// heap is a P-position exactly when its value is 0. In misère play only the
// outcomes are computed: a heap with no move is won by the player to move,
// any other is an N-position exactly when a move leaves a P-position. That
// needs each move to leave at most one heap (the outcome of a misère sum is
// not a function of the outcomes of its heaps); a move leaving two is an
// *InputError of the key play.
//
// A move must leave heaps smaller than the heap it is made in (heaps of the
// opened game, for an Opener, at most as large): a move that does not is a
// bug of the family, reported as a plain error. A family of moves
// (Move.Every) is expanded into its splits, since nothing here knows that
// they share a value.
//
// The Solution lists Outcomes (and Nim in normal play) for 0..length−1 and
// claims no period; its Values answer for heaps below length, with an
// *Unknown beyond, and for an Opener also implement OpenedValues, the opened
// game being solved the same way for the same heaps. The cost is one visit
// of every option of every heap: each option looked at counts OptionWork
// against lim.Work. Before any heap is solved, the options of a few heaps
// spread over 0..length−1 are counted to estimate the whole: an estimate
// beyond the limit is refused at once, and a computation that goes beyond
// it all the same is stopped there; either is an *InputError of the key
// len that names the limit. w.Step is called every StepEvery heaps and
// options at least. Memory is O(length).
func SolveByOptions(g Impartial, length int, lim Limits, w *Work) (*Solution, error) {
	if length < 0 {
		panic("game: SolveByOptions with a negative length")
	}
	s := &optionSolver{length: length, lim: lim, w: w, most: lim.Work / OptionWork}
	if err := s.estimate(g); err != nil {
		return nil, err
	}
	w.Begin("values", length)
	t, err := s.solve(g)
	if err != nil {
		return nil, err
	}
	sol := &Solution{Outcomes: t.letters(), OutcomeSearch: length, Values: t.values()}
	if !g.Misere() {
		sol.Nim = t.nim
		sol.NimSearch = length
	}
	return sol, nil
}

// OptionWork is what one option looked at by SolveByOptions counts against
// Limits.Work. An option costs about a microsecond natively (a heap made,
// the move's leaves read: BenchmarkSolveByOptions), an elementary step of a
// family's own engine a few nanoseconds, so that the same Work bounds the
// time of both alike: the page's 2^30 allow 4,194,304 options, the command
// line's 2^34 allow 67,108,864.
const OptionWork = 256

// samples is how many heaps SolveByOptions counts the options of to
// estimate its cost.
const samples = 8

// optionSolver holds the budget that SolveByOptions shares between a game
// and the game it opens.
type optionSolver struct {
	length int
	lim    Limits
	w      *Work
	most   int64 // the most options to look at
	ops    int64 // options looked at
	next   int64 // ops at which to call w.Step next
}

// estimate refuses a computation whose options, estimated from those of
// heaps spread over 0..length−1 (the middle of each of samples equal
// stretches, whose count stands for the stretch), number more than s.most;
// the games g opens are counted with it. Each heap's options are counted
// only as far as could matter, so the cost is at most samples·s.most/length
// options looked at (and the listing of a heap's moves, families counted
// whole), under a millisecond at the limits of both front ends.
func (s *optionSolver) estimate(g Impartial) error {
	if s.length < 2*samples {
		return nil
	}
	stretch := int64(s.length / samples)
	enough := s.most/stretch + 1
	var total int64
	for ; g != nil; g = opened(g) {
		for k := range samples {
			heap := big.NewInt(int64(s.length) * int64(2*k+1) / (2 * samples))
			var count int64
			g.Options(heap, func(m Move) bool {
				count += concreteCount(m)
				return count <= enough
			})
			if total += min(count, enough) * stretch; total > s.most {
				return s.refuse(fmt.Sprintf("would look at more than %s moves (estimated from the moves of a few heaps), the limit of %s",
					numerals.Grouped(int(s.most)), s.lim.Where))
			}
		}
	}
	return nil
}

// refuse returns the refusal of the computation: problem says why.
func (s *optionSolver) refuse(problem string) error {
	return &InputError{Key: "len", Text: strconv.Itoa(s.length), Problem: fmt.Sprintf(
		"computing %s heap sizes of this game from its rules %s; use a smaller len", numerals.Grouped(s.length), problem)}
}

// opened returns the game whose heaps g's moves leave, or nil.
func opened(g Impartial) Impartial {
	if o, ok := g.(Opener); ok {
		return o.Opened()
	}
	return nil
}

// concreteCount returns how many moves m stands for (see eachConcrete),
// without listing them.
func concreteCount(m Move) int64 {
	if m.Every == 0 || len(m.Leave) != 2 {
		return 1
	}
	d := new(big.Int).Sub(m.Leave[1], m.Leave[0])
	if d.Sign() < 0 {
		return 0
	}
	d.Quo(d, big.NewInt(2*int64(m.Every)))
	if !d.IsInt64() || d.Int64() > 1<<40 {
		return 1 << 40
	}
	return d.Int64() + 1
}

// optionTable holds the values of heaps 0..length−1 of one game: nim-values
// in normal play, outcomes in misère play.
type optionTable struct {
	lim    Limits // the limits it was computed within, to name them
	misere bool
	nim    []uint32 // normal play
	wins   []bool   // misère play: the player to move wins
	opened *optionTable
}

// solve computes the table of g, and first that of the game it opens.
func (s *optionSolver) solve(g Impartial) (*optionTable, error) {
	t := &optionTable{lim: s.lim, misere: g.Misere()}
	leaves := t
	if o, ok := g.(Opener); ok {
		opened, err := s.solve(o.Opened())
		if err != nil {
			return nil, err
		}
		if opened.misere != t.misere {
			return nil, fmt.Errorf("game: %s opens a game with another play", g.Title())
		}
		t.opened, leaves = opened, opened
	}
	if t.misere {
		t.wins = make([]bool, s.length)
	} else {
		t.nim = make([]uint32, s.length)
	}
	var seen []uint32 // the values of the options of the heap being solved
	for n := range s.length {
		heap := big.NewInt(int64(n))
		seen = seen[:0]
		moved, win := false, false
		var err error
		g.Options(heap, func(m Move) bool {
			return eachConcrete(m, func(c Move) bool {
				moved = true
				if s.ops++; s.ops > s.most {
					err = s.refuse(fmt.Sprintf("looks at more than %s moves, the limit of %s", numerals.Grouped(int(s.most)), s.lim.Where))
					return false
				}
				if s.ops >= s.next {
					if err = s.w.Step(n); err != nil {
						return false
					}
					s.next = s.ops + StepEvery
				}
				var x uint32
				for _, l := range c.Leave {
					i, ok := smallLeave(l, n, leaves != t)
					if !ok {
						err = fmt.Errorf("game: %s: a move from heap %d leaves a heap of %s, not a smaller one", g.Title(), n, l)
						return false
					}
					if t.misere {
						if len(c.Leave) > 1 {
							err = &InputError{Key: "play", Text: "misere", Problem: "misère play of a game whose moves split a heap in two is not available: the outcome of a misère sum does not follow from those of its heaps"}
							return false
						}
						win = win || !leaves.wins[i]
						continue
					}
					x ^= leaves.nim[i]
				}
				if t.misere {
					if len(c.Leave) == 0 {
						return true // the opponent, with no move, has won
					}
					return !win
				}
				seen = append(seen, x)
				return true
			})
		})
		if err != nil {
			return nil, err
		}
		if t.misere {
			t.wins[n] = win || !moved
		} else {
			t.nim[n] = Mex(seen)
		}
		if n%StepEvery == 0 {
			if err := s.w.Step(n); err != nil {
				return nil, err
			}
		}
	}
	return t, nil
}

// smallLeave returns the index of a leave of a move from heap n: below n,
// or at most n when the leave is of an opened game.
func smallLeave(l *big.Int, n int, opened bool) (int, bool) {
	if l.Sign() < 0 || !l.IsInt64() {
		return 0, false
	}
	i := l.Int64()
	if i > int64(n) || i == int64(n) && !opened {
		return 0, false
	}
	return int(i), true
}

// Mex returns the smallest value not in vs: values at or above len(vs)
// cannot matter, since len(vs) values leave one of 0..len(vs) free. It
// reorders vs. The cost is O(len(vs)).
func Mex(vs []uint32) uint32 {
	k := uint32(len(vs))
	// Put each value v < k at index v by swaps (cycle sort).
	for i := range vs {
		for vs[i] < k && vs[vs[i]] != vs[i] {
			j := vs[i]
			vs[i], vs[j] = vs[j], vs[i]
		}
	}
	for i, v := range vs {
		if v != uint32(i) {
			return uint32(i)
		}
	}
	return k
}

// letters writes the outcome letters of the table.
func (t *optionTable) letters() string {
	n := max(len(t.nim), len(t.wins))
	b := make([]byte, n)
	for i := range b {
		b[i] = byte(t.outcome(i))
	}
	return string(b)
}

func (t *optionTable) outcome(i int) Outcome {
	if t.misere && t.wins[i] || !t.misere && t.nim[i] != 0 {
		return N
	}
	return P
}

func (t *optionTable) len() int { return max(len(t.nim), len(t.wins)) }

// values returns the table as Values: NimValues in normal play, and
// OpenedValues for an Opener.
func (t *optionTable) values() Values {
	v := &tableValues{t: t}
	if t.opened != nil {
		return &openerTableValues{tableValues: v, opened: t.opened.values().(NimValues)}
	}
	return v
}

// tableValues answers from an optionTable. It implements NimValues; in
// misère play Nim says that there are none.
type tableValues struct{ t *optionTable }

// index maps a heap to the table, or says why it is not there.
func (v *tableValues) index(n *big.Int) (int, error) {
	if n.Sign() >= 0 && n.IsInt64() && n.Int64() < int64(v.t.len()) {
		return int(n.Int64()), nil
	}
	if v.t.len() == 0 {
		return 0, &Unknown{Reason: "this game has no engine of its own, and no heap was computed from its rules"}
	}
	reason := fmt.Sprintf("this game has no engine of its own, and was computed up to heap %s from its rules, with no period to answer larger heaps",
		numerals.Grouped(v.t.len()-1))
	if most := v.t.lim.MaxLen; most > 0 && (!n.IsInt64() || n.Int64() >= int64(most)) {
		reason += fmt.Sprintf("; %s computes at most %s heap sizes", v.t.lim.Where, numerals.Grouped(most))
	}
	return 0, &Unknown{Reason: reason}
}

func (v *tableValues) Outcome(n *big.Int) (Outcome, error) {
	i, err := v.index(n)
	if err != nil {
		return 0, err
	}
	return v.t.outcome(i), nil
}

func (v *tableValues) Nim(n *big.Int) (uint32, error) {
	if v.t.misere {
		return 0, &Unknown{Reason: "misère play has no nim-values"}
	}
	i, err := v.index(n)
	if err != nil {
		return 0, err
	}
	return v.t.nim[i], nil
}

// openerTableValues adds the values of the opened game.
type openerTableValues struct {
	*tableValues
	opened NimValues
}

func (v *openerTableValues) Opened() NimValues { return v.opened }

// eachConcrete calls yield with each move m stands for: m itself, or for a
// family (Move.Every ≠ 0) each of its splits (a+j·e, b−j·e), j ≥ 0, a+j·e ≤
// b−j·e. It returns false when yield did.
func eachConcrete(m Move, yield func(Move) bool) bool {
	if m.Every == 0 || len(m.Leave) != 2 {
		return yield(m)
	}
	e := big.NewInt(int64(m.Every))
	a, b := new(big.Int).Set(m.Leave[0]), new(big.Int).Set(m.Leave[1])
	for a.Cmp(b) <= 0 {
		c := m
		c.Every = 0
		c.Leave = []*big.Int{new(big.Int).Set(a), new(big.Int).Set(b)}
		if !yield(c) {
			return false
		}
		a.Add(a, e)
		b.Sub(b, e)
	}
	return true
}
