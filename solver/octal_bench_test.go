package solver

import (
	"context"
	"fmt"
	"testing"
)

// Nim-values of a million heaps, as `stones -json "game=octal&code=…&len=
// 1000000"` asks: the period is proven on the first thousands and fills the
// rest.
func BenchmarkOctalAnalyze(b *testing.B) {
	for _, code := range []string{"0.77", "0.165", "0.77&circular=1"} {
		b.Run("code="+code+"/len=1e6", func(b *testing.B) {
			c, err := ParseConfig("game=octal&len=1000000&code=" + code)
			if err != nil {
				b.Fatal(err)
			}
			for b.Loop() {
				if _, err := Analyze(context.Background(), c, CLILimits, nil); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}

// The row engine on games with sparse space, the automatic choice against
// the plain scan (the oracle's cost, O(n²)): 0.16 (values rare in one mask)
// and 0.106 (rare in the mask and the heap's parity).
func BenchmarkOctalRows(b *testing.B) {
	for _, code := range []string{"0.16", "0.106"} {
		oc, _ := ParseOctalCode("code", code)
		for _, n := range []int{1 << 15, 1 << 17} {
			b.Run(fmt.Sprintf("code=%s/n=%d/sparse", code, n), func(b *testing.B) {
				for b.Loop() {
					fixedRows(oc, n, nil)
				}
			})
			if n > 1<<15 {
				continue // the plain scan at 2^17 takes seconds
			}
			b.Run(fmt.Sprintf("code=%s/n=%d/plain", code, n), func(b *testing.B) {
				for b.Loop() {
					fixedRows(oc, n, func(e *octalRows) { e.classify(false, 0, false) })
				}
			})
		}
	}
}
