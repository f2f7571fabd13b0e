//go:build !js

package main

import (
	"net/url"
	"regexp"
	"strings"
	"testing"
	"time"

	"github.com/maxence-charriere/go-app/v9/pkg/app"

	"stones/solver"
)

// TestExplorer mounts the page in go-app's client tester, navigates to a
// configuration, edits it as the handlers do, and reads what it renders.
func TestExplorer(t *testing.T) {
	c := newExplorer()
	d := app.NewClientTester(c)
	defer d.Close()
	// settle runs the UI until the analysis has answered.
	settle := func() {
		t.Helper()
		d.Consume()
		for deadline := time.Now().Add(10 * time.Second); c.cancel != nil; time.Sleep(time.Millisecond) {
			if time.Now().After(deadline) {
				t.Fatal("the analysis did not answer within 10 s")
			}
			d.Consume()
		}
		d.Consume()
	}
	nav := func(query string) {
		t.Helper()
		u, err := url.Parse("/?" + query)
		if err != nil {
			t.Fatal(err)
		}
		d.Nav(u)
		settle()
	}
	html := func() string { return app.HTMLString(c) }

	nav("moves=1,5,8,10&len=20&n=68")
	if c.result == nil {
		t.Fatalf("no result; messages: %v", c.errs)
	}
	if got, want := c.result.Outcomes[:14], "PNPNPNPNNNNNNP"; got != want {
		t.Errorf("outcomes 0..13 = %s, want %s", got, want)
	}
	page := html()
	for heap, want := range map[string]string{"0": "P", "1": "N", "13": "P", "14": "N"} {
		if got := cellOutcome(page, heap); got != want {
			t.Errorf("the cell of heap %s shows %q, want %s", heap, got, want)
		}
	}
	for _, want := range []string{
		"From heap 0 on, the outcomes repeat every 13.",
		"The first player wins: take 1 (leaving 67) or 10 (leaving 58).",
	} {
		if !strings.Contains(page, want) {
			t.Errorf("the page lacks %s", want)
		}
	}
	if n := strings.Count(page, `class="cell `); n != 20 {
		t.Errorf("the page draws %d cells, want 20", n)
	}

	// A good edit rewrites the URL in the normal form, keeping only the keys set.
	c.typeMoves("6,13,14,16", true)
	settle()
	if got, want := c.ui.Page().URL().RawQuery, "moves=6,13,14,16&len=20&n=68"; got != want {
		t.Errorf("after the edit the query is %q, want %q", got, want)
	}
	if got := html(); !strings.Contains(got, "From heap 2 on, the outcomes repeat every 49.") {
		t.Error("after the edit the page does not give the period 49")
	}

	// A bad edit: the solver's message, and the last good result stays.
	last := c.result
	c.typeMoves("1,x", true)
	settle()
	if got, want := c.errs["moves"], `moves: "1,x": "x" is not a positive integer`; got != want {
		t.Errorf("message = %q, want %q", got, want)
	}
	if c.result != last || !strings.Contains(html(), `id="moves-error"`) {
		t.Error("a bad edit replaced the last good result")
	}

	// A bad link reports each bad key beside its control and keeps the good ones.
	nav("moves=1,x&len=40&n=-3")
	if c.errs["moves"] == "" || c.errs["n"] == "" || c.cfg.Len != 40 || c.text["moves"] != "1,x" {
		t.Errorf("bad link: messages %v, len %d, moves text %q", c.errs, c.cfg.Len, c.text["moves"])
	}
	nav("game=octal&code=0.77&play=misere")
	if !strings.Contains(c.errs["query"], "play") {
		t.Errorf("bad key without a control: messages %v, want one about play at the top", c.errs)
	}
}

