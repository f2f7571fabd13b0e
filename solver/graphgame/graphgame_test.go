package graphgame

import (
	"context"
	"errors"
	"fmt"
	"math/big"
	"math/rand/v2"
	"strings"
	"testing"

	"stones/solver/game"
	"stones/solver/gametest"
	"stones/solver/graph"
	"stones/solver/octal"
)

var limits = game.Limits{States: 1 << 22, Where: "the tests"}

// gameOf builds the game of the keys graph and rule.
func gameOf(t *testing.T, text, rule string) *graph.Game {
	t.Helper()
	g, err := gametest.Build(&Family, map[string]string{"graph": text, "rule": rule})
	if err != nil {
		t.Fatal(err)
	}
	return g.(*graph.Game)
}

// TestPathsAreOctal checks the sequence of paths under each rule against
// the octal game it is, and the period the teaching text claims against
// that game's proven period (package octal).
func TestPathsAreOctal(t *testing.T) {
	for _, c := range []struct{ rule, code string }{{"kayles", "0.77"}, {"node", "0.137"}, {"domino", "0.07"}} {
		g := gameOf(t, "path:64", c.rule)
		sol, err := g.Solve(1000, limits, nil)
		if err != nil {
			t.Fatal(err)
		}
		code := octal.MustParseCode(c.code)
		oct, err := octal.NewRow(code).Solve(65, game.Limits{MaxLen: 1 << 20, Search: 1 << 16, NimSearch: 1 << 16, Work: 1 << 30}, nil)
		if err != nil {
			t.Fatal(err)
		}
		if len(sol.Nim) != 65 {
			t.Fatalf("path:n lists %d sizes, want 65", len(sol.Nim))
		}
		for n, v := range sol.Nim {
			if v != oct.Nim[n] {
				t.Errorf("%s on path:%d = %d, want %d (%s)", c.rule, n, v, oct.Nim[n], c.code)
			}
		}
		p := oct.NimPeriod
		claim := fmt.Sprintf("the octal game %s (game=octal&code=%s), periodic from %d on with period %d", c.code, c.code, p.Preperiod, p.Period)
		if !strings.Contains(g.Teach(), claim) {
			t.Errorf("the teaching text of %s on paths does not say %q: %s", c.rule, claim, g.Teach())
		}
	}
}

// TestCycles checks Kayles on cycles against its one-move reduction: the
// first move opens the ring into a path of n−1 or n−2 (Demaine's notes).
func TestCycles(t *testing.T) {
	path, err := gameOf(t, "path:64", "kayles").Solve(65, limits, nil)
	if err != nil {
		t.Fatal(err)
	}
	cyc, err := gameOf(t, "cycle:64", "kayles").Solve(65, limits, nil)
	if err != nil {
		t.Fatal(err)
	}
	for n := 3; n <= 64; n++ {
		a, b := path.Nim[n-1], path.Nim[n-2]
		want := uint32(0)
		for want == a || want == b {
			want++
		}
		if cyc.Nim[n] != want {
			t.Errorf("Kayles on cycle:%d = %d, want mex{%d, %d} = %d", n, cyc.Nim[n], a, b, want)
		}
	}
}

// TestSequences checks what the sequence of each kind of graph lists and
// where it stops.
func TestSequences(t *testing.T) {
	for _, c := range []struct {
		text, norm, name string
		sizes            int
	}{
		{"path:10", "path:10", "path:n", 65},
		{"star:6", "star:6", "star:n", 64},
		{" grid:2x5 ", "grid:2x5", "grid:2×n", 6},
		{"spider:3, 4,5", "spider:3,4,5", "the first n vertices", 14},
		{"2-1,0-1,3", "0-1,1-2,3", "the first n vertices", 5},
	} {
		g := gameOf(t, c.text, "kayles")
		sol, err := g.Solve(1000, limits, nil)
		if err != nil {
			t.Fatal(err)
		}
		if g.Keys()[0].Value != c.norm || g.Sequence().Name != c.name || len(sol.Nim) != c.sizes {
			t.Errorf("graph=%s: %s, %s, %d sizes; want %s, %s, %d", c.text, g.Keys()[0].Value, g.Sequence().Name, len(sol.Nim), c.norm, c.name, c.sizes)
		}
	}
	// Beyond the sequence: refused, naming why.
	g := gameOf(t, "path:10", "kayles")
	if _, err := g.Start(big.NewInt(65)); err == nil || !strings.Contains(err.Error(), "more than 64 vertices") {
		t.Errorf("Start(65) of path:n: %v, want the limit of 64 vertices", err)
	}
	g = gameOf(t, "grid:2x5", "kayles")
	if _, err := g.Start(big.NewInt(6)); err == nil || !strings.Contains(err.Error(), "stops at the graph given") {
		t.Errorf("Start(6) of grid:2x5: %v, want the sequence's end", err)
	}
}

