package parity

import (
	"math/big"
	"sync"

	"stones/solver/game"
	"stones/solver/named"
)

// Source is where the game comes from, by author and title.
const Source = "S. McDougall, Game::Stones (Perl module, 1997), for The Stones Contest, The Perl Journal 7 (1997)"

// Family describes the parity game for the page and the CLI: the key
// game=parity and its key moves.
var Family = game.Family{
	Game:  "parity",
	Title: "Parity game",
	Rules: "An odd number of stones lies in a pile and both players hold none. A move takes an amount of the move set " +
		"from the pile into the mover's hand. When the pile is empty, the player holding an odd number of stones wins; " +
		"a player who cannot move while stones remain loses.",
	Source: Source,
	Keys: []game.Key{
		{Name: "moves", Kind: game.MoveSetKey, Default: "1-3", Label: "Move set",
			Help: "the amounts a move may take, such as 1-3: Game::Stones' \"take 1 to maxTake\" is 1-maxTake"},
	},
	Legend:  Legend,
	Presets: Presets,
	Build:   build,
	Checks: game.Checks{
		Cases: []game.Case{{Query: "game=parity&moves=1-3", Oracle: 40}, {Query: "game=parity&moves=2,3", Oracle: 40}},
		Random: func(r func(int) int) []game.Case {
			var cs []game.Case
			for range 8 {
				cs = append(cs, game.Case{Query: "game=parity&moves=" + game.RandomSet(r, 1+r(3), 7), Oracle: 31})
			}
			for range 30 {
				cs = append(cs, game.Case{Query: "game=parity&moves=" + game.RandomSet(r, 1+r(4), 8), Small: 61, Play: 41})
			}
			return cs
		},
		// With the move set {1} the first player ends holding (n+1)/2
		// stones: odd exactly when n ≡ 1 (mod 4).
		Published: []game.Published{{Query: "game=parity&moves=1", Outcomes: "-N-P-N-P-N-P", Source: "by hand, from the rules"}},
		Laws:      []string{"P/N", "play", "best line", "ask", "period far", "period smallest", "period longer Solve", "period from the moves", "table far"},
		Cites:     []string{"McDougall's Game::Stones"},
	},
	Variants: []game.Variant{{Name: "Parity game", Rank: 4, Keys: func(moves string) []game.KeyValue {
		return []game.KeyValue{{Key: "moves", Value: moves}}
	}}},
}

// Legend is the game's outcome letters.
var Legend = []game.Letter{
	{Letter: game.N, Meaning: "the first player wins"},
	{Letter: game.P, Meaning: "the second player wins"},
	{Letter: game.None, Meaning: "an even pile: not a game, since the stones must total an odd number"},
}

// Presets are Game::Stones' own games, take 1 to maxTake.
var Presets = []game.Preset{
	{Name: "Game::Stones, maxTake 3", Config: "game=parity&moves=1-3", About: "take 1, 2 or 3 stones", Source: Source},
	{Name: "Game::Stones, maxTake 4", Config: "game=parity&moves=1-4", About: "take 1 to 4 stones", Source: Source},
	{Name: "Game::Stones, maxTake 7", Config: "game=parity&moves=1-7", About: "take 1 to 7 stones", Source: Source},
}

// build makes the game of the key moves.
func build(a game.Args) (game.Game, error) {
	set, err := named.ParseMoveSet("moves", a.Value("moves"))
	if err != nil {
		return nil, err
	}
	return New(set)
}

// Game is the parity game of a finite move set. It implements game.History
// and game.Solver; a Game is immutable.
type Game struct {
	set   game.MoveSet
	moves func() []int // ascending, expanded on first use
}

// New returns the parity game of a move set, or an *InputError of the key
// moves for a named set.
func New(moves game.MoveSet) (*Game, error) {
	if !moves.Finite() {
		return nil, game.Errorf("moves", moves.String(), "game=parity takes a finite move set")
	}
	return &Game{set: moves, moves: sync.OnceValue(moves.Moves)}, nil
}

// Moves returns the game's move set.
func (g *Game) Moves() game.MoveSet { return g.set }

// Keys returns moves in normal form.
func (g *Game) Keys() []game.KeyValue {
	return []game.KeyValue{{Key: "moves", Value: g.set.String()}}
}

// Title names the game: "Parity game, moves {1-3}: whoever ends holding an
// odd number wins".
func (g *Game) Title() string {
	return "Parity game, moves " + g.set.Words() + ": whoever ends holding an odd number wins"
}

// Legend returns Legend.
func (g *Game) Legend() []game.Letter { return Legend }

// Teach says what the state is and what proves the period.
func (g *Game) Teach() string {
	return "The stones taken are kept, and at the end the player holding an odd number wins, so who wins depends on the pile and on whether each player's holding is odd: the state table has a row for each such state. " +
		"A repeated window of its columns proves that the table repeats for ever, with the two windows an even distance apart, since the pile's parity matters. " +
		"The game, and its safe positions where the player to move loses whatever the holdings, are those of McDougall's Game::Stones (1997)."
}

// Ideas names the repeated window.
func (g *Game) Ideas() (says, names []game.Idea) { return nil, []game.Idea{game.RepeatedWindow} }

// Start returns the position at a pile of n at the start of play: both
// players hold none and the first is to move. An even pile is an
// *InputError of the key n.
func (g *Game) Start(n *big.Int) (game.Position, error) {
	switch {
	case n.Sign() < 0:
		return nil, game.Errorf("n", n.String(), "a heap size cannot be negative")
	case n.Bit(0) == 0:
		return nil, game.Errorf("n", n.String(), "the parity game starts from an odd pile, so that one player ends with an odd number")
	}
	return &Position{g: g, pile: new(big.Int).Set(n)}, nil
}

// The shapes the game implements.
var (
	_ game.History        = (*Game)(nil)
	_ game.PositionValues = (*Values)(nil)
	_ game.Policy         = (*Values)(nil)
	_ game.PolicyNamer    = (*Game)(nil)
	_ game.Position       = (*Position)(nil)
)

// States marks the game's solutions as having a state table.
func (g *Game) States() {}
