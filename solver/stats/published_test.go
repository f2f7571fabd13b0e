//go:build !js

// These computations take seconds natively and minutes as WebAssembly, so
// the WebAssembly run of the suite leaves them to the native run.

package stats_test

import (
	"fmt"
	"os"
	"strings"
	"testing"

	"stones/solver/octal"
	"stones/solver/stats"
)

// The rows of T. Czajka's table of unsolved games (octal-games,
// UnsolvedGames.md) for Grundy's game and 0.6 at 2^21 heaps: the largest
// value and its first heap, the rare mask, the number of rare heaps and the
// last of them.
func TestCzajkaRows(t *testing.T) {
	tests := []struct {
		name      string
		code      string
		splits    octal.Splits
		takes     []int
		largest   uint32
		largestAt int64
		mask      string
		rare      int64
		lastRare  int64
	}{
		{"Grundy's game", "4.0", octal.UnequalSplits, []int{0}, 231, 763622, "fe", 1274, 82860},
		{"0.6", "0.6", octal.AllSplits, []int{1}, 319, 1274955, "1ee", 1584, 20627},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			const n = 1 << 21
			rows := octal.NewRows(octal.MustParseCode(tt.code), tt.splits)
			acc := stats.New(stats.Rare, stats.SplitParity(tt.takes))
			for rows.Len() < n {
				if err := rows.Extend(min(rows.Len()+1<<16, n), 1<<62, nil); err != nil {
					t.Fatal(err)
				}
				for i := acc.Len(); i < int64(rows.Len()); i++ {
					acc.Add(rows.At(int(i)))
				}
			}
			s := acc.Summary()
			if s.Largest != tt.largest || s.LargestAt != tt.largestAt || s.Mask() != tt.mask || s.RareCount != tt.rare || s.LastRare != tt.lastRare {
				t.Errorf("to 2^21: largest %d at %d, rare mask %s, %d rare, last rare %d; want %d at %d, %s, %d, %d",
					s.Largest, s.LargestAt, s.Mask(), s.RareCount, s.LastRare, tt.largest, tt.largestAt, tt.mask, tt.rare, tt.lastRare)
			}
			if p := acc.Powers(); len(p) != 22 || p[21].Len != n {
				t.Errorf("%d powers of two, want 22 (2^0 … 2^21)", len(p))
			}
		})
	}
}

// The frequencies of the nim-values of the five unsolved octal games that
// M. Rogalski's independent solver took furthest (rogalski-wmii-uni-lodz-pl/
// octal, results/<game>/65536, pinned in testdata with their source): its
// file n counts heaps 1..n, so heap 0 is left out and heap 65536 counted.
func TestRogalskiFrequencies(t *testing.T) {
	for _, code := range []string{"0.014", "0.034", "0.161", "0.167", "0.172"} {
		t.Run(code, func(t *testing.T) {
			b, err := os.ReadFile("testdata/rogalski-" + code + "-65536.txt")
			if err != nil {
				t.Fatal(err)
			}
			want := map[int]int64{}
			for line := range strings.SplitSeq(string(b), "\n") {
				var v int
				var f int64
				if strings.HasPrefix(line, "#") || line == "" {
					continue
				}
				if _, err := fmt.Sscan(line, &v, &f); err != nil {
					t.Fatalf("%q: %v", line, err)
				}
				want[v] = f
			}
			const n = 65536
			rows := octal.NewRows(octal.MustParseCode(code), octal.AllSplits)
			if err := rows.Extend(n+1, 1<<62, nil); err != nil {
				t.Fatal(err)
			}
			acc := stats.New(stats.Nim, stats.NoParity)
			for i := 1; i <= n; i++ {
				acc.Add(rows.At(i))
			}
			got := acc.Summary().Frequencies
			for v, f := range got {
				if f != want[v] {
					t.Errorf("value %d: %d heaps, Rogalski's %d", v, f, want[v])
				}
				delete(want, v)
			}
			for v, f := range want {
				if f != 0 {
					t.Errorf("value %d: none, Rogalski's %d", v, f)
				}
			}
		})
	}
}
