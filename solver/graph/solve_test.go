package graph

import (
	"math/big"
	"slices"
	"strconv"
	"strings"
	"testing"

	"stones/solver/game"
)

// boardGame is Cram on the board of rows × cols as package cram makes it:
// the sequence of the boards rows × k, vertex v the cell of row v mod
// rows and column v div rows.
func boardGame(rows, cols int) *Game {
	text := strconv.Itoa(rows) + "x" + strconv.Itoa(cols)
	return NewGame(Spec{Keys: []game.KeyValue{{Key: "board", Value: text}}, Title: "Cram on " + text, Rule: Domino, Key: "board", Text: text, Rows: rows,
		Seq: Sequence{Name: "board", Most: cols, Size: cols, At: func(k int) (*Graph, Set) {
			g := Grid(max(k, 0), rows)
			return g, g.All()
		}}})
}

// TestEvenBoardsList checks how far a board the symmetry strategy decides
// lists the smaller boards of its sequence, and at what cost, under the
// page's limits (2^30 steps, a table of 32 MiB): 4×8 lists 4×0 … 4×8, 4×7
// forecast from 4×3 and 4×5 to fit a 128th of the limit; 8×8 and 6×6 stop
// where a 1,024th ends, their next boards (8×5, 6×5) forecast not to fit
// a 128th; 12×4 stops where a 1,024th ends, 12×3 having no forecast (one
// board searched before it).
func TestEvenBoardsList(t *testing.T) {
	lim := game.Limits{Work: 1 << 30, Memory: 128 << 20, Where: "the page"}
	narrow, wide := lim.Work/listNarrow, lim.Work/listWide
	for _, c := range []struct {
		rows, cols, lists int
		most              int64 // the steps the listing may take
	}{
		{4, 8, 9, wide},
		{4, 16, 9, wide},
		{8, 8, 5, narrow + narrow/8},
		{6, 6, 5, narrow + narrow/8},
		{12, 4, 3, narrow + narrow/8},
		{2, 32, 33, narrow},
	} {
		sol, err := boardGame(c.rows, c.cols).Solve(100, lim, nil)
		if err != nil {
			t.Fatalf("%d×%d: %v", c.rows, c.cols, err)
		}
		steps := sol.Values.(*values).memo.(*Pruned).Steps()
		if len(sol.Nim) != c.lists || steps > c.most {
			t.Errorf("%d×%d lists %d boards in %d steps, want %d within %d", c.rows, c.cols, len(sol.Nim), steps, c.lists, c.most)
		}
	}
}

// TestBoardGivenFirst checks that a smaller board of a board's sequence
// that passes its part of the limit ends the list, and the board given is
// valued and answered all the same (solveBoardGiven): 5×6 (about
// 2,000,000 steps) passes a 128th of 2^27 (1,048,576), not an eighth.
func TestBoardGivenFirst(t *testing.T) {
	lim := game.Limits{Work: 1 << 27, Memory: 64 << 20}
	want := []uint32{0, 0, 1, 1, 2, 0, 2, 1} // 5×0 … 5×7
	for part, putOff := range map[int64]int{128: 6, 8: 0} {
		func() {
			defer func(was int64) { aheadPart = was }(aheadPart)
			aheadPart = part
			gm := boardGame(5, 7)
			sol, err := gm.Solve(100, lim, nil)
			if err != nil {
				t.Fatalf("5×7, a part of 1/%d: %v", part, err)
			}
			list := want
			if putOff > 0 {
				list = want[:putOff]
			}
			if !slices.Equal(sol.Nim, list) {
				t.Errorf("5×7, a part of 1/%d: %v; want %v", part, sol.Nim, list)
			}
			if q, err := game.Ask(gm, sol, big.NewInt(7)); err != nil || q.Nim == nil || q.Nim.Int64() != 1 {
				t.Errorf("5×7, a part of 1/%d: asked, %+v, %v; want nim-value 1", part, q, err)
			}
		}()
	}
}

