package main

import (
	"strconv"
	"strings"

	"github.com/maxence-charriere/go-app/v9/pkg/app"

	"stones/solver"
	"stones/solver/numerals"
	"stones/solver/research"
)

// growthCard is the growth view (view=growth&upto=N): over heaps 0 … N−1
// (by default the heaps the figure lists), the number of cold positions
// among the first n heaps and the largest nim-value among them, against n
// on log–log axes, each with the power law Siegel's repeated median fits
// to it. The research worker computes it (research.AnalyzeUpto,
// research.GrowthOf), with its own progress and Cancel; the page draws the
// few hundred points it answers. It offers the page's limit of heap sizes,
// where the exponents settle.
type growthCard struct {
	app.Compo

	Growth *research.Growth // nil while the worker computes it
	Config solver.Config    // the game counted, over the heaps counted (its len)
	Upto   int              // the heaps asked for (the page key upto)
	Status researchStatus
	Host   researchHost
}

// Render draws the card.
func (g *growthCard) Render() app.UI {
	pauseMounting(g)
	head := app.Div().Class("figure-head").Body(
		app.Div().Body(
			app.H2().ID("growth-title").TabIndex(-1).Text("Growth"),
			app.P().Class("figure-sub").Text("Cold positions and the largest nim-value among the first n heaps, on log–log axes"),
		),
		closeButton(g.Host),
	)
	controls := uptoControl("growth", g.Upto, g.Host)
	s := g.Growth
	if s == nil || g.Status.Running {
		return app.Section().ID("growth").Class("card", "research").Aria("labelledby", "growth-title").Aria("busy", g.Status.Running).Body(
			head, controls, g.Status.render("growth"),
			app.If(!g.Status.Stopped && g.Status.Failed == "", app.P().Class("hint").Text("Counting the cold positions and the nim-values of heaps 0–"+numerals.Grouped(g.Upto-1)+"…")),
		)
	}
	title := gameTitle(g.Config)
	return app.Section().ID("growth").Class("card", "research").Aria("labelledby", "growth-title").DataSet("len", s.Len).Body(
		head, controls, g.Status.render("growth"),
		app.If(s.Len < pageLimit,
			app.P().Class("research-offer").Body(
				app.Text("Heaps 0–"+numerals.Grouped(s.Len-1)+" are counted. The exponents settle over more heaps: "),
				app.Button().ID("growth-more").Class("button", "small").Type("button").
					OnClick(func(app.Context, app.Event) { g.Host.setResearchKey("upto", strconv.Itoa(pageLimit)) }).
					Text("Count "+numerals.Grouped(pageLimit)+" heaps"),
			),
		),
		app.Div().Class("research-charts").Body(
			growthPanel("growth-cold", "Cold positions", "cold positions", s.Cold, s.ColdFit, s.Len, ""),
			app.If(s.Largest != nil,
				growthPanel("growth-largest", "Largest nim-value", "largest nim-value", s.Largest, s.LargestFit, s.Len, "nim"),
			).Else(
				app.P().Class("hint").Text("This game has no nim-values (only impartial games in normal play have them): the cold positions alone are drawn."),
			),
		),
		app.P().Class("research-note").Text("Points: the cold count at every perfect cube n and at the last heap; the largest nim-value where it grows. "+
			"The dashed line is the power law fitted by Siegel's repeated median to the logarithms of the points, a fit that outliers among the first heaps hardly move. "+
			"The method is Eppstein's, in \"Faster evaluation of subtraction games\" (FUN 2018)."),
		researchExports("growth", s.CSV, func() []byte {
			charts := []string{logChartSVG(title+": cold positions", "cold positions", "", s.Cold, s.ColdFit, s.Len, true)}
			if s.Largest != nil {
				charts = append(charts, logChartSVG(title+": largest nim-value", "largest nim-value", "nim", s.Largest, s.LargestFit, s.Len, true))
			}
			return stackSVG(title+": growth", charts, 480, 290)
		}, g.Config, g.Config.Query()),
	)
}

// uptoControl is a research view's count of heaps: the page key upto,
// from 1 to the page's limit.
func uptoControl(view string, upto int, h researchHost) app.UI {
	return app.Div().Class("research-controls").Body(
		app.Label().For(view+"-upto").Text("Heaps counted"),
		app.Input().ID(view+"-upto").Type("number").Min(1).Max(pageLimit).Value(upto).
			Aria("describedby", view+"-problem").
			OnChange(func(ctx app.Context, e app.Event) {
				h.setResearchKey("upto", strings.TrimSpace(ctx.JSSrc().Get("value").String()))
			}, view),
	)
}

// growthPanel draws one series: its fit in words and its chart.
func growthPanel(id, name, yLabel string, s []research.Sample, fit *research.PowerFit, length int, class string) app.UI {
	last := 0
	if len(s) > 0 {
		last = s[len(s)-1].Value
	}
	return app.Figure().ID(id).Class("research-chart").DataSet("last", last).Body(
		app.FigCaption().Body(
			app.Strong().Text(name+": "),
			app.Span().Class("fit").Text(fitWords(fit)),
		),
		app.Raw(logChartSVG(name+" against n, log–log: "+fitWords(fit), yLabel, class, s, fit, length, false)),
	)
}

// fitWords states a fitted power law with its range: "≈ 0.934 · n^0.695
// (exponent 0.695; fitted to 100 points, n = 1 … 1,000,000)".
func fitWords(f *research.PowerFit) string {
	if f == nil {
		return "too few points to fit a power law."
	}
	e := strconv.FormatFloat(f.Exponent, 'f', 3, 64)
	return "≈ " + strconv.FormatFloat(f.Scale, 'g', 3, 64) + " · n^" + e + " (exponent " + e + ", fitted to " +
		numerals.Grouped(f.Points) + " points, n = " + numerals.Grouped(f.From) + " … " + numerals.Grouped(f.To) + ")"
}

// researchExports are a research view's download buttons: CSV, SVG and
// PNG (the SVG drawn at twice its size), named after the game and the
// view. scope names the data the buttons download: go-app keeps a button's
// first handler until its scope changes.
func researchExports(view string, csv, svg func() []byte, cfg solver.Config, scope string) app.UI {
	name := strings.TrimSuffix(exportName(cfg, "x"), ".x") + "-" + view
	return app.Div().Class("tool-group", "exports", "research-exports").Body(
		app.Button().ID(view+"-csv").Class("tool").Type("button").Title("Download the "+view+" view's numbers as CSV").
			OnClick(func(ctx app.Context, e app.Event) { ctx.PreventUpdate(); download(name+".csv", "text/csv", csv()) }, scope).Text("CSV ↓"),
		app.Button().ID(view+"-svg").Class("tool").Type("button").Title("Download the "+view+" view's charts as SVG").
			OnClick(func(ctx app.Context, e app.Event) { ctx.PreventUpdate(); download(name+".svg", "image/svg+xml", svg()) }, scope).Text("SVG ↓"),
		app.Button().ID(view+"-png").Class("tool").Type("button").Title("Download the "+view+" view's charts as PNG").
			OnClick(func(ctx app.Context, e app.Event) { ctx.PreventUpdate(); downloadPNG(name+".png", svg()) }, scope).Text("PNG ↓"),
	)
}
