//go:build !js

package main

import (
	"encoding/json"
	"net/http"
	"net/http/httptest"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/cdproto/input"
	cdppage "github.com/chromedp/cdproto/page"
	"github.com/chromedp/cdproto/runtime"
	"github.com/chromedp/chromedp"
)

// liveInFrame is true in an embed once its own program has drawn it: no
// still, no loader, and the strip's canvas painted.
const liveInFrame = `document.readyState !== "loading" && !document.getElementById("stones-still") && !document.getElementById("app-wasm-loader") && !!document.querySelector("#strip-canvas[data-drawn]")`

// A course page's first embed runs its program; the embeds after it are
// stills that program draws (app/still.go), with no program of their own,
// until the reader reaches for one: the pointer over it, or a click, which
// the live page then makes. A still is what its live page shows: the same
// text and the same pixels. It sizes its frame, fills its print block when
// the page prints, and follows its own theme. A part that a still does not
// draw (play) starts its program at once.
func TestEmbedStills(t *testing.T) {
	br := startBrowser(t, 180*time.Second)
	b, base := br.tab, br.base
	first := "game=octal&code=0.77&len=60&embed=1"
	hover := "moves=1,5,8,10&len=60&embed=1"
	click := "game=grundy&len=60&n=20&theme=dark&embed=question,figure"
	play := "moves=1-3&len=40&from=9&embed=play"
	host := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Type", "text/html; charset=utf-8")
		w.Write([]byte(coursePage(base, []string{first, hover, click, play})))
	}))
	t.Cleanup(host.Close)
	b.run("opening the lesson", chromedp.Navigate(host.URL))
	scrollToEmbed(b, 0)
	frameUntil(b, first, "the first embed drawn by its program", liveInFrame, 60*time.Second)

	program := `String(document.documentElement.hasAttribute("data-running"))` // set once a frame instantiates its program (web/start.js)
	still := func(q string) {
		t.Helper()
		frameUntil(b, q, "the still of "+q, `!!document.getElementById("stones-still") && !!document.querySelector("#strip-canvas[data-drawn]")`, 60*time.Second)
		if got := frameEval(b, q, program); got != "false" {
			t.Errorf("%s: a still instantiated a program of its own", q)
		}
	}
	// at returns the point of the page at the middle of the element sel of
	// the embed i, whose address holds q.
	at := func(i int, q, sel string) (x, y float64) {
		t.Helper()
		box := strings.Fields(b.eval(`(() => { const r = document.getElementById("embed-` + strconv.Itoa(i) + `").getBoundingClientRect(); return r.left + " " + r.top })()`))
		in := strings.Fields(frameEval(b, q, `(() => { const r = document.querySelector(`+jsString(sel)+`).getBoundingClientRect(); return (r.left + r.width / 2) + " " + (r.top + r.height / 2) })()`))
		fx, _ := strconv.ParseFloat(box[0], 64)
		fy, _ := strconv.ParseFloat(box[1], 64)
		ex, _ := strconv.ParseFloat(in[0], 64)
		ey, _ := strconv.ParseFloat(in[1], 64)
		return fx + ex, fy + ey
	}

	// The pointer over a still makes it live, and the live page is the
	// still: its text, its height and its canvas' pixels.
	scrollToEmbed(b, 1)
	still(hover)
	pixels := `document.getElementById("strip-canvas").toDataURL()`
	text := `document.querySelector("main").innerText`
	stillPixels, stillText := frameEval(b, hover, pixels), frameEval(b, hover, text)
	box := `(() => { const r = document.querySelector("main").getBoundingClientRect(); return r.top + " " + r.left + " " + r.width + " " + r.height })()`
	stillBox := frameEval(b, hover, box)
	x, y := at(1, hover, "#strip-canvas")
	b.run("the pointer over the still", chromedp.MouseEvent(input.DispatchMouseEventTypeMouseMoved, x, y))
	frameUntil(b, hover, "the live page in the still's place", liveInFrame, 60*time.Second)
	if got := frameEval(b, hover, pixels); got != stillPixels {
		t.Errorf("%s: the live strip's pixels differ from the still's", hover)
	}
	if got := frameEval(b, hover, text); got != stillText {
		t.Errorf("%s: the live page reads %q, the still read %q", hover, got, stillText)
	}
	if got := frameEval(b, hover, box); got != stillBox {
		t.Errorf("%s: the live page's box (top, left, width, height) is %s, the still's was %s", hover, got, stillBox)
	}

	// The pointer leaves the frames: a frame scrolled under it would go live.
	b.run("the pointer out of the frames", chromedp.MouseEvent(input.DispatchMouseEventTypeMouseMoved, 1, 1))

	// A still in the dark theme, of a page in the light one, is dark; it
	// sizes its frame, and its print block is filled when the page
	// prints.
	scrollToEmbed(b, 2)
	still(click)
	if got := frameEval(b, click, `document.documentElement.dataset.theme`); got != "dark" {
		t.Errorf("%s: the still's theme is %q", click, got)
	}
	bg := frameEval(b, click, `(() => { const c = document.getElementById("strip-canvas"); const p = c.getContext("2d").getImageData(1, 1, 1, 1).data; return p[0] + "," + p[1] + "," + p[2] })()`)
	if want := frameEval(b, click, `(() => { const p = document.createElement("canvas").getContext("2d"); p.fillStyle = getComputedStyle(document.documentElement).getPropertyValue("--card").trim(); p.fillRect(0, 0, 1, 1); const d = p.getImageData(0, 0, 1, 1).data; return d[0] + "," + d[1] + "," + d[2] })()`); bg != want {
		t.Errorf("%s: the still strip's background is %s, want the dark theme's card %s", click, bg, want)
	}
	if got := frameEval(b, click, `document.querySelector("#answer .answer-text")?.textContent || ""`); !strings.Contains(got, "20") {
		t.Errorf("%s: the still's question part reads %q", click, got)
	}
	if _, err := chromedp.Call(b.ctx, cdppage.PrintToPDF, cdppage.PrintToPDFParams{}); err != nil {
		t.Fatalf("printing the lesson: %v", err)
	}
	frameUntil(b, click, "the still's print block", `document.querySelectorAll("#strip-print .print-figure svg rect").length > 60 && !!document.querySelector("#strip-print .print-qr svg")`, 10*time.Second)
	if got, want := frameEval(b, click, `document.querySelector("#strip-print .print-link .mono").textContent`), frameEval(b, click, `location.href`); got != want {
		t.Errorf("%s: the still prints the link %q, want %q", click, got, want)
	}

	// A click on a still's button is made again by the live page.
	cell := frameEval(b, click, `document.getElementById("strip").dataset.cell`)
	x, y = at(2, click, "#strip-zoom-in")
	b.run("clicking the still's zoom", chromedp.MouseClickXY(x, y))
	frameUntil(b, click, "the live page in the still's place", liveInFrame, 60*time.Second)
	frameUntil(b, click, "the live strip zoomed in", `Number(document.getElementById("strip").dataset.cell) > `+cell, 10*time.Second)
	if got := frameEval(b, click, `document.documentElement.dataset.theme`); got != "dark" {
		t.Errorf("%s: the live page's theme is %q", click, got)
	}

	// Play is no still's part: the embed runs its program.
	scrollToEmbed(b, 3)
	frameUntil(b, play, "the play card", `!document.getElementById("app-wasm-loader") && !!document.getElementById("play-status")`, 60*time.Second)
	if got := frameEval(b, play, `String(!document.getElementById("stones-still") && document.documentElement.hasAttribute("data-running"))`); got != "true" {
		t.Errorf("%s: an embed of play did not run its own program", play)
	}
	for _, q := range []string{first, hover, click, play} {
		if got := frameEval(b, q, `String(document.querySelectorAll("[id]").length === new Set([...document.querySelectorAll("[id]")].map(e => e.id)).size)`); got != "true" {
			t.Errorf("%s: an id is given twice in the frame", q)
		}
	}
	time.Sleep(500 * time.Millisecond)
}

