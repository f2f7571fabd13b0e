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
	main := app.Window().Get("document").Call("querySelector", "main")
	if !main.Truthy() {
		return
	}
	// The strip keeps the height the frame first gave it (web/stones.css):
	// the host may size the frame to the content from now on.
	app.Window().Get("document").Get("documentElement").Get("style").Call("setProperty", "--embed-vh", strconv.Itoa(w.Get("innerHeight").Int())+"px")
	s := &f.sizing
	post := func() {
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
	post()
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
