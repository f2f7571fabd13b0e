package numerals_test

import (
	"fmt"
	"math"
	"testing"

	"stones/solver/numerals"
)

func TestGrouped(t *testing.T) {
	for n, want := range map[int]string{0: "0", 7: "7", 999: "999", 1000: "1,000", 4194304: "4,194,304", -1234567: "-1,234,567"} {
		if got := numerals.Grouped(n); got != want {
			t.Errorf("Grouped(%d) = %q, want %q", n, got, want)
		}
	}
}

func TestApproximately(t *testing.T) {
	for _, tt := range []struct {
		x    float64
		want string
	}{{7, "7"}, {42, "42"}, {4_467_123, "4,500,000"}, {999, "1,000"}, {2e15, "10^15"}, {3.2e40, "10^40"}, {math.Inf(1), "10^300"}} {
		if got := numerals.Approximately(tt.x); got != tt.want {
			t.Errorf("Approximately(%g) = %q, want %q", tt.x, got, tt.want)
		}
	}
}

func ExampleGrouped() {
	fmt.Println(numerals.Grouped(1 << 22))
	// Output: 4,194,304
}
