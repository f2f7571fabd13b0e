package solver

import (
	"math"

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
// (nil when it has fewer than two points to fit).
type Growth struct {
	Len        int       `json:"len"`
	Cold       []Sample  `json:"cold"`
	ColdFit    *PowerFit `json:"coldFit"`
	Largest    []Sample  `json:"largest,omitempty"`
	LargestFit *PowerFit `json:"largestFit,omitempty"`
}

// GrowthOf returns the growth series of a result over the heap sizes it
// lists. The cost is O(len) to count, and O(k² log k) to fit k points
// (about len^{1/3} cold samples; at most 64·ln(len) records).
func GrowthOf(r *Result) *Growth {
	length := len(r.Outcomes)
	g := &Growth{Len: length, Cold: []Sample{}}
	cold, next := 0, 1
	for i := range length {
		if r.Outcomes[i] == 'P' {
			cold++
		}
		n := i + 1
		if n == next*next*next || n == length {
			g.Cold = append(g.Cold, Sample{n, cold})
			for next*next*next <= n {
				next++
			}
		}
	}
	g.ColdFit = fitSeries(g.Cold)
	if r.Nim == nil {
		return g
	}
	g.Largest = []Sample{}
	best, bin := -1, math.Inf(-1)
	for i, v := range r.Nim[:min(length, len(r.Nim))] {
		if int(v) <= best {
			continue
		}
		best = int(v)
		n := i + 1
		if b := math.Floor(64 * math.Log(float64(n))); b > bin || v == 0 {
			g.Largest = append(g.Largest, Sample{n, best})
			bin = b
		} else {
			g.Largest[len(g.Largest)-1] = Sample{n, best} // the bin keeps its largest record
		}
	}
	g.LargestFit = fitSeries(g.Largest)
	return g
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

// The bases and digit positions a Digits may take.
const (
	MinBase   = 2
	MaxBase   = 64
	MaxPlaces = 3
)

// Digits is the distribution of the low-order base-Base digits of the cold
// positions (P-positions) among the heaps a result lists, as Eppstein
// studies subtract-a-square's in base 5, 7 and 13 ("Faster evaluation of
// subtraction games", after Golomb and Bush): Counts[k][d] is how many cold
// heaps have d as their digit k (k = 0 the ones, 1 the Base's, …), for k
// below Places. Cold is how many cold heaps there are, Len how many heaps
// were looked at.
type Digits struct {
	Base   int     `json:"base"`
	Places int     `json:"places"`
	Len    int     `json:"len"`
	Cold   int     `json:"cold"`
	Counts [][]int `json:"counts"`
}

// DigitsOf returns the digit distribution of the cold positions of r in
// base base (MinBase to MaxBase), over places low-order digits (1 to
// MaxPlaces). The cost is O(len · places).
func DigitsOf(r *Result, base, places int) (*Digits, error) {
	if base < MinBase || base > MaxBase {
		return nil, &InputError{Key: "base", Problem: "must be a whole number from 2 to 64"}
	}
	if places < 1 || places > MaxPlaces {
		return nil, &InputError{Key: "digits", Problem: "must be 1, 2 or 3 digit positions"}
	}
	d := &Digits{Base: base, Places: places, Len: len(r.Outcomes), Counts: make([][]int, places)}
	for k := range d.Counts {
		d.Counts[k] = make([]int, base)
	}
	for i := range len(r.Outcomes) {
		if r.Outcomes[i] != 'P' {
			continue
		}
		d.Cold++
		for k, n := 0, i; k < places; k++ {
			d.Counts[k][n%base]++
			n /= base
		}
	}
	return d, nil
}
