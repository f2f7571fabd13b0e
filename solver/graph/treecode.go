package graph

import "math/bits"

// code is a rooted tree written as its AHU word (Aho, Hopcroft and
// Ullman): a 1, the words of the subtrees of its root's children in
// increasing order, a 0; read as a number of 2n bits for a tree of n
// vertices, so that 128 bits hold a tree of MaxVertices vertices and the
// word's highest bit says its length. Equal codes are isomorphic rooted
// trees, and isomorphic rooted trees have equal codes: a code is a key
// with no false hit. Codes compare as numbers, longer words above.
type code struct{ hi, lo uint64 }

// leafCode is the code of a lone vertex: 10.
var leafCode = code{lo: 2}

// less reports whether c is below d.
func (c code) less(d code) bool { return c.hi < d.hi || c.hi == d.hi && c.lo < d.lo }

// then returns the word c followed by the word d of k bits, 0 < k < 128.
func (c code) then(d code, k uint) code {
	if k < 64 {
		return code{c.hi<<k | c.lo>>(64-k) | d.hi, c.lo<<k | d.lo}
	}
	return code{c.lo<<(k-64) | d.hi, d.lo}
}

// treeLayout is a tree laid out from a root, parents first (breadth
// first), with the codes of its branches: below each vertex, the subtree
// it roots; above each vertex but the root, the tree of the vertices not
// below it, rooted at its parent. The children of a place are a run of
// places, and order lists each run by the codes of the subtrees below.
type treeLayout struct {
	n      int
	set    Set               // the tree's vertices
	at     [MaxVertices]int8 // the vertex of the graph at each place
	parent [MaxVertices]int8 // −1 at the root
	first  [MaxVertices]int8 // the first place of each place's children
	count  [MaxVertices]int8 // and how many
	order  [MaxVertices]int8 // each run of children, by the codes below them
	size   [MaxVertices]int8 // the vertices below each place, itself too
	under  [MaxVertices]Set  // and which
	below  [MaxVertices]code // the code of the subtree below each place
	above  [MaxVertices]code // the code of the branch above it (search only)
	same   [MaxVertices]bool // an earlier sibling, or an ancestor's, is alike
	// the values of the branches below and above each place, −1 when not
	// known (search only)
	vBelow, vAbove [MaxVertices]int16
	// key is the tree's canonical code: rooted at its centre, or the
	// less of its codes rooted at its two centres.
	key code
}

// lay lays out the tree c of g rooted at its centre and finds its key.
// The cost is O(V·d) word operations for V vertices of degree at most d.
func (l *treeLayout) lay(g *Graph, c Set) {
	root, other := centres(g, c)
	l.set = c
	l.at[0], l.parent[0], l.n = int8(root), -1, 1
	seen := Set(1) << uint(root)
	for i := 0; i < l.n; i++ {
		l.first[i] = int8(l.n)
		kids := g.adj[l.at[i]] & c &^ seen
		seen |= kids
		for ; kids != 0; kids &= kids - 1 {
			l.at[l.n], l.parent[l.n] = int8(kids.First()), int8(i)
			l.n++
		}
		l.count[i] = int8(l.n) - l.first[i]
	}
	for i := l.n - 1; i >= 0; i-- {
		f, k := int(l.first[i]), int(l.count[i])
		run := l.order[f : f+k]
		size, under := int8(1), Set(1)<<uint(l.at[i])
		for j := range k {
			run[j] = int8(f + j)
			for m := j; m > 0 && l.below[run[m]].less(l.below[run[m-1]]); m-- {
				run[m], run[m-1] = run[m-1], run[m]
			}
			size += l.size[f+j]
			under |= l.under[f+j]
		}
		l.size[i], l.under[i] = size, under
		l.below[i] = l.around(i, -1, code{}, false)
	}
	l.same[0] = false
	for i := range l.n {
		f := int(l.first[i])
		for j := range int(l.count[i]) {
			u := l.order[f+j]
			l.same[u] = l.same[i] || j > 0 && l.below[u] == l.below[l.order[f+j-1]]
		}
	}
	l.key = l.below[0]
	if other >= 0 {
		for j := range int(l.count[0]) {
			if u := int(l.first[0]) + j; int(l.at[u]) == other {
				// the tree rooted at the other centre: its children and
				// the root with the rest
				if k := l.around(u, -1, l.around(0, u, code{}, false), true); k.less(l.key) {
					l.key = k
				}
			}
		}
	}
}

// around returns the code of the tree rooted at place u made of the
// subtrees below u's children but the one at place skip (−1: none), and
// extra when has.
func (l *treeLayout) around(u, skip int, extra code, has bool) code {
	w := code{lo: 1}
	f := int(l.first[u])
	for j := range int(l.count[u]) {
		v := int(l.order[f+j])
		if v == skip {
			continue
		}
		b := l.below[v]
		if has && extra.less(b) {
			w = w.then(extra, codeBits(extra))
			has = false
		}
		w = w.then(b, 2*uint(l.size[v]))
	}
	if has {
		w = w.then(extra, codeBits(extra))
	}
	return w.then(code{}, 1)
}

// codeBits returns the length of the word c.
func codeBits(c code) uint {
	if c.hi != 0 {
		return 128 - uint(bits.LeadingZeros64(c.hi))
	}
	return 64 - uint(bits.LeadingZeros64(c.lo))
}

// fillAbove finds the code of the branch above every place but the root,
// top down: the parent's other children and the branch above the parent.
func (l *treeLayout) fillAbove() {
	for i := 1; i < l.n; i++ {
		p := int(l.parent[i])
		l.above[i] = l.around(p, i, l.above[p], p > 0)
	}
}

// centres returns a centre of the tree c of g, and its other centre, or
// −1 when it has one: the middle of a longest path, found by two breadth
// first searches.
func centres(g *Graph, c Set) (int, int) {
	far := func(v int, levels *[MaxVertices]Set) (int, int) {
		frontier, seen, d := Set(1)<<uint(v), Set(1)<<uint(v), 0
		for {
			levels[d] = frontier
			next := Set(0)
			for f := frontier; f != 0; f &= f - 1 {
				next |= g.adj[f.First()]
			}
			next &= c &^ seen
			if next == 0 {
				return frontier.First(), d
			}
			seen |= next
			frontier = next
			d++
		}
	}
	var levels [MaxVertices]Set
	a, _ := far(c.First(), &levels)
	b, d := far(a, &levels)
	// walk back from b, at distance d from a, to distance ⌈d/2⌉
	x := b
	for k := d - 1; k >= (d+1)/2; k-- {
		x = (g.adj[x] & levels[k]).First()
	}
	if d%2 == 0 {
		return x, -1
	}
	return x, (g.adj[x] & levels[d/2]).First()
}
