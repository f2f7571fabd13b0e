package research

import (
	"bytes"
	"strconv"

	"stones/solver"
)

// The bases and digit positions a Digits may take.
const (
	MinBase   = 2
	MaxBase   = 64
	MaxPlaces = 3
)

// Digits is the distribution of the low-order base-Base digits of the cold
// positions (P-positions) among the heaps a result lists, as Eppstein
// studies subtract-a-square's in base 5, 7 and 13 ("Faster evaluation of
// subtraction games", after Golomb and Bush): Counts[k][d] is how many cold
// heaps have d as their digit k (k = 0 the ones, 1 the Base's, …), for k
// below Places. Cold is how many cold heaps there are, Len how many heaps
// were looked at.
type Digits struct {
	Base   int     `json:"base"`
	Places int     `json:"places"`
	Len    int     `json:"len"`
	Cold   int     `json:"cold"`
	Counts [][]int `json:"counts"`
}

// DigitsOf returns the digit distribution of the cold positions of r in
// base base (MinBase to MaxBase), over places low-order digits (1 to
// MaxPlaces): a Counter fed its heaps. The cost is O(len · places).
func DigitsOf(r *solver.Result, base, places int) (*Digits, error) {
	c := NewCounter(false)
	if err := c.CountDigits(base, places); err != nil {
		return nil, err
	}
	c.AddResult(r)
	return c.Digits(), nil
}

// CSV writes the counts as comma-separated values: a header row (digit,
// then a column a digit position, headed by its weight: 1s, 5s, 25s), then
// a row a digit from 0 to Base−1, each cell the number of cold positions
// with that digit in that position.
func (d *Digits) CSV() []byte {
	var b bytes.Buffer
	b.WriteString("digit")
	for k := range d.Counts {
		b.WriteString("," + strconv.Itoa(weight(d.Base, k)) + "s")
	}
	b.WriteString("\r\n")
	for digit := range d.Base {
		b.WriteString(strconv.Itoa(digit))
		for _, counts := range d.Counts {
			b.WriteString("," + strconv.Itoa(counts[digit]))
		}
		b.WriteString("\r\n")
	}
	return b.Bytes()
}

// weight is base^k.
func weight(base, k int) int {
	w := 1
	for range k {
		w *= base
	}
	return w
}
