package genus_test

import (
	"errors"
	"fmt"
	"math/big"
	"math/rand/v2"
	"runtime"
	"slices"
	"strings"
	"testing"

	"stones/solver/game"
	"stones/solver/gametest"
	"stones/solver/genus"
	"stones/solver/octal"
)

var quotientLim = game.Limits{States: 1 << 20, Work: 1 << 40, Where: "the tests"}

func kaylesQuotient(t *testing.T) *genus.Quotient {
	t.Helper()
	q, err := genus.QuotientOf(octal.NewRow(octal.MustParseCode("0.77")), 40, quotientLim, nil)
	if err != nil {
		t.Fatal(err)
	}
	return q
}

// The misère quotient of Kayles, as QuotientOf proves it: 40 elements, 9
// of them P, the rows' elements periodic from row 71 with period 12 (the
// period of Kayles' nim-values, which are periodic from row 71 as well:
// OEIS A002186). Plambeck and Siegel ("Misère quotients for impartial
// games", 2008) give the quotient of Kayles; its tables were not at hand to
// compare, so these figures rest on the checks here: every element is told
// apart from every other by some sum (Moore's minimisation), the proof
// check holds, and every prediction agrees with the oracle below, so a
// smaller or larger count would be a bug that these tests catch.
func TestQuotientKayles(t *testing.T) {
	q := kaylesQuotient(t)
	pre, p, ok := q.Periodic()
	if q.Order() != 40 || q.PPortion() != 9 || !ok || pre != 71 || p != 12 {
		t.Errorf("Kayles' misère quotient: order %d, P-portion %d, periodic %t from %d with period %d; want 40, 9, true from 71 with 12",
			q.Order(), q.PPortion(), ok, pre, p)
	}
	// The rows that the player to move loses, alone, below 40: those of
	// TestPublished (Sibert and Conway), and by the oracle.
	var cold []int
	for n := range 40 {
		if x, _ := q.Element(big.NewInt(int64(n))); q.Cold(x) {
			cold = append(cold, n)
		}
	}
	if want := []int{1, 4, 9, 12, 20}; !slices.Equal(cold, want) {
		t.Errorf("Kayles' misère quotient: cold rows below 40 %v, want %v", cold, want)
	}
	// Heaps of any size: a row of n and one of n + 12·k have one element
	// from row 71 on.
	huge, _ := new(big.Int).SetString(strings.Repeat("9", 300), 10)
	for n := int64(71); n < 71+24; n++ {
		a, _ := q.Element(big.NewInt(n))
		far := new(big.Int).Mul(huge, big.NewInt(12))
		far.Add(far, big.NewInt(n))
		if b, ok := q.Element(far); !ok || a != b {
			t.Errorf("row %d has element %d, row %d+12·(10^300−1) %d (%t)", n, a, n, b, ok)
		}
	}
}

// Every sum of Kayles rows with at most kaylesTotal pins, and random sums
// of larger rows, is cold by the quotient exactly when the oracle says it
// is a P-position.
func TestQuotientAgainstOracle(t *testing.T) {
	q := kaylesQuotient(t)
	o := newKaylesOracle()
	check := func(rows []int) {
		x, ok := q.Product(gametest.Heaps(rows...))
		if !ok {
			t.Fatalf("rows %v: not covered", rows)
		}
		if got, want := q.Cold(x), o.P(rows); got != want {
			t.Errorf("misère Kayles, rows %v: the quotient says cold %t, the oracle %t", rows, got, want)
		}
	}
	partitions(kaylesTotal, kaylesTotal, nil, func(rows []int) { check(slices.Clone(rows)) })
	r := rand.New(rand.NewPCG(18, 6))
	for range 200 {
		check(randomRows(r, 1, 44))
	}
}

