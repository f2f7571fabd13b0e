package main

import (
	"html"
	"math"
	"strconv"
	"strings"

	"stones/solver/numerals"
	"stones/solver/research"
)

// The research views' charts are SVG written as text: the page shows the
// text as one element (the page diffs one element, not hundreds), and the
// downloads are the same text as a file. On the page the stylesheet colours
// them by class from the theme's variables; a file carries its own style,
// in the light theme's colours.

// chartStyle is the style of a downloaded chart: the page's classes in the
// light theme's colours.
var chartStyle = `<style>
text{font:15px system-ui,sans-serif;fill:#1c1e21}
.axis{stroke:#8a867c;stroke-width:1}
.grid{stroke:#e2dfd7;stroke-width:1}
.tick{fill:#5b6068;font-size:14px}
.pt{fill:#2166ac}
.pt.nim{fill:#e08214}
.fit{stroke:#1c1e21;stroke-width:1.5;stroke-dasharray:5 4;fill:none}
.bar{fill:#2166ac}
.even{stroke:#e08214;stroke-width:1.5;stroke-dasharray:5 4}
` + heatStyle + `</style>`

// svgOpen starts an SVG chart of width w and height h (its viewBox),
// titled for screen readers; a standalone one (a file) carries the XML
// namespace and chartStyle.
func svgOpen(b *strings.Builder, class string, w, h float64, title string, standalone bool) {
	b.WriteString(`<svg xmlns="http://www.w3.org/2000/svg" class="chart ` + class + `" viewBox="0 0 ` + num(w) + ` ` + num(h) + `"`)
	if standalone {
		b.WriteString(` width="` + num(w) + `" height="` + num(h) + `"`)
	}
	b.WriteString(` role="img"><title>` + html.EscapeString(title) + `</title>`)
	if standalone {
		b.WriteString(chartStyle + `<rect width="100%" height="100%" fill="#ffffff"/>`)
	}
}

// shortCount writes a count of a log axis briefly: 1, 10, 100, 1k, 10k, 1M.
func shortCount(v float64) string {
	switch {
	case v >= 1e6:
		return strconv.FormatFloat(v/1e6, 'f', -1, 64) + "M"
	case v >= 1e3:
		return strconv.FormatFloat(v/1e3, 'f', -1, 64) + "k"
	}
	return strconv.FormatFloat(v, 'f', -1, 64)
}

// logChartSVG draws a series on log–log axes, its points and its fitted
// power law: the growth view's chart. xmax is the largest n of the axis.
func logChartSVG(title, yLabel, class string, s []research.Sample, fit *research.PowerFit, xmax int, standalone bool) string {
	const w, h, left, right, top, bottom = 480.0, 290.0, 56.0, 16.0, 14.0, 46.0
	ymax := 1
	for _, p := range s {
		ymax = max(ymax, p.Value)
	}
	hiX := math.Pow(10, math.Ceil(math.Log10(float64(max(xmax, 10)))))
	hiY := math.Pow(10, math.Ceil(math.Log10(float64(max(ymax, 10)))))
	x := func(n float64) float64 { return left + math.Log10(n)/math.Log10(hiX)*(w-left-right) }
	y := func(v float64) float64 { return h - bottom - math.Log10(v)/math.Log10(hiY)*(h-top-bottom) }
	var b strings.Builder
	svgOpen(&b, "log-chart", w, h, title, standalone)
	for v := 1.0; v <= hiX; v *= 10 {
		b.WriteString(`<line class="grid" x1="` + num(x(v)) + `" x2="` + num(x(v)) + `" y1="` + num(top) + `" y2="` + num(h-bottom) + `"/>`)
		b.WriteString(`<text class="tick" text-anchor="middle" x="` + num(x(v)) + `" y="` + num(h-bottom+18) + `">` + shortCount(v) + `</text>`)
	}
	for v := 1.0; v <= hiY; v *= 10 {
		b.WriteString(`<line class="grid" x1="` + num(left) + `" x2="` + num(w-right) + `" y1="` + num(y(v)) + `" y2="` + num(y(v)) + `"/>`)
		b.WriteString(`<text class="tick" text-anchor="end" x="` + num(left-6) + `" y="` + num(y(v)+4) + `">` + shortCount(v) + `</text>`)
	}
	b.WriteString(`<line class="axis" x1="` + num(left) + `" x2="` + num(w-right) + `" y1="` + num(h-bottom) + `" y2="` + num(h-bottom) + `"/>`)
	b.WriteString(`<line class="axis" x1="` + num(left) + `" x2="` + num(left) + `" y1="` + num(top) + `" y2="` + num(h-bottom) + `"/>`)
	b.WriteString(`<text text-anchor="middle" x="` + num((left+w-right)/2) + `" y="` + num(h-6) + `">n, the first n heaps (log scale)</text>`)
	b.WriteString(`<text text-anchor="middle" transform="translate(15 ` + num((top+h-bottom)/2) + `) rotate(-90)">` + html.EscapeString(yLabel) + `</text>`)
	for _, p := range s {
		if p.N > 0 && p.Value > 0 {
			b.WriteString(`<circle class="pt ` + class + `" r="2.4" cx="` + num(x(float64(p.N))) + `" cy="` + num(y(float64(p.Value))) + `"/>`)
		}
	}
	if fit != nil && fit.Exponent != 0 {
		// The fitted line over its range, within the axes: from where it
		// is 1 (the bottom of the axis) to where it is hiY.
		at := func(n float64) float64 { return fit.Scale * math.Pow(n, fit.Exponent) }
		where := func(v float64) float64 { return math.Pow(v/fit.Scale, 1/fit.Exponent) }
		lo, hi := float64(fit.From), float64(fit.To)
		if fit.Exponent > 0 {
			lo, hi = max(lo, where(1)), min(hi, where(hiY))
		}
		if lo < hi {
			b.WriteString(`<line class="fit" x1="` + num(x(lo)) + `" y1="` + num(y(at(lo))) +
				`" x2="` + num(x(hi)) + `" y2="` + num(y(at(hi))) + `"/>`)
		}
	}
	b.WriteString(`</svg>`)
	return b.String()
}

