package research

import (
	"encoding/json"
	"errors"
	"fmt"
	"math/rand/v2"
	"slices"
	"strconv"
	"strings"
	"testing"

	"stones/solver"
	"stones/solver/game"
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

// randomGame is a random subtraction game or octal game, of len heaps.
func randomGame(rng *rand.Rand) string {
	length := fmt.Sprint(1 + rng.IntN(2000))
	if rng.IntN(2) == 0 {
		code := "0."
		for range 1 + rng.IntN(3) {
			code += fmt.Sprint(rng.IntN(8))
		}
		code = strings.TrimRight(code, "0")
		if code == "0." {
			code = "0.3"
		}
		return "game=octal&code=" + code + "&len=" + length
	}
	var moves []string
	for m := 1; m <= 9; m++ {
		if rng.IntN(3) == 0 {
			moves = append(moves, fmt.Sprint(m))
		}
	}
	if len(moves) == 0 {
		moves = []string{"2"}
	}
	play := []string{"normal", "misere"}[rng.IntN(2)]
	return "moves=" + strings.Join(moves, ",") + "&play=" + play + "&len=" + length
}

// The growth's table and the digits count, at every point, what a
// brute-force reading of the outcomes and nim-values counts, on random
// subtraction and octal games; their CSV writes them.
func TestResearchAgainstBruteForce(t *testing.T) {
	rng := rand.New(rand.NewPCG(5, 6))
	for range 60 {
		q := randomGame(rng)
		r := analyzeQuery(t, q)
		g := GrowthOf(r)
		points := map[int]bool{}
		for _, s := range append(slices.Clone(g.Cold), g.Largest...) {
			points[s.N] = true
		}
		if len(g.Table) != len(points) {
			t.Errorf("%s: %d rows in the table, want one a point of either series, %d", q, len(g.Table), len(points))
		}
		csv := strings.Split(strings.TrimSuffix(string(g.CSV()), "\r\n"), "\r\n")
		if want := map[bool]string{true: "n,cold,largest", false: "n,cold"}[r.Nim != nil]; csv[0] != want || len(csv) != 1+len(g.Table) {
			t.Errorf("%s: the CSV's header %q and %d rows, want %q and %d", q, csv[0], len(csv)-1, want, len(g.Table))
		}
		for i, row := range g.Table {
			cold, largest := strings.Count(r.Outcomes[:row.N], "P"), -1
			if r.Nim != nil {
				largest = int(slices.Max(r.Nim[:row.N]))
			}
			if !points[row.N] || row.Cold != cold || row.Largest != largest || i > 0 && row.N <= g.Table[i-1].N {
				t.Errorf("%s: row %+v, want n a point and cold %d, largest %d", q, row, cold, largest)
			}
			want := fmt.Sprint(row.N, ",", cold)
			if r.Nim != nil {
				want += fmt.Sprint(",", largest)
			}
			if csv[1+i] != want {
				t.Errorf("%s: CSV row %q, want %q", q, csv[1+i], want)
			}
		}
		base, places := 2+rng.IntN(30), 1+rng.IntN(3)
		d, err := DigitsOf(r, base, places)
		if err != nil {
			t.Fatal(err)
		}
		for k := range places {
			w := 1
			for range k {
				w *= base
			}
			for digit := range base {
				count := 0
				for n := range len(r.Outcomes) {
					if r.Outcomes[n] == 'P' && n/w%base == digit {
						count++
					}
				}
				if d.Counts[k][digit] != count {
					t.Errorf("%s, base %d: digit %d of weight %d counts %d, want %d", q, base, digit, w, d.Counts[k][digit], count)
				}
			}
		}
		rows := strings.Split(strings.TrimSuffix(string(d.CSV()), "\r\n"), "\r\n")
		last := fmt.Sprint(base - 1)
		for k := range places {
			last += fmt.Sprint(",", d.Counts[k][base-1])
		}
		if len(rows) != 1+base || !strings.HasPrefix(rows[0], "digit,1s") || strings.Count(rows[0], ",") != places || rows[base] != last {
			t.Errorf("%s, base %d: the digits' CSV reads %q … %q, want %d rows after the header, the last %q", q, base, rows[0], rows[len(rows)-1], base, last)
		}
	}
}

// The research keys read upto, base and digits, each bad value refused by
// its key and read as its default; a count beyond the front end's limit is
// refused under upto when upto was given.
func TestResearchKeys(t *testing.T) {
	for _, c := range []struct {
		query string
		want  Keys
		bad   []string
	}{
		{"len=70&view=growth", Keys{Upto: 70, Base: 5, Places: 3}, nil},
		{"len=70&upto=1000&base=13&digits=1", Keys{Upto: 1000, Base: 13, Places: 1, Given: true}, nil},
		{"upto=0&base=1&digits=4", Keys{Upto: 100, Base: 5, Places: 3}, []string{"upto", "base", "digits"}},
		{"upto=x&base=65", Keys{Upto: 100, Base: 5, Places: 3}, []string{"upto", "base"}},
		{"digits=2&base=29", Keys{Upto: 100, Base: 29, Places: 2}, nil},
	} {
		s, err := KeysOf(configOf(t, c.query))
		var keys []string
		var list solver.Errors
		if errors.As(err, &list) {
			for _, e := range list {
				keys = append(keys, e.Key)
			}
		}
		if s != c.want || fmt.Sprint(keys) != fmt.Sprint(c.bad) {
			t.Errorf("KeysOf(%q) = %+v, %v; want %+v, bad %v", c.query, s, err, c.want, c.bad)
		}
	}
	c := configOf(t, "moves=1,2&len=50&upto=2000000")
	s, _ := KeysOf(c)
	if _, err := AnalyzeUpto(t.Context(), c, s, solver.PageLimits, nil); err == nil || !strings.HasPrefix(err.Error(), `upto: "2000000": `) {
		t.Errorf("two million heaps on the page: %v, want a refusal of upto", err)
	}
	c = configOf(t, "game=grundy&upto=1000000")
	if _, err := AnalyzeUpto(t.Context(), c, Keys{Upto: 1000000, Given: true}, solver.PageLimits, nil); err == nil || !strings.HasPrefix(err.Error(), `upto: "1000000": `) || !strings.HasSuffix(err.Error(), "use a smaller upto") {
		t.Errorf("a million heaps of Grundy's game on the page: %v, want a refusal of upto that asks for a smaller upto", err)
	}
	r, err := AnalyzeUpto(t.Context(), configOf(t, "moves=1,2&len=50&n=7&upto=3000"), Keys{Upto: 3000, Given: true}, solver.PageLimits, nil)
	if err != nil || len(r.Outcomes) != 3000 || r.Query != nil {
		t.Errorf("AnalyzeUpto: %v, want 3,000 heaps and no question", err)
	}
}

// The research keys never panic, read every value within its range, and
// read the values they accept back from their decimal form.
func FuzzResearchKeys(f *testing.F) {
	for _, s := range [][3]string{{"1000000", "5", "3"}, {" 7 ", "13", "2"}, {"+5", "-1", "0x3"}, {"0", "65", "4"}, {"99999999999999999999", "", "3 "}} {
		f.Add(s[0], s[1], s[2])
	}
	f.Fuzz(func(t *testing.T, upto, base, digits string) {
		c := solver.Config{Len: 100, Page: map[string]string{"upto": upto, "base": base, "digits": digits}}
		r, err := KeysOf(c)
		if r.Upto < 1 || r.Upto > solver.MaxLen || r.Base < MinBase || r.Base > MaxBase || r.Places < 1 || r.Places > MaxPlaces {
			t.Fatalf("KeysOf(%q, %q, %q) = %+v", upto, base, digits, r)
		}
		if err != nil {
			return
		}
		back, err := KeysOf(solver.Config{Page: map[string]string{"upto": strconv.Itoa(r.Upto), "base": strconv.Itoa(r.Base), "digits": strconv.Itoa(r.Places)}})
		if err != nil || back != r {
			t.Fatalf("KeysOf of %+v written back: %+v, %v", r, back, err)
		}
	})
}

// A Counter fed a streamed run's blocks of nim-values counts what GrowthOf
// and DigitsOf count of the full analysis, for octal games, Grundy's game
// and the named sets computed heap by heap.
func TestCounterOfStream(t *testing.T) {
	for _, q := range []string{"game=octal&code=0.6&len=3000", "game=grundy&len=2500", "game=octal&code=0.137&len=5000", "game=octal&code=4.7&len=1",
		"moves=squares&len=3000", "moves=primes&len=2000&play=misere", "moves=fibonacci&len=2500", "moves=squares&len=1&play=misere"} {
		c := configOf(t, q)
		r := analyzeQuery(t, q)
		counter := NewCounter(StreamsNim(c))
		if err := counter.CountDigits(7, 3); err != nil {
			t.Fatal(err)
		}
		if _, err := Stream(t.Context(), c, c.Len, 0, nil, func(b game.Block) error {
			if b.Nim == nil {
				for _, l := range b.Outcomes {
					counter.Add(game.Outcome(l) == game.P, 0)
				}
				return nil
			}
			counter.AddNim(b.Nim)
			return nil
		}); err != nil {
			t.Fatal(err)
		}
		want, _ := json.Marshal(GrowthOf(r))
		if got, _ := json.Marshal(counter.Growth()); string(got) != string(want) {
			t.Errorf("%s: the streamed growth\n%s\nwant\n%s", q, got, want)
		}
		d, _ := DigitsOf(r, 7, 3)
		if got, want := fmt.Sprint(*counter.Digits()), fmt.Sprint(*d); got != want || counter.Len() != c.Len {
			t.Errorf("%s: the streamed digits %s over %d heaps, want %s", q, got, counter.Len(), want)
		}
	}
}
