package engine

import (
	"context"
	"errors"
	"fmt"
	"math/rand/v2"
	"runtime"
	"slices"
	"strconv"
	"strings"
	"testing"

	"stones/solver/game"
	"stones/solver/gametest"
	"stones/solver/periodic"
)

// testEngines are the implementations every test below runs, as rsc/omap
// runs its tests against every map: each algorithm, Auto's choice, and the
// convolution with every crossing transformed (so that the transform is
// exercised on inputs small enough for the oracle).
var testEngines = []struct {
	name   string
	engine func(moves []int, n int) engine
}{
	{"dp", fixed(engines[DP])},
	{"sieve", fixed(engines[Sieve])},
	{"convolution", fixed(engines[Convolution])},
	{"convolution-ntt", fixed(engine{cold: coldNTT, nim: nimNTT})},
	{"bitset", fixed(engines[Bitset])},
	{"auto", func(moves []int, n int) engine { return pick(Auto, moves, n) }},
	{"exported", fixed(engine{
		cold: func(m []int, n int, w *game.Work) (Bits, error) { return Cold(Auto, m, n, w) },
		nim:  func(m []int, n int, w *game.Work) ([]uint32, error) { return Nim(Auto, m, n, w) },
	})},
}

func fixed(e engine) func([]int, int) engine { return func([]int, int) engine { return e } }

func coldNTT(moves []int, n int, w *game.Work) (Bits, error) {
	c := newConvolver(moves, n)
	c.forceNTT = true
	return c.level(FullBits(n), stepper(w))
}

func nimNTT(moves []int, n int, w *game.Work) ([]uint32, error) {
	c := newConvolver(moves, n)
	c.forceNTT = true
	return nimByLevels(n, w, c.level)
}

// oracle computes a game's values straight from the definitions, by
// memoized recursion: a heap is hot when some move reaches a cold heap, and
// its nim-value is the mex of its options' values. In misère play a heap
// with no move is hot: the player to move has won.
type oracle struct {
	moves  []int
	misere bool
	hot    map[int]bool
	nims   map[int]uint32
}

func newOracle(moves []int) *oracle {
	return &oracle{moves: moves, hot: map[int]bool{}, nims: map[int]uint32{}}
}

func (o *oracle) cold(i int) bool {
	h, ok := o.hot[i]
	if !ok {
		h = o.misere && i < o.moves[0]
		for _, s := range o.moves {
			if s <= i && o.cold(i-s) {
				h = true
				break
			}
		}
		o.hot[i] = h
	}
	return !h
}

func (o *oracle) nim(i int) uint32 {
	v, ok := o.nims[i]
	if !ok {
		options := map[uint32]bool{}
		for _, s := range o.moves {
			if s <= i {
				options[o.nim(i-s)] = true
			}
		}
		for options[v] {
			v++
		}
		o.nims[i] = v
	}
	return v
}

// values returns the oracle's cold heaps and nim-values below n. Asking in
// increasing order keeps the recursion shallow.
func (o *oracle) values(n int) (cold []bool, nim []uint32) {
	cold, nim = make([]bool, n), make([]uint32, n)
	for i := range n {
		cold[i], nim[i] = o.cold(i), o.nim(i)
	}
	return cold, nim
}

type engineCase struct {
	name  string
	moves []int
	n     int
}

// handPicked are move sets chosen for their shapes: only small moves, only
// large ones, moves around the word size of 64, far-apart moves.
var handPicked = []engineCase{
	{"1", []int{1}, 1000},
	{"1,2,3", []int{1, 2, 3}, 1000},
	{"1,5,8,10", []int{1, 5, 8, 10}, 2000},
	{"6,13,14,16", []int{6, 13, 14, 16}, 2000},
	{"2,5,9", []int{2, 5, 9}, 2000},
	{"64", []int{64}, 2000},
	{"63,64,65", []int{63, 64, 65}, 3000},
	{"1,100", []int{1, 100}, 3000},
	{"1000,1001,3000", []int{1000, 1001, 3000}, 9000},
	{"1-60", seq(1, 60), 2000},
	{"1-63", seq(1, 63), 2000},
	{"64-130", seq(64, 130), 3000},
	{"1,64,128,192", []int{1, 64, 128, 192}, 3000},
	{"127,128,129,255,256,257", []int{127, 128, 129, 255, 256, 257}, 4000},
	{"2500", []int{2500}, 6000},
	// Long nim preperiods, found by searching random sets; TestLongPreperiods
	// checks that they are long.
	{"2,16,27,29", []int{2, 16, 27, 29}, 3000},
	{"12,13,27,40", []int{12, 13, 27, 40}, 3000},
	{"1,10,26,27", []int{1, 10, 26, 27}, 3000},
	{"11,22,34,39", []int{11, 22, 34, 39}, 3000},
	{"16,22,39", []int{16, 22, 39}, 3000},
}

