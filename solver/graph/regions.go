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
	x := p.gather(s)
	ps := p.parts[base:]
	if len(ps) > 1 {
		// congruent regions cancel
		p.parts = p.parts[:base+cancelPairs(ps, func(a, b *part) bool { return a.key < b.key || a.key == b.key && a.w < b.w })]
	}
	return x
}

// gather appends to p.parts the regions of s whose value is not known and
// returns the nim-sum of the others. A region that the twins' cut (see
// twins) splits is gathered again on its own, reduced anew.
func (p *Pruned) gather(s Set) uint32 {
	var x uint32
	s = p.reduce(s)
	cut := p.twins(s)
	for s != 0 {
		c := p.component(s, cut)
		if cut != 0 && c&(cut|cut<<1) != 0 && c != p.component(s, 0) {
			s &^= c
			x ^= p.gather(c)
			continue
		}
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
	return x
}

// component returns the region of s holding its first cell, grown by
// shifts of the grid, but not across the side between a cell of cut and
// the cell east of it.
func (p *Pruned) component(s Set, cut Set) Set {
	cols := uint(p.g.cols)
	east, west := p.notFirst&^(cut<<1), p.notLast&^cut
	c := s & -s
	for {
		n := (c | c<<1&east | c>>1&west | c<<cols | c>>cols) & s
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

// twins returns the cells of s whose side with the cell east of it can be
// ignored: the two horizontal sides of each 2×2 square of s two of whose
// opposite corners have no neighbour in s outside the square (the cut of
// P. Beling's solver for Cram, in the impartial-games repository,
// forbidden_horizontal_moves). Two such corners u and v are twins: each
// has the other two cells a and b of the square as its only neighbours.
// Dropping the sides u–a and v–b (leaving u pendant on b and v on a)
// changes no value: the options of the two sets are the same up to
// swapping u and v (u–a with v–a, v–b with u–b), and any other domino
// leaves twins again, or, once it took a or b, pendant cells that reduce
// shows to be worth one of them. Cut, the square may split its region.
func (p *Pruned) twins(s Set) Set {
	cols := uint(p.g.cols)
	e := s >> 1 & p.notLast & s
	w := s << 1 & p.notFirst & s
	so := s >> cols & s
	n := s << cols & s
	square := e & so & (e >> cols) // the north-west corners of 2×2 squares in s
	if square == 0 {
		return 0
	}
	// north-west and south-east corners alone, or north-east and
	// south-west ones
	d := square&^(w|n)&^((e|so)>>(cols+1)) | square&^((e|n)>>1)&^((w|so)>>cols)
	return d | d<<cols
}
