//go:build !js

// The solved games take seconds natively and a minute as WebAssembly, so
// the WebAssembly run of the suite leaves them to the native run.

package octal

import (
	"testing"

	"stones/solver/periodic"
)

// Tabulate reproduces the periods, and the statistics, of T. Czajka's table
// of solved octal games (octal-games, SolvedGames.md: prefix, period,
// largest idx, largest, rare mask, num rare, last rare) that fall within
// 2^20 heaps. Of its other two rows, 0.376 (preperiod 2,268,248) needs
// 2^23 heaps for the theorem, about 2·(a + p), and is reproduced by the
// sweep of docs/octal-table.md; 0.354 (preperiod 10,061,916) needs more
// than 2^24. Czajka gives no rare statistics for 0.165.
func TestTabulateSolvedGames(t *testing.T) {
	tests := []struct {
		code              string
		preperiod, period int
		largestAt         int64
		largest           uint32
		mask              string
		rare, lastRare    int64
	}{
		{"0.45", 498, 20, 37, 8, "f", 11, 198},
		{"0.156", 3479, 349, 1032, 23, "1b", 15, 357},
		{"0.356", 7315, 142, 86, 19, "1b", 7, 43},
		{"0.644", 3256, 442, 333, 64, "7e", 31, 511},
		{"0.165", 5181, 1550, 620, 25, "", 0, 0},
		{"0.16", 105351, 149459, 229790, 23, "1e", 53, 13935},
		{"0.56", 326640, 144, 22778, 64, "5b", 46, 1795},
		{"0.127", 46578, 4, 24734, 56, "1+pos", 693, 27106},
	}
	for _, tt := range tests {
		t.Run(tt.code, func(t *testing.T) {
			r, err := Tabulate(MustParseCode(tt.code), 1<<20, 1<<40, nil)
			if err != nil {
				t.Fatal(err)
			}
			want := periodic.Period{Preperiod: tt.preperiod, Period: tt.period, Proven: true}
			if r.Period == nil || *r.Period != want {
				t.Fatalf("period %v after %d heaps, want %v", r.Period, r.Heaps, want)
			}
			s := r.Stats
			if s.Largest != tt.largest || s.LargestAt != tt.largestAt {
				t.Errorf("largest %d at %d, want %d at %d", s.Largest, s.LargestAt, tt.largest, tt.largestAt)
			}
			if tt.mask != "" && (s.Mask() != tt.mask || s.RareCount != tt.rare || s.LastRare != tt.lastRare) {
				t.Errorf("rare mask %s, %d rare, last %d; want %s, %d, %d", s.Mask(), s.RareCount, s.LastRare, tt.mask, tt.rare, tt.lastRare)
			}
		})
	}
}
