package graph

import (
	"fmt"
	"math/rand/v2"
	"testing"
)

// engineCase is a position every engine that plays its rule on its graph
// values: a random board with holes, a random graph or a random tree.
type engineCase struct {
	name string
	rule Rule
	g    *Graph
	s    Set
}

// engines are every way Stones values a position, run on the same cases
// (as package octal runs its engines): the pruned search (boards under
// the domino rule only), with a table of a few kilobytes too, which
// evicts; the memoised search over forms, with the tables of small graphs
// and without, its trees by their pruned search and by their shapes; the
// table of tree shapes alone and the pruned search of trees alone, with a
// small table too (forests only); and plain search over sets of vertices,
// the oracle.
var engines = []struct {
	name    string
	applies func(c engineCase) bool
	nim     func(c engineCase) uint32
}{
	{"pruned", isBoard, func(c engineCase) uint32 { return mustPruned(NewPruned(1<<20, 0), c.g, c.s) }},
	{"pruned, small table", isBoard, func(c engineCase) uint32 { return mustPruned(NewPruned(0, 0), c.g, c.s) }},
	{"memo", always, func(c engineCase) uint32 { return mustMemo(NewMemo(c.rule, 1<<22), c) }},
	{"memo, forms only", always, func(c engineCase) uint32 {
		m := NewMemo(c.rule, 1<<22)
		m.dense = 0
		return mustMemo(m, c)
	}},
	{"memo, trees pruned", always, func(c engineCase) uint32 {
		m := NewMemo(c.rule, 1<<22)
		m.prune = true
		return mustMemo(m, c)
	}},
	{"memo, trees by forms", always, func(c engineCase) uint32 {
		m := NewMemo(c.rule, 1<<22)
		m.prune = false
		return mustMemo(m, c)
	}},
	{"tree shapes", isForest, func(c engineCase) uint32 { return shapesNim(newShapeTable(c.rule), c.g, c.s) }},
	{"pruned trees", isForest, func(c engineCase) uint32 { return prunedTreesNim(c.rule, 1<<20, c.g, c.s) }},
	{"pruned trees, small table", isForest, func(c engineCase) uint32 { return prunedTreesNim(c.rule, 0, c.g, c.s) }},
	{"plain", always, func(c engineCase) uint32 { return oracle(c.g, c.rule, c.s, map[Set]uint32{}) }},
}

func isBoard(c engineCase) bool { return c.rule == Domino && c.g.cols > 0 }
func always(engineCase) bool    { return true }

// isForest reports whether every component of the case is a tree.
func isForest(c engineCase) bool {
	forest := true
	c.g.Components(c.s, func(k Set) { forest = forest && c.g.edgesWithin(k) == k.Len()-1 })
	return forest
}

// shapesNim values the forest s of g by the table t alone: the nim-sum of
// its trees' values.
func shapesNim(t *shapeTable, g *Graph, s Set) uint32 {
	valued := 0
	v := treeValuer{t: t, n: &valued, limit: 1 << 30}
	x := uint32(0)
	g.Components(s, func(k Set) {
		y, err := v.nim(t.rooted(g, k, k.First(), -1))
		if err != nil {
			panic(err)
		}
		x ^= y
	})
	return x
}

// TestShapesLargerTrees checks the table of tree shapes against plain
// search on trees of up to 18 vertices, with alike branches among them
// (stars, spiders and caterpillars), whose moves it plays once, under
// every rule, one table for all so that their shapes meet.
func TestShapesLargerTrees(t *testing.T) {
	r := rand.New(rand.NewPCG(7, 8))
	graphs := []*Graph{Star(12), Spider(3, 3, 3, 3), Spider(2, 2, 5, 5, 1), Caterpillar(2, 2, 2, 2, 2), Caterpillar(3, 0, 3, 0, 3)}
	for range 6 {
		graphs = append(graphs, randomTree(r, 14+r.IntN(5)))
	}
	for _, rule := range Rules {
		table := newShapeTable(rule)
		for _, g := range graphs {
			if got, want := shapesNim(table, g, g.All()), oracle(g, rule, g.All(), map[Set]uint32{}); got != want {
				t.Errorf("%v on %s: %d, want %d", rule, g, got, want)
			}
		}
	}
}

