// Package numerals writes numbers for people, in the words of every front
// end and error message: whole numbers with thousands separators
// (Grouped), and large estimated counts to two significant digits
// (Approximately). It is at the bottom with package periodic, which uses
// it: the standard library only.
package numerals

import (
	"fmt"
	"math"
	"strconv"
)

// Grouped writes n with thousands separators: 4,194,304.
func Grouped(n int) string {
	if n < 0 {
		return "-" + Grouped(-n)
	}
	s := strconv.Itoa(n)
	for i := len(s) - 3; i > 0; i -= 3 {
		s = s[:i] + "," + s[i:]
	}
	return s
}

// Approximately writes a large count for people: two significant digits
// with thousands separators, "4,500,000", or a power of ten beyond 10^15.
func Approximately(x float64) string {
	if x >= 1e15 || math.IsInf(x, 1) {
		if math.IsInf(x, 1) || x >= 1e300 {
			return "10^300"
		}
		return fmt.Sprintf("10^%d", int(math.Log10(x)))
	}
	digits := int(math.Log10(x)) + 1
	scale := math.Pow(10, float64(max(digits-2, 0)))
	return Grouped(int(math.Round(x/scale) * scale))
}
