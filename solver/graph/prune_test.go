package graph

import (
	"fmt"
	"math/bits"
	"math/rand/v2"
	"testing"
)

// boardEngines are the ways Stones values a Cram position, each run on
// the same cases: the pruned search (with a table of a few kilobytes too,
// which evicts), the memoised search over forms, and plain search over
// sets of cells.
var boardEngines = []struct {
	name string
	nim  func(g *Graph, s Set) uint32
}{
	{"pruned", func(g *Graph, s Set) uint32 { return mustPruned(NewPruned(1<<20, 0), g, s) }},
	{"pruned, small table", func(g *Graph, s Set) uint32 { return mustPruned(NewPruned(0, 0), g, s) }},
	{"memo", func(g *Graph, s Set) uint32 {
		v, err := NewMemo(Domino, 1<<22).Nim(g, s, nil)
		if err != nil {
			panic(err)
		}
		return v
	}},
	{"plain", func(g *Graph, s Set) uint32 { return oracle(g, Domino, s, map[Set]uint32{}) }},
}

func mustPruned(p *Pruned, g *Graph, s Set) uint32 {
	v, err := p.Nim(g, s, nil)
	if err != nil {
		panic(err)
	}
	return v
}

// randomBoards returns boards of at most cells cells with random holes,
// some of them symmetric under a half-turn.
func randomBoards(seed uint64, count, cells int) []boardCase {
	r := rand.New(rand.NewPCG(seed, 7))
	var out []boardCase
	for len(out) < count {
		rows, cols := 1+r.IntN(6), 1+r.IntN(8)
		if rows*cols > cells {
			continue
		}
		g := Grid(rows, cols)
		s := g.All()
		holes := r.IntN(1 + rows*cols/3)
		for range holes {
			v := r.IntN(rows * cols)
			s &^= 1 << uint(v)
			if len(out)%3 == 0 { // and its image through the centre
				s &^= 1 << uint(rows*cols-1-v)
			}
		}
		out = append(out, boardCase{fmt.Sprintf("%dx%d-%x", rows, cols, uint64(s)), g, s})
	}
	return out
}

type boardCase struct {
	name string
	g    *Graph
	s    Set
}

// TestBoardEngines checks every engine against plain search on random
// boards with holes (plain search only where it is quick: 20 cells).
func TestBoardEngines(t *testing.T) {
	cases := randomBoards(1, 400, 20)
	want := make([]uint32, len(cases))
	for i, c := range cases {
		want[i] = oracle(c.g, Domino, c.s, map[Set]uint32{})
	}
	for _, e := range boardEngines {
		t.Run(e.name, func(t *testing.T) {
			for i, c := range cases {
				if got, want := e.nim(c.g, c.s), want[i]; got != want {
					t.Errorf("%s: %d, want %d", c.name, got, want)
				}
			}
		})
	}
	// Larger boards against the memoised search.
	memo := NewMemo(Domino, 1<<22)
	for _, c := range randomBoards(2, 40, 30) {
		want, err := memo.Nim(c.g, c.s, nil)
		if err != nil {
			t.Fatal(err)
		}
		for _, e := range boardEngines[:2] {
			if got := e.nim(c.g, c.s); got != want {
				t.Errorf("%s %s: %d, want %d (memo)", e.name, c.name, got, want)
			}
		}
	}
}

// boardFormByCells is the canonical form of a region computed cell by
// cell over the eight symmetries, the definition boardKey must meet.
func boardFormByCells(cols int, c Set) (key uint64, w, h int) {
	var best [3]uint64
	for t := range 8 {
		b, th, tw := cellImage(cols, c, t, 0)
		cand := [3]uint64{uint64(th), uint64(tw), b}
		if t == 0 || cand[0] < best[0] || cand[0] == best[0] && (cand[1] < best[1] || cand[1] == best[1] && cand[2] < best[2]) {
			best = cand
		}
	}
	return best[2], int(best[1]), int(best[0])
}

// cellImage returns the image of the region c of a grid cols wide by the
// symmetry t of its bounding box (1: rows reversed, 2: columns reversed,
// 4: rows and columns exchanged, after those), moved to the corner, with
// its rows stride bits apart (0: as many as it is wide), and its height
// and width.
func cellImage(cols int, c Set, t, stride int) (b uint64, th, tw int) {
	top, left, bottom, right := MaxVertices, MaxVertices, 0, 0
	for r := c; r != 0; r &= r - 1 {
		v := r.First()
		y, x := v/cols, v%cols
		top, left, bottom, right = min(top, y), min(left, x), max(bottom, y), max(right, x)
	}
	hh, ww := bottom-top+1, right-left+1
	th, tw = hh, ww
	if t&4 != 0 {
		th, tw = ww, hh
	}
	if stride == 0 {
		stride = tw
	}
	for r := c; r != 0; r &= r - 1 {
		v := r.First()
		y, x := v/cols-top, v%cols-left
		if t&1 != 0 {
			y = hh - 1 - y
		}
		if t&2 != 0 {
			x = ww - 1 - x
		}
		if t&4 != 0 {
			y, x = x, y
		}
		b |= 1 << uint(y*stride+x)
	}
	return b, th, tw
}

