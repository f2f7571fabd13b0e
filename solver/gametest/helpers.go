package gametest

import (
	"math/big"
	"math/rand/v2"
	"net/url"
	"slices"
	"strings"
	"testing"

	"stones/solver/game"
)

// RandomMoves returns a move set for random tests: count amounts drawn from
// 1..most, sorted, without repeats (so at most count of them).
func RandomMoves(r *rand.Rand, count, most int) []int {
	var m []int
	for range count {
		m = append(m, 1+r.IntN(most))
	}
	slices.Sort(m)
	return slices.Compact(m)
}

// ObservedPeriod is the oracle of the period searches, straight from the
// definition: the smallest p, then the smallest a, with s[i+p] = s[i] for
// every i ≥ a within s, accepted only when at least margin values repeat
// (a whole window, so that the period is proven and, by that proof, the
// smallest). The cost is O(len(s)²).
func ObservedPeriod[E comparable](s []E, margin int) (game.Period, bool) {
	for p := 1; p+margin <= len(s); p++ {
		a := len(s) - p
		for a > 0 && s[a-1] == s[a-1+p] {
			a--
		}
		if len(s)-p-a >= margin {
			return game.Period{Preperiod: a, Period: p, Proven: true}, true
		}
	}
	return game.Period{}, false
}

// Letter is the outcome letter of a position for whether the player to
// move wins: N or P.
func Letter(win bool) byte {
	if win {
		return byte(game.N)
	}
	return byte(game.P)
}

// Solve runs a game's own engine up to length within lim, and fails the
// test on an error.
func Solve(t testing.TB, g game.Solver, length int, lim game.Limits) *game.Solution {
	t.Helper()
	s, err := g.Solve(length, lim, nil)
	if err != nil {
		t.Fatal(err)
	}
	return s
}

// Build builds a family's game from its keys as Config does: the keys
// given, each other key at its default.
func Build(f *game.Family, keys map[string]string) (game.Game, error) {
	return f.Build(f.Args(func(k string) (string, bool) { v, ok := keys[k]; return v, ok }))
}

// BuildQuery builds a family's game from a query of its keys, such as
// "code=0.77&play=misere", each value percent-decoded ('+' stands for
// itself, as in a permalink).
func BuildQuery(f *game.Family, query string) (game.Game, error) {
	keys := map[string]string{}
	for item := range strings.SplitSeq(query, "&") {
		if item == "" {
			continue
		}
		k, v, _ := strings.Cut(item, "=")
		text, err := url.PathUnescape(v)
		if err != nil {
			return nil, err
		}
		keys[k] = text
	}
	return Build(f, keys)
}

// Heaps returns heap sizes as big numbers.
func Heaps(ns ...int) []*big.Int {
	hs := make([]*big.Int, len(ns))
	for i, n := range ns {
		hs[i] = big.NewInt(int64(n))
	}
	return hs
}
