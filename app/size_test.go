//go:build !js

package main

import (
	"os"
	"path/filepath"
	"testing"
)

// maxSolverBrotli is the most the solver's WebAssembly may weigh as the
// site serves it (web/solver.wasm.br, brotli quality 11): the page starts
// its worker on the first load. The goal is 0.6 MiB; with Go 1.26 the
// runtime alone weighs 0.42 MiB, and math/big (exact heaps of any size),
// which brings fmt and reflect, 0.64 MiB before any of the solver's own code
// (BENCH.md), so the bound keeps it from growing: 989,249 bytes on
// 2026-11-23.
const maxSolverBrotli = 1_000_000

// The solver's WebAssembly stays small enough to load at once. The sizes of
// both programs, raw and as served, are logged for BENCH.md
// (go test -v -run TestWasmSizes).
func TestWasmSizes(t *testing.T) {
	dist := os.Getenv("STONES_DIST")
	if dist == "" {
		if os.Getenv("CI") == "true" {
			t.Fatal("STONES_DIST is unset: CI must check the built site (make test sets it)")
		}
		t.Skip("STONES_DIST is unset: run make build, then STONES_DIST=$PWD/dist go test ./app/")
	}
	for _, name := range []string{"app.wasm", "solver.wasm"} {
		var size [3]int64
		for i, suffix := range []string{"", ".gz", ".br"} {
			info, err := os.Stat(filepath.Join(dist, "web", name+suffix))
			if err != nil {
				t.Fatal(err)
			}
			size[i] = info.Size()
		}
		t.Logf("%s: %d bytes raw, %d gzip -9, %d brotli (as served)", name, size[0], size[1], size[2])
		if name == "solver.wasm" && size[2] > maxSolverBrotli {
			t.Errorf("solver.wasm is %d bytes brotli, want at most %d", size[2], maxSolverBrotli)
		}
	}
}
