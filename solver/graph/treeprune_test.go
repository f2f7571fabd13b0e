package graph

import (
	"fmt"
	"math/rand/v2"
	"testing"
)

// twins returns two copies of a random tree of n vertices joined by an
// edge between their images of one vertex: a tree with two centres whose
// halves are alike, or a random tree hung from one vertex when odd.
func twins(r *rand.Rand, n int) *Graph {
	t := randomTree(r, n)
	g := New(2 * n)
	for _, e := range t.Edges() {
		g.AddEdge(e[0], e[1])
		g.AddEdge(n+e[0], n+e[1])
	}
	v := r.IntN(n)
	g.AddEdge(v, n+v)
	return g
}

// TestTreeCodes checks that the keys of trees laid out are equal exactly
// when the trees are isomorphic, as the memo's forms say: on random
// trees, caterpillars, trees of alike halves, each renumbered at random.
func TestTreeCodes(t *testing.T) {
	r := rand.New(rand.NewPCG(21, 22))
	m := NewMemo(Kayles, 0)
	byForm := map[string]code{}
	byCode := map[code]string{}
	var l treeLayout
	for i := range 3000 {
		var g *Graph
		switch i % 3 {
		case 0:
			g = randomTree(r, 1+r.IntN(9))
		case 1:
			g = Caterpillar(r.IntN(3), r.IntN(3), r.IntN(3), r.IntN(2))
		default:
			g = twins(r, 1+r.IntN(4))
		}
		g = relabel(g, r.Perm(g.Order()))
		l.lay(g, g.All())
		form := m.form(g, g.All())
		if c, ok := byForm[form]; ok && c != l.key {
			t.Fatalf("%s: key %x, another tree of its form has %x", g, l.key, c)
		}
		if f, ok := byCode[l.key]; ok && f != form {
			t.Fatalf("%s: key %x, a tree of another form has it too", g, l.key)
		}
		byForm[form], byCode[l.key] = l.key, form
	}
	// The largest trees fill the code's 128 bits.
	for _, g := range []*Graph{Path(64), Star(63), Spider(21, 21, 21), randomTree(r, 64), twins(r, 32)} {
		l.lay(g, g.All())
		if codeBits(l.key) != 128 {
			t.Errorf("%s: key of %d bits, want 128", g, codeBits(l.key))
		}
	}
}

// TestPrunedTreesLarger checks the pruned search of trees against the
// table of tree shapes (which TestShapesLargerTrees checks against plain
// search) on trees of up to 26 vertices, under every rule, with a table
// of a few kilobytes too, which evicts, and on forests left in play.
func TestPrunedTreesLarger(t *testing.T) {
	r := rand.New(rand.NewPCG(23, 24))
	var graphs []*Graph
	for i := range 24 {
		switch i % 4 {
		case 0, 1:
			graphs = append(graphs, randomTree(r, 14+r.IntN(13)))
		case 2:
			graphs = append(graphs, Caterpillar(r.IntN(4), r.IntN(4), r.IntN(4), r.IntN(4), r.IntN(4), r.IntN(4)))
		default:
			graphs = append(graphs, twins(r, 6+r.IntN(6)))
		}
	}
	for _, rule := range Rules {
		shapes := newShapeTable(rule)
		for i, g := range graphs {
			s := g.All()
			if i%3 == 2 {
				s &^= Set(r.Uint64() & r.Uint64())
			}
			want := shapesNim(shapes, g, s)
			for _, memory := range []int64{1 << 20, 0} {
				if got := prunedTreesNim(rule, memory, g, s); got != want {
					t.Errorf("%v on %s, %b, table of %d bytes: %d, want %d", rule, g, s, memory, got, want)
				}
			}
		}
	}
}

