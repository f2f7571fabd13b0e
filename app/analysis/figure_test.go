package analysis

import "testing"

// Holds takes a figure held for the figure of every configuration that
// differs from it in its questions alone, and nothing for none.
func TestHolds(t *testing.T) {
	held := config(t, "moves=1,3,4&len=30").Figure()
	for _, tc := range []struct {
		holds, query string
		want         bool
	}{
		{held, "moves=1,3,4&len=30", true},
		{held, "moves=1,3,4&len=30&n=12&heaps=3,5", true},
		{held, "moves=1,3,4&len=30&view=compare", true},
		{held, "moves=1,3,4&len=31", false},
		{held, "moves=1,3,5&len=30", false},
		{"", "moves=1,3,4&len=30", false},
	} {
		if got := Holds(tc.holds, config(t, tc.query)); got != tc.want {
			t.Errorf("Holds(%q, %s) = %v, want %v", tc.holds, tc.query, got, tc.want)
		}
	}
}
