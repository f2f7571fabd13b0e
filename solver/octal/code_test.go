package octal

import (
	"testing"
)

func TestParseCode(t *testing.T) {
	tests := []struct {
		text string
		want string // the normal form, or the error
	}{
		{"0.77", "0.77"},
		{".07", "0.07"},
		{" 0.070 ", "0.07"},
		{"4.7", "4.7"},
		{"4.", "4.0"},
		{"4.000", "4.0"},
		{"0.0001", "0.0001"},
		{"0.8", "0.8"},
		{"0.F", "0.f"},
		{"C.1", "c.1"},
		{"0.3*", "0.3*"},
		{".3*", "0.3*"},
		{"4.3*", "4.3*"},
		{"0.333*", "0.3*"},
		{"0.1330*", `code: "0.1330*": repeats the digit 0, which allows nothing: a repeated digit must be 1–f`},
		{"0.g", `code: "0.g": "g" is not a digit of a code: the digits after the point are 0–9 and a–f`},
		{"0.*", `code: "0.*": * must follow a digit: it repeats the last digit for ever, as in 0.3*`},
		{"0.3*3", `code: "0.3*3": * may only end the code: it repeats the last digit for ever, as in 0.3*`},
		{"0.3**", `code: "0.3**": * may only end the code: it repeats the last digit for ever, as in 0.3*`},
		{"77", `code: "77": an octal code has a point, as in 0.77 or .07`},
		{"3.7", `code: "3.7": before the point only 0, 4, 8 or c may stand (4: a move may split a heap in two without taking; 8: in three; c: either)`},
		{"0.000", `code: "0.000": allows no move at all; give a digit from 1 to f after the point`},
		{"", `code: is empty; give an octal code such as 0.77 (Kayles)`},
		{"0.12345670123456701234567012345670123456701234567012345670123456701",
			`code: "0.1234567012345670123456701234"…(67 characters): has 65 digits after the point; at most 64 are allowed`},
	}
	for _, tt := range tests {
		t.Run(tt.text, func(t *testing.T) {
			c, err := ParseCode("code", tt.text)
			got := ""
			if err != nil {
				got = err.Error()
			} else {
				got = c.String()
			}
			if got != tt.want {
				t.Errorf("ParseCode(%q) = %s, want %s", tt.text, got, tt.want)
			}
		})
	}
}

func TestCodeDigits(t *testing.T) {
	c := MustParseCode("4.107")
	for k, want := range []uint8{4, 1, 0, 7, 0} {
		if got := c.Digit(k); got != want {
			t.Errorf("Digit(%d) = %d, want %d", k, got, want)
		}
	}
	if c.MaxTake() != 3 || MustParseCode("4.0").MaxTake() != 0 {
		t.Errorf("MaxTake = %d, %d; want 3, 0", c.MaxTake(), MustParseCode("4.0").MaxTake())
	}
	if !c.Equal(MustParseCode("4.1070")) || c.Equal(MustParseCode("0.107")) {
		t.Errorf("Equal is wrong for 4.107")
	}
	r := MustParseCode("0.13*")
	for k, want := range []uint8{0, 1, 3, 3, 3} {
		if got := r.Digit(k); got != want {
			t.Errorf("0.13*: Digit(%d) = %d, want %d", k, got, want)
		}
	}
	for _, tc := range []struct {
		code  string
		parts int
		octal bool
	}{{"0.77", 2, true}, {"0.3*", 1, false}, {"0.8", 3, false}, {"8.1", 3, false}, {"0.13", 1, true}, {"4.0", 2, true}} {
		c := MustParseCode(tc.code)
		if c.Parts() != tc.parts || c.Octal() != tc.octal {
			t.Errorf("%s: Parts %d, Octal %t; want %d, %t", tc.code, c.Parts(), c.Octal(), tc.parts, tc.octal)
		}
	}
}

// FuzzParseCode: never panics; an accepted code round-trips through String.
func FuzzParseCode(f *testing.F) {
	for _, s := range []string{"0.77", ".07", "0.137", "4.7", "0.165", "0.", "4.", "0.8", "9.1", "0.0001000", "0.3*", "4.3*", "c.f0*", "0.*"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		c, err := ParseCode("code", s)
		if err != nil {
			return
		}
		back, err := ParseCode("code", c.String())
		if err != nil || !back.Equal(c) || back.String() != c.String() {
			t.Fatalf("ParseCode(%q) = %v; its String parses to %v, %v", s, c, back, err)
		}
	})
}
