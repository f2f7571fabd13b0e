package graph

import (
	"math"
	"slices"

	"stones/solver/game"
)

// Memo values the positions of one rule, remembering the value of every
// connected graph it meets up to isomorphism, so that the graphs of a whole
// shape (path:0, path:1, …) share their work. The value of a position is
// the nim-sum of its components' values, and a component's value the mex of
// its options' (Sprague and Grundy).
//
// A component is known by its form: a tree by the AHU encoding of its
// centre (Aho, Hopcroft and Ullman), which is canonical, so that
// isomorphic trees meet, valued by a pruned search of trees
// (treePruned) whose table is bounded by SetMemory and whose trees
// searched the limit counts, or, inside a graph with cycles under node
// Kayles and the domino rule, from their branches (pruned); any
// other graph by its adjacency matrix in an order that
// colour refinement fixes up to ties, which are broken by vertex number.
// Equal forms are always isomorphic graphs, so the values are exact; two
// isomorphic graphs whose ties break differently are merely valued twice.
//
// Memory: a few dozen bytes a form and a component met. The zero Memo is
// not usable: call NewMemo.
//
// A graph of at most DenseOrder vertices with a cycle is valued instead in
// a table indexed by the set of its vertices left (2^n entries of two
// bytes: 32 MiB at 24 vertices), a set that falls apart valued once as the
// nim-sum of its first component and the rest: the 2^n entries bound the
// work, so the limit on forms does not apply to it.
type Memo struct {
	rule  Rule
	limit int
	forms map[string]uint32 // a component's form → its value
	// trees is the pruned search of trees, made at the first tree, its
	// table within memory bytes.
	trees *treePruned
	// treeValues are the values of trees valued by their forms: a tree's
	// key (treeKey) → its value.
	treeValues map[uint64]uint32
	memory     int64
	// prune values trees by the pruned search (trees); false values them
	// by their forms, the engine the tests compare the search with.
	prune bool
	// stack and sig are rooted's scratch; leaf is the number of a lone
	// vertex as a rooted tree, −1 until named.
	stack  []int32
	sig    []byte
	leaf   int32
	names  map[string]int32 // a rooted tree's, or a colour's, signature → its number
	valued int              // forms valued, which the limit bounds
	// admitted is the last graph whose forms Bound showed within the
	// limit.
	admitted *Graph
	sets     int    // connected sets valued by tables
	table    *table // the table of the last small graph with a cycle
	// dense is the most vertices of a graph valued by a table: DenseOrder,
	// or 0 in the tests that check the forms against the tables.
	dense int
}

// DenseOrder is the most vertices of a graph that Memo values by a table
// of its vertex sets rather than by forms.
const DenseOrder = 24

// table holds the values of the connected vertex sets of one graph: val[s]
// is 1 + the value of the connected set s, or 0 while s is not valued.
type table struct {
	adj []Set
	val []uint16
}

// tableFor returns the table of g, a new one unless the last was of the
// same graph.
func (m *Memo) tableFor(g *Graph) []uint16 {
	if m.table == nil || !slices.Equal(m.table.adj, g.adj) {
		m.table = &table{adj: slices.Clone(g.adj), val: make([]uint16, 1<<uint(len(g.adj)))}
	}
	return m.table.val
}

// tabled reports whether the components of g are valued by a table: g is
// small, has a cycle, and colour refinement tells at least half its
// vertices apart, so that few of its vertex sets are alike. A tree's
// forms are cheap and shared across sizes, a board's regions meet up to
// its symmetries, and a graph with many alike vertices (a cycle, a
// complete graph) has few forms.
func (m *Memo) tabled(g *Graph) bool {
	n := len(g.adj)
	if n > m.dense || g.cols != 0 || g.edgesWithin(g.All()) < n {
		return false
	}
	if m.table != nil && slices.Equal(m.table.adj, g.adj) {
		return true
	}
	classes := 0
	var colour [MaxVertices]uint64
	g.Components(g.All(), func(c Set) {
		_, k := refine(g, c, &colour)
		classes += k
	})
	return 2*classes >= n
}

// NewMemo returns an empty memo for rule that values at most limit forms in
// all.
func NewMemo(rule Rule, limit int) *Memo {
	return &Memo{rule: rule, limit: limit, forms: map[string]uint32{}, treeValues: map[uint64]uint32{}, names: map[string]int32{}, leaf: -1, dense: DenseOrder,
		memory: 16 << 20, prune: true}
}

// pruned reports whether the trees met in g are valued by the pruned
// search of trees: under every rule when g is a forest (prunes), and
// under Kayles also in a graph with cycles. Under node Kayles and the
// domino rule the trees met in a graph with cycles are many and small,
// and valued once each by their forms they cost less than the questions
// the pruned search answers: node Kayles on grid:8x8 was refused by the
// forecast after 292,711 trees searched, against fewer than 31,250 forms.
func (m *Memo) pruned(g *Graph) bool {
	return m.prune && (m.rule == Kayles || m.prunes(g))
}

