package solver

import (
	"maps"
	"testing"

	"stones/solver/game"
)

// ideaHomes, written out, is what the presets say: each idea's home is the
// first preset, in the order of Families, whose game says it in full.
func TestIdeaHomes(t *testing.T) {
	found := map[game.Idea]string{}
	for _, f := range registry {
		for _, p := range f.Presets {
			c, err := ParseConfig(p.Config)
			if err != nil {
				t.Fatalf("preset %q of %s: %v", p.Config, f.Game, err)
			}
			it, ok := c.Game.(game.IdeaTeacher)
			if !ok {
				continue
			}
			says, names := it.Ideas()
			for _, idea := range says {
				if _, ok := found[idea]; !ok {
					found[idea] = p.Config
				}
			}
			for _, idea := range names {
				if _, ok := ideaHomes[idea]; !ok {
					t.Errorf("preset %q names the idea %q, which ideaHomes has no home for", p.Config, idea)
				}
			}
		}
	}
	if !maps.Equal(found, ideaHomes) {
		t.Errorf("ideaHomes = %q, the presets say %q", ideaHomes, found)
	}
}
