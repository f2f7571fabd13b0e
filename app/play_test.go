package main

import (
	"slices"
	"strings"
	"testing"

	"stones/solver"
	"stones/solver/game"
)

// The play keys say who moves: a person first by default, the computer
// first with first=computer, nobody's computer with vs=people; an undo
// takes back the computer's answer with the person's move.
func TestPlayRules(t *testing.T) {
	read := func(q string) rules {
		c, err := solver.ParseConfig(q)
		if err != nil {
			t.Fatal(err)
		}
		return playRules(c)
	}
	you := read("moves=1-3&from=12&line=0,1,2")
	if !you.playing() || you.vs != "computer" {
		t.Fatalf("rules = %+v", you)
	}
	if you.computerMoves(0) || !you.computerMoves(1) || you.computerMoves(2) {
		t.Error("against the computer the person moves first by default")
	}
	if rest, off := you.undone([]int{0, 1, 2, 0}); !slices.Equal(rest, []int{0, 1}) || !slices.Equal(off, []int{0, 2}) {
		t.Errorf("undo after the computer's answer leaves %v (took %v), want [0 1] (took [0 2])", rest, off)
	}
	if rest, off := you.undone([]int{0, 1, 2}); !slices.Equal(rest, []int{0, 1}) || !slices.Equal(off, []int{2}) {
		t.Errorf("undo before the computer's answer leaves %v (took %v)", rest, off)
	}
	late := read("moves=1-3&from=12&first=computer")
	if !late.computerMoves(0) || late.computerMoves(1) {
		t.Error("first=computer: the computer opens")
	}
	if rest, off := late.undone([]int{2, 0}); len(rest) != 1 || len(off) != 1 {
		t.Errorf("undo of the person's first move leaves %v (took %v), want the computer's opening", rest, off)
	}
	people := read("moves=1-3&from=12&vs=people")
	if people.computerMoves(0) || people.computerMoves(1) {
		t.Error("vs=people: no computer")
	}
	if got := people.name(1, "12"); got != "Player 2" {
		t.Errorf("the second of two people is %q", got)
	}
	if got := you.name(1, "12;R"); got != "The computer (Right)" {
		t.Errorf("the computer as Right is %q", got)
	}
	if read("moves=1-3").playing() {
		t.Error("a page without from has no game in play")
	}
}

// The value history marks a move that threw a win away: its mover could
// win before it, and the next player can win after it.
func TestThrown(t *testing.T) {
	v := func(wins bool, rem int) solver.Step {
		return solver.Step{Value: game.Value{Wins: wins, Remoteness: rem}}
	}
	steps := []solver.Step{v(true, 5), v(false, 4), v(true, 5), v(true, 3), v(false, 2)}
	if got := thrown(steps); !slices.Equal(got, []int{3}) {
		t.Errorf("thrown = %v, want [3]", got)
	}
	svg := historySVG(steps)
	if strings.Count(svg, "history-thrown") != 1 || strings.Count(svg, `class="history-dot`) != len(steps) {
		t.Errorf("the chart draws %d dots and %d rings: %s", strings.Count(svg, `class="history-dot`), strings.Count(svg, "history-thrown"), svg)
	}
}

// Positions and values read in words.
func TestPlayWords(t *testing.T) {
	for pos, want := range map[string]string{
		"12":                "12",
		"3,5,7":             "3 · 5 · 7",
		"12;L":              "12 · Left to move",
		"13;hold=0,1;first": "13 · holdings even, odd · first player's turn",
		"9;last=3":          "9 · last taken 3",
	} {
		if got := positionWords(pos); got != want {
			t.Errorf("positionWords(%q) = %q, want %q", pos, got, want)
		}
	}
	if got := valueWords(game.Value{Wins: true, Remoteness: 3}, true); got != "the player to move wins in 3 moves (N)" {
		t.Errorf("a won position reads %q", got)
	}
	if got := valueWords(game.Value{Wins: false, Remoteness: 2}, false); got != "wins in 3 moves" {
		t.Errorf("a move to a lost position reads %q", got)
	}
	if got := arrowed("take 5 leaving 63"); got != "take 5 → 63" {
		t.Errorf("arrowed = %q", got)
	}
}
