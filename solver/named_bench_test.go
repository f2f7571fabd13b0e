package solver

import (
	"strconv"
	"strings"
	"testing"
)

// BenchmarkNamedSquares times subtract-a-square as users ask for it: who
// wins at heap 9,999,999 on the page (the outcomes of 10^7 heaps, by the
// engine Auto picks), and the nim-values of 2^20 heaps as a sum needs them
// (the CLI: beyond the page's work limit).
func BenchmarkNamedSquares(b *testing.B) {
	for _, bench := range []struct {
		name, query string
		lim         Limits
	}{
		{"outcomes/n=1e7/page", "moves=squares&len=1&n=9999999", PageLimits},
		{"nim/n=2^20/cli", "moves=squares&len=1&heaps=1048575", CLILimits},
	} {
		b.Run(bench.name, func(b *testing.B) {
			for b.Loop() {
				namedMustAnalyze(b, bench.query, bench.lim)
			}
		})
	}
}

// BenchmarkNamedSqrt times who wins at one huge heap under the rule sqrt,
// with its winning move, by the closed form of named_sqrt.go: at 10^18 and
// at 10^100−1, the largest heap a query takes.
func BenchmarkNamedSqrt(b *testing.B) {
	for _, n := range []string{"1" + strings.Repeat("0", 18), strings.Repeat("9", 100)} {
		b.Run("digits="+strconv.Itoa(len(n)), func(b *testing.B) {
			for b.Loop() {
				namedMustAnalyze(b, "moves=sqrt&len=1&n="+n, PageLimits)
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
