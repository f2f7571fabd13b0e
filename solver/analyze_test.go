package solver

import (
	"context"
	"errors"
	"math/big"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"
)

func analyze(t *testing.T, query string, lim Limits) *Result {
	t.Helper()
	c, err := ParseConfig(query)
	if err != nil {
		t.Fatalf("ParseConfig(%q): %v", query, err)
	}
	r, err := Analyze(context.Background(), c, lim, nil)
	if err != nil {
		t.Fatalf("Analyze(%q): %v", query, err)
	}
	return r
}

// Seed 000 (Fisher), §2.3, Table 1: the winner for S = {1,5,8,10} and
// n = 0..100, written as in the paper: 1 the first player, 2 the second.
const fisherTable1 = "2121212111111" + "212121" + // 0-18
	"211111121212121111" + // 19-36
	"112121212111111212" + // 37-54
	"121211111121212121" + // 55-72
	"111112121212111111" + // 73-90
	"2121212111" // 91-100

func TestFisherTable1(t *testing.T) {
	r := analyze(t, "moves=1,5,8,10&len=101&n=68", CLILimits)
	want := strings.NewReplacer("1", "N", "2", "P").Replace(fisherTable1)
	if r.Outcomes != want {
		for i := range want {
			if r.Outcomes[i] != want[i] {
				t.Errorf("Outcome(%d) = %c, want %c (seed 000, Table 1)", i, r.Outcomes[i], want[i])
			}
		}
	}
	// "Pick an n_i, say 68 … the player going first is going to win."
	if r.Query.Outcome != N {
		t.Errorf("Outcome(68) = %v, want N (seed 000, §2.3)", r.Query.Outcome)
	}
	if want := (Period{Preperiod: 0, Period: 13, Proven: true}); *r.OutcomePeriod != want {
		t.Errorf("outcome period = %+v, want %+v", *r.OutcomePeriod, want)
	}
}

// Outcome and nim periods are separate results: for S = {6,13,14,16} the
// outcomes repeat from heap 2 but the nim-values only from heap 134.
func TestSeparatePeriods(t *testing.T) {
	r := analyze(t, "moves=6,13,14,16&len=300", CLILimits)
	if want := (Period{Preperiod: 2, Period: 49, Proven: true}); r.OutcomePeriod == nil || *r.OutcomePeriod != want {
		t.Errorf("outcome period = %+v, want %+v", r.OutcomePeriod, want)
	}
	if want := (Period{Preperiod: 134, Period: 49, Proven: true}); r.NimPeriod == nil || *r.NimPeriod != want {
		t.Errorf("nim period = %+v, want %+v", r.NimPeriod, want)
	}
	// The last exception: heap 133 differs from heap 182.
	if r.Nim[133] == r.Nim[182] {
		t.Errorf("nim(133) = nim(182) = %d; the nim preperiod would be below 134", r.Nim[133])
	}
}

func TestPeriodsOfKnownSets(t *testing.T) {
	tests := []struct {
		moves      string
		outcome    Period
		nim        Period
		nimAtSmall []uint32 // nim-values from heap 0
	}{
		{"1", Period{0, 2, true}, Period{0, 2, true}, []uint32{0, 1, 0, 1}},
		{"1-3", Period{0, 4, true}, Period{0, 4, true}, []uint32{0, 1, 2, 3, 0, 1}},     // nim = n mod 4
		{"1-5", Period{0, 6, true}, Period{0, 6, true}, []uint32{0, 1, 2, 3, 4, 5, 0}},  // nim = n mod 6
		{"2,3", Period{0, 5, true}, Period{0, 5, true}, []uint32{0, 0, 1, 1, 2, 0, 0}},  // Winning Ways' S(2,3)
		{"1,4", Period{0, 5, true}, Period{0, 5, true}, []uint32{0, 1, 0, 1, 2, 0, 1}},  // period 5
		{"100000", Period{0, 200000, true}, Period{0, 200000, true}, []uint32{0, 0, 0}}, // long runs
	}
	for _, tt := range tests {
		t.Run(tt.moves, func(t *testing.T) {
			r := analyze(t, "moves="+tt.moves+"&len=10", CLILimits)
			if r.OutcomePeriod == nil || *r.OutcomePeriod != tt.outcome {
				t.Errorf("outcome period = %+v, want %+v", r.OutcomePeriod, tt.outcome)
			}
			if r.NimPeriod == nil || *r.NimPeriod != tt.nim {
				t.Errorf("nim period = %+v, want %+v", r.NimPeriod, tt.nim)
			}
			if got := r.Nim[:len(tt.nimAtSmall)]; !slices.Equal(got, tt.nimAtSmall) {
				t.Errorf("nim = %v…, want %v…", got, tt.nimAtSmall)
			}
		})
	}
}

