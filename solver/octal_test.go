package solver

import (
	"context"
	"errors"
	"fmt"
	"math/big"
	"math/rand/v2"
	"runtime"
	"slices"
	"strings"
	"testing"
)

// octalOracle returns the nim-values of rows 0..n-1 of an octal game by the
// plain mex over every option, straight from the definition of the digits:
// digit k, bit 1: take k, the whole heap; bit 2: take k ≥ 1 leaving one
// non-empty heap; bit 4: take k leaving two non-empty heaps.
func octalOracle(code OctalCode, n int) []uint32 {
	g := make([]uint32, n)
	for h := 1; h < n; h++ {
		option := make([]bool, 2*h+2)
		for k := 0; k <= code.MaxTake() && k <= h; k++ {
			d, rest := code.Digit(k), h-k
			if d&1 != 0 && k > 0 && rest == 0 {
				option[0] = true
			}
			if d&2 != 0 && k > 0 && rest > 0 {
				option[g[rest]] = true
			}
			if d&4 != 0 {
				for a := 1; a < rest; a++ {
					if v := g[a] ^ g[rest-a]; int(v) < len(option) {
						option[v] = true
					}
				}
			}
		}
		for option[g[h]] {
			g[h]++
		}
	}
	return g
}

// randomCode returns a code of 1 to 4 digits, with a leading 4 a third of
// the time.
func randomCode(r *rand.Rand) OctalCode {
	for {
		s := "0."
		if r.IntN(3) == 0 {
			s = "4."
		}
		for range 1 + r.IntN(4) {
			s += string(rune('0' + r.IntN(8)))
		}
		if c, err := ParseOctalCode("code", s); err == nil {
			return c
		}
	}
}

// The engines that compute nim-values of rows, tested alike: the oracle,
// the automatic engine (which picks its classification at 128 and 256),
// the plain scan, and sparse space with fixed masks, with and without the
// domain parity. Each is exact whatever the game: the masks change only
// the speed.
var octalEngines = []struct {
	name   string
	values func(code OctalCode, n int) []uint32
}{
	{"oracle", octalOracle},
	{"auto", func(code OctalCode, n int) []uint32 { return fixedRows(code, n, nil) }},
	{"plain", func(code OctalCode, n int) []uint32 {
		return fixedRows(code, n, func(e *octalRows) { e.classify(false, 0, false) })
	}},
}

func init() {
	for _, mask := range []uint32{1, 2, 3, 6, 7, 0xff} {
		for _, dom := range []bool{false, true} {
			octalEngines = append(octalEngines, struct {
				name   string
				values func(code OctalCode, n int) []uint32
			}{fmt.Sprintf("sparse mask=%#x dom=%t", mask, dom), func(code OctalCode, n int) []uint32 {
				return fixedRows(code, n, func(e *octalRows) { e.classify(true, mask, dom) })
			}})
		}
	}
}

// fixedRows computes n rows, with the classification that set gives (kept
// fixed) or, with set nil, the automatic one.
func fixedRows(code OctalCode, n int, set func(*octalRows)) []uint32 {
	e := newOctalRows(code)
	if set != nil {
		set(e)
		e.fixed = true
	}
	if err := e.extend(n, 1<<62, nil); err != nil {
		panic(err)
	}
	return e.g
}

// octalTestLimits keep random games that are not periodic soon from
// searching as long as the CLI would.
var octalTestLimits = Limits{MaxLen: 1000, NimSearch: 1 << 11, Work: 1 << 22, Where: "the test"}

func randomCount(native, wasm int) int {
	if runtime.GOARCH == "wasm" {
		return wasm // the same checks, fewer of them: wasm is slower
	}
	return native
}

func TestOctalEnginesAgainstOracle(t *testing.T) {
	r := rand.New(rand.NewPCG(77, 137))
	codes := []OctalCode{}
	for _, s := range []string{"0.77", "0.137", "0.16", "0.106", "0.165", "4.7", "4.0", "0.4", "0.007", "4.102"} {
		c, _ := ParseOctalCode("code", s)
		codes = append(codes, c)
	}
	for range randomCount(300, 40) {
		codes = append(codes, randomCode(r))
	}
	const n = 300
	for _, code := range codes {
		want := octalOracle(code, n)
		for _, e := range octalEngines[1:] {
			got := e.values(code, n)
			if i := firstDifference(got, want); i >= 0 {
				t.Fatalf("code %v, %s: nim(%d) = %d, want %d", code, e.name, i, got[i], want[i])
			}
		}
	}
}

