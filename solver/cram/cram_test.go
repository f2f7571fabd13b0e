package cram

import (
	"errors"
	"fmt"
	"math/big"
	"strings"
	"testing"

	"stones/solver/game"
	"stones/solver/gametest"
	"stones/solver/graph"
	"stones/solver/octal"
)

var limits = game.Limits{States: 1 << 22, Work: 1 << 30, Memory: 64 << 20, Where: "the tests"}

// solveBoard returns the nim-values of the boards rows × 0..cols of the
// board the keys give.
func solveBoard(t *testing.T, board, holes string) *game.Solution {
	t.Helper()
	keys := map[string]string{"board": board}
	if holes != "" {
		keys["holes"] = holes
	}
	g, err := gametest.Build(&Family, keys)
	if err != nil {
		t.Fatal(err)
	}
	sol, err := g.(*graph.Game).Solve(1000, limits, nil)
	if err != nil {
		t.Fatal(err)
	}
	return sol
}

// TestPublished pins the nim-values that the literature gives: T. Plick's
// nimcalc (its README's test line "3 x 6: 4") and P. Beling's table in the
// README of impartial-games, which credits the smaller boards to Lemoine
// and Viennot's Glop and to M. Schneider, "Das Spiel Juvavum" (2009).
func TestPublished(t *testing.T) {
	for _, c := range []struct {
		board  string
		want   uint32
		source string
	}{
		{"3x6", 4, "nimcalc"},
		{"4x5", 2, "Beling"},
		{"5x4", 2, "Beling, transposed"},
		{"4x6", 0, "Beling"},
		{"4x7", 3, "Beling"},
		{"5x5", 0, "Beling"},
		{"5x6", 2, "Beling"},
		{"4x9", 1, "Beling"},
		{"6x6", 0, "Beling; the symmetry strategy"},
		{"8x8", 0, "Beling; the symmetry strategy"},
	} {
		sol := solveBoard(t, c.board, "")
		_, cols, _ := game.ParseBoard("board", c.board)
		got, err := sol.Values.(game.NimValues).Nim(big.NewInt(int64(cols)))
		if err != nil {
			t.Fatal(err)
		}
		if got != c.want {
			t.Errorf("Cram on %s = %d, want %d (%s)", c.board, got, c.want, c.source)
		}
	}
}

// TestOneRowIsDawsonsKayles checks that Cram on 1×n is the octal game
// 0.07 (Demaine's notes, linear Cram) up to 64 cells, and that the
// teaching text names it with its proven period.
func TestOneRowIsDawsonsKayles(t *testing.T) {
	sol := solveBoard(t, "1x64", "")
	rows := octal.NewRows(octal.MustParseCode("0.07"), octal.AllSplits)
	if err := rows.Extend(65, 1<<40, nil); err != nil {
		t.Fatal(err)
	}
	if len(sol.Nim) != 65 {
		t.Fatalf("1×n lists %d sizes, want 65", len(sol.Nim))
	}
	for n, v := range sol.Nim {
		if want := rows.At(n); v != want {
			t.Errorf("Cram on 1×%d = %d, want %d (0.07)", n, v, want)
		}
	}
	oct, err := octal.NewRow(octal.MustParseCode("0.07")).Solve(1, game.Limits{MaxLen: 1 << 20, Search: 1 << 16, NimSearch: 1 << 16, Work: 1 << 30}, nil)
	if err != nil {
		t.Fatal(err)
	}
	p := oct.NimPeriod
	claim := fmt.Sprintf("periodic from %d on with period %d", p.Preperiod, p.Period)
	if teach := New(1, 64, nil).Teach(); !strings.Contains(teach, claim) {
		t.Errorf("the teaching text of 1×n does not say %q: %s", claim, teach)
	}
	if teach := New(1, 20, []game.Cell{{Row: 0, Col: 2}}).Teach(); strings.Contains(teach, "game=octal") {
		t.Errorf("a row with a hole claims 0.07: %s", teach)
	}
}

