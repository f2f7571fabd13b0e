package main

import (
	"bufio"
	"context"
	"errors"
	"fmt"
	"io"

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
func failed(stderr io.Writer, err error, o options) int {
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
		fmt.Fprintf(stderr, "stones: the limit -time %s%s was reached before the analysis ended; nothing to print (a streamed run, -summary, -csv or -bfile of a game computed heap by heap, prints what it computed)\n", o.timeLimit, given)
		return statusLimit
	}
	fmt.Fprintln(stderr, "stones:", err)
	return statusInterrupted
}
