package periodic

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"testing"
)

// observedPeriod is the oracle for findPeriod: straight from the
// definition, the smallest p, then the smallest a, with v[i+p] = v[i] for
// every i ≥ a within the computed values, accepted only when at least a
// whole window repeats (so the answer is proven, and by that proof the
// smallest one). The cost is O(len(v)²).
func observedPeriod(v []uint32, window int) (Period, bool) {
	for p := 1; p+window <= len(v); p++ {
		a := len(v) - p
		for a > 0 && v[a-1] == v[a-1+p] {
			a--
		}
		if len(v)-p-a >= window {
			return Period{Preperiod: a, Period: p, Proven: true}, true
		}
	}
	return Period{}, false
}

func TestFindPeriodSequences(t *testing.T) {
	r := rand.New(rand.NewPCG(1, 2))
	for trial := range 2000 {
		// A sequence in which each value is a random but fixed function of
		// the window before it, as in a game: the premise of findPeriod.
		window, alphabet := 1+r.IntN(5), 2+r.IntN(2)
		next := map[string]uint32{}
		v := make([]uint32, 0, 300)
		for range window {
			v = append(v, uint32(r.IntN(alphabet)))
		}
		for len(v) < 300 {
			key := fmt.Sprint(v[len(v)-window:])
			x, ok := next[key]
			if !ok {
				x = uint32(r.IntN(alphabet))
				next[key] = x
			}
			v = append(v, x)
		}
		at := func(i int) uint64 { return uint64(v[i]) }
		got, ok := Find(len(v), window, at)
		want, wantOK := observedPeriod(v, window)
		if ok != wantOK || got != want {
			t.Fatalf("trial %d: Find(%v, window %d) = %+v, %v; want %+v, %v", trial, v, window, got, ok, want, wantOK)
		}
	}
}

func TestFindPeriodSubtraction(t *testing.T) {
	r := rand.New(rand.NewPCG(3, 4))
	for range 300 {
		m := randomMoves(r, 1+r.IntN(6), 2+r.IntN(25))
		window := m[len(m)-1]
		nim := subtractionNim(m, 3000)
		want, wantOK := observedPeriod(nim, window)
		got, ok := Find(len(nim), window, func(i int) uint64 { return uint64(nim[i]) })
		if ok != wantOK || got != want {
			t.Errorf("moves %v: nim period %+v, %v; want %+v, %v", m, got, ok, want, wantOK)
		}
		outcomes := make([]uint32, len(nim))
		for i := range outcomes {
			if nim[i] == 0 {
				outcomes[i] = 1
			}
		}
		want, wantOK = observedPeriod(outcomes, window)
		got, ok = Find(len(outcomes), window, func(i int) uint64 { return uint64(outcomes[i]) })
		if ok != wantOK || got != want {
			t.Errorf("moves %v: outcome period %+v, %v; want %+v, %v", m, got, ok, want, wantOK)
		}
	}
}

// randomMoves returns a sorted set of about count distinct amounts in 1..most.
func randomMoves(r *rand.Rand, count, most int) []int {
	seen := map[int]bool{}
	for range count {
		seen[1+r.IntN(most)] = true
	}
	m := make([]int, 0, len(seen))
	for s := range seen {
		m = append(m, s)
	}
	slices.Sort(m)
	return m
}

// subtractionNim is the mex recurrence of a subtraction game, straight from
// its definition.
func subtractionNim(moves []int, n int) []uint32 {
	nim := make([]uint32, n)
	for i := range nim {
		seen := map[uint32]bool{}
		for _, s := range moves {
			if s <= i {
				seen[nim[i-s]] = true
			}
		}
		for seen[nim[i]] {
			nim[i]++
		}
	}
	return nim
}

