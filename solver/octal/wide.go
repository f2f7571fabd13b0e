package octal

import (
	"math/bits"

	"stones/solver/game"
)

// Wide computes the nim-values of the rows of any code, those that are not
// octal (Code.Octal) included: hexadecimal digits, whose bit 8 leaves three
// heaps, and a last digit that repeats for ever. The zero Wide is not
// usable: call NewWide.
//
// Row n's options by the take k and the m = n−k tokens left are 0 (bit 1,
// m = 0), g(m) (bit 2), the two-heap sums S2(m) = {g(x) ^ g(m−x) : 1 ≤ x <
// m} (bit 4) and the three-heap sums S3(m) = {g(x) ^ g(y) ^ g(m−x−y)} (bit
// 8), sets of values held as bitsets. S3 is never built from triples: S3(m)
// = ∪ over 1 ≤ x ≤ m−2 of g(x) ^ S2(m−x), each term the bitset S2(m−x)
// with its bits permuted by the XOR, so a row costs O(m) bitset words, not
// the O(m²) triples. When the last digit d, at place t, repeats, the takes
// k ≥ t leave every m from 0 to n−t, and their options are those of digit
// d at every such m: a running union (the prefix), one more m a row, so a
// row costs no more than with a finite code.
//
// The cost of row n is O(n) pairs for S2(n), plus O(n·w) words for S3(n)
// when a digit has bit 8, with w = 2^b/64 words (at least one) for values
// below 2^b, plus O(t·w) for the unions of the options of the finite
// digits. Memory: 4 bytes a row, plus the bitsets S2 of every row (w words
// each) when a digit has bit 8, else of the last t+1 rows only.
type Wide struct {
	code   Code
	t      int
	parts  int // Code.Parts
	g      []uint32
	words  int        // the length of every bitset built now: a power of two, above every value
	s2, s3 [][]uint64 // S2(m), S3(m) while they are needed; nil before and after
	keepS2 bool       // S3 reads S2 of every smaller row: keep them all
	prefix []uint64   // repeat: the options of the repeated digit at every m ≤ Len()−t
	pmex   int        // repeat: every value below pmex is in prefix
	ops    int64
}

// NewWide prepares the computation of the rows of code. The cost is O(1).
func NewWide(code Code) *Wide {
	return &Wide{code: code, t: code.MaxTake(), parts: code.Parts(), words: 1, keepS2: code.Parts() == 3}
}

// Len returns how many rows are computed: rows 0..Len()−1.
func (e *Wide) Len() int { return len(e.g) }

// At returns the nim-value of row i, 0 ≤ i < Len().
func (e *Wide) At(i int) uint32 { return e.g[i] }

// Values returns the values computed so far, shared: the caller must not
// modify them.
func (e *Wide) Values() []uint32 { return e.g }

// Spent returns the work done so far in pairs of heaps and bitset words:
// the unit of Limits.Work.
func (e *Wide) Spent() int64 { return e.ops }

// Extend computes the values of rows up to n−1, stopping early, at a row
// boundary, once the work spent reaches budget; Len tells how far it got.
// It calls w.Step every few thousand rows, and at least every 2^18 units of
// work, and returns only the error Step returns (cancellation), the rows
// computed so far staying valid.
func (e *Wide) Extend(n int, budget int64, w *game.Work) error {
	nextStep := e.ops + 1<<18
	for x := e.Len(); x < n; x++ {
		if e.ops >= budget {
			return nil
		}
		e.row(x)
		if x%game.StepEvery == 0 || e.ops >= nextStep {
			nextStep = e.ops + 1<<18
			if err := w.Step(x); err != nil {
				return err
			}
		}
	}
	return nil
}

// row computes g(n), given g(0..n−1), and the sets of n.
func (e *Wide) row(n int) {
	c, t := e.code, e.t
	for len(e.s2) <= n {
		e.s2, e.s3 = append(e.s2, nil), append(e.s3, nil)
	}
	// The sets of m = n, which the head digit's splits (k = 0) read.
	if e.parts >= 2 && n >= 2 {
		e.s2[n] = e.pairs(n)
	}
	if e.parts == 3 && n >= 3 {
		e.s3[n] = e.triples(n)
	}
	if c.repeat && n >= t {
		e.addPrefix(n - t)
	}
	// The options of the takes below t (every take, without repeat).
	last := t
	if c.repeat {
		last = t - 1
	}
	var single []uint32
	var sets [][]uint64
	for k := 0; k <= min(last, n); k++ {
		d, m := c.Digit(k), n-k
		if d&1 != 0 && k >= 1 && m == 0 {
			single = append(single, 0)
		}
		if d&2 != 0 && k >= 1 && m >= 1 {
			single = append(single, e.g[m])
		}
		if d&4 != 0 && m >= 2 {
			sets = append(sets, e.s2[m])
		}
		if d&8 != 0 && m >= 3 {
			sets = append(sets, e.s3[m])
		}
	}
	from := 0
	if c.repeat && n >= t {
		sets, from = append(sets, e.prefix), e.pmex
	}
	v := e.mex(single, sets, from)
	e.g = append(e.g, v)
	for int(v) >= 64*e.words {
		e.words *= 2
	}
	// Free what no later row reads: S2 and S3 of m < n−t (S2 is kept
	// when S3 reads it).
	if old := n - t; old >= 0 {
		e.s3[old] = nil
		if !e.keepS2 {
			e.s2[old] = nil
		}
	}
}

