//go:build !js

package main

import (
	"encoding/json"
	"fmt"
	"strings"
	"testing"
	"time"

	cdppage "github.com/chromedp/cdproto/page"
	"github.com/chromedp/chromedp"

	"stones/solver"
)

// maxShift is the most the page may shift (the sum of its layout shifts,
// as the Layout Instability API scores them) from the first paint until
// its figure is drawn. Lighthouse counts 0.1 as good; the page aims at
// none.
const maxShift = 0.02

// watchPaints is run in the page before its own scripts: it records the
// layout shifts with the elements that moved, the largest contentful
// paints with their elements, and the moment the program took the page
// over (go-app removes its loader).
const watchPaints = `(() => {
  const s = (window.stonesPaints = { shifts: [], largest: [], program: 0 });
  const name = (n) => !n ? "" : n.nodeType !== 1 ? name(n.parentElement) :
    n.tagName.toLowerCase() + (n.id ? "#" + n.id : "") + (n.classList.length ? "." + [...n.classList].join(".") : "");
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) {
      if (!e.hadRecentInput) s.shifts.push({ at: e.startTime, value: e.value, moved: e.sources.map((m) => name(m.node)) });
    }
  }).observe({ type: "layout-shift", buffered: true });
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) s.largest.push({ at: e.startTime, size: e.size, element: name(e.element) });
  }).observe({ type: "largest-contentful-paint", buffered: true });
  let loader = false;
  new MutationObserver(() => {
    const there = !!document.getElementById("app-wasm-loader");
    if (!s.program && loader && !there) s.program = performance.now();
    loader = loader || there;
  }).observe(document, { subtree: true, childList: true });
})();`

// paints is what watchPaints recorded.
type paints struct {
	Shifts []struct {
		At    float64  `json:"at"`
		Value float64  `json:"value"`
		Moved []string `json:"moved"`
	} `json:"shifts"`
	Largest []struct {
		At      float64 `json:"at"`
		Size    float64 `json:"size"`
		Element string  `json:"element"`
	} `json:"largest"`
	Program float64 `json:"program"`
}

// TestLayoutShifts: from its first paint until its figure is drawn, the
// page does not move, and its largest contentful paint is the
// pre-rendered page's: on a phone's screen and on a wide one, for the
// default page (its figure pre-rendered) and for a permalink whose figure
// comes from the solver's worker after the program's download (the
// pre-rendered card holds its place and says that it is on its way).
func TestLayoutShifts(t *testing.T) {
	screens := []struct {
		name string
		w, h int64
		opts []chromedp.EmulateViewportOption
	}{
		{"phone", 412, 823, []chromedp.EmulateViewportOption{chromedp.EmulateScale(1.75), chromedp.EmulateMobile}},
		{"wide", 1280, 900, nil},
	}
	for _, sc := range screens {
		for _, q := range []string{"", startLink} {
			t.Run(sc.name+"/"+q, func(t *testing.T) {
				// The page's start on a busy machine can differ from a quiet
				// one's: the program may take over before the first paint
				// (go-app's script waits a second for it at most), or compute
				// the figure in the worker where its first attempt in the
				// page ran out of time (both measured on the clock). So a
				// fresh browser opens the link again, three times at most: a
				// page that shifts, or paints its largest element after the
				// program took over, every time fails.
				var problems []string
				for try := 1; try <= 3; try++ {
					problems = layoutTry(t, sc.w, sc.h, sc.opts, sc.name, q)
					if len(problems) == 0 {
						return
					}
					t.Logf("try %d: %s", try, strings.Join(problems, "; "))
				}
				for _, p := range problems {
					t.Error(p)
				}
			})
		}
	}
}

// layoutTry opens /?q on a screen of w×h in a fresh browser and returns
// what went wrong: the layout shifts, the largest paint after the program
// took over; the rules drawn are checked at once.
func layoutTry(t *testing.T, w, h int64, opts []chromedp.EmulateViewportOption, screen, q string) (problems []string) {
	t.Helper()
	t.Run("", func(t *testing.T) {
		br := startBrowser(t, 3*time.Minute)
		b := br.tab
		if _, err := chromedp.Call(b.ctx, cdppage.AddScriptToEvaluateOnNewDocument, cdppage.AddScriptToEvaluateOnNewDocumentParams{Source: watchPaints}); err != nil {
			t.Fatal(err)
		}
		b.run("a "+screen+" screen", chromedp.EmulateViewport(w, h, opts...))
		b.run("opening /?"+q, chromedp.Navigate(br.base+"/?"+q))
		b.until("the figure", `!document.getElementById("app-wasm-loader") && !!document.querySelector("#figure:not(.empty)") && !document.querySelector('#figure[aria-busy="true"]')`)
		// The strip is drawn in the frame after the figure's card.
		time.Sleep(500 * time.Millisecond)
		var p paints
		if err := json.Unmarshal([]byte(b.eval(`JSON.stringify(window.stonesPaints)`)), &p); err != nil {
			t.Fatal(err)
		}
		sum := 0.0
		var moved []string
		for _, s := range p.Shifts {
			sum += s.Value
			moved = append(moved, fmt.Sprintf("%.4f at %.0f ms: %s", s.Value, s.At, strings.Join(s.Moved, ", ")))
		}
		t.Logf("layout shifts %.4f %v; largest paints %+v; the program took over at %.0f ms", sum, moved, p.Largest, p.Program)
		if sum > maxShift {
			problems = append(problems, fmt.Sprintf("the page shifted by %.4f before its figure was drawn, want at most %.2f: %s", sum, maxShift, strings.Join(moved, "; ")))
		}
		// The program draws the rules of the link's family alone, those
		// of the others pre-rendered beside them gone.
		if got := b.eval(`[...document.querySelectorAll(".family > .rules")].map(p => p.id + ":" + p.dataset.game + ":" + p.hidden).join(" ")`); got != `rules:`+familyOf(q)+`:false` {
			t.Errorf("the rules drawn once the program runs: %s, want the link's family's alone", got)
		}
		if len(p.Largest) == 0 {
			t.Fatal("no largest contentful paint was recorded")
		}
		if last := p.Largest[len(p.Largest)-1]; last.At >= p.Program {
			problems = append(problems, fmt.Sprintf("the largest contentful paint is %s (%.0f px²) at %.0f ms, after the program took the page over at %.0f ms: want an element of the pre-rendered page", last.Element, last.Size, last.At, p.Program))
		}
	})
	return problems
}

// familyOf is the family a query names, the default's when none.
func familyOf(query string) string {
	c, err := solver.ParseConfig(query)
	if err != nil {
		return ""
	}
	return c.Family.Game
}
