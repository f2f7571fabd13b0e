package main

import (
	"math"
	"slices"
	"strconv"
	"strings"

	"stones/solver"
)

// The drawing plan of the strip: where each heap size sits, which of them
// are in view, and the pixels of the view. It is pure Go, shared by the
// canvas (strip_js.go), the SVG export (stripsvg.go) and the tests; nothing
// in it loops over every heap size of a result, only over what is in view.

// Cell sizes, in CSS pixels: from one pixel a heap (the strip as a band of
// colour) to cells with their heap number, letter and nim-value.
const (
	minCell = 1
	maxCell = 64
	// fitCell is the largest cell the fit view picks.
	fitCell = 48
	// letterCell is the smallest cell that shows its letter or nim-value,
	// numberCell the smallest that adds the heap number, allCell the smallest
	// that shows heap number, nim-value and letter at once.
	letterCell = 16
	numberCell = 30
	allCell    = 40
)

// zoomSteps are the cell sizes the zoom buttons and keys step through.
var zoomSteps = []int{1, 2, 3, 4, 6, 8, 12, 16, 20, 24, 32, 40, 48, 64}

// stripLayout places heap sizes 0..n−1 on a grid of cells, row by row:
// heap i sits at grid index i+shift, in row (i+shift)/cols and column
// (i+shift)%cols. The strip wraps at the width of its box; the fold view
// makes each row one period, so that the repetition reads as columns, and
// shifts the preperiod so that every column is one residue class.
type stripLayout struct {
	n     int // heap sizes 0..n−1
	cols  int // cells a row, ≥ 1
	shift int // empty cells before heap 0
	fold  bool
	pre   int // the preperiod; the blocks start at pre + k·period
	per   int // the period, 0 when none is drawn
	lead  int // in the fold view, the rows of the preperiod
}

// foldable reports whether a period can be folded into rows of n heap
// sizes: a period of at least 2 that repeats at least once.
func foldable(n int, p *solver.Period) bool {
	return p != nil && p.Period >= 2 && p.Preperiod+2*p.Period <= n
}

// layoutOf lays out n heap sizes for a box width w (CSS pixels) and cells
// of size cell: wrapped at the width, or folded at the period.
func layoutOf(n int, p *solver.Period, fold bool, cell int, w float64) stripLayout {
	l := stripLayout{n: n, cols: max(1, int(w)/cell)}
	if p != nil && p.Period > 0 {
		l.pre, l.per = min(p.Preperiod, n), p.Period
	}
	if fold && foldable(n, p) {
		l.fold, l.cols = true, p.Period
		l.lead = (p.Preperiod + p.Period - 1) / p.Period
		l.shift = l.lead*p.Period - p.Preperiod
	}
	return l
}

// rows is the number of rows of cells.
func (l stripLayout) rows() int { return (l.n + l.shift + l.cols - 1) / l.cols }

// at returns the row and column of heap i.
func (l stripLayout) at(i int) (row, col int) { return (i + l.shift) / l.cols, (i + l.shift) % l.cols }

// heap returns the heap size at a row and column, and whether there is one.
func (l stripLayout) heap(row, col int) (int, bool) {
	if row < 0 || col < 0 || col >= l.cols {
		return 0, false
	}
	i := row*l.cols + col - l.shift
	return i, i >= 0 && i < l.n
}

// blockStart reports whether heap i begins a block: the end of the
// preperiod, or a new repetition of the period.
func (l stripLayout) blockStart(i int) bool {
	if l.per == 0 || i == 0 || i < l.pre {
		return false
	}
	if l.per == 1 { // a constant tail is one block
		return i == l.pre
	}
	return (i-l.pre)%l.per == 0
}

// stripView is what the canvas shows: its box, the cell size, and the
// scroll of the grid (CSS pixels from the grid's top left corner).
type stripView struct {
	w, h float64 // the box, CSS pixels
	cell int     // the side of a cell, CSS pixels
	x, y float64 // the grid's point at the box's top left
}

