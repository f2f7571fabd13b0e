package graph

import (
	"math/rand/v2"
	"testing"
)

// TestTransNoFalseHit fills small tables with many more keys than they
// hold, keys alike in their low bits or in their high bits, and checks
// that every key found is found with what was last recorded of it: the
// table keeps of a key only the bits its cluster's index does not hold,
// which must tell every two keys apart.
func TestTransNoFalseHit(t *testing.T) {
	for _, c := range []struct {
		memory int64
		cells  int
	}{
		{0, 40}, {0, 56}, {0, 64}, {1 << 20, 50}, {1 << 20, 64},
	} {
		var tt trans
		tt.init(c.memory)
		tt.fit(c.cells)
		r := rand.New(rand.NewPCG(uint64(c.cells), uint64(c.memory)))
		below := func(x uint64) uint64 {
			if c.cells == 64 {
				return x
			}
			return x & (1<<uint(c.cells) - 1)
		}
		type known struct {
			exact bool
			v     uint32
			not   uint64
		}
		last := map[uint64]known{}
		for i := range 200000 {
			var key uint64
			switch i % 3 {
			case 0:
				key = below(r.Uint64())
			case 1: // alike in the low bits
				key = below(uint64(r.IntN(64))<<uint(c.cells-6) | 0x5a5a)
			case 2: // alike in the high bits
				key = below(uint64(r.IntN(1<<16)) | 0x3c3c<<uint(c.cells-16))
			}
			if r.IntN(2) == 0 {
				v := uint32(r.IntN(12))
				tt.put(key, v, r.IntN(40))
				last[key] = known{exact: true, v: v}
			} else if k := last[key]; !k.exact {
				not := r.Uint64() & (1<<tNotMax - 1)
				tt.exclude(key, not, r.IntN(40))
				// what a key kept of earlier exclusions may have been
				// evicted: only this one is sure
				last[key] = known{not: k.not | not}
			}
		}
		hits := 0
		for key, k := range last {
			v, ok, not := tt.lookup(key)
			switch {
			case ok && (!k.exact || v != k.v):
				t.Fatalf("memory %d, %d cells: key %#x found with value %d, recorded %+v", c.memory, c.cells, key, v, k)
			case !ok && not&^k.not != 0:
				t.Fatalf("memory %d, %d cells: key %#x found not to be %#b, recorded %+v", c.memory, c.cells, key, not, k)
			case ok || not != 0:
				hits++
			}
		}
		if hits < 1000 {
			t.Errorf("memory %d, %d cells: %d keys found of %d: the table keeps too few", c.memory, c.cells, hits, len(last))
		}
	}
}

// TestTransHashIsABijection undoes the table's mixing of keys, step by
// step, for random keys of every domain a table has, and checks that the
// cluster's index and an entry's tag give back the mixed key: no two keys
// share both.
func TestTransHashIsABijection(t *testing.T) {
	r := rand.New(rand.NewPCG(7, 7))
	for shift := uint(8); shift <= 18; shift++ {
		var tt trans
		tt.mask, tt.shift, tt.domain = 1<<shift-1, shift, min(64, 48+shift)
		tt.e = make([]uint64, 8<<shift)
		d := tt.domain
		m := ^uint64(0) >> (64 - d)
		unshift := func(y uint64, s uint) uint64 { // undoes y = x ^ x>>s
			x := y
			for range d / s {
				x = y ^ x>>s
			}
			return x
		}
		inverse := func(c uint64) uint64 { // of an odd c, modulo 2^64
			x := c
			for range 6 {
				x *= 2 - c*x
			}
			return x
		}
		for range 2000 {
			key := r.Uint64() & m
			h := tt.hash(key)
			if h > m {
				t.Fatalf("domain %d: key %#x mixed to %#x, beyond the domain", d, key, h)
			}
			x := unshift(h, d/2)
			x = x * inverse(mixSecond) & m
			x = unshift(x, d/2-3)
			x = x * inverse(mixFirst) & m
			x = unshift(x, d/2)
			if x != key {
				t.Fatalf("domain %d: key %#x mixed to %#x, which undoes to %#x", d, key, h, x)
			}
			_, i, tag := tt.find(key)
			if got := tag>>16<<shift | uint64(i/8); got != h {
				t.Fatalf("domain %d: key %#x has index %d and tag %#x, which give %#x, not %#x", d, key, i/8, tag, got, h)
			}
		}
	}
}

// TestTransFitsLargeBoards values sparse positions of boards of more than
// 56 cells with the smallest table, whose clusters' index then holds too
// few bits for the keys: the table grows to hold them (fit), and the
// values agree with the memoised search's.
func TestTransFitsLargeBoards(t *testing.T) {
	r := rand.New(rand.NewPCG(3, 4))
	for i := range 60 {
		g := Grid(8, 8)
		if i%2 == 1 {
			g = Grid(7, 9)
		}
		var s Set
		for v := range g.Order() {
			if r.IntN(100) < 35 {
				s |= 1 << uint(v)
			}
		}
		p := NewPruned(0, 0)
		got := mustPruned(p, g, s)
		if p.tt.domain < uint(g.Order()) {
			t.Fatalf("a table of keys below 2^%d for a board of %d cells", p.tt.domain, g.Order())
		}
		if want := mustMemo(NewMemo(Domino, 1<<22), engineCase{rule: Domino, g: g, s: s}); got != want {
			t.Fatalf("%v of %s: pruned search with the smallest table %d, memo %d", uint64(s), g, got, want)
		}
	}
}

// TestHugePages checks that asking for huge pages leaves a table as it
// was, whatever its size and alignment: a slice that starts off a page's
// edge and ends before one, and slices too small to ask for.
func TestHugePages(t *testing.T) {
	whole := make([]uint64, 3<<20/8*3+5)
	for _, e := range [][]uint64{whole[3:], whole[:100], whole[1 : 1+(4<<20)/8]} {
		for i := range e {
			e[i] = uint64(i) * 0x9e3779b97f4a7c15
		}
		hugePages(e)
		for i := range e {
			if e[i] != uint64(i)*0x9e3779b97f4a7c15 {
				t.Fatalf("entry %d of %d changed after hugePages", i, len(e))
			}
		}
	}
}
