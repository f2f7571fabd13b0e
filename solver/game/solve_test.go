package game_test

import (
	"context"
	"errors"
	"fmt"
	"math/big"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"stones/solver/game"
	"stones/solver/gametest"
)

// lim is generous for the small games of the tests.
var lim = game.Limits{MaxLen: 1 << 20, Search: 1 << 20, NimSearch: 1 << 20, Work: 1 << 30, States: 200_000, Where: "the tests"}

func heap(n int) *big.Int { return big.NewInt(int64(n)) }

func solve(t testing.TB, g game.Impartial, length int) *game.Solution {
	t.Helper()
	sol, err := game.SolveByOptions(g, length, lim, nil)
	if err != nil {
		t.Fatalf("SolveByOptions(%s, %d): %v", g.Title(), length, err)
	}
	return sol
}

func TestSolveByOptionsByHand(t *testing.T) {
	for _, tc := range []struct {
		name     string
		g        game.Impartial
		outcomes string
		nim      []uint32
	}{
		{"{1,2,3}: P at n ≡ 0 (mod 4)", gametest.Subtraction{Moves: []int{1, 2, 3}}, "PNNNPNNNPNNN", []uint32{0, 1, 2, 3, 0, 1, 2, 3, 0, 1, 2, 3}},
		{"{1,2,3} misère: P at n ≡ 1 (mod 4)", gametest.Subtraction{Moves: []int{1, 2, 3}, IsMisere: true}, "NPNNNPNNNPNN", nil},
		// Winning Ways' S(2,3): heaps 0 and 1 have no move, won in misère.
		{"{2,3} misère", gametest.Subtraction{Moves: []int{2, 3}, IsMisere: true}, "NNPPNNNPPNNN", nil},
		{"{1,5,8,10} (Fisher 2003, Table 1)", gametest.Subtraction{Moves: []int{1, 5, 8, 10}}, "PNPNPNPNNNNNNPN", nil},
		// OEIS A002186 (Guy and Smith 1956).
		{"Kayles", kayles{}, "PNNNNNNNNNNNN", []uint32{0, 1, 2, 3, 1, 4, 3, 2, 1, 4, 2, 6, 4}},
		{"Kayles with families", kayles{families: true}, "PNNNNNNNNNNNN", []uint32{0, 1, 2, 3, 1, 4, 3, 2, 1, 4, 2, 6, 4}},
		// A ring of n ≥ 3 leaves a row of n−1 or n−2 ≥ 1, a win for the
		// next player by symmetry (Demaine's MIT SP.268 notes, lecture 3).
		{"Kayles on rings", ring{}, "PNNPPPPPPP", []uint32{0, 1, 2, 0, 0, 0, 0, 0, 0, 0}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			sol := solve(t, tc.g, len(tc.outcomes))
			if sol.Outcomes != tc.outcomes {
				t.Errorf("Outcomes = %s, want %s", sol.Outcomes, tc.outcomes)
			}
			if tc.nim != nil && !slices.Equal(sol.Nim, tc.nim) {
				t.Errorf("Nim = %v, want %v", sol.Nim, tc.nim)
			}
			if tc.g.Misere() != (sol.Nim == nil) {
				t.Errorf("Nim = %v for misère %v", sol.Nim, tc.g.Misere())
			}
			if sol.OutcomePeriod != nil || sol.NimPeriod != nil || sol.Proof != "" {
				t.Errorf("a period is claimed: %+v %+v %q", sol.OutcomePeriod, sol.NimPeriod, sol.Proof)
			}
			for n := range len(tc.outcomes) {
				o, err := sol.Values.Outcome(heap(n))
				if err != nil || byte(o) != tc.outcomes[n] {
					t.Errorf("Values.Outcome(%d) = %v, %v; want %c", n, o, err, tc.outcomes[n])
				}
			}
			_, err := sol.Values.Outcome(heap(len(tc.outcomes)))
			var u *game.Unknown
			if !errors.As(err, &u) || !strings.Contains(u.Reason, "computed up to heap") {
				t.Errorf("Values.Outcome(%d) beyond the heaps computed: error %v, want an *Unknown", len(tc.outcomes), err)
			}
			if _, isOpener := tc.g.(game.Opener); isOpener {
				if _, ok := sol.Values.(game.OpenedValues); !ok {
					t.Errorf("the Values of an Opener do not implement OpenedValues")
				}
			}
		})
	}
}

