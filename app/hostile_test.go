//go:build !js

package main

import (
	"encoding/json"
	"net/url"
	"slices"
	"strconv"
	"strings"
	"testing"
	"time"

	cdppage "github.com/chromedp/cdproto/page"
	"github.com/chromedp/cdproto/target"
	"github.com/chromedp/chromedp"

	"stones/solver/game"
)

// The payloads of the hostile links: each would set window.pwned and write
// to the console, were the page ever to run it.
const (
	scriptTag = `<script>window.pwned=1;console.error("pwned")</script>`
	imgTag    = `"><img src=x onerror="window.pwned=1;console.error('pwned')">`
)

// hostileLink is a malformed or hostile permalink and what the page must
// make of it.
type hostileLink struct {
	name   string
	query  string // as a page could link it; the browser encodes what it must
	key    string // the key the message names
	figure bool   // the figure is drawn: the keys that define the game are good
}

// hostileLinks is the table of bad links. Each is opened on the full page
// and embedded (embed=1).
func hostileLinks() []hostileLink {
	digits := strings.Repeat("9", 300)
	var keys []string
	for i := 0; len(strings.Join(keys, "&")) < 4<<10; i++ {
		keys = append(keys, "k"+strconv.Itoa(i)+"=1")
	}
	return []hostileLink{
		{"script in moves", "moves=" + enc(scriptTag), "moves", false},
		{"script in moves, as typed", "moves=<script>window.pwned=1</script>", "moves", false},
		{"script in game", "game=" + enc(scriptTag), "game", false},
		{"script in len", "moves=1,5,8,10&len=" + enc(scriptTag), "len", true},
		{"script in n", "n=" + enc(scriptTag), "n", true},
		{"script in heaps", "heaps=" + enc(scriptTag), "heaps", true},
		{"script in code", "game=octal&code=" + enc(scriptTag), "code", false},
		{"script in left", "game=partizan&left=" + enc(scriptTag) + "&right=3,4,8", "left", false},
		{"script in right", "game=partizan&left=2,5,9&right=" + enc(scriptTag), "right", false},
		{"script in play", "play=" + enc(scriptTag), "play", false},
		{"script in norepeat", "moves=1-5&norepeat=" + enc(scriptTag), "norepeat", false},
		{"script in last", "moves=1-5&norepeat=1&last=" + enc(scriptTag), "last", true},
		{"script in circular", "game=octal&code=0.77&circular=" + enc(scriptTag), "circular", false},
		{"script in algo", "algo=" + enc(scriptTag), "algo", false},
		// show is the page's own key: other words are kept and ignored (docs/CONFIG.md).
		{"script in show", "moves=1-3&show=" + enc(scriptTag) + "&n=-1", "n", true},
		{"script as a key", enc(scriptTag) + "=1", game.Quote(scriptTag), true},
		{"img in moves", "moves=" + enc(imgTag), "moves", false},
		{"img in n", "moves=1,5,8,10&n=" + enc(imgTag), "n", true},
		{"javascript: in moves", "moves=" + enc("javascript:window.pwned=1"), "moves", false},
		{"300-digit n", "moves=1,5,8,10&n=" + digits, "n", true},
		{"300-digit len", "len=" + digits, "len", true},
		{"300-digit heap", "heaps=3," + digits, "heaps", true},
		{"len beyond the parser's limit", "len=999999999", "len", true},
		{"len beyond the page's limit", "len=5000000", "len", true},
		{"negative n", "n=-3", "n", true},
		{"negative len", "len=-5", "len", true},
		{"negative move", "moves=-1,3", "moves", false},
		{"unknown key", "moves=1,5,8,10&foo=1", "foo", true},
		{"key __proto__", "__proto__=1", "__proto__", true},
		{"game=__proto__", "game=__proto__", "game", false},
		{"repeated move set", "moves=1,5&moves=2", "moves", false},
		{"repeated n", "n=1&n=2", "n", true},
		{"escape %ZZ", "moves=%ZZ", "moves", false},
		{"lone %", "moves=1,5&n=%", "n", true},
		{"cut escape %E0%A4%A", "moves=%E0%A4%A", "moves", false},
		{"semicolon", "moves=1;2", "moves", false},
		{"4 KB move set", "moves=" + strings.Repeat("1,", 2<<10) + "x", "moves", false},
		{"4 KB of unknown keys", strings.Join(keys, "&"), "k0", true},
		{"20 KB query", "moves=1,5&pad=" + strings.Repeat("a", 20<<10), "query", false},
		{"unicode digits", "moves=" + enc("１,２"), "moves", false},
		{"unicode game", "game=" + enc("ゲーム"), "game", false},
		{"null byte in moves", "moves=1%00,5", "moves", false},
		{"null byte as n", "n=%00", "n", true},
		{"empty keys", "&&=&", `""`, true},
		{"wasm=false", "wasm=false&moves=1,x", "moves", false},
		{"embed=2", "moves=1-3&embed=2", "embed", true},
		{"theme=blue", "moves=1-3&theme=blue", "theme", true},
		// Limits decided before the work, on the key the link gave.
		{"misère sum of two huge heaps", "moves=1-1000&heaps=1048576,1048576&play=misere", "heaps", true},
		{"misère sum of a huge heap and a small one", "moves=1-1000&heaps=1048576,1&play=misere", "heaps", true},
		{"n beyond the heaps computed", "moves=primes&len=1&n=5000000", "n", true},
		{"moser sum beyond 32-bit nim-values", "moves=moser&heaps=18446744073709551616,1", "heaps", true},
		// Graphs and boards: every item of an edge list adds to the graph.
		{"empty graph", "game=graph&graph=", "graph", false},
		{"repeated edge", "game=graph&graph=0-1,1-2,0-1", "graph", false},
		// Only U+0020 is a space.
		{"tab in len", "len=%095", "len", true},
		{"no-break space in n", "n=%C2%A05", "n", true},
		{"ideographic space in moves", "moves=1%E3%80%80,2", "moves", false},
		{"line separator in code", "game=octal&code=0.7%E2%80%A8", "code", false},
	}
}

