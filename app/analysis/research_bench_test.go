package analysis

import (
	"testing"
)

// BenchmarkResearchSquares is the research worker's job for the growth
// view of subtract-a-square at the page's limit of a million heaps: the
// analysis of the heaps and GrowthOf, from nothing kept. Its figures,
// under node (GOOS=js GOARCH=wasm), are in BENCH.md.
func BenchmarkResearchSquares(b *testing.B) {
	cfg := config(b, "moves=squares&view=growth&upto=1000000")
	for b.Loop() {
		var s Researcher
		if g, ok := s.Research(b.Context(), 1, cfg, nil).(Growth); !ok || g.View.Len != 1000000 {
			b.Fatalf("%+v", g)
		}
	}
}

// BenchmarkResearchDigitsKept is a change of base in the digits view once
// the research worker holds the million heaps: O(len), no analysis.
func BenchmarkResearchDigitsKept(b *testing.B) {
	var s Researcher
	s.Research(b.Context(), 1, config(b, "moves=squares&view=growth&upto=1000000"), nil)
	cfg := config(b, "moves=squares&view=digits&base=13&digits=3&upto=1000000")
	for b.Loop() {
		if d, ok := s.Research(b.Context(), 2, cfg, nil).(Digits); !ok || d.View.Len != 1000000 {
			b.Fatalf("%+v", d)
		}
	}
}
