//go:build !js

package main

import (
	"bytes"
	"encoding/base64"
	"image/png"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/cdproto/input"
	"github.com/chromedp/chromedp"
	"github.com/chromedp/chromedp/kb"
)

// TestStripCanvas drives the canvas strip in headless Chromium: a million
// heap sizes in a document of fewer than 3,000 elements, zoom and pan by
// keyboard, wheel and drag, the heap cursor with its tooltip and live
// region, the fold view, and the SVG and PNG downloads.
func TestStripCanvas(t *testing.T) {
	br := startBrowser(t, 90*time.Second)
	b, base := br.tab, br.base
	data := func(key string) int {
		t.Helper()
		v, err := strconv.Atoi(b.eval(`document.getElementById("strip").dataset.` + key))
		if err != nil {
			t.Fatalf("#strip's data-%s: %v", key, err)
		}
		return v
	}

	// A million heaps: drawn, listed in part, and the document stays small.
	b.run("opening a million heaps", chromedp.Navigate(base+"/?moves=1,3,4&len=1000000"))
	b.until("the strip of a million heaps", `!document.getElementById("app-wasm-loader") && document.getElementById("strip")?.dataset.len === "1000000" && (window.stonesStripFrames || 0) > 0 && !document.querySelector('#strip-values[aria-busy="true"]')`)
	if n, _ := strconv.Atoi(b.eval(`String(document.getElementsByTagName("*").length)`)); n >= 3000 || n == 0 {
		t.Errorf("the page has %d elements at len=1000000, want fewer than 3,000", n)
	} else {
		t.Logf("elements at len=1000000: %d", n)
	}
	if got := b.eval(`[...document.querySelectorAll("#strip-values li")].slice(0, 14).map(c => c.dataset.outcome).join("")`); got != "PNPNNNNPNPNNNN" {
		t.Errorf("the values in view begin %s, want PNPNNNNPNPNNNN (S = {1, 3, 4})", got)
	}
	if got := b.eval(`String(document.querySelectorAll("#strip-values li").length)`); got != strconv.Itoa(mostValues) {
		t.Errorf("%s values listed, want %d", got, mostValues)
	}
	if got := data("cell"); got != 1 {
		t.Errorf("a million heaps fit at %d px a heap, want 1", got)
	}

	// The keyboard: the cursor moves, the view follows, + zooms.
	b.run("focusing the strip", chromedp.Focus(chromedp.CSS("#strip-canvas")))
	b.run("pressing End", chromedp.KeyEvent(kb.End))
	b.until("the last heap", `document.getElementById("strip").dataset.cursor === "999999" && document.getElementById("strip").dataset.to === "999999"`)
	if got := b.text("#strip-live"); got != "Heap 999,999: P, the player to move loses (a P-position); nim-value 0." {
		t.Errorf("the live region says %q at the last heap", got)
	}
	if got := b.eval(`getComputedStyle(document.getElementById("strip-tip")).visibility`); got != "visible" {
		t.Errorf("the cursor's tooltip is %s, want visible", got)
	}
	b.run("zooming in", chromedp.KeyEvent("+"), chromedp.KeyEvent("+"), chromedp.KeyEvent("+"))
	b.until("3 steps of zoom", `document.getElementById("strip").dataset.cell === "4"`)
	b.run("pressing Home", chromedp.KeyEvent(kb.Home))
	b.until("heap 0", `document.getElementById("strip").dataset.from === "0" && document.getElementById("strip").dataset.cursor === "0"`)
	b.run("pressing the right arrow", chromedp.KeyEvent(kb.ArrowRight), chromedp.KeyEvent(kb.ArrowRight))
	b.until("heap 2", `document.getElementById("strip-live").textContent.startsWith("Heap 2: P")`)

	// The mouse: the wheel pans, a drag pans back, Ctrl+wheel zooms.
	x, y := b.centre("#strip-canvas")
	b.run("wheeling", chromedp.MouseEvent(input.DispatchMouseEventTypeMouseWheel, x, y, func(p *input.DispatchMouseEventParams) { p.DeltaY = 400; p.DeltaX = 0.01 }))
	b.until("the view panned down", `+document.getElementById("strip").dataset.from > 0`)
	from := data("from")
	b.run("dragging", chromedp.MouseEvent(input.DispatchMouseEventTypeMousePressed, x, y-100, chromedp.Button("left")),
		chromedp.MouseEvent(input.DispatchMouseEventTypeMouseMoved, x, y-60, chromedp.Button("left")),
		chromedp.MouseEvent(input.DispatchMouseEventTypeMouseMoved, x, y+100, chromedp.Button("left")),
		chromedp.MouseEvent(input.DispatchMouseEventTypeMouseReleased, x, y+100, chromedp.Button("left")))
	b.until("the view dragged up", `+document.getElementById("strip").dataset.from < `+strconv.Itoa(from))
	b.run("Ctrl+wheel", chromedp.MouseEvent(input.DispatchMouseEventTypeMouseWheel, x, y, func(p *input.DispatchMouseEventParams) { p.DeltaY = -100; p.DeltaX = 0.01; p.Modifiers = 2 }))
	b.until("zoomed in by the wheel", `document.getElementById("strip").dataset.cell === "6"`)
	b.run("the fit button", chromedp.Click(chromedp.CSS("#strip-fit")))
	b.until("fitted", `document.getElementById("strip").dataset.cell === "1"`)

	// Hover: the tooltip names the heap under the pointer.
	b.open(base, "moves=1,3,4&len=40", 40)
	x, y = b.centre("#strip-canvas")
	cell := float64(data("cell"))
	left := x - float64(data("cols"))*cell/2
	top, _ := strconv.ParseFloat(b.eval(`String(document.getElementById("strip-canvas").getBoundingClientRect().top)`), 64)
	b.run("hovering heap 2", chromedp.MouseEvent(input.DispatchMouseEventTypeMouseMoved, left+2.5*cell, top+cell/2))
	b.until("the tooltip of heap 2", `document.getElementById("strip-tip").textContent.startsWith("Heap 2: P")`)
	b.run("tapping heap 3", chromedp.MouseClickXY(left+3.5*cell, top+cell/2))
	b.until("the cursor on heap 3", `document.getElementById("strip").dataset.cursor === "3"`)

	// The fold view: one row a period, a key of the link.
	b.run("folding", chromedp.Click(chromedp.CSS("#strip-fold")))
	b.until("the fold view", `location.search.includes("view=fold") && document.getElementById("strip").dataset.fold === "true" && document.getElementById("strip").dataset.cols === "7"`)
	if got := b.eval(`document.getElementById("strip-fold").getAttribute("aria-pressed")`); got != "true" {
		t.Errorf("the fold button is pressed=%s, want true", got)
	}
	b.open(base, "moves=1,3,4&show=nim&view=fold&len=40", 40)
	b.until("the folded nim-values", `document.getElementById("strip").dataset.cols === "7" && document.querySelectorAll("#nim-legend li").length === 4`)
	if got := b.eval(`[...document.querySelectorAll("#strip-values li")].slice(0, 7).map(c => c.dataset.nim).join(",")`); got != "0,1,0,1,2,3,2" {
		t.Errorf("the nim-values read %s, want 0,1,0,1,2,3,2", got)
	}

	// Downloads: the SVG holds the letters of the heaps in view, the PNG
	// decodes at the canvas' size.
	dir := allowDownloads(b)
	b.open(base, "moves=1,3,4&len=40", 40)
	b.run("downloading the SVG", chromedp.Click(chromedp.CSS("#strip-svg")))
	svg := waitFile(t, filepath.Join(dir, "stones-heaps-0-39.svg"))
	want := strings.Repeat("PNPNNNN", 6)[:40]
	if got, _ := svgLetters(t, svg); got != want {
		t.Errorf("the SVG's letters read %s, want %s", got, want)
	}
	b.run("downloading the PNG", chromedp.Click(chromedp.CSS("#strip-png")))
	img, err := png.Decode(bytes.NewReader(waitFile(t, filepath.Join(dir, "stones-heaps-0-39.png"))))
	if err != nil {
		t.Fatalf("the PNG does not decode: %v", err)
	}
	if w, _ := strconv.Atoi(b.eval(`String(document.getElementById("strip-canvas").width)`)); img.Bounds().Dx() != w {
		t.Errorf("the PNG is %d pixels wide, want the canvas' %d", img.Bounds().Dx(), w)
	}

	// A view of many heaps is one picture of its pixels in the SVG, a PNG
	// encoded by the browser's canvas: it decodes at its stated size and
	// shows both outcomes' colours.
	b.run("opening 100,000 heaps", chromedp.Navigate(base+"/?moves=1,3,4&len=100000"))
	b.until("the strip of 100,000 heaps", `!document.getElementById("app-wasm-loader") && document.getElementById("strip")?.dataset.cols && document.getElementById("period-outcomes")?.textContent.includes("every 7")`)
	b.run("downloading the dense SVG", chromedp.Click(chromedp.CSS("#strip-svg")))
	dense := string(waitFile(t, filepath.Join(dir, "stones-heaps-0-99999.svg")))
	m := regexp.MustCompile(`<image width="(\d+)" height="(\d+)" href="data:image/png;base64,([^"]+)"`).FindStringSubmatch(dense)
	if m == nil {
		t.Fatalf("the SVG of 100,000 heaps holds no picture: %.300s", dense)
	}
	raw, err := base64.StdEncoding.DecodeString(m[3])
	if err != nil {
		t.Fatal(err)
	}
	pic, err := png.Decode(bytes.NewReader(raw))
	if err != nil {
		t.Fatalf("the SVG's picture does not decode: %v", err)
	}
	if w, h := strconv.Itoa(pic.Bounds().Dx()), strconv.Itoa(pic.Bounds().Dy()); w != m[1] || h != m[2] {
		t.Errorf("the picture is %s×%s, the SVG says %s×%s", w, h, m[1], m[2])
	}
	colours := map[[3]uint32]bool{}
	for y := 0; y < pic.Bounds().Dy(); y += 3 {
		for x := 0; x < pic.Bounds().Dx(); x += 3 {
			r, g, bl, _ := pic.At(x, y).RGBA()
			colours[[3]uint32{r >> 8, g >> 8, bl >> 8}] = true
		}
	}
	if len(colours) < 3 {
		t.Errorf("the SVG's picture has %d colours, want the background and both outcomes'", len(colours))
	}

	// Embedded: the canvas, its zoom buttons and the keys.
	b.open(base, "moves=1,3,4&len=200&embed=1", 200)
	b.run("zooming the embedded strip", chromedp.Click(chromedp.CSS("#strip-zoom-in")))
	b.until("the embedded strip zoomed", `+document.getElementById("strip").dataset.cell > 16`)
}

