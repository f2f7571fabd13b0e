//go:build !js

package main

import (
	"html"
	"net/url"
	"regexp"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/maxence-charriere/go-app/v9/pkg/app"

	"stones/solver"
)

// page mounts the explorer in go-app's client tester. nav opens a
// configuration and waits for its analysis; html renders the page.
type page struct {
	t *testing.T
	c *explorer
	d app.ClientDispatcher
}

func mount(t *testing.T) *page {
	t.Helper()
	c := newExplorer()
	d := app.NewClientTester(c)
	t.Cleanup(d.Close)
	return &page{t, c, d}
}

// nav opens /?query and waits until the analysis has answered.
func (p *page) nav(query string) {
	p.t.Helper()
	u, err := url.Parse("/?" + query)
	if err != nil {
		p.t.Fatal(err)
	}
	p.d.Nav(u)
	p.settle()
}

// settle runs the UI until the explorer's analysis has answered.
func (p *page) settle() {
	p.t.Helper()
	p.d.Consume()
	for deadline := time.Now().Add(10 * time.Second); p.c.running; time.Sleep(time.Millisecond) {
		if time.Now().After(deadline) {
			p.t.Fatal("the analysis did not answer within 10 s")
		}
		p.d.Consume()
	}
	p.d.Consume()
}

// html renders the page, with its text unescaped so that messages read as
// they show.
func (p *page) html() string { return html.UnescapeString(app.HTMLString(p.c)) }

// address is the query the page wrote into the address bar.
func (p *page) address() string { return p.c.ui.Page().URL().RawQuery }

// message returns the text of the message element of key on the page.
func (p *page) message(key string) string {
	m := regexp.MustCompile(`<p [^>]*id="` + key + `-error"[^>]*>([^<]*)<`).FindStringSubmatch(p.html())
	if m == nil {
		p.t.Fatalf("the page has no message element for %s", key)
	}
	return strings.TrimSpace(m[1])
}

// has reports each want that the page lacks.
func (p *page) has(what string, wants ...string) {
	p.t.Helper()
	page := p.html()
	for _, want := range wants {
		if !strings.Contains(page, want) {
			p.t.Errorf("%s: the page lacks %q", what, want)
		}
	}
}

// cellOutcome reads the outcome a rendered page gives the cell of a heap
// (go-app writes attributes in no fixed order).
func cellOutcome(page, heap string) string {
	tag := regexp.MustCompile(`<li [^>]*data-heap="` + heap + `"[^>]*>`).FindString(page)
	if m := regexp.MustCompile(`data-outcome="(.)"`).FindStringSubmatch(tag); m != nil {
		return m[1]
	}
	return ""
}

