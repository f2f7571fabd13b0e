package solver

import (
	"context"
	"errors"
	"fmt"
	"math/big"
	"math/rand/v2"
	"reflect"
	"runtime"
	"slices"
	"strings"
	"testing"
)

// namedWasm is true under GOOS=js GOARCH=wasm, where the tests run smaller.
var namedWasm = runtime.GOARCH == "wasm"

// namedSize returns native natively and small under wasm.
func namedSize(native, small int) int {
	if namedWasm {
		return small
	}
	return native
}

// namedIsPrime decides primality by trial division: the definition.
func namedIsPrime(s int) bool {
	if s < 2 {
		return false
	}
	for d := 2; d*d <= s; d++ {
		if s%d == 0 {
			return false
		}
	}
	return true
}

// namedDefinitions are the move sets straight from their definitions, as
// predicates on an amount (the rule sqrt on the amount and the heap),
// independent of the generators of named.go.
var namedDefinitions = map[string]func(s, heap int) bool{
	"squares": func(s, _ int) bool {
		for k := 1; k*k <= s; k++ {
			if k*k == s {
				return true
			}
		}
		return false
	},
	"primes":  func(s, _ int) bool { return namedIsPrime(s) },
	"primes1": func(s, _ int) bool { return s == 1 || namedIsPrime(s) },
	"powers2": func(s, _ int) bool { return s&(s-1) == 0 },
	"fibonacci": func(s, _ int) bool {
		for a, b := 1, 2; a <= s; a, b = b, a+b {
			if a == s {
				return true
			}
		}
		return false
	},
	// Sums of distinct powers of 4: every base-4 digit is 0 or 1.
	"moser": func(s, _ int) bool {
		for ; s > 0; s /= 4 {
			if s%4 > 1 {
				return false
			}
		}
		return true
	},
	// From a heap of n take 1 … ⌊√n⌋: s² ≤ n.
	"sqrt": func(s, heap int) bool { return s*s <= heap },
}

// namedOracle plays a named family straight from the definitions, by
// memoized recursion: the moves of heap n are the amounts 1 … n the
// definition allows; in normal play a heap is won when some move reaches a
// lost heap, in misère play a heap without moves is won too.
type namedOracle struct {
	allowed func(s, heap int) bool
	takes   [][]int // takes[n]: the amounts allowed from heap n
	wins    map[bool]map[int]bool
	nims    map[int]uint32
}

func newNamedOracle(name string) *namedOracle {
	return &namedOracle{allowed: namedDefinitions[name], wins: map[bool]map[int]bool{false: {}, true: {}}, nims: map[int]uint32{}}
}

func (o *namedOracle) moves(n int) []int {
	for len(o.takes) <= n {
		h := len(o.takes)
		var t []int
		for s := 1; s <= h; s++ {
			if o.allowed(s, h) {
				t = append(t, s)
			}
		}
		o.takes = append(o.takes, t)
	}
	return o.takes[n]
}

func (o *namedOracle) win(n int, misere bool) bool {
	w, ok := o.wins[misere][n]
	if !ok {
		w = misere && len(o.moves(n)) == 0
		for _, s := range o.moves(n) {
			if !o.win(n-s, misere) {
				w = true
				break
			}
		}
		o.wins[misere][n] = w
	}
	return w
}

func (o *namedOracle) nim(n int) uint32 {
	v, ok := o.nims[n]
	if !ok {
		seen := map[uint32]bool{}
		for _, s := range o.moves(n) {
			seen[o.nim(n-s)] = true
		}
		for seen[v] {
			v++
		}
		o.nims[n] = v
	}
	return v
}

// winningTakes lists the takes from heap n that leave a lost heap.
func (o *namedOracle) winningTakes(n int, misere bool) []int {
	takes := []int{}
	for _, s := range o.moves(n) {
		if !o.win(n-s, misere) {
			takes = append(takes, s)
		}
	}
	return takes
}

func namedAnalyze(t testing.TB, query string, lim Limits) (*Result, error) {
	t.Helper()
	c, err := ParseConfig(query)
	if err != nil {
		t.Fatalf("ParseConfig(%q): %v", query, err)
	}
	return Analyze(context.Background(), c, lim, nil)
}

