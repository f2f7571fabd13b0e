package named

import (
	"context"
	"errors"
	"fmt"
	"math/big"
	"math/rand/v2"
	"runtime"
	"slices"
	"strings"
	"sync"
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

// wasm is true under GOOS=js GOARCH=wasm, where the tests run smaller.
var wasm = runtime.GOARCH == "wasm"

// size returns native natively and small under wasm.
func size(native, small int) int {
	if wasm {
		return small
	}
	return native
}

// isPrime decides primality by trial division: the definition.
func isPrime(s int) bool {
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

// definitions are the move sets straight from their definitions, as
// predicates on an amount (the rule sqrt on the amount and the heap),
// independent of the generators of sets.go.
var definitions = map[string]func(s, heap int) bool{
	"squares": func(s, _ int) bool {
		for k := 1; k*k <= s; k++ {
			if k*k == s {
				return true
			}
		}
		return false
	},
	"primes":  func(s, _ int) bool { return isPrime(s) },
	"primes1": func(s, _ int) bool { return s == 1 || isPrime(s) },
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

// oracle plays a named family straight from the definitions, by memoized
// recursion: the moves of heap n are the amounts 1 … n the definition
// allows; in normal play a heap is won when some move reaches a lost heap,
// in misère play a heap without moves is won too.
type oracle struct {
	allowed func(s, heap int) bool
	takes   [][]int // takes[n]: the amounts allowed from heap n
	wins    map[bool]map[int]bool
	nims    map[int]uint32
}

func newOracle(name string) *oracle {
	return &oracle{allowed: definitions[name], wins: map[bool]map[int]bool{false: {}, true: {}}, nims: map[int]uint32{}}
}

func (o *oracle) moves(n int) []int {
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

func (o *oracle) win(n int, misere bool) bool {
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

func (o *oracle) nim(n int) uint32 {
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
func (o *oracle) winningTakes(n int, misere bool) []int {
	takes := []int{}
	for _, s := range o.moves(n) {
		if !o.win(n-s, misere) {
			takes = append(takes, s)
		}
	}
	return takes
}

func mustGame(t testing.TB, name string, misere bool, algo engine.Algorithm) *Game {
	t.Helper()
	g, err := New(game.Named(name), misere, algo)
	if err != nil {
		t.Fatal(err)
	}
	return g
}

func mustSolve(t testing.TB, name string, misere bool, length int, lim game.Limits) (*Game, *game.Solution) {
	t.Helper()
	g := mustGame(t, name, misere, engine.Auto)
	return g, gametest.Solve(t, g, length, lim)
}

// answer is what a query at a heap reports.
type answer struct {
	outcome game.Outcome
	nim     *uint32 // nil when not known
	moves   []game.Move
}

// ask answers at heap n as a query does: the outcome, the nim-value when
// known, and the winning moves, from the values' Winner when they have one
// and from the options otherwise.
func ask(g *Game, v game.Values, n *big.Int) (answer, error) {
	var a answer
	var err error
	if a.outcome, err = v.Outcome(n); err != nil {
		return a, err
	}
	if nv, ok := v.(game.NimValues); ok {
		x, err := nv.Nim(n)
		var unknown *game.Unknown
		switch {
		case err == nil:
			a.nim = &x
		case !errors.As(err, &unknown):
			return a, err
		}
	}
	if a.outcome == game.P {
		return a, nil
	}
	if w, ok := v.(game.Winner); ok {
		a.moves, err = w.WinningMoves(n)
		return a, err
	}
	g.Options(n, func(m game.Move) bool {
		var o game.Outcome
		if o, err = v.Outcome(m.Leave[0]); err != nil {
			return false
		}
		if o == game.P {
			a.moves = append(a.moves, m)
		}
		return true
	})
	return a, err
}

func takesOf(moves []game.Move) []int {
	takes := []int{}
	for _, m := range moves {
		takes = append(takes, m.Take)
	}
	return takes
}

// Every family, normal and misère, against the oracle: the outcomes and
// nim-values of the first heaps, and the answers at heaps beyond them,
// asked of a solution of one heap, whose values extend on demand.
func TestNamedAgainstOracle(t *testing.T) {
	n := size(1500, 400)
	for _, set := range Sets {
		name := set.Name
		o := newOracle(name)
		for i := range n {
			o.win(i, false)
			o.win(i, true)
			o.nim(i)
		}
		for _, misere := range []bool{false, true} {
			t.Run(fmt.Sprintf("%s/misère=%t", name, misere), func(t *testing.T) {
				_, sol := mustSolve(t, name, misere, n, cliLimits)
				for i := range n {
					want := game.N
					if !o.win(i, misere) {
						want = game.P
					}
					if got := game.Outcome(sol.Outcomes[i]); got != want {
						t.Fatalf("Outcome(%d) = %v, want %v", i, got, want)
					}
					if !misere && sol.Nim[i] != o.nim(i) {
						t.Fatalf("nim(%d) = %d, want %d", i, sol.Nim[i], o.nim(i))
					}
				}
				if _, ok := sol.Values.(game.NimValues); misere && (sol.Nim != nil || ok) {
					t.Errorf("misère play lists nim-values")
				}
				rnd := rand.New(rand.NewPCG(uint64(len(name)), uint64(n)))
				for range 20 {
					h := rnd.IntN(n)
					g, one := mustSolve(t, name, misere, 1, cliLimits)
					a, err := ask(g, one.Values, big.NewInt(int64(h)))
					if err != nil {
						t.Fatalf("ask(%d): %v", h, err)
					}
					want := game.N
					if !o.win(h, misere) {
						want = game.P
					}
					if a.outcome != want {
						t.Fatalf("query Outcome(%d) = %v, want %v", h, a.outcome, want)
					}
					if !misere && (a.nim == nil || *a.nim != o.nim(h)) {
						t.Fatalf("query nim(%d) = %v, want %d", h, a.nim, o.nim(h))
					}
					if got, want := takesOf(a.moves), o.winningTakes(h, misere); !slices.Equal(got, want) {
						t.Fatalf("winning moves at %d take %v, want %v", h, got, want)
					}
					for _, m := range a.moves {
						if m.Leave[0].Int64() != int64(h-m.Take) {
							t.Fatalf("at %d: take %d leaves %v", h, m.Take, m.Leave[0])
						}
					}
				}
			})
		}
	}
}

// Sums of small heaps: in normal play the nim-sum of the values' Nim
// decides, and a winning move (found among the options, and by MovesTo
// where the values have it) leaves a heap of the right value; in misère
// play an exhaustive search over the options. Both against the oracle.
func TestNamedSums(t *testing.T) {
	rnd := rand.New(rand.NewPCG(7, 11))
	for _, set := range Sets {
		name := set.Name
		o := newOracle(name)
		for range size(8, 3) {
			heaps := []int{1 + rnd.IntN(14), rnd.IntN(14), 1 + rnd.IntN(14)}
			t.Run(fmt.Sprint(name, heaps), func(t *testing.T) {
				g, sol := mustSolve(t, name, false, 1, cliLimits)
				nv := sol.Values.(game.NimValues)
				nimOf := func(h int) uint32 {
					x, err := nv.Nim(big.NewInt(int64(h)))
					if err != nil {
						t.Fatal(err)
					}
					return x
				}
				x, want := uint32(0), uint32(0)
				for _, h := range heaps {
					x ^= nimOf(h)
					want ^= o.nim(h)
				}
				var wantMoves, got, gotTo []string
				for i, h := range heaps {
					for _, s := range o.moves(h) {
						if want^o.nim(h)^o.nim(h-s) == 0 {
							wantMoves = append(wantMoves, fmt.Sprint(i, ":", s))
						}
					}
					target := x ^ nimOf(h)
					g.Options(big.NewInt(int64(h)), func(m game.Move) bool {
						if nimOf(int(m.Leave[0].Int64())) == target {
							got = append(got, fmt.Sprint(i, ":", m.Take))
						}
						return true
					})
					if mt, ok := nv.(interface {
						MovesTo(*big.Int, uint32) ([]game.Move, error)
					}); ok && x != 0 {
						moves, err := mt.MovesTo(big.NewInt(int64(h)), target)
						if err != nil {
							t.Fatal(err)
						}
						for _, m := range moves {
							gotTo = append(gotTo, fmt.Sprint(i, ":", m.Take))
						}
					} else if x != 0 {
						gotTo = got
					}
				}
				if x != want || !slices.Equal(got, wantMoves) || !slices.Equal(gotTo, wantMoves) {
					t.Errorf("normal: nim-sum %d with moves %v (MovesTo %v), want %d and %v", x, got, gotTo, want, wantMoves)
				}

				misere := mustGame(t, name, true, engine.Auto)
				search := misereSearch(o, map[string]bool{})
				gameSearch := optionsSearch(misere, map[string]bool{})
				if gameSearch(heaps) != search(heaps) {
					t.Errorf("misère: the options say win=%t, the definitions %t", gameSearch(heaps), search(heaps))
				}
			})
		}
	}
}

// misereSearch returns whether the player to move wins a misère sum, from
// the definitions: a position without any move is won.
func misereSearch(o *oracle, memo map[string]bool) func([]int) bool {
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

// optionsSearch is misereSearch over the game's Options.
func optionsSearch(g *Game, memo map[string]bool) func([]int) bool {
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
			g.Options(big.NewInt(int64(h)), func(m game.Move) bool {
				moved = true
				next := slices.Clone(heaps)
				next[i] = int(m.Leave[0].Int64())
				if !wins(next) {
					win = true
				}
				return true
			})
		}
		memo[k] = win || !moved
		return memo[k]
	}
	return wins
}

// OEIS A030193 and A014586 for subtract-a-square, quoted by Eppstein 2018
// (§1); A014589 for take-a-prime (the subtraction set the primes: "The
// Grundy numbers of this game are in A014589", OEIS A227691); A000695, the
// Moser–de Bruijn sequence (Eppstein 2018, §3.3).
func TestNamedPublished(t *testing.T) {
	_, sol := mustSolve(t, "squares", false, 100, cliLimits)
	var cold []int
	for i, o := range sol.Outcomes {
		if o == 'P' {
			cold = append(cold, i)
		}
	}
	if want := []int{0, 2, 5, 7, 10, 12, 15, 17, 20, 22, 34, 39, 44, 52, 57, 62, 65, 67, 72, 85, 95}; !slices.Equal(cold, want) {
		t.Errorf("squares: cold heaps %v, want %v (A030193)", cold, want)
	}
	a014586 := []uint32{0, 1, 0, 1, 2, 0, 1, 0, 1, 2, 0, 1, 0, 1, 2, 0, 1, 0, 1, 2, 0, 1, 0, 1, 2, 3, 2, 3, 4, 5, 3, 2, 3, 4, 0}
	if got := sol.Nim[:len(a014586)]; !slices.Equal(got, a014586) {
		t.Errorf("squares: nim-values %v, want %v (A014586)", got, a014586)
	}

	a014589 := []uint32{0, 0, 1, 1, 2, 2, 3, 3, 4, 0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6, 7, 7, 0, 4, 1, 5, 2, 6, 3, 4, 7, 0, 0, 1, 1, 2, 2, 3, 3, 4, 8, 5, 7, 6, 8, 9, 0}
	if _, sol := mustSolve(t, "primes", false, 50, cliLimits); !slices.Equal(sol.Nim, a014589) {
		t.Errorf("primes: nim-values %v, want %v (A014589)", sol.Nim, a014589)
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
		if definitions["moser"](s, 0) {
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
	most := size(5000, 1000)
	for name, s := range sets {
		var want []int
		for x := 1; x <= most; x++ {
			if definitions[name](x, 0) {
				want = append(want, x)
			}
		}
		if got := s.upTo(most); !slices.Equal(got, want) {
			t.Errorf("%s: upTo(%d) = %v…, want %v…", name, most, got[:min(10, len(got))], want[:min(10, len(want))])
		}
		if s.least != want[0] {
			t.Errorf("%s: least = %d, want %d", name, s.least, want[0])
		}
		prev := 0
		for _, m := range want {
			for x := prev; x < m; x++ {
				if got := s.after(big.NewInt(int64(x))); got.Int64() != int64(m) {
					t.Fatalf("%s: after(%d) = %v, want %d", name, x, got, m)
				}
			}
			prev = m
		}
		if got := s.count(most + 1); got < len(want) || name != "primes" && name != "primes1" && got != len(want) {
			t.Errorf("%s: count(%d) = %d, want %d (an upper bound for primes)", name, most+1, got, len(want))
		}
	}
}

// Options lists exactly the members up to the heap, from the cached list
// and beyond it (listCap) from set.after; for the rule sqrt the takes up to
// ⌊√n⌋.
func TestOptions(t *testing.T) {
	for _, set := range Sets {
		name := set.Name
		g := mustGame(t, name, false, engine.Auto)
		heaps := []int{0, 1, 2, 5, 100, 1000}
		if name != "primes" && name != "primes1" || !wasm {
			heaps = append(heaps, listCap-1, listCap, listCap+1000)
		}
		for _, h := range heaps {
			if h > 5000 && name == "sqrt" {
				continue
			}
			var got []int
			g.Options(big.NewInt(int64(h)), func(m game.Move) bool {
				if m.Leave[0].Int64() != int64(h-m.Take) {
					t.Fatalf("%s: from %d take %d leaves %v", name, h, m.Take, m.Leave[0])
				}
				got = append(got, m.Take)
				return true
			})
			var want []int
			if h <= 5000 {
				for s := 1; s <= h; s++ {
					if definitions[name](s, h) {
						want = append(want, s)
					}
				}
			} else {
				s := sets[name]
				want = s.upTo(h)
			}
			if !slices.Equal(got, want) {
				t.Errorf("%s: Options(%d) takes %d amounts, want %d", name, h, len(got), len(want))
			}
		}
	}
}

// The closed forms against values computed by the engines from the
// truncated sets, far beyond the oracle: powers2 n mod 3, primes1 n mod 4,
// moser Golomb's digits; and the misère lemma (misère outcome of n ≥ a is
// the normal outcome of n−a, a = min S) for every set against
// engine.ColdMisere.
func TestNamedClosedForms(t *testing.T) {
	n := size(120_000, 20_000)
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
	for name, s := range sets {
		t.Run(name, func(t *testing.T) {
			moves := s.upTo(n - 1)
			length := n
			if form := forms[name]; form != nil {
				nim, err := engine.Nim(engine.Bitset, moves, length, nil)
				if err != nil {
					t.Fatal(err)
				}
				for i, v := range nim {
					b := big.NewInt(int64(i))
					big, ok := s.nim(b)
					if form(i) != v || s.nimOf(i) != v || !ok || big != v || s.cold(b) != (v == 0) {
						t.Fatalf("nim(%d) = %d, closed form %d, nimOf %d, nim %d", i, v, form(i), s.nimOf(i), big)
					}
				}
			}
			if name == "primes" {
				length = size(60_000, 10_000) // the slowest set for the bitset
				moves = s.upTo(length - 1)
			}
			cold, err := engine.Cold(engine.Bitset, moves, length, nil)
			if err != nil {
				t.Fatal(err)
			}
			misere, err := engine.ColdMisere(moves, length, nil)
			if err != nil {
				t.Fatal(err)
			}
			for i := range length {
				want := i >= s.least && cold.Has(i-s.least)
				if misere.Has(i) != want {
					t.Fatalf("misère cold(%d) = %v, want normal cold(%d) = %v", i, misere.Has(i), i-s.least, want)
				}
			}
		})
	}
}

func TestNamedPeriods(t *testing.T) {
	tests := []struct {
		name          string
		misere        bool
		outcome, nim  *periodic.Period
		proof         string
		outcomePrefix string
	}{
		{"powers2", false, proven(0, 3), proven(0, 3), "nim(n) = n mod 3, a theorem", "PNNPNN"},
		{"powers2", true, proven(0, 3), nil, "misère outcomes are the normal ones shifted by 1, and nim(n) = n mod 3, a theorem", "NPNNPN"},
		{"primes1", false, proven(0, 4), proven(0, 4), "nim(n) = n mod 4, a theorem", "PNNNPNNN"},
		{"primes1", true, proven(0, 4), nil, "misère outcomes are the normal ones shifted by 1, and nim(n) = n mod 4, a theorem", "NPNNNPNN"},
		{"moser", false, nil, nil, "nim(n) = n's base-4 digits mod 2, read in binary (Golomb), a theorem; no period", "PNPNNNNN"},
		{"squares", false, nil, nil, "", "PNPNNPNP"},
		{"primes", true, nil, nil, "", "NNPPNNNN"},
		{"fibonacci", false, nil, nil, "", "PNNNPNNN"},
		{"sqrt", false, nil, nil, "a closed form for the P-positions (a theorem); no period", "PNPNNPNN"},
	}
	for _, tt := range tests {
		t.Run(fmt.Sprintf("%s/misère=%t", tt.name, tt.misere), func(t *testing.T) {
			_, sol := mustSolve(t, tt.name, tt.misere, 300, cliLimits)
			if !samePeriod(sol.OutcomePeriod, tt.outcome) {
				t.Errorf("outcome period %v, want %v", sol.OutcomePeriod, tt.outcome)
			}
			if !samePeriod(sol.NimPeriod, tt.nim) {
				t.Errorf("nim period %v, want %v", sol.NimPeriod, tt.nim)
			}
			if sol.Proof != tt.proof {
				t.Errorf("proof %q, want %q", sol.Proof, tt.proof)
			}
			if !strings.HasPrefix(sol.Outcomes, tt.outcomePrefix) {
				t.Errorf("outcomes %s…, want %s…", sol.Outcomes[:10], tt.outcomePrefix)
			}
			if sol.OutcomeSearch != 300 || len(sol.Outcomes) != 300 {
				t.Errorf("OutcomeSearch = %d with %d outcomes, want 300", sol.OutcomeSearch, len(sol.Outcomes))
			}
			if !tt.misere && (len(sol.Nim) != 300 || sol.NimSearch != 300) {
				t.Errorf("%d nim-values, NimSearch %d; want 300", len(sol.Nim), sol.NimSearch)
			}
		})
	}
}

// proven returns the proven period p from a.
func proven(a, p int) *periodic.Period {
	return &periodic.Period{Preperiod: a, Period: p, Proven: true}
}

func samePeriod(a, b *periodic.Period) bool {
	return a == nil && b == nil || a != nil && b != nil && *a == *b
}

// The Q&A's examples ("A stone game — 2 players play perfectly", 2015): at
// n = 3 the first player (A) wins, at n = 5 the second (B); and its
// nim-values g(0) … g(4) = 0, 1, 0, 1, 2.
func TestSqrtPublished(t *testing.T) {
	_, sol := mustSolve(t, "sqrt", false, 5, cliLimits)
	for n, want := range map[int64]game.Outcome{3: game.N, 5: game.P} {
		if o, err := sol.Values.Outcome(big.NewInt(n)); err != nil || o != want {
			t.Errorf("Outcome(%d) = %v, %v; want %v (the Q&A)", n, o, err, want)
		}
	}
	if !slices.Equal(sol.Nim, []uint32{0, 1, 0, 1, 2}) {
		t.Errorf("nim = %v, want [0 1 0 1 2] (the Q&A)", sol.Nim)
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

// sqrtLoop is the Q&A's walk from one losing heap to the next, O(√n) steps,
// with ⌊(1+√(1+4p))/2⌋ kept as a running count (it grows by at most one a
// step). It returns whether n is cold.
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
	n := size(1_000_000, 100_000)
	for _, misere := range []bool{false, true} {
		dp := sqrtDP(n, misere)
		table := sqrtColdTable(n, misere)
		for i := range n {
			if sqrtColdInt(uint64(i), misere) != dp[i] || table.Has(i) != dp[i] {
				t.Fatalf("misère %v: cold(%d): closed form %v, table %v, recurrence %v", misere, i, sqrtColdInt(uint64(i), misere), table.Has(i), dp[i])
			}
		}
		// The big-number form and the last cold heap, at the first heaps.
		last := -1
		for i := range size(20_000, 2_000) {
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

// The closed form against the Q&A's loop at random heaps up to 10^12, and
// the big-number form against the machine-word one up to 2^62.
func TestSqrtAgainstLoop(t *testing.T) {
	rnd := rand.New(rand.NewPCG(4, 1e12))
	for range size(40, 4) {
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
	for range size(20_000, 2_000) {
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
			for _, misere := range []bool{false, true} {
				g, sol := mustSolve(t, "sqrt", misere, 1, cliLimits)
				n, _ := new(big.Int).SetString(s, 10)
				a, err := ask(g, sol.Values, n)
				if err != nil {
					t.Fatalf("ask(%s): %v", s, err)
				}
				if (a.outcome == game.P) != sqrtCold(n, misere) {
					t.Fatalf("Outcome(%s) = %v", s, a.outcome)
				}
				if a.outcome == game.P {
					continue
				}
				if len(a.moves) != 1 {
					t.Fatalf("%d winning moves at %s, want 1", len(a.moves), s)
				}
				leave := a.moves[0].Leave[0]
				take := new(big.Int).Sub(n, leave)
				if !sqrtCold(leave, misere) || take.Sign() <= 0 || new(big.Int).Mul(take, take).Cmp(n) > 0 {
					t.Fatalf("at %s: take %v leaving %v is not a winning move", s, take, leave)
				}
				if t64 := a.moves[0].Take; take.IsInt64() && int64(t64) != take.Int64() || !take.IsInt64() && t64 != -1 || a.moves[0].Amount() != take.String() {
					t.Fatalf("at %s: Take = %d, Amount %s, want %v", s, t64, a.moves[0].Amount(), take)
				}
				if p := sqrtLastCold(new(big.Int).Sub(n, big.NewInt(1)), misere); p.Cmp(leave) != 0 {
					t.Fatalf("at %s: leave %v, but the last cold heap below is %v", s, leave, p)
				}
			}
		}
	}
}

func TestSqrtNim(t *testing.T) {
	n := size(100_000, 10_000)
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
	// The values extend on demand, and stop at lim.NimSearch.
	_, sol := mustSolve(t, "sqrt", false, 10, game.Limits{MaxLen: 100, NimSearch: n, Where: "the test"})
	nv := sol.Values.(game.NimValues)
	for _, i := range []int{n - 1, 11, n / 2} {
		if x, err := nv.Nim(big.NewInt(int64(i))); err != nil || x != want[i] {
			t.Errorf("Nim(%d) = %d, %v; want %d", i, x, err, want[i])
		}
	}
	var unknown *game.Unknown
	if _, err := nv.Nim(big.NewInt(int64(n))); !errors.As(err, &unknown) {
		t.Errorf("Nim(%d) beyond NimSearch: error %v, want an *game.Unknown", n, err)
	}
}

// Heaps of 100 digits: the sets with closed forms answer them, with their
// nim-values and winning moves.
func TestNamedHuge(t *testing.T) {
	huge := "1" + strings.Repeat("0", 98) // 10^98, and 10^99 + a digit
	pow := func(b uint) *big.Int { return new(big.Int).Lsh(big.NewInt(1), b) }
	for _, tt := range []struct {
		name   string
		misere bool
		n      string
		want   game.Outcome
		nim    int64 // -1: not known (more than 32 bits), -2: misère
	}{
		{"powers2", false, huge, game.N, 1},                                             // 10^98 ≡ 1 (mod 3)
		{"powers2", true, huge, game.P, -2},                                             // misère P iff n ≡ 1 (mod 3)
		{"primes1", false, huge + "2", game.N, 2},                                       // ≡ 2 (mod 4): take 2
		{"primes1", false, huge + "0", game.P, 0},                                       // ≡ 0 (mod 4)
		{"primes1", true, huge + "3", game.N, -2},                                       // n−1 ≡ 2 (mod 4): take 2
		{"moser", false, huge, game.N, -1},                                              // a digit 1 or 3, high up
		{"moser", true, huge, game.N, -2},                                               // so is n−1
		{"moser", false, pow(200).String(), game.N, -1},                                 // 4^100: take it all
		{"moser", false, pow(329).String(), game.P, 0},                                  // 2·4^164, 100 digits
		{"moser", false, new(big.Int).Add(pow(329), pow(62)).String(), game.N, 1 << 31}, // 2·4^164 + 4^31
		{"moser", true, new(big.Int).Add(pow(329), big.NewInt(1)).String(), game.P, -2}, // n−1 = 2·4^164
	} {
		t.Run(fmt.Sprintf("%s/misère=%t/%.12s", tt.name, tt.misere, tt.n), func(t *testing.T) {
			g, sol := mustSolve(t, tt.name, tt.misere, 1, pageLimits)
			n, _ := new(big.Int).SetString(tt.n, 10)
			a, err := ask(g, sol.Values, n)
			if err != nil {
				t.Fatalf("ask: %v", err)
			}
			if a.outcome != tt.want {
				t.Fatalf("Outcome = %v, want %v", a.outcome, tt.want)
			}
			switch {
			case tt.nim >= 0 && (a.nim == nil || int64(*a.nim) != tt.nim):
				t.Errorf("nim %v, want %d", a.nim, tt.nim)
			case tt.nim < 0 && a.nim != nil:
				t.Errorf("nim %d, want none", *a.nim)
			}
			if a.outcome == game.N && len(a.moves) == 0 {
				t.Fatalf("no winning move at an N-position")
			}
			s := sets[tt.name]
			for _, m := range a.moves {
				take := new(big.Int).Sub(n, m.Leave[0])
				if m.Amount() != take.String() {
					t.Fatalf("take %s, leave %v", m.Amount(), m.Leave[0])
				}
				if got := s.after(new(big.Int).Sub(take, big.NewInt(1))); got.Cmp(take) != 0 {
					t.Fatalf("take %v is not in the set", take)
				}
				rest := m.Leave[0]
				if tt.misere {
					rest = new(big.Int).Sub(rest, big.NewInt(int64(s.least)))
				}
				if rest.Sign() < 0 || !s.cold(rest) {
					t.Fatalf("take %v leaves %v, not a P-position", take, m.Leave[0])
				}
			}
		})
	}
}

// primes1 answers outcomes and nim-values at any heap; its winning moves,
// many primes, are listed only below lim.Search.
func TestPrimes1Beyond(t *testing.T) {
	_, sol := mustSolve(t, "primes1", false, 1, cliLimits)
	nv := sol.Values.(game.NimValues)
	for _, h := range []int64{67_108_864, 67_108_865, 67_108_866, 1 << 40} {
		x, err := nv.Nim(big.NewInt(h))
		if err != nil || x != uint32(h%4) {
			t.Errorf("Nim(%d) = %d, %v; want %d", h, x, err, h%4)
		}
	}
	moves, err := sol.Values.(game.Winner).WinningMoves(big.NewInt(1_000_003))
	if err != nil || len(moves) == 0 {
		t.Fatalf("WinningMoves(1000003) = %d moves, %v", len(moves), err)
	}
	for _, m := range moves {
		if m.Take%4 != 3 || !isPrime(m.Take) {
			t.Fatalf("winning take %d at 1000003 is not a prime ≡ 3 (mod 4)", m.Take)
		}
	}
}

// The move to each nim-value of a moser heap, and the winning move, against
// the oracle at every small heap.
func TestMoserTakeTo(t *testing.T) {
	o := newOracle("moser")
	for n := range size(5000, 1000) {
		o.nim(n)
		for v := range uint32(16) {
			var want []int
			for _, s := range o.moves(n) {
				if o.nim(n-s) == v {
					want = append(want, s)
				}
			}
			var got []int
			if s := moserTakeTo(big.NewInt(int64(n)), v); s != nil {
				got = append(got, int(s.Int64()))
			}
			if !slices.Equal(got, want) {
				t.Fatalf("takes from %d to nim-value %d: %v, want %v", n, v, got, want)
			}
		}
	}
}

// MovesTo of powers2 and primes1 against the options at every small heap.
func TestMovesTo(t *testing.T) {
	for _, name := range []string{"powers2", "primes1", "moser"} {
		g, sol := mustSolve(t, name, false, 1, cliLimits)
		nv := sol.Values.(theoryNimValues)
		for n := range size(3000, 500) {
			h := big.NewInt(int64(n))
			for v := range uint32(6) {
				var want []int
				g.Options(h, func(m game.Move) bool {
					if x, _ := nv.Nim(m.Leave[0]); x == v {
						want = append(want, m.Take)
					}
					return true
				})
				moves, err := nv.MovesTo(h, v)
				if err != nil {
					t.Fatal(err)
				}
				if got := takesOf(moves); !slices.Equal(got, append([]int{}, want...)) {
					t.Fatalf("%s: MovesTo(%d, %d) takes %v, want %v", name, n, v, got, want)
				}
			}
		}
	}
}

// What cannot be answered says why and names the limit, and the page
// answers subtract-a-square up to 10^7.
func TestNamedLimits(t *testing.T) {
	outPage, nimPage := namedLimits(sets["squares"], pageLimits)
	outCLI, nimCLI := namedLimits(sets["squares"], cliLimits)
	if outPage < 10_000_001 || nimPage < 600_000 || outCLI < outPage || nimCLI < nimPage {
		t.Errorf("squares limits: page %d, %d; command line %d, %d", outPage, nimPage, outCLI, nimCLI)
	}
	// The figures namedLimits' comment states.
	for _, tt := range []struct {
		name     string
		lim      game.Limits
		out, nim int
	}{
		{"squares", pageLimits, 10_569_001, 660_969},
		{"primes", pageLimits, 603_665, 69_034},
		{"fibonacci", pageLimits, 16_777_216, 1_048_576},
		{"squares", cliLimits, 67_108_864, 4_194_304},
		{"primes", cliLimits, 2_541_695, 293_542},
	} {
		if out, nim := namedLimits(sets[tt.name], tt.lim); out != tt.out || nim != tt.nim {
			t.Errorf("namedLimits(%s, %s) = %d, %d; want %d, %d", tt.name, tt.lim.Where, out, nim, tt.out, tt.nim)
		}
	}

	unknown := func(name string, misere bool, lim game.Limits, ask func(v game.Values) error) string {
		_, sol := mustSolve(t, name, misere, 10, lim)
		err := ask(sol.Values)
		var u *game.Unknown
		if !errors.As(err, &u) {
			t.Errorf("%s: error %v, want an *game.Unknown", name, err)
			return ""
		}
		return err.Error()
	}
	outcome := func(n *big.Int) func(game.Values) error {
		return func(v game.Values) error { _, err := v.Outcome(n); return err }
	}
	nim := func(n *big.Int) func(game.Values) error {
		return func(v game.Values) error { _, err := v.(game.NimValues).Nim(n); return err }
	}
	big31, _ := new(big.Int).SetString("1"+strings.Repeat("0", 30)+"3", 10)
	for _, tt := range []struct {
		got, want string
	}{
		{unknown("squares", false, pageLimits, outcome(big.NewInt(int64(outPage)))),
			"the move set squares has no known period, so its outcomes are computed heap by heap, and the page computes them only below 10,569,001"},
		{unknown("squares", true, pageLimits, outcome(big31)),
			"the move set squares has no known period, so its outcomes are computed heap by heap, and the page computes them only below 10,569,001"},
		{unknown("squares", false, pageLimits, nim(big.NewInt(int64(nimPage)))),
			"the move set squares has no known period, so its nim-values are computed heap by heap, and the page computes them only below 660,969"},
		{unknown("sqrt", false, pageLimits, nim(big.NewInt(2_000_000))),
			"the nim-values of the rule sqrt follow no known formula, so they are computed heap by heap, and the page computes them only below 1,048,576"},
		{unknown("moser", false, pageLimits, nim(new(big.Int).Lsh(big.NewInt(1), 64))),
			"its nim-value (its base-4 digits mod 2, read in binary) has more than 32 bits, and a sum adds nim-values of at most 32 bits, those of heaps below 4^32 = 18,446,744,073,709,551,616"},
	} {
		if tt.got != tt.want {
			t.Errorf("error %q,\nwant %q", tt.got, tt.want)
		}
		if strings.Contains(tt.got, "CLI") || strings.Contains(tt.got, "command line") {
			t.Errorf("error %q sends people to a front end", tt.got)
		}
	}
	// primes1 at that heap: the outcome and nim-value from the theorem.
	_, sol := mustSolve(t, "primes1", false, 10, pageLimits)
	if o, err := sol.Values.Outcome(big31); err != nil || o != game.N {
		t.Errorf("primes1 Outcome(10^31+3) = %v, %v; want N", o, err)
	}
	if x, err := sol.Values.(game.NimValues).Nim(big31); err != nil || x != 3 {
		t.Errorf("primes1 Nim(10^31+3) = %v, %v; want 3", x, err)
	}

	lim := game.Limits{MaxLen: 1_000_000, Search: 1 << 22, NimSearch: 1 << 20, Work: 1 << 29, States: 1000, Where: "the test"}
	for _, tt := range []struct {
		name   string
		misere bool
		length int
		lim    game.Limits
		want   string
	}{
		{"primes", false, 200_000, lim, `len: "200000": the move set primes has no known period, so its values are computed heap by heap, and the test computes them only below 69,034; use a smaller len`},
		{"primes", true, 700_000, lim, `len: "700000": the move set primes has no known period, so its values are computed heap by heap, and the test computes them only below 603,665; use a smaller len`},
		{"sqrt", false, 20_000, game.Limits{MaxLen: 100_000, NimSearch: 10_000, Where: "the test"}, `len: "20000": the nim-values of the rule sqrt follow no known formula, so they are computed heap by heap, and the test computes them only below 10,000; use a smaller len`},
		{"moser", false, 20_001, pageLimits, `len: "20001": the page lists at most 20,000 heap sizes; use a smaller len`},
	} {
		_, err := mustGame(t, tt.name, tt.misere, engine.Auto).Solve(tt.length, tt.lim, nil)
		var bad *game.InputError
		if !errors.As(err, &bad) || bad.Key != "len" || err.Error() != tt.want {
			t.Errorf("%s: error %v,\nwant %s", tt.name, err, tt.want)
		}
	}
	if _, err := mustGame(t, "sqrt", true, engine.Auto).Solve(20_000, game.Limits{MaxLen: 100_000, NimSearch: 10_000}, nil); err != nil {
		t.Errorf("misère sqrt computes no nim-values, so its length is not bounded by them: %v", err)
	}
	if wasm {
		return // 10^7 heaps take seconds in a wasm test binary
	}
	g, sol := mustSolve(t, "squares", false, 10, pageLimits)
	a, err := ask(g, sol.Values, big.NewInt(10_000_000))
	if err != nil || a.outcome != game.N || len(a.moves) == 0 || a.nim != nil {
		t.Errorf("squares at 10^7 on the page: %v with %d winning moves, nim %v, %v; want N with some, no nim", a.outcome, len(a.moves), a.nim, err)
	}
}

// primes1 at heaps beyond the primes a front end lists: the winning move of
// the residue (1, or the prime 3) is listed, and the others are said to be
// too many, with which they are.
func TestPrimes1TooMany(t *testing.T) {
	big31, _ := new(big.Int).SetString("1"+strings.Repeat("0", 30)+"3", 10)
	for _, tt := range []struct {
		misere bool
		n      *big.Int
		take   int64
		which  string
	}{
		{false, big31, 3, "taking any prime ≡ 3 (mod 4) up to the heap"},
		{true, new(big.Int).Sub(big31, big.NewInt(1)), 1, "taking 1 or any prime ≡ 1 (mod 4) up to the heap"},
		{false, big.NewInt(67108865), 1, "taking 1 or any prime ≡ 1 (mod 4) up to the heap"},
	} {
		g, err := New(game.Named("primes1"), tt.misere, engine.Auto)
		if err != nil {
			t.Fatal(err)
		}
		sol, err := g.Solve(10, pageLimits, nil)
		if err != nil {
			t.Fatal(err)
		}
		moves, err := sol.Values.(game.Winner).WinningMoves(tt.n)
		var more *game.TooMany
		if !errors.As(err, &more) || !strings.HasPrefix(more.Reason, tt.which+", too many to list: the page lists the primes only below 4,194,304") {
			t.Errorf("WinningMoves(%s) error %v, want too many: %s", tt.n, err, tt.which)
		}
		if len(moves) != 1 || moves[0].Take != int(tt.take) {
			t.Errorf("WinningMoves(%s) = %v, want the take %d", tt.n, moves, tt.take)
		}
		q, err := game.Ask(g, sol, tt.n)
		if err != nil || q.Outcome != game.N || len(q.WinningMoves) != 1 || q.MoreMoves == "" {
			t.Errorf("Ask(%s) = %+v, %v; want N, one move and more", tt.n, q, err)
		} else if !tt.misere && q.Nim.Int64() != new(big.Int).Mod(tt.n, big.NewInt(4)).Int64() {
			t.Errorf("Ask(%s).Nim = %v, want n mod 4", tt.n, q.Nim)
		}
	}
}

// Every algorithm gives the named sets the same values, and Auto takes the
// convolution for the outcomes of the primes when they are long.
func TestNamedAlgorithms(t *testing.T) {
	for _, name := range []string{"squares", "primes", "fibonacci"} {
		for _, misere := range []bool{false, true} {
			length := size(3000, 700)
			_, want := mustSolve(t, name, misere, length, cliLimits)
			for _, a := range engine.Algorithms {
				got, err := mustGame(t, name, misere, a).Solve(length, cliLimits, nil)
				if err != nil {
					t.Fatal(err)
				}
				if got.Outcomes != want.Outcomes || !slices.Equal(got.Nim, want.Nim) {
					t.Errorf("%s misère %t: algo=%s differs from auto", name, misere, a)
				}
			}
		}
	}
	if n := 600_000; pickCold(engine.Auto, primes(n, false), n) != engine.Convolution {
		t.Errorf("auto for primes up to %d is not the convolution", n)
	}
	if n := 10_000_000; pickCold(engine.Auto, squares(n), n) != engine.Auto {
		t.Errorf("auto for squares up to %d is not engine.Choose's", n)
	}
	if n := 600_000; pickCold(engine.DP, primes(n, false), n) != engine.DP {
		t.Errorf("a chosen algorithm is not kept")
	}
}

func TestNamedCancel(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	for _, tt := range []struct {
		name   string
		misere bool
	}{{"squares", false}, {"primes", true}, {"moser", false}, {"sqrt", false}, {"powers2", true}} {
		_, err := mustGame(t, tt.name, tt.misere, engine.Auto).Solve(100_000, cliLimits, game.NewWork(ctx, nil))
		if !errors.Is(err, context.Canceled) {
			t.Errorf("%s misère %t with a cancelled context: %v, want context.Canceled", tt.name, tt.misere, err)
		}
	}
	// Values that extend their computation stop too.
	live, stop := context.WithCancel(context.Background())
	sol, err := mustGame(t, "squares", false, engine.Auto).Solve(10, cliLimits, game.NewWork(live, nil))
	if err != nil {
		t.Fatal(err)
	}
	stop()
	if _, err := sol.Values.Outcome(big.NewInt(1_000_000)); !errors.Is(err, context.Canceled) {
		t.Errorf("Outcome(10^6) after cancel: %v, want context.Canceled", err)
	}
	if _, err := sol.Values.(game.NimValues).Nim(big.NewInt(100_000)); !errors.Is(err, context.Canceled) {
		t.Errorf("Nim(10^5) after cancel: %v, want context.Canceled", err)
	}
}

func TestGame(t *testing.T) {
	for _, tt := range []struct {
		name   string
		misere bool
		title  string
	}{
		{"squares", false, "Subtraction game, moves the squares {1, 4, 9, 16, …}, normal play"},
		{"moser", true, "Subtraction game, moves the sums of distinct powers of 4 {1, 4, 5, 16, …}, misère play"},
		{"sqrt", false, "Subtraction game, take 1 to ⌊√n⌋ stones from a heap of n, normal play"},
	} {
		g := mustGame(t, tt.name, tt.misere, engine.Sieve)
		if g.Title() != tt.title || g.Misere() != tt.misere || g.Name() != tt.name || len(g.Legend()) != 2 {
			t.Errorf("%s: Title() = %q, Misere() = %t", tt.name, g.Title(), g.Misere())
		}
		play := map[bool]string{false: "normal", true: "misere"}[tt.misere]
		if got, want := fmt.Sprint(g.Keys()), fmt.Sprintf("[{moves %s} {play %s} {norepeat 0} {algo sieve}]", tt.name, play); got != want {
			t.Errorf("Keys() = %s, want %s", got, want)
		}
	}
	if _, err := New(game.NewMoveSet(1, 2), false, engine.Auto); err == nil || !strings.HasPrefix(err.Error(), `moves: "1,2": `) {
		t.Errorf("New(1,2): error %v, want a moves: error", err)
	}
}

// The shapes the games and their values promise.
var (
	_ game.Impartial = (*Game)(nil)
	_ game.Solver    = (*Game)(nil)
	_ game.NimValues = theoryNimValues{}
	_ game.Winner    = theoryNimValues{}
	_ game.Winner    = (*theoryValues)(nil)
	_ game.NimValues = (*computedNimValues)(nil)
	_ game.NimValues = (*sqrtNimValues)(nil)
	_ game.Winner    = (*sqrtNimValues)(nil)
	_ game.Winner    = sqrtValues{}
)

// Values that extend their computation, and Options with its cached
// members, may be asked from several goroutines at once (go test -race).
func TestConcurrent(t *testing.T) {
	o := newOracle("squares")
	g, sol := mustSolve(t, "squares", false, 1, cliLimits)
	nv := sol.Values.(game.NimValues)
	done := make(chan error)
	for k := range 4 {
		go func() {
			for i := k; i < 2000; i += 97 {
				h := big.NewInt(int64(i))
				x, err := nv.Nim(h)
				if err == nil && x != o.nimConcurrent(i) {
					err = fmt.Errorf("Nim(%d) = %d", i, x)
				}
				if err == nil {
					_, err = nv.Outcome(h)
				}
				count := 0
				g.Options(h, func(game.Move) bool { count++; return true })
				if err != nil {
					done <- err
					return
				}
			}
			done <- nil
		}()
	}
	for range 4 {
		if err := <-done; err != nil {
			t.Error(err)
		}
	}
}

// nimConcurrent is o.nim behind a lock.
func (o *oracle) nimConcurrent(n int) uint32 {
	oracleMu.Lock()
	defer oracleMu.Unlock()
	return o.nim(n)
}

var oracleMu sync.Mutex
