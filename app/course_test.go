//go:build !js

package main

import (
	"bufio"
	"context"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing"
	"time"

	cdppage "github.com/chromedp/cdproto/page"
	"github.com/chromedp/cdproto/runtime"
	"github.com/chromedp/chromedp"

	"stones/app/site"
)

// courseEmbeds are the embeds of the course page: eight games of eight
// kinds, as a teacher's lesson on take-away games might hold them.
var courseEmbeds = []string{
	"moves=1,5,8,10&len=60&embed=1",
	"game=octal&code=0.77&len=60&embed=1",
	"game=grundy&len=60&embed=1",
	"game=parity&moves=1-3&len=41&embed=1",
	"game=partizan&left=2,5,9&right=3,4,8&len=40&embed=1",
	"game=cram&board=3x6&embed=1",
	"game=graph&graph=path:10&rule=node&embed=1",
	"moves=squares&len=200&embed=1",
}

// coursePage is a lesson of another origin than Stones' (stones) with an
// embed of each query, as the page's embed code writes it, a screen of
// text apart, and the host script of docs/CONFIG.md that sizes them.
func coursePage(stones string, queries []string) string {
	var b strings.Builder
	b.WriteString(`<!doctype html><html><head><meta charset="utf-8"><title>A lesson</title></head>
<body style="margin:0 auto;max-width:800px;font:16px/1.5 sans-serif">
<h1>Take-away games</h1>
`)
	for i, q := range queries {
		n := strconv.Itoa(i)
		b.WriteString(`<h2>Game ` + n + `</h2><p style="min-height:5000px">Read, then try the figure below.</p>
<iframe id="embed-` + n + `" src="` + stones + `/?` + strings.ReplaceAll(q, "&", "&amp;") + `" title="Stones: game ` + n + `" width="100%" height="480" loading="lazy" style="border:0"></iframe>
`)
	}
	b.WriteString(`<div style="height:1400px"></div>
<script>
addEventListener("message", (e) => {
  if (e.origin !== "` + stones + `" || !e.data || e.data.subject !== "lti.frameResize") return;
  for (const f of document.querySelectorAll("iframe")) {
    if (f.contentWindow === e.source) f.style.height = e.data.height + "px";
  }
});
</script>
</body></html>`)
	return b.String()
}

// frameUntil waits until cond, a JavaScript expression, is true in the
// frame whose address contains part: in a world of its own, which sees the
// frame's document. A frame not yet in the page is waited for too.
func frameUntil(b *tab, part, what, cond string, timeout time.Duration) {
	b.t.Helper()
	deadline := time.Now().Add(timeout)
	var world runtime.ExecutionContextID
	for ; time.Now().Before(deadline); time.Sleep(10 * time.Millisecond) {
		if world == 0 {
			id := frameID(b, part)
			if id == "" {
				continue
			}
			w, err := chromedp.Call(b.ctx, cdppage.CreateIsolatedWorld, cdppage.CreateIsolatedWorldParams{FrameID: id, WorldName: "course"})
			if err != nil {
				continue
			}
			world = w.ExecutionContextID
		}
		res, err := chromedp.Call(b.ctx, runtime.Evaluate, runtime.EvaluateParams{Expression: "Boolean(" + cond + ")", ContextID: world, ReturnByValue: new(true)})
		if err != nil || res.ExceptionDetails != nil {
			world = 0 // the frame navigated: its document is another
			continue
		}
		if string(res.Result.Value) == "true" {
			return
		}
	}
	b.t.Fatalf("waiting for %s: not within %v", what, timeout)
}

// drawnInFrame is true in an embed once its figure is drawn, by its own
// program or as a still by another's (app/still.go): the document is
// parsed (while it is parsed, the pre-rendered strip comes before the
// loader), the loader is gone or a still is shown, the strip is there and
// its canvas has been painted (data-drawn, app/strip_js.go): what a
// reader sees, not only the page's elements.
const drawnInFrame = `document.readyState !== "loading" && (!document.getElementById("app-wasm-loader") || document.getElementById("stones-still")) && document.getElementById("strip-values") && document.querySelector("#strip-canvas[data-drawn]")`

