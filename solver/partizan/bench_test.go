package partizan_test

import (
	"testing"
)

// Fisher's two asymmetric games (§5.2 and §5.3), every heap 0..10^7 and
// both starting players: the report needed 13.4 s and 82.4 s. The heaps
// are computed until the period is proven and the rest filled from it.
func BenchmarkSolve(b *testing.B) {
	for _, c := range []struct{ name, query string }{
		{"game1", "left=2,5,9&right=3,4,8"},
		{"game2", "left=2,4,5,6,7,9,12,15,18,21,23&right=3,4,5,6,7,9,11,13,19"},
	} {
		g := build(b, c.query)
		b.Run(c.name, func(b *testing.B) {
			for b.Loop() {
				s, err := g.Solve(10_000_000, limits, nil)
				if err != nil || len(s.LeftFirst) != 10_000_000 || len(s.RightFirst) != 10_000_000 {
					b.Fatal(err)
				}
			}
		})
	}
}
