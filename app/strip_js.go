//go:build js

package main

import (
	"cmp"
	"math"
	"slices"
	"strconv"
	"strings"
	"unsafe"

	"github.com/maxence-charriere/go-app/v9/pkg/app"
)

// canvasState is the browser's side of the strip: the canvas, its
// listeners, and the image its cells are painted into.
type canvasState struct {
	ui      app.Context
	root    app.Value // the strip's element
	cv      app.Value // the canvas
	ctx     app.Value // its 2D context
	tipEl   app.Value
	liveEl  app.Value
	undo    []func() // removes the listeners
	frame   app.Func // the draw at the next frame
	pending bool     // a frame is requested
	buf     []byte   // the pixels, dw×dh RGBA
	arr     app.Value
	img     app.Value
	dw, dh  int
	painted paintedCells // what img's pixels show
	pal     palette
	palOK   bool   // pal is read from the current theme
	frames  int    // frames drawn, for the redraw benchmark
	font    string // the context's font, to set it only when it changes
	fill    string // the context's fill style, alike
	drawing bool   // a drawing is under way (it may pause at the start)
	// In a frame the strip is courteous to the page around it: the wheel
	// and touch scroll that page until the reader clicks into or focuses
	// the canvas (engaged), and Esc or leaving the canvas gives them back.
	framed, engaged bool
}