// TestAgainstPlainSearch checks the values of random graphs, of every
// size of their sequence, against a plain search over sets of vertices.
func TestAgainstPlainSearch(t *testing.T) {
	r := rand.New(rand.NewPCG(9, 10))
	for i := range 60 {
		n := 1 + r.IntN(10)
		var edges []string
		for u := range n {
			joined := false
			for v := u + 1; v < n; v++ {
				if r.IntN(3) == 0 {
					edges = append(edges, fmt.Sprintf("%d-%d", u, v))
					joined = true
				}
			}
			if !joined {
				edges = append(edges, fmt.Sprint(u))
			}
		}
		text := strings.Join(edges, ",")
		rule := []string{"kayles", "node", "domino"}[i%3]
		g := gameOf(t, text, rule)
		sol, err := g.Solve(100, limits, nil)
		if err != nil {
			t.Fatal(err)
		}
		for k, v := range sol.Nim {
			p, err := g.Start(big.NewInt(int64(k)))
			if err != nil {
				t.Fatal(err)
			}
			if want := plain(p, map[string]uint32{}); v != want {
				t.Errorf("%s on %s, first %d vertices: %d, want %d", rule, text, k, v, want)
			}
		}
	}
}

// plain returns the nim-value of p by the mex over its moves, memoised by
// the printable form only.
func plain(p game.Position, memo map[string]uint32) uint32 {
	if v, ok := memo[p.String()]; ok {
		return v
	}
	seen := map[uint32]bool{}
	p.Moves(func(_ game.Move, next game.Position) bool {
		seen[plain(next, memo)] = true
		return true
	})
	v := uint32(0)
	for seen[v] {
		v++
	}
	memo[p.String()] = v
	return v
}

// TestPositions checks positions' printable forms, words, keys and moves.
func TestPositions(t *testing.T) {
	g := gameOf(t, "path:6", "node")
	p, err := g.Start(big.NewInt(6))
	if err != nil {
		t.Fatal(err)
	}
	var phrases, forms []string
	p.Moves(func(m game.Move, next game.Position) bool {
		phrases = append(phrases, g.MovePhrase(m))
		forms = append(forms, next.String())
		return true
	})
	if got := strings.Join(phrases, "|"); got != "take vertex 0 and its neighbour 1|take vertex 1 and its neighbours 0, 2|take vertex 2 and its neighbours 1, 3|take vertex 3 and its neighbours 2, 4|take vertex 4 and its neighbours 3, 5|take vertex 5 and its neighbour 4" {
		t.Errorf("the moves of path:6 under node: %s", got)
	}
	if got := strings.Join(forms, "|"); got != "6;2-5|6;3-5|6;0,4-5|6;0-1,5|6;0-2|6;0-3" {
		t.Errorf("the positions after them: %s", got)
	}
	a, _ := g.ParsePosition("6;0,4-5")
	b, _ := g.ParsePosition("6;0-1,5")
	if a.(game.Keyer).Key() != b.(game.Keyer).Key() {
		t.Errorf("6;0,4-5 and 6;0-1,5 are isomorphic but have different keys")
	}
	c, _ := g.ParsePosition("6;0-2")
	if a.(game.Keyer).Key() == c.(game.Keyer).Key() {
		t.Errorf("6;0,4-5 and 6;0-2 are not isomorphic but share a key")
	}
	if w := a.(game.Worder).Words(); w != "vertices 0, 4–5 · 2 components" {
		t.Errorf("Words(6;0,4-5) = %q", w)
	}
	for _, bad := range []string{"65", "6;7", "6;3-1", "6;x", "-1"} {
		if _, err := g.ParsePosition(bad); err == nil {
			t.Errorf("ParsePosition(%q) accepted", bad)
		}
	}
	// Two vertices of the same closed neighbourhood: two moves, each
	// written from the vertex it chooses.
	edge := gameOf(t, "0-1", "node")
	p, _ = edge.Start(big.NewInt(2))
	var taken []string
	phrases = phrases[:0]
	p.Moves(func(m game.Move, _ game.Position) bool {
		taken = append(taken, fmt.Sprint(m.Taken))
		phrases = append(phrases, edge.MovePhrase(m))
		return true
	})
	if got := strings.Join(taken, "|"); got != "[0 1]|[1 0]" {
		t.Errorf("the moves of 0-1 under node take %s, want [0 1]|[1 0]", got)
	}
	if got := strings.Join(phrases, "|"); got != "take vertex 0 and its neighbour 1|take vertex 1 and its neighbour 0" {
		t.Errorf("the moves of 0-1 under node: %s", got)
	}
}

