package subtraction

import (
	"context"
	"errors"
	"fmt"
	"math/big"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"stones/solver/engine"
	"stones/solver/game"
	"stones/solver/gametest"
	"stones/solver/periodic"
)

// The limits of the two front ends, as the API package sets them.
var (
	cliLimits  = game.Limits{MaxLen: 10_000_000, Search: 1 << 26, NimSearch: 1 << 24, Work: 1 << 33, States: 4_000_000, Where: "the command line"}
	pageLimits = game.Limits{MaxLen: 20_000, Search: 1 << 22, NimSearch: 1 << 20, Work: 1 << 29, States: 200_000, Where: "the page"}
)

// mustGame builds the finite game of a move set.
func mustGame(t testing.TB, moves string, misere bool, algo engine.Algorithm) *Game {
	t.Helper()
	set, err := game.ParseMoveSet("moves", moves)
	if err != nil {
		t.Fatal(err)
	}
	g, err := New(set, misere, algo)
	if err != nil {
		t.Fatal(err)
	}
	return g
}

// mustSolve solves the finite game of a move set.
func mustSolve(t testing.TB, moves string, misere bool, length int, lim game.Limits) (*Game, *game.Solution) {
	t.Helper()
	g := mustGame(t, moves, misere, engine.Auto)
	return g, gametest.Solve(t, g, length, lim)
}

// winningMoves lists the moves from heap n to a P-position, from the
// options and the values: what a query at n reports.
func winningMoves(t testing.TB, g game.Impartial, v game.Values, n *big.Int) []game.Move {
	t.Helper()
	var moves []game.Move
	g.Options(n, func(m game.Move) bool {
		o, err := v.Outcome(m.Leave[0])
		if err != nil {
			t.Fatalf("Outcome(%v): %v", m.Leave[0], err)
		}
		if o == game.P {
			moves = append(moves, m)
		}
		return true
	})
	return moves
}

func outcomeAt(t testing.TB, v game.Values, n *big.Int) game.Outcome {
	t.Helper()
	o, err := v.Outcome(n)
	if err != nil {
		t.Fatalf("Outcome(%v): %v", n, err)
	}
	return o
}

func nimAt(t testing.TB, v game.Values, n *big.Int) uint32 {
	t.Helper()
	nv, ok := v.(game.NimValues)
	if !ok {
		t.Fatalf("the values %T have no nim-values", v)
	}
	x, err := nv.Nim(n)
	if err != nil {
		t.Fatalf("Nim(%v): %v", n, err)
	}
	return x
}

// fisherTable1 is the winner for S = {1,5,8,10} and n = 0..100, as Fisher
// 2003 prints it in §2.3, Table 1: 1 the first player, 2 the second.
const fisherTable1 = "2121212111111" + "212121" + // 0-18
	"211111121212121111" + // 19-36
	"112121212111111212" + // 37-54
	"121211111121212121" + // 55-72
	"111112121212111111" + // 73-90
	"2121212111" // 91-100

func TestFisherTable1(t *testing.T) {
	g, sol := mustSolve(t, "1,5,8,10", false, 101, cliLimits)
	want := strings.NewReplacer("1", "N", "2", "P").Replace(fisherTable1)
	if sol.Outcomes != want {
		for i := range want {
			if sol.Outcomes[i] != want[i] {
				t.Errorf("Outcome(%d) = %c, want %c (Fisher 2003, Table 1)", i, sol.Outcomes[i], want[i])
			}
		}
	}
	// "Pick an n_i, say 68": the first player wins, by taking 1 or 10.
	if o := outcomeAt(t, sol.Values, big.NewInt(68)); o != game.N {
		t.Errorf("Outcome(68) = %v, want N (Fisher 2003, §2.3)", o)
	}
	var takes []int
	for _, m := range winningMoves(t, g, sol.Values, big.NewInt(68)) {
		takes = append(takes, m.Take)
	}
	if !slices.Equal(takes, []int{1, 10}) {
		t.Errorf("winning moves at 68 take %v, want [1 10]", takes)
	}
	if want := (periodic.Period{Preperiod: 0, Period: 13, Proven: true}); sol.OutcomePeriod == nil || *sol.OutcomePeriod != want {
		t.Errorf("outcome period = %+v, want %+v", sol.OutcomePeriod, want)
	}
	if sol.Proof != Proof || sol.Window != 10 {
		t.Errorf("proof %q with windows of %d values, want %q with windows of max S = 10", sol.Proof, sol.Window, Proof)
	}
}