// Find's guarantee at its edge: for window-determined sequences whose
// preperiod plus period plus window is close to n, a period is reported
// exactly when the n values hold a proof, and it is the oracle's.
func TestFindAtTheLimit(t *testing.T) {
	r := rand.New(rand.NewPCG(9, 10))
	for trial := range 400 {
		window, alphabet := 1+r.IntN(3), uint32(20+r.IntN(400))
		seed := r.Uint64()
		next := func(w []uint32) uint32 { // a random but fixed function of the window
			h := seed
			for _, x := range w {
				h = (h ^ uint64(x)) * 0x100000001B3
			}
			return uint32(h>>17) % alphabet
		}
		// Long enough to hold the cycle: find a, p on a long run first.
		long := make([]uint32, 0, 20000)
		for range window {
			long = append(long, uint32(r.IntN(int(alphabet))))
		}
		for len(long) < cap(long) {
			long = append(long, next(long[len(long)-window:]))
		}
		full, ok := observedPeriod(long[:min(len(long), 4000)], window)
		if !ok {
			continue
		}
		need := full.Preperiod + full.Period + window // the shortest prefix holding a proof
		for _, n := range []int{need - 2, need - 1, need, need + 1, need + 7} {
			if n < window+1 || n > len(long) {
				continue
			}
			v := long[:n]
			got, ok := Find(n, window, func(i int) uint64 { return uint64(v[i]) })
			switch {
			case n < need && ok:
				t.Fatalf("trial %d: n = %d < %d (preperiod %d + period %d + window %d): Find = %+v, want none",
					trial, n, need, full.Preperiod, full.Period, window, got)
			case n >= need && (!ok || got != full):
				t.Fatalf("trial %d: n = %d ≥ %d: Find = %+v, %v; want %+v", trial, n, need, got, ok, full)
			}
		}
	}
}

// TestSizesDescribe checks the sentences in the words of other sizes than
// heaps, and the statement of an arithmetic law.
func TestSizesDescribe(t *testing.T) {
	z := Sizes{At: "path:%s", Upto: "%s sizes of path:n"}
	for _, c := range []struct {
		p    *Period
		law  *Law
		want string
	}{
		{&Period{Preperiod: 72, Period: 12, Proven: true}, nil, "From path:72 on, the nim-values repeat every 12."},
		{&Period{Preperiod: 3, Period: 1}, nil, "From path:3 on, the nim-values are constant. (Seen, not proven.)"},
		{nil, nil, "No period of the nim-values up to 1,000 sizes of path:n."},
		{nil, &Law{Preperiod: 1, Period: 4, Saltus: 4}, "From path:1 on, the nim-values grow by 4 every 4 sizes of path:n: g(n+4) = g(n) + 4."},
		{&Period{Preperiod: 0, Period: 2, Proven: true}, &Law{Preperiod: 1, Period: 4, Saltus: 4}, "From path:0 on, the nim-values repeat every 2."},
	} {
		if got := z.Describe("nim-values", c.p, 1000, c.law); got != c.want {
			t.Errorf("Describe(%v, %v) = %q, want %q", c.p, c.law, got, c.want)
		}
	}
	if got, want := Describe("outcomes", nil, 4194304), "No period of the outcomes up to 4,194,304 heap sizes."; got != want {
		t.Errorf("Describe = %q, want %q", got, want)
	}
}

// searchFromLength is Search as it was before its early sizes, the oracle
// of TestSearchEarly: the sizes begin at max(length, min(limit, start))
// and double up to limit.
func searchFromLength[S any](length, start, limit int,
	compute func(n int) (S, error), prove func(seq S, n int) (Period, bool)) (S, int, *Period) {
	n := max(length, min(limit, start))
	for {
		seq, _ := compute(n)
		if p, ok := prove(seq, n); ok {
			return seq, n, &p
		}
		if n >= limit {
			return seq, n, nil
		}
		n = min(2*n, limit)
	}
}