// pairs returns S2(m) = {g(x) ^ g(m−x) : 1 ≤ x ≤ m/2}.
func (e *Wide) pairs(m int) []uint64 {
	s := make([]uint64, e.words)
	g := e.g
	for x := 1; x <= m/2; x++ {
		v := g[x] ^ g[m-x]
		s[v>>6] |= 1 << (v & 63)
	}
	e.ops += int64(m/2 + e.words)
	return s
}

// triples returns S3(m) = ∪ over 1 ≤ x ≤ m/3 of g(x) ^ S2(m−x): every
// split into three rows has its smallest row x ≤ m/3, and every split of
// m−x into two, with x, is a split of m into three. Each XOR stays below
// 64·words, a power of two above every value, and so does every value of
// S2, built when the values were smaller. A word moved and permuted counts
// as xorCost units of work.
func (e *Wide) triples(m int) []uint64 {
	s := make([]uint64, e.words)
	for x := 1; 3*x <= m; x++ {
		xorInto(s, e.s2[m-x], e.g[x])
		e.ops += xorCost * int64(len(e.s2[m-x]))
	}
	return s
}

// xorCost is the work of a word in xorInto, in units of Limits.Work: about
// the time of xorCost pairs of rows in Rows.
const xorCost = 8

// addPrefix adds to the prefix the options of the repeated digit taken
// with m tokens left (0 ≤ m ≤ n−t), and moves pmex past the values it holds.
func (e *Wide) addPrefix(m int) {
	d := e.code.Digit(e.t)
	if len(e.prefix) < e.words {
		e.prefix = append(e.prefix, make([]uint64, e.words-len(e.prefix))...)
	}
	add := func(v uint32) { e.prefix[v>>6] |= 1 << (v & 63) }
	if d&1 != 0 && m == 0 {
		add(0)
	}
	if d&2 != 0 && m >= 1 {
		add(e.g[m])
	}
	if d&4 != 0 && m >= 2 {
		orInto(e.prefix, e.s2[m])
		e.ops += int64(len(e.s2[m]))
	}
	if d&8 != 0 && m >= 3 {
		orInto(e.prefix, e.s3[m])
		e.ops += int64(len(e.s3[m]))
	}
	for e.pmex < 64*len(e.prefix) && e.prefix[e.pmex>>6]>>(e.pmex&63)&1 != 0 {
		e.pmex++
	}
}

// mex returns the smallest value from on in neither single nor any of
// sets: every value below from is in one of sets (the prefix's pmex).
func (e *Wide) mex(single []uint32, sets [][]uint64, from int) uint32 {
	for i := from >> 6; ; i++ {
		var word uint64
		for _, s := range sets {
			if i < len(s) {
				word |= s[i]
			}
		}
		for _, v := range single {
			if int(v>>6) == i {
				word |= 1 << (v & 63)
			}
		}
		if i == from>>6 {
			word |= 1<<(from&63) - 1 // below from: in the prefix
		}
		e.ops += int64(len(sets) + 1)
		if word != ^uint64(0) {
			return uint32(64*i + bits.TrailingZeros64(^word))
		}
	}
}

// orInto sets dst |= src, dst at least as long as src.
func orInto(dst, src []uint64) {
	for i, w := range src {
		dst[i] |= w
	}
}

// xorInto adds to dst the values of src XOR x: bit v of src sets bit v^x.
// The high bits of x move whole words (word i to word i ^ x>>6), its low 6
// bits permute the bits within a word, a swap of halves for each bit set.
// dst must be long enough: a power of two above every v^x.
func xorInto(dst, src []uint64, x uint32) {
	hi, lo := int(x>>6), x&63
	var masks [6]uint64
	var shifts [6]uint
	steps := 0
	for b := uint(0); b < 6; b++ {
		if lo>>b&1 != 0 {
			masks[steps], shifts[steps] = halves[b], 1<<b
			steps++
		}
	}
	for i, w := range src {
		if w == 0 {
			continue
		}
		for j := range steps {
			m, s := masks[j], shifts[j]
			w = (w&m)<<s | (w>>s)&m
		}
		dst[i^hi] |= w
	}
}

// halves[b] has the low half of every block of 2^(b+1) bits set: the bits
// whose index has bit b clear.
var halves = [6]uint64{
	0x5555555555555555, 0x3333333333333333, 0x0f0f0f0f0f0f0f0f,
	0x00ff00ff00ff00ff, 0x0000ffff0000ffff, 0x00000000ffffffff,
}
