package site

import (
	"bytes"
	"compress/gzip"
	"image/color"
	"io"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/andybalholm/brotli"

	"stones/web"
)

// TestSiteHandler checks the headers the local server shares with the deploy.
func TestSiteHandler(t *testing.T) {
	dir := t.TempDir()
	for name, body := range map[string]string{
		"index.html":     "<!DOCTYPE html><title>Stones</title>",
		"app-worker.js":  "// worker",
		"web/app.wasm":   "\x00asm",
		"web/stones.css": "body{}",
		"web/icon.svg":   "<svg></svg>",
	} {
		if err := os.MkdirAll(filepath.Dir(filepath.Join(dir, name)), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(filepath.Join(dir, name), []byte(body), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	h := Handler(dir)
	tests := []struct {
		path, status, contentType, cache, body string
	}{
		{"/", "200", "text/html", "no-cache", "<title>Stones"},
		{"/?moves=1,5,8,10", "200", "text/html", "no-cache", "<title>Stones"},
		{"/some/deep/link", "200", "text/html", "no-cache", "<title>Stones"},
		{"/web/app.wasm", "200", "application/wasm", "no-cache", "\x00asm"},
		{"/app-worker.js", "200", "javascript", "no-cache", "// worker"},
		{"/web/stones.css", "200", "text/css", keep, "body{}"},
		{"/web/stones.css?version=0123abcd", "200", "text/css", keep, "body{}"},
		{"/web/icon.svg", "200", "image/svg+xml", "no-cache", "<svg"},
		{"/missing.js", "404", "", "", ""},
	}
	for _, tt := range tests {
		t.Run(tt.path, func(t *testing.T) {
			w := httptest.NewRecorder()
			h.ServeHTTP(w, httptest.NewRequest(http.MethodGet, tt.path, nil))
			res := w.Result()
			if got := res.Status[:3]; got != tt.status {
				t.Fatalf("status = %s, want %s", res.Status, tt.status)
			}
			if got := res.Header.Get("Content-Security-Policy"); got != contentSecurityPolicy {
				t.Errorf("Content-Security-Policy = %q, want the site's policy", got)
			}
			if got := res.Header.Get("X-Frame-Options"); got != "" {
				t.Errorf("X-Frame-Options = %q: the figure must stay embeddable", got)
			}
			if tt.status != "200" {
				return
			}
			if got := res.Header.Get("Content-Type"); !strings.Contains(got, tt.contentType) {
				t.Errorf("Content-Type = %q, want %s", got, tt.contentType)
			}
			if got := res.Header.Get("Cache-Control"); got != tt.cache {
				t.Errorf("Cache-Control = %q, want %q", got, tt.cache)
			}
			if got := w.Body.String(); !strings.Contains(got, tt.body) {
				t.Errorf("body = %q, want %q in it", got, tt.body)
			}
		})
	}
}

// TestNetlifyMatchesServer keeps the deploy's policy and the local server's
// the same, so that the browser test runs the page as it is deployed.
func TestNetlifyMatchesServer(t *testing.T) {
	b, err := os.ReadFile("../../netlify.toml")
	if err != nil {
		t.Fatal(err)
	}
	toml := string(b)
	if !strings.Contains(toml, `Content-Security-Policy = "`+contentSecurityPolicy+`"`) {
		t.Errorf("netlify.toml's Content-Security-Policy differs from app/site/server.go's:\n%s", contentSecurityPolicy)
	}
	for _, want := range []string{`command = "make build"`, `publish = "dist"`, `GO_VERSION = "1.26.8"`, `to = "/index.html"`} {
		if !strings.Contains(toml, want) {
			t.Errorf("netlify.toml lacks %s", want)
		}
	}
	if strings.Contains(toml, "X-Frame-Options =") {
		t.Error("netlify.toml must keep the page embeddable")
	}
	// The files of Versioned, and only they, are kept for a year.
	for _, f := range Versioned {
		if block := "for = \"" + f + "\"\n  [headers.values]\n    Cache-Control = \"" + keep + "\""; !strings.Contains(toml, block) {
			t.Errorf("netlify.toml lacks the block\n%s", block)
		}
	}
	if n := strings.Count(toml, "immutable"); n != len(Versioned) {
		t.Errorf("netlify.toml says immutable %d times, want %d: only the files of Versioned are asked for under their version", n, len(Versioned))
	}
}

// TestIcon checks the rasterized icon against its shapes: the tile's corner
// is transparent, the top stone orange, the tile blue.
func TestIcon(t *testing.T) {
	img := drawIcon(192)
	at := func(x, y float64) color.NRGBA { return img.NRGBAAt(int(x*3), int(y*3)) }
	if c := at(0.5, 0.5); c.A != 0 {
		t.Errorf("corner = %v, want transparent", c)
	}
	if c := at(32, 23); c != iconStones[0].c {
		t.Errorf("top stone = %v, want %v", c, iconStones[0].c)
	}
	if c := at(32, 5); c != iconTile {
		t.Errorf("tile = %v, want %v", c, iconTile)
	}
}

// TestTidyScript replaces go-app's loader by the page's start
// (web/start.js) at startHook, and refuses a script that no longer calls
// go-app's loader.
func TestTidyScript(t *testing.T) {
	dir := t.TempDir()
	name := filepath.Join(dir, "app.js")
	const goapp = "goappInitServiceWorker();\ngoappInitWebAssembly();\n\nasync function goappInitWebAssembly() {}\n"
	if err := os.WriteFile(name, []byte(goapp), 0o644); err != nil {
		t.Fatal(err)
	}
	if err := tidyScript(name); err != nil {
		t.Fatal(err)
	}
	b, err := os.ReadFile(name)
	if err != nil {
		t.Fatal(err)
	}
	got := string(b)
	if strings.Contains(got, startHook) || !strings.HasPrefix(got, "goappInitServiceWorker();\n") || !strings.HasSuffix(got, web.Start) {
		t.Errorf("after tidyScript the script reads %q, want go-app's without its call %q and with web/start.js at its end", got, startHook)
	}
	if err := tidyScript(name); err == nil {
		t.Error("tidyScript took a script that does not call go-app's loader")
	}
}

// TestTidyIndex: the pre-rendered page lets people zoom, names no
// temporary server, and writes no boolean attribute as "false" (which HTML
// reads as true: every choice would show as chosen before the program runs).
func TestTidyIndex(t *testing.T) {
	name := filepath.Join(t.TempDir(), "index.html")
	page := `<meta name="viewport" content="width=device-width, initial-scale=1, maximum-scale=1, user-scalable=0, viewport-fit=cover">
<meta property="og:url" content="http://127.0.0.1:40000/">
<meta content="http://127.0.0.1:40001/" property="og:url">
<input type="radio" id="game-octal" checked="false"><input type="radio" id="game-subtraction" checked="true">
<option value="dp" selected="false"><span aria-hidden class="swatch">P</span><span class="track" aria-hidden></span>
<link rel="preload" href="/app.css" as="style"><link rel="stylesheet" href="/app.css"><link rel="stylesheet" href="/web/stones.css">
<script defer src="/wasm_exec.js"></script><script defer src="/app.js"></script><script src="/web/theme.js"></script>
<img src="/web/icon.svg">`
	if err := os.WriteFile(name, []byte(page), 0o644); err != nil {
		t.Fatal(err)
	}
	if err := tidyIndex(name, "0123abcd"); err != nil {
		t.Fatal(err)
	}
	b, err := os.ReadFile(name)
	if err != nil {
		t.Fatal(err)
	}
	got := string(b)
	for _, bad := range []string{"user-scalable=0", "og:url", `checked="false"`, `selected="false"`} {
		if strings.Contains(got, bad) {
			t.Errorf("after tidyIndex the page holds %s:\n%s", bad, got)
		}
	}
	if !strings.Contains(got, `<span aria-hidden="true" class="swatch">`) || !strings.Contains(got, `<span class="track" aria-hidden="true">`) {
		t.Errorf("tidyIndex left a bare ARIA attribute:\n%s", got)
	}
	if !strings.Contains(got, `id="game-subtraction" checked="true"`) {
		t.Errorf("tidyIndex dropped a true attribute:\n%s", got)
	}
	// The files of Versioned are asked for under the version, every time
	// they are named; the others as they were.
	for _, f := range Versioned {
		if strings.Count(got, `="`+f+`?version=0123abcd"`) != strings.Count(page, `="`+f+`"`) || strings.Contains(got, `="`+f+`"`) {
			t.Errorf("tidyIndex did not version each address of %s:\n%s", f, got)
		}
	}
	if !strings.Contains(got, `<img src="/web/icon.svg">`) {
		t.Errorf("tidyIndex changed the icon's address:\n%s", got)
	}
	// A page that no longer loads one of them is refused.
	if err := os.WriteFile(name, []byte(strings.ReplaceAll(page, `"/app.js"`, `"/other.js"`)), 0o644); err != nil {
		t.Fatal(err)
	}
	if err := tidyIndex(name, "0123abcd"); err == nil || !strings.Contains(err.Error(), "/app.js") {
		t.Errorf("tidyIndex of a page without /app.js: %v, want an error naming it", err)
	}
}

// TestPrecompressed: Compress writes a .br and a .gz beside every
// compressible file, and Handler sends the best one the request
// accepts, with the original's type, Vary, the site's headers, and bytes
// that decompress to the plain file; ranges, other methods and PNGs get the
// plain file.
func TestPrecompressed(t *testing.T) {
	dir := t.TempDir()
	files := map[string]string{
		"index.html":           "<!DOCTYPE html><title>Stones</title>" + strings.Repeat("<p>heap</p>", 100),
		"app.js":               strings.Repeat("console.log(1);\n", 50),
		"manifest.webmanifest": `{"name":"Stones"}`,
		"web/app.wasm":         "\x00asm" + strings.Repeat("\x01\x02\x03", 1000),
		"web/stones.css":       strings.Repeat("body{color:red}\n", 50),
		"web/icon.svg":         "<svg></svg>",
		"web/icon-192.png":     "\x89PNG",
	}
	for name, body := range files {
		if err := os.MkdirAll(filepath.Dir(filepath.Join(dir, name)), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(filepath.Join(dir, name), []byte(body), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	if err := Compress(dir); err != nil {
		t.Fatal(err)
	}
	for name := range files {
		for _, suffix := range []string{".br", ".gz"} {
			_, err := os.Stat(filepath.Join(dir, name+suffix))
			if want := !strings.HasSuffix(name, ".png"); (err == nil) != want {
				t.Errorf("%s%s exists: %v, want %v", name, suffix, err == nil, want)
			}
		}
	}

	h := Handler(dir)
	tests := []struct {
		method, path, acceptEncoding, rangeHeader string
		encoding, contentType, file               string
	}{
		{"GET", "/web/app.wasm", "gzip, deflate, br, zstd", "", "br", "application/wasm", "web/app.wasm"},
		{"GET", "/web/app.wasm", "gzip, deflate", "", "gzip", "application/wasm", "web/app.wasm"},
		{"GET", "/web/app.wasm", "", "", "", "application/wasm", "web/app.wasm"},
		{"GET", "/web/app.wasm", "br;q=0, gzip;q=0.5", "", "gzip", "application/wasm", "web/app.wasm"},
		{"GET", "/web/app.wasm", "*", "", "br", "application/wasm", "web/app.wasm"},
		{"GET", "/web/app.wasm", "*;q=0, identity", "", "", "application/wasm", "web/app.wasm"},
		{"GET", "/web/app.wasm", "gzip;q=x", "", "", "application/wasm", "web/app.wasm"},
		{"GET", "/web/app.wasm", "br", "bytes=0-3", "", "application/wasm", "web/app.wasm"},
		{"HEAD", "/web/app.wasm", "br", "", "br", "application/wasm", "web/app.wasm"},
		{"GET", "/", "br", "", "br", "text/html; charset=utf-8", "index.html"},
		{"GET", "/?moves=1,3,4&n=20", "gzip", "", "gzip", "text/html; charset=utf-8", "index.html"},
		{"GET", "/deep/link", "br", "", "br", "text/html; charset=utf-8", "index.html"},
		{"GET", "/app.js", "br", "", "br", "text/javascript; charset=utf-8", "app.js"},
		{"GET", "/web/stones.css", "gzip", "", "gzip", "text/css; charset=utf-8", "web/stones.css"},
		{"GET", "/web/icon.svg", "br", "", "br", "image/svg+xml", "web/icon.svg"},
		{"GET", "/manifest.webmanifest", "br", "", "br", "application/manifest+json", "manifest.webmanifest"},
		{"GET", "/web/icon-192.png", "br, gzip", "", "", "image/png", "web/icon-192.png"},
	}
	for _, tt := range tests {
		t.Run(tt.method+" "+tt.path+" "+tt.acceptEncoding+" "+tt.rangeHeader, func(t *testing.T) {
			r := httptest.NewRequest(tt.method, tt.path, nil)
			r.Header.Set("Accept-Encoding", tt.acceptEncoding)
			if tt.rangeHeader != "" {
				r.Header.Set("Range", tt.rangeHeader)
			}
			w := httptest.NewRecorder()
			h.ServeHTTP(w, r)
			res := w.Result()
			want := files[tt.file]
			wantStatus := http.StatusOK
			if tt.rangeHeader != "" {
				wantStatus, want = http.StatusPartialContent, want[:4]
			}
			if res.StatusCode != wantStatus {
				t.Fatalf("status = %s, want %d", res.Status, wantStatus)
			}
			if got := res.Header.Get("Content-Encoding"); got != tt.encoding {
				t.Errorf("Content-Encoding = %q, want %q", got, tt.encoding)
			}
			if got := res.Header.Get("Content-Type"); got != tt.contentType {
				t.Errorf("Content-Type = %q, want %q", got, tt.contentType)
			}
			wantVary := "Accept-Encoding"
			if tt.file == "web/icon-192.png" {
				wantVary = ""
			}
			if got := res.Header.Get("Vary"); got != wantVary {
				t.Errorf("Vary = %q, want %q", got, wantVary)
			}
			if got := res.Header.Get("Content-Security-Policy"); got != contentSecurityPolicy {
				t.Errorf("Content-Security-Policy = %q, want the site's policy", got)
			}
			if got, want := res.Header.Get("Cache-Control"), cacheControl("/"+tt.file); got != want {
				t.Errorf("Cache-Control = %q, want %q", got, want)
			}
			body := decode(t, tt.encoding, w.Body.Bytes())
			if tt.method == http.MethodHead {
				if len(body) != 0 {
					t.Errorf("HEAD sent %d bytes of body", len(body))
				}
				return
			}
			if string(body) != want {
				t.Errorf("decoded body differs from %s (%d bytes, want %d)", tt.file, len(body), len(want))
			}
		})
	}

	// A plain file rebuilt after its compressed forms is sent plain.
	later := time.Now().Add(time.Hour)
	if err := os.Chtimes(filepath.Join(dir, "app.js"), later, later); err != nil {
		t.Fatal(err)
	}
	r := httptest.NewRequest(http.MethodGet, "/app.js", nil)
	r.Header.Set("Accept-Encoding", "br, gzip")
	w := httptest.NewRecorder()
	h.ServeHTTP(w, r)
	if got := w.Result().Header.Get("Content-Encoding"); got != "" || w.Body.String() != files["app.js"] {
		t.Errorf("a stale app.js.br was sent (Content-Encoding %q)", got)
	}
}

// decode undoes a Content-Encoding.
func decode(t *testing.T, encoding string, b []byte) []byte {
	t.Helper()
	var r io.Reader
	switch encoding {
	case "":
		return b
	case "br":
		r = brotli.NewReader(bytes.NewReader(b))
	case "gzip":
		z, err := gzip.NewReader(bytes.NewReader(b))
		if err != nil {
			t.Fatalf("gzip: %v", err)
		}
		r = z
	}
	out, err := io.ReadAll(r)
	if err != nil {
		t.Fatalf("decoding %s: %v", encoding, err)
	}
	return out
}

// TestSiteVersion: a change to any file the service worker keeps is a new
// version, the same files the same one.
func TestSiteVersion(t *testing.T) {
	dir := t.TempDir()
	write := func(name, body string) {
		t.Helper()
		if err := os.MkdirAll(filepath.Dir(filepath.Join(dir, name)), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(filepath.Join(dir, name), []byte(body), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	write("web/app.wasm", "\x00asm")
	write("web/stones.css", "body{}")
	write("glue.js", "// glue")
	files := []string{"/web/app.wasm", "/web/stones.css"}
	version := func() string {
		t.Helper()
		v, err := siteVersion(dir, files, filepath.Join(dir, "glue.js"))
		if err != nil {
			t.Fatal(err)
		}
		return v
	}
	first := version()
	if again := version(); again != first || len(first) != 16 {
		t.Fatalf("versions %q and %q of the same files, want one 16-digit version", first, again)
	}
	for _, change := range []struct{ name, body string }{
		{"web/stones.css", "body{color:red}"},
		{"web/app.wasm", "\x00asm\x01"},
		{"glue.js", "// new glue"},
	} {
		before := version()
		write(change.name, change.body)
		if after := version(); after == before {
			t.Errorf("a new %s kept version %s", change.name, before)
		}
	}
}
