package main

import (
	"context"
	"encoding/csv"
	"errors"
	"fmt"
	"io"
	"maps"
	"slices"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	"stones/solver/game"
	"stones/solver/numerals"
	"stones/solver/octal"
)

// sweepSpec is the work of one -sweep: the codes of this shard, in order.
type sweepSpec struct {
	what          string // the value of -sweep
	codes         []octal.Code
	shard, shards int  // -shard i/n
	header        bool // the CSV header row (the first shard only)
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
	return sweepSpec{what: what, codes: codes[from:to], shard: i, shards: n, header: i == 0}, nil
}

// identity is what decides the output of the sweep (see
// checkpointMeta.Command).
func (spec sweepSpec) identity(length int, budget int64) string {
	return fmt.Sprintf("stones -sweep %s -len %d -work %d -shard %d/%d", spec.what, length, budget, spec.shard, spec.shards)
}

// sweepState is what a sweep has done, shared by its workers and saved in
// its checkpoints: the rows of the codes done and the engines of the codes
// begun, by index in the shard's codes.
type sweepState struct {
	mu    sync.Mutex
	rows  map[int][]string
	begun map[int]octal.Snapshot
	// With -progress: the codes being computed, by index, and how far.
	running map[int]*running
}

// running is how far a code of a sweep has got in this run.
type running struct {
	from, done int // the heaps it resumed from and has computed
	start      time.Time
}

// progressLine reports how far the sweep has got: the codes written, the
// time left at the rate of the codes computed in this run, and each code
// being computed with its rate, heaps a second since it started or
// resumed in this run.
func (st *sweepState) progressLine(spec sweepSpec, length, written, restored int, start time.Time) string {
	elapsed := time.Since(start)
	line := fmt.Sprintf("\rsweep: %d of %d codes written, %s elapsed", written, len(spec.codes), elapsed.Round(time.Second))
	if fresh := written - restored; fresh > 0 && written < len(spec.codes) {
		line += ", about " + timeLeft(elapsed.Seconds()/float64(fresh)*float64(len(spec.codes)-written)) + " left at this rate"
	}
	st.mu.Lock()
	defer st.mu.Unlock()
	for _, i := range slices.Sorted(maps.Keys(st.running)) {
		r := st.running[i]
		line += fmt.Sprintf("; %s at heap %s", spec.codes[i], numerals.Grouped(r.done))
		if s := time.Since(r.start).Seconds(); s >= 1 && r.done > r.from {
			rate := float64(r.done-r.from) / s
			left := time.Duration(float64(length-r.done) / rate * float64(time.Second))
			line += fmt.Sprintf(", %s a second, about %s to heap %s at this rate", numerals.Grouped(int(rate)), left.Round(time.Second), numerals.Grouped(length))
		}
	}
	return line + "   "
}

// checkpoint returns the state as a checkpoint of spec.
func (st *sweepState) checkpoint(spec sweepSpec, length int, budget int64) checkpoint {
	st.mu.Lock()
	defer st.mu.Unlock()
	m := &sweepMeta{What: spec.what, Len: length, Work: budget, Shard: spec.shard, Shards: spec.shards, Rows: maps.Clone(st.rows)}
	for _, c := range spec.codes {
		m.Codes = append(m.Codes, c.String())
	}
	var snaps []octal.Snapshot
	for _, i := range slices.Sorted(maps.Keys(st.begun)) {
		e := snapshotMeta(st.begun[i])
		e.Code, e.Index = m.Codes[i], i
		m.Begun = append(m.Begun, e)
		snaps = append(snaps, st.begun[i])
	}
	return checkpoint{meta: checkpointMeta{Complete: len(st.rows) == len(spec.codes), Sweep: m}, snaps: snaps}
}

// resumeSweep fills st from the checkpoint cp of spec, refusing one whose
// codes are not spec's.
func resumeSweep(st *sweepState, cp checkpoint, spec sweepSpec, path string) error {
	m := cp.meta.Sweep
	if m == nil || len(m.Codes) != len(spec.codes) {
		return damaged(path, "its codes are not those of the sweep")
	}
	for i, c := range spec.codes {
		if m.Codes[i] != c.String() {
			return damaged(path, "its codes are not those of the sweep")
		}
	}
	for i, row := range m.Rows {
		if i < 0 || i >= len(spec.codes) || len(row) != len(octal.TableColumns) || row[0] != m.Codes[i] {
			return damaged(path, fmt.Sprintf("a row of code %d that does not fit", i))
		}
		st.rows[i] = row
	}
	for k, e := range m.Begun {
		if e.Index < 0 || e.Index >= len(spec.codes) || e.Code != m.Codes[e.Index] || st.rows[e.Index] != nil {
			return damaged(path, fmt.Sprintf("an engine of code %q that does not fit", e.Code))
		}
		st.begun[e.Index] = cp.snaps[k]
	}
	return nil
}

