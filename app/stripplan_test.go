//go:build !js

package main

import (
	"bytes"
	"encoding/base64"
	"encoding/xml"
	"fmt"
	"image/png"
	"math"
	"math/rand/v2"
	"os"
	"regexp"
	"strings"
	"testing"

	"stones/solver/periodic"
)

// TestLayout places heap sizes wrapped at the width, and folded at the
// period with the preperiod shifted so that each column is one residue.
func TestLayout(t *testing.T) {
	l := layoutOf(100, &periodic.Period{Period: 13}, false, 10, 205)
	if l.cols != 20 || l.rows() != 5 || l.shift != 0 || l.fold {
		t.Fatalf("wrapped layout = %+v, want 20 columns, 5 rows", l)
	}
	if r, c := l.at(47); r != 2 || c != 7 {
		t.Errorf("heap 47 at row %d, column %d, want 2, 7", r, c)
	}
	if i, ok := l.heap(4, 19); !ok || i != 99 {
		t.Errorf("the last cell holds %d (%t), want 99", i, ok)
	}
	if _, ok := l.heap(5, 0); ok {
		t.Error("a cell past the grid holds a heap")
	}
	for i, want := range map[int]bool{0: false, 13: true, 14: false, 26: true} {
		if got := l.blockStart(i); got != want {
			t.Errorf("blockStart(%d) = %t, want %t", i, got, want)
		}
	}
	// Kayles: preperiod 71, period 12. Folded: 6 rows of the preperiod,
	// the first with one empty cell, then one row a period.
	k := layoutOf(200, &periodic.Period{Preperiod: 71, Period: 12}, true, 10, 300)
	if !k.fold || k.cols != 12 || k.lead != 6 || k.shift != 1 {
		t.Fatalf("folded layout = %+v, want 12 columns, 6 rows of preperiod, shift 1", k)
	}
	if r, c := k.at(0); r != 0 || c != 1 {
		t.Errorf("heap 0 at row %d, column %d, want 0, 1", r, c)
	}
	if r, c := k.at(71); r != 6 || c != 0 {
		t.Errorf("heap 71 at row %d, column %d, want 6, 0", r, c)
	}
	for _, i := range []int{71, 83, 95} {
		if _, c := k.at(i); c != 0 {
			t.Errorf("heap %d in column %d, want 0: each period starts a row", i, c)
		}
	}
	if foldable(20, &periodic.Period{Period: 13}) || !foldable(26, &periodic.Period{Period: 13}) || foldable(100, &periodic.Period{Period: 1}) || foldable(100, nil) {
		t.Error("foldable: a period folds when it repeats at least once, and is at least 2")
	}
}

// TestFitAndView fits small strips whole and a million heaps at a pixel
// each; the window and its span count only the heaps in view.
func TestFitAndView(t *testing.T) {
	if got := fit(40, nil, false, 640, 168); got != 40 {
		t.Errorf("fit(40 heaps, 640×168) = %d, want 40", got)
	}
	if got := fit(1_000_000, nil, false, 640, 312); got != 1 {
		t.Errorf("fit(10^6 heaps) = %d, want 1", got)
	}
	v := stripView{w: 640, h: 312, cell: 1}
	l := layoutOf(1_000_000, nil, false, 1, 640)
	v.y = 1e9
	v = v.clamp(l)
	lo, hi, ok := v.window(l).span(l)
	if !ok || hi != 999_999 || lo != 999_999-(999_999%640)-311*640 {
		t.Errorf("the last screen spans %d–%d (%t)", lo, hi, ok)
	}
	list, total := v.window(l).heaps(l, mostValues)
	if len(list) != mostValues || total != hi-lo+1 {
		t.Errorf("the values in view: %d listed of %d, want %d of %d", len(list), total, mostValues, hi-lo+1)
	}
	// Zooming keeps the heap under the pointer in place.
	z, zl := zoomAt(v, 1_000_000, nil, false, 32, 500_000, 100, 100)
	if i, ok := heapAtPoint(z, zl, 100, 100); !ok || i/zl.cols != 500_000/zl.cols {
		t.Errorf("after zooming about heap 500000 the point holds heap %d, in another row", i)
	}
	if s := z.show(zl, 0); s.y != 0 || s.x != 0 {
		t.Errorf("showing heap 0 scrolls to %v, %v", s.x, s.y)
	}
	if zoomStep(1, -1) != 1 || zoomStep(64, 1) != 64 || zoomStep(16, 1) != 20 || zoomStep(16, -1) != 12 {
		t.Error("zoomStep steps through zoomSteps and stops at the ends")
	}
}

