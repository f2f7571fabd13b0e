package graph

import (
	"math/big"
	"math/rand/v2"
	"slices"
	"strconv"
	"testing"

	"stones/solver/game"
)

// gameOn returns the game of rule on g alone: a sequence whose graph of
// size n is g with its first n vertices in play.
func gameOn(g *Graph, rule Rule) *Game {
	return NewGame(Spec{Title: "test", Rule: rule, Key: "graph", Text: g.String(), Seq: Sequence{
		Name: "the first n vertices", Most: g.Order(), Size: g.Order(),
		At: func(k int) (*Graph, Set) { return g, g.All() & (Set(1)<<uint(k) - 1) },
	}})
}

// TestMovesWrittenApart checks what the moves of random graphs say: each
// move's vertices taken are what it takes, written apart from every other
// move's (under the node rule the vertex chosen first, then its
// neighbours ascending, so that two vertices of the same closed
// neighbourhood make two moves written apart; else ascending), and the
// sizes it leaves are those of the pieces of its component, ascending.
func TestMovesWrittenApart(t *testing.T) {
	r := rand.New(rand.NewPCG(13, 14))
	twins := 0
	for i := range 600 {
		rule := Rules[i%3]
		n := 1 + r.IntN(12)
		g := randomGraph(r, n, 0.2+0.6*r.Float64())
		gm := gameOn(g, rule)
		start, err := gm.Start(big.NewInt(int64(n)))
		if err != nil {
			t.Fatal(err)
		}
		p := start.(*Position)
		seen := map[string]bool{}
		moves, phrases := 0, map[string]bool{}
		p.Moves(func(m game.Move, next game.Position) bool {
			moves++
			took := p.s &^ next.(*Position).s
			var set Set
			for _, v := range m.Taken {
				set |= 1 << uint(v)
			}
			rest := m.Taken
			if rule == Node {
				v := m.Taken[0]
				if want := g.adj[v]&p.s | 1<<uint(v); want != took {
					t.Fatalf("%v on %s: the move %v takes %b, not vertex %d's closed neighbourhood %b", rule, g, m.Taken, took, v, want)
				}
				rest = m.Taken[1:]
			}
			if set != took || len(m.Taken) != took.Len() || m.Take != took.Len() || !slices.IsSorted(rest) {
				t.Fatalf("%v on %s: the move %v (take %d) takes %b", rule, g, m.Taken, m.Take, took)
			}
			key := stringOf(m.Taken)
			if seen[key] {
				t.Fatalf("%v on %s: the move %v is written twice", rule, g, m.Taken)
			}
			seen[key] = true
			phrases[gm.MovePhrase(m)] = true
			var sizes []int64
			g.Components(g.Component(p.s, took.First())&^took, func(c Set) { sizes = append(sizes, int64(c.Len())) })
			slices.Sort(sizes)
			got := make([]int64, len(m.Leave))
			for j, l := range m.Leave {
				got[j] = l.Int64()
			}
			if !slices.Equal(got, sizes) {
				t.Fatalf("%v on %s: the move %v leaves %v, want %v (ascending)", rule, g, m.Taken, got, sizes)
			}
			return true
		})
		if len(phrases) != moves {
			t.Fatalf("%v on %s: %d moves worded in %d ways", rule, g, moves, len(phrases))
		}
		if rule == Node && hasTwins(g) {
			twins++
		}
	}
	if twins == 0 {
		t.Errorf("no graph had two vertices of the same closed neighbourhood")
	}
}

// stringOf writes a list of vertices.
func stringOf(vs []int) string {
	s := ""
	for _, v := range vs {
		s += strconv.Itoa(v) + ","
	}
	return s
}

// hasTwins reports whether two vertices of g have the same closed
// neighbourhood.
func hasTwins(g *Graph) bool {
	for u := range g.Order() {
		for v := u + 1; v < g.Order(); v++ {
			if g.adj[u]|1<<uint(u) == g.adj[v]|1<<uint(v) {
				return true
			}
		}
	}
	return false
}