// SolveByOptions against the game-tree oracle, on random move sets.
func TestSolveByOptionsAgainstTree(t *testing.T) {
	r := rand.New(rand.NewPCG(1, 2))
	for trial := range 60 {
		g := gametest.Subtraction{Moves: gametest.RandomMoves(r, 1+r.IntN(4), 2+r.IntN(9)), IsMisere: trial%2 == 1}
		sol := solve(t, g, 40)
		e := gametest.New()
		for n := range 40 {
			p := game.Heaps(g, heap(n))
			want := byte(game.P)
			if e.Wins(p) {
				want = byte(game.N)
			}
			if sol.Outcomes[n] != want {
				t.Fatalf("%s: Outcome(%d) = %c, want %c", g.Title(), n, sol.Outcomes[n], want)
			}
			if !g.IsMisere && sol.Nim[n] != e.Nim(p) {
				t.Fatalf("%s: Nim(%d) = %d, want %d", g.Title(), n, sol.Nim[n], e.Nim(p))
			}
		}
	}
	e := gametest.New()
	sol := solve(t, ring{}, 14)
	for n := range 14 {
		if got, want := sol.Nim[n], e.Nim(game.Heaps(ring{}, heap(n))); got != want {
			t.Errorf("Kayles on rings: Nim(%d) = %d, want %d", n, got, want)
		}
	}
}

func TestSolveByOptionsErrors(t *testing.T) {
	// {1,2,3} looks at 3 moves a heap but the first three: 84 up to 30.
	var bad *game.InputError
	for _, tc := range []struct {
		length int
		moves  int64 // the limit, in moves
		why    string
	}{
		{30, 100, ""},
		{1000, 100, "estimated"}, // about 3,000 moves: refused before any heap
		{15, 20, "looks at"},     // too few heaps to estimate: refused on the way
	} {
		small := lim
		small.Work = tc.moves * game.OptionWork
		_, err := game.SolveByOptions(gametest.Subtraction{Moves: []int{1, 2, 3}}, tc.length, small, nil)
		if tc.why == "" && err != nil {
			t.Errorf("len %d within the limit: %v", tc.length, err)
		} else if tc.why != "" && (!errors.As(err, &bad) || bad.Key != "len" || !strings.Contains(bad.Problem, fmt.Sprint(tc.moves, " moves")) ||
			!strings.Contains(bad.Problem, "the tests") || !strings.Contains(bad.Problem, tc.why)) {
			t.Errorf("len %d over the work limit: error %v, want an *InputError of the key len naming the limit (%s)", tc.length, err, tc.why)
		}
	}
	_, err := game.SolveByOptions(kayles{misere: true}, 10, lim, nil)
	if !errors.As(err, &bad) || bad.Key != "play" {
		t.Errorf("misère Kayles: error %v, want an *InputError of the key play", err)
	}
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	_, err = game.SolveByOptions(gametest.Subtraction{Moves: []int{1}}, 10, lim, game.NewWork(ctx, nil))
	if !errors.Is(err, context.Canceled) {
		t.Errorf("cancelled: error %v, want context.Canceled", err)
	}
	_, err = game.SolveByOptions(loop{}, 10, lim, nil)
	if err == nil || errors.As(err, &bad) {
		t.Errorf("a game whose move does not shrink the heap: error %v, want a plain error", err)
	}
}

// loop is a broken game: its move leaves the heap as it is.
type loop struct{ gametest.Subtraction }

func (loop) Options(n *big.Int, yield func(game.Move) bool) {
	yield(game.Move{Leave: []*big.Int{n}})
}