// TestHoles checks that holes split a board as they should: a hole in the
// middle of 1×5 leaves two rows of 2, worth 1 ⊕ 1 = 0.
func TestHoles(t *testing.T) {
	sol := solveBoard(t, "1x5", "1.3")
	if got := sol.Nim[5]; got != 0 {
		t.Errorf("1×5 without 1.3 = %d, want 0 (two dominoes' rows)", got)
	}
	if got := sol.Nim[2]; got != 1 {
		t.Errorf("1×2 (before the hole) = %d, want 1", got)
	}
}

func TestParse(t *testing.T) {
	for _, c := range []struct{ board, holes, want string }{
		{"3x", "", `board: "3x": "" is not a number of columns`},
		{"0x3", "", "from 1"},
		{"3*6", "", "rows x columns"},
		{"9x9", "", "has 81 cells; a board may have at most 64"},
		{"1x65", "", "has 65 columns"},
		{"3x6", "4.1", `holes: "4.1": "4.1" is off the board of 3 rows and 6 columns`},
		{"3x6", "1.1,1.1", "given twice"},
		{"3x6", "1-1", "write row.column"},
	} {
		keys := map[string]string{"board": c.board}
		if c.holes != "" {
			keys["holes"] = c.holes
		}
		_, err := gametest.Build(&Family, keys)
		if err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("board=%s holes=%s: %v, want an error with %q", c.board, c.holes, err, c.want)
		}
	}
	g, err := gametest.Build(&Family, map[string]string{"board": " 3X6 ", "holes": "2.3, 1.1"})
	if err != nil {
		t.Fatal(err)
	}
	if got := g.Keys(); len(got) != 2 || got[0].Value != "3x6" || got[1].Value != "1.1,2.3" {
		t.Errorf("Keys() = %v, want board 3x6 and holes 1.1,2.3", got)
	}
	// holes= (empty) is no hole, left out of the normal form.
	g, err = gametest.Build(&Family, map[string]string{"board": "3X4", "holes": ""})
	if err != nil {
		t.Fatal(err)
	}
	if got := g.Keys(); len(got) != 1 || got[0].Value != "3x4" {
		t.Errorf("board=3X4&holes=: Keys() = %v, want board 3x4 alone", got)
	}
}

// TestPositions checks the printable form of positions and their moves'
// words on a board.
func TestPositions(t *testing.T) {
	g := New(2, 3, []game.Cell{{Row: 0, Col: 0}})
	sol, err := g.Solve(10, limits, nil)
	if err != nil {
		t.Fatal(err)
	}
	start, err := g.Start(big.NewInt(3))
	if err != nil {
		t.Fatal(err)
	}
	if start.String() != "3" {
		t.Errorf("the start prints %q, want 3", start)
	}
	var phrases []string
	start.Moves(func(m game.Move, next game.Position) bool {
		phrases = append(phrases, g.MovePhrase(m))
		back, err := sol.Values.(game.PositionValues).ParsePosition(next.String())
		if err != nil || back.String() != next.String() {
			t.Errorf("ParsePosition(%q) = %v, %v", next, back, err)
		}
		return true
	})
	want := "place a domino on 2.1 and 2.2|place a domino on 1.2 and 2.2|place a domino on 1.2 and 1.3|place a domino on 2.2 and 2.3|place a domino on 1.3 and 2.3"
	if got := strings.Join(phrases, "|"); got != want {
		t.Errorf("the moves of 2×3 without 1.1:\n%s\nwant\n%s", got, want)
	}
	for _, bad := range []string{"4", "3;0", "3;9", "x"} {
		if _, err := g.ParsePosition(bad); err == nil {
			t.Errorf("ParsePosition(%q) accepted", bad)
		}
	}
	// The regions a domino leaves, ascending.
	g = New(3, 4, []game.Cell{{Row: 0, Col: 0}, {Row: 1, Col: 2}})
	start, _ = g.Start(big.NewInt(3))
	var leaves []string
	start.Moves(func(m game.Move, _ game.Position) bool {
		leaves = append(leaves, fmt.Sprint(m.Taken, m.Leave))
		return true
	})
	if got, want := strings.Join(leaves, " "), "[1 2] [5] [1 4] [2 3] [2 5] [1 4] [3 4] [1 4] [3 6] [5] [4 5] [1 2 2] [5 8] [5]"; got != want {
		t.Errorf("the moves of 3×3 without 1.1 and 2.3 (taken, leave):\n%s\nwant\n%s", got, want)
	}
}

