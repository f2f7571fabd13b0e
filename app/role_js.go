//go:build js

package main

import (
	"runtime/debug"
	"syscall/js"
	"time"

	"github.com/maxence-charriere/go-app/v9/pkg/app"

	"stones/app/nexttask"
	solverworker "stones/app/worker"
)

// runWorker runs the solver's side of the page (package worker) when this
// program was started in a Web Worker (web/solver-worker.js), where there
// is no document, and then never returns; in the page it returns at once.
// One program plays both parts so that a visitor downloads one Go runtime:
// the worker compiles it and hands the module to the page
// (web/start.js).
func runWorker() {
	if js.Global().Get("document").IsUndefined() {
		// The page collects its heap less often (native_js.go); the
		// worker's analyses hold large tables, so it keeps Go's default.
		debug.SetGCPercent(100)
		solverworker.Run()
	}
}

// startSlice is how long a task of the page's start runs before it ends
// and the start goes on in a new one (nexttask.Slice). Lighthouse's slow
// phone counts a task four times longer and blocking from 50 ms: a task
// of this length, even stretched twice on the clock by other threads
// taking the core, counts nothing.
const startSlice = 4 * time.Millisecond

// startPageTask ends the page's current task and continues in a new one:
// main calls it once the runtime and the packages are initialised (the
// program's first task), so that go-app's start runs in a task of its
// own, and OnInit again before it reads the link; the page's first drawing
// is sliced further (pauseAtStart).
func startPageTask() { nexttask.Wait() }

// pauseAtStart continues the page's start in a new task when the current
// one has run startSlice or more (nexttask.Slice). It is called where a
// pause changes nothing the browser may draw meanwhile: before a drawing
// of the page begins; inside the drawing of a part new to the page, which
// go-app builds apart from the document and puts in place at its end
// (pauseMounting: the first drawing is one, put in the pre-rendered
// page's place); between the steps of the start's work; and between the
// strip's canvas' layers. A later drawing of a part already drawn changes
// the document as it goes, and a pause there would show half of it (the
// figure's card without its strip, which moved what is below it).
func pauseAtStart() {
	if starting {
		nexttask.Slice(startSlice)
	}
}

// pauseMounting pauses the drawing of a part of the page that is not in
// the document yet (pauseAtStart): go-app builds it apart and puts it in
// place at the end. It does not pause inside the drawing of a figure that
// came from the worker (inPlace).
func pauseMounting(c app.Composer) {
	if starting && !inPlace && !c.Mounted() {
		nexttask.Slice(startSlice)
	}
}
