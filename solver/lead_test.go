package solver

import (
	"strings"
	"testing"

	"stones/solver/game"
)

// A figure leads with its nim-values where its outcomes tell little:
// Kayles (0.77) is P at 1 of its first 100 heaps, octal 0.6 at 9 (its
// search for a period is slow: the page's test opens it), S = {1, 5, 8, 10}
// at 32; games without nim-values never lead with them.
func TestNimLead(t *testing.T) {
	for _, tc := range []struct {
		query, want string
	}{
		{"game=octal&code=0.77", "Nim-values lead: only 1 of these 100 heaps is P (nim-value 0), under 1 in 10, so their outcomes alone would colour the strip almost all N."},
		{"game=octal&code=0.77&len=12", "Nim-values lead: only 1 of these 12 heaps is P (nim-value 0), under 1 in 10, so their outcomes alone would colour the strip almost all N."},
		{"game=graph&graph=path:10", "Nim-values lead: only 1 of these 65 sizes is P (nim-value 0), under 1 in 10, so their outcomes alone would colour the strip almost all N."},
		{"game=octal&code=0.07&len=40", ""},
		{"moves=1,5,8,10", ""},
		{"moves=1-3&play=misere&len=400", ""},
		{"game=partizan&left=2,5,9&right=3,4,8&len=100", ""},
		{"game=parity&moves=1-3&len=101", ""},
	} {
		if got := analyzeQuery(t, tc.query).NimLead(); got != tc.want {
			t.Errorf("%s: NimLead = %q, want %q", tc.query, got, tc.want)
		}
	}
	// The threshold, on figures made up: 9 P of 100 lead, 10 do not; a
	// rare N leads too; no heaps, no lead.
	figure := func(p, n int) *Result {
		r := &Result{}
		r.Outcomes = strings.Repeat(string(game.P), p) + strings.Repeat(string(game.N), n)
		r.Nim = make([]uint32, p+n)
		return r
	}
	for _, tc := range []struct {
		p, n int
		lead string
	}{
		{9, 91, "only 9 of these 100 heaps are P"}, {10, 90, ""}, {0, 50, "none of these 50 heaps is P"},
		{95, 5, "only 5 of these 100 heaps are N (nim-value above 0), under 1 in 10, so their outcomes alone would colour the strip almost all P."},
		{50, 50, ""}, {0, 0, ""},
	} {
		got := figure(tc.p, tc.n).NimLead()
		if tc.lead == "" && got != "" || tc.lead != "" && !strings.Contains(got, tc.lead) {
			t.Errorf("%d P and %d N: NimLead = %q, want %q", tc.p, tc.n, got, tc.lead)
		}
	}
	if r := figure(1, 99); func() bool { r.Nim = nil; return r.NimLead() != "" }() {
		t.Error("a figure without nim-values leads with them")
	}
}
