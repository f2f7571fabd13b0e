package engine

import (
	"math/bits"
	"slices"

	"stones/solver/game"
)

// coldConvolution finds the cold heaps by Eppstein's divide and conquer
// (Eppstein 2018, §2.3, Theorem 2.1). To decide the heaps of a block
// [lo, hi) it decides [lo, mid), then marks in one Boolean convolution every
// heap of [mid, hi) that a move from a cold heap of [lo, mid) reaches
// (§2.2), then decides [mid, hi). Every pair of a cold heap c and a move s is
// so handled exactly once, in the block whose halves part c from c+s.
//
// Only the last max S heaps of the lower half can reach the upper half, and
// only its first max S heaps can be reached, so a convolution never spans
// more than 2·max S heap sizes. The convolution is exact: a number-theoretic
// transform modulo a prime larger than any count it sums. Small blocks, and
// crossings with few cold heaps, are marked by a direct loop instead, when
// that costs less.
//
// The cost is O(n log n log L) time for L = min(n, 2·max S), and O(n + L)
// words of memory.
func coldConvolution(moves []int, n int, w *game.Work) (Bits, error) {
	return newConvolver(moves, n).level(FullBits(n), stepper(w))
}

// nimConvolution computes nim-values level by level (Eppstein 2018, §2.4,
// Theorem 2.4; see nimByLevels), deciding each level by divide and conquer.
// The cost is O(m·n log n log L) time for the largest nim-value m.
func nimConvolution(moves []int, n int, w *game.Work) ([]uint32, error) {
	return nimByLevels(n, w, newConvolver(moves, n).level)
}

// convLeaf is the largest block decided by the sieve alone: 1024 ran
// fastest of the powers of two from 64 to 4096.
const convLeaf = 1024

// convolver decides the levels of one move set and size.
type convolver struct {
	moves     []int
	n         int
	hot, cold Bits
	step      func(int) error
	start     int // the first heap of the level
	// forceNTT makes every crossing a convolution, so that tests exercise
	// the transform on small inputs.
	forceNTT bool
	a        []uint32            // the cold heaps of a crossing, then its marks
	spectra  map[int][]uint32    // the transform of the moves below L, by L
	ntts     map[int]*nttTwiddle // twiddle factors, by L
}

func newConvolver(moves []int, n int) *convolver {
	return &convolver{
		moves:   moves,
		n:       n,
		hot:     NewBits(n),
		cold:    NewBits(n),
		spectra: map[int][]uint32{},
		ntts:    map[int]*nttTwiddle{},
	}
}

// level returns the cold heaps of the game with hotspots whose free heaps
// are free (see sieveLevel). The result is valid until the next call.
func (c *convolver) level(free Bits, step func(int) error) (Bits, error) {
	c.step = step
	clear(c.cold)
	c.start = -1
	for k, f := range free {
		c.hot[k] = ^f
		if f != 0 && c.start < 0 {
			c.start = 64*k + bits.TrailingZeros64(f)
		}
	}
	if c.start < 0 {
		return c.cold, nil
	}
	size := 1
	for size < c.n-c.start {
		size *= 2
	}
	if err := c.decide(c.start, c.start+size); err != nil {
		return nil, err
	}
	return c.cold, nil
}

// decide decides the heaps of [lo, hi) below n, given every mark from heaps
// below lo. hi-lo is a power of two.
func (c *convolver) decide(lo, hi int) error {
	if lo >= c.n {
		return nil
	}
	if hi-lo <= convLeaf {
		if (lo-c.start)%game.StepEvery == 0 {
			if err := c.step(lo); err != nil {
				return err
			}
		}
		c.sieve(lo, min(hi, c.n))
		return nil
	}
	mid := lo + (hi-lo)/2
	if err := c.decide(lo, mid); err != nil {
		return err
	}
	if mid >= c.n {
		return nil
	}
	c.cross(lo, mid, min(hi, c.n))
	return c.decide(mid, hi)
}

// sieve decides [lo, hi) directly, as coldSieve does.
func (c *convolver) sieve(lo, hi int) {
	for i := lo; i < hi; i++ {
		if c.hot.Has(i) {
			continue
		}
		c.cold.Set(i)
		for _, s := range c.moves {
			if i+s >= hi {
				break
			}
			c.hot.Set(i + s)
		}
	}
}