// enc writes s as a query value that ParseConfig reads back as s: a space
// is %20, since '+' stands for itself.
func enc(s string) string { return strings.ReplaceAll(url.QueryEscape(s), "+", "%20") }

// embedded returns the link with embed=1, first or last in the query.
func embedded(query string, first bool) string {
	if first {
		return "embed=1&" + query
	}
	return query + "&embed=1"
}

// messageTimes records, in the page, when each message first showed and
// when the page's program started (go-app's script runs the compiled
// program: wasm_exec.js's Go.run), in milliseconds from the navigation's
// start (performance.now()), and marks both in the browser's trace
// (performance.mark: "stones-program", and "stones-message-N" for the Nth
// message). It runs before any of the page's scripts; it is the test's,
// added through the DevTools protocol, so the page's
// Content-Security-Policy does not apply.
const messageTimes = `window.__messageTimes = new Map();
window.__messageMarks = new Map();
window.__started = 0;
Object.defineProperty(window, "Go", { configurable: true, set(Go) {
  const run = Go.prototype.run;
  Go.prototype.run = function (...args) {
    window.__started = performance.now();
    performance.mark("stones-program");
    return run.apply(this, args);
  };
  Object.defineProperty(window, "Go", { value: Go, writable: true, configurable: true });
}});
new MutationObserver(() => {
  for (const e of document.querySelectorAll(".error, #page-error .message, #embed-error .message")) {
    const t = e.textContent;
    if (t && !window.__messageTimes.has(t)) {
      const mark = "stones-message-" + window.__messageTimes.size;
      window.__messageTimes.set(t, performance.now());
      window.__messageMarks.set(t, mark);
      performance.mark(mark);
    }
  }
}).observe(document, {subtree: true, childList: true, characterData: true});`

// recordMessages has every page the browser opens run messageTimes.
func recordMessages(br *browser) {
	br.t.Helper()
	if _, err := chromedp.Call(br.ctx, cdppage.AddScriptToEvaluateOnNewDocument, cdppage.AddScriptToEvaluateOnNewDocumentParams{Source: messageTimes}); err != nil {
		br.t.Fatalf("adding the message recorder: %v", err)
	}
}

