package subtraction

import (
	"math/big"
	"slices"
	"sync"

	"stones/solver/engine"
	"stones/solver/game"
)

// Game is a subtraction game with a finite move set: from a heap of n a
// move takes s stones, for any s ≤ n in the set. It is a game.Impartial and
// a game.Solver. Build it with New; a Game is immutable and safe for
// concurrent use.
type Game struct {
	set    game.MoveSet
	moves  func() []int // the amounts of set, ascending, expanded on first use
	misere bool
	algo   engine.Algorithm
}

// New returns the subtraction game with the finite move set moves, in
// misère play when misere is set, whose values algo computes (every
// algorithm gives the same values). A named set is an *game.InputError of
// the key moves (package named plays those), an unknown algorithm one of
// the key algo. The cost is O(|S|) time and memory.
func New(moves game.MoveSet, misere bool, algo engine.Algorithm) (*Game, error) {
	if !moves.Finite() || moves.Len() == 0 {
		return nil, game.Errorf("moves", moves.String(), "a subtraction game of package subtraction takes a finite, non-empty move set")
	}
	if _, err := parseAlgorithm(string(algo)); err != nil {
		return nil, err
	}
	return &Game{set: moves, moves: sync.OnceValue(moves.Moves), misere: misere, algo: algo}, nil
}

// Moves returns the move set.
func (g *Game) Moves() game.MoveSet { return g.set }

// Algorithm returns the algorithm that computes the values.
func (g *Game) Algorithm() engine.Algorithm { return g.algo }

// Keys returns the keys moves, play, norepeat (0) and algo in normal form.
func (g *Game) Keys() []game.KeyValue {
	return []game.KeyValue{{Key: "moves", Value: g.set.String()}, {Key: "play", Value: play(g.misere)},
		{Key: "norepeat", Value: "0"}, {Key: "algo", Value: string(g.algo)}}
}

// Title names the game: "Subtraction game, moves {1, 5, 8, 10}, normal
// play".
func (g *Game) Title() string {
	return "Subtraction game, moves " + g.set.Words() + ", " + playWords(g.misere)
}

// Legend returns the letters P and N.
func (g *Game) Legend() []game.Letter { return Legend }

// Teach says how the outcomes follow from the heaps below and what proves
// their period; in normal play, how nim-values add heaps. The game in
// normal play is where Stones says the repeated window and Sprague–Grundy
// in full; in misère play it names them.
func (g *Game) Teach() string {
	if g.misere {
		return "In misère play the player who cannot move wins, so a heap is lost for the player to move (P) exactly when it has a move and every move leaves a heap won for the other player (N). " +
			"Each heap still follows from the max S heaps below it, so a repeated window proves the period as in normal play (Fisher, “Simulating the Pick-up Stones game”, 2003); " +
			"but the nim-values of Sprague–Grundy no longer add up, so a position of several heaps is solved by searching its positions."
	}
	return "A heap is lost for the player to move (P) exactly when every move leaves a heap won for the other player (N), so each heap follows from the max S heaps below it. " +
		"Once a window of max S outcomes comes back, everything after it repeats: that repeated window proves the period for every heap size (Fisher, “Simulating the Pick-up Stones game”, 2003). " +
		"A heap's nim-value is the smallest number missing from its moves' values, and several heaps are lost exactly when the XOR of their nim-values, the nim-sum, is 0 (Sprague–Grundy)."
}

// Ideas says the repeated window and Sprague–Grundy in normal play, and
// names them in misère play.
func (g *Game) Ideas() (says, names []game.Idea) {
	ideas := []game.Idea{game.RepeatedWindow, game.SpragueGrundy}
	if g.misere {
		return nil, ideas
	}
	return ideas, nil
}

// Misere reports whether the player who cannot move wins.
func (g *Game) Misere() bool { return g.misere }

// Options yields the moves from a heap of n in increasing order of the
// amount taken: take s leaving n−s, for each s ≤ n in the set. The cost is
// O(1) a move, at most |S| moves.
func (g *Game) Options(n *big.Int, yield func(game.Move) bool) {
	for _, s := range g.moves() {
		if n.IsInt64() && int64(s) > n.Int64() {
			return
		}
		if !yield(game.Take(n, s)) {
			return
		}
	}
}

// Amounts returns the amounts a heap of n may take, ascending: a prefix of
// the move set (game.Subtractive). The cost is O(log |S|).
func (g *Game) Amounts(n int) ([]int, bool) {
	moves := g.moves()
	k, _ := slices.BinarySearch(moves, n+1)
	return moves[:k:k], true
}

// Legend is the legend of impartial games (game.ImpartialLegend).
var Legend = game.ImpartialLegend

// play returns the value of the key play.
func play(misere bool) string {
	if misere {
		return "misere"
	}
	return "normal"
}

// playWords names the winning convention for a title.
func playWords(misere bool) string {
	if misere {
		return "misère play"
	}
	return "normal play"
}
