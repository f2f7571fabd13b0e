// Package grundy is Grundy's game: a move splits one heap into two
// non-empty heaps of different sizes, and the player who cannot move loses.
// Heaps of 1 and 2 have no move.
//
// Its nim-values are those of the octal game 4.0 (split without taking)
// with the equal splits left out, and this package computes them with the
// octal engine's sparse space (octal.Rows with octal.UnequalSplits): like
// the octal games, Grundy's game has rare values, so a heap costs O(R) for
// R rare heaps, plus the first few thousand splits that give the values of
// the other class, instead of O(n). Unlike many octal games it is not known to
// be periodic: no period is ever claimed, and a heap beyond those computed
// has no known value.
//
// # Sources
//
//   - P. M. Grundy, "Mathematics and games", Eureka 2 (1939): the game.
//   - E. R. Berlekamp, J. H. Conway and R. K. Guy, Winning Ways for your
//     Mathematical Plays, ch. 4: Grundy's game, its rare and common values.
//   - A. Flammenkamp, "Sprague-Grundy values of Grundy's game" (Bielefeld):
//     the mask of its rare values (every bit but the lowest), the 1287 rare
//     values known, and a table of its extremal values.
//   - OEIS A002188 (nim-values of Grundy's game): the first terms, pinned in
//     the tests.
//   - T. Czajka, octal-games (a C++ program for octal games and Grundy's
//     game): the speed to beat; its old/src took 102 s of CPU time for 2^24
//     heaps where Stones took 49 s, in one run (BENCH.md, "Research reach").
//
// # Costs
//
// Heaps 0..n−1 cost O(n·(R+S)), at most O(n²): R, the rare heaps below n,
// is 1273 from heap 82860 on, and S, the splits a heap scans, about 1500
// (the scan marks splits spread over the heap first; see octal.Rows). 2^24
// heaps take about 50 s of one core, 2^28 heaps 756 s and 585 MB (BENCH.md),
// each doubling about twice the time; 2 bytes a heap while the engine runs (its values are below
// 65536; see octal.Rows), 4 in the list Values returns, so NewRows serves
// runs of many heaps. The computation is bounded by Limits.Work and calls
// Work.Step every few thousand heaps.
package grundy

import (
	"fmt"
	"math"
	"math/big"
	"strconv"
	"sync"

	"stones/solver/game"
	"stones/solver/genus"
	"stones/solver/numerals"
	"stones/solver/octal"
)

// Family describes Grundy's game for the page and the CLI: the key
// game=grundy and its key play.
var Family = game.Family{
	Game:   "grundy",
	Title:  "Grundy's game",
	Rules:  "A move splits one heap into two non-empty heaps of different sizes. In normal play the player who cannot move loses; in misère play that player wins.",
	Source: "Grundy, Mathematics and games (1939); Berlekamp, Conway and Guy, Winning Ways, ch. 4",
	Keys: []game.Key{
		{Name: "play", Kind: game.ChoiceKey, Default: "normal", Label: "Play",
			Help:    "normal: the player who cannot move loses; misere: that player wins (by exhaustive search with Conway's genus)",
			Choices: []game.Choice{{Value: "normal", Label: "Normal"}, {Value: "misere", Label: "Misère"}}},
	},
	Legend: game.ImpartialLegend,
	Presets: []game.Preset{{Name: "Grundy's game", Config: "game=grundy",
		About:  "split a heap into two unequal heaps; not known to be periodic",
		Source: "Grundy, Mathematics and games (1939); OEIS A002188"}},
	Build: build,
	Checks: game.Checks{
		// Grundy's game has no parameter: its one game, further than the preset.
		Cases: []game.Case{{Query: "game=grundy", Oracle: 16}, {Query: "game=grundy&play=normal", Small: 60, Play: 18}},
		Published: []game.Published{{Query: "game=grundy", Nim: []uint32{0, 0, 0, 1, 0, 2, 1, 0, 2, 1, 0, 2, 1, 3, 2, 1, 3, 2, 4, 3, 0},
			Source: "OEIS A002188"}},
		Laws:  []string{"P/N", "mex", "play", "best line", "ask", "sums"},
		Cites: []string{"Grundy's “Mathematics and games”", "Conway's “On Numbers and Games”"},
	},
}

