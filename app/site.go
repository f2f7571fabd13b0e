//go:build !js

package main

import (
	"crypto/sha256"
	_ "embed"
	"encoding/hex"
	"fmt"
	"io"
	"net/http"
	"os"
	"path"
	"path/filepath"
	"regexp"
	"slices"
	"strings"

	"github.com/maxence-charriere/go-app/v9/pkg/app"

	"stones/solver"
)

// contentSecurityPolicy is the policy the site is served with, here and on
// Netlify (netlify.toml spells the same string; a test keeps them equal).
// 'wasm-unsafe-eval' lets the page compile its WebAssembly; nothing else runs
// but the site's own scripts. There is no frame-ancestors: teachers embed the
// figure in course notes.
const contentSecurityPolicy = "default-src 'self'; script-src 'self' 'wasm-unsafe-eval'; " +
	"style-src 'self'; img-src 'self' data:; connect-src 'self'; manifest-src 'self'; " +
	"worker-src 'self'; object-src 'none'; base-uri 'self'; form-action 'self'"

// serviceWorker is the page's service worker (a template for go-app, which
// fills in the version and the files to cache): network first, the cache of
// this version when the network fails, and never two versions in one page.
// It replaces go-app's default worker, which answers from its cache first
// and so showed returning visitors the previous deploy.
//
//go:embed serviceworker.js
var serviceWorker string

// handler describes the page to go-app. version identifies the build;
// cacheable lists the files under /web that the service worker keeps for
// offline use, beside go-app's own (the page, its scripts, the manifest).
func handler(version string, cacheable []string) *app.Handler {
	return &app.Handler{
		Name:        "Stones",
		ShortName:   "Stones",
		Title:       "Stones: who wins a take-away game",
		Description: description(),
		Lang:        "en",
		Icon: app.Icon{
			Default: "/web/icon-192.png",
			Large:   "/web/icon-512.png",
			SVG:     "/web/icon.svg",
		},
		BackgroundColor:       "#f7f6f2",
		ThemeColor:            "#2166ac",
		LoadingLabel:          "Loading Stones…",
		Styles:                []string{"/web/stones.css"},
		RawHeaders:            []string{themeScript, versionMeta(version)},
		Version:               version,
		CacheableResources:    cacheable,
		ServiceWorkerTemplate: serviceWorker,
	}
}

// themeScript sets the colour theme and marks a link to a configuration
// as pending (web/theme.js). It is loaded without defer or async, in the
// head: the browser runs it before it paints the body, so a dark system
// never sees the light page first, and a link never shows the pre-rendered
// default game. (The Content-Security-Policy allows no inline script.)
const themeScript = `<script src="/web/theme.js"></script>`

// versionMeta names the build in the page, where the service worker and
// the tests read it: <meta name="stones-version" content="…">.
func versionMeta(version string) string {
	return `<meta name="stones-version" content="` + version + `">`
}

// description says what the page offers, for search engines and link
// previews: the families of the registry by their titles.
func description() string {
	var titles []string
	for _, f := range solver.Families() {
		titles = append(titles, f.Title)
	}
	return "Explore take-away games in the browser (" + strings.Join(titles, ", ") + "): who wins from every heap size, graph or board, " +
		"the periods of the outcomes and nim-values, and the winning moves from any heap or several heaps."
}

// generate writes the static site into dir (writeSite) and the
// precompressed forms of its files (compressSite).
func generate(dir, webDir, wasmExec string) error {
	if err := writeSite(dir, webDir, wasmExec); err != nil {
		return err
	}
	return compressSite(dir)
}

