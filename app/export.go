package main

import (
	"strings"

	"github.com/maxence-charriere/go-app/v9/pkg/app"

	"stones/solver"
	"stones/solver/game"
)

// exports offers the figure's data as files, made on demand from the result
// on the page: CSV (one row a heap size), the contract's JSON (the bytes of
// `stones -json`), the nim-values as an OEIS b-file, the strip as a TikZ
// picture for LaTeX, and a link that
// searches the OEIS for the first terms. The files name the configuration
// as the command line spells it, without the page's own keys, so that
// `stones -csv`, `-json`, `-bfile` and `-tikz` print the same bytes.
type exports struct {
	app.Compo

	Result *solver.Result
	Config solver.Config // the configuration of Result

	failed string // what went wrong with the last download, if anything
}

// Render draws the download buttons and the OEIS link.
func (e *exports) Render() app.UI {
	pauseMounting(e)
	r := e.Result
	address, terms := r.OEISSearch()
	return app.Div().ID("exports").Class("downloads").Body(
		app.Span().Class("downloads-label").Text("Download"),
		app.Button().ID("export-csv").Class("button", "quiet", "small").Type("button").
			Aria("label", "Download the figures as CSV").OnClick(e.onCSV).Text("CSV"),
		app.Button().ID("export-json").Class("button", "quiet", "small").Type("button").
			Aria("label", "Download the figures as JSON").OnClick(e.onJSON).Text("JSON"),
		app.If(r.Nim != nil,
			app.Button().ID("export-bfile").Class("button", "quiet", "small").Type("button").
				Aria("label", "Download the nim-values as an OEIS b-file").OnClick(e.onBFile).Text("b-file"),
		),
		app.Button().ID("export-tikz").Class("button", "quiet", "small").Type("button").
			Aria("label", "Download the strip as a TikZ picture for LaTeX").OnClick(e.onTikZ).Text("TikZ"),
		app.If(address != "",
			app.A().ID("oeis-search").Class("oeis-search").Href(address).Target("_blank").Rel("noopener").
				Title("Search the OEIS for "+terms).Text("Search the OEIS ↗"),
		),
		app.If(e.failed != "", app.P().Class("error").Attr("role", "alert").Text(e.failed)),
	)
}

// bare returns the result as the command line computes it: its config
// without the page's keys.
func (e *exports) bare() *solver.Result {
	r := *e.Result
	r.Config = e.Config.Bare().Query()
	return &r
}

func (e *exports) onCSV(ctx app.Context, ev app.Event) {
	e.save("csv", "text/csv", e.bare().CSV(), nil)
}

func (e *exports) onJSON(ctx app.Context, ev app.Event) {
	b, err := e.bare().MarshalJSON()
	e.save("json", "application/json", append(b, '\n'), err)
}

func (e *exports) onBFile(ctx app.Context, ev app.Event) {
	b, err := e.bare().BFile()
	e.save("txt", "text/plain", b, err)
}

func (e *exports) onTikZ(ctx app.Context, ev app.Event) {
	e.save("tex", "application/x-tex", e.bare().TikZ(), nil)
}

// save downloads data as a file named after the game, or says why not.
func (e *exports) save(ext, mime string, data []byte, err error) {
	e.failed = ""
	if err != nil {
		e.failed = "The download failed: " + err.Error()
		return
	}
	download(exportName(e.Config, ext), mime, data)
}

// exportName names a file after its game and its first key when that is a
// move set or a code: "stones-subtraction-1,3,4.csv", "stones-octal-0.07.txt".
func exportName(c solver.Config, ext string) string {
	name := "stones-" + c.Family.Game
	if k := c.Family.Keys; len(k) > 0 && (k[0].Kind == game.MoveSetKey || k[0].Kind == game.TextKey) {
		if v := c.Value(k[0].Name); v != "" {
			name += "-" + v
		}
	}
	name = strings.Map(func(r rune) rune {
		if r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z' || r >= '0' && r <= '9' || strings.ContainsRune(",.-", r) {
			return r
		}
		return '_'
	}, name)
	if len(name) > 80 {
		name = name[:80]
	}
	return name + "." + ext
}
