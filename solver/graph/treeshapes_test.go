package graph

import "stones/solver/game"

// shapeTable, an engine of the tests (engines_test.go, and the oracle of
// the pruned search of trees on trees larger than plain search reaches),
// values trees under one rule by their shapes alone, apart from any graph
// (the memo valued trees so for a while, and took four times the memory
// of their forms): a rooted tree is a number, named from the sorted numbers of
// its children (Aho, Hopcroft and Ullman), so that alike branches of
// different trees, of different sizes of a sequence or of different
// graphs meet as one number, and the value of a rooted tree is one read
// of a slice indexed by it.
//
// A tree's options are valued from its branches: rooted at any vertex,
// the branch below each vertex is a number already named, and the branch
// above it is named from its parent's other children and the branch
// above the parent, top down, so that the 2(n − 1) branches of a tree of
// n vertices cost n names. Children of a
// vertex that are alike give alike moves, so only the first of a run of
// alike children is played into.
//
// The value of a rooted tree not yet known is found in two steps: the
// tree rooted at its centre (the key of the unrooted tree, as treeKey has
// it) is looked up, and only when that is new are its options valued.
// So the trees valued are the subtrees met up to isomorphism, each once,
// and the limit counts them while searching: nothing is refused from a
// count made before.
//
// Memory: about 30 bytes for each rooted tree named (its slots, its
// children and its value), 7 or 8 of them for each tree valued, and a map
// entry for each tree valued: about 900 MB for the 1.5 million subtrees of
// a random tree of 40 vertices (BENCH.md). The zero shapeTable is not
// usable: call newShapeTable.
type shapeTable struct {
	rule  Rule
	slots []uint64         // the names: 32 bits of a hash, and 1 + a rooted tree's number
	first []int32          // each rooted tree's first child in kids
	count []uint8          // each rooted tree's children
	order []uint8          // each rooted tree's vertices
	value []uint8          // each rooted tree's value, unknown when 255
	kids  []int32          // the children of every rooted tree, sorted in each
	trees map[uint64]uint8 // an unrooted tree's key (as treeKey) → its value
	buf   []int32          // scratch of the branches above
}

// unknown marks a value not yet found: values are below 2·MaxVertices.
const unknown = 255

// newShapeTable returns the empty table of rule.
func newShapeTable(rule Rule) *shapeTable {
	return &shapeTable{rule: rule, trees: map[uint64]uint8{}}
}

// name returns the number of the rooted tree whose children have the
// numbers kids, sorted, naming it when new. The names are an open
// addressing table of the numbers, each slot with 32 bits of its hash
// beside it, so that a name costs about two cache misses: the slot, and
// the children compared when the bits agree.
func (t *shapeTable) name(kids []int32) int32 {
	h := hashIDs(kids)
	if 2*(len(t.first)+1) > len(t.slots) {
		t.grow()
	}
	mask := len(t.slots) - 1
	for i := int(h) & mask; ; i = (i + 1) & mask {
		s := t.slots[i]
		if s == 0 {
			id := int32(len(t.first))
			t.slots[i] = h&^(1<<32-1) | uint64(id+1)
			n := 1
			for _, k := range kids {
				n += int(t.order[k])
			}
			t.first = append(t.first, int32(len(t.kids)))
			t.count = append(t.count, uint8(len(kids)))
			t.order = append(t.order, uint8(n))
			t.value = append(t.value, unknown)
			t.kids = append(t.kids, kids...)
			return id
		}
		if s>>32 == h>>32 {
			id := int32(s&(1<<32-1)) - 1
			if f := int(t.first[id]); int(t.count[id]) == len(kids) && equalIDs(t.kids[f:f+len(kids)], kids) {
				return id
			}
		}
	}
}

// grow doubles the slots of the names.
func (t *shapeTable) grow() {
	t.slots = make([]uint64, max(2*len(t.slots), 1<<12))
	mask := len(t.slots) - 1
	for id := range t.first {
		f := int(t.first[id])
		h := hashIDs(t.kids[f : f+int(t.count[id])])
		i := int(h) & mask
		for t.slots[i] != 0 {
			i = (i + 1) & mask
		}
		t.slots[i] = h&^(1<<32-1) | uint64(id+1)
	}
}

// hashIDs hashes a list of numbers.
func hashIDs(kids []int32) uint64 {
	h := uint64(len(kids))
	for _, k := range kids {
		h = mix(h ^ uint64(uint32(k)))
	}
	return mix(h + 0x9e3779b97f4a7c15)
}