// writeSite writes the static site into dir. The WebAssembly binary must be
// at dir/web/app.wasm already. The files of
// webDir (the stylesheet, the icon) are copied into dir/web, and wasmExec
// (the Go toolchain's JS glue) over go-app's own copy. Every file then in
// dir/web is part of the service worker's offline copy.
func writeSite(dir, webDir, wasmExec string) error {
	if _, err := os.Stat(filepath.Join(dir, "web", "app.wasm")); err != nil {
		return fmt.Errorf("generate: build the WebAssembly first (make build): %w", err)
	}
	if err := copyAssets(webDir, filepath.Join(dir, "web")); err != nil {
		return fmt.Errorf("generate: %w", err)
	}
	for _, size := range []int{192, 512} {
		if err := writeIcon(filepath.Join(dir, "web", fmt.Sprintf("icon-%d.png", size)), size); err != nil {
			return fmt.Errorf("generate: %w", err)
		}
	}
	cacheable, err := webFiles(dir)
	if err != nil {
		return fmt.Errorf("generate: %w", err)
	}
	version, err := siteVersion(dir, cacheable, wasmExec)
	if err != nil {
		return fmt.Errorf("generate: %w", err)
	}
	if err := app.GenerateStaticWebsite(dir, handler(version, cacheable)); err != nil {
		return fmt.Errorf("generate: %w", err)
	}
	if err := copyFile(wasmExec, filepath.Join(dir, "wasm_exec.js")); err != nil {
		return fmt.Errorf("generate: %w", err)
	}
	if err := tidyScript(filepath.Join(dir, "app.js")); err != nil {
		return err
	}
	return tidyIndex(filepath.Join(dir, "index.html"))
}

// siteVersion names a build: a hash of the files of dir/web (the
// WebAssembly, the stylesheet, the scripts, the icons; webFiles lists them),
// the JS glue and the service worker's template. Any change to a file the
// service worker keeps for offline use is a new version, so that the worker
// of the new deploy replaces the old copy.
func siteVersion(dir string, webFiles []string, wasmExec string) (string, error) {
	h := sha256.New()
	for _, name := range append(slices.Clone(webFiles), wasmExec) {
		if strings.HasPrefix(name, "/web/") {
			name = filepath.Join(dir, filepath.FromSlash(name))
		}
		b, err := os.ReadFile(name)
		if err != nil {
			return "", err
		}
		fmt.Fprintf(h, "%s %d\n", filepath.Base(name), len(b))
		h.Write(b)
	}
	io.WriteString(h, serviceWorker)
	return hex.EncodeToString(h.Sum(nil)[:8]), nil
}

// webFiles lists the files of dir/web by their paths on the site
// ("/web/app.wasm"), without the precompressed forms: a browser asks for the
// plain name.
func webFiles(dir string) ([]string, error) {
	entries, err := os.ReadDir(filepath.Join(dir, "web"))
	if err != nil {
		return nil, err
	}
	var files []string
	for _, e := range entries {
		ext := path.Ext(e.Name())
		if e.Type().IsRegular() && ext != ".br" && ext != ".gz" {
			files = append(files, "/web/"+e.Name())
		}
	}
	return files, nil
}

