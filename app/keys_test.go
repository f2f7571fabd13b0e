//go:build !js

package main

import (
	"strings"
	"testing"

	"stones/solver"
)

// TestSwitchQuery switches families as the chooser does: the move set last
// typed goes along where it suits the new family, and a required key takes
// the first preset's value.
func TestSwitchQuery(t *testing.T) {
	tests := []struct {
		family string
		text   map[string]string
		want   string
	}{
		{"octal", map[string]string{"moves": "1-3"}, "code=0.77&game=octal"},
		{"octal", map[string]string{"code": "0.137"}, "code=0.137&game=octal"},
		{"octal", map[string]string{"code": "0.g"}, "code=0.77&game=octal"},
		{"octal", map[string]string{"code": "4.3*"}, "code=4.3%2A&game=octal"},
		{"partizan", map[string]string{"left": "1,2"}, "game=partizan&left=1,2&right=3,4,8"},
		{"partizan", nil, "game=partizan&left=2,5,9&right=3,4,8"},
		{"parity", map[string]string{"moves": "squares"}, "game=parity"},
		{"parity", map[string]string{"moves": "1-4"}, "game=parity&moves=1-4"},
		{"subtraction", map[string]string{"moves": "1, 5"}, "game=subtraction&moves=1%2C%205"},
		{"grundy", map[string]string{"moves": "1-4", "code": "0.77"}, "game=grundy"},
	}
	for _, tt := range tests {
		got := switchQuery(solver.FamilyNamed(tt.family), tt.text)
		if strings.ReplaceAll(got, "%2C", ",") != strings.ReplaceAll(tt.want, "%2C", ",") {
			t.Errorf("switchQuery(%s, %v) = %q, want %q", tt.family, tt.text, got, tt.want)
		}
		if cfg, err := solver.ParseConfig(got); err != nil || cfg.Game == nil {
			t.Errorf("switchQuery(%s, %v) = %q does not parse: %v", tt.family, tt.text, got, err)
		}
	}
}

// TestPreset finds the preset that plays a configuration's game, whatever
// the spelling.
func TestPreset(t *testing.T) {
	for query, want := range map[string]string{
		"game=octal&code=.77":                                "Kayles",
		"game=octal&code=0.77&circular=1":                    "Kayles on a cycle",
		"game=octal&code=0.6":                                "",
		"moves=10,8,5,1":                                     "Fisher's game",
		"moves=1,5,8,10&play=misere":                         "",
		"game=partizan&left=2,5,9&right=3,4,8":               "Lillian {2,5,9} vs Rekha {3,4,8}",
		"game=grundy":                                        "Grundy's game",
		"game=octal&code=0.77&play=misere&len=10":            "Misère Kayles",
		"game=octal&code=0.77&circular=1&play=misere&len=10": "", // a bad game plays no preset
	} {
		cfg, _ := solver.ParseConfig(query)
		got := ""
		if i := preset(cfg); i >= 0 {
			got = cfg.Family.Presets[i].Name
		}
		if got != want {
			t.Errorf("preset(%s) = %q, want %q", query, got, want)
		}
	}
}

// TestWithText sets a key to a control's text: an empty question or count
// goes back to its default, an empty move set is the parser's error, and
// fresh tells the problems an edit made from those the configuration had.
func TestWithText(t *testing.T) {
	cfg, _ := solver.ParseConfig("moves=1-5&norepeat=1&last=2&n=20")
	tests := []struct {
		key, text, query, problem string
	}{
		{"n", "", "game=subtraction&moves=1-5&play=normal&norepeat=1&last=2&len=100&algo=auto", ""},
		{"n", " 30 ", "game=subtraction&moves=1-5&play=normal&norepeat=1&last=2&len=100&n=30&algo=auto", ""},
		{"moves", "", "", "moves: the move set is empty; give amounts such as 1,5,8,10 or a range such as 1-3"},
		{"moves", "1, 2", "game=subtraction&moves=1,2&play=normal&norepeat=1&last=2&len=100&n=20&algo=auto", ""},
		{"moves", "squares", "", "norepeat: \"1\": the no-repeat game takes a finite move set, not squares"},
		{"last", "", "game=subtraction&moves=1-5&play=normal&norepeat=1&len=100&n=20&algo=auto", ""},
	}
	for _, tt := range tests {
		next, errs := withText(cfg, tt.key, tt.text)
		made := fresh(nil, errs, tt.key)
		switch {
		case tt.problem != "" && (len(made) == 0 || made[0].Error() != tt.problem):
			t.Errorf("withText(%s, %q): problems %v, want %q", tt.key, tt.text, made, tt.problem)
		case tt.problem == "" && (len(made) > 0 || next.Query() != tt.query):
			t.Errorf("withText(%s, %q) = %q, %v; want %q", tt.key, tt.text, next.Query(), made, tt.query)
		}
	}
	// Taking the count to 0 leaves the history meaningless: unstated drops it.
	next, errs := withText(cfg, "norepeat", "0")
	next, errs, dropped := unstated(next, errs, "norepeat")
	if len(errs) > 0 || strings.Join(dropped, ",") != "last" || next.Value("last") != "" || next.Game == nil {
		t.Errorf("norepeat=0 after last=2: problems %v, dropped %v, config %s", errs, dropped, next.Query())
	}
}

// TestShortQuery keeps the keys a person set, and the page's views.
func TestShortQuery(t *testing.T) {
	cfg, _ := solver.ParseConfig("moves=1-3&len=40&n=7")
	cfg.Page = withView(cfg, "nim", true)
	if got, want := shortQuery(cfg, map[string]bool{"moves": true, "n": true, "show": true}), "moves=1-3&n=7&show=nim"; got != want {
		t.Errorf("shortQuery = %q, want %q", got, want)
	}
	cfg.Page = withView(cfg, "strip", true)
	if got := cfg.Page["show"]; got != "nim,strip" {
		t.Errorf("show = %q, want nim,strip", got)
	}
	cfg.Page = withView(cfg, "nim", false)
	cfg.Page = withView(cfg, "strip", false)
	if cfg.Page != nil || showing(cfg, "nim") {
		t.Errorf("after taking both views out the page keys are %v", cfg.Page)
	}
}

// TestWithoutKey drops a key's pairs from a query as written, and keeps
// the others' spelling.
func TestWithoutKey(t *testing.T) {
	for _, tt := range []struct{ raw, want string }{
		{"embed=1&moves=%ZZ", "moves=%ZZ"},
		{"moves=1,x&embed=1&embed=2&n=%3Cb%3E", "moves=1,x&n=%3Cb%3E"},
		{"%65mbed=1&&=&n=1", "=&n=1"},
		{"embed=1", ""},
	} {
		if got := withoutKey(tt.raw, "embed"); got != tt.want {
			t.Errorf("withoutKey(%q) = %q, want %q", tt.raw, got, tt.want)
		}
	}
}
