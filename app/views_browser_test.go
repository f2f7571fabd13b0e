//go:build !js

package main

import (
	"bytes"
	"encoding/xml"
	"image/png"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/cdproto/emulation"
	cdppage "github.com/chromedp/cdproto/page"
	"github.com/chromedp/chromedp"
)

// TestResearchViews checks the research views as a person sees them: the
// growth view of subtract-a-square counts the page's limit of a million
// heaps (upto) in a worker of its own while the strip lists the default
// heaps, shows its progress, stops at Cancel (its worker ended) and
// computes again, then prints Eppstein's exponents ("Faster evaluation of
// subtraction games": about 0.69–0.70 for the cold count, 0.351 for the
// largest nim-value; a million heaps give 0.695 and 0.354); the digits
// view in base 5 shows the ones digit of the cold positions nearly always
// 0 or 2; the atlas of S ⊆ {1..4} fills every cell and a game opens from
// its row; and the links of one view word open what they always opened.
func TestResearchViews(t *testing.T) {
	br := startBrowser(t, 300*time.Second)
	b, base := br.tab, br.base
	wait := func(what, cond string, d time.Duration) {
		t.Helper()
		if _, err := chromedp.Run(b.ctx, chromedp.Poll[bool](cond, chromedp.WithPollingTimeout(d))); err != nil {
			t.Fatalf("waiting for %s (%s): %v\nthe page says: %s", what, cond, err, pageText(b.ctx))
		}
	}
	exponent := func(sel string) float64 {
		t.Helper()
		text := b.text(sel)
		_, after, ok := strings.Cut(text, "(exponent ")
		e, err := strconv.ParseFloat(strings.TrimSpace(strings.SplitN(after, ",", 2)[0]), 64)
		if !ok || err != nil {
			t.Fatalf("%s reads %q: no exponent", sel, text)
		}
		return e
	}
	countWorkers(b, "research", 0)
	b.run("opening the growth view", chromedp.Navigate(base+"/?moves=squares&view=growth&upto=1000000"))
	wait("the growth's progress", `!!document.querySelector("#growth-progress progress")`, 60*time.Second)
	if got := b.eval(`document.getElementById("growth").getAttribute("aria-busy") + " " + String(document.querySelectorAll("#growth .log-chart").length)`); got != "true 0" {
		t.Errorf("while it computes, the growth view is aria-busy and draws no chart: got %q", got)
	}
	shotOf(b, "#growth", "growth-running")
	b.run("cancelling the growth", chromedp.Click(chromedp.CSS("#growth-cancel")))
	wait("the cancel's notice", `!!document.getElementById("growth-rerun") && !document.getElementById("growth-progress") && (document.getElementById("growth")?.textContent ?? "").includes("Cancelled")`, 15*time.Second)
	if got := b.eval(`stonesWorkers.started + " " + stonesWorkers.jobs + " " + stonesWorkers.terminated`); got != "2 1 1" {
		t.Errorf("workers started, research jobs posted, workers ended: %s; want 2 1 1 (the page's own, and the research worker ended by Cancel)", got)
	}
	if got := b.eval(`String(document.querySelectorAll("#growth .log-chart").length)`); got != "0" {
		t.Errorf("after Cancel the growth view draws %s charts, want none", got)
	}
	// The strip lists its default heaps, untouched by the view's count.
	if got := b.eval(`document.getElementById("len")?.value`); got != "100" {
		t.Errorf("the strip's len reads %q, want the default 100", got)
	}
	shotOf(b, "#growth", "growth-cancelled")
	b.run("computing again", chromedp.Click(chromedp.CSS("#growth-rerun")))
	wait("the growth's progress again", `!!document.querySelector("#growth-progress progress")`, 30*time.Second)
	wait("the growth of a million heaps", `document.querySelector("#growth")?.dataset.len === "1000000" && !!document.querySelector("#growth-largest .fit")`, 180*time.Second)
	if e := exponent("#growth-cold .fit"); e < 0.68 || e > 0.71 {
		t.Errorf("the cold count's exponent reads %.3f, want about 0.69–0.70", e)
	}
	if e := exponent("#growth-largest .fit"); e < 0.33 || e > 0.37 {
		t.Errorf("the largest nim-value's exponent reads %.3f, want about 0.351", e)
	}
	if got := b.text("#growth-cold .fit"); !strings.Contains(got, "n = 1 … 1,000,000") {
		t.Errorf("the cold fit reads %q, want its range n = 1 … 1,000,000", got)
	}
	if got := b.eval(`String(document.querySelectorAll("#growth-cold circle.pt").length)`); got != "100" {
		t.Errorf("the cold chart draws %s points, want the 100 cubes up to a million", got)
	}
	if got := b.eval(`document.getElementById("view-growth").getAttribute("aria-pressed")`); got != "true" {
		t.Errorf("the Growth button is aria-pressed=%s, want true", got)
	}
	dir := allowDownloads(b)
	b.run("downloading the growth's CSV", chromedp.Click(chromedp.CSS("#growth-csv")))
	growth := strings.Split(strings.TrimSpace(string(waitFile(t, filepath.Join(dir, "stones-subtraction-squares-growth.csv")))), "\r\n")
	if growth[0] != "n,cold,largest" || !strings.HasPrefix(growth[len(growth)-1], "1000000,"+b.eval(`document.querySelector("#growth-cold").dataset.last`)+",") {
		t.Errorf("the growth's CSV reads %q … %q, want the header n,cold,largest and the last row at n = 1,000,000", growth[0], growth[len(growth)-1])
	}
	shotOf(b, "#growth", "growth")

	b.run("opening the digits view", chromedp.Navigate(base+"/?moves=squares&view=digits&base=5&upto=100000"))
	wait("the digits in base 5", `document.querySelector("#digits")?.dataset.base === "5" && document.querySelectorAll("#digits .bar-chart").length === 3`, 60*time.Second)
	if got := b.text("#digits-summary"); !strings.Contains(got, "among heaps 0–99,999") {
		t.Errorf("the digits' summary reads %q, want heaps 0–99,999 counted", got)
	}
	ones := strings.Split(b.eval(`document.getElementById("digits-place-0").dataset.counts`), ",")
	cold := atoi(t, b.eval(`document.getElementById("digits").dataset.cold`))
	if len(ones) != 5 || atoi(t, ones[0])+atoi(t, ones[2]) < cold*8/10 {
		t.Errorf("base 5: the ones digits of %d cold positions count %v, want most of them 0 or 2", cold, ones)
	}
	if got := b.text("#digits-place-0 figcaption"); !strings.Contains(got, "most often 0 (") || !strings.Contains(got, ", 2 (") {
		t.Errorf("the ones digit's caption reads %q, want 0 and 2 named", got)
	}
	b.run("choosing base 13", chromedp.Click(chromedp.CSS(`#digits .research-picks button:nth-child(3)`)))
	wait("the digits in base 13", `document.querySelector("#digits")?.dataset.base === "13" && location.search.includes("base=13")`, 30*time.Second)
	shotOf(b, "#digits", "digits")

	// Downloads: the counts as CSV, the charts as SVG and PNG.
	b.run("downloading the CSV", chromedp.Click(chromedp.CSS("#digits-csv")))
	csv := string(waitFile(t, filepath.Join(dir, "stones-subtraction-squares-digits.csv")))
	if lines := strings.Split(strings.TrimSpace(csv), "\r\n"); len(lines) != 1+13 || lines[0] != "digit,1s,13s,169s" {
		t.Errorf("the digits' CSV has %d lines, the first %q; want the header digit,1s,13s,169s and a row a digit", len(lines), lines[0])
	}
	b.run("downloading the SVG", chromedp.Click(chromedp.CSS("#digits-svg")))
	svg := waitFile(t, filepath.Join(dir, "stones-subtraction-squares-digits.svg"))
	if err := xml.Unmarshal(svg, new(struct{})); err != nil || bytes.Count(svg, []byte(`class="bar"`)) != 3*13 {
		t.Errorf("the digits' SVG: %v, %d bars; want 39 bars that parse", err, bytes.Count(svg, []byte(`class="bar"`)))
	}
	b.run("downloading the PNG", chromedp.Click(chromedp.CSS("#digits-png")))
	img, err := png.Decode(bytes.NewReader(waitFile(t, filepath.Join(dir, "stones-subtraction-squares-digits.png"))))
	if err != nil || img.Bounds().Dx() != 960 || img.Bounds().Dy() != 3*220*2 {
		t.Errorf("the digits' PNG: %v, want 960×1320", err)
	}

	b.run("opening the atlas", chromedp.Navigate(base+"/?len=200&view=atlas&upto=4"))
	wait("the atlas of S ⊆ {1..4}", `document.querySelector("#atlas")?.dataset.games === "15"`, 60*time.Second)
	if got := b.eval(`String(document.querySelectorAll("#atlas svg.heat rect").length) + " " + String(document.querySelectorAll("#atlas svg.heat rect.hm-none, #atlas svg.heat rect.hm-bad").length)`); got != "30 0" {
		t.Errorf("the atlas's two maps have %q cells (all, without a period), want 30 with a period each", got)
	}
	if got := b.eval(`String(document.querySelectorAll("#atlas-table tbody tr").length)`); got != "15" {
		t.Errorf("the atlas's table has %s rows, want 15", got)
	}
	b.run("sorting by period", chromedp.Click(chromedp.CSS(`#atlas-table button[data-sort="period"]`)))
	wait("the table sorted by period", `document.querySelector('#atlas-table th[aria-sort="ascending"] button')?.dataset.sort === "period"`, 10*time.Second)
	periods := b.eval(`[...document.querySelectorAll("#atlas-table tbody tr td:nth-child(2)")].map(td => td.textContent).join(",")`)
	list := strings.Split(periods, ",")
	for i := 1; i < len(list); i++ {
		if atoi(t, list[i]) < atoi(t, list[i-1]) {
			t.Errorf("sorted by period, the column reads %s", periods)
			break
		}
	}
	shotOf(b, "#atlas", "atlas")
	b.eval(`String(window.stonesKept = 1)`) // gone if the page loads anew
	b.run("opening {1, 2} from its cell", chromedp.Click(chromedp.CSS(`#atlas svg.heat a[href="/?moves=1,2&len=200"] rect`)))
	for deadline := time.Now().Add(30 * time.Second); ; time.Sleep(200 * time.Millisecond) {
		ok, err := chromedp.Run(b.ctx, chromedp.Evaluate[bool](`window.stonesKept === 1 && location.search.includes("moves=1,2") && document.getElementById("moves")?.value === "1,2" && !!document.getElementById("period-outcomes")?.textContent.includes("every 3")`))
		if err == nil && ok {
			break
		}
		if time.Now().After(deadline) {
			t.Fatalf("the cell of {1, 2} did not open its game in the page: %v\nthe page says: %s", err, pageText(b.ctx))
		}
	}
	b.run("back to the atlas", chromedp.Navigate(base+"/?len=200&view=atlas&upto=4"))
	wait("the atlas again", `document.querySelector("#atlas")?.dataset.games === "15"`, 60*time.Second)
	b.run("opening {1, 3} from the table", chromedp.Click(chromedp.CSS(`#atlas-table a[href="/?moves=1,3&len=200"]`)))
	wait("the game {1, 3}", `location.search.includes("moves=1,3") && document.getElementById("moves")?.value === "1,3" && document.getElementById("period-outcomes")?.textContent.includes("every 2")`, 30*time.Second)

	// A link of one view word opens what it always opened; two words open
	// both.
	b.run("opening view=fold,compare", chromedp.Navigate(base+"/?moves=1,3,4&len=60&view=fold,compare"))
	wait("the fold and the comparison", `document.querySelectorAll("#compare .compare-row").length === 6 && document.getElementById("strip-fold")?.getAttribute("aria-pressed") === "true"`, 30*time.Second)
}

