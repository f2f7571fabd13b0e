//go:build !js

package main

import (
	"os"
	"path/filepath"
	"testing"
)

// maxWasmBrotli is the most the page's WebAssembly may weigh as the site
// serves it (web/app.wasm.br, brotli quality 11). It is the one Go program
// a visitor downloads, the page and its solver's worker in one, and nearly
// all of a first visit (TestVisits holds the whole visit to 2.2 MiB):
// 2,007,810 bytes on 2026-11-24, against 1.44 MiB for an empty go-app page;
// 2,209,121 once the games on graphs and boards, misère play by Conway's
// genus, take-and-break codes and the research views' counter came in (the
// same day); 2,254,573 with misère quotients and the bounds of Kayles on
// trees (that afternoon), when the rest of a first visit weighed 32,064
// bytes and the whole visit 2,286,637. The bound leaves the rest of a
// first visit about 37 KB. 2026-11-27: 2,283,799, raised to 2,290,000 with
// the misère quotient's counted steps, the TikZ export, the page on paper
// and the handout (5.7 KB of brotli), the frame's height and wheel, the
// research runs' folding and the graphs' hashing, one after the other a
// few KB each (BENCH.md: the page's bytes, 2026-11-27). 2026-11-28:
// 2,223,537, once the SVG's picture of a dense strip was encoded by the
// browser's canvas and the program held no PNG encoder (image/png and its
// zlib: 68 KB of brotli), with the embed builder in; the bound back at
// 2,270,000, its value before 2026-11-27.
const maxWasmBrotli = 2_270_000

// The page's WebAssembly stays small enough for a first visit's bound. Its
// sizes, raw and as served, are logged for BENCH.md (go test -v -run
// TestWasmSizes).
func TestWasmSizes(t *testing.T) {
	dist := os.Getenv("STONES_DIST")
	if dist == "" {
		if os.Getenv("CI") == "true" {
			t.Fatal("STONES_DIST is unset: CI must check the built site (make test sets it)")
		}
		t.Skip("STONES_DIST is unset: run make build, then STONES_DIST=$PWD/dist go test ./app/")
	}
	var size [3]int64
	for i, suffix := range []string{"", ".gz", ".br"} {
		info, err := os.Stat(filepath.Join(dist, "web", "app.wasm"+suffix))
		if err != nil {
			t.Fatal(err)
		}
		size[i] = info.Size()
	}
	t.Logf("app.wasm: %d bytes raw, %d gzip -9, %d brotli (as served)", size[0], size[1], size[2])
	if size[2] > maxWasmBrotli {
		t.Errorf("app.wasm is %d bytes brotli, want at most %d", size[2], maxWasmBrotli)
	}
	if _, err := os.Stat(filepath.Join(dist, "web", "solver.wasm")); err == nil {
		t.Errorf("the site holds web/solver.wasm: the worker runs app.wasm, and the service worker would download both")
	}
}
