package solver

import (
	"context"
	"fmt"
	"math/rand/v2"
	"slices"
	"testing"
)

// benchSets are the move sets of the benchmarks: Fisher's example (seed 000
// §2.3) and a set of 50 moves up to 500, the same every run.
var benchSets = []struct {
	name  string
	moves []int
}{
	{"S=1,5,8,10", []int{1, 5, 8, 10}},
	{"S=50moves", fiftyMoves()},
}

func fiftyMoves() []int {
	r := rand.New(rand.NewPCG(50, 500))
	set := map[int]bool{}
	for len(set) < 50 {
		set[1+r.IntN(500)] = true
	}
	var moves []int
	for s := range set {
		moves = append(moves, s)
	}
	slices.Sort(moves)
	return moves
}

// benchEngines are the engines benchmarked: all of them, at every size.
// None needs skipping: the slowest, Convolution's nim-values for 50 moves
// and 10^7 heap sizes, takes about 1.5 s an operation natively.
var benchEngines = []Algorithm{DP, Sieve, Convolution, Bitset}

var benchSizes = []int{1e5, 1e7}

func BenchmarkCold(b *testing.B) {
	for _, set := range benchSets {
		for _, n := range benchSizes {
			for _, a := range benchEngines {
				b.Run(fmt.Sprintf("%s/n=%.0e/%s", set.name, float64(n), a), func(b *testing.B) {
					for b.Loop() {
						if _, err := engines[a].cold(set.moves, n, nil); err != nil {
							b.Fatal(err)
						}
					}
				})
			}
		}
	}
}

func BenchmarkNim(b *testing.B) {
	for _, set := range benchSets {
		for _, n := range benchSizes {
			for _, a := range benchEngines {
				b.Run(fmt.Sprintf("%s/n=%.0e/%s", set.name, float64(n), a), func(b *testing.B) {
					for b.Loop() {
						if _, err := engines[a].nim(set.moves, n, nil); err != nil {
							b.Fatal(err)
						}
					}
				})
			}
		}
	}
}

// BenchmarkAnalyzePeriod finds the periods of a game with max S = 100000,
// as the CLI does: both outcomes and nim-values have the period 199999,
// proven after 800000 heap sizes.
func BenchmarkAnalyzePeriod(b *testing.B) {
	c := DefaultConfig()
	c.Moves = NewMoveSet(1, 99999, 100000)
	for _, a := range algorithms {
		c.Algorithm = a
		b.Run(string(a), func(b *testing.B) {
			for b.Loop() {
				r, err := Analyze(context.Background(), c, CLILimits, nil)
				if err != nil {
					b.Fatal(err)
				}
				if r.OutcomePeriod == nil || r.NimPeriod == nil {
					b.Fatalf("no period found: outcomes searched to %d, nim-values to %d", r.OutcomeSearch, r.NimSearch)
				}
			}
		})
	}
}
