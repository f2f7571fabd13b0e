package main

import (
	"math"
	"slices"
	"strconv"
)

// The strip's pixels, pure Go as its plan (stripplan.go): what a drawing
// holds, the pixels of the view (paint), and the labels and marks drawn
// over them (overlay). Nothing in it loops over every heap size of a
// result, only over what is in view.

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
