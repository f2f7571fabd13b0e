package partizan_test

import (
	"fmt"

	"stones/solver/game"
	"stones/solver/partizan"
	"stones/solver/periodic"
)

// Fisher's Lillian {2,5,9} against Rekha {3,4,8}.
func Example() {
	g, err := partizan.New(game.NewMoveSet(2, 5, 9), game.NewMoveSet(3, 4, 8))
	if err != nil {
		panic(err)
	}
	s, err := g.Solve(16, game.Limits{Search: 1 << 20, Work: 1 << 30, Where: "the example"}, nil)
	if err != nil {
		panic(err)
	}
	fmt.Println("class:      ", s.Outcomes)
	fmt.Println("Left first: ", s.LeftFirst)
	fmt.Println("Right first:", s.RightFirst)
	fmt.Println(periodic.Describe("classes", s.OutcomePeriod, s.OutcomeSearch))
	// Output:
	// class:       PPLNNNLLNNLLLLLL
	// Left first:  RRLLLLLLLLLLLLLL
	// Right first: LLLRRRLLRRLLLLLL
	// From heap 10 on, the classes are constant.
}
