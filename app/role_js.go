//go:build js

package main

import (
	"runtime/debug"
	"syscall/js"

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
