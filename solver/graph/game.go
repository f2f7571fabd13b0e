package graph

import (
	"fmt"
	"math/big"
	"slices"
	"strings"
	"sync"

	"stones/solver/game"
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
