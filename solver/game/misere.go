package game

import (
	"math/big"
	"math/bits"
	"slices"

	"stones/solver/numerals"
)

// MisereMostHeap is the largest heap of a misère sum: larger heaps are
// beyond any search budget.
const MisereMostHeap = 1 << 20

// The budgets of a misère search besides lim.States positions: the moves
// it looks at, at most lim.Work and movesPerState a position on average, and
// the moves of single heaps it keeps (a game that is not Subtractive), at
// most cachedPerState a position. They keep the time and the memory of a
// search proportional to lim.States: for the command line's 4,000,000
// positions, 32,000,000 moves looked at and 4,000,000 kept, within about a
// second and 200 MB.
const (
	movesPerState  = 8
	cachedPerState = 1
	// splitBudget bounds the weights up to which splitting games' positions
	// are counted (see estimate): O(splitBudget²) work.
	splitBudget = 4096
)

// misereSum answers for a sum of heaps in misère play, where nim-values do
// not add up, by exhaustive search over the positions reachable from the
// heaps, with memoisation: a position is a sorted list of the heaps that
// still have a move (a heap without one changes nothing), and one with no
// such heap is won by the player to move.
//
// A single heap is answered from sol (nil: none) as Ask answers it, at any
// size, with no search (Searched 0).
//
// The work is bounded before it starts and while it runs. Before: every
// heap size reachable from each heap is listed (a Subtractive game's
// amounts, or the moves a game's Options give, which the search needs
// anyway), and the positions reachable are estimated from them (see
// estimate), from the heaps listed so far as the listing goes; beyond
// lim.States the sum is refused at once. While: the search stops at
// lim.States positions, at min(lim.Work, 8·lim.States) moves looked at
// (the listing's included), at lim.States moves of single heaps kept (a
// game that is not Subtractive), and on cancellation. Every refusal is an
// *InputError of the key heaps, quoting the heaps, naming the limit and
// lim.Where, in a whole sentence. Memory is O(lim.States): for the command
// line's limits, at most about 100 MB.
func misereSum(g Impartial, sol *Solution, heaps []*big.Int, lim Limits, w *Work) (*Sum, error) {
	if len(heaps) == 1 && sol != nil && sol.Values != nil {
		// One heap is answered as n is, from the misère outcomes: no search.
		q, err := Ask(g, sol, heaps[0])
		if err != nil && (!heaps[0].IsInt64() || heaps[0].Int64() > MisereMostHeap) {
			return nil, unknownAt("heaps", heaps[0].String(), err) // why n could not answer it
		}
		if err == nil {
			none := 0
			sum := &Sum{Heaps: heaps, Outcome: q.Outcome, WinningMoves: []HeapMove{}, MoreMoves: q.MoreMoves, Searched: &none, By: q.By}
			for _, m := range q.WinningMoves {
				sum.WinningMoves = append(sum.WinningMoves, HeapMove{Heap: 0, Move: m})
			}
			return sum, nil
		}
	}
	why := ""
	if ms, ok := valuesOf(sol).(MisereSummer); ok {
		sum, reason, err := ms.MisereSum(heaps)
		if sum != nil || err != nil {
			return sum, err
		}
		why = reason + ", so "
	}
	start := make([]uint32, len(heaps))
	for i, h := range heaps {
		if h.Sign() < 0 || !h.IsInt64() || h.Int64() > MisereMostHeap {
			return nil, Errorf("heaps", HeapsText(heaps), "%smisère sums are solved by exhaustive search, so heaps must be small (at most %s): heap %s is not", why, numerals.Grouped(MisereMostHeap), h)
		}
		start[i] = uint32(h.Int64()) << 1
	}
	s := newMisereSearch(g, lim, w)
	s.why = why
	s.text = HeapsText(heaps)
	w.Begin("misère positions", max(lim.States, 0))
	most := slices.Max(append([]token{0}, start...)) | 1 // every token is at most this
	s.bits = bits.Len32(most + 1)
	s.index = make([]int32, most+1)
	count, err := s.estimate(start)
	if err != nil {
		return nil, err
	}
	s.memo = newPackedMemo(int(min(count, float64(max(lim.States, 0)))))
	root, err := s.live(start, -1, nil)
	if err != nil {
		return nil, err
	}
	root = slices.Clone(root)
	win, err := s.wins(root)
	if err != nil {
		return nil, err
	}
	searched := s.solved()
	sum := &Sum{Heaps: heaps, WinningMoves: []HeapMove{}, Searched: &searched, Outcome: P}
	if !win {
		return sum, nil
	}
	sum.Outcome = N
	for i, tok := range start {
		at, err := s.ensure(tok)
		if err != nil {
			return nil, err
		}
		info := s.infos[at]
		if !info.live {
			continue
		}
		for j := range s.count(info) {
			take, leaves := s.moveAt(tok, info, j)
			move := s.bigMove(take, leaves)
			child, err := s.live(root, slices.Index(root, tok), leaves)
			if err != nil {
				return nil, err
			}
			childWins, err := s.wins(child)
			if err != nil {
				return nil, err
			}
			if !childWins {
				sum.WinningMoves = append(sum.WinningMoves, HeapMove{Heap: i, Move: move})
			}
		}
	}
	return sum, nil
}

// valuesOf returns the Values of sol, nil for none.
func valuesOf(sol *Solution) Values {
	if sol == nil {
		return nil
	}
	return sol.Values
}

// HeapsText writes heaps as the key heaps holds them: "3,5,7".
func HeapsText(heaps []*big.Int) string {
	var b []byte
	for i, h := range heaps {
		if i > 0 {
			b = append(b, ',')
		}
		b = h.Append(b, 10)
	}
	return string(b)
}
