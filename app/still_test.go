package main

import (
	"regexp"
	"slices"
	"strings"
	"testing"

	"stones/web"
)

// A still is drawn for an embed of the figure, the question or the table
// whose figure the page computes at once, and for no other link; its HTML
// is the embed's parts, with the strip's box at the size asked.
func TestStillPage(t *testing.T) {
	for _, c := range []struct {
		query string
		ok    bool
		has   []string
	}{
		{"moves=1,5,8,10&len=60&embed=1", true, []string{`id="strip-canvas"`, "repeat every 13", `data-len="60"`}},
		{"game=grundy&len=60&n=20&embed=question,figure", true, []string{"Heap 20", `id="strip-canvas"`}},
		{"game=parity&moves=1-3&len=41&embed=figure,table", true, []string{`id="table-part"`}},
		{"moves=1,5,8,10&len=60", false, nil},                         // not an embed
		{"moves=1-3&len=40&from=9&embed=play", false, nil},            // play is live
		{"moves=1,5,8,10&len=60&embed=figure,quiz", false, nil},       // so is a quiz
		{"moves=1,5,8,10&len=60&embed=figure&colour=red", false, nil}, // a problem to report
		{"moves=1,5,8,10&len=1000000000&embed=1", false, nil},         // not at once
	} {
		_, html, ok := stillPage(c.query, 600, 200)
		if ok != c.ok {
			t.Errorf("%s: a still is drawn: %v, want %v", c.query, ok, c.ok)
			continue
		}
		for _, want := range c.has {
			if !strings.Contains(html, want) {
				t.Errorf("%s: the still's HTML has no %q", c.query, want)
			}
		}
	}
	// The strip's box is the one asked: its cells fit 600 × 200 px.
	page, _, _ := stillPage("moves=1,5,8,10&len=60&embed=1", 600, 200)
	if s := page.still.strip; s == nil || s.view.w != 600 || s.view.h != 200 {
		t.Errorf("the still's strip is not in a box of 600 × 200: %+v", s)
	}
}

// web/start.js asks for a still only for the parts of stillParts.
func TestStillPartsInStart(t *testing.T) {
	m := regexp.MustCompile(`const stillParts = \[([^\]]*)\];`).FindStringSubmatch(web.Start)
	if m == nil {
		t.Fatal("web/start.js declares no stillParts")
	}
	var got []string
	for _, p := range strings.Split(m[1], ",") {
		got = append(got, strings.Trim(strings.TrimSpace(p), `"`))
	}
	want := append([]string{"1"}, stillParts...)
	slices.Sort(got)
	slices.Sort(want)
	if !slices.Equal(got, want) {
		t.Errorf("web/start.js's stillParts are %v, want %v (app/still.go's, and 1)", got, want)
	}
}
