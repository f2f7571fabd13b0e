package genus

import (
	"slices"
	"strconv"
)

// checker proves that a quotient's P-portion tells the misère outcome of
// every sum of heaps of the types it has taken, where a heap's type is its
// element and its options' elements. Such a sum is predicted cold when the
// product of its heaps' elements is in the P-portion; the prediction is
// the outcome, by induction over the sums, exactly when
//
//	(a) no predicted-cold sum has a move to a predicted-cold sum: for each
//	    type t and each product y of types, t·y cold means o·y is not, for
//	    every option o of t;
//	(b) every predicted-hot sum with a heap has such a move: checked by a
//	    dynamic programme over the types, whose state is the product a of
//	    the heaps chosen so far and the set U of the products r of the rest
//	    for which one of the heaps chosen has a winning move, each type taken
//	    0, 1, 2, … times until its powers repeat.
//
// The empty sum, with no move, is won by the player to move: element 0
// (the identity) must not be cold. Types are taken one at a time (take),
// the programme's states kept, so that a heap of a type already taken
// costs nothing and a new one O(states · powers · order), counted by tick,
// which returns an error once the computation is cancelled. A checker
// holds for one quotient.
type checker struct {
	q      *Quotient
	types  []heapType
	known  map[string]bool // the types taken
	states map[string]checkState
	tick   func(steps int64) error // the builder's
}

// checkState is a state of the programme: see checker.
type checkState struct {
	a    int
	u    bitset
	some bool // a heap is chosen
}

func (s checkState) key() string {
	k := strconv.Itoa(s.a) + ":" + s.u.key()
	if s.some {
		k += "+"
	}
	return k
}

// newChecker returns a checker of q with no type taken, or nil when q's
// identity is cold.
func newChecker(q *Quotient, tick func(int64) error) *checker {
	if q.cold[0] {
		return nil
	}
	s0 := checkState{u: newBitset(q.Order())}
	return &checker{q: q, known: map[string]bool{}, states: map[string]checkState{s0.key(): s0}, tick: tick}
}

// take adds the type t when the check still passes with it, and reports
// whether it does; the error is tick's.
func (c *checker) take(t heapType) (bool, error) {
	k := t.key()
	if c.known[k] {
		return true, nil
	}
	q, m := c.q, c.q.Order()
	all := append(slices.Clone(c.types), t)
	// (a), over the products of all the types.
	reach := []int{0}
	in := make([]bool, m)
	in[0] = true
	for i := 0; i < len(reach); i++ {
		for _, t := range all {
			if z := int(q.mul[reach[i]][t.elem]); !in[z] {
				in[z] = true
				reach = append(reach, z)
			}
		}
	}
	var wins bitset // the products of the rest for which a heap of t has a move to a cold sum
	for _, u := range all {
		w := newBitset(m)
		for y := range m {
			for _, o := range u.opts {
				if q.cold[q.mul[o][y]] {
					w.set(y)
					break
				}
			}
		}
		for _, y := range reach {
			if q.cold[q.mul[u.elem][y]] && w.has(y) {
				return false, nil
			}
		}
		wins = w
		if err := c.tick(int64(m * (len(u.opts) + 1))); err != nil {
			return false, err
		}
	}
	// (b): t taken 0, 1, 2, … times, (t^k, t^(k−1)) until they repeat.
	var pows [][2]int
	seen := map[[2]int]bool{}
	for prev, cur := 0, t.elem; !seen[[2]int{cur, prev}]; prev, cur = cur, int(q.mul[cur][t.elem]) {
		seen[[2]int{cur, prev}] = true
		pows = append(pows, [2]int{cur, prev})
	}
	next := make(map[string]checkState, len(c.states))
	for k, s := range c.states {
		next[k] = s
	}
	for _, s := range c.states {
		if err := c.tick(int64(len(pows) * m)); err != nil {
			return false, err
		}
		for _, p := range pows {
			ns := checkState{a: int(q.mul[s.a][p[0]]), u: newBitset(m), some: true}
			base := int(q.mul[s.a][p[1]])
			for r := range m {
				if s.u.has(int(q.mul[r][p[0]])) || wins.has(int(q.mul[base][r])) {
					ns.u.set(r)
				}
			}
			next[ns.key()] = ns
		}
		if len(next) > mostCheckStates {
			return false, nil
		}
	}
	for _, s := range next {
		if s.some && !q.cold[s.a] && !s.u.has(0) {
			return false, nil
		}
	}
	c.types, c.states = all, next
	c.known[k] = true
	return true, nil
}

// key encodes a type for a map.
func (t heapType) key() string {
	b := []byte(strconv.Itoa(t.elem))
	for _, o := range t.opts {
		b = append(b, ',')
		b = strconv.AppendInt(b, int64(o), 10)
	}
	return string(b)
}

// mostCheckStates bounds the states of the checker's programme.
const mostCheckStates = 1 << 18

// bitset is a set of elements.
type bitset []uint64

func newBitset(m int) bitset    { return make(bitset, (m+63)/64) }
func (b bitset) has(i int) bool { return b[i/64]>>(i%64)&1 == 1 }
func (b bitset) set(i int)      { b[i/64] |= 1 << (i % 64) }

// key encodes the set for a map.
func (b bitset) key() string {
	out := make([]byte, 0, 8*len(b))
	for _, w := range b {
		for j := range 8 {
			out = append(out, byte(w>>(8*j)))
		}
	}
	return string(out)
}
