package main

import (
	"context"
	"math/big"
	"testing"

	"stones/solver"
)

func TestAnswerText(t *testing.T) {
	tests := []struct {
		moves, n, want string
	}{
		{"1,5,8,10", "68", "The first player wins: take 1 (leaving 67) or 10 (leaving 58)."},
		{"1,5,8,10", "13", "The second player wins: every move leaves a winning heap for the opponent."},
		{"1,5,8,10", "0", "The second player wins: the first player has no move."},
		{"6,13,14,16", "3", "The second player wins: the first player has no move."},
		{"1-3", "1000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000003", "The first player wins: take 3 (leaving 1000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000)."},
	}
	for _, tt := range tests {
		t.Run(tt.moves+"/"+tt.n, func(t *testing.T) {
			cfg, err := solver.ParseConfig("moves=" + tt.moves + "&n=" + tt.n)
			if err != nil {
				t.Fatal(err)
			}
			r, err := solver.Analyze(context.Background(), cfg, solver.PageLimits, nil)
			if err != nil {
				t.Fatal(err)
			}
			if got := answerText(r.Query, cfg.Moves); got != tt.want {
				t.Errorf("answerText(%s) = %q, want %q", tt.n, got, tt.want)
			}
		})
	}
}

func TestAnswerTextLists(t *testing.T) {
	move := func(take, leave int64) solver.Move {
		return solver.Move{Take: int(take), Leave: []*big.Int{big.NewInt(leave)}}
	}
	q := &solver.Query{N: "20", Outcome: solver.N, WinningMoves: []solver.Move{move(1, 19), move(2, 18), move(3, 17)}}
	if got, want := answerText(q, solver.NewMoveSet(1, 2, 3)), "The first player wins: take 1 (leaving 19), 2 (leaving 18) or 3 (leaving 17)."; got != want {
		t.Errorf("got %q, want %q", got, want)
	}
}

func TestBlocks(t *testing.T) {
	tests := []struct {
		name string
		n    int
		p    *solver.Period
		want []block
	}{
		{"no period", 5, nil, []block{{0, 5, "all", false}}},
		{"pure", 30, &solver.Period{Period: 13}, []block{{0, 13, "period", false}, {13, 26, "repeat", false}, {26, 30, "repeat", true}}},
		{"whole periods", 26, &solver.Period{Period: 13}, []block{{0, 13, "period", false}, {13, 26, "repeat", false}}},
		{"preperiod", 60, &solver.Period{Preperiod: 2, Period: 49}, []block{{0, 2, "pre", false}, {2, 51, "period", false}, {51, 60, "repeat", true}}},
		{"preperiod only", 10, &solver.Period{Preperiod: 134, Period: 49}, []block{{0, 10, "pre", true}}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got := blocks(tt.n, tt.p)
			if len(got) != len(tt.want) {
				t.Fatalf("blocks = %v, want %v", got, tt.want)
			}
			for i := range got {
				if got[i] != tt.want[i] {
					t.Errorf("block %d = %v, want %v", i, got[i], tt.want[i])
				}
			}
		})
	}
}
