//go:build js

package main

import "github.com/maxence-charriere/go-app/v9/pkg/app"

// frameSizing is the stop of the watch of the embed's content.
type frameSizing struct {
	stop app.Value
}

// watch posts the content's height to the frame's parent once it is laid
// out and whenever it changes, when the page is in a frame: web/start.js's
// frame sizer (window.stonesSizeFrame) does, the same for the program's
// embeds as for stills.
func (f *frameSizer) watch() {
	if !app.Window().Get("stonesSizeFrame").Truthy() {
		return
	}
	// The embed's own main, which holds this sizer: go-app mounts the
	// program's first drawing before it puts it in the document, in the
	// place of the pre-rendered page, whose own main the document would
	// give (hidden, then gone: the frame was sized to nothing).
	if main := f.JSValue().Call("closest", "main"); main.Truthy() {
		f.sizing.stop = app.Window().Call("stonesSizeFrame", main)
	}
}

// stop ends the watch.
func (f *frameSizer) stop() {
	if s := f.sizing.stop; s != nil && s.Truthy() {
		s.Invoke()
		f.sizing.stop = nil
	}
}
