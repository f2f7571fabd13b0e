package octal

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
)

// cliLimits are the limits the CLI gives an analysis.
var cliLimits = game.Limits{MaxLen: 1_000_000, NimSearch: 1 << 24, Work: 1 << 33, Where: "the CLI"}

// testLimits keep random games that are not periodic soon from searching
// as long as the CLI would.
var testLimits = game.Limits{MaxLen: 1000, NimSearch: 1 << 11, Work: 1 << 22, Where: "the test"}

// solver is what Row and Ring have in common.
type solver interface {
	game.Impartial
	game.Solver
}

// gameOf returns the game of code on rows, or on rings when circular.
func gameOf(code string, circular bool) solver {
	if circular {
		return NewRing(MustParseCode(code))
	}
	return NewRow(MustParseCode(code))
}

// OEIS A002186 (Kayles, 0.77), n = 0..104. Seed 003 lists the values
// 960..995, "periodic mod 12".
var kayles = []uint32{0, 1, 2, 3, 1, 4, 3, 2, 1, 4, 2, 6, 4, 1, 2, 7, 1, 4, 3, 2, 1, 4, 6, 7, 4, 1, 2, 8, 5, 4,
	7, 2, 1, 8, 6, 7, 4, 1, 2, 3, 1, 4, 7, 2, 1, 8, 2, 7, 4, 1, 2, 8, 1, 4, 7, 2, 1, 4, 2, 7, 4, 1, 2, 8, 1, 4,
	7, 2, 1, 8, 6, 7, 4, 1, 2, 8, 1, 4, 7, 2, 1, 8, 2, 7, 4, 1, 2, 8, 1, 4, 7, 2, 1, 8, 2, 7, 4, 1, 2, 8, 1, 4, 7, 2, 1}

// OEIS A002187 (Dawson's chess, 0.137), n = 0..131.
var dawsonChess = []uint32{0, 1, 1, 2, 0, 3, 1, 1, 0, 3, 3, 2, 2, 4, 0, 5, 2, 2, 3, 3, 0, 1, 1, 3, 0, 2, 1, 1, 0, 4,
	5, 2, 7, 4, 0, 1, 1, 2, 0, 3, 1, 1, 0, 3, 3, 2, 2, 4, 4, 5, 5, 2, 3, 3, 0, 1, 1, 3, 0, 2, 1, 1, 0, 4, 5, 3,
	7, 4, 8, 1, 1, 2, 0, 3, 1, 1, 0, 3, 3, 2, 2, 4, 4, 5, 5, 9, 3, 3, 0, 1, 1, 3, 0, 2, 1, 1, 0, 4, 5, 3, 7, 4,
	8, 1, 1, 2, 0, 3, 1, 1, 0, 3, 3, 2, 2, 4, 4, 5, 5, 9, 3, 3, 0, 1, 1, 3, 0, 2, 1, 1, 0, 4}

// shifted returns the sequence delayed by s heaps, the first s values 0: the
// values of a game whose heap n plays as heap n−s of another.
func shifted(v []uint32, s int) []uint32 { return append(make([]uint32, s), v...) }

