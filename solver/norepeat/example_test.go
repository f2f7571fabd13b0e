package norepeat_test

import (
	"fmt"
	"math/big"

	"stones/solver/game"
	"stones/solver/norepeat"
	"stones/solver/periodic"
)

// Fisher's no-repeat game: take 1 to 5, never the amount just taken.
func Example() {
	g, err := norepeat.New(game.NewMoveSet(1, 2, 3, 4, 5), 1, "", false, false)
	if err != nil {
		panic(err)
	}
	s, err := g.(game.Solver).Solve(27, game.Limits{Search: 1 << 20, Work: 1 << 30, Where: "the example"}, nil)
	if err != nil {
		panic(err)
	}
	fmt.Println(s.Outcomes)
	fmt.Println("safe:", s.Safe)
	fmt.Println(periodic.Describe("columns of the state table", s.TablePeriod, s.OutcomeSearch))
	// Heap 20 is safe: every take leaves the opponent a win.
	pos, _ := g.(game.History).Start(big.NewInt(20))
	pos.Moves(func(m game.Move, next game.Position) bool {
		win, _ := s.Values.(game.PositionValues).Wins(next)
		fmt.Printf("take %d to %s: the opponent wins %v\n", m.Take, next, win)
		return true
	})
	// Output:
	// PNNNNNNPNNNNNPNNNNNNPNNNNNP
	// safe: [0 7 13 20 26]
	// From heap 9 on, the columns of the state table repeat every 13.
	// take 1 to 19;last=1: the opponent wins true
	// take 2 to 18;last=2: the opponent wins true
	// take 3 to 17;last=3: the opponent wins true
	// take 4 to 16;last=4: the opponent wins true
	// take 5 to 15;last=5: the opponent wins true
}
