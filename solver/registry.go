package solver

import (
	"slices"

	"stones/solver/cram"
	"stones/solver/game"
	"stones/solver/graphgame"
	"stones/solver/grundy"
	"stones/solver/octal"
	"stones/solver/parity"
	"stones/solver/partizan"
	"stones/solver/subtraction"
)

// registry lists the families of games, the first the default: one line a
// family. The page, the CLI and the tests read each family's description;
// docs/families.md says what it declares.
var registry = []*game.Family{
	&subtraction.Family,
	&partizan.Family,
	&octal.Family,
	&parity.Family,
	&grundy.Family,
	&graphgame.Family,
	&cram.Family,
}

// Families returns the families of games in the order the page offers
// them; the first is the default.
func Families() []*game.Family { return slices.Clone(registry) }

// FamilyNamed returns the family whose key game is name, or nil.
func FamilyNamed(name string) *game.Family {
	for _, f := range registry {
		if f.Game == name {
			return f
		}
	}
	return nil
}
