package octal

import (
	"fmt"
	"strings"

	"stones/solver/game"
)

// Code is the code of an octal game (Winning Ways; Demaine's notes, seed
// 003): digit k, for k ≥ 1, says when a move may take k tokens from a heap:
// bit 1, when they are the whole heap; bit 2, from an end, leaving one
// heap; bit 4, from the middle, leaving two non-empty heaps. A leading 4
// (digit 0) lets a move split a heap in two without taking. The zero Code
// allows no move; ParseCode never returns it.
type Code struct {
	digits []uint8 // digits[k] for k = 0..t; digits[0] is 0 or 4; digits[t] ≠ 0
}

// MaxDigits is the most digits a code may have after its point.
const MaxDigits = 64

// ParseCode parses a code such as "0.77", ".07", "0.137" or "4.7", given as
// the value of the configuration key (or CLI argument) key, which errors
// name. Trailing zeros are dropped; a code that allows no move is an error.
// The cost is O(len(text)).
func ParseCode(key, text string) (Code, error) {
	t := game.TrimSpaces(text)
	if t == "" {
		return Code{}, &game.InputError{Key: key, Problem: "is empty; give an octal code such as 0.77 (Kayles)"}
	}
	head, tail, ok := strings.Cut(t, ".")
	if !ok {
		return Code{}, game.Errorf(key, text, "an octal code has a point, as in 0.77 or .07")
	}
	d := []uint8{0}
	switch head {
	case "", "0":
	case "4":
		d[0] = 4
	default:
		return Code{}, game.Errorf(key, text, "before the point only 0 or 4 may stand (4: a move may split a heap without taking)")
	}
	for _, c := range tail {
		if c < '0' || c > '7' {
			return Code{}, game.Errorf(key, text, "%s is not an octal digit: the digits after the point are 0-7", game.Quote(string(c)))
		}
		d = append(d, uint8(c-'0'))
	}
	for len(d) > 1 && d[len(d)-1] == 0 {
		d = d[:len(d)-1]
	}
	if len(d)-1 > MaxDigits {
		return Code{}, game.Errorf(key, text, "has %d digits after the point; at most %d are allowed", len(d)-1, MaxDigits)
	}
	if len(d) == 1 && d[0] == 0 {
		return Code{}, game.Errorf(key, text, "allows no move at all; give a digit from 1 to 7 after the point")
	}
	return Code{digits: d}, nil
}

// MustParseCode is ParseCode for codes written in the program, such as the
// presets': it panics on a bad code, a programming error.
func MustParseCode(text string) Code {
	c, err := ParseCode("code", text)
	if err != nil {
		panic(fmt.Sprintf("octal.MustParseCode: %v", err))
	}
	return c
}

// String writes the code in its normal form: "0.77", "4.7". ParseCode reads
// it back to an equal code.
func (c Code) String() string {
	if len(c.digits) == 0 {
		return "0.0"
	}
	var b strings.Builder
	b.WriteByte('0' + c.digits[0])
	b.WriteByte('.')
	if len(c.digits) == 1 {
		b.WriteByte('0') // 4.0: splits only
	}
	for _, d := range c.digits[1:] {
		b.WriteByte('0' + d)
	}
	return b.String()
}

// Digit returns digit k of the code (0 beyond its last digit).
func (c Code) Digit(k int) uint8 {
	if k < 0 || k >= len(c.digits) {
		return 0
	}
	return c.digits[k]
}

// MaxTake returns t, the largest number of tokens a move may take (0 for a
// code such as 4.0 that only splits).
func (c Code) MaxTake() int { return max(len(c.digits)-1, 0) }

// Equal reports whether two codes are the same game.
func (c Code) Equal(d Code) bool { return c.String() == d.String() }
