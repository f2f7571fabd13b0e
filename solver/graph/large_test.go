package graph

import (
	"errors"
	"os"
	"runtime"
	"strings"
	"testing"
)

// randomLarge reads testdata/random-64.txt: the random connected graphs of
// 64 vertices of BENCH.md, by seed.
func randomLarge(t testing.TB) map[string]*Graph {
	b, err := os.ReadFile("testdata/random-64.txt")
	if err != nil {
		t.Fatal(err)
	}
	gs := map[string]*Graph{}
	for line := range strings.SplitSeq(strings.TrimSpace(string(b)), "\n") {
		if strings.HasPrefix(line, "#") {
			continue
		}
		seed, edges, _ := strings.Cut(line, " ")
		g, err := Parse("graph", edges)
		if err != nil {
			t.Fatal(err)
		}
		gs["seed "+seed] = g
	}
	return gs
}

// TestLargeGraphsCostTheirForms checks that node Kayles and dominoes on
// the random graphs of 64 vertices, which need more forms than the
// limit, reach it at a cost the limit counts: the bytes allocated for
// each form valued stay within a kilobyte (colour refinement keeps no table
// that grows with the forms, and allocates nothing a round; it allocated
// 2.5 to 3.4 KB a form under node Kayles).
func TestLargeGraphsCostTheirForms(t *testing.T) {
	const limit, perForm = 20_000, 1 << 10
	for name, g := range randomLarge(t) {
		for _, rule := range []Rule{Node, Domino} {
			m := NewMemo(rule, limit)
			var before, after runtime.MemStats
			runtime.ReadMemStats(&before)
			_, err := m.Nim(g, g.All(), nil)
			runtime.ReadMemStats(&after)
			var lerr *LimitError
			if !errors.As(err, &lerr) || lerr.Bound != 0 {
				t.Errorf("%v on %s: %v, want the search to reach the limit of %d forms", rule, name, err, limit)
				continue
			}
			forms, _ := m.Valued()
			if used := after.TotalAlloc - before.TotalAlloc; used > uint64(forms)*perForm {
				t.Errorf("%v on %s: %d bytes allocated for %d forms, want at most %d a form", rule, name, used, forms, perForm)
			}
		}
	}
}
