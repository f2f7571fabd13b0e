// Package periodic is Stones' bottom layer: eventually periodic sequences,
// the proofs that a sequence computed up to some length repeats for ever,
// and the look-ups that fold a heap of any size onto a computed one.
//
// A sequence is eventually periodic with preperiod a and period p when
// value(i+p) = value(i) for every i ≥ a. Stones reports the smallest p and
// then the smallest a for it, and marks a period Proven only when a theorem
// covers every index, not only those computed.
package periodic

import (
	"fmt"
	"math/big"
	"runtime"
	"strconv"
	"strings"

	"stones/solver/numerals"
)

// Period describes an eventually periodic sequence: value(i+Period) =
// value(i) for every i ≥ Preperiod, with Period the smallest such period and
// Preperiod the smallest start for it. Proven says the periodicity is a
// theorem for all indices, not an observation over those computed.
type Period struct {
	Preperiod int  `json:"preperiod"`
	Period    int  `json:"period"`
	Proven    bool `json:"proven"`
}

// Find looks for the eventual period of a sequence of length n in which
// every value from index window on is a function of the window values
// before it, as in a subtraction game with window = max S: each value
// depends only on the previous max S values.
//
// The proof it gives: if two windows of window consecutive values are equal,
// at indices [i-window, i) and [j-window, j), every value after them is
// equal too, so value(t+j-i) = value(t) for all t ≥ i-window, for every
// index and not only those computed: j−i is an eventual period, and so a
// multiple of the smallest one, p.
//
// The guarantee: Find reports the smallest eventual period p and then the
// smallest preperiod a for it exactly when the n values hold a proof, that
// is when a + p + window ≤ n; otherwise ok is false. It compares the last
// window, [n−window, n), with the windows before it, nearest first: an
// equal window at distance d makes d an eventual period, hence a multiple
// of p, and the window at distance p is equal as soon as n−window−p ≥ a;
// so the nearest equal window is at distance p, and there is none when
// n−window−p < a. The preperiod is then walked back from n−window−p while
// value(t) = value(t+p).
//
// at returns the value at an index; equal values must give equal results.
// The cost is O(n) calls of at (O(window + p) when a period is found), plus
// O(window) for each hash collision.
func Find(n, window int, at func(i int) uint64) (p Period, ok bool) {
	return find(n, window, at, func(start, p int) Period { return smallestPreperiod(start, p, n, at) })
}

// FindIn is Find over values[:n], read directly: the preperiod is walked
// back over the slice, which costs a fraction of Find's calls of at on
// long sequences (10^7 values of a period found from heap 0).
func FindIn[V uint8 | uint32](values []V, n, window int) (p Period, ok bool) {
	at := func(i int) uint64 { return uint64(values[i]) }
	return find(n, window, at, func(start, p int) Period {
		a := start
		for a > 0 && a-1+p < n && values[a-1] == values[a-1+p] {
			a--
		}
		return Period{Preperiod: a, Period: p, Proven: true}
	})
}

// find is Find, with walk the walk of the preperiod back from start for the
// period p.
func find(n, window int, at func(i int) uint64, walk func(start, p int) Period) (p Period, ok bool) {
	if window < 1 || n < window+1 {
		return Period{}, false
	}
	// A window hash: h(j) = Σ mix(value(t))·B^(j-1-t) over t in [j-window,
	// j), rolled backwards: h(j−1) = (h(j) − mix(value(j−1)) +
	// B^window·mix(value(j−1−window)))·B⁻¹, all mod 2^64 (B is odd, so
	// invertible).
	const base = 0x9E3779B97F4A7C15
	inv := uint64(base) // Newton's iteration for the inverse mod 2^64
	for range 6 {
		inv *= 2 - base*inv
	}
	pow := uint64(1) // base^window
	for range window {
		pow *= base
	}
	mix := func(v uint64) uint64 {
		v += 0x632BE59BD9B4E019
		v ^= v >> 31
		v *= 0xBF58476D1CE4E5B9
		return v ^ v>>29
	}
	var last uint64
	for t := n - window; t < n; t++ {
		last = last*base + mix(at(t))
	}
	sameWindows := func(i, j int) bool { // the windows ending at i and at j
		for t := 1; t <= window; t++ {
			if at(i-t) != at(j-t) {
				return false
			}
		}
		return true
	}
	h := last
	for j := n; j > window; j-- {
		// h is h(j); step to h(j−1), the window ending one earlier.
		h = (h - mix(at(j-1)) + pow*mix(at(j-1-window))) * inv
		if h == last && sameWindows(j-1, n) {
			return walk(j-1-window, n-(j-1)), true
		}
	}
	return Period{}, false
}

