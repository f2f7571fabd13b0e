package graph

import "math/bits"

// regionKey returns the key of the region c of a grid cols wide and rows
// high, as the pruned search knows it: the least, over the symmetries of
// the grid, of the region's bitmap moved to the grid's first row and
// column, rows still cols apart; with its bounding box, w wide and h high.
// The symmetries are the half-turn and the two mirrors, and for a region
// no higher than the grid is wide and no wider than it is high also the
// four that exchange rows and columns (its images then fit the grid too).
// Equal keys are the same cells, so that a key is a region of a grid cols
// wide up to its symmetries, and a table of keys serves one width.
//
// spread, when not nil, is spreadRows(cols, rows): the transpose is then
// read from it a row at a time, rather than cell by cell with two
// divisions each.
func regionKey(cols, rows int, c Set, spread []uint64) (key uint64, w, h int) {
	a, w, h := corner(cols, uint64(c))
	key, kw, kh := images(cols, a, w, h), w, h
	if h <= cols && w <= rows {
		// the transpose: cell (i, j) to (j, i)
		var t uint64
		if spread != nil {
			mask := uint64(1)<<uint(w) - 1
			for i := range h {
				t |= spread[a>>uint(i*cols)&mask] << uint(i)
			}
		} else {
			for r := a; r != 0; r &= r - 1 {
				v := bits.TrailingZeros64(r)
				t |= 1 << uint(v%cols*cols+v/cols)
			}
		}
		if k := images(cols, t, h, w); k < key {
			key, kw, kh = k, h, w
		}
	}
	return key, kw, kh
}

// spreadRows returns, for a grid cols wide and rows high, the column of
// each row of rows cells: bit j of x moved to bit j·cols; nil when rows
// is more than 12, where the table would not stay in the caches.
func spreadRows(cols, rows int) []uint64 {
	if rows > 12 {
		return nil
	}
	s := make([]uint64, 1<<uint(rows))
	for x := 1; x < len(s); x++ {
		j := bits.TrailingZeros(uint(x))
		s[x] = s[x&(x-1)] | 1<<uint(j*cols)
	}
	return s
}

// corner returns the bitmap a of a grid cols wide moved to its first row
// and first column, and its bounding box.
func corner(cols int, a uint64) (uint64, int, int) {
	a >>= uint(bits.TrailingZeros64(a) / cols * cols)
	h := (63-bits.LeadingZeros64(a))/cols + 1
	var occ uint64 // the columns used
	for x := a; x != 0; x >>= uint(cols) {
		occ |= x
	}
	occ &= 1<<uint(cols) - 1
	left := bits.TrailingZeros64(occ)
	return a >> uint(left), bits.Len64(occ) - left, h
}

// images returns the least of the bitmap a, in the corner of a grid cols
// wide with a bounding box w wide and h high, and of its half-turn and
// mirrors within that box.
func images(cols int, a uint64, w, h int) uint64 {
	last := uint((h-1)*cols + w - 1) // the bit of the box's last cell
	turn := bits.Reverse64(a) >> (63 - last)
	var m uint64 // each row reversed
	mask := uint64(1)<<uint(w) - 1
	for i := range h {
		row := a >> uint(i*cols) & mask
		m |= bits.Reverse64(row) >> uint(64-w) << uint(i*cols)
	}
	return min(a, turn, m, bits.Reverse64(m)>>(63-last))
}

// mirrored reports whether the region of the key key (rows stride bits
// apart), w wide and h high, is mapped onto itself by a half-turn about
// its centre with no domino and no cell on the centre: the second player
// then answers each domino by its image, so its value is 0.
func mirrored(key uint64, stride, w, h int) bool {
	last := uint((h-1)*stride + w - 1)
	if bits.Reverse64(key)>>(63-last) != key {
		return false
	}
	at := func(i, j int) uint64 { return key >> uint(i*stride+j) & 1 }
	switch {
	case w%2 == 1 && h%2 == 1:
		return at(h/2, w/2) == 0 // the centre cell is a hole
	case h%2 == 1: // the centre between two cells of the middle row
		return at(h/2, w/2-1)&at(h/2, w/2) == 0
	case w%2 == 1: // between two cells of the middle column
		return at(h/2-1, w/2)&at(h/2, w/2) == 0
	}
	return true
}
