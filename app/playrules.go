package main

import "slices"

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
