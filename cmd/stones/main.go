// Command stones answers questions about take-away games from the command
// line: the same configurations, and the same answers, as the Stones page.
//
// Usage:
//
//	stones [-json | -csv | -bfile | -tikz | -summary] [-progress] [limits] [QUERY ...]
//	stones -growth | -digits [-csv] [-progress] [limits] [QUERY ...]
//	stones -sweep CODES [-len N] [-work W] [-jobs J] [-shard i/n] [-time D] [-progress]
//	stones -merge [-csv] CHECKPOINT ...
//	stones -games
//	stones -quotient [limits] QUERY
//
// QUERY is a configuration in the permalink form of the page, for example
//
//	stones 'moves=1,5,8,10&len=40&n=68'
//	stones -json 'moves=6,13,14,16&n=1000000000000000000000'
//	stones game=grundy len=64 n=50
//
// Several QUERY arguments are joined with '&', so `stones moves=1-3 n=21`
// works too. The keys, their defaults, the games that take them and the
// JSON object are specified in docs/CONFIG.md, the contract that the page
// and this command share; `stones -games` lists every family of games with
// its rules, keys and presets, from the families' own descriptions.
//
// By default stones prints a readable report: the outcomes with their
// legend, the nim-values, their periods and what proves them, the answer at
// n with every winning move, and for heaps= the nim-sum in binary (normal
// play) or an exhaustive search (misère play); for partizan games who wins
// when Left or Right starts; for history games the safe heaps and the state
// table. With -json it prints the contract's one JSON object; with -csv
// the figures as comma-separated values, one row a heap size (heap,
// outcome, and the game's other columns: nim, leftFirst and rightFirst,
// safe, the state table's rows); with -bfile the nim-values as an OEIS
// b-file; with -tikz the strip as a TikZ picture for LaTeX (P/N cells with
// their nim-values, the period marked, a caption; the first 2,000 heaps at
// most), which pdflatex compiles with \usepackage{tikz}. These are the
// page's exports, byte for byte. With -summary it
// prints the JSON object without its per-heap arrays and with stats: the
// largest nim-value and its first heap, the frequency of each value, the
// count of P-positions, for octal games and Grundy's game the rare mask,
// the number of rare heaps and the last one, and the same for every power
// of two up to len. With -progress it reports progress on standard error,
// with the rate and the time left at that rate.
//
// # Misère quotients
//
// -quotient prints the misère quotient (Plambeck and Siegel) of a misère
// heap game, as Stones builds and proves it: its order and P-portion, how
// far it holds (periodic for every heap, or the heaps computed), each
// heap's element, and the product table. For example
//
//	stones -quotient game=octal code=0.77 play=misere
//
// prints Kayles' quotient: 40 elements, 9 of them P, periodic from row 71
// with period 12. A game that is not a misère heap game is refused with the
// key play; a quotient beyond the limits (-work, -states) names the limit.
//
// # Research runs
//
// -summary, -csv, -bfile, -growth and -digits stream: the heaps are computed
// in blocks and written (or counted) as they go, len (or upto) may reach
// 2^40, and memory is the engine's own. That holds for the games computed
// heap by heap: an octal game on rows and Grundy's game (without n or
// heaps), and the named sets without a closed form (squares, primes,
// fibonacci), whose outcomes come from a sieve that holds only the cold
// heaps and whose nim-values are computed for the first -nimsearch heaps
// (16777216 by default): -summary and -growth then count the largest
// nim-value and the frequencies over those heaps and say how many
// (nimLen), and -csv and -bfile, which write every nim-value, refuse a len
// beyond -nimsearch, naming it. Every other game whose proven periods
// repeat within -maxlen heaps (finite move sets in normal and misère play,
// the no-repeat, parity and partizan games) computes its first heaps and
// writes the others from its periods, as far as len says. For example
//
//	stones -summary -progress game=grundy len=268435456
//	stones -csv -time 2h game=octal code=0.6 len=16777216 > 0.6.csv
//	stones -summary 'moves=squares&len=1073741824'
//	stones -growth 'moves=squares&upto=1073741824'
//	stones -bfile 'moves=squares&len=16777216' > squares.txt
//
// The first squares command counts the cold heaps below 2^30 (1,816,355)
// in about a minute of one core, and the nim-values of the first 2^24
// heaps in a few more; -json, the text report and questions (n, heaps)
// still list at most -maxlen heaps.
//
// -sweep tabulates octal codes (octal:3 is every code of up to three digits;
// or a comma list of codes) as CSV, a row a code (its period or "none up to
// H", the heaps computed, largest, largestAt, rareMask, rareCount,
// lastRare), jobs codes at a time (default: every core). -shard i/n
// computes the i-th of n contiguous runs of the codes, so that the shards'
// outputs concatenated in order are the whole sweep's: a Slurm job array or
// a Kubernetes indexed Job can spread a sweep over machines.
//
//	stones -sweep octal:3 -len 1048576 > octal3.csv
//	stones -sweep octal:3 -len 16777216 -shard $SLURM_ARRAY_TASK_ID/16 > part.csv
//
// # Checkpoints
//
// -checkpoint FILE saves the state of a sweep, or of a streamed run (of an
// octal game, Grundy's game, squares, primes or fibonacci), to FILE every
// -checkpoint-every (5m by
// default) and when the run ends or is stopped (a limit, Ctrl-C, SIGTERM):
// written to FILE.tmp and renamed, so that a kill leaves a whole
// checkpoint. The same command run again with the same FILE resumes from
// it, and writes its whole output again: the output of the last run is
// byte for byte that of a run never stopped (write it with >, not >>). A
// checkpoint of another command, of another build or damaged is refused,
// naming -checkpoint. SIGTERM, which Slurm and Kubernetes send before they
// kill a job, saves and exits with status 4. With -progress a resumed run
// says where it resumes.
//
//	stones -sweep .06,.76 -len 16777216 -checkpoint table.ckpt > table.csv
//
// -merge reads the checkpoints of a sweep's shards, checks that every
// shard 0 … n−1 of one sweep is there, once, and complete, and writes the
// table of docs/octal-table.md (with -csv, the sweep's CSV, as one machine
// writes it). deploy/slurm/octal-table.sbatch and
// deploy/kubernetes/octal-table.yaml run the shards on a cluster.
//
//	stones -merge octal-table/shard-*.ckpt > table.md
//
// # Growth and digits
//
// -growth and -digits compute the page's growth and digits views, from the
// same page keys: over heaps 0 … upto−1 (the key upto; by default len),
// -growth the count of cold positions among the first n heaps at every
// perfect cube n and the largest nim-value where it grows, each with the
// power law Siegel's repeated median fits to it; -digits the distribution
// of the digits low-order base-b digits (the keys base and digits; by
// default 5 and 3) of the cold positions. Each prints one JSON object, or
// with -csv the CSV the page's view downloads. A bad upto, base or digits
// is refused, naming its key; upto reaches as far as in a research run
// (above): the games computed heap by heap stream, and a limit or Ctrl-C
// then prints what was counted, with "stopped"; the others go beyond
// -maxlen by their periods.
//
//	stones -growth 'moves=squares&upto=1000000'
//	stones -digits -csv 'moves=squares&base=13&digits=2&upto=1000000'
//
// # Limits
//
// Every limit is a flag, with its default:
//
//	-time D        stop after the duration D (0: none; default 10m for a
//	               full analysis and -quotient; none for a streamed run,
//	               -growth, -digits and a sweep)
//	-memory SIZE   a streamed run stops when its live data exceed SIZE, and
//	               every run has the Go runtime collect harder near it
//	               (4GiB; 0: none)
//	-work N        elementary steps: 2^34 for a full analysis and for each
//	               code of -sweep, 2^25 for -quotient (an analysis gives
//	               the misère quotient 2^25 at most); none for a streamed
//	               run unless given
//	-maxlen N      heap sizes a full analysis lists (10000000); beyond it
//	               a research run streams, or folds by the periods proven
//	               within it
//	-search N      heap sizes an outcome period search computes (67108864)
//	-nimsearch N   heap sizes a nim-value period search computes, and the
//	               heaps whose nim-values a streamed run of squares,
//	               primes or fibonacci computes (16777216)
//	-states N      positions an exhaustive search visits (4000000)
//	-len N         with -sweep: heap sizes computed for each code (1048576)
//	-jobs N        with -sweep: codes computed at once (every core)
//	-checkpoint-every D  with -checkpoint: how often the state is saved (5m)
//
// A streamed run stopped by -time, -memory or -work, or a sweep stopped by
// -time, prints what it computed (the summary so far, with "stopped" naming
// the limit; every CSV row written), names the limit on standard error and
// exits with status 3; Ctrl-C does the same with status 1, SIGTERM with
// status 4 ("stopped":"terminated"). In a sweep,
// -work bounds each code, whose row then says how far it got.
//
// # Exit status
//
// 0 for an answer; 2 for bad input, with one line on standard error naming
// the key and the problem (or the flag); 3 when a limit ended the
// computation; 4 when SIGTERM ended it (with -checkpoint, the checkpoint
// is saved); 1 when it was interrupted (Ctrl-C) or the output failed.
package main

