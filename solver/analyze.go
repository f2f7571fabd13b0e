package solver

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"math"
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
	// MisereStates is the most positions a misère sum's search visits.
	MisereStates int
	Where        string
}

// The limits of the two front ends. The page runs in a browser tab and must
// answer within a second or two; the CLI may take seconds.
var (
	CLILimits  = Limits{MaxLen: MaxLen, Search: 1 << 26, NimSearch: 1 << 24, Work: 1 << 33, MisereStates: 4_000_000, Where: "the CLI"}
	PageLimits = Limits{MaxLen: 20_000, Search: 1 << 22, NimSearch: 1 << 20, Work: 1 << 29, MisereStates: 200_000, Where: "the page"}
)

// Result is everything Stones knows about a configuration: the object that
// `stones -json` prints and the page draws.
type Result struct {
	Config        string
	Outcomes      string   // one letter a heap size, 0..len-1
	Nim           []uint32 // nim-values 0..len-1, normal play only
	OutcomePeriod *Period  // nil: no period known
	NimPeriod     *Period  // nil: no period known; normal play only
	// OutcomeSearch and NimSearch are how many heap sizes the period
	// searches computed: "no period up to OutcomeSearch" when none is found.
	OutcomeSearch int
	NimSearch     int
	// Proof says on what the periods rest, in words: "a repeated window of
	// max S values", "the octal periodicity theorem", "n mod 3 (a theorem)".
	Proof string
	Query *Query // the answer at heap n, when asked
	Sum   *Sum   // the answer for several heaps, when asked

	// Partizan games: who wins each heap when Left, or Right, moves first.
	LeftFirst, RightFirst string

	// History-dependent games: the heaps below len where the player to move
	// loses whatever the history (norepeat), the state table, one row a
	// state and one letter a heap (P: the player to move loses), and the
	// table's proven period.
	Safe        []int
	Table       []TableRow
	TablePeriod *Period
}

// TableRow is one row of a state table: its state in words ("after 5", "Left
// to move, holding an odd number") and one letter a heap size.
type TableRow struct {
	Label string `json:"label"`
	Cells string `json:"cells"`
}

// Query answers "who wins at heap n": the key n.
type Query struct {
	N            string  `json:"n"`
	Outcome      Outcome `json:"outcome"`
	Nim          *uint32 `json:"nim,omitempty"`
	WinningMoves []Move  `json:"winningMoves"`
	// NoMove says the player to move has no move at all (an impartial heap
	// below every move), as against every move losing.
	NoMove bool `json:"noMove,omitempty"`
	// Partizan games: who wins when Left, or Right, moves first.
	LeftFirst  Outcome `json:"leftFirst,omitempty"`
	RightFirst Outcome `json:"rightFirst,omitempty"`
	// The parity game: the move Game::Stones plays (seed 001): the largest
	// winning take, or when losing the smallest take.
	Policy *Move `json:"policy,omitempty"`
}

// Move is one move from a heap: how many stones it takes and the heaps it
// leaves (none, one, or two when an octal move splits the heap). Every, when
// not 0, says the move stands for a family: the heaps left may also be
// a+j·Every and b−j·Every for every j ≥ 0 that keeps a ≤ b.
type Move struct {
	Player string     `json:"player,omitempty"` // partizan games: "L" or "R", who makes the move
	Take   int        `json:"take"`             // the amount taken; -1 when it exceeds an int (see Amount)
	Leave  []*big.Int `json:"leave"`
	Every  int        `json:"every,omitempty"`

	huge *big.Int // the amount taken, when it exceeds an int
}

// bigMove returns the move that takes an amount of any size: Take is -1
// when the amount does not fit an int, and Amount and the JSON form give it
// exactly.
func bigMove(take *big.Int, leave ...*big.Int) Move {
	m := Move{Take: -1, Leave: leave, huge: take}
	if take.IsInt64() && take.Int64() <= math.MaxInt {
		m.Take, m.huge = int(take.Int64()), nil
	}
	return m
}

