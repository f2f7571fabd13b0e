package main

import (
	"context"
	"encoding/csv"
	"errors"
	"fmt"
	"io"
	"strconv"
	"strings"
	"sync"
	"time"

	"stones/solver/game"
	"stones/solver/octal"
)

// sweepSpec is the work of one -sweep: the codes of this shard, in order.
type sweepSpec struct {
	codes  []octal.Code
	header bool // the CSV header row (the first shard only)
}

// parseSweep reads the value of -sweep ("octal:3", or a comma list of
// codes) and of -shard ("i/n", i from 0) into the codes of the shard.
func parseSweep(what, shard string) (sweepSpec, error) {
	var codes []octal.Code
	if d, ok := strings.CutPrefix(what, "octal:"); ok {
		digits, err := strconv.Atoi(d)
		if err != nil || digits < 1 || digits > 4 {
			return sweepSpec{}, fmt.Errorf("-sweep %q: after octal: give how many digits the codes have, 1 to 4", what)
		}
		codes = octal.Codes(digits)
	} else {
		for _, c := range strings.Split(what, ",") {
			code, err := octal.ParseCode("-sweep", c)
			if err != nil {
				return sweepSpec{}, err
			}
			if !code.Octal() {
				return sweepSpec{}, fmt.Errorf("-sweep %q: %s is not an octal code (digits 0-7, no *): sweeps tabulate octal games only", what, code)
			}
			codes = append(codes, code)
		}
	}
	i, n := 0, 1
	if shard != "" {
		a, b, ok := strings.Cut(shard, "/")
		var err1, err2 error
		i, err1 = strconv.Atoi(a)
		n, err2 = strconv.Atoi(b)
		if !ok || err1 != nil || err2 != nil || n < 1 || i < 0 || i >= n {
			return sweepSpec{}, fmt.Errorf("-shard %q: give i/n with 0 ≤ i < n, for instance 0/4", shard)
		}
	}
	// Shard i takes a contiguous run of the codes, so that the shards'
	// outputs, concatenated in order, are the whole sweep's.
	from, to := i*len(codes)/n, (i+1)*len(codes)/n
	return sweepSpec{codes: codes[from:to], header: i == 0}, nil
}

// runSweep computes the table of the codes of spec, jobs codes at a time,
// and writes its CSV rows in the order of the codes as they are done. It
// returns the exit status.
func runSweep(ctx context.Context, spec sweepSpec, length int, budget int64, jobs int, progress bool, stdout, stderr io.Writer) int {
	out := csv.NewWriter(stdout)
	if spec.header {
		out.Write(octal.TableColumns)
		out.Flush()
	}
	type result struct {
		row octal.TableRow
		err error
	}
	results := make([]chan result, len(spec.codes))
	for i := range results {
		results[i] = make(chan result, 1)
	}
	next := make(chan int)
	var wg sync.WaitGroup
	for range max(jobs, 1) {
		wg.Go(func() {
			for i := range next {
				row, err := octal.Tabulate(spec.codes[i], length, budget, game.NewWork(ctx, nil))
				results[i] <- result{row, err}
			}
		})
	}
	go func() {
		defer close(next)
		for i := range spec.codes {
			select {
			case next <- i:
			case <-ctx.Done():
				return
			}
		}
	}()
	start := time.Now()
	status := 0
	for i, c := range results {
		var r result
		select {
		case r = <-c:
		case <-ctx.Done():
			r.err = ctx.Err()
		}
		if r.err != nil {
			why, st := "interrupted", statusInterrupted
			if errors.Is(r.err, context.DeadlineExceeded) {
				why, st = "the limit -time was reached", statusLimit
			}
			fmt.Fprintf(stderr, "stones: the sweep stopped at code %s (%s): %d of %d codes written\n", spec.codes[i], why, i, len(spec.codes))
			status = st
			break
		}
		out.Write(r.row.Record())
		out.Flush()
		if err := out.Error(); err != nil {
			fmt.Fprintln(stderr, "stones:", err)
			status = 1
			break
		}
		if progress {
			elapsed := time.Since(start)
			left := time.Duration(float64(elapsed) / float64(i+1) * float64(len(spec.codes)-i-1))
			fmt.Fprintf(stderr, "\rsweep: %d of %d codes (last %s), %s elapsed, about %s left at this rate   ", i+1, len(spec.codes), spec.codes[i], elapsed.Round(time.Second), left.Round(time.Second))
		}
	}
	if progress {
		fmt.Fprintln(stderr)
	}
	if status != 0 {
		return status
	}
	wg.Wait()
	return 0
}
