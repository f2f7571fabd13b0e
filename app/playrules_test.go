package main

import (
	"slices"
	"testing"

	"stones/solver"
)

// Undo takes back a turn (a person's move and the computer's answer) and
// redo plays the same turn again, by one rule: with the person opening, with
// the computer opening (whose opening alone is no turn to take back), against
// two people (a move a turn), and at the end of a game, won by either side.
func TestUndoRedo(t *testing.T) {
	for _, tc := range []struct {
		name, query string
		line        []int
		undos       []string // the line after each undo, in turn
	}{
		{"you open", "moves=1-3&from=12", []int{0, 1, 2, 0}, []string{"0,1", "", ""}},
		{"the computer opens", "moves=1-3&from=12&first=computer", []int{2, 0, 1, 2, 0}, []string{"2,0,1", "2", "2"}},
		{"two people", "moves=1-3&from=12&vs=people", []int{0, 1, 2}, []string{"0,1", "0", ""}},
		// 4, take 1 → 3, take 1 → 2, take 2 → 0: the person's move ends it.
		{"you win", "moves=1-3&from=4", []int{0, 0, 1}, []string{"0,0", "", ""}},
		// 5, take 1 → 4, take 1 → 3, take 3 → 0: the computer's answer ends it.
		{"the computer wins", "moves=1-3&from=5&first=computer", []int{0, 0, 2}, []string{"0", "0"}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			c, err := solver.ParseConfig(tc.query)
			if err != nil {
				t.Fatal(err)
			}
			r := playRules(c)
			line, redo := tc.line, []int(nil)
			for i, want := range tc.undos {
				rest, off := r.undone(line)
				if got := solver.FormatLine(rest); got != want {
					t.Fatalf("undo %d of %v leaves %q, want %q", i+1, line, got, want)
				}
				if len(rest) < len(line) && !r.turnStarts(len(rest)) {
					t.Errorf("after undo %d the computer is to move at ply %d", i+1, len(rest))
				}
				line, redo = rest, append(redo, off...)
			}
			for i := range tc.undos {
				before := line
				line, redo = r.redone(line, redo)
				if back, _ := r.undone(line); len(line) > len(before) && !slices.Equal(back, before) {
					t.Errorf("redo %d of %v plays %v, which one undo takes back to %v", i+1, before, line, back)
				}
			}
			if !slices.Equal(line, tc.line) || len(redo) != 0 {
				t.Errorf("every redo after the undos leaves %v with %v to redo, want the line %v again", line, redo, tc.line)
			}
		})
	}
}
