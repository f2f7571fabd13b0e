package game_test

import (
	"context"
	"encoding/json"
	"errors"
	"math/big"
	"math/rand/v2"
	"slices"
	"strconv"
	"strings"
	"testing"

	"stones/solver/game"
	"stones/solver/gametest"
)

// position writes heaps of g as ParsePosition reads them: heaps of an
// Opener marked with r, except those at the indices in opened.
func position(g game.Impartial, hs []*big.Int, opened map[int]bool) game.Position {
	_, opener := g.(game.Opener)
	parts := make([]string, len(hs))
	for i, h := range hs {
		parts[i] = h.String()
		if opener && !opened[i] {
			parts[i] = "r" + parts[i]
		}
	}
	if len(parts) == 0 {
		parts = []string{"0"} // the empty sum
	}
	p, err := game.ParsePosition(g, nil, strings.Join(parts, ","))
	if err != nil {
		panic(err)
	}
	return p
}

// sumByTree answers for a sum from the game-tree oracle: who wins, and
// every winning move as "heap:take→leave".
func sumByTree(e *gametest.Exhaustive, g game.Impartial, hs []*big.Int) (game.Outcome, []string) {
	o := game.P
	if e.Wins(position(g, hs, nil)) {
		o = game.N
	}
	wins := []string{}
	for i, h := range hs {
		g.Options(h, func(m game.Move) bool {
			child := slices.Concat(hs[:i:i], m.Leave, hs[i+1:])
			opened := map[int]bool{}
			if _, ok := g.(game.Opener); ok {
				for j := range m.Leave {
					opened[i+j] = true
				}
			}
			if !e.Wins(position(g, child, opened)) {
				wins = append(wins, strconv.Itoa(i)+moveText(m))
			}
			return true
		})
	}
	return o, wins
}

func heapMoveTexts(ms []game.HeapMove) []string {
	out := []string{}
	for _, m := range ms {
		out = append(out, strconv.Itoa(m.Heap)+moveText(m.Move))
	}
	return out
}

// SumOf against the game-tree oracle on random sums, normal and misère,
// every winning move checked.
func TestSumOfAgainstTree(t *testing.T) {
	r := rand.New(rand.NewPCG(7, 8))
	type trial struct {
		g    game.Impartial
		most int // the largest heap
	}
	trials := []trial{{kayles{}, 9}, {kayles{misere: true}, 9}, {ring{}, 9}, {ring{misere: true}, 9}}
	for i := range 60 {
		trials = append(trials, trial{gametest.Subtraction{Moves: gametest.RandomMoves(r, 1+r.IntN(4), 2+r.IntN(8)), IsMisere: i%2 == 1}, 14})
	}
	for _, tc := range trials {
		var sol *game.Solution
		if !tc.g.Misere() {
			sol = solve(t, tc.g, tc.most+1)
		}
		e := gametest.New()
		for range 6 {
			hs := make([]*big.Int, 1+r.IntN(3))
			for i := range hs {
				hs[i] = heap(1 + r.IntN(tc.most))
			}
			s, err := game.SumOf(tc.g, sol, hs, lim, nil)
			if err != nil {
				t.Fatalf("%s: SumOf(%v): %v", tc.g.Title(), hs, err)
			}
			o, wins := sumByTree(e, tc.g, hs)
			if s.Outcome != o {
				t.Fatalf("%s: SumOf(%v) = %v, want %v", tc.g.Title(), hs, s.Outcome, o)
			}
			if got := heapMoveTexts(s.WinningMoves); !slices.Equal(got, wins) {
				t.Fatalf("%s: SumOf(%v) winning moves %v, want %v", tc.g.Title(), hs, got, wins)
			}
			if tc.g.Misere() {
				if s.Nim != nil || s.NimSum != nil {
					t.Fatalf("%s: SumOf(%v) has nim-values in misère play", tc.g.Title(), hs)
				}
				continue
			}
			x := uint32(0)
			for i, h := range hs {
				if want := e.Nim(position(tc.g, []*big.Int{h}, nil)); s.Nim[i] != want {
					t.Fatalf("%s: SumOf(%v): nim of heap %v = %d, want %d", tc.g.Title(), hs, h, s.Nim[i], want)
				}
				x ^= s.Nim[i]
			}
			if *s.NimSum != x {
				t.Fatalf("%s: SumOf(%v): nim-sum %d, want %d", tc.g.Title(), hs, *s.NimSum, x)
			}
		}
	}
}

// The JSON of a sum is today's, and heaps of 0 keep their index.
func TestSumOfJSON(t *testing.T) {
	g := gametest.Subtraction{Moves: []int{1, 2, 3}}
	s, err := game.SumOf(g, solve(t, g, 10), gametest.Heaps(0, 5, 3), lim, nil)
	if err != nil {
		t.Fatal(err)
	}
	b, _ := json.Marshal(s)
	want := `{"heaps":[0,5,3],"nim":[0,1,3],"nimSum":2,"outcome":"N","winningMoves":[{"heap":1,"take":2,"leave":[3]},{"heap":2,"take":2,"leave":[1]}]}`
	if string(b) != want {
		t.Errorf("normal sum: %s, want %s", b, want)
	}
	m := gametest.Subtraction{Moves: []int{1, 2, 3}, IsMisere: true}
	s, err = game.SumOf(m, nil, gametest.Heaps(0, 1, 1, 1), lim, nil)
	if err != nil {
		t.Fatal(err)
	}
	b, _ = json.Marshal(s)
	want = `{"heaps":[0,1,1,1],"outcome":"P","winningMoves":[],"searched":3}`
	if string(b) != want {
		t.Errorf("misère sum: %s, want %s", b, want)
	}
	_, err = game.SumOf(g, solve(t, g, 10), gametest.Heaps(3, 12), lim, nil)
	var bad *game.InputError
	if !errors.As(err, &bad) || bad.Key != "heaps" || bad.Text != "3,12" || !strings.HasPrefix(bad.Problem, "heap 12: ") {
		t.Errorf("a heap beyond the values: %v, want an *InputError of the key heaps that quotes them and names heap 12", err)
	}
}

