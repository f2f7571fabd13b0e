package research

import (
	"bytes"
	"context"
	"errors"
	"math"
	"slices"
	"strconv"
	"strings"

	"stones/solver"
	"stones/solver/game"
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

// AddResult counts the heaps a result lists, in order, after those
// counted: its outcomes and its nim-values.
func (c *Counter) AddResult(r *solver.Result) {
	for i := range len(r.Outcomes) {
		v := uint32(0)
		if i < len(r.Nim) {
			v = r.Nim[i]
		}
		c.Add(r.Outcomes[i] == 'P', v)
	}
}

// Counter counts what the growth and digits views show of heaps 0, 1, 2,
// … fed to it in order, without holding them, so that a streamed run of
// any length can be counted: the cold count at every perfect cube, the
// records of the nim-values (thinned as Growth says), both counts at each
// of these points, and, when asked (CountDigits), the low-order digits of
// the cold heaps. Add is O(1), O(places) for a cold heap whose digits are
// counted; the memory is O(len^{1/3} + log len).
type Counter struct {
	n, cold, largest int
	nimLen           int // the heaps counted by their nim-values before the first AddCold; −1 while none was
	nim              bool
	next             int     // the cube root of the next cube
	bin              float64 // the bin of the last record
	cubes, records   []Tally // the points of the two series, each with both counts
	digits           *Digits
}

// NewCounter returns a Counter of no heap, of a game with nim-values when
// nim is set.
func NewCounter(nim bool) *Counter {
	return &Counter{largest: -1, nimLen: -1, nim: nim, next: 1, bin: math.Inf(-1)}
}

// CountDigits has c count the places low-order base-base digits of the
// cold heaps (base MinBase to MaxBase, places 1 to MaxPlaces) from the
// next heap on: call it before the first Add.
func (c *Counter) CountDigits(base, places int) error {
	if base < MinBase || base > MaxBase {
		return baseError(strconv.Itoa(base))
	}
	if places < 1 || places > MaxPlaces {
		return placesError(strconv.Itoa(places))
	}
	c.digits = &Digits{Base: base, Places: places, Counts: make([][]int, places)}
	for k := range c.digits.Counts {
		c.digits.Counts[k] = make([]int, base)
	}
	return nil
}

// Add counts the next heap: cold when it is a P-position, of nim-value v
// (ignored for a game without nim-values).
func (c *Counter) Add(cold bool, v uint32) {
	i := c.n
	c.n++
	n := c.n
	if cold {
		c.cold++
		if d := c.digits; d != nil {
			for k, x := 0, i; k < d.Places; k++ {
				d.Counts[k][x%d.Base]++
				x /= d.Base
			}
		}
	}
	if c.nim && c.nimLen < 0 && int(v) > c.largest {
		c.largest = int(v)
		row := Tally{N: n, Cold: c.cold, Largest: c.largest}
		if b := math.Floor(64 * math.Log(float64(n))); b > c.bin || v == 0 {
			c.records = append(c.records, row)
			c.bin = b
		} else {
			c.records[len(c.records)-1] = row // the bin keeps its largest record
		}
	}
	if n == c.next*c.next*c.next {
		c.cubes = append(c.cubes, Tally{N: n, Cold: c.cold, Largest: c.largestHere()})
		c.next++
	}
}

// largestHere is the largest nim-value of the heaps counted, −1 once some
// were counted without their nim-values.
func (c *Counter) largestHere() int {
	if c.nimLen >= 0 {
		return -1
	}
	return c.largest
}

// AddCold counts the next heap of a game with nim-values whose nim-value
// was not computed, only whether it is cold: from it on, the largest
// nim-value is that of the heaps counted before it (Growth.NimLen), and
// every later heap must be counted so too.
func (c *Counter) AddCold(cold bool) {
	if c.nim && c.nimLen < 0 {
		c.nimLen = c.n
	}
	c.Add(cold, 0)
}

// AddNim counts the next heaps of a game in normal play by their
// nim-values: a heap is cold when its value is 0.
func (c *Counter) AddNim(values []uint32) {
	for _, v := range values {
		c.Add(v == 0, v)
	}
}

// Len returns how many heaps c has counted.
func (c *Counter) Len() int { return c.n }

// Growth returns the growth series of the heaps counted, with their fits.
func (c *Counter) Growth() *Growth {
	cubes := c.cubes
	if c.n > 0 && (len(cubes) == 0 || cubes[len(cubes)-1].N != c.n) {
		cubes = append(cubes[:len(cubes):len(cubes)], Tally{N: c.n, Cold: c.cold, Largest: c.largestHere()})
	}
	g := &Growth{Len: c.n, Cold: make([]Sample, len(cubes))}
	if c.nim && c.nimLen >= 0 {
		g.NimLen = c.nimLen
	}
	for i, t := range cubes {
		g.Cold[i] = Sample{t.N, t.Cold}
	}
	g.ColdFit = fitSeries(g.Cold)
	if c.nim {
		g.Largest = make([]Sample, len(c.records))
		for i, t := range c.records {
			g.Largest[i] = Sample{t.N, t.Largest}
		}
		g.LargestFit = fitSeries(g.Largest)
	}
	// The table: both series' points, in increasing n, each once.
	for i, j := 0, 0; i < len(cubes) || j < len(c.records); {
		switch {
		case j == len(c.records) || i < len(cubes) && cubes[i].N < c.records[j].N:
			g.Table = append(g.Table, cubes[i])
			i++
		case i == len(cubes) || c.records[j].N < cubes[i].N:
			g.Table = append(g.Table, c.records[j])
			j++
		default:
			g.Table = append(g.Table, cubes[i])
			i, j = i+1, j+1
		}
	}
	return g
}

// Digits returns the digits of the cold heaps counted, or nil when c was
// not asked to count them (CountDigits).
func (c *Counter) Digits() *Digits {
	if c.digits == nil {
		return nil
	}
	d := *c.digits
	d.Len, d.Cold = c.n, c.cold
	d.Counts = make([][]int, len(c.digits.Counts))
	for k, counts := range c.digits.Counts {
		d.Counts[k] = slices.Clone(counts)
	}
	return &d
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
// MaxPlaces): a Counter fed its heaps. The cost is O(len · places).
func DigitsOf(r *solver.Result, base, places int) (*Digits, error) {
	c := NewCounter(false)
	if err := c.CountDigits(base, places); err != nil {
		return nil, err
	}
	c.AddResult(r)
	return c.Digits(), nil
}

// CSV writes the counts as comma-separated values: a header row (digit,
// then a column a digit position, headed by its weight: 1s, 5s, 25s), then
// a row a digit from 0 to Base−1, each cell the number of cold positions
// with that digit in that position.
func (d *Digits) CSV() []byte {
	var b bytes.Buffer
	b.WriteString("digit")
	for k := range d.Counts {
		b.WriteString("," + strconv.Itoa(weight(d.Base, k)) + "s")
	}
	b.WriteString("\r\n")
	for digit := range d.Base {
		b.WriteString(strconv.Itoa(digit))
		for _, counts := range d.Counts {
			b.WriteString("," + strconv.Itoa(counts[digit]))
		}
		b.WriteString("\r\n")
	}
	return b.Bytes()
}

// weight is base^k.
func weight(base, k int) int {
	w := 1
	for range k {
		w *= base
	}
	return w
}

// Keys is what the growth and digits views count, as the page keys of
// a configuration say (docs/CONFIG.md): heaps 0 … Upto−1 (the key upto,
// with view=growth or view=digits; by default len), and for the digits
// Places low-order digits (the key digits) in base Base (the key base).
type Keys struct {
	Upto, Base, Places int
	// Given says that the key upto was given: a limit on the heaps counted
	// is then its error, not len's.
	Given bool
}

// The defaults of the research keys: Eppstein's Figure 3, the three
// low-order base-5 digits.
const (
	DefaultBase   = 5
	DefaultPlaces = 3
)

// KeysOf reads the research views' page keys upto, base and digits
// of c. A bad value reads as its default, and the error (Errors, one a bad
// key, in that order) names each: the page shows it in the view, the CLI
// refuses the query. upto is a whole number from 1 to MaxLen, the front
// end's own limit applying when the heaps are analysed (AnalyzeUpto).
func KeysOf(c solver.Config) (Keys, error) {
	r := Keys{Upto: c.Len, Base: DefaultBase, Places: DefaultPlaces}
	var errs solver.Errors
	if v, ok := c.Page["upto"]; ok {
		if n, ok := wholeIn(v, 1, solver.MaxLen); ok {
			r.Upto, r.Given = n, true
		} else {
			errs = append(errs, &solver.InputError{Key: "upto", Text: v, Problem: "must be a whole number of heaps from 1 to " + solver.Grouped(solver.MaxLen)})
		}
	}
	if v, ok := c.Page["base"]; ok {
		if b, ok := wholeIn(v, MinBase, MaxBase); ok {
			r.Base = b
		} else {
			errs = append(errs, baseError(v))
		}
	}
	if v, ok := c.Page["digits"]; ok {
		if p, ok := wholeIn(v, 1, MaxPlaces); ok {
			r.Places = p
		} else {
			errs = append(errs, placesError(v))
		}
	}
	if errs == nil {
		return r, nil
	}
	return r, errs
}

// wholeIn reads a whole number from least to most, written in the digits
// 0-9 alone, with spaces around it as every key allows.
func wholeIn(v string, least, most int) (int, bool) {
	n, err := game.ParseCount("", strings.Trim(v, " "), most)
	return n, err == nil && n >= least
}

func baseError(text string) *solver.InputError {
	return &solver.InputError{Key: "base", Text: text, Problem: "must be a whole number from " + strconv.Itoa(MinBase) + " to " + strconv.Itoa(MaxBase)}
}

func placesError(text string) *solver.InputError {
	return &solver.InputError{Key: "digits", Text: text, Problem: "must be 1, 2 or 3 (digit positions)"}
}

// AnalyzeUpto analyses what the research views count: the figure of c
// (without its questions and page keys) over heaps 0 … s.Upto−1, within
// lim, whatever len c lists. When s.Given, a refusal of that many heaps
// (the front end's limit of heap sizes, or of Grundy's game) names the key
// upto. The cost is that of Analyze.
func AnalyzeUpto(ctx context.Context, c solver.Config, s Keys, lim solver.Limits, report func(solver.Progress)) (*solver.Result, error) {
	c = c.Unasked()
	c.Len = s.Upto
	r, err := solver.Analyze(ctx, c, lim, report)
	var ie *solver.InputError
	if err != nil && s.Given && errors.As(err, &ie) && ie.Key == "len" {
		// The limits' messages end by asking for a smaller len: here it is
		// upto that counts the heaps.
		return nil, &solver.InputError{Key: "upto", Text: strconv.Itoa(s.Upto), Problem: strings.ReplaceAll(ie.Problem, "smaller len", "smaller upto")}
	}
	return r, err
}
