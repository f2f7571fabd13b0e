//go:build !js

package main

import (
	"context"
	"regexp"
	"strings"
	"testing"

	"stones/solver"
	"stones/solver/periodic"
)

// analyzed parses and analyses a configuration as the page does.
func analyzed(t *testing.T, query string) (*solver.Result, solver.Config) {
	t.Helper()
	cfg := mustConfig(t, query)
	r, err := solver.Analyze(context.Background(), cfg, solver.PageLimits, nil)
	if err != nil {
		t.Fatal(err)
	}
	return r, cfg
}

// TestOutcomeFact states the outcomes' period, and what a constant tail
// means in the game's own legend.
func TestOutcomeFact(t *testing.T) {
	for query, want := range map[string]string{
		"game=partizan&left=2,5,9&right=3,4,8&len=30": "From heap 10 on, the outcomes are constant: L, Left wins whoever starts.",
		"game=partizan&left=2,5,9&right=3,5,9&len=30": "From heap 10 on, the outcomes repeat every 7.",
		"game=octal&code=0.77":                        "From heap 1 on, the outcomes are constant: N, the player to move wins (an N-position).",
		"moves=1,5,8,10":                              "From heap 0 on, the outcomes repeat every 13.",
	} {
		r, cfg := analyzed(t, query)
		if got := outcomeFact(r, cfg.Game.Legend()); got != want {
			t.Errorf("outcomeFact(%s) = %q, want %q", query, got, want)
		}
	}
	// Grundy's game is not known to be periodic: the search's extent, in words.
	r, cfg := analyzed(t, "game=grundy&len=50")
	if got := outcomeFact(r, cfg.Game.Legend()); !regexp.MustCompile(`^No period of the outcomes up to [0-9,]+ heap sizes\.$`).MatchString(got) {
		t.Errorf("outcomeFact(game=grundy) = %q, want no period up to the search's extent", got)
	}
}

func TestProofText(t *testing.T) {
	r := &solver.Result{}
	r.OutcomePeriod, r.Proof = &periodic.Period{Period: 4, Proven: true}, "a repeated window of max S values"
	if got, want := proofText(r), "Proven: a repeated window of max S values."; got != want {
		t.Errorf("proofText = %q, want %q", got, want)
	}
	r = &solver.Result{}
	r.Proof = "a closed form for the P-positions (a theorem); no period"
	if got, want := proofText(r), "A closed form for the P-positions (a theorem); no period."; got != want {
		t.Errorf("proofText without a period = %q, want %q", got, want)
	}
	if got := proofText(&solver.Result{}); got != "" {
		t.Errorf("proofText without a proof = %q, want none", got)
	}
}

// TestSafeText lists the safe heaps of Fisher's no-repeat game with
// S = {1, …, 5}: 0, 7, 13, 20, …
func TestSafeText(t *testing.T) {
	r, _ := analyzed(t, "moves=1-5&norepeat=1&len=40")
	if got, want := safeText(r.Safe, 40), "Safe: 0, 7, 13, 20, 26, 33, 39 — the player to move loses whatever the state."; got != want {
		t.Errorf("safeText = %q, want %q", got, want)
	}
	long := []int{0, 7, 13, 20, 26, 33, 39, 46, 52, 59, 65, 72, 78, 85, 91, 98, 104}
	if got, want := safeText(long, 120), "Safe: 0, 7, 13, 20, 26, 33, 39, 46, 52, 59, 65, 72, 78, 85, 91, 98, … — the player to move loses whatever the state."; got != want {
		t.Errorf("safeText(17 heaps) = %q, want %q", got, want)
	}
	if got, want := safeText([]int{}, 50), "No heap below 50 is safe: at each one some state lets the player to move win."; got != want {
		t.Errorf("safeText(none) = %q, want %q", got, want)
	}
}

// TestStripCells writes the text equivalent of the strip of a parity
// game: even piles are no position, written with a dash; the heap asked
// about and every heap's letter are there, as the page's values in view.
func TestStripCells(t *testing.T) {
	p := mount(t)
	p.nav("game=parity&moves=1-4&len=12&n=9")
	page := p.html()
	for heap, want := range map[string][]string{
		"0": {`class="value none"`, `data-outcome="-"`, ">0: –</li>"},
		"9": {`class="value N asked"`, `data-outcome="N"`, ">9: N (asked)</li>"},
	} {
		item := regexp.MustCompile(`<li [^>]*data-heap="` + heap + `"[^>]*>[^<]*</li>`).FindString(page)
		for _, w := range want {
			if !strings.Contains(item, w) {
				t.Errorf("the value of heap %s reads %q, want %s in it", heap, item, w)
			}
		}
	}
	if n := strings.Count(page, `class="value `); n != 12 {
		t.Errorf("the strip lists %d values, want 12", n)
	}
	for _, want := range []string{`id="strip-canvas"`, `role="application"`, `aria-label="The outcome of each heap size, 0 to 11"`, "Values in view: heaps 0–11", `class="strip-view size-0"`} {
		if !strings.Contains(page, want) {
			t.Errorf("the strip lacks %s", want)
		}
	}
}

func TestSentence(t *testing.T) {
	for in, want := range map[string]string{
		"knock down one pin": "Knock down one pin.",
		"ends well.":         "Ends well.",
		"":                   "",
		"éclair":             "Éclair.",
		"k ≥ 1: no repeat":   "k ≥ 1: no repeat.",
		"a heap":             "A heap.",
	} {
		if got := sentence(in); got != want {
			t.Errorf("sentence(%q) = %q, want %q", in, got, want)
		}
	}
}

// TestSizeWords checks that the figure of a game on a sequence of graphs
// speaks of sizes, not heaps: the canvas' name, the values in view and the
// explanation's hint, the control of len and the strip's description,
// where a heap game's say heaps.
func TestSizeWords(t *testing.T) {
	for query, want := range map[string][]string{
		"game=graph&graph=path:10&len=12": {` of each size, 0 to 11"`, "Values in view: sizes 0–11", "Hover, tap or focus a size to see its moves", `aria-label="Why a size has its value"`, "Sizes shown", "Sizes 0 to len − 1", `aria-roledescription="strip of sizes of path:n"`},
		"moves=1,2&len=12":                {` of each heap size, 0 to 11"`, "Values in view: heaps 0–11", "Hover, tap or focus a heap to see its moves", `aria-label="Why a heap has its value"`, "Heap sizes shown", "Heaps 0 to len − 1", `aria-roledescription="strip of heap sizes"`},
	} {
		p := mount(t)
		p.nav(query)
		page := p.html()
		for _, w := range want {
			if !strings.Contains(page, w) {
				t.Errorf("%s: the figure lacks %s", query, w)
			}
		}
	}
}