// Outcome and nim periods are separate results: for S = {6,13,14,16} the
// outcomes repeat from heap 2 but the nim-values only from heap 134.
func TestSeparatePeriods(t *testing.T) {
	_, sol := mustSolve(t, "6,13,14,16", false, 300, cliLimits)
	if want := (periodic.Period{Preperiod: 2, Period: 49, Proven: true}); sol.OutcomePeriod == nil || *sol.OutcomePeriod != want {
		t.Errorf("outcome period = %+v, want %+v", sol.OutcomePeriod, want)
	}
	if want := (periodic.Period{Preperiod: 134, Period: 49, Proven: true}); sol.NimPeriod == nil || *sol.NimPeriod != want {
		t.Errorf("nim period = %+v, want %+v", sol.NimPeriod, want)
	}
	// The last exception: heap 133 differs from heap 182.
	if sol.Nim[133] == sol.Nim[182] {
		t.Errorf("nim(133) = nim(182) = %d; the nim preperiod would be below 134", sol.Nim[133])
	}
}

func TestPeriodsOfKnownSets(t *testing.T) {
	tests := []struct {
		moves      string
		outcome    periodic.Period
		nim        periodic.Period
		nimAtSmall []uint32 // nim-values from heap 0
	}{
		{"1", proven(0, 2), proven(0, 2), []uint32{0, 1, 0, 1}},
		{"1-3", proven(0, 4), proven(0, 4), []uint32{0, 1, 2, 3, 0, 1}},     // nim = n mod 4
		{"1-5", proven(0, 6), proven(0, 6), []uint32{0, 1, 2, 3, 4, 5, 0}},  // nim = n mod 6
		{"2,3", proven(0, 5), proven(0, 5), []uint32{0, 0, 1, 1, 2, 0, 0}},  // Winning Ways' S(2,3)
		{"1,4", proven(0, 5), proven(0, 5), []uint32{0, 1, 0, 1, 2, 0, 1}},  // period 5
		{"100000", proven(0, 200000), proven(0, 200000), []uint32{0, 0, 0}}, // long runs
	}
	for _, tt := range tests {
		t.Run(tt.moves, func(t *testing.T) {
			_, sol := mustSolve(t, tt.moves, false, 10, cliLimits)
			if sol.OutcomePeriod == nil || *sol.OutcomePeriod != tt.outcome {
				t.Errorf("outcome period = %+v, want %+v", sol.OutcomePeriod, tt.outcome)
			}
			if sol.NimPeriod == nil || *sol.NimPeriod != tt.nim {
				t.Errorf("nim period = %+v, want %+v", sol.NimPeriod, tt.nim)
			}
			if got := sol.Nim[:len(tt.nimAtSmall)]; !slices.Equal(got, tt.nimAtSmall) {
				t.Errorf("nim = %v…, want %v…", got, tt.nimAtSmall)
			}
			if len(sol.Outcomes) != 10 || len(sol.Nim) != 10 {
				t.Errorf("%d outcomes and %d nim-values, want 10 of each", len(sol.Outcomes), len(sol.Nim))
			}
		})
	}
}

// proven returns the proven period p from a.
func proven(a, p int) periodic.Period {
	return periodic.Period{Preperiod: a, Period: p, Proven: true}
}

