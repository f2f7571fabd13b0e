//go:build !js

package main

import (
	"encoding/json"
	"os"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/cdproto/emulation"
	"github.com/chromedp/chromedp"
	"github.com/chromedp/chromedp/kb"
)

// a11yPages are one page of every family, with what each draws besides
// the strip: the answer at n, sums, nim-values, state tables, an embed.
var a11yPages = []string{
	"moves=1,5,8,10&n=68&heaps=3,5,7",
	"game=partizan&left=2,5,9&right=3,4,8&n=12",
	"game=octal&code=0.07&show=nim&n=40",
	"game=parity&moves=1-3&n=7",
	"moves=1-5&norepeat=1&n=20&last=2",
	"game=grundy&len=40&n=20&show=nim",
	"moves=1,3,4&embed=1",
	"game=octal&code=0.77&embed=1&theme=dark",                        // an embed in the theme its code fixes
	"moves=1,5,8,10&len=40&from=30&line=0,3&coach=hints",             // a game in play, with hints and a history
	"game=partizan&left=1,3&right=1,2&len=40&from=9;R&coach=predict", // predict mode asks its question
	"moves=2,5,7&len=60&view=compare",
	"game=graph&graph=0-1,1-2,2-3,3-0,4&rule=node&n=5",
	"game=cram&board=3x4&holes=2.2&n=4",
}

// axeSource is axe-core's script, installed by make test (npm ci): the
// test fails without it under CI=true and skips elsewhere.
func axeSource(t *testing.T) string {
	t.Helper()
	name := os.Getenv("STONES_AXE")
	if name == "" {
		name = "../node_modules/axe-core/axe.min.js"
	}
	b, err := os.ReadFile(name)
	if err != nil {
		if os.Getenv("CI") == "true" {
			t.Fatalf("axe-core is not installed (%v): make test installs it with npm ci", err)
		}
		t.Skipf("axe-core is not installed (%v): run npm ci", err)
	}
	return string(b)
}

// axe-core finds no violation of WCAG 2 A and AA (contrast included) on a
// page of every family, in the light and the dark theme, nor in the
// explanation of a heap.
func TestAccessibility(t *testing.T) {
	axe := axeSource(t)
	br := startBrowser(t, 150*time.Second)
	b, base := br.tab, br.base
	for _, scheme := range []string{"light", "dark"} {
		if _, err := chromedp.Call(b.ctx, emulation.SetEmulatedMedia, emulation.SetEmulatedMediaParams{
			Features: []*emulation.MediaFeature{{Name: "prefers-color-scheme", Value: scheme}},
		}); err != nil {
			t.Fatalf("preferring the %s scheme: %v", scheme, err)
		}
		for _, q := range a11yPages {
			b.run("opening "+q, chromedp.Navigate(base+"/?"+q))
			b.until("the figure of "+q, `!document.getElementById("app-wasm-loader") && !!document.querySelector("#figure:not(.empty)") && !document.querySelector('#figure[aria-busy="true"]')`)
			if !strings.Contains(b.eval(`document.documentElement.outerHTML.slice(0, 0) + typeof axe`), "object") {
				b.run("loading axe-core", chromedp.Evaluate[chromedp.Void](axe))
			}
			for _, v := range axeViolations(b, "document") {
				t.Errorf("%s theme, %s: %s", scheme, q, v)
			}
			// The explanation of a heap, as the keyboard's cursor opens it.
			b.run("focusing the strip", chromedp.Focus(chromedp.CSS("#strip-canvas")), chromedp.KeyEvent(kb.ArrowRight))
			b.until("the explanation of a heap of "+q, `document.querySelector("#explain-title")?.textContent.startsWith("Why heap") && document.getElementById("explain").getAttribute("aria-busy") === "false"`)
			for _, v := range axeViolations(b, `document.getElementById("explain")`) {
				t.Errorf("%s theme, %s, the explanation: %s", scheme, q, v)
			}
		}
	}
}

// axeViolations runs axe-core, loaded in the page, on the element of the
// JavaScript expression context, and returns its violations in words.
func axeViolations(b *tab, context string) []string {
	b.t.Helper()
	report, err := chromedp.Run(b.ctx, chromedp.Evaluate[string](axeRun(context), chromedp.EvalAwaitPromise))
	if err != nil {
		b.t.Fatalf("running axe-core: %v", err)
	}
	return axeReport(b, report)
}

// axeRun is the JavaScript that runs axe-core on the element of the
// expression context, to a promise of its violations as JSON.
func axeRun(context string) string {
	return `axe.run(` + context + `, {runOnly: {type: "tag", values: ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa", "best-practice"]}, resultTypes: ["violations"]})
		.then(r => JSON.stringify(r.violations.map(v => ({id: v.id, help: v.help, nodes: v.nodes.slice(0, 4).map(n => n.target.join(" ") + ": " + n.failureSummary)}))))`
}

// axeReport returns the violations of axe-core's report in words.
func axeReport(b *tab, report string) []string {
	b.t.Helper()
	var violations []struct {
		ID, Help string
		Nodes    []string
	}
	if err := json.Unmarshal([]byte(report), &violations); err != nil {
		b.t.Fatalf("axe-core's report: %v\n%s", err, report)
	}
	var out []string
	for _, v := range violations {
		out = append(out, v.ID+" ("+v.Help+")\n  "+strings.Join(v.Nodes, "\n  "))
	}
	return out
}

