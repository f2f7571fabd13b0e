//go:build !js

package main

import (
	"os"
	"sort"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
)

// measureOnly skips a measurement unless make bench-page runs it
// (STONES_BENCH=1): it prints figures and asserts little.
func measureOnly(t *testing.T) {
	t.Helper()
	if os.Getenv("STONES_BENCH") != "1" {
		t.Skip("a measurement: make bench-page runs it")
	}
}

// TestRedrawTimes measures, in headless Chromium, how long the strip takes
// from an input event to the painted frame after its redraw: zoom (the +
// key), pan (an arrow key and the wheel), the fold toggle and an edit of n
// (whose analysis runs again), with the result already computed, at 10^4
// and 10^6 heap sizes. An event that drew nothing within 5 s reads −1.
// It runs only when asked (measureOnly) and asserts nothing about speed:
// it prints the figures for BENCH.md.
//
//	make bench-page BENCH_PAGE=TestRedrawTimes
func TestRedrawTimes(t *testing.T) {
	measureOnly(t)
	br := startBrowser(t, 5*time.Minute)
	b, base := br.tab, br.base
	// measure dispatches an event with fire (a JavaScript statement), then
	// waits for the strip's next drawn frame and for the paint after it (a
	// task queued from that frame runs once it is painted), and returns
	// the milliseconds from the event.
	const measure = `(fire) => new Promise(done => {
  const f0 = window.stonesStripFrames || 0;
  const t0 = performance.now();
  fire();
  const check = () => {
    if ((window.stonesStripFrames || 0) > f0) setTimeout(() => done(performance.now() - t0), 0);
    else requestAnimationFrame(check);
  };
  requestAnimationFrame(check);
  setTimeout(() => done(-1), 5000);
})`
	events := []struct{ name, fire string }{
		{"zoom (+ key)", `() => document.getElementById("strip-canvas").dispatchEvent(new KeyboardEvent("keydown", {key: "+", bubbles: true}))`},
		{"pan (arrow key)", `() => document.getElementById("strip-canvas").dispatchEvent(new KeyboardEvent("keydown", {key: "PageDown", bubbles: true}))`},
		{"pan (wheel)", `() => document.getElementById("strip-canvas").dispatchEvent(new WheelEvent("wheel", {deltaY: (window.stonesWheel = -(window.stonesWheel || 120)), bubbles: true, cancelable: true}))`},
		{"zoom out (− key)", `() => document.getElementById("strip-canvas").dispatchEvent(new KeyboardEvent("keydown", {key: "-", bubbles: true}))`},
		{"fold toggle", `() => document.getElementById("strip-fold").click()`},
		{"edit of n", `() => { const n = document.getElementById("n"); n.value = String(1000 + Math.floor(Math.random() * 5000)); n.dispatchEvent(new Event("input", {bubbles: true})); }`},
	}
	for _, size := range []int{10_000, 1_000_000} {
		b.run("opening", chromedp.Navigate(base+"/?moves=1,3,4&len="+strconv.Itoa(size)))
		b.until("the strip", `!document.getElementById("app-wasm-loader") && document.getElementById("strip")?.dataset.len === "`+strconv.Itoa(size)+`" && (window.stonesStripFrames || 0) > 0`)
		time.Sleep(time.Second)
		for _, ev := range events {
			var times []float64
			for range 9 {
				ms, err := chromedp.Run(b.ctx, chromedp.Evaluate[float64](`(`+measure+`)(`+ev.fire+`)`, chromedp.EvalAwaitPromise))
				if err != nil {
					t.Fatalf("%s at len=%d: %v", ev.name, size, err)
				}
				times = append(times, ms)
				time.Sleep(200 * time.Millisecond)
			}
			sort.Float64s(times)
			var list []string
			for _, x := range times {
				list = append(list, strconv.FormatFloat(x, 'f', 1, 64))
			}
			t.Logf("len=%d %-18s median %6.1f ms, slowest %6.1f ms (%s)", size, ev.name, times[len(times)/2], times[len(times)-1], strings.Join(list, " "))
		}
	}
}
