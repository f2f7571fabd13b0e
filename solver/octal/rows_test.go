package octal

import (
	"fmt"
	"math/bits"
	"math/rand/v2"
	"runtime"
	"testing"

	"stones/solver/game"
)

// oracle returns the nim-values of rows 0..n-1 of the game of code with
// the splits allowed, by the plain mex over every option, straight from the
// definition of the digits: digit k, bit 1: take k, the whole heap; bit 2:
// take k ≥ 1 leaving one non-empty heap; bit 4: take k leaving two
// non-empty heaps (of different sizes under UnequalSplits). The cost is
// O(n²·t).
func oracle(code Code, splits Splits, n int) []uint32 {
	g := make([]uint32, n)
	for h := 1; h < n; h++ {
		option := make([]bool, 2*h+2)
		for k := 0; k <= code.MaxTake() && k <= h; k++ {
			d, rest := code.Digit(k), h-k
			if d&1 != 0 && k > 0 && rest == 0 {
				option[0] = true
			}
			if d&2 != 0 && k > 0 && rest > 0 {
				option[g[rest]] = true
			}
			if d&4 != 0 {
				for a := 1; a < rest; a++ {
					if splits == UnequalSplits && 2*a == rest {
						continue
					}
					if v := g[a] ^ g[rest-a]; int(v) < len(option) {
						option[v] = true
					}
				}
			}
		}
		for option[g[h]] {
			g[h]++
		}
	}
	return g
}

// randomCode returns a code of 1 to 4 digits, with a leading 4 a third of
// the time.
func randomCode(r *rand.Rand) Code {
	for {
		s := "0."
		if r.IntN(3) == 0 {
			s = "4."
		}
		for range 1 + r.IntN(4) {
			s += string(rune('0' + r.IntN(8)))
		}
		if c, err := ParseCode("code", s); err == nil {
			return c
		}
	}
}

// engine is a way to compute the nim-values of rows.
type engine struct {
	name   string
	values func(code Code, splits Splits, n int) []uint32
}

// engines compute nim-values of rows, tested alike: the oracle, the
// automatic engine (which picks its classification at 128 and 256), the
// same with its values widened to 4 bytes from the first value of 4 on (the
// path of values of 65536 and more), with probes a few pairs apart (the
// probes start 8191 apart, beyond these rows), the plain scan, and sparse space with
// fixed masks, with and without the domain parity. Each is exact whatever
// the game: the masks and the storage change only the speed.
var engines = func() []engine {
	es := []engine{
		{"oracle", oracle},
		{"options", byOptions},
		{"auto", func(code Code, splits Splits, n int) []uint32 { return fixedRows(code, splits, n, nil) }},
		{"auto, wide from 4", func(code Code, splits Splits, n int) []uint32 { return wideRows(code, splits, n, 4, nil) }},
		{"auto, probes 5 apart", func(code Code, splits Splits, n int) []uint32 {
			return fixedRows(code, splits, n, func(e *Rows) { e.stride = 5; e.fixed = false })
		}},
		{"auto, blocks of 5 rows, probes 7 apart", func(code Code, splits Splits, n int) []uint32 {
			return fixedRows(code, splits, n, func(e *Rows) { e.blockRows, e.stride = 5, 7; e.fixed = false })
		}},
		{"auto, blocks of 4 rows, probes 3 apart, a row alone every block", func(code Code, splits Splits, n int) []uint32 {
			return fixedRows(code, splits, n, func(e *Rows) { e.blockRows, e.stride, e.sampleBlocks = 4, 3, 1; e.fixed = false })
		}},
		{"auto, blocks of 3 rows, wide from 12", func(code Code, splits Splits, n int) []uint32 {
			return wideRows(code, splits, n, 12, func(e *Rows) { e.blockRows = 3 })
		}},
		{"plain, probes 3 apart", func(code Code, splits Splits, n int) []uint32 {
			return fixedRows(code, splits, n, func(e *Rows) { e.stride = 3; e.classify(false, 0, false) })
		}},
		{"plain", func(code Code, splits Splits, n int) []uint32 {
			return fixedRows(code, splits, n, func(e *Rows) { e.classify(false, 0, false) })
		}},
	}
	for _, mask := range []uint32{1, 2, 3, 6, 7, 0xff} {
		for _, dom := range []bool{false, true} {
			es = append(es, engine{fmt.Sprintf("sparse mask=%#x dom=%t", mask, dom), func(code Code, splits Splits, n int) []uint32 {
				return fixedRows(code, splits, n, func(e *Rows) { e.classify(true, mask, dom) })
			}})
			if mask&1 == 0 {
				continue
			}
			es = append(es, engine{fmt.Sprintf("sparse mask=%#x dom=%t, blocks of 4 rows, probes 2 apart", mask, dom), func(code Code, splits Splits, n int) []uint32 {
				return fixedRows(code, splits, n, func(e *Rows) { e.classify(true, mask, dom); e.blockRows, e.stride = 4, 2 })
			}})
		}
	}
	return es
}()