// runSweep computes the table of the codes of spec, jobs codes at a time,
// and writes its CSV rows in the order of the codes as they are done. With
// -checkpoint it resumes from the file (writing again the rows done) and
// saves there every -checkpoint-every, at the end, and when a limit,
// Ctrl-C or SIGTERM stops it. It returns the exit status.
func runSweep(ctx context.Context, spec sweepSpec, length int, budget int64, jobs int, o options, stdout, stderr io.Writer) int {
	ctx, cancel := context.WithCancelCause(ctx)
	defer cancel(nil)
	st := &sweepState{rows: map[int][]string{}, begun: map[int]octal.Snapshot{}, running: map[int]*running{}}
	var ck *checkpointer
	if o.checkpoint != "" {
		var cp checkpoint
		var err error
		ck, cp, err = openCheckpoint(o.checkpoint, spec.identity(length, budget), o.checkpointEvery, stderr)
		if err == nil {
			err = resumeSweep(st, cp, spec, o.checkpoint)
		}
		switch {
		case errors.Is(err, errNoCheckpoint):
		case err != nil:
			fmt.Fprintln(stderr, err)
			return statusBadInput
		case o.progress:
			fmt.Fprintf(stderr, "stones: resuming from the checkpoint %s, saved %s: %d of %d codes done", ck.path, cp.meta.Saved.Format(time.RFC3339), len(st.rows), len(spec.codes))
			for _, i := range slices.Sorted(maps.Keys(st.begun)) {
				fmt.Fprintf(stderr, "; %s from heap %s", spec.codes[i], numerals.Grouped(st.begun[i].Len()))
			}
			fmt.Fprintln(stderr)
		}
	}
	out := csv.NewWriter(stdout)
	if spec.header {
		out.Write(octal.TableColumns)
		out.Flush()
	}
	type result struct {
		row []string
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
				st.mu.Lock()
				row, from := st.rows[i], st.begun[i]
				st.mu.Unlock()
				if row != nil {
					results[i] <- result{row, nil}
					continue
				}
				var r *octal.Resume
				if ck != nil {
					r = &octal.Resume{From: from, Save: func(s octal.Snapshot) {
						st.mu.Lock()
						st.begun[i] = s
						st.mu.Unlock()
					}}
				}
				var report func(game.Progress)
				if o.progress {
					now := &running{from: from.Len(), done: from.Len(), start: time.Now()}
					st.mu.Lock()
					st.running[i] = now
					st.mu.Unlock()
					report = func(p game.Progress) {
						st.mu.Lock()
						now.done = max(now.done, p.Done)
						st.mu.Unlock()
					}
				}
				t, err := octal.TabulateFrom(spec.codes[i], length, budget, r, game.NewWork(ctx, report))
				st.mu.Lock()
				if err == nil {
					row = t.Record()
					st.rows[i] = row
					delete(st.begun, i)
				}
				delete(st.running, i)
				st.mu.Unlock()
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
	stopSaver := func() {}
	if ck != nil {
		stopSaver = ticking(ck.every, func() { ck.save(st.checkpoint(spec, length, budget)) })
	}
	start := time.Now()
	restored := len(st.rows) // done before this run: not in its rate
	var written atomic.Int64
	line := func() string { return st.progressLine(spec, length, int(written.Load()), restored, start) }
	stopPrinter := func() {}
	if o.progress {
		stopPrinter = ticking(time.Second, func() { fmt.Fprint(stderr, line()) })
	}
	status := 0
	for i, c := range results {
		var r result
		select {
		case r = <-c:
		case <-ctx.Done():
			r.err = ctx.Err()
		}
		if r.err != nil {
			why, code := "interrupted", statusInterrupted
			switch {
			case errors.Is(r.err, octal.ErrSnapshot):
				why, code = damaged(o.checkpoint, r.err.Error()).Error(), statusBadInput
			case errors.Is(r.err, context.DeadlineExceeded):
				why, code = "the limit -time was reached", statusLimit
			case terminated(ctx):
				why, code = "terminated (SIGTERM)", statusTerminated
			}
			fmt.Fprintf(stderr, "stones: the sweep stopped at code %s (%s): %d of %d codes written\n", spec.codes[i], why, i, len(spec.codes))
			status = code
			break
		}
		out.Write(r.row)
		out.Flush()
		if err := out.Error(); err != nil {
			fmt.Fprintln(stderr, "stones:", err)
			status = 1
			break
		}
		written.Add(1)
	}
	stopPrinter()
	if o.progress {
		fmt.Fprintln(stderr, line())
	}
	cancel(errInterrupted) // the workers stop at their next step, if the sweep did not end
	wg.Wait()
	if ck != nil {
		stopSaver()
		if status != statusBadInput {
			cp := st.checkpoint(spec, length, budget)
			if ck.save(cp) == nil && !cp.meta.Complete {
				fmt.Fprintf(stderr, "stones: the checkpoint %s holds %d of %d codes done and %d begun: the same command resumes from there\n", ck.path, len(cp.meta.Sweep.Rows), len(spec.codes), len(cp.meta.Sweep.Begun))
			}
		}
	}
	return status
}

// ticking calls f every d, in a goroutine of its own, until the function
// it returns is called; that function returns once f has returned.
func ticking(d time.Duration, f func()) (stop func()) {
	done := make(chan struct{})
	var wg sync.WaitGroup
	wg.Go(func() {
		tick := time.NewTicker(d)
		defer tick.Stop()
		for {
			select {
			case <-tick.C:
				f()
			case <-done:
				return
			}
		}
	})
	return func() {
		close(done)
		wg.Wait()
	}
}
