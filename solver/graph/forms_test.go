package graph

import (
	"encoding/binary"
	"testing"
)

// graphFromBytes reads a graph of at most 8 vertices from fuzz input: the
// first byte its order, each bit of the next four bytes an edge of the
// 28 pairs, and the byte after them a seed of a relabelling.
func graphFromBytes(b []byte) (g, h *Graph) {
	if len(b) < 6 {
		return nil, nil
	}
	n := 1 + int(b[0])%8
	bits := binary.LittleEndian.Uint32(b[1:5])
	g = New(n)
	k := 0
	for u := range n {
		for v := u + 1; v < n; v++ {
			if bits>>(k%32)&1 != 0 {
				g.AddEdge(u, v)
			}
			k++
		}
	}
	// A relabelling: a permutation drawn by the seed.
	perm := make([]int, n)
	for i := range perm {
		perm[i] = i
	}
	seed := uint32(b[5]) | 1
	for i := n - 1; i > 0; i-- {
		seed = seed*1103515245 + 12345
		j := int(seed>>16) % (i + 1)
		perm[i], perm[j] = perm[j], perm[i]
	}
	return g, relabel(g, perm)
}

// isomorphic reports whether two graphs of at most 8 vertices are
// isomorphic, by trying every bijection.
func isomorphic(a *Graph, sa Set, b *Graph, sb Set) bool {
	va, vb := vertices(sa), vertices(sb)
	if len(va) != len(vb) || a.edgesWithin(sa) != b.edgesWithin(sb) {
		return false
	}
	to := make([]int, MaxVertices)
	used := make([]bool, len(vb))
	var try func(i int) bool
	try = func(i int) bool {
		if i == len(va) {
			return true
		}
		for j := range vb {
			if used[j] {
				continue
			}
			ok := true
			for p := range i {
				if a.adj[va[p]].Has(va[i]) != b.adj[to[va[p]]].Has(vb[j]) {
					ok = false
					break
				}
			}
			if ok {
				used[j], to[va[i]] = true, vb[j]
				if try(i + 1) {
					return true
				}
				used[j] = false
			}
		}
		return false
	}
	return try(0)
}

func vertices(s Set) []int {
	var vs []int
	for r := s; r != 0; r &= r - 1 {
		vs = append(vs, r.First())
	}
	return vs
}

// FuzzGraphForm checks the forms of components, the keys of the memo's
// values: a tree's form is canonical (a relabelled tree has the same
// form), and equal forms are isomorphic graphs, so that no value is
// taken for another graph's. Every connected set of the graph is tried
// against every connected set of its relabelling.
func FuzzGraphForm(f *testing.F) {
	f.Add([]byte{5, 0xff, 0x0f, 0, 0, 3})
	f.Add([]byte{7, 0x49, 0x92, 0x24, 0x09, 7})
	f.Add([]byte{3, 0x01, 0, 0, 0, 1})
	f.Fuzz(func(t *testing.T, b []byte) {
		g, h := graphFromBytes(b)
		if g == nil {
			return
		}
		m := NewMemo(Node, 1<<20)
		type comp struct {
			g *Graph
			s Set
		}
		byForm := map[string]comp{}
		for _, gr := range []*Graph{g, h} {
			for s := Set(1); s <= gr.All(); s++ {
				if s&^gr.All() != 0 || gr.Component(s, s.First()) != s {
					continue
				}
				form := m.form(gr, s)
				if c, ok := byForm[form]; ok && !isomorphic(c.g, c.s, gr, s) {
					t.Fatalf("%s on %b and %s on %b share a form but are not isomorphic", c.g, c.s, gr, s)
				}
				byForm[form] = comp{gr, s}
			}
		}
		if g.edgesWithin(g.All()) == g.Order()-1 && g.Component(g.All(), 0) == g.All() {
			if a, b := m.form(g, g.All()), m.form(h, h.All()); a != b {
				t.Fatalf("the tree %s and its relabelling %s have different forms", g, h)
			}
		}
	})
}
