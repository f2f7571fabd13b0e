package main

import (
	"github.com/maxence-charriere/go-app/v9/pkg/app"

	"stones/solver/game"
	"stones/solver/numerals"
)

// meter shows how far a running analysis has come, with its Cancel button.
// It redraws on its own: the worker reports progress ten times a second,
// and redrawing the whole page each time (hundreds of elements, and the
// garbage they leave) made main-thread tasks of 100–200 ms while the worker
// computed. The page mounts it, empty, with the edit that starts an
// analysis, and the gauge's show updates the mounted meter alone: its
// first progress too, so that no report of the worker redraws the page.
//
// A research view's computation has a meter of its own, whose elements'
// ids begin with the view's (ID; "" for the figure's).
type meter struct {
	app.Compo

	Gauge *gauge
	Host  analyses
	ID    string
}

// id is the id of the meter's element named name: the figure's "progress"
// and "cancel", a view's "growth-progress".
func (m *meter) id(name string) string { return either(m.ID == "", name, m.ID+"-"+name) }

// gauge is the progress a meter shows, shared by the page and the meter.
type gauge struct {
	p     *game.Progress
	shown *meter // the mounted meter, if any
}

// show sets the progress and redraws the meter, without the page. A page
// without a gauge (made outside newExplorer) has no meter to redraw.
func (g *gauge) show(p *game.Progress) {
	if g == nil {
		return
	}
	g.p = p
	if g.shown != nil && g.shown.Mounted() {
		g.shown.Update()
	}
}

// OnMount lets the gauge redraw this meter.
func (m *meter) OnMount(app.Context) { m.Gauge.shown = m }

// OnDismount stops it.
func (m *meter) OnDismount() {
	if m.Gauge.shown == m {
		m.Gauge.shown = nil
	}
}

// Render draws the progress bar, the stage and the Cancel button.
func (m *meter) Render() app.UI {
	pauseMounting(m)
	p := m.Gauge.p
	if p == nil {
		// No progress yet: a fast analysis ends before any, and shows none.
		return app.Div().Class("progress-slot")
	}
	// The button comes before the text that grows, so that it never moves
	// under the pointer.
	return app.Div().ID(m.id("progress")).Class("progress").Attr("role", "status").Body(
		app.Progress().Max(p.Total).Value(p.Done).Aria("label", "Progress"),
		m.cancelButton(),
		// The stage names what is counted: nim-values, components valued,
		// misère positions, games.
		app.Span().Text("Computing "+p.Stage+": "+numerals.Grouped(p.Done)+" of up to "+numerals.Grouped(p.Total)+"…"),
	)
}

func (m *meter) cancelButton() app.UI {
	return app.Button().ID(m.id("cancel")).Class("button", "small", "quiet").Type("button").Text("Cancel").OnClick(m.onCancel)
}

func (m *meter) onCancel(ctx app.Context, e app.Event) { m.Host.cancel() }
