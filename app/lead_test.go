//go:build !js

package main

import (
	"strings"
	"testing"
)

// Where the outcomes tell little (Kayles is P at 1 of its first 100 heaps)
// the figure leads with the nim-values and its legend says why; turning
// them off writes show=outcomes, and back on takes it out. Where the
// outcomes tell (S = {1, 5, 8, 10}), the figure shows them, and show=nim
// adds the nim-values as before.
func TestNimLead(t *testing.T) {
	p := mount(t)
	c := p.c
	lead := `>Nim-values lead: only 1 of these 100 heaps is P (nim-value 0)`
	for _, s := range []struct {
		name  string
		do    func()
		query string
		nim   bool
	}{
		{"Kayles", func() { p.nav("game=octal&code=0.77") }, "game=octal&code=0.77", true},
		{"Kayles, outcomes", func() { c.setView("nim", false) }, "game=octal&code=0.77&show=outcomes", false},
		{"Kayles, nim-values again", func() { c.setView("nim", true) }, "game=octal&code=0.77", true},
		{"Kayles, show=nim", func() { p.nav("game=octal&code=0.77&show=nim") }, "game=octal&code=0.77&show=nim", true},
		{"Kayles, show=nim turned off", func() { c.setView("nim", false) }, "game=octal&code=0.77&show=outcomes", false},
		{"1,5,8,10", func() { p.nav("moves=1,5,8,10") }, "moves=1,5,8,10", false},
		{"1,5,8,10, nim-values", func() { c.setView("nim", true) }, "moves=1,5,8,10&show=nim", true},
		{"1,5,8,10, show=outcomes", func() { p.nav("moves=1,5,8,10&show=outcomes") }, "moves=1,5,8,10&show=outcomes", false},
		{"1,5,8,10, nim-values on", func() { c.setView("nim", true) }, "moves=1,5,8,10&show=nim", true},
	} {
		s.do()
		p.settle()
		if got := p.address(); got != s.query {
			t.Errorf("%s: the address reads %q, want %q", s.name, got, s.query)
		}
		page := p.html()
		if got := strings.Contains(page, `id="nim-legend"`); got != s.nim {
			t.Errorf("%s: the nim-values' legend shows: %v, want %v", s.name, got, s.nim)
		}
		if got := c.showNim(); got != s.nim {
			t.Errorf("%s: the nim-values show (and their toggle is on): %v, want %v", s.name, got, s.nim)
		}
		wantLead := s.nim && strings.Contains(s.query, "0.77")
		if got := strings.Contains(page, lead); got != wantLead {
			t.Errorf("%s: the legend says why the nim-values lead: %v, want %v", s.name, got, wantLead)
		}
	}
}
