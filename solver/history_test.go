package solver

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"
)

// noRepeatOracle plays the no-repeat game by exhaustive search from the
// rules: the player to move may take s in S, s ≤ heap, s not among the last
// k moves; who cannot move loses.
func noRepeatOracle(moves []int, k int) func(heap int, last []int) bool {
	memo := map[string]bool{}
	var wins func(heap int, last []int) bool
	wins = func(heap int, last []int) bool {
		key := fmt.Sprint(heap, last)
		if v, ok := memo[key]; ok {
			return v
		}
		v := false
		for _, s := range moves {
			if s > heap || slices.Contains(last, s) {
				continue
			}
			next := append(slices.Clone(last), s)
			if len(next) > k {
				next = next[1:]
			}
			if !wins(heap-s, next) {
				v = true
				break
			}
		}
		memo[key] = v
		return v
	}
	return wins
}

// The seed's claim (000 §3.3, A.1): S = {1,…,5}, k = 1: safe exactly when
// n ≡ 0 or 7 (mod 13).
func TestNoRepeatSeed(t *testing.T) {
	r := analyze(t, "moves=1-5&norepeat=1&len=300", CLILimits)
	var want []int
	for n := range 300 {
		if n%13 == 0 || n%13 == 7 {
			want = append(want, n)
		}
	}
	if !slices.Equal(r.Safe, want) {
		t.Errorf("safe = %v, want n ≡ 0 or 7 (mod 13): %v", r.Safe, want)
	}
	if r.TablePeriod == nil || r.TablePeriod.Period != 13 {
		t.Errorf("table period = %+v, want period 13", r.TablePeriod)
	}
}

func TestNoRepeatAgainstPlay(t *testing.T) {
	rnd := rand.New(rand.NewPCG(11, 12))
	for trial := range 60 {
		m := randomMoves(rnd, 2+rnd.IntN(4), 2+rnd.IntN(9))
		if len(m) < 2 {
			continue
		}
		k := 1 + trial%min(3, len(m))
		set := NewMoveSet(m...).String()
		res := analyze(t, fmt.Sprintf("moves=%s&norepeat=%d&len=80", set, k), CLILimits)
		oracle := noRepeatOracle(m, k)
		hs := newHistories(m, k)
		var safe []int
		for n := range 80 {
			want := byte(P)
			if oracle(n, nil) {
				want = byte(N)
			}
			if res.Outcomes[n] != want {
				t.Fatalf("moves %v k=%d: Outcome(%d) from the start = %c, want %c", m, k, n, res.Outcomes[n], want)
			}
			all := true
			for h, hist := range hs.list {
				cell := byte(P)
				if oracle(n, hist) {
					cell = byte(N)
					all = false
				}
				if res.Table[h].Cells[n] != cell {
					t.Fatalf("moves %v k=%d: table %s at %d = %c, want %c", m, k, res.Table[h].Label, n, res.Table[h].Cells[n], cell)
				}
			}
			if all {
				safe = append(safe, n)
			}
		}
		if !slices.Equal(res.Safe, safe) && !(len(res.Safe) == 0 && safe == nil) {
			t.Fatalf("moves %v k=%d: safe %v, want %v", m, k, res.Safe, safe)
		}
		// A safe heap has no move to a safe heap: when k < |S| some history
		// allows any move, and a move to a safe heap would win after it.
		if k < len(m) {
			for _, sf := range res.Safe {
				for _, mv := range m {
					if sf-mv >= 0 && slices.Contains(res.Safe, sf-mv) {
						t.Errorf("moves %v k=%d: safe %d has the move %d to safe %d", m, k, sf, mv, sf-mv)
					}
				}
			}
		}
		// Queries with a history, and far beyond the computed range.
		if k == 1 && len(m) > 1 {
			last := m[0]
			c, _ := ParseConfig(fmt.Sprintf("moves=%s&norepeat=1&len=5&n=60&last=%d", set, last))
			q := analyzeConfig(t, c).Query
			if want := oracle(60, []int{last}); (q.Outcome == N) != want {
				t.Fatalf("moves %v: Outcome(60 after %d) = %v, want first player wins %v", m, last, q.Outcome, want)
			}
		}
	}
}

