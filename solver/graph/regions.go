package graph

import (
	"math"
	"slices"

	"stones/solver/game"
)

// A search that values a position values every component of every
// position reachable from it, since a mex needs every option: the
// components of the start, and those of the options of each component
// valued. On a board under Domino that is a bound from below on the forms
// it values, found before any search: a connected region R of the cells in
// play is a component of a reachable position when the cells in play
// around it can be covered by disjoint dominoes outside it (played in any
// order, they leave R cut off from the rest). A region with a cycle is
// known by its shape up to the eight symmetries of the square and
// translation (boardForm): so the regions with a cycle that touch the top
// and the left side of the bounding box of the cells in play, which no
// translation maps onto one another, number at most eight a form. Trees
// are left out: their forms identify more.
//
// regionsAtLeast counts such regions whose cover lies in their rows
// (horizontal dominoes), by a dynamic programme over the cells in
// row-major order, the rows the longer side, so that its frontier, the
// last row's worth of cells, is at most 8 wide.

// most is the count at which regionsAtLeast stops counting: counts add up
// to it and stay there, far beyond any limit on states.
const most = uint64(1) << 62

// regionsAtLeast returns a bound from below on the forms with a cycle
// that a memoised search under rule values to value the position s of the
// grid g: under Domino, the regions counted above over eight; 0 under
// another rule or for a graph that is not a grid. It reports the cells
// read to w, a stage of their own, and returns w's error once the work is
// cancelled. The cost is O(C·F) map operations for C cells and F
// frontiers, a tenth of a second for 64 cells natively.
func regionsAtLeast(g *Graph, s Set, rule Rule, w *game.Work) (float64, error) {
	if g.cols == 0 || s == 0 || rule != Domino {
		return 0, nil
	}
	b := boxOf(g, s)
	w.Begin("cells read for the regions dominoes can cut off", b.h*b.w)
	n, err := b.count(w)
	return math.Floor(float64(n) / 8), err
}

// box is the bounding box of the cells in play of a grid, turned so that
// its width, the frontier's, is its smaller side: in[r][c] reports whether
// the cell of row r and column c of the box is in play.
type box struct {
	h, w int
	in   [][]bool
}

// boxOf returns the bounding box of s in g, turned so that w ≤ h.
func boxOf(g *Graph, s Set) box {
	top, left, bottom, right := MaxVertices, MaxVertices, -1, -1
	for r := s; r != 0; r &= r - 1 {
		v := r.First()
		y, x := v/g.cols, v%g.cols
		top, left, bottom, right = min(top, y), min(left, x), max(bottom, y), max(right, x)
	}
	h, w := bottom-top+1, right-left+1
	turn := w > h
	if turn {
		h, w = w, h
	}
	in := make([][]bool, h)
	for r := range in {
		in[r] = make([]bool, w)
	}
	for r := s; r != 0; r &= r - 1 {
		v := r.First()
		y, x := v/g.cols-top, v%g.cols-left
		if turn {
			y, x = x, y
		}
		in[y][x] = true
	}
	return box{h: h, w: w, in: in}
}

// A frontier of the count is packed in a word: 4 bits a cell of the last
// w cells (bits 0–2 the number of its component among the frontier's, in
// order of first cell, 0 for a cell outside the region; bit 3, for a cell
// outside, that a neighbour is in the region), the states of the covering
// of the row leaving the frontier, and the flags below.
const (
	cellBits   = 32
	coverShift = 32 // 3 bits: the states the covering may be in (see cover)
	cycleFlag  = 1 << (35 + iota)
	topFlag    // the region has a cell in the box's first row
	leftFlag   // in its first column
	closedFlag // the region's component has left the frontier for good
)

// The states of the covering of a row by dominoes, read cell by cell: the
// cell before is unusable (in the region, not in play, or covered), free
// (it may take a domino with this one, or none), or owed (it touches the
// region and waits for this one to share its domino).
const (
	unusable = 1 << iota
	free
	owed
)