// gap is the space between cells of size cell, in CSS pixels.
func gap(cell int) float64 {
	switch {
	case cell < 6:
		return 0
	case cell < 20:
		return 1
	}
	return 2
}

// clamp keeps the view over the grid.
func (v stripView) clamp(l stripLayout) stripView {
	c := float64(v.cell)
	if wide := float64(l.cols) * c; wide < v.w {
		v.x = -math.Floor((v.w - wide) / 2) // narrower than the box: centred
	} else {
		v.x = math.Max(0, math.Min(v.x, wide-v.w))
	}
	v.y = math.Max(0, math.Min(v.y, float64(l.rows())*c-v.h))
	return v
}

// window is the block of cells in view: rows r0..r1 and columns c0..c1,
// inclusive, each clipped to the grid.
type window struct{ r0, r1, c0, c1 int }

// window returns the cells the view shows, even in part.
func (v stripView) window(l stripLayout) window {
	c := float64(v.cell)
	return window{
		r0: max(0, int(v.y/c)), r1: min(l.rows()-1, int(math.Ceil((v.y+v.h)/c))-1),
		c0: max(0, int(math.Floor(v.x/c))), c1: min(l.cols-1, int(math.Ceil((v.x+v.w)/c))-1),
	}
}

// span returns the smallest and largest heap sizes in view, and false when
// none is.
func (w window) span(l stripLayout) (lo, hi int, ok bool) {
	if w.r1 < w.r0 || w.c1 < w.c0 {
		return 0, 0, false
	}
	lo, hi = l.n, -1
	// The extremes lie in the first and last rows of the window (each row
	// holds larger heaps than the row before it), at its first and last
	// columns, or just inside them where the grid has no heap.
	for _, r := range []int{w.r0, w.r0 + 1, w.r1 - 1, w.r1} {
		if r < w.r0 || r > w.r1 {
			continue
		}
		for c := w.c0; c <= w.c1; c++ {
			if i, ok := l.heap(r, c); ok {
				lo = min(lo, i)
				break
			}
		}
		for c := w.c1; c >= w.c0; c-- {
			if i, ok := l.heap(r, c); ok {
				hi = max(hi, i)
				break
			}
		}
	}
	return lo, hi, hi >= lo
}

// heaps returns the heap sizes in view, row by row, at most most of them,
// and how many there are in all.
func (w window) heaps(l stripLayout, most int) (list []int, total int) {
	for r := w.r0; r <= w.r1; r++ {
		for c := w.c0; c <= w.c1; c++ {
			if i, ok := l.heap(r, c); ok {
				if len(list) < most {
					list = append(list, i)
				}
				total++
			}
		}
	}
	return list, total
}

// fit returns the largest cell size of zoomSteps, up to fitCell, that shows
// the whole grid in the box, or the smallest when none does; a fold view
// that would be too small to label fills the box's width with cells of up
// to 24 pixels instead.
func fit(n int, p *solver.Period, fold bool, w, h float64) int {
	best, wide := minCell, minCell
	for _, c := range zoomSteps {
		if c > fitCell {
			break
		}
		l := layoutOf(n, p, fold, c, w)
		if float64(l.rows()*c) <= h && (!l.fold || float64(l.cols*c) <= w) {
			best = c
		}
		if l.fold && float64(l.cols*c) <= w && c <= 24 {
			wide = c
		}
	}
	// A fold too tall for labels fills the width instead, and scrolls.
	if best < letterCell && wide > best {
		return wide
	}
	return best
}

// zoomStep returns the next cell size of zoomSteps after cell, in the
// direction dir (+1 larger, −1 smaller), or cell at either end.
func zoomStep(cell, dir int) int {
	if dir > 0 {
		for _, c := range zoomSteps {
			if c > cell {
				return c
			}
		}
		return cell
	}
	for i := len(zoomSteps) - 1; i >= 0; i-- {
		if zoomSteps[i] < cell {
			return zoomSteps[i]
		}
	}
	return cell
}

