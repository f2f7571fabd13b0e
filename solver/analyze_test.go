package solver

import (
	"errors"
	"slices"
	"stones/solver/game"
	"testing"
)

// AnalyzeAside draws the figure whatever the question: a refused n or
// heaps is set aside, and so is a refused len when the page falls back to
// the default; Analyze, the command line's, refuses the first of them.
func TestAnalyzeAside(t *testing.T) {
	const huge = "100000000000000000000" // beyond Grundy's game's nim-values computed
	for _, tc := range []struct {
		query    string
		fallback bool
		want     string   // the result's configuration; "" for none
		asides   []string // the keys set aside, in order
		refused  string   // the key of the error, when there is no result
	}{
		{"moves=1,3,4&len=30&n=7", false, "game=subtraction&moves=1,3,4&play=normal&norepeat=0&len=30&n=7&algo=auto", nil, ""},
		{"game=grundy&len=30&n=" + huge, false, "game=grundy&play=normal&len=30", []string{"n"}, ""},
		{"game=grundy&len=30&heaps=3," + huge, false, "game=grundy&play=normal&len=30", []string{"heaps"}, ""},
		{"game=grundy&len=30&n=" + huge + "&heaps=3," + huge, false, "game=grundy&play=normal&len=30", []string{"n", "heaps"}, ""},
		{"moves=1,3,4&len=5000000&n=7", false, "", nil, "len"},
		{"moves=1,3,4&len=5000000&n=7", true, "game=subtraction&moves=1,3,4&play=normal&norepeat=0&len=100&n=7&algo=auto", []string{"len"}, ""},
		{"game=grundy&len=5000000&n=" + huge, true, "game=grundy&play=normal&len=100", []string{"len", "n"}, ""},
	} {
		c := configOf(t, tc.query)
		r, asides, err := AnalyzeAside(t.Context(), c, nil, tc.fallback, PageLimits, nil)
		var keys []string
		for _, a := range asides {
			var in *game.InputError
			if !errors.As(a, &in) {
				t.Fatalf("%s: aside %v is no *InputError", tc.query, a)
			}
			keys = append(keys, in.Key)
		}
		if !slices.Equal(keys, tc.asides) {
			t.Errorf("%s (fallback %t): asides of %v, want %v", tc.query, tc.fallback, keys, tc.asides)
		}
		if tc.refused != "" {
			var in *game.InputError
			if r != nil || !errors.As(err, &in) || in.Key != tc.refused {
				t.Errorf("%s (fallback %t): %v, %v; want a refusal of %s", tc.query, tc.fallback, r, err, tc.refused)
			}
			continue
		}
		if err != nil || r.Config != tc.want {
			t.Fatalf("%s (fallback %t): %v, %v; want the figure of %s", tc.query, tc.fallback, r, err, tc.want)
		}
		_, err = Analyze(t.Context(), c, PageLimits, nil)
		var in *game.InputError
		if len(keys) == 0 && err != nil || len(keys) > 0 && (!errors.As(err, &in) || in.Key != keys[0]) {
			t.Errorf("%s: Analyze gives %v, want the refusal of %v first", tc.query, err, keys)
		}
	}
}
