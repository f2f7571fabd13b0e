package solver

import (
	"math/big"

	"stones/solver/game"
)

// maxOptions caps the options Effort counts: a heap with more than this
// many is already more than any quick figure examines.
const maxOptions = 1 << 20

// Effort estimates how many moves the analysis of c's figure examines at
// least: its len heap sizes times half the options of the largest one (a
// heap has at most as many options as the largest, and in the families
// whose options grow with the heap, about half as many on average). A
// front end uses it to leave a figure that cannot be quick to its
// background worker without first trying it. It reports false when the
// game does not list the options of a heap (partizan games, positions
// other than heaps), or when c has no game. Cost: one listing of the
// options of one heap, stopped after maxOptions.
func Effort(c Config) (int64, bool) {
	g, ok := c.Game.(game.Impartial)
	if !ok || c.Len < 1 {
		return 0, false
	}
	var options int64
	g.Options(big.NewInt(int64(c.Len-1)), func(m game.Move) bool {
		options += int64(max(1, m.Every))
		return options < maxOptions
	})
	return int64(c.Len) * max(1, options/2), true
}
