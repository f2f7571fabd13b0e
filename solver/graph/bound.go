package graph

import (
	"math"
	"slices"
	"strconv"
	"strings"
)

// Under Kayles every connected set of vertices of a graph is met as a
// component by a search that values the graph: a connected set inside a
// component loses a neighbour outside it and stays whole in one of the
// pieces left. So the forms a memoised search values are the connected
// induced subgraphs up to isomorphism, and a cheap bound on their number,
// computed before any search, tells at once whether a graph fits the
// limit. These functions compute such bounds.

// TreeBound returns an upper bound on the number of subtrees (connected
// sets of vertices, single vertices included) of the tree c of g up to
// isomorphism: exact on paths, stars and spiders, and computed without
// listing any subtree, in O(V²·H²) arithmetic and O(C²) matchings of
// children for each root tried (V vertices, height H, C classes of alike
// vertices): about a millisecond for 64 vertices. It is a float64, exact
// below 2^53.
//
// A subtree that is a path is one of the D paths of 1 … D vertices, D the
// vertices of the longest path of c. Any other subtree, with c rooted at
// some vertex, has a top vertex v, and is v with, from each child of v,
// either nothing or a rooted subtree topped at that child. Rooted
// subtrees are counted by class of alike vertices (AHU), those that are
// chains downwards (one a length) apart from the others, so that children
// whose chains differ in length only are not counted twice; the multisets
// of the children's choices are counted in order of the children's
// heights. The bound is D plus, over the classes of top vertices, the
// rooted subtrees that are not paths, leaving out a class whose rooted
// tree embeds, root on root, in another's (its subtrees are counted
// there); its least over the roots tried: the centre of c and each vertex
// of three neighbours or more.
func TreeBound(g *Graph, c Set) float64 {
	best := math.Inf(1)
	roots := centre(g, c)
	for r := c; r != 0; r &= r - 1 {
		if (g.adj[r.First()] & c).Len() >= 3 {
			roots |= r & -r
		}
	}
	for r := roots; r != 0; r &= r - 1 {
		best = min(best, rootedBound(g, c, r.First()))
	}
	return best
}

// shapes counts the rooted subtrees topped at one class of vertices of a
// rooted tree.
type shapes struct {
	height int     // the longest chain downwards, in edges
	all    float64 // the rooted subtrees topped there (a bound)
	paths  float64 // those that are paths (exact)
}

// rootedBound is TreeBound's count with c rooted at root.
func rootedBound(g *Graph, c Set, root int) float64 {
	// Vertices in order of depth, and each one's parent.
	order := []int{root}
	parent := make([]int, MaxVertices)
	parent[root] = -1
	seen := Set(1) << uint(root)
	for i := 0; i < len(order); i++ {
		v := order[i]
		for n := g.adj[v] & c &^ seen; n != 0; n &= n - 1 {
			u := n.First()
			parent[u] = v
			seen |= 1 << uint(u)
			order = append(order, u)
		}
	}
	// Deepest first: each vertex's class (its children's classes, sorted)
	// and, once for each class, its shapes.
	class := make([]int, MaxVertices)
	names := map[string]int{}
	var counted []shapes
	var kidsOf [][]int // each class's children's classes, sorted
	var diameter int   // edges of the longest path
	for i := len(order) - 1; i >= 0; i-- {
		v := order[i]
		var kids []int
		for n := g.adj[v] & c; n != 0; n &= n - 1 {
			if u := n.First(); u != parent[v] {
				kids = append(kids, class[u])
			}
		}
		slices.Sort(kids)
		var sig strings.Builder
		for _, k := range kids {
			sig.WriteString(strconv.Itoa(k))
			sig.WriteByte(',')
		}
		id, ok := names[sig.String()]
		if !ok {
			id = len(counted)
			names[sig.String()] = id
			counted = append(counted, topped(kids, counted))
			kidsOf = append(kidsOf, kids)
		}
		class[v] = id
		// The two highest children make the longest path through v.
		h1, h2 := -1, -1
		for _, k := range kids {
			if h := counted[k].height; h > h1 {
				h1, h2 = h, h1
			} else if h > h2 {
				h2 = h
			}
		}
		diameter = max(diameter, h1+h2+2)
	}
	// A class whose tree sits, top on top, inside another's has its
	// subtrees counted there.
	e := embedding{kids: kidsOf, memo: map[[2]int]bool{}}
	total := 0.0
	for a := range counted {
		inside := false
		for b := range counted {
			if b != a && counted[b].height >= counted[a].height && e.within(a, b) {
				inside = true
				break
			}
		}
		if !inside {
			total += counted[a].all - counted[a].paths
		}
	}
	return float64(diameter+1) + total
}

// embedding decides whether the rooted tree of one class is, root on
// root, a subtree of another's: then every subtree topped at the first is
// one topped at the second.
type embedding struct {
	kids [][]int // each class's children's classes
	memo map[[2]int]bool
}