// heapAtPoint is the heap under a point of the box.
func heapAtPoint(v stripView, l stripLayout, px, py float64) (int, bool) {
	c := float64(v.cell)
	return l.heap(int((py+v.y)/c), int((px+v.x)/c))
}

// TestPaint paints every heap in its outcome's colour, and the start of
// each period's block with a rule.
func TestPaint(t *testing.T) {
	outcomes := strings.Repeat("PNNNN", 20)
	d := &drawing{outcomes: outcomes, asked: -1, cursor: -1, pal: lightPalette()}
	l := layoutOf(100, &periodic.Period{Period: 5}, false, 4, 40)
	v := stripView{w: 40, h: 40, cell: 4}
	pix := make([]byte, 40*40*4)
	paint(pix, 40, 40, 1, v, l, d)
	at := func(x, y int) rgba { var c rgba; copy(c[:], pix[(y*40+x)*4:]); return c }
	// Heap 1 (N) at column 1: pixels 4..7 of row 0; heap 5 starts a block.
	if got := at(6, 1); got != d.pal.fill['N'] {
		t.Errorf("heap 1 painted %v, want N's %v", got, d.pal.fill['N'])
	}
	if got := at(2, 1); got != d.pal.fill['P'] {
		t.Errorf("heap 0 painted %v, want P's %v", got, d.pal.fill['P'])
	}
	if got := at(20, 1); got != d.pal.rule {
		t.Errorf("the start of heap 5's block painted %v, want the rule %v", got, d.pal.rule)
	}
	if got := at(22, 1); got != d.pal.fill['P'] {
		t.Errorf("heap 5 painted %v, want P", got)
	}
}

// TestNimScale grades nim-values: one colour each while few, else 0 alone
// and ranges; darker to lighter, with a readable ink.
func TestNimScale(t *testing.T) {
	s := newNimScale(3)
	if len(s.steps) != 4 || s.step(2).lo != 2 || s.step(0).colour != viridis[0] || s.step(3).colour != viridis[len(viridis)-1] {
		t.Errorf("scale of 0–3 = %+v", s.steps)
	}
	big := newNimScale(231)
	if len(big.steps) > nimSteps || big.step(0).hi != 0 || big.step(231).hi != 231 || big.step(1).lo != 1 {
		t.Errorf("scale of 0–231 = %+v", big.steps)
	}
	for v := 0; v <= 231; v++ {
		st := big.step(v)
		if v < st.lo || v > st.hi {
			t.Fatalf("nim-value %d in step %d–%d", v, st.lo, st.hi)
		}
	}
	if parsed, ok := parseColour("rgba(33, 102, 172, 1)"); !ok || parsed != (rgba{33, 102, 172, 255}) {
		t.Errorf("parseColour(rgba) = %v, %t", parsed, ok)
	}
	if parsed, ok := parseColour("#2166ac"); !ok || parsed != (rgba{0x21, 0x66, 0xac, 255}) {
		t.Errorf("parseColour(#) = %v, %t", parsed, ok)
	}
}

