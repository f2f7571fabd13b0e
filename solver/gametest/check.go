package gametest

import (
	"fmt"
	"math/big"
	"slices"
	"strings"
	"testing"

	"stones/solver/game"
)

// Check compares what the solution of g says of its heaps 0..upTo−1 with
// the game tree, through the shape's positions (game.Heaps, game.Heap,
// History.Start), for a family's table test:
//
//   - impartial: the Outcomes and Nim letters listed, Values.Outcome and,
//     in normal play, NimValues.Nim; game.Ask: outcome, nim-value, NoMove
//     and winning moves (every one listed must win; all of them unless the
//     Values implement game.Winner); game.SumOf on the pairs of heaps below
//     min(upTo, 8), with every winning move;
//   - partizan: the Outcomes, LeftFirst and RightFirst letters, and game.Ask
//     with each player's winning moves;
//   - history: from History.Start(n) (heaps that are not positions are
//     skipped), the Outcomes letters and game.Ask.
//
// Failures read "Ask(68).Outcome = P, want N". The cost is that of the
// game tree of the largest heap: keep upTo small for games whose moves
// split heaps.
func Check(t testing.TB, g game.Game, sol *game.Solution, upTo int) {
	t.Helper()
	e := New()
	switch g := g.(type) {
	case game.Impartial:
		checkImpartial(t, e, g, sol, upTo)
	case game.Partizan:
		checkPartizan(t, e, g, sol, upTo)
	case game.History:
		checkHistory(t, e, g, sol, upTo)
	default:
		t.Fatalf("Check: %s is of no known shape", g.Title())
	}
}

// letter returns the outcome letter of a position for the player to move.
func (e *Exhaustive) letter(p game.Position) game.Outcome {
	if e.Wins(p) {
		return game.N
	}
	return game.P
}

// listed checks letters[n], when listed, against want.
func listed(t testing.TB, what, letters string, n int, want game.Outcome) {
	t.Helper()
	if n < len(letters) && game.Outcome(letters[n]) != want {
		t.Errorf("%s[%d] = %c, want %v", what, n, letters[n], want)
	}
}

// moveKey writes a move for comparisons, its family expanded: one key a
// split it stands for.
func moveKey(m game.Move) []string {
	leaves := func(ls []*big.Int) string {
		s := make([]string, len(ls))
		for i, l := range ls {
			s[i] = l.String()
		}
		return m.Player + ":" + m.Amount() + "→" + strings.Join(s, "+")
	}
	if m.Every == 0 || len(m.Leave) != 2 {
		return []string{leaves(m.Leave)}
	}
	var keys []string
	e := big.NewInt(int64(m.Every))
	a, b := new(big.Int).Set(m.Leave[0]), new(big.Int).Set(m.Leave[1])
	for ; a.Cmp(b) <= 0; a, b = new(big.Int).Add(a, e), new(big.Int).Sub(b, e) {
		keys = append(keys, leaves([]*big.Int{a, b}))
	}
	return keys
}

// winning lists the keys of the moves from p to positions lost for the
// opponent, sorted.
func (e *Exhaustive) winning(p game.Position) []string {
	keys := []string{}
	p.Moves(func(m game.Move, next game.Position) bool {
		if !e.Wins(next) {
			keys = append(keys, moveKey(m)...)
		}
		return true
	})
	slices.Sort(keys)
	return keys
}

// checkMoves checks the winning moves a query lists against the tree's:
// each must be one, and all must be there when complete.
func checkMoves(t testing.TB, what string, got []string, want []string, complete bool) {
	t.Helper()
	slices.Sort(got)
	if complete && !slices.Equal(got, want) {
		t.Errorf("%s winning moves %v, want %v", what, got, want)
		return
	}
	for _, k := range got {
		if _, found := slices.BinarySearch(want, k); !found {
			t.Errorf("%s lists %s, which is not a winning move (those are %v)", what, k, want)
		}
	}
}

