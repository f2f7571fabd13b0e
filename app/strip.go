package main

import (
	"math"
	"slices"
	"strconv"
	"strings"
	"time"

	"github.com/maxence-charriere/go-app/v9/pkg/app"

	"stones/solver"
	"stones/solver/game"
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
type strip struct {
	app.Compo

	Result  *solver.Result
	Period  *solver.Period // the period the blocks follow; nil for none
	ShowNim bool
	Fold    bool            // the fold view, when the period allows it
	Asked   int             // the heap size asked about, or -1
	Legend  []solver.Letter // what the letters mean
	Host    host            // takes the fold toggle
	Explain explainer       // explains the heap pointed at; nil for none

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

// dragging is a pan or pinch in progress, by pointer.
type dragging struct {
	pointers map[int][2]float64 // the pointers down, by id: where they are
	moved    bool               // the pointer moved: not a tap
	startX   float64
	startY   float64
	spread   float64 // the pinch's distance between two pointers at its start
	cell     int     // the cell size at the pinch's start
}

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
		s.refit()
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
				app.P().Class("strip-placeholder").Aria("hidden", "true").Text("Drawing "+solver.Grouped(n)+" "+all+"…"),
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

// scaleText says how large a size of r (a heap) is drawn.
func scaleText(cell int, r *solver.Result) string {
	one, _ := solver.SizeUnit(r)
	return strconv.Itoa(cell) + " px a " + one
}

// showNim reports whether the cells show nim-values.
func (s *strip) showNim() bool { return s.ShowNim && s.Result != nil && s.Result.Nim != nil }

// canvasLabel is the canvas' accessible name.
func (s *strip) canvasLabel() string {
	what := "outcome"
	if s.showNim() {
		what = "nim-value"
	}
	sizes, _ := sizeWords(s.Result)
	return "The " + what + " of each " + strings.ToLower(strings.TrimSuffix(sizes, "s")) + ", 0 to " + solver.Grouped(max(0, s.n()-1))
}

// summary says what the strip shows: the layout, the heaps in view, and
// the blocks of the period.
func (s *strip) summary(l stripLayout, lo, hi int, any bool) string {
	n := s.n()
	if n == 0 {
		return "No heap size to draw."
	}
	var b strings.Builder
	sizes, many := sizeWords(s.Result)
	b.WriteString(sizes + " 0–" + solver.Grouped(n-1))
	if l.fold {
		b.WriteString(", folded: one row a period of " + solver.Grouped(l.per) + ", so that each column repeats")
	} else {
		b.WriteString(", in rows of " + solver.Grouped(l.cols))
	}
	b.WriteString(" at " + scaleText(s.view.cell, s.Result) + ". ")
	if any {
		b.WriteString("In view: " + many + " " + solver.Grouped(lo) + "–" + solver.Grouped(hi) + ". ")
	}
	b.WriteString(blocksText(l))
	return strings.TrimSpace(b.String())
}

// blocksText names the blocks of the period: "Preperiod 0–70, hatched;
// period 71–82, then it repeats every 12, each block from a rule."
func blocksText(l stripLayout) string {
	if l.per == 0 {
		return "No period: the strip is one block."
	}
	var b strings.Builder
	if l.pre > 0 {
		b.WriteString("Preperiod " + heapRange(0, l.pre-1) + ", hatched; ")
	}
	if l.pre >= l.n {
		return strings.TrimSuffix(b.String(), "; ") + "."
	}
	if l.per == 1 {
		return capitalize(b.String() + "constant from heap " + strconv.Itoa(l.pre) + ".")
	}
	b.WriteString("period " + heapRange(l.pre, min(l.n, l.pre+l.per)-1) + ", then it repeats every " + solver.Grouped(l.per) + ", each block from a rule.")
	return capitalize(b.String())
}

// capitalize writes the first letter of s in upper case.
func capitalize(s string) string {
	if s == "" {
		return s
	}
	return strings.ToUpper(s[:1]) + s[1:]
}

// valuesTitle heads the list of the values in view, of r's sizes.
func valuesTitle(list []int, total int, r *solver.Result) string {
	_, many := sizeWords(r)
	switch {
	case total == 0:
		return "Values in view: none"
	case len(list) < total:
		return "Values in view: the first " + strconv.Itoa(len(list)) + " of " + solver.Grouped(total) + " " + many
	}
	return "Values in view: " + many + " " + heapRange(list[0], list[len(list)-1])
}

// sizeWords names r's sizes in the strip's sentences: "Heap sizes" and
// "heaps" for a heap game, "Sizes" and "sizes" for a game on a sequence
// of graphs or boards (see solver.SizeUnit).
func sizeWords(r *solver.Result) (sizes, many string) {
	one, _ := solver.SizeUnit(r)
	return unitWords(one)
}

// unitWords names the sizes of one unit, "heap" or "size"
// (solver.SizeUnit, solver.GameUnit): "Heap sizes" and "heaps", or "Sizes"
// and "sizes".
func unitWords(one string) (sizes, many string) {
	if one == "heap" {
		return "Heap sizes", "heaps"
	}
	return "Sizes", "sizes"
}

// valueList is the text equivalent's list of the heaps in view. It is a
// component of its own so that go-app draws its items again only when the
// heaps listed or their marks change: an edit of n elsewhere, or a zoom that
// keeps the first heaps in view, leaves its few hundred items alone.
type valueList struct {
	app.Compo
	Heaps    []int
	Outcomes string   // the outcome of every heap size
	Nim      []uint32 // the nim-value of every heap size, when shown
	Genus    []string // Conway's genus of every heap size, in misère play of octal games
	Safe     []int    // the safe heaps, ascending
	Asked    int      // the heap asked about, when it is listed; else −1
}

// valueList lists the heaps of list.
func (s *strip) valueList(list []int) *valueList {
	if s.Result == nil || s.unlisted {
		return &valueList{Asked: -1}
	}
	if s.listing > 0 && s.listing < len(list) {
		list = list[:s.listing]
	}
	v := &valueList{Heaps: list, Outcomes: s.Result.Outcomes, Genus: s.Result.Genus, Safe: s.Result.Safe, Asked: -1}
	if s.showNim() {
		v.Nim = s.Result.Nim
	}
	if slices.Contains(list, s.Asked) {
		v.Asked = s.Asked
	}
	return v
}

// Render lists the heaps.
func (v *valueList) Render() app.UI {
	pauseMounting(v)
	return app.Ol().Class("values").Body(app.Range(v.Heaps).Slice(func(k int) app.UI { return v.item(v.Heaps[k]) }))
}

// item is one heap size: its outcome, its nim-value when shown, and
// whether it is asked about or safe.
func (v *valueList) item(i int) app.UI {
	o := v.Outcomes[i]
	letter := string(o)
	class := "value " + letter
	if o == byte(game.None) {
		class, letter = "value none", "–"
	}
	text := strconv.Itoa(i) + ": " + letter
	item := app.Li().TabIndex(0).DataSet("heap", i).DataSet("outcome", string(o))
	if v.Nim != nil {
		nim := v.Nim[i]
		item = item.DataSet("nim", nim)
		text += ", nim-value " + strconv.FormatUint(uint64(nim), 10)
	}
	if i < len(v.Genus) {
		text += ", genus " + v.Genus[i]
	}
	if i == v.Asked {
		class += " asked"
		text += " (asked)"
	}
	if isSafe(v.Safe, i) {
		class += " safe"
		text += ", safe"
	}
	return item.Class(class).Text(text)
}

// isSafe reports whether heap i is one of the safe heaps, ascending.
func isSafe(safe []int, i int) bool {
	_, ok := slices.BinarySearch(safe, i)
	return ok
}

// describe says what heap i is: "Heap 13: P, the second player wins;
// nim-value 0."
func (s *strip) describe(i int) string {
	o := solver.Outcome(s.Result.Outcomes[i])
	letter := o.String()
	if o == game.None {
		letter = "–"
	}
	t := "Heap " + solver.Grouped(i) + ": " + letter
	if m := meaning(s.Legend, o); m != "" {
		t += ", " + m
	}
	if s.Result.Nim != nil {
		t += "; nim-value " + strconv.FormatUint(uint64(s.Result.Nim[i]), 10)
	}
	if i < len(s.Result.Genus) {
		t += "; genus " + s.Result.Genus[i] + " (Conway's genus: the nim-value, then the misère values with 0, 1, 2, … heaps of 2 added)"
	}
	if isSafe(s.Result.Safe, i) {
		t += "; safe"
	}
	if i == s.Asked {
		t += " (the heap asked about)"
	}
	return t + "."
}

// drawing is what the canvas draws now.
func (s *strip) drawing() *drawing {
	d := &drawing{outcomes: s.Result.Outcomes, asked: s.Asked, safe: s.Result.Safe, cursor: s.cursor, pal: s.palette()}
	if s.showNim() {
		d.nim, d.scale = s.Result.Nim, s.nim
	}
	return d
}

// nimLegend shows the colours of the nim-values and the range each stands
// for, and why the strip leads with them where it does (Result.NimLead).
func (s *strip) nimLegend() app.UI {
	steps := s.nim.steps
	lead := s.lead.of(s.Result)
	return app.Div().ID("nim-legend").Class("nim-legend").Body(
		app.If(lead != "", app.P().ID("nim-lead").Class("nim-lead").Text(lead)),
		app.Span().Class("nim-legend-title").Text("Nim-values 0–"+strconv.Itoa(s.nim.top)+":"),
		app.Ul().Aria("label", "Colours of the nim-values").Body(app.Range(steps).Slice(func(k int) app.UI {
			st := steps[k]
			label := strconv.Itoa(st.lo)
			if st.hi > st.lo {
				label += "–" + strconv.Itoa(st.hi)
			}
			return app.Li().Body(
				app.Span().Class("nim-swatch", "nim-c"+strconv.Itoa(st.index)).Aria("hidden", "true"),
				app.Span().Text(label),
			)
		})),
	)
}

// cssColour writes a colour as CSS.
func cssColour(c rgba) string {
	const hex = "0123456789abcdef"
	b := []byte{'#', 0, 0, 0, 0, 0, 0}
	for j := range 3 {
		b[1+2*j], b[2+2*j] = hex[c[j]>>4], hex[c[j]&15]
	}
	return string(b)
}

// Handlers. The canvas' own events come from listeners of the browser's
// side (strip_js.go), called with plain numbers: each changes the view and
// draws the canvas at the next frame; the text that follows the view (the
// summary, the values in view) is brought up to date a moment after the
// last change, so that a drag or a held key stays smooth.

// changed draws the new view and schedules the text's update.
func (s *strip) changed() {
	s.view = s.view.clamp(s.layout())
	s.scheduleDraw()
	s.sync++
	k, ctx := s.sync, s.canvas.ui
	if ctx == nil {
		return
	}
	time.AfterFunc(150*time.Millisecond, func() {
		ctx.Dispatch(func(app.Context) {
			if k == s.sync {
				s.Update()
			}
		})
	})
}

// zoom sets the cell size, keeping heap i at the box's point (px, py).
func (s *strip) zoom(cell, i int, px, py float64) {
	s.view, _ = zoomAt(s.view, s.n(), s.Period, s.fold(), cell, i, px, py)
}

// anchor is the heap a zoom keeps in place, and where: the cursor's when
// it is in view, else the heap at the box's centre.
func (s *strip) anchor() (i int, px, py float64) {
	l := s.layout()
	c := float64(s.view.cell)
	if s.cursor >= 0 {
		row, col := l.at(s.cursor)
		px, py = float64(col)*c+c/2-s.view.x, float64(row)*c+c/2-s.view.y
		if px >= 0 && px <= s.view.w && py >= 0 && py <= s.view.h {
			return s.cursor, px, py
		}
	}
	px, py = s.view.w/2, s.view.h/2
	i, _ = s.heapAt(px, py)
	return i, px, py
}

// heapAt returns the heap size at a point of the box (CSS pixels), or the
// nearest one, and whether a cell is under the point.
func (s *strip) heapAt(px, py float64) (int, bool) {
	l := s.layout()
	c := float64(s.view.cell)
	row, col := int(math.Floor((py+s.view.y)/c)), int(math.Floor((px+s.view.x)/c))
	if i, ok := l.heap(row, col); ok {
		return i, true
	}
	i := max(0, min(s.n()-1, row*l.cols+col-l.shift))
	return i, false
}

// zoomBy zooms one step in (dir 1) or out (−1) about the anchor.
func (s *strip) zoomBy(dir int) {
	i, px, py := s.anchor()
	s.zoom(zoomStep(s.view.cell, dir), i, px, py)
}

// onZoom is the handler of the zoom buttons: only the strip redraws.
func (s *strip) onZoom(dir int) app.EventHandler {
	return func(ctx app.Context, e app.Event) {
		ctx.PreventUpdate()
		s.zoomBy(dir)
		s.changed()
		s.Update()
	}
}

func (s *strip) onFit(ctx app.Context, e app.Event) {
	ctx.PreventUpdate()
	s.fitted = ""
	s.refit()
	s.changed()
	s.Update()
}

func (s *strip) onFold(ctx app.Context, e app.Event) {
	// The fold redraws the strip alone: the page around it is the same.
	if on := !s.fold(); s.Host != nil && s.Host.setFold(on) {
		s.Fold = on
		s.refit()
		s.scheduleDraw()
		s.Update()
	}
}

// focused takes the keyboard's focus: the cursor shows, at the heap in
// the middle of the view when it had none.
func (s *strip) focused(on bool) {
	s.focus = on
	if !on {
		s.tip(-1)
		s.scheduleDraw()
		return
	}
	if s.cursor < 0 {
		s.cursor, _, _ = s.anchor()
	}
	s.point(s.cursor)
	s.changed()
	s.ask(s.cursor, true)
}

// key moves the cursor (and the view with it) and zooms, as the hint
// below the canvas says, and reports whether it took the key.
func (s *strip) key(key string) bool {
	n := s.n()
	if n == 0 {
		return false
	}
	l := s.layout()
	rows := max(1, int(s.view.h)/s.view.cell)
	cur := max(0, s.cursor)
	switch key {
	case "ArrowLeft":
		cur--
	case "ArrowRight":
		cur++
	case "ArrowUp":
		cur -= l.cols
	case "ArrowDown":
		cur += l.cols
	case "PageUp":
		cur -= rows * l.cols
	case "PageDown":
		cur += rows * l.cols
	case "Home":
		cur = 0
	case "End":
		cur = n - 1
	case "+", "=":
		s.cursor = cur
		s.zoomBy(1)
	case "-", "_":
		s.cursor = cur
		s.zoomBy(-1)
	case "0":
		s.fitted = ""
		s.refit()
	default:
		return false
	}
	s.cursor = max(0, min(n-1, cur))
	s.view = s.view.show(s.layout(), s.cursor)
	s.point(s.cursor)
	s.changed()
	s.ask(s.cursor, true)
	return true
}

// ask asks the page to explain heap i: at once, or soon once the pointer
// or the cursor rests there.
func (s *strip) ask(i int, soon bool) {
	if s.Explain != nil {
		s.Explain.explain(i, soon)
	}
}

// onValue explains the heap of a value in view that the pointer or the
// focus reaches (soon), or that is clicked.
func (s *strip) onValue(soon bool) app.EventHandler {
	return func(ctx app.Context, e app.Event) {
		ctx.PreventUpdate()
		if i, ok := heapOf(e.Get("target"), "li"); ok {
			s.ask(i, soon)
		}
	}
}

// wheel pans by (dx, dy), or with zoom set zooms one step about the
// pointer at (px, py) (a trackpad's pinch arrives as a wheel with Ctrl).
// It reports whether it took the wheel: at the strip's ends the wheel
// scrolls the page instead.
func (s *strip) wheel(px, py, dx, dy float64, zoom bool) bool {
	if zoom {
		i, _ := s.heapAt(px, py)
		dir := 1
		if dy > 0 {
			dir = -1
		}
		s.zoom(zoomStep(s.view.cell, dir), i, px, py)
		s.changed()
		return true
	}
	before := s.view
	s.view.x += dx
	s.view.y += dy
	s.view = s.view.clamp(s.layout())
	if s.view == before {
		return false
	}
	s.tip(-1)
	s.changed()
	return true
}

// pointerDown starts a drag, or with a second pointer a pinch.
func (s *strip) pointerDown(id int, x, y float64) {
	if s.drag.pointers == nil {
		s.drag.pointers = map[int][2]float64{}
	}
	s.drag.pointers[id] = [2]float64{x, y}
	switch len(s.drag.pointers) {
	case 1:
		s.drag.moved, s.drag.startX, s.drag.startY = false, x, y
	case 2:
		s.drag.spread, s.drag.cell, s.drag.moved = spread(s.drag.pointers), s.view.cell, true
	}
}

// pointerMove drags or pinches; a mouse that hovers shows the values of
// the cell under it (hover is set).
func (s *strip) pointerMove(id int, x, y float64, hover bool) {
	last, down := s.drag.pointers[id]
	if !down {
		if hover {
			if i, ok := s.heapAt(x, y); ok {
				s.tipAt(i, x, y)
				s.ask(i, true)
			} else {
				s.tip(-1)
			}
		}
		return
	}
	s.drag.pointers[id] = [2]float64{x, y}
	if len(s.drag.pointers) == 2 {
		if s.drag.spread > 0 {
			cell := int(math.Round(float64(s.drag.cell) * spread(s.drag.pointers) / s.drag.spread))
			if cell = max(minCell, min(maxCell, cell)); cell != s.view.cell {
				i, _ := s.heapAt(x, y)
				s.zoom(cell, i, x, y)
				s.changed()
			}
		}
		return
	}
	if !s.drag.moved && math.Abs(x-s.drag.startX)+math.Abs(y-s.drag.startY) < 5 {
		return
	}
	s.drag.moved = true
	s.tip(-1)
	s.view.x -= x - last[0]
	s.view.y -= y - last[1]
	s.changed()
}

// pointerUp ends a drag; a tap or a click without a drag puts the cursor
// on the cell and shows its values.
func (s *strip) pointerUp(id int, x, y float64, cancel bool) {
	if _, down := s.drag.pointers[id]; !down {
		return
	}
	delete(s.drag.pointers, id)
	if len(s.drag.pointers) > 0 || s.drag.moved || cancel {
		return
	}
	if i, ok := s.heapAt(x, y); ok {
		s.cursor = i
		s.point(i)
		s.changed()
		s.ask(i, false)
	}
}

// pointerLeave hides the hover's values, or shows the cursor's again.
func (s *strip) pointerLeave() {
	if len(s.drag.pointers) > 0 {
		return
	}
	if s.focus && s.cursor >= 0 {
		s.point(s.cursor)
	} else {
		s.tip(-1)
	}
}

// point shows the values of heap i above its cell, and announces them.
func (s *strip) point(i int) {
	if i < 0 || i >= s.n() {
		return
	}
	l := s.layout()
	row, col := l.at(i)
	c := float64(s.view.cell)
	s.tipAt(i, float64(col)*c+c/2-s.view.x, float64(row)*c-s.view.y)
	s.announce(s.describe(i))
}

// spread is the distance between the two pointers of a pinch.
func spread(p map[int][2]float64) float64 {
	var pts [][2]float64
	for _, v := range p {
		pts = append(pts, v)
	}
	if len(pts) < 2 {
		return 0
	}
	return max(1, math.Hypot(pts[0][0]-pts[1][0], pts[0][1]-pts[1][1]))
}
