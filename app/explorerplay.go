package main

import (
	"slices"
	"strconv"
	"strings"
	"time"

	"github.com/maxence-charriere/go-app/v9/pkg/app"

	"stones/solver"
)

// The page's side of a game in play: the explorer keeps the play keys in
// its configuration (see playcard.go and playrules.go) and what the URL does not hold: the
// moves undone (for redo), the calls of predict mode, and the computer's
// pending move.

// computerPause is how long the computer seems to think before it moves,
// so that a person sees the position their move left.
const computerPause = 700 * time.Millisecond

// inPlay is the explorer's state of a game in play.
type inPlay struct {
	match    *solver.Match // the last match the solver replayed
	redo     []int         // the moves undone, the next to redo last
	calls    map[int]bool  // predict: the call made at each ply
	right    int           // predict: calls that were right
	made     int           // predict: calls made
	turn     int           // counts the computer's scheduled moves, so that a stale one is dropped
	thinking bool          // the computer's move is scheduled
	start    string        // the start form's heaps as typed
}

// playBox hands the game in play to the play card.
func (c *explorer) playBox() app.UI {
	r := playRules(c.cfg)
	// A game starts where the page's question is (its heaps, else n),
	// when the question is good, unless the person typed a start.
	start := c.play.start
	switch {
	case start != "":
	case c.cfg.Heaps != nil:
		start = values(c.cfg).Get("heaps")
	case c.cfg.N != nil:
		start = c.cfg.N.String()
	}
	return &playCard{
		Rules: r, Game: c.cfg.Game, Match: c.play.match, Current: c.matchCurrent(),
		Thinking: c.play.thinking, Redo: len(c.play.redo), Calls: c.play.calls,
		Right: c.play.right, Made: c.play.made, Start: start,
		Err: c.errs["from"] + ifText(c.errs["from"] != "" && c.errs["line"] != "", " ") + c.errs["line"], Host: c,
	}
}

// matchCurrent reports whether the match shown is the one the play keys
// name: the last analysis was of them and has ended.
func (c *explorer) matchCurrent() bool {
	return c.play.match != nil && !c.running &&
		c.shown.Page["from"] == c.cfg.Page["from"] && c.shown.Page["line"] == c.cfg.Page["line"]
}

// setPlayKeys sets page keys of the game in play ("" takes one out),
// writes the URL and analyses: the worker replays the line.
func (c *explorer) setPlayKeys(set map[string]string) {
	c.withPage(set)
	delete(c.errs, "from")
	delete(c.errs, "line")
	c.play.turn++
	c.play.thinking = false
	c.writeURL()
	_, from := set["from"]
	_, line := set["line"]
	switch {
	case c.cfg.Game == nil || !playRules(c.cfg).playing():
	case !from && !line && c.matchCurrent():
		// The opponent, the opener or the help changed, not the game:
		// the match stands, and the computer moves if it is now its turn.
		c.played(c.play.match)
	default:
		c.analyze()
	}
	c.Update()
}

// setPlayKey sets one page key of play: the opponent, who opens, the help.
func (c *explorer) setPlayKey(key, value string) {
	c.setPlayKeys(map[string]string{key: value})
}

// startPlay starts a game from the heaps typed (one heap, or several for
// an impartial game), Left moving first in a partizan game when left.
func (c *explorer) startPlay(text string, left bool) {
	c.play.start = text
	heaps, err := solver.ParseHeaps("from", strings.TrimSpace(text))
	var from string
	if err == nil {
		from, err = solver.Opening(c.cfg, heaps, left)
	}
	if err != nil {
		c.errs["from"] = err.Error()
		c.Update()
		return
	}
	c.resetPlay()
	c.setPlayKeys(map[string]string{"from": from, "line": ""})
	c.focus("play-status")
}

// resetPlay forgets the game in play but the start typed. Its turn count
// goes on, so that a computer's move scheduled in the old game is dropped.
func (c *explorer) resetPlay() {
	c.play = inPlay{start: c.play.start, turn: c.play.turn + 1}
}

// playFrom starts a game from heap n, picked on the figure.
func (c *explorer) playFrom(n int, left bool) {
	c.startPlay(strconv.Itoa(n), left)
}

// endPlay ends the game in play: its keys leave the link.
func (c *explorer) endPlay() {
	c.resetPlay()
	c.setPlayKeys(map[string]string{"from": "", "line": "", "coach": ""})
	c.focus("play-start")
}

// playMove plays the move at index i of the position in play: a person's
// move clears what redo would play.
func (c *explorer) playMove(i int) {
	if !c.matchCurrent() || c.play.match.Over {
		return
	}
	c.play.redo = nil
	c.move(i)
}

// move appends the move at index i to the line.
func (c *explorer) move(i int) {
	line := append(append([]int(nil), c.play.match.Line...), i)
	c.setPlayKeys(map[string]string{"line": solver.FormatLine(line)})
}

// undoMove takes back the last move, and the computer's before it, so that
// a person is to move again (playrules.go).
func (c *explorer) undoMove() {
	m := c.play.match
	if m == nil {
		return
	}
	rest, off := playRules(c.cfg).undone(m.Line)
	if len(off) == 0 {
		return
	}
	c.play.redo = append(c.play.redo, off...)
	for ply := range c.play.calls {
		if ply > len(rest) {
			delete(c.play.calls, ply)
		}
	}
	c.setPlayKeys(map[string]string{"line": solver.FormatLine(rest)})
}

// redoMove plays again the moves the last undo took back (playrules.go).
func (c *explorer) redoMove() {
	m := c.play.match
	if m == nil || len(c.play.redo) == 0 {
		return
	}
	var line []int
	line, c.play.redo = playRules(c.cfg).redone(m.Line, c.play.redo)
	c.setPlayKeys(map[string]string{"line": solver.FormatLine(line)})
}

// callPosition takes the student's call of the position to move from
// (predict mode) and keeps score.
func (c *explorer) callPosition(wins bool) {
	m := c.play.match
	if !c.matchCurrent() {
		return
	}
	ply := len(m.Line)
	if _, done := c.play.calls[ply]; done {
		return
	}
	if c.play.calls == nil {
		c.play.calls = map[int]bool{}
	}
	c.play.calls[ply] = wins
	c.play.made++
	if wins == m.Mover().Wins {
		c.play.right++
	}
	c.focus("play-option-0")
	c.Update()
}

// played takes the match of an analysis: when the computer is to move, it
// moves after a pause.
func (c *explorer) played(m *solver.Match) {
	c.play.match = m
	c.play.thinking = false
	r := playRules(c.cfg)
	if m == nil || m.Over || !r.computerMoves(len(m.Line)) || !c.matchCurrent() {
		return
	}
	c.play.turn++
	turn := c.play.turn
	c.play.thinking = true
	c.ui.After(computerPause, func(ctx app.Context) {
		if c.play.turn != turn || !c.matchCurrent() {
			return
		}
		c.play.thinking = false
		c.play.redo = nil // a new move: what redo would play no longer follows
		i := m.Best
		if r.vs == "policy" && m.Policy >= 0 {
			i = m.Policy
		}
		if i >= 0 {
			c.move(i)
		}
	})
}

// playKeys are the page keys of a game in play.
var playKeys = []string{"from", "line", "vs", "first", "coach"}

// withoutPlay returns page keys without those of a game in play.
func withoutPlay(page map[string]string) map[string]string {
	out := map[string]string{}
	for k, v := range page {
		if !slices.Contains(playKeys, k) {
			out[k] = v
		}
	}
	if len(out) == 0 {
		return nil
	}
	return out
}