// fuzzCells reads a fuzzer's input as a grid of rows and cols and a set
// of its cells, empty when the grid is too large.
func fuzzCells(r, c uint8, cells uint64) (rows, cols int, s Set) {
	rows, cols = 1+int(r)%64, 1+int(c)%64
	if rows*cols > MaxVertices {
		return rows, cols, 0
	}
	return rows, cols, Set(cells) & Grid(rows, cols).All()
}

// FuzzBoardKey checks boardKey against the definition, and that the
// images of a region under the symmetries share it.
func FuzzBoardKey(f *testing.F) {
	f.Add(uint8(3), uint8(4), uint64(0xfff))
	f.Add(uint8(8), uint8(8), uint64(0x8000000000000001))
	f.Add(uint8(1), uint8(64), uint64(5))
	f.Fuzz(func(t *testing.T, rows, cols uint8, cells uint64) {
		r, c, s := fuzzCells(rows, cols, cells)
		if s == 0 {
			return
		}
		k, w, h := checkBoardKey(t, c, s)
		if h != (63-bits.LeadingZeros64(k))/w+1 {
			t.Fatalf("the height %d is not the key's last row", h)
		}
		// The half-turn of s on the grid.
		var turned Set
		for t := s; t != 0; t &= t - 1 {
			turned |= 1 << uint(r*c-1-t.First())
		}
		if k2, w2, _ := boardKey(c, turned); k2 != k || w2 != w {
			t.Fatalf("a half-turn changes the key")
		}
	})
}

func TestBoardKey(t *testing.T) {
	r := rand.New(rand.NewPCG(3, 4))
	for range 20000 {
		rows, cols := 1+r.IntN(8), 1+r.IntN(8)
		g := Grid(rows, cols)
		s := Set(r.Uint64()) & g.All()
		if s == 0 {
			continue
		}
		checkBoardKey(t, cols, s)
	}
}

// checkBoardKey checks boardKey(cols, s) against the definition.
func checkBoardKey(t *testing.T, cols int, s Set) (key uint64, w, h int) {
	t.Helper()
	k, w, h := boardKey(cols, s)
	wk, ww, wh := boardFormByCells(cols, s)
	if k != wk || w != ww || h != wh {
		t.Fatalf("boardKey(%d, %x) = %x %d×%d, want %x %d×%d", cols, uint64(s), k, h, w, wk, wh, ww)
	}
	return k, w, h
}

// BenchmarkPruned values empty boards by the pruned search, each with a
// new table of 64 MiB.
func BenchmarkPruned(b *testing.B) {
	for _, size := range [][2]int{{4, 8}, {3, 12}, {5, 6}} {
		b.Run(fmt.Sprintf("%dx%d", size[0], size[1]), func(b *testing.B) {
			g := Grid(size[1], size[0])
			for b.Loop() {
				p := NewPruned(64<<20, 0)
				if _, err := p.Nim(g, g.All(), nil); err != nil {
					b.Fatal(err)
				}
				b.ReportMetric(float64(p.Steps()), "steps")
				b.ReportMetric(float64(p.Searched()), "searched")
			}
		})
	}
}

// byOracle checks a simplification by plain search on random sets of cells
// of random grids of 1 + minRows … maxRows rows and as many columns, each
// cell in the set with the chance percent in 100. apply returns the value
// the simplification finds for the set s of the grid g (p plays on it),
// with false when it leaves s as it is; it must change more than one set
// in least, for the check to mean something.
func byOracle(t *testing.T, seed uint64, minRows, maxRows, percent, least int, apply func(p *Pruned, g *Graph, s Set) (uint32, bool)) {
	t.Helper()
	r := rand.New(rand.NewPCG(seed, seed+1))
	p := NewPruned(0, 0)
	changed := 0
	const cases = 2000
	for range cases {
		rows, cols := minRows+r.IntN(maxRows-minRows+1), minRows+r.IntN(maxRows-minRows+2)
		g := Grid(rows, cols)
		p.use(g)
		var s Set
		for v := range rows * cols {
			if r.IntN(100) < percent {
				s |= 1 << uint(v)
			}
		}
		got, ok := apply(p, g, s)
		if !ok {
			continue
		}
		changed++
		if want := oracle(g, Domino, s, map[Set]uint32{}); got != want {
			t.Fatalf("%dx%d %x: value %d, want %d", rows, cols, uint64(s), got, want)
		}
	}
	if changed*least < cases {
		t.Fatalf("changed %d sets of %d, want at least one in %d", changed, cases, least)
	}
	t.Logf("changed %d sets of %d", changed, cases)
}

