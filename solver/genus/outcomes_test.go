package genus_test

import (
	"context"
	"errors"
	"math/big"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"stones/solver/game"
	"stones/solver/gametest"
	"stones/solver/genus"
	"stones/solver/octal"
	"stones/solver/periodic"
)

// The single rows of misère Kayles by the quotient are those of the genus
// table for every row the table reaches within the command line's limits
// (60), and those of the oracle, which shares nothing with either, as far
// as it runs in a second or two (48).
func TestMisereKaylesOutcomesByQuotient(t *testing.T) {
	kayles := octal.NewRow(octal.MustParseCode("0.77"))
	q := kaylesQuotient(t)
	const tableRows, oracleRows = 60, 48
	tab := genus.NewTable(kayles, game.Limits{Work: 1 << 34, States: 4_000_000, Where: "the tests"}, nil)
	if err := tab.Extend(tableRows); err != nil {
		t.Fatal(err)
	}
	o := newKaylesOracle()
	for n := range tableRows {
		want := game.N
		if tab.Genus(n).Cold() {
			want = game.P
		}
		if got := q.Outcome(n); got != want {
			t.Errorf("misère Kayles, row %d: %s by the quotient, %s by its genus %s", n, got, want, tab.Genus(n))
		}
		if n < oracleRows && o.P([]int{n}) != (want == game.P) {
			t.Errorf("misère Kayles, row %d: %s by its genus, the oracle says P is %t", n, want, o.P([]int{n}))
		}
	}
}

// Misère Kayles' rows beyond the genus's limits are answered by the
// quotient, which the answer names, with the period of the single rows'
// outcomes proven: P exactly at rows 1, 4, 9, 12 and 20 (Sibert and
// Conway, "Mathematical Kayles", 1992), so N for ever from row 21, period
// 1. The test derives the period from the quotient's elements, not from
// Solve: the smallest p and then a with outcome(n + p) = outcome(n) for
// every n ≥ a, over the rows computed and rows of 100 digits.
func TestMisereKaylesOutcomePeriod(t *testing.T) {
	g := genus.Misere(octal.NewRow(octal.MustParseCode("0.77")))
	sol, err := g.(game.Solver).Solve(100, lim, nil)
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(sol.By, "misère quotient") || len(sol.Genus) == 0 || len(sol.Genus) >= 100 {
		t.Errorf("Solve(100): by %q, %d genera; want the misère quotient, and the genera of the rows the search reaches", sol.By, len(sol.Genus))
	}
	var cold []int
	for n, o := range sol.Outcomes {
		if game.Outcome(o) == game.P {
			cold = append(cold, n)
		}
	}
	if want := []int{1, 4, 9, 12, 20}; !slices.Equal(cold, want) {
		t.Errorf("misère Kayles: P rows below 100 %v, want %v (Sibert and Conway)", cold, want)
	}
	q := kaylesQuotient(t)
	outcome := func(n *big.Int) bool {
		x, ok := q.Element(n)
		if !ok {
			t.Fatalf("row %s is not covered", n)
		}
		return q.Cold(x)
	}
	// The elements repeat from q's preperiod for every row, so the rows
	// below Heaps plus a period decide every eventual property.
	holds := func(a, p int) bool {
		for n := a; n < q.Heaps(); n++ {
			if outcome(big.NewInt(int64(n+p))) != outcome(big.NewInt(int64(n))) {
				return false
			}
		}
		return true
	}
	var want periodic.Period
	for p := 1; want.Period == 0; p++ {
		for a := 0; a < q.Heaps(); a++ {
			if holds(a, p) {
				want = periodic.Period{Preperiod: a, Period: p, Proven: true}
				break
			}
		}
	}
	huge, _ := new(big.Int).SetString(strings.Repeat("9", 100), 10)
	for n := want.Preperiod; n < want.Preperiod+24; n++ {
		far := new(big.Int).Mul(huge, big.NewInt(int64(want.Period)))
		far.Add(far, big.NewInt(int64(n)))
		if outcome(far) != outcome(big.NewInt(int64(n))) {
			t.Errorf("row %d and row %d + %d·(10^100 − 1) differ", n, n, want.Period)
		}
	}
	if want != (periodic.Period{Preperiod: 21, Period: 1, Proven: true}) {
		t.Errorf("misère Kayles: the rows' outcomes repeat with %+v, want from 21 with period 1", want)
	}
	if sol.OutcomePeriod == nil || *sol.OutcomePeriod != want {
		t.Errorf("Solve(100).OutcomePeriod = %v, want %+v", sol.OutcomePeriod, want)
	}
	if !strings.Contains(sol.Proof, "misère quotient") || !strings.Contains(sol.Proof, "period 12") {
		t.Errorf("Solve(100).Proof = %q, want the quotient's check and its period", sol.Proof)
	}
	// The query keys take 100 digits; the Values take any size.
	huger, _ := new(big.Int).SetString(strings.Repeat("8", 300), 10)
	for _, n := range []*big.Int{big.NewInt(20), big.NewInt(99), big.NewInt(1000), huge, huger} {
		a, err := game.Ask(g, sol, n)
		if err != nil {
			t.Fatal(err)
		}
		beyond := n.Cmp(big.NewInt(int64(len(sol.Genus)))) >= 0
		if beyond != (a.By != "") {
			t.Errorf("row %s (genera up to %d): answered by %q", n, len(sol.Genus)-1, a.By)
		}
		if wantP := n.Int64() == 20; (a.Outcome == game.P) != wantP {
			t.Errorf("row %s: %s", n, a.Outcome)
		}
	}
}

