package named

import (
	"os"
	"strconv"
	"strings"
	"testing"
	"time"
)

// TestSquaresReach runs the scale engines of subtract-a-square far, for
// BENCH.md's "Research reach", when STONES_SQUARES names the run:
// cold:k lists the cold heaps below 2^k and logs how many lie below every
// power of two and every perfect cube up to 2^k (Eppstein's sample points);
// nim:k computes the nim-values of heaps below 2^k and logs, at every
// power of two, the largest value and the first heap that has it. For
// example:
//
//	STONES_SQUARES=cold:30 go test ./solver/named -run TestSquaresReach -v -timeout 0
func TestSquaresReach(t *testing.T) {
	run := os.Getenv("STONES_SQUARES")
	if run == "" {
		t.Skip("set STONES_SQUARES to cold:k or nim:k")
	}
	what, k, _ := strings.Cut(run, ":")
	log, err := strconv.Atoi(k)
	if err != nil || log < 1 || log > 32 {
		t.Fatalf("STONES_SQUARES=%q: want cold:k or nim:k, k in 1..32", run)
	}
	n := 1 << log
	start := time.Now()
	switch what {
	case "cold":
		cold, err := SquaresCold(n+1, nil)
		if err != nil {
			t.Fatal(err)
		}
		t.Logf("cold heaps below 2^%d: %d, in %.1f s", log, ColdBelow(cold, n), time.Since(start).Seconds())
		for j := 0; j <= log; j++ {
			t.Logf("cold heaps < 2^%d: %d", j, ColdBelow(cold, 1<<j))
		}
		for c := 1; c*c*c <= n; c++ {
			t.Logf("cold heaps < %d^3 = %d: %d", c, c*c*c, ColdBelow(cold, c*c*c))
		}
	case "nim":
		nim, err := SquaresNim(n, nil)
		if err != nil {
			t.Fatal(err)
		}
		t.Logf("nim-values of heaps below 2^%d in %.1f s", log, time.Since(start).Seconds())
		top, first := uint16(0), 0
		for j := 0; j <= log; j++ {
			for x := (1 << j) / 2; x < 1<<j; x++ {
				if nim[x] > top {
					top, first = nim[x], x
				}
			}
			t.Logf("largest nim-value below 2^%d: %d, first at heap %d", j, top, first)
		}
	default:
		t.Fatalf("STONES_SQUARES=%q: want cold:k or nim:k", run)
	}
}
