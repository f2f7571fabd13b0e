package graph

import "math/bits"

// split returns the nim-sum of the regions of s but the largest unknown,
// valued exactly, and that region (0 when none is unknown).
func (p *Pruned) split(s Set) (uint32, Set) {
	base := len(p.parts)
	defer func() { p.parts = p.parts[:base] }()
	x := p.regions(s)
	big := -1
	for i := base; i < len(p.parts); i++ {
		if big < 0 || p.parts[i].n > p.parts[big].n {
			big = i
		}
	}
	if big < 0 {
		return x, 0
	}
	for i := base; i < len(p.parts) && p.err == nil; i++ {
		if i != big {
			x ^= p.exact(p.parts[i].cells)
		}
	}
	return x, p.parts[big].cells
}

// regions appends to p.parts the regions of s whose value is not known,
// sorted by key with congruent pairs cancelled, and returns the nim-sum
// of the others.
func (p *Pruned) regions(s Set) uint32 {
	base := len(p.parts)
	var x uint32
	for s != 0 {
		c := p.component(s)
		s &^= c
		n := c.Len()
		if n < 2 {
			continue // a lone cell: no domino fits
		}
		if n <= 3 {
			x ^= 1 // a domino or a tromino: one move, then none
			continue
		}
		key, w, h := boardKey(p.g.cols, c)
		if mirrored(key, w, h) {
			continue
		}
		if v, ok := p.tt.get(key, w); ok {
			x ^= v
			continue
		}
		p.parts = append(p.parts, part{cells: c, key: key, w: uint8(w), n: uint8(n)})
	}
	ps := p.parts[base:]
	if len(ps) > 1 {
		for i := 1; i < len(ps); i++ { // by insertion: a few regions
			for j := i; j > 0 && (ps[j].key < ps[j-1].key || ps[j].key == ps[j-1].key && ps[j].w < ps[j-1].w); j-- {
				ps[j], ps[j-1] = ps[j-1], ps[j]
			}
		}
		k := 0
		for i := 0; i < len(ps); i++ {
			if i+1 < len(ps) && ps[i].key == ps[i+1].key && ps[i].w == ps[i+1].w {
				i++ // congruent regions cancel
				continue
			}
			ps[k] = ps[i]
			k++
		}
		p.parts = p.parts[:base+k]
	}
	return x
}

// component returns the region of s holding its first cell, grown by
// shifts of the grid.
func (p *Pruned) component(s Set) Set {
	cols := uint(p.g.cols)
	c := s & -s
	for {
		n := (c | c<<1&p.notFirst | c>>1&p.notLast | c<<cols | c>>cols) & s
		if n == c {
			return c
		}
		c = n
	}
}

// mirrored reports whether the region of the key key, w wide and h high,
// is mapped onto itself by a half-turn about its centre with no domino
// and no cell on the centre: the second player then answers each domino
// by its image, so its value is 0.
func mirrored(key uint64, w, h int) bool {
	n := uint(w * h)
	if bits.Reverse64(key)>>(64-n) != key {
		return false
	}
	switch {
	case w%2 == 1 && h%2 == 1:
		return key>>(uint(h/2*w+w/2))&1 == 0 // the centre cell is a hole
	case h%2 == 1: // the centre between two cells of the middle row
		return key>>(uint(h/2*w+w/2-1))&3 != 3
	case w%2 == 1: // between two cells of the middle column
		return key>>(uint((h/2-1)*w+w/2))&1 == 0 || key>>(uint(h/2*w+w/2))&1 == 0
	}
	return true
}