// TestSVG writes the view as SVG that parses, with the letters of the
// heaps in view; a view of a million heaps embeds its pixels as one PNG.
func TestSVG(t *testing.T) {
	r, _ := analyzed(t, "moves=1,3,4&len=40&n=7")
	d := &drawing{outcomes: r.Outcomes, asked: 7, cursor: -1, pal: lightPalette()}
	l := layoutOf(40, r.OutcomePeriod, false, 40, 640)
	v := stripView{w: 640, h: 168, cell: 40}
	svg := stripSVG(v, l, d, "title", "desc")
	letters, rects := svgLetters(t, svg)
	if letters != r.Outcomes {
		t.Errorf("the SVG's letters read %s, want %s", letters, r.Outcomes)
	}
	if rects < 40 {
		t.Errorf("the SVG draws %d rectangles, want one a heap", rects)
	}
	big, _ := analyzed(t, "moves=1,3,4&len=1000000")
	d = &drawing{outcomes: big.Outcomes, asked: -1, cursor: -1, pal: lightPalette()}
	l = layoutOf(1_000_000, big.OutcomePeriod, false, 1, 640)
	svg = stripSVG(stripView{w: 640, h: 312, cell: 1}, l, d, "title", "desc")
	if n := bytes.Count(svg, []byte("<")); n > 20 {
		t.Errorf("the SVG of a million heaps has %d elements, want a handful", n)
	}
	m := regexp.MustCompile(`href="data:image/png;base64,([^"]+)"`).FindSubmatch(svg)
	if m == nil {
		t.Fatal("the SVG of a million heaps embeds no PNG")
	}
	raw, err := base64.StdEncoding.DecodeString(string(m[1]))
	if err != nil {
		t.Fatal(err)
	}
	img, err := png.Decode(bytes.NewReader(raw))
	if err != nil || img.Bounds().Dx() != 640 || img.Bounds().Dy() != 312 {
		t.Errorf("the embedded PNG: %v, %v", err, img)
	}
}

// BenchmarkPaint paints one screen of a million heaps at a pixel each, and
// of labelled cells, at two device pixels a CSS pixel.
func BenchmarkPaint(b *testing.B) {
	outcomes := strings.Repeat("PNPNNNN", 1_000_000/7+1)[:1_000_000]
	d := &drawing{outcomes: outcomes, asked: -1, cursor: -1, pal: lightPalette()}
	p := &periodic.Period{Period: 7}
	for _, cell := range []int{1, 32} {
		l := layoutOf(len(outcomes), p, false, cell, 700)
		v := stripView{w: 700, h: 312, cell: cell, y: 3000}.clamp(l)
		pix := make([]byte, 1400*624*4)
		b.Run("cell="+itoa(cell), func(b *testing.B) {
			for b.Loop() {
				paint(pix, 1400, 624, 2, v, l, d)
			}
		})
	}
}

// BenchmarkOverlay plans the labels and marks of one screen of labelled
// cells of a million heaps.
func BenchmarkOverlay(b *testing.B) {
	outcomes := strings.Repeat("PNPNNNN", 1_000_000/7+1)[:1_000_000]
	d := &drawing{outcomes: outcomes, asked: 500_000, cursor: -1, pal: lightPalette()}
	l := layoutOf(len(outcomes), &periodic.Period{Period: 7}, false, 16, 700)
	v := stripView{w: 700, h: 312, cell: 16, y: 200_000}.clamp(l)
	for b.Loop() {
		overlay(v, l, d)
	}
}

// TestStripCSS checks that the stylesheet sizes the strip's box and
// colours the nim-values' legend as the drawing code does.
func TestStripCSS(t *testing.T) {
	css, err := os.ReadFile("../web/stones.css")
	if err != nil {
		t.Fatal(err)
	}
	for k, sz := range stripSizes {
		if want := fmt.Sprintf(".strip-view.size-%d { height: %dpx; }", k, sz.height); !bytes.Contains(css, []byte(want)) {
			t.Errorf("web/stones.css lacks %s", want)
		}
	}
	for k := range nimSteps {
		if want := fmt.Sprintf(".nim-c%d { background: %s; }", k, cssColour(nimColour(k))); !bytes.Contains(css, []byte(want)) {
			t.Errorf("web/stones.css lacks %s", want)
		}
	}
}

// svgLetters reads an SVG of the strip: the outcome letters it writes, in
// order, and how many rectangles it draws.
func svgLetters(t *testing.T, svg []byte) (letters string, rects int) {
	t.Helper()
	var doc struct {
		Texts []string   `xml:"g>text"`
		Rects []struct{} `xml:"g>rect"`
	}
	if err := xml.Unmarshal(svg, &doc); err != nil {
		t.Fatalf("the SVG does not parse: %v", err)
	}
	var b strings.Builder
	for _, s := range doc.Texts {
		if s == "P" || s == "N" {
			b.WriteString(s)
		}
	}
	return b.String(), len(doc.Rects)
}

