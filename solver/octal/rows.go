package octal

import (
	"math/bits"
	"slices"

	"stones/solver/game"
)

// Splits says which splits of a heap into two non-empty heaps a Rows engine
// allows, among those its code's digits allow.
type Splits uint8

const (
	// AllSplits allows every split, as octal games do.
	AllSplits Splits = iota
	// UnequalSplits allows only splits into two heaps of different sizes:
	// Grundy's game is the code 4.0 (split without taking) with
	// UnequalSplits.
	UnequalSplits
)

// String names the splits as in the documentation: "all", "unequal".
func (s Splits) String() string {
	if s == UnequalSplits {
		return "unequal"
	}
	return "all"
}

// Rows computes the nim-values of the rows of an octal game (or of one
// whose splits are restricted, see Splits), heap by heap, using the rare and
// common values of sparse space. The zero Rows is not usable: call NewRows.
//
// The options of row n have values 0 (the row taken whole), g(n−k) (k taken
// from an end) and g(x) ^ g(m−x) (m = n−k split into x, m−x ≥ 1, with x ≠
// m−x under UnequalSplits); g(n) is their mex. The plain way looks at every
// split: O(n) per row and splitting take, O(n²) in all.
//
// Sparse space (Berlekamp, Conway and Guy, Winning Ways, ch. 4;
// Flammenkamp's tables; Gangolli and Plambeck): fix a mask, and with the
// domain parity (dom) a splitting take s. Write par(v) for the parity of v &
// mask and cls(x) for (x−s) mod 2 with dom, 0 without. Heap x is rare when
// par(g(x)) = cls(x), common otherwise. For two common heaps with x + y = m,
//
//	par(g(x) ^ g(y)) = (cls(x)^1) ^ (cls(y)^1) = dom·(m mod 2),
//
// so a split can give a value v with par(v) ≠ dom·(m mod 2) only if one of
// its heaps is rare. Per row:
//
//  1. the values of the whole and end moves, and of every split with a rare
//     heap (over the list of R rare heaps), are marked: O(R) per split;
//  2. the mex is sought upwards: a marked value is skipped; an unmarked v
//     that no split of parity class par(v) can give from two common heaps
//     is the mex; otherwise the splits of that class are scanned, a block
//     of pairs at a time (first blocks spread over the row, the probes, then
//     every pair in order, see scanPairs), marking every value met, until v
//     is marked (the scan resumes there for the next value, so a row marks
//     at most one block more than it needs) or they end, and then v is the
//     mex.
//
// This is exact whatever the mask, dom and s (the tests run fixed masks
// against the plain oracle): only real options are marked, and a value is
// declared missing only after every option that could give it was looked
// at. Leaving out the equal split changes neither point. The classification
// decides the speed: with all splits of s's parity, a full scan happens at
// row n only when par(g(n)) = dom·((n−s) mod 2), that is when n itself is
// rare; other sought values are usually met early in the scan (after a
// few pairs in most octal games, about 1500 in Grundy's game). Rows cost
// O(R) plus that scan instead of O(n) when rare heaps are rare. The plain
// way is the same loop with every value sought by scanning.
//
// At every power of two from 128 heaps on, the engine picks the cheapest
// classification by estimate (rare heaps in all, plus the rate of rare heaps
// among the recent half times a full scan) among the masks of the low 9 bits
// of the values, with and without dom (only when all splitting takes share
// a parity), and the plain way; the rare list is then rebuilt.
//
// Memory: 2 bytes a row while every value is below 65536, 4 bytes a row
// from the first value that is not (the values are then widened, once),
// plus 8 per rare heap and a table of 256 KiB; 2^28 rows take 512 MiB.
type Rows struct {
	code    Code
	unequal bool
	t       int
	whole   []int // takes k ≥ 1 with bit 1: a row of k may be taken whole
	ends    []int // takes k ≥ 1 with bit 2
	splits  []int // takes k ≥ 0 with bit 4
	// The values of rows 0..Len()-1: in narrow while every value is below
	// widenAt (65536 but in tests), then in wide (narrow is then nil).
	narrow  []uint16
	wide    []uint32
	widenAt uint32
	// seen[v] == n+1: v is an option of row n. Its length is a power of
	// two above every value, so above every XOR of two values too: 65536
	// while the values are narrow.
	seen []uint32
	ops  int64 // pairs and moves looked at, for Limits.Work

	sparse bool    // classify heaps into rare and common
	mask   uint32  // the value bits whose parity classifies
	dom    bool    // the heap size's parity too
	split  int     // with dom: the splitting take s
	rare   []int32 // the rare heaps ≥ 1, increasing
	// rareValue[i] is g(rare[i]), read in a row's loop over rare heaps
	// without a jump to g.
	rareValue []uint32
	fixed     bool  // tests: keep the classification set by classify
	checks    int   // the next heap size at which the classification is chosen
	scan      []int // per split, within one row: the block its scan resumes at
	stride    int   // probeStride but in tests
}

