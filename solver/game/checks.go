package game

import (
	"slices"
	"strconv"
	"strings"
)

// Checks is what the registry-wide tests (package solver's) check of a
// family, declared by the family so that adding one needs no edit to any
// test: its games against the game-tree oracle of package gametest and
// against the laws of the theory, its values against the literature, its
// teaching text's sources. Nothing but the tests reads it.
type Checks struct {
	// Cases are games of the family chosen by hand, and Random draws more
	// (nil when the family has no parameter to draw): random(n) returns a
	// number from 0 to n−1, drawn by the tests from a fixed seed.
	Cases  []Case
	Random func(random func(n int) int) []Case
	// Published are values of the literature, each with its source.
	Published []Published
	// Laws name the laws of the theory that apply to the family's games
	// ("P/N", "mex", "sums", …, as package solver's TestLaws names them):
	// each must check at least one of its games.
	Laws []string
	// Cites are the sources its teaching text may cite, as the text writes
	// them ("Grundy's “Mathematics and games”"): each text cites one.
	Cites []string
	// PresetSmall and PresetPlay, when not 0, are how many sizes the laws
	// check one by one and play from in each of the family's presets, for
	// a family whose positions multiply fast with the size (graphs,
	// boards); 0 leaves the laws' own sizes.
	PresetSmall, PresetPlay int
}

// Case is one game of a family for the tests: a configuration without len,
// and how far each test checks it (0: that test leaves it out).
type Case struct {
	Query  string // "game=octal&code=0.77"
	Oracle int    // heaps 0..Oracle−1 are checked against the game-tree oracle
	Small  int    // heaps 0..Small−1 are checked one by one by the laws
	Play   int    // heaps 0..Play−1, and sums of them, are played by the laws
}

// Published is a stretch of values of a game as the literature gives them.
type Published struct {
	Query    string   // the game: a configuration without len
	From     int      // the first heap the values are of
	Outcomes string   // its outcome letters from heap From; "" when only Nim is given
	Nim      []uint32 // its nim-values from heap From; nil when only Outcomes are given
	Source   string   // where they are published: "OEIS A002186", "Fisher (2003), Table 1"
}

// RandomSet returns count distinct amounts from 1 to most, drawn by random
// (see Checks.Random), as the key moves writes them: ascending, "2,5,9".
// It panics if count exceeds most.
func RandomSet(random func(n int) int, count, most int) string {
	if count > most {
		panic("game: RandomSet of more amounts than there are")
	}
	var amounts []int
	for len(amounts) < count {
		if a := 1 + random(most); !slices.Contains(amounts, a) {
			amounts = append(amounts, a)
		}
	}
	slices.Sort(amounts)
	parts := make([]string, count)
	for i, a := range amounts {
		parts[i] = strconv.Itoa(a)
	}
	return strings.Join(parts, ",")
}
