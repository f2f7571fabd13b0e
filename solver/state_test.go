package solver

import (
	"slices"
	"strings"
	"testing"
)

// The answer at n in the no-repeat game says which amounts the moves before
// play forbid now (Fisher §3: S = {1, …, 5}, the opponent's last move
// forbidden), and the state table names the row of that state.
func TestNoRepeatStart(t *testing.T) {
	for _, tc := range []struct {
		query, forbidden, row string
	}{
		{"moves=1-5&norepeat=1&len=40&n=20&last=1", "Taking 1 is forbidden now: it was the last move.", "after 1"},
		{"moves=1-5&norepeat=1&n=8&last=3", "Taking 3 is forbidden now: it was the last move.", "after 3"},
		{"moves=1-5&norepeat=1&n=8", "At the start of the game no amount is forbidden yet.", ""},
		{"moves=1-5&norepeat=1&n=0&last=", "At the start of the game no amount is forbidden yet.", ""},
		{"moves=1-7&norepeat=2&n=1&last=2,1", "Taking 2 or 1 is forbidden now: they were taken in the last 2 moves.", "after 2, 1"},
		{"moves=1-7&norepeat=2&n=9&last=1", "Taking 1 is forbidden now: it was the last move.", ""},
	} {
		t.Run(tc.query, func(t *testing.T) {
			c := configOf(t, tc.query)
			r := analyzeQuery(t, tc.query)
			if a := AnswerAt(c, r); !slices.Contains(a.Lines, tc.forbidden) {
				t.Errorf("AnswerAt = %q, want the line %q", a.Text(), tc.forbidden)
			}
			i := StartRow(c, r)
			switch {
			case tc.row == "" && i != -1:
				t.Errorf("StartRow = %d (%q), want -1", i, r.Table[i].Label)
			case tc.row != "" && (i < 0 || r.Table[i].Label != tc.row):
				t.Errorf("StartRow = %d, want the row %q", i, tc.row)
			}
		})
	}
	// Games without a state given by the configuration name no row and
	// say nothing of it.
	for _, q := range []string{"moves=1,5,8,10&n=68", "game=parity&moves=1-3&n=7", "game=partizan&left=2,5,9&right=3,4,8&n=12"} {
		c, r := configOf(t, q), analyzeQuery(t, q)
		if i := StartRow(c, r); i != -1 {
			t.Errorf("%s: StartRow = %d, want -1", q, i)
		}
		for _, l := range AnswerAt(c, r).Lines {
			if strings.Contains(l, "forbidden") {
				t.Errorf("%s: %q", q, l)
			}
		}
	}
}