func namedMustAnalyze(t testing.TB, query string, lim Limits) *Result {
	t.Helper()
	r, err := namedAnalyze(t, query, lim)
	if err != nil {
		t.Fatalf("Analyze(%q): %v", query, err)
	}
	return r
}

func namedTakes(moves []Move) []int {
	takes := []int{}
	for _, m := range moves {
		takes = append(takes, m.Take)
	}
	return takes
}

// Every family, normal and misère, against the oracle: the outcomes and
// nim-values of the first heaps, and the query at heaps beyond them.
func TestNamedAgainstOracle(t *testing.T) {
	n := namedSize(1500, 400)
	for _, name := range NamedSets {
		o := newNamedOracle(name)
		for i := range n {
			o.win(i, false)
			o.win(i, true)
			o.nim(i)
		}
		for _, play := range []Play{Normal, Misere} {
			misere := play == Misere
			t.Run(name+"/"+string(play), func(t *testing.T) {
				r := namedMustAnalyze(t, fmt.Sprintf("moves=%s&play=%s&len=%d", name, play, n), CLILimits)
				for i := range n {
					want := N
					if !o.win(i, misere) {
						want = P
					}
					if got := Outcome(r.Outcomes[i]); got != want {
						t.Fatalf("Outcome(%d) = %v, want %v", i, got, want)
					}
					if !misere && r.Nim[i] != o.nim(i) {
						t.Fatalf("nim(%d) = %d, want %d", i, r.Nim[i], o.nim(i))
					}
				}
				if misere && r.Nim != nil {
					t.Errorf("misère play lists nim-values")
				}
				rnd := rand.New(rand.NewPCG(uint64(len(name)), uint64(n)))
				for range 20 {
					h := rnd.IntN(n)
					q := namedMustAnalyze(t, fmt.Sprintf("moves=%s&play=%s&len=1&n=%d", name, play, h), CLILimits).Query
					want := N
					if !o.win(h, misere) {
						want = P
					}
					if q.Outcome != want {
						t.Fatalf("query Outcome(%d) = %v, want %v", h, q.Outcome, want)
					}
					if !misere && (q.Nim == nil || *q.Nim != o.nim(h)) {
						t.Fatalf("query nim(%d) = %v, want %d", h, q.Nim, o.nim(h))
					}
					if got, want := namedTakes(q.WinningMoves), o.winningTakes(h, misere); !slices.Equal(got, want) {
						t.Fatalf("winning moves at %d take %v, want %v", h, got, want)
					}
					for _, m := range q.WinningMoves {
						if m.Leave[0].Int64() != int64(h-m.Take) {
							t.Fatalf("at %d: take %d leaves %v", h, m.Take, m.Leave[0])
						}
					}
				}
			})
		}
	}
}

// Sums of small heaps: in normal play the nim-sum decides; in misère play
// an exhaustive search straight from the definitions.
func TestNamedSums(t *testing.T) {
	rnd := rand.New(rand.NewPCG(7, 11))
	for _, name := range NamedSets {
		o := newNamedOracle(name)
		for range namedSize(8, 3) {
			heaps := []int{1 + rnd.IntN(14), rnd.IntN(14), 1 + rnd.IntN(14)}
			list := strings.Trim(strings.Join(strings.Fields(fmt.Sprint(heaps)), ","), "[]")
			t.Run(name+"/"+list, func(t *testing.T) {
				normal := namedMustAnalyze(t, "len=1&moves="+name+"&heaps="+list, CLILimits).Sum
				x := uint32(0)
				for _, h := range heaps {
					x ^= o.nim(h)
				}
				var want []string
				for i, h := range heaps {
					for _, s := range o.moves(h) {
						if x^o.nim(h)^o.nim(h-s) == 0 {
							want = append(want, fmt.Sprint(i, ":", s))
						}
					}
				}
				var got []string
				for _, m := range normal.WinningMoves {
					got = append(got, fmt.Sprint(m.Heap, ":", m.Take))
				}
				if (normal.Outcome == P) != (x == 0) || !slices.Equal(got, want) {
					t.Errorf("normal: %v with moves %v, want nim-sum %d and moves %v", normal.Outcome, got, x, want)
				}

				misere := namedMustAnalyze(t, "len=1&play=misere&moves="+name+"&heaps="+list, CLILimits).Sum
				search := namedMisereSearch(o, map[string]bool{})
				want = nil
				for i, h := range heaps {
					for _, s := range o.moves(h) {
						next := slices.Clone(heaps)
						next[i] -= s
						if !search(next) {
							want = append(want, fmt.Sprint(i, ":", s))
						}
					}
				}
				got = nil
				for _, m := range misere.WinningMoves {
					got = append(got, fmt.Sprint(m.Heap, ":", m.Take))
				}
				if (misere.Outcome == N) != search(heaps) || !slices.Equal(got, want) {
					t.Errorf("misère: %v with moves %v, want win=%v with moves %v", misere.Outcome, got, search(heaps), want)
				}
			})
		}
	}
}

