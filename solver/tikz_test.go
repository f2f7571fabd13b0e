package solver

import (
	"strings"
	"testing"
	"unicode/utf8"
)

// The picture has a cell a heap, in the style of its outcome and with its
// nim-value or letter, the period's bars where the period says, and a
// caption in plain ASCII.
func TestTikZ(t *testing.T) {
	for _, tc := range []struct {
		query string
		want  []string // lines or parts of the picture
		cells int
		bars  int // the period's bars: one thick, the others thin
	}{
		// Outcomes period 4 from heap 0 in a subtraction game with nim-values.
		{"moves=1-3&len=12", []string{`\node[P] at (0.5,0.5) {0};`, `\node[N] at (3.5,0.5) {3};`, `\node[P] at (4.5,0.5) {0};`,
			`\draw[start] (0,0) -- (0,1);`, `\draw[again] (4,0) -- (4,1);`, `\draw[again] (8,0) -- (8,1);`,
			`A thick bar marks heap 0, where the period of the nim-values begins`}, 12, 3},
		// Letters where there are no nim-values; the row labels.
		{"moves=1-3&len=25&play=misere", []string{`\node[N] at (0.5,0.5) {N};`, `\node[P] at (1.5,0.5) {P};`, `\node[heading,anchor=east] at (-0.1,2.5) {20};`}, 25, 7},
		// Partizan games shade Left and Right apart.
		{"game=partizan&left=2,5,9&right=3,4,8&len=30", []string{`Left wins light grey, Right wins mid grey`}, 30, -1},
		// Special characters in the caption are escaped.
		{"game=cram&board=2x3", []string{`$\times$`}, 4, -1},
		// A long strip draws its first MostTikZHeaps heaps and says so.
		{"moves=1,5,8,10&len=5000", []string{"heaps 0 to 1,999 of the 5,000 computed"}, MostTikZHeaps, -1},
	} {
		t.Run(tc.query, func(t *testing.T) {
			pic := string(analyzeQuery(t, tc.query).TikZ())
			for _, w := range tc.want {
				if !strings.Contains(pic, w) {
					t.Errorf("TikZ lacks %q:\n%.1200s", w, pic)
				}
			}
			cells := strings.Count(pic, `\node[P]`) + strings.Count(pic, `\node[N]`) + strings.Count(pic, `\node[L]`) + strings.Count(pic, `\node[R]`)
			if cells != tc.cells {
				t.Errorf("%d cells, want %d", cells, tc.cells)
			}
			if bars := strings.Count(pic, `\draw[start]`) + strings.Count(pic, `\draw[again]`); tc.bars >= 0 && bars != tc.bars {
				t.Errorf("%d bars of the period, want %d", bars, tc.bars)
			}
			for i, line := range strings.Split(pic, "\n") {
				if !strings.HasPrefix(line, "%") && !isASCII(line) {
					t.Errorf("line %d is not ASCII: %q", i+1, line)
				}
			}
		})
	}
}

func isASCII(s string) bool {
	for _, r := range s {
		if r >= utf8.RuneSelf {
			return false
		}
	}
	return true
}
