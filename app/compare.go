package main

import (
	"html"
	"strconv"
	"strings"

	"github.com/maxence-charriere/go-app/v9/pkg/app"

	"stones/solver/numerals"
	"stones/solver/periodic"
	"stones/solver/research"
)

// compareCard is the compare view (the page key view=compare): the games
// that share the move set of the game shown (normal and misère play, the
// no-repeat game with k = 1 and 2, the parity game, the partizan game with
// the set for both players) as strips aligned heap by heap, each with its
// period and a link that opens it on its own; the heaps where a variant's
// outcome is not normal play's are outlined and listed. Closed, it offers
// the view. The solver computes the variants (research.Compare, in the
// analysis run); the card only draws them.
type compareCard struct {
	app.Compo

	Variants []research.Compared // nil while the analysis computes them
	Offered  bool                // the game shown has a move set to compare
	On       bool                // the view is open
	Fixed    bool                // the view is a part of an embed: open, with no toggle
	Moves    string              // the move set compared
	Len      int                 // the heap sizes the page lists
	Host     comparer
}

// comparer is the page, as the compare view's toggle asks of it.
type comparer interface {
	// compare opens the compare view (view=compare) or closes it.
	compare(on bool)
}

// mostCompared is how many heap sizes the aligned strips draw: six rows of
// cells a heap stay light, and the differences are counted over all the
// heap sizes compared.
const mostCompared = 200

// Render draws the offer, or the card of the variants. Without a move
// set it draws a hidden element, so that the page's later elements are
// not drawn anew (and keep the focus) when a game with one comes or goes.
func (c *compareCard) Render() app.UI {
	pauseMounting(c)
	if !c.Offered {
		return app.Div().Class("compare-none").Hidden(true)
	}
	var toggle app.UI = app.Button().ID("compare-toggle").Class("button", "small", ifText(!c.On, "quiet")).Type("button").
		Aria("pressed", c.On).Aria("controls", "compare").
		OnClick(func(app.Context, app.Event) { c.Host.compare(!c.On) }).
		Text(either(c.On, "Close the comparison", "Compare variants"))
	if c.Fixed {
		toggle = app.Span().Class("view-fixed").Hidden(true)
	}
	if !c.On {
		return app.Div().ID("compare").Class("compare", "compare-offer").Body(
			app.P().Text("The move set {"+c.Moves+"} under misère play, the no-repeat and parity games, and as a partizan game, side by side:"),
			toggle,
		)
	}
	head := app.Div().Class("figure-head").Body(
		app.Div().Body(
			app.H2().ID("compare-title").Text("Variants side by side"),
			app.P().Class("figure-sub").Text("The move set {"+c.Moves+"} in six games, heap by heap"),
		),
		toggle,
	)
	if c.Variants == nil {
		return app.Section().ID("compare").Class("card", "compare").Aria("labelledby", "compare-title").Aria("busy", true).Body(
			head, app.P().Class("hint").Text("Computing the variants…"),
		)
	}
	compared := 0
	for _, v := range c.Variants {
		compared = max(compared, len(v.Outcomes))
	}
	drawn := min(compared, mostCompared)
	ref := c.Variants[0]
	return app.Section().ID("compare").Class("card", "compare").Aria("labelledby", "compare-title").
		DataSet("compared", compared).DataSet("drawn", drawn).Body(
		head,
		app.P().ID("compare-note").Class("compare-note").Text(compareNote(drawn, compared, c.Len, ref.Name)),
		app.Div().Class("compare-strips").Body(
			ruler(drawn),
			app.Range(c.Variants).Slice(func(i int) app.UI { return variantRow(c.Variants[i], drawn) }),
		),
		app.Ul().ID("compare-summary").Class("compare-summary").Body(
			app.Range(c.Variants[1:]).Slice(func(i int) app.UI {
				v := c.Variants[i+1]
				return app.Li().Body(app.Strong().Text(v.Name+": "), app.Text(differenceText(v, ref.Name)))
			}),
		),
	)
}