// The atlas computes on a pool of one worker a processor the browser
// reports, with progress and Cancel, which ends the pool's workers.
func TestAtlasPool(t *testing.T) {
	br := startBrowser(t, 180*time.Second)
	b, base := br.tab, br.base
	countWorkers(b, "atlas", 3)
	// Every octal code of up to three digits, each searched up to a
	// million heaps: long enough to cancel.
	b.run("opening the octal atlas", chromedp.Navigate(base+"/?game=octal&code=0.07&len=1000000&view=atlas&upto=3"))
	b.until("the atlas's progress, cancelled", `(() => { const c = document.querySelector("#atlas-cancel"); if (c && stonesWorkers.jobs === 3) { c.click(); return true; } return false; })()`)
	b.until("the notice of the cancel", `(document.querySelector("#atlas")?.textContent ?? "").includes("Cancelled after")`)
	if got := b.eval(`stonesWorkers.started + " " + stonesWorkers.jobs + " " + stonesWorkers.terminated`); got != "4 3 3" {
		t.Errorf("workers started, atlas shares posted, workers ended: %s; want 4 3 3 (the page's own and a pool of 3)", got)
	}
	// A smaller atlas computes to the end.
	b.run("choosing codes of one digit", chromedp.SetValue(chromedp.CSS("#atlas-upto"), "1"),
		chromedp.Evaluate[chromedp.Void](`document.getElementById("atlas-upto").dispatchEvent(new Event("change", { bubbles: true }))`))
	if _, err := chromedp.Run(b.ctx, chromedp.Poll[bool](`document.querySelector("#atlas")?.dataset.games === "7" && location.search.includes("upto=1")`, chromedp.WithPollingTimeout(90*time.Second))); err != nil {
		t.Fatalf("waiting for the atlas of one digit: %v\nthe page says: %s", err, pageText(b.ctx))
	}
	if got := b.eval(`[...document.querySelectorAll("#atlas-table tbody tr")].map(r => r.textContent).join(";")`); !strings.Contains(got, "0.7") {
		t.Errorf("the table of one-digit codes reads %q", got)
	}
}

