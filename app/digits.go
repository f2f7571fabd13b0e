package main

import (
	"strconv"
	"strings"

	"github.com/maxence-charriere/go-app/v9/pkg/app"

	"stones/solver"
	"stones/solver/numerals"
	"stones/solver/research"
)

// digitsCard is the digits view (view=digits&base=b&digits=k&upto=N): how
// the k low-order base-b digits of the cold positions among heaps 0 … N−1
// (by default the heaps the figure lists) are distributed, one bar chart a
// digit position, with the level every digit would have were they spread
// evenly. The research worker counts them (research.AnalyzeUpto,
// research.DigitsOf), with its own progress and Cancel, and keeps the heaps,
// so that another base is counted at once.
type digitsCard struct {
	app.Compo

	Digits *research.Digits // nil while the worker counts them
	Config solver.Config    // the game counted, over the heaps counted (its len)
	Base   int              // the base asked for (the page key base)
	Places int              // the digit positions asked for (the page key digits)
	Upto   int              // the heaps asked for (the page key upto)
	Status researchStatus
	Host   researchHost
}

// digitBases are the bases offered at a click: Eppstein's 5, 7 and 13, and
// two more primes ≡ 1 (mod 4) to try.
var digitBases = []int{5, 7, 13, 17, 29}

// Render draws the card.
func (d *digitsCard) Render() app.UI {
	pauseMounting(d)
	head := app.Div().Class("figure-head").Body(
		app.Div().Body(
			app.H2().ID("digits-title").TabIndex(-1).Text("Digits"),
			app.P().Class("figure-sub").Text("The low-order digits of the cold positions, in base "+strconv.Itoa(d.Base)),
		),
		closeButton(d.Host),
	)
	controls := app.Div().Class("research-controls").Body(
		app.Label().For("digits-base").Text("Base"),
		app.Input().ID("digits-base").Type("number").Min(research.MinBase).Max(research.MaxBase).Value(d.Base).
			Aria("describedby", "digits-problem").
			OnChange(func(ctx app.Context, e app.Event) {
				d.Host.setResearchKey("base", strings.TrimSpace(ctx.JSSrc().Get("value").String()))
			}),
		app.Span().Class("research-picks").Body(
			app.Range(digitBases).Slice(func(i int) app.UI {
				b := digitBases[i]
				return app.Button().Class("button", "small", ifText(b != d.Base, "quiet")).Type("button").Aria("pressed", b == d.Base).
					OnClick(func(app.Context, app.Event) { d.Host.setResearchKey("base", strconv.Itoa(b)) }).Text(strconv.Itoa(b))
			}),
		),
		app.Label().For("digits-places").Text("Digit positions"),
		app.Div().Class("select").Body(
			app.Select().ID("digits-places").OnChange(func(ctx app.Context, e app.Event) {
				d.Host.setResearchKey("digits", ctx.JSSrc().Get("value").String())
			}).Body(
				app.Range([]int{1, 2, 3}).Slice(func(i int) app.UI {
					return app.Option().Value(i + 1).Selected(i+1 == d.Places).Text(strconv.Itoa(i + 1))
				}),
			),
		),
	)
	upto := uptoControl("digits", d.Upto, d.Host)
	s := d.Digits
	if s == nil || d.Status.Running {
		return app.Section().ID("digits").Class("card", "research").Aria("labelledby", "digits-title").Aria("busy", d.Status.Running).Body(
			head, upto, controls, d.Status.render("digits"),
			app.If(!d.Status.Stopped && d.Status.Failed == "", app.P().Class("hint").Text("Counting the digits of the cold positions among heaps 0–"+numerals.Grouped(d.Upto-1)+"…")),
		)
	}
	title := gameTitle(d.Config)
	return app.Section().ID("digits").Class("card", "research").Aria("labelledby", "digits-title").
		DataSet("base", s.Base).DataSet("cold", s.Cold).Body(
		head, upto, controls, d.Status.render("digits"),
		app.P().ID("digits-summary").Class("research-offer").Text(numerals.Grouped(s.Cold)+" cold positions among heaps 0–"+numerals.Grouped(s.Len-1)+
			". The dashed line is where each digit would be if the digits were spread evenly."),
		app.Div().Class("research-charts").Body(
			app.Range(s.Counts).Slice(func(k int) app.UI {
				name := placeName(k, s.Base)
				return app.Figure().ID("digits-place-"+strconv.Itoa(k)).Class("research-chart").DataSet("counts", joinInts(s.Counts[k], ",")).Body(
					app.FigCaption().Body(app.Strong().Text(name), app.Text(": "+digitsWords(s.Counts[k], s.Cold))),
					app.Raw(barChartSVG(name+" of the cold positions in base "+strconv.Itoa(s.Base)+": "+digitsWords(s.Counts[k], s.Cold), s.Counts[k], s.Cold, false)),
				)
			}),
		),
		app.P().Class("research-note").Text("Eppstein, in \"Faster evaluation of subtraction games\" (FUN 2018), reads such digits after Golomb and Bush: "+
			"a base whose squares leave a difference-free set of residues may show it in the cold positions' digits. Try the bases ≡ 1 (mod 4)."),
		researchExports("digits", s.CSV, func() []byte {
			var charts []string
			for k, c := range s.Counts {
				charts = append(charts, barChartSVG(title+": "+placeName(k, s.Base)+" of the cold positions in base "+strconv.Itoa(s.Base), c, s.Cold, true))
			}
			return stackSVG(title+": digits in base "+strconv.Itoa(s.Base), charts, 480, 220)
		}, d.Config, d.Config.Query()+"/"+strconv.Itoa(s.Base)+"/"+strconv.Itoa(s.Places)),
	)
}

// placeName names digit position k of base b: "Ones digit", "5s digit",
// "25s digit".
func placeName(k, b int) string {
	if k == 0 {
		return "Ones digit"
	}
	p := 1
	for range k {
		p *= b
	}
	return numerals.Grouped(p) + "s digit"
}

// digitsWords lists the digits that hold more than their even share, with
// their shares: "0 (41%), 2 (39%)", the words of a chart.
func digitsWords(counts []int, total int) string {
	if total == 0 {
		return "no cold position."
	}
	var most []string
	for d, c := range counts {
		if c*len(counts) > total*3/2 {
			most = append(most, strconv.Itoa(d)+" ("+strconv.Itoa(c*100/total)+"%)")
		}
	}
	if len(most) == 0 {
		return "no digit holds more than 1.5 times its even share."
	}
	return "most often " + strings.Join(most, ", ") + "."
}