// A query at a huge heap uses the proven period; check it against direct
// computation at heaps beyond the search, for random sets.
func TestQueryAgainstDirect(t *testing.T) {
	r := rand.New(rand.NewPCG(5, 6))
	for range 150 {
		m := NewMoveSet(randomMoves(r, 1+r.IntN(5), 2+r.IntN(30))...)
		res := analyze(t, "len=5&moves="+m.String(), CLILimits)
		if res.OutcomePeriod == nil || res.NimPeriod == nil {
			t.Fatalf("moves %v: no period found", m)
		}
		const far = 200_000
		nim, _ := nimDP(m.moves, far, nil)
		for range 5 {
			n := far - 1 - r.IntN(1000)
			c, _ := ParseConfig("len=5&moves=" + m.String())
			c.N = big.NewInt(int64(n))
			got, err := Analyze(context.Background(), c, CLILimits, nil)
			if err != nil {
				t.Fatal(err)
			}
			q := got.Query
			wantOutcome := N
			if nim[n] == 0 {
				wantOutcome = P
			}
			if q.Outcome != wantOutcome || q.Nim == nil || *q.Nim != nim[n] {
				t.Fatalf("moves %v: Outcome(%d) = %v, nim %v; want %v, %d", m, n, q.Outcome, q.Nim, wantOutcome, nim[n])
			}
			var want []int
			for _, s := range m.moves {
				if s <= n && nim[n-s] == 0 {
					want = append(want, s)
				}
			}
			var takes []int
			for _, mv := range q.WinningMoves {
				takes = append(takes, mv.Take)
				if mv.Leave[0].Int64() != int64(n-mv.Take) {
					t.Errorf("moves %v heap %d: take %d leaves %v, want %d", m, n, mv.Take, mv.Leave[0], n-mv.Take)
				}
			}
			if !slices.Equal(takes, want) {
				t.Fatalf("moves %v: winning moves at %d take %v, want %v", m, n, takes, want)
			}
		}
	}
}

func TestQueryHuge(t *testing.T) {
	n := "1" + strings.Repeat("0", 99) // 10^99
	r := analyze(t, "moves=1,5,8,10&n="+n, CLILimits)
	// 10^99 mod 13: 10^6 ≡ 1 (mod 13), so 10^99 ≡ 10^3 ≡ 12; heap 12 is N
	// and its winning moves are those of heap 12: take 10 (to 2) and 8 (to 4)... checked below.
	small := analyze(t, "moves=1,5,8,10&n=12", CLILimits)
	if r.Query.Outcome != small.Query.Outcome || *r.Query.Nim != *small.Query.Nim {
		t.Errorf("Outcome(10^99) = %v nim %d, want those of heap 12: %v nim %d", r.Query.Outcome, *r.Query.Nim, small.Query.Outcome, *small.Query.Nim)
	}
	if len(r.Query.WinningMoves) != len(small.Query.WinningMoves) {
		t.Fatalf("winning moves at 10^99: %d, want %d", len(r.Query.WinningMoves), len(small.Query.WinningMoves))
	}
	for i, m := range r.Query.WinningMoves {
		want := new(big.Int).Sub(r.Query.nBig(), big.NewInt(int64(m.Take)))
		if m.Take != small.Query.WinningMoves[i].Take || m.Leave[0].Cmp(want) != 0 {
			t.Errorf("winning move %d at 10^99: take %d leave %v", i, m.Take, m.Leave[0])
		}
	}
}

func (q *Query) nBig() *big.Int { n, _ := new(big.Int).SetString(q.N, 10); return n }

func TestLimits(t *testing.T) {
	c, _ := ParseConfig("moves=1,5,8,10&len=20001")
	if _, err := Analyze(context.Background(), c, PageLimits, nil); err == nil || !strings.HasPrefix(err.Error(), "len: ") {
		t.Errorf("len 20001 on the page: error %v, want a len: error", err)
	}
	// A search too short to find the period says so, and refuses queries beyond it.
	small := Limits{MaxLen: 1000, Search: 150, NimSearch: 150, Work: 1 << 20, Where: "the test"}
	c, _ = ParseConfig("moves=7,100&len=50&n=1000000")
	_, err := Analyze(context.Background(), c, small, nil)
	want := `n: "1000000": no period was found up to 150, so heap sizes beyond it cannot be answered; use the CLI, which searches further`
	if err == nil || err.Error() != want {
		t.Errorf("error = %v, want %s", err, want)
	}
	c.N = nil
	r, err := Analyze(context.Background(), c, small, nil)
	if err != nil || r.OutcomePeriod != nil || r.OutcomeSearch != 150 || DescribePeriod("outcomes", r.OutcomePeriod, r.OutcomeSearch) != "No period of the outcomes up to 150 heap sizes." {
		t.Errorf("Analyze with a short search = %+v, %v; want no period up to 150", r, err)
	}
}

func TestCancel(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	c, _ := ParseConfig("moves=1,5,8,10")
	if _, err := Analyze(ctx, c, CLILimits, nil); !errors.Is(err, context.Canceled) {
		t.Errorf("Analyze with a cancelled context: %v, want context.Canceled", err)
	}
	var reports []Progress
	if _, err := Analyze(context.Background(), c, CLILimits, func(p Progress) { reports = append(reports, p) }); err != nil {
		t.Fatal(err)
	}
	if len(reports) == 0 || reports[0].Stage != "outcomes" {
		t.Errorf("progress reports = %v, want some, starting with outcomes", reports)
	}
}

func TestDescribePeriod(t *testing.T) {
	tests := []struct {
		p    *Period
		want string
	}{
		{nil, "No period of the outcomes up to 4,194,304 heap sizes."},
		{&Period{134, 49, true}, "From heap 134 on, the outcomes repeat every 49."},
		{&Period{0, 1300, true}, "From heap 0 on, the outcomes repeat every 1,300."},
		{&Period{5, 1, true}, "From heap 5 on, the outcomes are constant."},
		{&Period{5, 7, false}, "From heap 5 on, the outcomes repeat every 7. (Seen, not proven.)"},
	}
	for _, tt := range tests {
		if got := DescribePeriod("outcomes", tt.p, 4194304); got != tt.want {
			t.Errorf("DescribePeriod(%+v) = %q, want %q", tt.p, got, tt.want)
		}
	}
}
