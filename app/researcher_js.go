//go:build js

package main

import "stones/app/analysis"

// workerResearcher runs the growth and digits views' jobs in a worker of
// the solver's own, started with the first job and kept while the view
// stays open, so that a change of base counts the heaps it holds; a Cancel
// or the view's closing ends it. Without workers, the jobs run in the page.
type workerResearcher struct {
	reply func(analysis.Message)
	w     *worker
	local *localResearcher
}

func newResearcher(reply func(analysis.Message)) researcher { return &workerResearcher{reply: reply} }

func (r *workerResearcher) run(job int, query string) {
	if r.local == nil && r.w == nil {
		r.w = &worker{reply: r.reply}
		if !r.w.start() {
			r.w, r.local = nil, newLocalResearcher(r.reply)
		}
	}
	if r.local != nil {
		r.local.run(job, query)
		return
	}
	analysis.Send(r.w.w, analysis.Research{Job: job, Query: query})
}

func (r *workerResearcher) stop() {
	if r.local != nil {
		r.local.stop()
	}
	if r.w != nil {
		r.w.terminate()
		r.w = nil
	}
}