// longPreperiods names the hand-picked sets whose nim-values have a
// preperiod of at least 300.
var longPreperiods = []string{"2,16,27,29", "12,13,27,40", "1,10,26,27", "11,22,34,39", "16,22,39"}

func seq(lo, hi int) []int {
	var s []int
	for x := lo; x <= hi; x++ {
		s = append(s, x)
	}
	return s
}

// randomCases returns count move sets of 1..60 moves up to maxMove, the
// same every run.
func randomCases(seed uint64, count, maxMove, n int) []engineCase {
	r := rand.New(rand.NewPCG(seed, 0))
	var cases []engineCase
	for i := range count {
		size := 1 + r.IntN(min(60, maxMove))
		if i%3 == 0 {
			size = 1 + r.IntN(4) // few moves: the sets with long preperiods
		}
		set := map[int]bool{}
		for len(set) < size {
			set[1+r.IntN(maxMove)] = true
		}
		moves := make([]int, 0, size)
		for s := range set {
			moves = append(moves, s)
		}
		slices.Sort(moves)
		cases = append(cases, engineCase{fmt.Sprintf("random%d-%03d", maxMove, i), moves, n})
	}
	return cases
}

func allCases() []engineCase {
	small, large := 240, 40
	if runtime.GOARCH == "wasm" {
		small, large = 60, 10 // the same checks, fewer of them: wasm is slower
	}
	cases := slices.Clone(handPicked)
	cases = append(cases, randomCases(1, small, 300, 1500)...)
	cases = append(cases, randomCases(2, large, 3000, 5000)...)
	return cases
}

func TestEnginesAgainstOracle(t *testing.T) {
	cases := allCases()
	want := make([]struct {
		cold []bool
		nim  []uint32
	}, len(cases))
	for i, c := range cases {
		want[i].cold, want[i].nim = newOracle(c.moves).values(c.n)
	}
	for _, te := range testEngines {
		t.Run(te.name, func(t *testing.T) {
			for i, c := range cases {
				e := te.engine(c.moves, c.n)
				cold, err := e.cold(c.moves, c.n, nil)
				if err != nil {
					t.Fatalf("%s: cold: %v", c.name, err)
				}
				if len(cold) != (c.n+63)/64 {
					t.Errorf("%s: cold has %d words, want %d", c.name, len(cold), (c.n+63)/64)
					continue
				}
				for h := range c.n {
					if cold.Has(h) != want[i].cold[h] {
						t.Errorf("%s: moves %v: cold(%d) = %t, want %t", c.name, c.moves, h, cold.Has(h), want[i].cold[h])
						break
					}
				}
				if tail := c.n % 64; tail != 0 && cold[len(cold)-1]>>tail != 0 {
					t.Errorf("%s: cold holds heaps at or beyond n = %d", c.name, c.n)
				}
				nim, err := e.nim(c.moves, c.n, nil)
				if err != nil {
					t.Fatalf("%s: nim: %v", c.name, err)
				}
				if len(nim) != c.n {
					t.Errorf("%s: nim has %d values, want %d", c.name, len(nim), c.n)
					continue
				}
				for h := range c.n {
					if nim[h] != want[i].nim[h] {
						t.Errorf("%s: moves %v: nim(%d) = %d, want %d", c.name, c.moves, h, nim[h], want[i].nim[h])
						break
					}
				}
			}
		})
	}
}

// ColdMisere against the misère oracle, on the same sets.
func TestColdMisereAgainstOracle(t *testing.T) {
	for _, c := range allCases() {
		o := newOracle(c.moves)
		o.misere = true
		got, err := ColdMisere(c.moves, c.n, nil)
		if err != nil {
			t.Fatal(err)
		}
		if len(got) != (c.n+63)/64 {
			t.Fatalf("%s: %d words, want %d", c.name, len(got), (c.n+63)/64)
		}
		for h := range c.n {
			if got.Has(h) != o.cold(h) {
				t.Fatalf("%s: moves %v: misère cold(%d) = %t, want %t", c.name, c.moves, h, got.Has(h), o.cold(h))
			}
		}
	}
}

// With no move at all every heap is cold, of nim-value 0.
func TestNoMoves(t *testing.T) {
	for _, a := range Algorithms {
		cold, err := Cold(a, nil, 130, nil)
		if err != nil || len(cold) != 3 || cold[0] != ^uint64(0) || cold[1] != ^uint64(0) || cold[2] != 3 {
			t.Errorf("Cold(%s, no moves, 130) = %x, %v; want heaps 0..129", a, cold, err)
		}
		nim, err := Nim(a, nil, 130, nil)
		if err != nil || len(nim) != 130 || slices.Max(nim) != 0 {
			t.Errorf("Nim(%s, no moves, 130) = %v, %v; want 130 zeros", a, nim, err)
		}
	}
}