// zoomAt returns the view with cells of size cell, keeping heap i at the
// same point (px, py) of the box where the new layout allows it.
func zoomAt(v stripView, n int, p *solver.Period, fold bool, cell, i int, px, py float64) (stripView, stripLayout) {
	cell = max(minCell, min(maxCell, cell))
	v.cell = cell
	l := layoutOf(n, p, fold, cell, v.w)
	row, col := l.at(max(0, min(i, n-1)))
	c := float64(cell)
	v.x = float64(col)*c + c/2 - px
	v.y = float64(row)*c + c/2 - py
	return v.clamp(l), l
}

// show returns the view scrolled as little as needed to show heap i whole.
func (v stripView) show(l stripLayout, i int) stripView {
	row, col := l.at(i)
	c := float64(v.cell)
	top, left := float64(row)*c, float64(col)*c
	if top < v.y {
		v.y = top
	} else if top+c > v.y+v.h {
		v.y = top + c - v.h
	}
	if left < v.x {
		v.x = left
	} else if left+c > v.x+v.w {
		v.x = left + c - v.w
	}
	return v.clamp(l)
}

// rgba is a colour, 8 bits a channel.
type rgba [4]uint8

// palette is the strip's colours: in the browser read from the page's
// theme (the stylesheet's custom properties), elsewhere the light theme's.
type palette struct {
	fill [256]rgba // a cell's colour, by its outcome letter
	ink  [256]rgba // the letter's colour on it
	bg   rgba      // the box, and the gaps between cells
	rule rgba      // the rule at the start of a block, the outline of the heap asked
	mark rgba      // the keyboard's cursor
}

// lightPalette is the light theme's palette, as web/stones.css sets it.
func lightPalette() palette {
	var p palette
	for _, c := range []struct {
		letter    byte
		fill, ink rgba
	}{
		{'P', rgba{0x21, 0x66, 0xac, 255}, rgba{255, 255, 255, 255}},
		{'N', rgba{0xe0, 0x82, 0x14, 255}, rgba{0x1f, 0x13, 0x00, 255}},
		{'L', rgba{0x00, 0x9e, 0x73, 255}, rgba{0x05, 0x26, 0x1c, 255}},
		{'R', rgba{0xcc, 0x79, 0xa7, 255}, rgba{0x2d, 0x0b, 0x1f, 255}},
		{'-', rgba{0xec, 0xeb, 0xe6, 255}, rgba{0x8d, 0x89, 0x7f, 255}},
	} {
		p.fill[c.letter], p.ink[c.letter] = c.fill, c.ink
	}
	p.bg, p.rule, p.mark = rgba{255, 255, 255, 255}, rgba{0x1c, 0x1e, 0x21, 255}, rgba{0x21, 0x66, 0xac, 255}
	return p
}

// drawing is what the strip draws: the result's values and marks, in a
// palette.
type drawing struct {
	outcomes string
	nim      []uint32 // nil unless the nim-values are shown
	scale    nimScale
	asked    int   // the heap asked about, or −1
	safe     []int // sorted
	cursor   int   // the keyboard's cursor, or −1 when not drawn
	pal      palette
}

// colour is the fill of heap i.
func (d *drawing) colour(i int) rgba {
	if d.nim != nil {
		return d.scale.step(int(d.nim[i])).colour
	}
	return d.pal.fill[d.outcomes[i]]
}

// ink is the colour of the text on heap i.
func (d *drawing) ink(i int) rgba {
	if d.nim != nil {
		return d.scale.step(int(d.nim[i])).ink
	}
	return d.pal.ink[d.outcomes[i]]
}

