//go:build !js

package main

import (
	"encoding/json"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"

	"stones/solver/periodic"
)

// The compare view in headless Chromium: each variant's strip shows the
// outcomes and the period that the command line prints for the variant's
// own link, the cells that differ from normal play are outlined, a
// variant's name opens it on its own, the toggle opens and closes the
// view, and at 390 px nothing is wider than the screen.
func TestCompareView(t *testing.T) {
	br := startBrowser(t, 120*time.Second)
	b, base := br.tab, br.base
	stones := buildCLI(t)

	type row struct {
		Name, Href, Letters, Outcomes, Period string
		Outlined                              []int
	}
	rows := func() []row {
		t.Helper()
		var rs []row
		js := `JSON.stringify([...document.querySelectorAll("#compare .compare-row")].map(r => ({
			name: r.dataset.variant,
			href: r.querySelector(".compare-name a").getAttribute("href"),
			letters: [...r.querySelectorAll(".compare-cell")].map(c => c.textContent).join(""),
			outcomes: r.querySelector(".compare-cells")?.dataset.outcomes ?? "",
			period: r.querySelector(".compare-period").textContent,
			outlined: [...r.querySelectorAll(".compare-cell")].flatMap((c, i) => c.classList.contains("diff") ? [i] : []),
		})))`
		if err := json.Unmarshal([]byte(b.eval(js)), &rs); err != nil {
			t.Fatalf("reading the compare view: %v", err)
		}
		return rs
	}

	for _, tc := range []struct {
		query  string
		length int
	}{
		{"moves=1,3,4&len=60&view=compare", 60},
		{"game=parity&moves=2,5,7&len=45&view=compare", 45},
		{"moves=1-3&len=250&view=compare", 250},
	} {
		b.run("opening "+tc.query, chromedp.Navigate(base+"/?"+tc.query))
		b.until("the compare view of "+tc.query, `!document.getElementById("app-wasm-loader") && document.querySelectorAll("#compare .compare-row").length === 6`)
		rs := rows()
		drawn := min(tc.length, mostCompared)
		var normal string
		for i, r := range rs {
			if r.Name == "" || !strings.HasPrefix(r.Href, "/?") {
				t.Fatalf("%s: row %d is %+v, want a variant with a link", tc.query, i, r)
			}
			cli := runCLI(t, stones, strings.TrimPrefix(r.Href, "/?"))
			if cli.Len != tc.length {
				t.Errorf("%s: the link of %s lists %d heaps, want the page's %d", tc.query, r.Name, cli.Len, tc.length)
			}
			if want := cli.Outcomes[:drawn]; r.Letters != want || r.Outcomes != want {
				t.Errorf("%s: %s's strip shows %s (data-outcomes %s), want the CLI's %s", tc.query, r.Name, r.Letters, r.Outcomes, want)
			}
			if want := periodWords(cli.OutcomePeriod, cli.OutcomeSearch); r.Period != want {
				t.Errorf("%s: %s's period reads %q, want %q from the CLI", tc.query, r.Name, r.Period, want)
			}
			if i == 0 {
				normal = cli.Outcomes
				if !strings.Contains(r.Name, "Normal") {
					t.Errorf("%s: the first row is %s, want normal play", tc.query, r.Name)
				}
			}
			var differ []int
			for n := range drawn {
				if a, v := normal[n], cli.Outcomes[n]; a != v && a != '-' && v != '-' {
					differ = append(differ, n)
				}
			}
			if !slices.Equal(r.Outlined, differ) {
				t.Errorf("%s: %s outlines heaps %v, want those that differ from normal play %v", tc.query, r.Name, r.Outlined, differ)
			}
		}
		if drawn < tc.length {
			if note := b.text("#compare-note"); !strings.Contains(note, "The strips draw heaps 0–199; the counts below cover all 250 heaps compared.") {
				t.Errorf("%s: the note reads %q, want it to say that 200 of the 250 heaps are drawn", tc.query, note)
			}
		}
	}

	// The summary counts the differences; the misère strip of {1, 3, 4} is
	// normal play's shifted.
	b.run("opening 1,3,4", chromedp.Navigate(base+"/?moves=1,3,4&len=60&view=compare"))
	b.until("the compare view", `!document.getElementById("app-wasm-loader") && document.querySelectorAll("#compare .compare-row").length === 6`)
	if got := b.text("#compare-summary"); !strings.Contains(got, "Misère play: differs from normal play at 36 of 60 heaps: 0, 1, 2, 3, 7, 8,") ||
		!strings.Contains(got, "Partizan, Left and Right alike: the same outcomes as normal play at all 60 heaps.") {
		t.Errorf("the summary reads %q", got)
	}
	if got := b.eval(`document.querySelector('#compare .compare-row[data-variant="Misère play"] .compare-cells').getAttribute("aria-label")`); !strings.HasPrefix(got, "Misère play, outcomes from heap 0: N P N P N N N N P N; from heap 10:") {
		t.Errorf("the misère strip's text equivalent reads %q", got)
	}

	// A variant's name opens it on its own.
	b.run("opening no-repeat k = 2", chromedp.Click(chromedp.CSS(`#compare .compare-row[data-variant="No-repeat, k = 2"] .compare-name a`)))
	b.until("the no-repeat game with k = 2", `location.search.includes("norepeat=2") && !document.querySelector("#compare .compare-row") && document.getElementById("game-title")?.textContent.includes("the last 2 moves") && document.getElementById("game-title")?.textContent.includes("0–59")`)
	want := runCLI(t, stones, strings.TrimPrefix(b.eval(`location.search`), "?"))
	b.until("its strip", `document.querySelectorAll("#strip-values li").length > 0`)
	if got := b.eval(`[...document.querySelectorAll("#strip-values li")].slice(0, 30).map(c => c.dataset.outcome).join("")`); got != want.Outcomes[:30] {
		t.Errorf("the no-repeat game opened from the comparison shows %s, want the CLI's %s", got, want.Outcomes[:30])
	}
	if got := b.eval(`location.search`); strings.Contains(got, "view=compare") {
		t.Errorf("the variant opened on its own keeps the compare view: %s", got)
	}

	// The toggle opens the view and closes it, in the address too.
	b.run("opening 2,5", chromedp.Navigate(base+"/?moves=2,5&len=40"))
	b.until("the offer", `!document.getElementById("app-wasm-loader") && !!document.querySelector("#compare.compare-offer #compare-toggle")`)
	b.run("opening the comparison", chromedp.Click(chromedp.CSS("#compare-toggle")))
	b.until("the compare view of 2,5", `location.search.includes("view=compare") && document.querySelectorAll("#compare .compare-row").length === 6 && document.activeElement.id === "compare-toggle"`)
	b.run("closing it", chromedp.Click(chromedp.CSS("#compare-toggle")))
	b.until("the view closed", `!location.search.includes("view=compare") && !!document.querySelector("#compare.compare-offer")`)

	// A game without a move set offers no comparison.
	b.run("opening an octal game", chromedp.Navigate(base+"/?game=octal&code=0.07&view=compare"))
	b.until("the octal game", `!document.getElementById("app-wasm-loader") && !!document.querySelector("#figure:not(.empty)")`)
	if got := b.eval(`String(!!document.querySelector("#compare, .compare-none:not([hidden])"))`); got != "false" {
		t.Error("an octal game shows the compare view: it has no move set")
	}

	// At 390 px the strips scroll inside their card, not the page.
	b.run("a 390 px screen", chromedp.EmulateViewport(390, 844))
	b.run("opening 1,3,4", chromedp.Navigate(base+"/?moves=1,3,4&len=1000&view=compare"))
	b.until("the compare view", `!document.getElementById("app-wasm-loader") && document.querySelectorAll("#compare .compare-row").length === 6`)
	if w := atoi(t, b.eval(`String(document.documentElement.scrollWidth)`)); w > 390 {
		t.Errorf("at 390 px the page is %d px wide", w)
	}
	if n := atoi(t, b.eval(`String(document.getElementsByTagName("*").length)`)); n > 2500 {
		t.Errorf("the compare view of 1,000 heaps makes %d elements, want at most 2,500", n)
	} else {
		t.Logf("elements with the compare view at len=1000: %d", n)
	}
}

// cliResult is what the CLI prints that the compare view shows.
type cliResult struct {
	Config        string
	Outcomes      string
	OutcomePeriod *periodic.Period
	OutcomeSearch int
	Len           int
}

// buildCLI builds cmd/stones for the test and returns its path.
func buildCLI(t *testing.T) string {
	t.Helper()
	bin := filepath.Join(t.TempDir(), "stones")
	if out, err := exec.Command("go", "build", "-o", bin, "../cmd/stones").CombinedOutput(); err != nil {
		t.Fatalf("building the CLI: %v\n%s", err, out)
	}
	return bin
}

// runCLI runs stones -json query and decodes what it prints.
func runCLI(t *testing.T, stones, query string) cliResult {
	t.Helper()
	out, err := exec.Command(stones, "-json", query).Output()
	if err != nil {
		t.Fatalf("stones -json %s: %v", query, err)
	}
	var r cliResult
	if err := json.Unmarshal(out, &r); err != nil {
		t.Fatalf("stones -json %s: %v\n%s", query, err, out)
	}
	r.Len = len(r.Outcomes)
	return r
}
