package named

import (
	"math/big"
	"math/bits"
	"strconv"
	"strings"
	"testing"

	"stones/solver/engine"
	"stones/solver/game"
)

// BenchmarkNamedSquares times subtract-a-square as users ask for it: who
// wins at heap 9,999,999 on the page (the outcomes of 10^7 heaps, by the
// engine Auto picks, and the winning moves), and the nim-values of 2^20
// heaps as a sum needs them (the command line: beyond the page's work
// limit).
func BenchmarkNamedSquares(b *testing.B) {
	b.Run("outcomes/n=1e7/page", func(b *testing.B) {
		for b.Loop() {
			g, sol := mustSolve(b, "squares", false, 1, pageLimits)
			if a, err := ask(g, sol.Values, big.NewInt(9_999_999)); err != nil || len(a.moves) == 0 && a.outcome == game.N {
				b.Fatal(a, err)
			}
		}
	})
	b.Run("nim/n=2^20/cli", func(b *testing.B) {
		for b.Loop() {
			_, sol := mustSolve(b, "squares", false, 1, cliLimits)
			if _, err := sol.Values.(game.NimValues).Nim(big.NewInt(1<<20 - 1)); err != nil {
				b.Fatal(err)
			}
		}
	})
}

// BenchmarkNamedSqrt times who wins at one huge heap under the rule sqrt,
// with its winning move, by the closed form of sqrt.go: at 10^18 and at
// 10^100−1, the largest heap a query takes.
func BenchmarkNamedSqrt(b *testing.B) {
	for _, s := range []string{"1" + strings.Repeat("0", 18), strings.Repeat("9", 100)} {
		n, _ := new(big.Int).SetString(s, 10)
		b.Run("digits="+strconv.Itoa(len(s)), func(b *testing.B) {
			for b.Loop() {
				g, sol := mustSolve(b, "sqrt", false, 1, pageLimits)
				if _, err := ask(g, sol.Values, n); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}

// BenchmarkNamedSqrtNim times the sliding-window mex of nimSqrt.
func BenchmarkNamedSqrtNim(b *testing.B) {
	for b.Loop() {
		if _, err := nimSqrt(1<<20, nil); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkNamedHuge times the closed forms at a heap of 100 digits: the
// outcome, nim-value and winning moves of powers2 and moser.
func BenchmarkNamedHuge(b *testing.B) {
	n, _ := new(big.Int).SetString(strings.Repeat("7", 100), 10)
	for _, name := range []string{"powers2", "moser"} {
		b.Run(name, func(b *testing.B) {
			g, sol := mustSolve(b, name, false, 1, pageLimits)
			for b.Loop() {
				if _, err := ask(g, sol.Values, n); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}

// BenchmarkSquaresStream times the stream of subtract-a-square at sizes a
// benchmark can afford: the outcomes of 2^24 heaps (the sieve, eight
// blocks) and the nim-values of 2^20 heaps. BENCH.md records stones
// -summary to 2^30 and 2^24.
func BenchmarkSquaresStream(b *testing.B) {
	g, err := New(game.Named("squares"), false, engine.Auto)
	if err != nil {
		b.Fatal(err)
	}
	for _, tc := range []struct {
		name              string
		length, nimLength int
	}{{"cold/n=2^24", 1 << 24, 0}, {"nim/n=2^20", 1 << 20, 1 << 20}} {
		b.Run(tc.name, func(b *testing.B) {
			for b.Loop() {
				if _, err := g.Stream(tc.length, tc.nimLength, 0, nil, func(game.Block) error { return nil }); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}

// BenchmarkPrimesCold times the outcomes of subtract-a-prime by the two
// engines Auto chooses between for a named set (pickCold): Bitset, whose
// cost grows as n·|S|/64 with |S| ≈ n/ln n primes, and the convolution,
// O(n log² n). The crossover, |S|/64 > 1.5·log₂²n, falls near n = 5·10^5.
func BenchmarkPrimesCold(b *testing.B) {
	for _, n := range []int{1 << 17, 1 << 19, 1 << 21} {
		moves := primes(n, false)
		for _, a := range []engine.Algorithm{engine.Bitset, engine.Convolution} {
			b.Run("n=2^"+strconv.Itoa(bits.Len(uint(n))-1)+"/"+string(a), func(b *testing.B) {
				for b.Loop() {
					if _, err := engine.Cold(a, moves, n, nil); err != nil {
						b.Fatal(err)
					}
				}
			})
		}
	}
}
