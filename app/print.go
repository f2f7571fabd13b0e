package main

import (
	"html"
	"strings"

	"github.com/maxence-charriere/go-app/v9/pkg/app"

	"stones/solver"
)

// On paper the strip is a vector drawing: the page's print stylesheet
// hides the canvas and the controls and shows the strip's print block
// (#strip-print), which the strip fills while the browser prepares to print
// (the window's beforeprint, strip_js.go) with the view in the light
// theme, its caption, and the permalink written out beside its QR code
// (qr.go).
// Download → Handout writes the same as a standalone SVG (handout.go).

// printBlock is the strip's print block, empty until the browser prints.
func printBlock() app.UI {
	return app.Div().ID("strip-print").Class("print-only").Aria("hidden", "true")
}

// fillPrint writes the print block for the page's current address.
func (s *strip) fillPrint() {
	el := app.Window().GetElementByID("strip-print")
	if s.Result == nil || s.n() == 0 || !el.Truthy() {
		return
	}
	el.Set("innerHTML", s.printHTML(app.Window().Get("location").Get("href").String()))
}

// printHTML is the print block's content: the figure, the caption and the
// link.
func (s *strip) printHTML(link string) string {
	var b strings.Builder
	b.WriteString(`<figure class="print-figure">`)
	b.Write(s.paperSVG())
	b.WriteString(`<figcaption>`)
	for _, line := range s.caption() {
		b.WriteString(`<p>` + html.EscapeString(line) + `</p>`)
	}
	b.WriteString(`</figcaption></figure>` + printLinkHTML(`class="print-link"`, link))
	return b.String()
}

// printLinkHTML is the link on paper, an element with attrs: the link
// written out beside its QR code, for the strip's print block and for an
// embed that shows no strip.
func printLinkHTML(attrs, link string) string {
	return `<div ` + attrs + `><div class="print-qr">` + qrSVG(link, 0, 0, 96) +
		`</div><p>The live page, to explore and to play:<br><span class="mono">` + html.EscapeString(link) + `</span></p></div>`
}

// paperSVG is the view as an SVG in the light theme, whatever the page's.
func (s *strip) paperSVG() []byte {
	d := s.exportDrawing()
	d.pal = lightPalette() // the nim-values' scale is the same in both themes
	return stripSVG(s.view, s.layout(), d, s.canvasLabel(), s.exportDesc())
}

// caption says what the figure shows: the game, the heaps in view, and the
// periods in words.
func (s *strip) caption() []string {
	r := s.Result
	l := s.layout()
	lo, hi, ok := s.view.window(l).span(l)
	lines := []string{s.summary(l, lo, hi, ok), solver.PeriodText(r, "outcomes", r.OutcomePeriod, r.OutcomeSearch)}
	if r.Nim != nil {
		lines = append(lines, solver.PeriodText(r, "nim-values", r.NimPeriod, r.NimSearch))
	}
	return lines
}

// resultTitle names the result's game as the page's title does.
func resultTitle(r *solver.Result) string {
	c, err := solver.ParseConfig(r.Config)
	if err != nil {
		return "Stones"
	}
	return gameTitle(c)
}

func (s *strip) onHandout(ctx app.Context, e app.Event) {
	ctx.PreventUpdate()
	if s.Result == nil || s.n() == 0 {
		return
	}
	link := app.Window().Get("location").Get("href").String()
	download(s.fileName()+"-handout.svg", "image/svg+xml", handoutSVG(s.paperSVG(), resultTitle(s.Result), s.caption(), link))
}