// mount finds the canvas, listens to its events, to the box's size and to
// the theme, and draws the first frame.
func (s *strip) mount(ctx app.Context) {
	c := &s.canvas
	c.ui = ctx
	c.root = s.JSValue()
	c.cv = c.root.Call("querySelector", "canvas")
	c.tipEl = c.root.Call("querySelector", ".strip-tip")
	c.liveEl = c.root.Call("querySelector", "#strip-live")
	c.ctx = c.cv.Call("getContext", "2d")
	box := c.root.Call("querySelector", ".strip-view")
	cv := c.cv
	listen := func(target app.Value, name string, passive bool, fn func(e app.Value)) {
		f := app.FuncOf(func(this app.Value, args []app.Value) any {
			fn(args[0])
			return nil
		})
		opts := map[string]any{"passive": passive}
		target.Call("addEventListener", name, f, opts)
		c.undo = append(c.undo, func() { target.Call("removeEventListener", name, f, opts); f.Release() })
	}
	at := func(e app.Value) (float64, float64) { return e.Get("offsetX").Float(), e.Get("offsetY").Float() }
	w := app.Window().JSValue()
	c.framed = w.Get("parent").Truthy() && !w.Get("parent").Equal(w)
	engage := func(on bool) {
		if !c.framed {
			return
		}
		c.engaged = on
		touch := "pan-x pan-y" // the page scrolls under a finger
		if on {
			touch = "none" // the strip pans and pinches
		}
		cv.Get("style").Set("touchAction", touch)
	}
	engage(false)
	listen(cv, "keydown", false, func(e app.Value) {
		if e.Get("key").String() == "Escape" {
			engage(false)
		}
		if e.Get("ctrlKey").Bool() || e.Get("metaKey").Bool() || e.Get("altKey").Bool() {
			return
		}
		if !s.focus { // a focus event may not have come: a window without the system's focus
			s.focused(true)
		}
		if s.key(e.Get("key").String()) {
			e.Call("preventDefault")
		}
	})
	listen(cv, "focus", true, func(app.Value) { engage(true); s.focused(true) })
	listen(cv, "blur", true, func(app.Value) { engage(false); s.focused(false) })
	listen(cv, "wheel", false, func(e app.Value) {
		if c.framed && !c.engaged {
			return // the page around the frame scrolls
		}
		x, y := at(e)
		dx, dy := e.Get("deltaX").Float(), e.Get("deltaY").Float()
		if e.Get("deltaMode").Int() == 1 { // lines
			dx, dy = dx*16, dy*16
		}
		if e.Get("shiftKey").Bool() && dx == 0 {
			dx, dy = dy, 0
		}
		if s.wheel(x, y, dx, dy, e.Get("ctrlKey").Bool() || e.Get("metaKey").Bool()) {
			e.Call("preventDefault")
		}
	})
	listen(cv, "pointerdown", true, func(e app.Value) {
		if e.Get("button").Int() != 0 {
			return
		}
		if e.Get("pointerType").String() != "touch" {
			engage(true) // a finger engages by a tap, not by the scroll it may start
		}
		id := e.Get("pointerId")
		cv.Call("setPointerCapture", id)
		x, y := at(e)
		s.pointerDown(id.Int(), x, y)
	})
	listen(cv, "pointermove", true, func(e app.Value) {
		x, y := at(e)
		s.pointerMove(e.Get("pointerId").Int(), x, y, e.Get("pointerType").String() == "mouse")
	})
	for _, name := range []string{"pointerup", "pointercancel"} {
		listen(cv, name, true, func(e app.Value) {
			if e.Get("type").String() == "pointerup" && e.Get("pointerType").String() == "touch" {
				engage(true)
			}
			x, y := at(e)
			s.pointerUp(e.Get("pointerId").Int(), x, y, e.Get("type").String() == "pointercancel")
		})
	}
	listen(cv, "pointerleave", true, func(e app.Value) {
		if e.Get("pointerType").String() == "mouse" {
			s.pointerLeave()
		}
	})
	// The theme's palette: the site fires stones-theme when it changes.
	listen(app.Window().JSValue(), "stones-theme", true, func(app.Value) {
		c.palOK = false
		s.scheduleDraw()
	})
	// Paper: the print block gets the figure's vector drawing, its link and
	// caption while the browser prepares to print (print.go).
	listen(app.Window().JSValue(), "beforeprint", true, func(app.Value) { s.fillPrint() })
	measure := func() {
		s.resized(box.Get("clientWidth").Float(), box.Get("clientHeight").Float())
		s.scheduleDraw()
	}
	c.frame = app.FuncOf(func(this app.Value, args []app.Value) any {
		c.pending = false
		if starting {
			// At the start the drawing runs on go-app's goroutine, where
			// it may pause between its parts (pauseAtStart): a function
			// that JavaScript calls may not.
			c.ui.Dispatch(func(ctx app.Context) {
				ctx.PreventUpdate()
				s.draw()
			})
			return nil
		}
		s.draw()
		return nil
	})
	// The box is measured when the browser has laid the page out: the
	// observer's first call comes in the frame that shows the strip's box.
	// Read in this task, its size would force a layout of the whole page
	// into the task that mounts the figure.
	if ro := app.Window().Get("ResizeObserver"); ro.Truthy() {
		f := app.FuncOf(func(this app.Value, args []app.Value) any {
			// The observer is called once the browser has laid the frame
			// out and before it paints it: the canvas drawn here is in
			// that frame, not the next (an embed of a course page shows
			// its figure a frame sooner). At the start the drawing waits
			// for go-app's goroutine (scheduleDraw), where it may pause.
			if s.resized(box.Get("clientWidth").Float(), box.Get("clientHeight").Float()); starting {
				s.scheduleDraw()
			} else {
				s.draw()
			}
			ctx.Dispatch(func(app.Context) { s.Update() })
			return nil
		})
		obs := ro.New(f)
		obs.Call("observe", box)
		c.undo = append(c.undo, func() { obs.Call("disconnect"); f.Release() })
		return
	}
	measure()
	ctx.Defer(func(app.Context) { s.Update() })
}

// unmount removes the listeners.
func (s *strip) unmount() {
	for _, f := range s.canvas.undo {
		f()
	}
	s.canvas.undo = nil
}

// scheduleDraw draws the canvas at the next frame, once however often it is
// asked.
func (s *strip) scheduleDraw() {
	c := &s.canvas
	if c.pending || c.ui == nil {
		return
	}
	c.pending = true
	app.Window().Call("requestAnimationFrame", c.frame)
}

// palette is the strip's colours in the page's current theme.
func (s *strip) palette() palette {
	if c := &s.canvas; !c.palOK {
		doc := app.Window().Get("document")
		if c.cv != nil && c.cv.Truthy() {
			doc = c.cv.Get("ownerDocument") // a still's, in its own frame
		}
		c.pal, c.palOK = readPalette(doc), true
	}
	return s.canvas.pal
}

