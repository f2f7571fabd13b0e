package main

import (
	"slices"

	"github.com/maxence-charriere/go-app/v9/pkg/app"

	"stones/solver"
)

// A still is an embed drawn by another Stones program of the same page. A
// course page holds many embeds, whose frames share one thread, and a frame
// that runs a Go program of its own pays go-app's start before it draws
// anything: about as much as a frame of go-app's empty page (BENCH.md, "A
// course page of eight embeds"). A frame that finds a Stones program already
// running in the page (a sibling frame, or the page that holds it) asks
// that program for its parts (web/start.js): their HTML, which the program
// renders as it renders its own (stillPage), and the strip painted into the
// frame's canvas by the same code as the live strip's (still_js.go). The
// frame starts its own program the moment the reader reaches for it, and
// the live parts then take the still's place.

// stillParts are the parts a still draws: those that a reader only looks
// at until they act, so that the still and the live parts are the same.
// The others (play, quiz, compare, the research views) start at once in a
// program of their own, as does any link with a problem to report.
// web/start.js holds the same list, so that an embed of another part
// does not wait for a program to ask.
var stillParts = []string{solver.FigurePart, solver.QuestionPart, solver.TablePart}

// stillBox is the strip's box in a still, as the frame measured it.
type stillBox struct {
	w, h  float64 // 0 until the frame measures the box
	strip *strip  // the strip rendered, which the frame's canvas is painted from
}

// stillPage renders the embed of query as a still whose strip's box is
// w × h (0 × 0: the size the pre-rendered page assumes), and returns its
// explorer and HTML. It reports false for a link that is not an embed, has
// a problem, names a part that is not a still's, or whose figure the page
// does not compute at once (answerHere): that frame runs its own program.
func stillPage(query string, w, h float64) (*explorer, string, bool) {
	c := newExplorer()
	c.still = &stillBox{w: w, h: h}
	if !c.load(query) || !c.cfg.Embed || len(c.messages()) > 0 {
		return nil, "", false
	}
	for _, p := range c.shownParts() {
		if !slices.Contains(stillParts, p) {
			return nil, "", false
		}
	}
	if !c.answerHere() || c.result == nil || len(c.messages()) > 0 {
		return nil, "", false
	}
	return c, app.HTMLString(c), true
}