func TestNoRepeatHuge(t *testing.T) {
	n := "1" + strings.Repeat("0", 99)
	r := analyze(t, "moves=1-5&norepeat=1&len=13&n="+n, CLILimits)
	// 10^99 ≡ 12 (mod 13): the start outcome of heap 12.
	if want := r.Outcomes[12]; byte(r.Query.Outcome) != want {
		t.Errorf("Outcome(10^99) = %v, want %c (that of heap 12)", r.Query.Outcome, want)
	}
}

// partizanOracle decides who wins by exhaustive search: leftToMove says
// whose turn it is; the player who cannot move loses.
func partizanOracle(left, right []int) func(n int, leftToMove bool) bool {
	memo := map[[2]int]bool{}
	var leftWins func(n int, leftToMove bool) bool
	leftWins = func(n int, leftToMove bool) bool {
		key := [2]int{n, 0}
		if leftToMove {
			key[1] = 1
		}
		if v, ok := memo[key]; ok {
			return v
		}
		moves := right
		if leftToMove {
			moves = left
		}
		v := !leftToMove // no move: the mover loses
		for _, s := range moves {
			if s <= n && leftWins(n-s, !leftToMove) == leftToMove {
				v = leftToMove
				break
			}
		}
		memo[key] = v
		return v
	}
	return leftWins
}

// The seed's claim (000 §4.3, A.2): Left {2,5,9} against Right {3,4,8}:
// from 10 stones on, Left wins whoever starts.
func TestPartizanSeed(t *testing.T) {
	r := analyze(t, "game=partizan&left=2,5,9&right=3,4,8&len=40", CLILimits)
	if want := (Period{Preperiod: 10, Period: 1, Proven: true}); r.OutcomePeriod == nil || *r.OutcomePeriod != want {
		t.Errorf("period = %+v, want %+v", r.OutcomePeriod, want)
	}
	if r.Outcomes[10:] != strings.Repeat("L", 30) || r.Outcomes[9] == 'L' {
		t.Errorf("outcomes = %s, want L exactly from 10 on", r.Outcomes)
	}
}

func TestPartizanAgainstPlay(t *testing.T) {
	rnd := rand.New(rand.NewPCG(13, 14))
	for range 150 {
		l := randomMoves(rnd, 1+rnd.IntN(4), 2+rnd.IntN(12))
		rr := randomMoves(rnd, 1+rnd.IntN(4), 2+rnd.IntN(12))
		q := fmt.Sprintf("game=partizan&left=%s&right=%s&len=120", NewMoveSet(l...), NewMoveSet(rr...))
		res := analyze(t, q, CLILimits)
		oracle := partizanOracle(l, rr)
		for n := range 120 {
			lf, rf := byte(R), byte(L)
			if oracle(n, true) {
				lf = byte(L)
			}
			if !oracle(n, false) {
				rf = byte(R)
			}
			if res.LeftFirst[n] != lf || res.RightFirst[n] != rf {
				t.Fatalf("%s: heap %d: leftFirst %c rightFirst %c, want %c %c", q, n, res.LeftFirst[n], res.RightFirst[n], lf, rf)
			}
			// The class agrees with the two who-starts letters.
			want := map[[2]byte]byte{{'L', 'L'}: 'L', {'R', 'R'}: 'R', {'L', 'R'}: 'N', {'R', 'L'}: 'P'}[[2]byte{lf, rf}]
			if res.Outcomes[n] != want {
				t.Fatalf("%s: class(%d) = %c, want %c", q, n, res.Outcomes[n], want)
			}
		}
		if p := res.OutcomePeriod; p != nil {
			for n := p.Preperiod; n+p.Period < 120; n++ {
				if res.Outcomes[n] != res.Outcomes[n+p.Period] {
					t.Fatalf("%s: period %+v broken at %d", q, *p, n)
				}
			}
		}
	}
}