// fixedRows computes n rows, with the classification that set gives (kept
// fixed unless set clears fixed) or, with set nil, the automatic one.
func fixedRows(code Code, splits Splits, n int, set func(*Rows)) []uint32 {
	e := NewRows(code, splits)
	if set != nil {
		e.fixed = true // set may choose otherwise
		set(e)
	}
	if err := e.Extend(n, 1<<62, nil); err != nil {
		panic(err)
	}
	return e.Values()
}

// wideRows computes n rows with the automatic classification, its values
// widened to 4 bytes a row from the first value of at least widenAt on, with
// the settings set makes (if not nil), and checks that At and Len read the
// same values as Values.
func wideRows(code Code, splits Splits, n int, widenAt uint32, set func(*Rows)) []uint32 {
	e := NewRows(code, splits)
	e.widenAt = widenAt
	if set != nil {
		set(e)
	}
	// In steps, so that the widening falls inside an Extend.
	for m := 1; m <= n; m = min(2*m+1, max(n, m+1)) {
		if err := e.Extend(m, 1<<62, nil); err != nil {
			panic(err)
		}
	}
	g := e.Values()
	if e.Len() != len(g) {
		panic(fmt.Sprintf("Len() = %d, Values() has %d", e.Len(), len(g)))
	}
	for i, v := range g {
		if e.At(i) != v {
			panic(fmt.Sprintf("At(%d) = %d, Values()[%d] = %d", i, e.At(i), i, v))
		}
	}
	return g
}

// randomCount returns how many random cases to check: fewer under wasm,
// which is slower.
func randomCount(native, wasm int) int {
	if runtime.GOARCH == "wasm" {
		return wasm
	}
	return native
}

// byOptions returns the nim-values of rows 0..n-1 as package game computes
// them from the options of the game: a second oracle, from the moves as
// Row.Options lists them (AllSplits only).
func byOptions(code Code, splits Splits, n int) []uint32 {
	if splits != AllSplits {
		panic("byOptions: Row.Options lists all splits")
	}
	s, err := game.SolveByOptions(NewRow(code), n, game.Limits{Work: 1 << 40}, nil)
	if err != nil {
		panic(err)
	}
	return s.Nim
}

func TestEnginesAgainstOracle(t *testing.T) {
	r := rand.New(rand.NewPCG(77, 137))
	codes := []Code{}
	for _, s := range []string{"0.77", "0.137", "0.16", "0.106", "0.165", "4.7", "4.0", "0.4", "0.007", "4.102"} {
		codes = append(codes, MustParseCode(s))
	}
	for range randomCount(300, 40) {
		codes = append(codes, randomCode(r))
	}
	const n = 300
	for i, code := range codes {
		for _, splits := range []Splits{AllSplits, UnequalSplits} {
			want := oracle(code, splits, n)
			for _, e := range engines[1:] {
				if e.name == "options" && (splits != AllSplits || i >= 60) {
					continue // its moves are big numbers: slow
				}
				got := e.values(code, splits, n)
				if i := firstDifference(got, want); i >= 0 {
					t.Fatalf("code %v, %v splits, %s: nim(%d) = %d, want %d", code, splits, e.name, i, got[i], want[i])
				}
			}
		}
	}
}

