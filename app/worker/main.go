//go:build js

// Package worker is the solver of the Stones page, run in a Web Worker
// (web/solver-worker.js): the page's own thread must never wait for a long
// analysis. It is not a program of its own: the page's WebAssembly
// (app.wasm), started in the worker, runs Run instead of the page, so that
// a visitor downloads and compiles one Go program, once (app/main.go).
//
// Run sets self.stonesAnalyze(message), which the worker script calls with
// each message of the page: {run, query, fallback, holds} starts run
// (superseding the one before; holds is the figure the page has, whose
// letters and values the answer leaves out), {run} stops the running one,
// and {ask, query, explain} asks about the figure, answered at once from
// the last result without stopping the running run; {atlas, queries,
// search} computes the periods of a share of the atlas's games; {research,
// query} computes the growth or digits view of query (superseding the
// research job before it). It answers with self.postMessage: progress at
// most every 100 ms, then the result or the errors by key. The whole
// protocol is in package stones/app/analysis.
package worker

import (
	"context"
	"syscall/js"
	"time"

	"stones/app/analysis"
	"stones/solver"
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
		msg := args[0]
		if msg.Get("ask").Truthy() {
			answer(msg)
			return nil
		}
		if msg.Get("atlas").Truthy() {
			go atlas(msg)
			return nil
		}
		if job := msg.Get("research"); job.Truthy() {
			stopResearch()
			ctx, cancel := context.WithCancel(context.Background())
			stopResearch = cancel
			go research(ctx, job.Int(), msg.Get("query").String())
			return nil
		}
		stop()
		run, query := msg.Get("run").Int(), msg.Get("query")
		if query.Type() != js.TypeString {
			return nil
		}
		ctx, cancel := context.WithCancel(context.Background())
		stop = cancel
		holds := ""
		if h := msg.Get("holds"); h.Type() == js.TypeString {
			holds = h.String()
		}
		go analyse(ctx, run, query.String(), msg.Get("fallback").Truthy(), holds)
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
func analyse(ctx context.Context, run int, query string, fallback bool, holds string) {
	post := poster(ctx, func(r *analysis.Reply) { r.Run = run })
	cfg, err := solver.ParseConfig(query)
	if err != nil {
		post(analysis.Reply{Done: true, Err: err})
		return
	}
	reply := session.Analyze(ctx, cfg, fallback, reporter(func(p *solver.Progress) { post(analysis.Reply{Progress: p}) }))
	reply.Trim(cfg, holds)
	post(reply)
}

// answer answers a question about the figure, {ask, query, explain: n},
// from the last result.
func answer(msg js.Value) {
	ask, query, n := msg.Get("ask").Int(), msg.Get("query"), msg.Get("explain")
	if query.Type() != js.TypeString || n.Type() != js.TypeNumber {
		return
	}
	cfg, err := solver.ParseConfig(query.String())
	r := analysis.Reply{Ask: ask, Err: err}
	if err == nil {
		r = session.Explain(ask, cfg, n.Int())
	}
	if err := analysis.Post(r); err != nil {
		analysis.Post(analysis.Reply{Ask: ask, Err: err})
	}
}

// atlas computes the periods of a share of the atlas's games, {atlas,
// queries, search}, posting its progress and its end. A job is never
// superseded: the page ends the worker to stop it.
func atlas(msg js.Value) {
	job, list, search := msg.Get("atlas").Int(), msg.Get("queries"), msg.Get("search").Int()
	queries := make([]string, list.Length())
	for i := range queries {
		queries[i] = list.Index(i).String()
	}
	report := reporter(func(p *solver.Progress) { analysis.Post(analysis.Reply{Atlas: job, Progress: p}) })
	periods, err := analysis.Atlas(context.Background(), queries, search, report)
	if err := analysis.Post(analysis.Reply{Atlas: job, Done: true, Periods: periods, Err: err}); err != nil {
		analysis.Post(analysis.Reply{Atlas: job, Done: true, Err: err})
	}
}

// reporter returns a progress callback that posts progress with post at
// most every progressEvery, the first after progressFirst, and yields to
// the worker's event loop for a millisecond after each post.
func reporter(post func(*solver.Progress)) func(solver.Progress) {
	next := time.Now().Add(progressFirst)
	return func(p solver.Progress) {
		if time.Now().Before(next) {
			return
		}
		post(&p)
		time.Sleep(time.Millisecond)
		next = time.Now().Add(progressEvery)
	}
}

// researcher is the worker's research jobs: it keeps the heaps last
// analysed for them.
var researcher analysis.Researcher

// research computes the growth or digits view of query as job, posting
// its progress and its end, unless a newer job cancelled it.
func research(ctx context.Context, job int, query string) {
	post := poster(ctx, func(r *analysis.Reply) { r.Research = job })
	cfg, err := solver.ParseConfig(query)
	if err != nil {
		post(analysis.Reply{Done: true, Err: err})
		return
	}
	post(researcher.Research(ctx, job, cfg, reporter(func(p *solver.Progress) { post(analysis.Reply{Progress: p}) })))
}

// poster returns the function that posts the replies of a run or a job,
// each numbered by mark, unless ctx is cancelled (a newer one superseded
// it); a reply that cannot be posted is posted as its error.
func poster(ctx context.Context, mark func(*analysis.Reply)) func(analysis.Reply) {
	return func(r analysis.Reply) {
		if ctx.Err() != nil {
			return
		}
		mark(&r)
		if err := analysis.Post(r); err != nil {
			failed := analysis.Reply{Done: true, Err: err}
			mark(&failed)
			analysis.Post(failed)
		}
	}
}
