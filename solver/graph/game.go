package graph

import (
	"errors"
	"fmt"
	"math/big"
	"slices"
	"strconv"
	"strings"
	"sync"

	"stones/solver/game"
	"stones/solver/numerals"
	"stones/solver/periodic"
)

// Sequence is a family of graphs one a size, as heap sizes are for heap
// games: path:0, path:1, …, or the boards 3×0, 3×1, …, or the graphs the
// first 0, 1, … vertices of an edge list span. The game played on the graph
// given is the sequence at Size, so its figures list the graph given and
// its smaller relatives.
type Sequence struct {
	// Name names the sequence's graph of size n, for people: "path:n",
	// "grid:3×n", "board 3×n", "the first n vertices".
	Name string
	// Most is the largest size: within MaxVertices for a cheap shape, the
	// graph given for one whose cost grows exponentially with its size.
	Most int
	// Size is the size of the graph given, at most Most.
	Size int
	// At returns the graph of size n, 0 ≤ n ≤ Most, and its vertices in
	// play (those of a board that are not holes).
	At func(n int) (*Graph, Set)
}

// Spec is what a family of games on graphs supplies to make a Game.
type Spec struct {
	Keys  []game.KeyValue // the game's keys in normal form
	Title string          // "Kayles on path:10"
	Rule  Rule
	Seq   Sequence
	// Key and Text are the key that names the graph and its value: a
	// graph beyond the limits is an *InputError of Key.
	Key, Text string
	// Rows, when not 0, says that the graphs are boards of Rows rows,
	// numbered by columns: vertex v is the cell of row v mod Rows and
	// column v div Rows (from 0), written row.column from 1 (see
	// CellName); a move places a domino.
	Rows  int
	Teach string // the game's teaching text (game.Teacher)
	// Same, when not "", names the game whose values the sequence's are,
	// with its proven period, in words: "the octal game 0.77
	// (game=octal&code=0.77), periodic from 71 on with period 12". Teach
	// says so.
	Same string
}

// Game is a game played on the graphs of a Sequence under one rule: a
// history game of package game whose "heap" is the size of the sequence's
// graph. Its positions are the vertices left of a graph, which fall apart
// into components played as a sum. A Game is safe for concurrent use.
type Game struct {
	spec Spec
	mu   sync.Mutex
	keys *Memo // names the forms of positions' keys
}

// NewGame returns the game spec describes.
func NewGame(spec Spec) *Game {
	return &Game{spec: spec, keys: NewMemo(spec.Rule, 0)}
}

// The shapes the game has, checked by the compiler.
var (
	_ game.History        = (*Game)(nil)
	_ game.IdeaTeacher    = (*Game)(nil)
	_ game.Phraser        = (*Game)(nil)
	_ game.PositionValues = (*values)(nil)
	_ game.PositionNim    = (*values)(nil)
	_ game.Sizer          = (*Game)(nil)
	_ game.Splitter       = (*Position)(nil)
	_ game.Keyer          = (*Position)(nil)
	_ game.Worder         = (*Position)(nil)
)

// Keys returns the keys the game was made from, in normal form.
func (g *Game) Keys() []game.KeyValue { return slices.Clone(g.spec.Keys) }

// Title names the game.
func (g *Game) Title() string { return g.spec.Title }

// Legend returns the letters P and N.
func (g *Game) Legend() []game.Letter { return game.ImpartialLegend }

// Teach returns the family's teaching text, its last sentence saying,
// when the sequence is a known game's, which (Spec.Same).
func (g *Game) Teach() string {
	if g.spec.Same == "" {
		return g.spec.Teach
	}
	return strings.TrimSuffix(g.spec.Teach, ".") + "; " + g.spec.Seq.Name + " is " + g.spec.Same + ", proven there."
}

// Ideas names Sprague–Grundy: the nim-sum of the components.
func (g *Game) Ideas() (says, names []game.Idea) { return nil, []game.Idea{game.SpragueGrundy} }

