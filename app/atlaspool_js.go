//go:build js

package main

import (
	"github.com/maxence-charriere/go-app/v9/pkg/app"

	"stones/app/analysis"
)

// workerPool is the atlas's pool of the solver's workers, started as the
// page starts its own (worker.start), one a processor the browser reports
// (navigator.hardwareConcurrency), at most mostWorkers: each holds a
// solver of its own, some megabytes. Its workers live while the atlas
// computes; stop ends them.
type workerPool struct {
	reply   func(analysis.Message)
	workers []*worker
}

// mostWorkers is the most workers the atlas's pool starts.
const mostWorkers = 16

func newAtlasPool(reply func(analysis.Message)) atlasPool { return &workerPool{reply: reply} }

func (p *workerPool) size() int {
	n := app.Window().Get("navigator").Get("hardwareConcurrency")
	if !n.Truthy() {
		return 2
	}
	return max(1, min(n.Int(), mostWorkers))
}

func (p *workerPool) run(first int, queries [][]string, search int) {
	p.stop()
	for i, share := range queries {
		w := &worker{reply: p.reply}
		if !w.start() {
			// No workers here: the shares run in the page.
			p.stop()
			newNativePool(p.reply).run(first, queries, search)
			return
		}
		p.workers = append(p.workers, w)
		analysis.Send(w.w, analysis.Share{Job: first + i, Queries: share, Search: search})
	}
}

func (p *workerPool) stop() {
	for _, w := range p.workers {
		w.terminate()
	}
	p.workers = nil
}

// focusSelector moves the focus to the first element that selector
// matches.
func focusSelector(selector string) {
	if e := app.Window().Get("document").Call("querySelector", selector); e.Truthy() {
		e.Call("focus")
	}
}
