//go:build !js

package main

import (
	"image/color"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
)

// TestSiteHandler checks the headers the local server shares with the deploy.
func TestSiteHandler(t *testing.T) {
	dir := t.TempDir()
	for name, body := range map[string]string{
		"index.html":     "<!DOCTYPE html><title>Stones</title>",
		"app-worker.js":  "// worker",
		"web/app.wasm":   "\x00asm",
		"web/stones.css": "body{}",
	} {
		if err := os.MkdirAll(filepath.Dir(filepath.Join(dir, name)), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(filepath.Join(dir, name), []byte(body), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	h := siteHandler(dir)
	tests := []struct {
		path, status, contentType, cache, body string
	}{
		{"/", "200", "text/html", "no-cache", "<title>Stones"},
		{"/?moves=1,5,8,10", "200", "text/html", "no-cache", "<title>Stones"},
		{"/some/deep/link", "200", "text/html", "no-cache", "<title>Stones"},
		{"/web/app.wasm", "200", "application/wasm", "no-cache", "\x00asm"},
		{"/app-worker.js", "200", "javascript", "no-cache", "// worker"},
		{"/web/stones.css", "200", "text/css", "", "body{}"},
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
	b, err := os.ReadFile("../netlify.toml")
	if err != nil {
		t.Fatal(err)
	}
	toml := string(b)
	if !strings.Contains(toml, `Content-Security-Policy = "`+contentSecurityPolicy+`"`) {
		t.Errorf("netlify.toml's Content-Security-Policy differs from app/site.go's:\n%s", contentSecurityPolicy)
	}
	for _, want := range []string{`command = "make build"`, `publish = "dist"`, `GO_VERSION = "1.26.8"`, `to = "/index.html"`} {
		if !strings.Contains(toml, want) {
			t.Errorf("netlify.toml lacks %s", want)
		}
	}
	if strings.Contains(toml, "X-Frame-Options =") || strings.Contains(toml, "immutable") {
		t.Error("netlify.toml must keep the page embeddable and nothing immutable: no file is content-hashed")
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

// TestTidyScript makes go-app's app.js run the program for every link and
// fetch it as the browser can cache it compiled, and refuses a script that
// no longer holds what it replaces.
func TestTidyScript(t *testing.T) {
	dir := t.TempDir()
	name := filepath.Join(dir, "app.js")
	var script strings.Builder
	for _, f := range scriptFixes {
		script.WriteString("  " + f.old + "\n")
	}
	if err := os.WriteFile(name, []byte(script.String()), 0o644); err != nil {
		t.Fatal(err)
	}
	if err := tidyScript(name); err != nil {
		t.Fatal(err)
	}
	b, err := os.ReadFile(name)
	if err != nil {
		t.Fatal(err)
	}
	for _, f := range scriptFixes {
		if got := string(b); strings.Contains(got, f.old) || !strings.Contains(got, f.new) {
			t.Errorf("after tidyScript the script reads %q, want %q replaced by %q", got, f.old, f.new)
		}
	}
	if err := tidyScript(name); err == nil {
		t.Error("tidyScript took a script without go-app's test of wasm=false")
	}
	if h := handler("v"); !slices.Contains(h.RawHeaders, wasmPreload) {
		t.Error("the page does not preload its WebAssembly")
	}
}

// TestTidyIndex: the pre-rendered page lets people zoom, names no
// temporary server, and writes no boolean attribute as "false" (which HTML
// reads as true: every choice would show as chosen before the program runs).
func TestTidyIndex(t *testing.T) {
	name := filepath.Join(t.TempDir(), "index.html")
	page := `<meta name="viewport" content="width=device-width, initial-scale=1, maximum-scale=1, user-scalable=0, viewport-fit=cover">
<meta property="og:url" content="http://127.0.0.1:40000/">
<input type="radio" id="game-octal" checked="false"><input type="radio" id="game-subtraction" checked="true">
<option value="dp" selected="false">`
	if err := os.WriteFile(name, []byte(page), 0o644); err != nil {
		t.Fatal(err)
	}
	if err := tidyIndex(name); err != nil {
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
	if !strings.Contains(got, `id="game-subtraction" checked="true"`) {
		t.Errorf("tidyIndex dropped a true attribute:\n%s", got)
	}
}