// namedMisereSearch returns whether the player to move wins a misère sum:
// a position without any move is won.
func namedMisereSearch(o *namedOracle, memo map[string]bool) func([]int) bool {
	var wins func([]int) bool
	wins = func(heaps []int) bool {
		key := slices.Clone(heaps)
		slices.Sort(key)
		k := fmt.Sprint(key)
		if v, ok := memo[k]; ok {
			return v
		}
		win, moved := false, false
		for i, h := range heaps {
			for _, s := range o.moves(h) {
				moved = true
				next := slices.Clone(heaps)
				next[i] -= s
				if !wins(next) {
					win = true
				}
			}
		}
		memo[k] = win || !moved
		return memo[k]
	}
	return wins
}

// OEIS A030193 and A014586 for subtract-a-square, quoted by Eppstein
// (seed 002 §1); A014589 for take-a-prime (the subtraction set the primes:
// "The Grundy numbers of this game are in A014589", OEIS A227691); A000695,
// the Moser–de Bruijn sequence (seed 002 §3.3).
func TestNamedPublished(t *testing.T) {
	r := namedMustAnalyze(t, "moves=squares&len=100", CLILimits)
	var cold []int
	for i, o := range r.Outcomes {
		if o == 'P' {
			cold = append(cold, i)
		}
	}
	if want := []int{0, 2, 5, 7, 10, 12, 15, 17, 20, 22, 34, 39, 44, 52, 57, 62, 65, 67, 72, 85, 95}; !slices.Equal(cold, want) {
		t.Errorf("squares: cold heaps %v, want %v (A030193)", cold, want)
	}
	a014586 := []uint32{0, 1, 0, 1, 2, 0, 1, 0, 1, 2, 0, 1, 0, 1, 2, 0, 1, 0, 1, 2, 0, 1, 0, 1, 2, 3, 2, 3, 4, 5, 3, 2, 3, 4, 0}
	if got := r.Nim[:len(a014586)]; !slices.Equal(got, a014586) {
		t.Errorf("squares: nim-values %v, want %v (A014586)", got, a014586)
	}

	a014589 := []uint32{0, 0, 1, 1, 2, 2, 3, 3, 4, 0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6, 7, 7, 0, 4, 1, 5, 2, 6, 3, 4, 7, 0, 0, 1, 1, 2, 2, 3, 3, 4, 8, 5, 7, 6, 8, 9, 0}
	if got := namedMustAnalyze(t, "moves=primes&len=50", CLILimits).Nim; !slices.Equal(got, a014589) {
		t.Errorf("primes: nim-values %v, want %v (A014589)", got, a014589)
	}

	a000695 := []int{1, 4, 5, 16, 17, 20, 21, 64, 65, 68, 69, 80, 81, 84, 85}
	if got := moserUpTo(85); !slices.Equal(got, a000695) {
		t.Errorf("moser members %v, want %v (A000695 without 0)", got, a000695)
	}
	// The generator (binary digits read in base 4) against the definition
	// (sums of distinct powers of 4), and moserAfter against both.
	members := moserUpTo(1 << 16)
	var want []int
	for s := 1; s <= 1<<16; s++ {
		if namedDefinitions["moser"](s, 0) {
			want = append(want, s)
		}
	}
	if !slices.Equal(members, want) {
		t.Errorf("moserUpTo(65536) has %d members, the definition %d", len(members), len(want))
	}
	for i := 0; i+1 < len(members); i++ {
		if got := moserAfter(big.NewInt(int64(members[i]))); got.Int64() != int64(members[i+1]) {
			t.Fatalf("moserAfter(%d) = %v, want %d", members[i], got, members[i+1])
		}
	}
	for x := range 1 << 12 {
		next := members[0]
		for _, s := range members {
			if s > x {
				next = s
				break
			}
		}
		if got := moserAfter(big.NewInt(int64(x))); got.Int64() != int64(next) {
			t.Fatalf("moserAfter(%d) = %v, want %d", x, got, next)
		}
	}
}

