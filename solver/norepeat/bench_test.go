package norepeat_test

import (
	"testing"

	"stones/solver/game"
	"stones/solver/norepeat"
)

// Fisher's no-repeat game (S = {1,…,5}, k = 1) and a larger one, the
// outcomes at the start, the safe heaps and the capped table of heaps
// 0..len−1: the table is computed until its period is proven, the rest is
// folded from it.
func BenchmarkSolve(b *testing.B) {
	for _, c := range []struct {
		name   string
		moves  string
		k, len int
	}{
		{"moves=1-5&norepeat=1&len=1000000", "1-5", 1, 1_000_000},
		{"moves=1-8&norepeat=3&len=100000", "1-8", 3, 100_000},
		{"moves=1-6&norepeat=6&len=100000", "1-6", 6, 100_000},
	} {
		set, err := game.ParseMoveSet("moves", c.moves)
		if err != nil {
			b.Fatal(err)
		}
		g, err := norepeat.New(set, c.k, "", false, false)
		if err != nil {
			b.Fatal(err)
		}
		b.Run(c.name, func(b *testing.B) {
			for b.Loop() {
				s, err := g.(game.Solver).Solve(c.len, limits, nil)
				if err != nil || len(s.Outcomes) != c.len {
					b.Fatal(err)
				}
			}
		})
	}
}
