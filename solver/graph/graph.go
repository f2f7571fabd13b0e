package graph

import (
	"math/bits"
	"slices"
	"strconv"
	"strings"
)

// MaxVertices is the most vertices a Graph may have: a set of vertices is
// one machine word.
const MaxVertices = 64

// Set is a set of vertices of a Graph: bit v stands for vertex v.
type Set uint64

// Has reports whether v is in s.
func (s Set) Has(v int) bool { return s&(1<<uint(v)) != 0 }

// Len returns how many vertices s has.
func (s Set) Len() int { return bits.OnesCount64(uint64(s)) }

// First returns the smallest vertex of s, which must not be empty.
func (s Set) First() int { return bits.TrailingZeros64(uint64(s)) }

// Graph is a simple undirected graph on the vertices 0..Order()−1, at most
// MaxVertices of them. The zero Graph has no vertex.
type Graph struct {
	adj []Set // adj[v]: the neighbours of v
	// cols is the width of the grid the graph is, 0 for no grid: vertex v
	// is the cell of row v / cols and column v % cols (see Grid).
	cols int
}

// New returns the graph of n isolated vertices, 0 ≤ n ≤ MaxVertices.
func New(n int) *Graph {
	if n < 0 || n > MaxVertices {
		panic("graph: New(" + strconv.Itoa(n) + "): the order is out of 0.." + strconv.Itoa(MaxVertices))
	}
	return &Graph{adj: make([]Set, n)}
}

// Order returns the number of vertices.
func (g *Graph) Order() int { return len(g.adj) }

// All returns the set of every vertex.
func (g *Graph) All() Set {
	if len(g.adj) == MaxVertices {
		return ^Set(0)
	}
	return Set(1)<<uint(len(g.adj)) - 1
}

// AddEdge joins u and v, two different vertices of g.
func (g *Graph) AddEdge(u, v int) {
	if u == v || u < 0 || v < 0 || u >= len(g.adj) || v >= len(g.adj) {
		panic("graph: AddEdge(" + strconv.Itoa(u) + ", " + strconv.Itoa(v) + ") in a graph of " + strconv.Itoa(len(g.adj)) + " vertices")
	}
	g.adj[u] |= 1 << uint(v)
	g.adj[v] |= 1 << uint(u)
}

// Neighbours returns the neighbours of v.
func (g *Graph) Neighbours(v int) Set { return g.adj[v] }

// Edges returns the edges of g, each once with u < v, in increasing order.
func (g *Graph) Edges() [][2]int {
	var e [][2]int
	for u, a := range g.adj {
		for s := a &^ (Set(2)<<uint(u) - 1); s != 0; s &= s - 1 {
			e = append(e, [2]int{u, s.First()})
		}
	}
	return e
}

// String writes g as the edge list that Parse reads: "0-1,1-2", with a
// vertex that has no edge written alone, and the shape "path:0" for no
// vertex, which no edge list writes. The highest vertex is written alone
// when it has no edge, so that the order survives.
func (g *Graph) String() string {
	if len(g.adj) == 0 {
		return "path:0"
	}
	var parts []string
	covered := Set(0)
	for _, e := range g.Edges() {
		parts = append(parts, strconv.Itoa(e[0])+"-"+strconv.Itoa(e[1]))
		covered |= 1<<uint(e[0]) | 1<<uint(e[1])
	}
	for v := range g.adj {
		if !covered.Has(v) {
			parts = append(parts, strconv.Itoa(v))
		}
	}
	slices.SortStableFunc(parts, func(a, b string) int { return firstVertex(a) - firstVertex(b) })
	return strings.Join(parts, ",")
}

// firstVertex returns the number a part of an edge list begins with.
func firstVertex(part string) int {
	head, _, _ := strings.Cut(part, "-")
	v, _ := strconv.Atoi(head)
	return v
}

// Component returns the vertices of s connected to v within s (v in s).
// The cost is O(d) word operations for a component of diameter d.
func (g *Graph) Component(s Set, v int) Set {
	c, frontier := Set(1)<<uint(v), Set(1)<<uint(v)
	for frontier != 0 {
		next := Set(0)
		for f := frontier; f != 0; f &= f - 1 {
			next |= g.adj[f.First()]
		}
		next &= s &^ c
		c |= next
		frontier = next
	}
	return c
}

// Components calls yield with each connected component of the vertices s
// induce, in order of their smallest vertex.
func (g *Graph) Components(s Set, yield func(Set)) {
	for s != 0 {
		c := g.Component(s, s.First())
		yield(c)
		s &^= c
	}
}

// edgesWithin returns how many edges of g join two vertices of s.
func (g *Graph) edgesWithin(s Set) int {
	n := 0
	for r := s; r != 0; r &= r - 1 {
		n += (g.adj[r.First()] & s).Len()
	}
	return n / 2
}
