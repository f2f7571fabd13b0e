package partizan

import (
	"errors"
	"math/big"
	"sync"

	"stones/solver/game"
	"stones/solver/named"
)

// Source is where the game comes from, by author and title.
const Source = "T. Fisher, Simulating the Pick-up Stones game: a dynamic approach (2003), §4"

// Family describes partizan subtraction for the page and the CLI: the key
// game=partizan and its keys left and right.
var Family = game.Family{
	Game:  "partizan",
	Title: "Partizan subtraction game",
	Rules: "Left and Right take turns; Left may take an amount of her move set, Right one of his. " +
		"The player who cannot move loses. Either player may move first.",
	Source: Source,
	Keys: []game.Key{
		{Name: "left", Kind: game.MoveSetKey, Required: true, Label: "Left's moves",
			Help: "the amounts Left (Lillian) may take, such as 2,5,9 or ranges such as 1-3"},
		{Name: "right", Kind: game.MoveSetKey, Required: true, Label: "Right's moves",
			Help: "the amounts Right (Rekha) may take, such as 3,4,8"},
	},
	Legend:  Legend,
	Presets: Presets,
	Build:   build,
	Checks: game.Checks{
		Cases: []game.Case{{Query: "game=partizan&left=2,5,9&right=3,4,8", Oracle: 60}},
		Random: func(r func(int) int) []game.Case {
			var cs []game.Case
			for range 8 {
				cs = append(cs, game.Case{Query: "game=partizan&left=" + game.RandomSet(r, 1+r(3), 9) + "&right=" + game.RandomSet(r, 1+r(3), 9), Oracle: 50})
			}
			for range 40 {
				cs = append(cs, game.Case{Query: "game=partizan&left=" + game.RandomSet(r, 1+r(4), 10) + "&right=" + game.RandomSet(r, 1+r(4), 10), Small: 60, Play: 40})
			}
			return cs
		},
		Published: []game.Published{{Query: "game=partizan&left=2,5,9&right=3,4,8", From: 10, Outcomes: "LLLLLLLLLLLLLLLLLLLL",
			Source: "Fisher (2003), Theorem A.2: from 10 stones on, Left wins whoever starts"}},
		Laws:  []string{"P/N", "play", "best line", "ask", "period far", "period smallest", "period longer Solve", "period from the moves"},
		Cites: []string{"Fisher, “Simulating the Pick-up Stones game”"},
	},
	Variants: []game.Variant{{Name: "Partizan, Left and Right alike", Rank: 5, Keys: func(moves string) []game.KeyValue {
		return []game.KeyValue{{Key: "left", Value: moves}, {Key: "right", Value: moves}}
	}}},
}

// Legend is the game's outcome classes.
var Legend = []game.Letter{
	{Letter: game.L, Meaning: "Left wins whoever starts"},
	{Letter: game.R, Meaning: "Right wins whoever starts"},
	{Letter: game.N, Meaning: "the player who starts wins"},
	{Letter: game.P, Meaning: "the player who starts loses"},
}

// Presets are Fisher's asymmetric games.
var Presets = []game.Preset{
	{Name: "Lillian {2,5,9} vs Rekha {3,4,8}", Config: "game=partizan&left=2,5,9&right=3,4,8",
		About: "from heap 10 on, Left (Lillian) wins whoever starts", Source: Source + " and appendix A.2"},
	{Name: "Lillian {2,5,9} vs Rekha {3,5,9}", Config: "game=partizan&left=2,5,9&right=3,5,9",
		About: "no player wins every large heap: who starts keeps mattering", Source: Source},
	{Name: "11 moves against 9", Config: "game=partizan&left=2,4-7,9,12,15,18,21,23&right=3-7,9,11,13,19",
		About:  "Lillian {2,4,5,6,7,9,12,15,18,21,23} against Rekha {3,4,5,6,7,9,11,13,19}: Left wins whoever starts from heap 21 on",
		Source: Source + " and §5.3"},
}