func checkImpartial(t testing.TB, e *Exhaustive, g game.Impartial, sol *game.Solution, upTo int) {
	t.Helper()
	nv, hasNim := sol.Values.(game.NimValues)
	hasNim = hasNim && !g.Misere()
	_, winner := sol.Values.(game.Winner)
	for n := range upTo {
		h := big.NewInt(int64(n))
		p := game.Heaps(g, h)
		want := e.letter(p)
		listed(t, "Outcomes", sol.Outcomes, n, want)
		if o, err := sol.Values.Outcome(h); err != nil || o != want {
			t.Errorf("Values.Outcome(%d) = %v, %v; want %v", n, o, err, want)
		}
		var nim uint32
		if hasNim {
			nim = e.Nim(p)
			if n < len(sol.Nim) && sol.Nim[n] != nim {
				t.Errorf("Nim[%d] = %d, want %d", n, sol.Nim[n], nim)
			}
			if v, err := nv.Nim(h); err != nil || v != nim {
				t.Errorf("Values.Nim(%d) = %d, %v; want %d", n, v, err, nim)
			}
		}
		q, err := game.Ask(g, sol, h)
		if err != nil {
			t.Errorf("Ask(%d): %v", n, err)
			continue
		}
		moved := false
		p.Moves(func(game.Move, game.Position) bool { moved = true; return false })
		gotNim := "none"
		if q.Nim != nil {
			gotNim = q.Nim.String()
		}
		wantNim := "none"
		if hasNim {
			wantNim = fmt.Sprint(nim)
		}
		if q.Outcome != want || q.NoMove == moved || gotNim != wantNim {
			t.Errorf("Ask(%d) = %v (no move %v, nim %s), want %v (no move %v, nim %s)", n, q.Outcome, q.NoMove, gotNim, want, !moved, wantNim)
		}
		var got []string
		for _, m := range q.WinningMoves {
			got = append(got, moveKey(m)...)
		}
		checkMoves(t, fmt.Sprintf("Ask(%d)", n), got, e.winning(p), !winner)
	}
	_, opener := g.(game.Opener)
	most := min(upTo, 8)
	lim := game.Limits{Work: 1 << 24, States: 1 << 16, Where: "the tests"}
	for a := range most {
		for b := a; b < most; b++ {
			hs := []*big.Int{big.NewInt(int64(a)), big.NewInt(int64(b))}
			s, err := game.SumOf(g, sol, hs, lim, nil)
			if err != nil {
				t.Errorf("SumOf(%d,%d): %v", a, b, err)
				continue
			}
			if want := e.letter(game.Heaps(g, hs...)); s.Outcome != want {
				t.Errorf("SumOf(%d,%d).Outcome = %v, want %v", a, b, s.Outcome, want)
			}
			got := []string{}
			for _, m := range s.WinningMoves {
				for _, k := range moveKey(m.Move) {
					got = append(got, fmt.Sprint(m.Heap, k))
				}
			}
			// The tree's winning moves: heap i replaced by what a move
			// leaves (rows, for an Opener), beside the other heap.
			want := []string{}
			for i, h := range hs {
				g.Options(h, func(m game.Move) bool {
					for _, leave := range concrete(m) {
						parts := []string{ring(hs[1-i], opener)}
						for _, l := range leave {
							parts = append(parts, l.String())
						}
						child, err := game.ParsePosition(g, sol, strings.Join(parts, ","))
						if err != nil {
							t.Fatalf("ParsePosition(%v): %v", parts, err)
						}
						if !e.Wins(child) {
							c := m
							c.Leave, c.Every = leave, 0
							want = append(want, fmt.Sprint(i, moveKey(c)[0]))
						}
					}
					return true
				})
			}
			slices.Sort(got)
			slices.Sort(want)
			if !slices.Equal(got, want) {
				t.Errorf("SumOf(%d,%d) winning moves %v, want %v", a, b, got, want)
			}
		}
	}
}

// ring writes a heap given to an Opener with its mark r.
func ring(h *big.Int, opener bool) string {
	if opener {
		return "r" + h.String()
	}
	return h.String()
}

// concrete returns the leaves of each split a move stands for: its own, or
// those of its family (Move.Every).
func concrete(m game.Move) [][]*big.Int {
	if m.Every == 0 || len(m.Leave) != 2 {
		return [][]*big.Int{m.Leave}
	}
	var out [][]*big.Int
	e := big.NewInt(int64(m.Every))
	for a, b := m.Leave[0], m.Leave[1]; a.Cmp(b) <= 0; a, b = new(big.Int).Add(a, e), new(big.Int).Sub(b, e) {
		out = append(out, []*big.Int{a, b})
	}
	return out
}

func checkPartizan(t testing.TB, e *Exhaustive, g game.Partizan, sol *game.Solution, upTo int) {
	t.Helper()
	for n := range upTo {
		h := big.NewInt(int64(n))
		left, right := game.Heap(g, h, game.L), game.Heap(g, h, game.R)
		lw, rw := e.Wins(left), e.Wins(right)
		lf, rf, class := game.R, game.L, game.P
		if lw {
			lf = game.L
		}
		if rw {
			rf = game.R
		}
		switch {
		case lw && rw:
			class = game.N
		case lw:
			class = game.L
		case rw:
			class = game.R
		}
		listed(t, "Outcomes", sol.Outcomes, n, class)
		listed(t, "LeftFirst", sol.LeftFirst, n, lf)
		listed(t, "RightFirst", sol.RightFirst, n, rf)
		q, err := game.Ask(g, sol, h)
		if err != nil {
			t.Errorf("Ask(%d): %v", n, err)
			continue
		}
		if q.Outcome != class || q.LeftFirst != lf || q.RightFirst != rf {
			t.Errorf("Ask(%d) = %v, first %v, %v; want %v, %v, %v", n, q.Outcome, q.LeftFirst, q.RightFirst, class, lf, rf)
		}
		want := []string{}
		if lw {
			want = append(want, e.winning(left)...)
		}
		if rw {
			want = append(want, e.winning(right)...)
		}
		slices.Sort(want)
		var got []string
		for _, m := range q.WinningMoves {
			got = append(got, moveKey(m)...)
		}
		checkMoves(t, fmt.Sprintf("Ask(%d)", n), got, want, true)
	}
}

func checkHistory(t testing.TB, e *Exhaustive, g game.History, sol *game.Solution, upTo int) {
	t.Helper()
	_, winner := sol.Values.(game.Winner)
	for n := range upTo {
		h := big.NewInt(int64(n))
		p, err := g.Start(h)
		if err != nil {
			continue // not a position of the game
		}
		want := e.letter(p)
		listed(t, "Outcomes", sol.Outcomes, n, want)
		q, err := game.Ask(g, sol, h)
		if err != nil {
			t.Errorf("Ask(%d): %v", n, err)
			continue
		}
		if q.Outcome != want {
			t.Errorf("Ask(%d).Outcome = %v, want %v", n, q.Outcome, want)
		}
		var got []string
		for _, m := range q.WinningMoves {
			got = append(got, moveKey(m)...)
		}
		checkMoves(t, fmt.Sprintf("Ask(%d)", n), got, e.winning(p), !winner)
	}
}
