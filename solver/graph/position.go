package graph

import (
	"math/big"
	"slices"
	"strconv"
	"strings"

	"stones/solver/game"
)

// MovePhrase words a move by what it takes: "take vertex 3", "take
// vertices 3 and 4", "take vertex 4 and its neighbours 3, 5", "place a
// domino on 1.2 and 1.3".
func (g *Game) MovePhrase(m game.Move) string {
	t := m.Taken
	if len(t) == 0 {
		return "take nothing"
	}
	if g.spec.Rows > 0 {
		cells := make([]string, len(t))
		for i, c := range t {
			cells[i] = CellName(g.spec.Rows, c)
		}
		return "place a domino on " + strings.Join(cells, " and ")
	}
	if g.spec.Rule == Node {
		s := "take vertex " + strconv.Itoa(t[0])
		if len(t) > 1 {
			s += " and its " + map[bool]string{true: "neighbour", false: "neighbours"}[len(t) == 2] + " " + joinInts(t[1:], ", ")
		}
		return s
	}
	if len(t) == 1 {
		return "take vertex " + strconv.Itoa(t[0])
	}
	return "take vertices " + joinInts(t, " and ")
}

// CellName writes the cell of vertex v of a board of rows rows numbered by
// columns, row.column from 1: vertex 4 of a board of 3 rows is "2.2".
func CellName(rows, v int) string {
	return strconv.Itoa(v%rows+1) + "." + strconv.Itoa(v/rows+1)
}

// joinInts writes xs separated by sep.
func joinInts(xs []int, sep string) string {
	s := make([]string, len(xs))
	for i, x := range xs {
		s[i] = strconv.Itoa(x)
	}
	return strings.Join(s, sep)
}

// Position is a position of a Game: the vertices left of the sequence's
// graph of size n. It is a value: Moves never changes it.
type Position struct {
	game *Game
	n    int
	g    *Graph
	s    Set
}

// Graph returns the graph the position is played on and its vertices
// left.
func (p *Position) Graph() (*Graph, Set) { return p.g, p.s }

// String writes the position as ParsePosition reads it: the size alone at
// the start ("10"), else the size and the vertices left as ranges,
// "10;0-2,5-9", "10;none" when none is left.
func (p *Position) String() string {
	_, start := p.game.spec.Seq.At(p.n)
	if p.s == start {
		return strconv.Itoa(p.n)
	}
	return strconv.Itoa(p.n) + ";" + ranges(p.s)
}

// ranges writes a set as increasing ranges, "0-2,5,7-9", or "none".
func ranges(s Set) string {
	if s == 0 {
		return "none"
	}
	var parts []string
	for s != 0 {
		a := s.First()
		b := a
		for b+1 < MaxVertices && s.Has(b+1) {
			b++
		}
		if a == b {
			parts = append(parts, strconv.Itoa(a))
		} else {
			parts = append(parts, strconv.Itoa(a)+"-"+strconv.Itoa(b))
		}
		for v := a; v <= b; v++ {
			s &^= 1 << uint(v)
		}
	}
	return strings.Join(parts, ",")
}

// Words writes the position for a reader: the vertices (free cells) left
// and, when they are not one, the components (regions) they make,
// "vertices 0–2, 5–9 · 2 components", "7 free cells".
func (p *Position) Words() string {
	parts := 0
	p.g.Components(p.s, func(Set) { parts++ })
	board := p.game.spec.Rows > 0
	var left, comp string
	switch {
	case p.s == 0 && board:
		return "no free cell"
	case p.s == 0:
		return "no vertex"
	case board:
		left, comp = strconv.Itoa(p.s.Len())+" free "+map[bool]string{true: "cell", false: "cells"}[p.s.Len() == 1], "regions"
	case p.s.Len() == 1:
		left = "vertex " + strconv.Itoa(p.s.First())
	default:
		left, comp = "vertices "+strings.NewReplacer("-", "–", ",", ", ").Replace(ranges(p.s)), "components"
	}
	if parts == 1 {
		return left
	}
	return game.JoinWords(left, strconv.Itoa(parts)+" "+comp)
}

