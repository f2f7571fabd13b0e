package graph

import (
	"fmt"
	"math"

	"stones/solver/numerals"
)

// LimitError reports that valuing a position needed more distinct
// components than the limit allows, or that a bound computed before any
// search showed it might.
type LimitError struct {
	Limit int // the most components, up to isomorphism, a computation values
	// Bound, when not 0, is the bound on the components to value that
	// exceeded Limit before any was valued (see Memo.Nim).
	Bound float64
	// Searched says that the count was of trees searched by the pruned
	// search of trees (treePruned), which may search a tree more than
	// once, asked for different values.
	Searched bool
}

func (e *LimitError) Error() string {
	if e.Bound > 0 {
		return "this position may need " + e.boundWords() + ", the limit"
	}
	if e.Searched {
		return fmt.Sprintf("this position needs more than %s trees searched, the limit", numerals.Grouped(e.Limit))
	}
	return fmt.Sprintf("this position needs more than %s components valued (up to isomorphism), the limit", numerals.Grouped(e.Limit))
}

// boundWords says the bound against the limit: "up to 4,067,915,114
// components (…), more than 4,000,000", or, when a count of connected sets
// stopped at the limit (an infinite bound), "more than 4,000,000
// components (…)".
func (e *LimitError) boundWords() string {
	limit := numerals.Grouped(e.Limit)
	switch {
	case math.IsInf(e.Bound, 1):
		return "more than " + limit + " components (its connected sets number more, counted before any search)"
	case e.Bound >= 1e15:
		return fmt.Sprintf("up to %.1e components (its connected parts up to isomorphism, a bound found before any search), more than %s", e.Bound, limit)
	}
	return "up to " + numerals.Grouped(int(e.Bound)) + " components (its connected parts up to isomorphism, a bound found before any search), more than " + limit
}

// WorkError reports that a pruned search needed more than its limit of
// work.
type WorkError struct{ Limit int64 }

func (e *WorkError) Error() string { return "the pruned search needs more than its limit of work" }
