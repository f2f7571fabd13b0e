package solver

import (
	"math/big"
	"math/bits"
	"slices"
	"strconv"
)

// This file analyses octal games (see OctalCode): the nim-values of their
// rows, the period proven by the octal periodicity theorem, and the rings of
// circular=1.
//
// Sources:
//   - R. K. Guy and C. A. B. Smith, "The G-values of various games", Proc.
//     Cambridge Philos. Soc. 52 (1956): octal codes and the periodicity
//     theorem (proved for this code's moves in provePeriod).
//   - E. R. Berlekamp, J. H. Conway and R. K. Guy, Winning Ways, ch. 4
//     ("Sparse space spells speed"): the rare and common values that octalRows
//     uses to skip most pairs.
//   - A. Gangolli and T. Plambeck, "A note on periodicity in some octal
//     games", Int. J. Game Theory 18 (1989), and A. Flammenkamp's tables of
//     octal games (Bielefeld): long computations by sparse space, with the
//     parity of the heap size (the "domain") as well as of the value;
//     0.165's period 1550 from 5181.
//   - OEIS A002186 (Kayles), A002187 (Dawson's chess), A071430 (0.16,
//     period 149459 from 105351), A071464 (0.127): values pinned in tests.
//   - E. Demaine, notes of lecture 3 of SP.268, MIT 2010 (seed 003): Kayles,
//     its nim-values by dynamic programming, period 12, Kayles on a cycle.

// octalProof is the Result.Proof of a proven octal period.
const octalProof = "the octal periodicity theorem (Guy and Smith)"

// octalStart is the first number of heap sizes the period search computes;
// it doubles from there.
const octalStart = 512

// listAllBelow: a query about a heap below it lists every split move; from
// it on, a game with a proven period lists split moves as families
// (Move.Every) once the heap is large enough for families to repeat.
const listAllBelow = 1024

// analyzeOctal analyses the octal game c.Code in normal play: the
// nim-values of rows (or, with c.Circular, of rings) 0..c.Len-1, their
// periods when the octal periodicity theorem proves them, and what queries
// and sums need.
//
// The nim-values are computed for doubling numbers of heap sizes, from
// octalStart on, until provePeriod proves a period or lim.NimSearch heap
// sizes or lim.Work steps (pairs of heaps looked at) are spent. Values
// beyond those computed follow from the proven period; without one, heaps
// beyond the computed are unknown ("no period up to N") and a len beyond them
// is an error.
//
// Rings (c.Circular): a ring of n tokens has no ends, so a move taking k
// contiguous tokens leaves one row of n−k. It is legal when n = k and the
// digit k has bit 1 (the whole ring), or n > k and digit k has bit 2 or bit
// 4 (k = 0 with a leading 4: the ring is cut open into a row of n). Later
// moves are those of rows. A ring's value is the mex of the values of the
// rows it can leave (0 for nothing left). In Kayles on a cycle every move
// from a ring of n ≥ 3 leaves a row of n−1 or n−2 ≥ 1, a first-player win
// by symmetry (Demaine, seed 003), so those rings are second-player wins;
// rings of 1 and 2 are taken whole. For a circular configuration the
// results, the query n and the sum heaps are about rings; the moves of a
// ring leave rows, and while options lists them nimAt and outcomeAt answer
// for rows (see ringGame).
func analyzeOctal(c Config, lim Limits, w *work) (*impartial, error) {
	rows := newOctalRows(c.Code)
	limit := max(1, lim.NimSearch)
	if w != nil {
		w.stage, w.total, w.lastDone = "nim-values", limit, -1
	}
	var period *Period
	for n := min(limit, max(octalStart, 2*c.Code.MaxTake()+4)); ; n = min(2*n, limit) {
		if err := rows.extend(n, lim.Work, w); err != nil {
			return nil, err
		}
		if p, ok := provePeriod(rows.g, rows.t); ok {
			period = &p
			break
		}
		if len(rows.g) < n || n >= limit {
			break // the work or the size limit is reached
		}
	}
	computed := len(rows.g)
	r := &Result{NimSearch: computed, OutcomeSearch: computed}
	o := &octal{code: c.Code, t: rows.t, g: rows.g, period: period}

	values, vp := o.g, period
	if c.Circular {
		o.ring = ringValues(c.Code, o.g)
		if period != nil {
			o.ringPeriod = ringPeriod(o.ring, *period, o.t)
		}
		values, vp = o.ring, o.ringPeriod
	}
	if vp != nil {
		r.NimPeriod = vp
		op := smallestPeriod(func(i int) bool { return values[i] == 0 }, *vp)
		r.OutcomePeriod = &op
		r.Proof = octalProof
	}
	if c.Len > computed && vp == nil {
		return nil, inputErrorf("len", strconv.Itoa(c.Len), "the limits of %s allow the nim-values of %s heap sizes of this game, and no period was found to give the rest; use a smaller len or the CLI",
			lim.Where, Grouped(computed))
	}
	r.Nim = make([]uint32, c.Len)
	out := make([]byte, c.Len)
	for i := range r.Nim {
		j := i
		if j >= computed {
			j = vp.Preperiod + (j-vp.Preperiod)%vp.Period
		}
		r.Nim[i] = values[j]
		out[i] = byte(N)
		if values[j] == 0 {
			out[i] = byte(P)
		}
	}
	r.Outcomes = string(out)

	g := &impartial{Result: r, unknown: noPeriod(computed)}
	valueAt := func(n *big.Int) (uint32, bool) {
		i, ok := reduce(n, computed, vp)
		if !ok {
			return 0, false
		}
		return values[i], true
	}
	g.nimAt = valueAt
	g.outcomeAt = outcomeOf(valueAt)
	g.options = o.rowOptions
	if c.Circular {
		// A move on a ring leaves a row.
		g.options = o.ringOptions
		g.leftNimAt, g.leftOutcomeAt = o.rowAt, outcomeOf(o.rowAt)
	}
	return g, nil
}