// browserMemory returns the memory of the browser's processes, the
// browser and every process it started: the sum of their proportional set
// sizes (PSS, shared pages split among the processes that share them), in
// bytes, from /proc. It is 0 where /proc has no smaps_rollup.
func browserMemory(ctx context.Context) int64 {
	root := chromedp.FromContext(ctx).Browser.Process()
	if root == nil {
		return 0
	}
	parent := map[int]int{}
	dirs, _ := filepath.Glob("/proc/[0-9]*")
	for _, d := range dirs {
		stat, err := os.ReadFile(filepath.Join(d, "stat"))
		if err != nil {
			continue
		}
		// pid (comm) state ppid …: the name may hold spaces and brackets.
		s := string(stat)
		fields := strings.Fields(s[strings.LastIndexByte(s, ')')+1:])
		pid, _ := strconv.Atoi(filepath.Base(d))
		if len(fields) > 1 {
			parent[pid], _ = strconv.Atoi(fields[1])
		}
	}
	inTree := func(pid int) bool {
		for seen := 0; pid > 1 && seen < 64; seen++ {
			if pid == root.Pid {
				return true
			}
			pid = parent[pid]
		}
		return false
	}
	var total int64
	for pid := range parent {
		if !inTree(pid) {
			continue
		}
		f, err := os.Open("/proc/" + strconv.Itoa(pid) + "/smaps_rollup")
		if err != nil {
			continue
		}
		sc := bufio.NewScanner(f)
		for sc.Scan() {
			if kb, ok := strings.CutPrefix(sc.Text(), "Pss:"); ok {
				n, _ := strconv.ParseInt(strings.TrimSuffix(strings.TrimSpace(kb), " kB"), 10, 64)
				total += n << 10
			}
		}
		f.Close()
	}
	return total
}

