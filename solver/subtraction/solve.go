package subtraction

import (
	"fmt"
	"math/big"
	"slices"
	"strconv"

	"stones/solver/engine"
	"stones/solver/game"
	"stones/solver/numerals"
	"stones/solver/periodic"
)

// Proof is what the periods of a finite subtraction game rest on.
const Proof = "a repeated window of max S values"

// Solve computes the outcomes of heaps 0..length−1 and, in normal play,
// their nim-values, and searches for the periods of both, within lim: the
// outcomes over doubling sizes up to lim.Search heap sizes, the nim-values
// up to lim.NimSearch and lim.Work/|S| heap sizes, each search stopping at
// the first period proven by a repeated window of max S values
// (periodic.Find). The Solution's Values answer every heap through the
// proven periods, in normal play as game.NimValues.
//
// A period proven within an eighth of length ends its search there: the
// figures of the heaps beyond are those of the period (periodic.Extend),
// and OutcomeSearch or NimSearch is length, as when the engine computes
// them all.
//
// A length beyond lim.MaxLen, or nim-values of length heaps beyond the
// nim search's limits, is an *game.InputError of the key len. The cost is
// that of the engine (see engine.Algorithm) over at most twice the limits;
// w's cancellation stops it with w's error. A period proven early costs
// the engine over the heaps of its proof instead, plus O(length) to copy.
func (g *Game) Solve(length int, lim game.Limits, w *game.Work) (*game.Solution, error) {
	if length > lim.MaxLen {
		return nil, game.Errorf("len", strconv.Itoa(length), "%s lists at most %s heap sizes%s; use a smaller len",
			lim.Where, numerals.Grouped(lim.MaxLen), lim.Raise("MaxLen"))
	}
	nimLimit := int(min(int64(lim.NimSearch), lim.Work/int64(len(g.moves()))))
	if !g.misere && length > nimLimit {
		return nil, game.Errorf("len", strconv.Itoa(length), "the nim-values of %s heap sizes with %s moves exceed the work limit of %s; use a smaller len",
			numerals.Grouped(length), numerals.Grouped(len(g.moves())), lim.Where)
	}
	window := g.moves()[len(g.moves())-1]
	start := max(1<<12, 4*window)
	sol := &game.Solution{Proof: Proof, Window: window}

	compute := func(n int) (engine.Bits, error) { return engine.Cold(g.algo, g.moves(), n, w) }
	if g.misere {
		compute = func(n int) (engine.Bits, error) { return engine.ColdMisere(g.moves(), n, w) }
	}
	w.Begin("outcomes", lim.Search)
	var out []byte // the letters of the last sequence, read directly by the walk of the preperiod
	cold, searched, period, err := periodic.Search(length, start, lim.Search, compute,
		func(b engine.Bits, n int) (periodic.Period, bool) {
			out = letters(out[:0], b, n)
			return periodic.FindIn(out, n, window)
		})
	if err != nil {
		return nil, err
	}
	outcomes := outcomeValues{cold: cold, searched: searched, period: period}
	if searched < length {
		sol.Outcomes, searched = periodic.ExtendString(out, searched, length, period), length
	} else {
		sol.Outcomes = string(out[:length])
	}
	sol.OutcomeSearch, sol.OutcomePeriod = searched, period
	if g.misere {
		sol.Values = outcomes
		return sol, nil
	}

	w.Begin("nim-values", nimLimit)
	nim, nimSearched, nimPeriod, err := periodic.Search(length, start, nimLimit,
		func(n int) ([]uint32, error) { return engine.Nim(g.algo, g.moves(), n, w) },
		func(v []uint32, n int) (periodic.Period, bool) {
			return periodic.FindIn(v, n, window)
		})
	if err != nil {
		return nil, err
	}
	sol.Values = nimValues{outcomeValues: outcomes, nim: nim, searched: nimSearched, period: nimPeriod}
	if nimSearched < length {
		nim, nimSearched = periodic.Extend(nim, nimSearched, length, nimPeriod), length
	}
	sol.Nim = nim[:length:length]
	sol.NimSearch, sol.NimPeriod = nimSearched, nimPeriod
	return sol, nil
}

// letters appends P for the cold heaps below n and N for the others to
// out, a word of cold heaps at a time. The cost is O(n).
func letters(out []byte, cold engine.Bits, n int) []byte {
	out = slices.Grow(out, n)
	for i := 0; i < n; i += 64 {
		word := cold[i>>6]
		for k := range min(64, n-i) {
			out = append(out, byte(game.N)+byte(word>>k&1)*(byte(game.P)-byte(game.N)))
		}
	}
	return out
}

// outcomeValues answers the outcome of any heap from the cold heaps
// computed and their period.
type outcomeValues struct {
	cold     engine.Bits
	searched int
	period   *periodic.Period
}

// Outcome returns the outcome of a heap of n: P or N, or an *game.Unknown
// beyond the search when no period was found. The cost is one division of
// n-sized numbers.
func (v outcomeValues) Outcome(n *big.Int) (game.Outcome, error) {
	i, ok := periodic.Reduce(n, v.searched, v.period)
	if !ok {
		return 0, &game.Unknown{Reason: fmt.Sprintf("no period was found up to %s, so heap sizes beyond it cannot be answered",
			numerals.Grouped(v.searched))}
	}
	if v.cold.Has(i) {
		return game.P, nil
	}
	return game.N, nil
}

// nimValues adds the nim-values of normal play.
type nimValues struct {
	outcomeValues
	nim      []uint32
	searched int
	period   *periodic.Period
}

// Nim returns the nim-value of a heap of n, or an *game.Unknown beyond the
// nim search when no period was found. The cost is one division of n-sized
// numbers.
func (v nimValues) Nim(n *big.Int) (uint32, error) {
	i, ok := periodic.Reduce(n, v.searched, v.period)
	if !ok {
		return 0, &game.Unknown{Reason: fmt.Sprintf("no period of the nim-values was found up to %s, so their values beyond it cannot be answered",
			numerals.Grouped(v.searched))}
	}
	return v.nim[i], nil
}
