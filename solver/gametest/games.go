package gametest

import (
	"fmt"
	"math/big"

	"stones/solver/game"
)

// Subtraction is the subtraction game of a finite move set, written here
// from its rules so that the machinery of package game and the oracles of
// this package are tested without any family package: a move takes an
// amount of Moves from a heap.
type Subtraction struct {
	Moves    []int // ascending
	IsMisere bool  // misère play
}

func (g Subtraction) Keys() []game.KeyValue { return nil }
func (g Subtraction) Title() string {
	return fmt.Sprintf("subtraction %v, misère %v", g.Moves, g.IsMisere)
}
func (g Subtraction) Legend() []game.Letter { return nil }
func (g Subtraction) Misere() bool          { return g.IsMisere }
func (g Subtraction) Options(n *big.Int, yield func(game.Move) bool) {
	for _, s := range g.Moves {
		if n.Cmp(big.NewInt(int64(s))) < 0 || !yield(game.Take(n, s)) {
			return
		}
	}
}
