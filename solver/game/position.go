package game

import (
	"encoding/binary"
	"errors"
	"math/big"
	"slices"
	"strings"
)

// The positions of the heap shapes. A position of an impartial game is a
// sum of heaps, printed "3,5,7"; of a partizan game, its heaps and who is to
// move, printed "12;L". Heaps of 0 with no move are dropped, so that equal
// positions print alike; the others keep their order, and a move replaces
// its heap by the heaps it leaves, in place. A move of a position says
// nothing of the heap it is made in: Play's Options give it (Option.Heap),
// and a reader may also find it from the position the move leads to.
// History games supply their own positions (History.Start).

// MaxPositionText is the longest text ParsePosition reads.
const MaxPositionText = 4096

// Heaps returns the position of a sum of heaps of g, with the player to
// move about to play. Moves yields every move in every heap, concrete
// (families of moves, Move.Every, are expanded into their splits).
// MoverWinsAtEnd is g.Misere().
//
// When g is an Opener the given heaps are of g (rings) and the heaps that
// moves leave are of the opened game (rows), whose own moves leave rows: the
// printable form marks the heaps of g with an r, "r5,7". The cost is O(k)
// for k heaps, which are copied.
func Heaps(g Impartial, heaps ...*big.Int) Position {
	r := &sumRules{games: [2]Impartial{g}, misere: g.Misere()}
	if o, ok := g.(Opener); ok {
		r.games[1] = o.Opened()
	}
	for i, h := range r.games {
		if h != nil {
			r.dropZero[i] = noOptions(h, big.NewInt(0))
		}
	}
	p := &sumPosition{rules: r}
	for _, h := range heaps {
		p.heaps = p.add(p.heaps, heapAt{n: new(big.Int).Set(h)})
	}
	return p
}

// sumRules is what the positions of one sum share: the game of the heaps
// given, the game they open (or nil), and whether a heap of 0 of each has no
// move.
type sumRules struct {
	games    [2]Impartial
	dropZero [2]bool
	misere   bool
}

// heapAt is a heap of a sum: of the game given (opened false) or of the
// game it opens.
type heapAt struct {
	n      *big.Int
	opened bool
}

func (h heapAt) level() int {
	if h.opened {
		return 1
	}
	return 0
}

// sumPosition is a sum of heaps of an impartial game.
type sumPosition struct {
	rules *sumRules
	heaps []heapAt
}

// add appends h to hs unless it is a heap of 0 with no move.
func (p *sumPosition) add(hs []heapAt, h heapAt) []heapAt {
	if h.n.Sign() == 0 && p.rules.dropZero[h.level()] {
		return hs
	}
	return append(hs, h)
}

func (p *sumPosition) String() string { return p.join(",") }

// join writes the heaps separated by sep, "0" for none; an Opener's heaps
// of the game given are marked with an r, "r5,7".
func (p *sumPosition) join(sep string) string {
	if len(p.heaps) == 0 {
		return "0"
	}
	var b strings.Builder
	for i, h := range p.heaps {
		if i > 0 {
			b.WriteString(sep)
		}
		if p.rules.games[1] != nil && !h.opened {
			b.WriteByte('r')
		}
		b.WriteString(h.n.String())
	}
	return b.String()
}

// key is the position's canonical form: its heaps sorted, so that sums in
// another order share one entry of a memo.
func (p *sumPosition) key() string {
	return heapsKey(len(p.heaps), func(i int) (*big.Int, bool) { return p.heaps[i].n, p.heaps[i].opened }, 0)
}

// heapsKey writes a canonical key of n heaps, each with a flag, and a tail
// byte: their sizes sorted, in binary when they are small (the common
// case, cheap), else in decimal; a first byte tells the two forms apart.
func heapsKey(n int, at func(i int) (*big.Int, bool), tail byte) string {
	var small [8]uint64
	vs := small[:0]
	for i := range n {
		h, flag := at(i)
		if !h.IsUint64() || h.Uint64() >= 1<<62 {
			return decimalKey(n, at, tail)
		}
		v := h.Uint64() << 1
		if flag {
			v |= 1
		}
		vs = append(vs, v)
	}
	slices.Sort(vs)
	var buf [64]byte
	b := append(buf[:0], 0)
	for _, v := range vs {
		b = binary.AppendUvarint(b, v)
	}
	return string(append(b, tail))
}

