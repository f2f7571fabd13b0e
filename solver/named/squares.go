package named

import (
	"fmt"
	"math/bits"
	"slices"

	"stones/solver/game"
)

// Subtract-a-square at scale: the engines below serve research runs (the
// cold heaps to 2^30, the nim-values to 2^24) that the general engines of
// package engine, built for any move set, cannot reach within memory or
// time. Each is checked against them, and against a brute force, on small
// heaps.

// coldBlock is how many heaps the cold sieve decides at a time: 2^21 bits,
// 256 KiB, stay in a core's second-level cache while every cold heap found
// before marks its successors in them.
const coldBlock = 1 << 21

// SquaresCold returns the cold heaps (P-positions) below n of
// subtract-a-square (a move takes a positive square), in increasing order.
// Heap 0 is cold; a heap is cold when no square leads to a cold heap.
//
// It is a sieve, cache-blocked: heaps are decided a block of 2^21 at a
// time; every cold heap c found before the block first marks hot its
// successors c + k² inside the block (resuming at the k where it stopped),
// then the block is read in order, each heap left unmarked is cold and
// marks its successors in the block. The cost is O(n/64 + Σ_c √(n−c)) for
// the C cold heaps c below n, about n^1.2 marks since C grows like n^0.7
// (Eppstein 2018): 2^30 heaps take about 45 s of one core. Memory: 1 bit a heap (a
// block's worth at a time of work, the whole set for the result: 128 MiB
// at 2^30), plus 8 bytes a cold heap (the list, which is the result, and where
// each resumes). It calls w.Step after every block
// (in heaps decided) and returns its error when the computation is
// cancelled. n must be at most 2^32.
func SquaresCold(n int, w *game.Work) ([]uint32, error) {
	if n <= 0 {
		return nil, nil
	}
	if n > 1<<32 {
		panic(fmt.Sprintf("named.SquaresCold: n = %d is beyond 2^32", n))
	}
	w.Begin("cold heaps", n)
	hot := make([]uint64, (n+63)/64)
	var cold []uint32 // the cold heaps found, increasing
	var next []uint32 // next[i]: the k of the next successor cold[i] + k² to mark
	for start := 0; start < n; start += coldBlock {
		end := min(start+coldBlock, n)
		block := hot[start/64 : (end+63)/64]
		for i, c := range cold {
			next[i] = uint32(markSquares(block, start, end, int(c), int(next[i])))
		}
		for x := start; x < end; {
			word := ^block[(x-start)>>6] >> (uint(x) & 63)
			if word == 0 {
				x = (x | 63) + 1
				continue
			}
			x += bits.TrailingZeros64(word)
			if x >= end {
				break
			}
			cold = append(cold, uint32(x))
			next = append(next, uint32(markSquares(block, start, end, x, 1)))
			x++
		}
		if err := w.Step(end); err != nil {
			return nil, err
		}
	}
	return cold, nil
}

// markSquares marks hot the heaps c + k², from k on, that fall in the block
// [start, end) whose bits are block (start is a multiple of 64), and
// returns the first k whose heap is at or beyond end.
func markSquares(block []uint64, start, end, c, k int) int {
	x := c + k*k - start
	last := end - start
	for x < last {
		block[x>>6] |= 1 << (uint(x) & 63)
		x += 2*k + 1
		k++
	}
	return k
}

// ColdBelow returns how many of the cold heaps, in increasing order as
// SquaresCold returns them, are below m. The cost is O(log C).
func ColdBelow(cold []uint32, m int) int {
	switch {
	case m <= 0:
		return 0
	case m >= 1<<32:
		return len(cold)
	}
	i, _ := slices.BinarySearch(cold, uint32(m))
	return i
}

// SquaresNim returns the nim-values of heaps 0..n−1 of subtract-a-square,
// 2 bytes a heap (32 MiB at 2^24): the mex of the values of n − k² for
// every k ≥ 1 with k² ≤ n, each heap in turn. The cost is O(n·√n + n·V)
// for the largest value V (about 2/3·n^1.5 reads: 2^20 heaps take about a
// second, 2^24 heaps 4.6·10^10 reads, 1 to 3 minutes of one core; the values
// read by consecutive heaps are neighbours, so they stay in the cache). It calls w.Step every few
// thousand heaps and returns its error when the computation is cancelled,
// and an error if a value reaches 65536 (the largest below 2^24 is a few
// hundred, growing like n^0.35, Eppstein 2018).
func SquaresNim(n int, w *game.Work) ([]uint16, error) {
	w.Begin("nim-values", n)
	g := make([]uint16, max(n, 0))
	seen := new([1 << 16]uint32)
	var sq []int // the squares up to the current heap
	for x := 1; x < n; x++ {
		if k := len(sq) + 1; k*k <= x {
			sq = append(sq, k*k)
		}
		stamp := uint32(x)
		for _, s := range sq {
			seen[g[x-s]] = stamp
		}
		v := 0
		for seen[v] == stamp {
			v++
			if v == len(seen) {
				return nil, fmt.Errorf("squares: the nim-value of heap %d is 65536 or more", x)
			}
		}
		g[x] = uint16(v)
		if x%game.StepEvery == 0 {
			if err := w.Step(x); err != nil {
				return nil, err
			}
		}
	}
	return g, nil
}
