package main

import (
	"bytes"
	"html"
	"strconv"
	"strings"

	"github.com/maxence-charriere/go-app/v9/pkg/app"
)

// The strip's figure as files: SVG, written here from the drawing plan of
// the view (stripplan.go), and PNG, the canvas as drawn. The browser's side
// that hands them to the person as downloads is in download_js.go.

// exportTools are the strip's download buttons.
func (s *strip) exportTools() app.UI {
	return app.Div().Class("tool-group", "exports").Body(
		app.Button().ID("strip-svg").Class("tool").Type("button").Title("Download the view as SVG").
			OnClick(s.onSVG).Text("SVG ↓"),
		app.Button().ID("strip-png").Class("tool").Type("button").Title("Download the view as PNG").
			OnClick(s.onPNG).Text("PNG ↓"),
		app.Button().ID("strip-handout").Class("tool").Type("button").Title("Download a handout: the view, its caption and the link, as SVG").
			OnClick(s.onHandout).Text("Handout ↓"),
	)
}

func (s *strip) onSVG(ctx app.Context, e app.Event) {
	ctx.PreventUpdate()
	if s.Result == nil || s.n() == 0 {
		return
	}
	svg := stripSVG(s.view, s.layout(), s.exportDrawing(), s.canvasLabel(), s.exportDesc())
	download(s.fileName()+".svg", "image/svg+xml", svg)
}

func (s *strip) onPNG(ctx app.Context, e app.Event) {
	ctx.PreventUpdate()
	s.downloadCanvas(s.fileName() + ".png")
}

// exportDrawing is what the files draw: the canvas' drawing, without the
// keyboard's cursor.
func (s *strip) exportDrawing() *drawing {
	d := s.drawing()
	d.cursor = -1
	return d
}

// fileName names the files after the view: "stones-heaps-0-99".
func (s *strip) fileName() string {
	lo, hi, ok := s.view.window(s.layout()).span(s.layout())
	if !ok {
		return "stones-strip"
	}
	return "stones-heaps-" + strconv.Itoa(lo) + "-" + strconv.Itoa(hi)
}

// exportDesc is the SVG's description: the summary and the values in view.
func (s *strip) exportDesc() string {
	l := s.layout()
	win := s.view.window(l)
	lo, hi, ok := win.span(l)
	list, total := win.heaps(l, mostValues)
	var b strings.Builder
	b.WriteString(s.summary(l, lo, hi, ok))
	b.WriteString(" " + valuesTitle(list, total, s.Result) + ": ")
	for k, i := range list {
		if k > 0 {
			b.WriteString(", ")
		}
		b.WriteString(strconv.Itoa(i) + " " + string(s.Result.Outcomes[i]))
		if s.showNim() {
			b.WriteString(" " + strconv.FormatUint(uint64(s.Result.Nim[i]), 10))
		}
	}
	return b.String() + "."
}

// mostSVGCells is the most cells the SVG draws as rectangles: a view with
// more (small cells) is embedded as one PNG image of its pixels instead.
const mostSVGCells = 4000

// stripSVG writes the view as an SVG document of the box's size: the cells
// as rectangles (or, when they are many, as one embedded image painted by
// the same code as the canvas), then the labels, rings and outline of the
// overlay, a title and a description with the values in view. Its size is
// bounded whatever the view: at most mostSVGCells rectangles and the labels
// of as many cells.
func stripSVG(v stripView, l stripLayout, d *drawing, title, desc string) []byte {
	var b bytes.Buffer
	w, h := v.w, v.h
	b.WriteString(`<svg xmlns="http://www.w3.org/2000/svg" width="` + num(w) + `" height="` + num(h) + `" viewBox="0 0 ` + num(w) + " " + num(h) + `" font-family="system-ui, sans-serif">`)
	b.WriteString(`<title>` + html.EscapeString(title) + `</title><desc>` + html.EscapeString(desc) + `</desc>`)
	b.WriteString(`<rect width="100%" height="100%" fill="` + cssColour(d.pal.bg) + `"/>`)
	win := v.window(l)
	cells := (win.r1 - win.r0 + 1) * (win.c1 - win.c0 + 1)
	if cells > mostSVGCells || gap(v.cell) == 0 && cells > mostSVGCells/4 {
		dw, dh := max(1, int(w)), max(1, int(h))
		pix := make([]byte, 4*dw*dh)
		paint(pix, dw, dh, 1, v, l, d)
		b.WriteString(`<image width="` + strconv.Itoa(dw) + `" height="` + strconv.Itoa(dh) + `" href="` + pngDataURL(pix, dw, dh) + `"/>`)
	} else {
		c, g := float64(v.cell), gap(v.cell)
		b.WriteString(`<g shape-rendering="crispEdges">`)
		for r := win.r0; r <= win.r1; r++ {
			for col := win.c0; col <= win.c1; col++ {
				i, ok := l.heap(r, col)
				if !ok {
					continue
				}
				x, y := float64(col)*c-v.x, float64(r)*c-v.y
				b.WriteString(`<rect x="` + num(x) + `" y="` + num(y) + `" width="` + num(c-g) + `" height="` + num(c-g) + `" fill="` + cssColour(d.colour(i)) + `"`)
				if i < l.pre {
					b.WriteString(` fill-opacity="0.6"`)
				}
				b.WriteString(`/>`)
				if !l.fold && l.blockStart(i) && (i == l.pre || l.per*v.cell >= 8) {
					b.WriteString(`<rect x="` + num(x) + `" y="` + num(y) + `" width="` + num(max(1, g)) + `" height="` + num(c-g) + `" fill="` + cssColour(d.pal.rule) + `"/>`)
				}
			}
		}
		if l.fold && l.lead > 0 {
			b.WriteString(`<rect x="0" y="` + num(float64(l.lead)*c-v.y-1) + `" width="` + num(w) + `" height="2" fill="` + cssColour(d.pal.rule) + `"/>`)
		}
		b.WriteString(`</g>`)
	}
	m := overlay(v, l, d)
	b.WriteString(`<g text-anchor="middle" dominant-baseline="central">`)
	for _, lb := range m.labels {
		b.WriteString(`<text x="` + num(lb.x) + `" y="` + num(lb.y) + `" font-size="` + num(lb.size) + `" fill="` + cssColour(lb.ink) + `"`)
		if lb.bold {
			b.WriteString(` font-weight="700"`)
		}
		if lb.mono {
			b.WriteString(` font-family="ui-monospace, monospace"`)
		}
		b.WriteString(`>` + html.EscapeString(lb.text) + `</text>`)
	}
	b.WriteString(`</g>`)
	for _, r := range m.rings {
		b.WriteString(`<circle cx="` + num(r.x+r.w/2) + `" cy="` + num(r.y+r.h/2) + `" r="` + num(r.w/2) + `" fill="#fff" stroke="` + cssColour(d.pal.rule) + `" stroke-width="2"/>`)
	}
	if a := m.asked; a != nil {
		b.WriteString(`<rect x="` + num(a.x-1.5) + `" y="` + num(a.y-1.5) + `" width="` + num(a.w+3) + `" height="` + num(a.h+3) + `" fill="none" stroke="` + cssColour(d.pal.rule) + `" stroke-width="3"/>`)
	}
	b.WriteString(`</svg>`)
	return b.Bytes()
}

// num writes a coordinate with at most two decimals.
func num(x float64) string { return strconv.FormatFloat(float64(int64(x*100))/100, 'f', -1, 64) }
