//go:build !js

package main

import (
	"slices"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
)

// TestBoardTimes measures, in headless Chromium, how long Cram's boards
// of up to 32 cells take on the page: from the navigation's start to the
// strip of the boards rows × 0, 1, … drawn (as far as the page's limits
// list them), three loads each. It runs only when asked (measureOnly: make bench-page)
// and asserts only that each board is answered: it prints the figures for
// BENCH.md.
func TestBoardTimes(t *testing.T) {
	measureOnly(t)
	br := startBrowser(t, 10*time.Minute)
	b, base := br.tab, br.base
	for _, board := range []string{"3x10", "4x8", "5x6", "6x5"} {
		var times []float64
		for range 3 {
			b.run("a blank page", chromedp.Navigate("about:blank"))
			b.run("opening "+board, chromedp.Navigate(base+"/?game=cram&board="+board))
			b.until("the boards of "+board, `!document.getElementById("app-wasm-loader") && document.querySelectorAll("#strip-values li").length > 0 && !document.querySelector('#figure[aria-busy="true"]')`)
			ms, err := chromedp.Run(b.ctx, chromedp.Evaluate[float64](`performance.now()`))
			if err != nil {
				t.Fatal(err)
			}
			times = append(times, ms)
		}
		slices.Sort(times)
		t.Logf("game=cram&board=%s: drawn %.0f ms after the navigation's start (min), %.0f (median), %.0f (max); the strip lists %s",
			board, times[0], times[1], times[2], b.eval(`[...document.querySelectorAll("#strip-values li")].map(li => li.textContent.trim().replace(/\s+/g, " ")).join("; ")`))
	}
}
