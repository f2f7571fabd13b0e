package stats

import (
	"math"
)

// Line is a straight line y = Slope·x + Intercept fitted to Points points.
type Line struct {
	Slope     float64
	Intercept float64
	Points    int
}

// RepeatedMedian fits a line to the points (x[i], y[i]) by Siegel's
// repeated median estimator (Siegel, "Robust regression using repeated
// medians", 1982): for each point, the median of the slopes to every other
// point of another x; the slope is the median of these medians, and the
// intercept the median of y[i] − slope·x[i], so that as many points lie
// above the line as below it. Up to half of the points may be outliers
// without moving the fit far, which suits the first few heap sizes of a
// log–log plot. A median of an even count is the mean of the two middle
// values. ok is false when fewer than two distinct x are given. The cost is
// O(k² log k) for k points; it panics when x and y differ in length.
func RepeatedMedian(x, y []float64) (fit Line, ok bool) {
	if len(x) != len(y) {
		panic("stats: RepeatedMedian of x and y of different lengths")
	}
	k := len(x)
	medians := make([]float64, 0, k)
	slopes := make([]float64, 0, k)
	for i := range k {
		slopes = slopes[:0]
		for j := range k {
			if x[j] != x[i] {
				slopes = append(slopes, (y[j]-y[i])/(x[j]-x[i]))
			}
		}
		if len(slopes) > 0 {
			medians = append(medians, median(slopes))
		}
	}
	if len(medians) == 0 {
		return Line{}, false
	}
	slope := median(medians)
	rest := make([]float64, k)
	for i := range k {
		rest[i] = y[i] - slope*x[i]
	}
	return Line{Slope: slope, Intercept: median(rest), Points: k}, true
}

// median returns the median of v, the mean of the two middle values when
// their count is even; NaN for none. It reorders v: O(k) expected, by
// Hoare's selection (a sort would link a generic sort into the worker's
// WebAssembly for this one use).
func median(v []float64) float64 {
	k := len(v)
	if k == 0 {
		return math.NaN()
	}
	m := k / 2
	hi := nth(v, m)
	if k%2 == 1 {
		return hi
	}
	lo := v[0]
	for _, x := range v[1:m] {
		lo = max(lo, x)
	}
	return (lo + hi) / 2
}

// nth reorders v so that v[i] is the value a sort would put there, every
// value before it ≤ v[i] and every value after it ≥ v[i], and returns it.
func nth(v []float64, i int) float64 {
	lo, hi := 0, len(v)-1
	for lo < hi {
		pivot := v[lo+(hi-lo)/2]
		a, b := lo, hi
		for a <= b {
			for v[a] < pivot {
				a++
			}
			for v[b] > pivot {
				b--
			}
			if a <= b {
				v[a], v[b] = v[b], v[a]
				a++
				b--
			}
		}
		switch {
		case i <= b:
			hi = b
		case i >= a:
			lo = a
		default:
			return v[i]
		}
	}
	return v[i]
}

// PowerLaw fits value ≈ Scale·n^Exponent to the points (n[i], value[i])
// by the repeated median of their logarithms (a straight line on log–log
// axes, as Eppstein fits the growth of subtract-a-square in "Faster
// evaluation of subtraction games"). Points with n or value ≤ 0 have no
// logarithm and are left out. ok is false when fewer than two distinct n
// remain. The cost is that of RepeatedMedian.
func PowerLaw(n, value []float64) (exponent, scale float64, points int, ok bool) {
	var lx, ly []float64
	for i := range n {
		if n[i] > 0 && value[i] > 0 {
			lx = append(lx, math.Log(n[i]))
			ly = append(ly, math.Log(value[i]))
		}
	}
	fit, ok := RepeatedMedian(lx, ly)
	if !ok {
		return 0, 0, 0, false
	}
	return fit.Slope, math.Exp(fit.Intercept), fit.Points, true
}