// axe-core finds no violation in a still, in the light and the dark theme,
// and every still of a lesson prints.
func TestStillsAccessible(t *testing.T) {
	axe := axeSource(t)
	br := startBrowser(t, 120*time.Second)
	b, base := br.tab, br.base
	first := "game=octal&code=0.77&len=60&embed=1"
	stills := []string{"moves=1,5,8,10&len=60&embed=1", "game=grundy&len=60&n=20&theme=dark&embed=question,figure", "game=parity&moves=1-3&len=41&embed=figure,table"}
	host := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Type", "text/html; charset=utf-8")
		w.Write([]byte(coursePage(base, append([]string{first}, stills...))))
	}))
	t.Cleanup(host.Close)
	b.run("opening the lesson", chromedp.Navigate(host.URL))
	scrollToEmbed(b, 0)
	frameUntil(b, first, "the first embed drawn by its program", liveInFrame, 60*time.Second)
	for i, q := range stills {
		scrollToEmbed(b, i+1)
		frameUntil(b, q, "the still of "+q, `!!document.getElementById("stones-still") && !!document.querySelector("#strip-canvas[data-drawn]")`, 60*time.Second)
		id := frameID(b, q)
		world, err := chromedp.Call(b.ctx, cdppage.CreateIsolatedWorld, cdppage.CreateIsolatedWorldParams{FrameID: id, WorldName: "axe"})
		if err != nil {
			t.Fatalf("a world in the frame of %s: %v", q, err)
		}
		for _, expr := range []string{axe, axeRun("document")} {
			res, err := chromedp.Call(b.ctx, runtime.Evaluate, runtime.EvaluateParams{Expression: expr, ContextID: world.ExecutionContextID, AwaitPromise: new(true), ReturnByValue: new(true)})
			if err != nil || res.ExceptionDetails != nil {
				t.Fatalf("axe-core in the frame of %s: %v %v", q, err, res.ExceptionDetails)
			}
			if expr != axe {
				var report string
				json.Unmarshal(res.Result.Value, &report)
				for _, v := range axeReport(b, report) {
					t.Errorf("the still of %s: %s", q, v)
				}
			}
		}
		if got := frameEval(b, q, `String(!!document.getElementById("stones-still"))`); got != "true" {
			t.Fatalf("%s: the still went live while axe-core ran: it read the live page", q)
		}
	}
	// Printed, every still fills its print block: the program that drew
	// them draws each again for its own.
	if _, err := chromedp.Call(b.ctx, cdppage.PrintToPDF, cdppage.PrintToPDFParams{}); err != nil {
		t.Fatalf("printing the lesson: %v", err)
	}
	for _, q := range stills {
		frameUntil(b, q, "the print block of the still of "+q, `!!document.querySelector("#strip-print .print-figure svg") && !!document.querySelector("#strip-print .print-qr svg") && !!document.getElementById("stones-still")`, 10*time.Second)
	}
	frameUntil(b, first, "the first embed's print block", `!!document.querySelector("#strip-print .print-figure svg")`, 10*time.Second)
}