// smallestPreperiod returns the period p with the smallest preperiod, given
// that value(t+p) = value(t) is proven for every t ≥ start.
func smallestPreperiod(start, p, n int, at func(i int) uint64) Period {
	a := start
	for a > 0 && a-1+p < n && at(a-1) == at(a-1+p) {
		a--
	}
	return Period{Preperiod: a, Period: p, Proven: true}
}

// Smallest returns the smallest period and then the smallest preperiod of
// a sequence known to satisfy value(n+p) = value(n) for every n ≥ a (known:
// a, p). The smallest eventual period q divides p, since the eventual
// periods of a sequence are the multiples of the smallest; and q divides p
// with value(n+q) = value(n) for every n ≥ a as soon as it holds for a ≤ n
// < a+p, because any n ≥ a is n0 + j·p with n0 in that window and value(n+q)
// = value(n0+q) = value(n0) = value(n). So the divisors of p are tried on
// one window, and the preperiod walked back from a while the values repeat.
// It reads values below a+2p. The cost is O(p · d(p)).
func Smallest[V comparable](at func(i int) V, known Period) Period {
	a, p := known.Preperiod, known.Period
	q := p
	for d := 1; d < p; d++ {
		if p%d != 0 {
			continue
		}
		ok := true
		for n := a; n < a+p && ok; n++ {
			ok = at(n+d) == at(n)
		}
		if ok {
			q = d
			break
		}
	}
	for a > 0 && at(a-1) == at(a-1+q) {
		a--
	}
	return Period{Preperiod: a, Period: q, Proven: known.Proven}
}

// Repeat fills b[from:] so that b[i] = b[i−period], given b[from−period:
// from], by copies that double in length up to a chunk: b[s0:i] is
// periodic, so b[i+j] = b[i−d+j] for d a multiple of the period with
// s0 ≤ i−d. The cost is O(len(b)).
func Repeat[T any](b []T, from, period int) {
	s0 := from - period
	for i := from; i < len(b); {
		d := (i - s0) / period * period
		i += copy(b[i:], b[i-d:i-d+min(d, repeatChunk)])
		runtime.Gosched()
	}
}

// repeatChunk is the most elements Repeat and ExtendString copy at once,
// and they yield (runtime.Gosched) after each. A copy cannot be preempted,
// and a loop of copies offers no point where the goroutine stops for a
// garbage collection that starts meanwhile (the copies fill a new array):
// the collector then signals the thread over and over, each signal
// landing in a copy, until the copies end. That made the command line's
// 10^7 nim-values of a subtraction game two to three times slower (0.2–0.3
// s against 0.08–0.1 s, most of it the kernel's).
const repeatChunk = 1 << 16

// ExtendString is Extend for letters, returned as a string: it is built in
// place, each copy appending what is built so far from one period before n,
// so that the letters are never copied whole into a string. The cost is
// O(length).
func ExtendString(letters []byte, n, length int, p *Period) string {
	var b strings.Builder
	b.Grow(length)
	b.Write(letters[:n])
	from := n - p.Period
	for b.Len() < length {
		built := b.String()
		d := (len(built) - from) / p.Period * p.Period
		b.WriteString(built[len(built)-d:][:min(d, repeatChunk, length-len(built))])
		runtime.Gosched()
	}
	return b.String()
}

// Fold maps index i of a sequence to one below computed with the same value:
// i itself below computed, beyond it by the period p, which must then be
// known (Fold panics on a nil p with i ≥ computed: a programming error).
func Fold(i, computed int, p *Period) int {
	if i < computed {
		return i
	}
	return p.Preperiod + (i-p.Preperiod)%p.Period
}

// Reduce maps an index of any size to an equal-valued one below computed,
// using a proven period; ok is false when it cannot (beyond computed with no
// proven period). The cost is one division of n-sized numbers.
func Reduce(n *big.Int, computed int, p *Period) (int, bool) {
	if n.IsInt64() && n.Int64() < int64(computed) {
		return int(n.Int64()), true
	}
	if p == nil || !p.Proven {
		return 0, false
	}
	a := big.NewInt(int64(p.Preperiod))
	m := new(big.Int).Sub(n, a)
	m.Mod(m, big.NewInt(int64(p.Period)))
	m.Add(m, a)
	if m.Int64() >= int64(computed) {
		return 0, false
	}
	return int(m.Int64()), true
}

