package main

import (
	"html"
	"slices"

	"github.com/maxence-charriere/go-app/v9/pkg/app"

	"stones/solver"
)

// An embed shows the parts its link names (the key embed: 1 for the
// figure, or a list such as figure,play; docs/CONFIG.md, "Embedding"),
// in the order the list gives, each the card the full page draws, without
// the page's controls around it.

// embedPage draws the embed: a heading for assistive technology, a notice
// when the link has problems, the parts and the link to the full page.
func (c *explorer) embedPage() app.UI {
	// The frame is a page of its own for assistive technology: one main
	// landmark and a level-one heading that names the game.
	body := []app.UI{app.H1().Class("visually-hidden").Text("Stones: " + c.title())}
	msgs := c.messages()
	drawn := len(msgs) == 0 || c.result != nil || c.running || c.stopped
	if len(msgs) > 0 {
		body = append(body, c.embedNotice(msgs))
	}
	parts := c.shownParts()
	if drawn {
		for _, p := range parts {
			body = append(body, c.part(p))
		}
	}
	if len(msgs) == 0 {
		body = append(body, app.P().Class("embed-link").Body(
			app.A().Href(c.fullPageURL()).Target("_blank").Rel("noopener").Text("Open full page ↗"),
		))
	}
	if drawn && !slices.Contains(parts, solver.FigurePart) {
		body = append(body, &embedPrint{Link: c.fullPageURL()})
	}
	body = append(body, &frameSizer{})
	return app.Main().Class("page", "embed", ifText(len(parts) > 1, "several")).Body(body...)
}

// shownParts are the parts the embed shows: the figure for embed=1 or a
// link whose list is bad.
func (c *explorer) shownParts() []string {
	if c.cfg.Parts == nil {
		return []string{solver.FigurePart}
	}
	return c.cfg.Parts
}

// part draws one part of an embed.
func (c *explorer) part(p string) app.UI {
	switch p {
	case solver.QuestionPart:
		if c.cfg.Heaps != nil && c.hasHeaps() {
			return app.Div().Class("embed-question").Body(c.answerBox(), c.heapsBox())
		}
		return c.answerBox()
	case solver.PlayPart:
		return c.playBox()
	case solver.QuizPart:
		return c.quizBox()
	case solver.TablePart:
		return c.tableBox()
	case solver.ComparePart:
		return c.compareView()
	case solver.GrowthPart, solver.DigitsPart, solver.AtlasPart:
		return c.researchView()
	}
	return c.figure()
}

// quizBox hands the figure's letters and the calls made to the quiz.
func (c *explorer) quizBox() app.UI {
	q := &quizCard{Game: gameTitle(c.cfg), Empty: computing, Host: c}
	if r := c.result; r != nil && !c.running {
		q.Outcomes, q.Game, q.Letters = r.Outcomes, gameTitle(c.shown), c.shown.Game.Legend()
		c.quiz.sync(q.Game, q.Outcomes)
		q.Calls = string(c.quiz.calls)
	}
	if c.stopped {
		q.Empty = "Cancelled: the analysis stopped before the quiz had its heaps."
	}
	return q
}

// quizCall takes the student's call of the heap the quiz asks.
func (c *explorer) quizCall(letter byte) {
	if c.result != nil && !c.running {
		c.quiz.call(letter, c.result.Outcomes)
		c.Update()
	}
}

// quizAgain starts the quiz again from heap 0.
func (c *explorer) quizAgain() {
	if c.result != nil {
		c.quiz.again(c.result.Outcomes)
		c.Update()
	}
}

// tableBox draws the state table as a card of its own (embed=table).
func (c *explorer) tableBox() app.UI {
	head := app.Raw(`<div class="figure-head"><div><h2 id="table-part-title">State table</h2><p class="figure-sub">` + html.EscapeString(gameTitle(c.cfg)) + `</p></div></div>`)
	r := c.result
	if r == nil || !hasTable(r) {
		return app.Section().ID("table-part").Class("card", "table-card").Aria("labelledby", "table-part-title").Body(
			head, app.P().Class("hint").Text(computing),
		)
	}
	letters := c.shown.Game.Legend()
	return app.Section().ID("table-part").Class("card", "table-card").Aria("labelledby", "table-part-title").Body(
		head,
		legend(letters, r.Safe != nil),
		&stateTable{Result: r, Asked: c.asked(), Current: solver.StartRow(c.shown, r), Legend: letters, Explain: c},
	)
}

// embedPrint is an embed's print block when it shows no figure (whose own
// print block holds the link): on paper, the full page's permalink
// written out beside its QR code.
type embedPrint struct {
	app.Compo

	Link string // the full page's link, from the site's root: "/?moves=1,2"
}

// Render draws the block, which the stylesheet shows in print only.
func (p *embedPrint) Render() app.UI {
	link := p.Link
	if app.IsClient {
		link = app.Window().Get("location").Get("origin").String() + link
	}
	return app.Raw(printLinkHTML(`id="embed-print" class="print-only print-link" aria-hidden="true"`, link))
}