// narrowValues is the length of seen while the values are narrow: every
// value and every XOR of two is a uint16, so the loops index the table
// without bounds checks.
const narrowValues = 1 << 16

// NewRows prepares the computation of the rows of the game of code with the
// splits allowed. The cost is O(MaxTake).
func NewRows(code Code, splits Splits) *Rows {
	e := &Rows{code: code, unequal: splits == UnequalSplits, t: code.MaxTake(), seen: make([]uint32, narrowValues), widenAt: narrowValues, checks: 128, stride: probeStride}
	for k := 0; k <= e.t; k++ {
		d := code.Digit(k)
		if d&1 != 0 && k >= 1 {
			e.whole = append(e.whole, k)
		}
		if d&2 != 0 && k >= 1 {
			e.ends = append(e.ends, k)
		}
		if d&4 != 0 {
			e.splits = append(e.splits, k)
		}
	}
	e.scan = make([]int, len(e.splits))
	return e
}

// Values returns a copy of the nim-values of rows 0..Len()-1 computed so
// far. The cost is O(Len()) time and 4 bytes a row: a consumer of many rows
// reads them with At instead.
func (e *Rows) Values() []uint32 {
	if e.wide != nil {
		return slices.Clone(e.wide)
	}
	g := make([]uint32, len(e.narrow))
	for i, v := range e.narrow {
		g[i] = uint32(v)
	}
	return g
}

// Len returns how many rows are computed: rows 0..Len()-1.
func (e *Rows) Len() int {
	if e.wide != nil {
		return len(e.wide)
	}
	return len(e.narrow)
}

// At returns the nim-value of row i, 0 ≤ i < Len(): the way a consumer
// that streams the rows (Extend a block, read it, Extend again) reads them,
// whatever the engine's storage.
func (e *Rows) At(i int) uint32 {
	if e.wide != nil {
		return e.wide[i]
	}
	return uint32(e.narrow[i])
}

// Spent returns the work done so far, in pairs of heaps and moves looked
// at: the unit of Limits.Work.
func (e *Rows) Spent() int64 { return e.ops }

// Extend computes the values of rows up to n−1, stopping early, at a row
// boundary, once the work spent (see Spent) reaches budget; Len tells how
// far it got. It calls w.Step every few thousand rows, and at least every
// 2^18 units of work, and returns only the error Step returns (the
// computation is cancelled), leaving the rows computed so far valid. A nil w
// never stops. The cost is O(n · R) in sparse space with R rare heaps, at
// most O(n²).
func (e *Rows) Extend(n int, budget int64, w *game.Work) error {
	if e.wide != nil {
		e.wide = grow(e.wide, n)
	} else {
		e.narrow = grow(e.narrow, n)
	}
	nextStep := e.ops + 1<<18
	for x := e.Len(); x < n; x++ {
		if e.ops >= budget {
			return nil
		}
		if x == e.checks && !e.fixed {
			e.choose()
			e.checks *= 2
		}
		var v uint32
		if e.wide != nil {
			v = value(e, e.wide, x)
			e.wide = append(e.wide, v)
		} else {
			v = value(e, e.narrow, x)
			if v < e.widenAt {
				e.narrow = append(e.narrow, uint16(v))
			} else {
				e.widen(n)
				e.wide = append(e.wide, v)
			}
		}
		for int(v) >= len(e.seen) {
			// Values stay below len(seen), a power of two, and so do
			// their XORs.
			e.seen = append(e.seen, make([]uint32, len(e.seen))...)
		}
		if e.sparse && x >= 1 && e.isRare(x, v) {
			e.rare, e.rareValue = append(e.rare, int32(x)), append(e.rareValue, v)
		}
		if x%game.StepEvery == 0 || e.ops >= nextStep {
			nextStep = e.ops + 1<<18
			if err := w.Step(x); err != nil {
				return err
			}
		}
	}
	return nil
}

// grow returns s with room for n values: s itself, or a copy with room for
// n, or for a quarter more than before when that is more. Callers that
// double n (the period search, TestReach) so hold the old and the new list
// at once, 3 bytes a row at the end, not the 1.2 to 2.4 times n of append's
// rounding; callers that extend a block at a time copy O(1) times each row.
func grow[T uint16 | uint32](s []T, n int) []T {
	if cap(s) >= n {
		return s
	}
	t := make([]T, len(s), max(n, cap(s)+cap(s)/4))
	copy(t, s)
	return t
}

