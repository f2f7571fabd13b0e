package stats

import (
	"math/bits"
	"strconv"
)

// Parity says whether the parity of the heap size may take part in the rare
// classification, and with which offset: the parity shared by every take
// that splits a heap (see the package documentation).
type Parity int8

const (
	// NoParity: the classification uses the mask of values only, as for a
	// game whose splitting takes have both parities.
	NoParity Parity = iota
	// EvenSplits: every splitting take is even (or none splits): "pos"
	// classes heap x by x mod 2.
	EvenSplits
	// OddSplits: every splitting take is odd: "pos" classes heap x by
	// (x − 1) mod 2.
	OddSplits
)

// Kind says what an Acc is fed.
type Kind int8

const (
	// Outcomes: only whether each heap is cold (a P-position).
	Outcomes Kind = iota
	// Nim: nim-values, without rare statistics (games other than the
	// take-and-break games).
	Nim
	// Rare: nim-values with the rare statistics of sparse space (octal
	// games and Grundy's game).
	Rare
)

// Acc accumulates the statistics of heaps 0, 1, 2, … fed in order. The zero
// Acc is not usable: call New.
type Acc struct {
	kind      Kind
	parity    Parity
	n         int64
	cold      int64
	largest   uint32
	largestAt int64
	// nimLen is how many heaps had their nim-values fed before the first
	// fed by AddCold; −1 while none was.
	nimLen int64
	// count[v<<1|c] heaps have value v and class c = (x − s) mod 2 (0
	// without parity); last[v<<1|c] is the last of them. Their length is
	// a power of two above every v<<1|c.
	count  []int64
	last   []int64
	powers []Summary
}

// New returns an empty accumulator of the kind given; parity matters for
// Rare only.
func New(kind Kind, parity Parity) *Acc {
	a := &Acc{kind: kind, parity: parity, nimLen: -1}
	if kind != Outcomes {
		a.count, a.last = make([]int64, 2), make([]int64, 2)
	}
	return a
}

// Len returns how many heaps were fed: 0..Len()−1.
func (a *Acc) Len() int64 { return a.n }

// Add feeds the nim-value of the next heap. It panics for an Acc of
// Outcomes. The cost is O(1), amortised over the growth of the counters.
func (a *Acc) Add(v uint32) {
	if a.kind == Outcomes {
		panic("stats: Add on an accumulator of outcomes; use AddOutcome")
	}
	if a.nimLen >= 0 {
		panic("stats: Add after AddCold: the nim-values fed must be those of the first heaps")
	}
	x := a.n
	if v == 0 {
		a.cold++
	}
	if v > a.largest {
		a.largest, a.largestAt = v, x
	}
	c := int64(0)
	if a.parity != NoParity {
		c = (x ^ int64(a.parity-EvenSplits)) & 1
	}
	i := int(v)<<1 | int(c)
	for i >= len(a.count) {
		a.count = append(a.count, make([]int64, len(a.count))...)
		a.last = append(a.last, make([]int64, len(a.last))...)
	}
	a.count[i]++
	a.last[i] = x
	a.n++
	if a.n&(a.n-1) == 0 {
		a.powers = append(a.powers, a.Summary())
	}
}

// AddBlock feeds the nim-values of the next len(vs) heaps.
func (a *Acc) AddBlock(vs []uint32) {
	for _, v := range vs {
		a.Add(v)
	}
}

// AddOutcome feeds the outcome of the next heap: cold when it is a
// P-position. For an Acc of nim-values, use Add.
func (a *Acc) AddOutcome(cold bool) {
	if a.kind != Outcomes {
		panic("stats: AddOutcome on an accumulator of nim-values; use Add")
	}
	if cold {
		a.cold++
	}
	a.n++
	if a.n&(a.n-1) == 0 {
		a.powers = append(a.powers, a.Summary())
	}
}

// AddCold feeds the next heap of an Acc of nim-values whose nim-value was
// not computed, only whether it is cold: the statistics of the values
// (largest, frequencies, the rare ones) are then those of the heaps fed
// before it (Summary.NimLen), and every later heap must be fed so too. For
// an Acc of Outcomes it is AddOutcome.
func (a *Acc) AddCold(cold bool) {
	if a.kind == Outcomes {
		a.AddOutcome(cold)
		return
	}
	if a.nimLen < 0 {
		a.nimLen = a.n
	}
	if cold {
		a.cold++
	}
	a.n++
	if a.n&(a.n-1) == 0 {
		a.powers = append(a.powers, a.Summary())
	}
}

