package main

import (
	"bufio"
	"context"
	"errors"
	"fmt"
	"io"
	"runtime/debug"
	"runtime/metrics"
	"strconv"
	"time"

	"stones/solver"
	"stones/solver/game"
	"stones/solver/numerals"
	"stones/solver/octal"
	"stones/solver/research"
)

// errMemory ends a streamed run at the limit -memory.
var errMemory = errors.New("memory")

// runStream answers c, whose game streams (research.Streams), heap by heap:
// -csv and -bfile are written as the heaps are computed, -summary, -growth
// and -digits at the end. A limit (-time, -memory, -work) or Ctrl-C ends the run early: what
// was computed is printed, the limit is named on standard error, and the
// status says which (3 for a limit, 1 for Ctrl-C).
func runStream(ctx context.Context, c solver.Config, o options, stdout, stderr io.Writer) int {
	// The engine's values are nearly all the live data, and a run makes
	// little garbage: collecting early keeps the heap near the values
	// instead of twice them.
	defer debug.SetGCPercent(debug.SetGCPercent(10))
	nimLen := o.lim.NimSearch
	if o.view == "digits" {
		nimLen = 0 // the digits count the cold heaps only
	}
	if (o.asCSV || o.asBFile) && o.view == "" {
		if err := streamRefusal(c, o); err != nil {
			return failed(stderr, err, o)
		}
		nimLen = c.Len
	}
	out := bufio.NewWriterSize(stdout, 1<<16)
	var b []byte
	var counter *research.Counter // the growth or the digits, with -growth or -digits
	if o.view != "" {
		counter = research.NewCounter(research.StreamsNim(c))
		if o.view == "digits" {
			counter.CountDigits(o.keys.Base, o.keys.Places) // ResearchKeys read them within their ranges
		}
	}
	switch {
	case counter != nil:
	case o.asCSV && research.StreamsNim(c):
		out.WriteString("heap,outcome,nim\n")
	case o.asCSV:
		out.WriteString("heap,outcome\n")
	case o.asBFile:
		fmt.Fprintf(out, "# Nim-values of heaps 0 to %d, computed by Stones.\n# Configuration: %s\n", c.Len-1, c.Query())
	}
	memory := []metrics.Sample{{Name: "/memory/classes/heap/objects:bytes"}}
	each := func(block game.Block) error {
		if counter != nil {
			if block.Nim != nil {
				counter.AddNim(block.Nim)
			} else {
				for _, l := range block.Outcomes {
					counter.AddCold(game.Outcome(l) == game.P)
				}
			}
		} else if o.asCSV || o.asBFile {
			for i, l := range block.Outcomes {
				b = strconv.AppendInt(b[:0], int64(block.From+i), 10)
				if o.asCSV {
					b = append(b, ',', l)
					if block.Nim != nil {
						b = append(b, ',')
					}
				} else {
					b = append(b, ' ')
				}
				if block.Nim != nil {
					b = strconv.AppendUint(b, uint64(block.Nim[i]), 10)
				}
				b = append(b, '\n')
				out.Write(b)
			}
			if err := out.Flush(); err != nil {
				return err
			}
		}
		if o.memory > 0 {
			metrics.Read(memory)
			if memory[0].Value.Kind() == metrics.KindUint64 && int64(memory[0].Value.Uint64()) > o.memory {
				return errMemory
			}
		}
		return nil
	}
	var resume *research.Resume
	_, named := c.Game.(game.Resumer) // its state is its nim-values, not an engine's
	var ck *checkpointer
	streamKind := ""          // the kind of the checkpoint's state (engineMeta.Kind)
	var latest octal.Snapshot // the engine's last state between two blocks
	from := 0                 // the heaps computed before this run, from the checkpoint
	if o.checkpoint != "" {
		if !research.Resumes(c) {
			refused(o, stderr)
			return statusBadInput
		}
		var cp checkpoint
		var err error
		ck, cp, err = openCheckpoint(o.checkpoint, o.identity, o.checkpointEvery, stderr)
		switch {
		case errors.Is(err, errNoCheckpoint):
		case err != nil:
			fmt.Fprintln(stderr, err)
			return statusBadInput
		case cp.meta.Stream == nil || (cp.meta.Stream.Kind == nimKind) != named:
			fmt.Fprintln(stderr, damaged(o.checkpoint, "the state of another kind of game"))
			return statusBadInput
		case named && !nimFits(cp.snaps[0], c, nimLen):
			fmt.Fprintln(stderr, damaged(o.checkpoint, "nim-values that this run cannot have"))
			return statusBadInput
		default:
			latest, from = cp.snaps[0], cp.snaps[0].Len()
			if o.progress {
				state := "heaps computed"
				if cp.meta.Complete {
					state = "heaps computed, complete"
				}
				fmt.Fprintf(stderr, "stones: resuming from the checkpoint %s, saved %s: %s of %s %s\n", o.checkpoint, cp.meta.Saved.Format(time.RFC3339), numerals.Grouped(from), numerals.Grouped(c.Len), state)
			}
		}
		if named {
			streamKind = nimKind
		}
		save := func(s octal.Snapshot) {
			latest = s
			if ck.due() {
				ck.save(streamCheckpoint(latest, streamKind, false))
			}
		}
		if named {
			resume = &research.Resume{Nim: &game.NimResume{From: latest.Narrow, Spent: latest.Spent, Save: func(nim []uint16, spent int64) {
				save(octal.Snapshot{Narrow: nim, Spent: spent})
			}}}
		} else {
			resume = &research.Resume{Octal: &octal.Resume{From: latest, Save: save}}
		}
	}
	var report func(game.Progress)
	if o.progress {
		report = progressReporterFrom(stderr, from)
	}
	run, err := research.StreamFrom(ctx, c, nimLen, o.work, resume, report, each)
	if o.progress {
		fmt.Fprintln(stderr)
	}
	if errors.Is(err, octal.ErrSnapshot) {
		fmt.Fprintln(stderr, damaged(o.checkpoint, err.Error()))
		return statusBadInput
	}
	status, stopped := statusOK, ""
	done := run.Stats.Len()
	if ck != nil && latest.Len() > 0 {
		complete := err == nil && done == int64(c.Len)
		if ck.save(streamCheckpoint(latest, streamKind, complete)) == nil && !complete {
			fmt.Fprintf(stderr, "stones: the checkpoint %s holds %s heaps: the same command resumes from there\n", o.checkpoint, numerals.Grouped(latest.Len()))
		}
	}
	switch {
	case errors.Is(err, context.Canceled) && terminated(ctx):
		status, stopped = statusTerminated, "terminated"
		fmt.Fprintf(stderr, "stones: terminated (SIGTERM) after %s heaps of %s\n", numerals.Grouped(int(done)), numerals.Grouped(c.Len))
	case errors.Is(err, context.DeadlineExceeded):
		status, stopped = statusLimit, "time"
		fmt.Fprintf(stderr, "stones: the limit -time %s was reached after %s heaps of %s\n", o.timeLimit, numerals.Grouped(int(done)), numerals.Grouped(c.Len))
	case errors.Is(err, errMemory):
		status, stopped = statusLimit, "memory"
		fmt.Fprintf(stderr, "stones: the limit -memory %s bytes was reached after %s heaps of %s\n", numerals.Grouped(int(o.memory)), numerals.Grouped(int(done)), numerals.Grouped(c.Len))
	case errors.Is(err, context.Canceled):
		status, stopped = statusInterrupted, "interrupted"
		fmt.Fprintf(stderr, "stones: interrupted after %s heaps of %s\n", numerals.Grouped(int(done)), numerals.Grouped(c.Len))
	case err != nil:
		fmt.Fprintln(stderr, "stones:", err)
		return statusInterrupted // the output failed
	case done < int64(c.Len):
		status, stopped = statusLimit, "work"
		fmt.Fprintf(stderr, "stones: the limit -work %s was reached after %s heaps of %s\n", numerals.Grouped(int(o.work)), numerals.Grouped(int(done)), numerals.Grouped(c.Len))
	}
	switch {
	case counter != nil:
		writeResearch(out, c, counter, o, stopped)
	case o.summary:
		out.Write(run.Summary(stopped))
	}
	if err := out.Flush(); err != nil {
		fmt.Fprintln(stderr, "stones:", err)
		return statusInterrupted
	}
	return status
}