// TestExplorer navigates to a configuration, edits it as the controls do,
// and reads what the page renders.
func TestExplorer(t *testing.T) {
	p := mount(t)
	p.nav("moves=1,5,8,10&len=20&n=68")
	c := p.c
	if c.result == nil {
		t.Fatalf("no result; messages: %v %v", c.errs, c.alerts)
	}
	if got, want := c.result.Outcomes[:14], "PNPNPNPNNNNNNP"; got != want {
		t.Errorf("outcomes 0..13 = %s, want %s", got, want)
	}
	page := p.html()
	for heap, want := range map[string]string{"0": "P", "1": "N", "13": "P", "14": "N"} {
		if got := cellOutcome(page, heap); got != want {
			t.Errorf("the cell of heap %s shows %q, want %s", heap, got, want)
		}
	}
	p.has("moves=1,5,8,10",
		"From heap 0 on, the outcomes repeat every 13.",
		"Proven: a repeated window of max S values.",
		"Heap 68: N, the first player wins (nim-value 1).",
		"Winning moves: take 1 leaving 67 or take 10 leaving 58.",
		"Subtraction game, moves {1, 5, 8, 10}, normal play · heaps 0–19",
		"Fisher's game", // the preset that plays it
	)
	if n := strings.Count(page, `class="value `); n != 20 {
		t.Errorf("the page draws %d cells, want 20", n)
	}
	if got := p.message("moves"); got != "" {
		t.Errorf("a good move set has the message %q", got)
	}

	// A good edit rewrites the URL in the normal form, keeping only the keys set.
	c.typed("moves", "6,13,14,16", true)
	p.settle()
	if got, want := p.address(), "moves=6,13,14,16&len=20&n=68"; got != want {
		t.Errorf("after the edit the query is %q, want %q", got, want)
	}
	p.has("after the edit", "From heap 2 on, the outcomes repeat every 49.", "From heap 134 on, the nim-values repeat every 49.")

	// A bad edit: the parser's message beside the control, and the last good result stays.
	last := c.result
	c.typed("moves", "1,x", true)
	p.settle()
	const msg = `moves: "1,x": "x" is not a positive integer`
	if got := p.message("moves"); got != msg {
		t.Errorf("the message beside the move set reads %q, want %q", got, msg)
	}
	if c.result != last || p.address() != "moves=6,13,14,16&len=20&n=68" {
		t.Errorf("a bad edit replaced the last good result or the address (%s)", p.address())
	}
	// Fixing it takes the message away.
	c.typed("moves", "1,5,8,10", true)
	p.settle()
	if got := p.message("moves"); got != "" {
		t.Errorf("after a good edit the message reads %q", got)
	}
	last = c.result

	// A bad link reports every bad key at once, beside its control, and keeps the good ones.
	p.nav("moves=1,x&len=40&n=-3")
	if got := p.message("moves"); got != msg {
		t.Errorf("bad link: the move set's message reads %q, want %q", got, msg)
	}
	if got, want := p.message("n"), `n: "-3": a heap size cannot be negative`; got != want {
		t.Errorf("bad link: the message beside n reads %q, want %q", got, want)
	}
	if c.cfg.Len != 40 || c.text["moves"] != "1,x" || c.text["n"] != "-3" {
		t.Errorf("bad link: len %d, texts %q and %q, want 40, 1,x and -3", c.cfg.Len, c.text["moves"], c.text["n"])
	}
	// Nothing of the previous link stays: its game is unknown, so no figure.
	if c.result != nil || strings.Contains(p.html(), `class="value `) {
		t.Error("a link with a bad move set shows a figure: the previous link's, since its own game is unknown")
	}
	p.has("bad link", `value="1,x"`, "Fix moves and n to see the figure: their messages say what is wrong.")

	// A bad question key leaves the game intact: its figure is drawn.
	p.nav("game=octal&code=0.77&len=40&n=-3")
	if c.errs["n"] == "" || c.result == nil || c.shown.Family.Game != "octal" || len(c.result.Outcomes) != 40 {
		t.Errorf("bad n with Kayles: messages %v, result drawn %v", c.errs, c.result != nil && c.shown.Family.Game == "octal")
	}
	p.has("bad n with Kayles", "Kayles · Octal game 0.77, normal play · heaps 0–39")
	// So does a bad history: the game's figure, the message beside the history.
	p.nav("moves=1-5&norepeat=1&last=9&len=30")
	if got, want := p.message("last"), `last: "9": "9" is not a move of the set {1-5}`; got != want {
		t.Errorf("bad last: the message reads %q, want %q", got, want)
	}
	if c.result == nil || len(c.result.Outcomes) != 30 || c.result.Safe == nil {
		t.Error("bad last: the no-repeat game's figure is not drawn")
	}

	// A key without a control: its message at the top of the page.
	p.nav("game=partizan&left=1&right=2&play=misere")
	if len(c.alerts) != 1 || !strings.Contains(c.alerts[0], "play") {
		t.Errorf("bad key without a control: alerts %v, want one about play", c.alerts)
	}
	p.has("play=misere in a partizan game", `id="page-error"`, `play: does not apply to game=partizan`)
	p.nav("moves=1-3&foo=1&len=x")
	if len(c.alerts) != 1 || !strings.HasPrefix(c.alerts[0], "foo: unknown key") || p.message("len") != `len: "x": is not a whole number` {
		t.Errorf("unknown key and bad len: alerts %v, messages %v", c.alerts, c.errs)
	}
	for _, m := range append(c.alerts, p.html()) {
		if strings.Contains(m, "CLI") || strings.Contains(m, "command line") || strings.Contains(m, "Seed") {
			t.Errorf("the page sends the reader to the CLI or cites a seed: %q", m)
		}
	}
}

