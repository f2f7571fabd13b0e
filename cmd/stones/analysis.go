package main

import (
	"bufio"
	"context"
	"errors"
	"fmt"
	"io"
	"strconv"

	"stones/solver"
	"stones/solver/game"
)

// runAnalysis answers c by a full analysis (solver.Analyze) within the
// limits of o, and prints it in the format asked.
func runAnalysis(ctx context.Context, c solver.Config, o options, stdout, stderr io.Writer) int {
	if refused(o, stderr) {
		return statusBadInput
	}
	ctx, o, cancel := o.bounded(ctx)
	defer cancel()
	r, err := analyzed(o, stderr, func(lim game.Limits, report func(game.Progress)) (*solver.Result, error) {
		return solver.Analyze(ctx, c, lim, report)
	})
	if err != nil {
		return failed(stderr, err, o)
	}
	return written(stderr, o, export(stdout, c, r, len(r.Outcomes), o))
}

// runFolded answers -summary, -csv or -bfile of c, a len beyond -maxlen of
// a game that does not stream: the figures of the first heaps
// (solver.AnalyzeFolded), carried to len by their proven periods, written
// as they go.
func runFolded(ctx context.Context, c solver.Config, o options, stdout, stderr io.Writer) int {
	if refused(o, stderr) {
		return statusBadInput
	}
	r, err := analyzed(o, stderr, func(lim game.Limits, report func(game.Progress)) (*solver.Result, error) {
		return solver.AnalyzeFolded(ctx, c, lim, report)
	})
	if err != nil {
		return failed(stderr, err, o)
	}
	return written(stderr, o, export(stdout, c, r, c.Len, o))
}

// export writes r in the format of o, heaps 0 … length−1 (beyond the heaps
// r lists by its periods; see solver.Result.Folds), as it goes.
func export(stdout io.Writer, c solver.Config, r *solver.Result, length int, o options) error {
	out := bufio.NewWriterSize(stdout, 1<<16)
	var err error
	switch {
	case o.asJSON:
		// A list that stops short of the size given (a smaller Cram board
		// that cost too much ended it) carries the answer at that size.
		if s, ok := c.Game.(game.Sizer); ok && len(r.Outcomes) <= s.Given() && c.Len > s.Given() {
			if _, answered, ok := solver.AskGiven(c, r); ok {
				r = answered
			}
		}
		err = r.WriteJSON(out)
	case o.asCSV:
		err = r.WriteCSV(out, length)
	case o.asBFile:
		err = r.WriteBFile(out, length)
	case o.asTikZ:
		_, err = out.Write(r.TikZ())
	case o.summary:
		_, err = out.Write(r.Summary(r.StatsTo(c, length)))
	default:
		err = writeText(out, c, r)
	}
	if err != nil {
		return err
	}
	return out.Flush()
}

// written returns the status of a run whose output ended with err.
func written(stderr io.Writer, o options, err error) int {
	if err != nil {
		return failed(stderr, err, o)
	}
	return statusOK
}

// bounded returns ctx ended after defaultTime, and o saying so, when -time
// was not given: the default limit of time of a computation that does not
// stream.
func (o options) bounded(ctx context.Context) (context.Context, options, context.CancelFunc) {
	if o.timeGiven || o.timeLimit > 0 {
		return ctx, o, func() {}
	}
	o.timeLimit = defaultTime
	ctx, cancel := context.WithTimeout(ctx, defaultTime)
	return ctx, o, cancel
}

// analyzed runs analyze within the limits of o, -work's default for a
// full analysis when it is not given, reporting progress on stderr when o
// asks.
func analyzed(o options, stderr io.Writer, analyze func(game.Limits, func(game.Progress)) (*solver.Result, error)) (*solver.Result, error) {
	o.lim.Work = o.work
	if o.lim.Work == 0 {
		o.lim.Work = defaultWork
	}
	var report func(game.Progress)
	if o.progress {
		report = progressReporter(stderr)
	}
	r, err := analyze(o.lim, report)
	if o.progress {
		fmt.Fprintln(stderr)
	}
	return r, err
}

// failed reports err and returns the exit status: bad input (an
// *game.InputError, which names its key) is 2; a limit of o that ended
// the computation (-time) is 3; any other failure, Ctrl-C included, 1.
//
// A computation stopped after the first sizes of its sequence (a
// *game.Stopped: Cram's boards, graphs) also prints their nim-values, on
// a line of its own after the reason.
func failed(stderr io.Writer, err error, o options) int {
	var stopped *game.Stopped
	nothing := "nothing to print (a streamed run, -summary, -csv or -bfile of a game computed heap by heap, prints what it computed)"
	if errors.As(err, &stopped) {
		nothing = "what it valued follows"
		defer fmt.Fprintf(stderr, "stones: valued before the stop, %s … %s: %s\n", stopped.First, stopped.Last, valuesText(stopped.Nim))
	}
	var bad *game.InputError
	switch {
	case errors.As(err, &bad):
		fmt.Fprintln(stderr, err)
		return statusBadInput
	case errors.Is(err, context.DeadlineExceeded):
		given := ""
		if !o.timeGiven {
			given = " (the default for a full analysis; -time 0 for none)"
		}
		fmt.Fprintf(stderr, "stones: the limit -time %s%s was reached before the analysis ended; %s\n", o.timeLimit, given, nothing)
		return statusLimit
	case errors.Is(err, context.Canceled):
		fmt.Fprintln(stderr, "stones: interrupted before the analysis ended;", nothing)
		return statusInterrupted
	}
	fmt.Fprintln(stderr, "stones:", err)
	return statusInterrupted
}

// valuesText writes nim-values apart by spaces: "0 1 1 0 1".
func valuesText(nim []uint32) string {
	b := make([]byte, 0, 3*len(nim))
	for i, v := range nim {
		if i > 0 {
			b = append(b, ' ')
		}
		b = strconv.AppendUint(b, uint64(v), 10)
	}
	return string(b)
}
