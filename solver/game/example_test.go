package game_test

import (
	"encoding/json"
	"fmt"

	"stones/solver/game"
	"stones/solver/gametest"
)

// The answers at a heap and for a sum come from the values and the moves
// of a game, whatever its family: here the subtraction game {1,2,3}, solved
// from its moves.
func ExampleAsk() {
	g := gametest.Subtraction{Moves: []int{1, 2, 3}}
	sol, _ := game.SolveByOptions(g, 100, lim, nil)
	q, _ := game.Ask(g, sol, heap(10))
	b, _ := json.Marshal(q)
	fmt.Println(string(b))
	// Output: {"n":"10","outcome":"N","nim":2,"winningMoves":[{"take":2,"leave":[8]}]}
}

func ExampleSumOf() {
	g := gametest.Subtraction{Moves: []int{1, 2, 3}, IsMisere: true}
	s, _ := game.SumOf(g, nil, gametest.Heaps(1, 1, 3), lim, nil)
	fmt.Println(s.Outcome, s.WinningMoves[0].Heap, s.WinningMoves[0].Take)
	// Output: N 2 2
}

// The computer's move wins as fast as it can; the remoteness counts the
// moves left.
func ExamplePlay_Best() {
	g := gametest.Subtraction{Moves: []int{1, 2, 3}}
	sol, _ := game.SolveByOptions(g, 100, lim, nil)
	play := game.NewPlay(g, sol, lim)
	p := game.Heaps(g, gametest.Heaps(3, 5, 7)...)
	v, _ := play.Value(p)
	best, _ := play.Best(p)
	fmt.Println(v.Wins, *v.Nim, v.Remoteness, best.Heap, best.Position)
	// Output: true 1 11 0 2,5,7
}
