// Command stones answers questions about take-away games from the command
// line: the same configurations, and the same answers, as the Stones page.
//
// Usage:
//
//	stones [-json | -csv | -bfile] [-progress] [QUERY ...]
//	stones -games
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
// b-file. These are the page's exports, byte for byte. With -progress it
// reports progress on standard error.
//
// Bad input exits with status 2 and one line on standard error naming the
// key and the problem. Interrupting (Ctrl-C) cancels the computation.
package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"os/signal"
	"strings"

	"stones/solver"
)

func main() {
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt)
	code := run(ctx, os.Args[1:], os.Stdout, os.Stderr)
	stop()
	os.Exit(code)
}

// usage is the one-line reminder printed with -h and after a bad flag.
const usage = "usage: stones [-json | -csv | -bfile] [-progress] [QUERY ...] | stones -games   (see go doc stones/cmd/stones and docs/CONFIG.md)"

// run is the whole command: it returns the exit status.
func run(ctx context.Context, args []string, stdout, stderr io.Writer) int {
	flags := flag.NewFlagSet("stones", flag.ContinueOnError)
	flags.SetOutput(io.Discard)
	asJSON := flags.Bool("json", false, "print one JSON object")
	asCSV := flags.Bool("csv", false, "print the figures as comma-separated values")
	asBFile := flags.Bool("bfile", false, "print the nim-values as an OEIS b-file")
	progress := flags.Bool("progress", false, "report progress on standard error")
	games := flags.Bool("games", false, "list the families of games")
	if err := flags.Parse(args); err != nil {
		if errors.Is(err, flag.ErrHelp) {
			fmt.Fprintln(stdout, usage)
			return 0
		}
		fmt.Fprintf(stderr, "stones: %v; %s\n", err, usage)
		return 2
	}
	if *asJSON && *asCSV || *asJSON && *asBFile || *asCSV && *asBFile {
		fmt.Fprintf(stderr, "stones: -json, -csv and -bfile are exclusive: choose one; %s\n", usage)
		return 2
	}
	if *games {
		_, err := io.WriteString(stdout, families())
		if err != nil {
			return 1
		}
		return 0
	}
	c, err := solver.ParseConfig(strings.Join(flags.Args(), "&"))
	if err != nil {
		fmt.Fprintln(stderr, err)
		return 2
	}
	c = c.Bare() // page-only keys mean nothing here
	var report func(solver.Progress)
	if *progress {
		report = func(p solver.Progress) {
			fmt.Fprintf(stderr, "\r%s: %s of at most %s", p.Stage, solver.Grouped(p.Done), solver.Grouped(p.Total))
		}
	}
	r, err := solver.Analyze(ctx, c, solver.CLILimits, report)
	if *progress {
		fmt.Fprintln(stderr)
	}
	if err != nil {
		return failed(stderr, err)
	}
	switch {
	case *asJSON:
		err = writeJSON(stdout, r)
	case *asCSV:
		_, err = stdout.Write(r.CSV())
	case *asBFile:
		var b []byte
		if b, err = r.BFile(); err == nil {
			_, err = stdout.Write(b)
		}
	default:
		err = writeText(stdout, c, r)
	}
	if err != nil {
		return failed(stderr, err)
	}
	return 0
}

// failed reports err and returns the exit status: bad input (an
// *solver.InputError, which names its key) is 2, any other failure 1.
func failed(stderr io.Writer, err error) int {
	var bad *solver.InputError
	if errors.As(err, &bad) {
		fmt.Fprintln(stderr, err)
		return 2
	}
	fmt.Fprintln(stderr, "stones:", err)
	return 1
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
