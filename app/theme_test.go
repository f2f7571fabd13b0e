//go:build !js

package main

import (
	"net/http"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/cdproto/emulation"
	"github.com/chromedp/chromedp"
)

// TestTheme: the page takes the system's theme before its program runs, a
// choice made with the toggle (by mouse or keyboard) outlives a reload, a
// kept choice wins over the system, and without one the page follows the
// system as it changes; every change is announced by the event
// "stones-theme".
func TestTheme(t *testing.T) {
	br := startBrowser(t, 40*time.Second)
	b := br.tab
	const darkBg, lightBg = "rgb(18, 20, 22)", "rgb(247, 246, 242)"
	system := func(scheme string) {
		t.Helper()
		if _, err := chromedp.Call(b.ctx, emulation.SetEmulatedMedia, emulation.SetEmulatedMediaParams{
			Features: []*emulation.MediaFeature{{Name: "prefers-color-scheme", Value: scheme}},
		}); err != nil {
			t.Fatalf("emulating a %s system: %v", scheme, err)
		}
	}
	theme := func(want, bg, when string) {
		t.Helper()
		got := b.eval(`document.documentElement.dataset.theme + " " + getComputedStyle(document.body).backgroundColor`)
		if got != want+" "+bg {
			t.Errorf("%s: theme and background %q, want %q", when, got, want+" "+bg)
		}
	}

	// A dark system, and a page whose program never comes: the pre-rendered
	// page and go-app's loading screen are dark already.
	system("dark")
	site := *br.site.Load()
	br.handle(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if r.URL.Path == "/web/app.wasm" {
			http.Error(w, "held back by the test", http.StatusServiceUnavailable)
			return
		}
		site.ServeHTTP(w, r)
	}))
	b.run("opening the page without its program", chromedp.Navigate(br.base+"/?moves=1,3,4"))
	theme("dark", darkBg, "a dark system, before the program")
	// go-app's loader is a small status on a card of the theme.
	if got := b.eval(`getComputedStyle(document.getElementById("app-wasm-loader")).backgroundColor`); got != "rgb(27, 30, 33)" {
		t.Errorf("go-app's loading status is %s on a dark system, want the dark theme's card, rgb(27, 30, 33)", got)
	}
	if got := b.eval(`document.querySelector('meta[name="theme-color"]').content`); got != "#2166ac" {
		t.Errorf("theme-color = %s, want the accent #2166ac (never white)", got)
	}
	for _, p := range br.takeConsole() {
		if !strings.Contains(p, "loading wasm failed") && !strings.Contains(p, "503") {
			t.Errorf("console: %s", p)
		}
	}

	// The toggle, by mouse: light is kept, and outlives a reload.
	br.site.Store(&site)
	b.open(br.base, "moves=1,3,4", 100)
	theme("dark", darkBg, "a dark system")
	b.until("the toggle pressed on a dark page", `document.getElementById("theme-toggle").getAttribute("aria-pressed") === "true"`)
	b.eval(`window.themeEvents = 0; addEventListener("stones-theme", () => window.themeEvents++); ""`)
	b.run("choosing light", chromedp.Click(chromedp.CSS("#theme-toggle")))
	b.until("the light theme", `document.documentElement.dataset.theme === "light" && document.getElementById("theme-toggle").getAttribute("aria-pressed") === "false"`)
	theme("light", lightBg, "after choosing light")
	if got := b.eval(`String(localStorage.getItem("stones-theme")) + " " + window.themeEvents + " " + location.search`); got != "light 1 ?moves=1,3,4" {
		t.Errorf("after choosing light: stored choice, events and query = %q, want %q", got, "light 1 ?moves=1,3,4")
	}
	b.run("reloading", chromedp.Reload())
	theme("light", lightBg, "a reload after choosing light on a dark system")

	// By keyboard: back to dark, the system's own, which forgets the choice.
	b.until("the program", `!document.getElementById("app-wasm-loader")`)
	b.run("choosing dark by keyboard", chromedp.Focus(chromedp.CSS("#theme-toggle")), chromedp.KeyEvent("\r"))
	b.until("the dark theme", `document.documentElement.dataset.theme === "dark" && document.getElementById("theme-toggle").getAttribute("aria-pressed") === "true"`)
	if got := b.eval(`String(localStorage.getItem("stones-theme"))`); got != "null" {
		t.Errorf("choosing the system's own theme kept %q, want no choice kept", got)
	}

	// Without a kept choice the page follows the system as it changes.
	b.eval(`window.themeEvents = 0; addEventListener("stones-theme", () => window.themeEvents++); ""`)
	system("light")
	b.until("the light theme of a light system", `document.documentElement.dataset.theme === "light" && window.themeEvents === 1`)

	// A light system with dark kept: dark, from the first paint.
	b.eval(`localStorage.setItem("stones-theme", "dark"); ""`)
	b.run("reloading", chromedp.Reload())
	theme("dark", darkBg, "a light system with dark kept")
	b.until("the toggle pressed with dark kept", `!document.getElementById("app-wasm-loader") && document.getElementById("theme-toggle").getAttribute("aria-pressed") === "true"`)
}
