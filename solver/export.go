package solver

import (
	"bytes"
	"encoding/csv"
	"fmt"
	"net/url"
	"stones/solver/game"
	"strconv"
	"strings"
)

// CSV writes the figures of a result as comma-separated values, one row a
// heap size after a header row: heap, outcome, then the columns the game
// has: nim (impartial games in normal play), leftFirst and rightFirst
// (partizan games: who wins when Left, or Right, moves first), safe (history
// games: 1 when the player to move loses whatever the state), and one column
// a row of the state table, headed by its state, and genus (misère octal
// games and Grundy's game: Conway's genus, "4^{146}"). The cost is linear in the
// number of heap sizes.
func (r *Result) CSV() []byte {
	var b bytes.Buffer
	w := csv.NewWriter(&b)
	header := r.csvHeader()
	partizan := r.LeftFirst != "" || r.RightFirst != ""
	w.Write(header)
	safe := r.Safe // sorted: the rows walk along it
	row := make([]string, 0, len(header))
	for i := range len(r.Outcomes) {
		row = append(row[:0], strconv.Itoa(i), r.Outcomes[i:i+1])
		if r.Nim != nil {
			row = append(row, strconv.FormatUint(uint64(r.Nim[i]), 10))
		}
		if partizan {
			row = append(row, letterAt(r.LeftFirst, i), letterAt(r.RightFirst, i))
		}
		if r.Safe != nil {
			s := "0"
			if len(safe) > 0 && safe[0] == i {
				s, safe = "1", safe[1:]
			}
			row = append(row, s)
		}
		for _, t := range r.Table {
			row = append(row, letterAt(t.Cells, i))
		}
		if r.Genus != nil {
			g := "" // beyond the heaps whose genus is computed
			if i < len(r.Genus) {
				g = r.Genus[i]
			}
			row = append(row, g)
		}
		w.Write(row)
	}
	w.Flush()
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
// have none) it returns a *game.InputError of the key game that names the game.
// The cost is linear in the number of heap sizes.
func (r *Result) BFile() ([]byte, error) {
	if r.Nim == nil {
		return nil, r.noBFile()
	}
	var b bytes.Buffer
	b.Grow(len(r.Nim) * 12)
	fmt.Fprintf(&b, "# Nim-values of heaps 0 to %d, computed by Stones.\n# Configuration: %s\n", len(r.Nim)-1, r.Config)
	for i, v := range r.Nim {
		b.WriteString(strconv.Itoa(i))
		b.WriteByte(' ')
		b.WriteString(strconv.FormatUint(uint64(v), 10))
		b.WriteByte('\n')
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
// game given by its title: a *game.InputError of the key game.
func NoBFile(title string) error {
	return &game.InputError{Key: "game", Problem: "has no nim-values to write as a b-file (only impartial games in normal play have them): " + title}
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
			if game.Outcome(r.Outcomes[i]) == game.P {
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
