package analysis

import (
	"strconv"
	"sync"

	"stones/solver"
	"stones/solver/game"
)

// The figure's cache: the same figure, a new question. A figure (the
// letters and values of heaps 0 … len−1 of a game, named by
// solver.Config.Figure) costs its computation; a question about it (n,
// heaps, a move in play, a heap explained) costs its answer alone. This
// file holds the page's side of that rule, whose test is the solver's
// (solver.Result.SameFigure):
//
//   - the process that analyses (the worker, or the page without one)
//     keeps its last result (figure, in its Session): its next run of the
//     same figure takes the figures as they are (solver.AnalyzeAfter), and
//     a question about a heap is answered from them (Explain);
//   - the page keeps the result it shows and tells the worker its figure
//     (Analyze.Holds): the answer of a run of that figure leaves the
//     letters and values out (Done.Trim), and the page keeps its own
//     (Holds).

// Holds reports whether holds, the figure a process has
// (solver.Config.Figure of its result; "" for none), is the figure cfg
// draws.
func Holds(holds string, cfg solver.Config) bool { return holds != "" && holds == cfg.Figure() }

// Trim marks d as Same when its result draws holds, the figure the page
// has already (solver.Config.Figure of the page's result; "" for none) and
// the one cfg asks for: an edit of n then sends the answers alone, not a
// million letters and nim-values the page has.
func (d *Done) Trim(cfg solver.Config, holds string) {
	d.Same = Holds(holds, cfg) && d.Result.SameFigure(cfg)
}

// figure is the last result of a process, kept for its next runs and
// questions.
type figure struct {
	mu   sync.Mutex
	last *solver.Result
}

// result returns the last result, or nil.
func (f *figure) result() *solver.Result {
	f.mu.Lock()
	defer f.mu.Unlock()
	return f.last
}

// keep makes r the last result.
func (f *figure) keep(r *solver.Result) {
	f.mu.Lock()
	f.last = r
	f.mu.Unlock()
}

// Explain answers question ask, "why has heap n of the figure of cfg its
// value", from last, the last result of the process: only when last holds
// that figure (a question may come while a new figure is being computed).
// The answer is an Explanation or a Failure. The cost is that of
// solver.Explain within the page's limits.
func Explain(ask int, cfg solver.Config, last *solver.Result, n int) Message {
	if !last.SameFigure(cfg) {
		return Failure{Kind: AskJob, N: ask, Err: &game.InputError{Key: "n", Text: strconv.Itoa(n), Problem: "the figure is still being computed"}}
	}
	e, err := solver.Explain(cfg, last, n, solver.PageLimits)
	if err != nil {
		return Failure{Kind: AskJob, N: ask, Err: err}
	}
	return Explanation{Ask: ask, Words: e.Words(cfg.Game)}
}
