package solver

import (
	"math/big"
	"strconv"
)

// The parity game (seed 001, S. McDougall's Game::Stones, generalised from
// "take 1 … maxTake" to any finite move set): an odd number of stones lies
// in a pile, both players start holding none, each move takes an amount of
// the move set into the mover's holding, and when the pile is empty the
// player holding an odd number of stones wins. If stones remain but no move
// is legal (a set without 1), the player to move loses, as in normal play.
//
// The mover's chances depend on the pile and on the parity of the mover's
// own holding only: the total is odd, so the other player's parity is
// 1 + pile + own (mod 2). With a the mover's parity, b = 1 + p + a:
//
//	wins(0, a) = (a = 1)
//	wins(p, a) = some s in S, s ≤ p, with not wins(p−s, b)
//
// The step depends on the parity of p, so the table repeats only under
// shifts that keep the pile's parity: the period is proven by a repeated
// window of max S columns at an even distance (a detector that ignores this
// finds period 1 instead of 4 for S = {1}). The outcome of an odd pile n
// is wins(n, 0); even piles have no outcome ('-').

// parityTable holds two bits a pile: bit a set when the mover with parity a
// wins.
type parityTable []uint8

func solveParity(moves []int, n int, w *work) (parityTable, error) {
	t := make(parityTable, n)
	for p := range n {
		if p%stepEvery == 0 {
			if err := w.step(p); err != nil {
				return nil, err
			}
		}
		if p == 0 {
			t[0] = 2 // holding odd with the pile empty: won
			continue
		}
		for a := range 2 {
			b := (1 + p + a) & 1
			for _, s := range moves {
				if s > p {
					break
				}
				if t[p-s]>>b&1 == 0 {
					t[p] |= 1 << a
					break
				}
			}
		}
	}
	return t, nil
}

// analyzeParity analyses the parity game of c: who wins each odd pile, the
// state table and its proven period, and at c.N the winning moves and the
// move the seed module would play.
func analyzeParity(c Config, lim Limits, w *work) (*Result, error) {
	moves := c.Moves.moves
	window := moves[len(moves)-1]
	limit := int(min(int64(lim.Search), lim.Work/int64(2*len(moves))))
	r := &Result{Config: c.Query(), Proof: "a repeated window of max S columns at an even distance"}
	tagged := func(t parityTable) func(int) uint64 {
		return func(i int) uint64 { return uint64(t[i]) | uint64(i&1)<<2 }
	}
	t, n, period, err := search(0, max(1<<12, 4*window), limit, w, "the state table",
		func(n int) (parityTable, error) { return solveParity(moves, n, w) },
		func(t parityTable, n int) (Period, bool) { return findPeriod(n, window, tagged(t)) })
	if err != nil {
		return nil, err
	}
	if period == nil && n < c.Len {
		return nil, inputErrorf("len", strconv.Itoa(c.Len), "no period was found up to %d, so %s cannot list %d heap sizes; use a smaller len", n, lim.Where, c.Len)
	}
	r.OutcomeSearch, r.TablePeriod = n, period
	letter := func(p int) byte {
		switch {
		case p%2 == 0:
			return '-'
		case t[fold(p, n, period)]&1 != 0:
			return byte(N)
		}
		return byte(P)
	}
	out := make([]byte, c.Len)
	rows := []TableRow{{Label: "the mover holds an even number"}, {Label: "the mover holds an odd number"}}
	cells := [2][]byte{make([]byte, c.Len), make([]byte, c.Len)}
	for p := range c.Len {
		out[p] = letter(p)
		for a := range 2 {
			cells[a][p] = byte(P)
			if t[fold(p, n, period)]>>a&1 != 0 {
				cells[a][p] = byte(N)
			}
		}
	}
	rows[0].Cells, rows[1].Cells = string(cells[0]), string(cells[1])
	r.Outcomes, r.Table = string(out), rows
	if period != nil {
		p := smallestPeriod(letter, *period)
		r.OutcomePeriod = &p
	}
	if c.N == nil {
		return r, nil
	}
	if c.N.Bit(0) == 0 {
		return nil, inputErrorf("n", c.N.String(), "the parity game starts from an odd pile, so that one player ends with an odd number")
	}
	col := func(p *big.Int) (int, bool) { return reduce(p, n, period) }
	i, ok := col(c.N)
	if !ok {
		return nil, inputErrorf("n", c.N.String(), "%s", noPeriod(n)(c.N))
	}
	q := &Query{N: c.N.String(), Outcome: P, WinningMoves: []Move{}}
	// The first player holds none (a = 0); after a move the second player,
	// holding none, is to move with b = 1 + n (mod 2) = 0.
	var largest, smallest *Move
	for _, s := range moves {
		rest := new(big.Int).Sub(c.N, big.NewInt(int64(s)))
		if rest.Sign() < 0 {
			break
		}
		m := Move{Take: s, Leave: []*big.Int{rest}}
		if smallest == nil {
			smallest = &m
		}
		j, _ := col(rest)
		if t[j]&1 == 0 {
			q.WinningMoves = append(q.WinningMoves, m)
			largest = &q.WinningMoves[len(q.WinningMoves)-1]
		}
	}
	if t[i]&1 != 0 {
		q.Outcome = N
	}
	// The module's policy: when winning, the largest winning take; when
	// losing, the smallest take (1 in the module), leaving the opponent the
	// most chances to err.
	switch {
	case largest != nil:
		q.Policy = &Move{Take: largest.Take, Leave: largest.Leave}
	case smallest != nil:
		q.Policy = smallest
	}
	r.Query = q
	return r, nil
}