// TestLongPreperiods checks that the sets said to have long preperiods have
// them, so that the engines are tested on such sets.
func TestLongPreperiods(t *testing.T) {
	for _, c := range handPicked {
		if !slices.Contains(longPreperiods, c.name) {
			continue
		}
		_, nim := newOracle(c.moves).values(c.n)
		p, ok := periodic.Find(c.n, c.moves[len(c.moves)-1], func(i int) uint64 { return uint64(nim[i]) })
		if !ok || p.Preperiod < 300 {
			t.Errorf("moves %v: period %+v (found %t), want a preperiod of at least 300", c.moves, p, ok)
		}
	}
}

func TestEnginesSmallSizes(t *testing.T) {
	for _, te := range testEngines {
		t.Run(te.name, func(t *testing.T) {
			for _, moves := range [][]int{{1}, {2, 3}, {64, 65}, {1000}} {
				o := newOracle(moves)
				for n := range 130 {
					e := te.engine(moves, n)
					cold, err := e.cold(moves, n, nil)
					if err != nil {
						t.Fatal(err)
					}
					nim, err := e.nim(moves, n, nil)
					if err != nil {
						t.Fatal(err)
					}
					if len(cold) != (n+63)/64 || len(nim) != n {
						t.Fatalf("moves %v, n = %d: %d words and %d values, want %d and %d", moves, n, len(cold), len(nim), (n+63)/64, n)
					}
					for h := range n {
						if cold.Has(h) != o.cold(h) || nim[h] != o.nim(h) {
							t.Fatalf("moves %v, n = %d: cold(%d), nim(%d) = %t, %d, want %t, %d", moves, n, h, h, cold.Has(h), nim[h], o.cold(h), o.nim(h))
						}
					}
				}
			}
		})
	}
}

// fisherTable1 is the winner for S = {1,5,8,10} and heaps 0..100, as
// Fisher 2003 prints it in §2.3, Table 1: 1 the first player, 2 the second.
const fisherTable1 = "2121212111111" + "212121" + // 0-18
	"211111121212121111" + // 19-36
	"112121212111111212" + // 37-54
	"121211111121212121" + // 55-72
	"111112121212111111" + // 73-90
	"2121212111" // 91-100

// TestPublished pins values published in the literature.
func TestPublished(t *testing.T) {
	// Fisher 2003, §2.3, Table 1: S = {1,5,8,10}, heaps 0..100; the
	// table's "2" (the second player wins) is a cold heap. Heap 68 is the
	// worked example: the first player wins.
	if len(fisherTable1) != 101 || fisherTable1[68] != '1' {
		t.Fatal("fisherTable1 must list heaps 0..100 with heap 68 won by the first player")
	}
	for _, te := range testEngines {
		t.Run(te.name, func(t *testing.T) {
			moves := []int{1, 5, 8, 10}
			e := te.engine(moves, 101)
			cold, err := e.cold(moves, 101, nil)
			if err != nil {
				t.Fatal(err)
			}
			nim, err := e.nim(moves, 101, nil)
			if err != nil {
				t.Fatal(err)
			}
			for h := range 101 {
				want := fisherTable1[h] == '2'
				if cold.Has(h) != want {
					t.Errorf("S = {1,5,8,10} (Fisher 2003, Table 1): cold(%d) = %t, want %t", h, cold.Has(h), want)
				}
				if (nim[h] == 0) != want {
					t.Errorf("S = {1,5,8,10} (Fisher 2003, Table 1): nim(%d) = %d, want cold %t", h, nim[h], want)
				}
			}

			// OEIS A010873, a(n) = n mod 4: the nim-values of S = {1,2,3}
			// (Winning Ways, ch. 4: S = {1..k} has nim-value n mod k+1).
			moves = []int{1, 2, 3}
			e = te.engine(moves, 1000)
			nim, err = e.nim(moves, 1000, nil)
			if err != nil {
				t.Fatal(err)
			}
			for h, v := range nim {
				if v != uint32(h%4) {
					t.Errorf("S = {1,2,3} (OEIS A010873): nim(%d) = %d, want %d", h, v, h%4)
					break
				}
			}
		})
	}
	// The table's cold heaps, as a list, against the string above: the two
	// transcriptions of the table agree.
	fisher := "0,2,4,6,13,15,17,19,26,28,30,32,39,41,43,45,52,54,56,58,65,67,69,71,78,80,82,84,91,93,95,97"
	var listed [101]bool
	for f := range strings.SplitSeq(fisher, ",") {
		h, _ := strconv.Atoi(f)
		listed[h] = true
	}
	for h := range 101 {
		if listed[h] != (fisherTable1[h] == '2') {
			t.Errorf("Fisher 2003, Table 1: heap %d listed cold %t, the table says %c", h, listed[h], fisherTable1[h])
		}
	}
}

