package genus

import (
	"errors"
	"fmt"
	"math/big"
	"strings"

	"stones/solver/game"
)

// The shapes the games have, checked by the compiler.
var (
	_ game.Impartial   = (*Game)(nil)
	_ game.Solver      = (*Game)(nil)
	_ game.IdeaTeacher = (*Game)(nil)
	_ game.Quotienter  = (*Game)(nil)
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
		"a heap's outcome depends on the sums of heaps its moves leave, so Stones searches them all exactly, as far as the limits allow. " +
		"Conway's “On Numbers and Games” (chapter 12) sums up a position by its genus g^{γ0γ1…}, its normal nim-value g and its misère values with 0, 1, 2, … heaps of 2 added; " +
		"when every position a heap reaches has the genus of a misère Nim position (tame), sums of such heaps play like misère Nim, which answers them without search. " +
		"Other sums are answered by the misère quotient of Plambeck and Siegel (“Misère quotients for impartial games”, 2008), the monoid of the sums up to indistinguishability, which Stones builds heap by heap and proves: misère Kayles, wild, which Sibert and Conway solved (“Mathematical Kayles”, 1992), gets one of 40 elements whose rows repeat with period 12 from row 71, so that its sums are answered at any size; " +
		"the single heaps' outcomes then repeat too, proven for every heap, and the strip goes beyond the search: misère Kayles is lost only at rows 1, 4, 9, 12 and 20."
}

// Ideas names Sprague–Grundy.
func (g *Game) Ideas() (says, names []game.Idea) { return nil, []game.Idea{game.SpragueGrundy} }

// Solve computes the misère outcomes of heaps 0 … length−1 and the genera
// of those the exhaustive search reaches, within lim, reporting to w.
//
// The genera come from a Table (see Table.Extend). The game's misère
// quotient is computed too (QuotientOf): when it is proven periodic, the
// single heaps' outcomes have a proven period (Quotient.OutcomePeriod) and
// the Solution's Proof says what proves it. A length beyond the Table's
// limits is answered from the quotient when it covers the heaps below
// length: the outcomes are the quotient's, the Solution's By says so, and
// the genera are those of the heaps the search reaches within a
// GenusShare-th of the limits, fewer than length. Otherwise the Table's
// refusal is returned, decided before its search. The Solution's Values
// answer for those heaps, for the heaps and sums the quotient covers, and
// for sums of heaps that are tame.
func (g *Game) Solve(length int, lim game.Limits, w *game.Work) (*game.Solution, error) {
	t := NewTable(g.normal, lim, w)
	refusal := t.Extend(length)
	var in *game.InputError
	if refusal != nil && (!errors.As(refusal, &in) || in.Key != "len") {
		return nil, refusal
	}
	if refusal == nil && length <= 1 {
		// A figure of one heap: the quotient, if a question needs it,
		// comes when it is asked (Values).
		return g.solution(t, nil, length)
	}
	q, qerr := analysisQuotient(g.normal, min(max(length, 2), MostQuotientHeaps), lim, w)
	if game.Cancelled(qerr) {
		return nil, qerr
	}
	covers := qerr == nil && q.Covers(length)
	if refusal != nil {
		if !covers {
			return nil, refusal
		}
		var err error
		if t, err = g.shortTable(length, lim, w); err != nil {
			return nil, err
		}
	}
	return g.solution(t, &Values{t: t, q: q, qerr: qerr, done: true}, length)
}

// solution is the Solution of the heaps below length, from the table t
// and the quotient that v holds, which answers the heaps beyond t and
// proves their period when it covers them; with v nil, t covers length and
// the quotient is left to the questions that need it.
func (g *Game) solution(t *Table, v *Values, length int) (*game.Solution, error) {
	var q *Quotient
	if v == nil {
		v = t.Values()
	} else if v.qerr == nil {
		q = v.q
	}
	covers := q != nil && q.Covers(length)
	out := make([]byte, length)
	genera := make([]string, t.Len())
	for n := range length {
		o := game.N
		if n < t.Len() {
			gen := t.Genus(n)
			genera[n] = gen.String()
			if gen.Cold() {
				o = game.P
			}
			if covers && q.Outcome(n) != o {
				return nil, fmt.Errorf("genus: %s: heap %d is %s by its genus and %s by the misère quotient", g.Title(), n, o, q.Outcome(n))
			}
		} else {
			o = q.Outcome(n)
		}
		out[n] = byte(o)
	}
	if len(genera) == 0 {
		genera = nil
	}
	sol := &game.Solution{Outcomes: string(out), OutcomeSearch: length, Genus: genera, Values: v,
		Proof: "no period of the misère outcomes is proven: they come from an exhaustive search, and the octal periodicity theorem is about normal play"}
	if t.Len() < length {
		sol.By = q.Describe()
		sol.Proof = "no period of the misère outcomes is proven: the heaps beyond the exhaustive search come from the misère quotient, whose period is proven for octal games only"
	}
	if !covers {
		return sol, nil
	}
	if p, ok := q.OutcomePeriod(); ok {
		sol.OutcomePeriod, sol.Proof = &p, q.Proof()
		sol.OutcomeSearch = max(length, q.Heaps())
	}
	return sol, nil
}

// GenusShare is the share of the limits within which Solve computes the
// genera of the heaps when their outcomes come from the misère quotient:
// a sixteenth, about the quotient's own cost (Kayles: 44 heaps on the
// command line, 37 on the page, in a few tenths of a second), rather than
// the seconds a search to the limits would take.
const GenusShare = 16

// shortTable computes the genera of the heaps below length that a search
// within a GenusShare-th of lim reaches: all of them when it can, else the
// most its estimate allows.
func (g *Game) shortTable(length int, lim game.Limits, w *game.Work) (*Table, error) {
	share := lim
	share.States /= GenusShare
	share.Work /= GenusShare
	t := NewTable(g.normal, share, w)
	err := t.Extend(min(length, MostHeap))
	var in *game.InputError
	if errors.As(err, &in) && in.Key == "len" && t.Most() > 0 {
		err = t.Extend(t.Most())
	}
	if errors.As(err, &in) && in.Key == "len" {
		return NewTable(g.normal, share, w), nil // the quotient answers every heap
	}
	return t, err
}

// Quotient returns the game's misère quotient of the heaps below length
// (see QuotientOf), and on up to the heaps that prove it periodic when the
// normal game declares its moves' bounds, within lim, reporting to w.
func (g *Game) Quotient(length int, lim game.Limits, w *game.Work) (*Quotient, error) {
	return QuotientOf(g.normal, length, lim, w)
}

// QuotientSummary is Quotient in words for people (game.Quotienter), of the
// heaps below length and at most MostQuotientHeaps.
func (g *Game) QuotientSummary(length int, lim game.Limits, w *game.Work) (string, error) {
	q, err := g.Quotient(min(length, MostQuotientHeaps), lim, w)
	if err != nil {
		return "", err
	}
	return q.Summary(), nil
}
