package game

import (
	"errors"
	"math/big"
)

// SumOf answers for a position of several heaps of g: who wins and every
// winning move, with the index of its heap.
//
// In normal play the nim-sum decides (Sprague–Grundy; Demaine's MIT SP.268
// notes): the sum is cold exactly when the XOR of the heaps' nim-values is
// 0, and a winning move makes the value of its heap the XOR of the others'.
// The heaps' values come from sol.Values, which must implement NimValues,
// those of the heaps a move leaves from OpenedValues for an Opener; the
// options are listed through OptionLister when the Values implement it. A
// value that is not known is an *InputError of the key heaps (wrapping the
// *Unknown, as Ask's). The cost is
// O(heaps · options) look-ups; lim and w are not used.
//
// In misère play the nim-values do not add up: a single heap is answered
// from sol as Ask answers it, and several by exhaustive search (see
// misereSum): heaps up to 2^20, within lim.States positions and
// min(lim.Work, 8·lim.States) moves looked at, refused as soon as the
// positions reachable are estimated beyond lim.States.
func SumOf(g Impartial, sol *Solution, heaps []*big.Int, lim Limits, w *Work) (*Sum, error) {
	if g.Misere() {
		return misereSum(g, sol, heaps, lim, w)
	}
	if sol == nil {
		return nil, errors.New("game: SumOf in normal play needs a Solution")
	}
	nv, ok := sol.Values.(NimValues)
	if !ok {
		return nil, errors.New("game: SumOf: the Values of " + g.Title() + " do not implement NimValues")
	}
	s := &Sum{Heaps: heaps, Nim: make([]uint32, len(heaps)), WinningMoves: []HeapMove{}}
	var x uint32
	for i, h := range heaps {
		v, err := nv.Nim(h)
		if err != nil {
			return nil, unknownHeap(heaps, h, err)
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
	leaves, ok := leafValues(nv).(NimValues)
	if !ok {
		return nil, errors.New("game: SumOf: the values of the heaps that " + g.Title() + " leaves have no nim-values")
	}
	options := lister(g, nv)
	var err error
	mover, _ := nv.(NimMover)
	for i, h := range heaps {
		target := x ^ s.Nim[i]
		if mover != nil {
			moves, err := mover.MovesTo(h, target)
			var more *TooMany
			switch {
			case errors.As(err, &more):
				s.MoreMoves = more.Reason
			case err != nil:
				return nil, unknownHeap(heaps, h, err)
			}
			for _, m := range moves {
				s.WinningMoves = append(s.WinningMoves, HeapMove{Heap: i, Move: m})
			}
			continue
		}
		options(h, func(m Move) bool {
			var y uint32
			for _, l := range m.Leave {
				var v uint32
				if v, err = leaves.Nim(l); err != nil {
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
			return nil, unknownHeap(heaps, h, err)
		}
	}
	return s, nil
}

// unknownHeap is unknownAt for the heap h of heaps: the refusal quotes the
// heaps as given, and its problem names h when they are several.
func unknownHeap(heaps []*big.Int, h *big.Int, err error) error {
	var u *Unknown
	if len(heaps) == 1 || !errors.As(err, &u) {
		return unknownAt("heaps", HeapsText(heaps), err)
	}
	return &unknownError{InputError: &InputError{Key: "heaps", Text: HeapsText(heaps), Problem: "heap " + h.String() + ": " + u.Reason}, cause: u}
}
