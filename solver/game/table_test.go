package game_test

import (
	"math/rand/v2"
	"testing"

	"stones/solver/game"
	"stones/solver/gametest"
)

// One table of the local games, each checked against the one generic
// game-tree oracle, as the families' tests do with theirs.
func TestOneTable(t *testing.T) {
	part := partizan{left: []int{1, 4}, right: []int{2, 3}}
	partSol, _ := part.Solve(30, lim, nil)
	par := parity{moves: []int{1, 2, 4}}
	parSol, _ := par.Solve(30, lim, nil)
	for _, tc := range []struct {
		name string
		g    game.Game
		sol  *game.Solution
		upTo int
	}{
		{"subtraction {1,5,8,10}", gametest.Subtraction{Moves: []int{1, 5, 8, 10}}, solve(t, gametest.Subtraction{Moves: []int{1, 5, 8, 10}}, 40), 40},
		{"misère subtraction {2,3}", gametest.Subtraction{Moves: []int{2, 3}, IsMisere: true}, solve(t, gametest.Subtraction{Moves: []int{2, 3}, IsMisere: true}, 40), 40},
		{"Kayles", kayles{}, solve(t, kayles{}, 14), 14},
		{"Kayles on rings", ring{}, solve(t, ring{}, 14), 14},
		{"partizan", part, partSol, 30},
		{"parity", par, parSol, 30},
	} {
		t.Run(tc.name, func(t *testing.T) { gametest.Check(t, tc.g, tc.sol, tc.upTo) })
	}
}

// Play on random sums of random subtraction games, with and without
// values, against the oracle.
func TestPlayRandom(t *testing.T) {
	r := rand.New(rand.NewPCG(11, 12))
	for trial := range 40 {
		g := gametest.Subtraction{Moves: gametest.RandomMoves(r, 1+r.IntN(3), 2+r.IntN(6)), IsMisere: trial%2 == 1}
		var sol *game.Solution
		if trial%4 < 2 {
			sol = solve(t, g, 30)
		}
		play := game.NewPlay(g, sol, lim)
		e := gametest.New()
		for range 5 {
			hs := make([]int, 1+r.IntN(3))
			for i := range hs {
				hs[i] = r.IntN(12)
			}
			p := game.Heaps(g, gametest.Heaps(hs...)...)
			v, err := play.Value(p)
			if err != nil {
				t.Fatalf("%s: Value(%s): %v", g.Title(), p, err)
			}
			if v.Wins != e.Wins(p) || v.Remoteness != e.Remoteness(p) {
				t.Fatalf("%s: Value(%s) = %v, %d; want %v, %d", g.Title(), p, v.Wins, v.Remoteness, e.Wins(p), e.Remoteness(p))
			}
		}
	}
}