// shownMessage is a page function: when the message that names key first
// showed and the name of its mark, once it is visible, else null. On the
// full page a message is beside its control (#key-error) or at the top
// (#page-error); embedded, in the notice (#embed-error). A message begins
// with its key, or with a list of keys that share the problem ("k0, k1, k2
// and 497 more: ").
const shownMessage = `(key, embed) => {
  const sel = embed ? "#embed-error .message" : ".error, #page-error .message";
  for (const e of document.querySelectorAll(sel)) {
    const t = e.textContent;
    if ([": ", ", ", " and "].some(s => t.startsWith(key + s)) && e.getClientRects().length > 0) {
      return { at: (window.__messageTimes && window.__messageTimes.get(t)) || performance.now(), mark: (window.__messageMarks && window.__messageMarks.get(t)) || "" };
    }
  }
  return null;
}`

// shown is what shownMessage returns of a message.
type shown struct {
	At   float64 `json:"at"`   // milliseconds from the navigation's start
	Mark string  `json:"mark"` // its mark in the trace
}

// shownCall is the expression that calls shownMessage for key. (The key is
// written into it: the protocol drops an empty string argument.)
func shownCall(key string, embed bool) string {
	return "(" + shownMessage + ")(" + jsString(key) + ", " + strconv.FormatBool(embed) + ")"
}

// settled is true once the page has done with a link: no analysis runs.
const settled = `!document.getElementById("app-wasm-loader") && !document.querySelector('[aria-busy="true"]') &&
  ![...document.querySelectorAll(".figure.empty")].some(f => f.textContent.includes("Computing"))`

// ranNothing is true when nothing of a link ran or was injected: no
// payload's mark, no element with an event attribute, no script but the
// site's own.
const ranNothing = `window.pwned === undefined && !document.querySelector("[onerror], img[src='x']") &&
  [...document.scripts].every(s => ["/wasm_exec.js", "/app.js", "/web/theme.js"].includes(new URL(s.src || "about:blank").pathname))`