// The generators of every set against the definitions, and set.after
// against the generators.
func TestNamedGenerators(t *testing.T) {
	most := namedSize(5000, 1000)
	for name, set := range namedSets {
		var want []int
		for s := 1; s <= most; s++ {
			if namedDefinitions[name](s, 0) {
				want = append(want, s)
			}
		}
		if got := set.upTo(most); !slices.Equal(got, want) {
			t.Errorf("%s: upTo(%d) = %v…, want %v…", name, most, got[:min(10, len(got))], want[:min(10, len(want))])
		}
		if set.least != want[0] {
			t.Errorf("%s: least = %d, want %d", name, set.least, want[0])
		}
		prev := 0
		for _, s := range want {
			for x := prev; x < s; x++ {
				if got := set.after(big.NewInt(int64(x))); got.Int64() != int64(s) {
					t.Fatalf("%s: after(%d) = %v, want %d", name, x, got, s)
				}
			}
			prev = s
		}
		if got := set.count(most + 1); got < len(want) || name != "primes" && name != "primes1" && got != len(want) {
			t.Errorf("%s: count(%d) = %d, want %d (an upper bound for primes)", name, most+1, got, len(want))
		}
	}
}

// The closed forms against values computed by the engines from the
// truncated sets, far beyond the oracle: powers2 n mod 3, primes1 n mod 4,
// moser Golomb's digits; and the misère lemma (misère outcome of n ≥ a is
// the normal outcome of n−a, a = min S) for every set against coldMisere.
func TestNamedClosedForms(t *testing.T) {
	n := namedSize(120_000, 20_000)
	forms := map[string]func(i int) uint32{
		"powers2": func(i int) uint32 { return uint32(i % 3) },
		"primes1": func(i int) uint32 { return uint32(i % 4) },
		"moser": func(i int) uint32 {
			v, bit := uint32(0), uint32(1)
			for ; i > 0; i /= 4 {
				if i%4%2 == 1 {
					v |= bit
				}
				bit <<= 1
			}
			return v
		},
	}
	for name, set := range namedSets {
		t.Run(name, func(t *testing.T) {
			moves := set.upTo(n - 1)
			size := n
			if form := forms[name]; form != nil {
				nim, err := nimBitset(moves, size, nil)
				if err != nil {
					t.Fatal(err)
				}
				for i, v := range nim {
					b := big.NewInt(int64(i))
					if form(i) != v || set.nimOf(i) != v || set.nim(b) != v || set.cold(b) != (v == 0) {
						t.Fatalf("nim(%d) = %d, closed form %d, nimOf %d", i, v, form(i), set.nimOf(i))
					}
				}
			}
			if name == "primes" {
				size = namedSize(60_000, 10_000) // the slowest set for coldBitset
				moves = set.upTo(size - 1)
			}
			cold, err := coldBitset(moves, size, nil)
			if err != nil {
				t.Fatal(err)
			}
			misere, err := coldMisere(moves, size, nil)
			if err != nil {
				t.Fatal(err)
			}
			for i := range size {
				want := i >= set.least && cold.has(i-set.least)
				if misere.has(i) != want {
					t.Fatalf("misère cold(%d) = %v, want normal cold(%d) = %v", i, misere.has(i), i-set.least, want)
				}
			}
		})
	}
}