// decimalKey is heapsKey's form for heaps of any size.
func decimalKey(n int, at func(i int) (*big.Int, bool), tail byte) string {
	parts := make([]string, n)
	for i := range n {
		h, flag := at(i)
		parts[i] = h.String()
		if flag {
			parts[i] += "o"
		}
	}
	slices.Sort(parts)
	return "\x01" + strings.Join(parts, ",") + string(rune(tail))
}

func (p *sumPosition) MoverWinsAtEnd() bool { return p.rules.misere }

func (p *sumPosition) Moves(yield func(Move, Position) bool) {
	p.heapMoves(func(_ int, m Move, next Position) bool { return yield(m, next) })
}

// heapMoves calls yield with each move, the index of its heap and the
// position it leads to.
func (p *sumPosition) heapMoves(yield func(int, Move, Position) bool) {
	for i, h := range p.heaps {
		opened := h.opened || p.rules.games[1] != nil
		more := true
		p.rules.games[h.level()].Options(h.n, func(m Move) bool {
			more = eachConcrete(m, func(c Move) bool {
				hs := make([]heapAt, 0, len(p.heaps)+len(c.Leave))
				hs = append(hs, p.heaps[:i]...)
				for _, l := range c.Leave {
					hs = p.add(hs, heapAt{n: new(big.Int).Set(l), opened: opened})
				}
				for _, rest := range p.heaps[i+1:] {
					hs = append(hs, rest)
				}
				return yield(i, c, &sumPosition{rules: p.rules, heaps: hs})
			})
			return more
		})
		if !more {
			return
		}
	}
}

// noOptions reports whether g has no move from a heap of n.
func noOptions(g Impartial, n *big.Int) bool {
	none := true
	g.Options(n, func(Move) bool { none = false; return false })
	return none
}

// Heap returns the position of a heap of n of the partizan game g with
// mover (L or R) to move, printed "12;L". Moves yields the mover's moves,
// each with Player set, to positions with the other player to move; a move
// that leaves several heaps leads to a sum of them ("3,5;R"). The player
// who cannot move loses. Heap panics when mover is not L or R.
func Heap(g Partizan, n *big.Int, mover Outcome) Position {
	if mover != L && mover != R {
		panic("game: Heap with a mover other than L or R")
	}
	p := emptyPartizan(g, mover)
	p.heaps = p.add(nil, new(big.Int).Set(n))
	return p
}

// emptyPartizan returns the position of no heaps of g with mover to move.
func emptyPartizan(g Partizan, mover Outcome) *partizanPosition {
	none := true
	for _, pl := range []Outcome{L, R} {
		g.Options(big.NewInt(0), pl, func(Move) bool { none = false; return false })
	}
	return &partizanPosition{rules: &partizanRules{g: g, dropZero: none}, mover: mover}
}

type partizanRules struct {
	g        Partizan
	dropZero bool
}

// partizanPosition is a sum of heaps of a partizan game and the player to
// move.
type partizanPosition struct {
	rules *partizanRules
	heaps []*big.Int
	mover Outcome
}

func (p *partizanPosition) add(hs []*big.Int, n *big.Int) []*big.Int {
	if n.Sign() == 0 && p.rules.dropZero {
		return hs
	}
	return append(hs, n)
}

func (p *partizanPosition) String() string { return joinHeaps(p.heaps, ",") + ";" + p.mover.String() }

// joinHeaps writes heaps separated by sep, "0" for none.
func joinHeaps(heaps []*big.Int, sep string) string {
	if len(heaps) == 0 {
		return "0"
	}
	parts := make([]string, len(heaps))
	for i, h := range heaps {
		parts[i] = h.String()
	}
	return strings.Join(parts, sep)
}

func (p *partizanPosition) key() string {
	return heapsKey(len(p.heaps), func(i int) (*big.Int, bool) { return p.heaps[i], false }, byte(p.mover))
}

func (p *partizanPosition) MoverWinsAtEnd() bool { return false }

func (p *partizanPosition) Moves(yield func(Move, Position) bool) {
	p.heapMoves(func(_ int, m Move, next Position) bool { return yield(m, next) })
}

func (p *partizanPosition) heapMoves(yield func(int, Move, Position) bool) {
	other := L
	if p.mover == L {
		other = R
	}
	for i, h := range p.heaps {
		more := true
		p.rules.g.Options(h, p.mover, func(m Move) bool {
			more = eachConcrete(m, func(c Move) bool {
				if c.Player == "" {
					c.Player = p.mover.String()
				}
				hs := make([]*big.Int, 0, len(p.heaps)+len(c.Leave))
				hs = append(hs, p.heaps[:i]...)
				for _, l := range c.Leave {
					hs = p.add(hs, new(big.Int).Set(l))
				}
				hs = append(hs, p.heaps[i+1:]...)
				return yield(i, c, &partizanPosition{rules: p.rules, heaps: hs, mover: other})
			})
			return more
		})
		if !more {
			return
		}
	}
}