// TestHostileLinks opens malformed and hostile permalinks, each on the full
// page and embedded (embed=1), and checks what a reader sees: within a
// second of the navigation, or linkWork of the page's program's start, a
// message that names the bad key (by the page's own time when the clock
// says otherwise: the clock counts a busy machine's other work), the figure
// when the link's game is intact and none when it is not, nothing of the
// link run, and a console without errors.
//
// It needs the site: make build, then STONES_DIST=$PWD/dist go test ./app/.
func TestHostileLinks(t *testing.T) {
	br := startBrowser(t, 5*time.Minute)
	recordMessages(br)
	var (
		opened, embeds int
		times, firsts  []time.Duration // each link's time, and its first try's
		slowestLink    string
	)
	for i, l := range hostileLinks() {
		for _, embed := range []bool{false, true} {
			query, name := l.query, l.name
			if embed {
				query, name = embedded(l.query, i%2 == 0), l.name+", embedded"
			}
			// A link that gives embed at all, even a bad one, opens the
			// embed, whose notice names the problem in its frame.
			embed = embed || strings.Contains(l.query, "embed=")
			t.Run(name, func(t *testing.T) {
				b := br.with(t)
				m := openBad(b, br.base, query, l.key, embed)
				firsts = append(firsts, m.took)
				// The time includes the download and compilation of the
				// page's program, the same for every link. What a link
				// changes is the page's work from the program's start to the
				// message: it must take at most linkWork. On a busy machine
				// the clock also counts the time the page's thread waits for
				// a core, so a link slow by the clock is opened again, twice
				// at most, traced, and measured by the page's own time
				// (pageTimes); one try within the bounds passes. A page that
				// works or waits too long before the message fails every try.
				for try := 1; try < 3 && m.slow(); try++ {
					t.Logf("the message showed %v after the navigation began and %v after the page's program started: opening the link again, traced", m.took.Round(time.Millisecond), m.work().Round(time.Millisecond))
					events := trace(b, func() { m = openBad(b, br.base, query, l.key, embed) })
					m.traced = true
					m.own, m.ownWork = pageTimes(t, events, m.mark)
					t.Logf("traced: the message showed %v after the navigation began (%v of the page's own time) and %v after the page's program started (%v of its own)", m.took.Round(time.Millisecond), m.own.Round(time.Millisecond), m.work().Round(time.Millisecond), m.ownWork.Round(time.Millisecond))
				}
				opened++
				if embed {
					embeds++
				}
				if len(times) == 0 || m.took > slices.Max(times) {
					slowestLink = name
				}
				times = append(times, m.took)
				if m.slow() {
					t.Errorf("the message naming %q showed %v after the navigation began and %v after the page's program started (of the page's own time, by the trace: %v and %v), want within a second of the one or %v of the other", l.key, m.took.Round(time.Millisecond), m.work().Round(time.Millisecond), m.own.Round(time.Millisecond), m.ownWork.Round(time.Millisecond), linkWork)
				}
				checkBad(b, l, embed)
				// The link's own console problems: a late one is taken by the next link's check.
				for _, p := range br.takeConsole() {
					t.Errorf("console: %s", p)
				}
			})
		}
	}
	t.Run("the full page opens in a new tab", func(t *testing.T) {
		b := br.with(t)
		const query = "embed=1&moves=1,x"
		openBad(b, br.base, query, "moves", true)
		newTab := chromedp.WaitNewTarget(b.ctx, func(i *target.Info) bool { return strings.HasSuffix(i.URL, "/?moves=1,x") })
		b.run("clicking the link to the full page", chromedp.Click(chromedp.CSS("#embed-error a")))
		select {
		case <-newTab:
		case <-time.After(10 * time.Second):
			t.Error("no new tab opened on the full page")
		}
		if got := b.eval(`location.search + " " + !!document.getElementById("embed-error")`); got != "?"+query+" true" {
			t.Errorf("after the click the embedded page reads %q: it must stay as it was", got)
		}
	})
	if n := len(hostileLinks()); n*2 < 50 {
		t.Errorf("the table has %d links, each opened twice (once embedded): want at least 25", n)
	}
	if len(times) > 0 {
		slices.Sort(times)
		t.Logf("opened %d links, %d of them embedded; from the navigation's start to the message: median %v, slowest %v (%s); slowest first try %v",
			opened, embeds, times[len(times)/2].Round(time.Millisecond), times[len(times)-1].Round(time.Millisecond), slowestLink, slices.Max(firsts).Round(time.Millisecond))
	}
}

// linkWork is the most time a bad link's message may take after the
// page's program starts, when the whole takes over a second.
const linkWork = 500 * time.Millisecond

// messageTime is when a bad link's message showed.
type messageTime struct {
	took    time.Duration // from the navigation's start, on the clock
	started time.Duration // when the page's program started; 0 if it never did
	mark    string        // the message's mark in the trace
	// By the trace, when traced: the page's own time (its main thread's,
	// less what the thread waited for a core) to the message from the
	// navigation's start, and from the program's start.
	traced       bool
	own, ownWork time.Duration
}

// work is the time from the program's start to the message, on the clock.
func (m messageTime) work() time.Duration { return m.took - m.started }

// slow is true when the message came over a second after the navigation
// and over linkWork after the program's start: by the page's own time
// when traced, else by the clock.
func (m messageTime) slow() bool {
	if m.traced {
		return m.own > time.Second && m.ownWork > linkWork
	}
	return m.took > time.Second && m.work() > linkWork
}