// outcomeOf turns a nim-value function into an outcome function.
func outcomeOf(nim func(*big.Int) (uint32, bool)) func(*big.Int) (Outcome, bool) {
	return func(n *big.Int) (Outcome, bool) {
		v, ok := nim(n)
		if !ok {
			return 0, false
		}
		if v == 0 {
			return P, true
		}
		return N, true
	}
}

// octal holds an analysed octal game: the nim-values of its rows and their
// proven period, and for circular games those of its rings.
type octal struct {
	code       OctalCode
	t          int
	g          []uint32 // rows 0..len(g)-1
	period     *Period  // of g; nil when none is proven
	ring       []uint32 // rings 0..len(g)-1, circular games only
	ringPeriod *Period
}

// rowAt returns the nim-value of a row of n, through the proven period
// beyond the computed rows.
func (o *octal) rowAt(n *big.Int) (uint32, bool) {
	i, ok := reduce(n, len(o.g), o.period)
	if !ok {
		return 0, false
	}
	return o.g[i], true
}

// rowOptions calls yield with each move from a row of n, by the number
// taken k, then moves leaving nothing, one row, two rows (a ≤ b, a
// ascending). A move taking the whole row leaves an empty Leave.
//
// When the period p from a is proven, n ≥ listAllBelow and m = n−k ≥
// 2(a1+p) with a1 = max(a, 1), the splits of m into two rows are listed as
// families: each x < a1 on its own, and each x in [a1, a1+p) with Every =
// p, standing for the splits (x+j·p, m−x−j·p), j ≥ 0, with x+j·p ≤
// m−x−j·p. A family has one value, since both its rows are at least a and
// differ from the representative's by multiples of p; every split is in
// exactly one family.
func (o *octal) rowOptions(n *big.Int, yield func(Move) bool) {
	for k := 0; k <= o.t; k++ {
		d := o.code.Digit(k)
		m := new(big.Int).Sub(n, big.NewInt(int64(k)))
		if m.Sign() < 0 {
			return
		}
		if d&1 != 0 && k >= 1 && m.Sign() == 0 {
			if !yield(Move{Take: k, Leave: []*big.Int{}}) {
				return
			}
		}
		if d&2 != 0 && k >= 1 && m.Sign() > 0 {
			if !yield(Move{Take: k, Leave: []*big.Int{m}}) {
				return
			}
		}
		if d&4 == 0 || m.Cmp(big.NewInt(2)) < 0 {
			continue
		}
		split := func(x int, every int) bool {
			return yield(Move{Take: k, Leave: []*big.Int{big.NewInt(int64(x)), new(big.Int).Sub(m, big.NewInt(int64(x)))}, Every: every})
		}
		if p := o.period; p != nil && n.Cmp(big.NewInt(listAllBelow)) >= 0 &&
			m.Cmp(big.NewInt(2*int64(max(p.Preperiod, 1)+p.Period))) >= 0 {
			a1 := max(p.Preperiod, 1)
			for x := 1; x < a1+p.Period; x++ {
				every := 0
				if x >= a1 {
					every = p.Period
				}
				if !split(x, every) {
					return
				}
			}
			continue
		}
		// Here m is small: below listAllBelow, below 2(a+p), or (without a
		// proven period) below the computed heaps, which queries check first.
		for x, half := 1, int(m.Int64())/2; x <= half; x++ {
			if !split(x, 0) {
				return
			}
		}
	}
}

