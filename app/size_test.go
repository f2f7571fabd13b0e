//go:build !js

package main

import (
	"bytes"
	"compress/gzip"
	"os"
	"path/filepath"
	"testing"

	"github.com/andybalholm/brotli"
)

// maxSolverBrotli is the most the solver's WebAssembly may weigh, brotli
// compressed (quality 9, a little above the deploy's quality 11): the page
// starts its worker on the first load. The goal is 0.6 MiB; with Go 1.26
// the runtime and fmt alone weigh 0.54 MiB at quality 11 (BENCH.md), so
// the bound keeps it from growing. Play, the explanations of heaps and the
// comparison of variants brought the play API (game.Play, solver.Replay,
// solver.Explain, solver.Compare) into the worker: from 1,079,841 to
// 1,123,594 bytes.
const maxSolverBrotli = 1_130_000

// The solver's WebAssembly stays small enough to load at once. The sizes of
// both programs are logged for BENCH.md (go test -v -run TestWasmSizes).
func TestWasmSizes(t *testing.T) {
	dist := os.Getenv("STONES_DIST")
	if dist == "" {
		if os.Getenv("CI") == "true" {
			t.Fatal("STONES_DIST is unset: CI must check the built site (make test sets it)")
		}
		t.Skip("STONES_DIST is unset: run make build, then STONES_DIST=$PWD/dist go test ./app/")
	}
	for _, name := range []string{"app.wasm", "solver.wasm"} {
		b, err := os.ReadFile(filepath.Join(dist, "web", name))
		if err != nil {
			t.Fatal(err)
		}
		gz, br := compressed(t, b)
		t.Logf("%s: %d bytes raw, %d gzip -9, %d brotli -q 9", name, len(b), gz, br)
		if name == "solver.wasm" && br > maxSolverBrotli {
			t.Errorf("solver.wasm is %d bytes brotli, want at most %d", br, maxSolverBrotli)
		}
	}
}

// compressed returns the sizes of b gzip'd at level 9 and brotli'd at
// quality 9 (quality 11, as deployed, takes a minute here).
func compressed(t *testing.T, b []byte) (gz, br int) {
	var g, r bytes.Buffer
	gw, _ := gzip.NewWriterLevel(&g, gzip.BestCompression)
	bw := brotli.NewWriterLevel(&r, 9)
	for _, w := range []interface {
		Write([]byte) (int, error)
		Close() error
	}{gw, bw} {
		if _, err := w.Write(b); err != nil {
			t.Fatal(err)
		}
		if err := w.Close(); err != nil {
			t.Fatal(err)
		}
	}
	return g.Len(), r.Len()
}
