package main

import (
	"context"

	"stones/app/analysis"
	"stones/solver"
	"stones/solver/game"
)

// researcher computes the growth and digits views' jobs away from the
// page's rendering: in the browser in a Web Worker of their own
// (researcher_js.go), natively and where the browser has no workers in
// this process. Its replies go to the function it was made with, from any
// goroutine.
type researcher interface {
	// run starts job, what the view of query counts
	// (analysis.Researcher.Research), superseding the one before.
	run(job int, query string)
	// stop ends the running job at once, whatever it is doing, and frees
	// what the researcher holds; it replies no more.
	stop()
}

// localResearcher runs the jobs in this process, one at a time.
type localResearcher struct {
	reply  func(analysis.Message)
	cancel context.CancelFunc
	work   *analysis.Researcher // a fresh one after stop, so that a job still ending keeps its own
}

func newLocalResearcher(reply func(analysis.Message)) *localResearcher {
	return &localResearcher{reply: reply, cancel: func() {}, work: new(analysis.Researcher)}
}

func (p *localResearcher) run(job int, query string) {
	p.cancel()
	ctx, cancel := context.WithCancel(context.Background())
	p.cancel = cancel
	work := p.work
	go func() {
		cfg, err := solver.ParseConfig(query)
		var m analysis.Message = analysis.Failure{Kind: analysis.ResearchJob, N: job, Err: err}
		if err == nil {
			show := func(pr game.Progress) { p.reply(analysis.Progress{Kind: analysis.ResearchJob, N: job, Progress: pr}) }
			m = work.Research(ctx, job, cfg, yielder(show))
		}
		if ctx.Err() == nil {
			p.reply(m)
		}
	}()
}

func (p *localResearcher) stop() {
	p.cancel()
	p.work = new(analysis.Researcher)
}