func TestNamedPeriods(t *testing.T) {
	tests := []struct {
		query         string
		outcome, nim  *Period
		proof         string
		outcomePrefix string
	}{
		{"moves=powers2", &Period{0, 3, true}, &Period{0, 3, true}, "nim(n) = n mod 3, a theorem", "PNNPNN"},
		{"moves=powers2&play=misere", &Period{0, 3, true}, nil, "misère outcomes are the normal ones shifted by 1, and nim(n) = n mod 3, a theorem", "NPNNPN"},
		{"moves=primes1", &Period{0, 4, true}, &Period{0, 4, true}, "nim(n) = n mod 4, a theorem", "PNNNPNNN"},
		{"moves=primes1&play=misere", &Period{0, 4, true}, nil, "misère outcomes are the normal ones shifted by 1, and nim(n) = n mod 4, a theorem", "NPNNNPNN"},
		{"moves=moser", nil, nil, "nim(n) = n's base-4 digits mod 2, read in binary (Golomb), a theorem; no period", "PNPNNNNN"},
		{"moves=squares", nil, nil, "", "PNPNNPNP"},
		{"moves=primes&play=misere", nil, nil, "", "NNPPNNNN"},
		{"moves=fibonacci", nil, nil, "", "PNNNPNNN"},
		{"moves=sqrt", nil, nil, "a closed form for the P-positions (a theorem); no period", "PNPNNPNN"},
	}
	for _, tt := range tests {
		t.Run(tt.query, func(t *testing.T) {
			r := namedMustAnalyze(t, tt.query+"&len=300", CLILimits)
			if !namedSamePeriod(r.OutcomePeriod, tt.outcome) {
				t.Errorf("outcome period %v, want %v", r.OutcomePeriod, tt.outcome)
			}
			if !namedSamePeriod(r.NimPeriod, tt.nim) {
				t.Errorf("nim period %v, want %v", r.NimPeriod, tt.nim)
			}
			if r.Proof != tt.proof {
				t.Errorf("proof %q, want %q", r.Proof, tt.proof)
			}
			if !strings.HasPrefix(r.Outcomes, tt.outcomePrefix) {
				t.Errorf("outcomes %s…, want %s…", r.Outcomes[:10], tt.outcomePrefix)
			}
			if r.OutcomeSearch != 300 {
				t.Errorf("OutcomeSearch = %d, want 300", r.OutcomeSearch)
			}
		})
	}
}

func namedSamePeriod(a, b *Period) bool {
	return a == nil && b == nil || a != nil && b != nil && *a == *b
}

// The rule sqrt's seed examples (seed 004): at n = 3 the first player (A)
// wins, at n = 5 the second (B).
func TestSqrtSeed(t *testing.T) {
	for n, want := range map[int]Outcome{3: N, 5: P} {
		if q := namedMustAnalyze(t, fmt.Sprintf("moves=sqrt&n=%d", n), CLILimits).Query; q.Outcome != want {
			t.Errorf("Outcome(%d) = %v, want %v (seed 004)", n, q.Outcome, want)
		}
	}
	// The seed's nim-values: g(0) … g(4) = 0, 1, 0, 1, 2.
	if got := namedMustAnalyze(t, "moves=sqrt&len=5", CLILimits).Nim; !slices.Equal(got, []uint32{0, 1, 0, 1, 2}) {
		t.Errorf("nim = %v, want [0 1 0 1 2] (seed 004)", got)
	}
}

// sqrtDP is the recurrence of the rule sqrt: the cold heaps below n. In
// misère play heap 0 is won (no move), so moves to it never win.
func sqrtDP(n int, misere bool) []bool {
	cold := make([]bool, n)
	cold[0] = !misere
	k := 0
	for i := 1; i < n; i++ {
		for (k+1)*(k+1) <= i {
			k++
		}
		cold[i] = true
		for j := 1; j <= k; j++ {
			if cold[i-j] {
				cold[i] = false
				break
			}
		}
	}
	return cold
}

// sqrtLoop is seed 004's walk from one losing heap to the next, O(√n)
// steps, with ⌊(1+√(1+4p))/2⌋ kept as a running count (it grows by at
// most one a step). It returns whether n is cold.
func sqrtLoop(n uint64, start uint64) bool {
	p, k := start, uint64(1)
	for p < n {
		for (k+1)*k <= p {
			k++
		}
		p += k + 1
	}
	return p == n
}

func TestSqrtAgainstDP(t *testing.T) {
	n := namedSize(1_000_000, 100_000)
	for _, misere := range []bool{false, true} {
		dp := sqrtDP(n, misere)
		table := sqrtColdTable(n, misere)
		for i := range n {
			if sqrtColdInt(uint64(i), misere) != dp[i] || table.has(i) != dp[i] {
				t.Fatalf("misère %v: cold(%d): closed form %v, table %v, recurrence %v", misere, i, sqrtColdInt(uint64(i), misere), table.has(i), dp[i])
			}
		}
		// The big-number form and the last cold heap, at the first heaps.
		last := -1
		for i := range namedSize(20_000, 2_000) {
			if dp[i] {
				last = i
			}
			if sqrtCold(big.NewInt(int64(i)), misere) != dp[i] {
				t.Fatalf("misère %v: sqrtCold(%d) = %v, want %v", misere, i, !dp[i], dp[i])
			}
			p := sqrtLastCold(big.NewInt(int64(i)), misere)
			if last < 0 && p != nil || last >= 0 && (p == nil || p.Int64() != int64(last)) {
				t.Fatalf("misère %v: sqrtLastCold(%d) = %v, want %d", misere, i, p, last)
			}
		}
	}
}

