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
	if got := people.name(1, ""); got != "Player 2" {
		t.Errorf("the second of two people is %q", got)
	}
	if got := you.name(1, game.Right); got != "The computer (Right)" {
		t.Errorf("the computer as Right is %q", got)
	}
	if read("moves=1-3").playing() {
		t.Error("a page without from has no game in play")
	}
}

// The value history rings the move the solver says threw a win away, and
// its caption names the first such move and its player.
func TestThrown(t *testing.T) {
	v := func(wins bool, rem int) solver.Step {
		return solver.Step{Value: game.Value{Wins: wins, Remoteness: rem}}
	}
	steps := []solver.Step{v(true, 5), v(false, 4), v(true, 5), v(true, 3), v(false, 2)}
	steps[3].Thrown = true
	svg := historySVG(steps)
	if strings.Count(svg, "history-thrown") != 1 || strings.Count(svg, `class="history-dot`) != len(steps) {
		t.Errorf("the chart draws %d dots and %d rings: %s", strings.Count(svg, `class="history-dot`), strings.Count(svg, "history-thrown"), svg)
	}
	r := rules{vs: "computer"}
	if got, want := historyCaption(r, steps), " Move 3 (You) threw a win away."; !strings.HasSuffix(got, want) {
		t.Errorf("the caption reads %q, want it to end %q", got, want)
	}
}

// The end of a game says who won and why, by the rule the solver says
// decided it, naming a partizan player by the side the solver gives.
func TestPlayEnd(t *testing.T) {
	for _, tc := range []struct {
		name string
		r    rules
		ply  int
		last solver.Step
		end  game.End
		want string
	}{
		{"normal", rules{vs: "computer"}, 1, solver.Step{}, game.EndNormal, "You win after 1 move. The computer has no move left."},
		{"misère", rules{vs: "computer"}, 2, solver.Step{Value: game.Value{Wins: true}}, game.EndMisere,
			"You win after 2 moves. The computer made the last move, and in misère play the last move loses."},
		{"parity", rules{vs: "people"}, 2, solver.Step{Value: game.Value{Wins: true}}, game.EndParity,
			"Player 1 wins after 2 moves. No stone is left, and the parities of the two holdings decide it."},
		{"partizan", rules{vs: "people"}, 2, solver.Step{Side: game.Left}, game.EndNormal, "Right wins after 2 moves. Left has no move left."},
		{"partizan against the computer", rules{vs: "computer"}, 3, solver.Step{Side: game.Left}, game.EndNormal,
			"You (Right) win after 3 moves. The computer (Left) has no move left."},
		{"the person loses", rules{vs: "computer"}, 2, solver.Step{Side: game.Left}, game.EndNormal,
			"The computer (Right) wins after 2 moves. You (Left) have no move left."},
	} {
		steps := append(make([]solver.Step, tc.ply), tc.last)
		p := &playCard{Rules: tc.r, Match: &solver.Match{Line: make([]int, tc.ply), Steps: steps, Over: true, End: tc.end}}
		if got := p.endText(); got != tc.want {
			t.Errorf("%s: the end reads %q, want %q", tc.name, got, tc.want)
		}
	}
}

// Values and moves read in words (the positions' words are the solver's:
// TestMatchWords).
func TestPlayWords(t *testing.T) {
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
