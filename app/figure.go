package main

import (
	"strconv"
	"strings"

	"github.com/maxence-charriere/go-app/v9/pkg/app"

	"stones/solver"
	"stones/solver/game"
)

// figure is the card of the result: the game's title and legend, the
// periods and what proves them, the strip of heap sizes, the safe heaps and
// the state table. Everything in it is the solver's: it draws, it computes
// nothing.
type figure struct {
	app.Compo

	Result    *solver.Result // nil before the first result
	Config    solver.Config  // the configuration of Result: its game, its title, its exports, embed
	ShowNim   bool           // the cells show nim-values
	ShowTable bool           // the state table shows
	Asked     int            // the heap size asked about, when drawn; else -1
	Fold      bool           // the strip folds at the period (view=fold)
	Host      figureHost     // takes the strip's fold toggle, Cancel and Compute again
	Running   bool           // an analysis runs: its meter shows once it reports progress
	Gauge     *gauge         // its progress, which the meter redraws alone
	Stopped   string         // the notice of a cancelled analysis; "" when none
	Empty     string         // what the card says before there is a result
	Notes     *explaining    // the explanation of a heap (explain.go)
	Still     *stillBox      // the strip's box in a still (still.go); nil in the page's own figure
}

// figureHost is the page, as the figure's controls ask of it.
type figureHost interface {
	host
	analyses
	explainer
}

// analyses is what the figure's buttons ask of the page.
type analyses interface {
	cancel() // end the running analysis at once
	rerun()  // analyse the configuration again, after a cancel
}

// Render draws the card.
func (f *figure) Render() app.UI {
	pauseMounting(f)
	r := f.Result
	g := f.Config.Game
	if r == nil || g == nil {
		hint := f.Empty
		if f.Stopped != "" {
			hint = ""
		}
		if hint == computing {
			return app.Section().ID("figure").Class("card", "figure", "empty", "waiting").TabIndex(-1).Aria("busy", f.Running).Body(
				waitingNote(),
				f.status(),
			)
		}
		return app.Section().ID("figure").Class("card", "figure", "empty").TabIndex(-1).Aria("busy", f.Running).Body(
			app.If(hint != "", app.P().Class("hint").Text(hint)),
			f.status(),
		)
	}
	period, heading := r.OutcomePeriod, "Outcomes"
	switch {
	case f.ShowNim:
		period, heading = r.NimPeriod, "Outcomes and nim-values"
	case hasTable(r) && len(r.Table) > 0:
		heading = "Outcomes at the start of play"
	}
	letters := g.Legend()
	busy := f.Running
	var safe, table app.UI
	if r.Safe != nil {
		safe = app.P().ID("safe").Class("safe-text").Text(safeText(r.Safe, len(r.Outcomes)))
	}
	if f.ShowTable && hasTable(r) {
		table = &stateTable{Result: r, Asked: f.Asked, Current: solver.StartRow(f.Config, r), Legend: letters, Explain: f.Host}
	}
	teach := solver.TeachingOf(g)
	unit, _ := solver.SizeUnit(r)
	return app.Section().ID("figure").Class("card", "figure").TabIndex(-1).Aria("label", "Figure").Aria("busy", busy).OnKeyDown(f.onKey).Body(
		// The pre-rendered page holds the note that a link's figure is on
		// its way: the stylesheet shows it, and hides the default game's
		// figure, while the page waits for its program to draw the link's
		// own (html[data-pending], web/theme.js). The program's page has
		// no use for it.
		app.If(app.IsServer && !f.Config.Embed, waitingNote()),
		app.Div().Class("figure-head").Body(
			app.Div().Body(
				app.H2().Text(heading),
				app.P().ID("game-title").Class("figure-sub").Text(gameTitle(f.Config)+" · "+solver.SizesText(g, len(r.Outcomes), "–")),
			),
			legend(letters, r.Safe != nil),
		),
		facts(r, letters),
		f.status(),
		&strip{Result: r, Period: period, ShowNim: f.ShowNim, Fold: f.Fold, Asked: f.Asked, Legend: letters, Host: f.Host, Explain: f.Host, Still: f.Still},
		&explainPanel{State: f.Notes, Host: f.Host, Embed: f.Config.Embed, Unit: unit},
		safe,
		table,
		app.If(teach.Text != "" && !f.Config.Embed, &teachBox{Teaching: teach}),
		&exports{Result: r, Config: f.Config},
	)
}

// computing is what the figure card says while the figure of the
// configuration is computed.
const computing = "Computing…"

// waitingNote says that the figure is being computed, in the card that
// will hold it: the pre-rendered page shows it until the program has drawn
// a link's figure, and the program while its worker computes one. Both
// say the same words in the same place, at the size of the figure's own
// first sentence or larger, so that the note painted with the page stays
// the page's largest text until the figure comes (its Largest Contentful
// Paint), and nothing moves when the program replaces one by the other.
func waitingNote() app.UI {
	return app.Div().Class("waiting-note").Body(
		app.H2().Text("Figure"),
		app.P().Class("waiting-text").Text("Computing the figure: every outcome asked for, drawn here as soon as it is known."),
	)
}

