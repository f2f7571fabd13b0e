// Package analysis runs the Stones page's analyses, in the page or in its
// Web Worker, and carries them between the two.
//
// The page posts the worker one message a run, and the worker answers with
// messages of that run (their JavaScript form is in message_js.go):
//
//	page → worker   {run, query, fallback, holds}
//	                                         analyse the configuration query (a URL
//	                                         query, as solver.ParseConfig reads it);
//	                                         a newer run supersedes the one before;
//	                                         holds is the figure the page has
//	                                         (solver.Config.Figure), or ""
//	                {run}                    stop: the page drops the running run
//	worker → page   {run, progress: {stage, done, total}}
//	                                         while it works: none in the first 20 ms,
//	                                         then at most every 100 ms
//	                {run, result: {head, letters, nim}, asides: [{key, text, problem}]}
//	                                         the result, as solver.Packed (nim a
//	                                         Uint32Array, transferred), with the
//	                                         errors of the questions it left out
//	                {run, result: {head, same: true}, asides}
//	                                         the result of the figure the page holds
//	                                         (Reply.Same): the head alone
//	                {run, …, match: json}    with the result, when the query names a
//	                                         game in play (the page keys from and
//	                                         line): solver.Match as JSON
//	                {run, …, compare: json}  with the result, in the compare view
//	                                         (view=compare): Reply.Compare as JSON
//	                {run, error: [{key, text, problem}]}
//	                                         no result: the problems, by key (key ""
//	                                         for a failure of no key)
//	                {failed: message}        the solver could not start
//
// Besides its runs, the page may ask the worker about the figure it shows.
// A question is light and answered at once from the worker's last result;
// it never stops or supersedes the running run:
//
//	page → worker   {ask, query, explain: n} explain heap n of the figure of
//	                                         query (see Explain)
//	worker → page   {ask, explanation: json} the answer, solver.Explained as JSON
//	                {ask, error: [{key, text, problem}]}
//	                                         no answer: the problems, by key; "the
//	                                         figure is still being computed" when the
//	                                         last result is of another figure
//
// The atlas (view=atlas) gives each worker of a pool a share of its games,
// as a job that supersedes none and is stopped by ending the worker:
//
//	page → worker   {atlas, queries: [query], search}
//	                                         the periods of these games, searching
//	                                         at most search heap sizes (Atlas)
//	worker → page   {atlas, progress: {stage, done, total}}
//	                {atlas, periods: json}   one solver.Periodicity a query, as JSON
//	                {atlas, error: [{key, text, problem}]}
//
// The growth and digits views (view=growth, view=digits) are research jobs
// of a worker of their own, which the page starts when such a view opens,
// keeps while it stays open, and ends to cancel one. A job supersedes the
// one before it:
//
//	page → worker   {research, query}        what the view of query counts,
//	                                         over its heaps 0 … upto−1
//	                                         (Researcher.Research)
//	worker → page   {research, progress: {stage, done, total}}
//	                                         as a run's
//	                {research, growth: json} solver.Growth as JSON (view=growth)
//	                {research, digits: json} solver.Digits as JSON (view=digits)
//	                {research, error: [{key, text, problem}]}
package analysis

import (
	"context"
	"errors"
	"strconv"
	"sync"

	"stones/solver"
)

// defaultLen is how many heap sizes a link lists when it says nothing.
var defaultLen = solver.DefaultConfig().Len

