package octal

import "stones/solver/game"

// Presets are the octal games of the literature that the page offers.
var Presets = []game.Preset{
	{Name: "Kayles", Config: "game=octal&code=0.77",
		About:  "knock down one pin or two adjacent pins of a row",
		Source: "Guy and Smith, The G-values of various games (1956); OEIS A002186"},
	{Name: "Dawson's Kayles", Config: "game=octal&code=0.07",
		About:  "knock down two adjacent pins; also linear Cram, 1×n dominoes",
		Source: "Demaine, Playing games with algorithms (MIT SP.268, 2010)"},
	{Name: "Dawson's chess", Config: "game=octal&code=0.137",
		About:  "pawns on a 3×n board, captures forced",
		Source: "Berlekamp, Conway and Guy, Winning Ways, ch. 4; OEIS A002187"},
	{Name: "Treblecross", Config: "game=octal&code=0.007",
		About:  "one-dimensional tic-tac-toe: the first to make three crosses in a row wins",
		Source: "Berlekamp, Conway and Guy, Winning Ways, ch. 4"},
	{Name: "Kayles on a cycle", Config: "game=octal&code=0.77&circular=1",
		About:  "Kayles with the pins in a ring: the first move opens it into a row",
		Source: "Demaine, Playing games with algorithms (MIT SP.268, 2010)"},
	{Name: "Guiles", Config: "game=octal&code=0.15",
		About:  "Guy and Smith's 0.15",
		Source: "Guy and Smith, The G-values of various games (1956)"},
	{Name: "0.165", Config: "game=octal&code=0.165",
		About:  "period 1550 from heap 5181",
		Source: "Flammenkamp, tables of octal games"},
	{Name: "Nim", Config: "game=octal&code=0.3*",
		About:  "take any number of tokens from a row: nim-value n",
		Source: "Bouton, Nim, a game with a complete mathematical theory (1901)"},
	{Name: "Lasker's Nim", Config: "game=octal&code=4.3*",
		About:  "Nim, or split a row in two without taking",
		Source: "Berlekamp, Conway and Guy, Winning Ways, ch. 4"},
	{Name: "0.f", Config: "game=octal&code=0.f",
		About:  "a hexadecimal game: take one token, leaving up to three rows",
		Source: "Berlekamp, Conway and Guy, Winning Ways, ch. 4 (hexadecimal games)"},

	{Name: "Misère Kayles", Config: "game=octal&code=0.77&play=misere&len=30",
		About:  "Kayles where the player who knocks down the last pin loses; rows 1, 4, 9, 12 and 20 are lost",
		Source: "Sibert and Conway, Mathematical Kayles (1992); Berlekamp, Conway and Guy, Winning Ways, ch. 13"},
}
