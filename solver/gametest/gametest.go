// Package gametest holds the oracle every family of Stones is tested
// against: a game-tree search written only from the interface of positions
// (game.Position: Moves and MoverWinsAtEnd), knowing nothing of nim-values,
// periods or engines. A family's test builds positions of its game (with
// game.Heaps, game.Heap or its History.Start) and compares what its engine
// says with what Exhaustive finds; Check does so at once for the figures of
// a solution, its answers at single heaps and its sums.
package gametest

import "stones/solver/game"

// Exhaustive solves positions by exhaustive game-tree search with
// memoisation, keyed by the positions' printable form. A position with no
// move is won by the player to move exactly when MoverWinsAtEnd says so;
// any other is won when some move leads to a position lost for the
// opponent.
//
// The cost is one visit of every position reachable, and memory for each;
// the recursion is as deep as the longest play. It is meant for the small
// positions of tests. An Exhaustive is not safe for concurrent use; its
// zero value is not ready: use New.
type Exhaustive struct {
	wins map[string]bool
	nim  map[string]uint32
	rem  map[string]int
}

// New returns an empty Exhaustive.
func New() *Exhaustive {
	return &Exhaustive{wins: map[string]bool{}, nim: map[string]uint32{}, rem: map[string]int{}}
}

// Positions returns how many positions Wins has solved so far.
func (e *Exhaustive) Positions() int { return len(e.wins) }

// Wins reports whether the player to move at p wins.
func (e *Exhaustive) Wins(p game.Position) bool {
	key := p.String()
	if w, ok := e.wins[key]; ok {
		return w
	}
	w, moved := false, false
	p.Moves(func(_ game.Move, next game.Position) bool {
		moved = true
		if !e.Wins(next) {
			w = true
			return false
		}
		return true
	})
	if !moved {
		w = p.MoverWinsAtEnd()
	}
	e.wins[key] = w
	return w
}

// Nim returns the nim-value (Sprague–Grundy value) of p, a position of an
// impartial game in normal play: the smallest value that no move leads to,
// computed from the game tree of p itself, so that of a sum of heaps too,
// without the XOR rule. Nim panics when it meets a position with no move
// that the player to move wins: misère play has no nim-values.
func (e *Exhaustive) Nim(p game.Position) uint32 {
	key := p.String()
	if v, ok := e.nim[key]; ok {
		return v
	}
	seen := map[uint32]bool{}
	moved := false
	p.Moves(func(_ game.Move, next game.Position) bool {
		moved = true
		seen[e.Nim(next)] = true
		return true
	})
	if !moved && p.MoverWinsAtEnd() {
		panic("gametest: Nim of a position won by the player who cannot move: " + key)
	}
	var v uint32
	for seen[v] {
		v++
	}
	e.nim[key] = v
	return v
}

// Remoteness returns the number of moves to the end of play from p under
// perfect play, straight from its definition: 0 with no move; for a won
// position 1 + the smallest remoteness of a move to a lost one; for a lost
// position 1 + the largest remoteness of all its moves.
func (e *Exhaustive) Remoteness(p game.Position) int {
	key := p.String()
	if r, ok := e.rem[key]; ok {
		return r
	}
	wins := e.Wins(p)
	r, moved := 0, false
	p.Moves(func(_ game.Move, next game.Position) bool {
		nr := e.Remoteness(next)
		switch {
		case wins && e.Wins(next):
			return true // a move to a won position does not count
		case !moved, wins && nr < r, !wins && nr > r:
			r = nr
		}
		moved = true
		return true
	})
	if moved {
		r++
	}
	e.rem[key] = r
	return r
}
