//go:build !js

package main

import (
	"math/rand/v2"
	"net/url"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"

	"stones/solver"
)

// playCases are a game of every family and the positions to play from:
// the test plays from the first won one of start(n) for n = from, from+1, …
var playCases = []struct {
	name, query string
	from        int
	start       func(n int) string
}{
	{"subtraction", "moves=1,5,8,10&len=40", 18, strconv.Itoa},
	{"misère", "moves=1-3&play=misere&len=40", 10, strconv.Itoa},
	{"sum", "moves=1,3,4&len=40", 2, func(n int) string { return "3,5," + strconv.Itoa(n) }},
	{"misère sum", "moves=1-3&play=misere&len=20", 2, func(n int) string { return "3,5," + strconv.Itoa(n) }},
	{"octal", "game=octal&code=0.07&len=60", 12, strconv.Itoa},
	{"Grundy", "game=grundy&len=40", 12, strconv.Itoa},
	{"partizan, Left first", "game=partizan&left=2,5,9&right=3,4,8&len=40", 14, func(n int) string { return strconv.Itoa(n) + ";L" }},
	{"partizan, Right first", "game=partizan&left=1,3&right=1,2&len=40", 7, func(n int) string { return strconv.Itoa(n) + ";R" }},
	{"parity", "game=parity&moves=1-3&len=40", 11, func(n int) string { return strconv.Itoa(n|1) + ";hold=0,0;first" }},
	{"no-repeat k=1", "moves=1-5&norepeat=1&len=40", 12, strconv.Itoa},
	{"no-repeat k=2", "moves=1-5&norepeat=2&len=30", 12, strconv.Itoa},
	{"graph", "game=graph&graph=path:10", 10, strconv.Itoa},
	{"cram", "game=cram&board=3x4", 4, strconv.Itoa},
}

// wonStart returns the first position start(n), n ≥ from, where the player
// to move wins, as the solver finds it.
func wonStart(t *testing.T, query string, from int, start func(int) string) string {
	t.Helper()
	r, c := analyzed(t, query)
	for n := from; n < from+40; n++ {
		m, err := solver.Replay(c, r, start(n), nil, solver.PageLimits)
		if err == nil && m.Mover().Wins {
			return m.Steps[0].Position
		}
	}
	t.Fatalf("%s: no won position from %s on", query, start(from))
	return ""
}

// TestPlay plays whole games in the browser in every family: from a won
// position the computer, moving first, beats a player who moves at random;
// a player who follows the hints beats the computer. Then, on one game:
// undo and redo, a mid-game permalink that restores the position and its
// undo history, back and forward, predict mode's score, and a game played
// with the keyboard alone.
func TestPlay(t *testing.T) {
	br := startBrowser(t, 8*time.Minute)
	b, base := br.tab, br.base
	rng := rand.New(rand.NewPCG(3, 4))
	for _, tc := range playCases {
		t.Run(tc.name, func(t *testing.T) {
			b := b.with(t)
			from := wonStart(t, tc.query, tc.from, tc.start)
			q := tc.query + "&from=" + url.QueryEscape(from)
			if tc.name == "parity" {
				q += "&vs=policy"
			}
			winner, moves := playGame(b, base, q+"&first=computer", func(n int) int { return rng.IntN(n) }, false)
			if winner != "other" {
				t.Errorf("from %s the computer moved first against random play and lost after %d moves: %s", from, moves, b.text("#play-end-text"))
			}
			if tc.name == "parity" {
				return // Game::Stones' policy is not perfect play: hints are checked against the computer below
			}
			winner, moves = playGame(b, base, q+"&coach=hints", nil, true)
			if winner != "person" {
				t.Errorf("from %s a player following the hints lost to the computer after %d moves: %s", from, moves, b.text("#play-end-text"))
			}
			t.Logf("from %s: %s", from, b.text("#play-end-text"))
		})
	}
	t.Run("parity against perfect play", func(t *testing.T) {
		b := b.with(t)
		from := wonStart(t, "game=parity&moves=1-3&len=40", 11, func(n int) string { return strconv.Itoa(n|1) + ";hold=0,0;first" })
		if winner, moves := playGame(b, base, "game=parity&moves=1-3&len=40&coach=hints&from="+url.QueryEscape(from), nil, true); winner != "person" {
			t.Errorf("from %s a player following the hints lost after %d moves", from, moves)
		}
	})
	t.Run("undo, permalink, history", func(t *testing.T) { testPlayHistory(b.with(t), base) })
	t.Run("predict", func(t *testing.T) { testPredict(b.with(t), base) })
	t.Run("keyboard", func(t *testing.T) { testPlayKeyboard(b.with(t), base) })
	t.Run("start form", func(t *testing.T) { testPlayStart(b.with(t), base) })
	t.Run("a heap picked", func(t *testing.T) { testPlayPicked(b.with(t), base) })
}

