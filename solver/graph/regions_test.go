package graph

import (
	"errors"
	"math/rand/v2"
	"strings"
	"testing"
)

// regionsByListing counts what box.count counts by listing every set of
// cells in play: the connected ones with a cycle, a cell in the first row
// and one in the first column, whose neighbours in play each row covers
// with disjoint dominoes of cells in play outside the set.
func regionsByListing(b box) uint64 {
	g := Grid(b.h, b.w)
	var all Set
	for r := range b.h {
		for c := range b.w {
			if b.in[r][c] {
				all |= 1 << uint(r*b.w+c)
			}
		}
	}
	count := uint64(0)
	for region := all; region != 0; region = (region - 1) & all {
		if g.Component(region, region.First()) != region || g.edgesWithin(region) < region.Len() {
			continue
		}
		var top, left bool
		touching := Set(0)
		for r := region; r != 0; r &= r - 1 {
			v := r.First()
			top, left = top || v/b.w == 0, left || v%b.w == 0
			touching |= g.adj[v]
		}
		touching &= all &^ region
		if top && left && coverable(b.w, touching, all&^region) {
			count++
		}
	}
	return count
}

// coverable reports whether disjoint dominoes of horizontal neighbours,
// both in room, cover the cells need of a grid w wide, tried every way.
func coverable(w int, need, room Set) bool {
	if need == 0 {
		return true
	}
	v := need.First()
	for _, u := range []int{v - 1, v + 1} {
		if u < 0 || u/w != v/w || !room.Has(u) {
			continue
		}
		pair := Set(1)<<uint(v) | Set(1)<<uint(u)
		if coverable(w, need&^pair, room&^pair) {
			return true
		}
	}
	return false
}

// randomBoard returns a grid of r rows and c columns with each cell in
// play with probability p.
func randomBoard(rnd *rand.Rand, r, c int, p float64) (*Graph, Set) {
	g := Grid(r, c)
	var s Set
	for v := range r * c {
		if rnd.Float64() < p {
			s |= 1 << uint(v)
		}
	}
	return g, s
}

// TestRegionsCount checks the count of the regions against listing every
// set of cells, on random boards with holes.
func TestRegionsCount(t *testing.T) {
	rnd := rand.New(rand.NewPCG(15, 16))
	checked := 0
	for range 300 {
		r, c := 1+rnd.IntN(6), 1+rnd.IntN(6)
		for r*c > 18 {
			r, c = 1+rnd.IntN(6), 1+rnd.IntN(6)
		}
		g, s := randomBoard(rnd, r, c, 0.6+0.4*rnd.Float64())
		if s == 0 {
			continue
		}
		b := boxOf(g, s)
		got, err := b.count(nil)
		if err != nil {
			t.Fatal(err)
		}
		want := regionsByListing(b)
		if got != want {
			t.Fatalf("%s with %b in play: count = %d, want %d by listing", g, s, got, want)
		}
		if want > 0 {
			checked++
		}
	}
	if checked < 50 {
		t.Errorf("only %d boards had a region to count", checked)
	}
}

// TestRegionsAtLeastBelowSearch checks that the bound from below never
// exceeds the forms the search values, on boards small enough to value.
func TestRegionsAtLeastBelowSearch(t *testing.T) {
	rnd := rand.New(rand.NewPCG(17, 18))
	bounded := 0
	for range 80 {
		r, c := 3+rnd.IntN(2), 3+rnd.IntN(3)
		g, s := randomBoard(rnd, r, c, 0.8+0.2*rnd.Float64())
		least, _ := regionsAtLeast(g, s, Domino, nil)
		m := NewMemo(Domino, 1<<22)
		if _, err := m.Nim(g, s, nil); err != nil {
			t.Fatal(err)
		}
		if forms, _ := m.Valued(); least > float64(forms) {
			t.Fatalf("%s with %b in play: at least %v forms, but the search valued %d", g, s, least, forms)
		}
		if least > 0 {
			bounded++
		}
	}
	if bounded < 20 {
		t.Errorf("only %d boards had a bound above 0", bounded)
	}
}

// TestBoardsRefusedAtOnce checks that Cram on boards whose regions alone
// pass the limit is refused before any form is valued, by a bound from
// below, while boards within it are valued, with at least as many forms
// as the bound: Beling's 4×7 and 5×5 (the full boards, whose bounds are
// not 0), and smaller ones.
func TestBoardsRefusedAtOnce(t *testing.T) {
	const limit = 4_000_000 // the command line's
	for _, c := range []struct{ r, c int }{{8, 8}, {7, 9}, {9, 7}, {7, 7}, {3, 21}, {4, 16}} {
		g := Grid(c.r, c.c)
		m := NewMemo(Domino, limit)
		_, err := m.Nim(g, g.All(), nil)
		var lerr *LimitError
		if !errors.As(err, &lerr) || !lerr.Least || lerr.Bound <= limit || lerr.Limit != limit {
			t.Errorf("Cram on %dx%d: %v, want a *LimitError with a bound from below above %d", c.r, c.c, err, limit)
			continue
		}
		if forms, sets := m.Valued(); forms != 0 || sets != 0 {
			t.Errorf("Cram on %dx%d: %d forms and %d sets valued before the refusal, want none", c.r, c.c, forms, sets)
		}
		if !strings.Contains(err.Error(), "needs at least") || !strings.Contains(err.Error(), "a bound found before any search") {
			t.Errorf("Cram on %dx%d: %q does not say the bound from below", c.r, c.c, err)
		}
	}
	for _, c := range []struct{ r, c int }{{4, 7}, {5, 5}, {3, 8}} {
		g := Grid(c.r, c.c)
		m := NewMemo(Domino, limit)
		if _, err := m.Nim(g, g.All(), nil); err != nil {
			t.Fatalf("Cram on %dx%d: %v", c.r, c.c, err)
		}
		least, _ := regionsAtLeast(g, g.All(), Domino, nil)
		if forms, _ := m.Valued(); least == 0 || least > float64(forms) {
			t.Errorf("Cram on %dx%d: at least %v forms, and the search valued %d: want a bound above 0 and at most that", c.r, c.c, least, forms)
		}
	}
}