// within reports whether class a's tree embeds in class b's: a's children
// go to different children of b, each embedding in its own. The children
// are matched by augmenting paths (Kuhn).
func (e *embedding) within(a, b int) bool {
	if a == b {
		return true
	}
	if v, ok := e.memo[[2]int{a, b}]; ok {
		return v
	}
	ka, kb := e.kids[a], e.kids[b]
	ok := len(ka) <= len(kb)
	if ok {
		owner := make([]int, len(kb)) // the child of a each child of b takes, −1 none
		for j := range owner {
			owner[j] = -1
		}
		var augment func(i int, seen []bool) bool
		augment = func(i int, seen []bool) bool {
			for j := range kb {
				if !seen[j] && e.within(ka[i], kb[j]) {
					seen[j] = true
					if owner[j] < 0 || augment(owner[j], seen) {
						owner[j] = i
						return true
					}
				}
			}
			return false
		}
		for i := range ka {
			if !augment(i, make([]bool, len(kb))) {
				ok = false
				break
			}
		}
	}
	e.memo[[2]int{a, b}] = ok
	return ok
}

// topped counts the rooted subtrees topped at a vertex whose children
// have the classes kids (sorted), of the shapes given.
func topped(kids []int, of []shapes) shapes {
	// Each group of alike children: how many, their chains' lengths 1 …
	// long (0 for none), and their other shapes; in order of height.
	type group struct {
		m     int
		long  int
		other float64
	}
	var groups []group
	height := 0
	for i := 0; i < len(kids); {
		j := i
		for j < len(kids) && kids[j] == kids[i] {
			j++
		}
		s := of[kids[i]]
		groups = append(groups, group{m: j - i, long: s.height + 1, other: s.all - float64(s.height+1)})
		height = max(height, s.height+1)
		i = j
	}
	slices.SortFunc(groups, func(a, b group) int { return a.long - b.long })
	// ways[a]: the choices so far whose chain lengths, in order, end at a.
	ways := make([]float64, height+1)
	ways[0] = 1
	for _, gr := range groups {
		next := make([]float64, height+1)
		for j := 0; j <= gr.m; j++ { // j children of the group take other shapes
			others := multisets(gr.other, j)
			if others == 0 {
				continue
			}
			t := gr.m - j // the rest take chains, in order, of lengths ≤ long
			for a, w := range ways {
				if w == 0 {
					continue
				}
				if t == 0 {
					next[a] += w * others
					continue
				}
				for b := a; b <= gr.long; b++ {
					next[b] += w * others * binomial(float64(b-a+t-1), t-1)
				}
			}
		}
		ways = next
	}
	all := 0.0
	for _, w := range ways {
		all += w
	}
	// The paths: every child but the two highest left out, those two a
	// chain each (or nothing), the lower no longer than the higher.
	paths := 1.0
	if len(groups) > 0 {
		hi := groups[len(groups)-1].long
		lo := 0
		switch last := groups[len(groups)-1]; {
		case last.m >= 2:
			lo = hi
		case len(groups) >= 2:
			lo = groups[len(groups)-2].long
		}
		paths = 0
		for y := 0; y <= hi; y++ {
			paths += float64(min(y, lo) + 1)
		}
	}
	return shapes{height: height, all: all, paths: paths}
}

// multisets returns the number of multisets of j things drawn from n
// kinds: C(n + j − 1, j).
func multisets(n float64, j int) float64 {
	if j == 0 {
		return 1
	}
	return binomial(n+float64(j)-1, j)
}

// binomial returns C(n, k) for a whole n ≥ 0 (as a float64, +Inf beyond
// its range) and 0 ≤ k.
func binomial(n float64, k int) float64 {
	if float64(k) > n {
		return 0
	}
	r := 1.0
	for i := 1; i <= k; i++ {
		r = r * (n - float64(k) + float64(i)) / float64(i)
	}
	return math.Round(r)
}

// ConnectedSets returns the number of connected sets of vertices of c
// with at least two vertices, counting no further than most+1: the cost
// is O(min(that number, most)·V) word operations. Each set is met once,
// grown from its smallest vertex by deciding its candidates in order.
func (g *Graph) ConnectedSets(c Set, most int) int {
	count := 0
	var grow func(s, cand, out Set) bool
	grow = func(s, cand, out Set) bool {
		if s&(s-1) != 0 {
			if count++; count > most {
				return false
			}
		}
		for cand != 0 {
			u := cand.First()
			cand &^= 1 << uint(u)
			bit := Set(1) << uint(u)
			if !grow(s|bit, (cand|g.adj[u])&c&^(s|bit)&^out, out) {
				return false
			}
			out |= bit
		}
		return true
	}
	for r := c; r != 0; r &= r - 1 {
		v := r.First()
		below := Set(1)<<uint(v) - 1
		if !grow(1<<uint(v), g.adj[v]&c&^below, below|1<<uint(v)) {
			break
		}
	}
	return count
}