// Powers returns the Summary of heaps 0..2^k−1 for every power of two 2^k
// ≤ Len(), in increasing order. The slice is the Acc's own.
func (a *Acc) Powers() []Summary { return a.powers }

// Summary is the statistics of heaps 0..Len−1.
type Summary struct {
	Kind Kind
	Len  int64 // the heaps counted: 0..Len−1
	Cold int64 // how many of them are P-positions (value 0)
	// NimLen is how many of them, from heap 0, had their nim-values counted
	// (Len unless some were fed by AddCold): the Nim and Rare fields below
	// are of heaps 0..NimLen−1.
	NimLen int64

	// Nim and Rare kinds, when Len > 0:
	Largest     uint32  // the largest value
	LargestAt   int64   // the first heap with the largest value
	Frequencies []int64 // Frequencies[v]: how many heaps have value v, v ≤ Largest

	// Rare kind, when Len > 0:
	RareMask   uint32 // the mask of value bits of the rare classification
	RareParity bool   // the heap size's parity takes part ("pos")
	RareCount  int64  // how many heaps are rare
	LastRare   int64  // the last rare heap; −1 when none is rare
}

// Mask writes the rare classification as the tables do: the mask in
// hexadecimal, with "+pos" when the heap size's parity takes part ("fe",
// "1+pos").
func (s Summary) Mask() string {
	m := strconv.FormatUint(uint64(s.RareMask), 16)
	if s.RareParity {
		m += "+pos"
	}
	return m
}

// Summary returns the statistics of the heaps fed so far. The cost is
// O(V + B·2^B) (see the package documentation).
func (a *Acc) Summary() Summary {
	s := Summary{Kind: a.kind, Len: a.n, Cold: a.cold, NimLen: a.n, LastRare: -1}
	if a.nimLen >= 0 {
		s.NimLen = a.nimLen
	}
	if a.kind == Outcomes || s.NimLen == 0 {
		return s
	}
	s.Largest, s.LargestAt = a.largest, a.largestAt
	s.Frequencies = make([]int64, a.largest+1)
	for i, c := range a.count[:2*(int(a.largest)+1)] {
		s.Frequencies[i>>1] += c
	}
	if a.kind == Rare {
		a.rare(&s)
	}
	return s
}

// rare sets the rare statistics of s: the classification with the fewest
// rare heaps, by a Walsh–Hadamard transform of the counts by value and
// class. The number of rare heaps under classification i = M·2 + pos is
// the number of heaps whose entry j = v·2 + c has popcount(i & j) even,
// that is (n + H[i]) / 2 with H the transform of the counts.
func (a *Acc) rare(s *Summary) {
	size := 2 << bits.Len32(a.largest) // entries v·2+c, v < 2^b
	h := make([]int64, size)
	copy(h, a.count[:size])
	WalshHadamard(h)
	best, fewest := 0, (s.NimLen+h[0])/2
	for i := 1; i < size; i++ {
		if i&1 == 1 && a.parity == NoParity {
			continue
		}
		if r := (s.NimLen + h[i]) / 2; r < fewest {
			best, fewest = i, r
		}
	}
	s.RareMask, s.RareParity, s.RareCount = uint32(best>>1), best&1 == 1, fewest
	for j, c := range a.count[:size] {
		if c > 0 && bits.OnesCount(uint(best&j))%2 == 0 {
			s.LastRare = max(s.LastRare, a.last[j])
		}
	}
}

// WalshHadamard transforms h in place: h[i] becomes the sum over j of h[j],
// negated where popcount(i & j) is odd. len(h) is a power of two. Applied to
// counts of heaps by value bits, entry i counts those of even parity under
// mask i less those of odd parity.
func WalshHadamard(h []int64) {
	for half := 1; half < len(h); half *= 2 {
		for i := 0; i < len(h); i += 2 * half {
			for j := i; j < i+half; j++ {
				h[j], h[j+half] = h[j]+h[j+half], h[j]-h[j+half]
			}
		}
	}
}

// SplitParity returns the Parity of a game whose moves split a heap in two
// after taking any of takes (0: a split without taking): EvenSplits when
// every take is even or there is none, OddSplits when every take is odd,
// NoParity otherwise.
func SplitParity(takes []int) Parity {
	var even, odd bool
	for _, k := range takes {
		even, odd = even || k%2 == 0, odd || k%2 == 1
	}
	switch {
	case even && odd:
		return NoParity
	case odd:
		return OddSplits
	}
	return EvenSplits
}