// TestExplorerFamilies switches between the games as the controls do, and
// checks the address each switch writes and what the heaps panel shows.
func TestExplorerFamilies(t *testing.T) {
	p := mount(t)
	c := p.c
	p.nav("moves=1-3&heaps=3,5,7")
	p.has("sums", `id="bits"`,
		"The nim-sum is 1, not 0: the first player wins by a move that makes it 0.",
		"In heap 1 (3), take 1 leaving 2.",
		"In heap 2 (5), take 1 leaving 4.",
		"In heap 3 (7), take 1 leaving 6.",
	)
	if got := regexp.MustCompile(`id="nim-sum"[^>]*>([^<]*)<`).FindStringSubmatch(p.html()); got == nil || got[1] != "1" {
		t.Errorf("the nim-sum cell reads %v, want 1", got)
	}

	octal := solver.FamilyNamed("octal")
	// Each switch writes the address in place, and the address reopens to
	// the same configuration.
	steps := []struct {
		name  string
		do    func()
		query string
	}{
		{"octal", func() { c.choose("octal") }, "game=octal&code=0.77&heaps=3,5,7"},
		{"ring preset", func() { c.switchTo(octal.Presets[4].Config) }, "game=octal&code=0.77&circular=1&heaps=3,5,7"},
		{"code", func() { c.typed("code", "0.07", true) }, "game=octal&code=0.07&circular=1&heaps=3,5,7"},
		{"no ring", func() { c.set("circular", "", "circular") }, "game=octal&code=0.07&heaps=3,5,7"},
		{"Lasker's Nim", func() { c.typed("code", "4.3*", true) }, "game=octal&code=4.3%2A&heaps=3,5,7"},
		{"hexadecimal", func() { c.typed("code", "0.F", true) }, "game=octal&code=0.f&heaps=3,5,7"},
		{"octal again", func() { c.typed("code", "0.07", true) }, "game=octal&code=0.07&heaps=3,5,7"},
		{"back to subtraction", func() { c.choose("subtraction") }, "moves=1-3&heaps=3,5,7"},
		{"misère", func() { c.set("play", "misere", "play") }, "moves=1-3&play=misere&heaps=3,5,7"},
		{"named set", func() { c.set("moves", "squares", "moves") }, "moves=squares&play=misere&heaps=3,5,7"},
		{"normal", func() { c.set("play", "normal", "play") }, "moves=squares&heaps=3,5,7"},
		{"no heaps", func() { c.typed("heaps", "", true) }, "moves=squares"},
		{"Grundy's game", func() { c.choose("grundy") }, "game=grundy"},
		{"subtraction again", func() { c.choose("subtraction") }, "moves=squares"},
	}
	for _, s := range steps {
		s.do()
		p.settle()
		if got := p.address(); got != s.query {
			t.Errorf("%s: the address reads %q, want %q", s.name, got, s.query)
		}
		if len(c.errs) > 0 || len(c.alerts) > 0 {
			t.Errorf("%s: messages %v %v, want none", s.name, c.errs, c.alerts)
		}
		var back explorer
		if !back.load(p.address()) || !back.cfg.Equal(c.cfg) {
			t.Errorf("%s: %q reopens as %q, want %q", s.name, p.address(), back.cfg.Query(), c.cfg.Query())
		}
	}

	// Misère sums: the search, no binary columns, no nim-values.
	p.nav("moves=1-3&play=misere&heaps=1,1,1")
	page := p.html()
	if strings.Contains(page, `id="bits"`) || strings.Contains(page, `id="period-nim"`) || strings.Contains(page, `id="show-nim"`) {
		t.Error("misère play shows nim-values")
	}
	p.has("misère sums", "P: the second player wins (misère play: found by exhaustive search over 3 positions).")

	// Heaps the search cannot answer: the message beside the heaps, the figure stays.
	c.typed("heaps", "30,30,30,30,30,30,30,30", true)
	p.settle()
	if !strings.Contains(p.message("heaps"), "exhaustive search, limited to 1,000,000 positions on the page") || c.result == nil || c.result.Outcomes == "" {
		t.Errorf("too large a misère sum: messages %v", c.errs)
	}
	c.typed("heaps", "2,2", true)
	p.settle()
	if c.errs["heaps"] != "" || c.result.Sum == nil {
		t.Errorf("after a good edit the heaps' message stays: %v", c.errs)
	}
}

