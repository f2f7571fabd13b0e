package main

import (
	"strconv"
	"strings"

	"rsc.io/qr/coding"
)

// The QR code of a permalink, on the printed page and the handout, so that
// a reader of a printed lesson opens the live figure with a phone. The
// encoder is rsc.io/qr's (its package coding alone: the code's modules,
// no image), at error correction level M, in black on white with the quiet
// zone of four modules that readers need.

// qrQuiet is the quiet zone around the code, in modules.
const qrQuiet = 4

// qrCode returns the modules of the QR code of text, byte mode, level M,
// the smallest version that holds it; ok is false when the text is too
// long for any version (about 2,300 bytes).
func qrCode(text string) (code *coding.Code, ok bool) {
	enc := coding.String(text)
	for v := coding.Version(coding.MinVersion); v <= coding.MaxVersion; v++ {
		if enc.Bits(v) > v.DataBytes(coding.M)*8 {
			continue
		}
		p, err := coding.NewPlan(v, coding.M, 0)
		if err != nil {
			return nil, false
		}
		c, err := p.Encode(enc)
		return c, err == nil
	}
	return nil, false
}

// qrSVG writes the QR code of text as an SVG element of side size at
// (x, y), its quiet zone included: a white square and one path of the dark
// modules, a row's run of them one rectangle. It is "" when the text is
// too long for a QR code.
func qrSVG(text string, x, y, size float64) string {
	c, ok := qrCode(text)
	if !ok {
		return ""
	}
	n := c.Size + 2*qrQuiet
	var path strings.Builder
	for r := range c.Size {
		for col := 0; col < c.Size; {
			if !c.Black(col, r) {
				col++
				continue
			}
			run := 1
			for c.Black(col+run, r) {
				run++
			}
			path.WriteString("M" + strconv.Itoa(col+qrQuiet) + " " + strconv.Itoa(r+qrQuiet) + "h" + strconv.Itoa(run) + "v1h-" + strconv.Itoa(run) + "z")
			col += run
		}
	}
	return `<svg x="` + num(x) + `" y="` + num(y) + `" width="` + num(size) + `" height="` + num(size) + `" viewBox="0 0 ` + strconv.Itoa(n) + " " + strconv.Itoa(n) +
		`" shape-rendering="crispEdges" role="img" aria-label="QR code of the link"><rect width="` + strconv.Itoa(n) + `" height="` + strconv.Itoa(n) + `" fill="#fff"/><path fill="#000" d="` + path.String() + `"/></svg>`
}