// prunedTreesNim values the forest s of g by the pruned search of trees
// alone, its table within memory bytes: the nim-sum of its trees' values.
func prunedTreesNim(rule Rule, memory int64, g *Graph, s Set) uint32 {
	searched := 0
	p := newTreePruned(rule, memory, &searched, 1<<30)
	x := uint32(0)
	g.Components(s, func(k Set) {
		y, err := p.nim(g, k, nil)
		if err != nil {
			panic(err)
		}
		x ^= y
	})
	return x
}

func mustMemo(m *Memo, c engineCase) uint32 {
	v, err := m.Nim(c.g, c.s, nil)
	if err != nil {
		panic(err)
	}
	return v
}

// engineCases returns random boards with holes, random graphs and random
// trees, each with a random set of its vertices left, under every rule
// (boards under the domino rule).
func engineCases() []engineCase {
	var cs []engineCase
	for _, b := range randomBoards(11, 120, 20) {
		cs = append(cs, engineCase{"board " + b.name, Domino, b.g, b.s})
	}
	r := rand.New(rand.NewPCG(12, 13))
	for i := range 240 {
		rule := Rules[i%3]
		n := 1 + r.IntN(12)
		var g *Graph
		kind := "tree"
		switch i / 3 % 3 {
		case 0:
			g = randomTree(r, n)
		case 1:
			g, kind = randomGraph(r, n, 0.3), "sparse graph"
		default:
			g, kind = randomGraph(r, n, 0.6), "dense graph"
		}
		s := g.All()
		if i%2 == 1 {
			s &= Set(r.Uint64())
		}
		cs = append(cs, engineCase{fmt.Sprintf("%v on a %s %s, %b", rule, kind, g, s), rule, g, s})
	}
	return cs
}

// TestEnginesAgree runs every engine on the same random cases and checks
// each value against plain search.
func TestEnginesAgree(t *testing.T) {
	cases := engineCases()
	want := make([]uint32, len(cases))
	for i, c := range cases {
		want[i] = oracle(c.g, c.rule, c.s, map[Set]uint32{})
	}
	for _, e := range engines {
		t.Run(e.name, func(t *testing.T) {
			ran := 0
			for i, c := range cases {
				if !e.applies(c) {
					continue
				}
				ran++
				if got := e.nim(c); got != want[i] {
					t.Errorf("%s: %d, want %d", c.name, got, want[i])
				}
			}
			if ran == 0 {
				t.Errorf("no case for this engine")
			}
		})
	}
}

// TestMemoWins checks Memo.Wins, which asks a forest's largest tree only
// whether its value is the nim-sum of the others', against plain search
// (of each tree, the values xored): on the random cases of every engine,
// and on forests of two to four random trees of up to 16 vertices, where
// the largest tree has options of every kind. Each case has a memo of its own and one memo serves all,
// so that the question is also asked of trees the table knows.
func TestMemoWins(t *testing.T) {
	cases := engineCases()
	r := rand.New(rand.NewPCG(21, 22))
	for i := range 60 {
		g := New(0)
		for range 2 + r.IntN(3) {
			g = disjoint(g, randomTree(r, 1+r.IntN(16)))
		}
		cases = append(cases, engineCase{fmt.Sprintf("forest %d, %s", i, g), Kayles, g, g.All()})
	}
	shared := map[Rule]*Memo{}
	wins, forests := 0, 0
	for _, c := range cases {
		var x uint32
		plain := map[Set]uint32{}
		c.g.Components(c.s, func(k Set) { x ^= oracle(c.g, c.rule, k, plain) })
		want := x != 0
		if shared[c.rule] == nil {
			shared[c.rule] = NewMemo(c.rule, 1<<22)
		}
		for _, m := range []*Memo{NewMemo(c.rule, 1<<22), shared[c.rule]} {
			got, err := m.Wins(c.g, c.s, nil)
			if err != nil || got != want {
				t.Fatalf("%s: Wins %v, %v; want %v", c.name, got, err, want)
			}
		}
		if want {
			wins++
		}
		if c.rule == Kayles && isForest(c) {
			forests++
		}
	}
	if wins == 0 || wins == len(cases) || forests < 60 {
		t.Fatalf("%d cases won of %d, %d forests under Kayles: the cases test too little", wins, len(cases), forests)
	}
}

// disjoint returns the graph of a and b side by side, b's vertices after
// a's.
func disjoint(a, b *Graph) *Graph {
	g := New(a.Order() + b.Order())
	for _, e := range a.Edges() {
		g.AddEdge(e[0], e[1])
	}
	for _, e := range b.Edges() {
		g.AddEdge(a.Order()+e[0], a.Order()+e[1])
	}
	return g
}
