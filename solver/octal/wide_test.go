package octal

import (
	"context"
	"errors"
	"math/big"
	"math/rand/v2"
	"slices"
	"strconv"
	"strings"
	"testing"

	"stones/solver/game"
)

// randomWideCode returns a random code of 1 to 4 hexadecimal digits after
// the point, a random head, and a repeated last digit when repeat.
func randomWideCode(r *rand.Rand, repeat bool) Code {
	top, heads := 16, []uint8{0, 4, 8, 12}
	for {
		d := []uint8{heads[r.IntN(len(heads))]}
		for range 1 + r.IntN(4) {
			d = append(d, uint8(r.IntN(top)))
		}
		text := Code{digits: d}.String()
		if repeat {
			text += "*"
		}
		if c, err := ParseCode("code", text); err == nil {
			return c
		}
	}
}

// movesOracle returns the nim-values of rows 0..n−1 of code from the moves
// that TakeBreak.Options lists, by mex over the XOR of the rows each leaves.
func movesOracle(t *testing.T, code Code, n int) []uint32 {
	t.Helper()
	s, err := game.SolveByOptions(NewTakeBreak(code), n, game.Limits{Work: 1 << 40}, nil)
	if err != nil {
		t.Fatalf("%s: %v", code, err)
	}
	return s.Nim
}

// wide returns the nim-values of rows 0..n−1 of code by the engine Wide.
func wide(code Code, n int) []uint32 {
	e := NewWide(code)
	e.Extend(n, 1<<62, nil)
	return e.Values()
}

// The engine Wide against the brute force of the moves listed, on random
// codes with hexadecimal digits and repeated digits, and against the
// sparse-space engine Rows on random octal codes.
func TestWideAgainstOracles(t *testing.T) {
	r := rand.New(rand.NewPCG(7, 8))
	for i := range 300 {
		code := randomWideCode(r, i%2 == 1)
		want, got := movesOracle(t, code, 48), wide(code, 48)
		if i := firstDifference(got, want); i >= 0 {
			t.Errorf("%s: Wide g(%d) = %d, the moves' mex %d", code, i, got[i], want[i])
		}
	}
	for range 100 {
		code := randomCode(r)
		rows := NewRows(code, AllSplits)
		rows.Extend(600, 1<<62, nil)
		if i := firstDifference(wide(code, 600), rows.Values()); i >= 0 {
			t.Errorf("%s: Wide g(%d) = %d, Rows %d", code, i, wide(code, 600)[i], rows.Values()[i])
		}
	}
}

// The moves of small rows, counted by hand.
func TestTakeBreakOptions(t *testing.T) {
	for _, tc := range []struct {
		code string
		n    int64
		want []string
	}{
		{"0.8", 5, []string{"take 1 leaving 1, 1 and 2"}},
		{"8.0", 6, []string{"split it into 1, 1 and 4", "split it into 1, 2 and 3", "split it into 2, 2 and 2"}},
		{"0.3*", 3, []string{"take 1 from an end leaving 2", "take 2 from an end leaving 1", "take all 3"}},
		{"0.c", 4, []string{"take 1 from the middle leaving 1 and 2", "take 1 leaving 1, 1 and 1"}},
	} {
		g := NewTakeBreak(MustParseCode(tc.code))
		var got []string
		g.Options(big.NewInt(tc.n), func(m game.Move) bool {
			got = append(got, g.MovePhrase(m))
			return true
		})
		if strings.Join(got, "; ") != strings.Join(tc.want, "; ") {
			t.Errorf("%s, row %d: %q, want %q", tc.code, tc.n, got, tc.want)
		}
	}
}

