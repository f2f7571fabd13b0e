package solver

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"

	"stones/solver/game"
	"stones/solver/octal"
	"stones/solver/stats"
)

// Streams reports whether the figures of c can be computed heap by heap
// without holding them (see Stream): its game computes its nim-values with
// the rare/common engine (octal games on rows, Grundy's game), and c asks
// neither n nor heaps.
func Streams(c Config) bool {
	_, ok := c.Game.(octal.Streamer)
	return ok && c.N == nil && c.Heaps == nil
}

// Run is what a streamed computation (Stream) found.
type Run struct {
	Config                   string
	NimPeriod, OutcomePeriod *Period // proven periods; nil when none is
	Search                   int     // how many heaps the engine computed; the others follow from the period
	Proof                    string  // on what the periods rest, when proven
	Stats                    *stats.Acc
}

// Stream computes the nim-values of heaps 0..c.Len−1 of a configuration
// whose game streams (Streams(c) must hold), feeds them to the statistics
// of the Run and calls each, if not nil, with every block of them in order
// (a slice each must not keep). It stops early, at a block boundary, when
// the engine has spent work units (see octal.Rows.Spent; work ≤ 0 means no
// limit), and returns the Run so far with the error of ctx (cancellation,
// a deadline) or of each: the heaps streamed before it stay valid.
// report, if not nil, receives progress. Memory: that of the engine (4
// bytes a heap) plus a block; the statistics take O(values), never a
// counter per heap.
func Stream(ctx context.Context, c Config, work int64, report func(Progress), each func(from int, values []uint32) error) (*Run, error) {
	g, ok := c.Game.(octal.Streamer)
	if !ok || c.N != nil || c.Heaps != nil {
		panic(fmt.Sprintf("solver.Stream: %s does not stream", c.Query()))
	}
	if work <= 0 {
		work = 1<<63 - 1
	}
	run := &Run{Config: c.Query(), Stats: stats.New(stats.Rare, g.SplitParity())}
	w := game.NewWork(ctx, report)
	w.Begin("nim-values", c.Len)
	f, err := octal.Follow(g, c.Len, work, w, func(from int, values []uint32) error {
		run.Stats.AddBlock(values)
		if each != nil {
			return each(from, values)
		}
		return nil
	})
	run.NimPeriod, run.OutcomePeriod, run.Search = f.NimPeriod, f.OutcomePeriod, f.Computed
	if f.NimPeriod != nil {
		run.Proof = octal.Proof
	}
	return run, err
}

// summaryObject is the JSON object of `stones -summary`: the contract's
// object without its per-heap arrays, and stats.
type summaryObject struct {
	Config        string           `json:"config"`
	OutcomePeriod *Period          `json:"outcomePeriod"`
	NimPeriod     *json.RawMessage `json:"nimPeriod,omitempty"`
	OutcomeSearch int              `json:"outcomeSearch"`
	NimSearch     int              `json:"nimSearch,omitempty"`
	Proof         string           `json:"proof,omitempty"`
	TablePeriod   *Period          `json:"tablePeriod,omitempty"`
	By            string           `json:"by,omitempty"`
	Query         *Query           `json:"query,omitempty"`
	Sum           *Sum             `json:"heaps,omitempty"`
	Stats         json.RawMessage  `json:"stats"`
	Stopped       string           `json:"stopped,omitempty"`
}

// nimPeriod writes a nim-value period, null when none is proven.
func nimPeriod(p *Period) *json.RawMessage {
	raw := json.RawMessage("null")
	if p != nil {
		raw = fmt.Appendf(nil, `{"preperiod":%d,"period":%d,"proven":%t}`, p.Preperiod, p.Period, p.Proven)
	}
	return &raw
}

func (o summaryObject) encode() []byte {
	var b bytes.Buffer
	enc := json.NewEncoder(&b)
	enc.SetEscapeHTML(false)
	if err := enc.Encode(o); err != nil {
		panic(err) // the object holds no value json cannot write
	}
	return b.Bytes()
}

// Summary writes the JSON object of `stones -summary` for the run (a line):
// config, the periods and searches, and stats, the statistics of the heaps
// streamed; stopped, when not "", names the limit that ended the run early.
func (run *Run) Summary(stopped string) []byte {
	return summaryObject{Config: run.Config, OutcomePeriod: run.OutcomePeriod, NimPeriod: nimPeriod(run.NimPeriod),
		OutcomeSearch: run.Search, NimSearch: run.Search, Proof: run.Proof,
		Stats: run.Stats.AppendJSON(nil), Stopped: stopped}.encode()
}

// Stats returns the statistics of the figures of r, for configuration c:
// of its nim-values where it has them (with the rare statistics when c's
// game is an octal game on rows or Grundy's game), else of its outcomes.
// The cost is O(len).
func (r *Result) Stats(c Config) *stats.Acc {
	if r.Nim == nil {
		acc := stats.New(stats.Outcomes, stats.NoParity)
		for i := range len(r.Outcomes) {
			acc.AddOutcome(Outcome(r.Outcomes[i]) == P)
		}
		return acc
	}
	kind, parity := stats.Nim, stats.NoParity
	if g, ok := c.Game.(octal.Streamer); ok {
		kind, parity = stats.Rare, g.SplitParity()
	}
	acc := stats.New(kind, parity)
	acc.AddBlock(r.Nim)
	return acc
}

// Summary writes the JSON object of `stones -summary` for the result (a
// line): the contract's object without its per-heap arrays (outcomes, nim,
// leftFirst, rightFirst, safe, table), and stats, the statistics acc of its
// figures (see Result.Stats).
func (r *Result) Summary(acc *stats.Acc) []byte {
	o := summaryObject{Config: r.Config, OutcomePeriod: r.OutcomePeriod, OutcomeSearch: r.OutcomeSearch,
		NimSearch: r.NimSearch, Proof: r.Proof, TablePeriod: r.TablePeriod, By: r.By, Query: r.Query, Sum: r.Sum,
		Stats: acc.AppendJSON(nil)}
	if r.Nim != nil {
		o.NimPeriod = nimPeriod(r.NimPeriod)
	}
	return o.encode()
}
