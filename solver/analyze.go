package solver

import (
	"context"
	"math/big"
	"strconv"
)

// Limits bound the cost of one analysis. Every computation Stones runs is
// bounded by them; a request beyond them is an *InputError that says which
// limit and how to proceed.
type Limits struct {
	MaxLen    int   // the most heap sizes a result lists (the key len)
	Search    int   // the most heap sizes the outcome period search computes
	NimSearch int   // the most heap sizes the nim-value period search computes
	Work      int64 // the most elementary steps (heap sizes × moves) for nim-values
	Where     string
}

// The limits of the two front ends. The page runs in a browser tab and must
// answer within a second or two; the CLI may take seconds.
var (
	CLILimits  = Limits{MaxLen: MaxLen, Search: 1 << 26, NimSearch: 1 << 24, Work: 1 << 33, Where: "the CLI"}
	PageLimits = Limits{MaxLen: 20_000, Search: 1 << 22, NimSearch: 1 << 20, Work: 1 << 29, Where: "the page"}
)

// Result is everything Stones knows about a configuration: the object that
// `stones -json` prints and the page draws.
type Result struct {
	Config        string   `json:"config"`
	Outcomes      string   `json:"outcomes"`
	Nim           []uint32 `json:"nim"`
	OutcomePeriod *Period  `json:"outcomePeriod"`
	NimPeriod     *Period  `json:"nimPeriod"`
	// OutcomeSearch and NimSearch are how many heap sizes the period
	// searches computed: "no period up to OutcomeSearch" when none is found.
	OutcomeSearch int    `json:"outcomeSearch"`
	NimSearch     int    `json:"nimSearch"`
	Query         *Query `json:"query,omitempty"`

	cold bitset   // cold heaps 0..OutcomeSearch-1
	nim  []uint32 // nim-values 0..NimSearch-1
}

// Query answers "who wins at heap n": the key n.
type Query struct {
	N            string  `json:"n"`
	Outcome      Outcome `json:"outcome"`
	Nim          *uint32 `json:"nim,omitempty"`
	WinningMoves []Move  `json:"winningMoves"`
}

// Move is one move: how many stones it takes and the heaps it leaves.
type Move struct {
	Take  int        `json:"take"`
	Leave []*big.Int `json:"leave"`
}

// MarshalText writes the outcome as its letter.
func (o Outcome) MarshalText() ([]byte, error) { return []byte{byte(o)}, nil }

// Analyze computes the outcomes and nim-values of heaps 0..c.Len-1, their
// proven periods, and the answer to c.N, within lim. report, if not nil,
// receives progress; cancelling ctx stops the work and returns ctx.Err().
// The cost is bounded by lim.Search heap sizes for outcomes and by
// lim.Work steps for nim-values.
func Analyze(ctx context.Context, c Config, lim Limits, report func(Progress)) (*Result, error) {
	if c.Len > lim.MaxLen {
		return nil, inputErrorf("len", strconv.Itoa(c.Len), "%s lists at most %d heap sizes; use the CLI (stones) for more", lim.Where, lim.MaxLen)
	}
	moves := c.Moves.moves
	if len(moves) == 0 {
		return nil, &InputError{Key: "moves", Problem: "the move set is empty"}
	}
	window := moves[len(moves)-1]
	w := &work{ctx: ctx, report: report}
	r := &Result{Config: c.Query()}

	// Outcomes: search for the period over sizes doubling from a few windows,
	// up to the search limit (and never less than len).
	var err error
	r.cold, r.OutcomeSearch, r.OutcomePeriod, err = search(c.Len, window, lim.Search, w, "outcomes",
		func(n int) (bitset, error) { return pick(c.Algorithm, moves, n).cold(moves, n, w) },
		func(b bitset) func(int) uint64 {
			return func(i int) uint64 {
				if b.has(i) {
					return 1
				}
				return 0
			}
		})
	if err != nil {
		return nil, err
	}
	nimLimit := int(min(int64(lim.NimSearch), lim.Work/int64(len(moves))))
	r.nim, r.NimSearch, r.NimPeriod, err = search(c.Len, window, nimLimit, w, "nim-values",
		func(n int) ([]uint32, error) { return pick(c.Algorithm, moves, n).nim(moves, n, w) },
		func(v []uint32) func(int) uint64 { return func(i int) uint64 { return uint64(v[i]) } })
	if err != nil {
		return nil, err
	}
	if len(r.nim) < c.Len {
		return nil, inputErrorf("len", strconv.Itoa(c.Len), "the nim-values of %d heap sizes with %d moves exceed the work limit of %s; use a smaller len or the CLI", c.Len, len(moves), lim.Where)
	}
	out := make([]byte, c.Len)
	for i := range out {
		out[i] = byte(N)
		if r.cold.has(i) {
			out[i] = byte(P)
		}
	}
	r.Outcomes = string(out)
	r.Nim = r.nim[:c.Len]
	if c.N != nil {
		if r.Query, err = r.ask(c.N, moves); err != nil {
			return nil, err
		}
	}
	return r, nil
}

