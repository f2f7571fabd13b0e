package graph

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
	s = p.reduce(s)
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
		key, w, h := regionKey(p.g.cols, p.rows, c, p.spread)
		if mirrored(key, p.g.cols, w, h) {
			continue
		}
		if v, ok := p.tt.get(key); ok {
			x ^= v
			continue
		}
		p.parts = append(p.parts, part{cells: c, key: key, w: uint8(w), n: uint8(n)})
	}
	ps := p.parts[base:]
	if len(ps) > 1 {
		// congruent regions cancel
		p.parts = p.parts[:base+cancelPairs(ps, func(a, b *part) bool { return a.key < b.key || a.key == b.key && a.w < b.w })]
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

// reduce returns s with cells that do not change its value taken out
// (the reductions of P. Beling's solver for Cram, in the impartial-games
// repository): all but one of the pendant cells of a cell, and each cell
// whose every neighbour has a pendant cell, none of them next to another
// such cell. Both are proved by the second player's copying strategy on
// the set and the set less the cell c: a domino on the other pendant
// cell of c's centre is answered by the same domino on c's, and a domino
// on c and a neighbour by the domino on that neighbour and its pendant
// cell; the positions are then the same up to a lone cell, and any other
// domino is answered by itself.
func (p *Pruned) reduce(s Set) Set {
	cols := uint(p.g.cols)
	for range 8 {
		e := s >> 1 & p.notLast & s
		w := s << 1 & p.notFirst & s
		so := s >> cols & s
		n := s << cols & s
		pairs := e&w | e&so | e&n | w&so | w&n | so&n
		tufts := (e | w | so | n) &^ pairs
		// the centres, direction by direction; a tuft whose centre
		// already has one goes
		out := Set(0)
		centres := (tufts & e) << 1
		c := (tufts & w) >> 1
		out |= (centres & c) << 1
		centres |= c
		c = (tufts & so) << cols
		out |= (centres & c) >> cols
		centres |= c
		c = (tufts & n) >> cols
		out |= (centres & c) << cols
		centres |= c
		bridges := s &^ (tufts | centres)
		bridges &^= bridges<<1&p.notFirst | bridges>>1&p.notLast | bridges<<cols | bridges>>cols
		out |= bridges
		if out == 0 {
			return s
		}
		s &^= out
	}
	return s
}