// TestLimit checks that a board beyond the limit of work is refused
// naming the limit and the key board.
func TestLimit(t *testing.T) {
	g := New(5, 6, nil)
	_, err := g.Solve(10, game.Limits{Work: 100, Where: "the page"}, nil)
	var in *game.InputError
	if !errors.As(err, &in) || in.Key != "board" || !strings.Contains(in.Problem, "more than 100 steps") || !strings.Contains(in.Problem, "the page") {
		t.Errorf("5×6 within 100 steps: %v, want an *InputError of board naming the limit", err)
	}
}

// TestEvenBoardsAtOnce checks that an empty board with both sides even
// is answered 0 by the symmetry strategy within a small limit of work,
// the smaller boards listed as far as a small part of it reaches, and
// that a board beyond the limit is refused by it (issue 32: 6×6 and 8×8
// were refused after a minute). Under the page's limits 4×8 lists every
// board 4×0 … 4×8 (issue 30: 4×7, a 1,024th of the page's work and a
// little more, was left out), 4×7 = 3 as Beling's table has it.
func TestEvenBoardsAtOnce(t *testing.T) {
	page := game.Limits{Work: 1 << 30, Memory: 128 << 20, Where: "the page"}
	sol, err := New(4, 8, nil).Solve(100, page, nil)
	if err != nil {
		t.Fatal(err)
	}
	if got, want := fmt.Sprint(sol.Nim), "[0 2 0 1 0 2 0 3 0]"; got != want {
		t.Errorf("4×8 on the page lists the values %s, want %s (4×0 … 4×8)", got, want)
	}
	lim := game.Limits{Work: 1 << 20, Memory: 1 << 20, Where: "the page"}
	for _, board := range [][2]int{{6, 6}, {8, 8}, {2, 32}, {4, 16}} {
		sol, err := New(board[0], board[1], nil).Solve(100, lim, nil)
		if err != nil {
			t.Fatalf("%v: %v", board, err)
		}
		if v, err := sol.Values.(game.NimValues).Nim(big.NewInt(int64(board[1]))); v != 0 || err != nil {
			t.Errorf("Cram on %d×%d = %d, %v; want 0 by the symmetry strategy", board[0], board[1], v, err)
		}
	}
	_, err = New(7, 9, nil).Solve(100, lim, nil)
	var in *game.InputError
	if !errors.As(err, &in) || in.Key != "board" || !strings.Contains(in.Problem, "limit of work") {
		t.Errorf("7×9 within 2^20 steps: %v, want an *InputError of board naming the limit of work", err)
	}
}

// TestTwoRows checks the 2×n boards, n = 0 … 32 (64 cells), against
// Uiterwijk's theorem ("Construction and investigation of Cram endgame
// databases", ICGA Journal): 0 for n even (the symmetry strategy), 1 for
// n odd.
func TestTwoRows(t *testing.T) {
	sol := solveBoard(t, "2x32", "")
	if len(sol.Nim) != 33 {
		t.Fatalf("2×n for n = 0..32: %d values", len(sol.Nim))
	}
	for n, v := range sol.Nim {
		if want := uint32(n % 2); v != want {
			t.Errorf("Cram on 2×%d = %d, want %d (Uiterwijk)", n, v, want)
		}
	}
}
