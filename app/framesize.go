package main

import "github.com/maxence-charriere/go-app/v9/pkg/app"

// frameSizer lets a host page size an embedded figure's frame to its
// content: whenever the height of the embed's content changes, the frame
// posts {subject: "lti.frameResize", height: H} (H in CSS pixels) to the
// page that holds it, the message Canvas resizes its frames on, and the
// one the script of docs/CONFIG.md listens to (web/start.js, frameSizer,
// posts it). It draws nothing; outside a frame it does nothing.
type frameSizer struct {
	app.Compo

	sizing frameSizing // the browser's side: see framesize_js.go
}

func (f *frameSizer) Render() app.UI { return app.Span().Class("frame-sizer").Aria("hidden", "true") }

// OnMount starts watching the content's height.
func (f *frameSizer) OnMount(ctx app.Context) { f.watch() }

// OnDismount stops it.
func (f *frameSizer) OnDismount() { f.stop() }