// Amount returns the amount the move takes, exactly, in decimal.
func (m Move) Amount() string {
	if m.huge != nil {
		return m.huge.String()
	}
	return strconv.Itoa(m.Take)
}

// MarshalJSON writes the move with its exact take.
func (m Move) MarshalJSON() ([]byte, error) {
	type plain struct {
		Player string          `json:"player,omitempty"`
		Take   json.RawMessage `json:"take"`
		Leave  []*big.Int      `json:"leave"`
		Every  int             `json:"every,omitempty"`
	}
	return json.Marshal(plain{m.Player, json.RawMessage(m.Amount()), m.Leave, m.Every})
}

// Sum answers for a position of several heaps: the key heaps.
type Sum struct {
	Heaps        []*big.Int `json:"heaps"`
	Nim          []uint32   `json:"nim,omitempty"`    // each heap's nim-value (normal play)
	NimSum       *uint32    `json:"nimSum,omitempty"` // their XOR (normal play)
	Outcome      Outcome    `json:"outcome"`
	WinningMoves []HeapMove `json:"winningMoves"`
	// Searched is how many positions a misère search visited.
	Searched int `json:"searched,omitempty"`
}

// HeapMove is a move in one heap of a sum: Heap indexes Sum.Heaps.
type HeapMove struct {
	Heap int `json:"heap"`
	Move
}

// MarshalText writes the outcome as its letter.
func (o Outcome) MarshalText() ([]byte, error) { return []byte{byte(o)}, nil }

// MarshalJSON writes the object of the contract: nim and nimPeriod appear
// for normal play only, a missing period is null.
func (r *Result) MarshalJSON() ([]byte, error) {
	type object struct {
		Config        string           `json:"config"`
		Outcomes      string           `json:"outcomes"`
		Nim           []uint32         `json:"nim,omitempty"`
		OutcomePeriod *Period          `json:"outcomePeriod"`
		NimPeriod     *json.RawMessage `json:"nimPeriod,omitempty"`
		OutcomeSearch int              `json:"outcomeSearch"`
		NimSearch     int              `json:"nimSearch,omitempty"`
		Proof         string           `json:"proof,omitempty"`
		LeftFirst     string           `json:"leftFirst,omitempty"`
		RightFirst    string           `json:"rightFirst,omitempty"`
		Safe          *[]int           `json:"safe,omitempty"`
		Table         []TableRow       `json:"table,omitempty"`
		TablePeriod   *Period          `json:"tablePeriod,omitempty"`
		Query         *Query           `json:"query,omitempty"`
		Sum           *Sum             `json:"heaps,omitempty"`
	}
	o := object{r.Config, r.Outcomes, r.Nim, r.OutcomePeriod, nil, r.OutcomeSearch, r.NimSearch, r.Proof,
		r.LeftFirst, r.RightFirst, nil, r.Table, r.TablePeriod, r.Query, r.Sum}
	if r.Safe != nil {
		o.Safe = &r.Safe
	}
	if r.Nim != nil {
		raw := json.RawMessage("null")
		if p := r.NimPeriod; p != nil {
			raw = fmt.Appendf(nil, `{"preperiod":%d,"period":%d,"proven":%t}`, p.Preperiod, p.Period, p.Proven)
		}
		o.NimPeriod = &raw
	}
	// The configuration holds '&': keep it readable, not \u0026.
	var b bytes.Buffer
	enc := json.NewEncoder(&b)
	enc.SetEscapeHTML(false)
	if err := enc.Encode(o); err != nil {
		return nil, err
	}
	return bytes.TrimSuffix(b.Bytes(), []byte("\n")), nil
}

