package game_test

import (
	"encoding/json"
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

// moveText writes a move for comparisons: "L:take→leave".
func moveText(m game.Move) string {
	leave := make([]string, len(m.Leave))
	for i, l := range m.Leave {
		leave[i] = l.String()
	}
	return fmt.Sprintf("%s:%s→%s", m.Player, m.Amount(), strings.Join(leave, "+"))
}

// winningByTree lists the moves from p to positions the oracle says the
// opponent loses, and whether p has a move at all.
func winningByTree(e *gametest.Exhaustive, p game.Position) (wins []string, moved bool) {
	wins = []string{}
	p.Moves(func(m game.Move, next game.Position) bool {
		moved = true
		if !e.Wins(next) {
			wins = append(wins, moveText(m))
		}
		return true
	})
	return wins, moved
}

func moveTexts(ms []game.Move) []string {
	out := []string{}
	for _, m := range ms {
		out = append(out, moveText(m))
	}
	return out
}

// Ask on impartial games against the game-tree oracle: the outcome, the
// nim-value, NoMove and every winning move.
func TestAskImpartialAgainstTree(t *testing.T) {
	r := rand.New(rand.NewPCG(3, 4))
	games := []game.Impartial{kayles{}, ring{}, gametest.Subtraction{Moves: []int{2, 3}, IsMisere: true}, ring{misere: true}}
	for trial := range 40 {
		games = append(games, gametest.Subtraction{Moves: gametest.RandomMoves(r, 1+r.IntN(4), 2+r.IntN(9)), IsMisere: trial%2 == 1})
	}
	for _, g := range games {
		if r, ok := g.(ring); ok && r.misere {
			continue // misère Kayles rows split: SolveByOptions refuses them
		}
		length := 30
		if _, ok := g.(gametest.Subtraction); !ok {
			length = 16 // the positions of Kayles grow like partitions
		}
		sol := solve(t, g, length)
		e := gametest.New()
		for n := range length {
			q, err := game.Ask(g, sol, heap(n))
			if err != nil {
				t.Fatalf("%s: Ask(%d): %v", g.Title(), n, err)
			}
			p := game.Heaps(g, heap(n))
			want, moved := winningByTree(e, p)
			wantOutcome := game.P
			if e.Wins(p) {
				wantOutcome = game.N
			}
			if q.Outcome != wantOutcome || q.NoMove == moved {
				t.Fatalf("%s: Ask(%d) = %v (no move %v), want %v (no move %v)", g.Title(), n, q.Outcome, q.NoMove, wantOutcome, !moved)
			}
			if g.Misere() != (q.Nim == nil) || q.Nim != nil && q.Nim.Uint64() != uint64(e.Nim(p)) {
				t.Fatalf("%s: Ask(%d).Nim = %v, want %d", g.Title(), n, q.Nim, e.Nim(p))
			}
			if got := moveTexts(q.WinningMoves); !slices.Equal(got, want) {
				t.Fatalf("%s: Ask(%d) winning moves %v, want %v", g.Title(), n, got, want)
			}
		}
	}
}

// The JSON of a query is today's: the same fields, the same order.
func TestAskJSON(t *testing.T) {
	for _, tc := range []struct {
		g    game.Impartial
		n    int
		want string
	}{
		{gametest.Subtraction{Moves: []int{1, 2, 3}}, 5, `{"n":"5","outcome":"N","nim":1,"winningMoves":[{"take":1,"leave":[4]}]}`},
		{gametest.Subtraction{Moves: []int{1, 2, 3}}, 8, `{"n":"8","outcome":"P","nim":0,"winningMoves":[]}`},
		{gametest.Subtraction{Moves: []int{1, 2, 3}, IsMisere: true}, 0, `{"n":"0","outcome":"N","winningMoves":[],"noMove":true}`},
		{gametest.Subtraction{Moves: []int{1, 2, 3}, IsMisere: true}, 3, `{"n":"3","outcome":"N","winningMoves":[{"take":2,"leave":[1]}]}`},
		{kayles{}, 3, `{"n":"3","outcome":"N","nim":3,"winningMoves":[{"take":1,"leave":[1,1]}]}`},
		{ring{}, 2, `{"n":"2","outcome":"N","nim":2,"winningMoves":[{"take":2,"leave":[]}]}`},
	} {
		q, err := game.Ask(tc.g, solve(t, tc.g, 20), heap(tc.n))
		if err != nil {
			t.Fatal(err)
		}
		b, _ := json.Marshal(q)
		if string(b) != tc.want {
			t.Errorf("%s at %d: %s, want %s", tc.g.Title(), tc.n, b, tc.want)
		}
	}
}

// only knows one heap, an N-position.
type only struct{ n *big.Int }

func (o only) Outcome(n *big.Int) (game.Outcome, error) {
	if n.Cmp(o.n) == 0 {
		return game.N, nil
	}
	return 0, &game.Unknown{Reason: "only " + o.n.String()}
}

// winner lists winning moves itself, as the rule sqrt does for huge heaps.
type winner struct{ game.Values }

func (winner) WinningMoves(n *big.Int) ([]game.Move, error) {
	return []game.Move{game.BigMove(n)}, nil
}

// lister lists the options of a heap itself, as octal rows do by families.
type lister struct{ game.NimValues }

func (lister) Options(n *big.Int, yield func(game.Move) bool) {
	yield(game.Take(n, 1))
}

func TestAskErrorsAndValues(t *testing.T) {
	g := gametest.Subtraction{Moves: []int{1, 2, 3}}
	sol := solve(t, g, 10)
	_, err := game.Ask(g, sol, heap(10))
	var bad *game.InputError
	var unknown *game.Unknown
	if !errors.As(err, &bad) || bad.Key != "n" || bad.Text != "10" || !strings.Contains(bad.Problem, "computed up to heap 9") ||
		!errors.As(err, &unknown) || unknown.Reason != bad.Problem {
		t.Errorf("Ask beyond the heaps computed: %v, want an *InputError of the key n with the Unknown's reason, wrapping it", err)
	}
	// Heap 12 is known, not the heaps its moves leave.
	_, err = game.Ask(g, &game.Solution{Values: only{heap(12)}}, heap(12))
	if !errors.As(err, &bad) || bad.Key != "n" || bad.Text != "12" || bad.Problem != "only 12" {
		t.Errorf("Ask with a leave not known: %v, want an *InputError of the key n with the Unknown's reason", err)
	}
	q, _ := game.Ask(g, &game.Solution{Values: winner{sol.Values}}, heap(7))
	if len(q.WinningMoves) != 1 || q.WinningMoves[0].Amount() != "7" {
		t.Errorf("a Winner's moves: %v, want its own list", q.WinningMoves)
	}
	q, _ = game.Ask(g, &game.Solution{Values: lister{sol.Values.(game.NimValues)}}, heap(5))
	if got := moveTexts(q.WinningMoves); !slices.Equal(got, []string{":1→4"}) {
		t.Errorf("an OptionLister's options: winning moves %v, want its one move", got)
	}
	if _, err := game.Ask(g, nil, heap(1)); err == nil {
		t.Errorf("Ask with no solution: no error")
	}
}

func TestAskPartizanAgainstTree(t *testing.T) {
	r := rand.New(rand.NewPCG(5, 6))
	for range 30 {
		g := partizan{left: gametest.RandomMoves(r, 1+r.IntN(3), 2+r.IntN(6)), right: gametest.RandomMoves(r, 1+r.IntN(3), 2+r.IntN(6))}
		const length = 30
		sol, _ := g.Solve(length, lim, nil)
		e := gametest.New()
		for n := range length {
			q, err := game.Ask(g, sol, heap(n))
			if err != nil {
				t.Fatalf("%s: Ask(%d): %v", g.Title(), n, err)
			}
			left, right := game.Heap(g, heap(n), game.L), game.Heap(g, heap(n), game.R)
			lf, rf := game.R, game.L
			want := []string{}
			if e.Wins(left) {
				lf = game.L
				w, _ := winningByTree(e, left)
				want = append(want, w...)
			}
			if e.Wins(right) {
				rf = game.R
				w, _ := winningByTree(e, right)
				want = append(want, w...)
			}
			class := map[[2]bool]game.Outcome{{true, true}: game.N, {true, false}: game.L, {false, true}: game.R, {false, false}: game.P}[[2]bool{lf == game.L, rf == game.R}]
			if q.LeftFirst != lf || q.RightFirst != rf || q.Outcome != class {
				t.Fatalf("%s: Ask(%d) = %v, first %v, %v; want %v, %v, %v", g.Title(), n, q.Outcome, q.LeftFirst, q.RightFirst, class, lf, rf)
			}
			if got := moveTexts(q.WinningMoves); !slices.Equal(got, want) {
				t.Fatalf("%s: Ask(%d) winning moves %v, want %v", g.Title(), n, got, want)
			}
		}
	}
	g := partizan{left: []int{1}, right: []int{2}}
	sol, _ := g.Solve(5, lim, nil)
	q, _ := game.Ask(g, sol, heap(2))
	b, _ := json.Marshal(q)
	want := `{"n":"2","outcome":"N","winningMoves":[{"player":"L","take":1,"leave":[1]},{"player":"R","take":2,"leave":[]}],"leftFirst":"L","rightFirst":"R"}`
	if string(b) != want {
		t.Errorf("partizan JSON %s, want %s", b, want)
	}
}

func TestAskHistory(t *testing.T) {
	for _, moves := range [][]int{{1, 2, 3}, {1, 2}, {2, 3}, {1, 4, 5}, {1}} {
		g := parity{moves: moves}
		sol, _ := g.Solve(40, lim, nil)
		e := gametest.New()
		for n := 1; n < 40; n += 2 {
			q, err := game.Ask(g, sol, heap(n))
			if err != nil {
				t.Fatalf("%s: Ask(%d): %v", g.Title(), n, err)
			}
			p, _ := g.Start(heap(n))
			want, _ := winningByTree(e, p)
			wantOutcome := game.P
			if e.Wins(p) {
				wantOutcome = game.N
			}
			if q.Outcome != wantOutcome {
				t.Fatalf("%s: Ask(%d) = %v, want %v", g.Title(), n, q.Outcome, wantOutcome)
			}
			if got := moveTexts(q.WinningMoves); !slices.Equal(got, want) {
				t.Fatalf("%s: Ask(%d) winning moves %v, want %v", g.Title(), n, got, want)
			}
			if q.Policy == nil && n >= moves[0] {
				t.Fatalf("%s: Ask(%d) without the policy's move", g.Title(), n)
			}
		}
		_, err := game.Ask(g, sol, heap(4))
		var bad *game.InputError
		if !errors.As(err, &bad) || bad.Key != "n" || !strings.Contains(bad.Problem, "odd pile") {
			t.Errorf("%s: Ask(4): %v, want Start's *InputError", g.Title(), err)
		}
	}
	g := parity{moves: []int{1, 2, 3}}
	sol, _ := g.Solve(10, lim, nil)
	q, _ := game.Ask(g, sol, heap(5))
	b, _ := json.Marshal(q)
	want := `{"n":"5","outcome":"P","winningMoves":[],"policy":{"take":1,"leave":[4]}}`
	if string(b) != want {
		t.Errorf("parity JSON %s, want %s", b, want)
	}
}
