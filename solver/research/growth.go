package research

import (
	"bytes"
	"strconv"

	"stones/solver"
	"stones/solver/stats"
)

// Sample is one point of a growth series: Value at heap size N.
type Sample struct {
	N     int `json:"n"`
	Value int `json:"value"`
}

// PowerFit is a power law value ≈ Scale·n^Exponent fitted to the points of a
// series with value > 0 and n from From to To (Points of them), by Siegel's
// repeated median of their logarithms (stats.PowerLaw).
type PowerFit struct {
	Exponent float64 `json:"exponent"`
	Scale    float64 `json:"scale"`
	From     int     `json:"from"`
	To       int     `json:"to"`
	Points   int     `json:"points"`
}

// Growth is how a game's cold positions and largest nim-value grow with the
// heap sizes listed, as Eppstein measures subtract-a-square in "Faster
// evaluation of subtraction games": Cold counts the P-positions among the
// first n heaps (0 … n−1) at every perfect cube n ≤ Len and at Len; Largest
// is the largest nim-value among the first n heaps where it grows (a new
// record), thinned to at most one point per 1/64 of an e-fold of n; nil for
// a game without nim-values. Each series comes with its power-law fit
// (nil when it has fewer than two points to fit). Table gives both counts
// at every point of either series, in increasing n: what the CSV lists.
// NimLen, when not 0, says that the nim-values of only heaps 0 … NimLen−1
// were computed (fewer than Len): Largest counts those heaps, and the rows
// of Table beyond them have Largest −1.
type Growth struct {
	Len        int       `json:"len"`
	NimLen     int       `json:"nimLen,omitempty"`
	Cold       []Sample  `json:"cold"`
	ColdFit    *PowerFit `json:"coldFit"`
	Largest    []Sample  `json:"largest,omitempty"`
	LargestFit *PowerFit `json:"largestFit,omitempty"`
	Table      []Tally   `json:"table"`
}

// Tally is what the first N heaps (0 … N−1) hold: Cold P-positions, and
// Largest, the largest nim-value among them (−1 for a game without
// nim-values, and beyond the heaps whose nim-values were computed).
type Tally struct {
	N       int `json:"n"`
	Cold    int `json:"cold"`
	Largest int `json:"largest"`
}

// GrowthOf returns the growth series of a result over the heap sizes it
// lists (a Counter fed its heaps). The cost is O(len) to count, and
// O(k² log k) to fit k points (about len^{1/3} cold samples; at most
// 64·ln(len) records).
func GrowthOf(r *solver.Result) *Growth {
	c := NewCounter(r.Nim != nil)
	c.AddResult(r)
	return c.Growth()
}

// CSV writes the growth's table as comma-separated values: a header row,
// then n, cold (the P-positions among heaps 0 … n−1) and, for a game with
// nim-values, largest (the largest nim-value among them), a row a point of
// either series (an empty largest beyond NimLen).
func (g *Growth) CSV() []byte {
	var b bytes.Buffer
	nim := g.Largest != nil
	b.WriteString("n,cold")
	if nim {
		b.WriteString(",largest")
	}
	b.WriteString("\r\n")
	for _, t := range g.Table {
		b.WriteString(strconv.Itoa(t.N) + "," + strconv.Itoa(t.Cold))
		if nim {
			b.WriteByte(',')
			if t.Largest >= 0 {
				b.WriteString(strconv.Itoa(t.Largest))
			}
		}
		b.WriteString("\r\n")
	}
	return b.Bytes()
}

// fitSeries fits a power law to the points of a series with value > 0.
func fitSeries(s []Sample) *PowerFit {
	var n, v []float64
	from, to := 0, 0
	for _, p := range s {
		if p.N > 0 && p.Value > 0 {
			if len(n) == 0 {
				from = p.N
			}
			to = p.N
			n, v = append(n, float64(p.N)), append(v, float64(p.Value))
		}
	}
	e, c, points, ok := stats.PowerLaw(n, v)
	if !ok {
		return nil
	}
	return &PowerFit{Exponent: e, Scale: c, From: from, To: to, Points: points}
}
