package main

import (
	"context"
	"errors"
	"time"

	"stones/app/analysis"
	"stones/solver"
	"stones/solver/game"
)

// The figure's analysis: the explorer hands the configuration to the
// analyst (the solver's Web Worker in the browser), shows its progress on
// the meter and takes its answer. The answer is not part of the link: it
// is computed from it, and dropped when a newer analysis supersedes it.
//
// Every figure of the page is computed by one function, analysis.Run,
// within the page's limits; the retries without a question it cannot
// answer are the solver's (solver.AnalyzeAside). Its callers: the
// analyst's process (analysis.Session, in the worker: analyze), this
// thread at the start when that is quick (answerHere), and the
// generator's pre-rendered page (OnPreRender). The figure's cache, the same figure with a new question,
// is app/analysis/figure.go's.

// analyzing is the state of the figure's analysis.
type analyzing struct {
	result  *solver.Result // the last good result: it stays while an edit is bad
	shown   solver.Config  // the configuration of result
	lead    leadCache      // why result leads with its nim-values (nimShown)
	gauge   *gauge         // the progress as the meter shows it, redrawn alone
	analyst analyst        // runs the analyses: the solver's Web Worker in the browser
	running bool           // an analysis runs
	asking  solver.Config  // the configuration of the running or cancelled analysis
	stopped bool           // the person cancelled the last analysis
	run     int            // counts analyses, so that a superseded one's answer is dropped
}

// stop ends the running analysis, if any: its answer will be dropped.
func (a *analyzing) stop() {
	if a.running {
		a.analyst.stop()
		a.running = false
	}
	a.run++
	a.gauge.show(nil)
	a.stopped = false
}

// holds is the figure the page shows (solver.Config.Figure), "" before the
// first: a reply about it may leave its letters and values out.
func (a *analyzing) holds() string {
	if a.result == nil {
		return ""
	}
	return a.shown.Figure()
}

// nimAvailable reports whether the shown result has nim-values to show.
func (a *analyzing) nimAvailable() bool { return a.result != nil && a.result.Nim != nil }

// tableAvailable reports whether the shown result has a state table.
func (a *analyzing) tableAvailable() bool { return a.result != nil && hasTable(a.result) }

// asked returns the heap size of the question when the figure shows it, or -1.
func (a *analyzing) asked() int {
	if a.result == nil || a.shown.N == nil || !a.shown.N.IsInt64() || a.shown.N.Int64() >= int64(len(a.result.Outcomes)) {
		return -1
	}
	return int(a.shown.N.Int64())
}

// showNim reports whether the cells show nim-values: where they exist,
// when asked for or where they lead (nimShown).
func (c *explorer) showNim() bool {
	return c.nimAvailable() && nimShown(c.cfg, c.lead.of(c.result))
}

// showTable reports whether the figure shows the state table.
func (c *explorer) showTable() bool { return c.tableAvailable() && !showing(c.cfg, "strip") }

// cancel ends the running analysis at once, whatever it is doing, and says
// so: the page's Cancel button. The solver's worker is terminated and a
// fresh one started; rerun computes the figure again.
func (c *explorer) cancel() {
	if !c.running {
		return
	}
	c.analyst.restart()
	c.running = false
	cutStart()
	c.run++
	c.gauge.show(nil)
	c.stopped = true
	c.Update()
}

// rerun analyses the configuration again, after a Cancel.
func (c *explorer) rerun() {
	if c.cfg.Game != nil {
		c.analyze()
		c.Update()
	}
}

// analyze starts the analysis of the configuration, superseding the one
// before. Its progress and its result arrive through receive.
func (c *explorer) analyze() {
	c.stop()
	c.running, c.asking = true, c.cfg
	c.analyst.analyze(c.run, c.cfg, c.result == nil, c.holds())
	c.syncViews()
}

// receive takes a message of the analyst: the progress or the end of the
// running analysis (those of a superseded or cancelled run are dropped),
// or the answer to a question about a heap. It reports whether the page
// must be redrawn: progress redraws only the meter, an answer only its
// panel.
func (c *explorer) receive(m analysis.Message) bool {
	switch m := m.(type) {
	case analysis.Explanation:
		c.explained(m)
	case analysis.Progress:
		if m.N == c.run && c.running {
			c.gauge.show(&m.Progress)
		}
	case analysis.Failure:
		if m.Kind == analysis.AskJob {
			c.explained(m)
			return false
		}
		return c.ended(analysis.Done{Run: m.N}, m.Err)
	case analysis.Done:
		return c.ended(m, nil)
	}
	return false
}

