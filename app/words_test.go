package main

import (
	"context"
	"math/big"
	"strings"
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
			if got := answerText(r.Query, cfg); got != tt.want {
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
	if got, want := answerText(q, solver.DefaultConfig()), "The first player wins: take 1 (leaving 19), 2 (leaving 18) or 3 (leaving 17)."; got != want {
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
		{"constant", 30, &solver.Period{Preperiod: 1, Period: 1}, []block{{0, 1, "pre", false}, {1, 30, "constant", true}}},
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

func TestMovePhrase(t *testing.T) {
	octal, _ := solver.ParseConfig("game=octal&code=0.77")
	ring, _ := solver.ParseConfig("game=octal&code=0.77&circular=1")
	split, _ := solver.ParseConfig("game=octal&code=4.7")
	sub := solver.DefaultConfig()
	h := func(v ...int64) []*big.Int {
		var hs []*big.Int
		for _, x := range v {
			hs = append(hs, big.NewInt(x))
		}
		return hs
	}
	tests := []struct {
		name string
		m    solver.Move
		cfg  solver.Config
		want string
	}{
		{"subtraction", solver.Move{Take: 1, Leave: h(6)}, sub, "take 1 leaving 6"},
		{"whole heap", solver.Move{Take: 2, Leave: h()}, octal, "take all 2"},
		{"end", solver.Move{Take: 1, Leave: h(6)}, octal, "take 1 from an end leaving 6"},
		{"middle", solver.Move{Take: 2, Leave: h(3, 4)}, octal, "take 2 from the middle leaving 3 and 4"},
		{"split", solver.Move{Take: 0, Leave: h(3, 4)}, split, "split it into 3 and 4"},
		{"ring", solver.Move{Take: 2, Leave: h(5)}, ring, "take 2 leaving a row of 5"},
		{"family", solver.Move{Take: 1, Leave: h(3, 96), Every: 12}, octal,
			"take 1 from the middle leaving 3 and 96, and the same with the smaller heap grown by multiples of 12"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := movePhrase(tt.m, tt.cfg); got != tt.want {
				t.Errorf("movePhrase = %q, want %q", got, tt.want)
			}
		})
	}
	hm := solver.HeapMove{Heap: 1, Move: solver.Move{Take: 1, Leave: h(6)}}
	if got, want := heapMovePhrase(hm, h(3, 7, 5), sub), "In heap 2 (7), take 1 leaving 6."; got != want {
		t.Errorf("heapMovePhrase = %q, want %q", got, want)
	}
}

// TestAnswerTextFamilies answers "who wins at n" in each family the solver
// knows, through the solver itself.
func TestAnswerTextFamilies(t *testing.T) {
	tests := []struct {
		query, want string
	}{
		{"moves=1-3&play=misere&n=1", "The second player wins: every move leaves a winning heap for the opponent."},
		{"moves=1-3&play=misere&n=0", "The first player wins: they have no move, and in misère play the player who cannot move wins."},
		{"moves=1-3&play=misere&n=3", "The first player wins: take 2 (leaving 1)."},
		{"game=octal&code=0.77&n=0", "The second player wins: the first player has no move."},
		{"game=octal&code=0.07&n=1", "The second player wins: the first player has no move."},
		{"game=octal&code=0.77&n=3", "The first player wins: take 1 from the middle leaving 1 and 1."},
		{"game=octal&code=0.77&n=100", "The first player wins. The 13 winning moves:"},
	}
	for _, tt := range tests {
		t.Run(tt.query, func(t *testing.T) {
			cfg, err := solver.ParseConfig(tt.query)
			if err != nil {
				t.Fatal(err)
			}
			r, err := solver.Analyze(context.Background(), cfg, solver.PageLimits, nil)
			if stub(err) {
				t.Skip("the solver's stub:", err)
			}
			if err != nil {
				t.Fatal(err)
			}
			if got := answerText(r.Query, cfg); got != tt.want {
				t.Errorf("answerText = %q, want %q", got, tt.want)
			}
		})
	}
}

// stub reports whether err is a solver family that is still being built.
func stub(err error) bool {
	return err != nil && strings.Contains(err.Error(), "being built")
}

func TestAnswerTextTwoHeaps(t *testing.T) {
	cfg, _ := solver.ParseConfig("game=octal&code=0.77")
	q := &solver.Query{N: "100", Outcome: solver.N, WinningMoves: []solver.Move{
		{Take: 1, Leave: []*big.Int{big.NewInt(4), big.NewInt(95)}, Every: 12},
		{Take: 2, Leave: []*big.Int{big.NewInt(9), big.NewInt(89)}, Every: 12},
	}}
	want := "The first player wins: take 1 from the middle leaving 4 and 95, and the same with the smaller heap grown by multiples of 12" +
		" or take 2 from the middle leaving 9 and 89, and the same with the smaller heap grown by multiples of 12."
	if got := answerText(q, cfg); got != want {
		t.Errorf("got %q\nwant %q", got, want)
	}
}

func TestPickMoves(t *testing.T) {
	var moves []solver.Move
	for i := range 30 {
		every := 0
		if i >= 28 {
			every = 12
		}
		moves = append(moves, solver.Move{Take: i, Every: every})
	}
	kept := pickMoves(moves, 24, moveEvery)
	if len(kept) != 24 || kept[21].Take != 21 || kept[22].Take != 28 || kept[23].Take != 29 {
		t.Errorf("pickMoves kept %v, want moves 0-21 and the families 28 and 29", kept)
	}
}

func TestSumText(t *testing.T) {
	one, zero := uint32(1), uint32(0)
	tests := []struct {
		s    solver.Sum
		want string
	}{
		{solver.Sum{NimSum: &one, Outcome: solver.N}, "The nim-sum is 1, not 0: the first player wins by a move that makes it 0."},
		{solver.Sum{NimSum: &zero, Outcome: solver.P}, "The nim-sum is 0: the second player wins. Every move makes it non-zero, and the reply makes it 0 again."},
		{solver.Sum{Outcome: solver.P, Searched: 3}, "The second player wins."},
	}
	for _, tt := range tests {
		if got := sumText(&tt.s); got != tt.want {
			t.Errorf("sumText = %q, want %q", got, tt.want)
		}
	}
}

func TestPeriodWords(t *testing.T) {
	if got, want := periodText("outcomes", nil, 100, 100), "No period of the outcomes is known."; got != want {
		t.Errorf("periodText(nil, 100, 100) = %q, want %q", got, want)
	}
	if got, want := periodText("outcomes", nil, 4096, 100), "No period of the outcomes up to 4,096 heap sizes."; got != want {
		t.Errorf("periodText(nil, 4096) = %q, want %q", got, want)
	}
	r := &solver.Result{OutcomePeriod: &solver.Period{Period: 4, Proven: true}, Proof: "a repeated window of max S values"}
	if got, want := periodProof(r), "Proven by a repeated window of max S values."; got != want {
		t.Errorf("periodProof = %q, want %q", got, want)
	}
	r = &solver.Result{Proof: "a closed form for the P-positions (a theorem); no period"}
	if got, want := periodProof(r), "A closed form for the P-positions (a theorem); no period."; got != want {
		t.Errorf("periodProof without a period = %q, want %q", got, want)
	}
}

func TestGameTitle(t *testing.T) {
	for query, want := range map[string]string{
		"moves=1,5,8,10":                  "Move set {1, 5, 8, 10}",
		"moves=1-3&play=misere":           "Move set {1–3} · misère play",
		"moves=squares":                   "Move set squares {1, 4, 9, 16, 25, …}",
		"moves=sqrt":                      "Take 1 to ⌊√n⌋ from a heap of n",
		"game=octal&code=0.77":            "Kayles (0.77)",
		"game=octal&code=0.77&circular=1": "Kayles on a cycle (0.77)",
		"game=octal&code=0.6":             "Octal game 0.6",
		"game=octal&code=0.6&circular=1":  "Octal game 0.6 on a ring",
		"game=octal&code=0.165":           "Octal game 0.165",
	} {
		cfg, err := solver.ParseConfig(query)
		if err != nil {
			t.Fatal(err)
		}
		if got := gameTitle(cfg); got != want {
			t.Errorf("gameTitle(%s) = %q, want %q", query, got, want)
		}
	}
}

// analyzed parses and analyses a configuration, for the sentences' tests.
func analyzed(t *testing.T, query string) (*solver.Result, solver.Config) {
	t.Helper()
	cfg, err := solver.ParseConfig(query)
	if err != nil {
		t.Fatal(err)
	}
	r, err := solver.Analyze(context.Background(), cfg, solver.PageLimits, nil)
	if err != nil {
		t.Fatal(err)
	}
	return r, cfg
}

// TestPartizanAnswer answers "who wins at n" in the seed paper's
// asymmetric game (seed 000 §4): Left {2,5,9}, Right {3,4,8}.
func TestPartizanAnswer(t *testing.T) {
	tests := []struct {
		n, head string
		lines   []string
	}{
		{"12", "Left wins whoever starts.", []string{
			"If Left starts: take 2 (leaving 10) or 5 (leaving 7).",
			"If Right starts, Right loses: every move leaves a heap where Left, moving next, wins.",
		}},
		{"0", "The player who starts loses.", []string{
			"If Left starts, Left has no move and loses.",
			"If Right starts, Right has no move and loses.",
		}},
		{"4", "The player who starts wins.", []string{
			"If Left starts: take 2 (leaving 2).",
			"If Right starts: take 3 (leaving 1) or 4 (leaving 0).",
		}},
	}
	for _, tt := range tests {
		t.Run(tt.n, func(t *testing.T) {
			r, cfg := analyzed(t, "game=partizan&left=2,5,9&right=3,4,8&n="+tt.n)
			head, lines := partizanAnswer(r.Query, cfg)
			if head != tt.head {
				t.Errorf("head = %q, want %q", head, tt.head)
			}
			if strings.Join(lines, " | ") != strings.Join(tt.lines, " | ") {
				t.Errorf("lines = %q\nwant %q", lines, tt.lines)
			}
		})
	}
}

// TestParityAnswer answers in the parity game of seed 001 and says the
// move the module plays.
func TestParityAnswer(t *testing.T) {
	tests := []struct {
		query, answer, policy string
	}{
		{"game=parity&moves=1-4&n=9", "The first player wins: take 3 (leaving 6) or 4 (leaving 5).",
			"Game::Stones would take 4 (the largest winning take; when losing it takes 1 to give the opponent the most chances to err)."},
		{"game=parity&moves=1-4&n=5", "The second player wins: every move leaves a winning position for the opponent.",
			"Game::Stones would take 1 (when losing it takes the smallest amount, to give the opponent the most chances to err; when winning, the largest winning take)."},
		{"game=parity&moves=2,3&n=1", "The second player wins: the first player has no move.", ""},
	}
	for _, tt := range tests {
		t.Run(tt.query, func(t *testing.T) {
			r, cfg := analyzed(t, tt.query)
			if got := answerText(r.Query, cfg); got != tt.answer {
				t.Errorf("answerText = %q, want %q", got, tt.answer)
			}
			if got := policyText(r.Query, cfg); got != tt.policy {
				t.Errorf("policyText = %q, want %q", got, tt.policy)
			}
		})
	}
}

// TestNoRepeatAnswer answers in the no-repeat game of seed 000 §3 with
// S = {1, …, 5}, at the start and after given last moves.
func TestNoRepeatAnswer(t *testing.T) {
	tests := []struct {
		query, answer, forbidden string
	}{
		{"moves=1-5&norepeat=1&len=40&n=20&last=1",
			"After the last move 1, the player to move at 20 loses: every move leaves a winning position for the opponent.",
			"Taking 1 is forbidden now: it was the last move."},
		{"moves=1-5&norepeat=1&n=8&last=1",
			"After the last move 1, the player to move at 8 wins: take 4 (leaving 4).",
			"Taking 1 is forbidden now: it was the last move."},
		{"moves=1-5&norepeat=1&n=8",
			"The first player wins: take 1 (leaving 7) or 4 (leaving 4).",
			"At the start of the game no amount is forbidden yet."},
		{"moves=1-5&norepeat=1&n=0", "The second player wins: the first player has no move.",
			"At the start of the game no amount is forbidden yet."},
		{"moves=1-7&norepeat=2&n=1&last=2,1",
			"After the last moves 2, then 1, the player to move at 1 has no move and loses.",
			"Taking 2 or 1 is forbidden now: they were taken in the last 2 moves."},
	}
	for _, tt := range tests {
		t.Run(tt.query, func(t *testing.T) {
			r, cfg := analyzed(t, tt.query)
			if got := noRepeatAnswer(r.Query, cfg); got != tt.answer {
				t.Errorf("noRepeatAnswer = %q, want %q", got, tt.answer)
			}
			if got := forbiddenText(cfg); got != tt.forbidden {
				t.Errorf("forbiddenText = %q, want %q", got, tt.forbidden)
			}
		})
	}
}

// TestSafeText lists the safe heaps of seed 000 §3.3: 0, 7, 13, 20, … for
// S = {1, …, 5}.
func TestSafeText(t *testing.T) {
	r, _ := analyzed(t, "moves=1-5&norepeat=1&len=40")
	if got, want := safeText(r.Safe, 1, 40), "Safe: 0, 7, 13, 20, 26, 33, 39 — the player to move loses whatever the last move was."; got != want {
		t.Errorf("safeText = %q, want %q", got, want)
	}
	long := []int{0, 7, 13, 20, 26, 33, 39, 46, 52, 59, 65, 72, 78, 85, 91, 98, 104}
	if got, want := safeText(long, 2, 120), "Safe: 0, 7, 13, 20, 26, 33, 39, 46, 52, 59, 65, 72, 78, 85, 91, 98, … — the player to move loses whatever the last 2 moves were."; got != want {
		t.Errorf("safeText(17 heaps) = %q, want %q", got, want)
	}
	if got, want := safeText([]int{}, 2, 50), "No heap below 50 is safe: at each one some history lets the player to move win."; got != want {
		t.Errorf("safeText(none) = %q, want %q", got, want)
	}
}

func TestTableProofText(t *testing.T) {
	tests := []struct {
		p      *solver.Period
		window int
		want   string
	}{
		{&solver.Period{Preperiod: 9, Period: 13, Proven: true}, 5,
			"The columns repeat every 13 from heap 9: two equal windows of 5 columns (9–13 and 22–26) prove it for every heap size."},
		{&solver.Period{Preperiod: 10, Period: 1, Proven: true}, 9,
			"The columns are all the same from heap 10 on: two equal windows of 9 columns (10–18 and 11–19) prove it for every heap size."},
		{&solver.Period{Preperiod: 0, Period: 6}, 4, "The columns seem to repeat every 6 from heap 0 (seen, not proven)."},
		{nil, 4, ""},
	}
	for _, tt := range tests {
		if got := tableProofText(tt.p, tt.window); got != tt.want {
			t.Errorf("tableProofText(%v, %d) = %q, want %q", tt.p, tt.window, got, tt.want)
		}
	}
}

func TestGameTitleFamilies(t *testing.T) {
	for query, want := range map[string]string{
		"game=partizan&left=2,5,9&right=3,4,8": "Left {2, 5, 9} vs Right {3, 4, 8}",
		"game=parity&moves=1-4":                "Parity game: take {1–4}, an odd hand wins",
		"moves=1-5&norepeat=1":                 "Move set {1–5} · no repeat of the last move",
		"moves=1-7&norepeat=2":                 "Move set {1–7} · no repeat within 2 moves",
	} {
		cfg, err := solver.ParseConfig(query)
		if err != nil {
			t.Fatal(err)
		}
		if got := gameTitle(cfg); got != want {
			t.Errorf("gameTitle(%s) = %q, want %q", query, got, want)
		}
	}
}

func TestOutcomeFact(t *testing.T) {
	for query, want := range map[string]string{
		"game=partizan&left=2,5,9&right=3,4,8&len=30": "From heap 10 on, the outcomes are constant: Left wins whoever starts.",
		"game=partizan&left=2,5,9&right=3,5,9&len=30": "From heap 10 on, the outcomes repeat every 7.",
		"game=octal&code=0.77":                        "From heap 1 on, the outcomes are constant.",
	} {
		r, cfg := analyzed(t, query)
		if got := outcomeFact(r, cfg.Game); got != want {
			t.Errorf("outcomeFact(%s) = %q, want %q", query, got, want)
		}
	}
}