// centre returns the centre of an element in the viewport, scrolled into view.
func (b *tab) centre(sel string) (float64, float64) {
	b.t.Helper()
	r := b.eval(`(() => { const e = document.querySelector(` + jsString(sel) + `); e.scrollIntoView({block: "center"}); const r = e.getBoundingClientRect(); return (r.left + r.width / 2) + "," + (r.top + r.height / 2); })()`)
	xs, ys, _ := strings.Cut(r, ",")
	x, err1 := strconv.ParseFloat(xs, 64)
	y, err2 := strconv.ParseFloat(ys, 64)
	if err1 != nil || err2 != nil {
		b.t.Fatalf("the centre of %s: %q", sel, r)
	}
	return x, y
}

// An edit that asks the worker keeps the strip's view: the strip is
// redrawn in place, not drawn anew at its fitted zoom (go-app replaced it
// whenever the progress meter came or went before it).
func TestStripKeepsItsView(t *testing.T) {
	br := startBrowser(t, 2*time.Minute)
	b := br.tab
	b.run("opening a million heaps", chromedp.Navigate(br.base+"/?moves=1,3,4&len=1000000"))
	b.until("the figure", `(document.getElementById("game-title")?.textContent ?? "").includes("999999") && !!document.getElementById("strip-zoom-in")`)
	// Zoomed in twice, each step drawn before the next: two clicks in one
	// task may be drawn once or twice, and the zoom read between.
	cell := b.eval(`document.getElementById("strip").dataset.cell`)
	for range 2 {
		b.eval(`document.getElementById("strip-zoom-in").click(), ""`)
		b.until("the zoom", `document.getElementById("strip").dataset.cell !== "`+cell+`"`)
		cell = b.eval(`document.getElementById("strip").dataset.cell`)
	}
	for _, n := range []string{"1234", "2345", "3456"} {
		frames := b.eval(`String(window.stonesStripFrames)`)
		b.eval(`(() => { const n = document.getElementById("n"); n.value = "` + n + `"; n.dispatchEvent(new Event("input", {bubbles: true})); return ""; })()`)
		b.until("the answer at "+n, `document.getElementById("answer").textContent.includes("Heap `+n+`") && String(window.stonesStripFrames) !== "`+frames+`"`)
		if got := b.eval(`document.getElementById("strip").dataset.cell`); got != cell {
			t.Errorf("after asking n = %s the strip is drawn at %s px a heap, want the zoom kept at %s", n, got, cell)
		}
	}
	// The fold toggle redraws the strip alone, and draws it.
	frames := b.eval(`String(window.stonesStripFrames)`)
	b.eval(`document.getElementById("strip-fold").click(), ""`)
	b.until("the folded strip drawn", `document.getElementById("strip").dataset.fold === "true" && location.search.includes("view=fold") && String(window.stonesStripFrames) !== "`+frames+`"`)
	b.eval(`document.getElementById("strip-fold").click(), ""`)
	b.until("the strip unfolded", `document.getElementById("strip").dataset.fold === "false" && !location.search.includes("view=")`)
}