// TestGrundy opens Grundy's game, which the page draws from its descriptor
// alone: the chooser offers it, the strip shows its outcomes and
// nim-values, and the question and the sums are answered.
func TestGrundy(t *testing.T) {
	p := mount(t)
	p.nav("game=grundy&len=30&n=20&heaps=7,8&show=nim")
	c := p.c
	page := p.html()
	if !regexp.MustCompile(`<input [^>]*id="game-grundy"[^>]*checked`).MatchString(page) &&
		!regexp.MustCompile(`<input [^>]*checked[^>]*id="game-grundy"`).MatchString(page) {
		t.Error("the chooser does not check Grundy's game")
	}
	p.has("Grundy's game",
		`<span>Grundy's game</span>`,
		"A move splits one heap into two non-empty heaps of different sizes.",
		"Grundy's game, normal play · heaps 0–29",
		"Heap 20: P, the second player wins (nim-value 0): every move leaves a winning position for the opponent.",
		"No period of the outcomes up to",
		"The nim-sum is 2, not 0: the first player wins by a move that makes it 0.",
		"In heap 1 (7), split it into 2 and 5.",
		"In heap 2 (8), split it into 1 and 7.",
	)
	if n := strings.Count(page, `class="value `); n != 30 {
		t.Errorf("the strip has %d cells, want 30", n)
	}
	// OEIS A002188: the nim-values of Grundy's game.
	nims := regexp.MustCompile(`data-nim="(\d+)"`).FindAllStringSubmatch(page, 12)
	var got []string
	for _, m := range nims {
		got = append(got, m[1])
	}
	if want := "0 0 0 1 0 2 1 0 2 1 0 2"; strings.Join(got, " ") != want {
		t.Errorf("the cells' nim-values read %q, want %q", strings.Join(got, " "), want)
	}
	if cellOutcome(page, "20") != "P" || !strings.Contains(page, `class="value P asked"`) {
		t.Error("heap 20 is not drawn P and asked")
	}
	if c.cfg.Family.Game != "grundy" || len(c.errs) > 0 || len(c.alerts) > 0 {
		t.Errorf("family %s, messages %v %v", c.cfg.Family.Game, c.errs, c.alerts)
	}
	// Both plays are offered.
	if !strings.Contains(page, `id="play-normal"`) || !strings.Contains(page, `id="play-misere"`) {
		t.Error("Grundy's game draws no choice between normal and misère play")
	}
}

// TestQueryRoundTrip checks that the URL the page writes reopens to the
// same configuration.
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
		"moves=1-5&norepeat=1&show=strip",
		"moves=1-3&show=nim,strip",
		"game=partizan&left=2,5,9&right=3,4,8&len=30",
		"game=partizan&left=2,4-7,9,12,15,18,21,23&right=3-7,9,11,13,19&n=100&embed=1",
		"game=parity&moves=1-4&len=30&n=9",
		"game=parity&moves=2,3&show=strip",
		"game=grundy",
		"game=grundy&play=normal&len=500&n=100&heaps=4,9",
	} {
		t.Run(q, func(t *testing.T) {
			var c explorer
			if !c.load(q) || len(c.errs) > 0 || len(c.alerts) > 0 {
				t.Fatalf("load(%q) failed: %v %v", q, c.errs, c.alerts)
			}
			short := shortQuery(c.cfg, c.spelled)
			back, err := solver.ParseConfig(short)
			if err != nil {
				t.Fatal(err)
			}
			if !back.Equal(c.cfg) {
				t.Errorf("query %q reopens as %q, want %q", short, back.Query(), c.cfg.Query())
			}
		})
	}
}

