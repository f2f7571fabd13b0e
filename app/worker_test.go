//go:build !js

package main

import (
	"context"
	"encoding/json"
	"strconv"
	"strings"
	"testing"
	"time"

	cdppage "github.com/chromedp/cdproto/page"
	"github.com/chromedp/chromedp"

	"stones/solver"
)

// watchWorker is run in the page before its own scripts: it records the
// main thread's long tasks (a PerformanceObserver, buffered), and the
// messages between the page and the solver's worker (a Worker that
// subclasses the browser's), with their times, marked in the browser's
// trace as well (performance.mark: "stones-post-R", "stones-progress-R" at
// the first progress and "stones-end-R" for the run R). With stonesWatch.hold set,
// the page never receives a result: the test reads it here, and the page
// draws nothing (the strip of a million heaps is the canvas's business).
const watchWorker = `(() => {
  const w = (window.stonesWatch = { longTasks: [], posts: [], replies: [], terminated: 0, hold: false });
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) w.longTasks.push([e.startTime, e.duration]);
  }).observe({ type: "longtask", buffered: true });
  const Native = window.Worker;
  if (!Native) return;
  window.Worker = class extends Native {
    constructor(...args) {
      super(...args);
      this.addEventListener("message", (e) => {
        const d = e.data, at = performance.now();
        if (d.progress) {
          if (!w.replies.some((r) => r.run === d.run && r.progress)) performance.mark("stones-progress-" + d.run);
          w.replies.push({ run: d.run, at, progress: true });
          return;
        }
        performance.mark("stones-end-" + d.run);
        w.replies.push({ run: d.run, at, head: d.result ? d.result.head : "", error: d.error || null });
        if (w.hold) e.stopImmediatePropagation();
      });
    }
    postMessage(m, ...rest) {
      if (m && typeof m.query === "string") {
        w.posts.push({ run: m.run, at: performance.now(), query: m.query });
        performance.mark("stones-post-" + m.run);
      }
      return super.postMessage(m, ...rest);
    }
    terminate() {
      w.terminated++;
      return super.terminate();
    }
  };
})();`

// watched is what watchWorker saw of one run.
type watched struct {
	Run      float64     `json:"run"`      // the run's number, which names its marks
	Query    string      `json:"query"`    // the configuration posted
	Posted   float64     `json:"posted"`   // when the page posted the run (ms)
	Progress float64     `json:"progress"` // when its first progress arrived; 0 if none
	Ended    float64     `json:"ended"`    // when its result or error arrived
	Head     string      `json:"head"`     // its result's head (solver.Packed)
	Error    any         `json:"error"`
	Longest  float64     `json:"longest"` // the longest main-thread task from the post to the end
	Tasks    [][]float64 `json:"tasks"`
	Edit     [][]float64 `json:"edit"` // the long tasks from the post to the first progress: the edit's redraw
}

// watchRun waits for the last run posted to end (within a few minutes) and
// returns what the page saw of it.
func watchRun(b *tab) watched {
	b.t.Helper()
	last := `const w = stonesWatch, p = w.posts.at(-1);`
	if _, err := chromedp.Run(b.ctx, chromedp.Poll[bool](`(() => { `+last+` return !!p && w.replies.some((r) => r.run === p.run && !r.progress); })()`,
		chromedp.WithPollingTimeout(4*time.Minute))); err != nil {
		b.t.Fatalf("waiting for the result of %s: %v\nthe page says: %s", b.eval(`JSON.stringify(stonesWatch.posts)`), err, pageText(b.ctx))
	}
	js := `JSON.stringify((() => { ` + last + `
      const mine = w.replies.filter((r) => r.run === p.run), end = mine.find((r) => !r.progress), first = mine.find((r) => r.progress);
      // The edit's own redraw, which posts the run, is the redraw's
      // business (BENCH.md, "The page's redraws"); the computation's begins
      // once the page has drawn it: with its first progress.
      const from = first ? first.at : p.at;
      // The task that takes the result (and draws it) ends after it.
      const tasks = w.longTasks.filter(([s, d]) => s >= from && s + d < end.at);
      return { run: p.run, query: p.query, posted: p.at, progress: first ? first.at : 0, ended: end.at, head: end.head, error: end.error,
        longest: Math.max(0, ...tasks.map(([s, d]) => d)), tasks, edit: w.longTasks.filter(([s, d]) => s + d > p.at && s < from) }; })())`
	var w watched
	if err := json.Unmarshal([]byte(b.eval(js)), &w); err != nil {
		b.t.Fatal(err)
	}
	return w
}