// paint fills pix, an image of dw×dh device pixels (4 bytes each, row by
// row), with the view's cells at dpr device pixels a CSS pixel: each heap
// in its colour, the preperiod hatched, a rule at the start of each block
// of the period (where blocks are wide enough to tell apart), the gaps and
// the space past the grid in the background's colour. It costs one pass
// over the pixels, whatever the number of heap sizes.
func paint(pix []byte, dw, dh int, dpr float64, v stripView, l stripLayout, d *drawing) {
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
	// A device row of cells is the one above it again, when that showed
	// the same row of cells and none of them hatched (the hatch's stripes
	// move along the rows); with the hatch, the one six rows above. Most
	// rows are painted by one copy.
	rowOf := make([]int, dh) // the row of cells each device row shows; −1 for a gap or a rule
	hatched := false         // whether the row of cells last painted has hatched cells
	for y := range dh {
		u := (v.y + (float64(y)+0.5)/dpr) / c
		row := cellAt(u, c, g, l.rows())
		out := pix[y*dw*4 : (y+1)*dw*4]
		rowOf[y] = -1
		if row < 0 {
			fill(out, bg)
			continue
		}
		// The fold view rules the line where the period's rows begin.
		if l.fold && l.lead > 0 && row == l.lead && (u-math.Floor(u))*c*dpr < float64(2*ruleW) {
			fill(out, rule)
			continue
		}
		rowOf[y] = row
		if above := y - 1; above >= 0 && rowOf[above] == row && !hatched {
			copy(out, pix[above*dw*4:y*dw*4])
			continue
		}
		if above := y - 6; above >= 0 && rowOf[above] == row {
			copy(out, pix[above*dw*4:(above+1)*dw*4])
			continue
		}
		hatched = false
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
				hatched = hatched || pre
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

// label is a text drawn on a cell, centred at (x, y) of the box.
type label struct {
	x, y   float64
	text   string
	size   float64 // font size, CSS pixels
	bold   bool
	mono   bool
	ink    rgba
	letter bool // the outcome letter, which the SVG export must hold
}

// box is a rectangle of the box, CSS pixels.
type box struct{ x, y, w, h float64 }

// marks are what is drawn over the cells: their labels, the rings of the
// safe heaps, the outline of the heap asked about and the cursor.
type marks struct {
	labels []label
	rings  []box // a safe heap's ring, in the box it fills
	asked  *box
	cursor *box
}

// overlay returns the marks of the cells in view. Labels show from cells
// of letterCell pixels on: the letter (or the nim-value, when shown), then
// the heap number, then all three.
func overlay(v stripView, l stripLayout, d *drawing) marks {
	var m marks
	c := float64(v.cell)
	win := v.window(l)
	cellBox := func(i int) box {
		row, col := l.at(i)
		return box{float64(col)*c - v.x, float64(row)*c - v.y, c - gap(v.cell), c - gap(v.cell)}
	}
	// Marks of heaps too small to see get a box of at least 9 pixels.
	around := func(i int) *box {
		b := cellBox(i)
		if s := 9.0; b.w < s {
			b = box{b.x + b.w/2 - s/2, b.y + b.h/2 - s/2, s, s}
		}
		return &b
	}
	if d.asked >= 0 && d.asked < l.n {
		m.asked = around(d.asked)
	}
	if d.cursor >= 0 && d.cursor < l.n {
		m.cursor = around(d.cursor)
	}
	lo, hi, ok := win.span(l)
	if !ok {
		return m
	}
	if v.cell >= 8 && len(d.safe) > 0 {
		k, _ := slicesSearch(d.safe, lo)
		for ; k < len(d.safe) && d.safe[k] <= hi; k++ {
			i := d.safe[k]
			if row, col := l.at(i); row >= win.r0 && row <= win.r1 && col >= win.c0 && col <= win.c1 {
				b := cellBox(i)
				r := math.Max(3, c*0.16)
				m.rings = append(m.rings, box{b.x + b.w - r*1.1, b.y + r*0.1, r, r})
			}
		}
	}
	if v.cell < letterCell {
		return m
	}
	nim := d.nim != nil
	for r := win.r0; r <= win.r1; r++ {
		for col := win.c0; col <= win.c1; col++ {
			i, ok := l.heap(r, col)
			if !ok {
				continue
			}
			b := cellBox(i)
			ink := d.ink(i)
			cx := b.x + b.w/2
			letter := string(d.outcomes[i])
			if letter == "-" {
				letter = "–"
			}
			main, mainMono := letter, false
			if nim {
				main, mainMono = strconv.FormatUint(uint64(d.nim[i]), 10), true
			}
			switch {
			case v.cell >= allCell && nim:
				m.labels = append(m.labels,
					label{cx, b.y + b.h*0.2, strconv.Itoa(i), c * 0.22, false, false, ink, false},
					label{cx, b.y + b.h*0.5, main, c * 0.3, true, true, ink, false},
					label{cx, b.y + b.h*0.8, letter, c * 0.22, true, false, ink, true})
			case v.cell >= numberCell:
				m.labels = append(m.labels,
					label{cx, b.y + b.h*0.28, strconv.Itoa(i), c * 0.25, false, false, ink, false},
					label{cx, b.y + b.h*0.66, main, c * 0.36, true, mainMono, ink, !nim})
			default:
				m.labels = append(m.labels, label{cx, b.y + b.h*0.54, main, math.Min(c*0.55, 16), true, mainMono, ink, !nim})
			}
		}
	}
	return m
}

// slicesSearch is the position of the first element of a sorted slice
// that is at least x.
func slicesSearch(a []int, x int) (int, bool) { return slices.BinarySearch(a, x) }

// cellAt returns the cell of a grid coordinate u (in cells), or −1 in the
// gap between cells, before the grid or past its count cells.
func cellAt(u, c, g float64, count int) int {
	if u < 0 {
		return -1
	}
	k := int(u)
	if k >= count || (u-float64(k))*c >= c-g {
		return -1
	}
	return k
}

// fill paints every pixel of out in colour.
func fill(out []byte, colour rgba) {
	for x := 0; x+4 <= len(out); x += 4 {
		copy(out[x:x+4], colour[:])
	}
}

// mix returns the colour halfway between a and b.
func mix(a, b rgba) rgba {
	return rgba{uint8((int(a[0]) + int(b[0])) / 2), uint8((int(a[1]) + int(b[1])) / 2), uint8((int(a[2]) + int(b[2])) / 2), 255}
}

// viridis are ten colours of the viridis map (van der Walt and Smith,
// matplotlib), even steps from dark to light: ordered in lightness, readable
// in every colour vision and in grey.
var viridis = []rgba{
	{0x44, 0x01, 0x54, 255}, {0x48, 0x28, 0x78, 255}, {0x3e, 0x4a, 0x89, 255}, {0x31, 0x68, 0x8e, 255}, {0x26, 0x82, 0x8e, 255},
	{0x1f, 0x9e, 0x89, 255}, {0x35, 0xb7, 0x79, 255}, {0x6d, 0xcd, 0x59, 255}, {0xb4, 0xde, 0x2c, 255}, {0xfd, 0xe7, 0x25, 255},
}

// nimSteps is the most colours the nim-values take: beyond it, values
// share colours in even ranges. The colours are nimColour(0 … nimSteps−1),
// which the stylesheet repeats as the classes nim-c0 … for the legend.
const nimSteps = 12

// nimColour is colour k of the nim-values' scale, from dark to light.
func nimColour(k int) rgba { return viridisAt(float64(k) / (nimSteps - 1)) }

// nimScale maps nim-values 0..top to graded colours: one step a value
// while they number at most nimSteps, else 0 alone and the others in
// ranges of equal width.
type nimScale struct {
	top   int // the largest nim-value
	steps []nimStep
}

// nimStep is one colour of the scale and the nim-values lo..hi it shows.
type nimStep struct {
	lo, hi int
	index  int // the colour: nimColour(index)
	colour rgba
	ink    rgba // text on the colour
}

// newNimScale returns the scale of nim-values 0..top. Its steps spread
// over the whole range of colours, however few they are.
func newNimScale(top int) nimScale {
	s := nimScale{top: top}
	var bounds [][2]int
	if top < nimSteps {
		for v := 0; v <= top; v++ {
			bounds = append(bounds, [2]int{v, v})
		}
	} else {
		bounds = append(bounds, [2]int{0, 0})
		width := (top + nimSteps - 2) / (nimSteps - 1)
		for lo := 1; lo <= top; lo += width {
			bounds = append(bounds, [2]int{lo, min(top, lo+width-1)})
		}
	}
	for k, b := range bounds {
		index := 0
		if len(bounds) > 1 {
			index = int(math.Round(float64(k) * (nimSteps - 1) / float64(len(bounds)-1)))
		}
		c := nimColour(index)
		ink := rgba{255, 255, 255, 255}
		if luminance(c) > 0.3 {
			ink = rgba{0x10, 0x10, 0x10, 255}
		}
		s.steps = append(s.steps, nimStep{b[0], b[1], index, c, ink})
	}
	return s
}

// step returns the step of nim-value v.
func (s nimScale) step(v int) nimStep {
	if v <= 0 || len(s.steps) == 1 {
		return s.steps[0]
	}
	if s.top < nimSteps {
		return s.steps[min(v, len(s.steps)-1)]
	}
	w := s.steps[1].hi - s.steps[1].lo + 1
	return s.steps[min(1+(v-1)/w, len(s.steps)-1)]
}

// viridisAt returns the viridis colour at t in [0, 1], between its stops.
func viridisAt(t float64) rgba {
	t = math.Max(0, math.Min(1, t)) * float64(len(viridis)-1)
	k := min(int(t), len(viridis)-2)
	f := t - float64(k)
	var c rgba
	for j := range 3 {
		c[j] = uint8(math.Round(float64(viridis[k][j])*(1-f) + float64(viridis[k+1][j])*f))
	}
	c[3] = 255
	return c
}

// luminance is the relative luminance of a colour (WCAG 2).
func luminance(c rgba) float64 {
	lin := func(v uint8) float64 {
		s := float64(v) / 255
		if s <= 0.04045 {
			return s / 12.92
		}
		return math.Pow((s+0.055)/1.055, 2.4)
	}
	return 0.2126*lin(c[0]) + 0.7152*lin(c[1]) + 0.0722*lin(c[2])
}

// parseColour reads a colour as a canvas writes its fillStyle: "#rrggbb",
// or "rgba(r, g, b, a)" (alpha ignored).
func parseColour(s string) (rgba, bool) {
	if len(s) == 7 && s[0] == '#' {
		v, err := strconv.ParseUint(s[1:], 16, 32)
		if err != nil {
			return rgba{}, false
		}
		return rgba{uint8(v >> 16), uint8(v >> 8), uint8(v), 255}, true
	}
	inner, ok := strings.CutPrefix(s, "rgba(")
	if !ok {
		inner, ok = strings.CutPrefix(s, "rgb(")
	}
	if !ok || !strings.HasSuffix(inner, ")") {
		return rgba{}, false
	}
	parts := strings.Split(strings.TrimSuffix(inner, ")"), ",")
	if len(parts) < 3 {
		return rgba{}, false
	}
	var c rgba
	for j := range 3 {
		v, err := strconv.ParseFloat(strings.TrimSpace(parts[j]), 64)
		if err != nil {
			return rgba{}, false
		}
		c[j] = uint8(math.Max(0, math.Min(255, math.Round(v))))
	}
	c[3] = 255
	return c, true
}