// equalIDs reports whether two lists of numbers are equal.
func equalIDs(a, b []int32) bool {
	for i := range a {
		if a[i] != b[i] {
			return false
		}
	}
	return true
}

// rooted returns the number of the subtree of c at v away from parent.
func (t *shapeTable) rooted(g *Graph, c Set, v, parent int) int32 {
	var kids [MaxVertices]int32
	n := 0
	for k := g.adj[v] & c; k != 0; k &= k - 1 {
		if u := k.First(); u != parent {
			kids[n] = t.rooted(g, c, u, v)
			n++
		}
	}
	sortIDs(kids[:n])
	return t.name(kids[:n])
}

// sortIDs sorts a few numbers by insertion: the children of one vertex.
func sortIDs(a []int32) {
	for i := 1; i < len(a); i++ {
		x, j := a[i], i
		for ; j > 0 && a[j-1] > x; j-- {
			a[j] = a[j-1]
		}
		a[j] = x
	}
}

// spread is a rooted tree laid out vertex by vertex, parents first, each
// vertex's children in a run in the order of their numbers.
type spread struct {
	n      int
	id     [MaxVertices]int32 // the number of the branch below each vertex
	parent [MaxVertices]int8
	first  [MaxVertices]int8 // each vertex's first child
	count  [MaxVertices]int8 // and how many
	// same marks a vertex whose earlier sibling, or an ancestor's, is
	// alike: its moves are another vertex's.
	same [MaxVertices]bool
	up   [MaxVertices]int32 // the number of the branch above each vertex, −1 not named
}

// spread lays out the rooted tree id.
func (t *shapeTable) spread(id int32, s *spread) {
	s.id[0], s.parent[0], s.same[0], s.up[0] = id, -1, false, -1
	s.n = 1
	for i := 0; i < s.n; i++ {
		x := s.id[i]
		f, k := t.first[x], int(t.count[x])
		s.first[i], s.count[i] = int8(s.n), int8(k)
		for j := range k {
			c := t.kids[int(f)+j]
			s.id[s.n], s.parent[s.n], s.up[s.n] = c, int8(i), -1
			s.same[s.n] = s.same[i] || j > 0 && t.kids[int(f)+j-1] == c
			s.n++
		}
	}
}

// above returns the number of the branch above vertex u of s (not the
// root): the tree of the vertices not below u, rooted at u's parent.
func (t *shapeTable) above(s *spread, u int) int32 {
	if s.up[u] >= 0 {
		return s.up[u]
	}
	p := int(s.parent[u])
	var extra int32 = -1
	if p > 0 {
		extra = t.above(s, p)
	}
	buf := t.around(s, p, s.id[u], extra)
	s.up[u] = t.name(buf)
	return s.up[u]
}

// around returns, sorted in t.buf, the numbers of the children of vertex
// p of s but one of number skip (−1: none), and extra when not −1.
func (t *shapeTable) around(s *spread, p int, skip, extra int32) []int32 {
	buf := t.buf[:0]
	for j := range int(s.count[p]) {
		c := s.id[int(s.first[p])+j]
		if c == skip {
			skip = -1
			continue
		}
		if extra >= 0 && extra < c {
			buf = append(buf, extra)
			extra = -1
		}
		buf = append(buf, c)
	}
	if extra >= 0 {
		buf = append(buf, extra)
	}
	t.buf = buf
	return buf
}

// key returns the key of the unrooted tree s: the number of the tree
// rooted at its centre with the top bit set, or the numbers, in order, of
// the halves at its two centres, the smaller in the high half.
func (t *shapeTable) key(s *spread) uint64 {
	// Peel leaves: a vertex's neighbours are its children and its parent.
	var deg [MaxVertices]int8
	var queue [MaxVertices]int8
	leaves := 0
	for i := range s.n {
		deg[i] = s.count[i]
		if i > 0 {
			deg[i]++
		}
		if deg[i] <= 1 {
			queue[leaves] = int8(i)
			leaves++
		}
	}
	left, head := s.n, 0
	for left > 2 {
		end := leaves
		for ; head < end; head++ {
			v := int(queue[head])
			left--
			deg[v] = -1
			visit := func(u int) {
				if deg[u] > 0 {
					if deg[u]--; deg[u] == 1 {
						queue[leaves] = int8(u)
						leaves++
					}
				}
			}
			if v > 0 {
				visit(int(s.parent[v]))
			}
			for j := range int(s.count[v]) {
				visit(int(s.first[v]) + j)
			}
		}
	}
	var centre [2]int
	k := 0
	for i := 0; i < s.n && k < 2; i++ {
		if deg[i] >= 0 {
			centre[k] = i
			k++
		}
	}
	if k == 2 {
		// Two centres, adjacent: the lower is the other's child.
		c := centre[1]
		x, y := s.id[c], t.above(s, c)
		if x > y {
			x, y = y, x
		}
		return uint64(x)<<32 | uint64(y)
	}
	c := centre[0]
	if c == 0 {
		return 1<<63 | uint64(s.id[0])
	}
	buf := t.around(s, c, -1, t.above(s, c))
	return 1<<63 | uint64(t.name(buf))
}