// openBad opens a bad link and waits for the message that names key.
func openBad(b *tab, base, query, key string, embed bool) messageTime {
	b.t.Helper()
	b.run("opening "+shorten(query), chromedp.Navigate(base+"/?"+query))
	m, err := chromedp.Run(b.ctx, chromedp.Poll[shown](shownCall(key, embed),
		chromedp.WithPollingInterval(10*time.Millisecond), chromedp.WithPollingTimeout(10*time.Second)))
	if err != nil {
		b.t.Fatalf("no message naming %q: %v\nthe page says: %s", key, err, pageText(b.ctx))
	}
	start, err := chromedp.Run(b.ctx, chromedp.Evaluate[float64](`window.__started`))
	if err != nil {
		b.t.Fatal(err)
	}
	ms := func(v float64) time.Duration { return time.Duration(v * float64(time.Millisecond)) }
	return messageTime{took: ms(m.At), started: ms(start), mark: m.Mark}
}

// pageTimes reads from a trace of one navigation the page's own time to
// the message marked message: from the trace's start (just before the
// navigation), and from the program's start (its mark, "stones-program";
// from the trace's start if the program never ran). The page's own time
// is the clock's less what its main thread waited for a core inside its
// tasks (a task's duration less its thread time); the time the thread was
// idle, waiting for the network, a timer or the worker, counts.
func pageTimes(t *testing.T, events []traceEvent, message string) (own, work time.Duration) {
	t.Helper()
	end := markOf(events, message)
	if end == nil {
		t.Fatalf("the trace holds no mark %q of the message", message)
	}
	begin := end.Ts
	for _, e := range events {
		if e.Ts > 0 { // metadata events have none
			begin = min(begin, e.Ts)
		}
	}
	from := begin
	if p := markOf(events, "stones-program"); p != nil && p.Pid == end.Pid {
		from = p.Ts
	}
	tasks := threadTasks(events, end)
	mine := func(from float64) time.Duration {
		waited := 0.0
		for _, e := range tasks {
			lo, hi := max(e.Ts, from), min(e.Ts+e.Dur, end.Ts)
			if hi > lo && e.Dur > 0 {
				waited += (e.Dur - e.Tdur) * (hi - lo) / e.Dur
			}
		}
		return time.Duration((end.Ts - from - waited) * float64(time.Microsecond))
	}
	return mine(begin), mine(from)
}

// checkBad checks the page of a bad link once it has settled.
func checkBad(b *tab, l hostileLink, embed bool) {
	t := b.t
	b.until("the page to settle", settled)
	if got := b.eval(`String(` + ranNothing + `)`); got != "true" {
		t.Errorf("something of the link ran or was injected: %s", b.eval(`document.body.innerHTML.slice(0, 400)`))
	}
	if got := b.eval(`String(document.body.innerText.trim().length > 80)`); got != "true" {
		t.Errorf("the page is blank: %q", pageText(b.ctx))
	}
	if got, want := b.eval(`String(!!document.querySelector(".page.embed"))`), strconv.FormatBool(embed); got != want {
		t.Errorf("embedded = %s, want %s", got, want)
	}
	cells := b.eval(`String(document.querySelectorAll("#strip-values li").length)`)
	if l.figure && cells == "0" {
		t.Errorf("no figure: the link's game is intact, only %s is bad", l.key)
	}
	if !l.figure && cells != "0" {
		t.Errorf("a figure of %s cells: the link's game is unknown, so no figure may be drawn", cells)
	}
	if !embed {
		return
	}
	title := b.text("#embed-error .embed-error-title")
	if want := map[bool]string{true: "This figure's link has a problem", false: "This figure's link is broken"}[l.figure]; title != want {
		t.Errorf("the notice is titled %q, want %q", title, want)
	}
	if got := b.eval(`document.querySelector("#embed-error a")?.getAttribute("target") + " " + new URL(document.querySelector("#embed-error a")?.href).search.includes("embed=1")`); got != "_blank false" {
		t.Errorf("the notice's link to the full page: target and embed=1 in it read %q, want _blank false", got)
	}
}

// shorten cuts a long query for a failure message.
func shorten(s string) string {
	if len(s) > 80 {
		return s[:60] + "…(" + strconv.Itoa(len(s)) + " bytes)"
	}
	return s
}