// TestPaintRows: paint, which copies a device row of cells from one above
// it, paints what painting every pixel on its own paints (paintEachPixel),
// on random games, views, zooms and pixel ratios, folded or not, with
// and without a preperiod's hatch.
func TestPaintRows(t *testing.T) {
	rng := rand.New(rand.NewPCG(17, 1))
	for trial := range 300 {
		n := 1 + rng.IntN(3000)
		var b strings.Builder
		for range n {
			b.WriteByte("PN"[rng.IntN(2)])
		}
		d := &drawing{outcomes: b.String(), asked: -1, cursor: -1, pal: lightPalette()}
		var p *periodic.Period
		if rng.IntN(4) > 0 {
			p = &periodic.Period{Preperiod: rng.IntN(60), Period: 1 + rng.IntN(30)}
		}
		cell := zoomSteps[rng.IntN(len(zoomSteps))]
		w := float64(40 + rng.IntN(700))
		l := layoutOf(n, p, rng.IntN(2) == 0, cell, w)
		dpr := []float64{1, 1.5, 1.75, 2, 3}[rng.IntN(5)]
		v := stripView{w: w, h: float64(20 + rng.IntN(300)), cell: cell, x: float64(rng.IntN(200)), y: float64(rng.IntN(2000))}.clamp(l)
		dw, dh := int(math.Round(v.w*dpr)), int(math.Round(v.h*dpr))
		got, want := make([]byte, dw*dh*4), make([]byte, dw*dh*4)
		paint(got, dw, dh, dpr, v, l, d)
		paintEachPixel(want, dw, dh, dpr, v, l, d)
		if !bytes.Equal(got, want) {
			for i := range got {
				if got[i] != want[i] {
					t.Fatalf("trial %d (n %d, period %v, layout %+v, view %+v, dpr %v): pixel (%d, %d) painted %v, want %v",
						trial, n, p, l, v, dpr, i/4%dw, i/4/dw, got[i/4*4:i/4*4+4], want[i/4*4:i/4*4+4])
				}
			}
		}
	}
}

// paintEachPixel paints as paint does, each device pixel on its own: the
// oracle of TestPaintRows.
func paintEachPixel(pix []byte, dw, dh int, dpr float64, v stripView, l stripLayout, d *drawing) {
	c, g := float64(v.cell), gap(v.cell)
	bg, rule := d.pal.bg, d.pal.rule
	hatch := rgba{255, 255, 255, 255}
	// Period rules only where blocks are 8 CSS pixels apart or more; the
	// preperiod's end always.
	every := !l.fold && v.cell >= 2 && l.per*v.cell >= 8
	ruleW := max(1, int(math.Round(dpr)))
	if v.cell >= 12 {
		ruleW = max(2, int(math.Round(2*dpr)))
	}
	// Each device column is a grid column or a gap (−1); rows alike.
	cols := make([]int, dw)
	firsts := make([]bool, dw) // the column's first device pixels: where a rule goes
	for x := range cols {
		u := (v.x + (float64(x)+0.5)/dpr) / c
		cols[x] = cellAt(u, c, g, l.cols)
		firsts[x] = cols[x] >= 0 && (u-math.Floor(u))*c*dpr < float64(ruleW)
	}
	for y := range dh {
		u := (v.y + (float64(y)+0.5)/dpr) / c
		row := cellAt(u, c, g, l.rows())
		out := pix[y*dw*4 : (y+1)*dw*4]
		if row < 0 {
			fill(out, bg)
			continue
		}
		// The fold view rules the line where the period's rows begin.
		if l.fold && l.lead > 0 && row == l.lead && (u-math.Floor(u))*c*dpr < float64(2*ruleW) {
			fill(out, rule)
			continue
		}
		cur, pre, starts, last := bg, false, false, -2
		for x, col := range cols {
			px := bg
			if col >= 0 {
				if col != last {
					cur, pre, starts, last = bg, false, false, col
					if i, ok := l.heap(row, col); ok {
						cur, pre = d.colour(i), i < l.pre
						starts = !l.fold && l.blockStart(i) && (every || i == l.pre)
					}
				}
				px = cur
				switch {
				case starts && firsts[x]:
					px = rule
				case pre && (x+y)%6 < 2:
					px = mix(cur, hatch)
				}
			}
			copy(out[x*4:x*4+4], px[:])
		}
	}
}
