//go:build !js

package main

import (
	"context"
	"strings"
	"testing"

	"github.com/chromedp/chromedp"
	"github.com/chromedp/chromedp/kb"

	"stones/solver"
)

// testFamilies opens one permalink of each game family in the browser and
// checks what a person sees there. A family the solver still stubs out is
// skipped, so that its check starts running as soon as the solver has it.
func testFamilies(b *tab, base string) {
	t := b.t
	t.Run("misère", func(t *testing.T) {
		b := b.with(t)
		b.open(base, "moves=1-3&play=misere&len=20", 20)
		for heap, want := range map[string]string{"0": "N", "1": "P", "4": "N", "5": "P"} {
			if got := b.eval(`document.querySelector('#strip .cell[data-heap="` + heap + `"]').dataset.outcome`); got != want {
				t.Errorf("heap %s shows %s, want %s", heap, got, want)
			}
		}
		if got, want := b.text("#period-outcomes"), "From heap 0 on, the outcomes repeat every 4."; got != want {
			t.Errorf("the period reads %q, want %q", got, want)
		}
		if got := b.eval(`String(document.getElementById("play-misere").checked)`); got != "true" {
			t.Errorf("the Misère switch is checked=%s, want true", got)
		}
		if got := b.eval(`String(!!document.querySelector("#period-nim, #show-nim, #strip .cell[data-nim]"))`); got != "false" {
			t.Error("misère play shows nim-values")
		}
		if got := b.text("#rules"); !strings.Contains(got, "the player who cannot move wins") {
			t.Errorf("the rules read %q, want misère's", got)
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
		// The game chooser is a radio group: the arrow keys switch the game.
		b.run("choosing Octal with the keyboard",
			chromedp.Focus(chromedp.CSS("#game-subtraction")),
			chromedp.KeyEvent(kb.ArrowRight),
		)
		b.until("the octal game", `location.search === "?game=octal&code=0.77&len=20" && document.getElementById("code")?.value === "0.77" && document.getElementById("game-title").textContent.startsWith("Kayles")`)
		if got := b.eval(`document.activeElement.id + " " + getComputedStyle(document.activeElement.nextElementSibling).outlineStyle`); got != "game-octal solid" {
			t.Errorf("the focused control and its outline: %q, want game-octal solid", got)
		}
	})

	t.Run("Kayles", func(t *testing.T) {
		const query = "game=octal&code=0.77&len=100"
		analyzeNative(t, query)
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
		b.run("showing nim-values", chromedp.Click(chromedp.CSS(`label[for="show-nim"]`)))
		b.until("the nim-value blocks", `document.querySelector("#strip .block.period .block-range")?.textContent === "71–82"`)
	})

	t.Run("Kayles on a cycle", func(t *testing.T) {
		const query = "game=octal&code=0.77&circular=1"
		want := analyzeNative(t, query)
		b := b.with(t)
		b.open(base, query, 100)
		if got := b.eval(`[...document.querySelectorAll("#strip .cell")].map(c => c.dataset.outcome).join("")`); got != want.Outcomes {
			t.Errorf("the strip reads %s, want the solver's %s", got, want.Outcomes)
		}
		// A ring of 3 opens into a row of 2 or 1, both wins for the next player.
		if got := b.eval(`document.querySelector('#strip .cell[data-heap="3"]').dataset.outcome`); got != "P" {
			t.Errorf("a ring of 3 shows %s, want P", got)
		}
		if got := b.eval(`String(document.getElementById("circular").checked)`); got != "true" {
			t.Errorf("the ring switch is checked=%s, want true", got)
		}
		if got := b.text("#game-title"); !strings.HasPrefix(got, "Kayles on a cycle (0.77)") {
			t.Errorf("the figure is titled %q, want Kayles on a cycle (0.77)", got)
		}
	})

	t.Run("squares", func(t *testing.T) {
		const query = "moves=squares&len=40"
		analyzeNative(t, query)
		b := b.with(t)
		b.open(base, query, 40)
		// OEIS A030193: the P-positions of the subtraction game of squares.
		if got, want := b.eval(`[...document.querySelectorAll("#strip .cell.P")].map(c => c.dataset.heap).join(",")`), "0,2,5,7,10,12,15,17,20,22,34,39"; got != want {
			t.Errorf("the cold heaps read %s, want %s", got, want)
		}
		if got := b.eval(`document.getElementById("pick-squares").getAttribute("aria-pressed")`); got != "true" {
			t.Errorf("the squares pick is aria-pressed=%s, want true", got)
		}
	})

	t.Run("sqrt with a huge n", func(t *testing.T) {
		query := "moves=sqrt&n=1" + strings.Repeat("0", 30)
		want := analyzeNative(t, query)
		b := b.with(t)
		b.open(base, query, 100)
		b.until("the answer at 10^30", `document.getElementById("answer").textContent.includes("player wins")`)
		if got, want := b.text("#answer .answer-text"), answerText(want.Query, mustConfig(t, query)); got != want {
			t.Errorf("the answer reads %q, want %q", got, want)
		}
		if got := b.text("#n-error"); got != "" {
			t.Errorf("the question has a message: %s", got)
		}
	})
}

// analyzeNative asks the solver natively what the page should show, and
// skips the test while the solver stubs the family out.
func analyzeNative(t *testing.T, query string) *solver.Result {
	t.Helper()
	r, err := solver.Analyze(context.Background(), mustConfig(t, query), solver.PageLimits, nil)
	if stub(err) {
		t.Skip("the solver's stub:", err)
	}
	if err != nil {
		t.Fatal(err)
	}
	return r
}

func mustConfig(t *testing.T, query string) solver.Config {
	t.Helper()
	cfg, err := solver.ParseConfig(query)
	if err != nil {
		t.Fatal(err)
	}
	return cfg
}
