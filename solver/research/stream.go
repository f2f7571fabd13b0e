package research

import (
	"context"
	"fmt"

	"stones/solver"
	"stones/solver/game"
	"stones/solver/octal"
	"stones/solver/periodic"
	"stones/solver/stats"
)

// Streams reports whether the figures of c can be computed heap by heap
// without holding them (see Stream), and c asks neither n nor heaps: its
// game computes its nim-values with the rare/common engine (octal games on
// rows, Grundy's game), or is a game.Streamer that streams (the named sets
// without a closed form: squares, primes, fibonacci).
func Streams(c solver.Config) bool {
	if c.N != nil || c.Heaps != nil {
		return false
	}
	switch g := c.Game.(type) {
	case octal.Streamer:
		return true
	case game.Streamer:
		return g.Streams()
	}
	return false
}

// StreamsNim reports whether a streamed run of c (Streams) has nim-values:
// whether its game is in normal play.
func StreamsNim(c solver.Config) bool {
	i, ok := c.Game.(game.Impartial)
	return ok && !i.Misere()
}

// Run is what a streamed computation (Stream) found.
type Run struct {
	Config                   string
	NimPeriod, OutcomePeriod *periodic.Period // proven periods; nil when none is
	Search                   int              // how many heaps the engine computed; the others follow from the period
	// NimSearch is how many heaps had their nim-values computed: Search,
	// or fewer when the nim-values were asked for fewer heaps.
	NimSearch int
	Nim       bool   // the game has nim-values
	Proof     string // on what the periods rest, when proven
	Stats     *stats.Acc
}

// Stream computes the figures of heaps 0..c.Len−1 of a configuration whose
// game streams (Streams(c) must hold), feeds them to the statistics of the
// Run and calls each, if not nil, with every block of them in order (a
// Block each must not keep). A game.Streamer computes the nim-values of
// heaps 0..nimLen−1 only, their outcomes beyond; the rare/common engine
// computes every nim-value. It stops early, at a block boundary, when the
// engine has spent work units (see octal.Rows.Spent and game.Streamer;
// work ≤ 0 means no limit), and returns the Run so far with the error of
// ctx (cancellation, a deadline) or of each: the heaps streamed before it
// stay valid. report, if not nil, receives progress. Memory: that of the
// engine (octal: 4 bytes a heap; named sets: 2 bytes a heap of nim-values
// and 12 bytes a cold heap) plus a block; the statistics take O(values),
// never a counter per heap.
func Stream(ctx context.Context, c solver.Config, nimLen int, work int64, report func(game.Progress), each func(game.Block) error) (*Run, error) {
	return StreamFrom(ctx, c, nimLen, work, nil, report, each)
}

// Resumes reports whether a streamed run of c (Streams) can be carried
// across a stop by StreamFrom: its game's nim-values come from the
// rare/common engine (octal games on rows, Grundy's game), whose state is
// an octal.Snapshot, or it is a game.Resumer (the named sets computed heap
// by heap), whose state is its nim-values.
func Resumes(c solver.Config) bool {
	switch c.Game.(type) {
	case octal.Streamer, game.Resumer:
		return Streams(c)
	}
	return false
}

// Resume carries a streamed run across a stop (StreamFrom): Octal for a
// game of the rare/common engine, Nim for a game.Resumer; the other is
// nil.
type Resume struct {
	Octal *octal.Resume
	Nim   *game.NimResume
}

// StreamFrom is Stream, resumed from r and handing its state to r's Save
// as it goes (see octal.Resume and game.NimResume), when r is not nil; r
// needs a game that Resumes, and the field of its kind (it panics
// otherwise). The heaps it resumes from are handed to each and to the
// statistics again, without computing their nim-values, so that the run
// prints what a run from heap 0 prints. A snapshot that does not fit the
// game's engine returns an error wrapping octal.ErrSnapshot.
func StreamFrom(ctx context.Context, c solver.Config, nimLen int, work int64, r *Resume, report func(game.Progress), each func(game.Block) error) (*Run, error) {
	if !Streams(c) || r != nil && !Resumes(c) {
		panic(fmt.Sprintf("research.Stream: %s does not stream, or does not resume", c.Query()))
	}
	if r == nil {
		r = &Resume{}
	}
	w := game.NewWork(ctx, report)
	run := &Run{Config: c.Query()}
	if g, ok := c.Game.(game.Streamer); ok {
		run.Nim = StreamsNim(c)
		kind := stats.Nim
		if !run.Nim {
			kind, nimLen = stats.Outcomes, 0
		}
		run.Stats = stats.New(kind, stats.NoParity)
		nimLen = min(nimLen, c.Len)
		stream := g.Stream
		if g, ok := g.(game.Resumer); ok && r.Nim != nil {
			stream = func(length, nimLength int, budget int64, w *game.Work, yield func(game.Block) error) (int, error) {
				return g.StreamFrom(length, nimLength, budget, r.Nim, w, yield)
			}
		}
		done, err := stream(c.Len, nimLen, work, w, func(b game.Block) error {
			if b.Nim != nil {
				run.Stats.AddBlock(b.Nim)
			} else {
				for _, l := range b.Outcomes {
					run.Stats.AddCold(game.Outcome(l) == game.P)
				}
			}
			if each != nil {
				return each(b)
			}
			return nil
		})
		run.Search, run.NimSearch = done, min(nimLen, done)
		return run, err
	}
	g := c.Game.(octal.Streamer)
	if work <= 0 {
		work = 1<<63 - 1
	}
	run.Nim = true
	run.Stats = stats.New(stats.Rare, g.SplitParity())
	w.Begin("nim-values", c.Len)
	var letters []byte
	f, err := octal.FollowFrom(g, c.Len, work, r.Octal, w, func(from int, values []uint32) error {
		run.Stats.AddBlock(values)
		if each == nil {
			return nil
		}
		letters = letters[:0]
		for _, v := range values {
			if v == 0 {
				letters = append(letters, byte(game.P))
			} else {
				letters = append(letters, byte(game.N))
			}
		}
		return each(game.Block{From: from, Outcomes: letters, Nim: values})
	})
	run.NimPeriod, run.OutcomePeriod, run.Search, run.NimSearch = f.NimPeriod, f.OutcomePeriod, f.Computed, f.Computed
	if f.NimPeriod != nil {
		run.Proof = octal.Proof
	}
	return run, err
}

// Summary writes the JSON object of `stones -summary` for the run (a line):
// config, the periods and searches, and stats, the statistics of the heaps
// streamed; stopped, when not "", names the limit that ended the run early.
func (run *Run) Summary(stopped string) []byte {
	s := solver.Summary{Config: run.Config, OutcomePeriod: run.OutcomePeriod, OutcomeSearch: run.Search,
		Proof: run.Proof, Stats: run.Stats, Stopped: stopped}
	if run.Nim {
		s.Nim, s.NimPeriod, s.NimSearch = true, run.NimPeriod, run.NimSearch
	}
	return s.JSON()
}
