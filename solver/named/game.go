package named

import (
	"math/big"
	"slices"
	"strconv"
	"strings"
	"sync"

	"stones/solver/engine"
	"stones/solver/game"
	"stones/solver/numerals"
)

// Game is a subtraction game whose move set is a named infinite set, or the
// rule sqrt. It is a game.Impartial and a game.Solver. Build it with New; a
// Game is safe for concurrent use.
type Game struct {
	name   string // one of Sets
	set    *set   // nil for the rule sqrt
	misere bool
	algo   engine.Algorithm

	mu      sync.Mutex
	members []int // the members ≤ listed, ascending: the moves Options lists without set.after
	listed  int
}

// New returns the game of the named set or rule moves (one of
// Sets), in misère play when misere is set. algo chooses the
// engine where the values are computed heap by heap (squares, primes,
// fibonacci); the closed forms ignore it, and every algorithm gives the
// same values. A finite set is an *game.InputError of the key moves. The
// cost is O(1): the members are listed when first needed.
func New(moves game.MoveSet, misere bool, algo engine.Algorithm) (*Game, error) {
	name := moves.Name()
	s, ok := sets[name]
	if !ok && name != "sqrt" {
		var names, rules []string
		for _, s := range Sets {
			if s.Rule {
				rules = append(rules, "the rule "+s.Name)
			} else {
				names = append(names, s.Name)
			}
		}
		return nil, game.Errorf("moves", moves.String(), "is not a named set; the named sets are %s and %s", strings.Join(names, ", "), strings.Join(rules, ", "))
	}
	return &Game{name: name, set: s, misere: misere, algo: algo}, nil
}

// Name returns the set's name: "squares", …, "sqrt".
func (g *Game) Name() string { return g.name }

// Keys returns the keys moves, play, norepeat (0) and algo in normal form.
func (g *Game) Keys() []game.KeyValue {
	play := "normal"
	if g.misere {
		play = "misere"
	}
	return []game.KeyValue{{Key: "moves", Value: g.name}, {Key: "play", Value: play},
		{Key: "norepeat", Value: "0"}, {Key: "algo", Value: string(g.algo)}}
}

// Title names the game: "Subtraction game, moves the squares {1, 4, 9, 16,
// …}, normal play"; for the rule sqrt "Subtraction game, take 1 to ⌊√n⌋
// stones from a heap of n, normal play".
func (g *Game) Title() string {
	what := "take 1 to ⌊√n⌋ stones from a heap of n"
	if g.set != nil {
		what = "moves " + g.set.words
	}
	play := "normal play"
	if g.misere {
		play = "misère play"
	}
	return "Subtraction game, " + what + ", " + play
}

// Legend returns the letters P and N.
func (g *Game) Legend() []game.Letter { return game.ImpartialLegend }

// Teach says why an infinite move set claims no period from the data, and
// what answers heaps of any size instead.
func (g *Game) Teach() string {
	return "A heap is lost for the player to move (P) exactly when every move leaves a heap won for the other player (N), and heaps add up by their nim-values (Sprague–Grundy). " +
		"The move set is infinite, so no repeated window proves a period: where a theorem gives every heap the proof line names it, and otherwise Stones answers the heaps it computed, " +
		"with the methods of Eppstein's “Faster Evaluation of Subtraction Games” (2018)."
}

// Ideas names Sprague–Grundy and the repeated window, which the finite
// subtraction games say.
func (g *Game) Ideas() (says, names []game.Idea) {
	return nil, []game.Idea{game.SpragueGrundy, game.RepeatedWindow}
}

// Misere reports whether the player who cannot move wins.
func (g *Game) Misere() bool { return g.misere }

// listCap is the largest heap whose moves Options lists from a cached list
// of members: beyond it, set.after finds each next member.
const listCap = 1 << 24