// While the worker computes the longest analyses of the page, the page's
// own thread stays free: no task longer than 50 ms, progress soon after the
// start, and the result the solver gives natively.
func TestWorkerKeepsThePageResponsive(t *testing.T) {
	br := startBrowser(t, 12*time.Minute)
	b := br.tab
	if _, err := chromedp.Call(b.ctx, cdppage.AddScriptToEvaluateOnNewDocument, cdppage.AddScriptToEvaluateOnNewDocumentParams{Source: watchWorker}); err != nil {
		t.Fatal(err)
	}
	cases := []struct {
		name, open, sel, text, query string
		hold                         bool // the page does not draw the result
		cells                        int
	}{
		{"a misère sum at the page's limit", "moves=1-3&play=misere&len=40", "#heaps", "170,170,170",
			"moves=1-3&play=misere&len=40&heaps=170,170,170", false, 40},
		{"0.6 at the page's limit", "game=octal&code=0.77&deep=1&len=40", "#code", "0.6", "game=octal&code=0.6&deep=1&len=40", false, 40},
		{"squares at 10^6", "moves=squares&len=40", "#len", "1000000", "moves=squares&len=1000000", false, 40},
	}
	seen := map[string]watched{}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			b := b.with(t)
			// A task's length on the clock is the page's thread time plus
			// any time the machine gave the thread to another process: on
			// a busy machine a short task can read over 50 ms. So the run
			// is traced and its tasks measured by their thread time
			// (computeTasks); a run with a task over 50 ms is measured
			// again, three times at most, and the best run counts: a page
			// whose own tasks run long fails every time.
			var (
				w       watched
				longest startTask
				tasks   []startTask
			)
			for try := 1; ; try++ {
				b.open(br.base, c.open, c.cells)
				b.eval(`String(stonesWatch.hold = ` + strconv.FormatBool(c.hold) + `)`)
				events := trace(b, func() {
					b.pasteInto(c.sel, c.text)
					w = watchRun(b)
				})
				longest, tasks = computeTasks(t, events, w)
				if longest.thread <= 50 || try == 3 {
					break
				}
				t.Logf("%s: a main-thread task of %.0f ms of thread time (%.0f ms on the clock): measuring again", c.query, longest.thread, longest.wall)
			}
			if want, _ := solver.ParseConfig(c.query); w.Query != want.Query() {
				t.Fatalf("the page posted %q, want %q", w.Query, want.Query())
			}
			seen[c.query] = w
			t.Logf("%s: %.0f ms; first progress %.0f ms after the post; longest main-thread task while computing %.0f ms of thread time, %.0f ms on the clock (the tasks over 20 ms of thread time or 50 on the clock, as [thread clock]: %v; the long tasks the page saw, on the clock: %v); the edit's redraw: %v",
				c.query, w.Ended-w.Posted, w.Progress-w.Posted, longest.thread, longest.wall, tasks, w.Tasks, w.Edit)
			if w.Error != nil {
				t.Fatalf("%s: the worker answered %v", c.query, w.Error)
			}
			// No task over 50 ms. Two causes of longer ones are gone: the
			// first progress redrew the whole page (the meter is now mounted
			// with the edit and redraws alone), and the page's Go heap was
			// collected while the worker computed (gcPercent).
			if longest.thread > 50 {
				t.Errorf("%s: a main-thread task of %.0f ms of thread time while the worker computed (the tasks over 20 ms of thread time or 50 on the clock, as [thread clock]: %v), want none over 50 ms", c.query, longest.thread, tasks)
			}
			if w.Progress == 0 {
				t.Errorf("%s: no progress in %.0f ms of computing", c.query, w.Ended-w.Posted)
			}
			if !c.hold {
				b.until("the figure of "+c.query, `!document.querySelector("#progress") && document.getElementById("game-title").textContent.endsWith(`+jsString(lastHeapOf(c.query))+`)`)
				if strings.Contains(c.query, "heaps") && !strings.Contains(b.text("#sum"), "exhaustive search") {
					t.Errorf("%s: the sum's answer reads %q", c.query, b.text("#sum"))
				}
			}
		})
	}
	// The same results natively, field by field.
	for query, w := range seen {
		cfg, err := solver.ParseConfig(query)
		if err != nil {
			t.Fatal(err)
		}
		r, err := solver.Analyze(context.Background(), cfg, solver.PageLimits, nil)
		if err != nil {
			t.Fatalf("%s natively: %v", query, err)
		}
		want, _ := r.MarshalJSON()
		var head struct{ Result map[string]json.RawMessage }
		var native map[string]json.RawMessage
		if err := json.Unmarshal([]byte(w.Head), &head); err != nil {
			t.Fatalf("%s: the worker's head %q: %v", query, w.Head, err)
		}
		json.Unmarshal(want, &native)
		for _, k := range []string{"outcomePeriod", "nimPeriod", "outcomeSearch", "nimSearch", "proof", "heaps", "config"} {
			if string(head.Result[k]) != string(native[k]) {
				t.Errorf("%s: the worker's %s = %s, natively %s", query, k, head.Result[k], native[k])
			}
		}
	}
}

