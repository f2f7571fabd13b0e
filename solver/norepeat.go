package solver

import (
	"encoding/binary"
	"fmt"
	"math/big"
	"slices"
	"strconv"
	"strings"
)

// The no-repeat game (seed 000 §3, generalised in §3.5): a move may not take
// an amount taken in any of the last k moves of the game. A position is a
// heap and the history of the last k moves, k distinct amounts; Stones
// computes, for every heap size and every history, whether the player to
// move wins: the seed's state matrix, rows the history (for k = 1, the
// previous move), columns the heap size.
//
// A heap is safe when the player to move loses whatever the history (the
// seed's definition, §3.2). The outcome at the start of the game (no move
// yet, so nothing is forbidden) follows from the table through the first k
// moves.
//
// Every entry of column p depends only on the columns p−max S … p−1, so a
// repeated window of max S columns proves that the table is periodic, as for
// the classic game; the columns are compared exactly (each distinct column
// gets an identifier).

// histories enumerates the ordered choices of k distinct moves, the most
// recent last, and the history that follows each one after each move.
type histories struct {
	moves []int
	list  [][]int        // the histories
	index map[string]int // key(history) → its index
	next  [][]int        // next[h][j]: the history after moves[j], or -1 if moves[j] is in h
}

func key(h []int) string { return fmt.Sprint(h) }

func newHistories(moves []int, k int) *histories {
	hs := &histories{moves: moves, index: map[string]int{}}
	var build func(h []int)
	build = func(h []int) {
		if len(h) == k {
			hs.index[key(h)] = len(hs.list)
			hs.list = append(hs.list, slices.Clone(h))
			return
		}
		for _, s := range moves {
			if !slices.Contains(h, s) {
				build(append(h, s))
			}
		}
	}
	build(nil)
	hs.next = make([][]int, len(hs.list))
	for i, h := range hs.list {
		hs.next[i] = make([]int, len(moves))
		for j, s := range moves {
			hs.next[i][j] = -1
			if !slices.Contains(h, s) {
				hs.next[i][j] = hs.index[key(append(slices.Clone(h[1:]), s))]
			}
		}
	}
	return hs
}

// noRepeatTable holds, for heaps 0..n-1, one bitset a column: bit h set
// when the player to move wins after history h. cols[p] identifies column p
// exactly (equal columns, equal identifiers).
type noRepeatTable struct {
	hs    *histories
	bits  [][]uint64
	cols  []uint64
	ids   map[string]uint64
	words int
}

func (t *noRepeatTable) wins(p, h int) bool { return t.bits[p][h>>6]>>(uint(h)&63)&1 != 0 }

// solveNoRepeat computes the table for heaps 0..n-1. The cost is
// O(n·H·|S|) time for H histories and O(n·H) bits.
func solveNoRepeat(hs *histories, n int, w *work) (*noRepeatTable, error) {
	t := &noRepeatTable{hs: hs, ids: map[string]uint64{}, words: (len(hs.list) + 63) / 64}
	var buf []byte
	t.bits = make([][]uint64, n)
	t.cols = make([]uint64, n)
	for p := range n {
		if p%(stepEvery/8) == 0 {
			if err := w.step(p); err != nil {
				return nil, err
			}
		}
		col := make([]uint64, t.words)
		for h := range hs.list {
			for j, s := range hs.moves {
				if s > p {
					break
				}
				if nh := hs.next[h][j]; nh >= 0 && !t.wins(p-s, nh) {
					col[h>>6] |= 1 << (uint(h) & 63)
					break
				}
			}
		}
		t.bits[p] = col
		buf = buf[:0]
		for _, x := range col {
			buf = binary.LittleEndian.AppendUint64(buf, x)
		}
		id, ok := t.ids[string(buf)]
		if !ok {
			id = uint64(len(t.ids))
			t.ids[string(buf)] = id
		}
		t.cols[p] = id
	}
	return t, nil
}

// noRepeat is an analysed no-repeat game: the table and its proven period.
type noRepeat struct {
	t      *noRepeatTable
	k      int     // the moves a history holds
	n      int     // columns computed
	period *Period // of the columns; nil when none was found
}

// col maps a heap size to a computed column with the same entries: itself
// below the columns computed, beyond them by the proven period.
func (g *noRepeat) col(p int) int { return fold(p, g.n, g.period) }

// wins reports whether the player to move at heap p wins after the moves
// last (at most k, most recent last; fewer at the start of the game). A full
// history is read from the table; a shorter one is played out through it,
// at a cost of O(|S|^(k−len(last))) look-ups.
func (g *noRepeat) wins(p int, last []int) bool {
	if len(last) == g.k {
		return g.t.wins(g.col(p), g.t.hs.index[key(last)])
	}
	return len(g.winningTakes(p, last, true)) > 0
}

// winningTakes lists the takes that win at heap p after the moves last;
// with first set it stops at the first.
func (g *noRepeat) winningTakes(p int, last []int, first bool) []int {
	var takes []int
	for _, s := range g.t.hs.moves {
		if s > p {
			break
		}
		if slices.Contains(last, s) {
			continue
		}
		next := append(slices.Clone(last), s)
		if len(next) > g.k {
			next = next[1:]
		}
		if !g.wins(p-s, next) {
			takes = append(takes, s)
			if first {
				break
			}
		}
	}
	return takes
}

