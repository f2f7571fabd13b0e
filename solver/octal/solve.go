package octal

import (
	"fmt"
	"math/big"
	"strconv"

	"stones/solver/game"
	"stones/solver/numerals"
	"stones/solver/periodic"
)

// octalStart is the first number of heap sizes the period search computes;
// it doubles from there.
const octalStart = 512

// Solve computes the nim-values of rows 0..length−1 and their period when
// the octal periodicity theorem proves it (see solveRows), within lim.
// Values beyond those computed follow from the proven period; without one,
// rows beyond the computed are unknown ("no period up to N") and a length
// beyond them is an *InputError of the key len; the error of w.Step
// (cancellation) is returned as it is. The Solution's Values is a
// game.NimValues and a game.OptionLister, which lists the options of a row
// of any size by families (see Values.Options). The cost is that of the
// rows computed (see Rows), at most twice that of the last doubling.
func (g *Row) Solve(length int, lim game.Limits, w *game.Work) (*game.Solution, error) {
	rows, p, shallow, err := solveRows(g.code, length, deepened(lim, g.deep), w)
	if err != nil {
		return nil, err
	}
	v := &Values{code: g.code, nim: rows, period: p, where: lim.Where, shallow: shallow}
	return solution(rows, p, shallow, length, lim, v)
}

// Solve computes the nim-values of rings 0..length−1 from those of rows
// (see Row.Solve), and their period from the rows' (see ringPeriod). The
// Solution's Values is a game.NimValues and a game.OpenedValues whose
// Opened gives the values of rows.
func (g *Ring) Solve(length int, lim game.Limits, w *game.Work) (*game.Solution, error) {
	rows, p, shallow, err := solveRows(g.code, length, deepened(lim, g.deep), w)
	if err != nil {
		return nil, err
	}
	ring := ringsFromRows(g.code, rows)
	var rp *game.Period
	if p != nil {
		q := ringPeriod(ring, *p, g.code.MaxTake())
		rp = &q
	}
	v := &ringValues{nim: ring, period: rp, rows: &Values{code: g.code, nim: rows, period: p, where: lim.Where, shallow: shallow}, where: lim.Where, shallow: shallow}
	return solution(ring, rp, shallow, length, lim, v)
}

// ShallowProof is a Solution's Proof when the period search stopped where
// the question needed no more: it says how to ask for the whole search.
const ShallowProof = "the search computed what the question needs; deep=1 searches as far as the limits allow"

// deepened returns lim with no shallow search when deep (the key deep)
// asks for the search to go as far as the limits allow.
func deepened(lim game.Limits, deep bool) game.Limits {
	if deep {
		lim.Shallow = 0
	}
	return lim
}

// solveRows computes the nim-values of rows for doubling numbers of heap
// sizes, from octalStart on, until provePeriod proves a period or
// lim.NimSearch heap sizes or lim.Work units of work (pairs of heaps looked
// at) are spent; with lim.Shallow > 0, at most max(length, lim.Shallow)
// heap sizes, which is all a question within them needs (a game with no
// period would otherwise search to the limits on every query). It returns
// the rows computed and the period, nil when none is proven, whether the
// search stopped at lim.Shallow short of the other limits, or the error of
// w.Step.
func solveRows(code Code, length int, lim game.Limits, w *game.Work) ([]uint32, *game.Period, bool, error) {
	rows := NewRows(code, AllSplits)
	limit := max(1, lim.NimSearch)
	if lim.Shallow > 0 {
		limit = min(limit, max(length, lim.Shallow))
	}
	w.Begin("nim-values", limit)
	for n := min(limit, max(octalStart, 2*code.MaxTake()+4)); ; n = min(2*n, limit) {
		if err := rows.Extend(n, lim.Work, w); err != nil {
			return nil, nil, false, err
		}
		if p, ok := provePeriod(rows.Values(), code.MaxTake()); ok {
			return rows.Values(), &p, false, nil
		}
		if rows.Len() < n || n >= limit {
			// The work or the size limit is reached.
			return rows.Values(), nil, rows.Len() == n && n < max(1, lim.NimSearch), nil
		}
	}
}