// The closed forms, against the engine and the formulas: Nim (Bouton,
// 1901) and Lasker's Nim (Winning Ways, ch. 4).
func TestClosedForms(t *testing.T) {
	lasker := func(n int) uint32 {
		switch {
		case n == 0 || n%4 == 1 || n%4 == 2:
			return uint32(n)
		case n%4 == 3:
			return uint32(n + 1)
		}
		return uint32(n - 1)
	}
	for _, tc := range []struct {
		code, source string
		first        []uint32 // the first values, as the source writes them
		g            func(n int) uint32
	}{
		{"0.3*", "Bouton, Nim, a game with a complete mathematical theory (1901): a heap of n is *n",
			[]uint32{0, 1, 2, 3, 4, 5, 6, 7, 8}, func(n int) uint32 { return uint32(n) }},
		{"4.3*", "Berlekamp, Conway and Guy, Winning Ways, ch. 4: Lasker's Nim",
			[]uint32{0, 1, 2, 4, 3, 5, 6, 8, 7, 9, 10, 12, 11}, lasker},
	} {
		code := MustParseCode(tc.code)
		for n, want := range tc.first {
			if tc.g(n) != want {
				t.Fatalf("%s: the closed form's g(%d) = %d, %s gives %d", tc.code, n, tc.g(n), tc.source, want)
			}
		}
		v := wide(code, 1500)
		for n, x := range v {
			if x != tc.g(n) {
				t.Fatalf("%s: the engine's g(%d) = %d, the closed form %d", tc.code, n, x, tc.g(n))
			}
		}
		s, err := NewTakeBreak(code).Solve(100_000, cliLimits, nil)
		if err != nil {
			t.Fatalf("%s: %v", tc.code, err)
		}
		for n, x := range s.Nim {
			if x != tc.g(n) {
				t.Fatalf("%s: Solve's g(%d) = %d, the closed form %d", tc.code, n, x, tc.g(n))
			}
		}
		if !strings.Contains(s.Proof, "closed form") || s.NimPeriod != nil || s.OutcomePeriod == nil || *s.OutcomePeriod != (game.Period{Preperiod: 1, Period: 1, Proven: true}) {
			t.Errorf("%s: proof %q, nim period %v, outcome period %v; want the closed form, no period, N from 1", tc.code, s.Proof, s.NimPeriod, s.OutcomePeriod)
		}
		huge, _ := new(big.Int).SetString("1000000000000000000000000000003", 10)
		if o, err := s.Values.Outcome(huge); err != nil || o != game.N {
			t.Errorf("%s: the outcome of heap %s = %v, %v; want N", tc.code, huge, o, err)
		}
		if x, err := s.Values.(game.NimValues).Nim(big.NewInt(4_000_000_003)); err != nil || x != tc.g(4_000_000_003) {
			t.Errorf("%s: g(4000000003) = %d, %v; want %d", tc.code, x, err, tc.g(4_000_000_003))
		}
	}
}

// Every shift proveShift claims holds far past the values it read, on
// random codes whose moves leave at most one row, and it finds some.
func TestProveShiftAgainstValues(t *testing.T) {
	r := rand.New(rand.NewPCG(9, 10))
	proven, growing := 0, 0
	for range 400 {
		d := []uint8{0}
		for range 1 + r.IntN(5) {
			d = append(d, uint8(r.IntN(4)))
		}
		if d[len(d)-1] == 0 {
			d[len(d)-1] = 3
		}
		code, err := ParseCode("code", Code{digits: d}.String()+"*")
		if err != nil {
			continue
		}
		s, ok := proveShift(wide(code, 128), code)
		if !ok {
			continue
		}
		proven++
		if s.Saltus > 0 {
			growing++
		}
		far := wide(code, 4096)
		for n := s.Preperiod; n+s.Period < len(far); n++ {
			if far[n+s.Period] != far[n]+s.Saltus {
				t.Fatalf("%s: proven %s from 128 values, but g(%d) = %d and g(%d) = %d", code, s, n+s.Period, far[n+s.Period], n, far[n])
			}
		}
		if s.Preperiod > 0 && far[s.Preperiod-1+s.Period] == far[s.Preperiod-1]+s.Saltus {
			t.Errorf("%s: %s, but it holds at %d too", code, s, s.Preperiod-1)
		}
	}
	if proven < 100 || growing < 50 {
		t.Errorf("proveShift proved %d laws (%d with a saltus) of 400 codes; want many", proven, growing)
	}
	// The test reads (ii), not only (i): values that shift but whose
	// options do not are refused.
	if s, ok := proveShift([]uint32{0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11}, MustParseCode("0.2*")); ok {
		t.Errorf("0.2* with Nim's values: proven %s, want none", s)
	}
}

