package graph

import (
	"math/bits"

	"stones/solver/game"
)

// Pruned values Cram positions (Domino on a grid) by a pruned search
// (after Beling and Rogalski, "On pruning search trees of impartial
// games", Artificial Intelligence 283, 2020): below the root a region is
// asked whether its nim-value is in a set of values that still matter,
// and its options are searched only until the mex of their values is
// known to be in the set or out of it, the impartial analogue of an
// alpha-beta cut. The root asks 0, 1, 2, … in turn. An option that splits
// the board values its smaller regions exactly and xors them into the
// question put to the largest. Before any option is searched every region
// of every option is looked up (enhanced transposition cutoff), the
// dominoes nearest the centre first, and a region whose options known
// already hold every value asked is answered no at once; the options are
// then searched those whose regions are the most even first.
//
// Regions are known by their bitmaps moved to the grid's corner, up to
// the grid's symmetries (regionKey). Before a set of cells is split into
// regions, cells that do not change its value are taken out (reduce): all
// but one of the pendant cells of a cell, and a cell whose every
// neighbour has a pendant cell; and a 2×2 square two of whose opposite
// corners have no other neighbour is cut along its horizontal sides,
// which may split its region (twins). A lone cell is worth 0 and two congruent
// regions cancel, and a region that its half-turn maps onto itself, with
// no domino or cell on its centre, is worth 0 by the symmetry strategy
// (the second player answers each domino by its image; Gardner,
// Mathematical Games; Winning Ways, ch. 23), so that an empty board with
// both sides even is answered at once.
//
// What the search learns is kept in a table of a fixed size (trans):
// clusters of eight entries of 8 bytes, a cache line, holding a region's
// exact value or the values below 10 it is known not to have, so that a
// question asked again of a region is cut by what the last one found. An
// entry evicts the cheapest of its cluster when the cluster is full: a
// smaller table makes the search slower, never wrong. The work is bounded
// by the limit given, counted as elementary steps: a region searched
// costs its cells times one more than its options unknown, an option's
// regions being found and looked up by a few word operations a cell.
// Work.Step is called every 2^16 steps.
type Pruned struct {
	tt    trans
	limit int64 // the most steps since from, 0 for no limit
	steps int64
	from  int64
	w     *game.Work
	err   error
	// the scratch of the search, by depth: the options of the regions
	// being searched and their regions.
	kids  []kid
	parts []part
	g     *Graph
	// masks of the grid g: cells not in the last column, not in the first.
	notLast, notFirst Set
	rows              int      // of the grid g
	spread            []uint64 // spreadRows of the grid g
	searched          int64    // regions searched
	doms              []domino
}

// kid is an option of a region being searched: its regions not yet known
// parts[from:to], the nim-sum of those known, and the order it is
// searched in.
type kid struct {
	from, to int32
	x        uint32
	cost     int32 // the sum of the squares of the regions' sizes
	centre   int32 // the domino's distance from the centre, doubled
	hash     uint64
}

// part is a region of an option: its cells, its key and its size.
type part struct {
	cells Set
	key   uint64
	w     uint8
	n     uint8
}

// NewPruned returns a pruned search whose table takes at most memory
// bytes (at least a few kilobytes) and which takes at most work steps in
// a computation (0: no limit).
func NewPruned(memory, work int64) *Pruned {
	p := &Pruned{limit: work}
	p.tt.init(memory)
	return p
}

// Steps returns the elementary steps the search has taken so far.
func (p *Pruned) Steps() int64 { return p.steps }

// Searched returns how many regions the search has searched so far, not
// counting those it found in its table.
func (p *Pruned) Searched() int64 { return p.searched }

// Nim returns the nim-value of the cells s of the grid g (a graph of
// Grid, played under Domino). It returns a *WorkError when the search
// would take more steps than its limit, or the error of w.Step
// when the computation is cancelled.
func (p *Pruned) Nim(g *Graph, s Set, w *game.Work) (uint32, error) {
	if g.cols == 0 {
		panic("graph: Pruned.Nim of a graph that is not a grid")
	}
	p.use(g)
	p.w, p.err = w, nil
	x, c := p.split(s)
	if c == 0 {
		return x, nil
	}
	key, _, _ := regionKey(g.cols, p.rows, c, p.spread)
	for r := uint32(0); ; r++ {
		if r^x >= 64 {
			v := p.exact(c)
			return v ^ x, p.err
		}
		v, ok := p.ask(c, key, bit(r^x))
		if p.err != nil {
			return 0, p.err
		}
		if ok {
			return v ^ x, nil
		}
	}
}