// Published nim-values and periods. Preperiod a means the last exception
// (the last n with g(n) ≠ g(n+p)) is a−1.
func TestPublished(t *testing.T) {
	tests := []struct {
		code   string
		source string
		values []uint32
		period game.Period
	}{
		// Last exception at 70 (OEIS). Seed 003 says "periodic mod 12
		// (starting at '72)": the '72 there reads as the year of the
		// reference beside it ([Guy & Smith 1972]), not a heap size; its
		// table of heaps 960..995 agrees with period 12 from 71.
		{"0.77", "OEIS A002186, Winning Ways p. 91", kayles, game.Period{Preperiod: 71, Period: 12, Proven: true}},
		// "Period 34 with the only exceptions at n=0, 14, 16, 17, 31, 34 and 51."
		{"0.137", "OEIS A002187", dawsonChess, game.Period{Preperiod: 52, Period: 34, Proven: true}},
		// Dawson's Kayles: "Octal game .07 has values a(n-1)" (A002187).
		{"0.07", "OEIS A002187, shifted by 1", shifted(dawsonChess, 1), game.Period{Preperiod: 53, Period: 34, Proven: true}},
		// "Octal games .4, .401, ... have values a(n-2)" (A002187).
		{"0.4", "OEIS A002187, shifted by 2", shifted(dawsonChess, 2), game.Period{Preperiod: 54, Period: 34, Proven: true}},
		// A leading 4: "Octal games 4.4, ... have values a(n-1)" (A002186).
		{"4.4", "OEIS A002186, shifted by 1", shifted(kayles, 1), game.Period{Preperiod: 72, Period: 12, Proven: true}},
		// OEIS A125938 (offset 1): period 10, last exception at 7.
		{"4.102", "OEIS A125938", []uint32{0, 1, 1, 1, 2, 2, 2, 0, 4, 4, 2, 1, 1, 1, 2, 2, 2, 1, 4, 4, 2}, game.Period{Preperiod: 8, Period: 10, Proven: true}},
		// Flammenkamp's tables; the preset "0.165".
		{"0.165", "Flammenkamp, octal games", nil, game.Period{Preperiod: 5181, Period: 1550, Proven: true}},
		// OEIS A071464 (offset 1): "The last exception is at n=46577
		// [Gangolli and Plambeck]."
		{"0.127", "OEIS A071464", []uint32{0, 1, 0, 2, 2, 1, 0, 4, 4, 1, 2, 2, 0, 1, 4, 4, 6, 1, 7, 7, 0}, game.Period{Preperiod: 46578, Period: 4, Proven: true}},
		// OEIS A071430 (offset 1): 0.16 "is eventually periodic with period
		// 149459. The last exception is at n=105350." Sparse space makes
		// the half million values needed cheap.
		{"0.16", "OEIS A071430", []uint32{0, 1, 0, 0, 1, 2, 2, 1, 4, 0, 1, 4, 2, 1, 4, 0, 1, 4, 2, 1, 4, 2, 1, 0, 2, 1, 4, 2, 1, 4, 5}, game.Period{Preperiod: 105351, Period: 149459, Proven: true}},
	}
	for _, tt := range tests {
		t.Run(tt.code, func(t *testing.T) {
			s := gametest.Solve(t, gameOf(tt.code, false), 200, cliLimits)
			for i, v := range tt.values {
				if s.Nim[i] != v {
					t.Errorf("nim(%d) = %d, want %d (%s)", i, s.Nim[i], v, tt.source)
				}
			}
			if s.NimPeriod == nil || *s.NimPeriod != tt.period {
				t.Errorf("nim period = %+v, want %+v (%s)", s.NimPeriod, tt.period, tt.source)
			}
			if s.Proof != Proof {
				t.Errorf("proof = %q, want %q", s.Proof, Proof)
			}
		})
	}
}

// The exceptions of OEIS A002186 and A002187: the heaps whose values differ
// from the periodic pattern.
func TestExceptions(t *testing.T) {
	tests := []struct {
		code       string
		p          int
		exceptions []int
	}{
		{"0.77", 12, []int{0, 3, 6, 9, 11, 15, 18, 21, 22, 28, 34, 39, 57, 70}},
		{"0.137", 34, []int{0, 14, 16, 17, 31, 34, 51}},
	}
	for _, tt := range tests {
		s := gametest.Solve(t, gameOf(tt.code, false), 1000, cliLimits)
		var got []int
		for n := range 500 {
			if s.Nim[n] != s.Nim[n+10*tt.p] {
				got = append(got, n)
			}
		}
		if !slices.Equal(got, tt.exceptions) {
			t.Errorf("code %s: exceptions %v, want %v", tt.code, got, tt.exceptions)
		}
	}
}

