package octal

import "stones/solver/periodic"

// Proof names the theorem behind every period this package reports.
const Proof = "the octal periodicity theorem (Guy and Smith)"

// provePeriod looks for the smallest p, and then the smallest a, with
// g(n+p) = g(n) for every n ≥ a that the octal periodicity theorem proves
// from the values computed, g[0..L), of the rows of an octal game whose
// moves take at most t tokens (Code.MaxTake). It does not apply to
// UnequalSplits, whose splits of M+p and M do not match one to one.
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
// smallest, q, which (see periodic.Smallest) holds from the proven A, and
// so does any smaller eventual period p', whose own A' ≥ A: p' would have
// been proven first. The preperiod is then walked back from A. For a wrong
// p the walk from the end stops at its first difference, usually at once;
// the cost is O(L) in practice, at most O(L²).
func provePeriod(g []uint32, t int) (periodic.Period, bool) {
	return provePeriodAt(len(g), func(i int) uint32 { return g[i] }, t)
}

// provePeriodAt is provePeriod over the L values g(0..L−1) that at reads,
// for a consumer that does not hold them in a slice (see Stream).
func provePeriodAt(L int, g func(int) uint32, t int) (periodic.Period, bool) {
	return provePeriodParts(L, g, t, 2)
}

// provePeriodParts is provePeriodAt for a game whose moves leave at most
// parts heaps (2, or 3 for a code with hexadecimal digits, see Code.Parts),
// from a finite code. The theorem carries over to three heaps with a larger
// bound: if g(n+p) = g(n) for a ≤ n < 3a+2p+t, with a ≥ 1, then for every
// n ≥ a. In the induction on M ≥ 3a+2p+t, the moves leaving at most two
// heaps match as above (M ≥ 2a+p+t holds), and a move leaving three heaps
// x ≤ y ≤ z from M+p, taking k ≤ t, has z ≥ (M+p−k)/3 ≥ a+p, so z−p is in
// [a, M) and (x, y, z−p) is a split of M by the same digit with the same
// value; conversely the largest heap z of a split of M is at least (M−k)/3
// ≥ a, so (x, y, z+p) is a split of M+p with the same value. The values
// read reach 3a+3p+t−1, so L values prove p from A = ⌊(L−3p−t)/3⌋. With
// parts = 2 this is the octal theorem.
func provePeriodParts(L int, g func(int) uint32, t, parts int) (periodic.Period, bool) {
	for p := 1; parts*p+t+parts <= L; p++ {
		A := (L - parts*p - t) / parts
		n := L - p - 1
		for n >= A && g(n) == g(n+p) {
			n--
		}
		if n >= A {
			continue
		}
		for n >= 0 && g(n) == g(n+p) {
			n--
		}
		return periodic.Period{Preperiod: n + 1, Period: p, Proven: true}, true
	}
	return periodic.Period{}, false
}