// Wins reports whether the player to move wins on the cells s of the
// grid g (whether their value is not 0): the largest region is asked
// only whether its value is the nim-sum of the others'. Errors are
// Nim's.
func (p *Pruned) Wins(g *Graph, s Set, w *game.Work) (bool, error) {
	p.use(g)
	p.w, p.err = w, nil
	x, c := p.split(s)
	if c != 0 && x < 64 {
		key, _, _ := regionKey(g.cols, p.rows, c, p.spread)
		v, ok := p.ask(c, key, bit(x))
		return !ok || v != x, p.err
	}
	if c != 0 {
		x ^= p.exact(c)
	}
	return x != 0, p.err
}

// Decided reports whether the value of the cells s of the grid g is
// known without search: each of its regions is a lone cell, a domino, a
// tromino, a region the symmetry strategy decides (an empty board with
// both sides even), or a region congruent to another, which cancel.
func (p *Pruned) Decided(g *Graph, s Set) bool {
	p.use(g)
	base := len(p.parts)
	p.regions(s)
	decided := len(p.parts) == base
	p.parts = p.parts[:base]
	return decided
}

// bit returns the set of the value v, empty when v is 64 or more.
func bit(v uint32) uint64 {
	if v >= 64 {
		return 0
	}
	return 1 << v
}

// use sets the grid the search plays on.
func (p *Pruned) use(g *Graph) {
	if p.g == g {
		return
	}
	if p.g != nil && p.g.cols != g.cols {
		p.tt.reset() // keys are bitmaps of rows g.cols apart
	}
	p.tt.fit(g.Order())
	p.g = g
	p.rows = g.Order() / g.cols
	p.spread = spreadRows(g.cols, p.rows)
	p.doms = p.doms[:0]
	for v := range g.Order() {
		for vertical := range 2 {
			d := 1 + vertical*(g.cols-1)
			if vertical == 0 && v%g.cols == g.cols-1 || v+d >= g.Order() {
				continue
			}
			y, x := 2*(v/g.cols)+(d/g.cols), 2*(v%g.cols)+d%g.cols
			centre := int32(abs(y-(p.rows-1)) + abs(x-(g.cols-1)))
			p.doms = append(p.doms, domino{cells: 1<<uint(v) | 1<<uint(v+d), centre: centre})
		}
	}
	for i := 1; i < len(p.doms); i++ { // nearest the centre first
		for j := i; j > 0 && p.doms[j].centre < p.doms[j-1].centre; j-- {
			p.doms[j], p.doms[j-1] = p.doms[j-1], p.doms[j]
		}
	}
	p.notLast, p.notFirst = 0, 0
	for v := range g.Order() {
		if v%g.cols != g.cols-1 {
			p.notLast |= 1 << uint(v)
		}
		if v%g.cols != 0 {
			p.notFirst |= 1 << uint(v)
		}
	}
}

// exact returns the value of the region c.
func (p *Pruned) exact(c Set) uint32 {
	key, _, _ := regionKey(p.g.cols, p.rows, c, p.spread)
	for r := range 64 {
		if v, ok := p.ask(c, key, 1<<uint(r)); ok || p.err != nil {
			return v
		}
	}
	// A value of 64 or more, which no board of 64 cells is known to
	// have: the mex of every option's exact value.
	var seen marks
	for t := c & (c >> 1) & p.notLast; t != 0; t &= t - 1 {
		seen.add(p.sum(c &^ (3 << uint(t.First()))))
	}
	for t := c & (c >> uint(p.g.cols)); t != 0; t &= t - 1 {
		v := t.First()
		seen.add(p.sum(c &^ (1<<uint(v) | 1<<uint(v+p.g.cols))))
	}
	return seen.mex()
}

// sum returns the value of the cells s.
func (p *Pruned) sum(s Set) uint32 {
	x, c := p.split(s)
	if c == 0 {
		return x
	}
	return x ^ p.exact(c)
}

// ask returns the value of the region c, of key key (see regionKey),
// with true when it is in want or found on the way, and false
// when it is known not to be in want (or the search stopped: p.err says
// so). What the table knows of the region is asked first, and a value
// found not to be in want is recorded there.
func (p *Pruned) ask(c Set, key uint64, want uint64) (uint32, bool) {
	v, ok, not := p.tt.lookup(key)
	if ok {
		return v, true
	}
	if want &^= not; want == 0 {
		return 0, false
	}
	start := p.steps
	v, ok = p.search(c, key, want)
	if !ok && p.err == nil {
		p.tt.exclude(key, want, bits.Len64(uint64(p.steps-start)))
	}
	return v, ok
}