// Key returns the position's canonical key: its components' forms, sorted,
// so that isomorphic positions (congruent regions of a board) share it.
func (p *Position) Key() string {
	g := p.game
	g.mu.Lock()
	defer g.mu.Unlock()
	var forms []string
	p.g.Components(p.s, func(c Set) { forms = append(forms, g.keys.form(p.g, c)) })
	slices.Sort(forms)
	return strings.Join(forms, "\x00")
}

// MoverWinsAtEnd reports false: the player who cannot move loses.
func (p *Position) MoverWinsAtEnd() bool { return false }

// Moves calls yield with each legal move, in the order of Rule.Takes, and
// the position it leads to. A move says what it takes (Taken, ascending;
// under the node rule the vertex chosen first, then its neighbours
// ascending, so that two vertices of the same closed neighbourhood make
// two moves written apart), how many (Take), and the sizes of the
// components the component it is made in falls into, ascending (Leave).
// The cost is O(V + E) moves.
func (p *Position) Moves(yield func(game.Move, game.Position) bool) {
	p.game.spec.Rule.choices(p.g, p.s, func(v int, t Set) bool {
		next := &Position{game: p.game, n: p.n, g: p.g, s: p.s &^ t}
		m := game.Move{Take: t.Len(), Leave: []*big.Int{}, Taken: taken(v, t)}
		home := p.g.Component(p.s, t.First()) &^ t
		var sizes []int
		p.g.Components(home, func(c Set) { sizes = append(sizes, c.Len()) })
		slices.Sort(sizes)
		for _, k := range sizes {
			m.Leave = append(m.Leave, big.NewInt(int64(k)))
		}
		return yield(m, next)
	})
}

// taken lists the vertices of t, the vertex v chosen first, then the
// others ascending.
func taken(v int, t Set) []int {
	vs := []int{v}
	for r := t &^ (1 << uint(v)); r != 0; r &= r - 1 {
		vs = append(vs, r.First())
	}
	return vs
}

// Parts returns the position's components, each a position of its own,
// in order of their smallest vertex.
func (p *Position) Parts() []game.Position {
	var cs []game.Position
	p.g.Components(p.s, func(c Set) { cs = append(cs, &Position{game: p.game, n: p.n, g: p.g, s: c}) })
	return cs
}

// ParsePosition reads a position as String writes it: "10" (the graph of
// size 10 at the start), "10;0-2,5-9" (its vertices left), "10;none".
// The vertices must be in play in that graph. Errors are *InputErrors of
// the key position.
func (g *Game) ParsePosition(text string) (game.Position, error) {
	size, rest, cut := strings.Cut(text, ";")
	n, err := game.ParseHeap("position", size)
	if err != nil {
		return nil, err
	}
	k, err := g.size("position", text, n)
	if err != nil {
		return nil, err
	}
	gr, start := g.spec.Seq.At(k)
	p := &Position{game: g, n: k, g: gr, s: start}
	if !cut {
		return p, nil
	}
	rest = game.TrimSpaces(rest)
	if rest == "none" {
		p.s = 0
		return p, nil
	}
	p.s = 0
	for part := range strings.SplitSeq(rest, ",") {
		a, b, isRange := strings.Cut(game.TrimSpaces(part), "-")
		lo, err := strconv.Atoi(game.TrimSpaces(a))
		hi := lo
		if err == nil && isRange {
			hi, err = strconv.Atoi(game.TrimSpaces(b))
		}
		if err != nil || lo < 0 || hi < lo || hi >= gr.Order() {
			return nil, game.Errorf("position", text, "%s is not a vertex or a range of vertices of this graph (0 to %d)", game.Quote(part), gr.Order()-1)
		}
		for v := lo; v <= hi; v++ {
			p.s |= 1 << uint(v)
		}
	}
	if extra := p.s &^ start; extra != 0 {
		return nil, game.Errorf("position", text, "vertex %d is not in play in this graph", extra.First())
	}
	return p, nil
}