// ringOptions calls yield with each move from a ring of n (see
// analyzeOctal): a move taking k leaves nothing (n = k) or one row of n−k.
func (o *octal) ringOptions(n *big.Int, yield func(Move) bool) {
	for k := 0; k <= o.t; k++ {
		d := o.code.Digit(k)
		m := new(big.Int).Sub(n, big.NewInt(int64(k)))
		switch {
		case m.Sign() < 0:
			return
		case m.Sign() == 0 && k >= 1 && d&1 != 0:
			if !yield(Move{Take: k, Leave: []*big.Int{}}) {
				return
			}
		case m.Sign() > 0 && d&6 != 0:
			if !yield(Move{Take: k, Leave: []*big.Int{m}}) {
				return
			}
		}
	}
}

// ringValues returns the nim-values of rings 0..len(row)-1 from those of the
// rows. The cost is O(len(row) · t).
func ringValues(code OctalCode, row []uint32) []uint32 {
	t := code.MaxTake()
	ring := make([]uint32, len(row))
	var seen [2*MaxCodeDigits + 4]bool // at most t+1 options: the mex is ≤ t+1
	for n := 1; n < len(row); n++ {
		clear(seen[:])
		for k := 0; k <= min(t, n); k++ {
			d := code.Digit(k)
			switch {
			case n == k && k >= 1 && d&1 != 0:
				seen[0] = true
			case n > k && d&6 != 0 && int(row[n-k]) < len(seen):
				seen[row[n-k]] = true
			}
		}
		v := 0
		for seen[v] {
			v++
		}
		ring[n] = uint32(v)
	}
	return ring
}

// ringPeriod returns the period of the ring values given the proven period
// rp of the rows. A ring of n ≥ A = max(a+t, t+1) has the same moves as a
// ring of n+p (n > t: none takes the whole ring) and they leave rows n−k and
// n+p−k ≥ a of equal values, so ring(n+p) = ring(n) for every n ≥ A: a
// theorem. The smallest period and preperiod then follow from the values
// below A+2p, which the rows' proof computed (it needed 2·max(a,1)+2p+t
// values, at least A+2p).
func ringPeriod(ring []uint32, rp Period, t int) *Period {
	from := max(rp.Preperiod+t, t+1)
	p := smallestPeriod(func(i int) uint32 { return ring[i] }, Period{Preperiod: from, Period: rp.Period, Proven: true})
	return &p
}

