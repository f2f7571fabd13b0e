package graph

import (
	"strconv"
	"strings"

	"stones/solver/game"
)

// Shape is a named family of graphs, one graph a size: path:10 is the path
// of 10 vertices. Its sizes make a sequence of nim-values, as heap sizes do.
type Shape struct {
	Name  string // the name before the colon: "path"
	About string // its graphs in words, for the page and the CLI
	// Example is a value of the key that names one of its graphs.
	Example string
	// Sized reports whether the shape is one number, the size that makes a
	// sequence (path:10 is size 10); spider:3,4,5 and grid:3x4 are not.
	Sized bool
	build func(key, text, args string) (*Graph, error)
}

// Shapes are the named families of graphs that Parse reads.
var Shapes = []Shape{
	{"path", "a row of n vertices, each joined to the next: Kayles on it is the octal game 0.77", "path:10", true, sized(0, 0, Path)},
	{"cycle", "a ring of n ≥ 3 vertices", "cycle:8", true, sized(3, 0, Cycle)},
	{"star", "one centre joined to n leaves (n + 1 vertices)", "star:6", true, sized(0, 1, Star)},
	{"complete", "n vertices, every two joined", "complete:5", true, sized(0, 0, Complete)},
	{"spider", "a centre with legs, paths of the given lengths, hanging from it", "spider:3,4,5", false, spider},
	{"caterpillar", "a spine path whose vertices carry the given numbers of leaves", "caterpillar:2,0,3", false, caterpillar},
	{"grid", "the grid of r rows and c columns, each vertex joined to the next in its row and column", "grid:3x4", false, grid},
}

// ShapeNamed returns the shape of the given name, or nil.
func ShapeNamed(name string) *Shape {
	for i := range Shapes {
		if Shapes[i].Name == name {
			return &Shapes[i]
		}
	}
	return nil
}

// Parse reads a graph given as the value of the configuration key (or CLI
// argument) key: either an edge list, "0-1,1-2,2-3", in which the vertices
// are numbered from 0, every vertex appears, a vertex without an edge is
// written alone ("0-1,2"), and no item is given twice, or a named
// shape, "path:10", "cycle:8", "star:6", "complete:5", "spider:3,4,5",
// "caterpillar:2,0,3", "grid:3x4" (or "grid:3X4"). Bad text, the empty
// text among it, is an *InputError of key. The cost is O(len(text) + V +
// E).
func Parse(key, text string) (*Graph, error) {
	t := strings.TrimSpace(text)
	if name, args, ok := strings.Cut(t, ":"); ok {
		s := ShapeNamed(strings.TrimSpace(name))
		if s == nil {
			return nil, game.Errorf(key, text, "%s is not a named graph; the names are %s", game.Quote(name), shapeNames())
		}
		return s.build(key, text, strings.TrimSpace(args))
	}
	if t == "" {
		return nil, game.Errorf(key, text, "is empty; give an edge list such as 0-1,1-2 (a graph of one vertex is 0), or a shape such as path:10")
	}
	var adj [MaxVertices]Set
	alone, order := Set(0), 0
	for part := range strings.SplitSeq(t, ",") {
		part = strings.TrimSpace(part)
		ends := strings.Split(part, "-")
		if len(ends) > 2 || part == "" {
			return nil, game.Errorf(key, text, "%s is neither a vertex (3) nor an edge (2-3)", game.Quote(part))
		}
		e := [2]int{-1, -1}
		for i, end := range ends {
			v, err := vertex(key, text, end)
			if err != nil {
				return nil, err
			}
			e[i] = v
			order = max(order, v+1)
		}
		u, v := e[0], e[1]
		switch {
		case u == v:
			return nil, game.Errorf(key, text, "%s joins a vertex to itself; a graph of Stones has no loops", game.Quote(part))
		case v < 0 && alone.Has(u):
			return nil, game.Errorf(key, text, "%s writes vertex %d alone again; write it once", game.Quote(part), u)
		case v < 0:
			alone |= 1 << uint(u)
		case adj[u].Has(v):
			return nil, game.Errorf(key, text, "%s gives the edge %d-%d again; give each edge once", game.Quote(part), min(u, v), max(u, v))
		default:
			adj[u] |= 1 << uint(v)
			adj[v] |= 1 << uint(u)
		}
	}
	g := New(order)
	copy(g.adj, adj[:order])
	joined := Set(0)
	for v, a := range g.adj {
		if a != 0 {
			joined |= 1 << uint(v)
		}
	}
	if missing := g.All() &^ (alone | joined); missing != 0 {
		v := missing.First()
		return nil, game.Errorf(key, text, "vertex %d is in no edge and not written alone: number the vertices 0 to %d, and write a vertex without an edge alone, as in 0-1,2", v, order-1)
	}
	return g, nil
}

// vertex reads one vertex number.
func vertex(key, text, s string) (int, error) {
	s = strings.TrimSpace(s)
	v, err := strconv.Atoi(s)
	if err != nil || v < 0 || s == "" || s[0] == '+' {
		return 0, game.Errorf(key, text, "%s is not a vertex: vertices are numbered 0, 1, 2, …", game.Quote(s))
	}
	if v >= MaxVertices {
		return 0, game.Errorf(key, text, "vertex %s is beyond the most vertices a graph may have, %d (numbered 0 to %d)", s, MaxVertices, MaxVertices-1)
	}
	return v, nil
}

