package main

import (
	"cmp"
	"strconv"
	"time"

	"github.com/maxence-charriere/go-app/v9/pkg/app"

	"stones/solver"
	"stones/solver/numerals"
)

// explainPanel says why a heap of the figure has its value: for each way
// play can start there, every move, where it leads and that position's
// value, and the reason, with the mex written out for nim-values. One panel
// under the strip serves every cell: hovering a cell of the canvas (once
// the pointer settles), tapping it, moving the keyboard's heap cursor, or
// pointing at a cell of the state table or at a value in view asks for it.
// It redraws on its own, as the meter does, and never takes the focus;
// Escape closes it.
type explainPanel struct {
	app.Compo

	State *explaining
	Host  explainer
	Embed bool   // the figure is embedded: no hint while nothing is explained
	Unit  string // one of the figure's sizes in words: "heap", or "size" (solver.SizeUnit)
}

// explainer is the page, as the figure's cells ask it for explanations.
type explainer interface {
	// explain explains heap n: at once (a tap, a click), or with soon set
	// once the pointer or the cursor has rested on it a moment.
	explain(n int, soon bool)
	// unexplain closes the explanation.
	unexplain()
	// playFrom starts a game in play from heap n, Left moving first in a
	// partizan game when left.
	playFrom(n int, left bool)
}

// explainAfter is how long the pointer or the cursor rests on a heap
// before it is explained: moving across the strip asks nothing.
const explainAfter = 150 * time.Millisecond

// explaining is the panel's state, shared by the page and the panel.
type explaining struct {
	want  int               // the heap last asked for, −1 for none
	ask   int               // the question awaited; 0 when none
	heap  int               // the heap of words or err
	words *solver.Explained // the explanation shown; nil when none
	err   string            // why there is none
	shown *explainPanel     // the mounted panel, if any
}

// open reports whether the panel shows a heap.
func (e *explaining) open() bool { return e.words != nil || e.err != "" }

// redraw redraws the mounted panel, without the page.
func (e *explaining) redraw() {
	if e.shown != nil && e.shown.Mounted() {
		e.shown.Update()
	}
}

// close forgets the explanation and any question awaited. A nil state (a
// page that draws no panel) has nothing to close.
func (e *explaining) close() {
	if e == nil {
		return
	}
	e.want, e.ask, e.words, e.err = -1, 0, nil, ""
	e.redraw()
}

// OnMount lets the state redraw this panel.
func (p *explainPanel) OnMount(app.Context) { p.State.shown = p }

// OnDismount stops it.
func (p *explainPanel) OnDismount() {
	if p.State.shown == p {
		p.State.shown = nil
	}
}

// Render draws the explanation of the heap, or a hint of how to get one.
func (p *explainPanel) Render() app.UI {
	pauseMounting(p)
	e := p.State
	panel := app.Section().ID("explain").Class("explain").Aria("live", "polite").Aria("busy", e.ask != 0)
	if !e.open() {
		unit := cmp.Or(p.Unit, "heap")
		return panel.Class("closed").Aria("label", "Why a "+unit+" has its value").Body(
			app.If(!p.Embed, app.P().Class("explain-hint").Text("Hover, tap or focus a "+unit+" to see its moves and why it is P or N.")),
		)
	}
	// The embedded figure shows no heading of its own above the panel.
	title, head := "h3", "h4"
	if p.Embed {
		title, head = "h2", "h3"
	}
	var body, play []app.UI
	if e.words != nil && !p.Embed {
		// A game from this heap: one button, or one a player for a
		// partizan heap, whose cases say who moves first.
		// (solver.Explain gives a partizan heap's cases Left first, then
		// Right first.)
		for i := range e.words.Cases {
			label, left := "Play from here", i == 0
			if len(e.words.Cases) > 1 {
				label = "Play, " + either(left, "Left", "Right") + " first"
			}
			play = append(play, app.Button().ID("explain-play-"+strconv.Itoa(i)).Class("button", "small", "quiet").Type("button").
				DataSet("left", left).Text(label).OnClick(p.onPlay, e.heap, left))
		}
	}
	if e.words == nil {
		body = append(body, app.P().Class("explain-error").Text(e.err))
	} else {
		for _, cs := range e.words.Cases {
			body = append(body, caseUI(cs, head))
		}
	}
	return panel.Aria("labelledby", "explain-title").Body(
		app.Div().Class("explain-head").Body(
			app.Elem(title).ID("explain-title").Class("explain-title").Text("Why heap "+numerals.Grouped(e.heap)+" has its value"),
			app.Button().ID("explain-close").Class("tool").Type("button").Aria("label", "Close the explanation (Escape)").Title("Close (Escape)").Text("×").OnClick(p.onClose),
		),
		app.Div().Class("explain-cases").Body(body...),
		app.If(len(play) > 0, app.Div().Class("explain-play").Body(play...)),
	)
}

// onPlay starts a game from the heap explained.
func (p *explainPanel) onPlay(ctx app.Context, e app.Event) {
	p.Host.playFrom(p.State.heap, ctx.JSSrc().Get("dataset").Get("left").String() == "true")
}

// caseUI draws one case: its heading (an element head), its moves and its
// reason.
func caseUI(cs solver.CaseWords, head string) app.UI {
	moves := make([]app.UI, 0, len(cs.Moves)+1)
	for _, m := range cs.Moves {
		moves = append(moves, app.Li().Text(m))
	}
	if cs.More > 0 {
		moves = append(moves, app.Li().Class("explain-more").Text("and "+strconv.Itoa(cs.More)+" more moves"))
	}
	return app.Div().Class("explain-case").Body(
		app.Elem(head).Class("explain-case-head").Text(cs.Head),
		app.If(len(moves) > 0, app.Ul().Class("explain-moves").Aria("label", "Moves").Body(moves...)),
		app.P().Class("explain-reason").Text(cs.Reason),
	)
}

// onClose closes the panel, and gives the focus back to the figure, since
// the button goes.
func (p *explainPanel) onClose(ctx app.Context, e app.Event) {
	ctx.PreventUpdate()
	p.Host.unexplain()
	focusByID("figure")
}

// problemText is an error's problems without their keys.
func problemText(err error) string {
	var s string
	for i, p := range problems(err) {
		if i > 0 {
			s += "; "
		}
		s += p.Problem
	}
	return s
}

// heapOf returns the heap of the element of the event's target that has
// data-heap, found from the target up to the nearest element matching sel.
func heapOf(target app.Value, sel string) (int, bool) {
	if !target.Truthy() || target.Get("closest").IsUndefined() {
		return 0, false
	}
	el := target.Call("closest", sel)
	if !el.Truthy() {
		return 0, false
	}
	i, err := strconv.Atoi(el.Get("dataset").Get("heap").String())
	return i, err == nil
}