// awaitTurn waits until a person is to move (or to call the position), or
// the game is over, after ply moves, and returns the card's state.
func awaitTurn(b *tab, after int) string {
	b.t.Helper()
	b.until("a person's turn after move "+strconv.Itoa(after), `(() => { const p = document.getElementById("play"); return p && Number(p.dataset.ply) > `+strconv.Itoa(after-1)+
		` && ["person", "call", "over"].includes(p.dataset.state); })()`)
	return b.eval(`document.getElementById("play").dataset.state`)
}

// playGame opens a game in play and plays the person's moves until the
// end: by pick (given the number of moves), or when hinted by the hints'
// fastest winning move. It returns the card's winner ("person" or
// "other") and the number of moves played.
func playGame(b *tab, base, query string, pick func(n int) int, hinted bool) (string, int) {
	b.t.Helper()
	b.run("opening "+query, chromedp.Navigate(base+"/?"+query))
	ply := 0
	for range 200 {
		if awaitTurn(b, ply) == "over" {
			break
		}
		ply, _ = strconv.Atoi(b.eval(`document.getElementById("play").dataset.ply`))
		var i string
		if hinted {
			i = b.eval(`(() => { let best = null; for (const o of document.querySelectorAll(".play-option.wins")) {
				if (!best || Number(o.dataset.remoteness) < Number(best.dataset.remoteness)) best = o; }
				return best ? best.dataset.index : "none"; })()`)
			if i == "none" {
				b.t.Fatalf("the hints show no winning move at %s", b.text("#play-where"))
			}
		} else {
			n, _ := strconv.Atoi(b.eval(`String(document.querySelectorAll(".play-option").length)`))
			i = strconv.Itoa(pick(n))
		}
		b.eval(`document.getElementById("play-option-` + i + `").click(), ""`)
		ply++
	}
	moves, _ := strconv.Atoi(b.eval(`document.getElementById("play").dataset.ply`))
	return b.eval(`document.getElementById("play").dataset.winner`), moves
}

