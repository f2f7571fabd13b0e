//go:build !js

package main

import (
	"regexp"
	"strings"
	"testing"

	"stones/solver/periodic"
)

// TestStateTable draws the state tables of T. Fisher's games ("Simulating
// the Pick-up Stones game: a dynamic approach", 2003) and reads their rows,
// proving windows and marks: all from the result.
func TestStateTable(t *testing.T) {
	t.Run("no-repeat", func(t *testing.T) {
		// Fisher §3: S = {1, …, 5}, the opponent's last move forbidden.
		r, _ := analyzed(t, "moves=1-5&norepeat=1&len=40&n=20&last=1")
		v, ok := tableOf(r)
		if !ok {
			t.Fatal("no state table")
		}
		if len(v.rows) != 5 || v.window != 5 || v.players {
			t.Errorf("rows %d, window %d, players %v; want 5, 5 (max S), false", len(v.rows), v.window, v.players)
		}
		if got := v.columns(); got != 40 {
			t.Errorf("columns = %d, want 40", got)
		}
		var marks []string
		for _, s := range v.marks(40) {
			marks = append(marks, s.label)
		}
		if got, want := strings.Join(marks, "|"), "preperiod|window 9–13||the same 22–26|"; got != want {
			t.Errorf("marks = %q, want %q", got, want)
		}
		page := v.html(20, 0)
		if got := strings.Count(page, `<tr class="current" aria-current="true" title="the state play starts in"><th scope="row">After 1</th>`); got != 1 {
			t.Errorf("the row after 1, the state asked about (last=1), is marked %d times, want once", got)
		}
		if got := strings.Count(page, `class="current"`); got != 1 {
			t.Errorf("%d rows are marked as the state asked about, want 1", got)
		}
		if got := len(regexp.MustCompile(`<td class="[PN] win`).FindAllString(page, -1)); got != 50 {
			t.Errorf("%d cells in the two windows, want 2 × 5 columns × 5 rows = 50", got)
		}
		if got := len(regexp.MustCompile(`<th scope="col" class="[^"]*safe`).FindAllString(page, -1)); got != 7 {
			t.Errorf("%d safe columns, want 7 (0, 7, 13, 20, 26, 33, 39)", got)
		}
		if got := len(regexp.MustCompile(`<td class="[PN][^"]*asked`).FindAllString(page, -1)); got != 5 {
			t.Errorf("%d cells of the column asked, want 5", got)
		}
		if v.note() != "" {
			t.Errorf("a table of 40 columns and 5 rows has the note %q", v.note())
		}
		if got, want := tableProofText(v.period, v.window), "The columns repeat every 13 from heap 9: two equal windows of 5 columns (9–13 and 22–26) prove it for every heap size."; got != want {
			t.Errorf("proof = %q, want %q", got, want)
		}
	})
	t.Run("partizan", func(t *testing.T) {
		// Fisher §4: Lillian (Left) {2,5,9} against Rekha (Right) {3,4,8}.
		r, _ := analyzed(t, "game=partizan&left=2,5,9&right=3,4,8&len=30")
		v, ok := tableOf(r)
		if !ok || len(v.rows) != 2 || v.rows[0].Label != "Left moves first" || v.window != 9 || !v.players {
			t.Fatalf("table %+v", v)
		}
		if got := v.rows[1].Cells[:12]; got != "LLLRRRLLRRLL" {
			t.Errorf("Right moving first reads %s, want LLLRRRLLRRLL (Fisher §4)", got)
		}
	})
	t.Run("none", func(t *testing.T) {
		for _, q := range []string{"moves=1,5,8,10", "game=grundy&len=20", "game=octal&code=0.77"} {
			if r, _ := analyzed(t, q); hasTable(r) {
				t.Errorf("%s has a state table", q)
			}
		}
	})
	t.Run("cut", func(t *testing.T) {
		// 7 moves, the last 2 remembered: 42 histories, 400 heaps.
		r, _ := analyzed(t, "moves=1-7&norepeat=2&len=400")
		v, _ := tableOf(r)
		if got, want := v.note(), "The table shows heap sizes 0–119 of 0–399 and 40 of the 42 rows; the figure and the answers use them all."; got != want {
			t.Errorf("note = %q, want %q", got, want)
		}
		if got := strings.Count(v.html(-1, -1), "<tr"); got != 42 { // the marks, the heaps and 40 rows
			t.Errorf("%d table rows drawn, want 42", got)
		}
	})
}

func TestTableProofText(t *testing.T) {
	for _, tt := range []struct {
		a, per int
		proven bool
		window int
		want   string
	}{
		{9, 13, true, 5, "The columns repeat every 13 from heap 9: two equal windows of 5 columns (9–13 and 22–26) prove it for every heap size."},
		{10, 1, true, 9, "The columns are all the same from heap 10 on: two equal windows of 9 columns (10–18 and 11–19) prove it for every heap size."},
		{0, 6, false, 4, "The columns seem to repeat every 6 from heap 0 (seen, not proven)."},
	} {
		p := &periodic.Period{Preperiod: tt.a, Period: tt.per, Proven: tt.proven}
		if got := tableProofText(p, tt.window); got != tt.want {
			t.Errorf("tableProofText(%+v, %d) = %q, want %q", *p, tt.window, got, tt.want)
		}
	}
	if got := tableProofText(nil, 4); got != "" {
		t.Errorf("tableProofText(nil) = %q, want none", got)
	}
	if got := tableProofText(&periodic.Period{Period: 3, Proven: true}, 0); got != "" {
		t.Errorf("tableProofText without a window = %q, want none", got)
	}
}
