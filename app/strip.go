package main

import (
	"math"
	"strconv"

	"github.com/maxence-charriere/go-app/v9/pkg/app"

	"stones/solver"
	"stones/solver/game"
	"stones/solver/numerals"
	"stones/solver/periodic"
)

// strip draws one cell per heap size of a result on a canvas, up to a
// million of them: from one pixel a heap (the strip as a band of colour,
// wrapped into rows) to cells labelled with their heap size, outcome letter
// and nim-value. It zooms and pans by mouse, touch and keyboard; the fold
// view stacks the period's blocks as rows. The preperiod is hatched, each
// block of the period starts at a rule, the heap asked about is outlined and
// a safe heap ringed.
//
// The canvas is drawn in the browser (strip_js.go); everything else is
// ordinary HTML, the same natively, so that the pre-rendered page holds the
// strip's box at its size, and the text equivalent: a summary sentence, and
// the values of the heap sizes in view (at most mostValues of them).
//
// This file holds the component, its lifecycle and its toolbar; its words
// are striptext.go's, its list of values striplist.go's, its handlers
// stripzoom.go's and stripinput.go's, its drawing stripplan.go's (the
// layout), strippaint.go's (the pixels) and strippalette.go's (the
// colours), and its exports stripexport.go's.
type strip struct {
	app.Compo

	Result  *solver.Result
	Period  *periodic.Period // the period the blocks follow; nil for none
	ShowNim bool
	Fold    bool          // the fold view, when the period allows it
	Asked   int           // the heap size asked about, or -1
	Legend  []game.Letter // what the letters mean
	Host    host          // takes the fold toggle
	Explain explainer     // explains the heap pointed at; nil for none
	Still   *stillBox     // the box of a still drawn for another frame (still.go); nil in the page's own

	view   stripView // the view drawn
	fitted string    // the layout the view was fitted to (see fitKey)
	cursor int       // the heap of the keyboard's cursor, or −1
	focus  bool      // the canvas has the keyboard's focus
	sync   int       // counts the scheduled syncs of the text with the view
	drag   dragging
	nim    nimScale // the colours of the nim-values, when shown
	nimOf  *solver.Result
	lead   leadCache   // why the nim-values lead, for their legend
	canvas canvasState // the browser's side: see strip_js.go
	// unlisted holds back the list of heaps in view from the strip's
	// first drawing, to a task of its own (nextTask): it is in a closed
	// details, and its few hundred items were the largest part of drawing
	// a figure. The details is busy (aria-busy) until the list comes.
	unlisted bool
	// listing, while the list first comes, is how many of its heaps are
	// drawn: it comes in parts of listPart heaps, a task each (listRest);
	// 0 once it is whole.
	listing int
}

// listPart is how many heaps of the list the strip's first drawing adds
// in a task: the whole list, mostValues items, each a DOM element that
// go-app gives a finaliser, was one task of 20 ms of the page's thread on
// a phone's screen, which a slow phone stretches four times.
const listPart = 50

// mostValues is how many heap sizes the text equivalent lists.
const mostValues = 200

// boxWidth is the width the strip's box is assumed to have before the
// browser measures it (the pre-rendered page).
const boxWidth = 640

// stripSizes are the heights of the strip's box, in CSS pixels, by the
// number of heap sizes: small strips take little room, long ones a fixed
// window. The stylesheet sets them by class (size-0 …), the same numbers:
// the page's Content-Security-Policy allows no inline style.
var stripSizes = []struct{ most, height int }{{24, 112}, {60, 168}, {150, 232}, {math.MaxInt, 312}}

// stripSize returns the class and the height of the box for n heap sizes.
func stripSize(n int) (class string, height int) {
	for k, sz := range stripSizes {
		if n <= sz.most {
			return "size-" + strconv.Itoa(k), sz.height
		}
	}
	return "", 0
}

// stripHeight is the height of the strip's box for n heap sizes.
func stripHeight(n int) int {
	_, h := stripSize(n)
	return h
}

// OnMount measures the box and hooks up the canvas.
func (s *strip) OnMount(ctx app.Context) {
	s.start()
	s.mount(ctx)
	if s.unlisted {
		nextTasks(ctx, listHops, func(ctx app.Context) {
			s.unlisted, s.listing = false, listPart
			s.listRest(ctx)
		})
	}
}