// Every period provePeriodParts claims for three heaps holds far past the
// values it read, on random hexadecimal codes, and it finds some.
func TestProvePeriodThreeHeaps(t *testing.T) {
	r := rand.New(rand.NewPCG(11, 12))
	proven := 0
	for range 150 {
		code := randomWideCode(r, false)
		if code.Parts() != 3 {
			continue
		}
		v := wide(code, 256)
		p, ok := provePeriodParts(len(v), func(i int) uint32 { return v[i] }, code.MaxTake(), 3)
		if !ok {
			continue
		}
		proven++
		far := wide(code, 2048)
		for n := p.Preperiod; n+p.Period < len(far); n++ {
			if far[n+p.Period] != far[n] {
				t.Fatalf("%s: proven period %d from %d with 256 values, but g(%d) = %d ≠ g(%d) = %d", code, p.Period, p.Preperiod, n+p.Period, far[n+p.Period], n, far[n])
			}
		}
	}
	if proven < 10 {
		t.Errorf("provePeriodParts proved %d periods of random hexadecimal codes; want some", proven)
	}
}

// Solve proves and says the laws, refuses what the limits cannot reach
// naming them, and stops when cancelled.
func TestTakeBreakSolve(t *testing.T) {
	for _, tc := range []struct {
		code, proof string
		nim         *game.Period
	}{
		{"0.f", "carried to moves leaving three heaps", &game.Period{Preperiod: 0, Period: 2, Proven: true}},
		{"0.13*", "g(n+2) = g(n) + 1 for every n ≥ 0", nil},
		{"0.1*", "repeat every 1 from heap 1 on", &game.Period{Preperiod: 1, Period: 1, Proven: true}},
	} {
		s, err := NewTakeBreak(MustParseCode(tc.code)).Solve(3000, cliLimits, nil)
		if err != nil {
			t.Fatalf("%s: %v", tc.code, err)
		}
		if !strings.Contains(s.Proof, tc.proof) || (s.NimPeriod == nil) != (tc.nim == nil) || tc.nim != nil && *s.NimPeriod != *tc.nim {
			t.Errorf("%s: proof %q, period %v; want %q, %v", tc.code, s.Proof, s.NimPeriod, tc.proof, tc.nim)
		}
		if want := wide(MustParseCode(tc.code), 3000); firstDifference(s.Nim, want) >= 0 {
			t.Errorf("%s: Solve's values differ from the engine's at %d", tc.code, firstDifference(s.Nim, want))
		}
	}
	lim := cliLimits
	lim.Shallow = 1 << 14
	_, err := NewTakeBreak(MustParseCode("0.fff")).Solve(10_000_000, lim, nil)
	var in *game.InputError
	if !errors.As(err, &in) || in.Key != "len" || !strings.Contains(err.Error(), "units of work") {
		t.Errorf("0.fff, len 10,000,000: %v; want a len error naming the work limit", err)
	}
	s, err := NewTakeBreak(MustParseCode("0.8")).Solve(100, lim, nil)
	if err != nil || s.NimPeriod != nil || !s.Shallow || s.Proof != ShallowProof {
		t.Errorf("0.8: %v, period %v, shallow %t, proof %q; want no law, a shallow search", err, s.NimPeriod, s.Shallow, s.Proof)
	}
	// A repeated digit that splits has no theorem here: what is asked is
	// computed, no more, and the rest is refused at once.
	s, err = NewTakeBreak(MustParseCode("0.7*")).Solve(100, lim, nil)
	if err != nil || s.NimSearch != 100 || s.Shallow || s.Proof != "" {
		t.Errorf("0.7*: %v, searched %d, shallow %t, proof %q; want 100 heaps, no search", err, s.NimSearch, s.Shallow, s.Proof)
	}
	if _, err := s.Values.(game.NimValues).Nim(big.NewInt(100)); err == nil || !strings.Contains(err.Error(), "no theorem gives the nim-values of 0.7*") {
		t.Errorf("0.7*, heap 100: %v; want no theorem", err)
	}
	if _, err := NewTakeBreak(MustParseCode("0.7*")).Solve(10_000_000, lim, nil); !errors.As(err, &in) || in.Key != "len" {
		t.Errorf("0.7*, len 10,000,000: %v; want a len error", err)
	}
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	if _, err := NewTakeBreak(MustParseCode("0.fff")).Solve(100, lim, game.NewWork(ctx, nil)); !errors.Is(err, context.Canceled) {
		t.Errorf("Solve with a cancelled context: %v, want context.Canceled", err)
	}
}

