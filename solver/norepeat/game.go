package norepeat

import (
	"fmt"
	"math/big"
	"slices"
	"strconv"
	"strings"

	"stones/solver/game"
)

// MaxHistories is the most full histories (ordered choices of min(k, |S|)
// distinct amounts) the state table may track per heap size.
const MaxHistories = 4096

// Rules are the game's rules in words, for the subtraction family's
// description.
const Rules = "A move takes an amount of the move set, but not an amount taken in any of the last k moves " +
	"(k = norepeat; with k = 1, not the amount the opponent just took). The player who cannot move loses. " +
	"When k is at least the number of amounts, each amount can be taken once, and after every amount has been " +
	"taken the player to move has no move and loses."

// Source is where the game comes from, by author and title.
const Source = "T. Fisher, Simulating the Pick-up Stones game: a dynamic approach (2003), §3"

// Legend is the game's outcome letters: the outcome at the start of the
// game, before any move (or after the moves of the key last).
var Legend = []game.Letter{
	{Letter: game.P, Meaning: "the player to move at the start of the game loses"},
	{Letter: game.N, Meaning: "the player to move at the start of the game wins"},
}

// Presets are the no-repeat games of the literature, for the subtraction
// family's list.
var Presets = []game.Preset{
	{Name: "No repeat, {1-5}", Config: "game=subtraction&moves=1-5&norepeat=1",
		About:  "no player may take the amount the opponent just took: safe exactly when n ≡ 0 or 7 (mod 13)",
		Source: Source},
}

// Game is a no-repeat subtraction game: a finite move set, the number k of
// last moves whose amounts are forbidden, and optionally the last moves
// taken before play starts. It implements game.History and game.Solver. A
// Game is immutable.
type Game struct {
	set     game.MoveSet
	moves   []int // the amounts, ascending
	k       int   // as configured
	depth   int   // min(k, |S|): the amounts a full history holds
	last    []int // the moves before play starts, most recent last
	hasLast bool  // the key last was given
}

// New returns the no-repeat game of a move set in which no move takes an
// amount taken in the last k moves, starting after the moves of the text
// last (a comma list, most recent last) when hasLast. The subtraction
// family calls it for norepeat ≥ 1 with the keys' raw text. It rejects,
// with an *InputError of the key norepeat, a named move set, misère play,
// and more than MaxHistories full histories; and with one of the key last
// an amount of last that is not a move of the set, an amount listed twice,
// or more than k amounts. k ≥ |S| is a game (see the package comment). The
// cost is O(|S| + len(last)).
func New(moves game.MoveSet, k int, last string, hasLast bool, misere bool) (game.Game, error) {
	kText := strconv.Itoa(k)
	switch {
	case k < 1:
		return nil, game.Errorf("norepeat", kText, "the no-repeat game forbids the amounts of the last k ≥ 1 moves; norepeat=0 is the plain subtraction game")
	case !moves.Finite():
		return nil, game.Errorf("norepeat", kText, "the no-repeat game takes a finite move set, not %s", moves.Name())
	case misere:
		return nil, game.Errorf("norepeat", kText, "the no-repeat game is played in normal play only")
	}
	m := moves.Len()
	depth := min(k, m)
	h := 1
	for i := range depth {
		h *= m - i
		if h > MaxHistories {
			return nil, game.Errorf("norepeat", kText, "with %d moves gives more than %d histories to track; use a smaller norepeat or fewer moves", m, MaxHistories)
		}
	}
	g := &Game{set: moves, moves: moves.Moves(), k: k, depth: depth, hasLast: hasLast}
	if !hasLast {
		return g, nil
	}
	var err error
	if g.last, err = g.parseHistory("last", last); err != nil {
		return nil, err
	}
	return g, nil
}

