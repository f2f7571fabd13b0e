package main

import (
	"context"
	"time"

	"stones/app/analysis"
	"stones/solver"
	"stones/solver/game"
)

// analyst runs the page's analyses away from its rendering: in the browser
// in a Web Worker (analyst_js.go), natively and where the browser has no
// workers in this process. Its replies go to the function it was made
// with, from any goroutine; the page drops those of a superseded run.
type analyst interface {
	// analyze starts run, the analysis of cfg (see analysis.Run for
	// fallback), superseding the one before. holds is the figure of the
	// page's result (solver.Config.Figure; "" for none): a reply about the
	// same figure may leave its letters and values out (analysis.Done.Same).
	analyze(run int, cfg solver.Config, fallback bool, holds string)
	// stop ends the running analysis; it replies no more.
	stop()
	// restart ends the running analysis at once, whatever it is doing (the
	// page's Cancel): a worker is terminated and a fresh one started.
	restart()
	// explain asks why heap n of the figure of cfg has its value: question
	// ask, answered (an analysis.Explanation, or a Failure) from the last
	// result computed, without stopping the running analysis.
	explain(ask int, cfg solver.Config, n int)
}

// inProcess runs analyses in this process, one at a time.
type inProcess struct {
	reply   func(analysis.Message)
	cancel  context.CancelFunc
	session analysis.Session
}

func newInProcess(reply func(analysis.Message)) *inProcess {
	return &inProcess{reply: reply, cancel: func() {}}
}

func (p *inProcess) analyze(run int, cfg solver.Config, fallback bool, _ string) {
	p.stop()
	ctx, cancel := context.WithCancel(context.Background())
	p.cancel = cancel
	show := func(pr game.Progress) { p.reply(analysis.Progress{Kind: analysis.RunJob, N: run, Progress: pr}) }
	go func() {
		m := p.session.Analyze(ctx, run, cfg, fallback, yielder(show))
		if ctx.Err() == nil {
			p.reply(m)
		}
	}()
}

func (p *inProcess) stop() { p.cancel() }

func (p *inProcess) restart() { p.cancel() }

func (p *inProcess) explain(ask int, cfg solver.Config, n int) {
	go func() { p.reply(p.session.Explain(ask, cfg, n)) }()
}

// yielder returns a progress callback for an analysis in the page's own
// thread that keeps the page responsive. js/wasm has one thread and no
// preemption, so the analysis sleeps a millisecond whenever it has run for
// 15 ms: the browser then paints and handles input, and a new edit can
// cancel the analysis. It passes progress on to show at most ten times a
// second, and not in the first tenth of a second, so that a fast analysis
// does not flicker.
func yielder(show func(game.Progress)) func(game.Progress) {
	last, shown := time.Now(), time.Now()
	return func(p game.Progress) {
		if time.Since(last) < 15*time.Millisecond {
			return
		}
		if time.Since(shown) >= 100*time.Millisecond {
			show(p)
			shown = time.Now()
		}
		time.Sleep(time.Millisecond)
		last = time.Now()
	}
}
