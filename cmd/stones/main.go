package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"os/signal"
	"runtime"
	"runtime/debug"
	"strconv"
	"strings"
	"syscall"
	"time"

	"stones/solver"
	"stones/solver/game"
	"stones/solver/research"
)

func main() {
	ctx, cancel := context.WithCancelCause(context.Background())
	signals := make(chan os.Signal, 1)
	signal.Notify(signals, os.Interrupt, syscall.SIGTERM)
	go func() {
		if <-signals == syscall.SIGTERM {
			cancel(errTerminated)
		} else {
			cancel(errInterrupted)
		}
	}()
	code := run(ctx, os.Args[1:], os.Stdout, os.Stderr)
	signal.Stop(signals)
	os.Exit(code)
}

// The causes of a run's cancellation: Ctrl-C (SIGINT), and SIGTERM, which
// Slurm and Kubernetes send before they kill a job.
var (
	errInterrupted = errors.New("interrupted")
	errTerminated  = errors.New("terminated (SIGTERM)")
)

// terminated reports whether ctx was ended by SIGTERM.
func terminated(ctx context.Context) bool {
	return errors.Is(context.Cause(ctx), errTerminated)
}

// usage is the one-line reminder printed with -h and after a bad flag.
const usage = "usage: stones [-json | -csv | -bfile | -tikz | -summary] [-progress] [-checkpoint FILE] [limits] [QUERY ...] | stones -growth | -digits [-csv] [-progress] [-checkpoint FILE] [limits] [QUERY ...] | stones -sweep CODES [-len N] [-shard i/n] [-jobs N] [-checkpoint FILE] | stones -merge [-csv] CHECKPOINT ... | stones -games | stones -quotient [limits] QUERY   (see go doc stones/cmd/stones and docs/CONFIG.md)"

// The exit statuses.
const (
	statusOK          = 0
	statusInterrupted = 1 // Ctrl-C (SIGINT), or the output failed
	statusBadInput    = 2
	statusLimit       = 3 // -time, -memory or -work ended the run: what was computed is printed
	// statusTerminated: SIGTERM ended the run; what was computed is
	// printed, and with -checkpoint the checkpoint is saved, so that the
	// same command resumes.
	statusTerminated = 4
)

// defaultWork is the default of -work for a full analysis and for each code
// of -sweep (a streamed run has no default limit of work).
const defaultWork = 1 << 34

// defaultTime is the default of -time for a full analysis and -quotient
// (a streamed run, -growth, -digits and a sweep have no default limit of
// time): the other limits end them well before.
const defaultTime = 10 * time.Minute

// options are the flags of one command.
type options struct {
	asJSON, asCSV, asBFile, asTikZ, summary, progress bool
	timeLimit                                         time.Duration
	timeGiven                                         bool  // -time was given: no default applies
	memory                                            int64 // bytes; 0: none
	work                                              int64 // 0: the default of the mode
	lim                                               game.Limits
	view                                              string        // -growth, -digits: "growth", "digits"
	keys                                              research.Keys // with view: what it counts
	// checkpoint is the file of -checkpoint ("": none), saved every
	// checkpointEvery; identity is what decides the output of the
	// command (see checkpointMeta.Command).
	checkpoint      string
	checkpointEvery time.Duration
	identity        string
}