// Run analyses cfg within the page's limits. When only the question n or
// the heaps cannot be answered, it still returns the figure, with their
// errors as asides. So does a len the page cannot list when fallback is set
// (there is no last good figure to keep, as after opening a link): the
// figure then lists the default heap sizes, as it does for a len the parser
// refused, and the len's error is an aside. report, if not nil, receives
// progress; cancelling ctx stops the work. prev is the last result of the
// same process, or nil: a question about the same figure is answered from
// its figures (solver.AnalyzeAfter).
func Run(ctx context.Context, cfg solver.Config, prev *solver.Result, fallback bool, report func(solver.Progress)) (r *solver.Result, err error, asides []error) {
	for {
		r, err = solver.AnalyzeAfter(ctx, cfg, prev, solver.PageLimits, report)
		var ie *solver.InputError
		switch {
		case err == nil || !errors.As(err, &ie):
			return r, err, asides
		case ie.Key == "n" && cfg.N != nil:
			cfg.N = nil
		case ie.Key == "heaps" && cfg.Heaps != nil:
			cfg.Heaps = nil
		case ie.Key == "len" && fallback && cfg.Len != defaultLen:
			cfg.Len = defaultLen
		default:
			return r, err, asides
		}
		asides = append(asides, err)
	}
}

// Compare returns the comparison of the variants of cfg's move set
// (solver.Compare) within the page's limits, when the page shows it (the
// page key view=compare) and the game has a move set; otherwise, or when
// ctx is cancelled, nil. report, if not nil, receives progress.
func Compare(ctx context.Context, cfg solver.Config, report func(solver.Progress)) []solver.Compared {
	if Panel(cfg) != ComparePanel || cfg.Comparison() == "" {
		return nil
	}
	cs, err := solver.Compare(ctx, cfg, solver.PageLimits, report)
	if err != nil {
		return nil
	}
	return cs
}

// Reply is one message of an analysis run to the page, decoded: its
// progress, or its end (Done) with a result or an error.
type Reply struct {
	Run      int
	Progress *solver.Progress // while it works
	Done     bool             // the run has ended: Result or Err
	Result   *solver.Result
	Asides   []error       // the errors of the questions the result leaves out
	Match    *solver.Match // the game in play, when the query names one (Play)
	Err      error
	Compare  []solver.Compared // the variants side by side, when the page asks (see Compare)
	// Same says that Result's figure is the one the page holds (see
	// Trim): its letters and values stay out of the message, and the page
	// keeps its own.
	Same bool

	// An answer to a question about the figure rather than a message of a
	// run: Ask is the question's number (never 0), and the answer is
	// Explanation or Err. Done stays false.
	Ask         int
	Explanation *solver.Explained

	// A message of an atlas job rather than of a run: Atlas is the job's
	// number (never 0); its Progress, or when Done its Periods (one a game
	// of the job, in its order) or Err.
	Atlas   int
	Periods []solver.Periodicity

	// A message of a research job (Researcher) rather than of a run:
	// Research is the job's number (never 0); its Progress, or when Done
	// Growth or Digits, as the view asks, or Err.
	Research int
	Growth   *solver.Growth
	Digits   *solver.Digits
}

// Trim marks r as Same when its result draws holds, the figure the page
// has already (solver.Config.Figure of the page's result; "" for none) and
// the one cfg asks for: an edit of n then sends the answers alone, not a
// million letters and nim-values the page has.
func (r *Reply) Trim(cfg solver.Config, holds string) {
	r.Same = holds != "" && holds == cfg.Figure() && r.Result.SameFigure(cfg)
}

// Explain answers question ask, "why has heap n of the figure of cfg its
// value", from last, the last result of the process: only when last holds
// that figure (a question may come while a new figure is being computed).
// The cost is that of solver.Explain within the page's limits.
func Explain(ask int, cfg solver.Config, last *solver.Result, n int) Reply {
	if !last.SameFigure(cfg) {
		return Reply{Ask: ask, Err: &solver.InputError{Key: "n", Text: strconv.Itoa(n), Problem: "the figure is still being computed"}}
	}
	e, err := solver.Explain(cfg, last, n, solver.PageLimits)
	if err != nil {
		return Reply{Ask: ask, Err: err}
	}
	return Reply{Ask: ask, Explanation: e.Words(cfg.Game)}
}

