//go:build !js

package main

import (
	"strings"
	"testing"
)

// Predict mode in a partizan game asks who wins with the side to move,
// Left or Right, not N or P, and scores the call as in an impartial game
// (Fisher §4: Left, moving first, wins heap 12 of {2,5,9} against
// {3,4,8}).
func TestPredictPartizan(t *testing.T) {
	p := mount(t)
	c := p.c
	p.nav("game=partizan&left=2,5,9&right=3,4,8&len=30&from=12;L&coach=predict")
	for deadline := 0; c.play.match == nil && deadline < 1000; deadline++ {
		p.settle()
	}
	p.has("the call", "Your call: with Left to move, who wins from here?",
		`id="play-call-l"`, "Left wins (L)", `id="play-call-r"`, "Right wins (R)")
	if page := p.html(); strings.Contains(page, "Wins (N)") || strings.Contains(page, "does the player to move win") {
		t.Error("predict mode asks N or P in a partizan game")
	}
	c.callPosition(true) // Left, to move, wins: the call "Left wins"
	p.settle()
	p.has("the verdict", "Right: Left, to move, wins in 3 moves (L).", "Your calls: 1 right of 1.", ">Left, to move, wins in 3 moves (L)</span>")
	if strings.Contains(p.html(), "the player to move wins in 3 moves (N)") {
		t.Error("the partizan position is called N after the call")
	}

	p.nav("moves=1,5,8,10&len=40&from=14&coach=predict")
	for deadline := 0; (c.play.match == nil || c.play.match.Steps[0].Position != "14") && deadline < 1000; deadline++ {
		p.settle()
	}
	p.has("the impartial call", "Your call: does the player to move win from here?", `id="play-call-n"`, "Wins (N)", `id="play-call-p"`, "Loses (P)")
}
