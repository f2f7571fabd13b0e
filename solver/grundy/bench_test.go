package grundy

import (
	"fmt"
	"slices"
	"testing"
)

// The nim-values of 2^16 and 2^21 heaps; the larger is the size at which
// T. Czajka's C++ program octal-games is compared (about 13 s on the
// machine of BENCH.md). The largest value and the first heap that has it
// are reported as metrics and checked: 230 at 45668 below 2^16, 231 at
// 763622 below 2^21.
func BenchmarkGrundy(b *testing.B) {
	for _, tt := range []struct {
		log      int
		top      uint32
		firstTop int
	}{{16, 230, 45668}, {21, 231, 763622}} {
		b.Run(fmt.Sprintf("n=2^%d", tt.log), func(b *testing.B) {
			var nim []uint32
			for b.Loop() {
				var err error
				if nim, err = Values(1<<tt.log, 1<<62, nil); err != nil {
					b.Fatal(err)
				}
			}
			top := slices.Max(nim)
			first := slices.Index(nim, top)
			b.ReportMetric(float64(top), "max-value")
			b.ReportMetric(float64(first), "first-heap")
			if top != tt.top || first != tt.firstTop {
				b.Errorf("largest value below 2^%d: %d first at %d, want %d at %d", tt.log, top, first, tt.top, tt.firstTop)
			}
		})
	}
}