// The sparse engine beyond its first choices of a mask, against the plain
// scan: 0.16 has a few rare heaps, 0.106 uses the domain parity.
func TestOctalSparseAgainstPlain(t *testing.T) {
	n := randomCount(1<<13, 1<<11)
	for _, s := range []string{"0.16", "0.106", "0.165", "0.14"} {
		code, _ := ParseOctalCode("code", s)
		e := newOctalRows(code)
		if err := e.extend(n, 1<<62, nil); err != nil {
			t.Fatal(err)
		}
		want := fixedRows(code, n, func(e *octalRows) { e.classify(false, 0, false) })
		if i := firstDifference(e.g, want); i >= 0 {
			t.Errorf("code %s: nim(%d) = %d, want %d (plain)", s, i, e.g[i], want[i])
		}
		if s == "0.16" && (!e.sparse || len(e.rare) > n/20) {
			t.Errorf("code 0.16: sparse %t with %d rare heaps of %d; want sparse space", e.sparse, len(e.rare), n)
		}
	}
}

func firstDifference(a, b []uint32) int {
	for i := range min(len(a), len(b)) {
		if a[i] != b[i] {
			return i
		}
	}
	if len(a) != len(b) {
		return min(len(a), len(b))
	}
	return -1
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
func TestOctalPublished(t *testing.T) {
	tests := []struct {
		code   string
		source string
		values []uint32
		period Period
	}{
		// Last exception at 70 (OEIS). Seed 003 says "periodic mod 12
		// (starting at '72)": the '72 there reads as the year of the
		// reference beside it ([Guy & Smith 1972]), not a heap size; its
		// table of heaps 960..995 agrees with period 12 from 71.
		{"0.77", "OEIS A002186, Winning Ways p. 91", kayles, Period{71, 12, true}},
		// "Period 34 with the only exceptions at n=0, 14, 16, 17, 31, 34 and 51."
		{"0.137", "OEIS A002187", dawsonChess, Period{52, 34, true}},
		// Dawson's Kayles: "Octal game .07 has values a(n-1)" (A002187).
		{"0.07", "OEIS A002187, shifted by 1", shifted(dawsonChess, 1), Period{53, 34, true}},
		// "Octal games .4, .401, ... have values a(n-2)" (A002187).
		{"0.4", "OEIS A002187, shifted by 2", shifted(dawsonChess, 2), Period{54, 34, true}},
		// A leading 4: "Octal games 4.4, ... have values a(n-1)" (A002186).
		{"4.4", "OEIS A002186, shifted by 1", shifted(kayles, 1), Period{72, 12, true}},
		// OEIS A125938 (offset 1): period 10, last exception at 7.
		{"4.102", "OEIS A125938", []uint32{0, 1, 1, 1, 2, 2, 2, 0, 4, 4, 2, 1, 1, 1, 2, 2, 2, 1, 4, 4, 2}, Period{8, 10, true}},
		// Flammenkamp's tables; the Preset "0.165".
		{"0.165", "Flammenkamp, octal games", nil, Period{5181, 1550, true}},
		// OEIS A071464 (offset 1): "The last exception is at n=46577
		// [Gangolli and Plambeck]."
		{"0.127", "OEIS A071464", []uint32{0, 1, 0, 2, 2, 1, 0, 4, 4, 1, 2, 2, 0, 1, 4, 4, 6, 1, 7, 7, 0}, Period{46578, 4, true}},
		// OEIS A071430 (offset 1): 0.16 "is eventually periodic with period
		// 149459. The last exception is at n=105350." Sparse space makes
		// the half million values needed cheap.
		{"0.16", "OEIS A071430", []uint32{0, 1, 0, 0, 1, 2, 2, 1, 4, 0, 1, 4, 2, 1, 4, 0, 1, 4, 2, 1, 4, 2, 1, 0, 2, 1, 4, 2, 1, 4, 5}, Period{105351, 149459, true}},
	}
	for _, tt := range tests {
		t.Run(tt.code, func(t *testing.T) {
			r := analyze(t, "game=octal&code="+tt.code+"&len=200", CLILimits)
			for i, v := range tt.values {
				if r.Nim[i] != v {
					t.Errorf("nim(%d) = %d, want %d (%s)", i, r.Nim[i], v, tt.source)
				}
			}
			if r.NimPeriod == nil || *r.NimPeriod != tt.period {
				t.Errorf("nim period = %+v, want %+v (%s)", r.NimPeriod, tt.period, tt.source)
			}
			if r.Proof != octalProof {
				t.Errorf("proof = %q, want %q", r.Proof, octalProof)
			}
		})
	}
}

// The exceptions of OEIS A002186 and A002187: the heaps whose values differ
// from the periodic pattern.
func TestOctalExceptions(t *testing.T) {
	tests := []struct {
		code       string
		p          int
		exceptions []int
	}{
		{"0.77", 12, []int{0, 3, 6, 9, 11, 15, 18, 21, 22, 28, 34, 39, 57, 70}},
		{"0.137", 34, []int{0, 14, 16, 17, 31, 34, 51}},
	}
	for _, tt := range tests {
		r := analyze(t, "game=octal&code="+tt.code+"&len=1000", CLILimits)
		var got []int
		for n := range 500 {
			if r.Nim[n] != r.Nim[n+10*tt.p] {
				got = append(got, n)
			}
		}
		if !slices.Equal(got, tt.exceptions) {
			t.Errorf("code %s: exceptions %v, want %v", tt.code, got, tt.exceptions)
		}
	}
}

func TestOctalOutcomePeriods(t *testing.T) {
	tests := []struct {
		query    string
		outcomes string
		outcome  Period
	}{
		// Every row of Kayles is a first-player win (symmetry, seed 003).
		{"code=0.77", "PNNNNNNNNN", Period{1, 1, true}},
		// Dawson's chess: P-positions 0, 4, 8, 14, 20, 24, 28, 34, 38, 42, ...
		{"code=0.137", "PNNNPNNNPN", Period{35, 34, true}},
		// Kayles on a cycle (seed 003: "1 move reduces to regular Kayles ⇒
		// 2nd player win"): a ring of n ≥ 3 leaves a row of n−1 or n−2 ≥ 1,
		// which the next player wins by symmetry; rings of 1 and 2 are
		// knocked down whole by the first player.
		{"code=0.77&circular=1", "PNNPPPPPPP", Period{3, 1, true}},
	}
	for _, tt := range tests {
		r := analyze(t, "game=octal&len=10&"+tt.query, CLILimits)
		if r.Outcomes != tt.outcomes {
			t.Errorf("%s: outcomes %s, want %s", tt.query, r.Outcomes, tt.outcomes)
		}
		if r.OutcomePeriod == nil || *r.OutcomePeriod != tt.outcome {
			t.Errorf("%s: outcome period %+v, want %+v", tt.query, r.OutcomePeriod, tt.outcome)
		}
	}
}

// The periods Analyze reports are the smallest: checked against the values
// of random games, computed by the oracle far beyond the proof.
func TestOctalPeriodsSmallest(t *testing.T) {
	r := rand.New(rand.NewPCG(3, 4))
	checked := 0
	for range randomCount(60, 10) {
		code := randomCode(r)
		for _, circular := range []string{"", "&circular=1"} {
			res := analyze(t, "game=octal&len=10&code="+code.String()+circular, octalTestLimits)
			if res.NimPeriod == nil || res.NimSearch > 1500 {
				continue
			}
			checked++
			far := 6 * res.NimSearch
			rows := octalOracle(code, far)
			values := rows
			if circular != "" {
				values = ringOracle(code, rows)
			}
			for _, tt := range []struct {
				name string
				p    *Period
				at   func(i int) uint32
			}{
				{"nim", res.NimPeriod, func(i int) uint32 { return values[i] }},
				{"outcome", res.OutcomePeriod, func(i int) uint32 { return min(values[i], 1) }},
			} {
				want := octalObserved(far-far/4, tt.at)
				if *tt.p != want {
					t.Errorf("code %v%s: %s period %+v, want %+v", code, circular, tt.name, *tt.p, want)
				}
			}
		}
	}
	if checked < randomCount(60, 10) {
		t.Errorf("only %d games had a period proven within 1500 heaps; the test needs more", checked)
	}
}

// octalObserved returns the smallest p, then a, with at(i+p) = at(i) for a
// ≤ i < n-p, among p ≤ n/4 with a ≤ n/2: seen over at least half the
// values, which for the games tested (a + p below n/4) finds their period.
func octalObserved(n int, at func(int) uint32) Period {
	for p := 1; p <= n/4; p++ {
		a := n - p
		for a > 0 && at(a-1) == at(a-1+p) {
			a--
		}
		if a <= n/2 {
			return Period{a, p, true}
		}
	}
	return Period{}
}

// ringOracle returns the values of rings by their definition: a ring of n
// may be taken whole (n = k, bit 1) or leave a row of n−k (n > k, bit 2 or
// 4).
func ringOracle(code OctalCode, rows []uint32) []uint32 {
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

// treeSearch decides positions of several heaps by searching the game tree:
// a position is won by the player to move when some move reaches a lost
// one. A heap is a row of h > 0 tokens, or a ring of −h tokens.
type treeSearch struct {
	code OctalCode
	memo map[string]bool
}

// moves returns the positions one move away, each sorted, with empty rows
// dropped, and the moves as "size:take[left]": moves in equal heaps are
// one.
func (s *treeSearch) moves(pos []int) (next [][]int, desc []string) {
	for i, h := range pos {
		rest := slices.Delete(slices.Clone(pos), i, i+1)
		add := func(k int, left ...int) {
			q := append(slices.Clone(rest), left...)
			q = slices.DeleteFunc(q, func(x int) bool { return x == 0 })
			slices.Sort(q)
			next = append(next, q)
			slices.Sort(left)
			desc = append(desc, fmt.Sprintf("%d:%d%v", max(h, -h), k, left))
		}
		for k := 0; k <= s.code.MaxTake(); k++ {
			d := s.code.Digit(k)
			if h < 0 { // a ring opens into a row
				n := -h
				if n == k && k > 0 && d&1 != 0 {
					add(k)
				}
				if n > k && d&6 != 0 {
					add(k, n-k)
				}
				continue
			}
			if h == k && k > 0 && d&1 != 0 {
				add(k)
			}
			if h > k && k > 0 && d&2 != 0 {
				add(k, h-k)
			}
			if d&4 != 0 {
				for a := 1; 2*a <= h-k; a++ {
					add(k, a, h-k-a)
				}
			}
		}
	}
	return next, desc
}

func (s *treeSearch) wins(pos []int) bool {
	key := fmt.Sprint(pos)
	if w, ok := s.memo[key]; ok {
		return w
	}
	next, _ := s.moves(pos)
	w := false
	for _, q := range next {
		if !s.wins(q) {
			w = true
			break
		}
	}
	s.memo[key] = w
	return w
}

// winningMoves lists the moves to lost positions, as "size:take[left]".
func (s *treeSearch) winningMoves(pos []int) []string {
	var out []string
	next, desc := s.moves(pos)
	for i, q := range next {
		if !s.wins(q) {
			out = append(out, desc[i])
		}
	}
	slices.Sort(out)
	return slices.Compact(out)
}

// describe writes a reported move from a heap of a size like the tree
// search does.
func describe(size int, m Move) string {
	left := make([]int, len(m.Leave))
	for i, l := range m.Leave {
		left[i] = int(l.Int64())
	}
	slices.Sort(left)
	return fmt.Sprintf("%d:%d%v", size, m.Take, left)
}

// Sprague–Grundy against the game tree: for random games, sums of up to
// three small rows (or rings) are won exactly when the XOR of the
// nim-values is not 0, and the winning moves reported are exactly those the
// tree search finds.
func TestOctalAgainstGameTree(t *testing.T) {
	r := rand.New(rand.NewPCG(11, 12))
	for range randomCount(60, 10) {
		code := randomCode(r)
		for _, circular := range []bool{false, true} {
			s := &treeSearch{code: code, memo: map[string]bool{}}
			query := "game=octal&len=12&code=" + code.String()
			sign := 1
			if circular {
				query += "&circular=1"
				sign = -1
			}
			lim := octalTestLimits
			lim.NimSearch = octalStart // heaps below 12 only
			res := analyze(t, query, lim)
			for range 12 {
				heaps := make([]int, 1+r.IntN(3))
				var list []string
				for i := range heaps {
					heaps[i] = r.IntN(8)
					list = append(list, fmt.Sprint(heaps[i]))
				}
				c, err := ParseConfig(query + "&heaps=" + strings.Join(list, ","))
				if err != nil {
					t.Fatal(err)
				}
				got, err := Analyze(context.Background(), c, lim, nil)
				if err != nil {
					t.Fatal(err)
				}
				pos := []int{}
				x := uint32(0)
				for _, h := range heaps {
					x ^= res.Nim[h]
					if h > 0 {
						pos = append(pos, sign*h)
					}
				}
				slices.Sort(pos)
				win := s.wins(pos)
				if win != (x != 0) || got.Sum.Outcome != map[bool]Outcome{true: N, false: P}[win] {
					t.Fatalf("code %v circular %t heaps %v: tree says win %t; nim-sum %d, outcome %v", code, circular, heaps, win, x, got.Sum.Outcome)
				}
				var moves []string
				for _, m := range got.Sum.WinningMoves {
					moves = append(moves, describe(heaps[m.Heap], m.Move))
				}
				slices.Sort(moves)
				moves = slices.Compact(moves)
				if want := s.winningMoves(pos); !slices.Equal(moves, want) {
					t.Fatalf("code %v circular %t heaps %v: winning moves %v, want %v", code, circular, heaps, moves, want)
				}
			}
			// Single heaps through the query n, against the tree.
			for n := range 10 {
				c, _ := ParseConfig(fmt.Sprintf("%s&n=%d", query, n))
				got, err := Analyze(context.Background(), c, lim, nil)
				if err != nil {
					t.Fatal(err)
				}
				pos := []int{}
				if n > 0 {
					pos = []int{sign * n}
				}
				want := s.winningMoves(pos)
				var moves []string
				for _, m := range got.Query.WinningMoves {
					moves = append(moves, describe(n, m))
				}
				slices.Sort(moves)
				if (got.Query.Outcome == N) != s.wins(pos) || !slices.Equal(moves, want) {
					t.Fatalf("code %v circular %t n=%d: %v %v, want win %t %v", code, circular, n, got.Query.Outcome, moves, s.wins(pos), want)
				}
			}
		}
	}
}

// Kayles at heap 10^99, reduced by hand: 10^k ≡ 4 (mod 12) for k ≥ 2, so
// 10^99 − 71 ≡ 4 − 71 ≡ 5 (mod 12), and heap 10^99 plays as heap 71+5 = 76:
// nim-value 1. A winning move leaves two rows of equal value (no single row
// of Kayles is cold); the splits are listed as families (Move.Every = 12).
func TestOctalKaylesHuge(t *testing.T) {
	n := new(big.Int).Exp(big.NewInt(10), big.NewInt(99), nil)
	r := analyze(t, "game=octal&code=0.77&n="+n.String(), CLILimits)
	q := r.Query
	if q.Outcome != N || q.Nim == nil || *q.Nim != kayles[76] || kayles[76] != 1 {
		t.Fatalf("heap 10^99: %v nim %v, want N nim 1", q.Outcome, q.Nim)
	}
	byHand := func(h *big.Int) uint32 { // the table of OEIS A002186, reduced mod 12 from 71
		if h.Cmp(big.NewInt(105)) < 0 {
			return kayles[h.Int64()]
		}
		m := new(big.Int).Sub(h, big.NewInt(71))
		return kayles[71+m.Mod(m, big.NewInt(12)).Int64()]
	}
	want := map[string]bool{}
	for k := 1; k <= 2; k++ {
		for x := 1; x < 71+12; x++ {
			y := new(big.Int).Sub(n, big.NewInt(int64(k+x)))
			if kayles[x] == byHand(y) {
				want[fmt.Sprintf("take %d leave %d and %v", k, x, y)] = true
			}
		}
	}
	if len(q.WinningMoves) != len(want) || len(want) == 0 {
		t.Errorf("%d winning moves at 10^99, want %d", len(q.WinningMoves), len(want))
	}
	for _, m := range q.WinningMoves {
		if len(m.Leave) != 2 || !want[fmt.Sprintf("take %d leave %v and %v", m.Take, m.Leave[0], m.Leave[1])] {
			t.Errorf("winning move %+v at 10^99 is not one", m)
		}
		x := m.Leave[0].Int64()
		if wantEvery := map[bool]int{true: 12, false: 0}[x >= 71]; m.Every != wantEvery {
			t.Errorf("winning move %+v: every %d, want %d", m, m.Every, wantEvery)
		}
	}

	// A sum with the huge heap: 10^99 (nim 1) + 1 (nim 1) is cold; + 2 (nim 2)
	// is hot, and a winning move makes the huge heap's value 2.
	c, _ := ParseConfig("game=octal&code=0.77&heaps=" + n.String() + ",1")
	if res, err := Analyze(context.Background(), c, CLILimits, nil); err != nil || res.Sum.Outcome != P {
		t.Errorf("heaps 10^99,1: %+v %v, want P", res.Sum, err)
	}
	c, _ = ParseConfig("game=octal&code=0.77&heaps=" + n.String() + ",2")
	res, err := Analyze(context.Background(), c, CLILimits, nil)
	if err != nil || res.Sum.Outcome != N || len(res.Sum.WinningMoves) == 0 {
		t.Fatalf("heaps 10^99,2: %+v %v, want N with winning moves", res.Sum, err)
	}
	for _, m := range res.Sum.WinningMoves {
		v := uint32(0)
		for _, l := range m.Leave {
			v ^= byHand(l)
		}
		other := uint32(2)
		if m.Heap == 1 {
			other = 1
		}
		if v != other {
			t.Errorf("heaps 10^99,2: move %+v leaves value %d, want %d", m, v, other)
		}
	}
}

// Families of splits (Move.Every) stand for every split exactly once, all
// of one value: heap 2000, against the full list.
func TestOctalFamilies(t *testing.T) {
	// 0.7043 is periodic from 0, 4.7 from 1.
	for _, code := range []string{"0.77", "0.137", "4.7", "0.7043"} {
		c, _ := ParseConfig("game=octal&len=10&code=" + code)
		g, err := analyzeOctal(c, CLILimits, nil)
		if err != nil {
			t.Fatal(err)
		}
		oc, _ := ParseOctalCode("code", code)
		values := octalOracle(oc, 2100)
		const n = 2000
		got := map[string]uint32{}
		g.options(big.NewInt(n), func(m Move) bool {
			v := uint32(0)
			for _, l := range m.Leave {
				v ^= values[l.Int64()]
			}
			for j := 0; ; j++ {
				left := make([]int64, len(m.Leave))
				for i, l := range m.Leave {
					left[i] = l.Int64() + int64(j*m.Every)*map[bool]int64{true: 1, false: -1}[i == 0]
				}
				if len(left) == 2 && left[0] > left[1] || j > 0 && m.Every == 0 {
					break
				}
				key := fmt.Sprint(m.Take, left)
				if _, dup := got[key]; dup {
					t.Fatalf("code %s: %s listed twice", code, key)
				}
				got[key] = v
			}
			return true
		})
		want := 0
		for k := 0; k <= oc.MaxTake(); k++ {
			d := oc.Digit(k)
			if d&2 != 0 && k > 0 {
				want++
			}
			if d&4 != 0 {
				want += (n - k) / 2
			}
		}
		if len(got) != want {
			t.Errorf("code %s: %d moves from heap %d, want %d", code, len(got), n, want)
		}
		for key, v := range got {
			var k int
			var a, b int64
			if _, err := fmt.Sscanf(key, "%d [%d %d]", &k, &a, &b); err == nil && values[a]^values[b] != v {
				t.Errorf("code %s: move %s has value %d, its family's is %d", code, key, values[a]^values[b], v)
			}
		}
	}
}

func TestOctalSums(t *testing.T) {
	tests := []struct {
		query   string
		outcome Outcome
		nimSum  uint32
		moves   int
	}{
		{"code=0.77&heaps=1,2,3", P, 0, 0},          // 1 ^ 2 ^ 3 = 0
		{"code=0.77&heaps=1,2,4", N, 2, 3},          // 1 ^ 2 ^ 1: knock down the 2, or make the 4 a 3 or 1+2
		{"code=0.77&circular=1&heaps=1,2", N, 3, 1}, // open the ring of 2 into a row of 1
		{"code=0.77&circular=1&heaps=5,6", P, 0, 0}, // rings of 3 or more are cold
	}
	for _, tt := range tests {
		r := analyze(t, "game=octal&"+tt.query, CLILimits)
		if r.Sum.Outcome != tt.outcome || *r.Sum.NimSum != tt.nimSum {
			t.Errorf("%s: %v nim-sum %d, want %v %d", tt.query, r.Sum.Outcome, *r.Sum.NimSum, tt.outcome, tt.nimSum)
		}
		if tt.moves > 0 && len(r.Sum.WinningMoves) != tt.moves {
			t.Errorf("%s: winning moves %+v, want %d", tt.query, r.Sum.WinningMoves, tt.moves)
		}
	}
}

// No period is claimed without the theorem's range computed: 0.165 needs
// 2·5181 + 2·1550 + 3 = 13465 values.
func TestOctalNoPeriodWithinLimits(t *testing.T) {
	lim := Limits{MaxLen: 20000, NimSearch: 13464, Work: 1 << 40, Where: "the test"}
	c, _ := ParseConfig("game=octal&code=0.165&len=100")
	r, err := Analyze(context.Background(), c, lim, nil)
	if err != nil {
		t.Fatal(err)
	}
	if r.NimPeriod != nil || r.OutcomePeriod != nil || r.NimSearch != 13464 || r.Proof != "" {
		t.Errorf("0.165 within 13464 heaps: nim period %+v, outcome period %+v, searched %d, proof %q; want none up to 13464",
			r.NimPeriod, r.OutcomePeriod, r.NimSearch, r.Proof)
	}
	if got := DescribePeriod("nim-values", r.NimPeriod, r.NimSearch); got != "No period of the nim-values up to 13,464 heap sizes." {
		t.Errorf("DescribePeriod = %q", got)
	}
	lim.NimSearch = 13465
	if r, _ := Analyze(context.Background(), c, lim, nil); r.NimPeriod == nil || *r.NimPeriod != (Period{5181, 1550, true}) {
		t.Errorf("0.165 within 13465 heaps: nim period %+v, want 1550 from 5181", r.NimPeriod)
	}

	c.N = big.NewInt(1_000_000)
	lim.NimSearch = 13464
	want := `n: "1000000": no period was found up to 13464, so heap sizes beyond it cannot be answered; use the CLI, which searches further`
	if _, err := Analyze(context.Background(), c, lim, nil); err == nil || err.Error() != want {
		t.Errorf("query beyond the search: %v, want %s", err, want)
	}
	// The work limit stops the computation where it is.
	lim = Limits{MaxLen: 20000, NimSearch: 1 << 20, Work: 1 << 20, Where: "the test"}
	c, _ = ParseConfig("game=octal&code=0.007&len=100")
	r, err = Analyze(context.Background(), c, lim, nil)
	if err != nil || r.NimPeriod != nil || r.NimSearch >= 1<<20 || r.NimSearch < 100 {
		t.Errorf("0.007 within 2^20 steps: %v, searched %d", err, r.NimSearch)
	}
	c.Len = 20000
	if _, err := Analyze(context.Background(), c, lim, nil); err == nil || !strings.HasPrefix(err.Error(), `len: "20000": `) {
		t.Errorf("0.007 len 20000 within 2^20 steps: %v, want a len error", err)
	}
}

func TestOctalCancel(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	c, _ := ParseConfig("game=octal&code=0.007")
	if _, err := Analyze(ctx, c, CLILimits, nil); !errors.Is(err, context.Canceled) {
		t.Errorf("Analyze with a cancelled context: %v, want context.Canceled", err)
	}
}

// Values beyond those computed come from the proven period.
func TestOctalFill(t *testing.T) {
	r := analyze(t, "game=octal&code=0.77&len=100000", CLILimits)
	if r.NimSearch >= 100000 {
		t.Errorf("computed %d heaps; want the period to fill the rest", r.NimSearch)
	}
	for _, n := range []int{99999, 50000, 12345} {
		if want := kayles[71+(n-71)%12]; r.Nim[n] != want {
			t.Errorf("nim(%d) = %d, want %d", n, r.Nim[n], want)
		}
	}
}
