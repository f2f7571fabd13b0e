package main

import (
	"cmp"
	"fmt"
	"html"
	"slices"
	"strconv"
	"strings"

	"github.com/maxence-charriere/go-app/v9/pkg/app"

	"stones/solver"
	"stones/solver/game"
	"stones/solver/numerals"
	"stones/solver/research"
)

// atlasCard is the atlas (view=atlas&upto=N&size=k): every game of the
// small range that the game's family describes (game.Family.Atlas), as
// two heat maps, of the period and of the preperiod of each game's
// nim-values (of its outcomes where it has none), "none" where no period
// was found up to len heap sizes, and a sortable table of the same for
// keyboards and screen readers. Each game is a link that opens it. The
// periods are computed by a pool of workers (atlasRun).
type atlasCard struct {
	app.Compo

	Atlas   *game.Family // the family whose atlas it is
	Span    int
	Size    int
	Search  int // each game's period is searched up to this many heap sizes (len)
	Games   []research.AtlasGame
	Periods []research.Periodicity // nil until every game is computed
	Done    int                    // games computed so far
	Running bool
	Stopped bool
	Problem string // a bad upto or size, read as the default, or a failure
	Host    atlasHost

	sortBy string // the table's order: "game", "period" or "preperiod"
	desc   bool
}

// atlasHost is the page, as the atlas asks of it.
type atlasHost interface {
	researchHost
	cancelAtlas()
	rerunAtlas()
}

