package gametest_test

import (
	"fmt"
	"math/big"
	"testing"

	"stones/solver/game"
	"stones/solver/gametest"
)

var lim = game.Limits{Work: 1 << 30, States: 1 << 20, Where: "the tests"}

// row is Kayles on rows, a game whose moves split heaps; ring is Kayles on
// rings, which open into rows.
type row struct{}

func (row) Keys() []game.KeyValue { return nil }
func (row) Title() string         { return "Kayles" }
func (row) Legend() []game.Letter { return nil }
func (row) Misere() bool          { return false }
func (row) Options(n *big.Int, yield func(game.Move) bool) {
	m := int(n.Int64())
	for take := 1; take <= 2 && take <= m; take++ {
		for x := 0; 2*x <= m-take; x++ {
			var leave []*big.Int
			for _, l := range []int{x, m - take - x} {
				if l > 0 {
					leave = append(leave, big.NewInt(int64(l)))
				}
			}
			if !yield(game.Move{Take: take, Leave: leave}) {
				return
			}
		}
	}
}

type ring struct{ row }

func (ring) Title() string          { return "Kayles on rings" }
func (ring) Opened() game.Impartial { return row{} }
func (ring) Options(n *big.Int, yield func(game.Move) bool) {
	for take := 1; take <= 2 && n.Cmp(big.NewInt(int64(take))) >= 0; take++ {
		leave := []*big.Int{}
		if n.Int64() > int64(take) {
			leave = append(leave, big.NewInt(n.Int64()-int64(take)))
		}
		if !yield(game.Move{Take: take, Leave: leave}) {
			return
		}
	}
}

// partizan lets Left take 1 or 2, Right 2 or 3; its Solution comes from
// the recurrence.
type partizan struct{}

func (partizan) Keys() []game.KeyValue { return nil }
func (partizan) Title() string         { return "partizan {1,2} {2,3}" }
func (partizan) Legend() []game.Letter { return nil }
func (partizan) Options(n *big.Int, player game.Outcome, yield func(game.Move) bool) {
	moves := map[game.Outcome][]int{game.L: {1, 2}, game.R: {2, 3}}[player]
	for _, s := range moves {
		if n.Cmp(big.NewInt(int64(s))) < 0 || !yield(game.Take(n, s)) {
			return
		}
	}
}

type firstWins struct{ left, right []bool }

func (v firstWins) Wins(n *big.Int, p game.Outcome) (bool, error) {
	if n.Int64() >= int64(len(v.left)) {
		return false, &game.Unknown{Reason: "beyond"}
	}
	if p == game.L {
		return v.left[n.Int64()], nil
	}
	return v.right[n.Int64()], nil
}

func (v firstWins) Outcome(n *big.Int) (game.Outcome, error) {
	l, err := v.Wins(n, game.L)
	r, _ := v.Wins(n, game.R)
	return map[[2]bool]game.Outcome{{true, true}: game.N, {true, false}: game.L, {false, true}: game.R, {false, false}: game.P}[[2]bool{l, r}], err
}

func partizanSolution(length int) *game.Solution {
	v := firstWins{make([]bool, length), make([]bool, length)}
	for n := range length {
		for _, s := range []int{1, 2} {
			v.left[n] = v.left[n] || s <= n && !v.right[n-s]
		}
		for _, s := range []int{2, 3} {
			v.right[n] = v.right[n] || s <= n && !v.left[n-s]
		}
	}
	return &game.Solution{Values: v}
}

func TestCheckPasses(t *testing.T) {
	for _, tc := range []struct {
		g    game.Game
		upTo int
	}{
		{gametest.Subtraction{Moves: []int{1, 2, 3}}, 30},
		{gametest.Subtraction{Moves: []int{2, 5, 6}, IsMisere: true}, 30},
		{row{}, 12},
		{ring{}, 12},
		{partizan{}, 30},
	} {
		t.Run(tc.g.Title(), func(t *testing.T) {
			var sol *game.Solution
			if _, ok := tc.g.(partizan); ok {
				sol = partizanSolution(tc.upTo)
			} else {
				var err error
				if sol, err = game.SolveByOptions(tc.g.(game.Impartial), tc.upTo, lim, nil); err != nil {
					t.Fatal(err)
				}
			}
			gametest.Check(t, tc.g, sol, tc.upTo)
		})
	}
}

// recorder is a testing.TB that records failures instead of failing.
type recorder struct {
	testing.TB
	failures []string
}

func (r *recorder) Helper() {}
func (r *recorder) Errorf(format string, args ...any) {
	r.failures = append(r.failures, fmt.Sprintf(format, args...))
}
func (r *recorder) Fatalf(format string, args ...any) { r.Errorf(format, args...) }

// lying claims heap 5 of {1,2,3} is cold.
type lying struct{ game.NimValues }

func (v lying) Outcome(n *big.Int) (game.Outcome, error) {
	if n.Int64() == 5 {
		return game.P, nil
	}
	return v.NimValues.Outcome(n)
}

func TestCheckCatches(t *testing.T) {
	g := gametest.Subtraction{Moves: []int{1, 2, 3}}
	sol, _ := game.SolveByOptions(g, 10, lim, nil)
	bad := *sol
	bad.Outcomes = "PNNNPPNNPN"
	bad.Values = lying{sol.Values.(game.NimValues)}
	r := &recorder{TB: t}
	gametest.Check(r, g, &bad, 10)
	want := map[string]bool{
		"Outcomes[5] = P, want N":                                          false,
		"Values.Outcome(5) = P, <nil>; want N":                             false,
		"Ask(5) = P (no move false, nim 1), want N (no move false, nim 1)": false,
		"Ask(6) winning moves [:1→5 :2→4], want [:2→4]":                    false,
	}
	for _, f := range r.failures {
		for w := range want {
			if len(f) >= len(w) && f[:len(w)] == w {
				want[w] = true
			}
		}
	}
	for w, seen := range want {
		if !seen {
			t.Errorf("Check did not report %q; it reported %q", w, r.failures)
		}
	}
}
