//go:build !js

package main

import (
	"encoding/json"
	"net/http"
	"net/http/httptest"
	"os"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"

	"stones/app/site"

	"github.com/chromedp/cdproto/cdp"
	"github.com/chromedp/cdproto/input"
	cdppage "github.com/chromedp/cdproto/page"
	"github.com/chromedp/cdproto/runtime"
	"github.com/chromedp/chromedp"
	"github.com/chromedp/chromedp/kb"
)

// hostPage is a course page of another origin that embeds Stones: a frame
// in view, a tall gap, and a frame far below the fold, both lazy, with the
// resizing script of docs/CONFIG.md (its origin check included).
func hostPage(stones, near, far string) string {
	return `<!doctype html><html><head><meta charset="utf-8"><title>A lesson</title></head>
<body style="margin:0;font:16px sans-serif">
<h1>Take-away games</h1>
<iframe id="near" src="` + stones + `/?` + strings.ReplaceAll(near, "&", "&amp;") + `" title="Stones: near" width="100%" height="480" loading="lazy" style="border:0"></iframe>
<div style="height:12000px">The lesson goes on.</div>
<iframe id="far" src="` + stones + `/?` + strings.ReplaceAll(far, "&", "&amp;") + `" title="Stones: far" width="100%" height="480" loading="lazy" style="border:0"></iframe>
<div style="height:2000px"></div>
<script>
window.heights = [];
addEventListener("message", (e) => {
  if (e.origin !== "` + stones + `" || !e.data || e.data.subject !== "lti.frameResize") return;
  for (const f of document.querySelectorAll("iframe")) {
    if (f.contentWindow === e.source) { f.style.height = e.data.height + "px"; window.heights.push([f.id, e.data.height]); }
  }
});
</script>
</body></html>`
}

// An embed in a course page of another origin: the frame sizes itself to
// its content by the resize message, a frame out of view fetches nothing
// until it nears the view, and the wheel over the strip scrolls the course
// page until the reader clicks into the strip, and again after Esc.
func TestEmbedInHostPage(t *testing.T) {
	br := startBrowser(t, 120*time.Second)
	b, base := br.tab, br.base
	near := "moves=1,5,8,10&len=100000&embed=1"
	far := "moves=1-3&len=40&n=9&from=9&embed=question,play,quiz" // parts, one under the other

	fetched := recordRequests(br)
	host := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Type", "text/html; charset=utf-8")
		w.Write([]byte(hostPage(base, near, far)))
	}))
	t.Cleanup(host.Close)

	b.run("opening the course page", chromedp.Navigate(host.URL))
	sizedToContent(b, "near", "len=100000")
	// Sized to its content, the frame settles: no more heights come.
	posted := b.eval(`JSON.stringify(window.heights)`)
	time.Sleep(time.Second)
	if again := b.eval(`JSON.stringify(window.heights)`); again != posted {
		t.Errorf("the near frame goes on posting heights: %s, then %s", posted, again)
	}
	// Where the strip's canvas is, in the course page.
	frameTop := func() float64 {
		v, _ := strconv.ParseFloat(b.eval(`String(document.getElementById("near").getBoundingClientRect().top)`), 64)
		return v
	}
	canvas := frameEval(b, "len=100000", `(() => { const r = document.querySelector("#strip-canvas").getBoundingClientRect(); return r.left + r.width / 2 + "," + (r.top + r.height / 2) })()`)
	cx, _ := strconv.ParseFloat(strings.Split(canvas, ",")[0], 64)
	cy, _ := strconv.ParseFloat(strings.Split(canvas, ",")[1], 64)
	if fetched("moves=1-3") > 0 {
		t.Errorf("the frame far below the fold was fetched before it neared the view")
	}

	// The wheel over the strip scrolls the course page, not the strip.
	from := func() string { return b.eval(`String(window.scrollY)`) }
	wheel := func(what string) {
		b.run(what, chromedp.MouseEvent(input.DispatchMouseEventTypeMouseWheel, cx, frameTop()+cy, func(p *input.DispatchMouseEventParams) { p.DeltaY = 200; p.DeltaX = 0.01 }))
		time.Sleep(300 * time.Millisecond)
	}
	before := from()
	wheel("wheeling over the strip")
	if after := from(); after == before {
		t.Errorf("the wheel over a strip the reader has not clicked did not scroll the course page (scrollY %s)", after)
	}
	// A click engages the strip: the wheel pans it and the course page
	// stays.
	b.run("scrolling back", chromedp.Evaluate[chromedp.Void](`window.scrollTo(0, 0)`))
	b.run("clicking the strip", chromedp.MouseClickXY(cx, frameTop()+cy))
	// Zoomed in from the keyboard, the strip has somewhere to pan.
	for range 4 {
		b.run("zooming in", chromedp.KeyEvent("+"))
	}
	b.run("going to the first heap", chromedp.KeyEvent(kb.Home))
	time.Sleep(300 * time.Millisecond)
	before = from()
	view := frameEval(b, "len=100000", `document.getElementById("strip").dataset.from`)
	wheel("wheeling over the engaged strip")
	if after := from(); after != before {
		t.Errorf("the wheel over the engaged strip scrolled the course page (scrollY %s, was %s)", after, before)
	}
	panned := func() string {
		return frameEval(b, "len=100000", `document.getElementById("strip").dataset.from + " " + document.getElementById("strip").dataset.cell`)
	}
	moved := panned()
	for i := 0; i < 20 && strings.Fields(moved)[0] == view; i++ {
		time.Sleep(100 * time.Millisecond)
		moved = panned()
	}
	if strings.Fields(moved)[0] == view {
		t.Errorf("the wheel over the engaged strip did not pan it (its first heap in view and cell size: %s)", moved)
	}
	// Esc gives the wheel back.
	b.run("pressing Esc", chromedp.KeyEvent("\x1b"))
	wheel("wheeling after Esc")
	if after := from(); after == before {
		t.Errorf("after Esc the wheel did not scroll the course page (scrollY %s)", after)
	}

	// Nearing the far frame loads it, and it sizes itself too.
	b.run("scrolling to the far frame", chromedp.Evaluate[chromedp.Void](`document.getElementById("far").scrollIntoView()`))
	frameUntil(b, "moves=1-3", "the far frame's parts", `!!document.getElementById("quiz-call-p") && !!document.getElementById("play-status") && !!document.querySelector("#answer .answer-text")`, 60*time.Second)
	sizedToContent(b, "far", "moves=1-3")
	if fetched("moves=1-3") == 0 {
		t.Errorf("the far frame sized itself without a request the server saw")
	}
}