// nimFits reports whether the nim-values of s can be those of a streamed
// run of c asked for nimLen of them: no more, and each at most its heap
// (the mex of that many options at most).
func nimFits(s octal.Snapshot, c solver.Config, nimLen int) bool {
	if !research.StreamsNim(c) {
		nimLen = 0
	}
	if s.Wide != nil || s.Len() > min(nimLen, c.Len) {
		return false
	}
	for x, v := range s.Narrow {
		if int(v) > x {
			return false
		}
	}
	return true
}

// streamCheckpoint is the checkpoint of a streamed run whose engine is at
// s.
func streamCheckpoint(s octal.Snapshot, kind string, complete bool) checkpoint {
	m := snapshotMeta(s)
	m.Kind = kind
	return checkpoint{meta: checkpointMeta{Complete: complete, Stream: &m}, snaps: []octal.Snapshot{s}}
}

// progressReporter returns a report of progress on stderr, at most twice a
// second: the stage, how far it is, the rate since the start and the time
// left at that rate.
func progressReporter(stderr io.Writer) func(game.Progress) { return progressReporterFrom(stderr, 0) }

// progressReporterFrom is progressReporter for a run resumed from a
// checkpoint of from heaps: below them it says that it replays the
// checkpoint, and its rate counts the heaps computed beyond them only.
func progressReporterFrom(stderr io.Writer, from int) func(game.Progress) {
	start := time.Now()
	var last time.Time
	return func(p game.Progress) {
		now := time.Now()
		if now.Sub(last) < 500*time.Millisecond && p.Done < p.Total {
			return
		}
		last = now
		if p.Done < from {
			fmt.Fprintf(stderr, "\r%s: %s of at most %s, replayed from the checkpoint (computed up to %s)   ", p.Stage, numerals.Grouped(p.Done), numerals.Grouped(p.Total), numerals.Grouped(from))
			start = now
			return
		}
		elapsed := now.Sub(start).Seconds()
		line := fmt.Sprintf("\r%s: %s of at most %s", p.Stage, numerals.Grouped(p.Done), numerals.Grouped(p.Total))
		if from > 0 {
			line += fmt.Sprintf(" (resumed at %s)", numerals.Grouped(from))
		}
		// A rate over less than a second (the first block) says little.
		if (elapsed >= 1 || p.Done >= p.Total && elapsed > 0) && p.Done > from {
			rate := float64(p.Done-from) / elapsed
			line += fmt.Sprintf(", %s a second", numerals.Grouped(int(rate)))
			if p.Total > p.Done {
				line += ", about " + timeLeft(float64(p.Total-p.Done)/rate) + " left at this rate"
			}
		}
		fmt.Fprintf(stderr, "%s   ", line)
	}
}