// prunes reports whether every component of g is a tree valued by the
// pruned search.
func (m *Memo) prunes(g *Graph) bool {
	if !m.prune {
		return false
	}
	forest := true
	g.Components(g.All(), func(c Set) { forest = forest && g.edgesWithin(c) == c.Len()-1 })
	return forest
}

// SetMemory bounds the table of the pruned search of trees to bytes
// bytes (at least a few kilobytes); by default 16 MiB. A smaller table
// makes the search slower, never wrong.
func (m *Memo) SetMemory(bytes int64) { m.memory = bytes }

// setLimit sets the most forms the memo values in all, or trees its
// pruned search searches.
func (m *Memo) setLimit(n int) {
	m.limit = n
	if m.trees != nil {
		m.trees.limit = n
	}
}

// treeSearch returns the pruned search of trees, made at the first call.
func (m *Memo) treeSearch() *treePruned {
	if m.trees == nil {
		m.trees = newTreePruned(m.rule, m.memory, &m.valued, m.limit)
	}
	return m.trees
}

// Rule returns the rule the memo values.
func (m *Memo) Rule() Rule { return m.rule }

// Valued returns how many components, up to isomorphism, the memo has
// valued by their forms, and how many connected sets by tables.
func (m *Memo) Valued() (forms, sets int) { return m.valued, m.sets }

// Nim returns the nim-value of the position of g whose vertices s remain.
// It calls w.Step with the number of forms valued every few thousand, and
// returns its error when the computation is cancelled, or a *LimitError
// when the memo would value more forms than its limit. The cost is
// O(F·(V + E)·V) for F forms met, each of at most V vertices and E edges.
//
// Under Kayles a graph with a cycle whose forms Bound shows may be more
// than the limit is refused before any is valued, by a *LimitError that
// says the bound; a tree is refused only when its forms valued reach the
// limit.
func (m *Memo) Nim(g *Graph, s Set, w *game.Work) (uint32, error) {
	if err := m.Admit(g); err != nil {
		return 0, err
	}
	p := &position{m: m, g: g, w: w, pruned: m.pruned(g)}
	if m.tabled(g) {
		p.table = m.tableFor(g)
	}
	return p.sum(s)
}

// Wins reports whether the player to move wins on the vertices s of g:
// whether their value is not 0. On a forest that the pruned search values
// (prunes), the trees but the largest are valued exactly and the largest
// is asked only whether its value is their nim-sum, as Pruned.Wins does
// for boards: a question that finds the winning moves of a tree asks this
// of every option, and an option's largest tree, of nearly all the
// vertices, costs far more valued exactly. Errors are Nim's.
func (m *Memo) Wins(g *Graph, s Set, w *game.Work) (bool, error) {
	if !m.prunes(g) {
		x, err := m.Nim(g, s, w)
		return x != 0, err
	}
	var largest Set
	g.Components(s, func(c Set) {
		if c.Len() > largest.Len() {
			largest = c
		}
	})
	if largest == 0 {
		return false, nil
	}
	x, err := m.Nim(g, s&^largest, w)
	if err != nil {
		return false, err
	}
	has, err := m.treeSearch().has(g, largest, x, w)
	return !has, err
}

// Admit returns a *LimitError that says the bound when, under Kayles,
// Bound shows that g's forms may be more than the limit, and nil
// otherwise or when g is valued by a table. It remembers the last graph
// admitted, so that the positions of one graph pay for it once.
func (m *Memo) Admit(g *Graph) error {
	if m.rule != Kayles || g == m.admitted || m.tabled(g) {
		return nil
	}
	if b := m.Bound(g); b > float64(m.limit) {
		return &LimitError{Limit: m.limit, Bound: b}
	}
	m.admitted = g
	return nil
}

// Bound returns an upper bound on the forms the memo's search values to
// value every position of g, trees apart. Under Kayles, which meets every
// connected set of vertices of g as a component (a set inside a component
// loses a neighbour outside it and stays whole in one of the pieces
// left), it is the sum over g's components with a cycle of: nothing for
// a graph of at most DenseOrder vertices (its 2^n sets bound it), a
// complete graph's sizes, any other graph's connected sets, counted no
// further than the limit (+Inf when they are more). Under Domino and
// Node, 0. A tree counts nothing: its forms are counted while they are
// valued (shapeTable), since the subtrees of a random tree of 50 vertices
// up to isomorphism number tens of millions, and a bound on them would
// refuse at once what a search may answer. The cost is at most
// O(limit·V) word operations, well under a second for the limits of the
// page and the command line.
func (m *Memo) Bound(g *Graph) float64 {
	need := 0.0
	g.Components(g.All(), func(c Set) {
		n := c.Len()
		switch e := g.edgesWithin(c); {
		case n < 2 || m.rule != Kayles || e == n-1 || n <= DenseOrder:
		case e == n*(n-1)/2:
			need += float64(n - 1)
		default:
			if k := g.ConnectedSets(c, m.limit); k <= m.limit {
				need += float64(k)
			} else {
				need = math.Inf(1)
			}
		}
	})
	return need
}
