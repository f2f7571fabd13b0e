package named

import (
	"math/big"
	"math/bits"

	"stones/solver/engine"
	"stones/solver/game"
)

// The rule sqrt: from a heap of n a move takes 1 … ⌊√n⌋ stones (the Q&A
// "A stone game — 2 players play perfectly", 2015, whose accepted answer
// finds the next losing heap after a losing heap p and walks from one to
// the next: O(√n) steps, too slow for n = 10^18). Below, the walk is
// replaced by a closed form that decides any heap in O(1) operations on
// numbers of its size: an integer square root, a bit length and a few
// products.
//
// Write k(p) = max{k : k(k−1) ≤ p} = ⌊(1+√(1+4p))/2⌋. Taking j stones from
// p+j is allowed iff j² ≤ p+j, that is j(j−1) ≤ p, that is j ≤ k(p).
//
// Lemma 1 (the Q&A's observation). If p is a P-position, the heaps
// p+1 … p+k(p) are N-positions (take j, leaving p) and T(p) = p+k(p)+1 is a
// P-position: reaching a heap ≤ p from it would take j ≥ k(p)+1 stones,
// allowed only if j(j−1) ≤ T(p)−j ≤ p, against the maximality of k(p); so
// every move from T(p) lands among the N-positions p+1 … p+k(p). The P-positions are
// therefore the orbit of the first one under T. In normal play that is 0
// (no move). In misère play heap 0 (no move) is won by the player to move
// and heap 1 (its one move leads to 0) is lost, so it is 1, and the moves
// to 0, which lose, never matter after.
//
// Lemma 2 (blocks). k(p) = m exactly on the block B_m = [m(m−1), m(m+1)), of
// length 2m; the blocks for m = 1, 2, … tile the heaps. Inside B_m the orbit
// steps by m+1, so it holds one or two heaps of B_m, and from the last, q,
// it steps to T(q) = q+m+1, which is ≥ m(m+1) (q is the last) and
// < (m+1)(m+2): the orbit meets every block after its start. Call o_m the
// offset of its first heap a_m = m(m−1)+o_m in B_m; then 0 ≤ o_{m+1} ≤ m.
// A second heap a_m+m+1 lies in B_m iff o_m+m+1 < 2m, that is o_m ≤ m−2, and
// then the orbit enters B_{m+1} at a_m+2(m+1) = m(m+1)+o_m+2; otherwise
// (o_m = m−1) it enters at a_m+m+1 = m(m+1). So
//
//	o_{m+1} = o_m + 2  if o_m ≤ m−2,    o_{m+1} = 0  if o_m = m−1.
//
// Lemma 3 (phases). If o_b = 0 then o_{b+j} = 2j for j = 0 … b−1 (each step
// adds 2, since 2j ≤ (b+j)−2 for j ≤ b−2), so o_{2b−1} = 2b−2 restarts the
// offset: o_{2b} = 0. The restarts double. In normal play o_1 = 0, so
//
//	o_m = 2(m − 2^i)    for 2^i ≤ m < 2^(i+1);
//
// in misère play the orbit 1, 3, 6, 10, … gives o_1 = o_2 = 1 and o_3 = 0, so
//
//	o_m = 2(m − 3·2^i)  for 3·2^i ≤ m < 3·2^(i+1), m ≥ 3.
//
// Theorem. Heap n is a P-position iff, with m = k(n) and a = m(m−1)+o_m,
// n = a or n = a+m+1. (n = a+m+1 < m(m+1) already forces o_m ≤ m−2.)
//
// Winning moves. If n is an N-position and p the largest P-position below
// it, then n ≤ p+k(p) (Lemma 1), so taking n−p is allowed; and it is the only
// winning move: a move from n to a P-position q < p would give n ≤ q+k(q) <
// T(q) ≤ p, a contradiction.

// sqrtRoot returns k(p) = max{k : k(k−1) ≤ p} for p ≥ 0: (2k−1)² ≤ 4p+1, so
// k = ⌊(⌊√(4p+1)⌋+1)/2⌋.
func sqrtRoot(p *big.Int) *big.Int {
	t := new(big.Int).Lsh(p, 2)
	t.Add(t, big.NewInt(1))
	t.Sqrt(t)
	t.Add(t, big.NewInt(1))
	return t.Rsh(t, 1)
}

// sqrtOffset returns o_m, the offset in block B_m of the first P-position
// (Lemma 3); misere selects the orbit of 1.
func sqrtOffset(m *big.Int, misere bool) *big.Int {
	var b *big.Int // the last restart ≤ m
	switch {
	case !misere:
		b = new(big.Int).Lsh(big.NewInt(1), uint(m.BitLen()-1))
	case m.Cmp(big.NewInt(3)) < 0:
		return big.NewInt(1)
	default:
		third := new(big.Int).Div(m, big.NewInt(3))
		b = new(big.Int).Lsh(big.NewInt(3), uint(third.BitLen()-1))
	}
	o := new(big.Int).Sub(m, b)
	return o.Lsh(o, 1)
}