// small maps heap n to a heap of machine size with the same outcome and
// winning takes after any history: n itself when it is small, else one of
// the same class modulo the period from k·max S past the preperiod on,
// since play from a heap reads the columns at most k·max S below it.
func (g *noRepeat) small(n *big.Int, window int) (int, bool) {
	if n.IsInt64() && n.Int64() < int64(g.n) {
		return int(n.Int64()), true
	}
	if g.period == nil {
		return 0, false
	}
	a := g.period.Preperiod + g.k*window
	if n.IsInt64() && n.Int64() < int64(a) {
		return int(n.Int64()), true
	}
	m := new(big.Int).Sub(n, big.NewInt(int64(a)))
	m.Mod(m, big.NewInt(int64(g.period.Period)))
	return a + int(m.Int64()), true
}

// analyzeNoRepeat analyses the no-repeat game of c: the outcomes at the start
// of the game, the safe heaps, the state table and its period, and the answer
// at c.N after the history c.Last.
func analyzeNoRepeat(c Config, lim Limits, w *work) (*Result, error) {
	moves := c.Moves.moves
	hs := newHistories(moves, c.NoRepeat)
	window := moves[len(moves)-1]
	perHeap := int64(len(hs.list) * len(moves))
	limit := int(min(int64(lim.Search), lim.Work/perHeap, lim.Work/int64(len(hs.list))/8))
	g := &noRepeat{k: c.NoRepeat}
	var err error
	r := &Result{Config: c.Query(), Proof: "a repeated window of max S columns of the state table"}
	g.t, g.n, g.period, err = search(0, max(1<<10, 4*window), limit, w, "the state table",
		func(n int) (*noRepeatTable, error) { return solveNoRepeat(hs, n, w) },
		func(t *noRepeatTable, n int) (Period, bool) {
			return findPeriod(n, window, func(i int) uint64 { return t.cols[i] })
		})
	if err != nil {
		return nil, err
	}
	if g.period == nil && g.n < c.Len {
		return nil, inputErrorf("len", strconv.Itoa(c.Len), "no period was found up to %d, so %s cannot list %d heap sizes; use a smaller len", g.n, lim.Where, c.Len)
	}
	r.OutcomeSearch = g.n
	r.TablePeriod = g.period

	// The outcomes at the start of the game. Play from heap p reads the
	// columns p−k·max S … p, so with a proven period the outcomes repeat
	// from k·max S past its preperiod: compute them up to two periods
	// beyond, which also gives their smallest period, and fold the rest.
	starts := c.Len
	var startPeriod *Period
	if g.period != nil {
		startPeriod = &Period{Preperiod: g.period.Preperiod + g.k*window, Period: g.period.Period, Proven: true}
		starts = startPeriod.Preperiod + 2*startPeriod.Period
	}
	first := make([]byte, starts)
	for p := range first {
		first[p] = byte(P)
		if g.wins(p, nil) {
			first[p] = byte(N)
		}
	}
	if startPeriod != nil {
		p := smallestPeriod(func(i int) byte { return first[i] }, *startPeriod)
		r.OutcomePeriod = &p
	}
	out := make([]byte, c.Len)
	r.Safe = []int{}
	for p := range c.Len {
		out[p] = first[fold(p, starts, startPeriod)]
		if g.t.cols[g.col(p)] == g.t.cols[0] { // column 0 is all losses: nobody can move
			r.Safe = append(r.Safe, p)
		}
	}
	r.Outcomes = string(out)
	r.Table = noRepeatRows(g, min(c.Len, maxTableWidth))

	if c.N != nil {
		p, ok := g.small(c.N, window)
		if !ok {
			return nil, inputErrorf("n", c.N.String(), "%s", noPeriod(g.n)(c.N))
		}
		q := &Query{N: c.N.String(), Outcome: P, WinningMoves: []Move{}}
		for _, s := range g.winningTakes(p, c.Last, false) {
			q.Outcome = N
			q.WinningMoves = append(q.WinningMoves, Move{Take: s, Leave: []*big.Int{new(big.Int).Sub(c.N, big.NewInt(int64(s)))}})
		}
		r.Query = q
	}
	return r, nil
}

// maxTableWidth is the most heap sizes a state table lists.
const maxTableWidth = 5000

// noRepeatRows draws the state table for heaps 0..n-1: one row a history.
func noRepeatRows(g *noRepeat, n int) []TableRow {
	rows := make([]TableRow, len(g.t.hs.list))
	for h, hist := range g.t.hs.list {
		parts := make([]string, len(hist))
		for i, s := range hist {
			parts[i] = strconv.Itoa(s)
		}
		label := "after " + strings.Join(parts, ", ")
		cells := make([]byte, n)
		for p := range n {
			cells[p] = byte(P)
			if g.t.wins(g.col(p), h) {
				cells[p] = byte(N)
			}
		}
		rows[h] = TableRow{Label: label, Cells: string(cells)}
	}
	return rows
}
