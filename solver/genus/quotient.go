package genus

import (
	"fmt"
	"math/big"
	"strings"

	"stones/solver/game"
	"stones/solver/periodic"
)

// Quotient is the misère quotient of an impartial heap game (Plambeck and
// Siegel, "Misère quotients for impartial games", 2008): the commutative
// monoid of the sums of heaps up to indistinguishability (G ≡ H when G+X
// and H+X have the same misère outcome for every sum X), its P-portion
// (the elements whose sums are misère P-positions), and the element of
// each heap. A sum of heaps is then a P-position exactly when the product
// of its heaps' elements is in the P-portion: a few table look-ups a heap,
// however large the heaps and however many.
//
// A Quotient is proven, not guessed: every element map it holds has passed
// a check of its predictions (see check.go), so that its answers are exact for every sum of the heaps it
// covers. When Periodic, it covers every heap, of any size. A Quotient is
// immutable.
type Quotient struct {
	mul   [][]uint16 // mul[x][y] = x·y; element 0 is the identity, the empty sum
	cold  []bool     // the P-portion
	image []uint16   // image[n], the element of a heap of n, for n < len(image)
	// From pre on, image[n+period] = image[n] for every n (period > 0
	// only when proven: see Periodic).
	pre, period int
	heaps       int // the heaps computed: 0 … heaps−1
	take        int // the most stones a move takes, when the game is Bounded; 0 otherwise
}

// Order returns the number of elements of the quotient.
func (q *Quotient) Order() int { return len(q.mul) }

// PPortion returns the number of elements in the P-portion.
func (q *Quotient) PPortion() int {
	n := 0
	for _, c := range q.cold {
		if c {
			n++
		}
	}
	return n
}

// Periodic returns the preperiod and period of the heaps' elements when
// they are proven to repeat for ever, so that the quotient answers for
// heaps of any size; ok is false when the quotient covers only the heaps
// below Heaps.
func (q *Quotient) Periodic() (pre, period int, ok bool) {
	return q.pre, q.period, q.period > 0
}

// Heaps returns how many heap sizes were computed, 0 … Heaps−1.
func (q *Quotient) Heaps() int { return q.heaps }

// Element returns the element of a heap of n, and false when the quotient
// does not cover it (n beyond Heaps and no period proven). The cost is one
// division of n.
func (q *Quotient) Element(n *big.Int) (int, bool) {
	if n.Sign() < 0 {
		return 0, false
	}
	if n.IsInt64() && n.Int64() < int64(q.heaps) {
		return int(q.image[n.Int64()]), true
	}
	if q.period == 0 {
		return 0, false
	}
	var r big.Int
	r.Sub(n, big.NewInt(int64(q.pre)))
	r.Mod(&r, big.NewInt(int64(q.period)))
	return int(q.image[q.pre+int(r.Int64())]), true
}

// Product returns the element of a sum of heaps, and false when a heap is
// not covered. The cost is O(len(heaps)) look-ups.
func (q *Quotient) Product(heaps []*big.Int) (int, bool) {
	x := 0
	for _, h := range heaps {
		e, ok := q.Element(h)
		if !ok {
			return 0, false
		}
		x = int(q.mul[x][e])
	}
	return x, true
}

// Cold reports whether the element x is in the P-portion.
func (q *Quotient) Cold(x int) bool { return q.cold[x] }

// Covers reports whether the quotient answers every heap below length:
// it is periodic, or it computed them.
func (q *Quotient) Covers(length int) bool { return q.period > 0 || length <= q.heaps }

// Outcome returns the misère outcome of a single heap of n, which Covers
// must include: P when its element is in the P-portion. The cost is one
// look-up.
func (q *Quotient) Outcome(n int) game.Outcome {
	if n >= q.heaps {
		n = q.pre + (n-q.pre)%q.period
	}
	if q.cold[q.image[n]] {
		return game.P
	}
	return game.N
}