// The sparse engine beyond its first choices of a mask, against the plain
// scan: 0.16 has a few rare heaps, 0.106 uses the domain parity, 4.0 with
// unequal splits is Grundy's game.
func TestSparseAgainstPlain(t *testing.T) {
	n := randomCount(1<<13, 1<<11)
	for _, tt := range []struct {
		code   string
		splits Splits
	}{{"0.16", AllSplits}, {"0.106", AllSplits}, {"0.165", AllSplits}, {"0.14", AllSplits}, {"4.0", UnequalSplits}, {"4.07", UnequalSplits}} {
		code := MustParseCode(tt.code)
		e := NewRows(code, tt.splits)
		if err := e.Extend(n, 1<<62, nil); err != nil {
			t.Fatal(err)
		}
		want := fixedRows(code, tt.splits, n, func(e *Rows) { e.classify(false, 0, false) })
		if i := firstDifference(e.Values(), want); i >= 0 {
			t.Errorf("code %s, %v splits: nim(%d) = %d, want %d (plain)", tt.code, tt.splits, i, e.Values()[i], want[i])
		}
		probed := fixedRows(code, tt.splits, n, func(e *Rows) { e.stride = 61; e.fixed = false })
		if i := firstDifference(probed, want); i >= 0 {
			t.Errorf("code %s, %v splits, probes 61 apart: nim(%d) = %d, want %d (plain)", tt.code, tt.splits, i, probed[i], want[i])
		}
		if got := wideRows(code, tt.splits, n, 8, nil); firstDifference(got, want) >= 0 {
			i := firstDifference(got, want)
			t.Errorf("code %s, %v splits, wide from 8: nim(%d) = %d, want %d (plain)", tt.code, tt.splits, i, got[i], want[i])
		}
		// Blocks of a few rows: their edges, the rare heaps of a block and
		// of its rows, probes within and beyond a block, the stride of the
		// tables growing, and the widening of the values within a block.
		for _, rows := range []int{2, 7, 64} {
			got := wideRows(code, tt.splits, n, 200, func(e *Rows) { e.blockRows, e.stride = rows, 3*rows+1 })
			if i := firstDifference(got, want); i >= 0 {
				t.Errorf("code %s, %v splits, blocks of %d rows, wide from 200: nim(%d) = %d, want %d (plain)", tt.code, tt.splits, rows, i, got[i], want[i])
			}
		}
		if tt.code == "0.16" && (!e.sparse || len(e.rare) > n/20) {
			t.Errorf("code 0.16: sparse %t with %d rare heaps of %d; want sparse space", e.sparse, len(e.rare), n)
		}
	}
}

// Extend stops at its work budget, at a row boundary, and goes on from
// there when given more.
func TestRowsBudget(t *testing.T) {
	code := MustParseCode("0.007")
	e := NewRows(code, AllSplits)
	if err := e.Extend(1<<20, 1<<16, nil); err != nil {
		t.Fatal(err)
	}
	if e.Len() >= 1<<20 || e.Len() < 100 || e.Spent() < 1<<16 {
		t.Fatalf("within 2^16 units: %d rows, %d spent", e.Len(), e.Spent())
	}
	if err := e.Extend(3000, 1<<62, nil); err != nil {
		t.Fatal(err)
	}
	if i := firstDifference(e.Values(), oracle(code, AllSplits, 3000)); i >= 0 {
		t.Errorf("after a stop: nim(%d) = %d, want %d", i, e.Values()[i], oracle(code, AllSplits, 3000)[i])
	}
}