// sizedToContent checks that the frame id of the course page, whose
// address holds part, has been sized by its resize messages: it is as high
// as the last height posted, and as its content within 2 px, measured
// inside the frame.
func sizedToContent(b *tab, id, part string) {
	b.t.Helper()
	b.until("the "+id+" frame sized by its message", `window.heights.some(h => h[0] === "`+id+`")`)
	time.Sleep(time.Second) // settled
	b.until("the "+id+" frame as high as its last message", `Math.abs(document.getElementById("`+id+`").getBoundingClientRect().height - window.heights.filter(h => h[0] === "`+id+`").at(-1)[1]) < 1`)
	got, _ := strconv.ParseFloat(b.eval(`String(document.getElementById("`+id+`").getBoundingClientRect().height)`), 64)
	want, _ := strconv.ParseFloat(frameEval(b, part, `String(Math.ceil(document.querySelector("main").getBoundingClientRect().bottom + scrollY + parseFloat(getComputedStyle(document.body).marginBottom)))`), 64)
	if got < want-2 || got > want+2 {
		b.t.Errorf("the %s frame is %v px high, want its content's %v within 2 px (messages %s)", id, got, want, b.eval(`JSON.stringify(window.heights)`))
	}
}

// recordRequests serves the site through br and records the address of
// every request, as the site's server sees it; the function it returns
// counts the requests of an address holding part.
func recordRequests(br *browser) func(part string) int {
	var mu sync.Mutex
	var asked []string
	handler := site.Handler(os.Getenv("STONES_DIST"))
	br.handle(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		mu.Lock()
		asked = append(asked, r.URL.RequestURI())
		mu.Unlock()
		handler.ServeHTTP(w, r)
	}))
	return func(part string) int {
		mu.Lock()
		defer mu.Unlock()
		n := 0
		for _, a := range asked {
			if strings.Contains(a, part) {
				n++
			}
		}
		return n
	}
}

