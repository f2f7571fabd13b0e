// Package site builds and serves the Stones page's static site, natively:
// the generator (Generate, Write: go-app's pre-rendered page, its scripts
// tidied, the assets, the service worker and the icons of icon.go), the
// precompressed forms of its files (Compress, compress.go), and the
// development server that sends the deploy's headers (Handler, Serve,
// server.go). The page's program (package main, app/) registers its route
// before it calls Generate. Nothing of it goes into the WebAssembly.
package site

import (
	"crypto/sha256"
	_ "embed"
	"encoding/hex"
	"fmt"
	"io"
	"net/url"
	"os"
	"path"
	"path/filepath"
	"regexp"
	"slices"
	"strings"

	"github.com/maxence-charriere/go-app/v9/pkg/app"

	"stones/solver"
	"stones/web"
)

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

// Generate writes the static site into dir (Write) and the
// precompressed forms of its files (Compress).
func Generate(dir, webDir, wasmExec string) error {
	if err := Write(dir, webDir, wasmExec); err != nil {
		return err
	}
	return Compress(dir)
}

// Write writes the static site into dir. The WebAssembly binary must be
// at dir/web/app.wasm already. The files of
// webDir (the stylesheet, the icon) are copied into dir/web, and wasmExec
// (the Go toolchain's JS glue) over go-app's own copy. Every file then in
// dir/web is part of the service worker's offline copy.
func Write(dir, webDir, wasmExec string) error {
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
	return tidyIndex(filepath.Join(dir, "index.html"), version)
}

// siteVersion names a build: a hash of the files of dir/web (the
// WebAssembly, the stylesheet, the scripts, the icons; webFiles lists them),
// the JS glue, the service worker's template and the page's start
// (web/start.js, in go-app's app.js). Any change to a file the
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
	io.WriteString(h, web.Start)
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

// startHook is the one change Stones makes to go-app's app.js: go-app's
// call of its loader (goappInitWebAssembly, the last statement its script
// runs) comes out, and the page's own start (web/start.js, which says what
// it changes) goes at the end of the script, where it runs as go-app's
// loader did. generate fails when go-app's script no longer holds the call,
// so that an upgrade of go-app is looked at.
const startHook = "goappInitWebAssembly();\n"

// tidyScript makes startHook's change to go-app's app.js.
func tidyScript(name string) error {
	b, err := os.ReadFile(name)
	if err != nil {
		return fmt.Errorf("generate: %w", err)
	}
	s := string(b)
	if !strings.Contains(s, startHook) {
		return fmt.Errorf("generate: %s no longer calls goappInitWebAssembly: see startHook in app/site/site.go", name)
	}
	s = strings.Replace(s, startHook, "// Stones starts the program itself: web/start.js, at the end of this script.\n", 1)
	s += "\n" + web.Start
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
// It also names the build's version in the address of every file of
// Versioned (versionFiles).
func tidyIndex(name, version string) error {
	b, err := os.ReadFile(name)
	if err != nil {
		return fmt.Errorf("generate: %w", err)
	}
	s := strings.Replace(string(b), "maximum-scale=1, user-scalable=0, ", "", 1)
	s = ogURL.ReplaceAllString(s, "")
	s = falseBooleans.ReplaceAllString(s, "")
	s = bareARIA.ReplaceAllString(s, ` $1="true"$2`)
	if s, err = versionFiles(s, version); err != nil {
		return fmt.Errorf("generate: %s: %w", name, err)
	}
	return os.WriteFile(name, []byte(s), 0o644)
}

// Versioned are the files the page loads before its program runs, its
// stylesheets and scripts, which it asks for under the build's version
// (/app.js?version=…; versionFiles): the server lets a browser keep them
// for a year without asking again (Handler, netlify.toml), since the next
// build's page asks for other addresses. So the frames of a course page
// after the first take them from the browser's memory, with no request,
// where each was revalidated through the service worker before the frame's
// scripts could run (BENCH.md). The service worker keeps them under their
// plain names and answers for its own version (serviceworker.js, cached
// and otherVersion); the program
// (web/app.wasm, asked for under its version by the worker) and the page
// are revalidated as before, so that a deploy shows on the next load.
var Versioned = []string{"/app.css", "/web/stones.css", "/wasm_exec.js", "/app.js", "/web/theme.js"}

// versionFiles returns page with every address of a file of Versioned,
// written "/app.js" in an attribute, followed by ?version=version. A file
// the page does not name is an error, so that a change of go-app's page
// is looked at.
func versionFiles(page, version string) (string, error) {
	for _, f := range Versioned {
		quoted := `="` + f + `"`
		if !strings.Contains(page, quoted) {
			return "", fmt.Errorf("the page no longer loads %s: see Versioned in app/site/site.go", f)
		}
		page = strings.ReplaceAll(page, quoted, `="`+f+"?version="+url.QueryEscape(version)+`"`)
	}
	return page, nil
}

// copyAssets copies the files the page loads from src into dst. The
// screenshot is for the README, not for the site, and the scripts that
// go into go-app's files (package web) are not served on their own.
func copyAssets(src, dst string) error {
	entries, err := os.ReadDir(src)
	if err != nil {
		return err
	}
	if err := os.MkdirAll(dst, 0o755); err != nil {
		return err
	}
	for _, e := range entries {
		if e.IsDir() || e.Name() == "screenshot.png" || strings.HasPrefix(e.Name(), ".") || slices.Contains(web.Generated, e.Name()) {
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
