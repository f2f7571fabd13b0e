package game

import (
	"errors"
	"math/big"
)

// OptionLister is implemented by Values that list the options of a heap of
// any size themselves, by families of moves (Move.Every) whose splits share
// one value: an octal row of 10^30 has about 10^30 splits, but a few
// families once its period is proven. Ask, SumOf and the normal-play
// answers list a heap's options through it when the Values implement it,
// and through the game's Options otherwise.
type OptionLister interface {
	Options(n *big.Int, yield func(Move) bool)
}

// Ask answers "who wins at heap n" for a game of any shape, from the
// Values of its solution and the game's moves:
//
//   - impartial: the outcome, the nim-value where NimValues answers, and
//     every winning move, that is every move whose leaves are cold: one heap
//     by its outcome, none or several by the XOR of their nim-values (of
//     the opened game for an Opener, through OpenedValues), or the Values'
//     own list when they implement Winner; NoMove when the heap has no move;
//     By when Credited Values name what answered;
//   - partizan: the class, who wins when Left or Right moves first, and the
//     winning moves of each player when that player moves first, with
//     Player "L" or "R"; the Values must implement FirstWins;
//   - history: the outcome at History.Start(n) and every move to a position
//     that the player then to move loses, by PositionValues.Wins, with the
//     move of the game's Policy when the Values implement it.
//
// A value that is not known is an *InputError of the key n whose Problem is
// the *Unknown's reason (errors.As finds the *Unknown too); Start's errors
// are returned as they are. The cost
// is one look-up a move of n: O(|S|) look-ups for a subtraction game, the
// game's (or OptionLister's) options in general.
func Ask(g Game, sol *Solution, n *big.Int) (*Query, error) {
	if sol == nil || sol.Values == nil {
		return nil, errors.New("game: Ask needs a Solution with Values")
	}
	switch g := g.(type) {
	case Impartial:
		return askImpartial(g, sol.Values, n)
	case Partizan:
		return askPartizan(g, sol.Values, n)
	case History:
		return askHistory(g, sol.Values, n)
	}
	return nil, errors.New("game: Ask of a game of no known shape")
}

// unknownAt turns the error of a look-up made for the heap text of key
// into an *InputError whose Problem is the *Unknown's reason, and which
// still unwraps to the *Unknown (errors.As finds both), so that a caller
// may compute further and ask again; other errors (an *InputError already,
// a cancellation) are returned as they are.
func unknownAt(key, text string, err error) error {
	var u *Unknown
	if errors.As(err, &u) {
		return &unknownError{InputError: &InputError{Key: key, Text: text, Problem: u.Reason}, cause: u}
	}
	return err
}

// unknownError is the *InputError of a value not known, with its cause.
type unknownError struct {
	*InputError
	cause *Unknown
}

func (e *unknownError) Unwrap() []error { return []error{e.InputError, e.cause} }

// lister returns the function that lists the options of a heap of g: the
// Values' own when they implement OptionLister.
func lister(g Impartial, v Values) func(*big.Int, func(Move) bool) {
	if l, ok := v.(OptionLister); ok {
		return l.Options
	}
	return g.Options
}

// leafValues returns the Values of the heaps that the moves of g leave: the
// opened game's for an Opener, else v itself.
func leafValues(v Values) Values {
	if o, ok := v.(OpenedValues); ok {
		return o.Opened()
	}
	return v
}

func askImpartial(g Impartial, v Values, n *big.Int) (*Query, error) {
	text := n.String()
	o, err := v.Outcome(n)
	if err != nil {
		return nil, unknownAt("n", text, err)
	}
	q := &Query{N: text, Outcome: o, WinningMoves: []Move{}, NoMove: true}
	if c, ok := v.(Credited); ok {
		q.By = c.By(n)
	}
	options := lister(g, v)
	options(n, func(Move) bool { q.NoMove = false; return false })
	if nv, ok := v.(NimValues); ok {
		if x, err := nv.Nim(n); err == nil {
			q.Nim = big.NewInt(int64(x))
		} else if bv, ok := v.(BigNimValues); ok {
			if x, err := bv.BigNim(n); err == nil {
				q.Nim = x
			}
		}
	}
	if o == P {
		return q, nil
	}
	if w, ok := v.(Winner); ok {
		moves, err := w.WinningMoves(n)
		var more *TooMany
		switch {
		case errors.As(err, &more):
			q.MoreMoves = more.Reason
		case err != nil:
			return nil, unknownAt("n", text, err)
		}
		if moves != nil {
			q.WinningMoves = moves
		}
		return q, nil
	}
	leaves := leafValues(v)
	options(n, func(m Move) bool {
		var cold bool
		if cold, err = leavesCold(leaves, m.Leave); err != nil {
			return false
		}
		if cold {
			q.WinningMoves = append(q.WinningMoves, m)
		}
		return true
	})
	if err != nil {
		return nil, unknownAt("n", text, err)
	}
	return q, nil
}

