//go:build !js

package main

import (
	"context"
	"net/http"
	"net/http/httptest"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"stones/app/site"

	cdpbrowser "github.com/chromedp/cdproto/browser"
	"github.com/chromedp/chromedp"
)

// TestBrowser drives headless Chromium through the built site, served by
// site.Handler with the deploy's headers (CSP included), and checks what a
// person sees: the strip, the period, permalinks, a bad input, the question
// n, and a console free of errors and CSP violations.
//
// It needs the site: make build, then STONES_DIST=$PWD/dist go test ./app/.
func TestBrowser(t *testing.T) {
	br := startBrowser(t, 45*time.Second)
	b, base, tctx := br.tab, br.base, br.ctx
	run, eval, until, typeInto, pasteInto, text := b.run, b.eval, b.until, b.typeInto, b.pasteInto, b.text

	start := time.Now()
	// The static index.html already shows the default game's 100 heaps: wait
	// for the WebAssembly's own 40.
	run("opening the page", chromedp.Navigate(base+"/?moves=1,5,8,10&len=40"))
	until("the strip of 40 heaps", `document.querySelectorAll("#strip-values li").length === 40 && !document.getElementById("app-wasm-loader")`)
	for heap, want := range map[string]string{"0": "P", "1": "N", "13": "P", "14": "N"} {
		if got := eval(`document.querySelector('#strip-values li[data-heap="` + heap + `"]').dataset.outcome`); got != want {
			t.Errorf("heap %s shows %s, want %s", heap, got, want)
		}
	}
	if got := text("#period-outcomes"); !strings.Contains(got, "repeat every 13") {
		t.Errorf("period text = %q, want it to say the outcomes repeat every 13", got)
	}
	if got := text("#strip-summary"); !strings.Contains(got, "Period 0–12, then it repeats every 13, each block from a rule.") {
		t.Errorf("the strip's summary reads %q, want the period's block 0–12 repeating every 13", got)
	}

	// An edit rewrites the address in place: no reload, no history entry.
	before := eval(`String(history.length)`)
	typeInto("#moves", "6,13,14,16")
	until("the period of 6,13,14,16", `document.getElementById("period-outcomes").textContent.includes("every 49")`)
	loc, err := chromedp.Run(tctx, chromedp.Location())
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(loc, "moves=6,13,14,16") || !strings.Contains(loc, "len=40") {
		t.Errorf("after the edit the address is %s, want moves=6,13,14,16 and len=40", loc)
	}
	if after := eval(`String(history.length)`); after != before {
		t.Errorf("history.length went from %s to %s: an edit must not add a history entry", before, after)
	}
	if got := text("#period-nim"); !strings.Contains(got, "49") {
		t.Errorf("nim period text = %q, want it to mention 49", got)
	}

	// The address alone brings the state back.
	run("showing nim-values", chromedp.Click(chromedp.CSS(`label[for="show-nim"]`)))
	until("nim-values on the cells", `document.querySelectorAll("#strip-values li[data-nim]").length === 40 && location.search.includes("show=nim")`)
	run("reloading", chromedp.Reload())
	until("the state after a reload", `!document.getElementById("app-wasm-loader") && document.getElementById("moves").value === "6,13,14,16" && document.querySelectorAll("#strip-values li").length === 40 && document.getElementById("period-outcomes").textContent.includes("every 49")`)
	if got := eval(`String(document.getElementById("show-nim").checked)`); got != "true" {
		t.Errorf("after the reload the nim-value switch is checked=%s, want true", got)
	}
	if got := eval(`String(document.querySelectorAll("#strip-values li[data-nim]").length)`); got != "40" {
		t.Errorf("after the reload %s cells show nim-values, want 40", got)
	}

	// A bad move set: the solver's message beside the control, the figure stays.
	pasteInto("#moves", "1,x")
	const msg = `moves: "1,x": "x" is not a positive integer`
	until("the message beside the move set", `document.getElementById("moves-error").textContent === `+jsString(msg))
	if got := eval(`document.getElementById("moves-error").previousElementSibling.previousElementSibling.id`); got != "moves" {
		t.Errorf("the message follows #%s, want it beside #moves", got)
	}
	if got := eval(`document.getElementById("moves-error").getAttribute("aria-live")`); got != "polite" {
		t.Errorf("the message's aria-live = %q, want polite", got)
	}
	if got := eval(`String(document.querySelectorAll("#strip-values li").length)`); got != "40" {
		t.Errorf("after a bad edit the strip has %s cells, want the last good 40", got)
	}
	if got := text("#period-outcomes"); !strings.Contains(got, "every 49") {
		t.Errorf("after a bad edit the period text is %q, want the last good one (49)", got)
	}

	// Who wins at n = 68 in 1,5,8,10.
	typeInto("#moves", "1,5,8,10")
	until("the period of 1,5,8,10", `document.getElementById("period-outcomes").textContent.includes("every 13") && document.getElementById("moves-error").textContent === ""`)
	typeInto("#n", "68")
	const answer = "Heap 68: N, the first player wins (nim-value 1)."
	until("the answer at n = 68", `document.getElementById("answer").textContent.includes(`+jsString(answer)+`)`)
	if loc, _ := chromedp.Run(tctx, chromedp.Location()); !strings.Contains(loc, "n=68") {
		t.Errorf("after asking n = 68 the address is %s, want n=68 in it", loc)
	}
	typeInto("#n", "1"+strings.Repeat("0", 99))
	until("the answer at n = 10^99", `document.getElementById("answer").textContent.includes("player wins")`)

	// Copy link: the clipboard gets the address, and the page says so.
	for _, name := range []string{"clipboard-write", "clipboard-read"} {
		if _, err := chromedp.CallBrowser(tctx, cdpbrowser.SetPermission, cdpbrowser.SetPermissionParams{
			Permission: &cdpbrowser.PermissionDescriptor{Name: name}, Setting: cdpbrowser.PermissionSettingGranted, Origin: base,
		}); err != nil {
			t.Fatalf("granting %s: %v", name, err)
		}
	}
	run("copying the link", chromedp.Click(chromedp.CSS("#copy-link")))
	until("the copy confirmation", `document.getElementById("copied").textContent.includes("Copied")`)
	copied, err := chromedp.Run(tctx, chromedp.Evaluate[string](`navigator.clipboard.readText()`, chromedp.EvalAwaitPromise))
	if err != nil {
		t.Fatalf("reading the clipboard: %v", err)
	}
	if href := eval(`location.href`); copied != href {
		t.Errorf("the clipboard holds %q, want the address %q", copied, href)
	}

	t.Run("families", func(t *testing.T) { testFamilies(b.with(t), base) })

	t.Logf("browser checks took %v", time.Since(start).Round(time.Millisecond))
}

