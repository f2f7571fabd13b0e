package main

import (
	"slices"
	"strconv"

	"stones/solver"
	"stones/solver/game"
)

// The rules of a game in play, read from the play keys (playcard.go draws
// the card): who plays each move, and how undo and redo go by turns.
// Seats: the player who moves first from the start is seat 0.

// rules are the play keys of a configuration, read with their defaults.
type rules struct {
	from, vs, coach string
	computerFirst   bool
}

// playRules reads the play keys of cfg.
func playRules(cfg solver.Config) rules {
	p := cfg.Page
	r := rules{from: p["from"], vs: p["vs"], coach: p["coach"], computerFirst: p["first"] == "computer"}
	if r.vs != "people" && r.vs != "policy" {
		r.vs = "computer"
	}
	return r
}

// playing reports whether the configuration names a game in play.
func (r rules) playing() bool { return r.from != "" }

// person returns the seat a person plays against the computer.
func (r rules) person() int {
	if r.computerFirst {
		return 1
	}
	return 0
}

// computerMoves reports whether the computer makes the move of ply (the
// number of moves played before it).
func (r rules) computerMoves(ply int) bool {
	return r.vs != "people" && ply%2 != r.person()
}

// name returns who plays at ply, on side (Left or Right in a partizan
// game, as the solver's step says; "" in others): "You", "The computer",
// "Left", "Player 2"…
func (r rules) name(ply int, side game.Side) string {
	switch {
	case r.vs == "people" && side != "":
		return string(side)
	case r.vs == "people":
		return "Player " + strconv.Itoa(ply%2+1)
	case r.computerMoves(ply) && side != "":
		return "The computer (" + string(side) + ")"
	case r.computerMoves(ply):
		return "The computer"
	case side != "":
		return "You (" + string(side) + ")"
	}
	return "You"
}

// Undo and redo go by turns: a person's move and the computer's answers
// after it are one turn (against two people, each move is one). An undo
// takes the last turn back and a redo plays the next one again, so that
// after either a person is to move. Both stop where a turn starts
// (turnStarts).

// turnStarts reports whether a turn starts at ply (the number of moves
// played before it): a person makes its move.
func (r rules) turnStarts(ply int) bool { return !r.computerMoves(ply) }

// undone returns the line after an undo: the last turn taken off, and the
// moves taken off, last first. A line without a person's move (the
// computer's opening alone) has nothing to take back: the computer would
// open again.
func (r rules) undone(line []int) (rest, off []int) {
	start := len(line) - 1
	for start >= 0 && !r.turnStarts(start) {
		start--
	}
	if start < 0 {
		return line, nil
	}
	off = slices.Clone(line[start:])
	slices.Reverse(off)
	return line[:start], off
}

// redone returns the line after a redo: the next turn of redo (the moves
// undone, the next to play last, as undone took them off) played again,
// and the moves left to redo.
func (r rules) redone(line, redo []int) (next, left []int) {
	next = slices.Clone(line)
	for len(redo) > 0 {
		next = append(next, redo[len(redo)-1])
		redo = redo[:len(redo)-1]
		if r.turnStarts(len(next)) {
			break
		}
	}
	return next, redo
}
