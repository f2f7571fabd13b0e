//go:build !js

package main

import (
	"regexp"
	"strings"
	"testing"
)

// TestStateTable draws the state tables of the seed's games and reads
// their rows, windows and marks.
func TestStateTable(t *testing.T) {
	t.Run("no-repeat", func(t *testing.T) {
		// Seed 000 §3: S = {1, …, 5}, the opponent's last move forbidden.
		r, cfg := analyzed(t, "moves=1-5&norepeat=1&len=40&n=20&last=1")
		tab, ok := tableOf(r, cfg, 20)
		if !ok {
			t.Fatal("no state table")
		}
		if len(tab.rows) != 5 || tab.current != 0 || tab.window != 5 {
			t.Errorf("rows %d, current row %d, window %d; want 5, 0 (after 1), 5", len(tab.rows), tab.current, tab.window)
		}
		if got := tab.columns(); got != 40 {
			t.Errorf("columns = %d, want 40", got)
		}
		var marks []string
		for _, s := range tab.marks(40) {
			marks = append(marks, s.label)
		}
		if got, want := strings.Join(marks, "|"), "preperiod|window 9–13||the same 22–26|"; got != want {
			t.Errorf("marks = %q, want %q", got, want)
		}
		page := tab.html()
		if got := strings.Count(page, `<tr class="current"><th scope="row">After 1</th>`); got != 1 {
			t.Errorf("the row of the last move 1 is marked %d times, want once", got)
		}
		if got := len(regexp.MustCompile(`<td class="[PN] win`).FindAllString(page, -1)); got != 50 {
			t.Errorf("%d cells in the two windows, want 2 × 5 columns × 5 rows = 50", got)
		}
		if got := len(regexp.MustCompile(`<th scope="col" class="[^"]*safe`).FindAllString(page, -1)); got != 7 {
			t.Errorf("%d safe columns, want 7 (0, 7, 13, 20, 26, 33, 39)", got)
		}
		if tab.note() != "" {
			t.Errorf("a table of 40 columns and 5 rows has the note %q", tab.note())
		}
	})
	t.Run("partizan", func(t *testing.T) {
		r, cfg := analyzed(t, "game=partizan&left=2,5,9&right=3,4,8&len=30")
		tab, ok := tableOf(r, cfg, -1)
		if !ok || len(tab.rows) != 2 || tab.rows[0].Label != "Left moves first" || tab.window != 9 {
			t.Fatalf("table %+v", tab)
		}
		if got := tab.rows[1].Cells[:12]; got != "LLLRRRLLRRLL" {
			t.Errorf("Right moving first reads %s, want LLLRRRLLRRLL (seed 000 §4)", got)
		}
	})
	t.Run("cut", func(t *testing.T) {
		// 7 moves, the last 2 remembered: 42 histories, 400 heaps.
		r, cfg := analyzed(t, "moves=1-7&norepeat=2&len=400")
		tab, _ := tableOf(r, cfg, -1)
		if got, want := tab.note(), "The table shows heap sizes 0–119 of 0–399 and 40 of the 42 rows; the figure and the answers use them all."; got != want {
			t.Errorf("note = %q, want %q", got, want)
		}
		if got := strings.Count(tab.html(), "<tr"); got != 42 { // the marks, the heaps and 40 rows
			t.Errorf("%d table rows drawn, want 42", got)
		}
	})
}
