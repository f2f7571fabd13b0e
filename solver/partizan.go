package solver

import (
	"math/big"
	"strconv"
)

// Partizan subtraction (seed 000 §4, "the asymmetric game"): Left may take
// an amount of her set S_L, Right one of his set S_R, and the player who
// cannot move loses. A heap has two results, who wins when Left moves first
// and who wins when Right moves first; together they give its outcome class:
// L (Left wins whoever starts), R, N (the starter wins) or P (the starter
// loses).
//
//	leftWins(n)  = some s in S_L, s ≤ n, with not rightWins(n−s)
//	rightWins(n) = some s in S_R, s ≤ n, with not leftWins(n−s)
//
// Both depend only on the previous max(max S_L, max S_R) heaps, so a
// repeated window of that many pairs proves the period, as for the classic
// game (findPeriod).

// partizanTable holds leftWins and rightWins for heaps 0..n-1, two bits a
// heap: bit 0 Left moving first wins, bit 1 Right moving first wins.
type partizanTable []uint8

// solvePartizan computes the table for heaps 0..n-1. The cost is
// O(n·(|S_L|+|S_R|)) time and O(n) bytes.
func solvePartizan(left, right []int, n int, w *work) (partizanTable, error) {
	t := make(partizanTable, n)
	for i := range n {
		if i%stepEvery == 0 {
			if err := w.step(i); err != nil {
				return nil, err
			}
		}
		var v uint8
		for _, s := range left {
			if s > i {
				break
			}
			if t[i-s]&2 == 0 {
				v |= 1
				break
			}
		}
		for _, s := range right {
			if s > i {
				break
			}
			if t[i-s]&1 == 0 {
				v |= 2
				break
			}
		}
		t[i] = v
	}
	return t, nil
}

// class returns the outcome class of a table entry.
func class(v uint8) Outcome {
	switch v {
	case 1:
		return L
	case 2:
		return R
	case 3:
		return N
	}
	return P
}

// analyzePartizan analyses a partizan subtraction game: the classes and
// the two who-starts strings of heaps 0..c.Len-1, their proven period, and
// the answer at c.N with the winning moves of the player to move. Heaps
// beyond the period search are filled from the proven period, not computed.
func analyzePartizan(c Config, lim Limits, w *work) (*Result, error) {
	left, right := c.Left.moves, c.Right.moves
	window := max(left[len(left)-1], right[len(right)-1])
	limit := int(min(int64(lim.Search), lim.Work/int64(len(left)+len(right))))
	var t partizanTable
	r := &Result{Config: c.Query(), Proof: "a repeated window of max(max S_L, max S_R) heaps"}
	var err error
	t, r.OutcomeSearch, r.OutcomePeriod, err = search(0, max(1<<12, 4*window), limit, w, "outcomes",
		func(n int) (partizanTable, error) { return solvePartizan(left, right, n, w) },
		func(t partizanTable, n int) (Period, bool) {
			return findPeriod(n, window, func(i int) uint64 { return uint64(t[i]) })
		})
	if err != nil {
		return nil, err
	}
	at := func(n *big.Int) (uint8, bool) {
		i, ok := reduce(n, r.OutcomeSearch, r.OutcomePeriod)
		if !ok {
			return 0, false
		}
		return t[i], true
	}
	if r.OutcomePeriod == nil && r.OutcomeSearch < c.Len {
		return nil, inputErrorf("len", strconv.Itoa(c.Len), "no period was found up to %d, so %s cannot list %d heap sizes; use a smaller len", r.OutcomeSearch, lim.Where, c.Len)
	}
	outcomes := make([]byte, c.Len)
	lf := make([]byte, c.Len)
	rf := make([]byte, c.Len)
	computed := c.Len
	if p := r.OutcomePeriod; p != nil {
		computed = min(c.Len, p.Preperiod+p.Period)
	}
	for i := range computed {
		v := t[i]
		outcomes[i] = byte(class(v))
		lf[i], rf[i] = byte(R), byte(L)
		if v&1 != 0 {
			lf[i] = byte(L)
		}
		if v&2 != 0 {
			rf[i] = byte(R)
		}
	}
	if p := r.OutcomePeriod; p != nil {
		for _, b := range [][]byte{outcomes, lf, rf} {
			repeat(b, computed, p.Period)
		}
	}
	r.Outcomes, r.LeftFirst, r.RightFirst = string(outcomes), string(lf), string(rf)
	if c.N == nil {
		return r, nil
	}
	v, ok := at(c.N)
	if !ok {
		return nil, inputErrorf("n", c.N.String(), "%s", noPeriod(r.OutcomeSearch)(c.N))
	}
	q := &Query{N: c.N.String(), Outcome: class(v), WinningMoves: []Move{}}
	q.LeftFirst, q.RightFirst = R, L
	if v&1 != 0 {
		q.LeftFirst = L
	}
	if v&2 != 0 {
		q.RightFirst = R
	}
	// The winning moves of each player when that player moves first.
	for _, side := range []struct {
		player      Outcome
		moves       []int
		wins, loses uint8 // the mover's bit; the bit the opponent must lack after the move
	}{{L, left, 1, 2}, {R, right, 2, 1}} {
		if v&side.wins == 0 {
			continue
		}
		for _, s := range side.moves {
			rest := new(big.Int).Sub(c.N, big.NewInt(int64(s)))
			if rest.Sign() < 0 {
				break
			}
			if u, _ := at(rest); u&side.loses == 0 {
				q.WinningMoves = append(q.WinningMoves, Move{Player: side.player.String(), Take: s, Leave: []*big.Int{rest}})
			}
		}
	}
	r.Query = q
	return r, nil
}
