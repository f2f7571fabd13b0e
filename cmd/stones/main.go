// Command stones answers questions about take-away games from the command
// line: the same configurations, and the same answers, as the Stones page.
//
// Usage:
//
//	stones [-json] [-progress] [QUERY ...]
//
// QUERY is a configuration in the permalink form of the page, for example
//
//	stones 'moves=1,5,8,10&len=40&n=68'
//	stones -json 'moves=6,13,14,16&n=1000000000000000000000'
//
// Several QUERY arguments are joined with '&', so `stones moves=1-3 n=21`
// works too. The keys:
//
//	game      subtraction (default), octal, partizan or parity
//	moves     subtraction and parity: the move set, 1,5,8,10 or ranges 1-5,9 (amounts up
//	          to 1000000); for subtraction also a named set: squares, primes, primes1,
//	          powers2, fibonacci, moser, or the rule sqrt (a move takes 1 … ⌊√n⌋) (default 1-3)
//	left      partizan: Left's moves, such as 2,5,9
//	right     partizan: Right's moves, such as 3,4,8
//	code      octal: the code, such as 0.77 (Kayles), 0.07, 0.137, 4.7
//	circular  octal: 1 for a ring, which the first move opens into a row
//	play      normal or misere (misère: subtraction games only)
//	norepeat  subtraction: k ≥ 1 forbids taking an amount taken in the last k moves (default 0)
//	last      with norepeat: the last moves taken, most recent last, such as 2,5
//	len       how many heap sizes to list, 0 … len−1 (default 100)
//	n         one heap size to ask about: up to 100 decimal digits
//	heaps     a position of several heaps, such as 3,5,7
//	algo      subtraction: auto, dp, sieve, convolution or bitset
//	embed     accepted for the page; ignored here
//	show      a page-only key; ignored here
//
// By default stones prints a readable report: the outcomes (P: the player to
// move loses; N: the player to move wins), the nim-values, their proven
// periods and what proves them, the answer at n with every winning move, and
// for heaps= the nim-sum in binary (normal play) or an exhaustive search
// (misère play); for partizan games who wins when Left or Right starts; for
// the no-repeat and parity games the safe heaps and the state table. With -json it prints one JSON object with the fields
// config, outcomes, nim and nimPeriod (normal play), outcomePeriod (null
// when no period is known), the search extents outcomeSearch and nimSearch,
// proof, query when n is given and heaps when heaps is given, and for the
// other games leftFirst, rightFirst, safe, table and tablePeriod.
// With -progress it reports progress on standard error.
//
// Bad input exits with status 2 and one line on standard error naming the key
// and the problem. Interrupting (Ctrl-C) cancels the computation.
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

// run is the whole command: it returns the exit status.
func run(ctx context.Context, args []string, stdout, stderr io.Writer) int {
	flags := flag.NewFlagSet("stones", flag.ContinueOnError)
	flags.SetOutput(io.Discard)
	asJSON := flags.Bool("json", false, "print one JSON object")
	progress := flags.Bool("progress", false, "report progress on standard error")
	if err := flags.Parse(args); err != nil {
		if errors.Is(err, flag.ErrHelp) {
			fmt.Fprintln(stdout, "usage: stones [-json] [-progress] [QUERY ...]   (see go doc stones/cmd/stones)")
			return 0
		}
		fmt.Fprintf(stderr, "stones: %v; usage: stones [-json] [-progress] [QUERY ...]\n", err)
		return 2
	}
	c, err := solver.ParseConfig(strings.Join(flags.Args(), "&"))
	if err != nil {
		fmt.Fprintln(stderr, err)
		return 2
	}
	c.Page = nil // page-only keys mean nothing here
	c.Embed = false
	var report func(solver.Progress)
	if *progress {
		report = func(p solver.Progress) {
			fmt.Fprintf(stderr, "\r%s: %d of at most %d heap sizes", p.Stage, p.Done, p.Total)
		}
	}
	r, err := solver.Analyze(ctx, c, solver.CLILimits, report)
	if *progress {
		fmt.Fprintln(stderr)
	}
	var bad *solver.InputError
	switch {
	case errors.As(err, &bad):
		fmt.Fprintln(stderr, err)
		return 2
	case err != nil:
		fmt.Fprintln(stderr, "stones:", err)
		return 1
	}
	if *asJSON {
		err = writeJSON(stdout, r)
	} else {
		err = writeText(stdout, c, r)
	}
	if err != nil {
		fmt.Fprintln(stderr, "stones:", err)
		return 1
	}
	return 0
}
