package graph

import (
	"errors"
	"math/rand/v2"
	"os"
	"slices"
	"strconv"
	"strings"
	"testing"
)

// subtrees counts the connected sets of c, single vertices included, up
// to isomorphism, by listing every set: the bounds' oracle.
func subtrees(g *Graph, c Set) (forms, sets int) {
	m := NewMemo(Kayles, 0)
	seen := map[string]bool{}
	for s := c; ; s = (s - 1) & c {
		if s != 0 && g.Component(s, s.First()) == s {
			sets++
			seen[m.form(g, s)] = true
		}
		if s == 0 {
			break
		}
	}
	return len(seen), sets
}

// TestTreeBound checks the bound on a tree's subtrees against their count
// by listing: never below it, and equal on paths, stars and spiders.
func TestTreeBound(t *testing.T) {
	r := rand.New(rand.NewPCG(3, 4))
	exact := map[string]*Graph{
		"path:1": Path(1), "path:2": Path(2), "path:9": Path(9), "path:16": Path(16),
		"star:1": Star(1), "star:2": Star(2), "star:12": Star(12),
		"spider:3,4,5": Spider(3, 4, 5), "spider:1,1,10": Spider(1, 1, 10), "spider:2,2,2,2": Spider(2, 2, 2, 2),
		"spider:1,2,3,4,5": Spider(1, 2, 3, 4, 5), "spider:6,6,1": Spider(6, 6, 1),
	}
	for name, g := range exact {
		forms, _ := subtrees(g, g.All())
		if got := TreeBound(g, g.All()); got != float64(forms) {
			t.Errorf("TreeBound(%s) = %v, want %d, its subtrees up to isomorphism", name, got, forms)
		}
	}
	for i := range 200 {
		n := 1 + r.IntN(15)
		g := randomTree(r, n)
		if i%4 == 0 {
			g = Caterpillar(r.IntN(3), r.IntN(3), r.IntN(3), r.IntN(3))
		}
		forms, _ := subtrees(g, g.All())
		bound := TreeBound(g, g.All())
		if bound < float64(forms) {
			t.Fatalf("TreeBound(%s) = %v, below its %d subtrees up to isomorphism", g, bound, forms)
		}
		m := NewMemo(Kayles, 1<<20)
		m.prune = false // the bound counts the trees the shapes value
		if _, err := m.Nim(g, g.All(), nil); err != nil {
			t.Fatal(err)
		}
		// The single vertices are valued without a form; a tree adds
		// nothing to the memo's bound, its forms are counted as valued.
		if valued, _ := m.Valued(); valued != forms-1 || m.Bound(g) != 0 {
			t.Fatalf("%s: %d forms valued, bound %v; want its %d subtrees of two vertices or more up to isomorphism, and no bound",
				g, valued, m.Bound(g), forms-1)
		}
	}
}

// broom returns a path of handle vertices whose last carries bristles
// leaves.
func broom(handle, bristles int) *Graph {
	legs := slices.Repeat([]int{0}, handle)
	legs[handle-1] = bristles
	return Caterpillar(legs...)
}

