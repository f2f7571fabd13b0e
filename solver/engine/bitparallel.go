package engine

import (
	"math/bits"

	"stones/solver/game"
)

// The bit-parallel engine decides 64 heap sizes a word, in increasing
// order, sieving (Eppstein 2018, §3.2) with words instead of single heaps.
// It splits the move set at 64.
//
// A small move (s < 64) may stay within the word. The candidates of a word
// (the heaps that are free and not yet marked hot) are settled from the
// lowest: the lowest candidate is cold, and strikes out small<<b in its own
// word and carries small>>(64-b) into the next, where small has bit s for
// every small move s. So a word costs O(1 + c) for its c cold heaps.
//
// A large move (s = 64·q + r ≥ 64) always leaves the word, so once a word's
// cold set c is final, the move marks c<<r in word k+q and c>>(64-r) in
// word k+q+1: two operations for 64 heaps. When c has few heaps, the large
// moves of one q are marked together instead: with rs the set of their r,
// each cold heap at bit b marks rs<<b and rs>>(64-b), two operations for all
// the moves of the group. A word thus costs O(min(|S_large|, c·G)), where G
// ≤ max S/64 is the number of groups, and the marking of a whole level
// O(n/64·|S_large|) when cold heaps are dense and O(|C|·G) when sparse.

// coldBitset finds the cold heaps 64 heap sizes a word. The cost is
// O(n/64·(1 + |S_large|) + |C|) time for the moves S_large ≥ 64 and the cold
// heaps C, less when cold heaps are sparse (see above), and O(n) bits.
func coldBitset(moves []int, n int, w *game.Work) (Bits, error) {
	return newBitLevels(moves, n).level(FullBits(n), stepper(w))
}

// nimBitset computes nim-values level by level (see nimByLevels), deciding
// each level 64 heap sizes a word. A level costs O(n/64) plus its marking,
// and every heap marks in one level only, so the cost is
// O((m+1)·n/64 + n·min(|S_large|, max S/64)) time for the largest
// nim-value m (at most |S|), against O(n·|S|) for the recurrence, and O(n)
// words.
func nimBitset(moves []int, n int, w *game.Work) ([]uint32, error) {
	return nimByLevels(n, w, newBitLevels(moves, n).level)
}

// bitLevels decides the levels of one move set and size.
type bitLevels struct {
	small  uint64     // bit s for every move s < 64
	large  []int      // the moves ≥ 64, ascending
	groups []bitGroup // the same moves by q, ascending
	cold   Bits       // the cold heaps of the level
	marks  Bits       // the heaps that large moves from cold heaps reach, and a spare word
	spread bool       // the large moves share few groups: mark single heaps by move
}

// bitGroup gathers the large moves 64·q + r of one q: bit r of rs is set for
// each.
type bitGroup struct {
	q  int
	rs uint64
}

func newBitLevels(moves []int, n int) *bitLevels {
	l := &bitLevels{cold: NewBits(n)}
	for _, s := range moves {
		if s < 64 {
			l.small |= 1 << s
			continue
		}
		if s >= 64*len(l.cold) {
			break // it reaches no heap below n from any
		}
		l.large = append(l.large, s)
		q, r := s>>6, s&63
		if len(l.groups) == 0 || l.groups[len(l.groups)-1].q != q {
			l.groups = append(l.groups, bitGroup{q: q})
		}
		l.groups[len(l.groups)-1].rs |= 1 << r
	}
	l.marks = make(Bits, len(l.cold)+1)
	l.spread = 2*len(l.groups) > len(l.large)
	return l
}

// level returns the cold heaps of the game with hotspots whose free heaps
// are free (see sieveLevel). The result is valid until the next call.
func (l *bitLevels) level(free Bits, step func(int) error) (Bits, error) {
	cold, marks := l.cold, l.marks
	words := len(cold)
	clear(marks)
	var carry uint64 // heaps of word k that small moves from word k-1 make hot
	for k, f := range free {
		if k%(game.StepEvery/64) == 0 {
			if err := step(64 * k); err != nil {
				return nil, err
			}
		}
		cand := f &^ carry &^ marks[k]
		carry = 0
		var c uint64
		for cand != 0 {
			b := bits.TrailingZeros64(cand)
			c |= 1 << b
			cand &= cand - 1
			cand &^= l.small << b
			carry |= l.small >> (64 - b) // a shift by 64, for b = 0, gives 0
		}
		cold[k] = c
		if c == 0 {
			continue
		}
		// The cheapest of three ways to mark what large moves reach; the
		// spare word of marks takes what falls just beyond the last word.
		switch pop := bits.OnesCount64(c); {
		case pop == 1 && l.spread: // one heap, one mark a move
			i := 64*k + bits.TrailingZeros64(c)
			for _, s := range l.large {
				if i+s >= 64*words {
					break
				}
				marks.Set(i + s)
			}
		case pop*len(l.groups) >= len(l.large): // two marks a move
			for _, s := range l.large {
				q, r := s>>6, s&63
				if k+q >= words {
					break
				}
				marks[k+q] |= c << r
				marks[k+q+1] |= c >> (64 - r) // again 0 for r = 0
			}
		default: // two marks a group for each heap
			for _, g := range l.groups {
				if k+g.q >= words {
					break
				}
				var lo, hi uint64
				for d := c; d != 0; d &= d - 1 {
					b := bits.TrailingZeros64(d)
					lo |= g.rs << b
					hi |= g.rs >> (64 - b)
				}
				marks[k+g.q] |= lo
				marks[k+g.q+1] |= hi
			}
		}
	}
	return cold, nil
}