// OutcomePeriod returns the smallest period, and then the smallest
// preperiod, of the misère outcomes of single heaps, when the heaps'
// elements are proven periodic (Periodic); ok is false otherwise. A heap's
// outcome is its element's place in the P-portion, so the elements' period
// is one of the outcomes', proven for every heap as theirs is; the
// outcomes' smallest period divides it and may be shorter
// (periodic.Smallest). The cost is O(p · d(p)) look-ups for the elements'
// period p.
func (q *Quotient) OutcomePeriod() (p periodic.Period, ok bool) {
	if q.period == 0 {
		return periodic.Period{}, false
	}
	return periodic.Smallest(q.Outcome, periodic.Period{Preperiod: q.pre, Period: q.period, Proven: true}), true
}

// Table returns the elements of the heaps 0 … Heaps−1.
func (q *Quotient) Table() []int {
	out := make([]int, q.heaps)
	for i := range out {
		out[i] = int(q.image[i])
	}
	return out
}

// Describe says what the quotient is, for an answer: "the misère quotient
// of this game (Plambeck and Siegel), of 40 elements, 9 of them P, heaps'
// elements periodic from heap 71 with period 12, proven".
func (q *Quotient) Describe() string {
	s := q.named()
	if pre, p, ok := q.Periodic(); ok {
		return s + fmt.Sprintf(", the heaps' elements periodic from heap %d with period %d, proven for every heap", pre, p)
	}
	return s + fmt.Sprintf(", proven for the heaps below %d", q.Heaps())
}

// Proof says what proves the period of the single heaps' misère outcomes
// that OutcomePeriod gives, for an answer's proof: the quotient's check,
// and the octal bound that carries the heaps' elements' period to every
// heap. It is "" when the elements are not proven periodic.
func (q *Quotient) Proof() string {
	if q.period == 0 {
		return ""
	}
	return q.named() + fmt.Sprintf(", whose check of its predictions at every sum of heaps proves each heap's outcome; "+
		"its heaps' elements repeat from heap %d with period %d for every heap, since a move takes at most %d stones, so that from heap %d on a heap and the heap %d larger have options of the same elements, and the heaps up to %d were checked",
		q.pre, q.period, q.take, periodBound(q.pre, q.period, q.take), q.period, q.heaps-1)
}

// named names the quotient with its order and P-portion, as Describe and
// Proof begin.
func (q *Quotient) named() string {
	return fmt.Sprintf("the misère quotient of this game (Plambeck and Siegel), of %d elements, %d of them P", q.Order(), q.PPortion())
}

// Summary writes the quotient for people, a fact a line: its order and
// P-portion, how far it holds, the element of each heap computed, the
// P-portion's elements and the product table, one row an element.
func (q *Quotient) Summary() string {
	var b strings.Builder
	fmt.Fprintf(&b, "Misère quotient (Plambeck and Siegel): %d elements, %d of them P (0 is the empty sum).\n", q.Order(), q.PPortion())
	if pre, p, ok := q.Periodic(); ok {
		fmt.Fprintf(&b, "Heaps' elements: periodic from heap %d with period %d, proven for every heap.\n", pre, p)
	} else {
		fmt.Fprintf(&b, "Heaps' elements: proven for the heaps below %d.\n", q.Heaps())
	}
	fmt.Fprintf(&b, "Elements of heaps 0-%d:", q.Heaps()-1)
	for _, x := range q.image[:q.heaps] {
		fmt.Fprintf(&b, " %d", x)
	}
	b.WriteString("\nP-portion:")
	for x, c := range q.cold {
		if c {
			fmt.Fprintf(&b, " %d", x)
		}
	}
	b.WriteString("\nProducts (row x, column y: x·y):\n")
	for _, row := range q.mul {
		for y, z := range row {
			if y > 0 {
				b.WriteByte(' ')
			}
			fmt.Fprintf(&b, "%d", z)
		}
		b.WriteByte('\n')
	}
	return b.String()
}