// testPlayHistory plays a few moves, undoes and redoes, reopens the
// address mid-game, and goes back and forward.
func testPlayHistory(b *tab, base string) {
	b.run("opening a game", chromedp.Navigate(base+"/?moves=1,5,8,10&len=40&from=30"))
	awaitTurn(b, 0)
	b.eval(`document.getElementById("play-option-0").click(), ""`) // take 1, leaving 29
	awaitTurn(b, 2)
	where2 := b.text("#play-where")
	b.eval(`document.getElementById("play-option-1").click(), ""`)
	awaitTurn(b, 4)
	where4 := b.text("#play-where")
	if n := b.eval(`String(document.querySelectorAll("#play-log li").length)`); n != "4" {
		b.t.Errorf("the log lists %s moves after 4, want 4", n)
	}
	b.eval(`document.getElementById("play-undo").click(), ""`)
	b.until("the position after the undo", `document.getElementById("play").dataset.ply === "2" && document.getElementById("play").dataset.state === "person"`)
	if got := b.text("#play-where"); got != where2 {
		b.t.Errorf("after an undo the position is %q, want %q", got, where2)
	}
	b.eval(`document.getElementById("play-redo").click(), ""`)
	b.until("the position after the redo", `document.getElementById("play").dataset.ply === "4" && document.getElementById("play").dataset.state === "person"`)
	if got := b.text("#play-where"); got != where4 {
		b.t.Errorf("after a redo the position is %q, want %q", got, where4)
	}
	loc := b.eval(`location.href`)
	if !strings.Contains(loc, "from=30") || !strings.Contains(loc, "line=") {
		b.t.Fatalf("mid-game the address is %s, want from=30 and the line", loc)
	}
	b.run("reopening the mid-game link", chromedp.Navigate("about:blank"), chromedp.Navigate(loc))
	awaitTurn(b, 4)
	if got := b.text("#play-where"); got != where4 {
		b.t.Errorf("the reopened link shows %q, want %q", got, where4)
	}
	if n := b.eval(`String(document.querySelectorAll("#play-log li").length)`); n != "4" {
		b.t.Errorf("the reopened link's log lists %s moves, want 4", n)
	}
	b.eval(`document.getElementById("play-undo").click(), ""`)
	b.until("an undo on the reopened link", `document.getElementById("play").dataset.ply === "2" && document.getElementById("play").dataset.state === "person"`)
	if got := b.text("#play-where"); got != where2 {
		b.t.Errorf("an undo on the reopened link shows %q, want %q", got, where2)
	}
	// Back and forward within the page (go-app reads the address again on
	// popstate): another game, then back to this one, forward, and back.
	after := b.eval(`location.href`)
	b.eval(`history.pushState(null, "", "/?moves=1,2&len=20"), dispatchEvent(new PopStateEvent("popstate")), ""`)
	b.until("the other page", `location.search.includes("moves=1,2") && !document.getElementById("play")?.dataset.state && document.querySelectorAll("#strip-values li").length === 20`)
	b.eval(`history.back(), ""`)
	awaitTurn(b, 2)
	if got := b.text("#play-where"); got != where2 || b.eval(`location.href`) != after {
		b.t.Errorf("back to the game shows %q at %s, want %q at %s", got, b.eval(`location.href`), where2, after)
	}
	b.eval(`history.forward(), ""`)
	b.until("the other page again", `location.search.includes("moves=1,2") && !document.getElementById("play")?.dataset.state && document.querySelectorAll("#strip-values li").length === 20`)
	b.eval(`history.back(), ""`)
	awaitTurn(b, 2)
	if got := b.text("#play-where"); got != where2 {
		b.t.Errorf("back again shows %q, want %q", got, where2)
	}
	shot(b, "play-1280")
}

