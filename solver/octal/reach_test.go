//go:build unix

package octal

import (
	"fmt"
	"os"
	"path/filepath"
	"strconv"
	"syscall"
	"testing"
	"time"
)

// TestReach computes the rows of one game far, for BENCH.md's "Research
// reach", when STONES_REACH names it: an octal code, or grundy for
// Grundy's game (4.0 with unequal splits). STONES_REACH_LOG=k computes 2^k
// heaps (20 by default). With STONES_REACH_OUT set to a directory, it
// writes there, at every power of two 2^j, the file <game>/<2^j>: the
// frequency of each nim-value over heaps 1..2^j, a line "value count" for
// every value from 0 to the largest, by increasing value (the format of
// rogalski's published results, which leave heap 0 out). It logs, at every power of two from 2^16, the
// time (wall and CPU), the largest value and the first heap that has it,
// and the rare heaps. For example:
//
//	STONES_REACH=grundy STONES_REACH_LOG=24 go test ./solver/octal -run TestReach -v -timeout 0
func TestReach(t *testing.T) {
	name := os.Getenv("STONES_REACH")
	if name == "" {
		t.Skip("set STONES_REACH to a code or grundy")
	}
	log := 20
	if s := os.Getenv("STONES_REACH_LOG"); s != "" {
		var err error
		if log, err = strconv.Atoi(s); err != nil || log < 1 || log > 40 {
			t.Fatalf("STONES_REACH_LOG=%q: want 1..40", s)
		}
	}
	code, splits := name, AllSplits
	if name == "grundy" {
		code, splits = "4.0", UnequalSplits
	}
	e := NewRows(MustParseCode(code), splits)
	e.Reserve(1<<log + 1) // one copy of the values, not two at each doubling
	out := os.Getenv("STONES_REACH_OUT")
	if out != "" {
		if err := os.MkdirAll(filepath.Join(out, name), 0o755); err != nil {
			t.Fatal(err)
		}
	}
	start := time.Now()
	var counts []int64
	top, first := uint32(0), 0
	for j := 0; j <= log; j++ {
		n := 1 << j
		if err := e.Extend(n+1, 1<<62, nil); err != nil {
			t.Fatal(err)
		}
		for x := max(1, n/2+1); x <= n; x++ {
			v := e.At(x)
			for int(v) >= len(counts) {
				counts = append(counts, 0)
			}
			counts[v]++
			if v > top {
				top, first = v, x
			}
		}
		if out != "" {
			if err := writeCounts(filepath.Join(out, name, strconv.Itoa(n)), counts); err != nil {
				t.Fatal(err)
			}
		}
		if j >= 16 {
			t.Logf("%s to 2^%d: %.1f s wall, %.1f s CPU; largest value %d, first at heap %d; %d rare heaps", name, j,
				time.Since(start).Seconds(), cpuSeconds(), top, first, len(e.rare))
		}
	}
}

// writeCounts writes the frequency of each value, "value count" a line,
// from 0 to the largest value.
func writeCounts(path string, counts []int64) error {
	f, err := os.Create(path)
	if err != nil {
		return err
	}
	for v, c := range counts {
		fmt.Fprintf(f, "%d %d\n", v, c)
	}
	return f.Close()
}

// cpuSeconds returns the CPU time the process has spent in user mode.
func cpuSeconds() float64 {
	var ru syscall.Rusage
	if syscall.Getrusage(syscall.RUSAGE_SELF, &ru) != nil {
		return 0
	}
	return float64(ru.Utime.Sec) + float64(ru.Utime.Usec)/1e6
}