import (
	"bufio"
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
	lim                                               solver.Limits
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
		var report func(solver.Progress)
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

// runAnalysis answers c by a full analysis (solver.Analyze) within the
// limits of o, and prints it in the format asked.
func runAnalysis(ctx context.Context, c solver.Config, o options, stdout, stderr io.Writer) int {
	if refused(o, stderr) {
		return statusBadInput
	}
	ctx, o, cancel := o.bounded(ctx)
	defer cancel()
	r, err := analyzed(o, stderr, func(lim solver.Limits, report func(solver.Progress)) (*solver.Result, error) {
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
	r, err := analyzed(o, stderr, func(lim solver.Limits, report func(solver.Progress)) (*solver.Result, error) {
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

// refused reports, on stderr, a -checkpoint given to a run that does not
// save one: it applies to -sweep and to the streamed runs (research.Resumes).
func refused(o options, stderr io.Writer) bool {
	if o.checkpoint == "" {
		return false
	}
	fmt.Fprintf(stderr, "stones: -checkpoint applies to -sweep and to a streamed run (-summary, -csv, -bfile, -growth or -digits, without n or heaps) of an octal game on rows, Grundy's game, or the subtraction games of squares, primes and fibonacci; this run is none; %s\n", usage)
	return true
}

// streamIdentity is what decides the output of a streamed run (see
// checkpointMeta.Command): the format, -work and the query in normal
// form.
func streamIdentity(o options, growth, digits bool, c solver.Config) string {
	var mode []string
	for _, f := range []struct {
		on   bool
		name string
	}{{growth, "-growth"}, {digits, "-digits"}, {o.summary, "-summary"}, {o.asCSV, "-csv"}, {o.asBFile, "-bfile"}, {o.asJSON, "-json"}, {o.asTikZ, "-tikz"}} {
		if f.on {
			mode = append(mode, f.name)
		}
	}
	return fmt.Sprintf("stones %s -work %d %s", strings.Join(mode, " "), o.work, c.Query())
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
func analyzed(o options, stderr io.Writer, analyze func(solver.Limits, func(solver.Progress)) (*solver.Result, error)) (*solver.Result, error) {
	o.lim.Work = o.work
	if o.lim.Work == 0 {
		o.lim.Work = defaultWork
	}
	var report func(solver.Progress)
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
// *solver.InputError, which names its key) is 2; a limit of o that ended
// the computation (-time) is 3; any other failure, Ctrl-C included, 1.
func failed(stderr io.Writer, err error, o options) int {
	var bad *solver.InputError
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

// families lists every family of games from its descriptor: the value of
// the key game, title, rules, keys with defaults, and presets with sources.
func families() string {
	var b strings.Builder
	for i, f := range solver.Families() {
		if i > 0 {
			b.WriteByte('\n')
		}
		fmt.Fprintf(&b, "game=%s: %s\n  %s\n", f.Game, f.Title, f.Rules)
		if f.Source != "" {
			fmt.Fprintf(&b, "  Source: %s\n", f.Source)
		}
		for _, k := range f.Keys {
			def := ""
			switch {
			case k.Required:
				def = " (required)"
			case k.Default != "":
				def = " (default " + k.Default + ")"
			}
			fmt.Fprintf(&b, "  %-9s %s%s\n", k.Name, k.Help, def)
		}
		for _, p := range f.Presets {
			fmt.Fprintf(&b, "  preset    %s: stones '%s' — %s", p.Name, p.Config, p.About)
			if p.Source != "" {
				fmt.Fprintf(&b, " (%s)", p.Source)
			}
			b.WriteByte('\n')
		}
	}
	fmt.Fprintf(&b, "\nEvery game also takes len, n, heaps (impartial games) and embed: see docs/CONFIG.md.\n")
	return b.String()
}
