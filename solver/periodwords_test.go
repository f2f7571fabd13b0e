package solver

import (
	"strings"
	"testing"
)

// TestNimLawStated checks that a proven arithmetic law of the nim-values
// is stated where a period would be, holds on every value computed, and
// rests on the theorem the proof names: Nim's g(n) = n (Bouton) and
// Lasker's Nim's g(4k+3) = 4k+4, g(4k+4) = 4k+3 (Winning Ways, ch. 4).
func TestNimLawStated(t *testing.T) {
	for _, c := range []struct {
		query, want string
	}{
		{"game=octal&code=0.3*&len=200", "From heap 0 on, the nim-values grow by 1 every 1 heap sizes: g(n+1) = g(n) + 1. Proven: Nim's closed form"},
		{"game=octal&code=4.3*&len=200", "From heap 1 on, the nim-values grow by 4 every 4 heap sizes: g(n+4) = g(n) + 4. Proven: Lasker's Nim's closed form"},
	} {
		r := analyzeQuery(t, c.query)
		law := r.NimLaw
		if law == nil || r.NimPeriod != nil {
			t.Fatalf("%s: nimLaw %v, nimPeriod %v: want a law and no period", c.query, law, r.NimPeriod)
		}
		for i := law.Preperiod; i+law.Period < len(r.Nim); i++ {
			if uint64(r.Nim[i+law.Period]) != uint64(r.Nim[i])+law.Saltus {
				t.Fatalf("%s: nim(%d) = %d, nim(%d) = %d: the law %+v does not hold", c.query, i, r.Nim[i], i+law.Period, r.Nim[i+law.Period], *law)
			}
		}
		if got := PeriodText(r, "nim-values", r.NimPeriod, r.NimSearch); !strings.HasPrefix(got, c.want) {
			t.Errorf("%s: the nim-values' sentence is %q, want it to begin %q", c.query, got, c.want)
		}
		if got := r.DescribePeriod("outcomes", r.OutcomePeriod, r.OutcomeSearch); strings.Contains(got, "grow") {
			t.Errorf("%s: the outcomes' sentence %q states the nim-values' law", c.query, got)
		}
	}
}

// TestSizesWorded checks that the sentences on periods speak of a game's
// own sizes, the graphs or boards of its sequence, and of heaps otherwise.
func TestSizesWorded(t *testing.T) {
	for _, c := range []struct {
		query, want string
	}{
		{"game=graph&graph=path:12&rule=kayles", "No period of the nim-values up to 65 sizes of path:n."},
		{"game=cram&board=2x6", "No period of the nim-values up to 7 sizes of board 2×n."},
		{"game=graph&graph=grid:2x4&rule=node", "No period of the nim-values up to 5 sizes of grid:2×n."},
		{"game=octal&code=0.77&len=50", "From heap 71 on, the nim-values repeat every 12."},
	} {
		r := analyzeQuery(t, c.query)
		if got := r.DescribePeriod("nim-values", r.NimPeriod, r.NimSearch); got != c.want {
			t.Errorf("%s: %q, want %q", c.query, got, c.want)
		}
	}
}