// onKey closes the explanation of a heap on Escape, wherever the focus is
// in the figure.
func (f *figure) onKey(ctx app.Context, e app.Event) {
	ctx.PreventUpdate()
	if e.Get("key").String() == "Escape" {
		f.Host.unexplain()
	}
}

// legend explains the colours and letters of the game's cells, as the game
// words them, and the ring of a safe heap where the game has them.
func legend(letters []game.Letter, safe bool) app.UI {
	return app.Ul().Class("legend").Aria("label", "Legend").Body(
		app.Range(letters).Slice(func(i int) app.UI {
			l := letters[i]
			class, letter := l.Letter.String(), l.Letter.String()
			if l.Letter == game.None {
				class, letter = "none", "–"
			}
			return app.Li().Class("legend-"+class).Body(
				app.Span().Class("swatch", class).Aria("hidden", "true").Text(letter),
				app.Span().Body(app.Strong().Text(letter), app.Text(" "+l.Meaning)),
			)
		}),
		app.If(safe,
			app.Li().Class("legend-safe").Body(
				app.Span().Class("swatch", "safe").Aria("hidden", "true"),
				app.Span().Body(app.Strong().Text("safe"), app.Text(": the player to move loses whatever the state")),
			),
		),
	)
}

// facts states the periods of the outcomes and of the nim-values, where the
// game has them, and on what they rest.
func facts(r *solver.Result, letters []game.Letter) app.UI {
	proof := proofText(r)
	return app.Div().Class("facts").Body(
		app.P().ID("period-outcomes").Class("fact").Text(outcomeFact(r, letters)),
		app.If(r.Nim != nil,
			app.P().ID("period-nim").Class("fact", "secondary").Text(r.DescribePeriod("nim-values", r.NimPeriod, r.NimSearch)),
		),
		app.If(proof != "", app.P().ID("period-proof").Class("proof").Text(proof)),
	)
}

// outcomeFact states the outcomes' period; when they end constant it says
// what the constant letter means: "From heap 10 on, the outcomes are
// constant: L, Left wins whoever starts."
func outcomeFact(r *solver.Result, letters []game.Letter) string {
	s := r.DescribePeriod("outcomes", r.OutcomePeriod, r.OutcomeSearch)
	p := r.OutcomePeriod
	if p == nil || p.Period != 1 || p.Preperiod >= len(r.Outcomes) || !strings.HasSuffix(s, "constant.") {
		return s
	}
	o := game.Outcome(r.Outcomes[p.Preperiod])
	return strings.TrimSuffix(s, ".") + ": " + o.String() + ", " + meaning(letters, o) + "."
}

// proofText says on what the periods rest: "Proven: a repeated window of
// max S values." Where no period is proven it gives the solver's words as
// a sentence.
func proofText(r *solver.Result) string {
	p := strings.TrimSuffix(strings.TrimSpace(r.Proof), ".")
	if p == "" {
		return ""
	}
	if r.OutcomePeriod != nil && r.OutcomePeriod.Proven || r.NimPeriod != nil && r.NimPeriod.Proven || r.TablePeriod != nil && r.TablePeriod.Proven {
		return "Proven: " + p + "."
	}
	return sentence(p)
}

// status shows how far a long analysis has come, with its Cancel button,
// or that the person cancelled it, with a button to compute it again.
func (f *figure) status() app.UI {
	switch {
	case f.Running:
		return &meter{Gauge: f.Gauge, Host: f.Host}
	case f.Stopped != "":
		return app.Div().ID("stopped").Class("progress", "stopped").Attr("role", "status").Body(
			app.Span().Text(f.Stopped),
			app.Button().ID("retry").Class("button", "small").Type("button").Text("Compute again").
				OnClick(func(app.Context, app.Event) { f.Host.rerun() }),
		)
	}
	// Always an element here, so that the strip after it keeps its place
	// among the card's children: go-app would otherwise draw a new strip,
	// its view lost, whenever the status comes or goes.
	return app.Div().Class("progress-slot")
}

// mostSafe is how many safe heaps the sentence lists.
const mostSafe = 16

// safeText lists the safe heaps below len: "Safe: 0, 7, 13, … — the player
// to move loses whatever the state."
func safeText(safe []int, length int) string {
	if len(safe) == 0 {
		return "No heap below " + strconv.Itoa(length) + " is safe: at each one some state lets the player to move win."
	}
	list := joinInts(safe[:min(len(safe), mostSafe)], ", ")
	if len(safe) > mostSafe {
		list += ", …"
	}
	return "Safe: " + list + " — the player to move loses whatever the state."
}

// meaning returns what an outcome letter means in a game's legend.
func meaning(letters []game.Letter, o game.Outcome) string {
	for _, l := range letters {
		if l.Letter == o {
			return l.Meaning
		}
	}
	return ""
}
