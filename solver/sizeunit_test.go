package solver

import (
	"context"
	"testing"
)

// TestSizeUnit checks the words a front end uses for the sizes of a
// figure: a heap game's heaps, a graph family's sizes of its sequence, and
// neutral words when no game is parsed.
func TestSizeUnit(t *testing.T) {
	for _, tt := range []struct{ query, one, all string }{
		{"moves=1,3,4&len=20", "heap", "heap sizes"},
		{"game=graph&graph=grid:4x6&rule=node", "size", "sizes of grid:4×n"},
		{"game=cram&board=2x5", "size", "sizes of board 2×n"},
	} {
		c, err := ParseConfig(tt.query)
		if err != nil {
			t.Fatal(err)
		}
		r, err := Analyze(context.Background(), c, PageLimits, nil)
		if err != nil {
			t.Fatal(err)
		}
		if one, all := SizeUnit(r); one != tt.one || all != tt.all {
			t.Errorf("SizeUnit(%s) = %q, %q, want %q, %q", tt.query, one, all, tt.one, tt.all)
		}
	}
	if one, all := SizeUnit(nil); one != "size" || all != "sizes" {
		t.Errorf("SizeUnit(nil) = %q, %q, want the neutral size, sizes", one, all)
	}
	if hint, placeholder := AskHint(nil); placeholder != "a size" || hint == "" {
		t.Errorf("AskHint(nil) = %q, %q, want the neutral placeholder a size", hint, placeholder)
	}
}