// leavesCold reports whether the heaps a move leaves form a P-position: no
// heap as the empty game (the outcome of a heap of 0), one heap by its
// outcome, several by the XOR of their nim-values, which needs NimValues.
func leavesCold(v Values, leave []*big.Int) (bool, error) {
	switch len(leave) {
	case 0:
		o, err := v.Outcome(big.NewInt(0))
		return o == P, err
	case 1:
		o, err := v.Outcome(leave[0])
		return o == P, err
	}
	nv, ok := v.(NimValues)
	if !ok {
		return false, &Unknown{Reason: "a move leaves several heaps, and without nim-values their sum cannot be valued"}
	}
	var x uint32
	for _, h := range leave {
		y, err := nv.Nim(h)
		if err != nil {
			return false, err
		}
		x ^= y
	}
	return x == 0, nil
}

func askPartizan(g Partizan, v Values, n *big.Int) (*Query, error) {
	text := n.String()
	fw, ok := v.(FirstWins)
	if !ok {
		return nil, errors.New("game: Ask: the Values of " + g.Title() + " do not implement FirstWins")
	}
	o, err := v.Outcome(n)
	if err != nil {
		return nil, unknownAt("n", text, err)
	}
	q := &Query{N: text, Outcome: o, WinningMoves: []Move{}, LeftFirst: R, RightFirst: L}
	for _, side := range []struct{ player, other Outcome }{{L, R}, {R, L}} {
		wins, err := fw.Wins(n, side.player)
		if err != nil {
			return nil, unknownAt("n", text, err)
		}
		if !wins {
			continue
		}
		if side.player == L {
			q.LeftFirst = L
		} else {
			q.RightFirst = R
		}
		g.Options(n, side.player, func(m Move) bool {
			var answered bool
			switch len(m.Leave) {
			case 0: // the opponent has no heap, so no move: a win
			case 1:
				answered, err = fw.Wins(m.Leave[0], side.other)
			default:
				err = &Unknown{Reason: "a move leaves several heaps, whose sum a partizan game's values cannot answer"}
			}
			if err != nil {
				return false
			}
			if !answered {
				m.Player = side.player.String()
				q.WinningMoves = append(q.WinningMoves, m)
			}
			return true
		})
		if err != nil {
			return nil, unknownAt("n", text, err)
		}
	}
	return q, nil
}

func askHistory(g History, v Values, n *big.Int) (*Query, error) {
	text := n.String()
	pv, ok := v.(PositionValues)
	if !ok {
		return nil, errors.New("game: Ask: the Values of " + g.Title() + " do not implement PositionValues")
	}
	start, err := g.Start(n)
	if err != nil {
		return nil, err
	}
	wins, err := pv.Wins(start)
	if err != nil {
		return nil, unknownAt("n", text, err)
	}
	q := &Query{N: text, Outcome: P, WinningMoves: []Move{}, NoMove: true}
	if wins {
		q.Outcome = N
	}
	if pn, ok := v.(PositionNim); ok {
		if x, err := pn.NimOf(start); err == nil {
			q.Nim = big.NewInt(int64(x))
		}
		q.Parts = partsOf(start, pn)
	}
	start.Moves(func(m Move, next Position) bool {
		q.NoMove = false
		var answered bool
		if answered, err = pv.Wins(next); err != nil {
			return false
		}
		if !answered {
			q.WinningMoves = append(q.WinningMoves, m)
		}
		return true
	})
	if beyond := (*InputError)(nil); errors.As(err, &beyond) {
		// A limit stopped the moves, not the outcome: the answer stands.
		// A P-position has no winning move; else it says which moves it
		// could not look at.
		if q.Outcome == N {
			q.MoreMoves = "the moves after those listed were not looked at: " + beyond.Problem
		}
		err = nil
	}
	if err != nil {
		return nil, unknownAt("n", text, err)
	}
	if pol, ok := v.(Policy); ok {
		if m, ok := pol.PolicyMove(start); ok {
			q.Policy = &m
		}
	}
	return q, nil
}

// partsOf returns the parts of p with their nim-values, when p falls
// apart into several (Splitter) and pn values them all; else nil.
func partsOf(p Position, pn PositionNim) []Part {
	sp, ok := p.(Splitter)
	if !ok {
		return nil
	}
	ps := sp.Parts()
	if len(ps) < 2 {
		return nil
	}
	parts := make([]Part, len(ps))
	for i, part := range ps {
		x, err := pn.NimOf(part)
		if err != nil {
			return nil
		}
		parts[i] = Part{Words: Words(part), Nim: x}
	}
	return parts
}
