package genus

import (
	"errors"
	"fmt"
	"math/big"
	"slices"
	"sync"

	"stones/solver/game"
	"stones/solver/numerals"
)

// The shapes the values have, checked by the compiler.
var (
	_ game.Values       = (*Values)(nil)
	_ game.Winner       = (*Values)(nil)
	_ game.MisereSummer = (*Values)(nil)
	_ game.Credited     = (*Values)(nil)
)

// Values answers in misère play for the heaps a Table computed, for the
// sums of them that are tame, and for any heap and sum that the game's
// misère quotient covers (see Quotient): computed by Game.Solve, or for a
// Table's own Values the first time a heap or sum needs it. It is safe for
// concurrent use once the Table is no longer extended.
type Values struct {
	t    *Table
	mu   sync.Mutex
	done bool      // q and qerr are known
	q    *Quotient // nil when QuotientOf failed
	qerr error
}

// Values returns the answers of the heaps computed so far.
func (t *Table) Values() *Values { return &Values{t: t} }

// quotient returns the game's misère quotient, computed once for the
// heaps below the table's Len and on until it is proven periodic, within
// the table's limits; or why not.
func (v *Values) quotient() (*Quotient, error) {
	v.mu.Lock()
	defer v.mu.Unlock()
	if !v.done {
		// Not the table's Work: its context may have ended with the solve
		// that made the table. analysisQuotient bounds the computation.
		v.q, v.qerr = analysisQuotient(v.t.g, max(v.t.Len(), 2), v.t.lim, nil)
		v.done = true
	}
	return v.q, v.qerr
}

// By names the misère quotient when it answers a heap of n, beyond the
// heaps the table computed: its Describe. It is "" for a heap the table
// computed, or that the quotient does not cover.
func (v *Values) By(n *big.Int) string {
	if _, err := v.small(n); err == nil {
		return ""
	}
	q, err := v.quotient()
	if err != nil {
		return ""
	}
	if _, ok := q.Element(n); !ok {
		return ""
	}
	return q.Describe()
}

// byQuotient answers a sum of heaps from the misère quotient, when it
// covers every heap: its outcome, and its winning moves from heaps of at
// most MostListed stones (a move to a sum whose element is in the
// P-portion).
func (v *Values) byQuotient(heaps []*big.Int) (*game.Sum, string) {
	q, err := v.quotient()
	var in *game.InputError
	if errors.As(err, &in) {
		return nil, in.Problem
	} else if err != nil {
		return nil, err.Error()
	}
	x, ok := q.Product(heaps)
	if !ok {
		return nil, fmt.Sprintf("the misère quotient computed covers the heaps below %d, and no period of it is proven", q.Heaps())
	}
	none := 0
	sum := &game.Sum{Heaps: heaps, Outcome: game.N, WinningMoves: []game.HeapMove{}, Searched: &none, By: q.Describe()}
	if q.Cold(x) {
		sum.Outcome = game.P
		return sum, ""
	}
	for i, h := range heaps {
		if h.Cmp(big.NewInt(MostListed)) > 0 {
			sum.MoreMoves = fmt.Sprintf("those from heaps of more than %s stones are not listed", numerals.Grouped(MostListed))
			continue
		}
		others := slices.Delete(slices.Clone(heaps), i, i+1)
		rest, _ := q.Product(others)
		v.t.g.Options(h, func(m game.Move) bool {
			if y, ok := q.Product(m.Leave); ok && q.Cold(int(q.mul[rest][y])) {
				sum.WinningMoves = append(sum.WinningMoves, game.HeapMove{Heap: i, Move: m})
			}
			return true
		})
	}
	return sum, ""
}

// MostListed is the largest heap whose winning moves a sum answered by the
// misère quotient lists: each heap's moves are enumerated.
const MostListed = 1 << 16

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

// computed says which heaps the table computed, for messages: "heaps 0 to
// 12, at len=13", "heap 0 only, at len=1".
func (t *Table) computed() string {
	if t.Len() <= 1 {
		return "heap 0 only, at len=1"
	}
	return fmt.Sprintf("heaps 0 to %s, at len=%d", numerals.Grouped(t.Len()-1), t.Len())
}

// small returns heap n as an index of the table, or an *Unknown.
func (v *Values) small(n *big.Int) (int, error) {
	if n.Sign() >= 0 && n.IsInt64() && n.Int64() < int64(v.t.Len()) {
		return int(n.Int64()), nil
	}
	return 0, &game.Unknown{Reason: fmt.Sprintf(
		"misère outcomes are found by exhaustive search, here up to heap %s, and no period of them is proven; ask with a larger len, within the limits",
		numerals.Grouped(v.t.Len()-1))}
}

// Outcome returns the misère outcome of a heap of n: P when its misère
// value γ0 is 0; beyond the table, from the misère quotient when it
// covers n (see Quotient), else an *Unknown.
func (v *Values) Outcome(n *big.Int) (game.Outcome, error) {
	i, err := v.small(n)
	if err != nil {
		if o, ok := v.quotientOutcome([]*big.Int{n}); ok {
			return o, nil
		}
		return 0, err
	}
	if v.t.heapRecord(i).at(0) == 0 {
		return game.P, nil
	}
	return game.N, nil
}

// WinningMoves returns the moves from a heap of n to a misère P-position,
// in the order of the game's Options. The cost is one look-up a move.
// Beyond the table they come from the misère quotient, listed up to heaps
// of MostListed stones (a *game.TooMany beyond).
func (v *Values) WinningMoves(n *big.Int) ([]game.Move, error) {
	i, err := v.small(n)
	if err != nil {
		if sum, _ := v.byQuotient([]*big.Int{n}); sum != nil {
			moves := []game.Move{}
			for _, m := range sum.WinningMoves {
				moves = append(moves, m.Move)
			}
			if sum.MoreMoves != "" {
				return moves, &game.TooMany{Reason: sum.MoreMoves}
			}
			return moves, nil
		}
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
			sum, qwhy := v.byQuotient(heaps)
			if sum != nil {
				return sum, "", nil
			}
			return nil, fmt.Sprintf("heap %s is beyond the figure's exhaustive search, which computed the genus of %s (a larger len computes more), and %s", h, t.computed(), qwhy), nil
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
	o, ok := v.tableOutcome(heaps)
	if !ok {
		sum, qwhy := v.byQuotient(heaps)
		if sum != nil {
			return sum, "", nil
		}
		return nil, why + ", and " + qwhy, nil
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
	if o, ok := v.tableOutcome(heaps); ok {
		return o, true
	}
	return v.quotientOutcome(heaps)
}

// tableOutcome is MisereOutcome from the table or by the rule of tame sums.
func (v *Values) tableOutcome(heaps []*big.Int) (game.Outcome, bool) {
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

// quotientOutcome is MisereOutcome by the misère quotient.
func (v *Values) quotientOutcome(heaps []*big.Int) (game.Outcome, bool) {
	q, err := v.quotient()
	if err != nil {
		return 0, false
	}
	x, ok := q.Product(heaps)
	if !ok {
		return 0, false
	}
	if q.Cold(x) {
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