// The closed form against seed 004's loop at random heaps up to 10^12, and
// the big-number form against the machine-word one up to 2^62.
func TestSqrtAgainstLoop(t *testing.T) {
	rnd := rand.New(rand.NewPCG(4, 1e12))
	for range namedSize(40, 4) {
		for _, misere := range []bool{false, true} {
			n := rnd.Uint64N(1e12)
			start := uint64(0)
			if misere {
				start = 1
			}
			// Land on a cold heap half the time: the loop's next cold heap.
			if rnd.IntN(2) == 0 {
				p, k := start, uint64(1)
				for p < n {
					for (k+1)*k <= p {
						k++
					}
					p += k + 1
				}
				n = p
			}
			if got, want := sqrtColdInt(n, misere), sqrtLoop(n, start); got != want {
				t.Errorf("misère %v: cold(%d) = %v, the loop says %v", misere, n, got, want)
			}
		}
	}
	for range namedSize(20_000, 2_000) {
		n := rnd.Uint64N(1 << 62)
		for _, misere := range []bool{false, true} {
			if sqrtCold(new(big.Int).SetUint64(n), misere) != sqrtColdInt(n, misere) {
				t.Fatalf("misère %v: cold(%d) differs between big and word forms", misere, n)
			}
		}
	}
}

// At huge heaps the one winning move is allowed (take ≤ ⌊√n⌋), leaves a
// cold heap, and no heap between is cold.
func TestSqrtHuge(t *testing.T) {
	rnd := rand.New(rand.NewPCG(10, 100))
	for _, digits := range []int{18, 19, 40, 100} {
		for range 20 {
			s := fmt.Sprint(1 + rnd.IntN(9))
			for len(s) < digits {
				s += fmt.Sprint(rnd.IntN(10))
			}
			for _, play := range []Play{Normal, Misere} {
				misere := play == Misere
				q := namedMustAnalyze(t, "moves=sqrt&len=1&play="+string(play)+"&n="+s, CLILimits).Query
				n, _ := new(big.Int).SetString(s, 10)
				if (q.Outcome == P) != sqrtCold(n, misere) {
					t.Fatalf("Outcome(%s) = %v", s, q.Outcome)
				}
				if q.Outcome == P {
					continue
				}
				if len(q.WinningMoves) != 1 {
					t.Fatalf("%d winning moves at %s, want 1", len(q.WinningMoves), s)
				}
				leave := q.WinningMoves[0].Leave[0]
				take := new(big.Int).Sub(n, leave)
				if !sqrtCold(leave, misere) || take.Sign() <= 0 || new(big.Int).Mul(take, take).Cmp(n) > 0 {
					t.Fatalf("at %s: take %v leaving %v is not a winning move", s, take, leave)
				}
				if t64 := q.WinningMoves[0].Take; take.IsInt64() && int64(t64) != take.Int64() || !take.IsInt64() && t64 != -1 {
					t.Fatalf("at %s: Take = %d, want %v", s, t64, take)
				}
				if p := sqrtLastCold(new(big.Int).Sub(n, big.NewInt(1)), misere); p.Cmp(leave) != 0 {
					t.Fatalf("at %s: leave %v, but the last cold heap below is %v", s, leave, p)
				}
			}
		}
	}
}

func TestSqrtNim(t *testing.T) {
	n := namedSize(100_000, 10_000)
	got, err := nimSqrt(n, nil)
	if err != nil {
		t.Fatal(err)
	}
	want := make([]uint32, n)
	seen := make([]int, n+2)
	k := 0
	for i := 1; i < n; i++ {
		for (k+1)*(k+1) <= i {
			k++
		}
		for j := 1; j <= k; j++ {
			seen[want[i-j]] = i
		}
		for seen[want[i]] == i {
			want[i]++
		}
	}
	for i := range n {
		if got[i] != want[i] {
			t.Fatalf("nim(%d) = %d, want %d", i, got[i], want[i])
		}
	}
}