// TestExplorerFamilies switches between the games as the controls do, and
// checks the address each switch writes and what the heaps panel shows.
func TestExplorerFamilies(t *testing.T) {
	c := newExplorer()
	d := app.NewClientTester(c)
	defer d.Close()
	settle := func() {
		t.Helper()
		d.Consume()
		for deadline := time.Now().Add(10 * time.Second); c.cancel != nil; time.Sleep(time.Millisecond) {
			if time.Now().After(deadline) {
				t.Fatal("the analysis did not answer within 10 s")
			}
			d.Consume()
		}
		d.Consume()
	}
	u, _ := url.Parse("/?moves=1-3&heaps=3,5,7")
	d.Nav(u)
	settle()
	page := app.HTMLString(c)
	for _, want := range []string{
		`id="bits"`,
		"The nim-sum is 1, not 0: the first player wins by a move that makes it 0.",
		"In heap 1 (3), take 1 leaving 2.",
		"In heap 2 (5), take 1 leaving 4.",
		"In heap 3 (7), take 1 leaving 6.",
	} {
		if !strings.Contains(page, want) {
			t.Errorf("the sums page lacks %s", want)
		}
	}
	if got := regexp.MustCompile(`id="nim-sum"[^>]*>([^<]*)<`).FindStringSubmatch(page); got == nil || got[1] != "1" {
		t.Errorf("the nim-sum cell reads %v, want 1", got)
	}

	// Each switch writes the address in place, and the address reopens to
	// the same configuration.
	steps := []struct {
		name  string
		do    func()
		query string
	}{
		{"octal", func() { c.setGame(solver.GameOctal) }, "game=octal&code=0.77&heaps=3,5,7"},
		{"ring preset", func() { c.switchTo(solver.Presets[4].Config) }, "game=octal&code=0.77&circular=1&heaps=3,5,7"},
		{"code", func() { c.typeCode("0.07", true) }, "game=octal&code=0.07&circular=1&heaps=3,5,7"},
		{"back to subtraction", func() { c.setGame(solver.GameSubtraction) }, "moves=1-3&heaps=3,5,7"},
		{"misère", func() { c.setPlay(solver.Misere) }, "moves=1-3&play=misere&heaps=3,5,7"},
		{"named set", func() { c.typeMoves("squares", true) }, "moves=squares&play=misere&heaps=3,5,7"},
		{"normal", func() { c.setPlay(solver.Normal) }, "moves=squares&heaps=3,5,7"},
		{"no heaps", func() { c.typeHeaps("", true) }, "moves=squares"},
	}
	for _, s := range steps {
		s.do()
		settle()
		got := c.ui.Page().URL().RawQuery
		if got != s.query {
			t.Errorf("%s: the address reads %q, want %q", s.name, got, s.query)
		}
		var back explorer
		if !back.load(got) || !back.cfg.Equal(c.cfg) {
			t.Errorf("%s: %q reopens as %q, want %q", s.name, got, back.cfg.Query(), c.cfg.Query())
		}
	}

	// Misère sums: the search, no binary columns.
	u, _ = url.Parse("/?moves=1-3&play=misere&heaps=1,1,1")
	d.Nav(u)
	settle()
	page = app.HTMLString(c)
	if strings.Contains(page, `id="bits"`) || strings.Contains(page, `id="period-nim"`) || strings.Contains(page, `id="show-nim"`) {
		t.Error("misère play shows nim-values")
	}
	for _, want := range []string{"The second player wins.", "Misère play: found by searching 3 positions."} {
		if !strings.Contains(page, want) {
			t.Errorf("the misère page lacks %s", want)
		}
	}

	// Heaps the search cannot answer: the message beside the heaps, the figure stays.
	c.typeHeaps("30,30,30,30,30,30,30,30", true)
	settle()
	if !strings.Contains(c.errs["heaps"], "exhaustive search") || c.result == nil || c.result.Outcomes == "" {
		t.Errorf("too large a misère sum: messages %v", c.errs)
	}
	c.typeHeaps("2,2", true)
	settle()
	if c.errs["heaps"] != "" || c.result.Sum == nil {
		t.Errorf("after a good edit the heaps' message stays: %v", c.errs)
	}
}

// cellOutcome reads the outcome a rendered page gives the cell of a heap
// (go-app writes attributes in no fixed order).
func cellOutcome(page, heap string) string {
	tag := regexp.MustCompile(`<div [^>]*data-heap="` + heap + `"[^>]*>`).FindString(page)
	if m := regexp.MustCompile(`data-outcome="(.)"`).FindStringSubmatch(tag); m != nil {
		return m[1]
	}
	return ""
}

// TestQueryRoundTrip checks that the URL the page writes reopens to the same
// configuration.
func TestQueryRoundTrip(t *testing.T) {
	for _, q := range []string{
		"",
		"moves=1,5,8,10&len=40",
		"len=7&moves=1-5,9&show=nim",
		"game=subtraction&moves=6,13,14,16&play=normal&norepeat=0&len=100&n=68&algo=dp",
		"moves=3,1,2&embed=1",
		"moves=1-3&play=misere&len=20",
		"moves=1-3&heaps=3,5,7",
		"game=octal&code=0.77&len=100",
		"game=octal&code=0.77&circular=1",
		"game=octal&code=4.7&n=10&heaps=1,2&show=nim",
		"moves=squares&len=40",
		"moves=sqrt&n=1000000000000000000000000000000",
	} {
		t.Run(q, func(t *testing.T) {
			var c explorer
			if !c.load(q) {
				t.Fatalf("load(%q) failed: %v", q, c.errs)
			}
			back, err := solver.ParseConfig(c.query(c.cfg))
			if err != nil {
				t.Fatal(err)
			}
			if !back.Equal(c.cfg) {
				t.Errorf("query %q reopens as %q, want %q", c.query(c.cfg), back.Query(), c.cfg.Query())
			}
		})
	}
}
