package stats

import (
	"math"
	"slices"
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
// their count is even; NaN for none. It sorts v in place: O(k log k).
func median(v []float64) float64 {
	if len(v) == 0 {
		return math.NaN()
	}
	slices.Sort(v)
	m := len(v) / 2
	if len(v)%2 == 1 {
		return v[m]
	}
	return (v[m-1] + v[m]) / 2
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