// scriptFixes are the changes generate makes to go-app's app.js, each with
// what it replaces. generate fails when go-app's script no longer holds
// the text replaced, so that an upgrade of go-app is looked at.
var scriptFixes = []struct{ old, new string }{
	// go-app skips the WebAssembly for a link that says wasm=false: the link
	// would show the pre-rendered default game, not the game it asks for,
	// and no word about its unknown key. Every link runs the program.
	{`return urlParams.get("wasm") !== "false";`, `return true; // Stones: every link runs the page's program (app/site.go)`},
	// go-app reads the WebAssembly through a stream of its own to show the
	// percentage loaded, which the page's loading label does not show.
	// Stones' page does not read it at all: the solver's worker downloads
	// and compiles it (compiledInWorker), and the page's argument is the
	// promise of its first paint (paintedFirst), which the program's start
	// waits for.
	{`fetchWithProgress("/web/app.wasm", showProgress)`, `(window.stonesPainted = ` + paintedFirst + `)`},
	// The module comes from the worker, and is instantiated in a task of
	// its own.
	{`let instantiateStreaming = WebAssembly.instantiateStreaming;`, `let instantiateStreaming = WebAssembly.compileStreaming && (async (painted, imports) => { const module = await ` + compiledInWorker + `; ` + nextTaskJS + ` return { module, instance: await WebAssembly.instantiate(module, imports) }; });`},
	// A browser without WebAssembly.compileStreaming (go-app's own way
	// then) fetches the program once the page is painted.
	{`const source = await (await resp).arrayBuffer();`, `await resp; const source = await (await fetch("/web/app.wasm")).arrayBuffer();`},
	// The program's start is one long task (the Go runtime, and V8
	// compiling the functions it first calls). When the WebAssembly comes
	// before the browser has painted the pre-rendered page (a fast line, a
	// cached program), that task would hold the first paint back: the
	// page stays blank for it. The program runs once the page is on the
	// screen (paintedFirst).
	//
	// V8 compiles a WebAssembly function the first time it is called, on
	// the thread that calls it, and the module's code is shared by the
	// threads it is sent to: what the worker's start compiles while the
	// page instantiates the module (the runtime, the packages'
	// initialisation), the page's start finds compiled.
	//
	// go-app's script removes its loader as soon as go.run returns, which
	// is when the program first waits: before the task of its own that
	// draws the page (startPageTask). The loader says that the program has
	// taken over (the stylesheet, via theme.js, and the browser tests read
	// it so), so it goes once the first drawing is done (drawnFirst).
	{"    go.run(wasm.instance);", "    window.stonesModule = wasm.module;\n    " + workerGo + "\n    await window.stonesPainted;\n    " + nextTaskJS + "\n    " + drawnFirst + "\n    await Promise.race([drawn, go.run(wasm.instance)]);"},
}

// paintedFirst is a promise, in go-app's script, kept once the browser has
// shown the pre-rendered page: its first contentful paint has been
// presented (the paint timing entry is reported only then), and two frames
// more have begun, so that a part of the page parsed after that paint is
// on the screen too; or after a second, in a tab that paints nothing (a
// hidden one). A frame's callback alone was not enough: on a busy machine
// the compositor presented the frame 100 ms after its callback, after the
// program had taken over, so that the page's largest paint became the
// program's drawing rather than the pre-rendered page's.
const paintedFirst = `new Promise((painted) => { setTimeout(painted, 1000); ` +
	`const frames = () => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(painted, 0))); ` +
	`try { new PerformanceObserver((list, o) => { if (list.getEntriesByName("first-contentful-paint").length) { o.disconnect(); frames(); } }).observe({ type: "paint", buffered: true }); } ` +
	`catch (err) { frames(); } })`

// drawnFirst, in go-app's script, is a promise kept by the page's program
// once it has drawn the page (explorer.OnMount calls window.stonesDrew).
// The script waits for it or for the program's end, whichever comes
// first, so that a program that stops before drawing still lets the
// loader go, as go-app's own script did.
const drawnFirst = `const drawn = new Promise((drew) => (window.stonesDrew = drew));`

// nextTaskJS, in go-app's script, waits for a task of its own.
const nextTaskJS = `await new Promise((next) => setTimeout(next, 0));`