// Values are stored in 2 bytes a row until one reaches 65536: the storage
// widens then, and only then.
func TestRowsWiden(t *testing.T) {
	code := MustParseCode("0.6")
	e := NewRows(code, AllSplits)
	if err := e.Extend(2000, 1<<62, nil); err != nil {
		t.Fatal(err)
	}
	if e.wide != nil || len(e.narrow) != 2000 {
		t.Fatalf("values below 65536 stored wide")
	}
	w := NewRows(code, AllSplits)
	w.widenAt = 5
	if err := w.Extend(2000, 1<<62, nil); err != nil {
		t.Fatal(err)
	}
	if w.narrow != nil || len(w.wide) != 2000 {
		t.Fatalf("a value of 5 or more stored narrow with widenAt 5")
	}
	if i := firstDifference(w.Values(), e.Values()); i >= 0 {
		t.Errorf("wide nim(%d) = %d, narrow %d", i, w.At(i), e.At(i))
	}
}

func firstDifference(a, b []uint32) int {
	for i := range min(len(a), len(b)) {
		if a[i] != b[i] {
			return i
		}
	}
	if len(a) != len(b) {
		return min(len(a), len(b))
	}
	return -1
}

// The row engine on games with sparse space, the automatic choice against
// the plain scan (the oracle's cost, O(n²)): 0.16 (values rare in one mask)
// and 0.106 (rare in the mask and the heap's parity); and 0.6 at 2^18, a
// game of the research runs (BENCH.md, "Research reach"), whose rows mark
// about 1600 rare heaps each.
func BenchmarkRows(b *testing.B) {
	b.Run("code=0.6/n=262144/sparse", func(b *testing.B) {
		for b.Loop() {
			fixedRows(MustParseCode("0.6"), AllSplits, 1<<18, nil)
		}
	})
	for _, s := range []string{"0.16", "0.106"} {
		code := MustParseCode(s)
		for _, n := range []int{1 << 15, 1 << 17} {
			b.Run(fmt.Sprintf("code=%s/n=%d/sparse", s, n), func(b *testing.B) {
				for b.Loop() {
					fixedRows(code, AllSplits, n, nil)
				}
			})
			if n > 1<<15 {
				continue // the plain scan at 2^17 takes seconds
			}
			b.Run(fmt.Sprintf("code=%s/n=%d/plain", s, n), func(b *testing.B) {
				for b.Loop() {
					fixedRows(code, AllSplits, n, func(e *Rows) { e.classify(false, 0, false) })
				}
			})
		}
	}
}

// Reserve makes room for the rows once: Extend up to the rows reserved
// keeps the values where they are, with the values of the rows grown as
// they go, narrow and widened alike.
func TestRowsReserve(t *testing.T) {
	code := MustParseCode("0.6")
	const n = 3000
	want := oracle(code, AllSplits, n)
	for _, widenAt := range []uint32{narrowValues, 5} {
		e := NewRows(code, AllSplits)
		e.widenAt = widenAt
		e.Reserve(n)
		start := &e.narrow[:1][0]
		for m := 1; m <= n; m = min(2*m, max(n, m+1)) {
			if err := e.Extend(m, 1<<62, nil); err != nil {
				t.Fatal(err)
			}
			if e.wide == nil && &e.narrow[0] != start {
				t.Fatalf("widen from %d: the narrow values moved at %d rows of %d reserved", widenAt, m, n)
			}
		}
		if e.wide != nil && cap(e.wide) != n {
			t.Errorf("widen from %d: room for %d wide values, want %d", widenAt, cap(e.wide), n)
		}
		if e.wide == nil && cap(e.narrow) != n {
			t.Errorf("widen from %d: room for %d values, want %d", widenAt, cap(e.narrow), n)
		}
		if i := firstDifference(e.Values(), want); i >= 0 {
			t.Errorf("widen from %d, reserved: nim(%d) = %d, want %d", widenAt, i, e.At(i), want[i])
		}
	}
}

// Stream reserves the rows of a long run once: from 2^20 rows on, the
// values have room for exactly the rows asked.
func TestStreamReserves(t *testing.T) {
	const n = 3*reserveFrom + 5
	e := NewRows(MustParseCode("0.33"), AllSplits) // no splits: fast
	if err := Stream(e, n, 1<<62, nil, func(int, []uint32) error { return nil }); err != nil {
		t.Fatal(err)
	}
	if e.Len() != n || cap(e.narrow) != n {
		t.Errorf("%d rows streamed with room for %d, want %d and %d", e.Len(), cap(e.narrow), n, n)
	}
}