// Play replays the game in play that the page keys from and line of cfg
// name, in the figure r of cfg, or returns nil when cfg names none. Its
// errors are those of the keys from and line (solver.Replay), to be shown
// beside the figure, which stays good.
func Play(cfg solver.Config, r *solver.Result) (*solver.Match, error) {
	from := cfg.Page["from"]
	if from == "" || r == nil {
		return nil, nil
	}
	line, err := solver.ParseLine(cfg.Page["line"])
	if err != nil {
		return nil, err
	}
	return solver.Replay(cfg, r, from, line, solver.PageLimits)
}

// Answer is the end of an analysis run: the result of Run with the game in
// play that cfg names (Play), whose error joins the asides.
func Answer(ctx context.Context, cfg solver.Config, prev *solver.Result, fallback bool, report func(solver.Progress)) Reply {
	r, err, asides := Run(ctx, cfg, prev, fallback, report)
	reply := Reply{Done: true, Result: r, Err: err, Asides: asides}
	if err == nil {
		m, perr := Play(cfg, r)
		if perr != nil {
			reply.Asides = append(reply.Asides, perr)
		}
		reply.Match = m
	}
	return reply
}

// keyed returns an error's problems by key, an error of no key under the
// key "".
func keyed(err error) []*solver.InputError {
	var list solver.Errors
	var one *solver.InputError
	switch {
	case errors.As(err, &list):
		return list
	case errors.As(err, &one):
		return []*solver.InputError{one}
	}
	return []*solver.InputError{{Problem: err.Error()}}
}

// unkeyed turns the problems of a message back into an error: solver.Errors
// for several, an *InputError for one, a plain error for one of no key.
func unkeyed(list []*solver.InputError) error {
	switch {
	case len(list) == 0:
		return errors.New("analysis: an error without a message")
	case len(list) == 1 && list[0].Key == "":
		return errors.New(list[0].Problem)
	case len(list) == 1:
		return list[0]
	}
	return solver.Errors(list)
}

// Session is the analyses of one process (the worker, or the page when it
// has none), run one at a time: it keeps the last result, so that a new
// question about the same figure (another n, other heaps, a move in play)
// and a question about a heap are answered from its figures, and the last
// comparison, so that an edit the comparison does not depend on (n, say)
// does not compute the six variants again.
type Session struct {
	mu        sync.Mutex
	last      *solver.Result
	compared  []solver.Compared // the last comparison
	comparing string            // what it compares (solver.Config.Comparison)
}

// Analyze ends an analysis run: the result of cfg with the game in play
// (Answer), kept for the next ones, and the compare view's variants when
// the page asks (see Session.Compare). It returns the Reply to post, Done
// and without its run number.
func (s *Session) Analyze(ctx context.Context, cfg solver.Config, fallback bool, report func(solver.Progress)) Reply {
	reply := Answer(ctx, cfg, s.lastResult(), fallback, report)
	if reply.Err != nil {
		return reply
	}
	if ctx.Err() == nil {
		s.mu.Lock()
		s.last = reply.Result
		s.mu.Unlock()
	}
	reply.Compare = s.Compare(ctx, cfg, report)
	return reply
}

// Compare returns the compare view's variants of cfg (see the function
// Compare): the last comparison when cfg compares the same (an edit of n,
// of the heaps, of the game in play or of normal to misère play leaves the
// comparison as it was: solver.Config.Comparison), else a new one, kept
// for the next runs.
func (s *Session) Compare(ctx context.Context, cfg solver.Config, report func(solver.Progress)) []solver.Compared {
	key := cfg.Comparison()
	s.mu.Lock()
	last, same := s.compared, key != "" && key == s.comparing
	s.mu.Unlock()
	if same && Panel(cfg) == ComparePanel {
		return last
	}
	cs := Compare(ctx, cfg, report)
	if cs != nil {
		s.mu.Lock()
		s.compared, s.comparing = cs, key
		s.mu.Unlock()
	}
	return cs
}

// Explain answers question ask about heap n of the figure of cfg from the
// last result (see the function Explain).
func (s *Session) Explain(ask int, cfg solver.Config, n int) Reply {
	return Explain(ask, cfg, s.lastResult(), n)
}

func (s *Session) lastResult() *solver.Result {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.last
}
