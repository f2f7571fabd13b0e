package partizan

import (
	"fmt"
	"math/big"
	"strconv"

	"stones/solver/game"
	"stones/solver/numerals"
	"stones/solver/periodic"
)

// Proof is what the period of the game rests on.
const Proof = "a repeated window of max(max S_L, max S_R) heaps"

// table holds two bits a heap: bit 0 set when Left, moving first, wins;
// bit 1 when Right, moving first, wins.
type table []uint8

// extend computes the heaps up to n−1 from those already computed, calling
// w.Step every game.StepEvery heaps. The cost is O((n − computed)·(|S_L| +
// |S_R|)).
func (t *table) extend(left, right []int, n int, w *game.Work) error {
	for i := len(*t); i < n; i++ {
		if i%game.StepEvery == 0 {
			if err := w.Step(i); err != nil {
				return err
			}
		}
		var v uint8
		for _, s := range left {
			if s > i {
				break
			}
			if (*t)[i-s]&2 == 0 {
				v |= 1
				break
			}
		}
		for _, s := range right {
			if s > i {
				break
			}
			if (*t)[i-s]&1 == 0 {
				v |= 2
				break
			}
		}
		*t = append(*t, v)
	}
	return nil
}

// class returns the outcome class of a table entry.
func class(v uint8) game.Outcome {
	switch v {
	case 1:
		return game.L
	case 2:
		return game.R
	case 3:
		return game.N
	}
	return game.P
}

// Solve computes who wins each heap when Left, and when Right, moves first,
// over doubling numbers of heaps until a repeated window proves their
// period or the limits are spent (lim.Search heaps; lim.Work heaps ×
// (|S_L| + |S_R|)), and lists the classes and the two who-starts strings
// of heaps 0..length−1, filled from the proven period beyond the heaps
// computed. Without a proven period, a length beyond them is an
// *InputError of the key len. The Solution's Values is a game.FirstWins.
// The cost is O(n·(|S_L| + |S_R|)) for the n heaps computed plus
// O(length).
func (g *Game) Solve(length int, lim game.Limits, w *game.Work) (*game.Solution, error) {
	length = max(length, 0)
	window := max(g.lmoves()[len(g.lmoves())-1], g.rmoves()[len(g.rmoves())-1])
	limit := max(0, int(min(int64(lim.Search), lim.Work/int64(len(g.lmoves())+len(g.rmoves())))))
	var t table
	w.Begin("outcomes", limit)
	_, n, period, err := periodic.Search(0, max(1<<12, 4*window), limit,
		func(n int) (table, error) { return t, t.extend(g.lmoves(), g.rmoves(), n, w) },
		func(_ table, n int) (game.Period, bool) {
			return periodic.Find(n, window, func(i int) uint64 { return uint64(t[i]) })
		})
	if err != nil {
		return nil, err
	}
	if period == nil && n < length {
		return nil, game.Errorf("len", strconv.Itoa(length), "no period was found among the first %s heap sizes, as far as the limits of %s allow, so %s heap sizes cannot be listed; use a smaller len",
			numerals.Grouped(n), lim.Where, numerals.Grouped(length))
	}
	s := &game.Solution{OutcomeSearch: n, OutcomePeriod: period, Proof: Proof, Window: window,
		Values: &Values{t: t, period: period, where: lim.Where}}
	outcomes := make([]byte, length)
	lf := make([]byte, length)
	rf := make([]byte, length)
	computed := length
	if period != nil {
		computed = min(length, period.Preperiod+period.Period)
	}
	for i := range computed {
		v := t[i]
		outcomes[i] = byte(class(v))
		lf[i], rf[i] = byte(game.R), byte(game.L)
		if v&1 != 0 {
			lf[i] = byte(game.L)
		}
		if v&2 != 0 {
			rf[i] = byte(game.R)
		}
	}
	if period != nil {
		for _, b := range [][]byte{outcomes, lf, rf} {
			periodic.Repeat(b, computed, period.Period)
		}
	}
	s.Outcomes, s.LeftFirst, s.RightFirst = string(outcomes), string(lf), string(rf)
	return s, nil
}

// Values answers for heaps of a partizan game of any size from the heaps
// computed and their proven period: it implements game.FirstWins.
type Values struct {
	t      table
	period *game.Period // nil when none was proven
	where  string       // the front end, for messages
}

// at returns the table entry of a heap of n, or a *game.Unknown.
func (v *Values) at(n *big.Int) (uint8, error) {
	i, ok := periodic.Reduce(n, len(v.t), v.period)
	if !ok {
		return 0, &game.Unknown{Reason: fmt.Sprintf("no period was found among the first %s heap sizes, as far as the limits of %s allow, so larger heaps cannot be answered",
			numerals.Grouped(len(v.t)), v.where)}
	}
	return v.t[i], nil
}

// Outcome returns the class of a heap of n: L, R, N or P; a *game.Unknown
// beyond the heaps computed with no proven period. The cost is one division
// of n.
func (v *Values) Outcome(n *big.Int) (game.Outcome, error) {
	e, err := v.at(n)
	if err != nil {
		return 0, err
	}
	return class(e), nil
}

// Wins reports whether player (L or R), moving first from a heap of n,
// wins; a *game.Unknown beyond the heaps computed with no proven period. It
// panics on another player, a programming error. The cost is one division
// of n.
func (v *Values) Wins(n *big.Int, player game.Outcome) (bool, error) {
	var bit uint8
	switch player {
	case game.L:
		bit = 1
	case game.R:
		bit = 2
	default:
		panic("partizan: the player is L or R, not " + player.String())
	}
	e, err := v.at(n)
	if err != nil {
		return false, err
	}
	return e&bit != 0, nil
}