// TestTreesLimitedWhileSearching checks that Kayles and the domino rule
// on a bushy tree of 60 vertices, whose subtrees up to isomorphism are
// millions, are refused when the forms valued reach the limit, not by a
// bound before the search, while the thin trees of 60 vertices and more
// are valued within it; trees valued by their shapes, and under Kayles
// by the pruned search too, which counts the trees it searches.
func TestTreesLimitedWhileSearching(t *testing.T) {
	const limit = 20_000
	r := rand.New(rand.NewPCG(60, 1))
	for name, g := range map[string]*Graph{
		"caterpillar:2x20": Caterpillar(slices.Repeat([]int{2}, 20)...),
		"caterpillar:1x30": Caterpillar(slices.Repeat([]int{1}, 30)...),
		"random tree, 60":  randomTree(r, 60),
	} {
		for _, rule := range []Rule{Kayles, Domino} {
			m := NewMemo(rule, limit)
			m.prune = false
			if b := m.Bound(g); b != 0 {
				t.Errorf("Bound of %v on %s = %v, want 0", rule, name, b)
			}
			_, err := m.Nim(g, g.All(), nil)
			var lerr *LimitError
			if !errors.As(err, &lerr) || lerr.Bound != 0 || lerr.Limit != limit {
				t.Errorf("%v on %s: %v, want a *LimitError of the limit %d while searching", rule, name, err, limit)
				continue
			}
			// The forms under way when the limit is met are counted as
			// they end: at most one a vertex.
			if forms, _ := m.Valued(); forms < limit || forms > limit+MaxVertices {
				t.Errorf("%v on %s: %d forms valued before the refusal, want %d or a few more", rule, name, forms, limit)
			}
		}
	}
	// The pruned search of a tree whose searches pass the limit.
	m := NewMemo(Kayles, 2_000)
	_, err := m.Nim(randomTree(r, 60), Set(1)<<60-1, nil)
	var lerr *LimitError
	if searched, _ := m.Valued(); !errors.As(err, &lerr) || lerr.Bound != 0 || searched != 2_000 {
		t.Errorf("pruned search of a random tree of 60 vertices at a limit of 2,000: %v after %d trees searched, want a *LimitError at the limit", err, searched)
	}
	// Node Kayles meets few components: no bound stops it.
	if b := NewMemo(Node, limit).Bound(Caterpillar(slices.Repeat([]int{2}, 20)...)); b != 0 {
		t.Errorf("Bound of node Kayles = %v, want 0", b)
	}
	for name, g := range map[string]*Graph{
		"path:64":            Path(64),
		"star:63":            Star(63),
		"spider:20,20,20":    Spider(20, 20, 20),
		"spider:9,9,9,9,9,9": Spider(9, 9, 9, 9, 9, 9),
		"broom 30+33":        broom(30, 33),
		"cycle:64":           Cycle(64),
		"complete:64":        Complete(64),
	} {
		if _, err := NewMemo(Kayles, limit).Nim(g, g.All(), nil); err != nil {
			t.Errorf("%s, pruned: %v", name, err)
		}
		m := NewMemo(Kayles, limit)
		m.prune = false
		if _, err := m.Nim(g, g.All(), nil); err != nil {
			t.Errorf("%s: %v", name, err)
			continue
		}
		bound := m.Bound(g)
		if g.edgesWithin(g.All()) == g.Order()-1 {
			bound = TreeBound(g, g.All())
		}
		if valued, _ := m.Valued(); float64(valued) > bound {
			t.Errorf("%s: %d forms valued, above its bound %v", name, valued, bound)
		}
	}
}

// TestConnectedSets checks the count of connected sets against listing.
func TestConnectedSets(t *testing.T) {
	r := rand.New(rand.NewPCG(5, 6))
	for range 100 {
		g := randomGraph(r, 1+r.IntN(13), 0.3)
		_, sets := subtrees(g, g.All())
		want := sets - g.Order()
		if got := g.ConnectedSets(g.All(), 1<<20); got != want {
			t.Fatalf("ConnectedSets(%s) = %d, want %d", g, got, want)
		}
		if got := g.ConnectedSets(g.All(), want/2); want > 0 && got != want/2+1 {
			t.Fatalf("ConnectedSets(%s, %d) = %d, want it to stop at %d", g, want/2, got, want/2+1)
		}
	}
}

