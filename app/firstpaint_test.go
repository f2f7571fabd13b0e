//go:build !js

package main

import (
	"net/http"
	"os"
	"strings"
	"testing"
	"time"

	"stones/app/site"

	"github.com/chromedp/cdproto/network"
	"github.com/chromedp/chromedp"
)

// Before the program runs, the page is the pre-rendered default game with
// no cover over it; a link to another configuration shows the page's frame
// with empty cards, never the default game's figure.
func TestFirstPaint(t *testing.T) {
	br := startBrowser(t, 60*time.Second)
	b, base := br.tab, br.base
	if _, err := chromedp.Call(b.ctx, network.Enable, network.EnableParams{}); err != nil {
		t.Fatal(err)
	}
	block := func(on bool) {
		var ps []*network.BlockPattern
		if on {
			ps = []*network.BlockPattern{{URLPattern: base + "/web/app.wasm", Block: true}}
		}
		if _, err := chromedp.Call(b.ctx, network.SetBlockedURLs, network.SetBlockedURLsParams{URLPatterns: ps}); err != nil {
			t.Fatalf("blocking the program: %v", err)
		}
	}
	// What the figure's title shows, and whether the loader covers it.
	look := func() (title string, visible, covered bool) {
		s := b.eval(`(() => { const t = document.getElementById("game-title"), l = document.getElementById("app-wasm-loader");
			const r = l ? l.getBoundingClientRect() : {width: 0, height: 0};
			return [t ? t.textContent : "", t && getComputedStyle(t).visibility === "visible", r.width * r.height > innerWidth * innerHeight / 4].join("|") })()`)
		parts := strings.Split(s, "|")
		return parts[0], parts[1] == "true", parts[2] == "true"
	}

	block(true)
	b.run("opening the page without its program", chromedp.Navigate(base+"/"))
	b.until("the loader's message", `document.getElementById("app-wasm-loader")?.textContent.length > 0`)
	if title, visible, covered := look(); !visible || covered || !strings.Contains(title, "Subtraction game") {
		t.Errorf("the default page before its program: title %q visible=%t, covered=%t; want the pre-rendered figure in view", title, visible, covered)
	}
	for _, q := range []string{"game=octal&code=0.07", "moves=1,3,4&embed=1"} {
		b.run("opening "+q+" without the program", chromedp.Navigate(base+"/?"+q))
		b.until("the loader's message", `document.getElementById("app-wasm-loader")?.textContent.length > 0`)
		if _, visible, covered := look(); visible || covered {
			t.Errorf("%s before the program: the default game's figure visible=%t, covered=%t; want it hidden, and no cover", q, visible, covered)
		}
	}
	block(false)
	// The blocked program's failures are the point of the steps above.
	for _, p := range br.takeConsole() {
		if !strings.Contains(p, "loading wasm failed") {
			t.Errorf("console: %s", p)
		}
	}
	b.run("opening Dawson's Kayles", chromedp.Navigate(base+"/?game=octal&code=0.07"))
	b.until("its own figure", `!document.getElementById("app-wasm-loader") && document.getElementById("game-title")?.textContent.includes("0.07")`)
	if title, visible, _ := look(); !visible {
		t.Errorf("after the program ran, the figure %q is hidden", title)
	}
	// A blocked program's failure may be reported after the block is
	// lifted (the program is fetched once the page is on the screen): it
	// is the point of the first steps still. The program that ran above
	// drew its figure, so no failure of its own hides among them.
	for _, p := range br.takeConsole() {
		if !strings.Contains(p, "loading wasm failed") {
			t.Errorf("console: %s", p)
		}
	}
}

// A link's figure that takes the page a moment is drawn as soon as the
// program runs, without waiting for the solver's worker to start (it runs
// the same program, started anew in its thread), and its heaps are
// explained in the page.
func TestFirstFigureBeforeTheWorker(t *testing.T) {
	br := startBrowser(t, 60*time.Second)
	b, base := br.tab, br.base
	// The worker's script comes after 25 s, later than any wait below.
	site := site.Handler(os.Getenv("STONES_DIST"))
	br.handle(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if strings.HasSuffix(r.URL.Path, "/solver-worker.js") {
			select {
			case <-time.After(25 * time.Second):
			case <-r.Context().Done():
				return
			}
		}
		site.ServeHTTP(w, r)
	}))
	b.run("opening a link", chromedp.Navigate(base+"/?moves=1,3,4&len=60&n=17&show=nim"))
	b.until("its figure and answer", `document.getElementById("game-title")?.textContent.includes("0–59") && document.getElementById("answer").textContent.includes("Heap 17") && !!document.querySelector('#strip-values li[data-heap="5"]')`)
	b.eval(`document.getElementById("strip-values").open = true, document.querySelector('#strip-values li[data-heap="5"]').click(), ""`)
	b.until("the explanation of heap 5", `(document.getElementById("explain")?.textContent ?? "").includes("the mex) is 3")`)
}
