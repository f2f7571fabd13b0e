package genus

import (
	"math/big"
	"strings"

	"stones/solver/game"
)

// The shapes the games have, checked by the compiler.
var (
	_ game.Impartial   = (*Game)(nil)
	_ game.Solver      = (*Game)(nil)
	_ game.IdeaTeacher = (*Game)(nil)
	_ game.Phraser     = (*phrased)(nil)
)

// Game is the misère play of an impartial heap game given in normal play
// (an octal game, Grundy's game): the same moves, and the player who cannot
// move wins. Its engine is a Table. A Game is immutable.
type Game struct {
	normal game.Impartial
}

// phrased is a Game whose normal play words its moves.
type phrased struct{ *Game }

// Misere returns the misère play of normal, an impartial game in normal
// play whose heaps of at most MostHeap list their moves one by one: a
// *Game, which words its moves as normal does (game.Phraser) when normal
// does.
func Misere(normal game.Impartial) game.Impartial {
	g := &Game{normal: normal}
	if _, ok := normal.(game.Phraser); ok {
		return &phrased{g}
	}
	return g
}

// Keys returns the keys of the normal game with play=misere.
func (g *Game) Keys() []game.KeyValue {
	kv := g.normal.Keys()
	out := make([]game.KeyValue, 0, len(kv))
	for _, k := range kv {
		if k.Key == "play" {
			k.Value = "misere"
		}
		out = append(out, k)
	}
	return out
}

// Title names the game: "Octal game 0.77, misère play".
func (g *Game) Title() string {
	return strings.Replace(g.normal.Title(), "normal play", "misère play", 1)
}

// Legend returns the letters P and N.
func (g *Game) Legend() []game.Letter { return g.normal.Legend() }

// Misere reports true: the player who cannot move wins.
func (g *Game) Misere() bool { return true }

// Options lists the moves of the normal game.
func (g *Game) Options(n *big.Int, yield func(game.Move) bool) { g.normal.Options(n, yield) }

// MovePhrase words a move as the normal game does.
func (g *phrased) MovePhrase(m game.Move) string {
	return g.normal.(game.Phraser).MovePhrase(m)
}

// Teach says what misère play changes and what the genus tells.
func (g *Game) Teach() string {
	return "In misère play the player who cannot move wins, and heaps no longer add up by their nim-values (Sprague–Grundy): " +
		"a heap's outcome depends on the sums of heaps its moves leave, so Stones searches them all exactly and claims no period. " +
		"Conway's “On Numbers and Games” (chapter 12) sums up a position by its genus g^{γ0γ1…}, its normal nim-value g and its misère values with 0, 1, 2, … heaps of 2 added; " +
		"when every position a heap reaches has the genus of a misère Nim position (tame), sums of such heaps play like misère Nim, which answers them without search. " +
		"Other sums are answered by the misère quotient of Plambeck and Siegel (“Misère quotients for impartial games”, 2008), the monoid of the sums up to indistinguishability, which Stones builds heap by heap and proves: misère Kayles, wild, which Sibert and Conway solved (“Mathematical Kayles”, 1992), gets one of 40 elements whose rows repeat with period 12 from row 71, so that its sums are answered at any size."
}

// Ideas names Sprague–Grundy.
func (g *Game) Ideas() (says, names []game.Idea) { return nil, []game.Idea{game.SpragueGrundy} }

// Solve computes the misère outcomes and genera of heaps 0 … length−1 by a
// Table within lim (see Table.Extend for the refusals, decided before the
// search). It claims no period: OutcomeSearch is length. The Solution's
// Values answer for those heaps, and for sums of them that are tame.
func (g *Game) Solve(length int, lim game.Limits, w *game.Work) (*game.Solution, error) {
	t := NewTable(g.normal, lim, w)
	if err := t.Extend(length); err != nil {
		return nil, err
	}
	out := make([]byte, length)
	genera := make([]string, length)
	for n := range length {
		gen := t.Genus(n)
		out[n] = byte(game.N)
		if gen.Cold() {
			out[n] = byte(game.P)
		}
		genera[n] = gen.String()
	}
	return &game.Solution{Outcomes: string(out), OutcomeSearch: length, Genus: genera, Values: t.Values(),
		Proof: "no period of the misère outcomes is proven: they come from an exhaustive search, and the octal periodicity theorem is about normal play"}, nil
}

// Quotient returns the game's misère quotient of the heaps below length
// (see QuotientOf), and on up to the heaps that prove it periodic when the
// normal game declares its moves' bounds, within lim.
func (g *Game) Quotient(length int, lim game.Limits) (*Quotient, error) {
	return QuotientOf(g.normal, length, lim)
}