// testPredict calls positions right and wrong and reads the score.
func testPredict(b *tab, base string) {
	// Heap 13 of 1,5,8,10 is P: the player to move loses; heap 14 is N.
	b.run("opening predict mode", chromedp.Navigate(base+"/?moves=1,5,8,10&len=40&from=14&coach=predict"))
	if awaitTurn(b, 0) != "call" {
		b.t.Fatalf("predict mode does not ask for a call first: %s", b.text("#play"))
	}
	if b.eval(`String(!!document.getElementById("play-value"))`) != "false" || b.eval(`String(document.querySelectorAll(".play-option.wins, .play-option.loses").length)`) != "0" {
		b.t.Errorf("predict mode shows the value before the call")
	}
	b.eval(`document.getElementById("play-call-n").click(), ""`)
	b.until("the revealed value", `document.getElementById("play-score")?.textContent === "Your calls: 1 right of 1."`)
	if got := b.text("#play-value"); !strings.Contains(got, "wins") {
		b.t.Errorf("after the call the value reads %q, want the player to move to win", got)
	}
	if got := b.text("#play-call"); !strings.HasPrefix(got, "Right") {
		b.t.Errorf("a right call reads %q", got)
	}
	// Take 1, leaving 13 (P); the computer answers; call the next one wrong.
	b.eval(`document.getElementById("play-option-0").click(), ""`)
	awaitTurn(b, 2)
	truth := b.eval(`(() => { const li = document.querySelector('#strip-values li[data-heap="' + document.getElementById("play-where").textContent + '"]'); return li ? li.dataset.outcome : "?"; })()`)
	wrong := "play-call-n"
	if truth == "N" {
		wrong = "play-call-p"
	}
	b.eval(`document.getElementById("` + wrong + `").click(), ""`)
	b.until("the score after a wrong call", `document.getElementById("play-score")?.textContent === "Your calls: 1 right of 2."`)
	if got := b.text("#play-call"); !strings.HasPrefix(got, "Not quite") {
		b.t.Errorf("a wrong call reads %q", got)
	}
	shot(b, "play-predict")

	// A partizan game asks who wins with the side to move (Fisher §4: Left,
	// moving first, wins heap 12 of {2,5,9} against {3,4,8}).
	b.run("opening partizan predict mode", chromedp.Navigate(base+"/?game=partizan&left=2,5,9&right=3,4,8&len=30&from=12;L&coach=predict"))
	if awaitTurn(b, 0) != "call" {
		b.t.Fatalf("partizan predict mode does not ask for a call first: %s", b.text("#play"))
	}
	if got := b.text("#play-call"); !strings.Contains(got, "with Left to move, who wins from here?") || !strings.Contains(got, "Left wins (L)") || strings.Contains(got, "(N)") {
		b.t.Errorf("partizan predict mode asks %q", got)
	}
	b.eval(`document.getElementById("play-call-l").click(), ""`)
	b.until("the partizan verdict", `document.getElementById("play-score")?.textContent === "Your calls: 1 right of 1."`)
	if got := b.text("#play-call"); got != "Right: Left, to move, wins in 3 moves (L)." {
		b.t.Errorf("a right partizan call reads %q", got)
	}
	if got := b.text("#play-value"); got != "Left, to move, wins in 3 moves (L)" {
		b.t.Errorf("the partizan position's value reads %q, in the terms of its question", got)
	}
	b.eval(`document.getElementById("play-call").scrollIntoView({block: "center"}), ""`)
	shot(b, "play-predict-partizan")
}

// testPlayKeyboard starts and plays a game with the keyboard alone: Tab to
// the control, Enter to press it.
func testPlayKeyboard(b *tab, base string) {
	b.run("opening the page", chromedp.Navigate(base+"/?moves=1,5,8,10&len=40&n=14"))
	b.until("the figure", `document.querySelectorAll("#strip-values li").length === 40 && !!document.getElementById("play-start")`)
	tabTo(b, `a.id === "play-start"`)
	b.run("pressing Enter", chromedp.KeyEvent("\r"))
	state := awaitTurn(b, 0)
	// Turn the hints on with the keyboard: Space toggles the switch.
	tabTo(b, `a.id === "play-hints"`)
	b.run("pressing Space", chromedp.KeyEvent(" "))
	b.until("the hints", `document.querySelectorAll(".play-option.wins").length > 0 && location.search.includes("coach=hints")`)
	ply := 0
	for state != "over" {
		best := b.eval(`(() => { let best = null; for (const o of document.querySelectorAll(".play-option.wins")) {
			if (!best || Number(o.dataset.remoteness) < Number(best.dataset.remoteness)) best = o; } return best.id; })()`)
		tabTo(b, `a.id === "`+best+`"`)
		b.run("pressing Enter", chromedp.KeyEvent("\r"))
		state = awaitTurn(b, ply+1)
		ply, _ = strconv.Atoi(b.eval(`document.getElementById("play").dataset.ply`))
	}
	if w := b.eval(`document.getElementById("play").dataset.winner`); w != "person" {
		b.t.Errorf("the keyboard player following the hints did not win: %s", b.text("#play-end-text"))
	}
	shot(b, "play-over")
}

// tabTo presses Tab (and, if it is not found that way, Shift+Tab) until
// the focused element a satisfies cond.
func tabTo(b *tab, cond string) {
	b.t.Helper()
	check := `(() => { const a = document.activeElement; return !!a && (` + cond + `); })()`
	for _, mod := range []chromedp.Modifier{chromedp.ModifierNone, chromedp.ModifierShift} {
		for range 80 {
			if b.eval(`String(`+check+`)`) == "true" {
				return
			}
			b.run("pressing Tab", chromedp.KeyEvent("\t", chromedp.KeyModifiers(mod)))
		}
	}
	b.t.Fatalf("Tab never reached the element where %s; the focus is on %s", cond, b.eval(`document.activeElement.outerHTML.slice(0, 200)`))
}

