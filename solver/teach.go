package solver

import (
	"slices"
	"strings"
	"sync"

	"stones/solver/game"
)

// Teaching is a game's idea in words, for the figure's "How this is known"
// (game.Teacher), with a link for each idea the text names but another
// game says in full (game.IdeaTeacher).
type Teaching struct {
	Text  string
	Links []IdeaLink // in the order their words appear in Text
}

// IdeaLink is an idea named in a teaching text: its words, which Text
// holds, and the configuration of the game whose text says it in full.
type IdeaLink struct {
	Words string
	Query string
}

// TeachingOf returns the teaching of g, empty when g has none. The cost is
// a look-up a named idea (the games that say them are found once, from
// the families' presets).
func TeachingOf(g game.Game) Teaching {
	t, ok := g.(game.Teacher)
	if !ok {
		return Teaching{}
	}
	out := Teaching{Text: t.Teach()}
	it, ok := g.(game.IdeaTeacher)
	if !ok {
		return out
	}
	says, names := it.Ideas()
	for _, idea := range names {
		home, ok := ideaHomes()[idea]
		if ok && !slices.Contains(says, idea) && strings.Contains(out.Text, string(idea)) {
			out.Links = append(out.Links, IdeaLink{Words: string(idea), Query: home})
		}
	}
	slices.SortFunc(out.Links, func(a, b IdeaLink) int {
		return strings.Index(out.Text, a.Words) - strings.Index(out.Text, b.Words)
	})
	return out
}

// ideaHomes maps each idea to the configuration of the first preset, in
// the order of Families, whose game says it in full.
var ideaHomes = sync.OnceValue(func() map[game.Idea]string {
	homes := map[game.Idea]string{}
	for _, f := range registry {
		for _, p := range f.Presets {
			c, err := ParseConfig(p.Config)
			if err != nil {
				continue
			}
			it, ok := c.Game.(game.IdeaTeacher)
			if !ok {
				continue
			}
			says, _ := it.Ideas()
			for _, idea := range says {
				if _, ok := homes[idea]; !ok {
					homes[idea] = p.Config
				}
			}
		}
	}
	return homes
})