// Rule returns the game's rule.
func (g *Game) Rule() Rule { return g.spec.Rule }

// Sequence returns the game's sequence of graphs.
func (g *Game) Sequence() Sequence { return g.spec.Seq }

// SizeName names the sequence's graph of size n: the sequence's name with
// n for its "n", "path:10", "board 3×6", "the first 7 vertices".
func (g *Game) SizeName(n string) string {
	name := g.spec.Seq.Name
	for i := 0; i < len(name); i++ {
		if name[i] == 'n' && (i == 0 || !isLetter(name[i-1])) && (i+1 == len(name) || !isLetter(name[i+1])) {
			return name[:i] + n + name[i+1:]
		}
	}
	return name + " of size " + n
}

// isLetter reports whether b is an ASCII letter.
func isLetter(b byte) bool { return b >= 'a' && b <= 'z' || b >= 'A' && b <= 'Z' }

// Given returns the size of the graph given: the position the
// configuration names.
func (g *Game) Given() int { return g.spec.Seq.Size }

// Start returns the position of the sequence's graph of size n, every
// vertex in play; a size beyond the sequence's is an *InputError of the
// key n.
func (g *Game) Start(n *big.Int) (game.Position, error) {
	k, err := g.size("n", n.String(), n)
	if err != nil {
		return nil, err
	}
	gr, s := g.spec.Seq.At(k)
	return &Position{game: g, n: k, g: gr, s: s}, nil
}

// size checks that n is a size of the sequence.
func (g *Game) size(key, text string, n *big.Int) (int, error) {
	q := g.spec.Seq
	if n.Sign() < 0 || !n.IsInt64() || n.Int64() > int64(q.Most) {
		return 0, game.Errorf(key, text, "%s is a graph for sizes 0 to %d only: %s", q.Name, q.Most, g.beyond())
	}
	return int(n.Int64()), nil
}

// beyond says why the sequence stops at its largest size.
func (g *Game) beyond() string {
	q := g.spec.Seq
	if q.Most == q.Size {
		return fmt.Sprintf("it stops at the graph given, of size %d; give a larger one (%s) to reach further", q.Size, g.spec.Key)
	}
	return fmt.Sprintf("a larger one would have more than %d vertices, the most a graph may have", MaxVertices)
}

// Solve values the sequence's graphs of sizes 0..min(length, Most+1)−1
// by one Memo, so that they share their work, valuing at most lim.States
// components up to isomorphism (a small graph with a cycle: at most the
// 2^n sets of its table). The graph given (size Seq.Size) must be
// valued within that limit, else the result is an *InputError of the
// graph's key naming it; a larger size beyond it ends the list there
// (OutcomeSearch says where). w.Step is called every game.StepEvery
// components valued. The Solution's Values answer any position of the
// sequence's graphs, and their nim-values.
func (g *Game) Solve(length int, lim game.Limits, w *game.Work) (*game.Solution, error) {
	q := g.spec.Seq
	count := min(length, q.Most+1)
	gr, _ := q.At(q.Size)
	if g.spec.Rule == Domino && gr.cols > 0 {
		return g.solveBoards(count, lim, w)
	}
	memo := NewMemo(g.spec.Rule, max(lim.States, 1))
	if err := memo.Admit(gr); err != nil {
		// Refused before the smaller sizes are valued.
		return nil, g.limited(err, lim)
	}
	if memo.tabled(gr) {
		// The graph's sets, at most 2^DenseOrder, bound the work.
		w.Begin("sets of vertices valued", 1<<uint(gr.Order()))
	} else {
		w.Begin("components valued", memo.limit)
	}
	forecastLimit := int64(memo.limit)
	if g.spec.Rule == Kayles {
		forecastLimit = 0 // Admit's bound, within the limit, bounds every form
	}
	f := newForecast(q, forecastLimit, false)
	nim := make([]uint32, 0, count)
	for k := range count {
		gr, s := q.At(k)
		v, err := memo.Nim(gr, s, w)
		var lerr *LimitError
		if errors.As(err, &lerr) && k > q.Size {
			break
		}
		if err != nil {
			return nil, g.limited(err, lim)
		}
		nim = append(nim, v)
		// A table's sets, which its 2^n entries bound, are not forecast.
		forms, _ := memo.Valued()
		if err := f.after(k, int64(forms), memo.tabled(gr)); err != nil {
			return nil, g.limited(err, lim)
		}
	}
	return g.solution(nim, memo, lim), nil
}

