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
//
// A code may go beyond octal digits (Winning Ways, ch. 4; Siegel,
// Combinatorial Game Theory, ch. IV): a hexadecimal digit 8–f adds bit 8,
// leaving three non-empty heaps (a leading digit with bit 8 splits a heap
// in three without taking), and a final * repeats the last digit for ever,
// so that a move may take any number of tokens from that digit's place on:
// 0.3* is Nim, 4.3* Lasker's Nim. Such a code is not octal (see Octal),
// and its games have their own engine (see Wide).
type Code struct {
	digits []uint8 // digits[k] for k = 0..t; digits[0] is 0, 4, 8 or 12; digits[t] ≠ 0
	repeat bool    // digits[t] repeats for ever: digit k = digits[t] for k ≥ t
}

// MaxDigits is the most digits a code may have after its point.
const MaxDigits = 64

// ParseCode parses a code such as "0.77", ".07", "0.137", "4.7", "0.f" or
// "4.3*", given as the value of the configuration key (or CLI argument)
// key, which errors name. Trailing zeros are dropped (a repeated 0 is an
// error), and so are copies of a repeated digit before it (0.33* is 0.3*);
// a code that allows no move is an error. The cost is
// O(len(text)).
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
	switch strings.ToLower(head) {
	case "", "0":
	case "4", "8", "c":
		d[0] = hexDigit(head[0])
	default:
		return Code{}, game.Errorf(key, text, "before the point only 0, 4, 8 or c may stand (4: a move may split a heap in two without taking; 8: in three; c: either)")
	}
	repeat := false
	for i, c := range tail {
		if c == '*' {
			if i == 0 {
				return Code{}, game.Errorf(key, text, "* must follow a digit: it repeats the last digit for ever, as in 0.3*")
			}
			if i != len(tail)-1 {
				return Code{}, game.Errorf(key, text, "* may only end the code: it repeats the last digit for ever, as in 0.3*")
			}
			repeat = true
			break
		}
		if c > 0x7f || hexDigit(byte(c)) > 15 {
			return Code{}, game.Errorf(key, text, "%s is not a digit of a code: the digits after the point are 0–9 and a–f", game.Quote(string(c)))
		}
		d = append(d, hexDigit(byte(c)))
	}
	if repeat && d[len(d)-1] == 0 {
		return Code{}, game.Errorf(key, text, "repeats the digit 0, which allows nothing: a repeated digit must be 1–f")
	}
	for len(d) > 1 && d[len(d)-1] == 0 {
		d = d[:len(d)-1]
	}
	for repeat && len(d) > 2 && d[len(d)-2] == d[len(d)-1] {
		d = d[:len(d)-1] // 0.33* is 0.3*
	}
	if len(d)-1 > MaxDigits {
		return Code{}, game.Errorf(key, text, "has %d digits after the point; at most %d are allowed", len(d)-1, MaxDigits)
	}
	if len(d) == 1 && d[0] == 0 {
		return Code{}, game.Errorf(key, text, "allows no move at all; give a digit from 1 to f after the point")
	}
	return Code{digits: d, repeat: repeat}, nil
}

// hexDigit returns the value of a hexadecimal digit, either case, or 16
// for another byte.
func hexDigit(c byte) uint8 {
	switch {
	case '0' <= c && c <= '9':
		return c - '0'
	case 'a' <= c && c <= 'f':
		return c - 'a' + 10
	case 'A' <= c && c <= 'F':
		return c - 'A' + 10
	}
	return 16
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

// String writes the code in its normal form: "0.77", "4.7", "0.f",
// "4.3*" (hexadecimal digits in lower case). ParseCode reads it back to an
// equal code.
func (c Code) String() string {
	if len(c.digits) == 0 {
		return "0.0"
	}
	const hex = "0123456789abcdef"
	var b strings.Builder
	b.WriteByte(hex[c.digits[0]])
	b.WriteByte('.')
	if len(c.digits) == 1 {
		b.WriteByte('0') // 4.0: splits only
	}
	for _, d := range c.digits[1:] {
		b.WriteByte(hex[d])
	}
	if c.repeat {
		b.WriteByte('*')
	}
	return b.String()
}

// Digit returns digit k of the code: 0 beyond its last digit, or the last
// digit again when it repeats.
func (c Code) Digit(k int) uint8 {
	if c.repeat && k >= len(c.digits) {
		return c.digits[len(c.digits)-1]
	}
	if k < 0 || k >= len(c.digits) {
		return 0
	}
	return c.digits[k]
}

// MaxTake returns t, the position of the last digit: the largest number of
// tokens a move may take (0 for a code such as 4.0 that only splits), or,
// when the last digit repeats (Repeats), the position from which every
// number may be taken.
func (c Code) MaxTake() int { return max(len(c.digits)-1, 0) }

// Repeats reports whether the last digit repeats for ever (a final *).
func (c Code) Repeats() bool { return c.repeat }

// Octal reports whether the code is an octal game's: digits 0–7 only and
// no repeated digit, the codes of the sparse-space engine (Rows) and of
// the octal periodicity theorem.
func (c Code) Octal() bool {
	return !c.repeat && c.Parts() <= 2
}

// Parts returns the most heaps a move leaves: 3 when a digit has bit 8,
// else 2 when one has bit 4, else 1 (or 0 for none at all).
func (c Code) Parts() int {
	var all uint8
	for _, d := range c.digits {
		all |= d
	}
	switch {
	case all&8 != 0:
		return 3
	case all&4 != 0:
		return 2
	case all&2 != 0:
		return 1
	}
	return 0
}

// Equal reports whether two codes are the same game.
func (c Code) Equal(d Code) bool { return c.String() == d.String() }