// cross marks the heaps of [mid, hi) that a move from a cold heap of
// [lo, mid) reaches.
func (c *convolver) cross(lo, mid, hi int) {
	maxS := c.moves[len(c.moves)-1]
	a, b := max(lo, mid-maxS), min(hi, mid+maxS) // the heaps that matter
	k, _ := slices.BinarySearch(c.moves, b-a)    // the moves that matter: s < b-a
	if k == 0 {
		return
	}
	cold := c.countCold(a, mid)
	if cold == 0 {
		return
	}
	size := 1
	for size < b-a {
		size *= 2
	}
	// A direct loop costs about cold·k steps; the three transforms about
	// 3·size·log size, each step some times dearer.
	if !c.forceNTT && (size < 64 || cold*k <= nttFactor*size*bits.Len(uint(size)) || size > nttMaxSize) {
		for i := a; i < mid; i++ {
			if !c.cold.Has(i) {
				continue
			}
			j, _ := slices.BinarySearch(c.moves, mid-i)
			for _, s := range c.moves[j:] {
				if i+s >= b {
					break
				}
				c.hot.Set(i + s)
			}
		}
		return
	}
	// A cyclic convolution of length size ≥ b-a suffices: a sum index of
	// b-a or more either lies beyond the heaps that matter or wraps to below
	// mid-a, where nothing is read.
	t := c.twiddle(size)
	x := slices.Grow(c.a[:0], size)[:size]
	c.a = x
	for i := range x {
		x[i] = 0
		if i < mid-a && c.cold.Has(a+i) {
			x[i] = 1
		}
	}
	t.transform(x, false)
	y := c.spectrum(size, t)
	for i := range x {
		x[i] = uint32(uint64(x[i]) * uint64(y[i]) % nttMod)
	}
	t.transform(x, true)
	for i := mid - a; i < b-a; i++ {
		if x[i] != 0 {
			c.hot.Set(a + i)
		}
	}
}

// countCold returns the number of cold heaps in [lo, hi).
func (c *convolver) countCold(lo, hi int) int {
	count := 0
	for i := lo; i < hi; {
		if i%64 == 0 && i+64 <= hi {
			count += bits.OnesCount64(c.cold[i/64])
			i += 64
			continue
		}
		if c.cold.Has(i) {
			count++
		}
		i++
	}
	return count
}

// spectrum returns the transform of the indicator of the moves below size.
func (c *convolver) spectrum(size int, t *nttTwiddle) []uint32 {
	if y, ok := c.spectra[size]; ok {
		return y
	}
	y := make([]uint32, size)
	for _, s := range c.moves {
		if s >= size {
			break
		}
		y[s] = 1
	}
	t.transform(y, false)
	c.spectra[size] = y
	return y
}

func (c *convolver) twiddle(size int) *nttTwiddle {
	if t, ok := c.ntts[size]; ok {
		return t
	}
	t := newNTTTwiddle(size)
	c.ntts[size] = t
	return t
}

// The number-theoretic transform works modulo the prime 119·2^23 + 1, whose
// multiplicative group has the primitive root 3, so it has roots of unity of
// every order 2^k up to 2^23. The counts a convolution sums are at most the
// length, below the modulus, so a count is 0 exactly when it is 0 mod p.
const (
	nttMod     = 998244353
	nttRoot    = 3
	nttMaxSize = 1 << 23
)

// nttTwiddle holds the twiddle factors of one transform length: for each
// stage of half-length h, the powers 0..h-1 of a primitive 2h-th root of
// unity, forward and inverse, stored at [h, 2h).
type nttTwiddle struct {
	size         int
	fwd, inv     []uint32
	invSize      uint64
	bitReversals []uint32
}

func newNTTTwiddle(size int) *nttTwiddle {
	t := &nttTwiddle{
		size:         size,
		fwd:          make([]uint32, size),
		inv:          make([]uint32, size),
		invSize:      powMod(uint64(size), nttMod-2),
		bitReversals: make([]uint32, size),
	}
	for h := 1; h < size; h *= 2 {
		root := powMod(nttRoot, (nttMod-1)/uint64(2*h))
		inv := powMod(root, nttMod-2)
		f, g := uint64(1), uint64(1)
		for j := range h {
			t.fwd[h+j], t.inv[h+j] = uint32(f), uint32(g)
			f, g = f*root%nttMod, g*inv%nttMod
		}
	}
	shift := 32 - bits.Len(uint(size-1))
	for i := range size {
		t.bitReversals[i] = bits.Reverse32(uint32(i)) >> shift
	}
	return t
}

// transform replaces x, of length t.size, by its transform, or by the
// inverse transform when inverse is set. The cost is O(size log size).
func (t *nttTwiddle) transform(x []uint32, inverse bool) {
	for i, j := range t.bitReversals {
		if i < int(j) {
			x[i], x[j] = x[j], x[i]
		}
	}
	tw := t.fwd
	if inverse {
		tw = t.inv
	}
	for h := 1; h < t.size; h *= 2 {
		w := tw[h : 2*h]
		for i := 0; i < t.size; i += 2 * h {
			lo, hi := x[i:i+h], x[i+h:i+2*h]
			for j := range lo {
				u := lo[j]
				v := uint32(uint64(hi[j]) * uint64(w[j]) % nttMod)
				s := u + v
				if s >= nttMod {
					s -= nttMod
				}
				d := u + nttMod - v
				if d >= nttMod {
					d -= nttMod
				}
				lo[j], hi[j] = s, d
			}
		}
	}
	if inverse {
		for i := range x {
			x[i] = uint32(uint64(x[i]) * t.invSize % nttMod)
		}
	}
}

// powMod returns b^e mod nttMod.
func powMod(b, e uint64) uint64 {
	r := uint64(1)
	b %= nttMod
	for ; e > 0; e >>= 1 {
		if e&1 != 0 {
			r = r * b % nttMod
		}
		b = b * b % nttMod
	}
	return r
}

// nttFactor weighs a transform step against a step of the direct loop in
// cross's choice.
const nttFactor = 4