// solveBoards is Solve for Cram, by a pruned search (Pruned) whose work
// lim.Work bounds. When the board given is decided by the symmetry
// strategy, it is answered at once, and the smaller boards are listed as
// far as a 1,024th of the work reaches.
func (g *Game) solveBoards(count int, lim game.Limits, w *game.Work) (*game.Solution, error) {
	q := g.spec.Seq
	memory := lim.Memory
	if memory <= 0 {
		memory = 64 << 20
	}
	p := NewPruned(memory/4, lim.Work)
	w.Begin("steps of the pruned search", int(min(lim.Work, 1<<62)))
	gr, s := q.At(q.Size)
	decided := p.Decided(gr, s)
	if decided && lim.Work > 0 {
		p.limit = max(lim.Work/1024, 1)
	}
	f := newForecast(q, lim.Work, true)
	nim := make([]uint32, 0, count)
	for k := range count {
		gr, s := q.At(k)
		v, err := p.Nim(gr, s, w)
		var werr *WorkError
		if errors.As(err, &werr) && (k > q.Size || decided) {
			break
		}
		if err != nil {
			return nil, g.limited(err, lim)
		}
		nim = append(nim, v)
		if !decided {
			if err := f.after(k, p.steps, false); err != nil {
				return nil, g.limited(err, lim)
			}
		}
	}
	p.limit, p.err = lim.Work, nil
	return g.solution(nim, p, lim), nil
}

// solution is the Solution of the values nim of the sequence's first
// sizes, answering any other position by v.
func (g *Game) solution(nim []uint32, v valuer, lim game.Limits) *game.Solution {
	out := make([]byte, len(nim))
	for i, v := range nim {
		out[i] = byte(outcome(v))
	}
	return &game.Solution{
		Outcomes:      string(out),
		Nim:           nim,
		OutcomeSearch: len(nim),
		NimSearch:     len(nim),
		Values:        &values{game: g, memo: v, nim: nim, lim: lim},
		// The sentences on periods speak of the sequence's graphs.
		Sizes: &periodic.Sizes{At: g.SizeName("%s"), Upto: "%s sizes of " + g.spec.Seq.Name},
	}
}

// valuer values the positions of a graph: a Memo, or for Cram a Pruned.
type valuer interface {
	Nim(g *Graph, s Set, w *game.Work) (uint32, error)
}