// solution fills a Solution with the figures of heaps 0..length−1 of the
// values computed and their period p (nil: none proven).
func solution(values []uint32, p *game.Period, shallow bool, length int, lim game.Limits, v game.NimValues) (*game.Solution, error) {
	computed := len(values)
	if length > computed && p == nil {
		return nil, game.Errorf("len", strconv.Itoa(length), "the limits of %s allow the nim-values of %s heap sizes of this game, and no period was found to give the rest; use a smaller len",
			lim.Where, numerals.Grouped(computed))
	}
	s := &game.Solution{NimSearch: computed, OutcomeSearch: computed, Shallow: shallow, Values: v}
	if p != nil {
		s.NimPeriod = p
		op := periodic.Smallest(func(i int) bool { return values[i] == 0 }, *p)
		s.OutcomePeriod = &op
		s.Proof = Proof
	} else if shallow {
		s.Proof = ShallowProof
	}
	s.Nim = make([]uint32, length)
	out := make([]byte, length)
	for i := range s.Nim {
		s.Nim[i] = values[periodic.Fold(i, computed, p)]
		out[i] = byte(outcome(s.Nim[i]))
	}
	s.Outcomes = string(out)
	return s, nil
}

// outcome is the outcome of a heap of nim-value v.
func outcome(v uint32) game.Outcome {
	if v == 0 {
		return game.P
	}
	return game.N
}

// lookUp returns the value of heap n from those computed and their proven
// period p, or an *game.Unknown beyond them with no period, which says how
// far the search went and on which front end (where).
func lookUp(values []uint32, p *game.Period, n *big.Int, where string, shallow bool) (uint32, error) {
	i, ok := periodic.Reduce(n, len(values), p)
	if !ok {
		how := "as far as the limits of " + where + " let the search go"
		if shallow {
			how = "as far as the question asked needed the search to go (deep=1 searches as far as the limits of " + where + " allow)"
		}
		return 0, &game.Unknown{Reason: fmt.Sprintf("no period was found up to %s, %s, so heap sizes beyond it cannot be answered",
			numerals.Grouped(len(values)), how)}
	}
	return values[i], nil
}

// Values holds the nim-values of the rows of an octal game that Row.Solve
// computed, and their proven period: it answers for rows of any size that
// they cover. It implements game.NimValues.
type Values struct {
	code    Code
	nim     []uint32     // rows 0..len(nim)-1
	period  *game.Period // of nim; nil when none is proven
	where   string       // the front end whose limits the search kept
	shallow bool         // the search stopped at Limits.Shallow
}

// Nim returns the nim-value of a row of n, through the proven period beyond
// the rows computed, or a *game.Unknown. The cost is one division of n.
func (v *Values) Nim(n *big.Int) (uint32, error) {
	return lookUp(v.nim, v.period, n, v.where, v.shallow)
}

// Outcome returns P for a row of nim-value 0, N otherwise (see Nim).
func (v *Values) Outcome(n *big.Int) (game.Outcome, error) {
	x, err := v.Nim(n)
	return outcome(x), err
}

// Options calls yield with each move from a row of n, like Row.Options,
// except that with a proven period from a, a row of n ≥ 1024 lists its
// splits m = n−k into two rows (m ≥ 2(max(a,1)+p)) by families: each x <
// max(a,1) on its own, and each x in [max(a,1), max(a,1)+p) with Every = p,
// standing for every split (x+j·p, m−x−j·p), j ≥ 0, whose first row is the
// smaller. Every split is in exactly one family, and all the splits of a
// family have the family's value. So a row of any size has O(t·(a+p))
// options listed, and the winning moves of a huge row can be found.
func (v *Values) Options(n *big.Int, yield func(game.Move) bool) {
	rowOptions(v.code, v.period, n, yield)
}

// ringValues holds the nim-values of rings that Ring.Solve computed, their
// proven period, and the values of the rows their moves leave.
type ringValues struct {
	nim     []uint32
	period  *game.Period
	rows    *Values
	where   string
	shallow bool
}

// Nim returns the nim-value of a ring of n, through the proven period.
func (v *ringValues) Nim(n *big.Int) (uint32, error) {
	return lookUp(v.nim, v.period, n, v.where, v.shallow)
}

// Outcome returns P for a ring of nim-value 0, N otherwise.
func (v *ringValues) Outcome(n *big.Int) (game.Outcome, error) {
	x, err := v.Nim(n)
	return outcome(x), err
}

// Opened returns the values of rows, which the moves on rings leave.
func (v *ringValues) Opened() game.NimValues { return v.rows }
