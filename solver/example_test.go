package solver_test

import (
	"context"
	"fmt"

	"stones/solver"
	"stones/solver/periodic"
)

// Who wins the game of Fisher's Table 1, S = {1,5,8,10}, at heap 68.
func ExampleAnalyze() {
	c, err := solver.ParseConfig("moves=1,5,8,10&len=20&n=68")
	if err != nil {
		fmt.Println(err)
		return
	}
	r, err := solver.Analyze(context.Background(), c, solver.CLILimits, nil)
	if err != nil {
		fmt.Println(err)
		return
	}
	fmt.Println(r.Outcomes)
	fmt.Println(periodic.Describe("outcomes", r.OutcomePeriod, r.OutcomeSearch))
	fmt.Println("heap 68:", r.Query.Outcome)
	for _, m := range r.Query.WinningMoves {
		fmt.Println("take", m.Take, "leaving", m.Leave[0])
	}
	// Output:
	// PNPNPNPNNNNNNPNPNPNP
	// From heap 0 on, the outcomes repeat every 13.
	// heap 68: N
	// take 1 leaving 67
	// take 10 leaving 58
}

func ExampleParseConfig_error() {
	_, err := solver.ParseConfig("moves=1,x,3")
	fmt.Println(err)
	// Output: moves: "1,x,3": "x" is not a positive integer
}