// treeValuer is one computation of a shapeTable: the count and limit
// of the trees valued, and the work to report to.
type treeValuer struct {
	t     *shapeTable
	n     *int // trees valued so far, which limit bounds
	limit int
	w     *game.Work
}

// nim returns the value of the rooted tree id.
func (v *treeValuer) nim(id int32) (uint32, error) {
	t := v.t
	if x := t.value[id]; x != unknown {
		return uint32(x), nil
	}
	if t.order[id] == 1 {
		x := uint8(1)
		if t.rule == Domino {
			x = 0
		}
		t.value[id] = x
		return uint32(x), nil
	}
	var s spread
	t.spread(id, &s)
	key := t.key(&s)
	if x, ok := t.trees[key]; ok {
		t.value[id] = x
		return uint32(x), nil
	}
	if *v.n >= v.limit {
		return 0, &LimitError{Limit: v.limit}
	}
	x, err := v.options(&s)
	if err != nil {
		return 0, err
	}
	t.trees[key] = uint8(x)
	t.value[id] = uint8(x)
	*v.n++
	if *v.n%game.StepEvery == 0 {
		if err := v.w.Step(*v.n); err != nil {
			return 0, err
		}
	}
	return x, nil
}

// options returns the mex of the values of the options of the tree s.
// Under Node only the branches that are pieces of an option are valued
// (not the branch above a leaf, nor the branch below the root's only
// child), so that the trees valued are those the game meets; under
// Kayles, whose options leave every branch, and Domino, every branch, as
// the forms of the memo's costs recorded in the tests were counted.
func (v *treeValuer) options(s *spread) (uint32, error) {
	t := v.t
	var val [2][MaxVertices]uint32 // the values below and above each vertex
	var known [2][MaxVertices]bool
	var err error
	// value returns the value of the branch below (side 0) or above
	// (side 1) the vertex u, 0 once an error is met.
	value := func(side, u int) uint32 {
		if err != nil || known[side][u] {
			return val[side][u]
		}
		id := s.id[u]
		if side == 1 {
			id = t.above(s, u)
		}
		var x uint32
		if x, err = v.nim(id); err == nil {
			val[side][u], known[side][u] = x, true
		}
		return x
	}
	// kids returns the nim-sum of the branches below the children of u
	// but the one at skip.
	kids := func(u, skip int) uint32 {
		x := uint32(0)
		for j := range int(s.count[u]) {
			if w := int(s.first[u]) + j; w != skip {
				x ^= value(0, w)
			}
		}
		return x
	}
	// around returns the nim-sum of the branches around u but the one at
	// skip (its parent or a child).
	around := func(u, skip int) uint32 {
		x := kids(u, skip)
		if p := int(s.parent[u]); p >= 0 && p != skip {
			x ^= value(1, u)
		}
		return x
	}
	if t.rule != Node {
		for u := 1; u < s.n; u++ {
			if !s.same[u] {
				value(0, u)
				value(1, u)
			}
		}
	}
	var seen marks
	for u := range s.n {
		if s.same[u] {
			continue
		}
		p := int(s.parent[u])
		switch t.rule {
		case Node:
			x := uint32(0)
			for j := range int(s.count[u]) {
				x ^= kids(int(s.first[u])+j, -1)
			}
			if p >= 0 {
				x ^= around(p, u)
			}
			seen.add(x)
			continue
		case Kayles:
			seen.add(around(u, -1)) // take u
		}
		if p >= 0 { // take u and its parent
			seen.add(around(u, p) ^ around(p, u))
		}
		if err != nil {
			return 0, err
		}
	}
	return seen.mex(), err
}
