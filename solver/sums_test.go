package solver

import (
	"context"
	"fmt"
	"math/big"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"
)

// playOracle decides a position of several heaps of a finite subtraction
// game by exhaustive game-tree search, straight from the rules: in normal
// play the player who cannot move loses, in misère play wins. It knows
// nothing of nim-values.
type playOracle struct {
	moves  []int
	misere bool
	memo   map[string]bool
}

func (o *playOracle) wins(heaps []int) bool {
	h := slices.Clone(heaps)
	slices.Sort(h)
	key := fmt.Sprint(h)
	if v, ok := o.memo[key]; ok {
		return v
	}
	win, moved := false, false
	for i := range h {
		for _, s := range o.moves {
			if s > h[i] {
				break
			}
			moved = true
			next := slices.Clone(h)
			next[i] -= s
			if !o.wins(next) {
				win = true
			}
		}
	}
	if !moved {
		win = o.misere
	}
	o.memo[key] = win
	return win
}

func heapsQuery(heaps []int) string {
	s := make([]string, len(heaps))
	for i, h := range heaps {
		s[i] = fmt.Sprint(h)
	}
	return strings.Join(s, ",")
}

// Sums of heaps in normal play (nim-sum) and misère play (search) against
// exhaustive play, with every winning move checked.
func TestSumsAgainstPlay(t *testing.T) {
	r := rand.New(rand.NewPCG(7, 8))
	for trial := range 120 {
		m := randomMoves(r, 1+r.IntN(4), 2+r.IntN(8))
		misere := trial%2 == 1
		heaps := make([]int, 1+r.IntN(4))
		for i := range heaps {
			heaps[i] = r.IntN(14)
		}
		o := &playOracle{moves: m, misere: misere, memo: map[string]bool{}}
		q := "len=5&moves=" + NewMoveSet(m...).String() + "&heaps=" + heapsQuery(heaps)
		if misere {
			q += "&play=misere"
		}
		res := analyze(t, q, CLILimits)
		want := P
		if o.wins(heaps) {
			want = N
		}
		if res.Sum.Outcome != want {
			t.Fatalf("%s: outcome %v, want %v", q, res.Sum.Outcome, want)
		}
		var wantMoves []string
		for i, h := range heaps {
			for _, s := range m {
				if s > h {
					break
				}
				next := slices.Clone(heaps)
				next[i] -= s
				if !o.wins(next) {
					wantMoves = append(wantMoves, fmt.Sprintf("%d:%d", i, s))
				}
			}
		}
		var got []string
		for _, mv := range res.Sum.WinningMoves {
			got = append(got, fmt.Sprintf("%d:%d", mv.Heap, mv.Take))
			if l := mv.Leave[0].Int64(); l != int64(heaps[mv.Heap]-mv.Take) {
				t.Errorf("%s: move %v leaves %d", q, mv, l)
			}
		}
		if !slices.Equal(got, wantMoves) {
			t.Fatalf("%s: winning moves %v, want %v", q, got, wantMoves)
		}
		if !misere {
			x := uint32(0)
			for i, h := range heaps {
				if res.Sum.Nim[i] != nimOf(t, m, h) {
					t.Fatalf("%s: nim of heap %d = %d", q, h, res.Sum.Nim[i])
				}
				x ^= res.Sum.Nim[i]
			}
			if *res.Sum.NimSum != x {
				t.Fatalf("%s: nim-sum %d, want %d", q, *res.Sum.NimSum, x)
			}
		}
	}
}

func nimOf(t *testing.T, moves []int, h int) uint32 {
	v, err := nimDP(moves, h+1, nil)
	if err != nil {
		t.Fatal(err)
	}
	return v[h]
}

