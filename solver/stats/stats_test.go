package stats

import (
	"math/bits"
	"math/rand/v2"
	"slices"
	"testing"
)

// brute computes the Summary of values by definition: every classification
// counted heap by heap.
func brute(kind Kind, parity Parity, values []uint32) Summary {
	s := Summary{Kind: kind, Len: int64(len(values)), LastRare: -1}
	for _, v := range values {
		if v == 0 {
			s.Cold++
		}
	}
	if kind == Outcomes || len(values) == 0 {
		return s
	}
	s.Largest = slices.Max(values)
	s.LargestAt = int64(slices.Index(values, s.Largest))
	s.Frequencies = make([]int64, s.Largest+1)
	for _, v := range values {
		s.Frequencies[v]++
	}
	if kind != Rare {
		return s
	}
	first := true
	for m := uint32(0); m < 1<<bits.Len32(s.Largest); m++ {
		for _, pos := range []bool{false, true} {
			if pos && parity == NoParity {
				continue
			}
			var count, last int64 = 0, -1
			for x, v := range values {
				p := bits.OnesCount32(v&m) % 2
				rare := p == 0
				if pos {
					c := x % 2
					if parity == OddSplits {
						c = (x + 1) % 2
					}
					rare = p == c
				}
				if rare {
					count++
					last = int64(x)
				}
			}
			if first || count < s.RareCount {
				first = false
				s.RareMask, s.RareParity, s.RareCount, s.LastRare = m, pos, count, last
			}
		}
	}
	return s
}

func equal(a, b Summary) bool {
	return a.Kind == b.Kind && a.Len == b.Len && a.Cold == b.Cold && a.Largest == b.Largest &&
		a.LargestAt == b.LargestAt && slices.Equal(a.Frequencies, b.Frequencies) &&
		a.RareMask == b.RareMask && a.RareParity == b.RareParity && a.RareCount == b.RareCount && a.LastRare == b.LastRare
}

// The accumulator agrees with the definition on random sequences: values
// of a few bits, sparse ones (mostly of one parity class, as in the octal
// games), every kind and parity, at every power of two and at the end.
func TestAccAgainstBruteForce(t *testing.T) {
	r := rand.New(rand.NewPCG(1, 2))
	for trial := range 300 {
		n := r.IntN(300)
		top := uint32(1) << r.IntN(8)
		values := make([]uint32, n)
		sparse := r.IntN(2) == 0
		mask := uint32(r.IntN(int(top)))
		for i := range values {
			v := uint32(r.IntN(int(top)))
			if sparse && r.IntN(20) != 0 && bits.OnesCount32(v&mask)%2 == (i+trial)%2 {
				v ^= mask & -mask // mostly common: flip the parity
			}
			values[i] = v
		}
		kind := Kind(r.IntN(3))
		parity := Parity(r.IntN(3))
		a := New(kind, parity)
		if kind == Outcomes {
			for _, v := range values {
				a.AddOutcome(v == 0)
			}
		} else {
			a.AddBlock(values)
		}
		if got, want := a.Summary(), brute(kind, parity, values); !equal(got, want) {
			t.Fatalf("trial %d (kind %d, parity %d, %d values): Summary() = %+v, want %+v", trial, kind, parity, n, got, want)
		}
		powers := a.Powers()
		for k := 0; 1<<k <= n; k++ {
			if k >= len(powers) {
				t.Fatalf("trial %d: %d powers, want one for 2^%d ≤ %d", trial, len(powers), k, n)
			}
			if want := brute(kind, parity, values[:1<<k]); !equal(powers[k], want) {
				t.Fatalf("trial %d: Powers()[%d] = %+v, want %+v", trial, k, powers[k], want)
			}
		}
	}
}

// Small cases by hand: heap 0 is rare under every mask without pos; the
// mask is written in hexadecimal with +pos.
func TestSummaryByHand(t *testing.T) {
	a := New(Rare, EvenSplits)
	a.AddBlock([]uint32{1, 0, 1, 0, 1, 0}) // parity of g(x) ≠ x mod 2: no heap rare under (1, pos)
	s := a.Summary()
	if s.Mask() != "1+pos" || s.RareCount != 0 || s.LastRare != -1 {
		t.Errorf("1,0,1,0,1,0: mask %s, %d rare, last %d; want 1+pos, 0, -1", s.Mask(), s.RareCount, s.LastRare)
	}
	if s.Cold != 3 || s.Largest != 1 || s.LargestAt != 0 || !slices.Equal(s.Frequencies, []int64{3, 3}) {
		t.Errorf("1,0,1,0,1,0: %+v", s)
	}
	a = New(Rare, EvenSplits)
	a.AddBlock([]uint32{0, 1, 0, 1, 0, 1}) // (1, pos) makes all rare; (0, pos) the even heaps, first on the tie with (1, no pos)
	if s := a.Summary(); s.Mask() != "0+pos" || s.RareCount != 3 || s.LastRare != 4 {
		t.Errorf("0,1,0,1,0,1: mask %s, %d rare, last %d; want 0+pos, 3, 4", s.Mask(), s.RareCount, s.LastRare)
	}
	b := New(Rare, NoParity)
	b.AddBlock([]uint32{0, 0, 0, 1, 0, 2, 1, 0, 2, 1}) // Grundy's game, OEIS A002188
	// Mask 0 makes every heap rare; mask 1 the values 0 and 2 (7 heaps),
	// mask 2 the values 0 and 1 (8), mask 3 the values 0 and 3 (5).
	if s := b.Summary(); s.Mask() != "3" || s.RareCount != 5 || s.LastRare != 7 {
		t.Errorf("Grundy's game to 10: mask %s, %d rare, last %d; want 3, 5, 7", s.Mask(), s.RareCount, s.LastRare)
	}
}
