//go:build !js

package main

import (
	"net/http"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"sync"
	"testing"
	"time"

	"stones/app/site"

	"github.com/chromedp/chromedp"
	"github.com/maxence-charriere/go-app/v9/pkg/app"
)

// TestOffline: after one visit the page works with the server stopped: a
// reload of the permalink draws its figure, and edits still compute.
func TestOffline(t *testing.T) {
	br := startBrowser(t, 40*time.Second)
	b := br.tab
	b.open(br.base, "moves=1,3,4&n=20", 100)
	waitForWorker(b)
	b.until("the answer at 20", `document.getElementById("answer").textContent.includes("Heap 20: N")`)

	br.server.Close()
	b.run("reloading offline", chromedp.Reload())
	b.until("the figure offline", `!document.getElementById("app-wasm-loader") && document.querySelectorAll("#strip-values li").length === 100 && document.getElementById("answer").textContent.includes("Heap 20: N")`)
	if got := b.eval(`String(performance.getEntriesByType("navigation")[0].workerStart > 0)`); got != "true" {
		t.Errorf("the offline page did not come through the service worker")
	}
	b.typeInto("#n", "21")
	b.until("the answer at 21, offline", `document.getElementById("answer").textContent.includes("Heap 21: P")`)
	b.typeInto("#moves", "1,2")
	b.until("the period of 1,2, offline", `document.getElementById("period-outcomes").textContent.includes("every 3")`)
	offlineConsole(t, br)
}

// TestNewVersion: a returning visitor gets a new deploy on the next load,
// page and program of the same version, and the old version's cache goes.
// The second deploy is the first with a custom section added to its
// WebAssembly (a valid module with other bytes), so its version, the hash
// of the binary, differs as a rebuilt program's would.
func TestNewVersion(t *testing.T) {
	br := startBrowser(t, 60*time.Second)
	b := br.tab
	dist := os.Getenv("STONES_DIST")
	next := t.TempDir()
	wasmSize := newDeploy(t, dist, next)

	b.open(br.base, "moves=1,3,4", 100)
	waitForWorker(b)
	v1 := b.eval(`document.querySelector('meta[name="stones-version"]').content`)

	// The network sends the new page, then fails on its program: the page
	// must not run the old version's program from the cache.
	site := site.Handler(next)
	br.handle(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if r.URL.Path == "/web/app.wasm" {
			if conn, _, err := w.(http.Hijacker).Hijack(); err == nil {
				conn.Close()
			}
			return
		}
		site.ServeHTTP(w, r)
	}))
	b.run("reloading while the new program fails", chromedp.Reload())
	b.until("go-app's error", `document.getElementById("app-wasm-loader-label")?.textContent.includes("TypeError")`)
	if got := b.eval(`document.querySelector('meta[name="stones-version"]').content`); got == v1 {
		t.Fatalf("the page is still version %s", v1)
	}
	if got := b.eval(`String(` + programEntries + `.some((e) => e.decodedBodySize > 0))`); got != "false" {
		t.Errorf("the new page received a program while the network failed: the old one, from the cache")
	}
	for _, p := range br.takeConsole() {
		if !strings.Contains(p, "loading wasm failed") && !strings.Contains(p, "Failed to load resource") && !strings.Contains(p, "Failed to fetch") {
			t.Errorf("console: %s", p)
		}
	}

	br.serve(next)
	b.run("reloading after the deploy", chromedp.Reload())
	b.until("the figure", `!document.getElementById("app-wasm-loader") && document.querySelectorAll("#strip-values li").length === 100`)
	v2 := b.eval(`document.querySelector('meta[name="stones-version"]').content`)
	if v2 == v1 {
		t.Fatalf("after the deploy the page is still version %s", v1)
	}
	// The program this page runs is the new deploy's.
	if got := b.eval(`String(` + programEntries + `[0]?.decodedBodySize)`); got != wasmSize {
		t.Errorf("the page of version %s ran a program of %s bytes, want the new one's %s", v2, got, wasmSize)
	}
	b.until("the new version's cache alone", `caches.keys().then((keys) => keys.join() === "stones-`+v2+`")`)

	// Offline, the cache serves the new version whole.
	waitForWorker(b)
	br.server.Close()
	b.run("reloading offline", chromedp.Reload())
	b.until("the figure offline", `!document.getElementById("app-wasm-loader") && document.querySelectorAll("#strip-values li").length === 100`)
	if got := b.eval(`document.querySelector('meta[name="stones-version"]').content`); got != v2 {
		t.Errorf("offline the page is version %s, want %s", got, v2)
	}
	if got := b.eval(`String(` + programEntries + `[0]?.decodedBodySize)`); got != wasmSize {
		t.Errorf("offline the page ran a program of %s bytes, want version %s's %s", got, v2, wasmSize)
	}
	offlineConsole(t, br)
}

