package graph

import (
	"math/bits"
	"slices"

	"stones/solver/game"
)

// position is one computation of Memo.Nim: its graph, and the value of
// each component (as a set of g's vertices) met so far.
type position struct {
	m      *Memo
	g      *Graph
	w      *game.Work
	byMask masks
	table  []uint16 // the values of g's connected sets, when g is tabled
	// pruned values the trees met by the pruned search of trees, not by
	// their forms (Memo.pruned).
	pruned bool
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
	isTree := p.g.edgesWithin(c) == c.Len()-1
	if isTree && p.pruned {
		v, err := p.m.treeSearch().nim(p.g, c, p.w)
		if err == nil {
			p.byMask.put(c, v)
		}
		return v, err
	}
	// A tree's form is a number, any other graph's a string.
	var tree uint64
	var form string
	if isTree {
		tree = p.m.treeKey(p.g, c)
		if v, ok := p.m.treeValues[tree]; ok {
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
	if isTree {
		p.m.treeValues[tree] = v
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
