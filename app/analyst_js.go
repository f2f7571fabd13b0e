//go:build js

package main

import (
	"syscall/js"

	"stones/app/analysis"
	"stones/solver"
)

// workerScript runs this program, as the page's solver, in a worker; its
// first message is the page's compiled program (window.stonesModule, which
// the page's start keeps: web/start.js), or undefined, and then the
// worker fetches app.wasm itself. The page's start starts the first worker
// (window.stonesWorker); a restart starts another.
const workerScript = "/web/solver-worker.js"

// newAnalyst returns the analyst of the page: the solver's Web Worker, or
// where the browser cannot start one (a page opened from a file), this
// thread.
func newAnalyst(reply func(analysis.Message)) analyst {
	w := &worker{reply: reply}
	if lazyWorker() {
		return w // the first message starts its worker (wake)
	}
	if !w.start() {
		return newInProcess(reply)
	}
	return w
}

// lazyWorker reports whether the page's analyst starts its worker only
// when it first needs it: in an embed whose start left it none, having
// taken a sibling frame's compiled program (web/start.js).
func lazyWorker() bool {
	g := js.Global()
	return g.Get("Worker").Truthy() && g.Get("stonesDeferGo").Truthy() && !g.Get("stonesWorker").Truthy()
}

// worker is the solver's Web Worker, speaking the protocol of package
// analysis. Should it fail to start, the analyses run in the page.
type worker struct {
	reply func(analysis.Message)
	w     js.Value
	funcs []js.Func
	local *inProcess // set once the worker failed: the analyses run here
	// deferred: the worker's program waits for {go}, which the first
	// message to it brings. An embed's start leaves its worker so
	// (web/start.js): most embeds answer their figure in the page, and a
	// course page of many then runs one Go program for each, not two.
	deferred bool
	asking   struct { // the running run, to run again if the worker fails
		run      int
		cfg      solver.Config
		fallback bool
		holds    string
		on       bool
	}
}

// start creates the worker and reports whether it could.
func (w *worker) start() (ok bool) {
	defer func() {
		if recover() != nil {
			ok = false
		}
	}()
	if !js.Global().Get("Worker").Truthy() {
		return false
	}
	// The first worker was started by the page's start, before this
	// program, and compiled it (web/start.js).
	fresh := js.Global().Get("stonesWorker")
	if fresh.Truthy() {
		js.Global().Set("stonesWorker", js.Undefined())
		if fresh.Get("stonesFailed").Truthy() {
			fresh.Call("terminate")
			return false
		}
		w.w = fresh
		w.deferred = js.Global().Get("stonesDeferGo").Truthy()
	} else {
		w.w = js.Global().Get("Worker").New(workerScript)
		analysis.Send(w.w, analysis.Program{})
	}
	w.listen()
	return true
}

// lazy reports whether there is no worker yet, and the first message
// starts one (wake). An embed that took a sibling frame's compiled
// program was started with none (web/start.js), and starts one only when
// first needed: a worker that waits still costs the browser a few
// megabytes.
func (w *worker) lazy() bool { return w.local == nil && w.w.IsUndefined() }

// wake starts the worker of a lazy analyst, or where it cannot, runs the
// analyses in the page.
func (w *worker) wake() {
	if w.lazy() && !w.start() {
		w.local = newInProcess(w.reply)
	}
}

// listen takes the worker's messages and errors.
func (w *worker) listen() {
	onMessage := js.FuncOf(func(_ js.Value, args []js.Value) any {
		m, err := analysis.Read(args[0].Get("data"))
		if _, failed := m.(analysis.Failed); failed || err != nil {
			w.fail()
			return nil
		}
		if ended(m) {
			w.asking.on = false
		}
		w.reply(m)
		return nil
	})
	onError := js.FuncOf(func(_ js.Value, args []js.Value) any {
		args[0].Call("preventDefault")
		w.fail()
		return nil
	})
	w.w.Set("onmessage", onMessage)
	w.w.Set("onerror", onError)
	w.funcs = []js.Func{onMessage, onError}
}

// fail gives up the worker: this analysis and the next run in the page.
func (w *worker) fail() {
	if w.local != nil {
		return
	}
	w.terminate()
	w.local = newInProcess(w.reply)
	if a := w.asking; a.on {
		w.local.analyze(a.run, a.cfg, a.fallback, a.holds)
	}
}

func (w *worker) analyze(run int, cfg solver.Config, fallback bool, holds string) {
	w.wake()
	if w.local != nil {
		w.local.analyze(run, cfg, fallback, holds)
		return
	}
	w.asking.run, w.asking.cfg, w.asking.fallback, w.asking.holds, w.asking.on = run, cfg, fallback, holds, true
	w.send(analysis.Analyze{Run: run, Query: cfg.Query(), Fallback: fallback, Holds: holds})
}

func (w *worker) stop() {
	if w.local != nil {
		w.local.stop()
		return
	}
	if w.asking.on {
		w.asking.on = false
		w.send(analysis.Stop{Run: w.asking.run})
	}
}

func (w *worker) restart() {
	if w.local != nil {
		w.local.restart()
		return
	}
	if w.lazy() {
		return // no worker yet: nothing runs
	}
	w.asking.on = false
	w.terminate()
	if !w.start() {
		w.local = newInProcess(w.reply)
	}
}

func (w *worker) explain(ask int, cfg solver.Config, n int) {
	w.wake()
	if w.local != nil {
		w.local.explain(ask, cfg, n)
		return
	}
	w.send(analysis.Question{Ask: ask, Query: cfg.Query(), Heap: n})
}

// send posts m to the worker, first starting its program if it waits.
func (w *worker) send(m analysis.Message) {
	if w.deferred {
		w.deferred = false
		analysis.Send(w.w, analysis.Go{})
	}
	analysis.Send(w.w, m)
}

// terminate ends the worker at once and releases its handlers. A message
// the worker posted before its end may still be waiting in the page's
// queue: the handlers are taken off the worker first, so that such a
// message finds none rather than a released function (an error on the
// console, "call to released function").
func (w *worker) terminate() {
	if w.w.IsUndefined() {
		return
	}
	w.w.Call("terminate")
	w.w.Set("onmessage", js.Null())
	w.w.Set("onerror", js.Null())
	for _, f := range w.funcs {
		f.Release()
	}
	w.funcs = nil
}

// ended reports whether m ends a run: its Done or its Failure.
func ended(m analysis.Message) bool {
	switch m := m.(type) {
	case analysis.Done:
		return true
	case analysis.Failure:
		return m.Kind == analysis.RunJob
	}
	return false
}
