package graph

import (
	"errors"
	"math/rand/v2"
	"strings"
	"testing"

	"stones/solver/game"
	"stones/solver/octal"
)

// oracle values the position s of g by plain search over sets of vertices:
// no components, no forms, only the rule's takes and the mex.
func oracle(g *Graph, r Rule, s Set, memo map[Set]uint32) uint32 {
	if v, ok := memo[s]; ok {
		return v
	}
	seen := map[uint32]bool{}
	r.Takes(g, s, func(t Set) bool {
		seen[oracle(g, r, s&^t, memo)] = true
		return true
	})
	v := uint32(0)
	for seen[v] {
		v++
	}
	memo[s] = v
	return v
}

// randomGraph returns a graph of n vertices with each edge drawn with
// probability p.
func randomGraph(r *rand.Rand, n int, p float64) *Graph {
	g := New(n)
	for u := range n {
		for v := u + 1; v < n; v++ {
			if r.Float64() < p {
				g.AddEdge(u, v)
			}
		}
	}
	return g
}

// randomTree returns a random tree of n vertices: vertex v joins one of
// the vertices before it.
func randomTree(r *rand.Rand, n int) *Graph {
	g := New(n)
	for v := 1; v < n; v++ {
		g.AddEdge(r.IntN(v), v)
	}
	return g
}

// TestAgainstOracle checks every rule against plain search, both by the
// tables of small graphs with a cycle and, with the tables off, by forms.
func TestAgainstOracle(t *testing.T) {
	r := rand.New(rand.NewPCG(1, 2))
	for _, c := range []struct {
		rule  Rule
		dense int
	}{{Kayles, DenseOrder}, {Node, DenseOrder}, {Domino, DenseOrder}, {Kayles, 0}, {Node, 0}, {Domino, 0}} {
		rule := c.rule
		memo := NewMemo(rule, 1<<20)
		memo.dense = c.dense // 0: every graph by its forms
		for i := range 300 {
			n := 1 + r.IntN(11)
			var g *Graph
			switch i % 3 {
			case 0:
				g = randomTree(r, n)
			case 1:
				g = randomGraph(r, n, 0.3)
			default:
				g = randomGraph(r, n, 0.6)
			}
			plain := map[Set]uint32{}
			for range 5 {
				s := Set(r.Uint64()) & g.All()
				got, err := memo.Nim(g, s, nil)
				if err != nil {
					t.Fatal(err)
				}
				if want := oracle(g, rule, s, plain); got != want {
					t.Fatalf("%v: Nim(%s, %b) = %d, want %d", rule, g, s, got, want)
				}
			}
		}
	}
}

// TestPathsAreOctal pins the rules on paths to the octal games they are
// (Demaine's notes, lecture 3: Kayles and linear Cram; Winning Ways, ch. 4:
// Dawson's chess as node Kayles on a path).
func TestPathsAreOctal(t *testing.T) {
	for _, c := range []struct {
		rule Rule
		code string
	}{{Kayles, "0.77"}, {Node, "0.137"}, {Domino, "0.07"}} {
		rows := octal.NewRows(octal.MustParseCode(c.code), octal.AllSplits)
		if err := rows.Extend(MaxVertices+1, 1<<40, nil); err != nil {
			t.Fatal(err)
		}
		memo := NewMemo(c.rule, 1<<20)
		for n := 0; n <= MaxVertices; n++ {
			g := Path(n)
			got, err := memo.Nim(g, g.All(), nil)
			if err != nil {
				t.Fatal(err)
			}
			if want := rows.At(n); got != want {
				t.Errorf("%v on path:%d = %d, want %d (octal %s)", c.rule, n, got, want, c.code)
			}
		}
	}
}

// TestIsomorphicFormsMeet checks that the forms of trees are canonical:
// relabelled trees are valued once.
func TestIsomorphicFormsMeet(t *testing.T) {
	r := rand.New(rand.NewPCG(3, 4))
	for range 50 {
		n := 2 + r.IntN(30)
		g := randomTree(r, n)
		h := relabel(g, r.Perm(n))
		m := NewMemo(Kayles, 1<<20)
		if a, b := m.form(g, g.All()), m.form(h, h.All()); a != b {
			t.Fatalf("the trees %s and %s have different forms", g, h)
		}
	}
}

// relabel returns g with vertex v renamed perm[v].
func relabel(g *Graph, perm []int) *Graph {
	h := New(g.Order())
	for _, e := range g.Edges() {
		h.AddEdge(perm[e[0]], perm[e[1]])
	}
	return h
}

func TestRelabelledGraphsAgree(t *testing.T) {
	r := rand.New(rand.NewPCG(5, 6))
	for _, rule := range Rules {
		for range 60 {
			n := 1 + r.IntN(14)
			g := randomGraph(r, n, 0.35)
			h := relabel(g, r.Perm(n))
			a, err := NewMemo(rule, 1<<20).Nim(g, g.All(), nil)
			if err != nil {
				t.Fatal(err)
			}
			b, err := NewMemo(rule, 1<<20).Nim(h, h.All(), nil)
			if err != nil {
				t.Fatal(err)
			}
			if a != b {
				t.Fatalf("%v: %s has value %d, relabelled %s has %d", rule, g, a, h, b)
			}
		}
	}
}