// A course page of eight embeds of eight games, served from another origin
// than the embeds: a frame below the fold fetches nothing until the reader
// scrolls near it, and scrolled into view one after another every figure
// is drawn, with the program downloaded once for them all. Each lesson is
// a first visit, in a browser context of its own. It reports what the
// eight cost against a page of one, in the browser's memory
// (at most 45 MB for each embed after the first) and in the time until
// every figure is drawn (BENCH.md, "A course page of eight embeds"; make
// bench-page runs it with the figures printed; the time is not asserted).
func TestCoursePage(t *testing.T) {
	br := startBrowser(t, 240*time.Second)
	b, base := br.tab, br.base

	fetched := recordRequests(br)
	lessons := map[string]string{"/one": coursePage(base, courseEmbeds[:1]), "/eight": coursePage(base, courseEmbeds)}
	// make bench-page (STONES_FLOOR) also reads the same lessons with the
	// empty go-app page (tools/goapp-floor) in every frame: the floor of
	// the framework, measured in the same rounds.
	floor := os.Getenv("STONES_FLOOR")
	if floor != "" {
		if err := site.Compress(floor); err != nil {
			t.Fatal(err)
		}
		fs := httptest.NewServer(site.Handler(floor))
		t.Cleanup(fs.Close)
		var frames []string
		for i := range courseEmbeds {
			frames = append(frames, "frame="+strconv.Itoa(i))
		}
		lessons["/floor-one"], lessons["/floor-eight"] = coursePage(fs.URL, frames[:1]), coursePage(fs.URL, frames)
	}
	host := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Type", "text/html; charset=utf-8")
		w.Write([]byte(lessons[r.URL.Path]))
	}))
	t.Cleanup(host.Close)

	// read opens the lesson in a browser context of its own, whose caches
	// are empty, as a student's first visit; scrolls each embed into view
	// in turn and waits for its figure. It returns the time until the last
	// is drawn, and the browser's memory once the first is drawn, and once
	// all are (every embed after the first a still, app/still.go). With
	// live, it then reaches for each embed after the first, so that each
	// runs its own program, and returns the browser's memory then.
	read := func(lesson string, embeds []string, live bool) (took time.Duration, first, all, lived int64) {
		b, cancel := firstVisit(b)
		defer cancel()
		var each []string // the time of each embed, from its scroll to its figure
		asked := map[string]int{}
		for _, f := range append([]string{"/web/app.wasm"}, site.Versioned...) {
			asked[f] = fetched(f + "?version=")
		}
		for _, q := range embeds {
			asked[q] = fetched("/?" + q)
		}
		start := time.Now()
		b.run("opening the lesson "+lesson, chromedp.Navigate(host.URL+lesson))
		for i, q := range embeds {
			if i > 0 && fetched("/?"+q) > asked[q] {
				t.Errorf("%s: embed %d (%s) was fetched before the reader scrolled near it", lesson, i, q)
			}
			scrolled := time.Now()
			scrollToEmbed(b, i)
			frameUntil(b, q, "the figure of "+q, drawnInFrame, 90*time.Second)
			each = append(each, time.Since(scrolled).Round(time.Millisecond).String())
			if i == 0 {
				first = browserMemory(b.ctx)
			}
		}
		took = time.Since(start)
		t.Logf("%s: each embed from its scroll to its figure: %s", lesson, strings.Join(each, ", "))
		time.Sleep(2 * time.Second) // the workers' analyses settle
		// The first frame's worker downloads and compiles the program;
		// every other frame takes that frame's module (web/start.js). The
		// page's stylesheets and scripts, asked for under the version
		// (site.Versioned), come from the server once: every later frame
		// takes them from the browser.
		if n := fetched("/web/app.wasm?version=") - asked["/web/app.wasm"]; n != 1 {
			t.Errorf("%s: the program was downloaded %d times for %d embeds, want once", lesson, n, len(embeds))
		}
		for _, f := range site.Versioned {
			if n := fetched(f+"?version=") - asked[f]; n != 1 {
				t.Errorf("%s: %s was asked of the server %d times, want once", lesson, f, n)
			}
		}
		all = browserMemory(b.ctx)
		if !live {
			return took, first, all, 0
		}
		for i, q := range embeds[1:] {
			scrollToEmbed(b, i+1)
			frameEval(b, q, `document.dispatchEvent(new Event("pointerover", {bubbles: true})), ""`)
			frameUntil(b, q, "the live figure of "+q, liveInFrame, 90*time.Second)
		}
		time.Sleep(2 * time.Second)
		return took, first, all, browserMemory(b.ctx)
	}
	mb := func(n int64) string { return strconv.FormatFloat(float64(n)/(1<<20), 'f', 0, 64) + " MB" }
	// make bench-page (STONES_BENCH=1) reads the two lessons alternately,
	// three times each, and reports the medians: a single embed's time
	// swings by a third from one run to the next on a shared machine.
	rounds := 1
	if os.Getenv("STONES_BENCH") == "1" {
		rounds = 3
	}
	var ones, eights, floorOnes, floorEights []time.Duration
	for r := range rounds {
		one, oneMem, _, _ := read("/one", courseEmbeds[:1], false)
		eight, firstMem, allMem, _ := read("/eight", courseEmbeds, false)
		ones, eights = append(ones, one), append(eights, eight)
		t.Logf("round %d: one embed drawn in %v (browser %s); eight drawn one after another in %v, %.1f× one",
			r+1, one.Round(time.Millisecond), mb(oneMem), eight.Round(time.Millisecond), float64(eight)/float64(one))
		if floor != "" {
			one, eight := readFloor(b, host.URL+"/floor-one", 1), readFloor(b, host.URL+"/floor-eight", len(courseEmbeds))
			floorOnes, floorEights = append(floorOnes, one), append(floorEights, eight)
			t.Logf("round %d: the empty go-app page, one frame started in %v; eight one after another in %v, %.1f× one",
				r+1, one.Round(time.Millisecond), eight.Round(time.Millisecond), float64(eight)/float64(one))
		}
		if firstMem > 0 {
			t.Logf("round %d: browser memory with the first of eight drawn %s, with all eight %s: %s for each embed after the first",
				r+1, mb(firstMem), mb(allMem), mb((allMem-firstMem)/int64(len(courseEmbeds)-1)))
		}
	}
	// Memory once the reader has reached for every embed, read apart from
	// the timed rounds: seven programs starting and then ending with
	// their lesson's browser context slowed the round after.
	if _, firstMem, _, liveMem := read("/eight", courseEmbeds, true); firstMem > 0 {
		live := (liveMem - firstMem) / int64(len(courseEmbeds)-1)
		t.Logf("browser memory with the first of eight drawn %s, with all eight live %s: %s for each embed after the first", mb(firstMem), mb(liveMem), mb(live))
		if live > 45<<20 {
			t.Errorf("each live embed after the first costs the browser %s, want at most 45 MB", mb(live))
		}
	}
	one, eight := median(ones), median(eights)
	t.Logf("medians of %d rounds: one embed %v, eight %v: %.1f× one",
		rounds, one.Round(time.Millisecond), eight.Round(time.Millisecond), float64(eight)/float64(one))
	if floor != "" {
		one, eight := median(floorOnes), median(floorEights)
		t.Logf("medians of %d rounds, the empty go-app page: one frame %v, eight %v: %.1f× one",
			rounds, one.Round(time.Millisecond), eight.Round(time.Millisecond), float64(eight)/float64(one))
	}
}