// Where the quotient is not proven within the limits (Dawson's Kayles,
// 0.07), a length beyond the genus's limits is refused as before, naming
// the key len, the limit and the largest len within it; where it is
// proven, a length within the genus's limits keeps every genus.
func TestSolveWithoutQuotient(t *testing.T) {
	dawson := genus.Misere(octal.NewRow(octal.MustParseCode("0.07")))
	_, err := dawson.(game.Solver).Solve(100, lim, nil)
	var in *game.InputError
	if !errors.As(err, &in) || in.Key != "len" || !strings.Contains(err.Error(), "the tests") || !strings.Contains(err.Error(), "or less") {
		t.Errorf("Solve(100) of 0.07 = %v, want the refusal of len naming the limit", err)
	}
	sol, err := dawson.(game.Solver).Solve(30, lim, nil)
	if err != nil {
		t.Fatal(err)
	}
	if sol.OutcomePeriod != nil || sol.By != "" || !strings.HasPrefix(sol.Proof, "no period of the misère outcomes is proven") {
		t.Errorf("Solve(30) of 0.07: period %v, by %q, proof %q", sol.OutcomePeriod, sol.By, sol.Proof)
	}
	kayles := genus.Misere(octal.NewRow(octal.MustParseCode("0.77")))
	if sol, err = kayles.(game.Solver).Solve(30, lim, nil); err != nil {
		t.Fatal(err)
	}
	if len(sol.Genus) != 30 || sol.By != "" || sol.OutcomePeriod == nil {
		t.Errorf("Solve(30) of Kayles: %d genera, by %q, period %v; want 30, none, proven", len(sol.Genus), sol.By, sol.OutcomePeriod)
	}
}

// Every sum of up to three heaps below 12, of at most 16 tokens when three,
// is cold by the quotient exactly
// when the oracle says it is a misère P-position, for random octal codes,
// some with heaps that have no move at all (0.5: heaps of 2 and more),
// which are the empty sum.
func TestQuotientAgainstOracleRandom(t *testing.T) {
	r := rand.New(rand.NewPCG(24, 11))
	codes := []string{"0.5", "0.05", "0.15", "4.5"}
	for len(codes) < 24 {
		codes = append(codes, randomCode(r))
	}
	const below = 12
	proven := 0
	for _, code := range codes {
		c, err := octal.ParseCode("code", code)
		if err != nil {
			continue
		}
		normal := octal.NewRow(c)
		q, err := genus.QuotientOf(normal, below, game.Limits{States: 1 << 16, Work: 1 << 22, Where: "the tests"}, nil)
		if err != nil {
			t.Logf("%s: %v", code, err)
			continue // a quotient beyond the limits: TestQuotientRefused
		}
		proven++
		o := newOracle(normal)
		for a := range below {
			for b := a; b < below; b++ {
				for c := b; c < below; c++ {
					sums := [][]int{{a}, {a, b}}
					if a+b+c <= 16 {
						sums = append(sums, []int{a, b, c})
					}
					for _, hs := range sums {
						x, ok := q.Product(gametest.Heaps(hs...))
						if !ok {
							t.Fatalf("%s: heaps %v not covered", code, hs)
						}
						if want := o.value(hs, nil) == 0; q.Cold(x) != want {
							t.Errorf("%s, heaps %v: cold %t by the quotient, %t by the oracle", code, hs, q.Cold(x), want)
						}
					}
				}
			}
		}
	}
	t.Logf("%d of %d codes have a quotient", proven, len(codes))
	if proven < 12 {
		t.Errorf("only %d of %d codes have a quotient within the limits", proven, len(codes))
	}
}

// The quotient's construction reports its steps at least every few
// thousand (so that a cancellation is seen within them), and stops with
// the context's error when cancelled, in QuotientOf and in Solve.
func TestQuotientCancel(t *testing.T) {
	kayles := octal.NewRow(octal.MustParseCode("0.77"))
	var done []int
	w := game.NewWork(context.Background(), func(p game.Progress) {
		if p.Stage != "misère quotient" {
			t.Errorf("progress of stage %q", p.Stage)
		}
		done = append(done, p.Done)
	})
	if _, err := genus.QuotientOf(kayles, 40, quotientLim, w); err != nil {
		t.Fatal(err)
	}
	if len(done) < 1000 {
		t.Errorf("Kayles' quotient reported its progress %d times", len(done))
	}
	const most = 2 * game.StepEvery
	for i := 1; i < len(done); i++ {
		if gap := done[i] - done[i-1]; gap > most {
			t.Errorf("%d steps between two reports (from %d), more than %d", gap, done[i-1], most)
			break
		}
	}
	for _, stop := range []int{1, 1 << 20, 1 << 24} {
		ctx, cancel := context.WithCancel(context.Background())
		w := game.NewWork(ctx, func(p game.Progress) {
			if p.Done >= stop {
				cancel()
			}
		})
		if _, err := genus.QuotientOf(kayles, 40, quotientLim, w); !errors.Is(err, context.Canceled) {
			t.Errorf("cancelled after %d steps: %v, want context.Canceled", stop, err)
		}
		cancel()
	}
	ctx, cancel := context.WithCancel(context.Background())
	w = game.NewWork(ctx, func(p game.Progress) {
		if p.Stage == "misère quotient" {
			cancel()
		}
	})
	if _, err := genus.Misere(kayles).(game.Solver).Solve(100, lim, w); !errors.Is(err, context.Canceled) {
		t.Errorf("Solve(100) cancelled in the quotient: %v, want context.Canceled", err)
	}
}
