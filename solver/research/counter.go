package research

import (
	"math"
	"slices"
	"strconv"

	"stones/solver"
)

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
