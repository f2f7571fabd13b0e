package named

import (
	"math/big"
	"math/bits"
	"strconv"
	"strings"
	"sync"

	"stones/solver/engine"
	"stones/solver/game"
	"stones/solver/numerals"
)

// namedLimits returns how many heap sizes of a set without a closed form
// may have their outcomes, and their nim-values, computed within lim. The
// outcomes use the bit-parallel engine's bound, M/64 words times the moves:
// M·|S ∩ [1,M)|/64 ≤ lim.Work, and at most 4·lim.Search heap sizes (the
// bitset of 2^24 heaps is 2 MiB on the page). The nim-values use the
// recurrence's bound, as finite sets do: M·|S ∩ [1,M)| ≤ lim.Work, and M ≤
// lim.NimSearch.
//
// With the page's limits (Search 2^22, NimSearch 2^20, Work 2^29) that is,
// for squares, outcomes below 10,569,001 (about a second in the browser at
// 10^7) and nim-values below 660,969; for primes 603,665 and 69,034; for
// fibonacci 16,777,216 and 1,048,576. With the command line's (Search
// 2^26, NimSearch 2^24, Work 2^33) it reaches 67,108,864 and 4,194,304 for
// squares, 2,541,695 and 293,542 for primes.
func namedLimits(s *set, lim game.Limits) (outcomes, nims int) {
	largest := func(most int, fits func(m int) bool) int {
		lo, hi := 0, most // fits(lo); find the largest
		for lo < hi {
			mid := lo + (hi-lo+1)/2
			if fits(mid) {
				lo = mid
			} else {
				hi = mid - 1
			}
		}
		return lo
	}
	outcomes = largest(4*lim.Search, func(m int) bool {
		return int64(m)/64*int64(1+s.count(m)) <= lim.Work
	})
	nims = largest(lim.NimSearch, func(m int) bool {
		return int64(m)*int64(s.count(m)) <= lim.Work
	})
	return outcomes, nims
}

// raise says how the user raises the limits named by fields, within
// which a computation stopped: " (the flag -work, default 2^34, and the
// flag -nimsearch, default 16,777,216)"; "" where the front end offers no
// way (game.Limits.Raise).
func raise(lim game.Limits, fields ...string) string {
	var hows []string
	for _, f := range fields {
		if how := lim.Raise(f); how != "" {
			hows = append(hows, how[2:len(how)-1])
		}
	}
	if len(hows) == 0 {
		return ""
	}
	return " (within " + strings.Join(hows, ", and ") + ")"
}

// pickCold returns the algorithm for the outcomes of a named set: Auto
// takes the convolution for a set as dense as the primes, once |S|/64 >
// 1.5·log₂²n (the primes from about 5·10^5 on): Bitset costs about
// n·|S|/64 word operations there, the convolution O(n log² n); on the
// primes the convolution took 380 ms against 445 ms at n = 6·10^5 and
// 2.1 s against 7.0 s at 2.5·10^6. Squares (|S| = √n) and the sparse sets
// stay with engine.Choose's.
func pickCold(a engine.Algorithm, moves []int, n int) engine.Algorithm {
	if a == engine.Auto {
		lg := bits.Len(uint(n))
		if len(moves)/64 > 3*lg*lg/2 {
			return engine.Convolution
		}
	}
	return a
}

// solveComputed solves a set without a closed form (squares, primes,
// fibonacci): the engines compute the values of the truncated set.
func (g *Game) solveComputed(length int, lim game.Limits, w *game.Work) (*game.Solution, error) {
	c := &computed{g: g, w: w, where: lim.Where, outRaise: raise(lim, "Search", "Work"), nimRaise: raise(lim, "NimSearch", "Work")}
	c.outMost, c.nimMost = namedLimits(g.set, lim)
	most := c.outMost
	if !g.misere {
		most = min(most, c.nimMost)
	}
	if length > most {
		how := c.outRaise
		if most < c.outMost {
			how = c.nimRaise
		}
		return nil, game.Errorf("len", strconv.Itoa(length), "the move set %s has no known period, so its values are computed heap by heap, and %s computes them only below %s%s; use a smaller len",
			g.name, lim.Where, numerals.Grouped(most), how)
	}
	c.mu.Lock()
	defer c.mu.Unlock()
	if err := c.growCold(length, length); err != nil {
		return nil, err
	}
	sol := &game.Solution{OutcomeSearch: length}
	letters := make([]byte, length)
	for i := range letters {
		letters[i] = byte(c.outcome(i))
	}
	sol.Outcomes = string(letters)
	if g.misere {
		sol.Values = &computedValues{c}
		return sol, nil
	}
	if err := c.growNim(length, length); err != nil {
		return nil, err
	}
	sol.Nim = c.nim[:length:length]
	sol.NimSearch = length
	sol.Values = &computedNimValues{computedValues{c}}
	return sol, nil
}

