package graph

import (
	"cmp"
	"encoding/binary"
	"fmt"
	"math"
	"math/bits"
	"slices"

	"stones/solver/game"
	"stones/solver/numerals"
)

// Rule says what a move takes from a graph. The vertices a move takes go
// with their edges; what is left falls apart into components, which are
// played as a sum.
type Rule uint8

const (
	// Kayles takes one vertex, or two adjacent vertices: on a path it is
	// Kayles, the octal game 0.77.
	Kayles Rule = iota
	// Node takes a vertex and all its neighbours (node Kayles): on a path
	// it is Dawson's chess, the octal game 0.137.
	Node
	// Domino takes two adjacent vertices: on the graph of a board's empty
	// cells it is Cram, and on a path Dawson's Kayles, the octal game 0.07.
	Domino
)

// Rules are the rules in the order the page offers them.
var Rules = []Rule{Kayles, Node, Domino}

// String names the rule as the key rule spells it: "kayles", "node",
// "domino".
func (r Rule) String() string {
	switch r {
	case Node:
		return "node"
	case Domino:
		return "domino"
	}
	return "kayles"
}

// ParseRule reads a rule given as the value of key.
func ParseRule(key, text string) (Rule, error) {
	for _, r := range Rules {
		if text == r.String() {
			return r, nil
		}
	}
	return 0, game.Errorf(key, text, "is not a rule: kayles (take a vertex, or two adjacent vertices), node (take a vertex and its neighbours) or domino (take two adjacent vertices)")
}

// Takes calls yield with each set of vertices a move may take from the
// position s of g, until yield returns false: under Kayles each vertex,
// then each edge; under Node each closed neighbourhood; under Domino each
// edge. The cost is O(V + E) moves.
func (r Rule) Takes(g *Graph, s Set, yield func(Set) bool) {
	r.choices(g, s, func(_ int, t Set) bool { return yield(t) })
}

// choices is Takes with the vertex each move chooses: under Node the
// vertex whose closed neighbourhood the move takes (two vertices of the
// same closed neighbourhood take the same set by two different moves),
// else the smallest vertex taken.
func (r Rule) choices(g *Graph, s Set, yield func(v int, t Set) bool) {
	for t := s; t != 0 && r != Domino; t &= t - 1 {
		v := t.First()
		if r == Node {
			if !yield(v, (g.adj[v]&s)|1<<uint(v)) {
				return
			}
			continue
		}
		if !yield(v, 1<<uint(v)) {
			return
		}
	}
	if r == Node {
		return
	}
	for t := s; t != 0; t &= t - 1 {
		v := t.First()
		for n := g.adj[v] & s &^ (Set(2)<<uint(v) - 1); n != 0; n &= n - 1 {
			if !yield(v, 1<<uint(v)|1<<uint(n.First())) {
				return
			}
		}
	}
}

// LimitError reports that valuing a position needed more distinct
// components than the limit allows, or that a bound computed before any
// search showed it might.
type LimitError struct {
	Limit int // the most components, up to isomorphism, a computation values
	// Bound, when not 0, is the bound on the components to value that
	// exceeded Limit before any was valued (see Memo.Nim).
	Bound float64
}

func (e *LimitError) Error() string {
	if e.Bound > 0 {
		return "this position may need " + e.boundWords() + ", the limit"
	}
	return fmt.Sprintf("this position needs more than %s components valued (up to isomorphism), the limit", numerals.Grouped(e.Limit))
}

// boundWords says the bound against the limit: "up to 4,067,915,114
// components (…), more than 4,000,000", or, when a count of connected sets
// stopped at the limit (an infinite bound), "more than 4,000,000
// components (…)".
func (e *LimitError) boundWords() string {
	limit := numerals.Grouped(e.Limit)
	switch {
	case math.IsInf(e.Bound, 1):
		return "more than " + limit + " components (its connected sets number more, counted before any search)"
	case e.Bound >= 1e15:
		return fmt.Sprintf("up to %.1e components (its connected parts up to isomorphism, a bound found before any search), more than %s", e.Bound, limit)
	}
	return "up to " + numerals.Grouped(int(e.Bound)) + " components (its connected parts up to isomorphism, a bound found before any search), more than " + limit
}