// frameID returns the id of the frame whose address contains part, or "".
func frameID(b *tab, part string) cdp.FrameID {
	tree, err := chromedp.Call(b.ctx, cdppage.GetFrameTree, cdp.Empty{})
	if err != nil {
		return ""
	}
	var id cdp.FrameID
	var walk func(*cdppage.FrameTree)
	walk = func(ft *cdppage.FrameTree) {
		if strings.Contains(ft.Frame.URL, part) {
			id = ft.Frame.ID
		}
		for _, c := range ft.ChildFrames {
			walk(c)
		}
	}
	walk(tree.FrameTree)
	return id
}

// frameEval evaluates expr in the frame whose address holds part, in a
// world of its own that shares the frame's document: the test reads the
// frame as its own script would, whatever its origin.
func frameEval(b *tab, part, expr string) string {
	b.t.Helper()
	id := frameID(b, part)
	if id == "" {
		b.t.Fatalf("no frame of %q", part)
	}
	world, err := chromedp.Call(b.ctx, cdppage.CreateIsolatedWorld, cdppage.CreateIsolatedWorldParams{FrameID: id, WorldName: "test"})
	if err != nil {
		b.t.Fatalf("a world in the frame of %q: %v", part, err)
	}
	res, err := chromedp.Call(b.ctx, runtime.Evaluate, runtime.EvaluateParams{Expression: expr, ContextID: world.ExecutionContextID, ReturnByValue: new(true)})
	if err != nil || res.ExceptionDetails != nil {
		b.t.Fatalf("%s in the frame of %q: %v %v", expr, part, err, res.ExceptionDetails)
	}
	var v string
	if err := json.Unmarshal(res.Result.Value, &v); err != nil {
		b.t.Fatalf("%s in the frame of %q: %s is not a string", expr, part, res.Result.Value)
	}
	return v
}

// Embeds that a page loads at once, out of view below the first screen of
// a phone, each size their frame to their content: the browser holds back
// the layout observers of a frame out of view, and the frames kept the
// height of their content before it was drawn (16 px, their margin).
func TestEmbedsOutOfViewSizeThemselves(t *testing.T) {
	br := startBrowser(t, 90*time.Second)
	b, base := br.tab, br.base
	queries := []string{"moves=1-3&len=40&embed=figure,quiz", "moves=1,5,8,10&len=60&embed=figure,quiz", "game=grundy&len=60&n=20&embed=question,figure,quiz"}
	var page strings.Builder
	page.WriteString(`<!doctype html><html><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>A lesson</title></head><body style="margin:0;font:16px sans-serif"><h1>Take-away games</h1>`)
	for i, q := range queries {
		page.WriteString(`<iframe id="f` + strconv.Itoa(i) + `" src="` + base + `/?` + strings.ReplaceAll(q, "&", "&amp;") + `" title="Stones ` + strconv.Itoa(i) + `" width="100%" height="480" style="border:0"></iframe>`)
	}
	page.WriteString(`<script>
window.heights = [];
addEventListener("message", (e) => {
  if (e.origin !== "` + base + `" || !e.data || e.data.subject !== "lti.frameResize") return;
  for (const f of document.querySelectorAll("iframe")) {
    if (f.contentWindow === e.source) { f.style.height = e.data.height + "px"; window.heights.push([f.id, e.data.height]); }
  }
});
</script></body></html>`)
	host := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Type", "text/html; charset=utf-8")
		w.Write([]byte(page.String()))
	}))
	t.Cleanup(host.Close)
	b.run("a phone's screen", chromedp.EmulateViewport(390, 844))
	b.run("opening the lesson", chromedp.Navigate(host.URL))
	for i, q := range queries {
		frameUntil(b, q, "the parts of "+q, `!document.getElementById("app-wasm-loader") && !!document.getElementById("quiz-call-p")`, 60*time.Second)
		sizedToContent(b, "f"+strconv.Itoa(i), q)
	}
	if y := b.eval(`String(window.scrollY)`); y != "0" {
		t.Errorf("the lesson scrolled to %s: the frames below were in view", y)
	}
}