// build makes the game of the keys left and right.
func build(a game.Args) (game.Game, error) {
	var sides [2]game.MoveSet
	var errs game.Errors // both sides' problems at once
	for i, key := range []string{"left", "right"} {
		text := a.Value(key)
		if !a.Given(key) {
			errs = append(errs, &game.InputError{Key: key, Problem: "is required for game=partizan; give " + key + "'s moves, such as 2,5,9"})
			continue
		}
		set, err := named.ParseMoveSet(key, text)
		var bad *game.InputError
		switch {
		case errors.As(err, &bad):
			errs = append(errs, bad)
		case err != nil:
			return nil, err
		case !set.Finite():
			errs = append(errs, &game.InputError{Key: key, Text: text, Problem: "game=partizan takes finite move sets"})
		}
		sides[i] = set
	}
	if len(errs) > 0 {
		return nil, errs
	}
	return New(sides[0], sides[1])
}

// Game is a partizan subtraction game: Left's and Right's move sets. It
// implements game.Partizan and game.Solver; a Game is immutable.
type Game struct {
	left, right    game.MoveSet
	lmoves, rmoves func() []int // ascending, expanded on first use
}

// New returns the partizan subtraction game of Left's and Right's finite
// move sets, or an *InputError of the key left or right for a named set.
func New(left, right game.MoveSet) (*Game, error) {
	if !left.Finite() {
		return nil, game.Errorf("left", left.String(), "game=partizan takes finite move sets")
	}
	if !right.Finite() {
		return nil, game.Errorf("right", right.String(), "game=partizan takes finite move sets")
	}
	return &Game{left: left, right: right, lmoves: sync.OnceValue(left.Moves), rmoves: sync.OnceValue(right.Moves)}, nil
}

// Left returns Left's move set.
func (g *Game) Left() game.MoveSet { return g.left }

// Right returns Right's move set.
func (g *Game) Right() game.MoveSet { return g.right }

// Keys returns left and right in normal form.
func (g *Game) Keys() []game.KeyValue {
	return []game.KeyValue{{Key: "left", Value: g.left.String()}, {Key: "right", Value: g.right.String()}}
}

// Title names the game: "Partizan subtraction game: Left takes {2, 5, 9},
// Right takes {3, 4, 8}".
func (g *Game) Title() string {
	return "Partizan subtraction game: Left takes " + g.left.Words() + ", Right takes " + g.right.Words()
}

// Legend returns Legend.
func (g *Game) Legend() []game.Letter { return Legend }

// Teach says what the four outcomes mean and what proves their period.
func (g *Game) Teach() string {
	return "Left and Right take from different move sets, so a heap has one of four outcomes: Left wins whoever starts (L), Right wins whoever starts (R), the player to move wins (N), or the other player does (P). " +
		"Who wins when Left, or Right, moves first makes two rows, each heap following from the max S heaps below, and a repeated window of the two rows proves their period (Fisher, “Simulating the Pick-up Stones game”, 2003, §4)."
}

// Ideas names the repeated window.
func (g *Game) Ideas() (says, names []game.Idea) { return nil, []game.Idea{game.RepeatedWindow} }

// moves returns the amounts of player, L or R; it panics on another
// outcome, a programming error.
func (g *Game) moves(player game.Outcome) []int {
	switch player {
	case game.L:
		return g.lmoves()
	case game.R:
		return g.rmoves()
	}
	panic("partizan: the player is L or R, not " + player.String())
}

// Options calls yield with each move of player (L or R) from a heap of n,
// by ascending amount, until yield returns false. The cost is O(|S|).
func (g *Game) Options(n *big.Int, player game.Outcome, yield func(game.Move) bool) {
	for _, s := range g.moves(player) {
		if n.IsInt64() && n.Int64() < int64(s) {
			return
		}
		m := game.Take(n, s)
		m.Player = player.String()
		if !yield(m) {
			return
		}
	}
}

// The shapes the game implements.
var (
	_ game.Partizan  = (*Game)(nil)
	_ game.Solver    = (*Game)(nil)
	_ game.FirstWins = (*Values)(nil)
)