// Memo values the positions of one rule, remembering the value of every
// connected graph it meets up to isomorphism, so that the graphs of a whole
// shape (path:0, path:1, …) share their work. The value of a position is
// the nim-sum of its components' values, and a component's value the mex of
// its options' (Sprague and Grundy).
//
// A component is known by its form: a tree by the AHU encoding of its
// centre (Aho, Hopcroft and Ullman), which is canonical, so that isomorphic
// trees meet; any other graph by its adjacency matrix in an order that
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
	trees map[uint64]uint32 // a tree's key (treeKey) → its value
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
	return &Memo{rule: rule, limit: limit, forms: map[string]uint32{}, trees: map[uint64]uint32{}, names: map[string]int32{}, leaf: -1, dense: DenseOrder}
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
// Under Kayles and Domino a graph whose forms Bound shows may be more than
// the limit is refused before any is valued, by a *LimitError that says
// the bound.
func (m *Memo) Nim(g *Graph, s Set, w *game.Work) (uint32, error) {
	if err := m.Admit(g); err != nil {
		return 0, err
	}
	p := &position{m: m, g: g, w: w}
	if m.tabled(g) {
		p.table = m.tableFor(g)
	}
	return p.sum(s)
}

// Admit returns a *LimitError that says the bound when, under Kayles or
// Domino, Bound shows that g's forms may be more than the limit, and nil
// otherwise or when g is valued by a table. It remembers the last graph
// admitted, so that the positions of one graph pay for it once.
func (m *Memo) Admit(g *Graph) error {
	if m.rule == Node || g == m.admitted || m.tabled(g) {
		return nil
	}
	if b := m.Bound(g); b > float64(m.limit) {
		return &LimitError{Limit: m.limit, Bound: b}
	}
	m.admitted = g
	return nil
}

