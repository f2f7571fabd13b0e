package grundy_test

import (
	"fmt"
	"math/big"

	"stones/solver/game"
	"stones/solver/grundy"
)

// The first nim-values of Grundy's game (OEIS A002188), and the winning
// move from a heap of 13.
func Example() {
	g := grundy.New()
	s, err := g.Solve(20, game.Limits{NimSearch: 1 << 16, Work: 1 << 30}, nil)
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println(s.Nim)
	fmt.Println(s.NimPeriod == nil, s.NimSearch)
	q, _ := game.Ask(g, s, big.NewInt(13))
	for _, m := range q.WinningMoves {
		fmt.Println(m.Leave)
	}
	// Output:
	// [0 0 0 1 0 2 1 0 2 1 0 2 1 3 2 1 3 2 4 3]
	// true 32768
	// [5 8]
}

func ExampleValues() {
	v, err := grundy.Values(1<<16, 1<<40, nil)
	if err != nil {
		fmt.Println(err)
		return
	}
	top, at := uint32(0), 0
	for n, x := range v {
		if x > top {
			top, at = x, n
		}
	}
	fmt.Printf("the largest nim-value below 2^16 is %d, first at heap %d\n", top, at)
	// Output:
	// the largest nim-value below 2^16 is 230, first at heap 45668
}