// Render draws the card.
func (a *atlasCard) Render() app.UI {
	pauseMounting(a)
	at := a.Atlas.Atlas
	head := app.Div().Class("figure-head").Body(
		app.Div().Body(
			app.H2().ID("atlas-title").TabIndex(-1).Text("Atlas"),
			app.P().Class("figure-sub").Text(a.Atlas.Title+": "+strings.ReplaceAll(at.What, at.Span, strconv.Itoa(a.Span))+
				ifText(a.Size > 0, ", "+strconv.Itoa(a.Size)+" "+at.Size)+" · "+numerals.Grouped(len(a.Games))+" games"),
		),
		closeButton(a.Host),
	)
	sizeLabel := ""
	if at.Size != "" {
		sizeLabel = strings.ToUpper(at.Size[:1]) + at.Size[1:]
	}
	spans := make([]int, 0, at.Most-at.Least+1)
	for s := at.Least; s <= at.Most; s++ {
		spans = append(spans, s)
	}
	controls := app.Div().Class("research-controls").Body(
		app.Label().For("atlas-upto").Text(at.Span),
		app.Div().Class("select").Body(
			app.Select().ID("atlas-upto").OnChange(func(ctx app.Context, e app.Event) {
				a.Host.setResearchKey("upto", ctx.JSSrc().Get("value").String())
			}).Body(app.Range(spans).Slice(func(i int) app.UI {
				return app.Option().Value(spans[i]).Selected(spans[i] == a.Span).Text(strconv.Itoa(spans[i]))
			})),
		),
		app.If(at.Size != "",
			app.Label().For("atlas-size").Text(sizeLabel),
			app.Div().Class("select").Body(
				app.Select().ID("atlas-size").OnChange(func(ctx app.Context, e app.Event) {
					a.Host.setResearchKey("size", strings.TrimPrefix(ctx.JSSrc().Get("value").String(), "0"))
				}).Body(
					app.Option().Value(0).Selected(a.Size == 0).Text("any"),
					app.Range(spans[:a.Span-at.Least+1]).Slice(func(i int) app.UI {
						return app.Option().Value(spans[i]).Selected(spans[i] == a.Size).Text(strconv.Itoa(spans[i]))
					}),
				),
			),
		),
		app.Span().Class("research-search").Text("periods searched up to len = "+numerals.Grouped(a.Search)+" heap sizes"),
	)
	problem := app.P().ID("atlas-problem").Class("message").Attr("role", "status").Text(a.Problem)
	if a.Periods == nil {
		status := app.Div().Class("status").Body(
			app.Progress().ID("atlas-progress").Max(max(1, len(a.Games))).Value(a.Done).Aria("label", "Games computed"),
			app.Span().Class("research-search").Text(numerals.Grouped(a.Done)+" of "+numerals.Grouped(len(a.Games))+" games"),
			app.Button().ID("atlas-cancel").Class("button", "small", "quiet").Type("button").
				OnClick(func(app.Context, app.Event) { a.Host.cancelAtlas() }).Text("Cancel"),
		)
		if a.Stopped || !a.Running {
			status = app.Div().Class("status").Body(
				app.Span().Text("Cancelled after "+numerals.Grouped(a.Done)+" of "+numerals.Grouped(len(a.Games))+" games. "),
				app.Button().ID("atlas-rerun").Class("button", "small").Type("button").
					OnClick(func(app.Context, app.Event) { a.Host.rerunAtlas() }).Text("Compute again"),
			)
		}
		return app.Section().ID("atlas").Class("card", "research").Aria("labelledby", "atlas-title").Aria("busy", a.Running).Body(
			head, controls, problem, status,
		)
	}
	return app.Section().ID("atlas").Class("card", "research").Aria("labelledby", "atlas-title").
		DataSet("games", len(a.Games)).Body(
		head, controls, problem,
		app.Div().Class("atlas-body").Body(
			app.Div().Class("atlas-maps").Aria("hidden", "true").OnClick(a.onMap).Body(
				app.Figure().Class("research-chart").Body(
					app.FigCaption().Body(app.Strong().Text("Period")),
					app.Raw(atlasSVG(a.Games, a.Periods, false, a.Search, false)),
				),
				app.Figure().Class("research-chart").Body(
					app.FigCaption().Body(app.Strong().Text("Preperiod")),
					app.Raw(atlasSVG(a.Games, a.Periods, true, a.Search, false)),
				),
				heatLegend(a.Search),
			),
			app.Div().ID("atlas-table").Class("atlas-table").TabIndex(0).Attr("role", "region").Aria("label", "The games of the atlas, sortable").
				OnClick(a.onSort).Body(app.Raw(atlasTable(a.Games, a.Periods, a.Search, a.sortBy, a.desc))),
		),
		app.P().Class("research-note").Text("The colour of a cell is its game's period (or preperiod) of the nim-values, or of the outcomes where the game has no nim-values. "+
			"The games are placed "+at.Places+"; a cell's tooltip names its game. Each cell and each row of the table opens its game."),
		researchExports("atlas", func() []byte { return atlasCSV(a.Games, a.Periods) }, func() []byte {
			return stackSVG(a.Atlas.Title+": atlas", []string{atlasSVG(a.Games, a.Periods, false, a.Search, true), atlasSVG(a.Games, a.Periods, true, a.Search, true)}, atlasWidth(a.Games), atlasHeight(a.Games))
		}, solver.Config{Family: a.Atlas}, a.Atlas.Game+"/"+strconv.Itoa(a.Span)+"/"+strconv.Itoa(a.Size)+"/"+strconv.Itoa(a.Search)),
	)
}

// onSort takes a click on a header of the table: its button's data-sort
// orders the rows, a second click the other way.
func (a *atlasCard) onSort(ctx app.Context, e app.Event) {
	b := e.Get("target").Call("closest", "button[data-sort]")
	if !b.Truthy() {
		ctx.PreventUpdate()
		return
	}
	by := b.Get("dataset").Get("sort").String()
	a.desc = by == a.sortBy && !a.desc
	a.sortBy = by
	ctx.Defer(func(app.Context) { focusSelector("#atlas-table button[data-sort=\"" + by + "\"]") })
}

// onMap opens the game of a cell of a heat map in the page, as the
// table's links do (go-app follows HTML links, not SVG ones).
func (a *atlasCard) onMap(ctx app.Context, e app.Event) {
	ctx.PreventUpdate()
	link := e.Get("target").Call("closest", "a")
	if !link.Truthy() {
		return
	}
	e.PreventDefault()
	ctx.Navigate(link.Call("getAttribute", "href").String())
}