// TestExplorerHistory edits the no-repeat, partizan and parity games as
// their controls do: each good edit writes the address in place and the
// address reopens to the same configuration; each clash of keys shows the
// parser's words beside the control edited and leaves the address alone.
func TestExplorerHistory(t *testing.T) {
	p := mount(t)
	c := p.c
	p.nav("moves=1-5&len=40&heaps=3,5,7")
	partizan := solver.FamilyNamed("partizan")

	steps := []struct {
		name   string
		do     func()
		query  string
		errKey string // the control whose message the edit shows, or ""
		msg    string // a part of that message
		page   []string
	}{
		{"no-repeat with heaps", func() { c.typed("norepeat", "1", true) }, "moves=1-5&len=40&heaps=3,5,7",
			"norepeat", "this game is played on one heap", nil},
		{"no heaps", func() { c.typed("heaps", "", true) }, "moves=1-5&len=40", "", "", nil},
		{"no-repeat", func() { c.typed("norepeat", "1", true) }, "moves=1-5&norepeat=1&len=40", "", "", []string{
			"Safe: 0, 7, 13, 20, 26, 33, 39 — the player to move loses whatever the state.",
			`id="state-table"`, "The columns repeat every 13 from heap 9: two equal windows of 5 columns (9–13 and 22–26) prove it for every heap size.",
			"Outcomes at the start of play", `id="last"`, "No-repeat subtraction game, moves {1-5}",
		}},
		{"n", func() { c.typed("n", "20", true) }, "moves=1-5&norepeat=1&len=40&n=20", "", "", []string{
			"Heap 20: P, the second player wins: every move leaves a winning position for the opponent.",
			"At the start of the game no amount is forbidden yet.",
		}},
		{"last", func() { c.typed("last", "1", true) }, "moves=1-5&norepeat=1&last=1&len=40&n=20", "", "", []string{
			"play starts after 1", "Heap 20: P, the second player wins", "Taking 1 is forbidden now: it was the last move.",
			`<tr class="current" aria-current="true" title="the state play starts in"><th scope="row">After 1</th>`,
		}},
		{"misère", func() { c.set("play", "misere", "play") }, "moves=1-5&norepeat=1&last=1&len=40&n=20", "play", "normal play only", nil},
		{"named set", func() { c.set("moves", "squares", "moves") }, "moves=1-5&norepeat=1&last=1&len=40&n=20", "moves", "finite move set", nil},
		{"bad last", func() { c.typed("last", "7", true) }, "moves=1-5&norepeat=1&last=1&len=40&n=20", "last", `"7" is not a move of the set`, nil},
		{"last 2", func() { c.typed("last", "2", true) }, "moves=1-5&norepeat=1&last=2&len=40&n=20", "", "", []string{
			"Taking 2 is forbidden now: it was the last move.", `<tr class="current" aria-current="true" title="the state play starts in"><th scope="row">After 2</th>`,
		}},
		{"hide the table", func() { c.setView("strip", true) }, "moves=1-5&norepeat=1&last=2&len=40&n=20&show=strip", "", "", nil},
		{"show the table", func() { c.setView("strip", false) }, "moves=1-5&norepeat=1&last=2&len=40&n=20", "", "", []string{`id="state-table"`}},
		{"k = 2", func() { c.typed("norepeat", "2", true) }, "moves=1-5&norepeat=2&last=2&len=40&n=20", "", "", []string{"After 1, 2"}},
		{"k = 0", func() { c.typed("norepeat", "0", true) }, "moves=1-5&len=40&n=20", "", "", nil},
		{"partizan", func() { c.choose("partizan") }, "game=partizan&left=2,5,9&right=3,4,8&len=40&n=20", "", "", []string{
			"Heap 20: L, Left wins whoever starts.",
			"If Left starts: take 2 leaving 18, take 5 leaving 15 or take 9 leaving 11.",
			"Left moves first", "Lillian {2,5,9} vs Rekha {3,4,8}",
			"From heap 10 on, the outcomes are constant: L, Left wins whoever starts.",
		}},
		{"Right's moves", func() { c.typed("right", "3,5,9", true) }, "game=partizan&left=2,5,9&right=3,5,9&len=40&n=20", "", "", nil},
		{"Left's named set", func() { c.typed("left", "squares", true) }, "game=partizan&left=2,5,9&right=3,5,9&len=40&n=20", "left", "finite move sets", nil},
		{"larger game", func() { c.switchTo(partizan.Presets[2].Config) },
			"game=partizan&left=2,4-7,9,12,15,18,21,23&right=3-7,9,11,13,19&len=40&n=20", "", "", []string{"From heap 21 on"}},
		{"parity", func() { c.choose("parity") }, "game=parity&moves=1-5&len=40&n=20", "n", "odd pile", []string{
			"Parity game, moves {1-5}", "The mover holds an even number",
		}},
		{"odd n", func() { c.typed("n", "9", true) }, "game=parity&moves=1-5&len=40&n=9", "", "", []string{"Heap 9: N, the first player wins", "would take"}},
		{"maxTake 4", func() { c.typed("moves", "1-4", true) }, "game=parity&moves=1-4&len=40&n=9", "", "", []string{
			"Heap 9: N, the first player wins.", "Winning moves: take 3 leaving 6 or take 4 leaving 5.",
		}},
		{"subtraction", func() { c.choose("subtraction") }, "moves=1-4&len=40&n=9", "", "", nil},
	}
	for _, s := range steps {
		s.do()
		p.settle()
		if got := p.address(); got != s.query {
			t.Errorf("%s: the address reads %q, want %q", s.name, got, s.query)
		}
		if s.errKey != "" && !strings.Contains(p.message(s.errKey), s.msg) {
			t.Errorf("%s: the message beside %s reads %q, want it to say %q (messages %v)", s.name, s.errKey, p.message(s.errKey), s.msg, c.errs)
		}
		if s.errKey == "" && (len(c.errs) > 0 || len(c.alerts) > 0) {
			t.Errorf("%s: messages %v %v, want none", s.name, c.errs, c.alerts)
		}
		p.has(s.name, s.page...)
		var back explorer
		if !back.load(p.address()) || !back.cfg.Equal(c.cfg) {
			t.Errorf("%s: %q reopens as %q, want %q", s.name, p.address(), back.cfg.Query(), c.cfg.Query())
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
	if bad.cfg.Family != partizan || bad.text["left"] != "2,x" || bad.errs["left"] == "" || len(bad.alerts) > 0 {
		t.Errorf("a bad left: family %s, text %q, messages %v %v", bad.cfg.Family.Game, bad.text["left"], bad.errs, bad.alerts)
	}
	var missing explorer
	missing.load("game=partizan&left=2,5,9")
	if missing.cfg.Family != partizan || missing.text["right"] != "" || !strings.Contains(missing.errs["right"], "is required") || len(missing.alerts) > 0 {
		t.Errorf("a missing right: family %s, text %q, messages %v %v", missing.cfg.Family.Game, missing.text["right"], missing.errs, missing.alerts)
	}
}

// TestEmbed draws the figure alone, with a link to the full page.
func TestEmbed(t *testing.T) {
	p := mount(t)
	p.nav("game=grundy&len=20&embed=1")
	page := p.html()
	if !strings.Contains(page, `class="page embed"`) || strings.Contains(page, `id="moves"`) || strings.Contains(page, `id="copy-link"`) {
		t.Error("embed=1 draws more than the figure")
	}
	p.has("embed", `href="/?game=grundy&len=20"`, "Open full page")
	if n := strings.Count(page, `class="value `); n != 20 {
		t.Errorf("the embedded strip has %d cells, want 20", n)
	}
}

// TestEmbedBadLinks draws, for a bad link with embed=1, a notice that names
// each bad key in the solver's words, the figure only when the link's game
// is intact, and a link to the full page with the link's own text.
func TestEmbedBadLinks(t *testing.T) {
	p := mount(t)
	c := p.c
	tests := []struct {
		query  string
		key    string   // set apart at the start of the first message
		want   []string // in the notice's text
		figure int      // cells drawn
		full   string   // the full page's link
	}{
		{"embed=1&moves=1,x", "moves", []string{"This figure's link is broken", `moves: "1,x": "x" is not a positive integer`, "No figure can be drawn"}, 0, "/?moves=1,x"},
		{"moves=%ZZ&embed=1", "moves", []string{"This figure's link is broken", `moves: "%ZZ": is not valid percent-encoding`}, 0, "/?moves=%ZZ"},
		{"embed=1&len=5000000", "len", []string{"This figure's link has a problem", `len: "5000000": the page lists at most 1,000,000 heap sizes`, "The figure below is drawn without it."}, 100, "/?len=5000000"},
		{"embed=1&len=9999999999999", "len", []string{"This figure's link has a problem", `len: "9999999999999": is larger than 1,099,511,627,776`}, 100, "/?len=9999999999999"},
		{"embed=1&moves=1,5&moves=2", "moves", []string{"This figure's link is broken", "moves: given 2 times"}, 0, "/?moves=1,5&moves=2"},
		{"embed=1&embed=1&moves=1-3", "embed", []string{"This figure's link has a problem", "embed: given 2 times"}, 100, "/?moves=1-3"},
		{"embed=1&a=1&b=1&c=1&d=1&e=1&f=1&n=x", "n", []string{`n: "x"`, "a, b, c and 3 more: unknown key"}, 100, "/?a=1&b=1&c=1&d=1&e=1&f=1&n=x"},
	}
	for _, tt := range tests {
		p.nav(tt.query)
		page := p.html()
		if !c.cfg.Embed || !strings.Contains(page, `class="page embed"`) || !strings.Contains(page, `id="embed-error"`) {
			t.Errorf("%s: not embedded, or no notice", tt.query)
			continue
		}
		notice := page[strings.Index(page, `id="embed-error"`):]
		if end := strings.Index(notice, "<section"); end >= 0 {
			notice = notice[:end] // the figure follows
		}
		// go-app writes each element on a line of its own; the page's text has no such breaks.
		text := strings.ReplaceAll(regexp.MustCompile(`<[^>]*>`).ReplaceAllString(notice, ""), "\n", "")
		for _, want := range tt.want {
			if !strings.Contains(text, want) {
				t.Errorf("%s: the notice reads %q, want %q in it", tt.query, text, want)
			}
		}
		if !strings.Contains(notice, `<code class="key">`+tt.key+`</code>`) {
			t.Errorf("%s: the notice does not set the key %s apart", tt.query, tt.key)
		}
		if n := strings.Count(page, `class="value `); n != tt.figure {
			t.Errorf("%s: the figure has %d cells, want %d", tt.query, n, tt.figure)
		}
		if got := c.fullPageURL(); got != tt.full {
			t.Errorf("%s: the full page is %s, want %s", tt.query, got, tt.full)
		}
	}
}

// TestGrouped joins the messages of keys with the same problem.
func TestGrouped(t *testing.T) {
	msgs := []string{"a: unknown key", `n: "x": is bad`, "b: unknown key", ": unknown key", "no key at all", "c: unknown key", "d: unknown key"}
	want := []string{`a, b, "" and 2 more: unknown key`, `n: "x": is bad`, "no key at all"}
	if got := grouped(msgs); !slices.Equal(got, want) {
		t.Errorf("grouped = %q, want %q", got, want)
	}
	if got, want := grouped([]string{"a: x", "b: x"}), []string{"a and b: x"}; !slices.Equal(got, want) {
		t.Errorf("grouped = %q, want %q", got, want)
	}
}

// TestPreRender draws the default configuration on the server side, as the
// static index.html shows it before the WebAssembly runs.
func TestPreRender(t *testing.T) {
	c := newExplorer()
	d := app.NewServerTester(c)
	defer d.Close()
	d.Consume()
	page := html.UnescapeString(app.HTMLString(c))
	if n := strings.Count(page, `class="value `); n != 100 {
		t.Errorf("the pre-rendered page draws %d cells, want 100", n)
	}
	for _, want := range []string{"From heap 0 on, the outcomes repeat every 4.", `id="game-subtraction"`, "Take 1, 2 or 3 · Subtraction game, moves {1-3}, normal play · heaps 0–99"} {
		if !strings.Contains(page, want) {
			t.Errorf("the pre-rendered page lacks %q", want)
		}
	}
}
