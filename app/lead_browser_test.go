//go:build !js

package main

import (
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
)

// Octal 0.6 is N at all but 9 of its first 100 heaps: its strip leads with
// the nim-values, colours by value, and the legend says why; S = {1, 5, 8,
// 10}, a third of whose heaps are P, keeps its outcomes.
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
}