func TestOutcomePeriods(t *testing.T) {
	tests := []struct {
		code     string
		circular bool
		outcomes string
		outcome  game.Period
	}{
		// Every row of Kayles is a first-player win (symmetry, seed 003).
		{"0.77", false, "PNNNNNNNNN", game.Period{Preperiod: 1, Period: 1, Proven: true}},
		// Dawson's chess: P-positions 0, 4, 8, 14, 20, 24, 28, 34, 38, 42, ...
		{"0.137", false, "PNNNPNNNPN", game.Period{Preperiod: 35, Period: 34, Proven: true}},
		// Kayles on a cycle (seed 003: "1 move reduces to regular Kayles ⇒
		// 2nd player win"): a ring of n ≥ 3 leaves a row of n−1 or n−2 ≥ 1,
		// which the next player wins by symmetry; rings of 1 and 2 are
		// knocked down whole by the first player.
		{"0.77", true, "PNNPPPPPPP", game.Period{Preperiod: 3, Period: 1, Proven: true}},
	}
	for _, tt := range tests {
		s := gametest.Solve(t, gameOf(tt.code, tt.circular), 10, cliLimits)
		if s.Outcomes != tt.outcomes {
			t.Errorf("%s circular %t: outcomes %s, want %s", tt.code, tt.circular, s.Outcomes, tt.outcomes)
		}
		if s.OutcomePeriod == nil || *s.OutcomePeriod != tt.outcome {
			t.Errorf("%s circular %t: outcome period %+v, want %+v", tt.code, tt.circular, s.OutcomePeriod, tt.outcome)
		}
	}
}

// The periods Solve reports are the smallest: checked against the values
// of random games, computed by the oracle far beyond the proof.
func TestPeriodsSmallest(t *testing.T) {
	r := rand.New(rand.NewPCG(3, 4))
	checked := 0
	for range randomCount(60, 10) {
		code := randomCode(r)
		for _, circular := range []bool{false, true} {
			s := gametest.Solve(t, gameOf(code.String(), circular), 10, testLimits)
			if s.NimPeriod == nil || s.NimSearch > 1500 {
				continue
			}
			checked++
			far := 6 * s.NimSearch
			values := oracle(code, AllSplits, far)
			if circular {
				values = ringOracle(code, values)
			}
			for _, tt := range []struct {
				name string
				p    *game.Period
				at   func(i int) uint32
			}{
				{"nim", s.NimPeriod, func(i int) uint32 { return values[i] }},
				{"outcome", s.OutcomePeriod, func(i int) uint32 { return min(values[i], 1) }},
			} {
				want := observed(far-far/4, tt.at)
				if *tt.p != want {
					t.Errorf("code %v circular %t: %s period %+v, want %+v", code, circular, tt.name, *tt.p, want)
				}
			}
		}
	}
	if checked < randomCount(60, 10) {
		t.Errorf("only %d games had a period proven within 1500 heaps; the test needs more", checked)
	}
}

// observed returns the smallest p, then a, with at(i+p) = at(i) for a ≤ i
// < n-p, among p ≤ n/4 with a ≤ n/2: seen over at least half the values,
// which for the games tested (a + p below n/4) finds their period.
func observed(n int, at func(int) uint32) game.Period {
	for p := 1; p <= n/4; p++ {
		a := n - p
		for a > 0 && at(a-1) == at(a-1+p) {
			a--
		}
		if a <= n/2 {
			return game.Period{Preperiod: a, Period: p, Proven: true}
		}
	}
	return game.Period{}
}

// ringOracle returns the values of rings by their definition: a ring of n
// may be taken whole (n = k, bit 1) or leave a row of n−k (n > k, bit 2 or
// 4).
func ringOracle(code Code, rows []uint32) []uint32 {
	ring := make([]uint32, len(rows))
	for n := 1; n < len(rows); n++ {
		var option []uint32
		for k := 0; k <= code.MaxTake(); k++ {
			d := code.Digit(k)
			if n == k && k > 0 && d&1 != 0 {
				option = append(option, 0)
			}
			if n > k && d&6 != 0 {
				option = append(option, rows[n-k])
			}
		}
		for slices.Contains(option, ring[n]) {
			ring[n]++
		}
	}
	return ring
}