// axe-core finds no violation of WCAG 2 A and AA in the research views, in
// the light and the dark theme.
func TestResearchViewsAccessibility(t *testing.T) {
	axe := axeSource(t)
	br := startBrowser(t, 120*time.Second)
	b, base := br.tab, br.base
	for _, scheme := range []string{"light", "dark"} {
		for _, v := range []struct{ query, card, ready string }{
			{"moves=1,3,4&len=5000&view=growth", "growth", "#growth .log-chart"},
			{"moves=squares&view=growth&upto=1000000", "growth", "#growth-progress progress, #growth .log-chart"},
			{"moves=squares&len=5000&view=digits&base=13&digits=2", "digits", "#digits .bar-chart"},
			{"len=100&view=atlas&upto=3", "atlas", "#atlas-table table"},
			{"game=octal&code=0.07&len=100&view=atlas&upto=1", "atlas", "#atlas-table table"},
		} {
			if _, err := chromedp.Call(b.ctx, emulation.SetEmulatedMedia, emulation.SetEmulatedMediaParams{
				Features: []*emulation.MediaFeature{{Name: "prefers-color-scheme", Value: scheme}},
			}); err != nil {
				t.Fatalf("preferring the %s scheme: %v", scheme, err)
			}
			b.run("opening "+v.query, chromedp.Navigate(base+"/?"+v.query))
			b.until("the view of "+v.query, `!document.getElementById("app-wasm-loader") && !!document.querySelector(`+jsString(v.ready)+`)`)
			if !strings.Contains(b.eval(`typeof axe`), "object") {
				b.run("loading axe-core", chromedp.Evaluate[chromedp.Void](axe))
			}
			for _, problem := range axeViolations(b, `[document.getElementById("`+v.card+`"), document.getElementById("views")]`) {
				t.Errorf("%s theme, %s: %s", scheme, v.query, problem)
			}
			if scheme == "light" {
				shotOf(b, "#"+v.card, v.card+"-"+strings.SplitN(v.query, "&", 2)[0])
			}
		}
	}
}