// Options yields the moves from a heap of n in increasing order of the
// amount taken: every member s ≤ n of the set (take s leaving n−s), or for
// the rule sqrt every take 1 … ⌊√n⌋. The members up to min(n, 2^24) come
// from a list that grows by doubling as far as the listing goes (for the
// primes a sieve, O(m log log m) for the members up to m); the others cost
// one set.after each (for the primes a primality test). A huge heap has
// very many moves: yield stops the listing.
func (g *Game) Options(n *big.Int, yield func(game.Move) bool) {
	if g.set == nil {
		most := new(big.Int).Sqrt(n)
		for k := int64(1); most.Cmp(big.NewInt(k)) >= 0; k++ {
			if !yield(game.Take(n, int(k))) {
				return
			}
		}
		return
	}
	top := listCap // the largest member the list may hold for this heap
	if n.IsInt64() && n.Int64() < listCap {
		top = int(n.Int64())
	}
	for i, need := 0, min(top, 64); ; need = min(top, 2*need) {
		members, listed := g.membersUpTo(need)
		for ; i < len(members) && members[i] <= top; i++ {
			if !yield(game.Take(n, members[i])) {
				return
			}
		}
		if listed >= top {
			break
		}
		need = max(need, listed)
	}
	if n.IsInt64() && n.Int64() <= listCap {
		return
	}
	for s := g.set.after(big.NewInt(listCap)); s.Cmp(n) <= 0; s = g.set.after(s) {
		if !yield(game.BigMove(s, new(big.Int).Sub(n, s))) {
			return
		}
	}
}

// membersUpTo returns the members up to at least most (most ≤ listCap),
// and up to which heap they are listed, extending the cached list by
// doubling.
func (g *Game) membersUpTo(most int) ([]int, int) {
	g.mu.Lock()
	defer g.mu.Unlock()
	if most > g.listed || g.members == nil {
		g.listed = min(listCap, max(most, 2*g.listed, 64))
		g.members = g.set.upTo(g.listed)
	}
	return g.members, g.listed
}

// Amounts returns the members of the set up to n, ascending
// (game.Subtractive), for n up to 2^24, from the cached list; for the rule
// sqrt 1 … ⌊√n⌋ up to n = 2^20. Larger heaps are listed by Options. The
// cost is that of listing the set up to n once.
func (g *Game) Amounts(n int) ([]int, bool) {
	if g.set == nil {
		if n < 0 || n > 1<<20 {
			return nil, false
		}
		k := 0
		for (k+1)*(k+1) <= n {
			k++
		}
		return sqrtTakes[:k:k], true
	}
	if n < 0 || n >= listCap {
		return nil, false
	}
	members, _ := g.membersUpTo(n)
	k, _ := slices.BinarySearch(members, n+1)
	return members[:k:k], true
}

// sqrtTakes are the amounts 1 … 1024 that the rule sqrt lets a heap of up
// to 2^20 take.
var sqrtTakes = func() []int {
	s := make([]int, 1<<10)
	for i := range s {
		s[i] = i + 1
	}
	return s
}()

// Solve computes the outcomes of heaps 0..length−1 and, in normal play,
// their nim-values, within lim: from the closed forms for powers2, primes1
// and moser (with the periods 3 and 4 of powers2 and primes1, proven), from
// the theorem of sqrt.go for the outcomes of sqrt (its nim-values by a
// sliding mex, up to lim.NimSearch heaps), and by the engines for squares,
// primes and fibonacci, up to the bounds of namedLimits. The Solution's
// Values answer any heap a theorem covers and extend the computation on
// demand, within lim and with w, up to those bounds; a heap beyond them is
// an *game.Unknown that names the limit.
//
// A length beyond lim.MaxLen or beyond those bounds is an *game.InputError
// of the key len. The cost is O(length) for the closed forms, O(length) for
// the nim-values of sqrt, and the engines' over length heaps for the
// others; w's cancellation stops it with w's error.
func (g *Game) Solve(length int, lim game.Limits, w *game.Work) (*game.Solution, error) {
	if length > lim.MaxLen {
		return nil, game.Errorf("len", strconv.Itoa(length), "%s lists at most %s heap sizes%s; use a smaller len",
			lim.Where, numerals.Grouped(lim.MaxLen), lim.Raise("MaxLen"))
	}
	switch {
	case g.set == nil:
		return g.solveSqrt(length, lim, w)
	case g.set.nim != nil:
		return g.solveTheory(length, lim, w)
	}
	return g.solveComputed(length, lim, w)
}
