package analysis

import (
	"testing"

	"stones/solver"
	"stones/solver/research"
)

// A session compares the variants again only when the move set or len
// changed: an edit of n, of the heaps or of the play keys, or from normal
// to misère play, keeps the last comparison (the same slice, not computed
// again).
func TestSessionKeepsTheComparison(t *testing.T) {
	var s Session
	analyze := func(q string) []research.Compared {
		t.Helper()
		cfg, err := solver.ParseConfig(q)
		if err != nil {
			t.Fatal(err)
		}
		r, ok := s.Analyze(t.Context(), 1, cfg, false, nil).(Done)
		if !ok {
			t.Fatalf("%s: %+v, want a Done", q, r)
		}
		return r.Compare
	}
	first := analyze("moves=1,3,4&len=30&n=5&view=compare")
	if len(first) == 0 {
		t.Fatal("the compare view has no variants")
	}
	for _, tc := range []struct {
		query string
		kept  bool
	}{
		{"moves=1,3,4&len=30&n=6&view=compare", true},
		{"moves=1,3,4&len=30&n=6&heaps=3,5&view=compare", true},
		{"moves=1,3,4&len=30&n=6&from=6&line=0&view=compare", true},
		{"moves=1,3,4&len=30&n=6&play=misere&view=compare", true},
		{"moves=1,3,4&len=31&n=6&view=compare", false},
		{"moves=1,3,5&len=31&n=6&view=compare", false},
	} {
		got := analyze(tc.query)
		if len(got) == 0 {
			t.Fatalf("%s: no variants", tc.query)
		}
		if kept := &got[0] == &first[0]; kept != tc.kept {
			t.Errorf("%s: the last comparison kept = %t, want %t", tc.query, kept, tc.kept)
		}
		first = got
	}
	if got := analyze("moves=1,3,5&len=31&n=7"); got != nil {
		t.Errorf("without view=compare the reply has %d variants, want none", len(got))
	}
}

// A reply leaves out the figure only when the page holds the very figure
// the result draws: not for another figure, not when the page holds none,
// and not when the result fell back to the default heap sizes.
func TestTrim(t *testing.T) {
	var s Session
	for _, tc := range []struct {
		query, holds string
		fallback     bool
		same         bool
	}{
		{"moves=1,3,4&len=30&n=5", "game=subtraction&moves=1,3,4&play=normal&norepeat=0&len=30&algo=auto", false, true},
		{"moves=1,3,4&len=30&n=6&show=nim", "game=subtraction&moves=1,3,4&play=normal&norepeat=0&len=30&algo=auto", false, true},
		{"moves=1,3,4&len=30&n=7", "", false, false},
		{"moves=1,3,4&len=31&n=7", "game=subtraction&moves=1,3,4&play=normal&norepeat=0&len=30&algo=auto", false, false},
		{"moves=1,3,5&len=30", "game=subtraction&moves=1,3,4&play=normal&norepeat=0&len=30&algo=auto", false, false},
		{"moves=1,3,4&len=5000000", "game=subtraction&moves=1,3,4&play=normal&norepeat=0&len=5000000&algo=auto", true, false},
	} {
		cfg, err := solver.ParseConfig(tc.query)
		if err != nil {
			t.Fatalf("%s: %v", tc.query, err)
		}
		if tc.same && cfg.Figure() != tc.holds {
			t.Fatalf("%s: its figure is %q, not the %q of the test", tc.query, cfg.Figure(), tc.holds)
		}
		m := s.Analyze(t.Context(), 1, cfg, tc.fallback, nil)
		r, ok := m.(Done)
		if !ok {
			t.Fatalf("%s: %+v, want a Done", tc.query, m)
		}
		r.Trim(cfg, tc.holds)
		if r.Same != tc.same {
			t.Errorf("%s, the page holding %q: Same = %t, want %t", tc.query, tc.holds, r.Same, tc.same)
		}
	}
}
