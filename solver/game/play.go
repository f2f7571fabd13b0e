package game

import (
	"encoding/json"
	"errors"
	"fmt"
	"math/big"

	"stones/solver/numerals"
)

// Value is what play shows of a position: whether the player to move wins,
// the position's nim-value where the values give it (impartial games in
// normal play), and its remoteness: the number of moves to the end under
// perfect play, the winner ending the game as fast as possible and the
// loser holding out as long as possible. The remoteness is 0 at the end;
// of a won position, 1 + the smallest remoteness among the moves to lost
// positions; of a lost one, 1 + the largest among all its moves.
type Value struct {
	Wins       bool    `json:"wins"`
	Nim        *uint32 `json:"nim,omitempty"`
	Remoteness int     `json:"remoteness"`
}

// Option is a legal move from a position: the index of the heap it is made
// in (0 in a game of one heap), the move, the position it leads to, and
// that position's Value for the player then to move.
type Option struct {
	Heap     int
	Move     Move
	Position Position
	Value    Value
}

// MarshalJSON writes the option with its position in printable form:
// {"heap": 0, "move": {…}, "position": "3,5,6", "value": {…}}.
func (o Option) MarshalJSON() ([]byte, error) {
	return json.Marshal(struct {
		Heap     int    `json:"heap"`
		Move     Move   `json:"move"`
		Position string `json:"position"`
		Value    Value  `json:"value"`
	}{o.Heap, o.Move, o.Position.String(), o.Value})
}

// Play answers the questions of a game in play: the Value of a position,
// the options from it, and the computer's move. Who wins is read from the
// solution's Values wherever they decide it (a heap by its outcome, a sum
// in normal play by its nim-sum, a partizan heap by FirstWins, a history
// position by PositionValues), and found by search elsewhere (misère sums);
// the remoteness is always found by a memoised search over the positions
// ahead, which the values prune: from a won position only the moves to
// lost positions are followed. With a nil Solution everything is searched.
//
// Each call holds at most lim.States positions not solved before (solved,
// being solved, or waiting to be looked at) and looks at most
// min(lim.Work, 2·lim.States) moves; beyond, it returns an *InputError of
// the key position naming the limit, so time and memory are O(lim.States).
// The positions solved are kept for the next calls, up to lim.States of
// them: a game played move by move mostly finds its positions solved. The
// end of play (normal, misère, the parity game's rule) comes from
// Position.MoverWinsAtEnd. A Play is not safe for concurrent use.
type Play struct {
	g   Game
	sol *Solution
	lim Limits

	memo       map[string]solved
	root       Position // the position the search was asked about
	stack      []playFrame
	base       int   // len(memo) at the start of the call
	held       int   // positions waiting on the stack to be looked at
	looked     int64 // moves looked at in the call
	mostLooked int64
}

// solved is what the search knows of a position.
// playMovesPerState bounds the moves a call of Play looks at: each costs
// the position it leads to (about a microsecond natively, more in the
// browser), so a call takes about 2·lim.States microseconds at most.
const playMovesPerState = 2

type solved struct {
	wins bool
	rem  int
}

// NewPlay returns the Play of g, whose values sol holds (nil: none), within
// lim.
func NewPlay(g Game, sol *Solution, lim Limits) *Play {
	states := int64(max(lim.States, 0))
	return &Play{g: g, sol: sol, lim: lim, memo: map[string]solved{}, mostLooked: min(lim.Work, playMovesPerState*states)}
}

// begin starts a call: a new budget, and a new memo when the old one has
// grown to lim.States positions.
func (p *Play) begin() {
	if len(p.memo) >= p.lim.States {
		p.memo = map[string]solved{}
	}
	p.base, p.looked = len(p.memo), 0
}

// Value returns the Value of pos. When a limit stops the search for the
// remoteness, the error (an *InputError of the key position) says so, and
// the Value returned with it still says who wins when the values decide it,
// with Remoteness −1; when they do not, it is the zero Value.
func (p *Play) Value(pos Position) (Value, error) {
	p.begin()
	return p.value(pos)
}

func (p *Play) value(pos Position) (Value, error) {
	s, err := p.solve(pos)
	if err == nil {
		return Value{Wins: s.wins, Nim: p.nim(pos), Remoteness: s.rem}, nil
	}
	if wins, known := p.decide(pos); known && isLimit(err) {
		return Value{Wins: wins, Nim: p.nim(pos), Remoteness: -1}, err
	}
	return Value{}, err
}

// isLimit reports whether err is a search beyond its limits, after which
// what the values decide still holds.
func isLimit(err error) bool {
	var bad *InputError
	return errors.As(err, &bad)
}