// draw paints the view: the cells as one image of device pixels, then the
// labels and marks in view.
//
// At the page's start it pauses between its parts (pauseAtStart): the
// browser may then show the cells before their labels for a frame. A
// frame that comes meanwhile draws once this drawing is over.
func (s *strip) draw() {
	c := &s.canvas
	if !c.cv.Truthy() || s.Result == nil || s.n() == 0 {
		return
	}
	if c.drawing {
		s.scheduleDraw()
		return
	}
	c.drawing = true
	defer func() { c.drawing = false }()
	pauseAtStart()
	dpr := math.Max(1, app.Window().Get("devicePixelRatio").Float())
	dw, dh := int(math.Round(s.view.w*dpr)), int(math.Round(s.view.h*dpr))
	if dw <= 0 || dh <= 0 {
		return
	}
	if dw != c.dw || dh != c.dh {
		c.cv.Set("width", dw)
		c.cv.Set("height", dh)
		c.dw, c.dh = dw, dh
		c.buf = make([]byte, dw*dh*4)
		c.arr = app.Window().Get("Uint8ClampedArray").New(dw * dh * 4)
		c.img = app.Window().Get("ImageData").New(c.arr, dw, dh)
		c.font, c.fill = "", ""
	}
	d := s.drawing()
	l := s.layout()
	pauseAtStart()
	// The marks (an edit of n moves the one of the heap asked) are drawn
	// over the cells: cells that have not changed are not painted again.
	if k := cellsOf(s.view, l, d, dw, dh, dpr); k != c.painted {
		paint(c.buf, dw, dh, dpr, s.view, l, d)
		pauseAtStart()
		app.CopyBytesToJS(c.arr, c.buf)
		c.painted = k
	}
	g := c.ctx
	g.Call("setTransform", 1, 0, 0, 1, 0, 0)
	g.Call("putImageData", c.img, 0, 0)
	g.Call("setTransform", dpr, 0, 0, dpr, 0, 0)
	m := overlay(s.view, l, d)
	g.Set("textAlign", "center")
	g.Set("textBaseline", "middle")
	// One font and one colour at a time: fewer calls into the canvas.
	slices.SortStableFunc(m.labels, func(a, b label) int {
		return cmp.Or(compareFonts(a, b), slices.Compare(a.ink[:], b.ink[:]))
	})
	for i, lb := range m.labels {
		if i%32 == 31 {
			pauseAtStart()
		}
		if f := labelFont(lb); f != c.font {
			g.Set("font", f)
			c.font = f
		}
		if f := cssColour(lb.ink); f != c.fill {
			g.Set("fillStyle", f)
			c.fill = f
		}
		g.Call("fillText", lb.text, lb.x, lb.y)
	}
	rule := cssColour(d.pal.rule)
	if len(m.rings) > 0 {
		g.Set("fillStyle", "#ffffff")
		g.Set("strokeStyle", rule)
		g.Set("lineWidth", 2)
		for _, r := range m.rings {
			g.Call("beginPath")
			g.Call("arc", r.x+r.w/2, r.y+r.h/2, r.w/2, 0, 2*math.Pi)
			g.Call("fill")
			g.Call("stroke")
		}
		c.fill = "#ffffff"
	}
	if b := m.asked; b != nil {
		g.Set("lineWidth", 3)
		g.Set("strokeStyle", rule)
		g.Call("strokeRect", b.x-1.5, b.y-1.5, b.w+3, b.h+3)
		g.Set("lineWidth", 1)
		g.Set("strokeStyle", "#ffffff")
		g.Call("strokeRect", b.x+0.5, b.y+0.5, b.w-1, b.h-1)
	}
	if b := m.cursor; b != nil && s.focus {
		g.Set("lineWidth", 2)
		g.Set("strokeStyle", cssColour(d.pal.mark))
		g.Call("setLineDash", []any{4, 3})
		g.Call("strokeRect", b.x-3.5, b.y-3.5, b.w+7, b.h+7)
		g.Call("setLineDash", []any{})
	}
	c.frames++
	c.cv.Get("ownerDocument").Get("defaultView").Set("stonesStripFrames", c.frames)
	if c.frames == 1 {
		// The figure is on the screen: the browser tests of embeds,
		// which read the frame's document, wait for this mark.
		c.cv.Get("dataset").Set("drawn", "")
	}
}

