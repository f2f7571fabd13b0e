package genus

import (
	"fmt"
	"math/big"
	"slices"

	"stones/solver/game"
	"stones/solver/periodic"
)

// The shapes the values have, checked by the compiler.
var (
	_ game.Values       = (*Values)(nil)
	_ game.Winner       = (*Values)(nil)
	_ game.MisereSummer = (*Values)(nil)
)

// Values answers in misère play for the heaps a Table computed, and for the
// sums of them that are tame. It is safe for concurrent use once the Table
// is no longer extended.
type Values struct{ t *Table }

// Values returns the answers of the heaps computed so far.
func (t *Table) Values() *Values { return &Values{t: t} }

// Genus returns the genus of heap n, which must be below Len. The cost is
// one map look-up.
func (t *Table) Genus(n int) Genus { return t.heapRecord(n).genus() }

// heapRecord returns the record of heap n < Len.
func (t *Table) heapRecord(n int) *record {
	if len(t.heaps[n].options) == 0 {
		r, _ := t.find(nil, -1, nil)
		return r
	}
	r, _ := t.find([]int32{int32(n)}, -1, nil)
	return r
}

// small returns heap n as an index of the table, or an *Unknown.
func (v *Values) small(n *big.Int) (int, error) {
	if n.Sign() >= 0 && n.IsInt64() && n.Int64() < int64(v.t.Len()) {
		return int(n.Int64()), nil
	}
	return 0, &game.Unknown{Reason: fmt.Sprintf(
		"misère outcomes are found by exhaustive search, here up to heap %s, and no period of them is proven; ask with a larger len, within the limits",
		periodic.Grouped(v.t.Len()-1))}
}

// Outcome returns the misère outcome of a heap of n: P when its misère
// value γ0 is 0.
func (v *Values) Outcome(n *big.Int) (game.Outcome, error) {
	i, err := v.small(n)
	if err != nil {
		return 0, err
	}
	if v.t.heapRecord(i).at(0) == 0 {
		return game.P, nil
	}
	return game.N, nil
}

// WinningMoves returns the moves from a heap of n to a misère P-position,
// in the order of the game's Options. The cost is one look-up a move.
func (v *Values) WinningMoves(n *big.Int) ([]game.Move, error) {
	i, err := v.small(n)
	if err != nil {
		return nil, err
	}
	moves := []game.Move{}
	v.t.g.Options(big.NewInt(int64(i)), func(m game.Move) bool {
		if v.t.leftBy(m.Leave).at(0) == 0 {
			moves = append(moves, m)
		}
		return true
	})
	return moves, nil
}

// leftBy returns the record of the live heaps of leave, all below Len, or
// nil when the search did not reach that position.
func (t *Table) leftBy(leave []*big.Int) *record {
	var live []int32
	for _, l := range leave {
		if i := int(l.Int64()); len(t.heaps[i].options) > 0 {
			live = append(live, int32(i))
		}
	}
	r, _ := t.find(sorted(live), -1, nil)
	return r
}

// MisereSum answers for a sum of heaps, with every winning move: from the
// table when the search reached the position (every position a heap below
// Len reaches), else by the rule of tame sums (see the package comment)
// when each heap is computed and tame. Otherwise it returns a nil Sum and
// why in words: the first heap not computed, or not tame, with its genus.
// The cost is O(heaps · moves) look-ups.
func (v *Values) MisereSum(heaps []*big.Int) (*game.Sum, string, error) {
	t := v.t
	gs := make([]Genus, len(heaps))
	why := ""
	for i, h := range heaps {
		n, err := v.small(h)
		if err != nil {
			return nil, fmt.Sprintf("heap %s is beyond the heaps whose genus is computed (up to %s)", h, periodic.Grouped(t.Len()-1)), nil
		}
		r := t.heapRecord(n)
		if !r.tame && why == "" {
			why = fmt.Sprintf("heap %d is not tame: its genus is %s%s", n, r.genus(), untamed(r))
		}
		gs[i] = r.genus()
	}
	cold := func(others []*big.Int, leave []*big.Int) (bool, bool) {
		if r := t.leftBy(append(slices.Clone(others), leave...)); r != nil {
			return r.at(0) == 0, true
		}
		return false, false
	}
	o, ok := v.MisereOutcome(heaps)
	if !ok {
		return nil, why, nil
	}
	none := 0
	sum := &game.Sum{Heaps: heaps, Outcome: o, WinningMoves: []game.HeapMove{}, Searched: &none}
	if o == game.P {
		return sum, "", nil
	}
	for i, h := range heaps {
		others := slices.Delete(slices.Clone(heaps), i, i+1)
		otherGs := slices.Delete(slices.Clone(gs), i, i+1)
		t.g.Options(h, func(m game.Move) bool {
			c, ok := cold(others, m.Leave)
			if !ok {
				// Tame heaps: the option's own genus, as one part.
				c = SumCold(append(otherGs, t.leftBy(m.Leave).genus()))
			}
			if c {
				sum.WinningMoves = append(sum.WinningMoves, game.HeapMove{Heap: i, Move: m})
			}
			return true
		})
	}
	return sum, "", nil
}

// MisereOutcome returns the outcome of a sum of heaps when MisereSum
// answers it, without its winning moves: from the table, or by the rule of
// tame sums. The cost is O(heaps) look-ups.
func (v *Values) MisereOutcome(heaps []*big.Int) (game.Outcome, bool) {
	t := v.t
	live := make([]int32, 0, len(heaps))
	gs := make([]Genus, len(heaps))
	for i, h := range heaps {
		n, err := v.small(h)
		if err != nil {
			return 0, false
		}
		if len(t.heaps[n].options) > 0 {
			live = append(live, int32(n))
		}
		gs[i] = t.heapRecord(n).genus()
	}
	cold := false
	if r, ok := t.find(sorted(live), -1, nil); ok {
		cold = r.at(0) == 0
	} else {
		for _, h := range heaps {
			if !t.heapRecord(int(h.Int64())).tame {
				return 0, false
			}
		}
		cold = SumCold(gs)
	}
	if cold {
		return game.P, true
	}
	return game.N, true
}

// Tame reports whether heap n < Len is tame: its genus and those of every
// position it reaches are those of misère Nim.
func (t *Table) Tame(n int) bool { return t.heapRecord(n).tame }

// untamed says why a heap of tame genus is not tame: a position it reaches
// is not.
func untamed(r *record) string {
	if r.genus().Tame() {
		return ", but a position it reaches is not tame"
	}
	return ""
}

// sorted sorts a few heaps in place.
func sorted(hs []int32) []int32 {
	for i := 1; i < len(hs); i++ {
		for j := i; j > 0 && hs[j] < hs[j-1]; j-- {
			hs[j], hs[j-1] = hs[j-1], hs[j]
		}
	}
	return hs
}
