//go:build !js

package main

import (
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/cdproto/emulation"
	"github.com/chromedp/cdproto/target"
	"github.com/chromedp/chromedp"
)

// partPages are an embed of each part, with what shows it drawn.
var partPages = []struct{ name, query, drawn string }{
	{"quiz", "moves=1,2&len=12&embed=quiz", `!!document.getElementById("quiz-call-p")`},
	{"question-play-figure", "moves=1,5,8,10&len=40&n=14&from=14&embed=question,play,figure",
		`!!document.querySelector("#answer .answer-text") && !!document.getElementById("play-status") && !!(` + drawnInFrame + `)`},
	{"table", "game=parity&moves=1-3&len=21&embed=table", `!!document.querySelector("#table table")`},
	{"compare", "moves=2,5,7&len=60&embed=compare", `!!document.querySelector("#compare[data-compared]")`},
	{"growth", "moves=1,5,8,10&upto=5000&embed=growth", `!!document.querySelector("#growth[data-len] figure")`},
	{"digits", "moves=1,5,8,10&upto=5000&embed=digits", `!!document.querySelector("#digits[data-cold] figure")`},
	{"atlas", "game=octal&code=0.07&len=60&embed=atlas", `!!document.querySelector("#atlas [data-done], #atlas table") && !document.getElementById("atlas-progress")`},
}

