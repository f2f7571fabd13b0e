//go:build !js

package main

import (
	"strings"
	"testing"

	"github.com/chromedp/chromedp"
	"github.com/chromedp/chromedp/kb"

	"stones/solver"
)

// testFamilies opens one permalink of each game family in the browser and
// checks what a person sees there.
func testFamilies(b *tab, base string) {
	t := b.t
	t.Run("misère", func(t *testing.T) {
		b := b.with(t)
		b.open(base, "moves=1-3&play=misere&len=20", 20)
		for heap, want := range map[string]string{"0": "N", "1": "P", "4": "N", "5": "P"} {
			if got := b.eval(`document.querySelector('#strip-values li[data-heap="` + heap + `"]').dataset.outcome`); got != want {
				t.Errorf("heap %s shows %s, want %s", heap, got, want)
			}
		}
		if got, want := b.text("#period-outcomes"), "From heap 0 on, the outcomes repeat every 4."; got != want {
			t.Errorf("the period reads %q, want %q", got, want)
		}
		if got := b.eval(`String(document.getElementById("play-misere").checked)`); got != "true" {
			t.Errorf("the Misère switch is checked=%s, want true", got)
		}
		if got := b.eval(`String(!!document.querySelector("#period-nim, #show-nim, #strip-values li[data-nim]"))`); got != "false" {
			t.Error("misère play shows nim-values")
		}
		if got := b.text("#game-title"); !strings.Contains(got, "misère play") {
			t.Errorf("the figure is titled %q, want misère play in it", got)
		}
	})

	t.Run("sums", func(t *testing.T) {
		b := b.with(t)
		b.open(base, "moves=1-3&heaps=3,5,7", 100)
		b.until("the binary columns", `!!document.getElementById("bits")`)
		rows := b.eval(`[...document.querySelectorAll("#bits tbody tr")].map(r => [...r.querySelectorAll("td.bit")].map(c => c.textContent).join("")).join(" ")`)
		if want := "11 01 11"; rows != want {
			t.Errorf("the nim-values of 3, 5, 7 in binary read %q, want %q", rows, want)
		}
		if got := b.eval(`[...document.querySelectorAll("#bits tfoot td.bit")].map(c => c.textContent).join("")`); got != "01" {
			t.Errorf("the XOR row reads %q, want 01", got)
		}
		if got := b.text("#nim-sum"); got != "1" {
			t.Errorf("the nim-sum reads %q, want 1", got)
		}
		if got, want := b.text("#sum-text"), "The nim-sum is 1, not 0: the first player wins by a move that makes it 0."; got != want {
			t.Errorf("the sum's answer reads %q, want %q", got, want)
		}
		moves := b.eval(`[...document.querySelectorAll("#sum-moves li")].map(l => l.textContent).join(" | ")`)
		if want := "In heap 1 (3), take 1 leaving 2. | In heap 2 (5), take 1 leaving 4. | In heap 3 (7), take 1 leaving 6."; moves != want {
			t.Errorf("the winning moves read %q, want %q", moves, want)
		}
	})

	t.Run("keyboard", func(t *testing.T) {
		b := b.with(t)
		b.open(base, "moves=1-3&len=20", 20)
		// The game chooser is a radio group of the registry's families: the
		// arrow keys switch the game.
		b.run("choosing the next game with the keyboard",
			chromedp.Focus(chromedp.CSS("#game-subtraction")),
			chromedp.KeyEvent(kb.ArrowRight),
		)
		b.until("the partizan game", `location.search === "?game=partizan&left=2,5,9&right=3,4,8&len=20" && document.getElementById("left")?.value === "2,5,9"`)
		if got := b.eval(`document.activeElement.id + " " + getComputedStyle(document.activeElement.nextElementSibling).outlineStyle`); got != "game-partizan solid" {
			t.Errorf("the focused control and its outline: %q, want game-partizan solid", got)
		}
		b.run("choosing the octal games with the keyboard", chromedp.KeyEvent(kb.ArrowRight))
		b.until("the octal game", `location.search === "?game=octal&code=0.77&len=20" && document.getElementById("code")?.value === "0.77" && document.getElementById("game-title").textContent.startsWith("Kayles")`)
	})

	t.Run("no-repeat", func(t *testing.T) {
		// Fisher (2003) §3: S = {1, …, 5}, a move may not repeat the last one.
		const query = "moves=1-5&norepeat=1&len=40"
		analyzed(t, query)
		b := b.with(t)
		b.open(base, query, 40)
		if got, want := b.eval(`[...document.querySelectorAll("#strip-values li.safe")].map(c => c.dataset.heap).join(",")`), "0,7,13,20,26,33,39"; got != want {
			t.Errorf("the safe heaps marked read %s, want %s", got, want)
		}
		if got := b.text("#safe"); got != "Safe: 0, 7, 13, 20, 26, 33, 39 — the player to move loses whatever the state." {
			t.Errorf("the safe heaps read %q", got)
		}
		if got := b.eval(`[...document.querySelectorAll("#state-table tbody th")].map(h => h.textContent).join("|")`); got != "After 1|After 2|After 3|After 4|After 5" {
			t.Errorf("the state table's rows read %q, want After 1 … After 5", got)
		}
		// The period's proof: the windows 9–13 and 22–26, framed and named.
		if got := b.eval(`[...document.querySelectorAll("#state-table thead th.win")].map(h => h.textContent).join(",")`); got != "9,10,11,12,13,22,23,24,25,26" {
			t.Errorf("the window columns read %s, want 9–13 and 22–26", got)
		}
		if got := b.text("#table-proof"); !strings.Contains(got, "repeat every 13 from heap 9") {
			t.Errorf("the table's proof reads %q", got)
		}
		// The preperiod is told apart by a paler background, not by a
		// faded text (its contrast is checked by TestAccessibility).
		if got := b.eval(`(() => { const bg = c => getComputedStyle(c).backgroundColor; const pre = document.querySelector("#state-table td.pre.P"), per = document.querySelector("#state-table td.P:not(.pre)"); return String(!!pre && !!per && bg(pre) !== bg(per) && getComputedStyle(pre).opacity === "1") })()`); got != "true" {
			t.Error("the preperiod is not shaded apart from the period")
		}
		// The table fits the page: it scrolls inside its own frame.
		if got := b.eval(`String(document.documentElement.scrollWidth <= innerWidth)`); got != "true" {
			t.Error("the page scrolls sideways")
		}
		// Ask after a history.
		b.typeInto("#n", "20")
		b.typeInto("#last", "1")
		const answer = "Heap 20: P, the second player wins: every move leaves a winning position for the opponent."
		b.until("the answer after the last move 1", `document.querySelector("#answer .answer-text")?.textContent === `+jsString(answer)+` && location.search.includes("last=1") && document.getElementById("game-title").textContent.includes("play starts after 1")`)
		// The switch hides the table, from the keyboard, and the address keeps it.
		if got := b.eval(`String(document.getElementById("show-table").checked)`); got != "true" {
			t.Errorf("the table's switch is checked=%s, want true", got)
		}
		b.run("hiding the table", chromedp.Focus(chromedp.CSS("#show-table")), chromedp.KeyEvent(" "))
		b.until("no table", `!document.getElementById("state-table") && location.search.endsWith("&show=strip")`)
		b.run("showing the table", chromedp.KeyEvent(" "))
		b.until("the table again", `!!document.getElementById("state-table") && !location.search.includes("show")`)
		// A move that is not in the set: the message beside the history.
		b.pasteInto("#last", "7")
		b.until("the message beside the history", `document.getElementById("last-error").textContent.includes("is not a move of the set")`)
		if got := b.eval(`String(document.querySelectorAll("#state-table tbody tr").length)`); got != "5" {
			t.Errorf("after a bad history the table has %s rows, want the last good 5", got)
		}
	})

	t.Run("partizan", func(t *testing.T) {
		// Fisher (2003) §4: Lillian (Left) {2,5,9} against Rekha (Right) {3,4,8}.
		const query = "game=partizan&left=2,5,9&right=3,4,8&len=30"
		analyzed(t, query)
		b := b.with(t)
		b.open(base, query, 30)
		if got, want := b.eval(`[...document.querySelectorAll("#strip-values li")].map(c => c.dataset.outcome).join("")`), "PPLNNNLLNN"+strings.Repeat("L", 20); got != want {
			t.Errorf("the strip reads %s, want %s", got, want)
		}
		if got, want := b.text("#period-outcomes"), "From heap 10 on, the outcomes are constant: L, Left wins whoever starts."; got != want {
			t.Errorf("the period reads %q, want %q", got, want)
		}
		// Four colours, told apart by their letters too.
		colours := b.eval(`["L","R","N","P"].map(o => getComputedStyle(document.querySelector(".legend .swatch." + o)).backgroundColor).join("|")`)
		if seen := strings.Split(colours, "|"); len(seen) != 4 || seen[0] == seen[1] || seen[0] == seen[2] || seen[0] == seen[3] || seen[1] == seen[2] || seen[1] == seen[3] || seen[2] == seen[3] {
			t.Errorf("the legend's colours are %s, want four different ones", colours)
		}
		if got := b.eval(`[...document.querySelectorAll("#state-table tbody tr")].map(r => r.querySelector("th").textContent + ":" + [...r.querySelectorAll("td")].slice(0, 10).map(c => c.textContent).join("")).join(" ")`); got != "Left moves first:RRLLLLLLLL Right moves first:LLLRRRLLRR" {
			t.Errorf("the who-starts rows read %q", got)
		}
		if got := b.eval(`document.getElementById("preset-0").getAttribute("aria-pressed")`); got != "true" {
			t.Errorf("Fisher's game is aria-pressed=%s, want true", got)
		}
		if got := b.text("#preset-source"); !strings.Contains(got, "T. Fisher, Simulating the Pick-up Stones game: a dynamic approach (2003)") {
			t.Errorf("the preset's source reads %q, want Fisher's paper by author and title", got)
		}
		b.typeInto("#n", "12")
		b.until("the answer at 12", `document.querySelector("#answer .answer-text")?.textContent === "Heap 12: L, Left wins whoever starts."`)
		if got, want := b.text("#answer .answer-line"), "If Left starts: take 2 leaving 10 or take 5 leaving 7."; got != want {
			t.Errorf("Left's moves read %q, want %q", got, want)
		}
		// Fisher's larger game, one click away.
		b.run("choosing the larger game", chromedp.Click(chromedp.CSS("#preset-2")))
		b.until("the larger game", `location.search.startsWith("?game=partizan&left=2,4-7,9,12,15,18,21,23&right=3-7,9,11,13,19") && document.getElementById("period-outcomes").textContent.startsWith("From heap 21 on")`)
	})

	t.Run("parity", func(t *testing.T) {
		// S. McDougall's Game::Stones with maxTake 4.
		const query = "game=parity&moves=1-4&len=30&n=9"
		analyzed(t, query)
		b := b.with(t)
		b.open(base, query, 30)
		if got := b.eval(`String([...document.querySelectorAll("#strip-values li")].filter(c => c.dataset.heap % 2 === 0).every(c => c.dataset.outcome === "-" && c.classList.contains("none")))`); got != "true" {
			t.Error("the even piles are not all greyed out as '-'")
		}
		if got := b.eval(`[...document.querySelectorAll("#strip-values li")].filter(c => c.dataset.heap % 2 === 1).map(c => c.dataset.outcome).join("")`); got != "NNPNNPNNPNNPNNP" {
			t.Errorf("the odd piles read %s, want NNPNNPNNPNNPNNP", got)
		}
		b.until("the answer at 9", `document.getElementById("answer").textContent.includes("would take 4")`)
		if got, want := b.text("#answer .answer-text"), "Heap 9: N, the first player wins."; got != want {
			t.Errorf("the answer reads %q, want %q", got, want)
		}
		if got := b.eval(`String(document.querySelectorAll("#state-table tbody tr").length)`); got != "2" {
			t.Errorf("the state table has %s rows, want 2", got)
		}
		b.typeInto("#n", "10")
		b.until("the message about even piles", `document.getElementById("n-error").textContent.includes("odd pile")`)
	})

	t.Run("Kayles", func(t *testing.T) {
		const query = "game=octal&code=0.77&len=100"
		analyzed(t, query)
		b := b.with(t)
		b.open(base, query, 100)
		if got, want := b.text("#period-nim"), "From heap 71 on, the nim-values repeat every 12."; got != want {
			t.Errorf("the nim period reads %q, want %q", got, want)
		}
		if got := b.text("#period-proof"); !strings.Contains(got, "octal periodicity theorem") {
			t.Errorf("the proof reads %q, want the octal periodicity theorem", got)
		}
		if got := b.eval(`document.getElementById("preset").selectedOptions[0].textContent + " " + document.getElementById("code").value`); got != "Kayles 0.77" {
			t.Errorf("the preset and code read %q, want Kayles 0.77", got)
		}
		if got := b.text("#preset-source"); !strings.Contains(got, "Guy and Smith") {
			t.Errorf("Kayles' source reads %q, want Guy and Smith", got)
		}
		// Kayles is almost all N, so its nim-values lead (Result.NimLead);
		// the toggle then shows the outcomes.
		b.until("the nim-value blocks", `document.getElementById("strip-summary")?.textContent.includes("period 71–82, then it repeats every 12")`)
		b.run("showing the outcomes", chromedp.Click(chromedp.CSS(`label[for="show-nim"]`)))
		b.until("the outcome blocks", `document.getElementById("strip-summary")?.textContent.includes("constant from heap 1")`)
	})

	t.Run("Kayles on a cycle", func(t *testing.T) {
		const query = "game=octal&code=0.77&circular=1"
		want, _ := analyzed(t, query)
		b := b.with(t)
		b.open(base, query, 100)
		if got := b.eval(`[...document.querySelectorAll("#strip-values li")].map(c => c.dataset.outcome).join("")`); got != want.Outcomes {
			t.Errorf("the strip reads %s, want the solver's %s", got, want.Outcomes)
		}
		// A ring of 3 opens into a row of 2 or 1, both wins for the next player.
		if got := b.eval(`document.querySelector('#strip-values li[data-heap="3"]').dataset.outcome`); got != "P" {
			t.Errorf("a ring of 3 shows %s, want P", got)
		}
		if got := b.eval(`String(document.getElementById("circular").checked)`); got != "true" {
			t.Errorf("the ring switch is checked=%s, want true", got)
		}
		if got := b.text("#game-title"); !strings.HasPrefix(got, "Kayles on a cycle · Octal game 0.77 on rings") {
			t.Errorf("the figure is titled %q, want Kayles on a cycle · Octal game 0.77 on rings", got)
		}
	})

	t.Run("squares", func(t *testing.T) {
		const query = "moves=squares&len=40"
		analyzed(t, query)
		b := b.with(t)
		b.open(base, query, 40)
		// OEIS A030193: the P-positions of the subtraction game of squares.
		if got, want := b.eval(`[...document.querySelectorAll("#strip-values li.P")].map(c => c.dataset.heap).join(",")`), "0,2,5,7,10,12,15,17,20,22,34,39"; got != want {
			t.Errorf("the cold heaps read %s, want %s", got, want)
		}
		if got := b.eval(`document.getElementById("moves-squares").getAttribute("aria-pressed")`); got != "true" {
			t.Errorf("the squares pick is aria-pressed=%s, want true", got)
		}
		// The named sets' labels and members come from named.Sets, through the key's description.
		if got, want := b.text("#moves-named"), "squares1, 4, 9, 16, 25, …"; got != want {
			t.Errorf("the named set reads %q, want %q", got, want)
		}
		if got, want := b.eval(`document.getElementById("moves-primes1").textContent + " · " + document.getElementById("moves-sqrt").title`), "primes ∪ {1} · from a heap of n, take 1 to ⌊√n⌋"; got != want {
			t.Errorf("the picks read %q, want %q", got, want)
		}
	})

	t.Run("Grundy's game", func(t *testing.T) {
		// A family with no code of its own in app/: everything from its descriptor.
		const query = "game=grundy&len=40&n=20&heaps=7,8"
		want, _ := analyzed(t, query)
		b := b.with(t)
		b.open(base, query, 40)
		if got := b.eval(`[...document.querySelectorAll("#strip-values li")].map(c => c.dataset.outcome).join("")`); got != want.Outcomes {
			t.Errorf("the strip reads %s, want the solver's %s", got, want.Outcomes)
		}
		if got := b.eval(`document.getElementById("game-grundy").checked + " " + document.querySelector('label[for="game-grundy"]').textContent`); got != "true Grundy's game" {
			t.Errorf("the chooser reads %q, want Grundy's game checked", got)
		}
		if got, want := b.text("#answer .answer-text"), "Heap 20: P, the second player wins (nim-value 0): every move leaves a winning position for the opponent."; got != want {
			t.Errorf("the answer reads %q, want %q", got, want)
		}
		if got, want := b.text("#sum-text"), "The nim-sum is 2, not 0: the first player wins by a move that makes it 0."; got != want {
			t.Errorf("the sum reads %q, want %q", got, want)
		}
		if got := b.eval(`[...document.querySelectorAll("#sum-moves li")].map(l => l.textContent).join(" | ")`); got != "In heap 1 (7), split it into 2 and 5. | In heap 2 (8), split it into 1 and 7." {
			t.Errorf("the sum's moves read %q", got)
		}
		if got := b.text("#rules"); !strings.HasPrefix(got, "A move splits one heap into two non-empty heaps of different sizes.") {
			t.Errorf("the rules read %q", got)
		}
		b.run("showing nim-values", chromedp.Click(chromedp.CSS(`label[for="show-nim"]`)))
		b.until("the nim-values", `location.search.endsWith("&show=nim") && [...document.querySelectorAll("#strip-values li")].slice(0, 12).map(c => c.dataset.nim).join(",") === "0,0,0,1,0,2,1,0,2,1,0,2"`)
	})

	t.Run("bad links", func(t *testing.T) {
		b := b.with(t)
		// Two bad keys of the game and the question: both messages at once,
		// beside their controls; the game is unknown, so no figure.
		b.run("opening a bad link", chromedp.Navigate(base+"/?moves=1,x&len=30&n=-3"))
		b.until("both messages", `!document.getElementById("app-wasm-loader") && document.getElementById("moves-error").textContent === `+
			jsString(`moves: "1,x": "x" is not a positive integer`)+` && document.getElementById("n-error").textContent === `+
			jsString(`n: "-3": a heap size cannot be negative`))
		if got := b.eval(`document.getElementById("moves").value + " " + document.getElementById("n").value + " " + document.getElementById("len").value`); got != "1,x -3 30" {
			t.Errorf("the controls read %q, want the link's texts 1,x -3 30", got)
		}
		if got := b.eval(`String(document.querySelectorAll("#strip-values li").length)`); got != "0" {
			t.Errorf("a link with a bad move set draws %s cells, want none", got)
		}
		// Two bad question keys: both messages, and the game's figure.
		b.run("opening a bad question", chromedp.Navigate(base+"/?game=grundy&len=x&heaps=1,a"))
		b.until("both messages and the figure", `!document.getElementById("app-wasm-loader") && document.getElementById("len-error").textContent === `+
			jsString(`len: "x": is not a whole number`)+` && document.getElementById("heaps-error").textContent.startsWith("heaps: ") && document.querySelectorAll("#strip-values li").length === 100 && document.getElementById("game-grundy").checked`)
	})

	t.Run("sqrt with a huge n", func(t *testing.T) {
		query := "moves=sqrt&n=1" + strings.Repeat("0", 30)
		want, _ := analyzed(t, query)
		b := b.with(t)
		b.open(base, query, 100)
		b.until("the answer at 10^30", `document.getElementById("answer").textContent.includes("player wins")`)
		if got, want := b.text("#answer .answer-text"), solver.AnswerAt(mustConfig(t, query), want).Head; got != want {
			t.Errorf("the answer reads %q, want %q", got, want)
		}
		if got := b.text("#n-error"); got != "" {
			t.Errorf("the question has a message: %s", got)
		}
	})
}

// mustConfig parses a configuration, failing the test when it is bad.
func mustConfig(t *testing.T, query string) solver.Config {
	t.Helper()
	cfg, err := solver.ParseConfig(query)
	if err != nil {
		t.Fatal(err)
	}
	return cfg
}