// Bound returns an upper bound on the forms the memo's search values to
// value every position of g. Under Kayles, which meets every connected set
// of vertices of g as a component (a set inside a component loses a
// neighbour outside it and stays whole in one of the pieces left), it is
// the sum over g's components of two vertices or more of: a tree's
// subtrees up to isomorphism (TreeBound), a complete graph's sizes,
// nothing for a graph of at most DenseOrder vertices (its 2^n sets bound
// it), any other graph's connected sets, counted no further than the
// limit (+Inf when they are more). Under Domino, which meets fewer, the
// trees' alone (a board's regions are left to the limit); under Node, 0.
// The cost is at most
// O(V²·H²) for a tree and O(limit·V) word operations otherwise, well under
// a second for the limits of the page and the command line.
func (m *Memo) Bound(g *Graph) float64 {
	need := 0.0
	g.Components(g.All(), func(c Set) {
		n := c.Len()
		switch e := g.edgesWithin(c); {
		case n < 2 || m.rule == Node:
		case e == n-1:
			need += TreeBound(g, c) - 1
		case n <= DenseOrder || m.rule == Domino:
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

// position is one computation of Memo.Nim: its graph, and the value of
// each component (as a set of g's vertices) met so far.
type position struct {
	m      *Memo
	g      *Graph
	w      *game.Work
	byMask masks
	table  []uint16 // the values of g's connected sets, when g is tabled
}

// sum returns the nim-sum of the values of the components of s.
func (p *position) sum(s Set) (uint32, error) {
	if p.table != nil && s != 0 {
		if v := p.table[s]; v != 0 {
			return uint32(v) - 1, nil
		}
		c := p.g.Component(s, s.First())
		v, err := p.component(c)
		if err != nil || c == s {
			return v, err
		}
		rest, err := p.sum(s &^ c)
		p.table[s] = uint16(v^rest) + 1
		return v ^ rest, err
	}
	var x uint32
	for s != 0 {
		c := p.g.Component(s, s.First())
		v, err := p.component(c)
		if err != nil {
			return 0, err
		}
		x ^= v
		s &^= c
	}
	return x, nil
}

// component returns the value of the connected set c.
func (p *position) component(c Set) (uint32, error) {
	if v, ok := p.byMask.get(c); ok {
		return v, nil
	}
	if c&(c-1) == 0 {
		if p.m.rule == Domino {
			return 0, nil // a lone vertex: no domino fits
		}
		return 1, nil // Kayles and Node take it
	}
	if tbl := p.table; tbl != nil {
		if v := tbl[c]; v != 0 {
			return uint32(v) - 1, nil
		}
		v, err := p.options(c, false)
		if err != nil {
			return 0, err
		}
		tbl[c] = uint16(v) + 1
		return v, p.count(&p.m.sets)
	}
	// A tree's form is a number, any other graph's a string.
	var tree uint64
	var form string
	isTree := p.g.edgesWithin(c) == c.Len()-1
	if isTree {
		tree = p.m.treeKey(p.g, c)
		if v, ok := p.m.trees[tree]; ok {
			p.byMask.put(c, v)
			return v, nil
		}
	} else {
		form = p.m.form(p.g, c)
		if v, ok := p.m.forms[form]; ok {
			p.byMask.put(c, v)
			return v, nil
		}
	}
	if p.m.valued >= p.m.limit {
		return 0, &LimitError{Limit: p.m.limit}
	}
	v, err := p.options(c, isTree)
	if err != nil {
		return 0, err
	}
	if form == "" {
		p.m.trees[tree] = v
	} else {
		p.m.forms[form] = v
	}
	p.byMask.put(c, v)
	return v, p.count(&p.m.valued)
}

// options returns the mex of the values of the options of the connected
// set c: at most |c| + |E(c)| of them, so below 2^16 for any graph.
func (p *position) options(c Set, tree bool) (uint32, error) {
	if tree && p.m.rule != Node {
		return p.treeOptions(c)
	}
	var seen marks
	var err error
	p.m.rule.Takes(p.g, c, func(t Set) bool {
		var v uint32
		if v, err = p.sum(c &^ t); err != nil {
			return false
		}
		seen.add(v)
		return true
	})
	if err != nil {
		return 0, err
	}
	return seen.mex(), nil
}

// treeOptions is options for the tree c under Kayles or Domino, by its
// branches: a move leaves, of the branches around the vertices it takes
// (the pieces left when a vertex goes), those that do not hold the other
// vertex taken. So each of the 2(|c| − 1) branches is valued once, rather
// than each piece of each option: with c rooted at its first vertex, the
// branch below u, and the branch above u, the rest of c.
func (p *position) treeOptions(c Set) (uint32, error) {
	var order [MaxVertices]int8 // c's vertices, parents first
	var parent [MaxVertices]int8
	var below [MaxVertices]Set       // the branch below each vertex, itself included
	var down, up [MaxVertices]uint32 // the values of the branches below and above each vertex
	var around [MaxVertices]uint32   // the nim-sum of the branches around each vertex
	root := c.First()
	order[0], parent[root] = int8(root), -1
	n, met := 1, Set(1)<<uint(root)
	for i := 0; i < n; i++ {
		v := int(order[i])
		for k := p.g.adj[v] & c &^ met; k != 0; k &= k - 1 {
			u := k.First()
			order[n], parent[u] = int8(u), int8(v)
			n++
			met |= 1 << uint(u)
		}
	}
	for i := n - 1; i >= 0; i-- {
		u := int(order[i])
		below[u] |= 1 << uint(u)
		around[u] = 0
		if i > 0 {
			below[parent[u]] |= below[u]
		}
	}
	for i := 1; i < n; i++ {
		u := int(order[i])
		var err error
		if down[u], err = p.component(below[u]); err != nil {
			return 0, err
		}
		if up[u], err = p.component(c &^ below[u]); err != nil {
			return 0, err
		}
		around[u] ^= up[u]
		around[parent[u]] ^= down[u]
	}
	var seen marks
	for i := range n {
		u := int(order[i])
		if p.m.rule == Kayles {
			seen.add(around[u]) // take u
		}
		if i > 0 { // take u and its parent
			seen.add(around[u] ^ up[u] ^ around[parent[u]] ^ down[u])
		}
	}
	return seen.mex(), nil
}

// marks are the values of a component's options, for their mex.
type marks struct {
	low  [4]uint64 // the values below 256
	high []uint32  // and above
}

// add marks v.
func (s *marks) add(v uint32) {
	if v < 256 {
		s.low[v/64] |= 1 << (v % 64)
	} else {
		s.high = append(s.high, v)
	}
}

// mex returns the least value not marked.
func (s *marks) mex() uint32 { return mex(s.low, s.high) }

// count counts one more component valued, forms or a table's sets, and
// reports the count to the work every game.StepEvery, returning its error
// when it is cancelled.
func (p *position) count(n *int) error {
	*n++
	if *n%game.StepEvery == 0 {
		return p.w.Step(*n)
	}
	return nil
}

// mex returns the least value neither in the bitset seen (values below
// 256) nor in big.
func mex(seen [4]uint64, big []uint32) uint32 {
	for i, word := range seen {
		if word != ^uint64(0) {
			return uint32(i*64 + bits.TrailingZeros64(^word))
		}
	}
	slices.Sort(big)
	v := uint32(256)
	for _, b := range big {
		if b == v {
			v++
		} else if b > v {
			break
		}
	}
	return v
}

// form returns the form of the component c of g: the key of its value.
func (m *Memo) form(g *Graph, c Set) string {
	switch e, n := g.edgesWithin(c), c.Len(); {
	case e == n-1:
		return m.treeForm(g, c)
	case e == n*(n-1)/2:
		return string(binary.AppendUvarint([]byte{'k'}, uint64(n))) // complete
	case g.cols > 0:
		return boardForm(g.cols, c)
	}
	return m.graphForm(g, c)
}

// boardForm returns the form of the cells c of a grid cols wide: the
// height, width and bitmap of its canonical key (boardKey), so that equal
// forms are congruent shapes, and congruent shapes have equal forms.
func boardForm(cols int, c Set) string {
	key, w, h := boardKey(cols, c)
	return string(binary.LittleEndian.AppendUint64([]byte{'b', byte(h), byte(w)}, key))
}

// name returns the number of a signature, numbering new ones in the order
// they come.
func (m *Memo) name(sig []byte) int32 {
	if id, ok := m.names[string(sig)]; ok {
		return id
	}
	id := int32(len(m.names))
	m.names[string(sig)] = id
	return id
}

// treeForm returns the canonical form of the tree c, its treeKey written
// out.
func (m *Memo) treeForm(g *Graph, c Set) string {
	return string(binary.LittleEndian.AppendUint64([]byte{'t'}, m.treeKey(g, c)))
}

// treeKey returns the canonical key of the tree c: the number of the tree
// rooted at its centre with the top bit set, or the two numbers, in order,
// of the halves rooted at its two centres, the smaller in the high half.
// Numbers are below 2^31, so that the keys of different trees differ.
func (m *Memo) treeKey(g *Graph, c Set) uint64 {
	rest := centre(g, c)
	a := rest.First()
	if rest.Len() == 1 {
		return 1<<63 | uint64(m.rooted(g, c, a, -1))
	}
	b := (rest &^ (1 << uint(a))).First()
	x, y := m.rooted(g, c, a, b), m.rooted(g, c, b, a)
	if x > y {
		x, y = y, x
	}
	return uint64(x)<<32 | uint64(y)
}

// centre returns the centre of the tree c: the one or two vertices left
// when leaves are taken off until at most two remain.
func centre(g *Graph, c Set) Set {
	rest := c
	for rest.Len() > 2 {
		leaves := Set(0)
		for r := rest; r != 0; r &= r - 1 {
			v := r.First()
			if (g.adj[v] & rest).Len() <= 1 {
				leaves |= 1 << uint(v)
			}
		}
		rest &^= leaves
	}
	return rest
}

// rooted returns the number of the subtree of c at v away from parent:
// the numbers of its children's subtrees, sorted, named. It allocates
// nothing once the memo's scratch has grown: the children's numbers wait
// on m.stack, the signature is built in m.sig.
func (m *Memo) rooted(g *Graph, c Set, v, parent int) int32 {
	base := len(m.stack)
	for n := g.adj[v] & c; n != 0; n &= n - 1 {
		if u := n.First(); u != parent {
			id := m.rooted(g, c, u, v)
			m.stack = append(m.stack, id)
		}
	}
	kids := m.stack[base:]
	if len(kids) == 0 && m.leaf >= 0 {
		return m.leaf
	}
	slices.Sort(kids)
	m.sig = append(m.sig[:0], 'r')
	for _, k := range kids {
		m.sig = binary.AppendUvarint(m.sig, uint64(k))
	}
	m.stack = m.stack[:base]
	id := m.name(m.sig)
	if len(kids) == 0 {
		m.leaf = id
	}
	return id
}

// graphForm returns the form of the connected graph c: its order and its
// adjacency matrix, the vertices ordered by their colours after colour
// refinement, ties by number. The cost is refine's and O(V + E) more.
func (m *Memo) graphForm(g *Graph, c Set) string {
	var colour [MaxVertices]uint64
	vs, _ := refine(g, c, &colour)
	slices.SortStableFunc(vs, func(a, b int) int { return cmp.Compare(colour[a], colour[b]) })
	var at [MaxVertices]int // each vertex's place in the order
	for i, v := range vs {
		at[v] = i
	}
	// The upper triangle of the matrix row by row: the pair i < j is bit
	// i·n − i(i+1)/2 + j − i − 1.
	n := len(vs)
	var bits [(MaxVertices*(MaxVertices-1)/2 + 63) / 64]uint64
	for i, u := range vs {
		row := i*n - i*(i+1)/2 - i - 1
		for r := g.adj[u] & c; r != 0; r &= r - 1 {
			if j := at[r.First()]; j > i {
				k := row + j
				bits[k/64] |= 1 << (k % 64)
			}
		}
	}
	form := binary.AppendUvarint([]byte{'g'}, uint64(n))
	for k := 0; k <= n*(n-1)/2; k += 8 {
		form = append(form, byte(bits[k/64]>>(k%64)))
	}
	return string(form)
}

// refine colours the vertices of c by colour refinement, starting from
// their degrees within c, until the classes stop splitting. It returns the
// vertices of c in increasing order and how many classes there are, and
// leaves each one's colour in colour (indexed by vertex). A colour is a
// hash of the vertex's colour and the multiset of its neighbours' colours
// in the round before, so it depends on the graph's shape alone, not on
// the numbering or on other graphs: isomorphic graphs are coloured alike,
// and a collision of hashes merely leaves two classes joined. The cost is
// O(R·(V + E)) for R rounds, without allocation beyond vs.
func refine(g *Graph, c Set, colour *[MaxVertices]uint64) (vs []int, classes int) {
	vs = make([]int, 0, c.Len())
	for r := c; r != 0; r &= r - 1 {
		vs = append(vs, r.First())
	}
	for _, v := range vs {
		colour[v] = uint64((g.adj[v] & c).Len())
	}
	var next [MaxVertices]uint64
	for {
		for _, v := range vs {
			h := mix(colour[v])
			for n := g.adj[v] & c; n != 0; n &= n - 1 {
				h += mix(colour[n.First()] ^ 0x5bd1e9955bd1e995)
			}
			next[v] = mix(h)
		}
		var seen colours
		n := 0
		for _, v := range vs {
			colour[v] = next[v]
			if seen.add(next[v]) {
				n++
			}
		}
		if n <= classes || n == len(vs) {
			return vs, n
		}
		classes = n
	}
}

// colours is a set of at most MaxVertices colours: a table of twice as
// many slots with linear probing, each colour at the slot of its top bits
// (colours are hashes).
type colours struct {
	slot [2 * MaxVertices]uint64
	used [2 * MaxVertices / 64]uint64 // which slots hold a colour
}

// add adds x and reports whether it was new.
func (s *colours) add(x uint64) bool {
	i := int(x >> 57)
	for s.used[i/64]>>(i%64)&1 != 0 {
		if s.slot[i] == x {
			return false
		}
		i = (i + 1) % len(s.slot)
	}
	s.used[i/64] |= 1 << (i % 64)
	s.slot[i] = x
	return true
}

// mix is a 64-bit finaliser (SplitMix64's): each bit of x moves about
// half the bits of the result.
func mix(x uint64) uint64 {
	x ^= x >> 30
	x *= 0xbf58476d1ce4e5b9
	x ^= x >> 27
	x *= 0x94d049bb133111eb
	return x ^ x>>31
}