// shapeNames lists the shapes' examples for a message: "path:10, cycle:8, …".
func shapeNames() string {
	var b strings.Builder
	for i, s := range Shapes {
		if i > 0 {
			b.WriteString(", ")
		}
		b.WriteString(s.Example)
	}
	return b.String()
}

// sized returns the builder of a shape of one size n ≥ least, whose graph
// of size n has n + extra vertices.
func sized(least, extra int, make func(n int) *Graph) func(key, text, args string) (*Graph, error) {
	return func(key, text, args string) (*Graph, error) {
		n, err := count(key, text, args, least)
		if err != nil {
			return nil, err
		}
		return bounded(key, text, n+extra, func() *Graph { return make(n) })
	}
}

// count reads the size of a shape: a whole number ≥ least.
func count(key, text, s string, least int) (int, error) {
	n, err := strconv.Atoi(s)
	if err != nil || s == "" || s[0] == '+' || s[0] == '-' {
		return 0, game.Errorf(key, text, "%s is not a whole number", game.Quote(s))
	}
	if n < least {
		return 0, game.Errorf(key, text, "%d is below %d, the smallest size of this shape", n, least)
	}
	if n > MaxVertices {
		return 0, game.Errorf(key, text, "%d is more than %d, the most vertices a graph may have", n, MaxVertices)
	}
	return n, nil
}

// counts reads a comma list of sizes ≥ 0.
func counts(key, text, s string) ([]int, error) {
	var ns []int
	for part := range strings.SplitSeq(s, ",") {
		n, err := count(key, text, strings.TrimSpace(part), 0)
		if err != nil {
			return nil, err
		}
		ns = append(ns, n)
	}
	return ns, nil
}

// bounded builds a graph of order vertices, refusing one of more than
// MaxVertices before building it.
func bounded(key, text string, order int, build func() *Graph) (*Graph, error) {
	if order > MaxVertices {
		return nil, game.Errorf(key, text, "has %d vertices; a graph may have at most %d", order, MaxVertices)
	}
	return build(), nil
}

// Path returns the path of n vertices.
func Path(n int) *Graph {
	g := New(n)
	for v := 1; v < n; v++ {
		g.AddEdge(v-1, v)
	}
	return g
}

// Cycle returns the cycle of n ≥ 3 vertices.
func Cycle(n int) *Graph {
	g := Path(n)
	g.AddEdge(n-1, 0)
	return g
}

// Star returns vertex 0 joined to the n leaves 1..n.
func Star(n int) *Graph {
	g := New(n + 1)
	for v := 1; v <= n; v++ {
		g.AddEdge(0, v)
	}
	return g
}

// Complete returns the complete graph of n vertices.
func Complete(n int) *Graph {
	g := New(n)
	for u := range n {
		for v := u + 1; v < n; v++ {
			g.AddEdge(u, v)
		}
	}
	return g
}

// Spider returns vertex 0 with a path of each given length hanging from it.
func Spider(legs ...int) *Graph {
	n := 1
	for _, l := range legs {
		n += l
	}
	g := New(n)
	next := 1
	for _, l := range legs {
		prev := 0
		for range l {
			g.AddEdge(prev, next)
			prev, next = next, next+1
		}
	}
	return g
}

// Caterpillar returns the path of len(leaves) vertices, vertex i of which
// carries leaves[i] leaves.
func Caterpillar(leaves ...int) *Graph {
	n := len(leaves)
	for _, l := range leaves {
		n += l
	}
	g := New(n)
	next := len(leaves)
	for i, l := range leaves {
		if i > 0 {
			g.AddEdge(i-1, i)
		}
		for range l {
			g.AddEdge(i, next)
			next++
		}
	}
	return g
}

// Grid returns the grid graph of r rows and c columns, vertex i·c + j at
// row i and column j.
func Grid(r, c int) *Graph {
	g := New(r * c)
	g.cols = c
	for i := range r {
		for j := range c {
			if j+1 < c {
				g.AddEdge(i*c+j, i*c+j+1)
			}
			if i+1 < r {
				g.AddEdge(i*c+j, (i+1)*c+j)
			}
		}
	}
	return g
}

func spider(key, text, args string) (*Graph, error) {
	legs, err := counts(key, text, args)
	if err != nil {
		return nil, err
	}
	n := 1
	for _, l := range legs {
		n += l
	}
	return bounded(key, text, n, func() *Graph { return Spider(legs...) })
}

func caterpillar(key, text, args string) (*Graph, error) {
	leaves, err := counts(key, text, args)
	if err != nil {
		return nil, err
	}
	n := len(leaves)
	for _, l := range leaves {
		n += l
	}
	return bounded(key, text, n, func() *Graph { return Caterpillar(leaves...) })
}

func grid(key, text, args string) (*Graph, error) {
	rs, cs, ok := strings.Cut(strings.ToLower(args), "x")
	if !ok {
		return nil, game.Errorf(key, text, "a grid is written rows x columns, as in grid:3x4")
	}
	r, err := count(key, text, strings.TrimSpace(rs), 1)
	if err != nil {
		return nil, err
	}
	c, err := count(key, text, strings.TrimSpace(cs), 1)
	if err != nil {
		return nil, err
	}
	return bounded(key, text, r*c, func() *Graph { return Grid(r, c) })
}
