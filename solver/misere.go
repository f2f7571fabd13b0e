package solver

import (
	"encoding/binary"
	"errors"
	"fmt"
	"math/big"
	"slices"
)

// errTooMany stops a misère search that outgrows its budget.
var errTooMany = errors.New("too many positions")

// misereSum answers for several heaps in misère play, where nim-values do
// not add up: by exhaustive search over the positions reachable from the
// heaps, each a sorted list of heap sizes, with memoisation. A position in
// which no move is left is won by the player to move. Heaps with no move are
// dropped, since they change nothing. The search visits at most
// lim.MisereStates positions; beyond that the answer is an *InputError that
// says so.
func (g *impartial) misereSum(heaps []*big.Int, lim Limits, w *work) (*Sum, error) {
	const most = 1 << 20 // a heap larger than this is beyond any search budget
	var start []int
	for _, h := range heaps {
		if !h.IsInt64() || h.Int64() > most {
			return nil, inputErrorf("heaps", h.String(), "misère sums are solved by exhaustive search, so heaps must be small (at most %d)", most)
		}
		start = append(start, int(h.Int64()))
	}
	s := &misereSearch{g: g, memo: map[string]bool{}, most: lim.MisereStates, w: w}
	sum := &Sum{Heaps: heaps, WinningMoves: []HeapMove{}}
	win, err := s.wins(start)
	if errors.Is(err, errTooMany) {
		return nil, &InputError{Key: "heaps", Problem: fmt.Sprintf(
			"misère sums are solved by exhaustive search, limited to %s positions on %s; this position needs more (smaller heaps, or the CLI)",
			Grouped(lim.MisereStates), lim.Where)}
	}
	if err != nil {
		return nil, err
	}
	sum.Searched = len(s.memo)
	sum.Outcome = P
	if !win {
		return sum, nil
	}
	sum.Outcome = N
	for i, h := range start {
		for _, m := range s.moves(h) {
			next := slices.Concat(start[:i], m.leave, start[i+1:])
			if childWins, err := s.wins(next); err == nil && !childWins {
				sum.WinningMoves = append(sum.WinningMoves, HeapMove{Heap: i, Move: m.move()})
			}
		}
	}
	return sum, nil
}

type misereSearch struct {
	g    *impartial
	memo map[string]bool // position key → the player to move wins
	most int
	w    *work
}

type smallMove struct {
	take  int
	leave []int
}

func (m smallMove) move() Move {
	leave := make([]*big.Int, len(m.leave))
	for i, l := range m.leave {
		leave[i] = big.NewInt(int64(l))
	}
	return Move{Take: m.take, Leave: leave}
}

// moves lists the moves from one heap.
func (s *misereSearch) moves(h int) []smallMove {
	var ms []smallMove
	s.g.options(big.NewInt(int64(h)), func(m Move) bool {
		sm := smallMove{take: m.Take}
		for _, l := range m.Leave {
			sm.leave = append(sm.leave, int(l.Int64()))
		}
		ms = append(ms, sm)
		return true
	})
	return ms
}

// wins reports whether the player to move wins the position.
func (s *misereSearch) wins(heaps []int) (bool, error) {
	var live []int
	for _, h := range heaps {
		if len(s.moves(h)) > 0 {
			live = append(live, h)
		}
	}
	if len(live) == 0 {
		return true, nil // no move: the player to move has won
	}
	slices.Sort(live)
	key := make([]byte, 0, 4*len(live))
	for _, h := range live {
		key = binary.AppendUvarint(key, uint64(h))
	}
	if v, ok := s.memo[string(key)]; ok {
		return v, nil
	}
	if len(s.memo) >= s.most {
		return false, errTooMany
	}
	if len(s.memo)%stepEvery == 0 {
		if err := s.w.step(len(s.memo)); err != nil {
			return false, err
		}
	}
	win := false
	for i, h := range live {
		for _, m := range s.moves(h) {
			childWins, err := s.wins(slices.Concat(live[:i], m.leave, live[i+1:]))
			if err != nil {
				return false, err
			}
			if !childWins {
				win = true
				break
			}
		}
		if win {
			break
		}
	}
	s.memo[string(key)] = win
	return win, nil
}