// No period is claimed without the theorem's range computed: 0.165 needs
// 2·5181 + 2·1550 + 3 = 13465 values.
func TestNoPeriodWithinLimits(t *testing.T) {
	lim := game.Limits{MaxLen: 20000, NimSearch: 13464, Work: 1 << 40, Where: "the test"}
	g := gameOf("0.165", false)
	s := gametest.Solve(t, g, 100, lim)
	if s.NimPeriod != nil || s.OutcomePeriod != nil || s.NimSearch != 13464 || s.Proof != "" {
		t.Errorf("0.165 within 13464 heaps: nim period %+v, outcome period %+v, searched %d, proof %q; want none up to 13464",
			s.NimPeriod, s.OutcomePeriod, s.NimSearch, s.Proof)
	}
	want := "no period was found up to 13,464, as far as the limits of the test let the search go, so heap sizes beyond it cannot be answered"
	var unknown *game.Unknown
	if _, err := s.Values.(game.NimValues).Nim(big.NewInt(1_000_000)); !errors.As(err, &unknown) || err.Error() != want {
		t.Errorf("heap beyond the search: %v, want the *game.Unknown %s", err, want)
	}
	if v, err := s.Values.(game.NimValues).Nim(big.NewInt(13463)); err != nil || v != gametest.Solve(t, g, 13464, lim).Nim[13463] {
		t.Errorf("heap 13463, the last computed: %d, %v", v, err)
	}
	lim.NimSearch = 13465
	if s := gametest.Solve(t, g, 100, lim); s.NimPeriod == nil || *s.NimPeriod != (game.Period{Preperiod: 5181, Period: 1550, Proven: true}) {
		t.Errorf("0.165 within 13465 heaps: nim period %+v, want 1550 from 5181", s.NimPeriod)
	}

	// A shallow search computes what the question needs, and says so.
	lim.Shallow = 4096
	for _, length := range []int{100, 6000} {
		s = gametest.Solve(t, g, length, lim)
		if s.NimPeriod != nil || !s.Shallow || s.NimSearch != max(length, 4096) {
			t.Errorf("0.165, len %d, shallow 4096: period %+v, shallow %t, searched %d; want none, shallow, %d", length, s.NimPeriod, s.Shallow, s.NimSearch, max(length, 4096))
		}
	}
	want = "no period was found up to 6,000, as far as the question asked needed the search to go (deep=1 searches as far as the limits of the test allow), so heap sizes beyond it cannot be answered"
	if _, err := s.Values.(game.NimValues).Nim(big.NewInt(1_000_000)); err == nil || err.Error() != want {
		t.Errorf("heap beyond a shallow search: %v, want %s", err, want)
	}
	lim.Shallow = 1 << 14
	if s := gametest.Solve(t, g, 100, lim); s.NimPeriod == nil || s.Shallow {
		t.Errorf("0.165 within a shallow search of 16,384: period %+v, shallow %t; want 1550 from 5181", s.NimPeriod, s.Shallow)
	}

	// The work limit stops the computation where it is.
	lim = game.Limits{MaxLen: 20000, NimSearch: 1 << 20, Work: 1 << 20, Where: "the test"}
	g = gameOf("0.007", false)
	s, err := g.Solve(100, lim, nil)
	if err != nil || s.NimPeriod != nil || s.NimSearch >= 1<<20 || s.NimSearch < 100 {
		t.Errorf("0.007 within 2^20 steps: %v, searched %d", err, s.NimSearch)
	}
	if _, err := g.Solve(20000, lim, nil); err == nil || !strings.HasPrefix(err.Error(), `len: "20000": the limits of the test allow`) {
		t.Errorf("0.007 len 20000 within 2^20 steps: %v, want a len error", err)
	}
}

func TestCancel(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	for _, circular := range []bool{false, true} {
		if _, err := gameOf("0.007", circular).Solve(100, cliLimits, game.NewWork(ctx, nil)); !errors.Is(err, context.Canceled) {
			t.Errorf("Solve with a cancelled context: %v, want context.Canceled", err)
		}
	}
}

// Progress is reported as the rows are computed, within the stage
// "nim-values".
func TestProgress(t *testing.T) {
	var got []game.Progress
	w := game.NewWork(context.Background(), func(p game.Progress) { got = append(got, p) })
	if _, err := gameOf("0.165", false).Solve(10, game.Limits{NimSearch: 1 << 14, Work: 1 << 40}, w); err != nil {
		t.Fatal(err)
	}
	if len(got) < 3 || got[0].Stage != "nim-values" || got[0].Total != 1<<14 || got[len(got)-1].Done < 8000 {
		t.Errorf("progress %+v, want several reports of the stage nim-values up to 2^14", got)
	}
}

