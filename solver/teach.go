package solver

import (
	"slices"
	"strings"

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
// a look-up a named idea (ideaHomes).
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
		home, ok := ideaHomes[idea]
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
// the order of Families, whose game says it in full. It is written out
// rather than found from the presets when first needed: that parsed every
// preset of every family, and in the page (an embed of a course page
// draws a figure with its teaching) it took 17 ms and the compilation of
// every family's parser. TestIdeaHomes finds it from the presets and
// checks it.
var ideaHomes = map[game.Idea]string{
	game.SpragueGrundy:    "game=subtraction&moves=1-3",
	game.RepeatedWindow:   "game=subtraction&moves=1-3",
	game.OctalPeriodicity: "game=octal&code=0.77",
}
