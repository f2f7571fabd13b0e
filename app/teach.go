package main

import (
	"strings"

	"github.com/maxence-charriere/go-app/v9/pkg/app"

	"stones/solver"
)

// teachBox is the figure's "How this is known": the game's idea in its own
// words (solver.TeachingOf), each idea it names but another game says in
// full linked to that game's page at its own "How this is known" (#teach).
// Opened at #teach, the page scrolls to it once it is drawn: the figure,
// and so the box, comes only with the analysis.
type teachBox struct {
	app.Compo

	Teaching solver.Teaching
}

// teachID is the id of the box, the fragment of the links to it.
const teachID = "teach"

// OnMount scrolls to the box when the address asks for it.
func (t *teachBox) OnMount(ctx app.Context) {
	if ctx.Page().URL().Fragment == teachID {
		ctx.ScrollTo(teachID)
	}
}

// Render draws the heading and the text with its links.
func (t *teachBox) Render() app.UI {
	pauseMounting(t)
	return app.Div().ID(teachID).Class("teach").Body(
		app.H3().Text("How this is known"),
		app.P().Body(teachingParts(t.Teaching)...),
	)
}

// teachingParts writes a teaching text as text and links: the first
// occurrence of each link's words links to its game.
func teachingParts(t solver.Teaching) []app.UI {
	var parts []app.UI
	rest := t.Text
	for _, l := range t.Links {
		before, after, ok := strings.Cut(rest, l.Words)
		if !ok {
			continue
		}
		parts = append(parts,
			app.Text(before),
			app.A().Class("idea").Href("/?"+l.Query+"#"+teachID).Title("Where Stones says it in full").Text(l.Words))
		rest = after
	}
	return append(parts, app.Text(rest))
}