// TestReduce checks that the cells reduce takes out of a set do not change
// its value, on random sparse sets of cells, where pendant cells and the
// cells between them are common.
func TestReduce(t *testing.T) {
	byOracle(t, 11, 1, 5, 65, 4, func(p *Pruned, g *Graph, s Set) (uint32, bool) {
		less := p.reduce(s)
		if less&^s != 0 {
			t.Fatalf("%x: reduce added cells: %x", uint64(s), uint64(less))
		}
		if less == s {
			return 0, false
		}
		return oracle(g, Domino, less, map[Set]uint32{}), true
	})
}

// TestTwins checks the twins' cut: the regions it leaves, valued each on
// its own, sum to the set's value.
func TestTwins(t *testing.T) {
	byOracle(t, 13, 2, 4, 70, 50, func(p *Pruned, g *Graph, s Set) (uint32, bool) {
		cut := p.twins(s)
		if cut&^s != 0 || cut&^p.notLast != 0 {
			t.Fatalf("%x: cut %x is not of cells with a cell east", uint64(s), uint64(cut))
		}
		var x uint32
		pieces, whole := 0, 0
		for rest := s; rest != 0; pieces++ {
			c := p.component(rest, cut)
			rest &^= c
			x ^= oracle(g, Domino, c, map[Set]uint32{})
		}
		for rest := s; rest != 0; whole++ {
			rest &^= p.component(rest, 0)
		}
		return x, pieces != whole
	})
}

// regionKeyByCells is the key of a region computed cell by cell, the
// definition regionKey must meet: the least bitmap, rows cols bits apart,
// of the region's images under the half-turn and the mirrors, and under
// the symmetries that exchange rows and columns when the region is no
// higher than cols and no wider than rows, each moved to the corner.
func regionKeyByCells(cols, rows int, c Set) (key uint64, w, h int) {
	first := true
	for t := range 8 {
		b, th, tw := cellImage(cols, c, t, cols)
		if t&4 != 0 && (tw > cols || th > rows) {
			continue
		}
		if first || b < key {
			key, w, h = b, tw, th
		}
		first = false
	}
	return key, w, h
}

// FuzzRegionKey checks regionKey against its definition on any set of
// cells of any grid, and that the key is the same for the set's image by
// a half-turn of the grid, and by its transpose on a square grid.
func FuzzRegionKey(f *testing.F) {
	f.Add(uint8(4), uint8(4), uint64(0b0110_1111_0110))
	f.Add(uint8(3), uint8(7), uint64(0x1f00f))
	f.Add(uint8(8), uint8(8), ^uint64(0))
	f.Add(uint8(1), uint8(64), uint64(0xf0f0))
	f.Fuzz(func(t *testing.T, r, c uint8, cells uint64) {
		rows, cols, s := fuzzCells(r, c, cells)
		if s == 0 {
			return
		}
		spread := spreadRows(cols, rows)
		k, w, h := regionKey(cols, rows, s, spread)
		if wk, ww, wh := regionKeyByCells(cols, rows, s); k != wk || w != ww || h != wh {
			t.Fatalf("regionKey(%d, %x) = %x %d×%d, want %x %d×%d", cols, uint64(s), k, h, w, wk, wh, ww)
		}
		if k2, w2, h2 := regionKey(cols, rows, s, nil); k2 != k || w2 != w || h2 != h {
			t.Fatalf("regionKey(%d, %x) without the table of rows = %x %d×%d, with it %x %d×%d", cols, uint64(s), k2, h2, w2, k, h, w)
		}
		var turned, flipped Set
		for q := s; q != 0; q &= q - 1 {
			v := q.First()
			turned |= 1 << uint(rows*cols-1-v)
			flipped |= 1 << uint(v%cols*cols+v/cols)
		}
		if k2, _, _ := regionKey(cols, rows, turned, spread); k2 != k {
			t.Fatalf("a half-turn changes the key of %x", uint64(s))
		}
		if k2, _, _ := regionKey(cols, rows, flipped, spread); rows == cols && k2 != k {
			t.Fatalf("a transpose changes the key of %x", uint64(s))
		}
	})
}

func TestRegionKey(t *testing.T) {
	r := rand.New(rand.NewPCG(5, 6))
	for range 20000 {
		rows, cols := 1+r.IntN(8), 1+r.IntN(8)
		s := Set(r.Uint64()&r.Uint64()) & Grid(rows, cols).All()
		if s == 0 {
			continue
		}
		for _, spread := range [][]uint64{nil, spreadRows(cols, rows)} {
			k, w, h := regionKey(cols, rows, s, spread)
			if wk, ww, wh := regionKeyByCells(cols, rows, s); k != wk || w != ww || h != wh {
				t.Fatalf("regionKey(%d, %x) = %x %d×%d, want %x %d×%d (table of rows: %t)", cols, uint64(s), k, h, w, wk, wh, ww, spread != nil)
			}
		}
	}
}
