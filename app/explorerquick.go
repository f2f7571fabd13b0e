package main

import (
	"context"
	"time"

	"stones/app/analysis"
	"stones/solver"
)

// firstBudget is how long the page computes an opened link's figure in its
// own thread before it leaves the work to the solver's worker. Most links
// (the default hundred heap sizes, a preset, a game of a course page) take
// well under a millisecond: drawn at once, the figure never leaves the
// card empty while the worker's program downloads, which on a slow line
// takes seconds, and the page does not shift when it comes.
const firstBudget = 30 * time.Millisecond

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
	start := time.Now()
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	over := func(solver.Progress) {
		pauseAtStart()
		if time.Since(start) > firstBudget {
			cancel()
		}
	}
	r, err, asides := analysis.Run(ctx, c.cfg, nil, true, over)
	if ctx.Err() != nil {
		return false
	}
	pauseAtStart()
	c.stop()
	c.finish(c.run, c.cfg, r, err, asides)
	return true
}
