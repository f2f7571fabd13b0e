//go:build js

package main

import (
	"runtime/debug"
	"syscall/js"

	"stones/app/nexttask"
	solverworker "stones/app/worker"
)

// runWorker runs the solver's side of the page (package worker) when this
// program was started in a Web Worker (web/solver-worker.js), where there
// is no document, and then never returns; in the page it returns at once.
// One program plays both parts so that a visitor downloads one Go runtime:
// the page hands its compiled module to the worker.
func runWorker() {
	if js.Global().Get("document").IsUndefined() {
		// The page collects its heap less often (native_js.go); the
		// worker's analyses hold large tables, so it keeps Go's default.
		debug.SetGCPercent(100)
		solverworker.Run()
	}
}

// startPageTask ends the page's current task and continues in a new one:
// the packages' initialisation runs in the tasks that start the program
// (package nexttask), go-app's start and the page's first drawing in the
// next ones (pauseAtStart). On the page's one thread, and on the slow
// phone that Lighthouse simulates (every task four times longer), short
// tasks are counted little, and the browser may paint or answer input
// between them.
func startPageTask() { nexttask.Wait() }

// pauseAtStart ends the page's current task and continues in a new one
// while the page's start is drawn (starting): each drawing of the page
// begins in a task of its own, before it changes anything.
func pauseAtStart() {
	if starting {
		nexttask.Wait()
	}
}

// pauseInFirstDrawing ends the page's current task in the middle of its
// first drawing, which go-app builds apart from the document and puts in
// the pre-rendered page's place at its end: the browser shows the
// pre-rendered page meanwhile. A later drawing changes the document as it
// goes, and a pause there would show half of it (the figure's card
// without its strip, which moved what is below it).
func pauseInFirstDrawing() {
	if starting && drawingFirst {
		nexttask.Wait()
	}
}