// barChartSVG draws the counts of the digits 0 … base−1 at one digit
// position, with a dashed line where every digit would be if they were
// spread evenly: one chart of the digits view.
func barChartSVG(title string, counts []int, total int, standalone bool) string {
	const w, h, left, right, top, bottom = 480.0, 220.0, 50.0, 10.0, 12.0, 42.0
	most := 1
	for _, c := range counts {
		most = max(most, c)
	}
	step := niceStep(float64(most) / 4)
	hiY := math.Ceil(float64(most)/step) * step
	y := func(v float64) float64 { return h - bottom - v/hiY*(h-top-bottom) }
	slot := (w - left - right) / float64(len(counts))
	var b strings.Builder
	svgOpen(&b, "bar-chart", w, h, title, standalone)
	for v := 0.0; v <= hiY; v += step {
		b.WriteString(`<line class="grid" x1="` + num(left) + `" x2="` + num(w-right) + `" y1="` + num(y(v)) + `" y2="` + num(y(v)) + `"/>`)
		b.WriteString(`<text class="tick" text-anchor="end" x="` + num(left-6) + `" y="` + num(y(v)+4) + `">` + shortCount(v) + `</text>`)
	}
	every := 1
	if len(counts) > 16 {
		every = 2
	}
	for d, c := range counts {
		x := left + float64(d)*slot
		b.WriteString(`<rect class="bar" x="` + num(x+slot*0.12) + `" width="` + num(slot*0.76) + `" y="` + num(y(float64(c))) + `" height="` + num(h-bottom-y(float64(c))) + `"><title>digit ` + strconv.Itoa(d) + `: ` + numerals.Grouped(c) + `</title></rect>`)
		if d%every == 0 {
			b.WriteString(`<text class="tick" text-anchor="middle" x="` + num(x+slot/2) + `" y="` + num(h-bottom+17) + `">` + strconv.Itoa(d) + `</text>`)
		}
	}
	if len(counts) > 0 {
		even := float64(total) / float64(len(counts))
		b.WriteString(`<line class="even" x1="` + num(left) + `" x2="` + num(w-right) + `" y1="` + num(y(even)) + `" y2="` + num(y(even)) + `"/>`)
	}
	b.WriteString(`<line class="axis" x1="` + num(left) + `" x2="` + num(w-right) + `" y1="` + num(h-bottom) + `" y2="` + num(h-bottom) + `"/>`)
	b.WriteString(`<text text-anchor="middle" x="` + num((left+w-right)/2) + `" y="` + num(h-6) + `">digit</text>`)
	b.WriteString(`</svg>`)
	return b.String()
}

// niceStep rounds a step of an axis up to 1, 2 or 5 times a power of ten.
func niceStep(v float64) float64 {
	if v <= 1 {
		return 1
	}
	p := math.Pow(10, math.Floor(math.Log10(v)))
	for _, m := range []float64{1, 2, 5, 10} {
		if m*p >= v {
			return m * p
		}
	}
	return 10 * p
}

// stackSVG puts charts one above the other in one SVG file, each its own
// nested svg.
func stackSVG(title string, charts []string, w, h float64) []byte {
	var b strings.Builder
	total := h * float64(len(charts))
	b.WriteString(`<svg xmlns="http://www.w3.org/2000/svg" width="` + num(w) + `" height="` + num(total) + `" viewBox="0 0 ` + num(w) + ` ` + num(total) + `"><title>` + html.EscapeString(title) + `</title>`)
	for i, c := range charts {
		c = strings.Replace(c, `<svg xmlns="http://www.w3.org/2000/svg"`, `<svg y="`+num(h*float64(i))+`"`, 1)
		b.WriteString(c)
	}
	b.WriteString(`</svg>`)
	return []byte(b.String())
}