// compiledInWorker, in go-app's script, is the promise of the compiled
// program. The solver's worker, which runs the same program
// (web/solver-worker.js), is started at once and asked to download and
// compile the page's version of it ({compile: version}): it sends the
// module back, with what its download cost (the Performance API's entries
// of the worker, which the page keeps in window.stonesFetched), and then
// runs it once the page says {go} (workerGo). The compilation is then
// none of the page's thread: V8 receives a streamed program on the thread
// that compiles it, part by part, and finishes it there (40–60 ms of the
// page's thread, in tasks of up to 120 ms on the clock, before).
//
// The page compiles the program itself when the worker cannot: the
// browser has no workers, the worker fails (stonesFailed: the analyses
// then run in the page), or it has not sent the module after 5 s. The
// timeout also serves a headless browser's virtual time (Chromium's
// --virtual-time-budget, as in screenshots), which runs on while only a
// worker works: the timeout comes at once, and the page's own
// compilation holds the virtual clock as before. The page asks for the
// worker's address, which the browser's cache may then answer. The
// worker's module message is the page's alone: its other messages are
// the analyst's (analyst_js.go).
const compiledInWorker = `new Promise((compiled, failed) => { let own = false; ` +
	`const version = document.querySelector('meta[name="stones-version"]')?.content || ""; ` +
	`const here = () => { if (!own) { own = true; painted.then(() => WebAssembly.compileStreaming(fetch("/web/app.wasm?version=" + encodeURIComponent(version)))).then(compiled, failed); } }; ` +
	`try { const w = (window.stonesWorker = new Worker("/web/solver-worker.js")); ` +
	`w.addEventListener("message", (e) => { if (e.data && e.data.module) { e.stopImmediatePropagation(); window.stonesFetched = e.data.fetched; compiled(e.data.module); } else if (e.data && e.data.failed) { w.stonesFailed = true; here(); } }); ` +
	`w.addEventListener("error", () => { w.stonesFailed = true; here(); }); ` +
	`w.postMessage({ compile: version }); setTimeout(here, 5000); } catch (err) { here(); } })`

// workerGo, in go-app's script, lets the worker run the program it
// compiled, once the page has instantiated its module: the page's
// instantiation, beside the worker's start, once waited a second with its
// thread idle.
const workerGo = `if (window.stonesWorker) window.stonesWorker.postMessage({ go: true });`

// tidyScript makes the scriptFixes to go-app's app.js.
func tidyScript(name string) error {
	b, err := os.ReadFile(name)
	if err != nil {
		return fmt.Errorf("generate: %w", err)
	}
	s := string(b)
	for _, f := range scriptFixes {
		if !strings.Contains(s, f.old) {
			return fmt.Errorf("generate: %s no longer holds %s: see scriptFixes in app/site.go", name, f.old)
		}
		s = strings.Replace(s, f.old, f.new, 1)
	}
	return os.WriteFile(name, []byte(s), 0o644)
}

// ogURL matches the og:url that go-app writes with the address of its
// temporary generating server.
var ogURL = regexp.MustCompile(`<meta (property="og:url" content="[^"]*"|content="[^"]*" property="og:url")>\n?`)

// falseBooleans matches the boolean attributes go-app writes as "false"
// into the pre-rendered page: HTML reads any value of checked or selected
// as true, so the static page would show every choice chosen.
var falseBooleans = regexp.MustCompile(` (checked|selected)="false"`)

// bareARIA matches the ARIA attributes go-app writes without a value when
// they are true: an empty aria-hidden or aria-pressed means "undefined".
var bareARIA = regexp.MustCompile(` (aria-[a-z]+)([ >])`)

// tidyIndex fixes four things go-app writes into index.html: a viewport
// that forbids zooming (people who need larger text must be able to zoom),
// an og:url that names the generator's temporary server, boolean
// attributes written as "false", and ARIA attributes written bare for "true".
func tidyIndex(name string) error {
	b, err := os.ReadFile(name)
	if err != nil {
		return fmt.Errorf("generate: %w", err)
	}
	s := strings.Replace(string(b), "maximum-scale=1, user-scalable=0, ", "", 1)
	s = ogURL.ReplaceAllString(s, "")
	s = falseBooleans.ReplaceAllString(s, "")
	s = bareARIA.ReplaceAllString(s, ` $1="true"$2`)
	return os.WriteFile(name, []byte(s), 0o644)
}

