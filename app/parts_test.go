//go:build !js

package main

import (
	"net/url"
	"slices"
	"strings"
	"testing"

	"stones/app/analysis"
	"stones/solver"
)

// partKeys are keys of the page's link with a good value for every game,
// one part of the page at least owning each: the questions (the editor),
// a game in play's opponent and help (the play card), the views, embed.
var partKeys = []string{"len=30", "vs=people", "coach=hints", "show=nim", "view=growth", "upto=1000", "embed=1"}

// TestPartsRoundTrip opens each family's preset links, alone and with a
// key of each part of the page, and checks that the link goes through
// the parts unchanged: every key belongs to one part, each part writes
// back exactly its keys as the link gave them, the parts' writings
// together are the link the address bar shows, and that link opens the
// same configuration and is written back the same.
func TestPartsRoundTrip(t *testing.T) {
	for _, f := range solver.Families() {
		for _, p := range f.Presets {
			for _, q := range []string{p.Config, withKeys(p.Config, partKeys)} {
				t.Run(f.Game+"/"+q, func(t *testing.T) { partsRoundTrip(t, q) })
			}
		}
	}
}

// withKeys returns a query with the key=value pairs of more that it does
// not give already.
func withKeys(query string, more []string) string {
	keys := []string{}
	for pair := range strings.SplitSeq(query, "&") {
		k, _, _ := strings.Cut(pair, "=")
		keys = append(keys, k)
	}
	for _, pair := range more {
		if k, _, _ := strings.Cut(pair, "="); !slices.Contains(keys, k) {
			query += "&" + pair
		}
	}
	return query
}

func partsRoundTrip(t *testing.T, query string) {
	var c explorer
	if !c.load(query) || len(c.messages()) > 0 {
		t.Fatalf("load(%q): messages %q", query, c.messages())
	}
	given, err := url.ParseQuery(query)
	if err != nil {
		t.Fatal(err)
	}
	want, err := solver.ParseConfig(query)
	if err != nil {
		t.Fatal(err)
	}
	var joined []string
	for _, p := range parts {
		written, err := url.ParseQuery(c.writtenBy(p))
		if err != nil {
			t.Fatalf("%s writes %q: %v", p, c.writtenBy(p), err)
		}
		for k := range written {
			if partOf(k) != p {
				t.Errorf("%s writes %s, a key of %s", p, k, partOf(k))
			}
		}
		for k, v := range given {
			if partOf(k) != p {
				continue
			}
			// The link spells a key in its normal form: the parser's.
			if got, want := written.Get(k), values(want).Get(k); got != want || len(v) != 1 {
				t.Errorf("%s writes %s=%q, want %q (the link gave %q)", p, k, got, want, v)
			}
		}
		if w := c.writtenBy(p); w != "" {
			joined = append(joined, w)
		}
	}
	written := c.written()
	if got := strings.Split(strings.Join(joined, "&"), "&"); !samePairs(got, strings.Split(written, "&")) {
		t.Errorf("the parts write %q, the address %q", got, written)
	}
	if !c.cfg.Equal(want) {
		t.Errorf("%q opens as %q, want %q", query, c.cfg.Query(), want.Query())
	}
	var back explorer
	if !back.load(written) || !back.cfg.Equal(c.cfg) || back.written() != written {
		t.Errorf("%q reopens as %q and is written %q, want %q written %q", written, back.cfg.Query(), back.written(), c.cfg.Query(), written)
	}
}

// samePairs reports whether two lists of key=value pairs hold the same
// pairs, in any order.
func samePairs(a, b []string) bool {
	a, b = slices.Clone(a), slices.Clone(b)
	slices.Sort(a)
	slices.Sort(b)
	return slices.Equal(a, b)
}

// TestPartsMessages gives keys of each part a bad value and checks that
// the message names the key, and shows where the part that owns it shows
// it: beside the editor's controls or the play card's, in the view open,
// or at the top of the page for a key without a control. The contract
// (docs/CONFIG.md) leaves the other page keys without a message: a bad
// opponent, opener or help is read as the default, and a word of view
// Stones does not know is kept and ignored.
func TestPartsMessages(t *testing.T) {
	tests := []struct {
		query, key string
		part       part
		where      string // "beside", "view" or "top"
	}{
		{"game=nosuchgame", "game", editorPart, "beside"},
		{"len=x", "len", editorPart, "beside"},
		{"n=-1", "n", editorPart, "beside"},
		{"from=x", "from", playPart, "beside"},
		{"view=growth&upto=x", "upto", viewPart, "view"},
		{"view=digits&base=1", "base", viewPart, "view"},
		{"embed=2", "embed", pagePart, "top"},
		{"embed=1&theme=blue", "theme", pagePart, "top"},
		{"nosuchkey=1", "nosuchkey", pagePart, "top"},
	}
	for _, tt := range tests {
		t.Run(tt.query, func(t *testing.T) {
			if got := partOf(tt.key); got != tt.part {
				t.Errorf("partOf(%s) = %s, want %s", tt.key, got, tt.part)
			}
			p := mount(t)
			p.nav(tt.query)
			c := p.c
			switch tt.where {
			case "beside":
				if !strings.HasPrefix(c.errs[tt.key], tt.key+": ") || len(c.messages()) != 1 {
					t.Errorf("%s: messages beside the controls %q, at the top %q, want one beside %s that names it", tt.query, c.errs, c.alerts, tt.key)
				}
			case "top":
				if len(c.alerts) != 1 || !strings.HasPrefix(c.alerts[0], tt.key+": ") || len(c.messages()) != 1 {
					t.Errorf("%s: messages beside the controls %q, at the top %q, want one at the top that names %s", tt.query, c.errs, c.alerts, tt.key)
				}
			case "view":
				if len(c.messages()) > 0 {
					t.Errorf("%s: messages %q, want them in the view only", tt.query, c.messages())
				}
				p.has(tt.query, `id="`+analysis.Panel(c.cfg)+`-problem"`, tt.key+`: "`)
			}
		})
	}
}
