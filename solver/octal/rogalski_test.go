package octal

import (
	"bufio"
	"os"
	"path/filepath"
	"runtime"
	"strconv"
	"strings"
	"testing"
)

// The frequencies of the nim-values of the five octal games that rogalski
// published (github.com/rogalski-wmii-uni-lodz-pl/octal, results/<code>/
// 1048576, copied in testdata/rogalski), over heaps 1..2^20, against those
// Stones computes: every line must be equal. About 20 s natively; skipped
// with -short and under wasm.
func TestFrequenciesRogalski(t *testing.T) {
	if testing.Short() || runtime.GOARCH == "wasm" {
		t.Skip("2^20 rows of five games take seconds each")
	}
	const n = 1 << 20
	for _, code := range []string{"0.014", "0.034", "0.161", "0.167", "0.172"} {
		t.Run(code, func(t *testing.T) {
			want := readCounts(t, filepath.Join("testdata", "rogalski", code, strconv.Itoa(n)))
			e := NewRows(MustParseCode(code), AllSplits)
			if err := e.Extend(n+1, 1<<62, nil); err != nil {
				t.Fatal(err)
			}
			var got []int64
			for x := 1; x <= n; x++ {
				v := e.At(x)
				for int(v) >= len(got) {
					got = append(got, 0)
				}
				got[v]++
			}
			if len(got) != len(want) {
				t.Errorf("largest value over heaps 1..2^20: %d, want %d", len(got)-1, len(want)-1)
			}
			for v := range min(len(got), len(want)) {
				if got[v] != want[v] {
					t.Errorf("value %d occurs %d times over heaps 1..2^20, want %d", v, got[v], want[v])
				}
			}
		})
	}
}

// readCounts reads a file of lines "value count" for the values 0, 1, 2, …
// in order.
func readCounts(t *testing.T, path string) []int64 {
	f, err := os.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	var counts []int64
	s := bufio.NewScanner(f)
	for s.Scan() {
		fields := strings.Fields(s.Text())
		if len(fields) != 2 {
			t.Fatalf("%s: line %q is not \"value count\"", path, s.Text())
		}
		v, err1 := strconv.Atoi(fields[0])
		c, err2 := strconv.ParseInt(fields[1], 10, 64)
		if err1 != nil || err2 != nil || v != len(counts) {
			t.Fatalf("%s: line %q: want value %d and its count", path, s.Text(), len(counts))
		}
		counts = append(counts, c)
	}
	if err := s.Err(); err != nil {
		t.Fatal(err)
	}
	return counts
}
