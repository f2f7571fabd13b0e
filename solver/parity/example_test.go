package parity_test

import (
	"fmt"
	"math/big"

	"stones/solver/game"
	"stones/solver/parity"
	"stones/solver/periodic"
)

// Game::Stones with maxTake 3: who wins each odd pile, and what the module
// plays.
func Example() {
	g, err := parity.New(game.NewMoveSet(1, 2, 3))
	if err != nil {
		panic(err)
	}
	s, err := g.Solve(21, game.Limits{Search: 1 << 20, Work: 1 << 30, Where: "the example"}, nil)
	if err != nil {
		panic(err)
	}
	fmt.Println(s.Outcomes)
	fmt.Println(periodic.Describe("outcomes", s.OutcomePeriod, s.OutcomeSearch))
	for _, n := range []int64{7, 9} {
		pos, _ := g.Start(big.NewInt(n))
		m, _ := s.Values.(game.Policy).PolicyMove(pos)
		fmt.Printf("at %s Game::Stones takes %d\n", pos, m.Take)
	}
	// Output:
	// -N-N-P-N-N-N-P-N-N-N-
	// From heap 0 on, the outcomes repeat every 8.
	// at 7;hold=0,0;first Game::Stones takes 2
	// at 9;hold=0,0;first Game::Stones takes 1
}