// limited turns a memo's *LimitError into an *InputError of the graph's
// key that names the limit and the front end.
func (g *Game) limited(err error, lim game.Limits) error {
	var werr *WorkError
	if errors.As(err, &werr) {
		return game.Errorf(g.spec.Key, g.spec.Text, "valuing this board needs more than %s steps, the limit of work of %s%s; use a smaller board", numerals.Grouped(int(werr.Limit)), lim.Where, lim.Raise("Work"))
	}
	var ferr *ForecastError
	if errors.As(err, &ferr) {
		what := map[bool]string{true: "board", false: "graph"}[g.spec.Rows > 0]
		if ferr.Steps {
			return game.Errorf(g.spec.Key, g.spec.Text, "valuing this %s needs about %s steps, estimated from the smaller %ss of its sequence (%s), more than %d times the limit of work of %s, %s%s; use a smaller %s",
				what, ferr.aboutWords(), what, ferr.fromWords(), forecastMargin, lim.Where, numerals.Grouped(int(ferr.Limit)), lim.Raise("Work"), what)
		}
		return game.Errorf(g.spec.Key, g.spec.Text, "valuing this %s needs about %s components valued (up to isomorphism), estimated from the smaller %ss of its sequence (%s), more than %d times the limit on states of %s, %s; use a smaller or thinner %s, or raise the limit (the command line's -states)",
			what, ferr.aboutWords(), what, ferr.fromWords(), forecastMargin, lim.Where, numerals.Grouped(int(ferr.Limit)), what)
	}
	var lerr *LimitError
	if !errors.As(err, &lerr) {
		return err
	}
	if lerr.Bound > 0 {
		return game.Errorf(g.spec.Key, g.spec.Text, "valuing this graph may take %s, the limit on states of %s; use a smaller or thinner graph, or raise the limit (the command line's -states)",
			lerr.boundWords(), lim.Where)
	}
	return game.Errorf(g.spec.Key, g.spec.Text, "valuing this %s needs more than %s components valued (up to isomorphism), the limit of %s; use a smaller one, or raise the limit (the command line's -states)",
		map[bool]string{true: "board", false: "graph"}[g.spec.Rows > 0], numerals.Grouped(lerr.Limit), lim.Where)
}

// outcome is the outcome of a position of nim-value v.
func outcome(v uint32) game.Outcome {
	if v == 0 {
		return game.P
	}
	return game.N
}

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

// values answers for the positions of a Game from the memo Solve filled.
type values struct {
	game *Game
	mu   sync.Mutex
	memo valuer
	nim  []uint32 // the values of the sizes Solve computed
	lim  game.Limits
}

// Nim returns the nim-value of the sequence's graph of size n.
func (v *values) Nim(n *big.Int) (uint32, error) {
	if n.Sign() >= 0 && n.IsInt64() && n.Int64() < int64(len(v.nim)) {
		return v.nim[n.Int64()], nil
	}
	p, err := v.game.Start(n)
	if err != nil {
		return 0, &game.Unknown{Reason: err.(*game.InputError).Problem}
	}
	return v.NimOf(p)
}

// Outcome returns P for a graph of nim-value 0, N otherwise.
func (v *values) Outcome(n *big.Int) (game.Outcome, error) {
	x, err := v.Nim(n)
	return outcome(x), err
}

// NimOf returns the nim-value of a position of a game of the same rule,
// the nim-sum of its components' values, within the limits Solve had.
func (v *values) NimOf(p game.Position) (uint32, error) {
	q, ok := p.(*Position)
	if !ok || q.game.spec.Rule != v.game.spec.Rule {
		// A game built again from the same keys (a question asked of the
		// figure held) shares the values: only the rule matters to them.
		return 0, errors.New("graph: a position of a game of another rule")
	}
	v.mu.Lock()
	defer v.mu.Unlock()
	if pr, ok := v.memo.(*Pruned); ok {
		pr.from = pr.steps // a question's own limit of work
	}
	x, err := v.memo.Nim(q.g, q.s, nil)
	return x, v.game.limited(err, v.lim)
}

// Wins reports whether the player to move at p wins: p's nim-value is
// not 0.
// A Cram position is asked only whether its value is 0 (Pruned.Wins).
func (v *values) Wins(p game.Position) (bool, error) {
	q, ok := p.(*Position)
	if pr, pruned := v.memo.(*Pruned); ok && pruned && q.game.spec.Rule == Domino {
		v.mu.Lock()
		defer v.mu.Unlock()
		pr.from = pr.steps // a question's own limit of work
		win, err := pr.Wins(q.g, q.s, nil)
		return win, v.game.limited(err, v.lim)
	}
	x, err := v.NimOf(p)
	return x != 0, err
}

// ParsePosition reads a position of the game (see Game.ParsePosition).
func (v *values) ParsePosition(text string) (game.Position, error) {
	return v.game.ParsePosition(text)
}
