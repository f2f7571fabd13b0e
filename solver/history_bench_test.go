package solver

import (
	"context"
	"testing"
)

// The seed paper's two asymmetric games (000 §5.2 and §5.3), all heap sizes
// 0..10^7 and both starting players: the paper needed 13.4 s and 82.4 s.
// Stones computes until the period is proven and fills the rest from it.
func BenchmarkPartizanSeed(b *testing.B) {
	for _, g := range []struct{ name, query string }{
		{"game1", "game=partizan&left=2,5,9&right=3,4,8&len=10000000"},
		{"game2", "game=partizan&left=2,4,5,6,7,9,12,15,18,21,23&right=3,4,5,6,7,9,11,13,19&len=10000000"},
	} {
		c, err := ParseConfig(g.query)
		if err != nil {
			b.Fatal(err)
		}
		b.Run(g.name, func(b *testing.B) {
			for b.Loop() {
				r, err := Analyze(context.Background(), c, CLILimits, nil)
				if err != nil || len(r.LeftFirst) != 10_000_000 || len(r.RightFirst) != 10_000_000 {
					b.Fatal(err)
				}
			}
		})
	}
}

// The no-repeat game of the seed (S = {1..5}, k = 1) and a larger one, to 10^6.
func BenchmarkNoRepeat(b *testing.B) {
	for _, q := range []string{"moves=1-5&norepeat=1&len=1000000", "moves=1-8&norepeat=3&len=100000"} {
		c, _ := ParseConfig(q)
		b.Run(q, func(b *testing.B) {
			for b.Loop() {
				if _, err := Analyze(context.Background(), c, CLILimits, nil); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}
