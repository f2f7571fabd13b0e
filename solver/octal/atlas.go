package octal

import (
	"strings"

	"stones/solver/game"
)

// atlas offers the page's atlas every octal code 0.d₁…d_k with k up to 3
// digits (511 codes): the row games, without a leading 4 or rings.
var atlas = &game.Atlas{
	What:    "every octal code of length up to N",
	Span:    "N",
	Least:   1,
	Most:    3,
	Default: 2,
	Places:  "by the code's digits written to N places, read as bits: the last digits along a row, the first ones down the map",
	Games:   atlasGames,
}

// atlasGames lists the codes of up to d digits in the order of their
// digits written to d places (0.1 is 0.100), in a sparse grid of those
// 3d bits; a code's trailing zeros are dropped, so each code comes once.
func atlasGames(d, _ int) []game.AtlasGame {
	var out []game.AtlasGame
	for v := uint(1); v < 1<<(3*d); v++ {
		digits := make([]byte, d)
		for i, w := d-1, v; i >= 0; i, w = i-1, w>>3 {
			digits[i] = '0' + byte(w&7)
		}
		code := "0." + strings.TrimRight(string(digits), "0")
		g := game.AtlasGame{Config: "game=octal&code=" + code, Name: code}
		g.Row, g.Col = game.BitGrid(v, 3*d)
		out = append(out, g)
	}
	return out
}
