package genus

import (
	"fmt"
	"slices"

	"stones/solver/game"
	"stones/solver/numerals"
)

// rebuild builds the quotient of the heaps up to n anew, by exhaustive
// search over the sums of generating heaps, and checks it.
func (b *builder) rebuild(n int) error {
	q := b.q
	// The generators: the heaps whose elements no lighter product of
	// earlier generators gives (weight: the generators' heap sizes), so
	// that every move leaves a lighter sum of generators; and heap n.
	var gens []int
	fact := map[int][]int{0: nil}
	weight := map[int]int{0: 0}
	for h := 1; h < n; h++ {
		if len(b.opts[h]) == 0 {
			continue
		}
		if w, ok := weight[int(q.image[h])]; ok && w <= h {
			continue
		}
		gens = append(gens, h)
		for changed := true; changed; {
			changed = false
			for x := range q.Order() {
				wx, ok := weight[x]
				if !ok {
					continue
				}
				for gi, gh := range gens {
					y := int(q.mul[x][q.image[gh]])
					if w, ok := weight[y]; !ok || wx+gh < w {
						weight[y], fact[y] = wx+gh, append(slices.Clone(fact[x]), gi)
						changed = true
					}
				}
			}
		}
	}
	gens = append(gens, n)
	merged := func(h int) []int {
		if h == n {
			return []int{len(gens) - 1}
		}
		return fact[int(q.image[h])]
	}
	// Should heaps of one element differ once heap n is there, every live
	// heap is a generator of its own.
	var live []int
	index := map[int]int{}
	for h := 1; h <= n; h++ {
		if len(b.opts[h]) > 0 {
			index[h] = len(live)
			live = append(live, h)
		}
	}
	own := func(h int) []int { return []int{index[h]} }
	// Between the two: a generator for each element of the earlier live
	// heaps (its first heap), heaps of one element merged, none a product.
	var firsts []int
	first := map[uint16]int{}
	for _, h := range live[:len(live)-1] {
		if _, ok := first[q.image[h]]; !ok {
			first[q.image[h]] = len(firsts)
			firsts = append(firsts, h)
		}
	}
	firsts = append(firsts, n)
	sameElement := func(h int) []int {
		if h == n {
			return []int{len(firsts) - 1}
		}
		return []int{first[q.image[h]]}
	}
	// The searches, cheapest first: each earlier heap counted up to the
	// relation its element satisfies (ownCaps) or up to most copies, and
	// heap n up to newMost. Heap n may loosen an earlier heap's relation
	// and take more copies to repeat its own: in 0.1232, heap 11 makes
	// heap 9's x² = 1 into x⁴ = x², and its own x⁵ differs from x³.
	for _, v := range []struct {
		gens          []int
		of            func(int) []int
		most, newMost int
		ownCaps       bool
	}{
		{gens, merged, 0, 3, true}, {gens, merged, 0, 4, true}, {gens, merged, 4, mostNewCopies, false},
		{firsts, sameElement, 3, 3, false}, {firsts, sameElement, 4, mostNewCopies, false},
		{live, own, 3, 3, false}, {live, own, 4, 4, false}, {live, own, 4, mostNewCopies, false},
	} {
		caps := make([]cycle, len(v.gens))
		for i, h := range v.gens {
			switch {
			case h == n:
				caps[i] = cycle{most: v.newMost, back: 2}
			case v.ownCaps:
				caps[i] = powers(q, int(q.image[h]))
			default:
				caps[i] = cycle{most: v.most, back: 2}
			}
		}
		s, err := b.search(v.gens, v.of, caps)
		if err != nil {
			return err
		}
		nq, err := b.table(s)
		if err != nil {
			return err
		}
		nq.image = make([]uint16, n+1)
		nq.heaps = n + 1
		for h := 1; h <= n; h++ {
			x := 0
			if len(b.opts[h]) > 0 {
				for _, gi := range v.of(h) {
					x = int(nq.mul[x][s.gen[gi]])
				}
			}
			nq.image[h] = uint16(x)
		}
		if ok, err := b.prove(nq, n); ok || err != nil {
			return err
		}
	}
	return &game.InputError{Key: "heaps", Text: fmt.Sprint(n), Problem: fmt.Sprintf(
		"the misère quotient of %s is not proven beyond heap %d: no search of the sums of its heaps, each counted up to 4 copies (heap %d up to %d), gives one that the check proves",
		b.name(), n-1, n, mostNewCopies)}
}

// table returns the monoid of the search's classes (sums.quotient), once
// its size and the steps of its product table are known to be within the
// limits: order² products, each of at most the generators' copies.
func (b *builder) table(s *sums) (*Quotient, error) {
	if s.order > MostQuotientOrder {
		return nil, &game.InputError{Key: "heaps", Text: fmt.Sprint(b.heap), Problem: fmt.Sprintf(
			"the misère quotient of %s has %s elements by heap %d, more than the %s it may have (a product table of 32 MiB)",
			b.name(), numerals.Grouped(s.order), b.heap, numerals.Grouped(MostQuotientOrder))}
	}
	copies := int64(1)
	for _, c := range s.caps {
		copies += int64(c.most)
	}
	if cost := int64(s.order) * int64(s.order) * copies; b.spent+cost > b.most() {
		return nil, b.beyond(b.spent + cost)
	}
	return s.quotient(func(row int) error { return b.tick(int64(row) * copies) })
}

// mostNewCopies is the most copies of the new heap that rebuild's last
// search counts.
const mostNewCopies = 6

// cycle is how copies of a generator are counted: 0 … most, and one more
// copy past most goes back by back (x^(most+1) = x^(most+1−back)).
type cycle struct{ most, back int }

// powers returns the cycle of the powers of x in q.
func powers(q *Quotient, x int) cycle {
	seen := map[int]int{}
	p := x
	for a := 1; ; a++ {
		if b, ok := seen[p]; ok {
			return cycle{most: a - 1, back: a - b}
		}
		seen[p] = a
		p = int(q.mul[p][x])
	}
}
