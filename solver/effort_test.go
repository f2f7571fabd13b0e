package solver

import "testing"

func TestEffort(t *testing.T) {
	for _, tc := range []struct {
		query string
		want  int64
		ok    bool
	}{
		{"moves=1,5,8,10&len=20000", 20000 * 2, true},         // four options of heap 19,999
		{"game=octal&code=0.6&len=20000", 20000 * 5000, true}, // 10,000 splits of heap 19,999
		{"game=partizan&left=2,5,9&right=3,4,8", 0, false},
	} {
		c, err := ParseConfig(tc.query)
		if err != nil {
			t.Fatalf("ParseConfig(%q): %v", tc.query, err)
		}
		if got, ok := Effort(c); got != tc.want || ok != tc.ok {
			t.Errorf("Effort(%q) = %d, %v, want %d, %v", tc.query, got, ok, tc.want, tc.ok)
		}
	}
}

// TestEffortExceeds: the stopped listing answers as the whole estimate
// does, at every bound around it.
func TestEffortExceeds(t *testing.T) {
	for _, query := range []string{
		"moves=1,5,8,10&len=20000",
		"game=octal&code=0.6&len=20000",
		"game=octal&code=0.6&len=7",
		"game=octal&code=4.7&len=5000",
		"game=octal&code=0.137&len=1",
		"moves=1,2&len=1",
		"game=partizan&left=2,5,9&right=3,4,8",
	} {
		c, err := ParseConfig(query)
		if err != nil {
			t.Fatalf("ParseConfig(%q): %v", query, err)
		}
		e, ok := Effort(c)
		for _, bound := range []int64{-1, 0, 1, e / 3, e/2 - 1, e / 2, e - int64(c.Len), e - 1, e, e + 1, 2 * e, 1 << 40} {
			if got, want := EffortExceeds(c, bound), ok && e > bound; got != want {
				t.Errorf("EffortExceeds(%q, %d) = %v, want %v (Effort %d, %v)", query, bound, got, want, e, ok)
			}
		}
	}
}