// cover returns the states the covering may be in after a cell, from
// those before it (a set): a barrier (in the region, or not in play), a
// cell that touches the region and must be covered, or another. Free
// outdoes unusable, which is dropped beside it.
func cover(from uint64, barrier, touches bool) uint64 {
	to := uint64(0)
	for s := uint64(unusable); s <= owed; s <<= 1 {
		if from&s == 0 {
			continue
		}
		switch {
		case barrier && s == owed:
		case barrier:
			to |= unusable
		case s == owed:
			to |= unusable // the domino of the cell before and this one
		case touches && s == free:
			to |= unusable | owed
		case touches:
			to |= owed
		case s == free:
			to |= free | unusable
		default:
			to |= free
		}
	}
	if to&free != 0 {
		to &^= unusable
	}
	return to
}

// count returns how many connected regions with a cycle, with a cell in
// the box's first row and one in its first column, have their neighbours
// in play covered by disjoint dominoes of their rows outside them, up to
// most. A row's covering is read as its cells leave the frontier, when
// all four neighbours of each are known; a row of cells not in play after
// the box lets the last one leave. It calls work.Step with the cells read
// after each, and returns its error once the work is cancelled.
func (b box) count(work *game.Work) (uint64, error) {
	w := b.w
	states := map[uint64]uint64{unusable << coverShift: 1}
	for r := range b.h + 1 {
		if err := work.Step(min(r, b.h) * w); err != nil {
			return 0, err
		}
		for c := range w {
			next := make(map[uint64]uint64, len(states))
			for k, n := range states {
				if r < b.h && b.in[r][c] {
					b.step(k, r, c, true, next, n)
				}
				b.step(k, r, c, false, next, n)
			}
			states = next
		}
	}
	total := uint64(0)
	want := uint64(cycleFlag | topFlag | leftFlag | closedFlag)
	for k, n := range states {
		if k&want == want {
			total = min(total+n, most)
		}
	}
	return total, nil
}

// step adds to next the frontier k moved on by the cell (r, c), in the
// region or not, with the n regions that reach k, unless the region can
// no longer be one component or its covering fails.
func (b box) step(k uint64, r, c int, in bool, next map[uint64]uint64, n uint64) {
	w := b.w
	var cells [9]uint64
	for i := range w {
		cells[i] = k >> (4 * uint(i)) & 15
	}
	flags := k &^ (1<<35 - 1)
	up, left := cells[0]&7, uint64(0)
	if c > 0 {
		left = cells[w-1] & 7
	}
	var mine uint64
	if in {
		if flags&closedFlag != 0 {
			return // a second component
		}
		switch {
		case up != 0 && left != 0 && up == left:
			flags |= cycleFlag
			mine = up
		case up != 0 && left != 0: // two components meet: one number
			for i := 1; i < w; i++ {
				if cells[i]&7 == up {
					cells[i] = left
				}
			}
			mine = left
		case up != 0:
			mine = up
		case left != 0:
			mine = left
		default:
			mine = 7 // a new component, numbered below
		}
		if up == 0 {
			cells[0] |= 8 // the cell above touches the region
		}
		if c > 0 && left == 0 {
			cells[w-1] |= 8
		}
		if r == 0 {
			flags |= topFlag
		}
		if c == 0 {
			flags |= leftFlag
		}
	} else if up != 0 || left != 0 {
		mine = 8
	}
	// The cell above leaves: its row's covering reads it.
	inPlay := r > 0 && b.in[r-1][c]
	states := cover(k>>coverShift&7, up != 0 || !inPlay, cells[0]&8 != 0)
	if c == w-1 { // the row ends: nothing may be owed
		if states &^= owed; states == 0 {
			return
		}
		states = unusable
	}
	if states == 0 {
		return
	}
	cells[w] = mine
	if up != 0 && mine&7 == 0 && !slices.ContainsFunc(cells[1:w], func(l uint64) bool { return l&7 == up }) {
		// The component of the cell above has no cell left on the
		// frontier: it is whole, and the region is it alone.
		if slices.ContainsFunc(cells[1:w+1], func(l uint64) bool { return l&7 != 0 }) {
			return
		}
		flags |= closedFlag
	}
	if r == 0 && c == w-1 && flags&topFlag == 0 {
		return // the region misses the first row
	}
	// Number the components in order of first cell.
	var names [8]uint64
	count := uint64(0)
	out := flags | states<<coverShift
	for i, l := range cells[1 : w+1] {
		if l&7 != 0 {
			if names[l&7] == 0 {
				count++
				names[l&7] = count
			}
			l = l&8 | names[l&7]
		}
		out |= l << (4 * uint(i))
	}
	next[out] = min(next[out]+n, most)
}
