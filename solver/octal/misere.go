package octal

import (
	"stones/solver/game"
	"stones/solver/genus"
)

// misereOf returns the misère play of the code on rows: the same moves,
// solved by package genus. Rings (circular) and the deep search, which
// concern normal play's period, are refused by their keys.
func misereOf(circular, deep bool, code Code) (game.Game, error) {
	if circular {
		return nil, game.Errorf("circular", "1", "misère play on rings is not available; leave out circular, or use play=normal")
	}
	if deep {
		return nil, game.Errorf("deep", "1", "misère play has no period search to deepen: its period, where proven, comes from the misère quotient; leave out deep")
	}
	return genus.Misere(&Row{code: code}), nil
}