// copyAssets copies the files the page loads from src into dst. The
// screenshot is for the README, not for the site.
func copyAssets(src, dst string) error {
	entries, err := os.ReadDir(src)
	if err != nil {
		return err
	}
	if err := os.MkdirAll(dst, 0o755); err != nil {
		return err
	}
	for _, e := range entries {
		if e.IsDir() || e.Name() == "screenshot.png" || strings.HasPrefix(e.Name(), ".") {
			continue
		}
		if err := copyFile(filepath.Join(src, e.Name()), filepath.Join(dst, e.Name())); err != nil {
			return err
		}
	}
	return nil
}

func copyFile(src, dst string) error {
	in, err := os.Open(src)
	if err != nil {
		return err
	}
	defer in.Close()
	out, err := os.Create(dst)
	if err != nil {
		return err
	}
	if _, err := io.Copy(out, in); err != nil {
		out.Close()
		return err
	}
	return out.Close()
}

// siteHandler serves the static site in dir as Netlify does (netlify.toml):
// the same security headers, no-cache for every file (none is
// content-hashed: a browser revalidates each, as Netlify's max-age=0 with
// must-revalidate makes it), application/wasm for the binary, and index.html for any
// path without a file extension, so that deep links open the page. A
// compressible file is sent as its precompressed .br or .gz (compressSite)
// when the request accepts that encoding, as Netlify compresses on its own.
func siteHandler(dir string) http.Handler {
	files := http.FileServer(http.Dir(dir))
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		h := w.Header()
		h.Set("Content-Security-Policy", contentSecurityPolicy)
		h.Set("X-Content-Type-Options", "nosniff")
		h.Set("Referrer-Policy", "strict-origin-when-cross-origin")
		p := path.Clean("/" + r.URL.Path)
		page := path.Ext(p) == ""
		if page {
			// The page itself, under any path.
			p = "/index.html"
		}
		h.Set("Cache-Control", "no-cache")
		if ct := contentTypes[path.Ext(p)]; ct != "" {
			h.Set("Content-Type", ct)
		}
		if compressible[path.Ext(p)] {
			h.Add("Vary", "Accept-Encoding")
			if servePrecompressed(w, r, filepath.Join(dir, filepath.FromSlash(p))) {
				return
			}
		}
		if page {
			// Without FileServer's redirect of /index.html to /.
			http.ServeFile(w, r, filepath.Join(dir, "index.html"))
			return
		}
		files.ServeHTTP(w, r)
	})
}

// contentTypes are the types siteHandler sets itself: those Go's table
// lacks (wasm, webmanifest), and every compressible file's, since a
// precompressed body cannot be sniffed.
var contentTypes = map[string]string{
	".html":        "text/html; charset=utf-8",
	".js":          "text/javascript; charset=utf-8",
	".css":         "text/css; charset=utf-8",
	".wasm":        "application/wasm",
	".svg":         "image/svg+xml",
	".webmanifest": "application/manifest+json",
	".json":        "application/json",
}

// servePrecompressed answers a GET or HEAD without Range with name.br or
// name.gz, the first that the request accepts and that is at least as new
// as name, and reports whether it did. Ranges go to the plain file: a range
// of compressed bytes is not what a client asking for part of the file means.
func servePrecompressed(w http.ResponseWriter, r *http.Request, name string) bool {
	if (r.Method != http.MethodGet && r.Method != http.MethodHead) || r.Header.Get("Range") != "" {
		return false
	}
	plain, err := os.Stat(name)
	if err != nil || !plain.Mode().IsRegular() {
		return false
	}
	for _, e := range encodings {
		if !accepts(r.Header.Get("Accept-Encoding"), e.coding) {
			continue
		}
		f, err := os.Open(name + e.suffix)
		if err != nil {
			continue
		}
		defer f.Close()
		info, err := f.Stat()
		if err != nil || info.ModTime().Before(plain.ModTime()) {
			continue // a plain file rebuilt since: its compressed forms are stale
		}
		w.Header().Set("Content-Encoding", e.coding)
		http.ServeContent(w, r, name, plain.ModTime(), f)
		return true
	}
	return false
}