// Heaps of 100 digits: the sets with closed forms answer them.
func TestNamedHuge(t *testing.T) {
	huge := "1" + strings.Repeat("0", 98) // 10^98, and 10^99 + a digit
	for _, tt := range []struct {
		query string
		want  Outcome
	}{
		{"moves=powers2&n=" + huge, N},                                        // 10^99 ≡ 1 (mod 3)
		{"moves=powers2&play=misere&n=" + huge, P},                            // misère P iff n ≡ 1 (mod 3)
		{"moves=primes1&n=" + huge + "2", N},                                  // ≡ 2 (mod 4): take 2
		{"moves=primes1&n=" + huge + "0", P},                                  // ≡ 0 (mod 4)
		{"moves=primes1&play=misere&n=" + huge + "3", N},                      // n−1 ≡ 2 (mod 4): take 2
		{"moves=moser&n=" + huge, N},                                          // a digit 1 or 3
		{"moves=moser&play=misere&n=" + huge, N},                              // so is n−1
		{"moves=moser&n=" + new(big.Int).Lsh(big.NewInt(1), 200).String(), N}, // 4^100: take it all
		{"moves=moser&n=" + new(big.Int).Lsh(big.NewInt(1), 329).String(), P}, // 2·4^164, 100 digits
		{"moves=moser&play=misere&n=" + new(big.Int).Add(new(big.Int).Lsh(big.NewInt(1), 329), big.NewInt(1)).String(), P}, // n−1 = 2·4^164
	} {
		t.Run(tt.query[:20], func(t *testing.T) {
			q := namedMustAnalyze(t, tt.query+"&len=1", CLILimits).Query
			if q.Outcome != tt.want {
				t.Fatalf("Outcome = %v, want %v", q.Outcome, tt.want)
			}
			n, _ := new(big.Int).SetString(q.N, 10)
			if q.Outcome == N && len(q.WinningMoves) == 0 {
				t.Fatalf("no winning move at an N-position")
			}
			c, _ := ParseConfig(tt.query)
			set := namedSets[c.Moves.Name()]
			for _, m := range q.WinningMoves {
				take := new(big.Int).Sub(n, m.Leave[0])
				if m.Take != -1 && int64(m.Take) != take.Int64() {
					t.Fatalf("take %d, leave %v", m.Take, m.Leave[0])
				}
				if got := set.after(new(big.Int).Sub(take, big.NewInt(1))); got.Cmp(take) != 0 {
					t.Fatalf("take %v is not in the set", take)
				}
				rest := m.Leave[0]
				if c.Play == Misere {
					rest = new(big.Int).Sub(rest, big.NewInt(int64(set.least)))
				}
				if rest.Sign() < 0 || !set.cold(rest) {
					t.Fatalf("take %v leaves %v, not a P-position", take, m.Leave[0])
				}
			}
		})
	}
}

// Moser's one winning move against the oracle's list at every small heap.
func TestMoserWinningTake(t *testing.T) {
	o := newNamedOracle("moser")
	for n := range namedSize(5000, 1000) {
		want := o.winningTakes(n, false)
		s := moserWinningTake(big.NewInt(int64(n)))
		got := []int{}
		if s != nil {
			got = append(got, int(s.Int64()))
		}
		if !slices.Equal(got, want) {
			t.Fatalf("winning takes at %d: %v, want %v", n, got, want)
		}
	}
}

var namedTestLimits = Limits{MaxLen: 1_000_000, Search: 1 << 22, NimSearch: 1 << 20, Work: 1 << 29, MisereStates: 1000, Where: "the test"}

