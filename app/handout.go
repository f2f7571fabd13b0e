package main

import (
	"bytes"
	"html"
	"strconv"
	"strings"
)

// A handout is the figure on paper: the strip's vector drawing in the
// light theme, its caption, and the permalink written out beside its QR
// code, so that a printed lesson or a PDF still leads back to the live
// figure.
// The print stylesheet shows the same parts (print.go), and Download →
// Handout writes them as one standalone SVG.

// handoutWidth is the width of a handout, in SVG units (px): the figure's
// box and a margin either side.
const handoutWidth = boxWidth + 2*handoutMargin

const handoutMargin = 32

// handoutQR is the side of the link's QR code on a handout, its quiet
// zone included: about 3 cm printed at 96 px an inch.
const handoutQR = 120

// handoutSVG writes a handout as a standalone SVG: the title, the figure
// (an SVG document of its own, nested), the caption's lines, then the link
// written out. figure is stripSVG's output, whose width
// and height it reads.
func handoutSVG(figure []byte, title string, caption []string, link string) []byte {
	fw, fh := svgSize(figure)
	scale := min(1, float64(boxWidth)/max(fw, 1))
	y := float64(handoutMargin)
	var body bytes.Buffer
	body.WriteString(`<text x="` + num(handoutMargin) + `" y="` + num(y+20) + `" font-size="22" font-weight="700">` + html.EscapeString(title) + `</text>`)
	y += 40
	nested := bytes.Replace(figure, []byte("<svg "), []byte(`<svg x="`+num(handoutMargin)+`" y="`+num(y)+`" `), 1)
	if scale < 1 {
		nested = bytes.Replace(nested, []byte(` width="`+num(fw)+`" height="`+num(fh)+`"`), []byte(` width="`+num(fw*scale)+`" height="`+num(fh*scale)+`"`), 1)
	}
	body.Write(nested)
	y += fh*scale + 28
	for _, line := range caption {
		for _, l := range wrapText(line, 100) {
			body.WriteString(`<text x="` + num(handoutMargin) + `" y="` + num(y) + `" font-size="14">` + html.EscapeString(l) + `</text>`)
			y += 20
		}
	}
	y += 12
	// The link's QR code, then the link written out beside it.
	x := float64(handoutMargin)
	qr := qrSVG(link, x, y, handoutQR)
	if qr != "" {
		body.WriteString(qr)
		x += handoutQR + 20
	}
	body.WriteString(`<text x="` + num(x) + `" y="` + num(y+16) + `" font-size="13">The live figure, to explore and to play:</text>`)
	linkY := y + 36
	width := 100 // characters of the link a line
	if qr != "" {
		width = 80
	}
	for _, l := range wrapRunes(link, width) {
		body.WriteString(`<text x="` + num(x) + `" y="` + num(linkY) + `" font-size="13" font-family="ui-monospace, monospace">` + html.EscapeString(l) + `</text>`)
		linkY += 18
	}
	if qr != "" {
		linkY = max(linkY, y+handoutQR)
	}
	h := linkY + handoutMargin
	var b bytes.Buffer
	b.WriteString(`<svg xmlns="http://www.w3.org/2000/svg" width="` + num(handoutWidth) + `" height="` + num(h) + `" viewBox="0 0 ` + num(handoutWidth) + " " + num(h) + `" font-family="system-ui, sans-serif" fill="#111">`)
	b.WriteString(`<title>` + html.EscapeString(title) + `</title><rect width="100%" height="100%" fill="#fff"/>`)
	b.Write(body.Bytes())
	b.WriteString(`</svg>`)
	return b.Bytes()
}

// svgSize reads the width and height attributes of an SVG document's root.
func svgSize(svg []byte) (w, h float64) {
	attr := func(name string) float64 {
		i := bytes.Index(svg, []byte(" "+name+`="`))
		if i < 0 {
			return 0
		}
		rest := svg[i+len(name)+3:]
		v, _ := strconv.ParseFloat(string(rest[:bytes.IndexByte(rest, '"')]), 64)
		return v
	}
	return attr("width"), attr("height")
}

// wrapText breaks text into lines of at most width characters, at spaces.
func wrapText(text string, width int) []string {
	var lines []string
	line := ""
	for _, w := range strings.Fields(text) {
		if line != "" && len([]rune(line))+1+len([]rune(w)) > width {
			lines = append(lines, line)
			line = ""
		}
		if line != "" {
			line += " "
		}
		line += w
	}
	if line != "" {
		lines = append(lines, line)
	}
	return lines
}

// wrapRunes breaks text into lines of width characters, anywhere: a link
// has no spaces.
func wrapRunes(text string, width int) []string {
	r := []rune(text)
	var lines []string
	for len(r) > width {
		lines = append(lines, string(r[:width]))
		r = r[width:]
	}
	return append(lines, string(r))
}