// build makes the game of the key play.
func build(a game.Args) (game.Game, error) {
	if misere, err := game.ParsePlay(a.Value("play")); err != nil {
		return nil, err
	} else if misere {
		return genus.Misere(New()), nil
	}
	return New(), nil
}

// The shapes the game has, checked by the compiler.
var (
	_ game.Impartial = (*Game)(nil)
	_ game.Solver    = (*Game)(nil)
	_ game.NimValues = (*values)(nil)
)

// Game is Grundy's game in normal play: an impartial game (game.Impartial)
// with its own engine (game.Solver).
type Game struct{}

// New returns Grundy's game.
func New() *Game { return &Game{} }

// Keys returns play in normal form.
func (*Game) Keys() []game.KeyValue { return []game.KeyValue{{Key: "play", Value: "normal"}} }

// Title names the game: "Grundy's game, normal play".
func (*Game) Title() string { return "Grundy's game, normal play" }

// Legend returns the letters P and N.
func (*Game) Legend() []game.Letter { return game.ImpartialLegend }

// Teach says how the nim-values are found and why no period is claimed.
func (*Game) Teach() string {
	return "A move splits a heap into two unequal heaps, so a heap's nim-value is the smallest number missing from the nim-sums of its splits (Sprague–Grundy). " +
		"Whether these nim-values ever repeat is an open problem since Grundy's “Mathematics and games” (1939): Stones computes them exactly and claims no period."
}

// Ideas names Sprague–Grundy.
func (*Game) Ideas() (says, names []game.Idea) { return nil, []game.Idea{game.SpragueGrundy} }

// Misere reports false: Grundy's game is played in normal play only.
func (*Game) Misere() bool { return false }

// Options calls yield with each move from a heap of n: every split into x
// and n−x with 1 ≤ x < n−x, by increasing x, as a move taking 0 and leaving
// [x, n−x]. A heap of n has ⌊(n−1)/2⌋ moves, so for a huge heap yield must
// stop the listing.
func (*Game) Options(n *big.Int, yield func(game.Move) bool) {
	one := big.NewInt(1)
	for x := big.NewInt(1); ; x = new(big.Int).Add(x, one) {
		y := new(big.Int).Sub(n, x)
		if x.Cmp(y) >= 0 {
			return
		}
		if !yield(game.Move{Take: 0, Leave: []*big.Int{x, y}}) {
			return
		}
	}
}

// search is how many heap sizes the Solution of Solve answers at least,
// within the limits, so that queries about heaps beyond the list can be
// answered: tens of milliseconds natively, a few hundred in a browser, paid
// by the first such query rather than by every figure.
const search = 1 << 15

// Solve computes the nim-values of heaps 0..length−1, and returns their
// Solution, whose Values answer for heaps below N = max(length,
// min(lim.NimSearch, 2^15)), at most Most(lim): the heaps from length on
// are computed the first time one of them is asked (values.Nim), so that a
// figure costs the heaps it shows. It never reports a period: NimSearch
// and OutcomeSearch are N, how far the values answer. A length beyond
// Most(lim) is an *InputError of the key len, decided before computing;
// the error of w.Step (cancellation) is returned as it is. The Values give
// a *game.Unknown beyond N, and beyond the heaps the work budget reached
// (Most leaves twice the work N needs).
func (*Game) Solve(length int, lim game.Limits, w *game.Work) (*game.Solution, error) {
	most := Most(lim)
	if length > most {
		return nil, game.Errorf("len", strconv.Itoa(length), "the limits of %s allow the nim-values of %s heap sizes of Grundy's game, which is not known to be periodic; use a smaller len",
			lim.Where, numerals.Grouped(most))
	}
	n := min(max(length, min(lim.NimSearch, search)), most)
	budget := lim.Work // a backstop: Most leaves the engine twice the work it needs
	if budget < math.MaxInt64/2 {
		budget *= 2
	}
	rows := NewRows()
	w.Begin("nim-values", length)
	if err := rows.Extend(length, budget, w); err != nil {
		return nil, err
	}
	if rows.Len() < length {
		return nil, game.Errorf("len", strconv.Itoa(length), "the limits of %s allow the nim-values of %s heap sizes of Grundy's game, which is not known to be periodic; use a smaller len",
			lim.Where, numerals.Grouped(rows.Len()))
	}
	nim := rows.Values()
	s := &game.Solution{
		Nim:           nim,
		NimSearch:     n,
		OutcomeSearch: n,
		Values:        &values{rows: rows, nim: nim, reach: n, budget: budget},
	}
	out := make([]byte, length)
	for i, v := range s.Nim {
		out[i] = byte(outcome(v))
	}
	s.Outcomes = string(out)
	return s, nil
}

