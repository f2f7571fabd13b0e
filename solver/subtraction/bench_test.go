package subtraction

import (
	"testing"

	"stones/solver/engine"
)

// BenchmarkSolvePeriod finds the periods of a game with max S = 100000, as
// the command line does: both outcomes and nim-values have the period
// 199999, proven after 800000 heap sizes. Auto is Bitset, so it has no run
// of its own.
func BenchmarkSolvePeriod(b *testing.B) {
	for _, a := range engine.Algorithms {
		if a == engine.Auto {
			continue
		}
		g := mustGame(b, "1,99999,100000", false, a)
		b.Run(string(a), func(b *testing.B) {
			for b.Loop() {
				sol, err := g.Solve(100, cliLimits, nil)
				if err != nil {
					b.Fatal(err)
				}
				if sol.OutcomePeriod == nil || sol.NimPeriod == nil {
					b.Fatalf("no period found: outcomes searched to %d, nim-values to %d", sol.OutcomeSearch, sol.NimSearch)
				}
			}
		})
	}
}

// BenchmarkSolveMisere finds the misère period of Fisher 2003's game and of
// the same wide game.
func BenchmarkSolveMisere(b *testing.B) {
	for _, moves := range []string{"1,5,8,10", "1,99999,100000"} {
		g := mustGame(b, moves, true, engine.Auto)
		b.Run(moves, func(b *testing.B) {
			for b.Loop() {
				if sol, err := g.Solve(100, cliLimits, nil); err != nil || sol.OutcomePeriod == nil {
					b.Fatal(sol, err)
				}
			}
		})
	}
}