// parseHistory reads a comma list of the last amounts taken, most recent
// last: distinct moves of the set, at most k. The empty text is the empty
// history. Errors are of the key given.
func (g *Game) parseHistory(key, text string) ([]int, error) {
	h := []int{}
	for item := range strings.SplitSeq(text, ",") {
		item = game.TrimSpaces(item)
		if item == "" && text == "" {
			break
		}
		s, err := strconv.Atoi(item)
		if err != nil || !g.set.Contains(s) {
			return nil, game.Errorf(key, text, "%s is not a move of the set {%s}", game.Quote(item), g.set)
		}
		if slices.Contains(h, s) {
			return nil, game.Errorf(key, text, "%d is taken twice; within the last %d moves every amount differs", s, g.k)
		}
		h = append(h, s)
	}
	if len(h) > g.k {
		return nil, game.Errorf(key, text, "lists %d moves; only the last norepeat=%d matter", len(h), g.k)
	}
	return h, nil
}

// Moves returns the game's move set.
func (g *Game) Moves() game.MoveSet { return g.set }

// K returns the number of last moves whose amounts a move may not take.
func (g *Game) K() int { return g.k }

// Last returns the moves taken before play starts, most recent last, and
// whether the key last was given.
func (g *Game) Last() ([]int, bool) { return slices.Clone(g.last), g.hasLast }

// Keys returns moves, play, norepeat, last (when given) and algo in normal
// form.
func (g *Game) Keys() []game.KeyValue {
	kv := []game.KeyValue{
		{Key: "moves", Value: g.set.String()},
		{Key: "play", Value: "normal"},
		{Key: "norepeat", Value: strconv.Itoa(g.k)},
	}
	if g.hasLast {
		kv = append(kv, game.KeyValue{Key: "last", Value: joinInts(g.last, ",")})
	}
	return append(kv, game.KeyValue{Key: "algo", Value: "auto"})
}

// StartState returns the label of the state table's row of the moves taken
// before play starts (the key last), or "" when they are fewer than the
// rows' histories hold (min(k, |S|) amounts).
func (g *Game) StartState() string {
	if len(g.last) != g.depth {
		return ""
	}
	return stateLabel(g.last)
}

// Title names the game: "No-repeat subtraction game, moves {1-5}: no
// amount taken in the last move", and the moves before play starts when
// they are given.
func (g *Game) Title() string {
	last := "the last move"
	if g.k > 1 {
		last = "the last " + strconv.Itoa(g.k) + " moves"
	}
	t := fmt.Sprintf("No-repeat subtraction game, moves %s: no amount taken in %s", g.set.Words(), last)
	if len(g.last) > 0 {
		t += "; play starts after " + joinInts(g.last, ", ")
	}
	return t
}

// sameRules reports whether o has g's moves and k, so that the positions
// of either are positions of both.
func (g *Game) sameRules(o *Game) bool { return g == o || g.k == o.k && g.set.Equal(o.set) }

// Legend returns Legend.
func (g *Game) Legend() []game.Letter { return Legend }

// Teach says why the state matters, how the state table proves a period,
// and what a safe heap is.
func (g *Game) Teach() string {
	return "A move may not take an amount taken in the last moves, so who wins depends on the heap and on those moves, its state: the state table has a row for each state and a column for each heap. " +
		"Each column follows from the max S columns before it, so a repeated window of columns proves that the table repeats for ever (Fisher, “Simulating the Pick-up Stones game”, 2003, §3). " +
		"A safe heap is one where the player to move loses whatever the state."
}

// Ideas names the repeated window.
func (g *Game) Ideas() (says, names []game.Idea) { return nil, []game.Idea{game.RepeatedWindow} }

// Start returns the position at a heap of n at the start of play: the
// history is the key last, empty when it was not given.
func (g *Game) Start(n *big.Int) (game.Position, error) {
	if n.Sign() < 0 {
		return nil, game.Errorf("n", n.String(), "a heap size cannot be negative")
	}
	return &Position{g: g, heap: new(big.Int).Set(n), last: slices.Clone(g.last)}, nil
}

// joinInts writes amounts separated by sep.
func joinInts(a []int, sep string) string {
	parts := make([]string, len(a))
	for i, s := range a {
		parts[i] = strconv.Itoa(s)
	}
	return strings.Join(parts, sep)
}

// The shapes the game implements.
var (
	_ game.History        = (*Game)(nil)
	_ game.PositionValues = (*Values)(nil)
	_ game.Position       = (*Position)(nil)
)

// States marks the game's solutions as having a state table.
func (g *Game) States() {}
