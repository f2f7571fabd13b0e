package solver

import (
	"context"
	"errors"
	"fmt"
	"math/big"
	"strconv"
	"strings"

	"stones/solver/game"
	"stones/solver/numerals"
)

// Analyze computes the figures of heaps 0..c.Len−1 of the configuration's
// game (outcomes; nim-values of impartial games in normal play; the tables
// of history games), their periods where known, and the answers for c.N and
// c.Heaps, within lim. report, if not nil, receives progress; cancelling ctx
// stops the work and returns ctx.Err(). The cost is bounded by lim.
func Analyze(ctx context.Context, c Config, lim game.Limits, report func(game.Progress)) (*Result, error) {
	return AnalyzeAfter(ctx, c, nil, lim, report)
}

// AnalyzeAfter is Analyze after the analysis prev (nil for none): when c
// differs from prev's configuration only in its questions (n, heaps, and
// the page's own keys), prev's figures are taken as they are and only the
// questions are answered, so that asking about another heap of a million
// heap sizes costs the answer, not the figure. prev must come from Analyze
// or AnalyzeAfter within the same limits (a decoded Result is never
// reused: it has no Values).
func AnalyzeAfter(ctx context.Context, c Config, prev *Result, lim game.Limits, report func(game.Progress)) (*Result, error) {
	if c.Game == nil {
		return nil, &game.InputError{Key: "game", Problem: "the configuration names no valid game"}
	}
	if c.Len > lim.MaxLen {
		return nil, game.Errorf("len", strconv.Itoa(c.Len), "%s lists at most %s heap sizes%s", lim.Where, numerals.Grouped(lim.MaxLen), lim.Raise("MaxLen"))
	}
	w := game.NewWork(ctx, report)
	var sol *game.Solution
	if prev.SameFigure(c) {
		sol = &prev.Solution
	} else {
		var err error
		if sol, err = solve(c.Game, c.Len, lim, w); err != nil {
			return nil, figureFirst(c, err)
		}
	}
	var err error
	r := &Result{Config: c.Query(), Solution: *sol, figure: c.Figure()}
	if c.N != nil {
		r.Query, err = game.Ask(c.Game, sol, c.N)
		if more, ok := within(err, []*big.Int{c.N}, c.Len, lim); ok {
			// A game with no proven period answers heaps it computed: compute
			// up to n and ask again.
			if sol, err = extend(c.Game, more, lim, w, "n", c.N.String()); err == nil {
				r.searched(sol)
				r.Query, err = game.Ask(c.Game, sol, c.N)
			}
		}
		if shallowMiss(sol, err) {
			// Only a period can answer: search as far as lim allows.
			if sol, err = r.deeper(c, lim, w); err == nil {
				r.Query, err = game.Ask(c.Game, sol, c.N)
			}
		}
		if err != nil {
			return nil, asked("n", c.N.String(), err)
		}
	}
	if c.Heaps != nil {
		g, ok := c.Game.(game.Impartial)
		if !ok {
			return nil, &game.InputError{Key: "heaps", Problem: "sums apply to impartial games only"}
		}
		r.Sum, err = game.SumOf(g, sol, c.Heaps, lim, w)
		if more, ok := within(err, c.Heaps, c.Len, lim); ok && !g.Misere() {
			// As for n: compute up to the largest heap and add again.
			if sol, err = extend(c.Game, more, lim, w, "heaps", largest(c.Heaps).String()); err == nil {
				r.searched(sol)
				r.Sum, err = game.SumOf(g, sol, c.Heaps, lim, w)
			}
		}
		if shallowMiss(sol, err) {
			if sol, err = r.deeper(c, lim, w); err == nil {
				r.Sum, err = game.SumOf(g, sol, c.Heaps, lim, w)
			}
		}
		if err != nil {
			return nil, asked("heaps", "", err)
		}
	}
	return r, nil
}

// AnalyzeAside is AnalyzeAfter for a front end that draws a figure
// whenever it can, the page: a refusal of the question n or of the heaps
// is set aside, returned among asides, and c analysed again without that
// question. So is a refusal of len when fallback is set (there is no last
// good figure to keep, as after opening a link): c is analysed again with
// the default len, as the parser gives for a len it refuses. These are the
// only retries of an analysis besides AnalyzeAfter's own (a question
// beyond the figure computed further, a shallow period search deepened),
// which the command line shares: it calls Analyze, and refuses what the
// page sets aside, since an answer is its whole output. Each refusal set
// aside costs one more analysis, three at most.
func AnalyzeAside(ctx context.Context, c Config, prev *Result, fallback bool, lim game.Limits, report func(game.Progress)) (r *Result, asides []error, err error) {
	for {
		r, err = AnalyzeAfter(ctx, c, prev, lim, report)
		var ie *game.InputError
		switch {
		case err == nil || !errors.As(err, &ie):
			return r, asides, err
		case ie.Key == "n" && c.N != nil:
			c.N = nil
		case ie.Key == "heaps" && c.Heaps != nil:
			c.Heaps = nil
		case ie.Key == "len" && fallback && c.Len != DefaultConfig().Len:
			c.Len = DefaultConfig().Len
		default:
			return r, asides, err
		}
		asides = append(asides, err)
	}
}