// page is the page's budget for misère sums.
var page = game.Limits{Work: 1 << 29, States: 200_000, Where: "the page"}

// Misère sums beyond the budget are refused, at once when the positions
// can be counted beforehand: these took minutes and gigabytes once.
func TestMisereSumsBounded(t *testing.T) {
	upTo40 := make([]int, 40)
	for i := range upTo40 {
		upTo40[i] = i + 1
	}
	cli := page
	cli.States, cli.Where = 4_000_000, "stones"
	tiny := page
	tiny.Work = 10
	for _, tc := range []struct {
		name  string
		g     game.Impartial
		heaps []int
		lim   game.Limits
		want  string // the error's Problem contains it
	}{
		{"300,300,300", gametest.Subtraction{Moves: []int{1, 2, 3}, IsMisere: true}, []int{300, 300, 300}, page,
			"limited to 200,000 positions on the page; this position has about 4,600,000"},
		{"300,300,300 in the CLI", gametest.Subtraction{Moves: []int{1, 2, 3}, IsMisere: true}, []int{300, 300, 300}, cli,
			"limited to 4,000,000 positions on stones; this position has about 4,600,000"},
		{"1000,1000,1000", gametest.Subtraction{Moves: []int{1, 2, 3}, IsMisere: true}, []int{1000, 1000, 1000}, cli, "this position has about 170,000,000"},
		{"1,2,…,40", gametest.Subtraction{Moves: []int{1, 2, 3}, IsMisere: true}, upTo40, page, "this position has more than"},
		{"one heap of 10^6", gametest.Subtraction{Moves: []int{1}, IsMisere: true}, []int{1_000_000}, page, "this position has more than 200,000"},
		{"a move set of 10^5 moves", gametest.Subtraction{Moves: slices.Collect(func(yield func(int) bool) {
			for s := 1; s <= 100_000 && yield(s); s++ {
			}
		}), IsMisere: true}, []int{100_000, 100_000}, page, "moves kept on the page"},
		{"Kayles 40,40,40", kayles{misere: true}, []int{40, 40, 40}, page, "this position has"},
		{"few moves allowed", gametest.Subtraction{Moves: []int{1, 2, 3}, IsMisere: true}, []int{5, 5}, tiny, "limited to 10 moves looked at on the page"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			_, err := game.SumOf(tc.g, nil, gametest.Heaps(tc.heaps...), tc.lim, nil)
			var bad *game.InputError
			if !errors.As(err, &bad) || bad.Key != "heaps" || !strings.Contains(bad.Problem, tc.want) ||
				!strings.HasPrefix(bad.Problem, "misère sums are solved by exhaustive search, limited to ") {
				t.Errorf("error %v, want an *InputError of the key heaps saying %q", err, tc.want)
			}
			if err != nil && strings.Contains(err.Error(), "CLI") {
				t.Errorf("error %v sends the user to another front end", err)
			}
		})
	}
	_, err := game.SumOf(gametest.Subtraction{Moves: []int{1}, IsMisere: true}, nil, gametest.Heaps(1<<20+1), page, nil)
	var bad *game.InputError
	if !errors.As(err, &bad) || bad.Key != "heaps" || bad.Text != "1048577" {
		t.Errorf("a heap over 2^20: %v, want an *InputError of the key heaps", err)
	}
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	_, err = game.SumOf(gametest.Subtraction{Moves: []int{1, 2}, IsMisere: true}, nil, gametest.Heaps(20, 20), page, game.NewWork(ctx, nil))
	if !errors.Is(err, context.Canceled) {
		t.Errorf("cancelled: %v, want context.Canceled", err)
	}
}

// Within the budget the answers come: sums of 176,851, 68,211 and 135,751
// positions on the page.
func TestMisereSumsWithin(t *testing.T) {
	for _, hs := range [][]int{{100, 100, 100}, {10, 20, 30, 40}, {600, 300}} {
		s, err := game.SumOf(gametest.Subtraction{Moves: []int{1, 2, 3}, IsMisere: true}, nil, gametest.Heaps(hs...), page, nil)
		if err != nil {
			t.Fatalf("SumOf(%v): %v", hs, err)
		}
		// Misère {1,2,3} heaps are all tame: the sum is lost exactly when
		// the nim-sum (n mod 4 each) is 0 with a heap of 2 or more, or is 1
		// with every heap below 2 (Winning Ways, ch. 13).
		x, big := 0, false
		for _, h := range hs {
			x ^= h % 4
			big = big || h%4 >= 2
		}
		want := game.N
		if big && x == 0 || !big && x == 1 {
			want = game.P
		}
		if s.Outcome != want || s.Searched == nil || *s.Searched == 0 && len(hs) > 1 || *s.Searched > page.States {
			t.Errorf("SumOf(%v) = %v after %d positions, want %v", hs, s.Outcome, *s.Searched, want)
		}
	}
}
