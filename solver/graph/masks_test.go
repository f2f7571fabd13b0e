package graph

import (
	"math/rand/v2"
	"testing"
)

// TestMasks checks the table against a Go map on random keys, many alike
// in their low bits, across its growth.
func TestMasks(t *testing.T) {
	r := rand.New(rand.NewPCG(21, 22))
	var table masks
	want := map[Set]uint32{}
	for i := range 20000 {
		key := Set(r.Uint64()) | 1
		if i%2 == 0 {
			key = Set(r.IntN(5000)+1) << 40
		}
		if v, ok := table.get(key); ok != (want[key] != 0) || v != want[key] {
			t.Fatalf("get(%x) = %d, %v before put, want %d", key, v, ok, want[key])
		}
		v := uint32(i + 1)
		table.put(key, v)
		want[key] = v
	}
	if table.n != len(want) {
		t.Errorf("%d keys held, want %d", table.n, len(want))
	}
	for key, v := range want {
		if got, ok := table.get(key); !ok || got != v {
			t.Fatalf("get(%x) = %d, %v, want %d", key, got, ok, v)
		}
	}
}
