package graph

import (
	"cmp"
	"encoding/binary"
	"math/bits"
	"slices"
)

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

// boardKey returns the canonical key of the region c of a grid cols
// wide: the smallest, over the eight symmetries of the square, of its
// bounding box's height, width and bitmap (row by row), as the bitmap,
// the width and the height. Congruent regions have equal keys and equal
// keys are congruent regions; the height is the bitmap's last row. The
// cost is O(h + w) word operations, and O(h·w) more when the height is
// not smaller than the width.
func boardKey(cols int, c Set) (key uint64, w, h int) {
	top, bottom := c.First()/cols, (63-bits.LeadingZeros64(uint64(c)))/cols
	h = bottom - top + 1
	var rows [MaxVertices]uint64
	mask := uint64(1)<<uint(cols) - 1
	var all uint64
	for i := range h {
		rows[i] = uint64(c>>uint((top+i)*cols)) & mask
		all |= rows[i]
	}
	left := bits.TrailingZeros64(all)
	w = bits.Len64(all) - left
	for i := range h {
		rows[i] >>= uint(left)
	}
	best, bw, bh := ^uint64(0), 0, 0
	try := func(r []uint64, w int) {
		h := len(r)
		var a, b, e, f uint64 // as is, rows reversed, columns reversed, both
		for i, row := range r {
			rev := bits.Reverse64(row) >> uint(64-w)
			a |= row << uint(i*w)
			b |= row << uint((h-1-i)*w)
			e |= rev << uint(i*w)
			f |= rev << uint((h-1-i)*w)
		}
		if bh == 0 || h < bh {
			best, bw, bh = a, w, h
		}
		best = min(best, a, b, e, f)
	}
	if h <= w {
		try(rows[:h], w)
	}
	if w <= h {
		var cols [MaxVertices]uint64
		for i := range h {
			for r := rows[i]; r != 0; r &= r - 1 {
				j := bits.TrailingZeros64(r)
				cols[j] |= 1 << uint(i)
			}
		}
		try(cols[:w], h)
	}
	return best, bw, bh
}
