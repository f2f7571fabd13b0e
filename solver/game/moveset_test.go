package game

import (
	"runtime"
	"slices"
	"strings"
	"testing"
)

func TestMoveSetString(t *testing.T) {
	tests := []struct {
		moves []int
		want  string
	}{
		{[]int{1}, "1"},
		{[]int{1, 2}, "1,2"},
		{[]int{1, 2, 3}, "1-3"},
		{[]int{10, 8, 5, 1}, "1,5,8,10"},
		{[]int{1, 2, 3, 4, 5, 9, 11, 12}, "1-5,9,11,12"},
		{[]int{MaxMove, 1}, "1,1000000"},
	}
	for _, tt := range tests {
		m := NewMoveSet(tt.moves...)
		if got := m.String(); got != tt.want {
			t.Errorf("NewMoveSet(%v).String() = %q, want %q", tt.moves, got, tt.want)
		}
		back, err := ParseMoveSet("moves", m.String())
		if err != nil || !back.Equal(m) {
			t.Errorf("ParseMoveSet(%q) = %v, %v; want %v", m.String(), back, err, m)
		}
	}
	m := NewMoveSet(1, 5, 8, 10)
	if !m.Contains(8) || m.Contains(7) || m.Contains(11) || m.Contains(0) || m.Max() != 10 || m.Min() != 1 || m.Len() != 4 {
		t.Errorf("NewMoveSet(1,5,8,10): Contains(8)=%v Contains(7)=%v Max=%d Min=%d Len=%d", m.Contains(8), m.Contains(7), m.Max(), m.Min(), m.Len())
	}
	if got := m.Words(); got != "{1, 5, 8, 10}" {
		t.Errorf("Words() = %q", got)
	}
}

// Overlapping and touching ranges merge into runs; the set is what the
// amounts are, however written.
func TestMoveSetRuns(t *testing.T) {
	for _, tt := range []struct{ text, want string }{
		{"1-5,3-9", "1-9"}, {"1-3,4-6", "1-6"}, {"5,4,3,2,1", "1-5"}, {"1-1000000,1-1000000", "1-1000000"},
		{"7,1-3,5", "1-3,5,7"}, {"2,1", "1,2"}, {"1-2,4-5", "1,2,4,5"},
	} {
		m, err := ParseMoveSet("moves", tt.text)
		if err != nil || m.String() != tt.want {
			t.Errorf("ParseMoveSet(%q) = %v, %v; want %s", tt.text, m, err, tt.want)
		}
		want := []int{}
		for s := 1; s <= m.Max(); s++ {
			if m.Contains(s) {
				want = append(want, s)
			}
		}
		if got := m.Moves(); !slices.Equal(got, want) || len(got) != m.Len() {
			t.Errorf("ParseMoveSet(%q).Moves() = %d amounts, want %d agreeing with Contains", tt.text, len(got), len(want))
		}
	}
}

// FuzzParseMoveSet: never panics; allocates in proportion to the text (the
// constant allows for what the fuzzing worker allocates meanwhile),
// whatever its ranges span; an accepted set round-trips through String and
// agrees with Contains.
func FuzzParseMoveSet(f *testing.F) {
	for _, s := range []string{"1,5,8,10", "1-5,9", " 3 , 4 ", "5-2", "0", "1-1000000", "squares", "9999999999999999999999",
		strings.Repeat("1-1000000,", 60) + "2", "1-3,2-9,20-30,25"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		var m MoveSet
		var err error
		var before, after runtime.MemStats
		runtime.ReadMemStats(&before)
		m, err = ParseMoveSet("moves", s)
		runtime.ReadMemStats(&after)
		if got, most := after.TotalAlloc-before.TotalAlloc, uint64(64*len(s)+64<<10); got > most {
			t.Fatalf("ParseMoveSet(%q) allocated %d bytes, more than %d", s, got, most)
		}
		if err != nil {
			return
		}
		if m.Finite() && (m.Len() == 0 || m.Min() < 1 || m.Max() > MaxMove || !m.Contains(m.Min()) || !m.Contains(m.Max())) {
			t.Fatalf("ParseMoveSet(%q) = %v: out of range", s, m)
		}
		back, err := ParseMoveSet("moves", m.String())
		if err != nil || !back.Equal(m) {
			t.Fatalf("ParseMoveSet(%q) = %v; its String %q parses to %v, %v", s, m, m.String(), back, err)
		}
	})
}
