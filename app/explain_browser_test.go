//go:build !js

package main

import (
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/cdproto/input"
	"github.com/chromedp/chromedp"
	"github.com/chromedp/chromedp/kb"

	"stones/solver"
)

// TestExplainHeap explains heaps in headless Chromium, from the solver's
// worker: hovering a cell of the canvas, tapping one, moving the keyboard's
// heap cursor, focusing a value in view and pointing at a column of the
// state table each fill the one panel under the strip with the heap's
// moves, their values and the reason, the mex written out; Escape closes
// it and the focus stays on the strip.
func TestExplainHeap(t *testing.T) {
	br := startBrowser(t, 90*time.Second)
	b, base := br.tab, br.base
	explained := func(what string, heap int, parts ...string) {
		t.Helper()
		cond := `document.querySelector("#explain-title")?.textContent === "Why heap ` + strconv.Itoa(heap) + ` has its value" && document.getElementById("explain").getAttribute("aria-busy") === "false"`
		b.until(what, cond)
		text := b.text("#explain")
		for _, p := range parts {
			if !strings.Contains(text, p) {
				t.Errorf("%s: the panel says %q, want it to say %q", what, text, p)
			}
		}
	}

	// S = {1, 3, 4}: nim-values 0,1,0,1,2,3,2, then again.
	b.open(base, "moves=1,3,4&len=40&show=nim", 40)
	if got := b.eval(`document.getElementById("explain").getAttribute("aria-live")`); got != "polite" {
		t.Errorf("the panel is aria-live=%q, want polite", got)
	}
	if got := b.text("#explain .explain-hint"); !strings.HasPrefix(got, "Hover, tap or focus a heap") {
		t.Errorf("the closed panel says %q, want the hint", got)
	}
	x, y := b.centre("#strip-canvas")
	cell, _ := strconv.ParseFloat(b.eval(`document.getElementById("strip").dataset.cell`), 64)
	cols, _ := strconv.ParseFloat(b.eval(`document.getElementById("strip").dataset.cols`), 64)
	if cols < 8 {
		t.Fatalf("the strip has %v columns; the test points at heaps 5 and 7 of the first row", cols)
	}
	left := x - cols*cell/2
	top, _ := strconv.ParseFloat(b.eval(`String(document.getElementById("strip-canvas").getBoundingClientRect().top)`), 64)
	_ = y

	b.run("hovering heap 5", chromedp.MouseEvent(input.DispatchMouseEventTypeMouseMoved, left+5.5*cell, top+cell/2))
	explained("heap 5 by hover", 5,
		"Heap 5 (N: the player to move wins; nim-value 3)",
		"take 1 leaving 4: N (nim-value 2)", "take 3 leaving 2: P (nim-value 0)", "take 4 leaving 1: N (nim-value 1)",
		"the smallest value missing from them (the mex) is 3, so heap 5 has nim-value 3")

	b.run("tapping heap 7", chromedp.MouseClickXY(left+7.5*cell, top+cell/2))
	explained("heap 7 by tap", 7, "Heap 7 (P: the player to move loses; nim-value 0)", "the smallest value missing from them (the mex) is 0")
	if got := b.eval(`document.activeElement.id`); got != "strip-canvas" {
		t.Errorf("after a tap the focus is on #%s, want the strip's canvas", got)
	}

	b.run("moving the cursor right", chromedp.KeyEvent(kb.ArrowRight))
	explained("heap 8 by the keyboard", 8, "Heap 8 (N: the player to move wins; nim-value 1)", "take 1 leaving 7: P (nim-value 0)")
	if got := b.eval(`document.activeElement.id`); got != "strip-canvas" {
		t.Errorf("the explanation took the focus to #%s, want it on the strip's canvas", got)
	}
	b.run("pressing Escape", chromedp.KeyEvent(kb.Escape))
	b.until("the panel closed", `document.getElementById("explain").classList.contains("closed")`)
	if got := b.eval(`document.activeElement.id`); got != "strip-canvas" {
		t.Errorf("after Escape the focus is on #%s, want the strip's canvas", got)
	}

	b.run("opening the values in view", chromedp.Evaluate[chromedp.Void](`document.getElementById("strip-values").open = true`))
	b.run("focusing heap 12's value", chromedp.Evaluate[chromedp.Void](`document.querySelector('#strip-values li[data-heap="12"]').focus()`))
	explained("heap 12 by focus", 12, "Heap 12 (N: the player to move wins; nim-value 3)", "the mex")
	b.run("hovering heap 14's value", chromedp.Evaluate[chromedp.Void](`document.querySelector('#strip-values li[data-heap="14"]').scrollIntoView({block: "center"})`))
	vx, vy := b.centre(`#strip-values li[data-heap="14"]`)
	b.run("hovering heap 14's value", chromedp.MouseEvent(input.DispatchMouseEventTypeMouseMoved, vx, vy))
	explained("heap 14 by hover of its value", 14, "Heap 14 (P: the player to move loses; nim-value 0)")

	// A partizan heap: one case for each player moving first, from the
	// state table's column.
	b.open(base, "game=partizan&left=2,5,9&right=3,4,8&len=12", 12)
	tx, ty := b.centre("#state-table tbody tr:first-child td:nth-of-type(3)")
	b.run("hovering the table's column of heap 2", chromedp.MouseEvent(input.DispatchMouseEventTypeMouseMoved, tx, ty))
	explained("partizan heap 2 by the table", 2,
		"Heap 2, Left moves first (Left wins)", "take all 2: Right, to move, loses",
		"Heap 2, Right moves first (Left wins)", "No move is possible from heap 2")
	if n := b.eval(`String(document.querySelectorAll("#explain .explain-case").length)`); n != "2" {
		t.Errorf("the partizan heap has %s cases, want 2", n)
	}

	// Misère play: no nim-values, the reason by winning and losing moves.
	b.open(base, "moves=1-3&play=misere&len=20", 20)
	b.run("focusing the strip", chromedp.Focus(chromedp.CSS("#strip-canvas")))
	b.run("pressing Home", chromedp.KeyEvent(kb.Home))
	explained("misère heap 0", 0, "Heap 0 (N: the player to move wins)", "in misère play the player who cannot move wins")

	// Misère Kayles: the moves that split a row are valued as misère
	// sums, and the strip announces each heap's genus.
	b.open(base, "game=octal&code=0.77&play=misere&len=30", 30)
	b.run("focusing the strip", chromedp.Focus(chromedp.CSS("#strip-canvas")))
	b.run("pressing Home", chromedp.KeyEvent(kb.Home))
	explained("misère Kayles heap 0", 0, "Heap 0 (N: the player to move wins)")
	for range 5 {
		b.run("pressing the right arrow", chromedp.KeyEvent(kb.ArrowRight))
	}
	explained("misère Kayles heap 5", 5, "Heap 5 (N: the player to move wins)", "leaves the opponent a losing position")
	if got := b.text("#strip-live"); !strings.Contains(got, "genus 4^{146}") {
		t.Errorf("misère Kayles heap 5: the strip announces %q, want its genus 4^{146}", got)
	}
}

