package graph

import "stones/solver/game"

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