// parityOracle plays the parity game from its rules: pile, the mover's and
// the other's holdings; at the end the player holding an odd number wins.
func parityOracle(moves []int) func(pile, mine, theirs int) bool {
	memo := map[[3]int]bool{}
	var wins func(pile, mine, theirs int) bool
	wins = func(pile, mine, theirs int) bool {
		if pile == 0 {
			return mine%2 == 1
		}
		key := [3]int{pile, mine % 2, theirs % 2}
		if v, ok := memo[key]; ok {
			return v
		}
		v := false
		for _, s := range moves {
			if s <= pile && !wins(pile-s, theirs, mine+s) {
				v = true
				break
			}
		}
		memo[key] = v
		return v
	}
	return wins
}

func TestParityAgainstPlay(t *testing.T) {
	rnd := rand.New(rand.NewPCG(15, 16))
	sets := [][]int{{1}, {1, 2}, {1, 2, 3}, {1, 2, 3, 4}, {1, 2, 3, 4, 5, 6, 7}}
	for range 60 {
		sets = append(sets, randomMoves(rnd, 1+rnd.IntN(4), 2+rnd.IntN(8)))
	}
	for _, m := range sets {
		q := "game=parity&len=151&moves=" + NewMoveSet(m...).String()
		res := analyze(t, q, CLILimits)
		oracle := parityOracle(m)
		for n := range 151 {
			want := byte('-')
			if n%2 == 1 {
				want = byte(P)
				if oracle(n, 0, 0) {
					want = byte(N)
				}
			}
			if res.Outcomes[n] != want {
				t.Fatalf("%s: Outcome(%d) = %c, want %c", q, n, res.Outcomes[n], want)
			}
		}
	}
	// maxTake 1: period 4 (not 1, as a detector blind to the pile's parity says).
	if r := analyze(t, "game=parity&moves=1&len=9", CLILimits); r.OutcomePeriod.Period != 4 || r.TablePeriod.Period != 4 {
		t.Errorf("moves 1: outcome period %+v, table period %+v, want 4", r.OutcomePeriod, r.TablePeriod)
	}
}

// The module's policy: the largest winning take when winning, else 1.
func TestParityPolicy(t *testing.T) {
	for _, tt := range []struct {
		moves string
		n     int
		want  int
	}{{"1-4", 7, 2}, {"1-3", 7, 2}, {"1", 3, 1}, {"1-2", 7, 1}} {
		r := analyze(t, fmt.Sprintf("game=parity&moves=%s&len=3&n=%d", tt.moves, tt.n), CLILimits)
		q := r.Query
		largest := 0
		for _, m := range q.WinningMoves {
			largest = max(largest, m.Take)
		}
		if q.Outcome == N && q.Policy.Take != largest || q.Outcome == P && q.Policy.Take != 1 || q.Policy.Take != tt.want {
			t.Errorf("moves %s heap %d: policy takes %d (outcome %v, winning %v), want %d", tt.moves, tt.n, q.Policy.Take, q.Outcome, q.WinningMoves, tt.want)
		}
	}
	c, _ := ParseConfig("game=parity&n=8")
	if _, err := Analyze(t.Context(), c, CLILimits, nil); err == nil || !strings.HasPrefix(err.Error(), "n: ") {
		t.Errorf("an even pile: error %v, want an n: error", err)
	}
}

func analyzeConfig(t *testing.T, c Config) *Result {
	t.Helper()
	r, err := Analyze(t.Context(), c, CLILimits, nil)
	if err != nil {
		t.Fatal(err)
	}
	return r
}