// impartial is an analysed impartial heap game: its Result so far, and what
// queries and sums need. Every family (finite subtraction, named move sets,
// octal games) supplies one; the answers at n and for sums derive from it.
type impartial struct {
	*Result
	// outcomeAt returns the outcome of heap n under the configured play,
	// false when it is not known (beyond the search, no proven period).
	outcomeAt func(n *big.Int) (Outcome, bool)
	// nimAt returns the nim-value of heap n; nil under misère play.
	nimAt func(n *big.Int) (uint32, bool)
	// options calls yield with each move from heap n until yield returns
	// false. For a huge heap a family may list representatives (Move.Every).
	options func(n *big.Int, yield func(Move) bool)
	// leftNimAt and leftOutcomeAt, if not nil, value the heaps a move
	// leaves when they are of another kind than the heap moved in: a move
	// on a ring leaves a row. Nil means nimAt and outcomeAt.
	leftNimAt     func(n *big.Int) (uint32, bool)
	leftOutcomeAt func(n *big.Int) (Outcome, bool)
	// winning, if not nil, lists the winning moves at n itself, for a family
	// whose heaps have too many moves to list (the rule sqrt).
	winning func(n *big.Int) []Move
	// unknown says why heap n cannot be answered, for the message: "no
	// period was found up to 4194304".
	unknown func(n *big.Int) string
}

// Analyze computes the outcomes (and, in normal play, nim-values) of heaps
// 0..c.Len-1, their periods where known, and the answers for c.N and
// c.Heaps, within lim. report, if not nil, receives progress; cancelling ctx
// stops the work and returns ctx.Err(). The cost is bounded by lim.
func Analyze(ctx context.Context, c Config, lim Limits, report func(Progress)) (*Result, error) {
	if c.Len > lim.MaxLen {
		return nil, inputErrorf("len", strconv.Itoa(c.Len), "%s lists at most %d heap sizes; use the CLI (stones) for more", lim.Where, lim.MaxLen)
	}
	w := &work{ctx: ctx, report: report}
	switch {
	case c.Game == GamePartizan:
		return analyzePartizan(c, lim, w)
	case c.Game == GameParity:
		return analyzeParity(c, lim, w)
	case c.NoRepeat > 0:
		return analyzeNoRepeat(c, lim, w)
	}
	var g *impartial
	var err error
	switch {
	case c.Game == GameOctal:
		g, err = analyzeOctal(c, lim, w)
	case !c.Moves.Finite():
		g, err = analyzeNamed(c, lim, w)
	default:
		g, err = analyzeFinite(c, lim, w)
	}
	if err != nil {
		return nil, err
	}
	g.Config = c.Query()
	if c.N != nil {
		if g.Query, err = g.ask(c.N); err != nil {
			return nil, err
		}
	}
	if c.Heaps != nil {
		if c.Play == Misere {
			g.Sum, err = g.misereSum(c.Heaps, lim, w)
		} else {
			g.Sum, err = g.sum(c.Heaps)
		}
		if err != nil {
			return nil, err
		}
	}
	return g.Result, nil
}

// search computes a sequence over doubling sizes until prove finds a period
// or the limit is reached, and returns the last sequence computed, its
// length, and the period (nil when none was found).
func search[S any](length, start, limit int, w *work, stage string,
	compute func(n int) (S, error), prove func(seq S, n int) (Period, bool)) (S, int, *Period, error) {
	n := max(length, min(limit, start))
	w.stage, w.total, w.lastDone = stage, limit, -1
	for {
		seq, err := compute(n)
		if err != nil {
			var zero S
			return zero, 0, nil, err
		}
		if p, ok := prove(seq, n); ok {
			return seq, n, &p, nil
		}
		if n >= limit {
			return seq, n, nil, nil
		}
		n = min(2*n, limit)
	}
}

// reduce maps a heap size to an equal-valued one below the limit of a
// computed sequence, using its period; ok is false when it cannot.
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

// fold maps index i of a sequence to one below computed with the same value:
// i itself below computed, beyond it by the period p (which must then be
// known).
func fold(i, computed int, p *Period) int {
	if i < computed {
		return i
	}
	return p.Preperiod + (i-p.Preperiod)%p.Period
}