// provePeriod looks for the smallest p, and then the smallest a, with
// g(n+p) = g(n) for every n ≥ a that the octal periodicity theorem proves
// from the values computed, g[0..L).
//
// The theorem (Guy and Smith, 1956): for an octal game whose moves take at
// most t tokens, if g(n+p) = g(n) for a ≤ n < 2a+p+t, with a ≥ 1, then for
// every n ≥ a. The proof, by induction on M ≥ 2a+p+t, assuming the equality
// for a ≤ n < M, shows g(M+p) = g(M) by matching their options:
//   - neither heap can be taken whole: both exceed t;
//   - taking k ≥ 1 from an end leaves M+p−k and M−k, both in [a, M+p) with
//     M−k ≥ a, so of equal values;
//   - taking k ≥ 0 (k = 0: a leading 4 splits without taking) and leaving
//     x ≤ y from M+p: y ≥ (M+p−k)/2 ≥ a+p, so y−p is in [a, M) and ≥ 1, and
//     (x, y−p) is a split of M by the same digit with the same value;
//     conversely a split (x, z) of M, z the larger, has z ≥ (M−k)/2 ≥ a,
//     so (x, z+p) is a split of M+p with the same value.
//
// The same mex over the same values gives g(M+p) = g(M). A leading 4 needs
// no change: its splits are the case k = 0, and t stays the largest take.
// (a ≥ 1 keeps y−p non-empty; a sequence periodic from 1 with g(p) = g(0)
// is periodic from 0, which the values show.)
//
// So with L values, p is proven when g(n+p) = g(n) for A ≤ n < L−p with
// A = ⌊(L−2p−t)/2⌋ ≥ 1, the largest a the theorem can use (it reads values
// up to 2a+2p+t−1 < L). The first such p in increasing order is the
// smallest eventual period: every eventual period is a multiple of the
// smallest, q, which (see smallestPeriod) holds from the proven A, and so
// does any smaller eventual period p', whose own A' ≥ A: p' would have been
// proven first. The preperiod is then walked back from A. For a wrong p the walk from the end stops at its first
// difference, usually at once; the cost is O(L) in practice, at most O(L²).
func provePeriod(g []uint32, t int) (Period, bool) {
	L := len(g)
	for p := 1; 2*p+t+2 <= L; p++ {
		A := (L - 2*p - t) / 2
		n := L - p - 1
		for n >= A && g[n] == g[n+p] {
			n--
		}
		if n >= A {
			continue
		}
		for n >= 0 && g[n] == g[n+p] {
			n--
		}
		return Period{Preperiod: n + 1, Period: p, Proven: true}, true
	}
	return Period{}, false
}

// octalRows computes the nim-values of the rows of an octal game, heap by
// heap, using the rare and common values of sparse space.
//
// The options of row n have values 0 (the row taken whole), g(n−k) (k taken
// from an end) and g(x) ^ g(m−x) (m = n−k split into x, m−x ≥ 1); g(n) is
// their mex. The plain way looks at every split: O(n) per row and
// splitting take, O(n²) in all.
//
// Sparse space (Winning Ways, ch. 4; Flammenkamp): fix a mask, and with
// the domain parity (dom) a splitting take s. Write par(v) for the parity
// of v & mask and cls(x) for (x−s) mod 2 with dom, 0 without. Heap x is
// rare when par(g(x)) = cls(x), common otherwise. For two common heaps
// with x + y = m,
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
//     is the mex; otherwise the splits of that class are scanned, marking
//     every value met, until v is met (the scan resumes there for the next
//     value) or they end, and then v is the mex.
//
// This is exact whatever the mask, dom and s (the tests run fixed masks
// against the plain oracle): only real options are marked, and a value is
// declared missing only after every option that could give it was looked
// at. The classification decides the speed: with all splits of s's parity,
// a full scan happens at row n only when par(g(n)) = dom·((n−s) mod 2),
// that is when n itself is rare; other sought values are usually met after
// a few pairs. Rows cost O(R) instead of O(n) when rare heaps are rare.
// The plain way is the same loop with every value sought by scanning.
//
// At every power of two from 128 heaps on, choose picks the cheapest
// classification by estimate (rare heaps in all, plus the rate of rare heaps
// among the recent half times a full scan) among the masks of the low 9 bits
// of the values, with and without dom (only when all splitting takes share
// a parity), and the plain way; the rare list is then rebuilt.
type octalRows struct {
	code   OctalCode
	t      int
	whole  []int // takes k ≥ 1 with bit 1: a row of k may be taken whole
	ends   []int // takes k ≥ 1 with bit 2
	splits []int // takes k ≥ 0 with bit 4
	g      []uint32
	// seen[v] == n+1: v is an option of row n. Its length is a power of
	// two above every value, so above every XOR of two values too.
	seen []uint32
	ops  int64 // pairs and moves looked at, for Limits.Work

	sparse bool    // classify heaps into rare and common
	mask   uint32  // the value bits whose parity classifies
	dom    bool    // the heap size's parity too
	split  int     // with dom: the splitting take s
	rare   []int32 // the rare heaps ≥ 1, increasing
	fixed  bool    // tests: keep the classification set by classify
	checks int     // the next heap size at which the classification is chosen
	scan   []int   // per split, within one row: where its scan resumes
}

