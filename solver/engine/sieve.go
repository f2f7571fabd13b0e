package engine

import (
	"math/bits"

	"stones/solver/game"
)

// coldSieve finds the cold heaps by sieving, after Eppstein (2018, §3.2),
// who compares it with the sieve of Eratosthenes: the heaps are visited in
// increasing order, a heap that no cold heap has marked is cold, and a cold
// heap c marks c+s hot for every move s. The cost is O(n + |C|·|S|) time,
// where C is the set of cold heaps below n, and O(n) bits.
func coldSieve(moves []int, n int, w *game.Work) (Bits, error) {
	return sieveLevel(moves, n, FullBits(n), NewBits(n), NewBits(n), stepper(w))
}

// nimSieve computes nim-values level by level (see nimByLevels), sieving
// each level. The cost is O(m·n + n·|S|) time, m the largest nim-value: each
// level scans the heaps not yet assigned, and every heap marks its
// successors once, in the level that assigns it.
func nimSieve(moves []int, n int, w *game.Work) ([]uint32, error) {
	marks, cold := NewBits(n), NewBits(n)
	return nimByLevels(n, w, func(free Bits, step func(int) error) (Bits, error) {
		clear(marks)
		clear(cold)
		return sieveLevel(moves, n, free, marks, cold, step)
	})
}

// sieveLevel returns the cold heaps of the subtraction game with hotspots
// (Eppstein 2018, §2.1) whose hotspots are the heaps below n outside free:
// a heap is cold when it is free and no move reaches a cold heap. marks and
// cold must be empty; sieveLevel marks the heaps found hot in marks and
// returns cold filled.
func sieveLevel(moves []int, n int, free, marks, cold Bits, step func(int) error) (Bits, error) {
	for k, f := range free {
		if k%(game.StepEvery/64) == 0 {
			if err := step(64 * k); err != nil {
				return nil, err
			}
		}
		for f != 0 {
			c := 64*k + bits.TrailingZeros64(f)
			f &= f - 1
			if marks.Has(c) {
				continue
			}
			cold.Set(c)
			for _, s := range moves {
				if c+s >= n {
					break
				}
				marks.Set(c + s)
			}
		}
	}
	return cold, nil
}

// nimByLevels computes the nim-values of heaps 0..n-1 one value at a time,
// by Eppstein's reduction (Eppstein 2018, §2.4, Lemma 2.2): once every heap
// of value below v is known, the heaps of value v are exactly the cold heaps
// of the game with hotspots whose hotspots are those known heaps. A heap of
// value v is not a hotspot and reaches no heap of value v, and every other
// heap not yet assigned reaches one.
//
// level returns those cold heaps given the free heaps (the ones not yet
// assigned); it calls step at least every game.StepEvery heap sizes it
// scans.
// Each level assigns at least the smallest free heap, so there are at most
// m+1 levels for the largest nim-value m ≤ |S|.
func nimByLevels(n int, w *game.Work, level func(free Bits, step func(int) error) (Bits, error)) ([]uint32, error) {
	nim := make([]uint32, n)
	free := FullBits(n)
	assigned := 0
	// The progress reported is the number of heaps whose value is known.
	step := func(int) error { return w.Step(assigned) }
	for v := uint32(0); assigned < n; v++ {
		cold, err := level(free, step)
		if err != nil {
			return nil, err
		}
		for k, c := range cold {
			free[k] &^= c
			assigned += bits.OnesCount64(c)
			for c != 0 {
				nim[64*k+bits.TrailingZeros64(c)] = v
				c &= c - 1
			}
		}
	}
	return nim, nil
}
