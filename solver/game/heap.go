package game

import (
	"math/big"
	"strconv"
	"strings"

	"stones/solver/numerals"
)

// MaxDigits is the most digits a heap size may have: the key n, each heap
// of the key heaps, the heap of a position in play.
const MaxDigits = 100

// ParseHeap parses a heap size: a decimal integer ≥ 0 of at most MaxDigits
// digits, nothing else (no sign, no spaces inside). key names the
// parameter in error messages. The cost is linear in the length of s.
func ParseHeap(key, s string) (*big.Int, error) {
	t := TrimSpaces(s)
	if t == "" {
		return nil, &InputError{Key: key, Problem: "is empty; give a heap size such as 68"}
	}
	for _, c := range t {
		if c < '0' || c > '9' {
			if c == '-' {
				return nil, Errorf(key, s, "a heap size cannot be negative")
			}
			return nil, Errorf(key, s, "is not a whole number: use the digits 0-9 only")
		}
	}
	if d := strings.TrimLeft(t, "0"); len(d) > MaxDigits {
		return nil, Errorf(key, s, "has %d digits; at most %d are allowed", len(d), MaxDigits)
	}
	n, _ := new(big.Int).SetString(t, 10)
	return n, nil
}

// ParseCount parses a whole number from 0 to most, written with the digits
// 0-9 only (leading zeros allowed): the keys len and norepeat. key names the
// parameter in error messages. The cost is linear in the length of s.
func ParseCount(key, s string, most int) (int, error) {
	if s == "" {
		return 0, &InputError{Key: key, Problem: "is empty; give a whole number"}
	}
	for _, c := range s {
		if c < '0' || c > '9' {
			return 0, Errorf(key, s, "is not a whole number")
		}
	}
	if d := strings.TrimLeft(s, "0"); len(d) > len(strconv.Itoa(most)) {
		return 0, Errorf(key, s, "is larger than %s", numerals.Grouped(most))
	}
	v, _ := strconv.Atoi(s)
	if v > most {
		return 0, Errorf(key, s, "is larger than %s", numerals.Grouped(most))
	}
	return v, nil
}

// TrimSpaces removes the spaces around a value or an item of a list: the
// one rule for spaces in every key of a configuration. Only U+0020 is a
// space (%20 in a query); a tab, NBSP, U+3000 or U+2028 is not, and is
// refused like any other character that does not belong.
func TrimSpaces(s string) string { return strings.Trim(s, " ") }