// search computes a sequence over doubling sizes until findPeriod proves a
// period or the limit is reached, and returns the last sequence computed,
// its length, and the period (nil when none was found).
func search[S any](length, window, limit int, w *work, stage string,
	compute func(n int) (S, error), at func(S) func(int) uint64) (S, int, *Period, error) {
	n := max(length, min(limit, max(1<<12, 4*window)))
	w.stage, w.total, w.lastDone = stage, limit, -1
	for {
		seq, err := compute(n)
		if err != nil {
			var zero S
			return zero, 0, nil, err
		}
		if p, ok := findPeriod(n, window, at(seq)); ok {
			return seq, n, &p, nil
		}
		if n >= limit {
			return seq, n, nil, nil
		}
		n = min(2*n, limit)
	}
}

// pick returns the engine for an algorithm, choosing one for Auto.
func pick(a Algorithm, moves []int, n int) engine {
	if e, ok := engines[a]; ok {
		return e
	}
	return engines[chooseAlgorithm(moves, n)]
}

// chooseAlgorithm is Auto's choice for a move set and a size: Bitset, for
// every input, on the figures of solver/bench_test.go and of a wider sweep
// (n from 10^3 to 10^7; 3 to 2001 moves, up to 100000; cold heaps dense and
// sparse; largest nim-values from 3 to 254).
//
// Its outcomes ran 3 to 13 times faster than the next fastest engine from
// n = 10^5 on, and within a microsecond of it at n = 10^3. Its nim-values
// ran up to 20 times faster than the recurrence (2001 moves, few values),
// and at worst about as fast (hundreds of moves spread over tens of
// thousands, values above 64: then each heap marks its successors one by
// one, as the recurrence reads them); its outcomes, computed too, more than
// make up the difference there.
func chooseAlgorithm(moves []int, n int) Algorithm {
	return Bitset
}

// reduce maps a heap size to an equal-valued one below the limit of a
// computed sequence, using its proven period; ok is false when it cannot.
func reduce(n *big.Int, computed int, p *Period) (int, bool) {
	if n.IsInt64() && n.Int64() < int64(computed) {
		return int(n.Int64()), true
	}
	if p == nil || !p.Proven {
		return 0, false
	}
	a := big.NewInt(int64(p.Preperiod))
	m := new(big.Int).Sub(n, a)
	m.Mod(m, big.NewInt(int64(p.Period)))
	m.Add(m, a)
	if m.Int64() >= int64(computed) {
		return 0, false
	}
	return int(m.Int64()), true
}

// ask answers the query at heap n with every winning move. The cost is
// O(|S|) big-number operations.
func (r *Result) ask(n *big.Int, moves []int) (*Query, error) {
	i, ok := reduce(n, r.OutcomeSearch, r.OutcomePeriod)
	if !ok {
		return nil, inputErrorf("n", n.String(), "no period was found up to %d, so heap sizes beyond it cannot be answered; use the CLI, which searches further", r.OutcomeSearch)
	}
	q := &Query{N: n.String(), Outcome: N, WinningMoves: []Move{}}
	if r.cold.has(i) {
		q.Outcome = P
	}
	if j, ok := reduce(n, r.NimSearch, r.NimPeriod); ok {
		v := r.nim[j]
		q.Nim = &v
	}
	for _, s := range moves {
		left := new(big.Int).Sub(n, big.NewInt(int64(s)))
		if left.Sign() < 0 {
			break
		}
		if k, _ := reduce(left, r.OutcomeSearch, r.OutcomePeriod); r.cold.has(k) {
			q.WinningMoves = append(q.WinningMoves, Move{Take: s, Leave: []*big.Int{left}})
		}
	}
	return q, nil
}