// browser is headless Chromium on the built site, for one test: its tab,
// the site's address, and what its console reported.
type browser struct {
	*tab
	base string // the site's address, such as http://127.0.0.1:40123
	// server serves the site at base: a test may close it (the network is
	// off) or serve another build at the same address (serve).
	server *httptest.Server
	site   atomic.Pointer[http.Handler]

	mu       sync.Mutex
	problems []string // console errors, exceptions and CSP violations, in order
	taken    int      // how many of problems a step has taken
}

// startBrowser serves the built site ($STONES_DIST) with the deploy's
// headers (site.Handler, CSP included) and starts headless Chromium on it,
// for at most timeout. Without the site or the browser it skips the test,
// or fails it under CI=true: browser tests must not skip silently in CI.
// The console's errors, exceptions and CSP violations are collected from
// the start; those that no step took (see takeConsole) fail the test when
// it ends, also when a step failed, since a CSP violation is often the cause.
func startBrowser(t *testing.T, timeout time.Duration) *browser {
	t.Helper()
	ci := os.Getenv("CI") == "true"
	dist := os.Getenv("STONES_DIST")
	if dist == "" {
		if ci {
			t.Fatal("STONES_DIST is unset: CI must run the browser test against the built site (make test sets it)")
		}
		t.Skip("STONES_DIST is unset: run make build, then STONES_DIST=$PWD/dist go test ./app/")
	}
	if _, err := os.Stat(filepath.Join(dist, "web", "app.wasm")); err != nil {
		t.Fatalf("STONES_DIST=%s holds no built site: %v", dist, err)
	}
	path, err := exec.LookPath("/usr/bin/chromium")
	if err != nil {
		if path, err = exec.LookPath("chromium"); err != nil {
			if ci {
				t.Fatal("chromium is not installed: CI must run the browser test (apt-get install chromium)")
			}
			t.Skip("chromium is not installed")
		}
	}

	br := &browser{}
	br.serve(dist)
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		(*br.site.Load()).ServeHTTP(w, r)
	}))
	t.Cleanup(srv.Close)
	br.base, br.server = srv.URL, srv
	actx, cancelAlloc := chromedp.NewExecAllocator(context.Background(),
		chromedp.ExecPath(path),
		chromedp.Headless,
		chromedp.NoSandbox,
		chromedp.DisableGPU,
		chromedp.NoFirstRun,
		chromedp.Flag("disable-quic", true),
		chromedp.Flag("disable-background-networking", true),
		chromedp.Flag("disable-component-update", true),
		chromedp.Flag("disable-sync", true),
		chromedp.Flag("disable-dev-shm-usage", true),
		chromedp.UserDataDir(t.TempDir()),
		chromedp.WindowSize(1280, 900),
	)
	t.Cleanup(cancelAlloc)
	ctx, cancelBrowser := chromedp.NewContext(actx)
	t.Cleanup(cancelBrowser)
	if err := chromedp.Do(ctx, chromedp.Navigate("about:blank")); err != nil {
		t.Fatalf("starting chromium: %v", err)
	}

	consoleCtx, stopConsole := context.WithCancel(ctx)
	messages := chromedp.Console(consoleCtx)
	consoleDone := make(chan struct{})
	go func() {
		defer close(consoleDone)
		for m, err := range messages {
			if err != nil {
				return
			}
			if m.Type == chromedp.ConsoleError || m.IsException() || strings.Contains(m.Text, "Content Security Policy") {
				br.mu.Lock()
				br.problems = append(br.problems, string(m.Type)+": "+m.Text)
				br.mu.Unlock()
			}
		}
	}()
	t.Cleanup(func() {
		stopConsole()
		<-consoleDone
		for _, p := range br.takeConsole() {
			t.Errorf("console: %s", p)
		}
	})

	tctx, cancel := context.WithTimeout(ctx, timeout)
	t.Cleanup(cancel)
	br.tab = &tab{t: t, ctx: tctx}
	return br
}

