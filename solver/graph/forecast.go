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
// The forecast measures a graph by the order b of its largest component.
// The rate r is what a vertex more multiplies the cost by,
// (d_k/d_j)^(1/(b_k − b_j)), between the cost d_k of the size k just
// valued (the forms or steps it added) and the cost d_j of the last size
// j at least 3 vertices smaller; the least of that and the same rate two
// steps further back (from the size j' below j to j, and below j'), since
// the costs of a sequence grow ever more slowly as its graphs share forms
// and a single rate is noisy; at least 1. A larger size i up to the graph
// given adds d_k·r^(b_i − b_k) when b_i > b_k, nothing otherwise (an
// isolated vertex added costs nothing). The search is refused when the
// costs so far and that forecast exceed forecastMargin times its limit,
// and only once a size has cost a 1,024th of the limit and at least
// forecastFloor (of forms; steps: a 16,384th), about a tenth of a second,
// so that the rate is measured on costs that matter. Sizes valued by a
// table of vertex sets, and the size after them, which values its forms
// afresh, measure no rate.
//
// The margin was measured on real searches: on the sequences of
// TestForecastRefusesNothingThatFits and on the prefixes (the first 20 to
// 47 vertices) of the random graphs of 64 vertices of
// testdata/random-64.txt, under node Kayles and the domino rule, whose
// graph given fits the page's or the command line's limit, the forecast
// reached 4.5 times the limit at worst (the domino rule on the first 40
// vertices of seed 1, 771,587 forms, against the page's 1,000,000), so
// that a margin of 8 refused none of them. The forecast is no bound: a
// graph whose costs stop growing after the sizes it was made from (a long
// path hung from a dense part) may be forecast above its true cost, and
// one whose costs grow faster later is refused by the limit itself.

// forecastMargin is how many times its limit the forecast cost of a
// search must exceed for the search to be refused before it ends.
const forecastMargin = 8

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
	cost  []int64 // the cost of each size valued, its own
	spent int64   // the cost of the sizes valued so far
	// fresh is the first size whose cost may serve as a rate's base: a
	// size after one valued by a table values its forms afresh.
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
	d := spent - f.spent
	f.spent = spent
	f.cost = append(f.cost, d)
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
	d := f.cost[k]
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
	// The least of the rates from the last size j at least 3 vertices
	// smaller, and of two more such steps back.
	j := f.base(k)
	if j < 0 {
		return 0, false
	}
	r := f.rate(j, k)
	for n, top := 0, j; n < 2; n++ {
		i := f.base(top)
		if i < 0 {
			break
		}
		r = min(r, f.rate(i, top))
		top = i
	}
	est := float64(f.spent)
	for i := k + 1; i <= f.size; i++ {
		if up := f.order[i] - f.order[k]; up > 0 {
			est += float64(d) * math.Pow(r, float64(up))
		}
	}
	return est, true
}

// base returns the last size before k whose largest component is at
// least 3 vertices smaller than k's, valued by forms afresh, whose cost measures a rate: −1
// when there is none.
func (f *forecast) base(k int) int {
	for i := k - 1; i >= f.fresh; i-- {
		if f.order[i] <= f.order[k]-3 && f.cost[i] >= forecastFloor/16 {
			return i
		}
	}
	return -1
}

// rate returns the factor a vertex more multiplies the cost by from size
// j to size k, at least 1.
func (f *forecast) rate(j, k int) float64 {
	return max(math.Pow(float64(f.cost[k])/float64(f.cost[j]), 1/float64(f.order[k]-f.order[j])), 1)
}
