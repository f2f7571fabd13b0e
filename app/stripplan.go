package main

import (
	"math"

	"stones/solver/periodic"
)

// The drawing plan of the strip: where each heap size sits, which of them
// are in view, and the view's zoom steps (its pixels: strippaint.go). It is
// pure Go, shared by the canvas (strip_js.go), the exports (stripexport.go)
// and the tests; nothing in it loops over every heap size of a result, only
// over what is in view.

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
func foldable(n int, p *periodic.Period) bool {
	return p != nil && p.Period >= 2 && p.Preperiod+2*p.Period <= n
}

// layoutOf lays out n heap sizes for a box width w (CSS pixels) and cells
// of size cell: wrapped at the width, or folded at the period.
func layoutOf(n int, p *periodic.Period, fold bool, cell int, w float64) stripLayout {
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
func fit(n int, p *periodic.Period, fold bool, w, h float64) int {
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
func zoomAt(v stripView, n int, p *periodic.Period, fold bool, cell, i int, px, py float64) (stripView, stripLayout) {
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
