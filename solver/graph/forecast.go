package graph

import (
	"math"
	"stones/solver/numerals"
	"strconv"
)

// A search that will pass its limit should be refused within seconds,
// not after the minutes the limit allows. Game.Solve values the graphs of
// a sequence from the smallest, so the costs of the small graphs, which
// come first and cheap, forecast the cost of the graph given: the cost of
// a component grows exponentially with its order, and the graphs of a
// sequence grow by a column of a grid or board, or by a vertex of an edge
// list, at a rate the last graphs valued show.
//
// The forecast measures a graph by the order b of its largest component,
// and a search by its cost so far: S_k, the forms (or steps) of the sizes
// up to k. The rate r is what a vertex more multiplies that cost by: the
// slope of the least-squares line through ln S_i against b_i, over the
// sizes i valued over the last forecastWindow vertices (at least the last
// three sizes, spanning at least 3 vertices), at least 1. The forecast of
// the sizes up to the graph given n is S_k·r^(b_n − b_k): every vertex
// more in the largest component multiplies the cost so far by r (an
// isolated vertex added costs nothing). The cost so far is measured
// rather than each size's own, because the cost of a size is uneven: the
// forms a size meets first are those its smaller sizes did not, so one
// that closes a cycle may cost ten times the size before it and the next
// a third of it (node Kayles on the random graphs of 64 vertices), while
// their sum grows steadily. The search is refused when that forecast
// exceeds forecastMargin times its limit, and only once a size has cost
// a 1,024th of the limit and at least forecastFloor (of forms; steps: a
// 16,384th), about a tenth of a second, so that the rate is measured on
// costs that matter; a size whose own cost is below a 16th of
// forecastFloor measures no rate. Sizes valued by a table of vertex sets,
// and the size after them, which values its forms afresh, measure none
// either.
//
// The margin was measured on real searches: on the sequences of
// TestForecastRefusesNothingThatFits and on the prefixes (the first 20 to
// 55 vertices) of the random graphs of 64 vertices of
// testdata/random-64.txt, under node Kayles and the domino rule, whose
// graph given fits the page's or the command line's limit, the forecast
// reached 2.7 times the limit at worst (node Kayles on the first 55
// vertices of seed 2, 3,594,353 forms, against the command line's
// 4,000,000), so that a margin of 8 refused none of them. The forecast is
// no bound: a graph whose costs stop growing after the sizes it was made
// from (a long path hung from a dense part) may be forecast above its true
// cost, and one whose costs grow faster later is refused by the limit
// itself.

// forecastMargin is how many times its limit the forecast cost of a
// search must exceed for the search to be refused before it ends.
const forecastMargin = 8

// forecastWindow is how many vertices of the largest component back the
// sizes a rate is measured from reach.
const forecastWindow = 8

// forecastFloor is the least cost of a size a forecast is made after,
// and 16 times the least cost of a size its rate is measured from: the
// costs of smaller sizes, a few forms, measure no rate.
const forecastFloor = 4096

// ForecastError reports that the forecast cost of valuing a sequence's
// graph given, from its smaller graphs valued, exceeds forecastMargin
// times the limit: the search would pass its limit.
type ForecastError struct {
	Limit    int64   // the limit: forms valued, or steps of a pruned search
	Steps    bool    // whether the cost is steps of a pruned search
	Estimate float64 // the forecast cost of the sizes up to the graph given
	Size     int     // the size the forecast was made at
	Spent    int64   // the cost up to it
}

func (e *ForecastError) Error() string {
	return "graph: the forecast cost, " + e.aboutWords() + ", exceeds the limit " + strconv.FormatInt(e.Limit, 10) + " more than " + strconv.Itoa(forecastMargin) + " times"
}

// aboutWords writes the estimate: "48,000,000", or "3.1e+12".
func (e *ForecastError) aboutWords() string {
	if e.Estimate >= 1e15 {
		return strconv.FormatFloat(e.Estimate, 'e', 1, 64)
	}
	return numerals.Grouped(int(e.Estimate))
}

