package named

import (
	"context"
	"errors"
	"fmt"
	"math/rand/v2"
	"runtime"
	"slices"
	"testing"

	"stones/solver/engine"
	"stones/solver/game"
)

// bruteSquares returns the nim-values of heaps 0..n−1 of subtract-a-square
// straight from the definition: the smallest value no square leads to.
func bruteSquares(n int) []uint32 {
	g := make([]uint32, n)
	for x := 1; x < n; x++ {
		options := map[uint32]bool{}
		for k := 1; k*k <= x; k++ {
			options[g[x-k*k]] = true
		}
		for options[g[x]] {
			g[x]++
		}
	}
	return g
}

// streamed returns what Stream yields of the game: the outcome letters of
// heaps 0..length−1 and the nim-values it yields, checking that the blocks
// come in order and that a block has the nim-values of all its heaps or
// none.
func streamed(t *testing.T, g *Game, length, nimLength int, budget int64) (string, []uint32, int) {
	t.Helper()
	var letters []byte
	var nim []uint32
	done, err := g.Stream(length, nimLength, budget, nil, func(b game.Block) error {
		if b.From != len(letters) {
			t.Fatalf("a block from %d after %d heaps", b.From, len(letters))
		}
		if b.Nim != nil && len(b.Nim) != len(b.Outcomes) {
			t.Fatalf("a block of %d heaps with %d nim-values", len(b.Outcomes), len(b.Nim))
		}
		if b.Nim == nil && len(nim) < nimLength && !g.misere && len(b.Outcomes) > 0 {
			t.Fatalf("a block from %d without nim-values, below %d", b.From, nimLength)
		}
		letters = append(letters, b.Outcomes...)
		nim = append(nim, b.Nim...)
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	if done != len(letters) {
		t.Fatalf("Stream = %d, after yielding %d heaps", done, len(letters))
	}
	return string(letters), nim, done
}

// The streamed values of the sets computed heap by heap against package
// engine's (which serve every move set) and the brute force: the outcomes
// across several blocks of the sieve, the nim-values up to the length
// asked, in normal and misère play.
func TestStreamEngines(t *testing.T) {
	if got, _, _ := streamed(t, mustNamed(t, "squares", false), 3000, 3000, 0); got != lettersOf(bruteSquares(3000)) {
		t.Fatalf("squares: the streamed outcomes differ from the brute force")
	}
	long := 2*sieveBlock + 12345 // three blocks of the sieve, the last partial
	nimN := 1 << 15
	if runtime.GOARCH == "wasm" {
		long, nimN = sieveBlock+777, 1<<13
	}
	for _, tc := range []struct {
		set       string
		length    int
		nimLength int
	}{
		{"squares", long, nimN},
		{"squares", 70_000, 65_536 + 17}, // the nim-values end inside a block
		{"primes", 1 << 16, 1 << 14},
		{"fibonacci", long, nimN},
	} {
		for _, misere := range []bool{false, true} {
			t.Run(fmt.Sprintf("%s/len=%d/misere=%t", tc.set, tc.length, misere), func(t *testing.T) {
				g := mustNamed(t, tc.set, misere)
				moves := g.set.upTo(tc.length)
				var want engine.Bits
				var err error
				if misere {
					want, err = engine.ColdMisere(moves, tc.length, nil)
				} else {
					want, err = engine.Cold(engine.Bitset, moves, tc.length, nil)
				}
				if err != nil {
					t.Fatal(err)
				}
				letters, nim, _ := streamed(t, g, tc.length, tc.nimLength, 0)
				for x := range tc.length {
					w := game.N
					if want.Has(x) {
						w = game.P
					}
					if got := game.Outcome(letters[x]); got != w {
						t.Fatalf("Outcome(%d) = %s, want %s", x, got, w)
					}
				}
				if misere {
					if nim != nil {
						t.Fatalf("%d nim-values in misère play", len(nim))
					}
					return
				}
				wantNim, err := engine.Nim(engine.DP, moves, tc.nimLength, nil)
				if err != nil {
					t.Fatal(err)
				}
				if len(nim) != tc.nimLength {
					t.Fatalf("%d nim-values, want %d", len(nim), tc.nimLength)
				}
				for x, v := range wantNim {
					if nim[x] != v {
						t.Fatalf("Nim(%d) = %d, want %d", x, nim[x], v)
					}
				}
			})
		}
	}
}

// Random lengths and nim-lengths of every streamed set, normal and misère,
// against the engine's outcomes and nim-values.
func TestStreamRandom(t *testing.T) {
	r := rand.New(rand.NewPCG(31, 4))
	for i := range 40 {
		name := []string{"squares", "primes", "fibonacci"}[i%3]
		misere := i%4 == 3
		length := r.IntN(5000)
		nimLength := r.IntN(length + 2)
		g := mustNamed(t, name, misere)
		moves := g.set.upTo(length)
		letters, nim, _ := streamed(t, g, length, nimLength, 0)
		if len(letters) != length {
			t.Fatalf("%s: %d heaps, want %d", name, len(letters), length)
		}
		if misere {
			continue
		}
		want, err := engine.Nim(engine.DP, moves, length, nil)
		if err != nil {
			t.Fatal(err)
		}
		if len(nim) != min(nimLength, length) {
			t.Fatalf("%s len=%d: %d nim-values, want %d", name, length, len(nim), min(nimLength, length))
		}
		for x := range length {
			if x < len(nim) && nim[x] != want[x] {
				t.Fatalf("%s: Nim(%d) = %d, want %d", name, x, nim[x], want[x])
			}
			if w := lettersOf(want[x : x+1]); letters[x:x+1] != w {
				t.Fatalf("%s: Outcome(%d) = %s, want %s", name, x, letters[x:x+1], w)
			}
		}
	}
}

// The cold heaps of subtract-a-square below powers of two, as BENCH.md
// lists them up to 2^30 (the sieve run by stones -summary; Eppstein's
// counts agree).
func TestSquaresColdCounts(t *testing.T) {
	length := 1 << 22
	if runtime.GOARCH == "wasm" || testing.Short() {
		length = 1 << 20
	}
	want := map[int]int{1 << 10: 118, 1 << 16: 2053, 1 << 20: 14421, 1 << 22: 37783}
	cold, n := 0, 0
	_, err := mustNamed(t, "squares", false).Stream(length, 0, 0, nil, func(b game.Block) error {
		for _, l := range b.Outcomes {
			if game.Outcome(l) == game.P {
				cold++
			}
			n++
			if w, ok := want[n]; ok && cold != w {
				t.Errorf("cold heaps below %d = %d, want %d", n, cold, w)
			}
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
}

// A cancelled Stream stops with the context's error; a budget stops it at
// a block boundary, having yielded what it computed.
func TestStreamStops(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	g := mustNamed(t, "squares", false)
	if _, err := g.Stream(1<<22, 1<<16, 0, game.NewWork(ctx, nil), func(game.Block) error { return nil }); !errors.Is(err, context.Canceled) {
		t.Errorf("Stream cancelled: %v, want context.Canceled", err)
	}
	_, _, done := streamed(t, g, 1<<20, 0, 1000)
	if done == 0 || done >= 1<<20 || done%yieldBlock != 0 {
		t.Errorf("Stream with a budget of 1000 yielded %d heaps, want a whole number of blocks", done)
	}
}

// mustNamed returns the game of a named set.
func mustNamed(t *testing.T, name string, misere bool) *Game {
	t.Helper()
	g, err := New(game.Named(name), misere, engine.Auto)
	if err != nil {
		t.Fatal(err)
	}
	return g
}

// lettersOf writes the outcomes of nim-values: P for 0, N otherwise.
func lettersOf(nim []uint32) string {
	b := make([]byte, len(nim))
	for i, v := range nim {
		b[i] = byte(game.N)
		if v == 0 {
			b[i] = byte(game.P)
		}
	}
	return string(b)
}

// A run resumed from any state that Save received yields what the run it
// continues yields, and spends the same work: a budget stops both at the
// same heap. A state no run can have is refused, never a panic.
func TestStreamResumes(t *testing.T) {
	for _, tt := range []struct {
		name              string
		length, nimLength int
		budget            int64
	}{
		{"squares", 200_000, 150_000, 0},
		{"fibonacci", 300_000, 300_000, 0},
		{"squares", 200_000, 200_000, 25_000_000}, // the budget stops it
	} {
		g := mustNamed(t, tt.name, false)
		var states []game.NimResume
		run := func(r *game.NimResume) (string, []uint32, int, error) {
			var letters []byte
			var nim []uint32
			done, err := g.StreamFrom(tt.length, tt.nimLength, tt.budget, r, nil, func(b game.Block) error {
				letters, nim = append(letters, b.Outcomes...), append(nim, b.Nim...)
				return nil
			})
			return string(letters), nim, done, err
		}
		letters, nim, done, err := run(&game.NimResume{Save: func(v []uint16, spent int64) {
			states = append(states, game.NimResume{From: slices.Clone(v), Spent: spent})
		}})
		if err != nil {
			t.Fatal(err)
		}
		if want, _, _ := streamed(t, g, tt.length, tt.nimLength, tt.budget); want != letters {
			t.Fatalf("%s: saving states changed the outcomes", tt.name)
		}
		if len(states) < 2 || tt.budget > 0 && done == tt.length {
			t.Fatalf("%s: %d states saved, %d heaps of %d: want several, and a run the budget stops", tt.name, len(states), done, tt.length)
		}
		for _, s := range states {
			gotLetters, gotNim, gotDone, err := run(&s)
			if err != nil || gotLetters != letters || !slices.Equal(gotNim, nim) || gotDone != done {
				t.Errorf("%s resumed from %d heaps: %d heaps, %d nim-values, %v; want %d and %d", tt.name, len(s.From), gotDone, len(gotNim), err, done, len(nim))
			}
		}
	}
	g := mustNamed(t, "squares", false)
	for name, r := range map[string]*game.NimResume{
		"too many":        {From: make([]uint16, 2000)},
		"above the mex":   {From: []uint16{0, 1, 5}},
		"misère has none": nil,
	} {
		length, nimLength, h := 1000, 1000, g
		if r == nil {
			h, r, nimLength = mustNamed(t, "squares", true), &game.NimResume{From: []uint16{0}}, 0
		}
		if _, err := h.StreamFrom(length, nimLength, 0, r, nil, func(game.Block) error { return nil }); err == nil {
			t.Errorf("%s: a resumed run from %v is not refused", name, r.From)
		}
	}
}

// A dense set (the primes) reports its progress, and heeds a
// cancellation, within its first block of heaps: every pollEvery steps,
// counted, not timed. The stream cancelled at its first report has
// yielded nothing and spent about two pollEvery steps (the first report,
// then the poll that sees the cancellation), not a block's.
func TestStreamPollsWithinABlock(t *testing.T) {
	g := mustNamed(t, "primes", false)
	var reports []int
	w := game.NewWork(context.Background(), func(p game.Progress) { reports = append(reports, p.Done) })
	w.Begin("heaps", 70_000)
	if _, err := g.Stream(70_000, 70_000, 0, w, func(game.Block) error { return nil }); err != nil {
		t.Fatal(err)
	}
	within := 0
	for _, d := range reports {
		if d > 0 && d < yieldBlock {
			within++
		}
	}
	if within < 3 {
		t.Errorf("the primes' stream reported %d times within its first block of %d heaps (reports %v), want several", within, yieldBlock, reports)
	}

	ctx, cancel := context.WithCancel(context.Background())
	yielded := 0
	s := &stream{set: g.set, budget: 1 << 62, w: game.NewWork(ctx, func(game.Progress) { cancel() }), nimLength: 70_000,
		nim: make([]uint16, 70_000), seenBits: make([]uint64, nimTile*(1<<16/64)),
		yield: func(b game.Block) error { yielded += len(b.Outcomes); return nil }}
	if err := s.run(70_000); !errors.Is(err, context.Canceled) {
		t.Fatalf("the stream cancelled at its first report: %v, want context.Canceled", err)
	}
	if yielded != 0 || s.spent > 3*pollEvery {
		t.Errorf("cancelled at its first report, the stream yielded %d heaps and spent %d steps, want none and at most %d", yielded, s.spent, 3*pollEvery)
	}
}