// countWorkers counts, in window.stonesWorkers of every page the tab
// opens, the workers started, the messages of kind job ("atlas",
// "research") posted to them, and the workers ended; the browser reports
// cores processors when cores is not 0.
func countWorkers(b *tab, job string, cores int) {
	script := `(() => {
  if (` + strconv.Itoa(cores) + ` > 0) Object.defineProperty(navigator, "hardwareConcurrency", { get: () => ` + strconv.Itoa(cores) + ` });
  const w = (window.stonesWorkers = { started: 0, jobs: 0, terminated: 0 });
  const Native = window.Worker;
  if (!Native) return;
  window.Worker = class extends Native {
    constructor(...args) { super(...args); w.started++; }
    postMessage(m, ...rest) { if (m && m[` + jsString(job) + `]) w.jobs++; return super.postMessage(m, ...rest); }
    terminate() { w.terminated++; return super.terminate(); }
  };
})();`
	if _, err := chromedp.Call(b.ctx, cdppage.AddScriptToEvaluateOnNewDocument, cdppage.AddScriptToEvaluateOnNewDocumentParams{Source: script}); err != nil {
		b.t.Fatal(err)
	}
}

// shotOf saves screenshots of the element of sel, scrolled to the top of
// the screen (the page as it is for sel ""), at 1280×900 and 390×844,
// light and dark, as name-WIDTH-THEME.png in $STONES_SHOTS, when set: for
// people to look at.
func shotOf(b *tab, sel, name string) {
	dir := os.Getenv("STONES_SHOTS")
	if dir == "" {
		return
	}
	for _, size := range [][2]int64{{1280, 900}, {390, 844}} {
		for _, theme := range []string{"light", "dark"} {
			if _, err := chromedp.Call(b.ctx, emulation.SetEmulatedMedia, emulation.SetEmulatedMediaParams{
				Features: []*emulation.MediaFeature{{Name: "prefers-color-scheme", Value: theme}},
			}); err != nil {
				b.t.Fatal(err)
			}
			b.run("a screen size", chromedp.EmulateViewport(size[0], size[1]), chromedp.Sleep(300*time.Millisecond))
			if sel != "" {
				b.eval(`document.querySelector(` + jsString(sel) + `).scrollIntoView(), ""`)
			}
			png, err := chromedp.Run(b.ctx, chromedp.CaptureScreenshot())
			if err != nil {
				b.t.Fatal(err)
			}
			os.WriteFile(filepath.Join(dir, name+"-"+strconv.FormatInt(size[0], 10)+"-"+theme+".png"), png, 0o644)
		}
	}
	b.run("the screen again", chromedp.EmulateViewport(1280, 900))
}