// The heat map's buckets of a period or preperiod: its class and the
// values it covers.
var heatBuckets = []struct {
	most  int
	label string
}{{0, "0"}, {1, "1"}, {2, "2"}, {4, "3–4"}, {8, "5–8"}, {16, "9–16"}, {64, "17–64"}, {1 << 62, "65 or more"}}

// heatClass is the class of a cell of the heat map.
func heatClass(p research.Periodicity, pre bool) string {
	switch {
	case p.Problem != "":
		return "hm-bad"
	case p.Period == nil:
		return "hm-none"
	}
	v := p.Period.Period
	if pre {
		v = p.Period.Preperiod
	}
	for i, b := range heatBuckets {
		if v <= b.most {
			return "hm" + strconv.Itoa(i)
		}
	}
	return "hm7"
}

// heatShares are the shares of the page's P colour in each bucket, mixed
// with the card's colour.
var heatShares = []int{12, 24, 36, 48, 60, 72, 86, 100}

// heatStyle colours a downloaded heat map as the light theme does.
var heatStyle = func() string {
	var b strings.Builder
	for i, s := range heatShares {
		mix := func(c int) int { return (c*s + 255*(100-s)) / 100 }
		fmt.Fprintf(&b, ".hm%d{fill:#%02x%02x%02x}\n", i, mix(0x21), mix(0x66), mix(0xac))
	}
	b.WriteString(".hm-none{fill:#e08214}\n.hm-bad{fill:#b3261e}\n")
	return b.String()
}()

// heatLegend explains the colours of the heat maps.
func heatLegend(search int) app.UI {
	return app.Ul().Class("legend", "heat-legend").Body(
		app.Range(heatBuckets).Slice(func(i int) app.UI {
			return app.Li().Body(app.Span().Class("swatch", "hm", "hm"+strconv.Itoa(i)), app.Text(heatBuckets[i].label))
		}),
		app.Li().Body(app.Span().Class("swatch", "hm", "hm-none"), app.Text("none up to "+numerals.Grouped(search))),
	)
}

// atlasCell is the size of a cell of the heat map in its viewBox.
const atlasCell = 10

func atlasGrid(games []research.AtlasGame) (rows, cols int) {
	for _, g := range games {
		rows, cols = max(rows, g.Row+1), max(cols, g.Col+1)
	}
	return rows, cols
}

func atlasWidth(games []research.AtlasGame) float64 {
	_, cols := atlasGrid(games)
	return float64(cols * atlasCell)
}

func atlasHeight(games []research.AtlasGame) float64 {
	rows, _ := atlasGrid(games)
	return float64(rows * atlasCell)
}

// atlasSVG draws a heat map of the games' periods (preperiods with pre), a
// cell a game at its place, each a link that opens it with len = search.
func atlasSVG(games []research.AtlasGame, periods []research.Periodicity, pre bool, search int, standalone bool) string {
	rows, cols := atlasGrid(games)
	w, h := float64(cols*atlasCell), float64(rows*atlasCell)
	var b strings.Builder
	title := "Period"
	if pre {
		title = "Preperiod"
	}
	svgOpen(&b, "heat", w, h, title+" of each game", standalone)
	// On the page the map is as wide as its cells allow: 6 to 28 pixels a
	// cell, within the card.
	px := max(6, min(28, 560/max(cols, 1)))
	if !standalone {
		s := b.String()
		b.Reset()
		b.WriteString(strings.Replace(s, ` role="img"`, ` width="`+strconv.Itoa(px*cols)+`" height="`+strconv.Itoa(px*rows)+`" role="img"`, 1))
	}
	for i, g := range games {
		href := "/?" + html.EscapeString(g.Config) + "&amp;len=" + strconv.Itoa(search)
		b.WriteString(`<a href="` + href + `" tabindex="-1"><rect class="` + heatClass(periods[i], pre) + `" x="` + strconv.Itoa(g.Col*atlasCell) +
			`" y="` + strconv.Itoa(g.Row*atlasCell) + `" width="` + strconv.Itoa(atlasCell-1) + `" height="` + strconv.Itoa(atlasCell-1) + `"><title>` +
			html.EscapeString(g.Name+": "+periodicityWords(periods[i])) + `</title></rect></a>`)
	}
	b.WriteString(`</svg>`)
	return b.String()
}