// The engine Wide at the sizes a shallow search reaches: a hexadecimal code
// whose values grow (0.fff, three heaps: O(n²·w)), one with a period
// (0.f), Lasker's Nim (two heaps and the prefix of a repeated digit: O(n²))
// and a repeated digit without splits (0.13*: O(n) with the prefix).
func BenchmarkWide(b *testing.B) {
	for _, tc := range []struct {
		code string
		n    int
	}{{"0.fff", 2048}, {"0.f", 4096}, {"4.3*", 16384}, {"0.13*", 1 << 20}} {
		code := MustParseCode(tc.code)
		b.Run("code="+tc.code+"/n="+strconv.Itoa(tc.n), func(b *testing.B) {
			for b.Loop() {
				wide(code, tc.n)
			}
		})
	}
}

// MovesTo finds the moves the options list, by the law for huge rows too.
func TestTakeBreakMovesTo(t *testing.T) {
	lim := cliLimits
	lim.Shallow = 1 << 12
	for _, code := range []string{"0.3*", "4.3*", "0.13*", "0.f", "0.7*"} {
		s, err := NewTakeBreak(MustParseCode(code)).Solve(200, lim, nil)
		if err != nil {
			t.Fatal(err)
		}
		v := s.Values.(*wideValues)
		for n := int64(0); n < 48; n++ {
			for target := range uint32(8) {
				var want []string
				NewTakeBreak(MustParseCode(code)).Options(big.NewInt(n), func(m game.Move) bool {
					x := uint32(0)
					for _, l := range m.Leave {
						x ^= s.Nim[l.Int64()]
					}
					if x == target {
						want = append(want, moveKey(m))
					}
					return true
				})
				moves, err := v.MovesTo(big.NewInt(n), target)
				var got []string
				for _, m := range moves {
					got = append(got, moveKey(m))
				}
				slices.Sort(got)
				slices.Sort(want)
				if err != nil || !slices.Equal(got, want) {
					t.Fatalf("%s: MovesTo(%d, %d) = %v, %v; want %v", code, n, target, got, err, want)
				}
			}
		}
	}
	huge, _ := new(big.Int).SetString("1000000000000000000003", 10)
	s, _ := NewTakeBreak(MustParseCode("4.3*")).Solve(10, cliLimits, nil)
	moves, err := s.Values.(game.Winner).WinningMoves(huge)
	var more *game.TooMany
	if len(moves) != 1 || moves[0].Amount() != huge.String() || !errors.As(err, &more) {
		t.Errorf("Lasker's Nim at %s: winning moves %v, %v; want the whole row taken, and more not looked at", huge, moves, err)
	}
}

func moveKey(m game.Move) string {
	s := m.Amount() + ":"
	for _, l := range m.Leave {
		s += l.String() + ","
	}
	return s
}

// Codes whose values grow past 64, so that the bitsets span several words
// and grow while the rows are computed, against the moves' brute force.
func TestWideManyWords(t *testing.T) {
	for _, code := range []string{"0.ff", "0.f*", "8.0", "0.c", "c.7"} {
		c := MustParseCode(code)
		want, got := movesOracle(t, c, 150), wide(c, 150)
		if i := firstDifference(got, want); i >= 0 {
			t.Errorf("%s: Wide g(%d) = %d, the moves' mex %d", code, i, got[i], want[i])
		}
		if slices.Max(want) < 64 {
			t.Errorf("%s: values below 64 up to 150; the test wants several words", code)
		}
	}
}

// xorInto against setting bit v^x for each bit v, on random bitsets.
func TestXorInto(t *testing.T) {
	r := rand.New(rand.NewPCG(13, 14))
	for range 1000 {
		src := make([]uint64, 1<<r.IntN(3))
		for i := range src {
			src[i] = r.Uint64() & r.Uint64()
		}
		x := uint32(r.IntN(64 * 8))
		want := make([]uint64, 8)
		for v := range 64 * len(src) {
			if src[v>>6]>>(v&63)&1 != 0 {
				w := uint32(v) ^ x
				want[w>>6] |= 1 << (w & 63)
			}
		}
		got := make([]uint64, 8)
		xorInto(got, src, x)
		if !slices.Equal(got, want) {
			t.Fatalf("xorInto(%x, %d) = %x, want %x", src, x, got, want)
		}
	}
}