// Misère outcomes of single heaps, and their periods, against play.
func TestMisereAgainstPlay(t *testing.T) {
	r := rand.New(rand.NewPCG(9, 10))
	for range 200 {
		m := randomMoves(r, 1+r.IntN(5), 2+r.IntN(20))
		o := &playOracle{moves: m, misere: true, memo: map[string]bool{}}
		res := analyze(t, "len=400&play=misere&moves="+NewMoveSet(m...).String(), CLILimits)
		seq := make([]uint32, 400)
		for n := range 400 {
			want := byte(P)
			if o.wins([]int{n}) {
				want = byte(N)
				seq[n] = 1
			}
			if res.Outcomes[n] != want {
				t.Fatalf("moves %v misère: Outcome(%d) = %c, want %c", m, n, res.Outcomes[n], want)
			}
		}
		if res.Nim != nil || res.NimPeriod != nil {
			t.Fatalf("moves %v misère: nim-values %v reported; misère play has none", m, res.Nim[:3])
		}
		want, ok := observedPeriod(seq, m[len(m)-1])
		if ok && (res.OutcomePeriod == nil || *res.OutcomePeriod != want) {
			t.Fatalf("moves %v misère: period %+v, want %+v", m, res.OutcomePeriod, want)
		}
	}
}

// Misère differs from normal play, and its period is computed, not assumed:
// {1,2,3} misère loses at n ≡ 1 (mod 4); {2,3} misère (Winning Ways'
// S(2,3)) has its own pattern.
func TestMisereKnown(t *testing.T) {
	res := analyze(t, "moves=1-3&play=misere&len=12&n=1000000000000000000000000000001", CLILimits)
	if res.Outcomes != "NPNNNPNNNPNN" {
		t.Errorf("{1,2,3} misère outcomes = %s, want NPNNNPNNNPNN", res.Outcomes)
	}
	if res.Query.Outcome != P || res.Query.Nim != nil {
		t.Errorf("{1,2,3} misère at 10^30+1 = %v (nim %v), want P without a nim-value", res.Query.Outcome, res.Query.Nim)
	}
	normal := analyze(t, "moves=2,3&len=30", CLILimits)
	misere := analyze(t, "moves=2,3&play=misere&len=30", CLILimits)
	if normal.Outcomes == misere.Outcomes {
		t.Errorf("{2,3}: misère outcomes equal normal ones: %s", misere.Outcomes)
	}
	if misere.Outcomes[:2] != "NN" {
		t.Errorf("{2,3} misère: heaps 0 and 1 have no move, so the player to move wins; got %s", misere.Outcomes[:2])
	}
}

func TestMisereSumLimit(t *testing.T) {
	c, _ := ParseConfig("moves=1-3&play=misere&heaps=40,41,42,43,44,45")
	lim := PageLimits
	lim.MisereStates = 1000
	_, err := Analyze(context.Background(), c, lim, nil)
	want := "heaps: misère sums are solved by exhaustive search, limited to 1,000 positions on the page; this position needs more (smaller heaps, or the CLI)"
	if err == nil || err.Error() != want {
		t.Errorf("error = %v, want %s", err, want)
	}
	c, _ = ParseConfig("moves=1-3&play=misere&heaps=" + strings.Repeat("9", 30))
	if _, err := Analyze(context.Background(), c, lim, nil); err == nil || !strings.HasPrefix(err.Error(), "heaps: ") {
		t.Errorf("a 30-digit misère heap: error %v, want a heaps: error", err)
	}
}

// Big heaps in a normal-play sum reduce through the proven period.
func TestSumHuge(t *testing.T) {
	big30, _ := new(big.Int).SetString("1"+strings.Repeat("0", 30), 10)
	res := analyze(t, "moves=1,5,8,10&heaps="+big30.String()+",68,13", CLILimits)
	// 10^30 ≡ 1 (mod 13) since 10^6 ≡ 1; nim(1) = 1, nim(68) = nim(3) = 1, nim(13) = 0.
	if res.Sum.Nim[0] != 1 || res.Sum.Nim[1] != 1 || res.Sum.Nim[2] != 0 || *res.Sum.NimSum != 0 || res.Sum.Outcome != P {
		t.Errorf("sum = %+v nim %v, want nim 1,1,0, nim-sum 0, P", res.Sum, res.Sum.Nim)
	}
}
