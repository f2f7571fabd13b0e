package game

import (
	"context"
	"errors"
)

// Progress reports how far a long computation has come.
type Progress struct {
	Stage string // what is being computed, in words: "outcomes", "nim-values"
	Done  int    // units (heap sizes, positions) computed so far
	Total int    // units this stage will compute at most
}

// Work carries cancellation and progress reporting into the algorithms.
// They call Step every StepEvery units at least; a nil *Work never stops
// and reports nothing.
type Work struct {
	ctx      context.Context
	report   func(Progress)
	stage    string
	total    int
	lastDone int
}

// NewWork returns the Work of one computation: cancelling ctx stops it, and
// report, if not nil, receives progress.
func NewWork(ctx context.Context, report func(Progress)) *Work {
	return &Work{ctx: ctx, report: report}
}

// StepEvery is how many units an algorithm may compute between two calls
// to Step: small enough to cancel within milliseconds, large enough to cost
// nothing.
const StepEvery = 1 << 12

// Begin starts a stage of the computation: its name in words and the most
// units it will compute.
func (w *Work) Begin(stage string, total int) {
	if w == nil {
		return
	}
	w.stage, w.total, w.lastDone = stage, total, -1
}

// Step reports that done units of the current stage are computed and
// returns the context's error once the computation is cancelled.
func (w *Work) Step(done int) error {
	if w == nil {
		return nil
	}
	if w.ctx != nil {
		if err := w.ctx.Err(); err != nil {
			return err
		}
	}
	if w.report != nil && done != w.lastDone {
		w.lastDone = done
		w.report(Progress{Stage: w.stage, Done: done, Total: w.total})
	}
	return nil
}

// Cancelled reports whether err says that a computation was cancelled (its
// Work's context ended), rather than refused or failed.
func Cancelled(err error) bool {
	return errors.Is(err, context.Canceled) || errors.Is(err, context.DeadlineExceeded)
}

// Limits bound the cost of one analysis. Every computation Stones runs is
// bounded by them; a request beyond them is an *InputError that names the
// limit.
type Limits struct {
	MaxLen    int   // the most heap sizes a result lists (the key len)
	Search    int   // the most heap sizes the outcome period search computes
	NimSearch int   // the most heap sizes the nim-value period search computes
	Work      int64 // the most elementary steps (heap sizes × moves, pairs of heaps)
	// States is the most positions an exhaustive search visits (misère
	// sums, remoteness in play).
	States int
	// Shallow is the most heap sizes a period search that may never end
	// (an octal game's) computes when the question needs no more: len,
	// and n and heaps within them. 0: as far as the other limits allow. A
	// Solution cut there says so (Solution.Shallow), and a question beyond
	// it is answered by a deeper search.
	Shallow int
	// Memory is the most bytes a computation's bounded tables take, a
	// quarter of it for the transposition table of Cram's pruned search
	// (a smaller table makes it slower, never refused); 0: 64 MiB.
	Memory int64
	Where  string // the front end, in words: "the page", "stones"
	// Flags says, for each limit its front end lets the user raise (by
	// the field's name: "MaxLen"), how: "the flag -maxlen, default
	// 10,000,000". Nil where none can be raised (the page).
	Flags map[string]string
}

// Raise returns how the user raises the limit named by field (see Flags),
// as a parenthesis to follow the limit in a message: " (the flag -maxlen,
// default 10,000,000)"; "" when the front end offers no way.
func (l Limits) Raise(field string) string {
	if how, ok := l.Flags[field]; ok {
		return " (" + how + ")"
	}
	return ""
}
