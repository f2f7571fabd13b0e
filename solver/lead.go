package solver

import (
	"strconv"
	"strings"
)

// FewOutcomes is the share of the heaps shown, in percent, below which the
// rarer of the letters P and N tells little: a strip of outcomes is then
// nearly one colour (octal 0.6 is N at all but 14 of its first 20,000
// heaps), and a figure with nim-values leads with them.
const FewOutcomes = 10

// NimLead says why the figure of r leads with its nim-values rather than
// its outcomes, or returns "" when it does not: it leads when the game has
// nim-values (impartial, normal play) and fewer than FewOutcomes percent of
// the heaps shown are P, or fewer are N. The sentence names the counts, and
// that nim-value 0 is exactly the P-positions, so the outcomes can still be
// read: "Nim-values lead: only 9 of these 100 heaps are P (nim-value 0),
// under 1 in 10, so their outcomes alone would colour the strip almost all
// N." A game on a sequence of graphs or boards counts sizes, not heaps
// (SizeUnit). The cost is one pass over the outcomes.
func (r *Result) NimLead() string {
	n := len(r.Outcomes)
	if r.Nim == nil || n == 0 {
		return ""
	}
	ps := strings.Count(r.Outcomes, string(P))
	rare, count, common := "P (nim-value 0)", ps, N
	if n-ps < ps {
		rare, count, common = "N (nim-value above 0)", n-ps, P
	}
	if count*100 >= FewOutcomes*n {
		return ""
	}
	one, _ := SizeUnit(r)
	these := " of these " + Grouped(n) + " " + one + "s "
	few := "only " + Grouped(count) + these + "are " + rare
	switch count {
	case 0:
		few = "none" + these + "is " + rare
	case 1:
		few = "only 1" + these + "is " + rare
	}
	return "Nim-values lead: " + few + ", under 1 in " + strconv.Itoa(100/FewOutcomes) +
		", so their outcomes alone would colour the strip almost all " + common.String() + "."
}