// ended takes the end of analysis run r.Run: r, or err. It reports
// whether the page must be redrawn.
func (c *explorer) ended(r analysis.Done, err error) bool {
	if r.Run != c.run || !c.running {
		return false
	}
	if r.Same && !analysis.Holds(c.holds(), c.asking) {
		// The figure the answer leaves out is no longer the one shown:
		// ask again, for all of it.
		c.analyze()
		return false
	}
	if err == nil {
		c.compared = r.Compare
	}
	c.finish(r.Run, c.asking, r.Result, err, r.Asides)
	c.figureCame()
	if err == nil {
		c.played(r.Match)
	}
	return true
}

// finish takes the answer of analysis run, unless a newer one superseded it.
func (c *explorer) finish(run int, cfg solver.Config, r *solver.Result, err error, asides []error) {
	if run != c.run {
		return
	}
	c.running = false
	c.gauge.show(nil)
	if errors.Is(err, context.Canceled) {
		return
	}
	// The previous analysis' messages no longer hold.
	for k := range c.solved {
		delete(c.errs, k)
	}
	clear(c.solved)
	if err != nil {
		c.showError(err)
		return
	}
	if analysis.Holds(c.holds(), cfg) {
		// The same figure with another question: its letters and values
		// stay the ones drawn, so that the components holding them find
		// them unchanged at a glance (the same arrays) and are not drawn
		// again for an edit of n.
		r.Solution = c.result.Solution
	} else {
		c.unexplain()
	}
	c.result, c.shown = r, cfg
	for _, e := range asides {
		c.showError(e)
	}
}

// firstBudget is how long the page computes an opened link's figure in its
// own thread before it leaves the work to the solver's worker. Most links
// (the default hundred heap sizes, a preset, a game of a course page) take
// well under a millisecond: drawn at once, the figure never leaves the
// card empty while the worker's program downloads, which on a slow line
// takes seconds, and the page does not shift when it comes.
//
// An embed allows itself more (embedBudget): it has no worker running
// until it first needs one (web/start.js), and starting one, a second Go
// program in its own thread, costs an embed about as much time and a
// course page of many embeds a worker's memory for each. A game's first
// figure in a frame takes longer than its later ones, while the browser
// compiles that game's code (Cram 3×6: 80 ms, node Kayles on a path: 50
// ms).
const (
	firstBudget = 30 * time.Millisecond
	embedBudget = 500 * time.Millisecond
)

// hopelessEffort is the solver's estimate of a figure's work (solver.Effort,
// moves examined) beyond which the page does not try it in its own thread:
// examining a move takes a nanosecond at best natively and two to three in
// the page, so more than thirty million moves cannot fit in firstBudget
// unless the solver finds a shortcut (a period proved early). Trying such a
// figure only to give up blocked the page's start for the whole budget: the
// permalink of octal 0.6 at 20,000 heap sizes is estimated at 10⁸.
const hopelessEffort = 30_000_000

// answerHere analyses the configuration in this thread, as the worker
// would (analysis.Run within the page's limits), when that takes less
// than firstBudget, and reports whether it did. A position of several
// heaps, a game in play and the views below the figure (view=compare,
// growth, digits, atlas) search or compute more than a strip: they go to
// the worker, and so does a figure whose estimated work is hopeless
// within the budget (hopelessEffort). The analysis checks the time at each step
// of its work (solver's Work), so that a long one stops within the budget.
func (c *explorer) answerHere() bool {
	if c.cfg.Heaps != nil || playRules(c.cfg).playing() || analysis.Panel(c.cfg) != "" {
		return false
	}
	if solver.EffortExceeds(c.cfg, hopelessEffort) {
		return false
	}
	budget := firstBudget
	if c.cfg.Embed {
		budget = embedBudget
	}
	start := time.Now()
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	over := func(game.Progress) {
		pauseAtStart()
		if time.Since(start) > budget {
			cancel()
		}
	}
	r, asides, err := analysis.Run(ctx, c.cfg, nil, true, over)
	if ctx.Err() != nil {
		return false
	}
	pauseAtStart()
	c.stop()
	c.finish(c.run, c.cfg, r, err, asides)
	return true
}