// programEntries are the Performance API's entries of the page's program,
// downloaded by the solver's worker (window.stonesFetched) or, where the
// page compiled it, by the page.
const programEntries = `[...performance.getEntriesByType("resource"), ...(window.stonesFetched || [])].filter((e) => new URL(e.name).pathname === "/web/app.wasm")`

// waitForWorker waits until the service worker of the page's version
// controls the page, its cache filled.
func waitForWorker(b *tab) {
	b.t.Helper()
	b.until("the service worker", `(async () => {
		const v = document.querySelector('meta[name="stones-version"]').content;
		const c = navigator.serviceWorker.controller;
		return c !== null && c.state === "activated" && (await caches.keys()).includes("stones-" + v) &&
			(await (await caches.open("stones-" + v)).match("/web/app.wasm")) !== undefined;
	})()`)
}

// offlineConsole takes the console's messages of a page loaded with the
// server stopped: the browser's check for a new service worker fails, and
// go-app says so. Any other problem is the test's.
func offlineConsole(t *testing.T, br *browser) {
	t.Helper()
	for _, p := range br.takeConsole() {
		if !strings.Contains(p, "service worker registration failed") && !strings.Contains(p, "Failed to load resource: net::ERR_CONNECTION_REFUSED") {
			t.Errorf("console: %s", p)
		}
	}
}

// newDeploy writes into next the site of dist (without its compressed
// files) with a WebAssembly one custom section longer, and returns the new
// binary's size.
func newDeploy(t *testing.T, dist, next string) string {
	t.Helper()
	err := filepath.WalkDir(dist, func(name string, d os.DirEntry, err error) error {
		if err != nil || d.IsDir() || strings.HasSuffix(name, ".br") || strings.HasSuffix(name, ".gz") {
			return err
		}
		rel, _ := filepath.Rel(dist, name)
		if err := os.MkdirAll(filepath.Join(next, filepath.Dir(rel)), 0o755); err != nil {
			return err
		}
		b, err := os.ReadFile(name)
		if err != nil {
			return err
		}
		return os.WriteFile(filepath.Join(next, rel), b, 0o644)
	})
	if err != nil {
		t.Fatal(err)
	}
	wasm := filepath.Join(next, "web", "app.wasm")
	f, err := os.OpenFile(wasm, os.O_APPEND|os.O_WRONLY, 0)
	if err != nil {
		t.Fatal(err)
	}
	// Section 0 (custom), 14 bytes: the name's length, the name, a payload.
	if _, err := f.Write(append([]byte{0, 14, 11}, "stones-testv2"...)); err != nil {
		t.Fatal(err)
	}
	if err := f.Close(); err != nil {
		t.Fatal(err)
	}
	registerPage()
	if err := site.Write(next, "../web", "../wasm_exec.js"); err != nil {
		t.Fatal(err)
	}
	info, err := os.Stat(wasm)
	if err != nil {
		t.Fatal(err)
	}
	return strconv.FormatInt(info.Size(), 10)
}

var registerOnce sync.Once

// registerPage routes "/" to the page, as main does, so that site.Write
// pre-renders it.
func registerPage() {
	registerOnce.Do(func() { app.RouteFunc("/", func() app.Composer { return newExplorer() }) })
}