// A sum of Kayles rows that the genus cannot answer (wild rows, or rows
// beyond those searched) is answered through the query path by the
// quotient, which names itself; its winning moves leave cold sums.
func TestQuotientAnswersSums(t *testing.T) {
	g := genus.Misere(octal.NewRow(octal.MustParseCode("0.77")))
	sol, err := g.(game.Solver).Solve(20, lim, nil)
	if err != nil {
		t.Fatal(err)
	}
	q := kaylesQuotient(t)
	huge, _ := new(big.Int).SetString("1"+strings.Repeat("0", 299), 10)
	for _, hs := range [][]*big.Int{gametest.Heaps(1000, 17, 17, 6), gametest.Heaps(30, 30, 31, 2), {huge, big.NewInt(5), big.NewInt(9)}} {
		sum, err := game.SumOf(g, sol, hs, game.Limits{States: 1000, Work: 1 << 20, Where: "the tests"}, nil)
		if err != nil {
			t.Fatalf("heaps %v: %v", hs, err)
		}
		if !strings.Contains(sum.By, "misère quotient") || !strings.Contains(sum.By, "Plambeck and Siegel") {
			t.Errorf("heaps %v: answered by %q, want the misère quotient", hs, sum.By)
		}
		x, _ := q.Product(hs)
		if want := map[bool]game.Outcome{true: game.P, false: game.N}[q.Cold(x)]; sum.Outcome != want {
			t.Errorf("heaps %v: %s, want %s", hs, sum.Outcome, want)
		}
		if sum.Outcome == game.N && len(sum.WinningMoves) == 0 && sum.MoreMoves == "" {
			t.Errorf("heaps %v: N with no winning move", hs)
		}
		for _, m := range sum.WinningMoves {
			next := slices.Delete(slices.Clone(hs), m.Heap, m.Heap+1)
			next = append(next, m.Move.Leave...)
			if y, _ := q.Product(next); !q.Cold(y) {
				t.Errorf("heaps %v: the winning move %v leaves a hot sum", hs, m)
			}
		}
	}
}

// A game whose quotient keeps growing is refused within the steps allowed,
// with the key heaps and the limit named.
func TestQuotientRefused(t *testing.T) {
	_, err := genus.QuotientOf(octal.NewRow(octal.MustParseCode("0.07")), 40, game.Limits{States: 1 << 16, Work: 1 << 22, Where: "the tests"}, nil)
	var in *game.InputError
	if !errors.As(err, &in) || in.Key != "heaps" || !strings.Contains(err.Error(), "the tests") {
		t.Errorf("QuotientOf(0.07) = %v, want a refusal of the key heaps naming the limit", err)
	}
}

// A quotient beyond its steps is refused within them: the search, the
// product table and the check count their steps as they go, and a search
// or a product table beyond what is left is refused before it starts. The
// work a refusal costs is measured by the steps the computation reports
// and by the bytes it allocates, never by the clock.
func TestQuotientWithinItsSteps(t *testing.T) {
	const mb = 1 << 20
	for _, tc := range []struct {
		code  string
		work  int64
		want  string // a part of the refusal
		bytes uint64 // allocated at most
	}{
		// 0.6 grows to 9,944 elements at heap 17: its check is stopped by
		// the count, and its product table (198 MB) refused from its size.
		{"0.6", 1 << 25, "takes more than 33,554,", 64 * mb},
		{"0.6", 1 << 28, "has 9,944 elements by heap 17, more than the 4,096 it may have", 64 * mb},
		// 0.14's search at heap 22 is refused from its size, before it
		// starts.
		{"0.14", 1 << 25, "by heap 22", 64 * mb},
		{"0.07", 1 << 30, "needs a search over more than 4,000,000 sums of heaps by heap 25, the limit of the tests", 64 * mb},
	} {
		t.Run(fmt.Sprintf("%s,%d", tc.code, tc.work), func(t *testing.T) {
			var most int
			w := game.NewWork(t.Context(), func(p game.Progress) { most = max(most, p.Done) })
			var before, after runtime.MemStats
			runtime.ReadMemStats(&before)
			_, err := genus.QuotientOf(octal.NewRow(octal.MustParseCode(tc.code)), 40, game.Limits{States: 4_000_000, Work: tc.work, Where: "the tests"}, w)
			runtime.ReadMemStats(&after)
			var in *game.InputError
			if !errors.As(err, &in) || in.Key != "heaps" || !strings.Contains(in.Problem, tc.want) {
				t.Errorf("QuotientOf(%s) = %v, want a refusal of the key heaps holding %q", tc.code, err, tc.want)
			}
			if int64(most) > tc.work {
				t.Errorf("reported %d steps, beyond the %d allowed", most, tc.work)
			}
			if used := after.TotalAlloc - before.TotalAlloc; used > tc.bytes {
				t.Errorf("allocated %d bytes, want at most %d", used, tc.bytes)
			}
		})
	}
}