// TestTreesAgainstOracle checks the search by branches (Kayles and Domino
// on trees) against plain search on trees larger than TestAgainstOracle's,
// caterpillars and brooms among them, and on forests left in play.
func TestTreesAgainstOracle(t *testing.T) {
	r := rand.New(rand.NewPCG(17, 18))
	for _, rule := range []Rule{Kayles, Domino} {
		memo := NewMemo(rule, 1<<22)
		for i := range 24 {
			var g *Graph
			switch i % 3 {
			case 0:
				g = randomTree(r, 12+r.IntN(6))
			case 1:
				g = Caterpillar(r.IntN(3), r.IntN(3), r.IntN(3), r.IntN(3), r.IntN(3), r.IntN(3))
			default:
				g = broom(2+r.IntN(8), 1+r.IntN(8))
			}
			plain := map[Set]uint32{}
			for _, s := range []Set{g.All(), g.All() &^ Set(r.Uint64()&r.Uint64())} {
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

// randomTrees reads testdata/random-trees.txt: the random trees of BENCH.md,
// by their number of vertices.
func randomTrees(tb testing.TB) map[int]*Graph {
	b, err := os.ReadFile("testdata/random-trees.txt")
	if err != nil {
		tb.Fatal(err)
	}
	trees := map[int]*Graph{}
	for line := range strings.Lines(string(b)) {
		n, edges, ok := strings.Cut(strings.TrimSpace(line), " ")
		if !ok || strings.HasPrefix(line, "#") {
			continue
		}
		g, err := Parse("graph", edges)
		if err != nil {
			tb.Fatal(err)
		}
		k, _ := strconv.Atoi(n)
		trees[k] = g
	}
	return trees
}

// TestRandomTrees pins the values of the random trees of BENCH.md that
// take well under a second, and checks that the others are refused at a
// small limit while searching, after as many forms as it allows, when
// valued by their shapes.
func TestRandomTrees(t *testing.T) {
	trees := randomTrees(t)
	m := NewMemo(Kayles, 1_000_000)
	m.prune = false
	if v, err := m.Nim(trees[35], trees[35].All(), nil); err != nil || v != 4 {
		t.Errorf("the random tree of 35 vertices: %d, %v; want 4 (BENCH.md)", v, err)
	}
	for _, n := range []int{42, 44, 45, 46, 48, 50, 55, 60} {
		const limit = 20_000
		m := NewMemo(Kayles, limit)
		m.prune = false
		var lerr *LimitError
		_, err := m.Nim(trees[n], trees[n].All(), nil)
		if forms, _ := m.Valued(); !errors.As(err, &lerr) || lerr.Bound != 0 || forms < limit || forms > limit+MaxVertices {
			t.Errorf("the random tree of %d vertices at a limit of %d forms: %v after %d forms, want it refused at the limit", n, limit, err, forms)
		}
	}
}

// BenchmarkTrees values Kayles on the trees of BENCH.md ("How far trees
// reach"), reporting the forms valued and their bound: run one case at a
// time, -benchtime=1x, under /usr/bin/time for its CPU time.
func BenchmarkTrees(b *testing.B) {
	repeat := func(v, n int) []int { return slices.Repeat([]int{v}, n) }
	binary := func(n int) *Graph {
		g := New(n)
		for v := 1; v < n; v++ {
			g.AddEdge((v-1)/2, v)
		}
		return g
	}
	cases := map[string]*Graph{}
	for n, g := range randomTrees(b) {
		cases["random"+strconv.Itoa(n)] = g
	}
	for k := 10; k <= 30; k++ {
		cases["caterpillar1x"+strconv.Itoa(k)] = Caterpillar(repeat(1, k)...)
		if 3*k <= MaxVertices {
			cases["caterpillar2x"+strconv.Itoa(k)] = Caterpillar(repeat(2, k)...)
		}
	}
	for _, n := range []int{15, 31, 40, 50, 63} {
		cases["binary"+strconv.Itoa(n)] = binary(n)
	}
	cases["spider10x6"] = Spider(repeat(10, 6)...)
	cases["spider5x12"] = Spider(repeat(5, 12)...)
	cases["broom30+33"] = broom(30, 33)
	for name, g := range cases {
		b.Run(name, func(b *testing.B) {
			var forms int
			var bound float64
			for b.Loop() {
				m := NewMemo(Kayles, 1<<30)
				bound = TreeBound(g, g.All())
				if _, err := m.Nim(g, g.All(), nil); err != nil {
					b.Fatal(err)
				}
				forms, _ = m.Valued()
			}
			b.ReportMetric(float64(forms), "forms")
			b.ReportMetric(bound, "bound")
			b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N)/float64(max(forms, 1)), "ns/form")
		})
	}
}
