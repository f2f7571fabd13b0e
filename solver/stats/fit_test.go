package stats_test

import (
	"math"
	"math/rand/v2"
	"slices"
	"testing"

	"stones/solver/stats"
)

// naiveRepeatedMedian is the estimator as Siegel defines it, written
// without shortcuts: the oracle of RepeatedMedian.
func naiveRepeatedMedian(x, y []float64) (slope, intercept float64) {
	var medians []float64
	for i := range x {
		var s []float64
		for j := range x {
			if j != i && x[j] != x[i] {
				s = append(s, (y[j]-y[i])/(x[j]-x[i]))
			}
		}
		if len(s) > 0 {
			slices.Sort(s)
			medians = append(medians, mid(s))
		}
	}
	slices.Sort(medians)
	slope = mid(medians)
	var r []float64
	for i := range x {
		r = append(r, y[i]-slope*x[i])
	}
	slices.Sort(r)
	return slope, mid(r)
}

func mid(s []float64) float64 {
	if len(s)%2 == 1 {
		return s[len(s)/2]
	}
	return (s[len(s)/2-1] + s[len(s)/2]) / 2
}

func TestRepeatedMedianAgainstNaive(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 2))
	for trial := range 300 {
		k := 2 + rng.IntN(30)
		x, y := make([]float64, k), make([]float64, k)
		for i := range k {
			x[i] = float64(rng.IntN(20))
			y[i] = rng.NormFloat64() * 10
		}
		fit, ok := stats.RepeatedMedian(slices.Clone(x), slices.Clone(y))
		distinct := slices.ContainsFunc(x, func(v float64) bool { return v != x[0] })
		if ok != distinct {
			t.Fatalf("trial %d: ok = %v, want %v", trial, ok, distinct)
		}
		if !ok {
			continue
		}
		slope, intercept := naiveRepeatedMedian(x, y)
		if fit.Slope != slope || fit.Intercept != intercept || fit.Points != k {
			t.Errorf("trial %d: fit = %+v, want slope %v intercept %v points %d", trial, fit, slope, intercept, k)
		}
	}
}

// Fewer than half of the points far off the line leave the fit on it: the
// estimator's breakdown point is 50%.
func TestRepeatedMedianIgnoresOutliers(t *testing.T) {
	var x, y []float64
	for i := range 21 {
		x = append(x, float64(i))
		v := 0.7*float64(i) + 2
		if i%3 == 0 {
			v += 1000 * float64(i+1) // 7 of 21 points thrown far off
		}
		y = append(y, v)
	}
	fit, ok := stats.RepeatedMedian(x, y)
	if !ok || math.Abs(fit.Slope-0.7) > 1e-9 || math.Abs(fit.Intercept-2) > 1e-9 {
		t.Errorf("fit = %+v, %v; want slope 0.7, intercept 2", fit, ok)
	}
}

func TestPowerLaw(t *testing.T) {
	var n, v []float64
	for i := 1; i <= 100; i++ {
		n = append(n, float64(i*i*i))
		v = append(v, 3*math.Pow(float64(i*i*i), 0.35))
	}
	n, v = append(n, 0), append(v, 5) // no logarithm: left out
	e, c, points, ok := stats.PowerLaw(n, v)
	if !ok || math.Abs(e-0.35) > 1e-9 || math.Abs(c-3) > 1e-9 || points != 100 {
		t.Errorf("PowerLaw = %v, %v, %d, %v; want 0.35, 3, 100, true", e, c, points, ok)
	}
	if _, _, _, ok := stats.PowerLaw([]float64{4, 4}, []float64{1, 2}); ok {
		t.Error("PowerLaw of one distinct n: ok, want not ok")
	}
}