// computed holds the values of a set without a closed form computed so
// far, and extends them on demand.
type computed struct {
	g                  *Game
	w                  *game.Work
	where              string
	outMost, nimMost   int    // the bounds of namedLimits
	outRaise, nimRaise string // how the user raises them (game.Limits.Raise)

	mu    sync.Mutex
	cold  engine.Bits // the normal-play cold heaps below coldN
	coldN int
	nim   []uint32 // the normal-play nim-values below len(nim)
}

// growCold computes the normal-play cold heaps below at least need: below
// size, or twice as many as before when that is more, up to outMost. The
// caller holds mu.
func (c *computed) growCold(need, size int) error {
	if need <= c.coldN && c.cold != nil {
		return nil
	}
	size = min(c.outMost, max(size, 2*c.coldN))
	moves := c.g.set.upTo(size - 1)
	c.w.Begin("outcomes", size)
	cold, err := engine.Cold(pickCold(c.g.algo, moves, size), moves, size, c.w)
	if err != nil {
		return err
	}
	c.cold, c.coldN = cold, size
	return nil
}

// growNim computes the nim-values below at least need, as growCold does,
// up to nimMost. The caller holds mu.
func (c *computed) growNim(need, size int) error {
	if need <= len(c.nim) && c.nim != nil {
		return nil
	}
	size = min(c.nimMost, max(size, 2*len(c.nim)))
	moves := c.g.set.upTo(size - 1)
	c.w.Begin("nim-values", size)
	nim, err := engine.Nim(c.g.algo, moves, size, c.w)
	if err != nil {
		return err
	}
	c.nim = nim
	return nil
}

// outcome returns the outcome of heap n < coldN: in misère play N below
// least (no move) and the normal outcome of n−least from there on (the
// misère lemma). The caller holds mu.
func (c *computed) outcome(n int) game.Outcome {
	if c.g.misere {
		if n < c.g.set.least {
			return game.N
		}
		n -= c.g.set.least
	}
	if c.cold.Has(n) {
		return game.P
	}
	return game.N
}

// computedValues answers the outcomes of a set without a closed form.
type computedValues struct{ c *computed }

// Outcome returns the outcome of a heap of n, computing the outcomes up to
// n first when they are not yet known (at most twice what was computed, or
// n+1, within the bound of namedLimits); beyond that bound an
// *game.Unknown names the limit. The cost is that of the engine over the
// heaps computed, O(1) once they are.
func (v *computedValues) Outcome(n *big.Int) (game.Outcome, error) {
	c := v.c
	if !n.IsInt64() || n.Int64() >= int64(c.outMost) {
		return 0, &game.Unknown{Reason: "the move set " + c.g.name + " has no known period, so its outcomes are computed heap by heap, and " +
			c.where + " computes them only below " + numerals.Grouped(c.outMost) + c.outRaise}
	}
	i := int(n.Int64())
	c.mu.Lock()
	defer c.mu.Unlock()
	if err := c.growCold(i+1, i+1); err != nil {
		return 0, err
	}
	return c.outcome(i), nil
}

// computedNimValues adds the nim-values of normal play.
type computedNimValues struct{ computedValues }

// Nim returns the nim-value of a heap of n, computing the nim-values up to
// n first as Outcome does the outcomes, within their own bound of
// namedLimits. The cost is that of the engine over the heaps computed.
func (v *computedNimValues) Nim(n *big.Int) (uint32, error) {
	c := v.c
	if !n.IsInt64() || n.Int64() >= int64(c.nimMost) {
		return 0, &game.Unknown{Reason: "the move set " + c.g.name + " has no known period, so its nim-values are computed heap by heap, and " +
			c.where + " computes them only below " + numerals.Grouped(c.nimMost) + c.nimRaise}
	}
	i := int(n.Int64())
	c.mu.Lock()
	defer c.mu.Unlock()
	if err := c.growNim(i+1, i+1); err != nil {
		return 0, err
	}
	return c.nim[i], nil
}