// randomTrees40 are the random trees of 40 vertices of BENCH.md's
// section "Kayles and node Kayles on random trees", seeds 1 to 3, and
// their values under Kayles there, found by the memoised search before
// the pruned search was written.
var randomTrees40 = []struct {
	seed  int
	edges string
	nim   uint32
}{
	{1, "0-1,0-2,1-3,0-4,3-5,3-6,3-7,6-8,3-9,1-10,7-11,0-12,6-13,6-14,9-15,0-16,14-17,8-18,7-19,18-20,3-21,10-22,0-23,0-24,0-25,20-26,17-27,0-28,28-29,12-30,21-31,13-32,27-33,1-34,33-35,14-36,28-37,31-38,35-39", 7},
	{2, "0-1,0-2,0-3,2-4,1-5,5-6,6-7,4-8,4-9,9-10,3-11,9-12,0-13,9-14,10-15,5-16,13-17,12-18,16-19,11-20,17-21,14-22,16-23,8-24,1-25,0-26,11-27,14-28,10-29,29-30,12-31,27-32,10-33,11-34,15-35,14-36,1-37,11-38,20-39", 7},
	{3, "0-1,0-2,1-3,3-4,4-5,0-6,4-7,0-8,7-9,4-10,8-11,3-12,3-13,11-14,7-15,15-16,12-17,4-18,7-19,4-20,16-21,12-22,0-23,21-24,24-25,2-26,5-27,24-28,18-29,1-30,9-31,1-32,17-33,30-34,24-35,27-36,25-37,36-38,28-39", 1},
}

// TestPrunedRandomTrees40 pins the values of the random trees of 40
// vertices under Kayles, valued alone (not their sequence of prefixes).
func TestPrunedRandomTrees40(t *testing.T) {
	for _, c := range randomTrees40 {
		t.Run(fmt.Sprint("seed ", c.seed), func(t *testing.T) {
			g, err := Parse("graph", c.edges)
			if err != nil {
				t.Fatal(err)
			}
			m := NewMemo(Kayles, 4_000_000)
			m.SetMemory(64 << 20)
			if v, err := m.Nim(g, g.All(), nil); err != nil || v != c.nim {
				t.Errorf("Kayles on the random tree of 40 vertices of seed %d: %d, %v; want %d (BENCH.md)", c.seed, v, err, c.nim)
			}
		})
	}
}

// FuzzTreeCode checks the canonical codes of trees, the keys of the
// pruned search of trees: isomorphic trees (of the same form, which
// FuzzGraphForm checks) have the same code, a tree and its relabelling
// among them, and two trees of the same code are isomorphic, so that no
// value is taken for another tree's. The bytes give the order (at most 11), each
// vertex's parent among the vertices before it, and the relabelling;
// every subtree (connected set) of the tree and of its relabelling is
// laid out.
func FuzzTreeCode(f *testing.F) {
	f.Add([]byte{9, 0, 0, 1, 1, 2, 2, 3, 3, 5, 4, 3, 2, 1})
	f.Add([]byte{11, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 7})
	f.Add([]byte{6, 0, 0, 0, 0, 0})
	f.Fuzz(func(t *testing.T, b []byte) {
		if len(b) == 0 {
			return
		}
		n := 1 + int(b[0])%11
		if len(b) < n {
			return
		}
		g := New(n)
		for v := 1; v < n; v++ {
			g.AddEdge(int(b[v])%v, v)
		}
		perm := rand.New(rand.NewPCG(uint64(len(b)), uint64(b[len(b)-1]))).Perm(n)
		h := relabel(g, perm)
		type sub struct {
			g *Graph
			s Set
		}
		byCode := map[code]sub{}
		byForm := map[string]code{}
		m := NewMemo(Kayles, 0)
		var l treeLayout
		for _, gr := range []*Graph{g, h} {
			for s := Set(1); s <= gr.All(); s++ {
				if gr.Component(s, s.First()) != s {
					continue
				}
				l.lay(gr, s)
				if c, ok := byCode[l.key]; ok && !isomorphic(c.g, c.s, gr, s) {
					t.Fatalf("%s on %b and %s on %b share a code but are not isomorphic", c.g, c.s, gr, s)
				}
				form := m.form(gr, s)
				if k, ok := byForm[form]; ok && k != l.key {
					t.Fatalf("%s on %b: code %x, an isomorphic tree has %x", gr, s, l.key, k)
				}
				byCode[l.key], byForm[form] = sub{gr, s}, l.key
			}
		}
		var a, c treeLayout
		a.lay(g, g.All())
		c.lay(h, h.All())
		if a.key != c.key {
			t.Fatalf("the tree %s and its relabelling %s have different codes", g, h)
		}
	})
}