// snapshot is what a person sees of a page, for comparing two visits of
// the same link: the controls, the messages, the figure.
const snapshot = `JSON.stringify({
  embed: !!document.querySelector(".page.embed"),
  controls: [...document.querySelectorAll("input, select")].filter(i => i.id && i.id !== "copy-fallback").map(i => i.id + "=" + (i.type === "checkbox" || i.type === "radio" ? i.checked : i.value)),
  messages: [...document.querySelectorAll(".error, #page-error, #embed-error")].map(e => e.id + ":" + e.textContent),
  cells: document.querySelectorAll("#strip-values li").length,
  title: document.getElementById("game-title")?.textContent ?? "",
  answer: document.getElementById("answer")?.textContent ?? "",
})`

// TestHostileLinksAfterGood opens bad links after a good one, within the
// page (go-app's navigation) and by history, and checks that the page shows
// what a fresh load of the bad link shows: the bad link's text or the
// defaults in the controls, never the good link's, and no figure of it.
func TestHostileLinksAfterGood(t *testing.T) {
	br := startBrowser(t, 3*time.Minute)
	recordMessages(br)
	const good = "game=octal&code=0.77&len=40&n=68&heaps=3,4&show=nim"
	for _, l := range []hostileLink{
		{"escape %ZZ", "moves=%ZZ", "moves", false},
		{"script in moves", "moves=" + enc(scriptTag), "moves", false},
		{"script in moves, embedded", "moves=" + enc(scriptTag) + "&embed=1", "moves", false},
		{"bad move set, embedded", "moves=1,x&embed=1", "moves", false},
		{"len beyond the page's limit", "len=5000000", "len", true},
		{"20 KB query, embedded", "embed=1&pad=" + strings.Repeat("a", 20<<10), "query", false},
		{"game=__proto__", "game=__proto__", "game", false},
		{"repeated code", "game=octal&code=0.77&code=0.77", "code", false},
	} {
		t.Run(l.name, func(t *testing.T) {
			b := br.with(t)
			embed := strings.Contains(l.query, "embed=1")
			see := func(what string) string {
				b.t.Helper()
				m, err := chromedp.Run(b.ctx, chromedp.Poll[shown](shownCall(l.key, embed), chromedp.WithPollingTimeout(10*time.Second)))
				if err != nil || m.At == 0 {
					t.Fatalf("%s: no message naming %q: %v\nthe page says: %s", what, l.key, err, pageText(b.ctx))
				}
				b.until("the page to settle", settled)
				return b.eval(snapshot)
			}
			b.run("opening the bad link", chromedp.Navigate(br.base+"/?"+l.query))
			fresh := see("a fresh load")
			if strings.Contains(fresh, "0.77") && !strings.Contains(l.query, "0.77") {
				t.Fatalf("a fresh load shows the good link's code: %s", fresh)
			}

			b.open(br.base, good, 40)
			b.eval(`goappNav(` + jsString("/?"+l.query) + `), ""`)
			compare(t, "after a good link, by the page's navigation", see("the page's navigation"), fresh)

			b.eval(`history.back(), ""`)
			b.until("the good link again", `location.search === "?`+good+`" && document.querySelectorAll("#strip-values li").length === 40`)
			b.eval(`history.forward(), ""`)
			compare(t, "after a good link, by history", see("history"), fresh)
			for _, p := range br.takeConsole() {
				t.Errorf("console: %s", p)
			}
		})
	}
}

// compare reports how a visit of a link differs from its fresh load.
func compare(t *testing.T, what, got, want string) {
	t.Helper()
	if got == want {
		return
	}
	var g, w map[string]any
	_ = json.Unmarshal([]byte(got), &g)
	_ = json.Unmarshal([]byte(want), &w)
	for k := range w {
		if gs, ws := jsonText(g[k]), jsonText(w[k]); gs != ws {
			t.Errorf("%s: the page's %s read\n%s\nwhere a fresh load's read\n%s", what, k, shorten2(gs), shorten2(ws))
		}
	}
}

func jsonText(v any) string {
	b, _ := json.Marshal(v)
	return string(b)
}

// shorten2 cuts a long text for a failure message, keeping more than shorten.
func shorten2(s string) string {
	if len(s) > 600 {
		return s[:600] + "…"
	}
	return s
}
