package solver

import (
	"net/url"
	"strconv"
)

// Variant is one game of a comparison: its name and configuration.
type Variant struct {
	Name   string
	Config Config
}

// Variants returns the games that share the move set of c, to be drawn
// side by side over the same heap sizes: normal and misère play, the
// no-repeat game with k = 1 and 2, the parity game, and the partizan game
// where Left and Right both have the move set. c must name a move set (the
// key moves); a named infinite set is kept where the variant takes it, and
// the variants that take none are left out. The cost is that of parsing
// six configurations.
func Variants(c Config) ([]Variant, error) {
	moves := c.Value("moves")
	if c.Game == nil || moves == "" {
		return nil, &InputError{Key: "moves", Problem: "a comparison needs the move set of a subtraction or parity game"}
	}
	length := strconv.Itoa(c.Len)
	var vs []Variant
	for _, v := range []struct{ name, query string }{
		{"Normal play", "game=subtraction&play=normal&moves="},
		{"Misère play", "game=subtraction&play=misere&moves="},
		{"No-repeat, k = 1", "game=subtraction&norepeat=1&moves="},
		{"No-repeat, k = 2", "game=subtraction&norepeat=2&moves="},
		{"Parity game", "game=parity&moves="},
		{"Partizan, Left and Right alike", "game=partizan&right=" + url.QueryEscape(moves) + "&left="},
	} {
		vc, err := ParseConfig(v.query + url.QueryEscape(moves) + "&len=" + length)
		if err != nil {
			continue // this variant does not take the move set (a named infinite set, say)
		}
		vs = append(vs, Variant{v.name, vc})
	}
	return vs, nil
}