// serve makes the server send the site in dir from now on.
func (br *browser) serve(dir string) { br.handle(site.Handler(dir)) }

// handle makes the server answer with h from now on.
func (br *browser) handle(h http.Handler) { br.site.Store(&h) }

// takeConsole returns the console's problems since the last call.
func (br *browser) takeConsole() []string {
	br.mu.Lock()
	defer br.mu.Unlock()
	p := br.problems[br.taken:]
	br.taken = len(br.problems)
	return p
}

// tab is the browser tab of a test: its steps fail the test t.
type tab struct {
	t   *testing.T
	ctx context.Context
}

// with returns the tab for a subtest.
func (b *tab) with(t *testing.T) *tab { return &tab{t: t, ctx: b.ctx} }

func (b *tab) run(what string, steps ...chromedp.Action[chromedp.Void]) {
	b.t.Helper()
	if err := chromedp.Do(b.ctx, steps...); err != nil {
		b.t.Fatalf("%s: %v", what, err)
	}
}

func (b *tab) eval(expr string) string {
	b.t.Helper()
	v, err := chromedp.Run(b.ctx, chromedp.Evaluate[string](expr))
	if err != nil {
		b.t.Fatalf("%s: %v", expr, err)
	}
	return v
}

// until waits for a JavaScript condition: the page renders asynchronously.
//
// A poll that loses its page's JavaScript context ("Cannot find context
// with specified id": the browser replaced the context the poll was
// given, right after a navigation) polls again, once, in the new one.
func (b *tab) until(what, cond string) {
	b.t.Helper()
	poll := func() error {
		_, err := chromedp.Run(b.ctx, chromedp.Poll[bool](cond, chromedp.WithPollingTimeout(15*time.Second)))
		return err
	}
	err := poll()
	if err != nil && strings.Contains(err.Error(), "Cannot find context with specified id") {
		err = poll()
	}
	if err != nil {
		b.t.Fatalf("waiting for %s (%s): %v\nthe page says: %s", what, cond, err, pageText(b.ctx))
	}
}

// typeInto replaces a text control's content by typing, as a person does.
func (b *tab) typeInto(sel, text string) {
	b.t.Helper()
	b.run("typing into "+sel,
		chromedp.Focus(chromedp.CSS(sel)),
		chromedp.Evaluate[chromedp.Void](`document.querySelector(`+jsString(sel)+`).select()`),
		chromedp.SendKeys(chromedp.CSS(sel), text),
	)
}

// pasteInto replaces a text control's content in one input event, as a paste does.
func (b *tab) pasteInto(sel, text string) {
	b.t.Helper()
	b.run("pasting into "+sel,
		chromedp.Focus(chromedp.CSS(sel)),
		chromedp.Evaluate[chromedp.Void](`document.querySelector(`+jsString(sel)+`).select(); document.execCommand("insertText", false, `+jsString(text)+`)`),
	)
}

// text is an element's text content, "" when there is no such element.
func (b *tab) text(sel string) string {
	b.t.Helper()
	return b.eval(`(document.querySelector(` + jsString(sel) + `)?.textContent ?? "")`)
}

// open loads a permalink and waits until the WebAssembly has drawn its
// figure (the static page shows the default game until then).
func (b *tab) open(base, query string, cells int) {
	b.t.Helper()
	b.run("opening "+query, chromedp.Navigate(base+"/?"+query))
	b.until("the figure of "+query, `!document.getElementById("app-wasm-loader") && document.querySelectorAll("#strip-values li").length === `+strconv.Itoa(cells))
}

// pageText is the page's visible text, for failure messages.
func pageText(ctx context.Context) string {
	ctx, cancel := context.WithTimeout(context.WithoutCancel(ctx), 2*time.Second)
	defer cancel()
	s, err := chromedp.Run(ctx, chromedp.Evaluate[string](`document.body.innerText.slice(0, 1500)`))
	if err != nil {
		return "(unreadable: " + err.Error() + ")"
	}
	return s
}

// jsString quotes s as a JavaScript string literal.
func jsString(s string) string {
	r := strings.NewReplacer(`\`, `\\`, `"`, `\"`, "\n", `\n`)
	return `"` + r.Replace(s) + `"`
}
