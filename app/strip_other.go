//go:build !js

package main

import "github.com/maxence-charriere/go-app/v9/pkg/app"

// canvasState is empty outside the browser: the pre-rendered page and the
// component tests draw no canvas, only the strip's box and its text (see
// strip_js.go for the browser's side).
type canvasState struct {
	ui app.Context // nil: nothing is scheduled outside the browser
}

func (s *strip) mount(app.Context)           {}
func (s *strip) unmount()                    {}
func (s *strip) scheduleDraw()               {}
func (s *strip) tip(int)                     {}
func (s *strip) tipAt(int, float64, float64) {}
func (s *strip) announce(string)             {}

// palette is the light theme's outside the browser.
func (s *strip) palette() palette { return lightPalette() }
