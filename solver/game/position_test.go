package game_test

import (
	"errors"
	"math/big"
	"strings"
	"testing"

	"stones/solver/game"
	"stones/solver/gametest"
)

// firstMove returns the position the first move of p leads to.
func firstMove(p game.Position) game.Position {
	var next game.Position
	p.Moves(func(_ game.Move, q game.Position) bool { next = q; return false })
	return next
}

func TestPositionStrings(t *testing.T) {
	sub := gametest.Subtraction{Moves: []int{1, 2, 3}}
	part := partizan{left: []int{1}, right: []int{2}}
	for _, tc := range []struct {
		name string
		p    game.Position
		want string
		next string // after the first move
	}{
		{"a sum", game.Heaps(sub, gametest.Heaps(3, 5, 7)...), "3,5,7", "2,5,7"},
		{"heaps of 0 are dropped", game.Heaps(sub, gametest.Heaps(1, 0, 5)...), "1,5", "5"},
		{"the empty sum", game.Heaps(sub, gametest.Heaps(0, 0)...), "0", ""},
		{"rings open into rows", game.Heaps(ring{}, gametest.Heaps(5, 7)...), "r5,r7", "4,r7"},
		{"a row splits in place", game.Heaps(kayles{}, gametest.Heaps(5, 2)...), "5,2", "4,2"},
		{"a partizan heap", game.Heap(part, heap(12), game.L), "12;L", "11;R"},
		{"a partizan heap of 0", game.Heap(part, heap(0), game.R), "0;R", ""},
	} {
		t.Run(tc.name, func(t *testing.T) {
			if got := tc.p.String(); got != tc.want {
				t.Errorf("String() = %q, want %q", got, tc.want)
			}
			next := firstMove(tc.p)
			got := ""
			if next != nil {
				got = next.String()
			}
			if got != tc.next {
				t.Errorf("after the first move: %q, want %q", got, tc.next)
			}
		})
	}
	p := game.Heaps(kayles{}, heap(3))
	var got []string
	p.Moves(func(m game.Move, q game.Position) bool {
		got = append(got, moveText(m)+"="+q.String())
		return true
	})
	if want := ":1→2=2 :1→1+1=1,1 :2→1=1"; strings.Join(got, " ") != want {
		t.Errorf("moves of Kayles 3: %v, want %s", got, want)
	}
	if game.Heaps(gametest.Subtraction{Moves: []int{1}, IsMisere: true}, heap(1)).MoverWinsAtEnd() != true ||
		game.Heaps(sub, heap(1)).MoverWinsAtEnd() {
		t.Errorf("MoverWinsAtEnd is not the game's play")
	}
}

// A family of moves (Move.Every) stands for all its splits: positions list
// them one by one.
func TestPositionFamilies(t *testing.T) {
	for n := range 30 {
		var plain, families []string
		game.Heaps(kayles{}, heap(n)).Moves(func(_ game.Move, q game.Position) bool {
			plain = append(plain, q.String())
			return true
		})
		game.Heaps(kayles{families: true}, heap(n)).Moves(func(m game.Move, q game.Position) bool {
			if m.Every != 0 {
				t.Fatalf("heap %d: a family %v among a position's moves", n, m)
			}
			families = append(families, q.String())
			return true
		})
		if len(plain) != len(families) {
			t.Fatalf("heap %d: %d moves, %d with families", n, len(plain), len(families))
		}
	}
}

func TestParsePosition(t *testing.T) {
	sub := gametest.Subtraction{Moves: []int{1, 2, 3}}
	part := partizan{left: []int{1}, right: []int{2}}
	par := parity{moves: []int{1, 2, 3}}
	parSol, _ := par.Solve(10, lim, nil)
	for _, tc := range []struct {
		g    game.Game
		text string
		want string // the position's String, or the error's Problem
		bad  bool
	}{
		{sub, "3,5,7", "3,5,7", false},
		{sub, " 3 , 05 ,0", "3,5", false},
		{sub, "0", "0", false},
		{ring{}, "r5,7", "r5,7", false},
		{ring{}, "5,r7", "5,r7", false},
		{part, "12;L", "12;L", false},
		{part, "3,4;R", "3,4;R", false},
		{par, "9;hold=0,1", "9;hold=0,1", false},
		{sub, "", "give heap sizes such as 3,5,7", true},
		{sub, "3,,5", "an empty item between commas", true},
		{sub, "3,x", `is not a whole number: use the digits 0-9 only`, true},
		{sub, "r5", `is not a whole number: use the digits 0-9 only`, true},
		{sub, "-1", `a heap size cannot be negative`, true},
		{sub, strings.Repeat("9", 101), "has 101 digits; at most 100 are allowed", true},
		{sub, strings.Repeat("1,", 2049), "is longer than 4096 characters", true},
		{part, "12", "give the heap and the player to move, as in 12;L", true},
		{part, "12;X", "the player to move after ';' must be L or R", true},
		{par, "9;hold=2,1", "give a pile and the holdings' parities, as in 9;hold=0,1", true},
	} {
		p, err := game.ParsePosition(tc.g, parSol, tc.text)
		if tc.bad {
			var bad *game.InputError
			if !errors.As(err, &bad) || bad.Key != "position" || bad.Problem != tc.want {
				t.Errorf("ParsePosition(%s, %q): %v, want an *InputError of the key position: %s", tc.g.Title(), tc.text, err, tc.want)
			}
			continue
		}
		if err != nil || p.String() != tc.want {
			t.Errorf("ParsePosition(%s, %q) = %v, %v; want %s", tc.g.Title(), tc.text, p, err, tc.want)
		}
	}
}