// testPlayStart starts games from the form: the heap of n by default, two
// people, and a bad heap named with its key.
func testPlayStart(b *tab, base string) {
	b.run("opening the page", chromedp.Navigate(base+"/?moves=1,5,8,10&len=40&n=20"))
	b.until("the start form", `document.getElementById("play-from")?.value === "20"`)
	b.pasteInto("#play-from", "x")
	b.eval(`document.getElementById("play-start").click(), ""`)
	b.until("the message of the key from", `document.getElementById("play-from-error").textContent.startsWith("from")`)
	b.pasteInto("#play-from", "12")
	b.run("choosing two people", chromedp.SetValue("#play-vs", "people"), chromedp.Evaluate[chromedp.Void](`document.getElementById("play-vs").dispatchEvent(new Event("change", {bubbles: true}))`))
	b.until("two people", `location.search.includes("vs=people")`)
	b.eval(`document.getElementById("play-start").click(), ""`)
	awaitTurn(b, 0)
	b.eval(`document.getElementById("play-hints").click(), ""`)
	b.until("the hints", `document.querySelectorAll(".play-option.wins, .play-option.loses").length > 0`)
	awaitTurn(b, 0)
	shot(b, "play-hints")
	if got := b.text("#play-status"); got != "Player 1 to move" {
		b.t.Errorf("two people: the status reads %q", got)
	}
	b.eval(`document.getElementById("play-option-0").click(), ""`)
	awaitTurn(b, 1)
	if got := b.text("#play-status"); got != "Player 2 to move" {
		b.t.Errorf("two people, after a move: the status reads %q", got)
	}
	// A bad game has nothing to play: no card until it is fixed.
	b.run("opening a bad game", chromedp.Navigate(base+"/?moves=1,x&n=abc"))
	b.until("the message of the move set", `document.getElementById("moves-error")?.textContent.startsWith("moves")`)
	if got := b.eval(`String(!!document.getElementById("play-start") || document.getElementById("play")?.hidden !== true)`); got != "false" {
		b.t.Errorf("a bad game shows its play card")
	}
	b.pasteInto("#moves", "1,5")
	b.until("the start form once the game is good", `!!document.getElementById("play-start") && document.getElementById("play-from").value === ""`)
	// A link's bad line is named, and the game can still be ended.
	b.run("opening a bad line", chromedp.Navigate(base+"/?moves=1,5,8,10&len=40&from=12&line=0,99"))
	b.until("the message of the key line", `document.getElementById("play-from-error")?.textContent.startsWith("line")`)
	b.eval(`document.getElementById("play-end").click(), ""`)
	b.until("the game ended", `!!document.getElementById("play-start") && !location.search.includes("from=")`)
}

// shot saves screenshots of the page as it is scrolled (shotOf).
func shot(b *tab, name string) { shotOf(b, "", name) }

// testPlayPicked starts games from a heap picked on the figure: the
// explanation of a heap offers to play from it, for a partizan heap with
// either player first.
func testPlayPicked(b *tab, base string) {
	for _, tc := range []struct{ query, button, where string }{
		{"moves=1,3,4&len=40", "explain-play-0", "9"},
		{"game=partizan&left=1,3&right=1,2&len=40", "explain-play-1", "9 · Right to move"},
	} {
		b.open(base, tc.query, 40)
		b.eval(`document.getElementById("strip-values").open = true, ""`)
		b.eval(`document.querySelector('#strip-values li[data-heap="9"]').click(), ""`)
		b.until("the explanation of heap 9", `!!document.getElementById("`+tc.button+`")`)
		if strings.Contains(tc.query, "partizan") {
			b.eval(`document.getElementById("explain").scrollIntoView(), ""`)
			shot(b, "explain")
		}
		b.eval(`document.getElementById("` + tc.button + `").click(), ""`)
		awaitTurn(b, 0)
		if got := b.text("#play-where"); got != tc.where {
			b.t.Errorf("%s: the game picked at heap 9 starts at %q, want %q", tc.query, got, tc.where)
		}
	}
}