// variantRow draws one variant: its name as a link that opens it on its
// own, its period, and its strip of the first drawn heaps, or why it could
// not be computed.
func variantRow(v research.Compared, drawn int) app.UI {
	label := app.P().Class("compare-name").Body(
		app.A().Href("/?"+v.Query).Text(v.Name),
		app.Span().Class("compare-period").Text(ifText(v.Problem == "", periodWords(v.Period, v.Search))),
	)
	if v.Problem != "" {
		return app.Div().Class("compare-row", "failed").DataSet("variant", v.Name).Body(
			label, app.P().Class("compare-problem").Text("Not computed: "+v.Problem),
		)
	}
	return app.Div().Class("compare-row").DataSet("variant", v.Name).Body(label, app.Raw(cells(v, drawn)))
}

// cells writes a variant's strip as one element: a cell a heap, outlined
// where it differs from normal play, and a text equivalent for screen
// readers. It is raw HTML so that the page diffs one element a row, not
// hundreds.
func cells(v research.Compared, drawn int) string {
	letters := v.Outcomes[:min(drawn, len(v.Outcomes))]
	differ := map[int]bool{}
	for _, n := range v.Differs {
		differ[n] = true
	}
	var b, words strings.Builder
	for i := range len(letters) {
		l := letters[i : i+1]
		class := l
		if l == "-" {
			class = "none"
		}
		if differ[i] {
			class += " diff"
		}
		b.WriteString(`<span class="compare-cell ` + class + `">` + l + `</span>`)
		if i%10 == 0 {
			if i > 0 {
				words.WriteString("; ")
			}
			words.WriteString("from heap " + strconv.Itoa(i) + ":")
		}
		words.WriteString(" " + l)
	}
	return `<div class="compare-cells" role="img" data-outcomes="` + letters + `" aria-label="` +
		html.EscapeString(v.Name+", outcomes "+words.String()) + `">` + b.String() + `</div>`
}

// ruler draws the heap sizes above the strips, every tenth (the page's
// stylesheet allows no inline style: each mark is ten cells wide, the last
// as wide as its text).
func ruler(drawn int) app.UI {
	var marks []int
	for n := 0; n < drawn; n += 10 {
		marks = append(marks, n)
	}
	return app.Div().Class("compare-ruler").Aria("hidden", "true").Body(
		app.Range(marks).Slice(func(i int) app.UI {
			n := marks[i]
			return app.Span().Text(n)
		}),
	)
}

// periodWords states a variant's period briefly: "period 7", "period 57
// from heap 26", "no period up to 4,096".
func periodWords(p *periodic.Period, searched int) string {
	if p == nil {
		return "no period up to " + numerals.Grouped(searched)
	}
	s := "period " + numerals.Grouped(p.Period)
	if p.Preperiod > 0 {
		s += " from heap " + numerals.Grouped(p.Preperiod)
	}
	if !p.Proven {
		s += " (seen, not proven)"
	}
	return s
}

// mostDiffers is how many heaps the summary of a variant lists.
const mostDiffers = 12

// differenceText says where a variant's outcomes differ from the first
// variant's: "differs from normal play at 7 of 60 heaps: 3, 8, …".
func differenceText(v research.Compared, ref string) string {
	if v.Problem != "" {
		return "not computed within the page's limits."
	}
	played := len(v.Outcomes) - strings.Count(v.Outcomes, "-")
	ref = strings.ToLower(ref)
	if len(v.Differs) == 0 {
		return "the same outcomes as " + ref + " at all " + numerals.Grouped(played) + " heaps."
	}
	list := joinInts(v.Differs[:min(len(v.Differs), mostDiffers)], ", ") + "."
	if len(v.Differs) > mostDiffers {
		list = strings.TrimSuffix(list, ".") + ", …"
	}
	return "differs from " + ref + " at " + numerals.Grouped(len(v.Differs)) + " of " + numerals.Grouped(played) + " heaps: " + list
}

// compareNote says which heaps the strips draw and what the outlines
// mean: "Heaps 0–59. Outlined cells differ from normal play."
func compareNote(drawn, compared, length int, ref string) string {
	if compared == 0 {
		return "No heap sizes are listed: set len to compare the variants."
	}
	s := "Heaps 0–" + strconv.Itoa(drawn-1) + "."
	if drawn < compared {
		s = "The strips draw heaps 0–" + strconv.Itoa(drawn-1) + "; the counts below cover all " + numerals.Grouped(compared) + " heaps compared"
		if compared < length {
			s += " (the first of the " + numerals.Grouped(length) + " listed)"
		}
		s += "."
	}
	return s + " Outlined cells differ from " + strings.ToLower(ref) + "."
}