// noPeriod is the usual reason a heap cannot be answered.
func noPeriod(searched int) func(*big.Int) string {
	return func(*big.Int) string {
		return fmt.Sprintf("no period was found up to %d, so heap sizes beyond it cannot be answered; use the CLI, which searches further", searched)
	}
}

// ask answers the query at heap n with every winning move.
func (g *impartial) ask(n *big.Int) (*Query, error) {
	o, ok := g.outcomeAt(n)
	if !ok {
		return nil, inputErrorf("n", n.String(), "%s", g.unknown(n))
	}
	q := &Query{N: n.String(), Outcome: o, WinningMoves: []Move{}, NoMove: true}
	g.options(n, func(Move) bool { q.NoMove = false; return false })
	if g.nimAt != nil {
		if v, ok := g.nimAt(n); ok {
			q.Nim = &v
		}
	}
	if o == P {
		return q, nil
	}
	if g.winning != nil {
		q.WinningMoves = g.winning(n)
		return q, nil
	}
	var err error
	g.options(n, func(m Move) bool {
		win, known := g.leavesCold(m.Leave)
		if !known {
			err = inputErrorf("n", n.String(), "%s", g.unknown(m.Leave[0]))
			return false
		}
		if win {
			q.WinningMoves = append(q.WinningMoves, m)
		}
		return true
	})
	return q, err
}

// leftValues returns the functions that value the heaps a move leaves.
func (g *impartial) leftValues() (func(*big.Int) (uint32, bool), func(*big.Int) (Outcome, bool)) {
	nimAt, outcomeAt := g.nimAt, g.outcomeAt
	if g.leftNimAt != nil {
		nimAt = g.leftNimAt
	}
	if g.leftOutcomeAt != nil {
		outcomeAt = g.leftOutcomeAt
	}
	return nimAt, outcomeAt
}

// leavesCold reports whether the heaps a move leaves form a P-position: one
// heap by its outcome, several by the XOR of their nim-values.
func (g *impartial) leavesCold(leave []*big.Int) (cold, known bool) {
	nimAt, outcomeAt := g.leftValues()
	switch len(leave) {
	case 0:
		o, _ := outcomeAt(big.NewInt(0)) // no heaps is the empty game
		return o == P, true
	case 1:
		o, ok := outcomeAt(leave[0])
		return o == P, ok
	}
	if nimAt == nil {
		return false, false
	}
	x := uint32(0)
	for _, h := range leave {
		v, ok := nimAt(h)
		if !ok {
			return false, false
		}
		x ^= v
	}
	return x == 0, true
}

// sum answers for several heaps in normal play: the nim-sum decides
// (Sprague–Grundy; Demaine's notes, seed 003), and a winning move makes a
// heap's nim-value the XOR of the others'. The cost is O(heaps · options).
func (g *impartial) sum(heaps []*big.Int) (*Sum, error) {
	s := &Sum{Heaps: heaps, Nim: make([]uint32, len(heaps)), WinningMoves: []HeapMove{}}
	x := uint32(0)
	for i, h := range heaps {
		v, ok := g.nimAt(h)
		if !ok {
			return nil, inputErrorf("heaps", h.String(), "%s", g.unknown(h))
		}
		s.Nim[i] = v
		x ^= v
	}
	s.NimSum = &x
	s.Outcome = P
	if x == 0 {
		return s, nil
	}
	s.Outcome = N
	var err error
	leftNim, _ := g.leftValues()
	for i, h := range heaps {
		target := x ^ s.Nim[i]
		g.options(h, func(m Move) bool {
			y := uint32(0)
			for _, l := range m.Leave {
				v, ok := leftNim(l)
				if !ok {
					err = inputErrorf("heaps", h.String(), "%s", g.unknown(l))
					return false
				}
				y ^= v
			}
			if y == target {
				s.WinningMoves = append(s.WinningMoves, HeapMove{Heap: i, Move: m})
			}
			return true
		})
		if err != nil {
			return nil, err
		}
	}
	return s, nil
}
