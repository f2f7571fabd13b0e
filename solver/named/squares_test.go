package named

import (
	"context"
	"errors"
	"runtime"
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

// The scale engines of subtract-a-square against the brute force on small
// heaps, and against package engine's (which serve every move set) across
// several blocks of the cold sieve.
func TestSquaresEngines(t *testing.T) {
	const small = 3000
	want := bruteSquares(small)
	nim, err := SquaresNim(small, nil)
	if err != nil {
		t.Fatal(err)
	}
	cold, err := SquaresCold(small, nil)
	if err != nil {
		t.Fatal(err)
	}
	c := 0
	for x, v := range want {
		if uint32(nim[x]) != v {
			t.Fatalf("SquaresNim: nim(%d) = %d, want %d", x, nim[x], v)
		}
		if v == 0 {
			if c >= len(cold) || cold[c] != uint32(x) {
				t.Fatalf("SquaresCold: cold heap %d missing (the %d-th cold heap)", x, c)
			}
			c++
		}
	}
	if c != len(cold) {
		t.Fatalf("SquaresCold: %d cold heaps below %d, want %d", len(cold), small, c)
	}

	n := 2*coldBlock + 12345 // three blocks, the last partial
	nimN := 1 << 15
	if runtime.GOARCH == "wasm" {
		n, nimN = coldBlock+777, 1<<13
	}
	moves := squares(n - 1)
	bits, err := engine.Cold(engine.Bitset, moves, n, nil)
	if err != nil {
		t.Fatal(err)
	}
	cold, err = SquaresCold(n, nil)
	if err != nil {
		t.Fatal(err)
	}
	c = 0
	for x := range n {
		if bits.Has(x) {
			if c >= len(cold) || cold[c] != uint32(x) {
				t.Fatalf("SquaresCold: cold heap %d missing", x)
			}
			c++
		}
	}
	if c != len(cold) {
		t.Fatalf("SquaresCold: %d cold heaps below %d, want %d", len(cold), n, c)
	}
	for _, m := range []int{-1, 0, 1, 2, 5, 1000, coldBlock, n, 1 << 40} {
		want := 0
		for _, h := range cold {
			if int(h) < m {
				want++
			}
		}
		if got := ColdBelow(cold, m); got != want {
			t.Errorf("ColdBelow(%d) = %d, want %d", m, got, want)
		}
	}

	wantNim, err := engine.Nim(engine.DP, squares(nimN-1), nimN, nil)
	if err != nil {
		t.Fatal(err)
	}
	nim, err = SquaresNim(nimN, nil)
	if err != nil {
		t.Fatal(err)
	}
	for x, v := range wantNim {
		if uint32(nim[x]) != v {
			t.Fatalf("SquaresNim: nim(%d) = %d, want %d (engine.Nim)", x, nim[x], v)
		}
	}
}

// Both engines stop when their work is cancelled, with the context's
// error.
func TestSquaresCancel(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	w := game.NewWork(ctx, nil)
	if _, err := SquaresCold(1<<22, w); !errors.Is(err, context.Canceled) {
		t.Errorf("SquaresCold cancelled: %v, want context.Canceled", err)
	}
	if _, err := SquaresNim(1<<16, w); !errors.Is(err, context.Canceled) {
		t.Errorf("SquaresNim cancelled: %v, want context.Canceled", err)
	}
}