func FuzzParsePosition(f *testing.F) {
	for _, s := range []string{"3,5,7", "r5,7", "12;L", "0", " 1 ,2", "r", "3;R;L", "9;hold=1,0"} {
		f.Add(s)
	}
	par := parity{moves: []int{1, 2}}
	parSol, _ := par.Solve(10, lim, nil)
	games := []game.Game{gametest.Subtraction{Moves: []int{1, 2}}, ring{}, partizan{left: []int{1}, right: []int{2}}, par}
	f.Fuzz(func(t *testing.T, text string) {
		for _, g := range games {
			p, err := game.ParsePosition(g, parSol, text)
			if err != nil {
				var bad *game.InputError
				if !errors.As(err, &bad) || bad.Key != "position" {
					t.Fatalf("ParsePosition(%s, %q): %v, not an *InputError of the key position", g.Title(), text, err)
				}
				continue
			}
			q, err := game.ParsePosition(g, parSol, p.String())
			if err != nil || q.String() != p.String() {
				t.Fatalf("ParsePosition(%s, %q) = %s, which reads back as %v, %v", g.Title(), text, p, q, err)
			}
		}
	})
}

// Heaps copies its heaps: the caller may change them afterwards.
func TestHeapsCopies(t *testing.T) {
	h := big.NewInt(5)
	p := game.Heaps(gametest.Subtraction{Moves: []int{1}}, h)
	h.SetInt64(9)
	if p.String() != "5" {
		t.Errorf("the position changed with the caller's heap: %s", p)
	}
}

// Positions say themselves in words, name the side to move of a partizan
// game, and the rule that ends them; moves are equal when they make the
// same heaps.
func TestPositionWords(t *testing.T) {
	sub := gametest.Subtraction{Moves: []int{1, 2, 3}}
	part := partizan{left: []int{1}, right: []int{2}}
	for _, tc := range []struct {
		name  string
		p     game.Position
		words string
		side  game.Side
		end   game.End
	}{
		{"a sum", game.Heaps(sub, gametest.Heaps(3, 5, 7)...), "3 · 5 · 7", "", game.EndNormal},
		{"the empty sum", game.Heaps(sub), "0", "", game.EndNormal},
		{"a misère heap", game.Heaps(gametest.Subtraction{Moves: []int{1}, IsMisere: true}, heap(0)), "0", "", game.EndMisere},
		{"rings and rows", firstMove(game.Heaps(ring{}, gametest.Heaps(5, 7)...)), "4 · r7", "", game.EndNormal},
		{"a partizan heap", game.Heap(part, heap(12), game.L), "12 · Left to move", game.Left, game.EndNormal},
		{"a partizan sum", firstMove(game.Heap(part, heap(4), game.L)), "3 · Right to move", game.Right, game.EndNormal},
	} {
		if got := game.Words(tc.p); got != tc.words {
			t.Errorf("%s: Words = %q, want %q", tc.name, got, tc.words)
		}
		if got := game.SideOf(tc.p); got != tc.side || got.Other().Other() != tc.side {
			t.Errorf("%s: SideOf = %q, want %q", tc.name, got, tc.side)
		}
		if got := game.EndOf(tc.p); got != tc.end {
			t.Errorf("%s: EndOf = %q, want %q", tc.name, got, tc.end)
		}
	}
	if game.Left.Other() != game.Right || game.Right.Other() != game.Left {
		t.Error("Left and Right are not each other's other side")
	}
	take := game.Take(heap(9), 2)
	for _, tc := range []struct {
		a, b game.Move
		want bool
	}{
		{take, game.Take(heap(9), 2), true},
		{take, game.Take(heap(9), 3), false},
		{take, game.Take(heap(10), 2), false},
		{take, game.BigMove(big.NewInt(2), gametest.Heaps(3, 4)...), false},
		{game.BigMove(big.NewInt(2), gametest.Heaps(3, 4)...), game.BigMove(big.NewInt(2), gametest.Heaps(4, 3)...), false},
		{take, game.Move{Player: "L", Take: 2, Leave: gametest.Heaps(7)}, false},
	} {
		if got := tc.a.Equal(tc.b); got != tc.want || tc.b.Equal(tc.a) != tc.want {
			t.Errorf("%s equal to %s: %v, want %v", moveText(tc.a), moveText(tc.b), got, tc.want)
		}
	}
}