// figureFirst adds to a refusal of len, for a configuration that asks n or
// heaps, that the figure is computed beside the question, so that a
// smaller len may answer it: a question needs heaps up to its largest
// only, while len is 100 unless given.
func figureFirst(c Config, err error) error {
	var in *game.InputError
	if !errors.As(err, &in) || in.Key != "len" || c.N == nil && c.Heaps == nil {
		return err
	}
	asked := "n=" + c.N.String()
	if c.N == nil {
		asked = "heaps=" + game.HeapsText(c.Heaps)
	}
	more := *in
	more.Problem += fmt.Sprintf(" (the figure lists len heap sizes, %d unless given, beside the question: a smaller len also answers %s)", DefaultConfig().Len, asked)
	return &more
}

// shallowMiss reports whether err says a heap is unknown after a period
// search that stopped at game.Limits.Shallow: a deeper one may answer it.
func shallowMiss(sol *game.Solution, err error) bool {
	var unknown *game.Unknown
	return sol != nil && errors.As(err, &unknown) && sol.Shallow
}

// deeper computes the figure of c again with the period search as deep as
// lim allows, for a question that a shallow search left unknown, and r
// takes its figures and periods.
func (r *Result) deeper(c Config, lim game.Limits, w *game.Work) (*game.Solution, error) {
	deep := lim
	deep.Shallow = 0
	more, err := solve(c.Game, c.Len, deep, w)
	if err != nil {
		return nil, err
	}
	r.Solution = *more
	return more, nil
}

// searched records how far the computation sol, extended beyond the
// figure to answer a question, went: outcomeSearch and nimSearch report
// what was searched, not the first search.
func (r *Result) searched(sol *game.Solution) {
	r.OutcomeSearch = max(r.OutcomeSearch, sol.OutcomeSearch)
	r.NimSearch = max(r.NimSearch, sol.NimSearch)
}

// extend computes the heaps 0..length−1 to answer the question key=text.
// An engine refuses a length it cannot compute on its key len, with the
// retried length, a value the user never typed: the refusal is said again
// on key, with the text the user gave.
func extend(g game.Game, length int, lim game.Limits, w *game.Work, key, text string) (*game.Solution, error) {
	sol, err := solve(g, length, lim, w)
	var in *game.InputError
	if errors.As(err, &in) && in.Key == "len" {
		problem, _ := strings.CutSuffix(in.Problem, "; use a smaller len")
		return nil, game.Errorf(key, text, "%s; heap %s is beyond that limit", problem, numerals.Grouped(length-1))
	}
	return sol, err
}

// largest returns the largest of heaps.
func largest(heaps []*big.Int) *big.Int {
	top := heaps[0]
	for _, h := range heaps[1:] {
		if h.Cmp(top) > 0 {
			top = h
		}
	}
	return top
}

// solve runs the game's own engine, or for an impartial game without one
// the derivation from its options.
func solve(g game.Game, length int, lim game.Limits, w *game.Work) (*game.Solution, error) {
	switch g := g.(type) {
	case game.Solver:
		return g.Solve(length, lim, w)
	case game.Impartial:
		return game.SolveByOptions(g, length, lim, w)
	}
	return nil, fmt.Errorf("solver: %T has no engine", g)
}

// within reports whether err says a heap is beyond what was computed while
// a computation up to the largest of heaps fits in lim, and the length to
// compute then.
func within(err error, heaps []*big.Int, length int, lim game.Limits) (int, bool) {
	var unknown *game.Unknown
	n := largest(heaps)
	if !errors.As(err, &unknown) || !n.IsInt64() || n.Int64() >= int64(lim.MaxLen) || n.Int64() < int64(length) {
		return 0, false
	}
	return int(n.Int64()) + 1, true
}

// asked turns an error about a heap into a *game.InputError of the key that
// asked about it; a *game.InputError is returned as it is, since it names its
// key and text already.
func asked(key, text string, err error) error {
	var in *game.InputError
	if errors.As(err, &in) {
		return in
	}
	var unknown *game.Unknown
	if errors.As(err, &unknown) {
		return &game.InputError{Key: key, Text: text, Problem: unknown.Reason}
	}
	return err
}