// widen moves the values to 4 bytes a row, with room for n rows: a value
// does not fit in 16 bits.
func (e *Rows) widen(n int) {
	e.wide = make([]uint32, len(e.narrow), max(n, len(e.narrow)))
	for i, v := range e.narrow {
		e.wide[i] = uint32(v)
	}
	e.narrow = nil
}

// classify sets the classification of heaps: sparse with a mask and the
// domain parity, or plain; it rebuilds the rare list.
func (e *Rows) classify(sparse bool, mask uint32, dom bool) {
	e.sparse, e.mask, e.dom = sparse, mask, dom && len(e.splits) > 0
	if e.dom {
		e.split = e.splits[0]
	}
	e.rare, e.rareValue = e.rare[:0], e.rareValue[:0]
	if !sparse {
		return
	}
	for x := 1; x < e.Len(); x++ {
		if v := e.At(x); e.isRare(x, v) {
			e.rare, e.rareValue = append(e.rare, int32(x)), append(e.rareValue, v)
		}
	}
}

// sumClass returns the parity of the value of any two common heaps adding
// up to m: parity(g(x)) ^ parity(g(m−x)) = (x−s)^(m−x−s)^1^1 = m mod 2 with
// the domain parity, 1^1 = 0 without.
func (e *Rows) sumClass(m int) int {
	if e.dom {
		return m & 1
	}
	return 0
}

// isRare reports whether heap x of value v is rare: the parity of v & mask
// is that of x−s with the domain parity, 0 without. So heap n is rare
// exactly when its own value g(n) has the parity of the splits of n−k (k ≡
// s): the rows whose mex needs a full scan.
func (e *Rows) isRare(x int, v uint32) bool {
	class := 0
	if e.dom {
		class = (x - e.split) & 1
	}
	return bits.OnesCount32(v&e.mask)&1 == class
}

// half returns the largest smaller part x of a split of m allowed: m/2, or
// (m−1)/2 when the parts must differ.
func (e *Rows) half(m int) int {
	if e.unequal {
		return (m - 1) / 2
	}
	return m / 2
}

// scanBlock is how many pairs a scan marks before it looks whether the
// value sought is among them: a tight loop without a test per pair is
// faster, and the pairs marked beyond the one sought serve the next values
// sought in the row.
const scanBlock = 32

// probeStride is the distance between the first blocks a scan marks, the
// probes, and probes how many it marks at most before it marks every pair in
// order. The values of splits spread over the row are met sooner than those
// of the splits of the smallest heaps: in Grundy's game near 2^20, a row
// marks about 1200 pairs with probes 8191 apart, 2700 in order. The probes
// are at the same heaps in every row, so they stay in the cache.
const (
	probeStride = 8191
	probes      = 256
)

// scanPairs returns the pairs [from, to) of the b-th block of a scan of the
// splits (x, m−x), x ≤ half: first the probes, blocks of scanBlock pairs
// from 1 + j·stride (those within half, at most probes), then every
// block from x = 1 on, in order. ok is false past the last block. The
// probes mark again pairs of the blocks in order: that costs nothing but
// time, and the scan is exact since it ends with every pair.
func scanPairs(b, half, stride int) (from, to int, ok bool) {
	if p := min(probes, (half-1)/stride+1); b < p {
		from = 1 + b*stride
	} else {
		from = 1 + (b-p)*scanBlock
	}
	return from, min(from+scanBlock, half+1), from <= half
}

// value returns g(n), given g(0..n-1) in g: the narrow or the wide values.
func value[T uint16 | uint32](e *Rows, g []T, n int) uint32 {
	seen := e.seen
	narrow := e.wide == nil
	stamp := uint32(n + 1) // unique per row: no clearing
	ops := int64(1)
	for _, k := range e.whole {
		if k == n {
			seen[0] = stamp
		}
	}
	for _, k := range e.ends {
		if k < n {
			seen[g[n-k]] = stamp
		}
	}
	if e.sparse {
		for _, k := range e.splits {
			ops += markRare(e, g, n-k, stamp)
		}
	}
	for i := range e.scan {
		e.scan[i] = 0
	}
	v := uint32(0)
	for ; int(v) < len(seen); v++ {
		if seen[v] == stamp {
			continue
		}
		par := 0
		if e.sparse {
			par = bits.OnesCount32(v&e.mask) & 1
		}
		for i, k := range e.splits {
			m := n - k
			if m < 2 || (e.sparse && e.sumClass(m) != par) {
				continue
			}
			b, half := e.scan[i], e.half(m)
			for seen[v] != stamp {
				from, to, ok := scanPairs(b, half, e.stride)
				if !ok {
					break
				}
				markPairs(g, seen, narrow, from, to, m, stamp)
				ops += int64(to - from)
				b++
			}
			e.scan[i] = b
			if seen[v] == stamp {
				break
			}
		}
		if seen[v] != stamp {
			break
		}
	}
	e.ops += ops
	return v
}

