package genus

import (
	"slices"
	"strconv"
	"strings"
)

// Genus is Conway's genus of a position: its normal-play nim-value and the
// misère values of the position plus 0, 1, 2, … copies of *2, written up
// to where they alternate for ever.
type Genus struct {
	Normal uint32   // g, the normal-play nim-value
	Misere []uint32 // γ0, γ1, …: at least two; from len−2 on they alternate
}

// At returns γk, the misère value of the position plus k copies of *2.
func (g Genus) At(k int) uint32 {
	n := len(g.Misere)
	if k < n {
		return g.Misere[k]
	}
	return g.Misere[n-2+(k-n)%2]
}

// Cold reports whether the player to move loses in misère play: γ0 = 0.
func (g Genus) Cold() bool { return g.Misere[0] == 0 }

// Fickle reports a genus 0^{120} or 1^{031}: the misère value differs from
// the normal one, as for heaps of 0 and 1 in misère Nim.
func (g Genus) Fickle() bool {
	return g.Normal <= 1 && slices.Equal(g.Misere, []uint32{g.Normal ^ 1, g.Normal ^ 2, g.Normal})
}

// Firm reports a genus g^{g, g⊕2}: the misère values are the normal ones,
// as for a position of misère Nim with a heap of 2 or more.
func (g Genus) Firm() bool {
	return slices.Equal(g.Misere, []uint32{g.Normal, g.Normal ^ 2})
}

// Tame reports a genus of misère Nim: fickle or firm.
func (g Genus) Tame() bool { return g.Fickle() || g.Firm() }

// String writes the genus as Conway does, "0^{120}", the values run
// together while they are single digits, else separated by commas:
// "5^{4,13,5,7}".
func (g Genus) String() string {
	sep := ""
	if slices.ContainsFunc(g.Misere, func(v uint32) bool { return v > 9 }) {
		sep = ","
	}
	parts := make([]string, len(g.Misere))
	for i, v := range g.Misere {
		parts[i] = strconv.FormatUint(uint64(v), 10)
	}
	return strconv.FormatUint(uint64(g.Normal), 10) + "^{" + strings.Join(parts, sep) + "}"
}

// SumCold reports whether a sum of tame positions of the genera gs is a
// P-position in misère play (see the package comment): every part fickle
// and nim-sum 1, or some part firm and nim-sum 0. It panics when a genus
// is not tame. The cost is O(len(gs)).
func SumCold(gs []Genus) bool {
	var x uint32
	fickle := true
	for _, g := range gs {
		if !g.Tame() {
			panic("genus: SumCold of a genus that is not tame: " + g.String())
		}
		x ^= g.Normal
		fickle = fickle && g.Fickle()
	}
	if fickle {
		return x == 1
	}
	return x == 0
}