// TestEmbedPartsBrowser opens an embed of each part in Chromium, in the
// light theme on a desktop's screen and the dark one on a phone's: each
// draws its part and none of the full page, axe-core finds no violation,
// the console no error (startBrowser). Then a student takes the quiz.
func TestEmbedPartsBrowser(t *testing.T) {
	axe := axeSource(t)
	br := startBrowser(t, 240*time.Second)
	b, base := br.tab, br.base
	for _, look := range []struct {
		theme string
		w, h  int64
	}{{"light", 1280, 900}, {"dark", 390, 844}} {
		b.run("the screen", chromedp.EmulateViewport(look.w, look.h))
		for _, p := range partPages {
			q := p.query + "&theme=" + look.theme
			b.run("opening "+q, chromedp.Navigate(base+"/?"+q))
			b.until("the part of "+q, `!document.getElementById("app-wasm-loader") && document.documentElement.dataset.theme === "`+look.theme+`" && `+p.drawn)
			if got := b.eval(`String(!!document.querySelector(".masthead, #views, .side, #embed-error"))`); got != "false" {
				t.Errorf("%s: the embed shows the full page's controls or a notice", q)
			}
			b.run("loading axe-core", chromedp.Evaluate[chromedp.Void](axe))
			for _, v := range axeViolations(b, "document") {
				t.Errorf("%s: %s", q, v)
			}
			shoot(t, b, "part-"+p.name+"-"+look.theme)
			if p.name == "atlas" && look.theme == "light" {
				// A game of the atlas opens the full page in a tab of its
				// own: the frame keeps the lesson's part.
				href := b.eval(`document.querySelector("#atlas-table a").getAttribute("href")`)
				b.run("opening a game of the atlas", chromedp.Click(chromedp.CSS("#atlas-table a")))
				opened := ""
				for i := 0; i < 50 && opened == ""; i++ {
					time.Sleep(100 * time.Millisecond)
					targets, _ := chromedp.Targets(b.ctx)
					for _, tg := range targets {
						if tg.Type == "page" && strings.HasSuffix(tg.URL, href) && !strings.Contains(tg.URL, "embed=") {
							opened = string(tg.TargetID)
							chromedp.CallBrowser(b.ctx, target.CloseTarget, target.CloseTargetParams{TargetID: tg.TargetID})
						}
					}
				}
				if opened == "" {
					t.Errorf("a game of the embedded atlas (%s) opened no tab of its own", href)
				}
				if got := b.eval(`String(location.search.includes("embed=atlas"))`); got != "true" {
					t.Error("a game of the embedded atlas replaced the embed in its frame")
				}
			}
		}
	}

	// On paper an embed without its figure writes out the full page's
	// link beside its QR code, and none of its buttons.
	b.run("opening the question and the game", chromedp.Navigate(base+"/?moves=1,5,8,10&len=40&n=14&from=14&embed=question,play"))
	b.until("the parts", `!!document.getElementById("play-status") && !!document.querySelector("#answer .answer-text")`)
	if _, err := chromedp.Call(b.ctx, emulation.SetEmulatedMedia, emulation.SetEmulatedMediaParams{Media: "print"}); err != nil {
		t.Fatal(err)
	}
	want := base + "/?moves=1,5,8,10&len=40&n=14&from=14"
	if got := b.eval(`getComputedStyle(document.getElementById("embed-print")).display + " " + document.querySelector("#embed-print .mono").textContent`); got != "flex "+want {
		t.Errorf("the printed embed's link: %q, want it shown and %q", got, want)
	}
	if got, _ := qrRead(t, b.eval(`document.querySelector("#embed-print .print-qr svg").outerHTML`)); got != want {
		t.Errorf("the printed embed's QR code reads %q, want %q", got, want)
	}
	if got := b.eval(`String([...document.querySelectorAll("button")].filter(e => getComputedStyle(e).display !== "none").length)`); got != "0" {
		t.Errorf("%s buttons show on paper", got)
	}
	shoot(t, b, "part-print")
	// A quiz on paper is a worksheet: a box for each heap, no answer.
	b.run("opening the quiz", chromedp.Navigate(base+"/?moves=1,2&len=12&embed=quiz"))
	b.until("the quiz on paper", `document.querySelectorAll(".quiz-sheet .box").length === 12 && getComputedStyle(document.querySelector(".quiz-sheet")).display === "grid"`)
	if got := b.eval(`String(![...document.querySelectorAll(".quiz button, .quiz .swatch")].some(e => e.offsetParent !== null))`); got != "true" {
		t.Error("the quiz on paper shows its calls or an outcome")
	}
	shoot(t, b, "part-quiz-print")
	if _, err := chromedp.Call(b.ctx, emulation.SetEmulatedMedia, emulation.SetEmulatedMediaParams{}); err != nil {
		t.Fatal(err)
	}

	// The quiz of {1, 2}: P at the multiples of 3. No outcome shows before
	// its call; each call is judged and scored; the keyboard reaches the
	// calls.
	b.run("a desktop's screen", chromedp.EmulateViewport(1280, 900))
	b.run("opening the quiz", chromedp.Navigate(base+"/?moves=1,2&len=7&embed=quiz"))
	b.until("the quiz", `!!document.getElementById("quiz-call-p")`)
	if got := b.eval(`String(document.querySelectorAll(".quiz-cells .swatch.P, .quiz-cells .swatch.N").length)`); got != "0" {
		t.Errorf("the quiz shows %s outcomes before any call", got)
	}
	b.run("calling heap 0 P", chromedp.Click(chromedp.CSS("#quiz-call-p")))
	b.until("the verdict", `document.getElementById("quiz-verdict").textContent.startsWith("Right: heap 0 is P")`)
	b.run("calling heap 1 P", chromedp.Focus(chromedp.CSS("#quiz-call-p")), chromedp.KeyEvent("\r"))
	b.until("the second verdict", `document.getElementById("quiz-verdict").textContent.includes("heap 1 is N") && document.getElementById("quiz-score").textContent === "Score: 1 right of 2."`)
	if got := b.eval(`document.querySelector(".quiz-cells .quiz-cell.wrong .swatch")?.textContent`); got != "N" {
		t.Errorf("the wrong call's cell shows %q, want its outcome N", got)
	}
	shoot(t, b, "part-quiz-called")
	// Each call draws the buttons anew: click the next once the last has
	// been taken.
	for i := 3; i <= 7; i++ {
		b.run("calling N", chromedp.Evaluate[chromedp.Void](`document.getElementById("quiz-call-n").click()`))
		b.until("the call taken", `document.getElementById("quiz").dataset.asked === "`+strconv.Itoa(i)+`"`)
	}
	b.until("the end of the quiz", `document.getElementById("quiz-done")?.textContent.includes("right of 7")`)
	if !strings.Contains(b.eval(`document.getElementById("quiz-score").textContent`), "of 7") {
		t.Error("the score does not count 7 calls")
	}
	b.run("starting again", chromedp.Click(chromedp.CSS("#quiz-again")))
	b.until("the quiz again, the focus on its question", `document.getElementById("quiz-prompt")?.textContent === "Heap 0: who wins?" && document.getElementById("quiz-score").textContent === "No call yet."`)
}