// Options returns every legal move from pos, in the order of the game's
// moves, with the Value of the position each leads to. A position with more
// moves than lim.States is refused. When a limit stops the search for the
// remoteness of some options, Options returns them all with the first such
// error, those options with Remoteness −1, as long as the values decide who
// wins there; else it returns only the error.
func (p *Play) Options(pos Position) ([]Option, error) {
	p.begin()
	var opts []Option
	var err error
	p.moves(pos, func(heap int, m Move, next Position) bool {
		if len(opts) >= p.lim.States {
			err = p.refuse(pos, "positions", int64(p.lim.States), "it has more moves")
			return false
		}
		opts = append(opts, Option{Heap: heap, Move: m, Position: next})
		return true
	})
	if err != nil {
		return nil, err
	}
	var limit error
	for i := range opts {
		v, err := p.value(opts[i].Position)
		switch {
		case err == nil:
		case v.Remoteness == -1 && limit == nil:
			limit = err
		case v.Remoteness != -1:
			return nil, err
		}
		opts[i].Value = v
	}
	return opts, limit
}

// Best returns the computer's move at pos: when the player to move wins, a
// move to a lost position with the smallest remoteness (the fastest win);
// when it loses, a move to the position with the largest remoteness (the
// longest resistance); the first such move in the game's order. A position
// with no move is an *InputError of the key position.
//
// When a limit stops the search for the remoteness but the values decide
// who wins, Best still plays, and returns the limit's error with its move:
// when winning, the first move to a position the values say is lost; when
// losing, the first move; its Value has Remoteness −1. So the computer
// plays perfectly, if not always fastest, at heaps of any size the values
// answer.
func (p *Play) Best(pos Position) (Option, error) {
	p.begin()
	here, err := p.solve(pos)
	if err != nil {
		return p.fallback(pos, err)
	}
	var best Option
	found := false
	p.moves(pos, func(heap int, m Move, next Position) bool {
		if here.wins {
			if w, known := p.decide(next); known && w {
				return true
			}
		}
		var v Value
		if v, err = p.value(next); err != nil {
			return false
		}
		switch {
		case here.wins && v.Wins:
			return true // not a winning move
		case !found,
			here.wins && v.Remoteness < best.Value.Remoteness,
			!here.wins && v.Remoteness > best.Value.Remoteness:
			best, found = Option{Heap: heap, Move: m, Position: next, Value: v}, true
		}
		return true
	})
	if err != nil {
		return Option{}, err
	}
	if !found {
		if here.rem == 0 {
			return Option{}, &InputError{Key: "position", Text: pos.String(), Problem: "the game is over: no move is legal"}
		}
		return Option{}, fmt.Errorf("game: %s: the player to move at %s wins, but no move leaves a lost position", p.g.Title(), pos)
	}
	return best, nil
}

// fallback is Best's move when the search for the remoteness failed with
// err: from the values alone, when they decide.
func (p *Play) fallback(pos Position, err error) (Option, error) {
	wins, known := p.decide(pos)
	if !known || !isLimit(err) {
		return Option{}, err
	}
	var best Option
	found := false
	p.moves(pos, func(heap int, m Move, next Position) bool {
		w, known := p.decide(next)
		if wins && (!known || w) {
			return true
		}
		best = Option{Heap: heap, Move: m, Position: next, Value: Value{Wins: w && known, Nim: p.nim(next), Remoteness: -1}}
		found = true
		return false
	})
	if !found {
		return Option{}, err
	}
	return best, err
}

// moves calls yield with each move of pos, the index of its heap, and the
// position it leads to.
func (p *Play) moves(pos Position, yield func(int, Move, Position) bool) {
	if h, ok := pos.(heapMover); ok {
		h.heapMoves(yield)
		return
	}
	pos.Moves(func(m Move, next Position) bool { return yield(0, m, next) })
}

// refuse is the *InputError of a search beyond one of its limits.
func (p *Play) refuse(pos Position, limit string, most int64, detail string) error {
	return &InputError{Key: "position", Text: pos.String(), Problem: fmt.Sprintf(
		"the remoteness of a position is found by searching the positions ahead, limited to %s %s on %s; %s",
		numerals.Grouped(int(most)), limit, p.lim.Where, detail)}
}

// nim returns the nim-value of a sum of heaps in normal play when the
// values give every heap's, or of a position whose values give it
// (PositionNim), else nil.
func (p *Play) nim(pos Position) *uint32 {
	if p.sol == nil {
		return nil
	}
	if pn, ok := p.sol.Values.(PositionNim); ok {
		x, err := pn.NimOf(pos)
		if err != nil {
			return nil
		}
		return &x
	}
	s, ok := pos.(*sumPosition)
	if !ok || s.rules.misere {
		return nil
	}
	var x uint32
	for _, h := range s.heaps {
		v, ok := p.heapValues(h).(NimValues)
		if !ok {
			return nil
		}
		y, err := v.Nim(h.n)
		if err != nil {
			return nil
		}
		x ^= y
	}
	return &x
}

// heapValues returns the Values of a heap of a sum: the opened game's for
// the heaps an Opener's moves leave.
func (p *Play) heapValues(h heapAt) Values {
	if h.opened {
		return leafValues(p.sol.Values)
	}
	return p.sol.Values
}