// computeTasks reads from the trace of a run the tasks of the page's main
// thread while the worker computed: from its first progress (before it,
// the edit's redraw, which posts the run, is the redraw's business:
// BENCH.md, "The page's redraws"), or from the post if none came, to its
// result, the task that takes the result and draws it excluded. It
// returns the longest by thread time, and those over 20 ms of thread time
// or 50 ms on the clock.
func computeTasks(t *testing.T, events []traceEvent, w watched) (longest startTask, tasks []startTask) {
	t.Helper()
	run := strconv.FormatFloat(w.Run, 'f', -1, 64)
	from, end := markOf(events, "stones-progress-"+run), markOf(events, "stones-end-"+run)
	if from == nil {
		from = markOf(events, "stones-post-"+run)
	}
	if from == nil || end == nil {
		t.Fatalf("the trace holds no mark of run %s's start or end", run)
	}
	for _, e := range threadTasks(events, end) {
		if e.Ts < from.Ts || e.Ts+e.Dur >= end.Ts {
			continue
		}
		task := startTask{thread: e.Tdur / 1000, wall: e.Dur / 1000}
		if task.thread > longest.thread {
			longest = task
		}
		if task.thread > 20 || task.wall > 50 {
			tasks = append(tasks, task)
		}
	}
	return longest, tasks
}

// lastHeapOf is the last heap of a query's len as the figure's title writes
// it: "heaps 0–999999".
func lastHeapOf(query string) string {
	c, _ := solver.ParseConfig(query)
	return "0–" + strconv.Itoa(c.Len-1)
}

// Cancel stops a long analysis: the worker is terminated, the page says
// so and offers to compute again, and the next edit computes in a fresh
// worker.
func TestWorkerCancel(t *testing.T) {
	br := startBrowser(t, 3*time.Minute)
	b := br.tab
	if _, err := chromedp.Call(b.ctx, cdppage.AddScriptToEvaluateOnNewDocument, cdppage.AddScriptToEvaluateOnNewDocumentParams{Source: watchWorker}); err != nil {
		t.Fatal(err)
	}
	b.open(br.base, "moves=1-3&play=misere&len=40", 40)
	b.pasteInto("#heaps", "170,170,170")
	// Each button is pressed in the poll that finds it: a click that waits
	// for a button would wait for ever if the run ended in between.
	b.until("the progress and its Cancel button, pressed", `(() => { const c = document.querySelector("#progress #cancel"); if (c) c.click(); return !!c; })()`)
	b.until("the notice of the cancel", `!document.querySelector("#progress") && (document.querySelector("#stopped")?.textContent ?? "").startsWith("Cancelled: ")`)
	if got := b.eval(`String(stonesWatch.terminated)`); got != "1" {
		t.Errorf("the worker was terminated %s times, want 1", got)
	}
	time.Sleep(time.Second)
	if got := b.eval(`String(stonesWatch.replies.some((r) => r.run === stonesWatch.posts.at(-1).run && !r.progress))`); got != "false" {
		t.Error("the cancelled run answered")
	}
	if got := b.text("#sum"); strings.Contains(got, "exhaustive search") {
		t.Errorf("after the cancel the sum's answer reads %q", got)
	}

	// Compute again: the fresh worker starts and answers.
	b.eval(`document.getElementById("retry").click(), ""`)
	b.until("the progress of the run again, cancelled", `(() => { const c = document.querySelector("#progress #cancel"); if (c && !document.querySelector("#stopped")) { c.click(); return true; } return false; })()`)
	b.until("the notice of the second cancel", `!!document.querySelector("#stopped")`)

	// A new edit computes in a fresh worker.
	b.pasteInto("#heaps", "3,5,7")
	b.until("the answer for 3,5,7", `(document.getElementById("sum")?.textContent ?? "").includes("exhaustive search") && !document.querySelector("#stopped")`)
	if got := b.eval(`String(stonesWatch.terminated)`); got != "2" {
		t.Errorf("the worker was terminated %s times, want 2", got)
	}
}