// listRest adds the next part of the list of heaps in a task of its own,
// and the one after it in another, until the list is whole.
func (s *strip) listRest(ctx app.Context) {
	nextTask(ctx, func(ctx app.Context) {
		if s.listing += listPart; s.listing >= mostValues {
			s.listing = 0
			return
		}
		s.listRest(ctx)
	})
}

// OnInit holds the list of heaps back from the browser's first drawing
// of the strip.
func (s *strip) OnInit() { s.unlisted = app.IsClient }

// start gives the strip its first view, in a box of the assumed size
// until the browser measures it.
func (s *strip) start() {
	if s.view.w == 0 {
		s.cursor = -1
		s.view = stripView{w: boxWidth, h: float64(stripHeight(s.n()))}
		if b := s.Still; b != nil && b.w > 0 && b.h > 0 {
			s.view.w, s.view.h = b.w, b.h
		}
		s.refit()
	}
	// A still's list of heaps waits for the live page, as the live page's
	// own first drawing holds it back (unlisted): an embed hides it.
	if s.Still != nil {
		s.Still.strip, s.unlisted = s, true
	}
}

// OnDismount lets go of the canvas' listeners.
func (s *strip) OnDismount() { s.unmount() }

// OnUpdate fits the view to a new layout and redraws.
func (s *strip) OnUpdate(ctx app.Context) {
	if s.cursor >= s.n() {
		s.cursor = -1
	}
	s.refit()
	s.scheduleDraw()
}

// n is the number of heap sizes drawn.
func (s *strip) n() int {
	if s.Result == nil {
		return 0
	}
	return len(s.Result.Outcomes)
}

// fold reports whether the fold view is drawn.
func (s *strip) fold() bool { return s.Fold && foldable(s.n(), s.Period) }

// layout is the layout of the current view.
func (s *strip) layout() stripLayout {
	return layoutOf(s.n(), s.Period, s.fold(), max(1, s.view.cell), s.view.w)
}

// fitKey names what the fitted view depends on.
func (s *strip) fitKey() string {
	p := "-"
	if s.Period != nil {
		p = strconv.Itoa(s.Period.Preperiod) + "+" + strconv.Itoa(s.Period.Period)
	}
	return strconv.Itoa(s.n()) + "/" + p + "/" + strconv.FormatBool(s.fold()) + "/" + strconv.FormatFloat(s.view.w, 'f', 0, 64) + "x" + strconv.FormatFloat(s.view.h, 'f', 0, 64)
}

// refit fits the view to the box when the layout changed: a new length,
// period, fold or box. Otherwise the zoom and the scroll stay.
func (s *strip) refit() {
	if s.ShowNim && s.Result != nil && s.Result.Nim != nil && s.nimOf != s.Result {
		s.nim, s.nimOf = newNimScale(int(s.Result.LargestNim())), s.Result
	}
	if k := s.fitKey(); k != s.fitted || s.view.cell == 0 {
		s.fitted = k
		s.view.cell = fit(s.n(), s.Period, s.fold(), s.view.w, s.view.h)
		s.view.x, s.view.y = 0, 0
	}
	s.view = s.view.clamp(s.layout())
}

// resized takes the box's new size.
func (s *strip) resized(w, h float64) {
	if w <= 0 || h <= 0 || w == s.view.w && h == s.view.h {
		return
	}
	s.view.w, s.view.h = w, h
	s.refit()
}

