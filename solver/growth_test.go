package solver

import (
	"fmt"
	"math/rand/v2"
	"strings"
	"testing"
)

// The growth series count what a brute-force reading of the outcomes and
// nim-values counts, at the points they name.
func TestGrowthAgainstBruteForce(t *testing.T) {
	rng := rand.New(rand.NewPCG(3, 4))
	for range 40 {
		var moves []string
		for m := 1; m <= 12; m++ {
			if rng.IntN(3) == 0 || m == 12 && len(moves) == 0 {
				moves = append(moves, fmt.Sprint(m))
			}
		}
		length := 1 + rng.IntN(3000)
		q := "moves=" + strings.Join(moves, ",") + "&len=" + fmt.Sprint(length)
		r := analyzeQuery(t, q)
		g := GrowthOf(r)
		if g.Len != length {
			t.Fatalf("%s: Len = %d", q, g.Len)
		}
		want := 0
		for k := 1; k*k*k <= length; k++ {
			want++
		}
		if last := g.Cold[len(g.Cold)-1].N; last != length {
			t.Errorf("%s: the last cold sample is at %d, want %d", q, last, length)
		}
		for i, s := range g.Cold {
			if s.Value != strings.Count(r.Outcomes[:s.N], "P") {
				t.Errorf("%s: cold(%d) = %d, want %d", q, s.N, s.Value, strings.Count(r.Outcomes[:s.N], "P"))
			}
			if i < want && s.N != (i+1)*(i+1)*(i+1) {
				t.Errorf("%s: cold sample %d at %d, want the cube %d", q, i, s.N, (i+1)*(i+1)*(i+1))
			}
		}
		prev := -1
		for _, s := range g.Largest {
			most := 0
			for _, v := range r.Nim[:s.N] {
				most = max(most, int(v))
			}
			if s.Value != most || int(r.Nim[s.N-1]) != most || s.Value <= prev {
				t.Errorf("%s: largest(%d) = %d: not a new record of the nim-values", q, s.N, s.Value)
			}
			prev = s.Value
		}
		most := 0
		for _, v := range r.Nim {
			most = max(most, int(v))
		}
		if g.Largest[len(g.Largest)-1].Value != most {
			t.Errorf("%s: the last record is %d, want the largest nim-value %d", q, g.Largest[len(g.Largest)-1].Value, most)
		}
	}
}

// A game without nim-values has cold counts only.
func TestGrowthWithoutNim(t *testing.T) {
	g := GrowthOf(analyzeQuery(t, "moves=1-3&play=misere&len=1000"))
	if g.Largest != nil || g.LargestFit != nil || len(g.Cold) != 10 {
		t.Errorf("misère growth: %d cold samples, largest %v; want 10 and none", len(g.Cold), g.Largest)
	}
	// A quarter of the heaps are cold: the exponent is 1.
	if f := g.ColdFit; f == nil || f.Exponent < 0.99 || f.Exponent > 1.01 || f.From != 8 || f.To != 1000 {
		t.Errorf("ColdFit = %+v, want exponent 1 over 8 … 1000 (heap 0 is hot in misère play)", f)
	}
}

// Subtract-a-square to the page's limit of a million heaps: Eppstein
// ("Faster evaluation of subtraction games", section 3) fits the cold
// count to n^0.69–0.70 and the largest nim-value to n^0.351 up to 2^30;
// the first million heaps give nearly the same exponents.
func TestGrowthOfSquares(t *testing.T) {
	if testing.Short() {
		t.Skip("a million heaps of subtract-a-square")
	}
	g := GrowthOf(analyzeQuery(t, "moves=squares&len=1000000"))
	t.Logf("cold %+v, largest %+v", *g.ColdFit, *g.LargestFit)
	if e := g.ColdFit.Exponent; e < 0.67 || e > 0.72 {
		t.Errorf("cold-count exponent %.3f, want about 0.69–0.70", e)
	}
	if e := g.LargestFit.Exponent; e < 0.32 || e > 0.38 {
		t.Errorf("largest nim-value exponent %.3f, want about 0.351", e)
	}
}

// The digits of the cold positions, counted digit by digit against the
// outcomes; Golomb's observation, as Eppstein extends it: the ones digit
// in base 5 of subtract-a-square's cold positions is 0 or 2 for all but a
// few.
func TestDigits(t *testing.T) {
	r := analyzeQuery(t, "moves=squares&len=100000")
	for _, c := range []struct{ base, places int }{{5, 3}, {7, 1}, {13, 2}, {29, 3}, {2, 1}} {
		d, err := DigitsOf(r, c.base, c.places)
		if err != nil {
			t.Fatal(err)
		}
		cold := strings.Count(r.Outcomes, "P")
		if d.Cold != cold || len(d.Counts) != c.places {
			t.Fatalf("base %d: %d cold, %d places; want %d, %d", c.base, d.Cold, len(d.Counts), cold, c.places)
		}
		for k := range c.places {
			want := make([]int, c.base)
			p := 1
			for range k {
				p *= c.base
			}
			for i := range len(r.Outcomes) {
				if r.Outcomes[i] == 'P' {
					want[i/p%c.base]++
				}
			}
			if fmt.Sprint(d.Counts[k]) != fmt.Sprint(want) {
				t.Errorf("base %d digit %d: %v, want %v", c.base, k, d.Counts[k], want)
			}
		}
	}
	d, _ := DigitsOf(r, 5, 1)
	if zeroTwo := d.Counts[0][0] + d.Counts[0][2]; zeroTwo < d.Cold*8/10 {
		t.Errorf("base 5: %d of %d cold positions end in 0 or 2, want most", zeroTwo, d.Cold)
	}
	for _, bad := range []struct{ base, places int }{{1, 1}, {65, 1}, {5, 0}, {5, 4}} {
		if _, err := DigitsOf(r, bad.base, bad.places); err == nil {
			t.Errorf("DigitsOf(base %d, %d places): no error", bad.base, bad.places)
		}
	}
}