// A search that ends early, below length, gives the values of heaps
// 0..length−1 (carried by Extend) and the period of a search from length;
// one that does not gives what a search from length gives. The sequences
// are window-determined, as in a game, with cycles from tens to thousands
// long, so that some searches end early and others run past length.
func TestSearchEarly(t *testing.T) {
	r := rand.New(rand.NewPCG(11, 12))
	early, late := 0, 0
	for trial := range 600 {
		window, alphabet := 1+r.IntN(3), uint32(2+r.IntN(300))
		seed := r.Uint64()
		long := make([]uint32, 0, 1<<16)
		for range window {
			long = append(long, uint32(r.IntN(int(alphabet))))
		}
		compute := func(n int) ([]uint32, error) {
			for len(long) < n { // a random but fixed function of the window
				h := seed
				for _, x := range long[len(long)-window:] {
					h = (h ^ uint64(x)) * 0x100000001B3
				}
				long = append(long, uint32(h>>17)%alphabet)
			}
			return long[:n], nil
		}
		var sizes []int
		counted := func(n int) ([]uint32, error) { sizes = append(sizes, n); return compute(n) }
		prove := func(v []uint32, n int) (Period, bool) { return FindIn(v, n, window) }
		length, start := r.IntN(40000), 16+r.IntN(2000)
		limit := []int{start / 2, length / 3, 2 * length, 1 << 16}[r.IntN(4)]

		seq, n, p, err := Search(length, start, limit, counted, prove)
		wantSeq, wantN, wantP := searchFromLength(length, start, limit, compute, prove)
		if err != nil {
			t.Fatal(err)
		}
		name := fmt.Sprintf("trial %d (window %d, length %d, start %d, limit %d)", trial, window, length, start, limit)
		if n >= length {
			late++
			if n != wantN || fmt.Sprint(p) != fmt.Sprint(wantP) || !slices.Equal(seq, wantSeq) {
				t.Fatalf("%s: Search = %d values, period %v; want %d, %v", name, n, p, wantN, wantP)
			}
			continue
		}
		early++
		for _, size := range sizes {
			if size > length/8 || size > limit {
				t.Fatalf("%s: ended early after computing %d values, beyond length/8 or the limit", name, size)
			}
		}
		if p == nil || wantP == nil || *p != *wantP || wantN != length {
			t.Fatalf("%s: ended early at %d with period %v; a search from length gives %v at %d", name, n, p, wantP, wantN)
		}
		if got := Extend(seq, n, length, p); !slices.Equal(got, wantSeq[:length]) {
			t.Fatalf("%s: the %d values carried from %d differ from the sequence", name, length, n)
		}
	}
	if early < 50 || late < 50 {
		t.Errorf("%d searches ended early and %d did not; want at least 50 of each", early, late)
	}
}

// Extend and ExtendString carry the values by the period as Fold maps the
// heaps beyond them, on random sequences, periods and lengths.
func TestExtend(t *testing.T) {
	r := rand.New(rand.NewPCG(13, 14))
	for trial := range 2000 {
		p := Period{Preperiod: r.IntN(20), Period: 1 + r.IntN(40), Proven: true}
		n := p.Preperiod + p.Period + r.IntN(50)
		values := make([]byte, n+r.IntN(5)) // values beyond n must not be read
		for i := range values {
			values[i] = byte('a' + r.IntN(26))
		}
		for i := p.Preperiod + p.Period; i < n; i++ {
			values[i] = values[i-p.Period]
		}
		length := n + r.IntN(3000)
		if trial%50 == 0 { // over several of Repeat's chunks
			length = n + r.IntN(5*repeatChunk)
		}
		want := make([]byte, length)
		for i := range want {
			want[i] = values[Fold(i, n, &p)]
		}
		if got := Extend(values, n, length, &p); !slices.Equal(got, want) {
			t.Fatalf("trial %d: Extend(%q, %d, %d, %+v) = %q, want %q", trial, values, n, length, p, got, want)
		}
		if got := ExtendString(values, n, length, &p); got != string(want) {
			t.Fatalf("trial %d: ExtendString(%q, %d, %d, %+v) = %q, want %q", trial, values, n, length, p, got, want)
		}
	}
}