// sqrtBlock returns the P-positions of the block B_m: the first, and the
// second or nil.
func sqrtBlock(m *big.Int, misere bool) (first, second *big.Int) {
	o := sqrtOffset(m, misere)
	first = new(big.Int).Sub(m, big.NewInt(1))
	first.Mul(first, m)
	first.Add(first, o)
	if new(big.Int).Sub(m, big.NewInt(2)).Cmp(o) >= 0 {
		second = new(big.Int).Add(first, m)
		second.Add(second, big.NewInt(1))
	}
	return first, second
}

// sqrtCold reports whether heap n ≥ 0 is a P-position under the rule sqrt,
// by the theorem above. The cost is one integer square root and O(1)
// multiplications of n-sized numbers: microseconds at 100 digits.
func sqrtCold(n *big.Int, misere bool) bool {
	first, second := sqrtBlock(sqrtRoot(n), misere)
	return n.Cmp(first) == 0 || second != nil && n.Cmp(second) == 0
}

// sqrtLastCold returns the largest P-position ≤ x, or nil when there is
// none (x = 0 in misère play). The cost is that of sqrtCold.
func sqrtLastCold(x *big.Int, misere bool) *big.Int {
	m := sqrtRoot(x)
	first, second := sqrtBlock(m, misere)
	switch {
	case second != nil && x.Cmp(second) >= 0:
		return second
	case x.Cmp(first) >= 0:
		return first
	case m.Cmp(big.NewInt(1)) == 0:
		return nil // misère heap 0: the orbit starts at 1
	}
	first, second = sqrtBlock(m.Sub(m, big.NewInt(1)), misere)
	if second != nil {
		return second
	}
	return first
}

// sqrtColdInt is sqrtCold in machine words, for heaps below 2^62: the same
// theorem, checked against it and against the recurrence in the tests.
func sqrtColdInt(n uint64, misere bool) bool {
	m := (isqrt(4*n+1) + 1) / 2
	var o uint64
	switch {
	case !misere:
		o = 2 * (m - 1<<(bits.Len64(m)-1))
	case m < 3:
		o = 1
	default:
		o = 2 * (m - 3<<(bits.Len64(m/3)-1))
	}
	a := m*(m-1) + o
	return n == a || n == a+m+1
}

// isqrt returns ⌊√x⌋.
func isqrt(x uint64) uint64 {
	r := uint64(0)
	for b := uint64(1) << 62; b > 0; b >>= 2 {
		if x >= r+b {
			x -= r + b
			r = r>>1 + b
		} else {
			r >>= 1
		}
	}
	return r
}

// sqrtColdTable marks the P-positions below n: the orbit of the first one
// under T (Lemma 1), O(√n) steps.
func sqrtColdTable(n int, misere bool) engine.Bits {
	cold := engine.NewBits(n)
	p, k := 0, 1 // k(p) ≥ 1 for every p, and k(p) grows with p
	if misere {
		p = 1
	}
	for p < n {
		cold.Set(p)
		for (k+1)*k <= p {
			k++
		}
		p += k + 1
	}
	return cold
}

// nimSqrt computes the nim-values of heaps 0..n-1 under the rule sqrt. The
// options of heap i are the last ⌊√i⌋ heaps, a window that slides by one
// heap and grows by one at each square; a count of each value in the window
// and a two-level bitset of the absent values give the mex in O(1) words, so
// the cost is O(n) time and O(n) space, against O(n√n) for the recurrence.
func nimSqrt(n int, w *game.Work) ([]uint32, error) {
	nim := make([]uint32, n)
	most := int(isqrt(uint64(n))) + 2 // a window of k values has mex ≤ k
	count := make([]int32, most)
	absent := engine.NewBits(most) // values with count 0
	for v := range most {
		absent.Set(v)
	}
	summary := engine.NewBits(len(absent)) // words of absent that are not 0
	for k := range absent {
		summary.Set(k)
	}
	add := func(v uint32) {
		if count[v]++; count[v] == 1 {
			k := v >> 6
			absent[k] &^= 1 << (v & 63)
			if absent[k] == 0 {
				summary[k>>6] &^= 1 << (k & 63)
			}
		}
	}
	remove := func(v uint32) {
		if count[v]--; count[v] == 0 {
			k := v >> 6
			absent[k] |= 1 << (v & 63)
			summary[k>>6] |= 1 << (k & 63)
		}
	}
	mex := func() uint32 {
		for j, s := range summary {
			if s != 0 {
				k := 64*j + bits.TrailingZeros64(s)
				return uint32(64*k + bits.TrailingZeros64(absent[k]))
			}
		}
		panic("named: nimSqrt window without an absent value")
	}
	k := 0 // the window of heap i is i-k … i-1
	for i := 1; i < n; i++ {
		if i%game.StepEvery == 0 {
			if err := w.Step(i); err != nil {
				return nil, err
			}
		}
		add(nim[i-1])
		if (k+1)*(k+1) <= i {
			k++ // the window grows: nothing leaves
		} else {
			remove(nim[i-1-k])
		}
		nim[i] = mex()
	}
	return nim, nil
}