// markRare marks the values of the splits of m with a rare heap, x < m
// rare, leaving x and m−x (not the equal split under UnequalSplits), and
// returns how many rare heaps it looked at.
func markRare[T uint16 | uint32](e *Rows, g []T, m int, stamp uint32) int64 {
	seen, narrow := e.seen, e.wide == nil
	rare, values := e.rare, e.rareValue
	end, _ := slices.BinarySearch(rare, int32(m))
	rare, values = rare[:end], values[:end]
	if e.unequal && m%2 == 0 {
		if i, ok := slices.BinarySearch(rare, int32(m/2)); ok {
			// Mark the rare heaps on both sides of the equal split.
			markWith(g, seen, narrow, rare[i+1:], values[i+1:], m, stamp)
			rare, values = rare[:i], values[:i]
		}
	}
	markWith(g, seen, narrow, rare, values, m, stamp)
	return int64(end)
}

// markPairs marks the values of the splits (x, m−x) for x in [from, to),
// m−x ≥ 0. The values are below len(seen), a power of two: 65536 when
// narrow.
func markPairs[T uint16 | uint32](g []T, seen []uint32, narrow bool, from, to, m int, stamp uint32) {
	lo := g[from:to]
	hi := g[m-to+1 : m-from+1]
	hi = hi[:len(lo)]
	if narrow {
		// Every value and XOR is a uint16: no bounds checks on seen,
		// and four pairs a step check two bounds, not eight.
		t := (*[narrowValues]uint32)(seen)
		i, k := 0, len(hi)
		for ; i+4 <= len(lo); i += 4 {
			l, h := lo[i:i+4:i+4], hi[k-4:k:k]
			k -= 4
			t[uint16(l[0]^h[3])] = stamp
			t[uint16(l[1]^h[2])] = stamp
			t[uint16(l[2]^h[1])] = stamp
			t[uint16(l[3]^h[0])] = stamp
		}
		for ; i < len(lo); i++ {
			k--
			t[uint16(lo[i]^hi[k])] = stamp
		}
		return
	}
	for i, a := range lo {
		seen[a^hi[len(hi)-1-i]] = stamp
	}
}

// markWith marks the values of the splits (r, m−r) for the heaps r of
// rare, r < m, whose values are values.
func markWith[T uint16 | uint32](g []T, seen []uint32, narrow bool, rare []int32, values []uint32, m int, stamp uint32) {
	values = values[:len(rare)]
	if narrow {
		t := (*[narrowValues]uint32)(seen)
		for j, r := range rare {
			t[uint16(values[j]^uint32(g[m-int(r)]))] = stamp
		}
		return
	}
	for j, r := range rare {
		seen[values[j]^uint32(g[m-int(r)])] = stamp
	}
}

// choose picks the classification of the heaps computed so far with the
// smallest estimated cost per row (see Rows) and rebuilds the rare list.
// It costs O(2^(2B)) for values of B ≤ 9 low bits, plus O(n).
func (e *Rows) choose() {
	n := e.Len()
	if len(e.splits) == 0 || n < 4 {
		e.classify(false, 0, false)
		return
	}
	top := uint32(0)
	for x := range n {
		top |= e.At(x)
	}
	B := min(bits.Len32(top), 9)
	low := uint32(1)<<B - 1
	// counts[v][x mod 2][recent]: heaps 1..n-1 by low value bits, parity,
	// and whether in the recent half.
	counts := make([][2][2]int, 1<<B)
	for x := 1; x < n; x++ {
		recent := 0
		if x >= n/2 {
			recent = 1
		}
		counts[e.At(x)&low][x&1][recent]++
	}
	sameParity := true
	for _, k := range e.splits {
		sameParity = sameParity && k&1 == e.splits[0]&1
	}
	recentLen := float64(n - n/2)
	best, bestCost := [3]uint32{0, 0, 0}, float64(n)/2 // plain: a full scan a row
	for mask := uint32(1); mask <= low; mask++ {
		for dom := range 2 {
			if dom == 1 && !sameParity {
				continue
			}
			all, recent := 0, 0
			for v := range counts {
				pv := bits.OnesCount32(uint32(v)&mask) & 1
				for par := range 2 {
					class := 0
					if dom == 1 {
						class = (par - e.splits[0]) & 1
					}
					if pv == class {
						all += counts[v][par][0] + counts[v][par][1]
						recent += counts[v][par][1]
					}
				}
			}
			cost := float64(all) + float64(recent)/recentLen*float64(n)/2
			if cost < bestCost {
				best, bestCost = [3]uint32{1, mask, uint32(dom)}, cost
			}
		}
	}
	e.classify(best[0] == 1, best[1], best[2] == 1)
}
