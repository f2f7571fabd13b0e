package engine

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"testing"
)

// benchSets are the move sets of the benchmarks: Fisher 2003's example
// (§2.3) and a set of 50 moves up to 500, the same every run.
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
						if _, err := Cold(a, set.moves, n, nil); err != nil {
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
						if _, err := Nim(a, set.moves, n, nil); err != nil {
							b.Fatal(err)
						}
					}
				})
			}
		}
	}
}

// BenchmarkColdMisere times the misère outcomes, as a misère game asks for
// them.
func BenchmarkColdMisere(b *testing.B) {
	for _, set := range benchSets {
		b.Run(set.name+"/n=1e+07", func(b *testing.B) {
			for b.Loop() {
				if _, err := ColdMisere(set.moves, 1e7, nil); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}

// denseMoves returns k distinct amounts up to top, the same every run.
func denseMoves(k, top int) []int {
	r := rand.New(rand.NewPCG(uint64(k), uint64(top)))
	set := map[int]bool{}
	for len(set) < k {
		set[1+r.IntN(top)] = true
	}
	moves := make([]int, 0, k)
	for s := range set {
		moves = append(moves, s)
	}
	slices.Sort(moves)
	return moves
}

// BenchmarkColdDense times the outcomes of dense move sets, where Bitset's
// n·|S|/64 word operations meet the convolution's O(n log² n): the
// crossover that Choose uses (|S|/64 against 1.5·log₂²n; at n = 2^20, |S|
// about 38,000).
func BenchmarkColdDense(b *testing.B) {
	const n = 1 << 20
	for _, k := range []int{10000, 40000, 160000} {
		moves := denseMoves(k, n)
		for _, a := range []Algorithm{Bitset, Convolution} {
			b.Run(fmt.Sprintf("S=%dmoves/n=2^20/%s", k, a), func(b *testing.B) {
				for b.Loop() {
					if _, err := Cold(a, moves, n, nil); err != nil {
						b.Fatal(err)
					}
				}
			})
		}
	}
}