// What cannot be answered says why, and the page answers subtract-a-square
// up to 10^7.
func TestNamedLimits(t *testing.T) {
	outPage, nimPage := namedLimits(namedSets["squares"], PageLimits)
	outCLI, nimCLI := namedLimits(namedSets["squares"], CLILimits)
	if outPage < 10_000_001 || nimPage < 600_000 || outCLI < outPage || nimCLI < nimPage {
		t.Errorf("squares limits: page %d, %d; CLI %d, %d", outPage, nimPage, outCLI, nimCLI)
	}
	tests := []struct {
		query string
		lim   Limits
		want  string
	}{
		{fmt.Sprintf("moves=squares&n=%d", outPage), PageLimits,
			fmt.Sprintf(`n: "%d": the move set squares has no known period, so heap sizes from %s on cannot be answered within the limits of the page; the CLI answers below %s`, outPage, Grouped(outPage), Grouped(outCLI))},
		{fmt.Sprintf("moves=squares&heaps=%d", nimPage), PageLimits,
			fmt.Sprintf(`heaps: "%d": the move set squares has no known period, so nim-values from heap %s on cannot be computed within the limits of the page; the CLI computes them below %s`, nimPage, Grouped(nimPage), Grouped(nimCLI))},
		{"moves=primes1&n=1" + strings.Repeat("0", 30) + "3", PageLimits,
			`n: "10000000000000000000000000000003": heap 1000000000…0003 (32 digits) is an N-position (nim(n) = n mod 4, a theorem), but its winning moves, taking any prime ≡ 3 (mod 4) up to the heap, are too many to list: the primes are listed only below 4,194,304 within the limits of the page; the CLI lists them below 67,108,864`},
		{"moves=primes1&heaps=5000000,1", PageLimits,
			`heaps: "5000000": a sum lists every move of each heap, which is done for the move set primes1 only below heap 4,194,304 (nim(n) = n mod 4, a theorem)`},
		{"moves=sqrt&heaps=2000000,1", PageLimits,
			`heaps: "2000000": the nim-values of the rule sqrt follow no known formula, so they are computed heap by heap, and only below 1,048,576 within the limits of the page; the CLI computes them below 16,777,216`},
		{"moves=primes&len=200000", namedTestLimits, `len: "200000": `},
	}
	for _, tt := range tests {
		t.Run(tt.query, func(t *testing.T) {
			_, err := namedAnalyze(t, tt.query, tt.lim)
			if err == nil || !strings.HasPrefix(err.Error(), tt.want) {
				t.Errorf("error %v,\nwant %s", err, tt.want)
			}
		})
	}
	if namedWasm {
		return // 10^7 heaps take seconds in a wasm test binary
	}
	q := namedMustAnalyze(t, "moves=squares&len=10&n=10000000", PageLimits).Query
	if q.Outcome != N || len(q.WinningMoves) == 0 || q.Nim != nil {
		t.Errorf("squares at 10^7 on the page: %v with %d winning moves, nim %v; want N with some, no nim", q.Outcome, len(q.WinningMoves), q.Nim)
	}
}

// Every algorithm gives the named sets the same values, and Auto takes the
// convolution for the outcomes of the primes when they are long.
func TestNamedAlgorithms(t *testing.T) {
	for _, name := range []string{"squares", "primes", "fibonacci"} {
		for _, play := range []Play{Normal, Misere} {
			query := fmt.Sprintf("moves=%s&play=%s&len=%d", name, play, namedSize(3000, 700))
			want := namedMustAnalyze(t, query, CLILimits)
			for _, a := range algorithms {
				got := namedMustAnalyze(t, query+"&algo="+string(a), CLILimits)
				if got.Outcomes != want.Outcomes || !slices.Equal(got.Nim, want.Nim) {
					t.Errorf("%s&algo=%s differs from auto", query, a)
				}
			}
		}
	}
	same := func(a, b engine) bool { return reflect.ValueOf(a.cold).Pointer() == reflect.ValueOf(b.cold).Pointer() }
	if n := 600_000; !same(namedPick(Auto, namedPrimes(n, false), n), engines[Convolution]) {
		t.Errorf("auto for primes up to %d is not the convolution", n)
	}
	if n := 10_000_000; !same(namedPick(Auto, namedSquares(n), n), engines[Bitset]) {
		t.Errorf("auto for squares up to %d is not the bitset", n)
	}
}

func TestNamedCancel(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	for _, query := range []string{"moves=squares&len=100000", "moves=primes&play=misere&len=100000", "moves=moser&len=100000", "moves=sqrt&len=100000"} {
		c, _ := ParseConfig(query)
		if _, err := Analyze(ctx, c, CLILimits, nil); !errors.Is(err, context.Canceled) {
			t.Errorf("%s with a cancelled context: %v, want context.Canceled", query, err)
		}
	}
}
