//go:build !js

package main

import (
	"html"
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
	settle := func() { t.Helper(); settleAnalysis(t, c, d) }
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
	if c.result != last || c.shown.Moves.String() != "6,13,14,16" {
		t.Errorf("a link with a bad move set drew moves %s; its game is unknown, so the last figure stays", c.shown.Moves)
	}
	// A bad question key leaves the game intact: its figure is drawn.
	nav("game=octal&code=0.77&len=40&n=-3")
	if c.errs["n"] == "" || c.result == nil || c.shown.Game != solver.GameOctal || len(c.result.Outcomes) != 40 {
		t.Errorf("bad n with Kayles: messages %v, result drawn %v", c.errs, c.result != nil && c.shown.Game == solver.GameOctal)
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
	settle := func() { t.Helper(); settleAnalysis(t, c, d) }
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
		"moves=1-5&norepeat=1&len=40",
		"moves=1-5&norepeat=1&last=1&len=40&n=20",
		"moves=1-7&norepeat=2&last=2,5&n=30",
		"moves=1-7&norepeat=2&last=&n=30",
		"moves=1-5&norepeat=1&show=strip",
		"moves=1-3&show=nim,strip",
		"game=partizan&left=2,5,9&right=3,4,8&len=30",
		"game=partizan&left=2,4-7,9,12,15,18,21,23&right=3-7,9,11,13,19&n=100&embed=1",
		"game=parity&moves=1-4&len=30&n=9",
		"game=parity&moves=2,3&show=strip",
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

// TestExplorerHistory edits the no-repeat, partizan and parity games as
// their controls do: each good edit writes the address in place and the
// address reopens to the same configuration; each clash of keys shows the
// CLI's words beside the control edited and leaves the address alone.
func TestExplorerHistory(t *testing.T) {
	c := newExplorer()
	d := app.NewClientTester(c)
	defer d.Close()
	settle := func() { t.Helper(); settleAnalysis(t, c, d) }
	u, _ := url.Parse("/?moves=1-5&len=40&heaps=3,5,7")
	d.Nav(u)
	settle()

	steps := []struct {
		name   string
		do     func()
		query  string
		errKey string // the control whose message the edit shows, or ""
		msg    string // a part of that message
		page   []string
	}{
		{"no-repeat with heaps", func() { c.typeNoRepeat("1", true) }, "moves=1-5&len=40&heaps=3,5,7",
			"norepeat", "one heap", nil},
		{"no heaps", func() { c.typeHeaps("", true) }, "moves=1-5&len=40", "", "", nil},
		{"no-repeat", func() { c.typeNoRepeat("1", true) }, "moves=1-5&norepeat=1&len=40", "", "", []string{
			"Safe: 0, 7, 13, 20, 26, 33, 39 — the player to move loses whatever the last move was.",
			`id="state-table"`, "The columns repeat every 13 from heap 9: two equal windows of 5 columns (9–13 and 22–26) prove it for every heap size.",
			"Outcomes at the start of the game", `id="last"`,
		}},
		{"n", func() { c.typeN("20", true) }, "moves=1-5&norepeat=1&len=40&n=20", "", "", []string{
			"The second player wins: every move leaves a winning position for the opponent.",
			"Heap 20 is safe: the player to move loses whatever the last move was.",
		}},
		{"last", func() { c.typeLast("1", true) }, "moves=1-5&norepeat=1&last=1&len=40&n=20", "", "", []string{
			"After the last move 1, the player to move at 20 loses: every move leaves a winning position for the opponent.",
			`<tr class="current"><th scope="row">After 1</th>`,
		}},
		{"misère", func() { c.setPlay(solver.Misere) }, "moves=1-5&norepeat=1&last=1&len=40&n=20", "play", "normal play only", nil},
		{"named set", func() { c.typeMoves("squares", true) }, "moves=1-5&norepeat=1&last=1&len=40&n=20", "moves", "finite move set", nil},
		{"bad last", func() { c.typeLast("7", true) }, "moves=1-5&norepeat=1&last=1&len=40&n=20", "last", `"7" is not a move of the set`, nil},
		{"last 2", func() { c.typeLast("2", true) }, "moves=1-5&norepeat=1&last=2&len=40&n=20", "", "", nil},
		{"hide the table", func() { c.setView("strip", true) }, "moves=1-5&norepeat=1&last=2&len=40&n=20&show=strip", "", "", nil},
		{"show the table", func() { c.setView("strip", false) }, "moves=1-5&norepeat=1&last=2&len=40&n=20", "", "", []string{`id="state-table"`}},
		{"k = 2", func() { c.typeNoRepeat("2", true) }, "moves=1-5&norepeat=2&last=2&len=40&n=20", "", "", []string{"After 1, 2"}},
		{"k = 0", func() { c.typeNoRepeat("0", true) }, "moves=1-5&len=40&n=20", "", "", nil},
		{"partizan", func() { c.setGame(solver.GamePartizan) }, "game=partizan&left=2,5,9&right=3,4,8&len=40&n=20", "", "", []string{
			"Left wins whoever starts.", "If Left starts: take 2 (leaving 18), 5 (leaving 15) or 9 (leaving 11).",
			"Left moves first", "Lillian {2,5,9} vs Rekha {3,4,8}", "Outcome classes",
		}},
		{"Right's moves", func() { c.typeSide("right", "3,5,9", true) }, "game=partizan&left=2,5,9&right=3,5,9&len=40&n=20", "", "", nil},
		{"Left's named set", func() { c.typeSide("left", "squares", true) }, "game=partizan&left=2,5,9&right=3,5,9&len=40&n=20", "left", "finite move sets", nil},
		{"larger game", func() {
			c.switchTo("game=partizan&left=" + partizanPresets[2].left + "&right=" + partizanPresets[2].right)
		},
			"game=partizan&left=2,4-7,9,12,15,18,21,23&right=3-7,9,11,13,19&len=40&n=20", "", "", nil},
		// The move set's control still holds "squares", refused above: the
		// parity game takes the default set instead.
		{"parity", func() { c.setGame(solver.GameParity) }, "game=parity&moves=1-3&len=40&n=20", "n", "odd pile", []string{
			"Outcomes of odd piles", "The mover holds an even number",
		}},
		{"odd n", func() { c.typeN("9", true) }, "game=parity&moves=1-3&len=40&n=9", "", "", []string{"Game::Stones would take"}},
		{"maxTake 4", func() { c.typeMoves("1-4", true) }, "game=parity&moves=1-4&len=40&n=9", "", "", []string{
			"The first player wins: take 3 (leaving 6) or 4 (leaving 5).",
			"Game::Stones would take 4 (the largest winning take; when losing it takes 1 to give the opponent the most chances to err).",
		}},
		{"subtraction", func() { c.setGame(solver.GameSubtraction) }, "moves=1-4&len=40&n=9", "", "", nil},
	}
	for _, s := range steps {
		s.do()
		settle()
		got := c.ui.Page().URL().RawQuery
		if got != s.query {
			t.Errorf("%s: the address reads %q, want %q", s.name, got, s.query)
		}
		if s.errKey != "" && !strings.Contains(c.errs[s.errKey], s.msg) {
			t.Errorf("%s: the message beside %s reads %q, want it to say %q (messages %v)", s.name, s.errKey, c.errs[s.errKey], s.msg, c.errs)
		}
		if s.errKey == "" && len(c.errs) > 0 {
			t.Errorf("%s: messages %v, want none", s.name, c.errs)
		}
		page := app.HTMLString(c)
		for _, want := range s.page {
			if !strings.Contains(page, html.EscapeString(want)) && !strings.Contains(page, want) {
				t.Errorf("%s: the page lacks %s", s.name, want)
			}
		}
		var back explorer
		if !back.load(got) || !back.cfg.Equal(c.cfg) {
			t.Errorf("%s: %q reopens as %q, want %q", s.name, got, back.cfg.Query(), c.cfg.Query())
		}
		// Clear this step's message, as the person does by fixing the control.
		if s.errKey != "" && s.errKey != "n" {
			delete(c.errs, s.errKey)
		}
	}

	// A bad required key: its control shows the text and the message, the
	// game stays partizan.
	var bad explorer
	if bad.load("game=partizan&left=2,x&right=3,4,8") {
		t.Error("a bad left loads")
	}
	if bad.cfg.Game != solver.GamePartizan || bad.text["left"] != "2,x" || bad.errs["left"] == "" || bad.errs["query"] != "" {
		t.Errorf("a bad left: game %s, text %q, messages %v", bad.cfg.Game, bad.text["left"], bad.errs)
	}
	var missing explorer
	missing.load("game=partizan&left=2,5,9")
	if missing.cfg.Game != solver.GamePartizan || missing.text["right"] != "" || !strings.Contains(missing.errs["right"], "is required") || missing.errs["query"] != "" {
		t.Errorf("a missing right: game %s, text %q, messages %v", missing.cfg.Game, missing.text["right"], missing.errs)
	}
}

// settleAnalysis lets the client tester run until the explorer's analysis
// has answered.
func settleAnalysis(t *testing.T, c *explorer, d app.ClientDispatcher) {
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