// A scan marks every pair of a row: after the probes (at most probes of
// them, spread stride apart), every block in order, up to half and no
// further.
func TestScanPairsCoversEveryPair(t *testing.T) {
	for _, stride := range []int{1, 2, 7, 61, probeStride} {
		for _, half := range []int{1, 2, 31, 32, 33, 100, 1000, 3*probes*stride + 5} {
			met := make([]bool, half+1)
			probed := 0 // the blocks before the pairs in order from x = 1
			for b := 0; ; b++ {
				from, to, ok := scanPairs(b, half, stride)
				if !ok {
					break
				}
				if from < 1 || to > half+1 || from >= to {
					t.Fatalf("stride %d, half %d: block %d is [%d, %d)", stride, half, b, from, to)
				}
				if b > 0 && from == 1 && probed == 0 {
					probed = b
				}
				if probed > 0 && from != 1+(b-probed)*scanBlock {
					t.Fatalf("stride %d, half %d: block %d from %d, not in order after %d probes", stride, half, b, from, probed)
				}
				for x := from; x < to; x++ {
					met[x] = true
				}
			}
			for x := 1; x <= half; x++ {
				if !met[x] {
					t.Fatalf("stride %d, half %d: pair %d never marked", stride, half, x)
				}
			}
			if probed > probes {
				t.Errorf("stride %d, half %d: %d blocks before the pairs in order, want at most %d", stride, half, probed, probes)
			}
		}
	}
}

// TestRareCounts checks the counts of rare heaps that choose compares, one
// transform for every classification, against classify's own rare list for
// each mask of the values' bits, with and without the domain parity, in
// games whose splitting takes are even (0.04, 0.16), odd (0.6) and both
// (0.44).
func TestRareCounts(t *testing.T) {
	for _, c := range []string{"0.04", "0.6", "0.16", "0.44"} {
		code := MustParseCode(c)
		e := NewRows(code, AllSplits)
		e.fixed = true
		if err := e.Extend(3000, 1<<62, nil); err != nil {
			t.Fatal(err)
		}
		top := uint32(0)
		for _, v := range e.Values() {
			top |= v
		}
		B := bits.Len32(top)
		got := e.rareCounts(1, e.Len(), B)
		for i := 2; i < len(got); i++ {
			e.classify(true, uint32(i>>1), i&1 == 1)
			if int64(len(e.rare)) != got[i] {
				t.Fatalf("%s: mask %#x dom %t: rareCounts says %d rare heaps, classify lists %d", c, i>>1, i&1 == 1, got[i], len(e.rare))
			}
		}
	}
}

// TestChooseWideMask checks that the classifications choose weighs use
// value bits above the ninth: in 0.04 at 2^16 heaps the fewest rare heaps
// need the tenth bit, mask 0x3b8 with 13,964 rare heaps from heap 1 on (the
// analyze program of tczajka/octal-games, run on this machine, prints
// rare_mask=3b8 num_rare=13965 at n=2^16, counting heap 0).
func TestChooseWideMask(t *testing.T) {
	e := NewRows(MustParseCode("0.04"), AllSplits)
	if err := e.Extend(1<<16, 1<<62, nil); err != nil {
		t.Fatal(err)
	}
	top := uint32(0)
	for _, v := range e.Values() {
		top |= v
	}
	counts := e.rareCounts(1, e.Len(), min(bits.Len32(top), chooseBits))
	best := 2
	for i := 2; i < len(counts); i += 2 { // masks alone, as the analyze program prints
		if counts[i] < counts[best] {
			best = i
		}
	}
	if best>>1 != 0x3b8 || counts[best] != 13964 {
		t.Fatalf("0.04 at 2^16: the fewest rare heaps are %d, under mask %#x: want 13,964 under mask 0x3b8", counts[best], best>>1)
	}
}
