package solver

import (
	"bytes"
	"net/url"
	"strconv"
	"strings"
)

// Bare returns the configuration without what only the page reads (its
// page keys and embed): the configuration the command line answers, whose
// Query is the config of `stones -json`.
func (c Config) Bare() Config {
	c.Page, c.Embed = nil, false
	return c
}

// CSV writes the figures of a result as comma-separated values, one row a
// heap size after a header row: heap, outcome, then the columns the game
// has: nim (impartial games in normal play), leftFirst and rightFirst
// (partizan games: who wins when Left, or Right, moves first), safe (history
// games: 1 when the player to move loses whatever the state), and one column
// a row of the state table, headed by its state, and genus (misère octal
// games and Grundy's game: Conway's genus, "4^{146}"), as encoding/csv
// writes them. The cost is linear in the number of heap sizes; WriteCSV
// writes the same bytes as it goes.
func (r *Result) CSV() []byte {
	var b bytes.Buffer
	r.WriteCSV(&b, len(r.Outcomes))
	return b.Bytes()
}

// letterAt returns the i-th letter of s, or "" past its end.
func letterAt(s string, i int) string {
	if i < len(s) {
		return s[i : i+1]
	}
	return ""
}

// BFile writes the nim-values of a result as an OEIS b-file: comment lines
// naming the configuration, then one line "n a(n)" a heap size, from 0. For
// a game without nim-values (partizan, misère, history and parity games
// have none) it returns an *InputError of the key game that names the game.
// The cost is linear in the number of heap sizes; WriteBFile writes the
// same bytes as it goes.
func (r *Result) BFile() ([]byte, error) {
	var b bytes.Buffer
	if err := r.WriteBFile(&b, len(r.Outcomes)); err != nil {
		return nil, err
	}
	return b.Bytes(), nil
}

// noBFile is the refusal of a b-file of r, whose game has no nim-values.
func (r *Result) noBFile() error {
	title := r.Config
	if c, err := ParseConfig(r.Config); err == nil && c.Game != nil {
		title = c.Game.Title()
	}
	return NoBFile(title)
}

// NoBFile is the refusal of a b-file for a game without nim-values, the
// game given by its title: an *InputError of the key game.
func NoBFile(title string) error {
	return &InputError{Key: "game", Problem: "has no nim-values to write as a b-file (only impartial games in normal play have them): " + title}
}

// searchTerms is how many terms an OEIS search gives: enough to single out
// a sequence, few enough to match a sequence listed with another offset.
const searchTerms = 24

// OEISSearch returns the address of an OEIS search for the result's first
// terms, and what they are: the nim-values where the game has them, else the
// heap sizes where the player to move loses (the P-positions). It returns
// "" when there is nothing to search for (no P-position among the heaps).
func (r *Result) OEISSearch() (address, terms string) {
	var ts []string
	what := "nim-values"
	if r.Nim != nil {
		for _, v := range r.Nim[:min(len(r.Nim), searchTerms)] {
			ts = append(ts, strconv.FormatUint(uint64(v), 10))
		}
	} else {
		what = "P-positions"
		for i := 0; i < len(r.Outcomes) && len(ts) < searchTerms; i++ {
			if Outcome(r.Outcomes[i]) == P {
				ts = append(ts, strconv.Itoa(i))
			}
		}
	}
	if len(ts) == 0 {
		return "", ""
	}
	q := strings.Join(ts, ",")
	return "https://oeis.org/search?q=" + url.QueryEscape(q), what + " " + q
}
