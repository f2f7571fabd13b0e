package solver

import (
	"math/big"
	"slices"
	"strconv"
	"strings"

	"stones/solver/game"
)

// Explanation says why a heap has its value: for each way play can start
// there (one; a partizan heap has two, Left or Right moving first), every
// move, where it leads and that position's value, and the reason in words.
type Explanation struct {
	Heap  int
	Cases []Case
}

// Case is one start of play at a heap: who moves (Mover is "" when either
// player may), the position, its value, its moves and why.
type Case struct {
	Mover    string
	Position string
	Value    game.Value
	Options  []game.Option
	Reason   string
}

// Explain explains heap n of the configuration, whose result r is: it asks
// the play API (game.NewPlay) for the moves from the heap and their values,
// within lim. The reason names the rule it rests on: the mex of the
// options' nim-values for an impartial game in normal play, else that a
// position is won exactly when some move leads to a lost one. The cost is
// that of Play.Options, bounded by lim.States.
func Explain(c Config, r *Result, n int, lim Limits) (*Explanation, error) {
	if c.Game == nil {
		return nil, &InputError{Key: "game", Problem: "the configuration names no valid game"}
	}
	if n < 0 || n >= len(r.Outcomes) {
		return nil, game.Errorf("n", strconv.Itoa(n), "is not a heap size of the figure (0 to %d)", len(r.Outcomes)-1)
	}
	play := game.NewPlay(c.Game, &r.Solution, lim)
	heap := big.NewInt(int64(n))
	type start struct {
		mover string
		pos   game.Position
	}
	var starts []start
	switch g := c.Game.(type) {
	case game.History:
		pos, err := g.Start(heap)
		if err != nil {
			return nil, err
		}
		starts = append(starts, start{"", pos})
	case game.Impartial:
		starts = append(starts, start{"", game.Heaps(g, heap)})
	case game.Partizan:
		starts = append(starts, start{"Left moves first", game.Heap(g, heap, game.L)}, start{"Right moves first", game.Heap(g, heap, game.R)})
	default:
		return nil, game.Errorf("game", c.Family.Game, "has no positions to explain")
	}
	e := &Explanation{Heap: n}
	for _, s := range starts {
		// A limit on the search for remoteness leaves Remoteness −1 where
		// the values still decide who wins: enough to explain.
		v, err := play.Value(s.pos)
		if err != nil && v.Remoteness != -1 {
			return nil, err
		}
		opts, err := play.Options(s.pos)
		if err != nil && opts == nil {
			return nil, err
		}
		e.Cases = append(e.Cases, Case{Mover: s.mover, Position: s.pos.String(), Value: v, Options: opts,
			Reason: reason(c.Game, n, s.pos, v, opts)})
	}
	return e, nil
}

// reason says why the position has value v, from its options.
func reason(g Game, n int, pos game.Position, v game.Value, opts []game.Option) string {
	heap := "heap " + strconv.Itoa(n)
	if len(opts) == 0 {
		if pos.MoverWinsAtEnd() {
			return "No move is possible from " + heap + ", and in misère play the player who cannot move wins."
		}
		s := "No move is possible from " + heap + ": the player to move loses."
		if v.Nim != nil {
			s += " With no options, the smallest missing value is 0: nim-value 0."
		}
		return s
	}
	if v.Nim != nil && allNim(opts) {
		vals := make([]uint32, len(opts))
		for i, o := range opts {
			vals[i] = *o.Value.Nim
		}
		slices.Sort(vals)
		vals = slices.Compact(vals)
		words := make([]string, len(vals))
		for i, x := range vals {
			words[i] = strconv.FormatUint(uint64(x), 10)
		}
		list := strings.Join(words, ", ")
		if len(words) > MostMoves {
			list = strings.Join(words[:MostMoves], ", ") + ", …"
		}
		return "The moves from " + heap + " lead to nim-values " + list + "; the smallest value missing from them (the mex) is " +
			strconv.FormatUint(uint64(*v.Nim), 10) + ", so " + heap + " has nim-value " + strconv.FormatUint(uint64(*v.Nim), 10) +
			ifElse(*v.Nim == 0, ": a P-position, the player to move loses.", ": an N-position, the player to move wins by moving to a nim-value 0.")
	}
	if v.Wins {
		for _, o := range opts {
			if !o.Value.Wins {
				return "The player to move wins: " + MovePhrase(g, o.Move) + " leaves the opponent a losing position."
			}
		}
	}
	return "The player to move loses: every move leaves the opponent a winning position."
}

// allNim reports whether every option has a nim-value.
func allNim(opts []game.Option) bool {
	for _, o := range opts {
		if o.Value.Nim == nil {
			return false
		}
	}
	return true
}

func ifElse(ok bool, yes, no string) string {
	if ok {
		return yes
	}
	return no
}