// TestLimit checks that a graph beyond the limit of components is refused
// naming the limit and the key graph, and that bad keys name themselves.
func TestLimit(t *testing.T) {
	g := gameOf(t, "grid:4x5", "kayles")
	_, err := g.Solve(10, game.Limits{States: 100, Where: "the page"}, nil)
	var in *game.InputError
	if !errors.As(err, &in) || in.Key != "graph" || !strings.Contains(in.Problem, "more than 100 components valued") {
		t.Errorf("grid:4x5 within 100 components: %v, want an *InputError of graph naming the limit", err)
	}
	// A bushy tree is refused while it is searched, by the limit, no
	// longer by a bound on its forms computed before. The tree given is
	// searched first (about 1,000 trees searched for this one): a limit
	// that it fits answers it, and says which winning moves the rest of
	// the limit did not reach.
	cat := "caterpillar:" + strings.Repeat("2,", 19) + "2"
	_, err = gameOf(t, cat, "kayles").Solve(100, game.Limits{States: 500, Where: "the page"}, nil)
	if !errors.As(err, &in) || in.Key != "graph" || !strings.Contains(in.Problem, "500 trees searched") || !strings.Contains(in.Problem, "-states") ||
		strings.Contains(in.Problem, "a bound found before any search") {
		t.Errorf("%s: %v, want an *InputError of graph naming the limit on states and -states, found while searching", cat, err)
	}
	g = gameOf(t, cat, "kayles")
	sol, err := g.Solve(100, game.Limits{States: 1_000, Where: "the page"}, nil)
	if err != nil {
		t.Fatalf("%s within 1,000 trees searched: %v", cat, err)
	}
	q, err := game.Ask(g, sol, big.NewInt(60))
	if err != nil || q.Outcome != game.N || q.Nim.Int64() != 5 || !strings.Contains(q.MoreMoves, "1,000 trees searched") {
		t.Errorf("%s within 1,000 trees searched: %+v, %v; want N, nim-value 5, and the moves not looked at named", cat, q, err)
	}
	// A grid of more than 24 cells is refused by its connected sets, before
	// the smaller grids of its sequence are valued: a cancelled work would
	// stop any search at its first report.
	ctx, cancel := context.WithCancel(t.Context())
	cancel()
	_, err = gameOf(t, "grid:5x6", "kayles").Solve(10, game.Limits{States: 1_000_000, Where: "the page"}, game.NewWork(ctx, nil))
	if !errors.As(err, &in) || in.Key != "graph" || !strings.Contains(in.Problem, "more than 1,000,000 components (its connected sets number more") {
		t.Errorf("grid:5x6: %v, want an *InputError of graph naming its connected sets and the limit", err)
	}
	_, err = gametest.Build(&Family, map[string]string{"graph": "path:99", "rule": "take"})
	if err == nil || !strings.Contains(err.Error(), "99 is more than 64") || !strings.Contains(err.Error(), "graph: ") {
		t.Errorf("graph=path:99: %v", err)
	}
	var list game.Errors
	if !errors.As(err, &list) || list.For("rule") == nil {
		t.Errorf("rule=take is not reported: %v", err)
	}
}

// TestValuesOutliveTheirGame checks that the values of a game answer the
// positions of the same game built again from its keys, as a question
// asked of the figure the page holds does.
func TestValuesOutliveTheirGame(t *testing.T) {
	sol, err := gameOf(t, "path:10", "kayles").Solve(11, limits, nil)
	if err != nil {
		t.Fatal(err)
	}
	again := gameOf(t, "path:10", "kayles")
	q, err := game.Ask(again, sol, big.NewInt(10))
	if err != nil || q.Nim == nil || q.Nim.Int64() != 2 {
		t.Errorf("Ask(10) of path:10 built again: %v, %v; want nim-value 2", q, err)
	}
}