// heapMover is implemented by the positions of heaps: their moves with the
// index of the heap each is made in.
type heapMover interface {
	heapMoves(yield func(int, Move, Position) bool)
}

// keyed is implemented by positions with a canonical form for memos,
// shared by positions that differ only in the order of their heaps.
type keyed interface{ key() string }

// Keyer is implemented by the positions of families whose positions have a
// canonical form of their own: Key is equal for positions that are the same
// game up to the family's symmetries (a graph's isomorphisms, a board's
// reflections), so that a search values them once. Positions of different
// keys may still be equal games.
type Keyer interface {
	Key() string
}

// keyOf returns the memo key of a position: its canonical form when it has
// one, else its printable form.
func keyOf(p Position) string {
	if k, ok := p.(keyed); ok {
		return k.key()
	}
	if k, ok := p.(Keyer); ok {
		return "\x02" + k.Key()
	}
	return p.String()
}

// ParsePosition reads a position of g from its printable form: for an
// impartial game heap sizes separated by commas, "3,5,7" (an Opener's
// heaps of g marked with an r, "r5,7"; "0" is the empty sum); for a
// partizan game the heaps and the player to move, "12;L"; for a history
// game the family's form, read by the Values of sol (which must implement
// PositionValues; sol is not used for the other shapes and may be nil).
// Spaces around items are allowed. Bad text is an *InputError of the key
// position. Text longer than MaxPositionText is refused at once, so the cost
// is O(MaxPositionText) at most.
func ParsePosition(g Game, sol *Solution, text string) (Position, error) {
	if len(text) > MaxPositionText {
		return nil, Errorf("position", text, "is longer than %d characters", MaxPositionText)
	}
	switch g := g.(type) {
	case Impartial:
		_, opener := g.(Opener)
		hs, rings, err := parseHeaps(text, text, opener)
		if err != nil {
			return nil, err
		}
		p := Heaps(g).(*sumPosition)
		for i, h := range hs {
			p.heaps = p.add(p.heaps, heapAt{n: h, opened: opener && !rings[i]})
		}
		return p, nil
	case Partizan:
		heaps, mover, ok := strings.Cut(text, ";")
		if !ok {
			return nil, Errorf("position", text, "give the heap and the player to move, as in 12;L")
		}
		var who Outcome
		switch TrimSpaces(mover) {
		case "L":
			who = L
		case "R":
			who = R
		default:
			return nil, Errorf("position", text, "the player to move after ';' must be L or R")
		}
		hs, _, err := parseHeaps(text, heaps, false)
		if err != nil {
			return nil, err
		}
		p := emptyPartizan(g, who)
		for _, h := range hs {
			p.heaps = p.add(p.heaps, h)
		}
		return p, nil
	case History:
		if sol == nil {
			return nil, errors.New("game: ParsePosition of a history game needs its Solution")
		}
		pv, ok := sol.Values.(PositionValues)
		if !ok {
			return nil, errors.New("game: ParsePosition: the Values of " + g.Title() + " do not implement PositionValues")
		}
		return pv.ParsePosition(text)
	}
	return nil, errors.New("game: ParsePosition of a game of no known shape")
}

// parseHeaps reads heap sizes separated by commas from list, a part of
// text; with rings set, a heap may be marked with an r (reported in the
// second result).
func parseHeaps(text, list string, rings bool) ([]*big.Int, []bool, error) {
	if TrimSpaces(list) == "" {
		return nil, nil, &InputError{Key: "position", Text: text, Problem: "give heap sizes such as 3,5,7"}
	}
	var hs []*big.Int
	var marked []bool
	for item := range strings.SplitSeq(list, ",") {
		item = TrimSpaces(item)
		ring := false
		if rings && strings.HasPrefix(item, "r") {
			ring, item = true, item[1:]
		}
		if item == "" {
			return nil, nil, Errorf("position", text, "an empty item between commas")
		}
		n, err := ParseHeap("position", item)
		if err != nil {
			return nil, nil, err
		}
		hs = append(hs, n)
		marked = append(marked, ring)
	}
	return hs, marked, nil
}