// search is ask for a region whose value the table does not know, and
// which may be in want.
func (p *Pruned) search(c Set, key uint64, want uint64) (uint32, bool) {
	start := p.steps
	p.searched++
	kb, pb := len(p.kids), len(p.parts)
	defer func() { p.kids, p.parts = p.kids[:kb], p.parts[:pb] }()
	var found uint64 // the values of options known
	for _, dm := range p.doms {
		if c&dm.cells != dm.cells {
			continue
		}
		from := len(p.parts)
		x := p.regions(c &^ dm.cells)
		if from == len(p.parts) {
			if found |= bit(x); want&^found == 0 {
				p.steps += int64(len(p.kids)-kb+1) * int64(c.Len())
				return 0, false // every value asked is an option's
			}
			continue
		}
		k := kid{from: int32(from), to: int32(len(p.parts)), x: x}
		for _, q := range p.parts[from:] {
			k.cost += int32(q.n) * int32(q.n)
			k.hash = mix(k.hash ^ q.key ^ uint64(q.w)<<58)
		}
		k.hash ^= uint64(x)
		k.centre = dm.centre
		p.kids = append(p.kids, k)
	}
	p.steps += int64(len(p.kids)-kb+1) * int64(c.Len())
	if p.steps>>16 != start>>16 && !p.check() {
		return 0, false
	}
	kids := p.kids[kb:]
	// Options alike (equal regions, equal rest: a symmetry's images) have
	// equal values: one of them is searched.
	sortKids(kids, func(a, b *kid) bool { return a.hash < b.hash })
	n := 0
	for i := range kids {
		if n > 0 && p.same(kids[n-1], kids[i]) {
			continue
		}
		kids[n] = kids[i]
		n++
	}
	kids = kids[:n]
	sortKids(kids, func(a, b *kid) bool { return a.cost < b.cost || a.cost == b.cost && a.centre < b.centre })
	mex, ok := query(n, want, found, false, nil, func(i int, ask uint64) (uint32, bool) { return p.option(kb+i, ask) }, func() bool { return p.err != nil })
	if !ok {
		return 0, false
	}
	p.tt.put(key, mex, bits.Len64(uint64(p.steps-start)))
	return mex, true
}

// query returns the mex of the values of n options, with true when it is
// in want, and false when it is known not to be (or stopped says the
// search must end): the mex bookkeeping of a set query, shared by the
// searches of boards and of trees. found holds the values of the options
// known without search; when not is not nil, *not receives on return the
// values known not to be the position's: its options' values found, and
// those the options left unknown could not make the mex. option(i, ask)
// returns the value of option i when
// it is in the set ask or found on the way, and false when it is known
// not to be in ask. First every option is asked whether its value is in
// want: one that is takes that value out. Then, for the least value r
// left, the options not known are asked for the values below r not
// found. The search stops as soon as the values found and the options
// left show that no value of want can be the mex. At most 128 options.
//
// When wide, the first pass asks each option also for the values below
// the least of want not found yet, so that an option's answer finds them
// on the way, which the second pass then need not ask for: a third fewer
// trees searched for Kayles on random trees of 40 vertices, where the
// values run to 20 and the mex needs many of them; the board's search,
// whose values are small, asks want alone.
func query(n int, want, found uint64, wide bool, not *uint64, option func(i int, ask uint64) (uint32, bool), stopped func() bool) (uint32, bool) {
	var left int
	if not != nil {
		defer func() { *not = found | beyond(found, left) }()
	}
	if n == 0 {
		want = ^uint64(0) // every option known: the value is exact
	}
	var done [2]uint64 // the options whose value is known
	left = n           // and how many are not
	open := want &^ found
	for i := 0; i < n && !stopped(); i++ {
		if open = possible(open, found, left); open == 0 {
			return 0, false
		}
		ask := open
		if wide {
			ask |= (uint64(1)<<uint(bits.TrailingZeros64(open)) - 1) &^ found
		}
		if v, ok := option(i, ask); ok {
			done[i/64] |= 1 << (i % 64)
			left--
			found |= bit(v)
			open &^= found
		}
	}
	if stopped() || open == 0 {
		return 0, false
	}
	r := bits.TrailingZeros64(open)
	missing := (uint64(1)<<uint(r) - 1) &^ found
	for i := 0; i < n && missing != 0 && !stopped(); i++ {
		if done[i/64]>>(i%64)&1 != 0 {
			continue
		}
		if bits.OnesCount64(missing) > left {
			return 0, false // a value below r is missing: the value is below r, not in want
		}
		left--
		if v, ok := option(i, missing); ok {
			found |= bit(v)
			missing &^= found
		}
	}
	if stopped() {
		return 0, false
	}
	if missing != 0 {
		return uint32(bits.TrailingZeros64(missing)), true // no option has it, and every one below it is found
	}
	return uint32(r), true
}