// Render draws the toolbar, the canvas' box and the text equivalent.
func (s *strip) Render() app.UI {
	pauseMounting(s)
	s.start()
	n := s.n()
	l := s.layout()
	win := s.view.window(l)
	lo, hi, any := win.span(l)
	list, total := win.heaps(l, mostValues)
	view := "outcomes"
	if s.showNim() {
		view = "nim"
	}
	fold := s.fold()
	canFold := foldable(n, s.Period)
	size, _ := stripSize(n)
	_, all := solver.SizeUnit(s.Result)
	return app.Div().ID("strip").Class("strip", "view-"+view).
		DataSet("len", n).DataSet("cell", s.view.cell).DataSet("cols", l.cols).DataSet("fold", fold).
		DataSet("from", ifInt(any, lo)).DataSet("to", ifInt(any, hi)).DataSet("cursor", s.cursor).
		Body(
			app.Div().Class("strip-tools").Attr("role", "toolbar").Aria("label", "Strip view").Aria("controls", "strip-canvas").Body(
				app.Div().Class("tool-group").Body(
					toolButton("strip-zoom-out", "−", "Zoom out (−)", s.view.cell <= minCell, s.onZoom(-1)),
					toolButton("strip-zoom-in", "+", "Zoom in (+)", s.view.cell >= maxCell, s.onZoom(1)),
					toolButton("strip-fit", "Fit", "Fit the strip to its box (0)", false, s.onFit),
					app.Span().ID("strip-scale").Class("strip-scale").Text(scaleText(s.view.cell, s.Result)),
				),
				disable(app.Button().ID("strip-fold").Class("tool", "fold").Type("button").
					Aria("pressed", fold).Title(ifText(!canFold, "No period repeats in these "+all+": nothing to fold")).
					OnClick(s.onFold).Text("Fold at the period"), !canFold),
				s.exportTools(),
			),
			app.Div().ID("strip-box").Class("strip-view", size).Body(
				app.P().Class("strip-placeholder").Aria("hidden", "true").Text("Drawing "+numerals.Grouped(n)+" "+all+"…"),
				app.Canvas().ID("strip-canvas").Class("strip-canvas").TabIndex(0).
					Attr("role", "application").Aria("roledescription", "strip of "+all).
					Aria("label", s.canvasLabel()).Aria("describedby", "strip-summary strip-keys"),
				app.Div().ID("strip-tip").Class("strip-tip").Aria("hidden", "true"),
			),
			// The colours of the nim-values right under the strip they
			// colour, before the keys' help: where they lead, the legend
			// above the figure names the outcomes' colours alone.
			app.If(s.showNim(), s.nimLegend()),
			app.P().ID("strip-keys").Class("strip-keys").Text("Keys: ← → ↑ ↓ move the cursor over the "+all+", PgUp PgDn a screen, Home End the ends, + − zoom, 0 fits. Drag or scroll to pan; Ctrl+wheel or pinch to zoom; tap or hover a cell for its values, and the panel below says why; Esc closes it."),
			app.P().ID("strip-summary").Class("strip-summary").Text(s.summary(l, lo, hi, any)),
			app.Div().ID("strip-live").Class("visually-hidden").Attr("role", "status").Aria("live", "polite"),
			printBlock(),
			app.Details().ID("strip-values").Class("strip-values").Aria("busy", s.unlisted || s.listing > 0 && s.listing < len(list)).
				On("mouseover", s.onValue(true)).On("focusin", s.onValue(true)).OnClick(s.onValue(false)).
				Body(
					app.Summary().Text(valuesTitle(list, total, s.Result)),
					s.valueList(list),
				),
		)
}

// toolButton is a button of the strip's toolbar.
func toolButton(id, text, label string, disabled bool, h app.EventHandler) app.UI {
	return disable(app.Button().ID(id).Class("tool").Type("button").Aria("label", label).Title(label).OnClick(h).Text(text), disabled)
}

// disable disables a button when off is set. A button that is enabled has
// no attribute at all: the pre-rendered page would read disabled="false"
// as disabled.
func disable(b app.HTMLButton, off bool) app.HTMLButton {
	if off {
		return b.Disabled(true)
	}
	return b
}

// ifInt is v when ok, else −1.
func ifInt(ok bool, v int) int {
	if ok {
		return v
	}
	return -1
}

// showNim reports whether the cells show nim-values.
func (s *strip) showNim() bool { return s.ShowNim && s.Result != nil && s.Result.Nim != nil }

// drawing is what the canvas draws now.
func (s *strip) drawing() *drawing {
	d := &drawing{outcomes: s.Result.Outcomes, asked: s.Asked, safe: s.Result.Safe, cursor: s.cursor, pal: s.palette()}
	if s.showNim() {
		d.nim, d.scale = s.Result.Nim, s.nim
	}
	return d
}
