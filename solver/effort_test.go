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
