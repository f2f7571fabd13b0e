package octal

import (
	"math/bits"
	"slices"

	"stones/solver/game"
	"stones/solver/stats"
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
// among the recent half times a full scan) among the masks of every bit of
// the values (at most 16), with and without dom (only when all splitting takes share
// a parity), and the plain way; the rare list is then rebuilt.
//
// While the values are below 4096 and narrow, rows go in blocks of 64 (see
// block): the splits with a rare heap of the middle of the row, and those of
// the first probes of the scan, are marked for the block's rows at once, a
// sweep over contiguous heaps per rare or probe heap. In 0.6 near 2^21 that
// is about 1560 rare and 1024 probe heaps per row, at about 10 % less CPU
// time than the same marks row by row.
//
// How many probe blocks a block marks follows what rows need: one row in
// every four blocks goes alone, and the probe blocks its scan used set the
// count (an average, at most 32). In 0.167, whose rows meet their values
// within a few pairs, a block so marks one or two probe blocks, not 32.
//
// Memory: 2 bytes a row while every value is below 65536, 4 bytes a row
// from the first value that is not (the values are then widened, once),
// plus 8 per rare heap, a table of 256 KiB and the blocks' 512 KiB; 2^28
// rows take 512 MiB.
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
	// reserved is the most rows Reserve made room for.
	reserved int

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
	// The tables of a block of rows (see block), allocated at the first
	// block; per split, the end of the rare heaps a block marks; the
	// probe heaps a block marks and their values; how many probe blocks
	// a block marks.
	blocks      []uint8
	top         uint32 // the OR of every value
	blockHi     []int
	probeHeaps  []int32
	probeValues []uint32
	eager       int // how many probe blocks a block marks: sampled need, at most eagerMax
	eagerMax    int // eagerProbes but in tests
	// Every sampleBlocks blocks, a row goes alone, without a block's
	// marks: the probe blocks its scan needs (need, in 16ths, averaged)
	// set eager.
	sampleBlocks int
	sinceSample  int
	need         int
	blockRows    int // blockRows but in tests (at most blockRows)
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
	e.blockHi = make([]int, len(e.splits))
	e.eager, e.eagerMax, e.blockRows, e.sampleBlocks = eagerProbes, eagerProbes, blockRows, sampleBlocks
	e.need = 16 * eagerProbes
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

// Reserve makes room for the values of rows up to n−1 at once: Extend up
// to n then never moves them, so that a run that knows its length holds
// one copy of its values, not the old and the new list of a growth. It
// allocates 2 bytes a row (4 once the values are wide) now; the pages are
// only written, and so resident, as the rows are computed. A value of
// 65536 or more still widens the values, once.
func (e *Rows) Reserve(n int) {
	if e.wide != nil {
		e.wide = reserve(e.wide, n)
	} else {
		e.narrow = reserve(e.narrow, n)
	}
	e.reserved = max(e.reserved, n)
}

// rowBytes returns the bytes a row's value takes: 2 while the values are
// narrow, 4 once wide.
func (e *Rows) rowBytes() int64 {
	if e.wide != nil {
		return 4
	}
	return 2
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
	for x := e.Len(); x < n; {
		if e.ops >= budget {
			return nil
		}
		if x == e.checks && !e.fixed {
			e.choose()
			e.checks *= 2
		}
		end := x + 1
		var b block
		sample := e.sinceSample >= e.sampleBlocks
		if sample {
			e.sinceSample = 0
		} else {
			b = e.block(x, n)
			if b.rows > 0 {
				e.sinceSample++
			}
		}
		if b.rows > 0 {
			end = x + b.rows
		}
		for start := x; x < end; x++ {
			if x > start && e.ops >= budget {
				return nil
			}
			var v uint32
			if e.wide != nil {
				v = value(e, e.wide, x, e.seen, uint32(x+1), len(e.seen), block{})
				e.wide = append(e.wide, v)
			} else {
				if b.rows > 0 {
					v = value(e, e.narrow, x, e.blocks[(x-start)*b.stride:], 1, b.stride, b)
				} else {
					v = value(e, e.narrow, x, e.seen, uint32(x+1), len(e.seen), b)
				}
				if v < e.widenAt {
					e.narrow = append(e.narrow, uint16(v))
				} else {
					e.widen(n)
					e.wide = append(e.wide, v)
				}
			}
			if sample {
				e.sampled()
			}
			e.top |= v
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
			if b.rows > 0 && (e.wide != nil || int(v) >= b.stride) {
				// The block's tables no longer hold every value of a
				// split: the next rows start afresh.
				x++
				break
			}
		}
	}
	return nil
}

// sampled takes the probe blocks that the scan of a row alone used, but the
// first (at heap 1, which a block leaves to its rows), into the average that
// sets how many a block marks for its rows: as many as rows need on average, at most
// eagerMax. A game whose rows meet their values within a few pairs so
// spends no sweep on probes they do not need; the values are the same
// whatever the count.
func (e *Rows) sampled() {
	used := 0
	for _, b := range e.scan {
		used = max(used, b-1)
	}
	used = min(max(used, 0), e.eagerMax)
	e.need += (16*used - e.need) / 8
	e.eager = (e.need + 15) / 16
}

// grow returns s with room for n values: s itself, or a copy with room for
// n, or for a quarter more than before when that is more. Callers that
// double n (the period search) so hold the old and the new list
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

// reserve returns s with room for exactly n values, or s itself when it has
// room already.
func reserve[T uint16 | uint32](s []T, n int) []T {
	if cap(s) >= n {
		return s
	}
	t := make([]T, len(s), n)
	copy(t, s)
	return t
}

// widen moves the values to 4 bytes a row, with room for n rows (and those
// reserved): a value does not fit in 16 bits.
func (e *Rows) widen(n int) {
	e.wide = make([]uint32, len(e.narrow), max(n, e.reserved, len(e.narrow)))
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
// marks about 1200 pairs with probes 8191 apart, 2700 in order. But the
// values hardest to meet are met among the splits of the smallest heaps,
// whose values the large heaps rarely have: in 0.6 near 2^21, a row needs
// on average 2009 pairs to meet every value below its own with 129 probes
// (every one within the row) before the pairs in order, 1696 with 48, 1739
// with 32, 1983 with 16. The probes are at the same heaps in every row, so
// they stay in the cache.
const (
	probeStride = 8191
	probes      = 48
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
// It marks the options of row n in seen with stamp, and returns at most
// limit, a power of two above every value: either e.seen with the stamp n+1
// (unique per row, so the table is never cleared), or the row's table in
// block b with 1, which holds already the values of the splits b marked.
func value[T uint16 | uint32, S uint8 | uint32](e *Rows, g []T, n int, seen []S, stamp S, limit int, b block) uint32 {
	narrow := e.wide == nil
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
		for i, k := range e.splits {
			lo, hi := 0, 0
			if b.rows > 0 {
				lo, hi = b.lo, b.hi[i]
			}
			ops += markRare(e, g, seen, n-k, stamp, lo, hi)
		}
	}
	for i := range e.scan {
		e.scan[i] = b.scanFrom
	}
	ops += int64(b.pairs)
	v := uint32(0)
	for ; int(v) < limit; v++ {
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
// rare, leaving x and m−x (not the equal split under UnequalSplits), but
// those of the rare heaps rare[lo:hi] (a block marked them), and returns how
// many rare heaps it looked at.
func markRare[T uint16 | uint32, S uint8 | uint32](e *Rows, g []T, seen []S, m int, stamp S, lo, hi int) int64 {
	end, _ := slices.BinarySearch(e.rare, int32(m))
	hi = min(hi, end)
	lo = min(lo, hi)
	markRareRange(e, g, seen, e.rare[:lo], e.rareValue[:lo], m, stamp)
	markRareRange(e, g, seen, e.rare[hi:end], e.rareValue[hi:end], m, stamp)
	return int64(end)
}

// markRareRange marks the values of the splits (r, m−r) for the heaps r <
// m of rare, whose values are values, but the equal split under
// UnequalSplits.
func markRareRange[T uint16 | uint32, S uint8 | uint32](e *Rows, g []T, seen []S, rare []int32, values []uint32, m int, stamp S) {
	narrow := e.wide == nil
	if e.unequal && m%2 == 0 {
		if i, ok := slices.BinarySearch(rare, int32(m/2)); ok {
			// Mark the rare heaps on both sides of the equal split.
			markWith(g, seen, narrow, rare[i+1:], values[i+1:], m, stamp)
			rare, values = rare[:i], values[:i]
		}
	}
	markWith(g, seen, narrow, rare, values, m, stamp)
}

// markPairs marks the values of the splits (x, m−x) for x in [from, to),
// m−x ≥ 0. The values are below len(seen), a power of two: 65536 when
// narrow.
func markPairs[T uint16 | uint32, S uint8 | uint32](g []T, seen []S, narrow bool, from, to, m int, stamp S) {
	lo := g[from:to]
	hi := g[m-to+1 : m-from+1]
	hi = hi[:len(lo)]
	if narrow {
		// Every value and XOR is a uint16: no bounds checks on seen,
		// and four pairs a step check two bounds, not eight.
		t := (*[narrowValues]S)(seen)
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
func markWith[T uint16 | uint32, S uint8 | uint32](g []T, seen []S, narrow bool, rare []int32, values []uint32, m int, stamp S) {
	values = values[:len(rare)]
	if narrow {
		t := (*[narrowValues]S)(seen)
		for j, r := range rare {
			t[uint16(values[j]^uint32(g[m-int(r)]))] = stamp
		}
		return
	}
	for j, r := range rare {
		seen[values[j]^uint32(g[m-int(r)])] = stamp
	}
}

// A block of rows: while the values are narrow and few, rows n0..n0+rows−1
// are computed together, each with its own table of marks in e.blocks,
// stride apart (1: an option of the row; the tables are cleared per block). Before the first row, the values of the splits (x, m−x) with
// x among the rare heaps of [blockRows, m0/2) and among the heaps of the
// probe blocks 1..probes of the scan (those from blockRows on), m0 = n0−k
// for each splitting take k, are marked in every row's table at once: for
// one heap x, the rows read the values of heaps m0−x.., contiguous and all
// computed before the block (x ≥ blockRows), in one sweep, and the loop
// does without the lookups of the rare list a row would do. The rows then
// mark the other rare heaps and scan from the probe block probes+1 on, the
// blocks before it being marked (or left to the pairs in order, which the
// scan ends with). The marks are real options, so the values are those of
// the row by row way; only the cost changes.
type block struct {
	rows     int   // how many rows; 0: no block, e.seen serves one row
	stride   int   // the distance between the rows' tables, above every value
	lo       int   // split i's rare heaps marked: rare[lo:hi[i]]
	hi       []int // per split, see lo
	scanFrom int   // the block of pairs the scans start at
	pairs    int   // the probe pairs marked per row
}

const (
	// blockRows is how many rows a block computes together.
	blockRows = 64
	// blockValues bounds the stride of a block's tables: they take
	// blockRows·stride bytes.
	blockValues = 1 << 12
	// blockTable is the length of e.blocks: blockRows tables of at most
	// blockValues marks, the last with narrowValues marks after its start,
	// so that every row's table reads as one of narrowValues.
	blockTable = 1 << 19
	// eagerProbes is how many probe blocks a block marks at most.
	eagerProbes = 32
	// sampleBlocks is how many blocks go between two rows computed alone
	// to measure the probes rows need (see Rows.sampled).
	sampleBlocks = 4
)

// block prepares the block of rows from x, before n, and marks its splits
// with a rare heap or a probe heap (see block). It returns no block when
// the values are wide or 4096 and more, without sparse space, or for the
// first rows.
func (e *Rows) block(x, n int) block {
	// Every value and XOR of two is below stride, a power of two.
	stride := 1 << bits.Len32(e.top)
	if !e.sparse || e.wide != nil || stride > blockValues || len(e.splits) == 0 || x < 4*e.blockRows+e.t {
		return block{}
	}
	rows := min(e.blockRows, n-x)
	if !e.fixed && e.checks > x {
		rows = min(rows, e.checks-x) // the classification changes there
	}
	if e.blocks == nil {
		e.blocks = make([]uint8, blockTable)
	}
	t := (*[blockTable]uint8)(e.blocks)
	clear(t[:rows*stride])
	// The probe blocks j0..last, from heap blockRows on and below half
	// the smallest m0 (and so within every row's probes, see scanPairs).
	half := (x - e.splits[len(e.splits)-1]) / 2
	j0 := (e.blockRows - 1 + e.stride - 1) / e.stride
	last := min(e.eager, probes-1, (half-1-scanBlock)/e.stride)
	scanFrom, pairs := 0, 0
	e.probeHeaps, e.probeValues = e.probeHeaps[:0], e.probeValues[:0]
	if last >= j0 {
		scanFrom = last + 1
		for j := j0; j <= last; j++ {
			for h := 1 + j*e.stride; h < 1+j*e.stride+scanBlock; h++ {
				e.probeHeaps, e.probeValues = append(e.probeHeaps, int32(h)), append(e.probeValues, uint32(e.narrow[h]))
			}
		}
		pairs = len(e.probeHeaps) * len(e.splits)
	}
	lo, _ := slices.BinarySearch(e.rare, int32(e.blockRows))
	for i, k := range e.splits {
		m0 := x - k
		hi, _ := slices.BinarySearch(e.rare, int32((m0-1)/2+1))
		e.blockHi[i] = max(hi, lo)
		markBlock(e.narrow, t, stride, rows, m0, e.rare[lo:e.blockHi[i]], e.rareValue[lo:e.blockHi[i]])
		markBlock(e.narrow, t, stride, rows, m0, e.probeHeaps, e.probeValues)
	}
	return block{rows: rows, stride: stride, lo: lo, hi: e.blockHi, scanFrom: scanFrom, pairs: pairs}
}

// markBlock marks in the tables t of rows, stride apart, the values of the
// splits (h, m0+i−h) of row i, for the heaps h of heaps, whose values are
// values, with 1. The heaps m0+i−h must be computed, and the values below
// stride.
func markBlock(g []uint16, t *[blockTable]uint8, stride, rows, m0 int, heaps []int32, values []uint32) {
	values = values[:len(heaps)]
	for j, h := range heaps {
		markColumn(t, g[m0-int(h):m0-int(h)+rows], uint16(values[j]), stride)
	}
}

// markColumn marks v ^ src[i] in the table of row i, for every i. It is
// kept out of line: inlined in a loop, its own loop spills registers.
//
//go:noinline
func markColumn(t *[blockTable]uint8, src []uint16, v uint16, stride int) {
	o, i := 0, 0
	for ; i+4 <= len(src); i += 4 {
		p := src[i : i+4 : i+4]
		t[(o+int(v^p[0]))&(blockTable-1)] = 1
		t[(o+stride+int(v^p[1]))&(blockTable-1)] = 1
		t[(o+2*stride+int(v^p[2]))&(blockTable-1)] = 1
		t[(o+3*stride+int(v^p[3]))&(blockTable-1)] = 1
		o += 4 * stride
	}
	for ; i < len(src); i++ {
		t[(o+int(v^src[i]))&(blockTable-1)] = 1
		o += stride
	}
}

// chooseBits is how many low bits of the values a classification's mask may
// use: every bit of the values while they are narrow. The dense games need
// wide masks: 0.04's best near 2^18 is 0x7b8, eleven bits, with 8 % of its
// heaps rare, where the best of the low nine bits leaves far more.
const chooseBits = 16

// rareWeight is the cost of a split with a rare heap, marked with a read of
// the value of its other heap anywhere in the row, against a pair of a scan,
// whose heaps are read in order: in 0.004 near 2^18 heaps, where 28 % of the
// heaps are rare under the best mask, a full scan of every row (the plain
// way) takes 25 % less CPU time than marking the rare heaps' splits and
// scanning the rare rows, which the count of pairs alone would rate 16 %
// cheaper.
const rareWeight = 2

// choose picks the classification of the heaps computed so far with the
// smallest estimated cost per row (see Rows) and rebuilds the rare list.
//
// The rare heaps of every classification are counted at once, as in the
// rare statistics of package stats: index the heaps by j = v·2 + (x mod 2),
// v the low bits of g(x), and a classification by i = mask·2 + dom. Heap x
// is rare under i when the parity of popcount(i & j) is that of the
// splitting take s with dom, even without, so the count is (N ± H[i]) / 2
// with H the Walsh–Hadamard transform of the heaps' counts by j. Two
// transforms, of all heaps and of the recent half, cost O(B·2^B) for B
// value bits, plus O(n) to count.
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
	B := min(bits.Len32(top), chooseBits)
	all, recent := e.rareCounts(1, n, B), e.rareCounts(n/2, n, B)
	sameParity := true
	for _, k := range e.splits {
		sameParity = sameParity && k&1 == e.splits[0]&1
	}
	recentLen := float64(n - n/2)
	best, bestCost := [3]uint32{0, 0, 0}, float64(n)/2 // plain: a full scan a row
	for i := 2; i < len(all); i++ {
		dom := i & 1
		if dom == 1 && !sameParity {
			continue
		}
		cost := rareWeight*float64(all[i]) + float64(recent[i])/recentLen*float64(n)/2
		if cost < bestCost {
			best, bestCost = [3]uint32{1, uint32(i >> 1), uint32(dom)}, cost
		}
	}
	e.classify(best[0] == 1, best[1], best[2] == 1)
}

// rareCounts returns, for every classification i = mask·2 + dom with a mask
// of the low B value bits, how many of the heaps lo..hi-1 (lo ≥ 1) are rare
// under it (see choose). Entry 1, dom with mask 0, needs the splitting take
// s of every split to share its parity, as classify's dom does.
func (e *Rows) rareCounts(lo, hi, B int) []int64 {
	low := uint32(1)<<B - 1
	h := make([]int64, 2<<B)
	for x := lo; x < hi; x++ {
		h[int(e.At(x)&low)<<1|x&1]++
	}
	stats.WalshHadamard(h)
	n := h[0]
	odd := len(e.splits) > 0 && e.splits[0]&1 == 1
	for i := range h {
		if i&1 == 1 && odd {
			h[i] = (n - h[i]) / 2 // dom, s odd: rare when popcount(i & j) is odd
		} else {
			h[i] = (n + h[i]) / 2
		}
	}
	return h
}