// paintedCells is what paint's pixels depend on: the view, the layout, the
// canvas' size, and the colours of the heaps (their letters and values
// known by their arrays, which a result about the same figure keeps).
type paintedCells struct {
	view     stripView
	layout   stripLayout
	dw, dh   int
	dpr      float64
	outcomes *byte
	n        int
	nim      *uint32
	scale    *nimStep
	pal      palette
}

// cellsOf returns what the pixels of d in view v of layout l show.
func cellsOf(v stripView, l stripLayout, d *drawing, dw, dh int, dpr float64) paintedCells {
	return paintedCells{view: v, layout: l, dw: dw, dh: dh, dpr: dpr,
		outcomes: unsafe.StringData(d.outcomes), n: len(d.outcomes),
		nim: unsafe.SliceData(d.nim), scale: unsafe.SliceData(d.scale.steps), pal: d.pal}
}

// compareFonts orders labels by their font (labelFont), without writing
// it out.
func compareFonts(a, b label) int {
	key := func(lb label) int {
		k := int(math.Round(lb.size * 2))
		if lb.mono {
			k |= 1 << 30
		}
		if lb.bold {
			k |= 1 << 29
		}
		return k
	}
	return cmp.Compare(key(a), key(b))
}

// labelFont is the CSS font of a label.
func labelFont(lb label) string {
	family := "system-ui, sans-serif"
	if lb.mono {
		family = "ui-monospace, monospace"
	}
	weight := "400 "
	if lb.bold {
		weight = "700 "
	}
	return weight + strconv.FormatFloat(math.Round(lb.size*2)/2, 'f', -1, 64) + "px " + family
}

// readPalette reads the strip's colours from the theme of doc, the
// document of the canvas: its stylesheet's custom properties on the root
// element. A still (still.go) is painted into another frame's document.
func readPalette(doc app.Value) palette {
	p := lightPalette()
	style := doc.Get("defaultView").Call("getComputedStyle", doc.Get("documentElement"))
	probe := doc.Call("createElement", "canvas").Call("getContext", "2d")
	read := func(name string, into *rgba) {
		v := strings.TrimSpace(style.Call("getPropertyValue", name).String())
		if v == "" {
			return
		}
		probe.Set("fillStyle", "#000000")
		probe.Set("fillStyle", v)
		if c, ok := parseColour(probe.Get("fillStyle").String()); ok {
			*into = c
		}
	}
	for _, o := range []struct {
		letter byte
		name   string
	}{{'P', "--p"}, {'N', "--n"}, {'L', "--l"}, {'R', "--r"}, {'-', "--none"}} {
		read(o.name, &p.fill[o.letter])
		read(o.name+"-ink", &p.ink[o.letter])
	}
	read("--card", &p.bg)
	read("--ink", &p.rule)
	read("--accent", &p.mark)
	return p
}

// tip hides the tooltip (i < 0).
func (s *strip) tip(i int) {
	if c := &s.canvas; i < 0 && c.tipEl.Truthy() {
		c.tipEl.Get("classList").Call("remove", "shown")
	}
}

// tipAt shows the values of heap i in the tooltip, above the point (x, y)
// of the box.
func (s *strip) tipAt(i int, x, y float64) {
	c := &s.canvas
	if !c.tipEl.Truthy() {
		return
	}
	c.tipEl.Set("textContent", s.describe(i))
	st := c.tipEl.Get("style")
	st.Set("left", strconv.FormatFloat(math.Max(0, math.Min(x, s.view.w)), 'f', 1, 64)+"px")
	st.Set("top", strconv.FormatFloat(math.Max(0, y), 'f', 1, 64)+"px")
	c.tipEl.Get("classList").Call("add", "shown")
}

// announce says text in the strip's live region.
func (s *strip) announce(text string) {
	if c := &s.canvas; c.liveEl.Truthy() {
		c.liveEl.Set("textContent", text)
	}
}