// TestTreeGivenFirst checks that a tree under Kayles is valued before the
// smaller sizes of its sequence, which are then listed as far as a
// quarter of the limit beyond it (solveTrees): the random tree of 60
// vertices of BENCH.md takes about 12,000 trees searched, while its
// prefix of 46 vertices needs more than 4,000,000. At a limit of 200,000
// the tree is answered, P, its every option asked whether it wins (each
// option's largest tree asked one value, Memo.Wins), and the listing
// stops before 46 vertices within its budget.
func TestTreeGivenFirst(t *testing.T) {
	g := randomTrees(t)[60]
	lim := game.Limits{States: 200_000, Memory: 64 << 20}
	gm := gameOn(g, Kayles)
	sol, err := gm.Solve(100, lim, nil)
	if err != nil {
		t.Fatalf("Kayles on the random tree of 60 vertices at a limit of 200,000: %v", err)
	}
	searched, _ := sol.Values.(*values).memo.(*Memo).Valued()
	if n := len(sol.Nim); n < 30 || n > 46 || searched > 30_000+lim.States/listTrees {
		t.Errorf("the tree's sequence lists %d sizes in %d trees searched, want 30 to 46 within a quarter of the limit beyond the tree", n, searched)
	}
	q, err := game.Ask(gm, sol, big.NewInt(60))
	if err != nil || q.Outcome != game.P || q.Nim == nil || q.Nim.Int64() != 0 || len(q.WinningMoves) != 0 {
		t.Fatalf("the tree of 60 vertices: %+v, %v; want P, nim-value 0, no winning move", q, err)
	}
	// A list that stops short of the tree given (len) does not value it,
	// and is refused only for its own sizes.
	if sol, err := gm.Solve(20, game.Limits{States: 1_000}, nil); err != nil || len(sol.Nim) != 20 {
		t.Errorf("the first 20 sizes within 1,000 trees searched: %v", err)
	}
	if _, err := gm.Solve(46, game.Limits{States: 1_000}, nil); err == nil || !strings.Contains(err.Error(), "more than 1,000 trees searched") {
		t.Errorf("the first 46 sizes within 1,000 trees searched: %v, want a refusal naming the limit", err)
	}
}

// TestForestsPrunedUnderEveryRule checks that a forest is valued by the
// pruned search of trees under node Kayles and the domino rule, as under
// Kayles (Memo.pruned): the random tree of 50 vertices of BENCH.md, whose
// forms under the domino rule the forecast refused (about 34 million), is
// answered within the command line's limit on states, its sizes as the
// forms value those up to 30, its winning moves under node Kayles as the
// forms find them, and the limit counts trees searched.
func TestForestsPrunedUnderEveryRule(t *testing.T) {
	g := randomTrees(t)[50]
	for _, rule := range []Rule{Node, Domino} {
		gm := gameOn(g, rule)
		sol, err := gm.Solve(51, game.Limits{States: 4_000_000, Memory: 64 << 20}, nil)
		if err != nil || len(sol.Nim) != 51 {
			t.Fatalf("%v on the random tree of 50 vertices: %v, want its 51 sizes", rule, err)
		}
		forms := NewMemo(rule, 1_000_000)
		forms.prune = false
		for k := range 31 {
			gr, s := gm.Sequence().At(k)
			if v, err := forms.Nim(gr, s, nil); err != nil || v != sol.Nim[k] {
				t.Errorf("%v, size %d: %d, its forms %d (%v)", rule, k, sol.Nim[k], v, err)
			}
		}
		// The winning moves ask each option one question (Memo.Wins):
		// under node Kayles, whose forms value the options in a second,
		// every option is checked against them.
		q, err := game.Ask(gm, sol, big.NewInt(50))
		if err != nil || q.Nim == nil || q.Nim.Int64() != int64(sol.Nim[50]) || (q.Outcome == game.N) != (sol.Nim[50] != 0) {
			t.Fatalf("%v, the tree of 50 vertices: %+v, %v; want nim-value %d", rule, q, err, sol.Nim[50])
		}
		if rule == Node {
			wins := 0
			for v := range 50 {
				left := g.All() &^ (1<<uint(v) | g.Neighbours(v))
				if x, err := forms.Nim(g, left, nil); err == nil && x == 0 {
					wins++
				}
			}
			if len(q.WinningMoves) != wins {
				t.Errorf("node Kayles on the tree of 50 vertices: %d winning moves, its forms find %d", len(q.WinningMoves), wins)
			}
		}
		if _, err := gm.Solve(51, game.Limits{States: 10}, nil); err == nil || !strings.Contains(err.Error(), "trees searched") {
			t.Errorf("%v within 10 states: %v, want a refusal counting trees searched", rule, err)
		}
	}
}
