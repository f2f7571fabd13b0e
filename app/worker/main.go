//go:build js

// Package worker is the solver of the Stones page, run in a Web Worker
// (web/solver-worker.js): the page's own thread must never wait for a long
// analysis. It is not a program of its own: the page's WebAssembly
// (app.wasm), started in the worker, runs Run instead of the page, so that
// a visitor downloads and compiles one Go program, once (app/main.go).
//
// Run sets self.stonesAnalyze(message), which the worker script calls with
// each message of the page: an Analyze starts a run (superseding the one
// before), a Stop stops the running one, a Question is answered at once
// from the last result without stopping the running run, a Share computes
// the periods of a share of the atlas's games, and a Research computes the
// growth or digits view (superseding the research job before it). It
// answers with self.postMessage: progress at most every 100 ms, then the
// end. The whole protocol is in package stones/app/analysis (message.go).
package worker

import (
	"context"
	"syscall/js"
	"time"

	"stones/app/analysis"
	"stones/solver"
	"stones/solver/game"
)

// Progress is posted at most this often, the first one this soon after the
// start (at the solver's first step after it), so that the page shows the
// meter within about 100 ms; an analysis faster than that posts none. Each
// post also yields to the worker's event loop for a millisecond, so that a
// newer run's message arrives and cancels the running one.
const (
	progressEvery = 100 * time.Millisecond
	progressFirst = 20 * time.Millisecond
)

// Run answers the page's messages for as long as the worker lives; it
// never returns.
func Run() {
	stop, stopResearch := func() {}, func() {}
	js.Global().Set("stonesAnalyze", js.FuncOf(func(_ js.Value, args []js.Value) any {
		m, err := analysis.Read(args[0])
		if err != nil {
			return nil
		}
		switch m := m.(type) {
		case analysis.Question:
			answer(m)
		case analysis.Share:
			go atlas(m)
		case analysis.Research:
			stopResearch()
			ctx, cancel := context.WithCancel(context.Background())
			stopResearch = cancel
			go research(ctx, m)
		case analysis.Stop:
			stop()
		case analysis.Analyze:
			stop()
			ctx, cancel := context.WithCancel(context.Background())
			stop = cancel
			go analyse(ctx, m)
		}
		return nil
	}))
	select {}
}

// session is the worker's analyses: it keeps the last result, so that a
// question about its figure (another n, other heaps, a heap explained) is
// answered without computing the figure again.
var session analysis.Session

// analyse runs one analysis and posts its progress and its end, unless a
// newer run cancelled it.
func analyse(ctx context.Context, a analysis.Analyze) {
	post := poster(ctx)
	cfg, err := solver.ParseConfig(a.Query)
	if err != nil {
		post(analysis.Failure{Kind: analysis.RunJob, N: a.Run, Err: err})
		return
	}
	m := session.Analyze(ctx, a.Run, cfg, a.Fallback, reporter(func(p game.Progress) {
		post(analysis.Progress{Kind: analysis.RunJob, N: a.Run, Progress: p})
	}))
	if done, ok := m.(analysis.Done); ok {
		done.Trim(cfg, a.Holds)
		m = done
	}
	post(m)
}

// answer answers a question about the figure from the last result.
func answer(q analysis.Question) {
	cfg, err := solver.ParseConfig(q.Query)
	var m analysis.Message = analysis.Failure{Kind: analysis.AskJob, N: q.Ask, Err: err}
	if err == nil {
		m = session.Explain(q.Ask, cfg, q.Heap)
	}
	if err := analysis.Post(m); err != nil {
		analysis.Post(analysis.Failure{Kind: analysis.AskJob, N: q.Ask, Err: err})
	}
}

// atlas computes the periods of a share of the atlas's games, posting its
// progress and its end. A job is never superseded: the page ends the
// worker to stop it.
func atlas(s analysis.Share) {
	report := reporter(func(p game.Progress) {
		analysis.Post(analysis.Progress{Kind: analysis.AtlasJob, N: s.Job, Progress: p})
	})
	periods, err := analysis.Atlas(context.Background(), s.Queries, s.Search, report)
	if err := analysis.Post(analysis.Ended(analysis.AtlasJob, s.Job, analysis.Periods{Job: s.Job, Games: periods}, err)); err != nil {
		analysis.Post(analysis.Failure{Kind: analysis.AtlasJob, N: s.Job, Err: err})
	}
}

// reporter returns a progress callback that posts progress with post at
// most every progressEvery, the first after progressFirst, and yields to
// the worker's event loop for a millisecond after each post.
func reporter(post func(game.Progress)) func(game.Progress) {
	next := time.Now().Add(progressFirst)
	return func(p game.Progress) {
		if time.Now().Before(next) {
			return
		}
		post(p)
		time.Sleep(time.Millisecond)
		next = time.Now().Add(progressEvery)
	}
}

// researcher is the worker's research jobs: it keeps the heaps last
// analysed for them.
var researcher analysis.Researcher

// research computes the growth or digits view of a research job, posting
// its progress and its end, unless a newer job cancelled it.
func research(ctx context.Context, r analysis.Research) {
	post := poster(ctx)
	cfg, err := solver.ParseConfig(r.Query)
	if err != nil {
		post(analysis.Failure{Kind: analysis.ResearchJob, N: r.Job, Err: err})
		return
	}
	post(researcher.Research(ctx, r.Job, cfg, reporter(func(p game.Progress) {
		post(analysis.Progress{Kind: analysis.ResearchJob, N: r.Job, Progress: p})
	})))
}

// poster returns the function that posts the messages of a run or a job,
// unless ctx is cancelled (a newer one superseded it); a message that
// cannot be posted is posted as the Failure of its run or job.
func poster(ctx context.Context) func(analysis.Message) {
	return func(m analysis.Message) {
		if ctx.Err() != nil {
			return
		}
		if err := analysis.Post(m); err != nil {
			kind, n := analysis.Number(m)
			analysis.Post(analysis.Failure{Kind: kind, N: n, Err: err})
		}
	}
}
