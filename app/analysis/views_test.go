package analysis

import (
	"context"
	"errors"
	"strings"
	"testing"

	"stones/solver"
)

func config(t testing.TB, q string) solver.Config {
	t.Helper()
	c, err := solver.ParseConfig(q)
	if err != nil {
		t.Fatalf("ParseConfig(%q): %v", q, err)
	}
	return c
}

// Every link of one word opens what it opened before the key became a
// list; a list holds the fold and one panel, the first panel word counting.
func TestViewWords(t *testing.T) {
	for _, c := range []struct {
		query, panel string
		fold         bool
	}{
		{"", "", false},
		{"view=fold", "", true},
		{"view=compare", ComparePanel, false},
		{"view=fold,compare", ComparePanel, true},
		{"view=growth,fold", GrowthPanel, true},
		{"view=digits,atlas", DigitsPanel, false},
		{"view=other,atlas", AtlasPanel, false},
		{"view=other", "", false},
	} {
		cfg := config(t, c.query)
		if p, f := Panel(cfg), Folded(cfg); p != c.panel || f != c.fold {
			t.Errorf("%q: panel %q, fold %v; want %q, %v", c.query, p, f, c.panel, c.fold)
		}
	}
	cfg := config(t, "view=fold,other,compare")
	if got := WithPanel(cfg, GrowthPanel); got != "fold,other,growth" {
		t.Errorf("WithPanel(growth) = %q", got)
	}
	if got := WithPanel(cfg, ""); got != "fold,other" {
		t.Errorf("WithPanel(\"\") = %q", got)
	}
	if got := WithFold(cfg, false); got != "other,compare" {
		t.Errorf("WithFold(false) = %q", got)
	}
	if got := WithFold(config(t, "view=atlas"), true); got != "fold,atlas" {
		t.Errorf("WithFold(true) = %q", got)
	}
}

func TestResearchKeys(t *testing.T) {
	for _, c := range []struct {
		query      string
		span, size int
		bad        bool
	}{{"view=atlas", 6, 0, false}, {"upto=4&size=2", 4, 2, false}, {"game=octal&code=0.7&upto=3", 3, 0, false}, {"upto=13", 6, 0, true}, {"upto=3&size=4", 3, 0, true}} {
		s, z, err := AtlasKeys(config(t, c.query))
		if s != c.span || z != c.size || (err != nil) != c.bad {
			t.Errorf("%q: span %d, size %d, %v; want %d, %d, bad %v", c.query, s, z, err, c.span, c.size, c.bad)
		}
	}
	if _, _, err := AtlasKeys(config(t, "game=grundy&view=atlas")); err == nil {
		t.Error("a family without an atlas: no error")
	}
}

// The Researcher computes what the growth or digits view counts, over
// upto heaps whatever len the figure lists, and counts another base from
// the heaps it kept; a cancelled job answers the cancellation.
func TestResearcher(t *testing.T) {
	var s Researcher
	m := s.Research(t.Context(), 1, config(t, "moves=1,3,4&len=100&n=5&view=fold,growth&upto=1000"), nil)
	if g, ok := m.(Growth); !ok || g.Job != 1 || g.View == nil || g.View.Len != 1000 || g.View.ColdFit == nil {
		t.Fatalf("growth view: %+v", m)
	}
	kept := s.last
	m = s.Research(t.Context(), 2, config(t, "moves=1,3,4&len=50&view=digits&base=7&digits=2&upto=1000"), nil)
	if d, ok := m.(Digits); !ok || d.Job != 2 || d.View == nil || d.View.Base != 7 || len(d.View.Counts) != 2 || d.View.Len != 1000 || s.last != kept {
		t.Fatalf("digits view: %+v, the heaps analysed again: %v", m, s.last != kept)
	}
	m = s.Research(t.Context(), 3, config(t, "moves=1,3,4&view=digits&base=x"), nil)
	if d, ok := m.(Digits); !ok || d.View.Base != 5 || d.View.Len != 100 {
		t.Errorf("a bad base: %+v, want base 5 over len's 100 heaps", m)
	}
	m = s.Research(t.Context(), 4, config(t, "moves=1,3,4&view=growth&upto=5000000"), nil)
	if f, ok := m.(Failure); !ok || f.Kind != ResearchJob || f.N != 4 || !strings.HasPrefix(f.Err.Error(), `upto: "5000000": `) {
		t.Errorf("five million heaps: %+v, want a refusal of upto", m)
	}
	ctx, cancel := context.WithCancel(t.Context())
	cancel()
	if m = s.Research(ctx, 5, config(t, "moves=squares&view=growth&upto=100000"), nil); !isFailure(m, context.Canceled) {
		t.Errorf("a cancelled job: %+v", m)
	}
	if Researched(config(t, "view=atlas")) || !Researched(config(t, "view=fold,digits")) {
		t.Error("Researched: wrong views")
	}
}

// isFailure reports whether m is a Failure whose error is target.
func isFailure(m Message, target error) bool {
	f, ok := m.(Failure)
	return ok && errors.Is(f.Err, target)
}