// newOctalRows prepares the computation for a code.
func newOctalRows(code OctalCode) *octalRows {
	e := &octalRows{code: code, t: code.MaxTake(), seen: make([]uint32, 2), checks: 128}
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

// classify sets the classification of heaps: sparse with a mask and the
// domain parity, or plain; it rebuilds the rare list.
func (e *octalRows) classify(sparse bool, mask uint32, dom bool) {
	e.sparse, e.mask, e.dom = sparse, mask, dom && len(e.splits) > 0
	if e.dom {
		e.split = e.splits[0]
	}
	e.rare = e.rare[:0]
	if !sparse {
		return
	}
	for x := 1; x < len(e.g); x++ {
		if e.isRare(x, e.g[x]) {
			e.rare = append(e.rare, int32(x))
		}
	}
}

// sumClass returns the parity of the value of any two common heaps adding
// up to m: parity(g(x)) ^ parity(g(m−x)) = (x−s)^(m−x−s)^1^1 = m mod 2 with
// the domain parity, 1^1 = 0 without.
func (e *octalRows) sumClass(m int) int {
	if e.dom {
		return m & 1
	}
	return 0
}

// isRare reports whether heap x of value v is rare: the parity of v & mask
// is that of x−s with the domain parity, 0 without. So heap n is rare
// exactly when its own value g(n) has the parity of the splits of n−k (k ≡
// s): the rows whose mex needs a full scan.
func (e *octalRows) isRare(x int, v uint32) bool {
	class := 0
	if e.dom {
		class = (x - e.split) & 1
	}
	return bits.OnesCount32(v&e.mask)&1 == class
}

// extend computes the values of rows up to n-1, stopping early once the ops
// exceed budget. It returns only the context's error.
func (e *octalRows) extend(n int, budget int64, w *work) error {
	if cap(e.g) < n {
		e.g = slices.Grow(e.g, n-len(e.g))
	}
	nextStep := e.ops + 1<<18
	for x := len(e.g); x < n; x++ {
		if e.ops >= budget {
			return nil
		}
		if x == e.checks && !e.fixed {
			e.choose()
			e.checks *= 2
		}
		v := e.value(x)
		e.g = append(e.g, v)
		for int(v) >= len(e.seen) {
			// Values stay below len(seen), a power of two, and so do
			// their XORs.
			e.seen = append(e.seen, make([]uint32, len(e.seen))...)
		}
		if e.sparse && x >= 1 && e.isRare(x, v) {
			e.rare = append(e.rare, int32(x))
		}
		if x%stepEvery == 0 || e.ops >= nextStep {
			nextStep = e.ops + 1<<18
			if err := w.step(x); err != nil {
				return err
			}
		}
	}
	return nil
}

// value returns g(n), given g(0..n-1).
func (e *octalRows) value(n int) uint32 {
	g, seen := e.g, e.seen
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
			m := n - k
			for _, r := range e.rare {
				if int(r) >= m {
					break
				}
				seen[g[r]^g[m-int(r)]] = stamp
				ops++
			}
		}
	}
	for i := range e.scan {
		e.scan[i] = 1
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
		found := false
		for i, k := range e.splits {
			m := n - k
			if m < 2 || (e.sparse && e.sumClass(m) != par) {
				continue
			}
			x, half := e.scan[i], m/2
			for ; x <= half; x++ {
				u := g[x] ^ g[m-x]
				seen[u] = stamp
				if u == v {
					found = true
					x++
					break
				}
			}
			ops += int64(x - e.scan[i])
			e.scan[i] = x
			if found {
				break
			}
		}
		if !found {
			break
		}
	}
	e.ops += ops
	return v
}

// choose picks the classification of the heaps computed so far with the
// smallest estimated cost per row (see octalRows) and rebuilds the rare
// list. It costs O(2^(2B)) for values of B ≤ 9 low bits, plus O(n).
func (e *octalRows) choose() {
	n := len(e.g)
	if len(e.splits) == 0 || n < 4 {
		e.classify(false, 0, false)
		return
	}
	top := uint32(0)
	for _, v := range e.g {
		top |= v
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
		counts[e.g[x]&low][x&1][recent]++
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
