package norepeat

import (
	"math/big"
	"slices"
	"strconv"
	"strings"

	"stones/solver/game"
)

// Position is a position of a no-repeat game: a heap and the amounts taken
// in the last moves, most recent last (at most min(k, |S|) of them, all
// distinct). It implements game.Position; it is a value, never changed.
type Position struct {
	g    *Game
	heap *big.Int
	last []int
}

// Heap returns the position's heap.
func (p *Position) Heap() *big.Int { return new(big.Int).Set(p.heap) }

// History returns the amounts taken in the last moves, most recent last.
func (p *Position) History() []int { return slices.Clone(p.last) }

// String writes the position as "12;last=3,1" (3 taken before 1), or "12"
// with no history. ParsePosition reads it back.
func (p *Position) String() string {
	if len(p.last) == 0 {
		return p.heap.String()
	}
	return p.heap.String() + ";last=" + joinInts(p.last, ",")
}

// Words writes the position for a reader: the heap, and the amounts
// taken in the last moves when there are any, "9 · last taken 3" ("12 ·
// last taken 3,1": 3 taken before 1).
func (p *Position) Words() string {
	if len(p.last) == 0 {
		return p.heap.String()
	}
	return game.JoinWords(p.heap.String(), "last taken "+joinInts(p.last, ","))
}

// StateWords says which amounts the history forbids the player to move:
// "Taking 1 is forbidden now: it was the last move.", "Taking 2 or 1 is
// forbidden now: they were taken in the last 2 moves.", or at the start of
// the game that none is.
func (p *Position) StateWords() string {
	switch len(p.last) {
	case 0:
		return "At the start of the game no amount is forbidden yet."
	case 1:
		return "Taking " + joinInts(p.last, "") + " is forbidden now: it was the last move."
	}
	return "Taking " + joinInts(p.last, " or ") + " is forbidden now: they were taken in the last " + strconv.Itoa(len(p.last)) + " moves."
}

// Moves calls yield with each legal take, in ascending order, and the
// position it leads to: an amount of the set, at most the heap, not in the
// history. The history after it drops its oldest amount when it would hold
// more than min(k, |S|). The cost is O(|S|·d) for d amounts of history.
func (p *Position) Moves(yield func(game.Move, game.Position) bool) {
	for _, s := range p.g.moves {
		if p.heap.IsInt64() && p.heap.Int64() < int64(s) {
			return
		}
		if slices.Contains(p.last, s) {
			continue
		}
		m := game.Take(p.heap, s)
		next := &Position{g: p.g, heap: m.Leave[0], last: p.g.after(p.last, s)}
		if !yield(m, next) {
			return
		}
	}
}

// MoverWinsAtEnd reports false: the player who cannot move loses.
func (p *Position) MoverWinsAtEnd() bool { return false }

// after returns the history after taking s: last and s, less its oldest
// amount when that makes more than min(k, |S|).
func (g *Game) after(last []int, s int) []int {
	next := append(slices.Clone(last), s)
	if len(next) > g.depth {
		next = next[1:]
	}
	return next
}

// ParsePosition reads a position written as String writes it: a heap size
// of at most game.MaxDigits digits, then optionally ";last=" and the history
// (distinct moves of the set, at most k, most recent last). Errors are
// *InputErrors of the key position.
func (g *Game) ParsePosition(text string) (game.Position, error) {
	heapText, hist, hasHist := strings.Cut(text, ";")
	heap, err := game.ParseHeap("position", heapText)
	if err != nil {
		return nil, err
	}
	p := &Position{g: g, heap: heap, last: []int{}}
	if !hasHist {
		return p, nil
	}
	list, ok := strings.CutPrefix(game.TrimSpaces(hist), "last=")
	if !ok {
		return nil, game.Errorf("position", text, "after the heap and ';' comes last= and the last amounts taken, as in 12;last=3,1")
	}
	if p.last, err = g.parseHistory("position", list); err != nil {
		return nil, err
	}
	return p, nil
}