// workPerHeap is the work a heap of Grundy's game costs, in pairs of heaps
// looked at, at the sizes the limits reach: about 4,200 a heap from 2^18 on
// (2^30 pairs computed 256,423 heaps, 2^34 pairs 3,893,027), and more the
// larger the heap. Most divides the work budget by it.
const workPerHeap = 4096

// Most returns how many heap sizes of Grundy's game Solve computes within
// lim: lim.Work / 4,096, at least 1, and 4,194,304 for the command line's
// limits, 262,144 for the page's. It is decided from lim alone, so that a
// heap beyond it is refused before any computing; each costs about 4,096
// pairs of heaps looked at, a little more near the limit, within twice the
// budget.
func Most(lim game.Limits) int {
	return int(max(min(lim.Work/workPerHeap, math.MaxInt32), 1))
}

// Values returns the nim-values of heaps 0..n−1 of Grundy's game, or of
// fewer heaps when the work budget (in pairs of heaps looked at, the unit
// of Limits.Work) runs out first. It calls w.Step every few thousand heaps
// and returns its error when the computation is cancelled. The cost is
// O(n·R) for R rare heaps below n; 2^21 heaps take seconds (see
// BenchmarkGrundy).
func Values(n int, budget int64, w *game.Work) ([]uint32, error) {
	rows := NewRows()
	w.Begin("nim-values", n)
	if err := rows.Extend(n, budget, w); err != nil {
		return nil, err
	}
	return rows.Values(), nil
}

// NewRows returns the engine of Grundy's game's nim-values, for a consumer
// that computes many heaps and reads them as they come (Extend a block, read
// it with At, Extend again) instead of holding them in a list: 2 bytes a
// heap, 2^28 heaps in 512 MiB. See octal.Rows for its cost.
func NewRows() *octal.Rows { return octal.NewRows(splitOnly, octal.UnequalSplits) }

// splitOnly is the octal code whose only moves split a heap without taking.
var splitOnly = octal.MustParseCode("4.0")

// outcome is the outcome of a heap of nim-value v.
func outcome(v uint32) game.Outcome {
	if v == 0 {
		return game.P
	}
	return game.N
}

// values answers for the heaps of a Solution: those Solve computed, and
// up to reach those it computes when first asked, at once and within
// budget. It is safe for concurrent use.
type values struct {
	mu     sync.Mutex
	rows   *octal.Rows // the engine, nil once it reached as far as it can
	nim    []uint32    // heaps 0..len(nim)−1
	reach  int         // the heaps the values answer for
	budget int64       // the engine's work budget (octal.Rows.Extend)
}

// Nim returns the nim-value of a heap of n, or a *game.Unknown beyond the
// heaps the values answer for. The first heap asked beyond those computed
// costs the heaps up to reach, O(reach·R) (see Values).
func (v *values) Nim(n *big.Int) (uint32, error) {
	v.mu.Lock()
	defer v.mu.Unlock()
	if n.IsInt64() && n.Int64() >= int64(len(v.nim)) && n.Int64() < int64(v.reach) && v.rows != nil {
		v.rows.Extend(v.reach, v.budget, nil) // without a Work, it is never cancelled
		v.nim, v.rows = v.rows.Values(), nil
	}
	if !n.IsInt64() || n.Int64() >= int64(len(v.nim)) {
		known := v.reach // the heaps computed once one beyond is asked
		if v.rows == nil {
			known = len(v.nim)
		}
		return 0, &game.Unknown{Reason: fmt.Sprintf("Grundy's game is not known to be periodic, and its nim-values were computed up to heap %s only",
			numerals.Grouped(known-1))}
	}
	return v.nim[n.Int64()], nil
}

// Outcome returns P for a heap of nim-value 0, N otherwise (see Nim).
func (v *values) Outcome(n *big.Int) (game.Outcome, error) {
	x, err := v.Nim(n)
	return outcome(x), err
}
