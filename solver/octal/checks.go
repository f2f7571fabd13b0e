package octal

import (
	"fmt"

	"stones/solver/game"
)

// checks are what the registry-wide tests check of the family: codes on
// rows and rings.
var checks = game.Checks{
	Cases: []game.Case{
		{Query: "game=octal&code=0.77", Oracle: 22}, {Query: "game=octal&code=0.07", Oracle: 22},
		{Query: "game=octal&code=0.137", Oracle: 22}, {Query: "game=octal&code=4.7", Oracle: 14},
		{Query: "game=octal&code=0.77&circular=1", Oracle: 18}, {Query: "game=octal&code=0.6&circular=1", Oracle: 18},
		{Query: "game=octal&code=4.7&circular=1"},          // its teaching text
		{Query: "game=octal&code=0.77&play=misere&len=30"}, // its teaching text
	},
	Random: random,
	Published: []game.Published{
		{Query: "game=octal&code=0.77", Nim: []uint32{0, 1, 2, 3, 1, 4, 3, 2, 1, 4, 2, 6, 4, 1, 2, 7, 1, 4, 3, 2, 1, 4, 6, 7, 4, 1, 2, 8, 5, 4},
			Source: "OEIS A002186 (Kayles; Guy and Smith 1956)"},
		{Query: "game=octal&code=0.137", Nim: []uint32{0, 1, 1, 2, 0, 3, 1, 1, 0, 3, 3, 2, 2, 4, 0, 5, 2, 2, 3, 3, 0, 1, 1, 3, 0, 2, 1, 1, 0, 4},
			Source: "OEIS A002187 (Dawson's chess)"},
	},
	Laws:  []string{"P/N", "mex", "play", "best line", "ask", "period far", "period smallest", "period longer Solve", "period from the moves", "sums"},
	Cites: []string{"Guy and Smith (“The G-values of various games”", "Conway's “On Numbers and Games”"},
}

// random draws codes of one to three digits, some with a leading 4, some
// on rings; a code that allows no move is drawn again.
func random(r func(int) int) []game.Case {
	var cs []game.Case
	for range 8 {
		cs = append(cs, game.Case{Query: fmt.Sprintf("game=octal&code=0.%d%d%d", r(8), r(8), 1+r(7)), Oracle: 16})
	}
	for i := 0; i < 36; {
		digits := make([]byte, 1+r(3))
		for j := range digits {
			digits[j] = byte('0' + r(8))
		}
		digits[len(digits)-1] = byte('1' + r(7))
		code := "0." + string(digits)
		if r(5) == 0 {
			code = "4." + string(digits)
		}
		if _, err := ParseCode("code", code); err != nil {
			continue // a code with no move
		}
		q := "game=octal&code=" + code
		if i%3 == 2 {
			q += "&circular=1"
		}
		cs = append(cs, game.Case{Query: q, Small: 40, Play: 12})
		i++
	}
	return cs
}
