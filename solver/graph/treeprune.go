package graph

import "stones/solver/game"

// treePruned values trees under one rule by the pruned search of Pruned
// (Beling and Rogalski), on trees rather than boards: a tree is asked
// whether its value is in a set of values that still matter, and its
// options are searched only until the mex of their values is known to be
// in the set or out of it (query). The root of a computation asks 0, 1,
// 2, … in turn. An option falls apart into branches of the tree (below a
// vertex, or above it), whose codes the tree's layout holds: before any
// option is searched every branch of every option is looked up
// (enhanced transposition cutoff), alike branches of an option cancel in
// pairs, and the option's smaller branches are valued exactly and xored
// into the question put to the largest. Options whose branches are the
// most even are searched first, those nearest the centre first among
// equals, and a vertex alike to an earlier sibling (or below one) plays
// no move of its own.
//
// A tree is known by its canonical code, rooted at its centre (code,
// treeLayout), so that isomorphic trees share entries with no false hit.
// The branches of an option are known to the lookup by their codes from
// the vertex they hang on, which are exact keys too; what is found of a
// branch is recorded under both. The table (treeTrans) is bounded by the
// memory given and by the limit; each tree searched, not answered by the
// table, counts one towards the limit, checked while searching, and
// costs O(V·d) word operations for V vertices of degree at most d and
// O(V) lookups of the table: 5 to 9 µs at 40 to 50 vertices (BENCH.md).
// The zero treePruned is not usable: call newTreePruned.
type treePruned struct {
	rule  Rule
	g     *Graph
	tt    treeTrans
	limit int
	n     *int // trees searched, which limit bounds
	w     *game.Work
	err   error
	// the scratch of the search, by depth: the layouts of the trees being
	// searched, their options and the options' branches.
	lays  []*treeLayout
	depth int
	kids  []treeKid
	parts []treePart
	// keys remembers the canonical codes of the last trees laid out, by
	// their vertices in g, one a slot (2^15 of them, 2^10 with a table of
	// less than 64 MiB), so that a tree asked again is looked up without
	// being laid out again.
	keys    []treeKey
	keyBits int
}

// treeKey is a tree of the graph searched and its canonical code.
type treeKey struct {
	set Set
	key code
}

// treeKid is an option of a tree being searched: its branches not yet
// known parts[from:to], the nim-sum of those known, and the order it is
// searched in.
type treeKid struct {
	from, to int32
	x        uint32
	cost     int32 // the sum of the squares of the branches' sizes
	place    int32 // the place of the vertex that makes it: from the centre out
}

// treePart is a branch of an option: its vertices, its code and size.
type treePart struct {
	set Set
	key code
	n   int8
	v   int16 // its value, −1 when not known
}

// newTreePruned returns the search of trees under rule, counting trees
// searched in *n up to limit, its table within memory bytes and within
// two entries (48 bytes) a tree searched up to the limit: a tree searched
// is recorded under its code and under its parent's code of it, and a
// larger table would cost memory for little (Kayles on seed 1's random
// tree of 50 vertices at a limit of 4,000,000: 204 MB rather than 1.6
// GB, and 14 % less CPU).
func newTreePruned(rule Rule, memory int64, n *int, limit int) *treePruned {
	memory = min(memory, 48*int64(limit))
	p := &treePruned{rule: rule, n: n, limit: limit, keyBits: 10}
	if memory >= 64<<20 {
		p.keyBits = 15
	}
	p.tt.init(memory)
	return p
}

// nim returns the value of the tree c of g. It returns a *LimitError
// when it would search more trees than the limit, or the error of w.Step
// when the computation is cancelled.
func (p *treePruned) nim(g *Graph, c Set, w *game.Work) (uint32, error) {
	p.begin(g, w)
	v := p.exact(c, code{})
	return v, p.err
}

// has reports whether the tree c of g has the value x: the tree is asked
// that alone. Errors are nim's.
func (p *treePruned) has(g *Graph, c Set, x uint32, w *game.Work) (bool, error) {
	p.begin(g, w)
	if v, ok := p.small(int8(c.Len())); ok {
		return v == x, nil
	}
	if x >= 64 {
		return p.exact(c, code{}) == x, p.err
	}
	v, ok := p.ask(c, code{}, 1<<x)
	return ok && v == x, p.err
}

// begin starts a computation on the graph g, reporting to w.
func (p *treePruned) begin(g *Graph, w *game.Work) {
	if p.g != g {
		if p.keys == nil {
			p.keys = make([]treeKey, 1<<p.keyBits)
		}
		clear(p.keys) // the keys are sets of g's vertices
	}
	p.g, p.w, p.err = g, w, nil
}

