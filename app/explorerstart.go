package main

import (
	"strconv"

	"github.com/maxence-charriere/go-app/v9/pkg/app"
)

// The page's start draws the first screen in one task and the rest in
// later ones. Go's start and go-app's first drawing of the whole page ran
// as one task on the page's thread, which Lighthouse's slow phone stretches
// four times, and a page's total blocking time counts every task's part
// beyond 50 ms: the parts a person cannot see yet (the play card, under the
// figure; the controls, under it on a phone; the strip's list of heaps, in
// a closed details) each come in a task of their own, after the browser has
// drawn a frame. What the page shows in the end is the same.

// Stages of the page's start: explorer.later counts those not drawn yet.
const (
	startStages = 2 // the first screen; then the controls; then the play card
	sideStage   = 2 // the controls wait while later is at least this
	playStage   = 1 // the play card waits while later is at least this
)

// nextTask calls fn from a task of its own, once the browser has drawn a
// frame: a timeout set in an animation frame, so that neither the frame's
// rendering nor the task before it is held up by fn.
func nextTask(ctx app.Context, fn func(app.Context)) {
	var frame, timeout app.Func
	timeout = app.FuncOf(func(app.Value, []app.Value) any {
		frame.Release()
		timeout.Release()
		ctx.Dispatch(fn)
		return nil
	})
	frame = app.FuncOf(func(app.Value, []app.Value) any {
		app.Window().Call("setTimeout", timeout, 0)
		return nil
	})
	app.Window().Call("requestAnimationFrame", frame)
}

// beginStart begins the page's start, before its first drawing (OnInit):
// go-app's start and the reading of the link run as two tasks
// (startPageTask).
func (c *explorer) beginStart() {
	starting = true
	startPageTask()
}

// planStages marks the stages of the start not drawn yet, once the link
// is read (OnInit), and measures the box the controls will fill: they
// wait only when the pre-rendered page shows them below the first screen
// (a phone), in a box of the same height, so that nothing moves when they
// come. An embed has no stage: it draws the parts its link names, none of
// which waits, and neither measures the pre-rendered page (a layout of
// the whole page) nor draws itself again for each stage, which held the
// thread that the next frame of a course page parses its document in.
func (c *explorer) planStages() {
	if c.cfg.Embed {
		c.later = 0
		return
	}
	side := app.Window().Get("document").Call("querySelector", ".layout > .side")
	if !side.Truthy() {
		c.later = playStage
		return
	}
	box := side.Call("getBoundingClientRect")
	c.later = startStages
	if box.Get("top").Float() >= app.Window().Get("innerHeight").Float() {
		c.sideHeight = box.Get("height").Float()
	}
}

// drawLater draws the next stage of the start in a task of its own, and
// the one after it in another.
func (c *explorer) drawLater(ctx app.Context) {
	c.sizePlaceholder()
	if c.later == 0 {
		starting = c.running
		return
	}
	nextTask(ctx, func(ctx app.Context) {
		c.later--
		c.drawLater(ctx)
	})
}

// sideLater reports whether the controls wait for a later stage.
func (c *explorer) sideLater() bool { return c.later >= sideStage && c.sideHeight > 0 }

// sidePlaceholder holds the controls' place until they are drawn. Its
// height is set through the element's style object by sizePlaceholder
// (OnMount, before the browser draws the page): the page's
// Content-Security-Policy refuses a style attribute.
func (c *explorer) sidePlaceholder() app.UI {
	return app.Div().ID("side-later").Aria("hidden", "true")
}

// sizePlaceholder gives the controls' placeholder the height of the
// pre-rendered controls.
func (c *explorer) sizePlaceholder() {
	if !c.sideLater() {
		return
	}
	if p := app.Window().GetElementByID("side-later"); p.Truthy() {
		p.Get("style").Set("height", strconv.FormatFloat(c.sideHeight, 'f', 1, 64)+"px")
	}
}

// playLater reports whether the play card waits for a later stage: a game
// in play is the first card and is drawn at once, and a bad game's card is
// an empty hidden section.
func (c *explorer) playLater() bool {
	return c.later >= playStage && c.cfg.Game != nil && !playRules(c.cfg).playing()
}

// playPlaceholder holds the play card's place among the stage's children
// until it is drawn: without it go-app, which matches children by their
// place, would draw the figure again when the card comes before it.
func playPlaceholder() app.UI { return app.Div().Hidden(true) }

// listHops is how many tasks the strip's list of heaps waits: one more
// than the page's start has stages, so that a strip drawn at the start
// lists its heaps after every other part of the page is drawn.
const listHops = startStages + 1

// nextTasks calls fn from the hops-th task after this one, each after a
// frame (nextTask).
func nextTasks(ctx app.Context, hops int, fn func(app.Context)) {
	if hops <= 1 {
		nextTask(ctx, fn)
		return
	}
	nextTask(ctx, func(ctx app.Context) {
		ctx.PreventUpdate()
		nextTasks(ctx, hops-1, fn)
	})
}

// starting is true from the page's first drawing until every stage of
// its start is drawn and, for a link whose figure comes from the solver's
// worker, until that figure is drawn: its work meanwhile runs in short
// tasks (pauseAtStart). inPlace is true while the drawing of a figure
// that came from the worker is under way: it changes the figure's card in
// place, and a part new to the page then does not pause its drawing
// (pauseMounting): the browser would show the card half drawn, and what is
// below it would move. Both are set in this file alone (beginStart,
// drawLater, figureCame, cutStart) and read where the start pauses
// (role_js.go) and where the strip draws (strip_js.go).
var starting, inPlace bool

// figureCame marks the start's drawing of a figure that came from the
// worker (analyzing's end): it changes the page in place and does not
// pause inside (pauseMounting); when every stage is drawn, it ends the
// start, in a task of its own (pauseAtStart).
func (c *explorer) figureCame() {
	if !starting {
		return
	}
	inPlace = true
	c.ui.Defer(func(app.Context) { inPlace = false })
	if c.later == 0 {
		c.ui.Defer(func(app.Context) { starting = false })
	}
}

// cutStart ends the start when the person cancels its figure, as the
// figure's drawing would have: the drawings after it are not paused.
func cutStart() { starting = false }

// startPiece is a piece of a card that the page's start may draw in a task of
// its own (pauseMounting) when the card is new to the page: go-app mounts
// a card's elements in one go, and a component's drawing is where the
// start can pause. Drawn again, it is as its elements would be.
type startPiece struct {
	app.Compo
	UI app.UI
}

// piece wraps ui in a startPiece.
func piece(ui app.UI) app.UI { return &startPiece{UI: ui} }

// Render draws the piece.
func (p *startPiece) Render() app.UI {
	pauseMounting(p)
	return p.UI
}
