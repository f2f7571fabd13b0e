package genus

import (
	"fmt"

	"stones/solver/game"
	"stones/solver/numerals"
)

// sums is an exhaustive search over the sums of a few generating heaps,
// each counted up to its cycle: a sum is a number in a mixed radix, digit
// i the copies of generator i.
type sums struct {
	caps  []cycle
	pow   []int
	cold  []bool
	class []int32 // Moore's classes: sums no later sum tells apart
	order int
	gen   []int // the class of each generator alone
}

// search solves every sum of the generators gens (heap sizes), whose moves
// are those of the heaps, each leave written as generators by of, and
// minimises them. The search is depth-first with memoisation; a move back
// to a sum being solved (which the counting up to cycles could make) is an
// error.
func (b *builder) search(gens []int, of func(int) []int, caps []cycle) (*sums, error) {
	s := &sums{caps: caps, pow: make([]int, len(gens))}
	size := 1
	for i, c := range caps {
		s.pow[i] = size
		if size > b.lim.States/(c.most+1) {
			return nil, &game.InputError{Key: "heaps", Text: fmt.Sprint(gens[len(gens)-1]), Problem: fmt.Sprintf(
				"the misère quotient of %s needs a search over more than %s sums of heaps by heap %d, the limit of %s%s",
				b.name(), numerals.Grouped(b.lim.States), b.heap, b.lim.Where, b.lim.Raise("States"))}
		}
		size *= c.most + 1
	}
	// Each sum costs a step a generator, and as much again in each round
	// of the minimisation: at least one round.
	if cost := 2 * int64(size) * int64(len(gens)+1); b.spent+cost > b.most() {
		return nil, b.beyond(b.spent + cost)
	}
	// The moves of each generator, as lists of generators added.
	moves := make([][][]int, len(gens))
	for i, h := range gens {
		for _, o := range b.opts[h] {
			var add []int
			for _, l := range o {
				add = append(add, of(l)...)
			}
			moves[i] = append(moves[i], add)
		}
	}
	s.cold = make([]bool, size)
	state := make([]uint8, size) // 0: not solved, 1: being solved, 2: solved
	var solve func(x int) error
	step := int64(len(gens) + 1) // the steps a sum costs
	solve = func(x int) error {
		if err := b.tick(step); err != nil {
			return err
		}
		state[x] = 1
		cold := x != 0
		for i := range gens {
			if !cold || s.digit(x, i) == 0 {
				continue
			}
			for _, add := range moves[i] {
				y := x - s.pow[i]
				for _, j := range add {
					y = s.plus(y, j)
				}
				switch state[y] {
				case 1:
					return fmt.Errorf("genus: %s: the quotient's search met a move back to a sum it is solving", b.name())
				case 0:
					if err := solve(y); err != nil {
						return err
					}
				}
				if s.cold[y] {
					cold = false
					break
				}
			}
		}
		s.cold[x], state[x] = cold, 2
		return nil
	}
	for x := range size {
		if state[x] == 0 {
			if err := solve(x); err != nil {
				return nil, err
			}
		}
	}
	if err := s.minimise(len(gens), func() error { return b.tick(step) }); err != nil {
		return nil, err
	}
	return s, nil
}

// digit returns the copies of generator i in the sum x.
func (s *sums) digit(x, i int) int { return x / s.pow[i] % (s.caps[i].most + 1) }

// plus adds a copy of generator i to the sum x.
func (s *sums) plus(x, i int) int {
	c := s.digit(x, i)
	d := c + 1
	if d > s.caps[i].most {
		d -= s.caps[i].back
	}
	return x + (d-c)*s.pow[i]
}

// minimise computes Moore's classes: two sums are apart when one is cold
// and the other not, or when adding some generator to both leaves sums
// apart; refined until stable. Class 0 is the empty sum's. tick is called
// once a sum a round, and its error returned.
func (s *sums) minimise(gens int, tick func() error) error {
	size := len(s.cold)
	class := make([]int32, size)
	for x, c := range s.cold {
		if c {
			class[x] = 1
		}
	}
	count := 0
	sig := make([]byte, 4*(gens+1))
	for {
		ids := map[string]int32{}
		next := make([]int32, size)
		for x := range size {
			if err := tick(); err != nil {
				return err
			}
			put := func(j int, v int32) {
				sig[4*j], sig[4*j+1], sig[4*j+2], sig[4*j+3] = byte(v), byte(v>>8), byte(v>>16), byte(v>>24)
			}
			put(0, class[x])
			for i := range gens {
				put(i+1, class[s.plus(x, i)])
			}
			id, ok := ids[string(sig)]
			if !ok {
				id = int32(len(ids))
				ids[string(sig)] = id
			}
			next[x] = id
		}
		class = next
		if len(ids) == count {
			break
		}
		count = len(ids)
	}
	// The empty sum is met first, so its class is 0.
	s.class, s.order = class, count
	s.gen = make([]int, gens)
	for i := range gens {
		s.gen[i] = int(class[s.pow[i]])
	}
	return nil
}

// quotient returns the monoid of the classes, its product read off the
// lightest sum of each class, with its P-portion; image is left to the
// caller. tick is called with the products of each row, and its error
// returned.
func (s *sums) quotient(tick func(products int) error) (*Quotient, error) {
	rep := make([]int, s.order)
	for i := range rep {
		rep[i] = -1
	}
	for x, c := range s.class {
		if rep[c] < 0 {
			rep[c] = x
		}
	}
	q := &Quotient{mul: make([][]uint16, s.order), cold: make([]bool, s.order)}
	for c, x := range rep {
		q.mul[c] = make([]uint16, s.order)
		for d, y := range rep {
			z := x
			for i := range s.caps {
				for range s.digit(y, i) {
					z = s.plus(z, i)
				}
			}
			q.mul[c][d] = uint16(s.class[z])
		}
		q.cold[c] = s.cold[x]
		if err := tick(s.order); err != nil {
			return nil, err
		}
	}
	return q, nil
}