// small returns the value of a tree of at most two vertices, and false
// for a larger one.
func (p *treePruned) small(n int8) (uint32, bool) {
	switch {
	case n == 1 && p.rule == Domino:
		return 0, true
	case n == 1:
		return 1, true // Kayles and Node take it
	case n == 2 && p.rule == Kayles:
		return 2, true // one vertex, or both
	case n == 2:
		return 1, true
	}
	return 0, false
}

// exact returns the value of the tree c, known from its parent as alias
// (a code of it, or the zero code).
func (p *treePruned) exact(c Set, alias code) uint32 {
	if v, ok := p.small(int8(c.Len())); ok {
		return v
	}
	for r := range 64 {
		if v, ok := p.ask(c, alias, 1<<uint(r)); ok || p.err != nil {
			return v
		}
	}
	// A value of 64 or more: the mex of every option's exact value.
	l := p.push(c)
	defer p.pop()
	kb, pb := len(p.kids), len(p.parts)
	defer func() { p.kids, p.parts = p.kids[:kb], p.parts[:pb] }()
	p.expand(l, 0, true)
	var seen marks
	for i := kb; i < len(p.kids) && p.err == nil; i++ {
		k := p.kids[i]
		x := k.x
		for _, q := range p.parts[k.from:k.to] {
			x ^= p.exact(q.set, q.key)
		}
		seen.add(x)
	}
	return seen.mex()
}

// push lays out the tree c at the next depth.
func (p *treePruned) push(c Set) *treeLayout {
	if p.depth == len(p.lays) {
		p.lays = append(p.lays, new(treeLayout))
	}
	l := p.lays[p.depth]
	p.depth++
	l.lay(p.g, c)
	return l
}

func (p *treePruned) pop() { p.depth-- }

// ask returns the value of the tree c, known from its parent as alias,
// with true when it is in want or found on the way, and false when it is
// known not to be in want (or the search stopped: p.err says so).
func (p *treePruned) ask(c Set, alias code, want uint64) (uint32, bool) {
	if alias != (code{}) {
		v, ok, not := p.tt.lookup(alias)
		if ok {
			return v, true
		}
		if want &^= not; want == 0 {
			return 0, false
		}
	}
	var l *treeLayout
	slot := &p.keys[mix(uint64(c))>>(64-p.keyBits)]
	if slot.set != c {
		l = p.push(c)
		defer p.pop()
		*slot = treeKey{c, l.key}
	}
	key := slot.key
	v, ok, not := p.tt.lookup(key)
	if ok {
		if alias != (code{}) {
			p.tt.put(alias, v, 0)
		}
		return v, true
	}
	if want&^not == 0 {
		if alias != (code{}) {
			p.tt.exclude(alias, want, 0)
		}
		return 0, false
	}
	want &^= not
	if l == nil {
		l = p.push(c)
		defer p.pop()
	}
	start := *p.n
	v, ok, found := p.search(l, want)
	if p.err != nil {
		return 0, false
	}
	work := treeWork(int64(*p.n - start))
	if ok {
		p.tt.put(key, v, work)
		if alias != (code{}) {
			p.tt.put(alias, v, work)
		}
	} else {
		// nor any value known not to be its
		p.tt.exclude(key, want|found, work)
		if alias != (code{}) {
			p.tt.exclude(alias, want|found, work)
		}
	}
	return v, ok
}

// search is ask for a tree laid out as l whose value the table does not
// know, and which may be in want, returning also values known not to be
// the tree's (see query).
func (p *treePruned) search(l *treeLayout, want uint64) (uint32, bool, uint64) {
	if *p.n >= p.limit {
		p.err = &LimitError{Limit: p.limit, Searched: true}
		return 0, false, 0
	}
	*p.n++
	if *p.n%game.StepEvery == 0 {
		if p.err = p.w.Step(*p.n); p.err != nil {
			return 0, false, 0
		}
	}
	kb, pb := len(p.kids), len(p.parts)
	defer func() { p.kids, p.parts = p.kids[:kb], p.parts[:pb] }()
	found, cut := p.expand(l, want, false)
	if cut {
		return 0, false, found // every value asked is an option's
	}
	kids := p.kids[kb:]
	sortTreeKids(kids)
	v, ok := query(len(kids), want, found, true, &found, func(i int, ask uint64) (uint32, bool) { return p.option(kb+i, ask) }, func() bool { return p.err != nil })
	return v, ok, found
}

