//go:build !js

package main

import (
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
)

// Octal 0.6 is N at all but 9 of its first 100 heaps: its strip leads with
// the nim-values, colours by value, and the legend says why; S = {1, 5, 8,
// 10}, a third of whose heaps are P, keeps its outcomes. So does the
// canvas of 20,000 heaps, a few pixels a heap: not a strip of one colour.
func TestStripLead(t *testing.T) {
	br := startBrowser(t, 120*time.Second)
	b, base := br.tab, br.base
	for _, tc := range []struct {
		query, view, lead string
	}{
		{"game=octal&code=0.6", "nim", "Nim-values lead: only 9 of these 100 heaps are P (nim-value 0), under 1 in 10, so their outcomes alone would colour the strip almost all N."},
		{"moves=1,5,8,10", "outcomes", ""},
		{"game=octal&code=0.6&show=outcomes", "outcomes", ""},
	} {
		b.run("opening "+tc.query, chromedp.Navigate(base+"/?"+tc.query))
		b.until("the strip of "+tc.query, `!document.getElementById("app-wasm-loader") && document.querySelectorAll("#strip-values li").length === 100 && !document.querySelector('#figure[aria-busy="true"]')`)
		if got := b.eval(`document.getElementById("strip").className`); !strings.Contains(got, "view-"+tc.view) {
			t.Errorf("%s: the strip is %q, want the view %s", tc.query, got, tc.view)
		}
		if got := b.eval(`document.getElementById("nim-lead")?.textContent || ""`); got != tc.lead {
			t.Errorf("%s: the legend says %q, want %q", tc.query, got, tc.lead)
		}
		nim := b.eval(`String(!!document.querySelector("#strip-values li[data-nim]"))`)
		if want := tc.view == "nim"; nim != map[bool]string{true: "true", false: "false"}[want] {
			t.Errorf("%s: the values in view carry nim-values: %s, want %v", tc.query, nim, want)
		}
		if got, want := b.eval(`String(document.getElementById("show-nim")?.checked)`), map[bool]string{true: "true", false: "false"}[tc.view == "nim"]; got != want {
			t.Errorf("%s: the toggle Show nim-values is checked: %s, want %s", tc.query, got, want)
		}
	}

	b.run("opening "+startLink, chromedp.Navigate(base+"/?"+startLink))
	untilFigure(b)
	// The canvas is painted in an animation frame after the observer has
	// measured its box: the colours are read once a frame has drawn the
	// strip of all 20,000 heaps.
	b.until("the strip's canvas drawn", `!!document.getElementById("strip-canvas") && !document.querySelector('#figure[aria-busy="true"]') && document.getElementById("strip")?.dataset.len === "20000" && (window.stonesStripFrames || 0) > 0`)
	if got := b.eval(`document.getElementById("strip").className`); !strings.Contains(got, "view-nim") {
		t.Errorf("%s: the strip is %q, want the nim-values' view", startLink, got)
	}
	if got := b.eval(`document.getElementById("nim-lead")?.textContent || ""`); !strings.HasPrefix(got, "Nim-values lead: only ") || !strings.Contains(got, "almost all N") {
		t.Errorf("%s: the legend says %q, want why the nim-values lead", startLink, got)
	}
	// The colours of the canvas' pixels, counted: the nim-values 0 to 3
	// and more, not one colour of N.
	count := `(() => { const c = document.getElementById("strip-canvas"), d = c.getContext("2d").getImageData(0, 0, c.width, c.height).data, seen = new Map();
		for (let i = 0; i < d.length; i += 4) { const k = d[i] + "," + d[i + 1] + "," + d[i + 2]; seen.set(k, (seen.get(k) || 0) + 1); }
		return String([...seen.values()].filter((n) => n * 50 > d.length / 4).length); })()`
	// A frame drawn before the observer's last measure may still be on the
	// canvas: the count is read again for a few seconds before it fails.
	n, _ := strconv.Atoi(b.eval(count))
	for end := time.Now().Add(5 * time.Second); n < 4 && time.Now().Before(end); n, _ = strconv.Atoi(b.eval(count)) {
		time.Sleep(100 * time.Millisecond)
	}
	if n < 4 {
		t.Errorf("%s: %d colours cover over 2%% of the strip's canvas each, want at least 4 (the nim-values, not one colour)", startLink, n)
	}
}
