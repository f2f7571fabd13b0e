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

// startPageTask ends the page's current task and continues in a new one:
// the Go runtime's start and the packages' initialisation run in the task
// that starts the program, go-app's start and the page's first drawing in
// the next. On the page's one thread, and on the slow phone that
// Lighthouse simulates (every task four times longer), that is two tasks
// of half the length, and the browser may paint or answer input between
// them. Blocked on the timeout, the Go program returns to the browser,
// which calls it again from the timeout's task.
func startPageTask() {
	next := make(chan struct{})
	var f js.Func
	f = js.FuncOf(func(js.Value, []js.Value) any {
		f.Release()
		close(next)
		return nil
	})
	js.Global().Call("setTimeout", f, 0)
	<-next
}