// The page is phone first: at 390×844 the figure starts in the first
// screen, at 1280×900 the answer at n is in view, and at 360 px nothing is
// wider than the screen. The skip link leads to the figure, and removing a
// chip leaves the focus on the next chip.
func TestLayoutAndFocus(t *testing.T) {
	br := startBrowser(t, 90*time.Second)
	b, base := br.tab, br.base
	viewport := func(w, h int64) {
		b.run("a "+strconv.FormatInt(w, 10)+" px screen", chromedp.EmulateViewport(w, h))
	}
	open := func(q string) {
		b.run("opening "+q, chromedp.Navigate(base+"/?"+q))
		b.until("the figure of "+q, `!document.getElementById("app-wasm-loader") && !!document.querySelector("#figure:not(.empty)")`)
	}
	viewport(390, 844)
	open("moves=1,5,8,10&n=68")
	if top := b.eval(`String(Math.round(document.getElementById("figure").getBoundingClientRect().top))`); atoi(t, top) >= 844-120 {
		t.Errorf("at 390×844 the figure starts at %s px: want it well inside the first screen", top)
	}
	viewport(1280, 900)
	open("moves=1,5,8,10&n=68&heaps=3,5,7")
	if bottom := b.eval(`String(Math.round(document.getElementById("answer").getBoundingClientRect().bottom))`); atoi(t, bottom) > 900 {
		t.Errorf("at 1280×900 the answer at n ends at %s px, below the fold", bottom)
	}
	viewport(360, 740)
	for _, q := range a11yPages {
		open(q)
		if w := b.eval(`String(document.documentElement.scrollWidth)`); atoi(t, w) > 360 {
			wide := b.eval(`[...document.querySelectorAll("body *")].filter(e => e.getBoundingClientRect().right > 361).slice(0, 5).map(e => e.tagName + "#" + e.id + "." + e.className).join(", ")`)
			t.Errorf("at 360 px, %s is %s px wide: %s", q, w, wide)
		}
	}

	viewport(1280, 900)
	open("moves=1,5,8,10")
	b.run("tabbing to the skip link", chromedp.KeyEvent("\t"))
	if got := b.eval(`document.activeElement.id`); got != "skip" {
		t.Fatalf("the first Tab reaches #%s, want the skip link", got)
	}
	b.run("following it", chromedp.KeyEvent("\r"))
	b.until("the focus on the figure", `document.activeElement.id === "figure"`)
	if loc := b.eval(`location.search`); loc != "?moves=1,5,8,10" {
		t.Errorf("the skip link changed the address to %s", loc)
	}

	// Each removal leaves the focus on a control next to the chip removed.
	for _, step := range []struct{ remove, left, focus string }{
		{"moves-remove-1", "1,8,10", "moves-remove-1"}, // 5: the next chip's button, now 8's
		{"moves-remove-2", "1,8", "moves-remove-1"},    // 10, the last: the one before it
		{"moves-remove-0", "8", "add-moves"},           // 1 of two: 8 cannot be removed, so the add box
	} {
		b.run("removing a chip", chromedp.Click(chromedp.CSS("#"+step.remove)))
		b.until("the move set "+step.left, `document.getElementById("moves").value === `+jsString(step.left))
		b.until("the focus on #"+step.focus+" after removing #"+step.remove, `document.activeElement.id === `+jsString(step.focus))
	}
}

func atoi(t *testing.T, s string) int {
	t.Helper()
	n, err := strconv.Atoi(s)
	if err != nil {
		t.Fatalf("%q is not a number", s)
	}
	return n
}

// A control drawn where another was keeps no handler of the other: after
// switching families, typing into the new game's box edits its own key,
// and a chip's add box adds to the move set as it is now.
func TestHandlersFollowRedraws(t *testing.T) {
	br := startBrowser(t, 60*time.Second)
	b, base := br.tab, br.base
	b.run("opening the page", chromedp.Navigate(base+"/?moves=1,5,8,10"))
	b.until("the move set's chips", `!document.getElementById("app-wasm-loader") && !!document.getElementById("moves-remove-0")`)
	b.run("removing 1", chromedp.Click(chromedp.CSS(`#moves-remove-0`)))
	b.until("the move set 5,8,10", `document.getElementById("moves").value === "5,8,10"`)
	b.typeInto("#add-moves", "3")
	b.run("adding 3", chromedp.KeyEvent("\r"))
	b.until("the move set 5,8,10,3", `document.getElementById("moves").value.replaceAll(" ", "") === "3,5,8,10" || document.getElementById("moves").value === "5,8,10,3"`)

	for _, sw := range []struct{ game, key, text, want string }{
		{"octal", "code", "0.07", "code=0.07"},
		{"partizan", "left", "2,5", "left=2,5"},
		{"grundy", "n", "12", "n=12"},
	} {
		b.run("choosing "+sw.game, chromedp.Click(chromedp.CSS(`label[for="game-`+sw.game+`"]`)))
		b.until("the "+sw.game+" controls", `!!document.getElementById(`+jsString(sw.key)+`) && location.search.includes("game=`+sw.game+`")`)
		b.pasteInto("#"+sw.key, sw.text)
		b.until(sw.want+" in the address", `location.search.includes(`+jsString(sw.want)+`)`)
	}
}
