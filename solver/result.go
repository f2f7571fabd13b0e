package solver

import (
	"bytes"
	"encoding/json"
	"fmt"

	"stones/solver/game"
	"stones/solver/periodic"
	"stones/solver/stats"
)

// Result is everything Stones knows about a configuration: the object that
// `stones -json` prints and the page draws. The Solution's fields are the
// figures of heaps 0..len−1 and their periods.
type Result struct {
	Config string
	game.Solution
	Query *game.Query // the answer at heap n, when asked
	Sum   *game.Sum   // the answer for several heaps, when asked

	figure string // the configuration without its questions, which the Solution answers (see AnalyzeAfter)
}

// LargestNim returns the largest nim-value of the figure, 0 when it has
// none. The cost is O(len).
func (r *Result) LargestNim() uint32 {
	var top uint32
	for _, v := range r.Nim {
		top = max(top, v)
	}
	return top
}

// SameFigure reports whether r holds the figures of configuration c: c
// differs from the configuration r answers at most in its questions (n,
// heaps) and the page's own keys. A decoded Result (solver.Unpack) holds no
// figures to reuse, and reports false.
func (r *Result) SameFigure(c Config) bool {
	return r != nil && r.figure != "" && r.Values != nil && c.Game != nil && r.figure == c.Figure()
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
	r.Blocks(length, func(b game.Block) error {
		if b.Nim != nil {
			acc.AddBlock(b.Nim)
			return nil
		}
		for _, l := range b.Outcomes {
			acc.AddOutcome(game.Outcome(l) == game.P)
		}
		return nil
	})
	return acc
}

// resultObject is the JSON object of a Result: the contract's fields, in
// the contract's order.
type resultObject struct {
	Config        string           `json:"config"`
	Outcomes      string           `json:"outcomes"`
	Nim           *[]uint32        `json:"nim,omitempty"`
	OutcomePeriod *periodic.Period `json:"outcomePeriod"`
	NimPeriod     *json.RawMessage `json:"nimPeriod,omitempty"`
	OutcomeSearch int              `json:"outcomeSearch"`
	NimSearch     int              `json:"nimSearch,omitempty"`
	Proof         string           `json:"proof,omitempty"`
	LeftFirst     string           `json:"leftFirst,omitempty"`
	RightFirst    string           `json:"rightFirst,omitempty"`
	Safe          *[]int           `json:"safe,omitempty"`
	Table         []game.TableRow  `json:"table,omitempty"`
	TablePeriod   *periodic.Period `json:"tablePeriod,omitempty"`
	Genus         []string         `json:"genus,omitempty"`
	By            string           `json:"by,omitempty"`
	Query         *game.Query      `json:"query,omitempty"`
	Sum           *game.Sum        `json:"heaps,omitempty"`
	NimLaw        *periodic.Law    `json:"nimLaw,omitempty"`
	Sizes         *periodic.Sizes  `json:"sizes,omitempty"`
}

// MarshalJSON writes the object of the contract (docs/CONFIG.md): nim and
// nimPeriod appear for impartial games in normal play only, a missing
// period is null.
func (r *Result) MarshalJSON() ([]byte, error) {
	return r.object(r.Nim).encode()
}

// object returns the JSON object of r with nim as its nim-values.
func (r *Result) object(nim []uint32) resultObject {
	o := resultObject{r.Config, r.Outcomes, nil, r.OutcomePeriod, nil, r.OutcomeSearch, r.NimSearch, r.Proof,
		r.LeftFirst, r.RightFirst, nil, r.Table, r.TablePeriod, r.Genus, r.By, r.Query, r.Sum, r.NimLaw, r.Sizes}
	if r.Safe != nil {
		o.Safe = &r.Safe
	}
	if r.Nim != nil {
		o.Nim, o.NimPeriod = &nim, nimPeriod(r.NimPeriod)
	}
	return o
}

// encode writes the object without escaping '&': the configuration holds
// it, and stays readable rather than \u0026.
func (o resultObject) encode() ([]byte, error) {
	var b bytes.Buffer
	enc := json.NewEncoder(&b)
	enc.SetEscapeHTML(false)
	if err := enc.Encode(o); err != nil {
		return nil, err
	}
	return bytes.TrimSuffix(b.Bytes(), []byte("\n")), nil
}

// UnmarshalJSON reads the contract's object, as MarshalJSON writes it, back
// into a Result: marshalling the Result again gives the same bytes. What the
// object leaves out stays zero: the proof's Window, the Values that answer
// for heaps beyond the figure, with Shallow, which says how they may be
// searched further, and TableWidth, which only carrying the figure beyond
// len needs (Result.Folds). Pack keeps the Window as well.
func (r *Result) UnmarshalJSON(b []byte) error {
	var o resultObject
	if err := json.Unmarshal(b, &o); err != nil {
		return fmt.Errorf("solver: reading a result: %w", err)
	}
	*r = Result{Config: o.Config, Query: o.Query, Sum: o.Sum}
	s := &r.Solution
	s.Outcomes, s.OutcomePeriod, s.OutcomeSearch, s.NimSearch, s.Proof = o.Outcomes, o.OutcomePeriod, o.OutcomeSearch, o.NimSearch, o.Proof
	s.LeftFirst, s.RightFirst, s.Table, s.TablePeriod, s.Genus = o.LeftFirst, o.RightFirst, o.Table, o.TablePeriod, o.Genus
	s.NimLaw, s.Sizes, s.By = o.NimLaw, o.Sizes, o.By
	if o.Safe != nil {
		s.Safe = *o.Safe
	}
	if o.Nim != nil {
		s.Nim = *o.Nim
	}
	if o.NimPeriod != nil && string(*o.NimPeriod) != "null" {
		if err := json.Unmarshal(*o.NimPeriod, &s.NimPeriod); err != nil {
			return fmt.Errorf("solver: reading a result's nimPeriod: %w", err)
		}
	}
	return nil
}

// Summary is the JSON object of `stones -summary` (docs/CONFIG.md): the
// contract's object without its per-heap arrays (outcomes, nim, leftFirst,
// rightFirst, safe, table), and Stats, the statistics of the heaps.
// Result.Summary writes it for an analysis, and research.Run's Summary for
// a streamed run.
type Summary struct {
	Config        string
	OutcomePeriod *periodic.Period
	OutcomeSearch int
	// Nim says that the game has nim-values: nimPeriod is written then,
	// null when NimPeriod is nil, and only then.
	Nim         bool
	NimPeriod   *periodic.Period
	NimSearch   int // written when not 0
	Proof       string
	TablePeriod *periodic.Period
	By          string
	Query       *game.Query
	Sum         *game.Sum
	Stats       *stats.Acc
	Stopped     string // the limit that ended a streamed run early; "" for none
}

// summaryObject is the JSON object of a Summary, in the contract's order.
type summaryObject struct {
	Config        string           `json:"config"`
	OutcomePeriod *periodic.Period `json:"outcomePeriod"`
	NimPeriod     *json.RawMessage `json:"nimPeriod,omitempty"`
	OutcomeSearch int              `json:"outcomeSearch"`
	NimSearch     int              `json:"nimSearch,omitempty"`
	Proof         string           `json:"proof,omitempty"`
	TablePeriod   *periodic.Period `json:"tablePeriod,omitempty"`
	By            string           `json:"by,omitempty"`
	Query         *game.Query      `json:"query,omitempty"`
	Sum           *game.Sum        `json:"heaps,omitempty"`
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
func nimPeriod(p *periodic.Period) *json.RawMessage {
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