// unbounded hides a game's move bounds (genus.Bounded), so that
// QuotientOf stops at the heaps asked for.
type unbounded struct{ game.Impartial }

// plainOrder is the order of the misère quotient of Kayles' rows 1 … last
// by a plain minimisation, sharing nothing with QuotientOf: every sum with
// up to three copies of each row (a fourth copy counted as two more
// removed: x⁴ = x²), solved by its moves and merged by Moore's algorithm
// with each row as a letter.
func plainOrder(last int) int {
	pow := make([]int, last+2)
	pow[1] = 1
	for r := 2; r <= last+1; r++ {
		pow[r] = pow[r-1] * 4
	}
	size := pow[last+1]
	digit := func(x, r int) int { return x / pow[r] % 4 }
	plus := func(x, r int) int {
		if r == 0 {
			return x
		}
		if digit(x, r) == 3 {
			return x - pow[r] // four copies are two
		}
		return x + pow[r]
	}
	cold := make([]bool, size)
	done := make([]bool, size)
	var solve func(x int) bool
	solve = func(x int) bool {
		if done[x] {
			return cold[x]
		}
		c := x != 0
		for r := 1; r <= last && c; r++ {
			if digit(x, r) == 0 {
				continue
			}
			for take := 1; take <= 2 && c; take++ {
				for left := 0; left+take <= r; left++ {
					if solve(plus(plus(x-pow[r], left), r-take-left)) {
						c = false
						break
					}
				}
			}
		}
		cold[x], done[x] = c, true
		return c
	}
	class := make([]int, size)
	for x := range size {
		if solve(x) {
			class[x] = 1
		}
	}
	count := 0
	for {
		ids := map[string]int{}
		next := make([]int, size)
		for x := range size {
			sig := []int{class[x]}
			for r := 1; r <= last; r++ {
				sig = append(sig, class[plus(x, r)])
			}
			k := fmt.Sprint(sig)
			if _, ok := ids[k]; !ok {
				ids[k] = len(ids)
			}
			next[x] = ids[k]
		}
		class = next
		if len(ids) == count {
			return count
		}
		count = len(ids)
	}
}

// The quotients of Kayles' first rows have the orders of the plain
// minimisation.
func TestQuotientPrefixes(t *testing.T) {
	kayles := unbounded{octal.NewRow(octal.MustParseCode("0.77"))}
	for last := 1; last <= 8; last++ {
		q, err := genus.QuotientOf(kayles, last+1, quotientLim, nil)
		if err != nil {
			t.Fatal(err)
		}
		if _, _, ok := q.Periodic(); ok || q.Heaps() != last+1 {
			t.Errorf("rows up to %d: %d heaps, periodic %t; want %d, not periodic", last, q.Heaps(), ok, last+1)
		}
		if want := plainOrder(last); q.Order() != want {
			t.Errorf("rows up to %d: order %d, the plain minimisation %d", last, q.Order(), want)
		}
	}
}