// Values beyond those computed come from the proven period.
func TestFill(t *testing.T) {
	s := gametest.Solve(t, gameOf("0.77", false), 100000, cliLimits)
	if s.NimSearch >= 100000 {
		t.Errorf("computed %d heaps; want the period to fill the rest", s.NimSearch)
	}
	for _, n := range []int{99999, 50000, 12345} {
		if want := kayles[71+(n-71)%12]; s.Nim[n] != want {
			t.Errorf("nim(%d) = %d, want %d", n, s.Nim[n], want)
		}
	}
}

// Nim-values of a million heaps, as `stones -json "game=octal&code=…&len=
// 1000000"` asks: the period is proven on the first thousands and fills the
// rest.
func BenchmarkSolve(b *testing.B) {
	for _, tt := range []struct {
		code     string
		circular bool
	}{{"0.77", false}, {"0.165", false}, {"0.77", true}} {
		name := "code=" + tt.code
		if tt.circular {
			name += "&circular=1"
		}
		b.Run(name+"/len=1e6", func(b *testing.B) {
			g := gameOf(tt.code, tt.circular)
			for b.Loop() {
				if _, err := g.Solve(1_000_000, cliLimits, nil); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}

// The values of rings against those package game computes from the moves
// of rings and rows (Ring.Options, Row.Options), for random games.
func TestRingsAgainstOptions(t *testing.T) {
	r := rand.New(rand.NewPCG(5, 6))
	for range randomCount(100, 20) {
		code := randomCode(r)
		g := NewRing(code)
		want, err := game.SolveByOptions(g, 200, game.Limits{Work: 1 << 40}, nil)
		if err != nil {
			t.Fatal(err)
		}
		got, err := g.Solve(200, testLimits, nil)
		if err != nil {
			t.Fatal(err)
		}
		if i := firstDifference(got.Nim, want.Nim); i >= 0 {
			t.Fatalf("code %v on rings: nim(%d) = %d, want %d", code, i, got.Nim[i], want.Nim[i])
		}
		if got.Outcomes != want.Outcomes {
			t.Fatalf("code %v on rings: outcomes %s, want %s", code, got.Outcomes, want.Outcomes)
		}
	}
}

// TestDeep checks the key deep: without it the period search stops at
// Limits.Shallow and says so; with it the search goes on to the period.
func TestDeep(t *testing.T) {
	lim := game.Limits{MaxLen: 1 << 20, NimSearch: 1 << 16, Work: 1 << 40, Shallow: 512, Where: "the test"}
	for _, deep := range []bool{false, true} {
		keys := map[string]string{"code": "0.165"}
		if deep {
			keys["deep"] = "1"
		}
		g, err := gametest.Build(&Family, keys)
		if err != nil {
			t.Fatal(err)
		}
		if got := slices.Contains(g.Keys(), game.KeyValue{Key: "deep", Value: "1"}); got != deep {
			t.Errorf("deep=%t: Keys() = %v", deep, g.Keys())
		}
		sol, err := g.(game.Solver).Solve(10, lim, nil)
		if err != nil {
			t.Fatal(err)
		}
		if deep {
			if p := sol.NimPeriod; p == nil || p.Preperiod != 5181 || p.Period != 1550 || sol.Shallow {
				t.Errorf("0.165 with deep=1: period %v, shallow %t, want 1550 from 5181", p, sol.Shallow)
			}
			continue
		}
		if sol.NimPeriod != nil || !sol.Shallow || sol.Proof != ShallowProof || sol.NimSearch != 512 {
			t.Errorf("0.165 without deep: period %v, shallow %t, proof %q, searched %d; want none, the shallow search of 512", sol.NimPeriod, sol.Shallow, sol.Proof, sol.NimSearch)
		}
	}
	if _, err := gametest.Build(&Family, map[string]string{"code": "0.77", "deep": "yes"}); err == nil || !strings.Contains(err.Error(), `deep: "yes": must be 1`) {
		t.Errorf("deep=yes: %v, want a refusal of the key deep", err)
	}
}