func TestLimit(t *testing.T) {
	g := Grid(4, 4)
	_, err := NewMemo(Kayles, 10).Nim(g, g.All(), nil)
	var lim *LimitError
	if !errors.As(err, &lim) || lim.Limit != 10 {
		t.Fatalf("Nim beyond the limit: %v, want a *LimitError of 10", err)
	}
	// The grid's forms and its trees searched share the limit.
	if !strings.Contains(err.Error(), "more than 10 components") && !strings.Contains(err.Error(), "more than 10 trees searched") {
		t.Errorf("the limit's message %q does not say the limit", err)
	}
}

// TestTableBounds checks that a small graph with a cycle is valued by its
// table, which bounds the work instead of the limit on forms: a limit of
// 10 forms does not stop it, the sets it values are at most 2^n, and so
// is the progress reported. A cycle, whose vertices are all alike, keeps
// its forms and the limit.
func TestTableBounds(t *testing.T) {
	r := rand.New(rand.NewPCG(9, 10))
	g := randomGraph(r, 16, 0.3)
	memo := NewMemo(Kayles, 10)
	if !memo.tabled(g) {
		t.Fatalf("%s is not valued by a table", g)
	}
	var most, total int
	w := game.NewWork(t.Context(), func(p game.Progress) { most, total = max(most, p.Done), p.Total })
	w.Begin("sets", 1<<16)
	got, err := memo.Nim(g, g.All(), w)
	if err != nil {
		t.Fatalf("Nim by the table: %v", err)
	}
	if want := oracle(g, Kayles, g.All(), map[Set]uint32{}); got != want {
		t.Errorf("Nim(%s) = %d, want %d", g, got, want)
	}
	forms, sets := memo.Valued()
	if forms != 0 || sets < game.StepEvery || sets > 1<<16 || most == 0 || most > total {
		t.Errorf("forms %d, sets %d, progress %d of %d: want only sets, at most 2^16", forms, sets, most, total)
	}
	c := Cycle(16)
	if memo.tabled(c) {
		t.Errorf("cycle:16 is valued by a table, not by its forms")
	}
}

// TestTableAgreesWithForms values graphs too large for the plain oracle
// both by their tables and, with the tables off, by their forms.
func TestTableAgreesWithForms(t *testing.T) {
	r := rand.New(rand.NewPCG(11, 12))
	for _, rule := range []Rule{Kayles, Node} {
		byTable, byForms := NewMemo(rule, 1<<22), NewMemo(rule, 1<<22)
		byForms.dense = 0
		for range 3 {
			g := randomGraph(r, 17, 0.2)
			for range 4 {
				s := g.All() &^ Set(r.Uint64()&r.Uint64())
				a, err1 := byTable.Nim(g, s, nil)
				b, err2 := byForms.Nim(g, s, nil)
				if err := errors.Join(err1, err2); err != nil {
					t.Fatal(err)
				}
				if a != b {
					t.Fatalf("%v: Nim(%s, %b) = %d by the table, %d by forms", rule, g, s, a, b)
				}
			}
		}
		if _, sets := byTable.Valued(); sets == 0 {
			t.Errorf("%v: no graph was valued by a table", rule)
		}
	}
}

