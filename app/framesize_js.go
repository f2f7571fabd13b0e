//go:build js

package main

import (
	"math"
	"strconv"
	"strings"

	"github.com/maxence-charriere/go-app/v9/pkg/app"
)

// frameSizing is the observer of the embed's content and the last height
// posted.
type frameSizing struct {
	observer app.Value
	onResize app.Func
	last     int
}

// watch posts the content's height to the frame's parent now and whenever
// it changes, when the page is in a frame.
func (f *frameSizer) watch() {
	w := app.Window().JSValue()
	parent := w.Get("parent")
	ro := w.Get("ResizeObserver")
	if !parent.Truthy() || parent.Equal(w) || !ro.Truthy() {
		return
	}
	// The embed's own main, which holds this sizer: go-app mounts the
	// program's first drawing before it puts it in the document, in the
	// place of the pre-rendered page, whose own main the document would
	// give (hidden, then gone: the frame was sized to nothing).
	main := f.JSValue().Call("closest", "main")
	if !main.Truthy() {
		return
	}
	// The strip keeps the height the frame first gave it (web/stones.css):
	// the host may size the frame to the content from now on. A still
	// drawn before (web/start.js) has set it already.
	style := app.Window().Get("document").Get("documentElement").Get("style")
	if style.Call("getPropertyValue", "--embed-vh").String() == "" {
		style.Call("setProperty", "--embed-vh", strconv.Itoa(w.Get("innerHeight").Int())+"px")
	}
	s := &f.sizing
	post := func() {
		// Not in the document yet, the content has no height: the frame
		// keeps the height it was given until the observer next calls,
		// once the content is laid out (in a frame out of view the
		// browser may hold that back until the frame nears the view).
		if !main.Get("isConnected").Bool() {
			return
		}
		// The content's bottom, margins included: the document's own
		// height would never fall below the frame's.
		body := app.Window().Get("document").Get("body")
		margin := app.Window().Call("getComputedStyle", body).Get("marginBottom").String()
		h := int(math.Ceil(main.Call("getBoundingClientRect").Get("bottom").Float() + w.Get("scrollY").Float() + cssPixels(margin)))
		if h == s.last || h <= 0 {
			return
		}
		s.last = h
		parent.Call("postMessage", map[string]any{"subject": frameResize, "height": h}, "*")
	}
	s.onResize = app.FuncOf(func(this app.Value, args []app.Value) any {
		post()
		return nil
	})
	s.observer = ro.New(s.onResize)
	s.observer.Call("observe", main)
	// The first height is posted in a task after this drawing: mounted,
	// the content is not in the document yet, and the stylesheet hides it
	// until the loader goes (web/start.js, at the end of this task). The
	// observer alone would not do: in a frame out of view the browser
	// holds its calls back until the frame nears the view, and the frame
	// would keep a height of nothing until then.
	w.Call("setTimeout", s.onResize, 0)
}

// stop disconnects the observer.
func (f *frameSizer) stop() {
	if s := &f.sizing; s.observer != nil && s.observer.Truthy() {
		s.observer.Call("disconnect")
		s.onResize.Release()
		s.observer = nil
	}
}

// cssPixels reads a computed length in pixels ("8px"), 0 for anything
// else.
func cssPixels(v string) float64 {
	px, err := strconv.ParseFloat(strings.TrimSuffix(v, "px"), 64)
	if err != nil {
		return 0
	}
	return px
}
