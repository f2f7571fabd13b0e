package solver

import (
	"bytes"
	"encoding/json"
	"fmt"

	"stones/solver/game"
	"stones/solver/stats"
)

// Summary is the JSON object of `stones -summary` (docs/CONFIG.md): the
// contract's object without its per-heap arrays (outcomes, nim, leftFirst,
// rightFirst, safe, table), and Stats, the statistics of the heaps.
// Result.Summary writes it for an analysis, and research.Run's Summary for
// a streamed run.
type Summary struct {
	Config        string
	OutcomePeriod *Period
	OutcomeSearch int
	// Nim says that the game has nim-values: nimPeriod is written then,
	// null when NimPeriod is nil, and only then.
	Nim         bool
	NimPeriod   *Period
	NimSearch   int // written when not 0
	Proof       string
	TablePeriod *Period
	By          string
	Query       *Query
	Sum         *Sum
	Stats       *stats.Acc
	Stopped     string // the limit that ended a streamed run early; "" for none
}

// summaryObject is the JSON object of a Summary, in the contract's order.
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

// JSON writes the summary's object, a line ending in a newline.
func (s Summary) JSON() []byte {
	o := summaryObject{Config: s.Config, OutcomePeriod: s.OutcomePeriod, OutcomeSearch: s.OutcomeSearch,
		NimSearch: s.NimSearch, Proof: s.Proof, TablePeriod: s.TablePeriod, By: s.By, Query: s.Query, Sum: s.Sum,
		Stats: s.Stats.AppendJSON(nil), Stopped: s.Stopped}
	if s.Nim {
		o.NimPeriod = nimPeriod(s.NimPeriod)
	}
	var b bytes.Buffer
	enc := json.NewEncoder(&b)
	enc.SetEscapeHTML(false)
	if err := enc.Encode(o); err != nil {
		panic(err) // the object holds no value json cannot write
	}
	return b.Bytes()
}

// nimPeriod writes a nim-value period, null when none is proven.
func nimPeriod(p *Period) *json.RawMessage {
	raw := json.RawMessage("null")
	if p != nil {
		raw = fmt.Appendf(nil, `{"preperiod":%d,"period":%d,"proven":%t}`, p.Preperiod, p.Period, p.Proven)
	}
	return &raw
}

// Summary writes the JSON object of `stones -summary` for the result (a
// line, see Summary), with stats, the statistics acc of its figures (see
// Result.Stats).
func (r *Result) Summary(acc *stats.Acc) []byte {
	return Summary{Config: r.Config, OutcomePeriod: r.OutcomePeriod, OutcomeSearch: r.OutcomeSearch,
		Nim: r.Nim != nil, NimPeriod: r.NimPeriod, NimSearch: r.NimSearch, Proof: r.Proof,
		TablePeriod: r.TablePeriod, By: r.By, Query: r.Query, Sum: r.Sum, Stats: acc}.JSON()
}

// Stats returns the statistics of the figures of r, for configuration c:
// of its nim-values where it has them (with the rare statistics when c's
// game is an octal game on rows or Grundy's game), else of its outcomes.
// The cost is O(len).
func (r *Result) Stats(c Config) *stats.Acc { return r.StatsTo(c, len(r.Outcomes)) }

// StatsTo returns the statistics of the figures of heaps 0 … length−1, as
// Stats does, beyond the heaps r lists by its periods (length must satisfy
// Folds). The cost is O(length).
func (r *Result) StatsTo(c Config, length int) *stats.Acc {
	kind, parity := stats.Nim, stats.NoParity
	if r.Nim == nil {
		kind = stats.Outcomes
	} else if g, ok := c.Game.(game.Rare); ok {
		kind, parity = stats.Rare, g.SplitParity()
	}
	acc := stats.New(kind, parity)
	r.Blocks(length, func(b Block) error {
		if b.Nim != nil {
			acc.AddBlock(b.Nim)
			return nil
		}
		for _, l := range b.Outcomes {
			acc.AddOutcome(Outcome(l) == P)
		}
		return nil
	})
	return acc
}