// settle returns x xored with the exact values of the parts of an
// option but its largest by size, and the index of the largest: the
// parts an option's first ask values, the largest being the one asked
// (stopped says the search must end, and no more is valued). exact may
// append to the slice parts is cut from, which may move it: the caller
// moves the largest part itself.
func settle[P any](parts []P, x uint32, size func(*P) int, exact func(P) uint32, stopped func() bool) (uint32, int) {
	big := 0
	for j := 1; j < len(parts); j++ {
		if size(&parts[j]) > size(&parts[big]) {
			big = j
		}
	}
	for j := range parts {
		if j != big && !stopped() {
			x ^= exact(parts[j])
		}
	}
	return x, big
}

// cancelPairs sorts the parts ps by less, by insertion (an option has a
// few), takes out alike ones (neither less than the other) in pairs,
// whose values cancel in a nim-sum, and returns how many are left at the
// head of ps.
func cancelPairs[P any](ps []P, less func(a, b *P) bool) int {
	for i := 1; i < len(ps); i++ {
		for j := i; j > 0 && less(&ps[j], &ps[j-1]); j-- {
			ps[j], ps[j-1] = ps[j-1], ps[j]
		}
	}
	k := 0
	for i := 0; i < len(ps); i++ {
		if i+1 < len(ps) && !less(&ps[i], &ps[i+1]) {
			i++ // alike parts cancel
			continue
		}
		ps[k] = ps[i]
		k++
	}
	return k
}

// option returns the value of the option p.kids[i] when it is in the set
// ask or found on the way, and false when it is known not to be in ask.
// The first call values its regions but the largest exactly, and leaves
// their nim-sum in the option.
func (p *Pruned) option(i int, ask uint64) (uint32, bool) {
	k := p.kids[i]
	if k.to-k.from > 1 {
		var big int
		k.x, big = settle(p.parts[k.from:k.to], k.x, func(q *part) int { return int(q.n) },
			func(q part) uint32 { return p.exact(q.cells) }, func() bool { return p.err != nil })
		p.parts[k.from] = p.parts[int(k.from)+big]
		k.to = k.from + 1
		p.kids[i] = k
	}
	q := p.parts[k.from]
	if k.x >= 64 {
		return p.sum(q.cells) ^ k.x, true
	}
	v, ok := p.ask(q.cells, q.key, xorSet(ask, k.x))
	return v ^ k.x, ok
}

// beyond returns the values below 64 that cannot be the mex of options
// with found known and left options unknown: those above the (left+1)th
// value missing from found, which some option would have to fill.
func beyond(found uint64, left int) uint64 {
	z := ^found
	for ; left > 0 && z != 0; left-- {
		z &= z - 1
	}
	if p := bits.TrailingZeros64(z); p < 63 {
		return ^(uint64(2)<<uint(p) - 1)
	}
	return 0
}

// possible returns the values of open that may still be the mex of the
// options with found known and left options to search: those with no
// more values missing below them than left.
func possible(open, found uint64, left int) uint64 {
	for t := open; t != 0; t &= t - 1 {
		r := bits.TrailingZeros64(t)
		if bits.OnesCount64((uint64(1)<<uint(r)-1)&^found) > left {
			open &^= uint64(1) << uint(r) // and every value above it
			open &= uint64(1)<<uint(r) - 1
			break
		}
	}
	return open
}

// xorSet returns the set {v ^ x : v in s} of values below 64, x < 64.
func xorSet(s uint64, x uint32) uint64 {
	var out uint64
	for ; s != 0; s &= s - 1 {
		out |= 1 << (uint32(bits.TrailingZeros64(s)) ^ x)
	}
	return out
}

// same reports whether two options have the same regions unknown and the
// same nim-sum of the others.
func (p *Pruned) same(a, b kid) bool {
	if a.hash != b.hash || a.x != b.x || a.to-a.from != b.to-b.from {
		return false
	}
	for i := range a.to - a.from {
		q, r := p.parts[a.from+i], p.parts[b.from+i]
		if q.key != r.key || q.w != r.w {
			return false
		}
	}
	return true
}

// check reports the work done to w and returns false, with p.err set,
// when the search must stop.
func (p *Pruned) check() bool {
	if p.err == nil && p.limit > 0 && p.steps-p.from > p.limit {
		p.err = &WorkError{Limit: p.limit}
	}
	if p.err == nil {
		p.err = p.w.Step(int(p.steps))
	}
	return p.err == nil
}

// sortKids sorts options by less, stably, by insertion: a region has at
// most 112 options, and a sort of the slices package would add its code
// for this type to the page's program.
func sortKids(ks []kid, less func(a, b *kid) bool) {
	for i := 1; i < len(ks); i++ {
		for j := i; j > 0 && less(&ks[j], &ks[j-1]); j-- {
			ks[j], ks[j-1] = ks[j-1], ks[j]
		}
	}
}

func abs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}

// domino is a place for a domino on the grid: its cells, and its
// distance from the grid's centre, doubled.
type domino struct {
	cells  Set
	centre int32
}