// fromWords says what the forecast came from: "those up to size 5 took
// 28,664".
func (e *ForecastError) fromWords() string {
	return "those up to size " + strconv.Itoa(e.Size) + " took " + numerals.Grouped(int(e.Spent))
}

// forecast follows the costs of the sizes of a sequence as they are
// valued, and forecasts the cost of the rest up to the graph given.
type forecast struct {
	limit int64
	steps bool
	size  int     // the size of the graph given
	order []int   // the order of the largest component of each size 0..size
	upto  []int64 // the cost of the sizes up to each size valued
	// fresh is the first size whose cost may measure a rate: a size
	// after one valued by a table values its forms afresh.
	fresh int
}

// newForecast returns the forecast of valuing the graphs of q up to the
// graph given within limit forms (steps, for a pruned search); a limit of
// 0 or less forecasts nothing.
func newForecast(q Sequence, limit int64, steps bool) *forecast {
	f := &forecast{limit: limit, steps: steps, size: q.Size}
	if limit <= 0 {
		return f
	}
	f.order = make([]int, q.Size+1)
	for k := range f.order {
		f.order[k] = largest(q.At(k))
	}
	return f
}

// largest returns the order of the largest component of s.
func largest(g *Graph, s Set) int {
	most := 0
	g.Components(s, func(c Set) {
		most = max(most, c.Len())
	})
	return most
}

// after records that size k is valued, the search's cost so far being
// spent, and returns a *ForecastError when the forecast of the sizes up
// to the graph given exceeds forecastMargin times the limit. A size
// valued by a table (tabled) costs no forms, and the size after it pays
// for the forms of its whole graph: neither measures a rate.
func (f *forecast) after(k int, spent int64, tabled bool) error {
	f.upto = append(f.upto, spent)
	if tabled {
		f.fresh = k + 2
	}
	if f.limit <= 0 || k >= f.size || k >= len(f.order) || spent >= f.limit {
		return nil // past the limit already, the search stops by it
	}
	est, ok := f.estimate(k)
	if ok && est > forecastMargin*float64(f.limit) {
		return &ForecastError{Limit: f.limit, Steps: f.steps, Estimate: est, Size: k, Spent: spent}
	}
	return nil
}

// estimate returns the forecast cost of the sizes valued and of those
// after k up to the graph given, and false when the costs so far do not
// yet measure a rate.
func (f *forecast) estimate(k int) (float64, bool) {
	d := f.own(k)
	// About a tenth of a second of one core for forms, which cost 10 to
	// 25 µs each; a few hundredths for the pruned search, whose steps cost
	// about 30 ns.
	floor := f.limit / 1024
	if f.steps {
		floor = f.limit / 16384
	}
	if d < max(floor, forecastFloor) {
		return 0, false
	}
	r, ok := f.rate(k)
	if !ok {
		return 0, false
	}
	up := 0
	for i := k + 1; i <= f.size; i++ {
		up = max(up, f.order[i]-f.order[k])
	}
	return float64(f.upto[k]) * math.Pow(r, float64(up)), true
}

// rate returns the factor a vertex more in the largest component
// multiplies the cost so far by, at least 1, fitted over the sizes up to
// k valued over the last forecastWindow vertices, and false when they do
// not measure one: the least-squares slope of ln S_i against b_i.
func (f *forecast) rate(k int) (float64, bool) {
	var sx, sy, sxx, sxy, n float64
	first := k
	for i := k; i >= f.fresh; i-- {
		if f.own(i) < forecastFloor/16 {
			continue
		}
		if f.order[i] <= f.order[k]-forecastWindow && n >= 3 {
			break
		}
		x, y := float64(f.order[i]-f.order[k]), math.Log(float64(f.upto[i]))
		sx, sy, sxx, sxy, n = sx+x, sy+y, sxx+x*x, sxy+x*y, n+1
		first = i
	}
	if f.order[k]-f.order[first] < 3 {
		return 0, false
	}
	slope := (n*sxy - sx*sy) / (n*sxx - sx*sx)
	return max(math.Exp(slope), 1), true
}

// own returns the cost of size k alone.
func (f *forecast) own(k int) int64 {
	if k == 0 {
		return f.upto[0]
	}
	return f.upto[k] - f.upto[k-1]
}
