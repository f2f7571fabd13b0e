package solver

import (
	"slices"
	"strings"

	"stones/solver/game"
)

// The parts of the page an embed shows: the key embed is 1 (the figure,
// as it always was) or a comma list of these, which the page shows in the
// order the list gives (docs/CONFIG.md, "Embedding").
const (
	FigurePart   = "figure"   // the strip, its periods and legend
	QuestionPart = "question" // the answer at n (or for the heaps), with the winning moves
	PlayPart     = "play"     // the play card, from the link's game in play
	QuizPart     = "quiz"     // the strip with its outcomes hidden, each called before it shows
	TablePart    = "table"    // the state table of a game whose heaps have states
	ComparePart  = "compare"  // the move set's variants side by side
	GrowthPart   = "growth"   // the research view of growth
	DigitsPart   = "digits"   // the research view of digits
	AtlasPart    = "atlas"    // the research view of the family's atlas
)

// EmbedParts are the parts an embed may show, in the order the embed
// builder offers them.
var EmbedParts = []string{FigurePart, QuestionPart, PlayPart, QuizPart, TablePart, ComparePart, GrowthPart, DigitsPart, AtlasPart}

// viewParts are the parts that are the page's views below the figure
// (the key view): like the page, an embed opens one of them at a time.
var viewParts = []string{ComparePart, GrowthPart, DigitsPart, AtlasPart}

// parseParts reads the key embed: "1", or a comma list of distinct parts
// with at most one view. It returns nil parts for "1".
func parseParts(v string) ([]string, error) {
	if v == "1" {
		return nil, nil
	}
	if v == "" {
		return nil, game.Errorf("embed", v, "must be 1 (the figure) or a comma list of parts: %s", strings.Join(EmbedParts, ", "))
	}
	var parts, views []string
	for _, p := range strings.Split(v, ",") {
		p = strings.TrimSpace(p)
		switch {
		case p == "1":
			return nil, game.Errorf("embed", v, "1 stands alone: it is the figure, which the list names figure")
		case !slices.Contains(EmbedParts, p):
			return nil, game.Errorf("embed", v, "%q is not a part; the parts are %s", p, strings.Join(EmbedParts, ", "))
		case slices.Contains(parts, p):
			return nil, game.Errorf("embed", v, "names %s twice; name each part once", p)
		}
		if IsView(p) {
			views = append(views, p)
		}
		parts = append(parts, p)
	}
	if len(views) > 1 {
		return nil, game.Errorf("embed", v, "names %s: an embed shows one view at a time (%s), as the page does", strings.Join(views, " and "), strings.Join(viewParts, ", "))
	}
	return parts, nil
}

// IsView reports whether part p is a view below the figure, of which an
// embed shows one.
func IsView(p string) bool { return slices.Contains(viewParts, p) }

// InPartOrder returns parts in the order of EmbedParts.
func InPartOrder(parts []string) []string {
	var out []string
	for _, p := range EmbedParts {
		if slices.Contains(parts, p) {
			out = append(out, p)
		}
	}
	return out
}