// firstVisit returns a tab of a browser context of its own, whose caches
// are empty, as a student's first visit, on a blank page settled.
func firstVisit(b *tab) (*tab, context.CancelFunc) {
	ctx, cancel := chromedp.NewContext(b.ctx, chromedp.WithNewBrowserContext())
	nb := &tab{t: b.t, ctx: ctx}
	nb.run("opening a blank page", chromedp.Navigate("about:blank"))
	time.Sleep(time.Second)
	return nb, cancel
}

// scrollToEmbed scrolls the lesson's embed i into view.
func scrollToEmbed(b *tab, i int) {
	b.t.Helper()
	b.run("scrolling to embed "+strconv.Itoa(i), chromedp.Evaluate[chromedp.Void](`document.getElementById("embed-`+strconv.Itoa(i)+`").scrollIntoView()`))
}

// startedInFrame is true in a frame of the empty go-app page once its
// program started: go-app takes its loader away when the program's first
// run, which renders the page, returns.
const startedInFrame = `document.readyState !== "loading" && !document.getElementById("app-wasm-loader")`

// readFloor opens the lesson of n frames of the empty go-app page at url,
// in a browser context of its own (a first visit), scrolls each frame into
// view in turn and waits for its program to start, as TestCoursePage reads
// Stones' lessons, and returns the time until the last has started.
func readFloor(b *tab, url string, n int) time.Duration {
	b.t.Helper()
	fb, cancel := firstVisit(b)
	defer cancel()
	start := time.Now()
	fb.run("opening the floor's lesson", chromedp.Navigate(url))
	for i := range n {
		scrollToEmbed(fb, i)
		frameUntil(fb, "frame="+strconv.Itoa(i), "the empty page's frame "+strconv.Itoa(i), startedInFrame, 90*time.Second)
	}
	took := time.Since(start)
	time.Sleep(time.Second)
	return took
}

// median returns the median of ds, the lower of the middle two when their
// number is even.
func median(ds []time.Duration) time.Duration {
	s := slices.Clone(ds)
	slices.Sort(s)
	return s[(len(s)-1)/2]
}
