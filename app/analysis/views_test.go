package analysis

import (
	"testing"

	"stones/solver"
)

func config(t *testing.T, q string) solver.Config {
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
		query        string
		base, places int
		bad          bool
	}{{"view=digits", 5, 3, false}, {"view=digits&base=13&digits=1", 13, 1, false}, {"base=1", 5, 3, true}, {"base=x&digits=2", 5, 2, true}, {"digits=4", 5, 3, true}} {
		b, p, err := DigitsKeys(config(t, c.query))
		if b != c.base || p != c.places || (err != nil) != c.bad {
			t.Errorf("%q: base %d, %d places, %v; want %d, %d, bad %v", c.query, b, p, err, c.base, c.places, c.bad)
		}
	}
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

// Research derives the view's figures from a result, when the page asks.
func TestResearch(t *testing.T) {
	cfg := config(t, "moves=1,3,4&len=1000")
	r, err := solver.Analyze(t.Context(), cfg, solver.PageLimits, nil)
	if err != nil {
		t.Fatal(err)
	}
	g, d := Research(config(t, "moves=1,3,4&len=1000&view=fold,growth"), r)
	if g == nil || d != nil || g.Len != 1000 || g.ColdFit == nil {
		t.Fatalf("growth view: growth %v, digits %v", g, d)
	}
	g, d = Research(config(t, "moves=1,3,4&len=1000&view=digits&base=7&digits=2"), r)
	if d == nil || g != nil || d.Base != 7 || len(d.Counts) != 2 {
		t.Fatalf("digits view: growth %v, digits %+v", g, d)
	}
	if g, d = Research(cfg, r); g != nil || d != nil {
		t.Fatal("no view: research figures derived")
	}
}
