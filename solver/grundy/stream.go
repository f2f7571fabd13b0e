package grundy

import (
	"stones/solver/game"
	"stones/solver/octal"
	"stones/solver/stats"
)

// Grundy's game streams its nim-values (octal.Follow).
var (
	_ octal.Streamer = (*Game)(nil)
	_ game.Rare      = (*Game)(nil)
)

// NewEngine returns the engine of Grundy's game: the code 4.0 with
// octal.UnequalSplits.
func (*Game) NewEngine() *octal.Rows {
	return octal.NewRows(octal.MustParseCode("4.0"), octal.UnequalSplits)
}

// SplitParity returns stats.EvenSplits: a move splits without taking.
func (*Game) SplitParity() stats.Parity { return stats.EvenSplits }

// Theorem reports false: the octal periodicity theorem does not apply to
// Grundy's game, and no period is claimed.
func (*Game) Theorem() (int, bool) { return 0, false }
