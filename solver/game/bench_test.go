package game_test

import (
	"testing"

	"stones/solver/game"
	"stones/solver/gametest"
)

// The sizes users hit: a misère sum at the page's limit, play on a sum of
// three heaps, the fallback solver on a thousand heaps.

func BenchmarkMisereSum(b *testing.B) {
	g := gametest.Subtraction{Moves: []int{1, 2, 3}, IsMisere: true}
	hs := gametest.Heaps(100, 100, 100) // 176,851 positions
	for b.Loop() {
		if _, err := game.SumOf(g, nil, hs, page, nil); err != nil {
			b.Fatal(err)
		}
	}
}

func BenchmarkMisereSumRefused(b *testing.B) {
	g := gametest.Subtraction{Moves: []int{1, 2, 3}, IsMisere: true}
	hs := gametest.Heaps(300, 300, 300)
	for b.Loop() {
		if _, err := game.SumOf(g, nil, hs, page, nil); err == nil {
			b.Fatal("not refused")
		}
	}
}

func BenchmarkPlayValue(b *testing.B) {
	g := gametest.Subtraction{Moves: []int{1, 2, 3}}
	sol, _ := game.SolveByOptions(g, 100, lim, nil)
	p := game.Heaps(g, gametest.Heaps(30, 40, 50)...)
	for b.Loop() {
		if _, err := game.NewPlay(g, sol, page).Value(p); err != nil {
			b.Fatal(err)
		}
	}
}

func BenchmarkSolveByOptions(b *testing.B) {
	for _, bc := range []struct {
		name   string
		g      game.Impartial
		length int
	}{
		{"{1,5,8,10} to 10^5", gametest.Subtraction{Moves: []int{1, 5, 8, 10}}, 100_000},
		{"Kayles to 1000", kayles{}, 1000},
	} {
		b.Run(bc.name, func(b *testing.B) {
			for b.Loop() {
				if _, err := game.SolveByOptions(bc.g, bc.length, lim, nil); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}
