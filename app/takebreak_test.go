//go:build !js

package main

import "testing"

// The figure of a code beyond octal digits says what is proven: a closed
// form, an arithmetic period, or no law up to the heaps computed.
func TestTakeBreakFigure(t *testing.T) {
	p := mount(t)
	for _, tc := range []struct {
		query string
		want  []string
	}{
		{"game=octal&code=4.3*&len=20", []string{"Take-and-break game 4.3*, normal play", "Proven: Lasker's Nim's closed form g(4k+1) = 4k+1"}},
		{"game=octal&code=0.13%2A&len=20", []string{"Proven: the nim-values grow by 1 every 2 heaps from heap 0 on, g(n+2) = g(n) + 1 for every n ≥ 0 (arithmetic periodicity)"}},
		{"game=octal&code=0.8&len=20", []string{"No period of the nim-values up to"}},
	} {
		p.nav(tc.query)
		p.has(tc.query, tc.want...)
	}
}