func TestEnginesCancel(t *testing.T) {
	const n = 1 << 20
	moves := []int{1, 5, 8, 10}
	for _, te := range testEngines {
		e := te.engine(moves, n)
		t.Run(te.name+"/before", func(t *testing.T) {
			ctx, cancel := context.WithCancel(context.Background())
			cancel()
			w := game.NewWork(ctx, nil)
			if cold, err := e.cold(moves, n, w); !errors.Is(err, context.Canceled) || cold != nil {
				t.Errorf("cold after cancel = %d words, %v; want nil, %v", len(cold), err, context.Canceled)
			}
			if nim, err := e.nim(moves, n, w); !errors.Is(err, context.Canceled) || nim != nil {
				t.Errorf("nim after cancel = %d values, %v; want nil, %v", len(nim), err, context.Canceled)
			}
		})
		// Cancelling from the first progress report must stop the engine
		// at its next step: the result is the error, with no report after it.
		t.Run(te.name+"/during", func(t *testing.T) {
			for _, stage := range []string{"cold", "nim", "misère"} {
				ctx, cancel := context.WithCancel(context.Background())
				reports := 0
				w := game.NewWork(ctx, func(game.Progress) {
					reports++
					cancel()
				})
				w.Begin(stage, n)
				var err error
				switch stage {
				case "cold":
					_, err = e.cold(moves, n, w)
				case "nim":
					_, err = e.nim(moves, n, w)
				default:
					_, err = ColdMisere(moves, n, w)
				}
				if !errors.Is(err, context.Canceled) {
					t.Errorf("%s: cancelled during the work: error %v, want %v", stage, err, context.Canceled)
				}
				if reports != 1 {
					t.Errorf("%s: %d progress reports, want 1 (the one that cancelled)", stage, reports)
				}
			}
		})
	}
}

func TestNTT(t *testing.T) {
	r := rand.New(rand.NewPCG(3, 0))
	for _, size := range []int{1, 2, 4, 8, 64, 1024} {
		x, y := make([]uint32, size), make([]uint32, size)
		for i := range size {
			x[i], y[i] = uint32(r.IntN(nttMod)), uint32(r.IntN(nttMod))
		}
		want := make([]uint32, size)
		for i := range size {
			for j := range size {
				k := (i + j) % size
				want[k] = uint32((uint64(want[k]) + uint64(x[i])*uint64(y[j])) % nttMod)
			}
		}
		tw := newNTTTwiddle(size)
		tw.transform(x, false)
		tw.transform(y, false)
		for i := range x {
			x[i] = uint32(uint64(x[i]) * uint64(y[i]) % nttMod)
		}
		tw.transform(x, true)
		for i := range size {
			if x[i] != want[i] {
				t.Errorf("size %d: cyclic convolution[%d] = %d, want %d", size, i, x[i], want[i])
				break
			}
		}
	}
}

// The repeated-window proof on the values the engines compute, normal and
// misère, against the observed period.
func TestFindPeriodSubtraction(t *testing.T) {
	r := rand.New(rand.NewPCG(3, 4))
	for range 300 {
		m := gametest.RandomMoves(r, 1+r.IntN(6), 2+r.IntN(25))
		window := m[len(m)-1]
		nim, _ := nimDP(m, 3000, nil)
		cold, _ := coldDP(m, 3000, nil)
		misere, _ := ColdMisere(m, 3000, nil)
		want, wantOK := gametest.ObservedPeriod(nim, window)
		got, ok := periodic.Find(len(nim), window, func(i int) uint64 { return uint64(nim[i]) })
		if ok != wantOK || got != want {
			t.Errorf("moves %v: nim period %+v, %v; want %+v, %v", m, got, ok, want, wantOK)
		}
		for name, b := range map[string]Bits{"outcome": cold, "misère outcome": misere} {
			outcomes := make([]uint32, len(nim))
			for i := range outcomes {
				if b.Has(i) {
					outcomes[i] = 1
				}
			}
			want, wantOK = gametest.ObservedPeriod(outcomes, window)
			got, ok = periodic.Find(len(outcomes), window, func(i int) uint64 { return uint64(outcomes[i]) })
			if ok != wantOK || got != want {
				t.Errorf("moves %v: %s period %+v, %v; want %+v, %v", m, name, got, ok, want, wantOK)
			}
		}
	}
}
