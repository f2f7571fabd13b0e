// Package analysis runs the Stones page's analyses, in the page or in its
// Web Worker, and carries them between the two: the messages of
// message.go, whose table is the whole protocol.
package analysis

import (
	"context"
	"errors"
	"sync"

	"stones/solver"
	"stones/solver/game"
	"stones/solver/research"
)

// Run analyses cfg within the page's limits: the one place where the page
// computes a figure, in its worker or in its own thread. When only the
// question n or the heaps cannot be answered, it still returns the figure,
// with their errors as asides; so does a len the page cannot list when
// fallback is set, the figure then listing the default heap sizes
// (solver.AnalyzeAside, where every retry of an analysis lives). report,
// if not nil, receives progress; cancelling ctx stops the work. prev is
// the last result of the same process, or nil: a question about the same
// figure is answered from its figures (solver.AnalyzeAfter).
func Run(ctx context.Context, cfg solver.Config, prev *solver.Result, fallback bool, report func(game.Progress)) (*solver.Result, []error, error) {
	return solver.AnalyzeAside(ctx, cfg, prev, fallback, solver.PageLimits, report)
}

// Compare returns the comparison of the variants of cfg's move set
// (research.Compare) within the page's limits, when the page shows it (the
// page key view=compare) and the game has a move set; otherwise, or when
// ctx is cancelled, nil. report, if not nil, receives progress.
func Compare(ctx context.Context, cfg solver.Config, report func(game.Progress)) []research.Compared {
	if Panel(cfg) != ComparePanel || research.Comparison(cfg) == "" {
		return nil
	}
	cs, err := research.Compare(ctx, cfg, solver.PageLimits, report)
	if err != nil {
		return nil
	}
	return cs
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

// Answer is the end of analysis run: the result of Run with the game in
// play that cfg names (Play), whose error joins the asides, or the
// Failure of Run's error.
func Answer(ctx context.Context, run int, cfg solver.Config, prev *solver.Result, fallback bool, report func(game.Progress)) Message {
	r, asides, err := Run(ctx, cfg, prev, fallback, report)
	if err != nil {
		return Failure{Kind: RunJob, N: run, Err: err}
	}
	done := Done{Run: run, Result: r, Asides: asides}
	m, perr := Play(cfg, r)
	if perr != nil {
		done.Asides = append(done.Asides, perr)
	}
	done.Match = m
	return done
}

// keyed returns an error's problems by key, an error of no key under the
// key "".
func keyed(err error) []*game.InputError {
	var list solver.Errors
	var one *game.InputError
	switch {
	case errors.As(err, &list):
		return list
	case errors.As(err, &one):
		return []*game.InputError{one}
	}
	return []*game.InputError{{Problem: err.Error()}}
}

// unkeyed turns the problems of a message back into an error: solver.Errors
// for several, an *InputError for one, a plain error for one of no key.
func unkeyed(list []*game.InputError) error {
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
	figure                        // the last result (figure.go)
	mu        sync.Mutex          // guards the comparison
	compared  []research.Compared // the last comparison
	comparing string              // what it compares (research.Comparison)
}

// Analyze ends analysis run: the result of cfg with the game in play
// (Answer), kept for the next ones, and the compare view's variants when
// the page asks (see Session.Compare). It returns the message to post: a
// Done, or a Failure.
func (s *Session) Analyze(ctx context.Context, run int, cfg solver.Config, fallback bool, report func(game.Progress)) Message {
	m := Answer(ctx, run, cfg, s.result(), fallback, report)
	done, ok := m.(Done)
	if !ok {
		return m
	}
	if ctx.Err() == nil {
		s.keep(done.Result)
	}
	done.Compare = s.Compare(ctx, cfg, report)
	return done
}

// Compare returns the compare view's variants of cfg (see the function
// Compare): the last comparison when cfg compares the same (an edit of n,
// of the heaps, of the game in play or of normal to misère play leaves the
// comparison as it was: research.Comparison), else a new one, kept
// for the next runs.
func (s *Session) Compare(ctx context.Context, cfg solver.Config, report func(game.Progress)) []research.Compared {
	key := research.Comparison(cfg)
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
func (s *Session) Explain(ask int, cfg solver.Config, n int) Message {
	return Explain(ask, cfg, s.result(), n)
}
