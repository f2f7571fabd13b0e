package solver

import (
	"strings"
)

// OctalCode is the code of an octal game (Winning Ways; Demaine's notes,
// seed 003): digit k, for k ≥ 1, says when a move may take k tokens from a
// heap: bit 1, when they are the whole heap; bit 2, from an end, leaving one
// heap; bit 4, from the middle, leaving two non-empty heaps. A leading 4
// (digit 0) lets a move split a heap in two without taking.
type OctalCode struct {
	digits []uint8 // digits[k] for k = 0..t; digits[0] is 0 or 4; digits[t] ≠ 0
}

// MaxCodeDigits is the most digits an octal code may have after its point.
const MaxCodeDigits = 64

// ParseOctalCode parses a code such as "0.77", ".07", "0.137" or "4.7".
// Trailing zeros are dropped; a code that allows no move is an error.
func ParseOctalCode(key, text string) (OctalCode, error) {
	t := strings.TrimSpace(text)
	if t == "" {
		return OctalCode{}, &InputError{Key: key, Problem: "is empty; give an octal code such as 0.77 (Kayles)"}
	}
	head, tail, ok := strings.Cut(t, ".")
	if !ok {
		return OctalCode{}, inputErrorf(key, text, "an octal code has a point, as in 0.77 or .07")
	}
	d := []uint8{0}
	switch head {
	case "", "0":
	case "4":
		d[0] = 4
	default:
		return OctalCode{}, inputErrorf(key, text, "before the point only 0 or 4 may stand (4: a move may split a heap without taking)")
	}
	for _, c := range tail {
		if c < '0' || c > '7' {
			return OctalCode{}, inputErrorf(key, text, "%s is not an octal digit: the digits after the point are 0-7", quote(string(c)))
		}
		d = append(d, uint8(c-'0'))
	}
	for len(d) > 1 && d[len(d)-1] == 0 {
		d = d[:len(d)-1]
	}
	if len(d)-1 > MaxCodeDigits {
		return OctalCode{}, inputErrorf(key, text, "has %d digits after the point; at most %d are allowed", len(d)-1, MaxCodeDigits)
	}
	if len(d) == 1 && d[0] == 0 {
		return OctalCode{}, inputErrorf(key, text, "allows no move at all; give a digit from 1 to 7 after the point")
	}
	return OctalCode{digits: d}, nil
}

// String writes the code in its normal form: "0.77", "4.7".
func (o OctalCode) String() string {
	var b strings.Builder
	b.WriteByte('0' + o.digits[0])
	b.WriteByte('.')
	for _, d := range o.digits[1:] {
		b.WriteByte('0' + d)
	}
	return b.String()
}

// Digit returns digit k of the code (0 beyond its last digit).
func (o OctalCode) Digit(k int) uint8 {
	if k < 0 || k >= len(o.digits) {
		return 0
	}
	return o.digits[k]
}

// MaxTake returns t, the largest number of tokens a move may take (0 for a
// code such as 4.0 that only splits).
func (o OctalCode) MaxTake() int { return len(o.digits) - 1 }

// Equal reports whether two codes are the same.
func (o OctalCode) Equal(p OctalCode) bool { return o.String() == p.String() }

// Preset is a named game of the literature, offered by the page.
type Preset struct {
	Name   string // "Kayles"
	Config string // its configuration, "game=octal&code=0.77"
	About  string // one line on the game
}

// Presets are the named octal games the page offers.
var Presets = []Preset{
	{"Kayles", "game=octal&code=0.77", "knock down one pin or two adjacent pins of a row (Dudeney, Guy and Smith)"},
	{"Dawson's Kayles", "game=octal&code=0.07", "knock down two adjacent pins; also linear Cram, 1×n dominoes (Demaine's notes)"},
	{"Dawson's chess", "game=octal&code=0.137", "pawns on a 3×n board, captures forced (Dawson)"},
	{"Treblecross", "game=octal&code=0.007", "one-dimensional tic-tac-toe: the first to make three crosses in a row wins"},
	{"Kayles on a cycle", "game=octal&code=0.77&circular=1", "Kayles with the pins in a ring: the first move opens it into a row"},
	{"Guiles", "game=octal&code=0.15", "Guy and Smith's 0.15"},
	{"0.165", "game=octal&code=0.165", "period 1550 from heap 5181"},
}