// The answer at a heap beyond the search uses the proven period; check it
// against direct computation, for random sets.
func TestQueryAgainstDirect(t *testing.T) {
	r := rand.New(rand.NewPCG(5, 6))
	for range 150 {
		m := gametest.RandomMoves(r, 1+r.IntN(5), 2+r.IntN(30))
		set := game.NewMoveSet(m...)
		g, sol := mustSolve(t, set.String(), false, 5, cliLimits)
		if sol.OutcomePeriod == nil || sol.NimPeriod == nil {
			t.Fatalf("moves %v: no period found", m)
		}
		const far = 200_000
		nim, _ := engine.Nim(engine.DP, m, far, nil)
		for range 5 {
			n := far - 1 - r.IntN(1000)
			if n < sol.OutcomeSearch && n < sol.NimSearch {
				t.Fatalf("moves %v: heap %d lies within the search; the test would not test the period", m, n)
			}
			heap := big.NewInt(int64(n))
			wantOutcome := game.N
			if nim[n] == 0 {
				wantOutcome = game.P
			}
			if o, x := outcomeAt(t, sol.Values, heap), nimAt(t, sol.Values, heap); o != wantOutcome || x != nim[n] {
				t.Fatalf("moves %v: Outcome(%d) = %v, nim %d; want %v, %d", m, n, o, x, wantOutcome, nim[n])
			}
			var want []int
			for _, s := range m {
				if s <= n && nim[n-s] == 0 {
					want = append(want, s)
				}
			}
			var takes []int
			for _, mv := range winningMoves(t, g, sol.Values, heap) {
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
	n, _ := new(big.Int).SetString("1"+strings.Repeat("0", 99), 10) // 10^99
	g, sol := mustSolve(t, "1,5,8,10", false, 20, cliLimits)
	// 10^99 mod 13: 10^6 ≡ 1 (mod 13), so 10^99 ≡ 10^3 ≡ 12: heap 10^99
	// has the outcome and nim-value of heap 12, and the same winning takes.
	twelve := big.NewInt(12)
	if outcomeAt(t, sol.Values, n) != outcomeAt(t, sol.Values, twelve) || nimAt(t, sol.Values, n) != nimAt(t, sol.Values, twelve) {
		t.Errorf("heap 10^99: %v nim %d, want those of heap 12: %v nim %d", outcomeAt(t, sol.Values, n), nimAt(t, sol.Values, n),
			outcomeAt(t, sol.Values, twelve), nimAt(t, sol.Values, twelve))
	}
	huge, small := winningMoves(t, g, sol.Values, n), winningMoves(t, g, sol.Values, twelve)
	if len(huge) != len(small) || len(small) == 0 {
		t.Fatalf("winning moves at 10^99: %d, at 12: %d; want as many, some", len(huge), len(small))
	}
	for i, m := range huge {
		want := new(big.Int).Sub(n, big.NewInt(int64(m.Take)))
		if m.Take != small[i].Take || m.Leave[0].Cmp(want) != 0 {
			t.Errorf("winning move %d at 10^99: take %d leave %v", i, m.Take, m.Leave[0])
		}
	}
}

func TestLimits(t *testing.T) {
	g := mustGame(t, "1,5,8,10", false, engine.Auto)
	if _, err := g.Solve(20001, pageLimits, nil); err == nil || err.Error() != `len: "20001": the page lists at most 20,000 heap sizes; use a smaller len` {
		t.Errorf("len 20001 on the page: error %v", err)
	}
	var bad *game.InputError
	wide := mustGame(t, "1-1000000", false, engine.Auto)
	_, err := wide.Solve(20000, pageLimits, nil)
	want := `len: "20000": the nim-values of 20,000 heap sizes with 1,000,000 moves exceed the work limit of the page; use a smaller len`
	if !errors.As(err, &bad) || bad.Key != "len" || err.Error() != want {
		t.Errorf("error = %v, want %s", err, want)
	}
	// Misère play computes no nim-values: the same length is within limits.
	if _, err := mustGame(t, "1-1000000", true, engine.Auto).Solve(20000, pageLimits, nil); err != nil {
		t.Errorf("misère 1-1000000 with len 20000 on the page: %v", err)
	}

	// A search too short to find the period says so, and refuses heaps
	// beyond it.
	short := game.Limits{MaxLen: 1000, Search: 150, NimSearch: 150, Work: 1 << 20, Where: "the test"}
	for _, misere := range []bool{false, true} {
		sol, err := mustGame(t, "7,100", misere, engine.Auto).Solve(50, short, nil)
		if err != nil {
			t.Fatal(err)
		}
		if sol.OutcomePeriod != nil || sol.OutcomeSearch != 150 || periodic.Describe("outcomes", sol.OutcomePeriod, sol.OutcomeSearch) != "No period of the outcomes up to 150 heap sizes." {
			t.Errorf("misère %t: a short search found %+v up to %d; want no period up to 150", misere, sol.OutcomePeriod, sol.OutcomeSearch)
		}
		var unknown *game.Unknown
		_, err = sol.Values.Outcome(big.NewInt(1_000_000))
		if !errors.As(err, &unknown) || err.Error() != "no period was found up to 150, so heap sizes beyond it cannot be answered" {
			t.Errorf("misère %t: Outcome(10^6) error %v", misere, err)
		}
		if _, ok := sol.Values.(game.NimValues); ok == misere {
			t.Errorf("misère %t: the values have nim-values: %t", misere, ok)
		}
		if misere {
			continue
		}
		_, err = sol.Values.(game.NimValues).Nim(big.NewInt(1_000_000))
		if !errors.As(err, &unknown) || err.Error() != "no period of the nim-values was found up to 150, so their values beyond it cannot be answered" {
			t.Errorf("Nim(10^6) error %v", err)
		}
	}
	// The nim search stops at lim.Work/|S| heap sizes: 1500 for 2 moves.
	sparse := mustGame(t, "1,1000", false, engine.Auto)
	sol, err := sparse.Solve(10, game.Limits{MaxLen: 100, Search: 1 << 20, NimSearch: 1 << 20, Work: 2 * 1500, Where: "the test"}, nil)
	if err != nil || sol.NimPeriod != nil || sol.NimSearch != 1500 || sol.OutcomePeriod == nil {
		t.Errorf("S = {1,1000} with work for 1500 nim-values: %v, nim period %+v up to %d; want none up to 1500, an outcome period", err, sol.NimPeriod, sol.NimSearch)
	}
}

// Heaps below the search are answered from the computed values, with or
// without a period.
func TestValuesBelowSearch(t *testing.T) {
	_, sol := mustSolve(t, "7,100", false, 300, game.Limits{MaxLen: 1000, Search: 300, NimSearch: 300, Work: 1 << 20, Where: "the test"})
	nim, _ := engine.Nim(engine.DP, []int{7, 100}, 300, nil)
	for i := range 300 {
		n := big.NewInt(int64(i))
		if x := nimAt(t, sol.Values, n); x != nim[i] || (outcomeAt(t, sol.Values, n) == game.P) != (nim[i] == 0) {
			t.Fatalf("heap %d: nim %d, outcome %v; want %d", i, x, outcomeAt(t, sol.Values, n), nim[i])
		}
	}
}

func TestCancel(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	for _, a := range engine.Algorithms {
		for _, misere := range []bool{false, true} {
			g := mustGame(t, "1,5,8,10", misere, a)
			if _, err := g.Solve(100, cliLimits, game.NewWork(ctx, nil)); !errors.Is(err, context.Canceled) {
				t.Errorf("Solve(algo=%s, misère %t) after cancel: error %v, want %v", a, misere, err, context.Canceled)
			}
		}
	}
	var reports []game.Progress
	g := mustGame(t, "1,5,8,10", false, engine.Auto)
	if _, err := g.Solve(100, cliLimits, game.NewWork(context.Background(), func(p game.Progress) { reports = append(reports, p) })); err != nil {
		t.Fatal(err)
	}
	if len(reports) == 0 || reports[0].Stage != "outcomes" || reports[len(reports)-1].Stage != "nim-values" {
		t.Errorf("progress reports = %v, want some, from outcomes to nim-values", reports)
	}
}

// Every algorithm gives the same solution, normal and misère.
func TestAlgorithmsAgree(t *testing.T) {
	for _, moves := range []string{"1,5,8,10", "6,13,14,16", "2,16,27,29", "63-65,1000", "3,90,200"} {
		for _, misere := range []bool{false, true} {
			want, err := mustGame(t, moves, misere, engine.DP).Solve(500, cliLimits, nil)
			if err != nil {
				t.Fatal(err)
			}
			for _, a := range engine.Algorithms {
				got, err := mustGame(t, moves, misere, a).Solve(500, cliLimits, nil)
				if err != nil {
					t.Fatal(err)
				}
				if got.Outcomes != want.Outcomes || !slices.Equal(got.Nim, want.Nim) ||
					fmt.Sprint(got.OutcomePeriod, got.NimPeriod, got.OutcomeSearch, got.NimSearch) != fmt.Sprint(want.OutcomePeriod, want.NimPeriod, want.OutcomeSearch, want.NimSearch) {
					t.Errorf("moves %s, misère %t: algo=%s differs from dp", moves, misere, a)
				}
			}
		}
	}
}

// A period proven within an eighth of len ends its search there, and
// Solve carries the figures to len by it: every letter and nim-value of
// heaps 0..len−1, the periods and the searches are those of the engines
// over every heap the searches report, and the values answer each heap
// below len from the heaps of the proof alone. Random finite move sets
// and lengths, in normal and misère play; some periods are proven early,
// others only at len or beyond it.
func TestEarlyPeriodAgainstEngine(t *testing.T) {
	r := rand.New(rand.NewPCG(15, 16))
	lim := game.Limits{MaxLen: 1 << 20, Search: 1 << 19, NimSearch: 1 << 19, Work: 1 << 33, Where: "the test"}
	// The outcomes of these repeat every 17 and 4 heaps, their nim-values
	// every 34 and 12: each figure is carried by its own period.
	fixed := [][]int{{4, 6, 11, 14}, {2, 5, 7, 10, 15}}
	early, late := map[string]int{}, map[string]int{}
	for trial := range 120 {
		m := gametest.RandomMoves(r, 1+r.IntN(6), []int{12, 200, 3000}[r.IntN(3)])
		misere := r.IntN(3) == 0
		length := 1 + r.IntN([]int{40_000, 250_000}[r.IntN(2)])
		if trial < len(fixed) {
			m, misere, length = fixed[trial], false, 100_000+r.IntN(1000)
		}
		name := fmt.Sprintf("moves %v, misère %t, len %d", m, misere, length)
		sol, err := mustGame(t, game.NewMoveSet(m...).String(), misere, engine.Auto).Solve(length, lim, nil)
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		window := m[len(m)-1]
		cold, err := engine.Cold(engine.DP, m, sol.OutcomeSearch, nil)
		if misere {
			cold, err = engine.ColdMisere(m, sol.OutcomeSearch, nil)
		}
		if err != nil {
			t.Fatal(err)
		}
		letters := make([]byte, sol.OutcomeSearch)
		for i := range letters {
			letters[i] = byte(game.N)
			if cold.Has(i) {
				letters[i] = byte(game.P)
			}
		}
		check := func(figure string, p *periodic.Period, searched int, want periodic.Period, ok bool) {
			t.Helper()
			if searched < length || (p != nil) != ok || p != nil && *p != want {
				t.Fatalf("%s: the %s's period %v searched to %d; the engine over the heaps searched gives %+v (found %t)", name, figure, p, searched, want, ok)
			}
		}
		want, ok := periodic.FindIn(letters, sol.OutcomeSearch, window)
		check("outcomes", sol.OutcomePeriod, sol.OutcomeSearch, want, ok)
		if sol.Outcomes != string(letters[:length]) {
			for i := range length {
				if sol.Outcomes[i] != letters[i] {
					t.Fatalf("%s: Outcome(%d) = %c, the engine says %c", name, i, sol.Outcomes[i], letters[i])
				}
			}
		}
		var nim []uint32
		var values outcomeValues
		if misere {
			values = sol.Values.(outcomeValues)
		} else {
			nim, err = engine.Nim(engine.DP, m, sol.NimSearch, nil)
			if err != nil {
				t.Fatal(err)
			}
			want, ok := periodic.FindIn(nim, sol.NimSearch, window)
			check("nim-values", sol.NimPeriod, sol.NimSearch, want, ok)
			for i := range length {
				if sol.Nim[i] != nim[i] {
					t.Fatalf("%s: nim(%d) = %d, the engine says %d", name, i, sol.Nim[i], nim[i])
				}
			}
			if len(sol.Nim) != length {
				t.Fatalf("%s: %d nim-values, want %d", name, len(sol.Nim), length)
			}
			count(early, late, "nim-values", sol.Values.(nimValues).searched < length)
			values = sol.Values.(nimValues).outcomeValues
		}
		count(early, late, "outcomes", values.searched < length)
		for range 20 {
			i := r.IntN(length)
			heap := big.NewInt(int64(i))
			if got := outcomeAt(t, sol.Values, heap); byte(got) != letters[i] {
				t.Fatalf("%s: Values.Outcome(%d) = %v, the engine says %c", name, i, got, letters[i])
			}
			if !misere && nimAt(t, sol.Values, heap) != nim[i] {
				t.Fatalf("%s: Values.Nim(%d) = %d, the engine says %d", name, i, nimAt(t, sol.Values, heap), nim[i])
			}
		}
	}
	for _, figure := range []string{"outcomes", "nim-values"} {
		if early[figure] < 10 || late[figure] < 10 {
			t.Errorf("the %s of %d games were carried from an early period, of %d not; want at least 10 of each", figure, early[figure], late[figure])
		}
	}
}

// count adds one to early[figure] or to late[figure].
func count(early, late map[string]int, figure string, carried bool) {
	if carried {
		early[figure]++
	} else {
		late[figure]++
	}
}

// playOracle decides a heap of a finite subtraction game by exhaustive
// game-tree search, straight from the rules: in normal play the player who
// cannot move loses, in misère play wins. It knows nothing of nim-values.
type playOracle struct {
	moves  []int
	misere bool
	memo   map[int]bool
}

func (o *playOracle) wins(h int) bool {
	if v, ok := o.memo[h]; ok {
		return v
	}
	win, moved := false, false
	for _, s := range o.moves {
		if s > h {
			break
		}
		moved = true
		if !o.wins(h - s) {
			win = true
		}
	}
	if !moved {
		win = o.misere
	}
	o.memo[h] = win
	return win
}

// Misère outcomes of single heaps, and their periods, against play.
func TestMisereAgainstPlay(t *testing.T) {
	r := rand.New(rand.NewPCG(9, 10))
	for range 200 {
		m := gametest.RandomMoves(r, 1+r.IntN(5), 2+r.IntN(20))
		o := &playOracle{moves: m, misere: true, memo: map[int]bool{}}
		_, sol := mustSolve(t, game.NewMoveSet(m...).String(), true, 400, cliLimits)
		seq := make([]uint32, 400)
		for n := range 400 {
			want := byte(game.P)
			if o.wins(n) {
				want = byte(game.N)
				seq[n] = 1
			}
			if sol.Outcomes[n] != want {
				t.Fatalf("moves %v misère: Outcome(%d) = %c, want %c", m, n, sol.Outcomes[n], want)
			}
			if got := outcomeAt(t, sol.Values, big.NewInt(int64(n))); byte(got) != want {
				t.Fatalf("moves %v misère: Values.Outcome(%d) = %v, want %c", m, n, got, want)
			}
		}
		if sol.Nim != nil || sol.NimPeriod != nil {
			t.Fatalf("moves %v misère: nim-values reported; misère play has none", m)
		}
		want, ok := gametest.ObservedPeriod(seq, m[len(m)-1])
		if ok && (sol.OutcomePeriod == nil || *sol.OutcomePeriod != want) {
			t.Fatalf("moves %v misère: period %+v, want %+v", m, sol.OutcomePeriod, want)
		}
		// Beyond the computed values, through the period, against play.
		for range 3 {
			n := 400 + r.IntN(2000)
			got := outcomeAt(t, sol.Values, big.NewInt(int64(n)))
			if (got == game.N) != o.wins(n) {
				t.Fatalf("moves %v misère: Outcome(%d) = %v, play says win %t", m, n, got, o.wins(n))
			}
		}
	}
}

// Misère differs from normal play, and its period is computed, not assumed:
// {1,2,3} misère loses at n ≡ 1 (mod 4); {2,3} misère (Winning Ways'
// S(2,3)) has its own pattern.
func TestMisereKnown(t *testing.T) {
	_, sol := mustSolve(t, "1-3", true, 12, cliLimits)
	if sol.Outcomes != "NPNNNPNNNPNN" {
		t.Errorf("{1,2,3} misère outcomes = %s, want NPNNNPNNNPNN", sol.Outcomes)
	}
	n, _ := new(big.Int).SetString("1000000000000000000000000000001", 10)
	if o := outcomeAt(t, sol.Values, n); o != game.P {
		t.Errorf("{1,2,3} misère at 10^30+1 = %v, want P", o)
	}
	if want := (periodic.Period{Preperiod: 0, Period: 4, Proven: true}); sol.OutcomePeriod == nil || *sol.OutcomePeriod != want {
		t.Errorf("{1,2,3} misère period %+v, want %+v", sol.OutcomePeriod, want)
	}
	_, normal := mustSolve(t, "2,3", false, 30, cliLimits)
	_, misere := mustSolve(t, "2,3", true, 30, cliLimits)
	if normal.Outcomes == misere.Outcomes {
		t.Errorf("{2,3}: misère outcomes equal normal ones: %s", misere.Outcomes)
	}
	if misere.Outcomes[:2] != "NN" {
		t.Errorf("{2,3} misère: heaps 0 and 1 have no move, so the player to move wins; got %s", misere.Outcomes[:2])
	}
}

func TestGame(t *testing.T) {
	g := mustGame(t, "10,8,5,1", false, engine.Sieve)
	if got, want := g.Title(), "Subtraction game, moves {1, 5, 8, 10}, normal play"; got != want {
		t.Errorf("Title() = %q, want %q", got, want)
	}
	if got, want := fmt.Sprint(g.Keys()), "[{moves 1,5,8,10} {play normal} {norepeat 0} {algo sieve}]"; got != want {
		t.Errorf("Keys() = %s, want %s", got, want)
	}
	m := mustGame(t, "1-3", true, engine.Auto)
	if got, want := m.Title(), "Subtraction game, moves {1-3}, misère play"; got != want || !m.Misere() || g.Misere() {
		t.Errorf("Title() = %q, want %q; Misere() = %t", got, want, m.Misere())
	}
	var takes []string
	g.Options(big.NewInt(9), func(mv game.Move) bool {
		takes = append(takes, fmt.Sprint(mv.Take, "→", mv.Leave[0]))
		return true
	})
	if got := strings.Join(takes, " "); got != "1→8 5→4 8→1" {
		t.Errorf("Options(9) = %s, want 1→8 5→4 8→1", got)
	}
	takes = nil
	g.Options(big.NewInt(100), func(mv game.Move) bool {
		takes = append(takes, fmt.Sprint(mv.Take))
		return len(takes) < 2
	})
	if len(takes) != 2 {
		t.Errorf("Options did not stop when yield returned false: %v", takes)
	}
	if letters := g.Legend(); len(letters) != 2 || letters[0].Letter != game.P || letters[1].Letter != game.N {
		t.Errorf("Legend() = %v, want P and N", letters)
	}
	if _, err := New(game.Named("squares"), false, engine.Auto); err == nil {
		t.Errorf("New(squares) gave no error")
	}
	if _, err := New(game.NewMoveSet(1), false, "fast"); err == nil || !strings.HasPrefix(err.Error(), `algo: "fast": `) {
		t.Errorf("New(algo=fast) error %v, want an algo: error", err)
	}
}

// Solve's results are what an impartial game promises: the shapes.
var (
	_ game.Impartial = (*Game)(nil)
	_ game.Solver    = (*Game)(nil)
)