// streamRefusal refuses, before any work, a streamed -csv or -bfile of c
// that cannot be written whole: a b-file of a game without nim-values, and
// the nim-values of a game that computes them heap by heap (a named set
// without a closed form) beyond -nimsearch heaps.
func streamRefusal(c solver.Config, o options) error {
	if !research.StreamsNim(c) {
		if o.asBFile {
			return solver.NoBFile(c.Game.Title())
		}
		return nil
	}
	if _, ok := c.Game.(game.Streamer); ok && c.Len > o.lim.NimSearch {
		return &game.InputError{Key: "len", Text: strconv.Itoa(c.Len), Problem: fmt.Sprintf(
			"the nim-values of this game are computed heap by heap, and %s computes them only below %s%s; raise -nimsearch or use a smaller len",
			o.lim.Where, numerals.Grouped(o.lim.NimSearch), o.lim.Raise("NimSearch"))}
	}
	return nil
}

// timeLeft writes a time left of secs seconds: to the second up to two
// days, then in days, then in years, and as "more than 1,000 years" beyond
// (a time.Duration holds 292 years: a limit such as -work 10^15 at a slow
// start's rate passes it).
func timeLeft(secs float64) string {
	const day, year = 86400, 365.25 * 86400
	switch {
	case secs < 2*day:
		return time.Duration(secs * float64(time.Second)).Round(time.Second).String()
	case secs < 2*year:
		return fmt.Sprintf("%.0f days", secs/day)
	case secs < 1000*year:
		return fmt.Sprintf("%.0f years", secs/year)
	}
	return "more than 1,000 years"
}