// decide returns who wins at pos when the values say (known), without
// search.
func (p *Play) decide(pos Position) (wins, known bool) {
	if p.sol == nil || p.sol.Values == nil {
		return false, false
	}
	switch s := pos.(type) {
	case *sumPosition:
		if !s.rules.misere {
			x := p.nim(pos)
			return x != nil && *x != 0, x != nil
		}
		if ms, ok := p.sol.Values.(MisereSummer); ok && len(s.heaps) > 1 {
			heaps := make([]*big.Int, len(s.heaps))
			opened := false
			for i, h := range s.heaps {
				heaps[i], opened = h.n, opened || h.opened
			}
			if o, ok := ms.MisereOutcome(heaps); !opened && ok {
				return o == N, true
			}
		}
		if len(s.heaps) != 1 {
			return len(s.heaps) == 0, len(s.heaps) == 0
		}
		o, err := p.heapValues(s.heaps[0]).Outcome(s.heaps[0].n)
		return o == N, err == nil
	case *partizanPosition:
		fw, ok := p.sol.Values.(FirstWins)
		if !ok || len(s.heaps) > 1 {
			return false, false
		}
		if len(s.heaps) == 0 {
			return false, true
		}
		w, err := fw.Wins(s.heaps[0], s.mover)
		return w, err == nil
	}
	pv, ok := p.sol.Values.(PositionValues)
	if !ok {
		return false, false
	}
	w, err := pv.Wins(pos)
	return w, err == nil
}

// playFrame is a position being solved: what the values say of it, the
// positions its moves lead to, the next one to look at, and what the ones
// looked at gave.
type playFrame struct {
	pos         Position
	key         string
	known, wins bool
	children    []Position
	next        int
	anyLost     bool
	minLost     int // the smallest remoteness of a lost position a move leads to
	maxAll      int // the largest remoteness of any position a move leads to
}

// solve returns who wins at pos and its remoteness, by a depth-first search
// with an explicit stack.
func (p *Play) solve(pos Position) (solved, error) {
	key := keyOf(pos)
	if s, ok := p.memo[key]; ok {
		return s, nil
	}
	p.stack, p.held, p.root = p.stack[:0], 0, pos
	if err := p.push(pos, key); err != nil {
		return solved{}, err
	}
	for {
		f := &p.stack[len(p.stack)-1]
		if f.next < len(f.children) {
			c := f.children[f.next]
			ck := keyOf(c)
			if s, ok := p.memo[ck]; ok {
				f.absorb(s)
				p.done(f)
				continue
			}
			if f.known && f.wins {
				// Only the moves to lost positions count for a won one.
				if w, known := p.decide(c); known && w {
					p.done(f)
					continue
				}
			}
			if err := p.push(c, ck); err != nil {
				p.stack, p.held = p.stack[:0], 0
				return solved{}, err
			}
			continue
		}
		s, err := p.finish(f)
		if err != nil {
			p.stack, p.held = p.stack[:0], 0
			return solved{}, err
		}
		p.memo[f.key] = s
		p.stack = p.stack[:len(p.stack)-1]
		if len(p.stack) == 0 {
			return s, nil
		}
		parent := &p.stack[len(p.stack)-1]
		parent.absorb(s)
		p.done(parent)
	}
}

// push starts solving pos, within the limits: the positions solved in the
// call, those being solved and those their moves lead to that wait in
// memory are at most lim.States.
func (p *Play) push(pos Position, key string) error {
	f := playFrame{pos: pos, key: key}
	var err error
	pos.Moves(func(_ Move, next Position) bool {
		if p.looked++; p.looked > p.mostLooked {
			err = p.refuse(p.root, "moves looked at", p.mostLooked, "this one needs more")
			return false
		}
		f.children = append(f.children, next)
		return true
	})
	if err != nil {
		return err
	}
	if len(p.memo)-p.base+len(p.stack)+p.held+len(f.children) >= p.lim.States {
		return p.refuse(p.root, "positions", int64(p.lim.States), "this one needs more")
	}
	f.wins, f.known = p.decide(pos)
	p.held += len(f.children)
	p.stack = append(p.stack, f)
	return nil
}

// done moves f on to its next move, freeing the position of the last.
func (p *Play) done(f *playFrame) {
	f.children[f.next] = nil
	f.next++
	p.held--
}

// absorb takes in what a move of f leads to.
func (f *playFrame) absorb(s solved) {
	if !s.wins && (!f.anyLost || s.rem < f.minLost) {
		f.anyLost, f.minLost = true, s.rem
	}
	f.maxAll = max(f.maxAll, s.rem)
}

// finish returns f's result once its moves are looked at, checking it
// against the values.
func (p *Play) finish(f *playFrame) (solved, error) {
	var s solved
	switch {
	case len(f.children) == 0:
		s = solved{wins: f.pos.MoverWinsAtEnd()}
	case f.anyLost:
		s = solved{wins: true, rem: 1 + f.minLost}
	default:
		s = solved{wins: false, rem: 1 + f.maxAll}
	}
	if f.known && f.wins != s.wins {
		return solved{}, fmt.Errorf("game: %s: the values say that the player to move at %s %s, the moves say otherwise",
			p.g.Title(), f.pos, map[bool]string{true: "wins", false: "loses"}[f.wins])
	}
	return s, nil
}