func TestParse(t *testing.T) {
	for _, c := range []struct{ text, want string }{
		{"0-1,1-2,2-3", "0-1,1-2,2-3"},
		{" 2-1 , 0-1 ", "0-1,1-2"},
		{"0-1,2", "0-1,2"},
		{"0-1,1,2", "0-1,2"},
		{"0", "0"},
		{"path:0", "path:0"},
		{"path:4", "0-1,1-2,2-3"},
		{"path:1", "0"},
		{"cycle:3", "0-1,0-2,1-2"},
		{"star:3", "0-1,0-2,0-3"},
		{"complete:3", "0-1,0-2,1-2"},
		{"spider:1,2", "0-1,0-2,2-3"},
		{"caterpillar:1,0,2", "0-1,0-3,1-2,2-4,2-5"},
		{"grid:2x2", "0-1,0-2,1-3,2-3"},
		{"grid:2X2", "0-1,0-2,1-3,2-3"},
	} {
		g, err := Parse("graph", c.text)
		if err != nil {
			t.Errorf("Parse(%q): %v", c.text, err)
			continue
		}
		if got := g.String(); got != c.want {
			t.Errorf("Parse(%q) = %q, want %q", c.text, got, c.want)
		}
		again, err := Parse("graph", g.String())
		if err != nil || again.String() != g.String() {
			t.Errorf("Parse(%q) does not read its own String %q: %v", c.text, g.String(), err)
		}
	}
	for _, c := range []struct{ text, want string }{
		{"0-1,3", `graph: "0-1,3": vertex 2 is in no edge`},
		{"0-0", "joins a vertex to itself"},
		{"0-1-2", "neither a vertex"},
		{"0-x", `"x" is not a vertex`},
		{"0-64", "beyond the most vertices"},
		{"0,,1", "neither a vertex"},
		{"tree:5", `"tree" is not a named graph; the names are path:10`},
		{"path:65", "65 is more than 64"},
		{"star:64", "has 65 vertices; a graph may have at most 64"},
		{"cycle:2", "below 3"},
		{"grid:9x9", "has 81 vertices"},
		{"grid:3", "rows x columns"},
		{"spider:30,40", "has 71 vertices"},
		{"path:" + strings.Repeat("9", 300), "is not a whole number"},
		{"", "graph: is empty; give an edge list such as 0-1,1-2"},
		{"  ", "is empty"},
		{"0-1,1-2,0-1", `graph: "0-1,1-2,0-1": "0-1" gives the edge 0-1 again; give each edge once`},
		{"0-1,1-0", `"1-0" gives the edge 0-1 again`},
		{"0-1,2,2", `"2" writes vertex 2 alone again`},
	} {
		_, err := Parse("graph", c.text)
		if err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("Parse(%q) = %v, want an error with %q", c.text, err, c.want)
		}
	}
}

func FuzzParse(f *testing.F) {
	for _, s := range []string{"0-1,1-2", "path:10", "grid:3x4", "spider:3,4,5", "0-1,2", "caterpillar:2,0,3"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, text string) {
		g, err := Parse("graph", text)
		if err != nil {
			return
		}
		again, err := Parse("graph", g.String())
		if err != nil || again.String() != g.String() {
			t.Fatalf("Parse(%q).String() = %q does not round-trip: %v", text, g.String(), err)
		}
	})
}

func BenchmarkNim(b *testing.B) {
	r := rand.New(rand.NewPCG(7, 8))
	tree := randomTree(r, 30)
	for _, c := range []struct {
		name string
		g    *Graph
		rule Rule
	}{
		{"tree30/kayles", tree, Kayles},
		{"tree30/node", tree, Node},
		{"spider:20,20,20/kayles", Spider(20, 20, 20), Kayles},
		{"caterpillar:2x10/kayles", Caterpillar(slicesRepeat(2, 10)...), Kayles},
		{"grid:3x6/kayles", Grid(3, 6), Kayles},
		{"grid:4x6/node", Grid(4, 6), Node},
		{"random24/kayles", randomGraph(r, 24, 0.2), Kayles},
		{"cycle:24/kayles", Cycle(24), Kayles},
	} {
		b.Run(c.name, func(b *testing.B) {
			for b.Loop() {
				if _, err := NewMemo(c.rule, 1<<24).Nim(c.g, c.g.All(), nil); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}

// slicesRepeat returns n copies of v.
func slicesRepeat(v, n int) []int {
	s := make([]int, n)
	for i := range s {
		s[i] = v
	}
	return s
}

// TestCramSymmetry checks Cram against the symmetry strategy (Gardner;
// Winning Ways, ch. 23): on a board with both sides even the second player
// answers each domino by its image through the centre and wins (value 0);
// with one side even and the other odd the first player takes the two
// centre cells and then does the same (value not 0).
func TestCramSymmetry(t *testing.T) {
	memo := NewMemo(Domino, 1<<22)
	for r := 1; r <= 4; r++ {
		for c := r; r*c <= 16; c++ {
			if r%2 == 1 && c%2 == 1 {
				continue
			}
			g := Grid(r, c)
			v, err := memo.Nim(g, g.All(), nil)
			if err != nil {
				t.Fatal(err)
			}
			if even := r%2 == 0 && c%2 == 0; even != (v == 0) {
				t.Errorf("Cram on %dx%d has value %d: the symmetry strategy says it is %s", r, c, v, map[bool]string{true: "0", false: "not 0"}[even])
			}
		}
	}
}

// TestCramPublished pins the nim-values of Cram boards that the literature
// gives: P. Beling's table in the README of impartial-games (2020–2024),
// which credits the smaller boards to Lemoine and Viennot's Glop and to M.
// Schneider, "Das Spiel Juvavum" (2009).
func TestCramPublished(t *testing.T) {
	memo := NewMemo(Domino, 1<<22)
	for _, c := range []struct {
		r, c int
		want uint32
	}{
		{4, 5, 2}, {4, 7, 3}, {5, 5, 0},
	} {
		g := Grid(c.r, c.c)
		got, err := memo.Nim(g, g.All(), nil)
		if err != nil {
			t.Fatal(err)
		}
		if got != c.want {
			t.Errorf("Cram on %dx%d = %d, want %d (Beling's table)", c.r, c.c, got, c.want)
		}
	}
}
