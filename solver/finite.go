package solver

import (
	"math/big"
	"strconv"
)

// analyzeFinite analyses a subtraction game with a finite move set, in
// normal or misère play. Each value depends only on the previous max S
// values, so findPeriod's repeated window proves the periods; the misère
// outcomes are those of the game in which the heaps below min S, which have
// no move and so are won by the player to move, are hotspots (Eppstein,
// seed 002 §2.1).
func analyzeFinite(c Config, lim Limits, w *work) (*impartial, error) {
	moves := c.Moves.moves
	window := moves[len(moves)-1]
	start := max(1<<12, 4*window)
	r := &Result{Proof: "a repeated window of max S values"}
	g := &impartial{Result: r}

	compute := func(n int) (bitset, error) { return pick(c.Algorithm, moves, n).cold(moves, n, w) }
	if c.Play == Misere {
		compute = func(n int) (bitset, error) { return coldMisere(moves, n, w) }
	}
	cold, outcomeSearch, outcomePeriod, err := search(c.Len, start, lim.Search, w, "outcomes", compute,
		func(b bitset, n int) (Period, bool) {
			return findPeriod(n, window, func(i int) uint64 {
				if b.has(i) {
					return 1
				}
				return 0
			})
		})
	r.OutcomeSearch, r.OutcomePeriod = outcomeSearch, outcomePeriod
	if err != nil {
		return nil, err
	}
	r.Outcomes = outcomeLetters(cold, c.Len)
	g.outcomeAt = func(n *big.Int) (Outcome, bool) {
		i, ok := reduce(n, r.OutcomeSearch, r.OutcomePeriod)
		if !ok {
			return 0, false
		}
		if cold.has(i) {
			return P, true
		}
		return N, true
	}
	g.unknown = noPeriod(r.OutcomeSearch)
	g.options = func(n *big.Int, yield func(Move) bool) {
		for _, s := range moves {
			left := new(big.Int).Sub(n, big.NewInt(int64(s)))
			if left.Sign() < 0 || !yield(Move{Take: s, Leave: []*big.Int{left}}) {
				return
			}
		}
	}
	if c.Play == Misere {
		return g, nil
	}

	var nim []uint32
	nimLimit := int(min(int64(lim.NimSearch), lim.Work/int64(len(moves))))
	nim, r.NimSearch, r.NimPeriod, err = search(c.Len, start, nimLimit, w, "nim-values",
		func(n int) ([]uint32, error) { return pick(c.Algorithm, moves, n).nim(moves, n, w) },
		func(v []uint32, n int) (Period, bool) {
			return findPeriod(n, window, func(i int) uint64 { return uint64(v[i]) })
		})
	if err != nil {
		return nil, err
	}
	if len(nim) < c.Len {
		return nil, inputErrorf("len", strconv.Itoa(c.Len), "the nim-values of %d heap sizes with %d moves exceed the work limit of %s; use a smaller len or the CLI", c.Len, len(moves), lim.Where)
	}
	r.Nim = nim[:c.Len]
	g.nimAt = func(n *big.Int) (uint32, bool) {
		i, ok := reduce(n, r.NimSearch, r.NimPeriod)
		if !ok {
			return 0, false
		}
		return nim[i], true
	}
	return g, nil
}

// coldMisere finds the misère P-positions of heaps 0..n-1: a heap below
// min S has no move, so the player to move has won; above, a heap is cold
// when every move reaches a hot heap. The cost is that of coldBitset.
func coldMisere(moves []int, n int, w *work) (bitset, error) {
	free := fullSet(n)
	for i := range min(moves[0], n) {
		free[i>>6] &^= 1 << (uint(i) & 63)
	}
	return newBitLevels(moves, n).level(free, func(i int) error { return w.step(i) })
}

// outcomeLetters writes P for the cold heaps below n and N for the others.
func outcomeLetters(cold bitset, n int) string {
	out := make([]byte, n)
	for i := range out {
		out[i] = byte(N)
		if cold.has(i) {
			out[i] = byte(P)
		}
	}
	return string(out)
}

// pick returns the engine for an algorithm, choosing one for Auto.
func pick(a Algorithm, moves []int, n int) engine {
	if e, ok := engines[a]; ok {
		return e
	}
	return engines[chooseAlgorithm(moves, n)]
}

// chooseAlgorithm is Auto's choice for a move set and a size: Bitset, for
// every input, on the figures of solver/bench_test.go and of a wider sweep
// (n from 10^3 to 10^7; 3 to 2001 moves, up to 100000; cold heaps dense and
// sparse; largest nim-values from 3 to 254).
//
// Its outcomes ran 3 to 13 times faster than the next fastest engine from
// n = 10^5 on, and within a microsecond of it at n = 10^3. Its nim-values
// ran up to 20 times faster than the recurrence (2001 moves, few values),
// and at worst about as fast (hundreds of moves spread over tens of
// thousands, values above 64: then each heap marks its successors one by
// one, as the recurrence reads them); its outcomes, computed too, more than
// make up the difference there.
func chooseAlgorithm(moves []int, n int) Algorithm {
	return Bitset
}