// periodicityWords states a game's period briefly: "period 4 from 2",
// "none up to 100".
func periodicityWords(p research.Periodicity) string {
	switch {
	case p.Problem != "":
		return "not computed: " + p.Problem
	case p.Period == nil:
		return "no period up to " + numerals.Grouped(p.Search)
	}
	return "period " + numerals.Grouped(p.Period.Period) + " from " + numerals.Grouped(p.Period.Preperiod)
}

// atlasOrder returns the games' indices in the table's order: by game (the
// atlas's order), period or preperiod, those without a period last.
func atlasOrder(periods []research.Periodicity, by string, desc bool) []int {
	idx := make([]int, len(periods))
	for i := range idx {
		idx[i] = i
	}
	key := func(i int) int {
		p := periods[i].Period
		switch {
		case by != "period" && by != "preperiod":
			return i
		case p == nil:
			return 1 << 62
		case by == "period":
			return p.Period
		}
		return p.Preperiod
	}
	slices.SortStableFunc(idx, func(a, b int) int {
		if desc {
			return cmp.Compare(key(b), key(a))
		}
		return cmp.Compare(key(a), key(b))
	})
	return idx
}

// atlasTable writes the table of the games, sorted, as HTML: a link a
// game, its period and preperiod; its headers are buttons that sort it.
func atlasTable(games []research.AtlasGame, periods []research.Periodicity, search int, by string, desc bool) string {
	if by == "" {
		by = "game"
	}
	var b strings.Builder
	b.WriteString(`<table><caption>` + numerals.Grouped(len(games)) + ` games; the periods were searched up to ` + numerals.Grouped(search) + ` heap sizes</caption><thead><tr>`)
	for _, col := range []struct{ key, label string }{{"game", "Game"}, {"period", "Period"}, {"preperiod", "Preperiod"}} {
		sort := "none"
		if col.key == by {
			sort = either(desc, "descending", "ascending")
		}
		b.WriteString(`<th scope="col" aria-sort="` + sort + `"><button type="button" data-sort="` + col.key + `">` + col.label + `</button></th>`)
	}
	b.WriteString(`</tr></thead><tbody>`)
	for _, i := range atlasOrder(periods, by, desc) {
		g, p := games[i], periods[i]
		period, pre := "none up to "+numerals.Grouped(p.Search), "–"
		if p.Problem != "" {
			period = "not computed"
		} else if p.Period != nil {
			period, pre = numerals.Grouped(p.Period.Period), numerals.Grouped(p.Period.Preperiod)
		}
		b.WriteString(`<tr><td><a href="/?` + html.EscapeString(g.Config) + `&amp;len=` + strconv.Itoa(search) + `">` + html.EscapeString(g.Name) + `</a></td><td>` + period + `</td><td>` + pre + `</td></tr>`)
	}
	b.WriteString(`</tbody></table>`)
	return b.String()
}

// atlasCSV writes the atlas: game, configuration, period, preperiod (empty
// when none was found), searched.
func atlasCSV(games []research.AtlasGame, periods []research.Periodicity) []byte {
	var b strings.Builder
	b.WriteString("game,config,period,preperiod,searched\r\n")
	for i, g := range games {
		p := periods[i]
		period, pre := "", ""
		if p.Period != nil {
			period, pre = strconv.Itoa(p.Period.Period), strconv.Itoa(p.Period.Preperiod)
		}
		b.WriteString(`"` + g.Name + `","` + g.Config + `",` + period + "," + pre + "," + strconv.Itoa(p.Search) + "\r\n")
	}
	return []byte(b.String())
}
