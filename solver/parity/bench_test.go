package parity_test

import (
	"testing"

	"stones/solver/game"
	"stones/solver/parity"
)

// Game::Stones' game (take 1 to 3) and a set whose table repeats late, to
// 10^6 piles: the table is computed until its period is proven, the rest
// is folded from it.
func BenchmarkSolve(b *testing.B) {
	for _, c := range []struct {
		name  string
		moves []int
	}{{"moves=1-3&len=1000000", []int{1, 2, 3}}, {"moves=2,3,11,12,15&len=1000000", []int{2, 3, 11, 12, 15}}} {
		g, err := parity.New(game.NewMoveSet(c.moves...))
		if err != nil {
			b.Fatal(err)
		}
		b.Run(c.name, func(b *testing.B) {
			for b.Loop() {
				if s, err := g.Solve(1_000_000, limits, nil); err != nil || len(s.Outcomes) != 1_000_000 {
					b.Fatal(err)
				}
			}
		})
	}
}
