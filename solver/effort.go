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
	return effort(c, maxOptions)
}

// EffortExceeds reports whether Effort(c) exceeds bound, and false when
// Effort reports false. It lists no more of the largest heap's options
// than it takes to know: a front end asks it before its first drawing,
// where the whole listing of a large heap (10,000 splits for octal 0.6 at
// 20,000 heap sizes, some milliseconds) would hold the page up for an
// answer it does not need.
func EffortExceeds(c Config, bound int64) bool {
	// Effort exceeds bound once the options counted reach
	// 2·(⌊bound/len⌋+1): len·(options/2) is then over bound.
	most := int64(maxOptions)
	if c.Len >= 1 && bound >= 0 {
		most = min(most, 2*(bound/int64(c.Len)+1))
	}
	e, ok := effort(c, most)
	return ok && e > bound
}

// effort is Effort with the listing stopped after most options.
func effort(c Config, most int64) (int64, bool) {
	g, ok := c.Game.(game.Impartial)
	if !ok || c.Len < 1 {
		return 0, false
	}
	var options int64
	g.Options(big.NewInt(int64(c.Len-1)), func(m game.Move) bool {
		options += int64(max(1, m.Every))
		return options < most
	})
	return int64(c.Len) * max(1, options/2), true
}