// run is the whole command: it returns the exit status.
func run(ctx context.Context, args []string, stdout, stderr io.Writer) int {
	flags := flag.NewFlagSet("stones", flag.ContinueOnError)
	flags.SetOutput(io.Discard)
	var o options
	flags.BoolVar(&o.asJSON, "json", false, "print one JSON object")
	flags.BoolVar(&o.asCSV, "csv", false, "print the figures as comma-separated values")
	flags.BoolVar(&o.asBFile, "bfile", false, "print the nim-values as an OEIS b-file")
	flags.BoolVar(&o.asTikZ, "tikz", false, "print the strip as a TikZ picture for LaTeX")
	flags.BoolVar(&o.summary, "summary", false, "print the JSON object without per-heap arrays, with stats")
	flags.BoolVar(&o.progress, "progress", false, "report progress, rate and ETA on standard error")
	games := flags.Bool("games", false, "list the families of games")
	quotient := flags.Bool("quotient", false, "print the misère quotient of a misère heap game (Plambeck and Siegel)")
	growth := flags.Bool("growth", false, "print the growth of the cold positions and the largest nim-value over heaps 0 … upto−1")
	digits := flags.Bool("digits", false, "print the low-order base-b digits of the cold positions over heaps 0 … upto−1")
	flags.DurationVar(&o.timeLimit, "time", 0, "stop after this long (default 10m for a full analysis and -quotient; 0: no limit)")
	memory := flags.String("memory", "4GiB", "stop when the heap of live data exceeds this (0: no limit)")
	flags.Int64Var(&o.work, "work", 0, "the most elementary steps (default 2^34; none for a streamed run)")
	o.lim = solver.CLILimits
	flags.IntVar(&o.lim.MaxLen, "maxlen", solver.CLILimits.MaxLen, "the most heap sizes a full analysis lists")
	flags.IntVar(&o.lim.Search, "search", solver.CLILimits.Search, "the most heap sizes an outcome period search computes")
	flags.IntVar(&o.lim.NimSearch, "nimsearch", solver.CLILimits.NimSearch, "the most heap sizes a nim-value period search computes, and whose nim-values a streamed run of squares, primes or fibonacci computes")
	flags.IntVar(&o.lim.States, "states", solver.CLILimits.States, "the most positions an exhaustive search visits")
	sweep := flags.String("sweep", "", "tabulate octal codes: octal:D (every code of up to D digits) or a comma list of codes")
	shard := flags.String("shard", "", "with -sweep: i/n, the i-th of n equal runs of the codes (0 ≤ i < n)")
	sweepLen := flags.Int("len", 1<<20, "with -sweep: the most heap sizes computed for each code")
	jobs := flags.Int("jobs", runtime.NumCPU(), "with -sweep: how many codes are computed at once")
	flags.StringVar(&o.checkpoint, "checkpoint", "", "with -sweep or a streamed run: save the state to this file, and resume from it")
	flags.DurationVar(&o.checkpointEvery, "checkpoint-every", defaultCheckpointEvery, "with -checkpoint: how often the state is saved")
	merge := flags.Bool("merge", false, "merge the checkpoints of a sweep's shards, given as arguments, into its table (with -csv: its CSV)")
	if err := flags.Parse(args); err != nil {
		if errors.Is(err, flag.ErrHelp) {
			fmt.Fprintln(stdout, usage)
			return statusOK
		}
		fmt.Fprintf(stderr, "stones: %v; %s\n", err, usage)
		return statusBadInput
	}
	formats := 0
	for _, f := range []bool{o.asJSON, o.asCSV, o.asBFile, o.asTikZ, o.summary} {
		if f {
			formats++
		}
	}
	if formats > 1 {
		fmt.Fprintf(stderr, "stones: -json, -csv, -bfile, -tikz and -summary are exclusive: choose one; %s\n", usage)
		return statusBadInput
	}
	set := map[string]bool{}
	flags.Visit(func(f *flag.Flag) { set[f.Name] = true })
	o.timeGiven = set["time"]
	if set["checkpoint-every"] && o.checkpoint == "" || o.checkpointEvery <= 0 {
		fmt.Fprintf(stderr, "stones: -checkpoint-every takes a positive duration, and applies with -checkpoint FILE; %s\n", usage)
		return statusBadInput
	}
	if *merge {
		if formats > 0 && !o.asCSV || *sweep != "" || o.checkpoint != "" || *growth || *digits || *quotient || *games {
			fmt.Fprintf(stderr, "stones: -merge takes the checkpoints of a sweep's shards as arguments, and -csv at most; %s\n", usage)
			return statusBadInput
		}
		return runMerge(flags.Args(), o.asCSV, stdout, stderr)
	}
	for _, name := range []string{"len", "shard", "jobs"} {
		if set[name] && *sweep == "" {
			fmt.Fprintf(stderr, "stones: -%s applies to -sweep only (the heap sizes of a query are its key len); %s\n", name, usage)
			return statusBadInput
		}
	}
	if *growth && *digits || (*growth || *digits) && (o.asJSON || o.asBFile || o.summary || *sweep != "") {
		fmt.Fprintf(stderr, "stones: -growth and -digits print their own JSON object, or with -csv their CSV, and take neither each other, -sweep, -json, -bfile nor -summary; %s\n", usage)
		return statusBadInput
	}
	if *sweep != "" && (formats > 0 || len(flags.Args()) > 0) {
		fmt.Fprintf(stderr, "stones: -sweep writes its own CSV and takes no query, -json, -csv, -bfile or -summary; %s\n", usage)
		return statusBadInput
	}
	var err error
	if o.memory, err = parseBytes(*memory); err != nil {
		fmt.Fprintf(stderr, "stones: -memory %q: %v; %s\n", *memory, err, usage)
		return statusBadInput
	}
	if o.work < 0 || o.timeLimit < 0 || o.lim.MaxLen < 0 || o.lim.Search < 1 || o.lim.NimSearch < 1 || o.lim.States < 1 || *sweepLen < 1 || *jobs < 1 {
		fmt.Fprintf(stderr, "stones: -work, -time and -maxlen take a number ≥ 0; -search, -nimsearch, -states, -len and -jobs a number ≥ 1; %s\n", usage)
		return statusBadInput
	}
	if *games {
		if _, err := io.WriteString(stdout, families()); err != nil {
			return statusInterrupted
		}
		return statusOK
	}
	if o.timeLimit > 0 {
		var cancel context.CancelFunc
		ctx, cancel = context.WithTimeout(ctx, o.timeLimit)
		defer cancel()
	}
	if o.memory > 0 {
		debug.SetMemoryLimit(o.memory)
	}
	if o.lim.Memory = o.memory; o.memory == 0 {
		o.lim.Memory = 4 << 30 // the table of Cram's pruned search: as by default
	}
	if *sweep != "" {
		spec, err := parseSweep(*sweep, *shard)
		if err != nil {
			fmt.Fprintf(stderr, "stones: %v\n", err)
			return statusBadInput
		}
		budget := o.work
		if budget == 0 {
			budget = defaultWork
		}
		return runSweep(ctx, spec, *sweepLen, budget, *jobs, o, stdout, stderr)
	}
	c, err := solver.ParseConfig(strings.Join(flags.Args(), "&"))
	if err != nil {
		fmt.Fprintln(stderr, err)
		return statusBadInput
	}
	o.identity = streamIdentity(o, *growth, *digits, c)
	if *quotient {
		if refused(o, stderr) {
			return statusBadInput
		}
		var report func(game.Progress)
		if o.progress {
			report = progressReporter(stderr)
		}
		lim := o.lim
		if lim.Work = o.work; lim.Work == 0 {
			lim.Work = research.QuotientWork
		}
		ctx, o, cancel := o.bounded(ctx)
		defer cancel()
		text, err := research.QuotientSummary(ctx, c, lim, report)
		if o.progress {
			fmt.Fprintln(stderr)
		}
		if err != nil {
			return failed(stderr, err, o)
		}
		if _, err := io.WriteString(stdout, text); err != nil {
			return statusInterrupted
		}
		return statusOK
	}
	if *growth {
		return runResearch(ctx, c, "growth", o, stdout, stderr)
	}
	if *digits {
		return runResearch(ctx, c, "digits", o, stdout, stderr)
	}
	c = c.Bare() // page-only keys mean nothing here
	if o.summary || o.asCSV || o.asBFile {
		switch {
		case research.Streams(c):
			return runStream(ctx, c, o, stdout, stderr)
		case c.N == nil && c.Heaps == nil && c.Len > o.lim.MaxLen:
			return runFolded(ctx, c, o, stdout, stderr)
		}
	}
	return runAnalysis(ctx, c, o, stdout, stderr)
}

// parseBytes reads a size in bytes: a whole number with an optional
// suffix KiB, MiB, GiB or TiB; 0 is no limit.
func parseBytes(s string) (int64, error) {
	unit := int64(1)
	for _, u := range []struct {
		suffix string
		shift  uint
	}{{"KiB", 10}, {"MiB", 20}, {"GiB", 30}, {"TiB", 40}} {
		if t, ok := strings.CutSuffix(s, u.suffix); ok {
			s, unit = t, 1<<u.shift
			break
		}
	}
	n, err := strconv.ParseInt(s, 10, 64)
	if err != nil || n < 0 || n > (1<<62)/unit {
		return 0, errors.New("give a whole number of bytes, optionally with KiB, MiB, GiB or TiB (4GiB); 0 for no limit")
	}
	return n * unit, nil
}