// Search computes a sequence over doubling sizes until prove finds a
// period or the limit is reached, and returns the last sequence computed,
// its length n, and the period (nil when none was found).
//
// A caller needs the first length values, and the sizes begin at
// min(limit, start). While they are at most length/8, a period found ends
// the search early, with n below length: the caller carries the n values
// to length by the period (Extend), which gives them exactly, and the same
// period as a search from length, when prove is Find's proof, which proves
// at every size from the first that holds one. Otherwise the sizes begin
// at max(length, min(limit, start)) and double up to limit.
//
// The cost is at most twice that of computing limit values, plus a
// quarter of computing length values for the early sizes when they find
// no period.
func Search[S any](length, start, limit int,
	compute func(n int) (S, error), prove func(seq S, n int) (Period, bool)) (S, int, *Period, error) {
	first := min(limit, start)
	n, early := first, first > 0 && first <= length/8
	if !early {
		n = max(length, first)
	}
	for {
		seq, err := compute(n)
		if err != nil {
			var zero S
			return zero, 0, nil, err
		}
		if p, ok := prove(seq, n); ok {
			return seq, n, &p, nil
		}
		switch {
		case early && 2*n <= min(length/8, limit):
			n *= 2
		case early:
			n, early = max(length, first), false
		case n >= limit:
			return seq, n, nil, nil
		default:
			n = min(2*n, limit)
		}
	}
}

// Extend returns values[:n], whose period p is proven, carried to length
// values by p (Repeat): a new slice, values being left as they are. n must
// be at least p.Preperiod + p.Period. The cost is O(length).
func Extend[T any](values []T, n, length int, p *Period) []T {
	b := make([]T, length)
	copy(b, values[:n])
	Repeat(b, n, p.Period)
	return b
}

// Describe puts a period search's finding about a sequence (its subject:
// "outcomes", "nim-values") in a sentence for people: "From heap 134 on,
// the nim-values repeat every 49." It says "No period of the outcomes up to
// 4,194,304 heap sizes." when p is nil after searching that many, and adds
// "(Seen, not proven.)" to a period that is not a theorem. It speaks of
// heaps: Sizes.Describe speaks of other sizes.
func Describe(subject string, p *Period, searched int) string {
	return Heaps.Describe(subject, p, searched, nil)
}

// Sizes names the sizes a sequence runs over, for Describe: a heap's for
// heap games, a graph's vertices or a board's columns for others. Each
// holds one %s, where the number goes.
type Sizes struct {
	At   string `json:"at"`   // the size n: "heap %s", "%s vertices", "column %s"
	Upto string `json:"upto"` // n sizes: "%s heap sizes", "%s vertices", "%s columns"
}

// Heaps are the sizes of heap games.
var Heaps = Sizes{At: "heap %s", Upto: "%s heap sizes"}

// Law is an arithmetic period, a theorem for every index: value(i+Period)
// = value(i) + Saltus for every i ≥ Preperiod, with Saltus > 0, so that no
// period exists (Winning Ways, ch. 4: arithmetic periodicity; a closed form
// such as Nim's g(n) = n is one).
type Law struct {
	Preperiod int    `json:"preperiod"`
	Period    int    `json:"period"`
	Saltus    uint64 `json:"saltus"`
}

// Describe puts a period search's finding in a sentence, as the function
// Describe does, in the words of z: "From 72 vertices on, the nim-values
// repeat every 12." When p is nil and law is not, it states the law: "From
// heap 1 on, the nim-values grow by 4 every 4 heap sizes: g(n+4) = g(n) +
// 4."
func (z Sizes) Describe(subject string, p *Period, searched int, law *Law) string {
	at := func(n int) string { return fmt.Sprintf(z.At, numerals.Grouped(n)) }
	upto := func(n int) string { return fmt.Sprintf(z.Upto, numerals.Grouped(n)) }
	if p == nil && law != nil {
		return fmt.Sprintf("From %s on, the %s grow by %s every %s: g(n+%d) = g(n) + %d.",
			at(law.Preperiod), subject, strconv.FormatUint(law.Saltus, 10), upto(law.Period), law.Period, law.Saltus)
	}
	if p == nil {
		return fmt.Sprintf("No period of the %s up to %s.", subject, upto(searched))
	}
	var s string
	switch {
	case p.Period == 1:
		s = fmt.Sprintf("From %s on, the %s are constant.", at(p.Preperiod), subject)
	default:
		s = fmt.Sprintf("From %s on, the %s repeat every %s.", at(p.Preperiod), subject, numerals.Grouped(p.Period))
	}
	if !p.Proven {
		s += " (Seen, not proven.)"
	}
	return s
}
