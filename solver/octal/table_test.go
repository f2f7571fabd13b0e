package octal

import (
	"slices"
	"testing"

	"stones/solver/stats"
)

// Codes lists each code of up to three digits once, in increasing order.
func TestCodes(t *testing.T) {
	codes := Codes(3)
	if len(codes) != 1023 {
		t.Fatalf("Codes(3) has %d codes, want 2·8^3 − 1 = 1023", len(codes))
	}
	var names []string
	for _, c := range codes {
		names = append(names, c.String())
	}
	for i, want := range map[int]string{0: "0.001", 6: "0.007", 7: "0.01", 63: "0.1", 510: "0.777", 511: "4.0", 512: "4.001", 1022: "4.777"} {
		if names[i] != want {
			t.Errorf("Codes(3)[%d] = %s, want %s", i, names[i], want)
		}
	}
	sorted := slices.Clone(names)
	slices.Sort(sorted)
	if len(slices.Compact(sorted)) != 1023 {
		t.Errorf("Codes(3) repeats a code")
	}
}

// Follow yields every heap once, in order, computing up to the proof and
// folding beyond it, and its values are those of Solve.
func TestFollowFolds(t *testing.T) {
	for _, code := range []string{"0.77", "0.137", "0.6", "4.7"} {
		g := NewRow(MustParseCode(code))
		const n = 30_000
		var got []uint32
		f, err := Follow(g, n, 1<<40, nil, func(from int, values []uint32) error {
			if from != len(got) {
				t.Fatalf("%s: a block from %d after %d heaps", code, from, len(got))
			}
			got = append(got, values...)
			return nil
		})
		if err != nil || len(got) != n {
			t.Fatalf("%s: %d heaps, %v", code, len(got), err)
		}
		rows := NewRows(MustParseCode(code), AllSplits)
		rows.Extend(min(n, f.Computed), 1<<40, nil)
		for i := range f.Computed {
			if got[i] != rows.At(i) {
				t.Fatalf("%s: heap %d = %d, want %d", code, i, got[i], rows.At(i))
			}
		}
		if f.NimPeriod != nil {
			for i := f.Computed; i < n; i++ {
				if got[i] != got[i-f.NimPeriod.Period] {
					t.Fatalf("%s: heap %d beyond the proof breaks the period %v", code, i, *f.NimPeriod)
				}
			}
		} else if f.Computed != n {
			t.Errorf("%s: no period, and %d heaps computed of %d", code, f.Computed, n)
		}
		if code == "0.6" && f.NimPeriod != nil {
			t.Errorf("0.6 has no known period, got %v", *f.NimPeriod)
		}
	}
	if p := NewRow(MustParseCode("0.6")).SplitParity(); p != stats.OddSplits {
		t.Errorf("0.6 splits after taking 1: SplitParity %d, want OddSplits", p)
	}
}