// Every family's figure says how it is known, in the game's own words,
// naming its idea and its source; the embedded figure leaves it out.
func TestTeachingText(t *testing.T) {
	br := startBrowser(t, 90*time.Second)
	b, base := br.tab, br.base
	for _, tc := range []struct{ query, idea string }{
		{"moves=1,5,8,10", "repeated window"},
		{"moves=1-3&play=misere", "misère play"},
		{"moves=squares&len=60", "Eppstein"},
		{"moves=1-5&norepeat=1&len=30", "safe heap"},
		{"game=octal&code=0.77", "octal periodicity theorem of Guy and Smith"},
		{"game=octal&code=0.77&circular=1", "opens the circle"},
		{"game=octal&code=4.3*", "Lasker's Nim"},
		{"game=octal&code=0.f", "three rows"},
		{"game=grundy&len=40", "open problem"},
		{"game=octal&code=0.77&play=misere&len=30", "genus"},
		{"game=partizan&left=2,5,9&right=3,4,8&len=30", "repeated window"},
		{"game=parity&moves=1-3&len=31", "McDougall's Game::Stones"},
	} {
		c, err := solver.ParseConfig(tc.query)
		if err != nil {
			t.Fatal(err)
		}
		b.run("opening "+tc.query, chromedp.Navigate(base+"/?"+tc.query))
		b.until("the teaching text of "+tc.query, `!document.getElementById("app-wasm-loader") && !!document.querySelector("#teach p") && !document.querySelector('#figure[aria-busy="true"]')`)
		got, want := b.text("#teach p"), solver.TeachingOf(c.Game)
		if got != want.Text {
			t.Errorf("%s: the figure teaches %q, want the game's %q", tc.query, got, want.Text)
		}
		var links []string
		for _, l := range want.Links {
			links = append(links, l.Words+" /?"+l.Query+"#teach")
		}
		if got := b.eval(`[...document.querySelectorAll("#teach a.idea")].map(a => a.textContent + " " + a.getAttribute("href")).join("|")`); got != strings.Join(links, "|") {
			t.Errorf("%s: the teaching text links %q, want %q", tc.query, got, strings.Join(links, "|"))
		}
		if !strings.Contains(got, tc.idea) {
			t.Errorf("%s: the teaching text does not name %q: %s", tc.query, tc.idea, got)
		}
		if h := b.text("#teach h3"); h != "How this is known" {
			t.Errorf("%s: the teaching text is headed %q", tc.query, h)
		}
	}
	// Kayles names Sprague–Grundy: its link opens the game that says it in
	// full, at its "How this is known".
	b.run("opening Kayles", chromedp.Navigate(base+"/?game=octal&code=0.77"))
	b.until("Kayles' teaching text", `!!document.querySelector("#teach a.idea") && !document.querySelector('#figure[aria-busy="true"]')`)
	b.eval(`document.querySelector("#teach a.idea").click(), ""`)
	b.until("the game that says Sprague–Grundy, scrolled to its teaching text",
		`location.search === "?game=subtraction&moves=1-3" && location.hash === "#teach" && !!document.querySelector("#teach p") && document.querySelector("#teach p").textContent.includes("the XOR of their nim-values") && (r => r.top >= 0 && r.top < innerHeight)(document.getElementById("teach").getBoundingClientRect())`)
	b.open(base, "moves=1,3,4&embed=1", solver.DefaultConfig().Len)
	if n := b.eval(`String(document.querySelectorAll("#teach").length)`); n != "0" {
		t.Errorf("the embedded figure shows the teaching text")
	}
}