// expand appends to p.kids the options of the tree l with a branch not
// known (every option when all), their branches to p.parts, and returns
// the values of the options known, or true as soon as they hold every
// value of want (not when all).
func (p *treePruned) expand(l *treeLayout, want uint64, all bool) (found uint64, cut bool) {
	l.fillAbove()
	for u := 1; u < l.n; u++ { // each branch looked up once
		l.vBelow[u] = p.value(l.size[u], l.below[u])
		l.vAbove[u] = p.value(int8(l.n)-l.size[u], l.above[u])
	}
	// option adds the option of the branches p.parts[from:], made by the
	// vertex at place u.
	option := func(from, u int) bool {
		x := p.known(from)
		if from == len(p.parts) && !all {
			found |= bit(x)
			return want&^found == 0
		}
		k := treeKid{from: int32(from), to: int32(len(p.parts)), x: x, place: int32(u)}
		for _, q := range p.parts[from:] {
			k.cost += int32(q.n) * int32(q.n)
		}
		p.kids = append(p.kids, k)
		return false
	}
	for u := range l.n {
		if l.same[u] {
			continue
		}
		par := int(l.parent[u])
		switch p.rule {
		case Kayles: // take u
			from := len(p.parts)
			p.children(l, u, -1)
			if par >= 0 {
				p.up(l, u)
			}
			if option(from, u) {
				return found, true
			}
		case Node: // take u and its neighbours
			from := len(p.parts)
			f := int(l.first[u])
			for j := range int(l.count[u]) {
				p.children(l, f+j, -1)
			}
			if par >= 0 {
				p.children(l, par, u)
				if par > 0 {
					p.up(l, par)
				}
			}
			if option(from, u) {
				return found, true
			}
			continue
		}
		if par >= 0 { // take u and its parent
			from := len(p.parts)
			p.children(l, u, -1)
			p.children(l, par, u)
			if par > 0 {
				p.up(l, par)
			}
			if option(from, u) {
				return found, true
			}
		}
	}
	return found, false
}

// children appends the branches below the children of place u but skip.
func (p *treePruned) children(l *treeLayout, u, skip int) {
	f := int(l.first[u])
	for j := range int(l.count[u]) {
		if v := f + j; v != skip {
			p.parts = append(p.parts, treePart{set: l.under[v], key: l.below[v], n: l.size[v], v: l.vBelow[v]})
		}
	}
}

// up appends the branch above place u.
func (p *treePruned) up(l *treeLayout, u int) {
	p.parts = append(p.parts, treePart{set: l.set &^ l.under[u], key: l.above[u], n: int8(l.n) - l.size[u], v: l.vAbove[u]})
}

// value returns the value of the branch of n vertices and code c, when
// small or in the table, else −1.
func (p *treePruned) value(n int8, c code) int16 {
	if v, ok := p.small(n); ok {
		return int16(v)
	}
	if v, ok, _ := p.tt.lookup(c); ok {
		return int16(v)
	}
	return -1
}

// known takes out of p.parts[from:] the branches whose values are known
// (small, or in the table) and the alike ones in pairs, and returns the
// nim-sum of the values known.
func (p *treePruned) known(from int) uint32 {
	var x uint32
	k := from
	for _, q := range p.parts[from:] {
		if q.v >= 0 {
			x ^= uint32(q.v)
			continue
		}
		p.parts[k] = q
		k++
	}
	// alike branches cancel
	p.parts = p.parts[:from+cancelPairs(p.parts[from:k], func(a, b *treePart) bool { return a.key.less(b.key) })]
	return x
}

// option returns the value of the option p.kids[i] when it is in the set
// ask or found on the way, and false when it is known not to be in ask.
// The first call values its branches but the largest exactly, and leaves
// their nim-sum in the option.
func (p *treePruned) option(i int, ask uint64) (uint32, bool) {
	k := p.kids[i]
	if k.to-k.from > 1 {
		var big int
		k.x, big = settle(p.parts[k.from:k.to], k.x, func(q *treePart) int { return int(q.n) },
			func(q treePart) uint32 { return p.exact(q.set, q.key) }, func() bool { return p.err != nil })
		p.parts[k.from] = p.parts[int(k.from)+big]
		k.to = k.from + 1
		p.kids[i] = k
	}
	q := p.parts[k.from]
	if k.x >= 64 {
		return p.exact(q.set, q.key) ^ k.x, true
	}
	v, ok := p.ask(q.set, q.key, xorSet(ask, k.x))
	return v ^ k.x, ok
}

// sortTreeKids sorts options by the sum of the squares of their
// branches' sizes, then from the centre out, by insertion: a tree has at
// most 127 options.
func sortTreeKids(ks []treeKid) {
	for i := 1; i < len(ks); i++ {
		for j := i; j > 0 && (ks[j].cost < ks[j-1].cost || ks[j].cost == ks[j-1].cost && ks[j].place < ks[j-1].place); j-- {
			ks[j], ks[j-1] = ks[j-1], ks[j]
		}
	}
}
