//go:build js

package main

import (
	"fmt"

	"github.com/maxence-charriere/go-app/v9/pkg/app"
)

// lastStill is the still this program drew last: a frame asks for its
// HTML, then, once it has measured its strip's box, for the HTML at that
// size and for the strip painted into its canvas, and on paper for the
// strip's print block. The explorer is kept between these asks.
var lastStill struct {
	query string
	w, h  float64
	page  *explorer
	html  string
}

// serveStills offers the page's program to the other Stones frames of the
// page: window.stonesStill(ask), which web/start.js calls from a frame of
// the same origin, on the thread the frames share. ask is {query, width,
// height} and at most one of canvas (the frame's strip canvas, painted
// here) and print (the frame's address, for the strip's print block). It
// returns the still's HTML, the print block's, "drawn" once the canvas is
// painted, "" when the frame must run its own program (stillPage), or
// "wait" while this page's own start is under way, which the ask may not
// interrupt.
func serveStills() {
	w := app.Window()
	if w.Get("stonesStill").Truthy() {
		return
	}
	w.Set("stonesStill", app.FuncOf(func(this app.Value, args []app.Value) (answer any) {
		// A still must never end the program that draws it, which is
		// the page's first embed: a failure is reported, and the frame
		// that asked runs its own program.
		defer func() {
			if r := recover(); r != nil {
				app.Window().Get("console").Call("error", "stones: a still failed: "+fmt.Sprint(r))
				lastStill.page = nil
				answer = ""
			}
		}()
		if len(args) == 0 || !args[0].Truthy() {
			return ""
		}
		return still(args[0])
	}))
}

// still answers one ask of serveStills.
func still(ask app.Value) string {
	if starting {
		return "wait"
	}
	query := ask.Get("query").String()
	w, h := ask.Get("width").Float(), ask.Get("height").Float()
	s := &lastStill
	if s.page == nil || s.query != query || s.w != w || s.h != h {
		s.page = nil
		page, html, ok := stillPage(query, w, h)
		if !ok {
			return ""
		}
		s.query, s.w, s.h, s.page, s.html = query, w, h, page, html
	}
	st := s.page.still.strip
	if cv := ask.Get("canvas"); cv.Truthy() {
		if st == nil {
			return ""
		}
		st.canvas = canvasState{cv: cv, ctx: cv.Call("getContext", "2d")}
		st.draw()
		return "drawn"
	}
	if href := ask.Get("print"); href.Truthy() {
		if st == nil || st.Result == nil || st.n() == 0 {
			return ""
		}
		return st.printHTML(href.String())
	}
	return s.html
}
