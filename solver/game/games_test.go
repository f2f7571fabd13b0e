package game_test

import (
	"fmt"
	"math/big"
	"strconv"
	"strings"

	"stones/solver/game"
	"stones/solver/gametest"
)

// The games of these tests, defined here so that the machinery is tested
// without any family package (besides gametest.Subtraction): Kayles on rows (a game
// whose moves split heaps) and on rings (an Opener), a partizan subtraction
// game, and the parity game (a history game whose end depends on the
// position).

// kayles is Kayles on rows (the octal game 0.77): a move knocks down one
// pin or two adjacent ones, from an end or from the middle of a row,
// splitting it. families lists a row's splits by families (Move.Every) of
// the period 12 that the rows' values have from 71 on, to exercise their
// expansion: a representative stands for the splits that keep both rows
// large.
type kayles struct {
	misere   bool
	families bool
}

func (g kayles) Keys() []game.KeyValue { return nil }
func (g kayles) Title() string         { return fmt.Sprintf("Kayles, misère %v", g.misere) }
func (g kayles) Legend() []game.Letter { return nil }
func (g kayles) Misere() bool          { return g.misere }
func (g kayles) Options(n *big.Int, yield func(game.Move) bool) {
	for take := 1; take <= 2; take++ {
		m := new(big.Int).Sub(n, big.NewInt(int64(take)))
		switch m.Sign() {
		case -1:
			return
		case 0:
			if !yield(game.Move{Take: take, Leave: []*big.Int{}}) {
				return
			}
			continue
		}
		if !yield(game.Move{Take: take, Leave: []*big.Int{m}}) {
			return
		}
		half := new(big.Int).Rsh(m, 1)
		for x := int64(1); half.Cmp(big.NewInt(x)) >= 0; x++ {
			every := 0
			if g.families && x == 5 {
				every = 3 // the splits (5+3j, m−5−3j)
			} else if g.families && x > 5 && (x-5)%3 == 0 {
				continue // in the family of 5
			}
			mv := game.Move{Take: take, Leave: []*big.Int{big.NewInt(x), new(big.Int).Sub(m, big.NewInt(x))}, Every: every}
			if !yield(mv) {
				return
			}
		}
	}
}

// ring is Kayles on a ring of pins: the first move opens it into a row.
type ring struct{ misere bool }

func (g ring) Keys() []game.KeyValue  { return nil }
func (g ring) Title() string          { return "Kayles on rings" }
func (g ring) Legend() []game.Letter  { return nil }
func (g ring) Misere() bool           { return g.misere }
func (g ring) Opened() game.Impartial { return kayles{misere: g.misere} }
func (g ring) Options(n *big.Int, yield func(game.Move) bool) {
	for take := 1; take <= 2; take++ {
		m := new(big.Int).Sub(n, big.NewInt(int64(take)))
		switch m.Sign() {
		case -1:
			return
		case 0:
			if !yield(game.Move{Take: take, Leave: []*big.Int{}}) {
				return
			}
		case 1:
			if !yield(game.Move{Take: take, Leave: []*big.Int{m}}) {
				return
			}
		}
	}
}

// partizan lets Left take an amount of left, Right one of right.
type partizan struct{ left, right []int }

func (g partizan) Keys() []game.KeyValue { return nil }
func (g partizan) Title() string         { return fmt.Sprintf("partizan %v %v", g.left, g.right) }
func (g partizan) Legend() []game.Letter { return nil }
func (g partizan) Options(n *big.Int, player game.Outcome, yield func(game.Move) bool) {
	moves := g.left
	if player == game.R {
		moves = g.right
	}
	for _, s := range moves {
		if n.Cmp(big.NewInt(int64(s))) < 0 || !yield(game.Take(n, s)) {
			return
		}
	}
}

// Solve computes who wins each heap below length when Left, or Right,
// moves first, by the recurrence.
func (g partizan) Solve(length int, _ game.Limits, _ *game.Work) (*game.Solution, error) {
	v := &partizanValues{left: make([]bool, length), right: make([]bool, length)}
	for n := range length {
		for _, s := range g.left {
			v.left[n] = v.left[n] || s <= n && !v.right[n-s]
		}
		for _, s := range g.right {
			v.right[n] = v.right[n] || s <= n && !v.left[n-s]
		}
	}
	out := make([]byte, length)
	for n := range out {
		o, _ := v.Outcome(big.NewInt(int64(n)))
		out[n] = byte(o)
	}
	return &game.Solution{Outcomes: string(out), OutcomeSearch: length, Values: v}, nil
}

type partizanValues struct{ left, right []bool }

func (v *partizanValues) Wins(n *big.Int, player game.Outcome) (bool, error) {
	if !n.IsInt64() || n.Int64() >= int64(len(v.left)) {
		return false, &game.Unknown{Reason: "beyond the table"}
	}
	if player == game.L {
		return v.left[n.Int64()], nil
	}
	return v.right[n.Int64()], nil
}

func (v *partizanValues) Outcome(n *big.Int) (game.Outcome, error) {
	l, err := v.Wins(n, game.L)
	if err != nil {
		return 0, err
	}
	r, _ := v.Wins(n, game.R)
	switch {
	case l && r:
		return game.N, nil
	case l:
		return game.L, nil
	case r:
		return game.R, nil
	}
	return game.P, nil
}

// parity is the parity game of McDougall's Game::Stones: an odd pile, both
// players holding none; a move takes an amount of moves into the mover's
// holding; when the pile is empty the player holding an odd number wins,
// and a player with stones left but no legal move loses.
type parity struct{ moves []int }

func (g parity) Keys() []game.KeyValue { return nil }
func (g parity) Title() string         { return fmt.Sprintf("parity %v", g.moves) }
func (g parity) Legend() []game.Letter { return nil }

func (g parity) Start(n *big.Int) (game.Position, error) {
	if n.Bit(0) == 0 {
		return nil, game.Errorf("n", n.String(), "the parity game starts from an odd pile")
	}
	if !n.IsInt64() || n.Int64() > 1<<20 {
		return nil, game.Errorf("n", n.String(), "too large for this test")
	}
	return parityPos{g: g, pile: int(n.Int64())}, nil
}

func (g parity) Solve(length int, _ game.Limits, _ *game.Work) (*game.Solution, error) {
	v := &parityValues{g: g, memo: map[[3]int]bool{}}
	return &game.Solution{Values: v, OutcomeSearch: length}, nil
}

// parityPos is a pile and the parities of the mover's and the other
// player's holdings.
type parityPos struct {
	g           parity
	pile        int
	mover, rest int // 0 or 1
}

func (p parityPos) String() string {
	return fmt.Sprintf("%d;hold=%d,%d", p.pile, p.mover, p.rest)
}

func (p parityPos) MoverWinsAtEnd() bool { return p.pile == 0 && p.mover == 1 }

func (p parityPos) Moves(yield func(game.Move, game.Position) bool) {
	for _, s := range p.g.moves {
		if s > p.pile {
			return
		}
		next := parityPos{g: p.g, pile: p.pile - s, mover: p.rest, rest: (p.mover + s) & 1}
		if !yield(game.Take(big.NewInt(int64(p.pile)), s), next) {
			return
		}
	}
}

// parityValues answers by memoised search from the rules, and plays the
// module's policy: the largest winning take, else the smallest take.
type parityValues struct {
	g    parity
	memo map[[3]int]bool // pile, mover, rest → the mover wins
}

func (v *parityValues) Outcome(n *big.Int) (game.Outcome, error) {
	p, err := v.g.Start(n)
	if err != nil {
		return game.None, nil
	}
	if w, _ := v.Wins(p); w {
		return game.N, nil
	}
	return game.P, nil
}

func (v *parityValues) Wins(p game.Position) (bool, error) {
	q := p.(parityPos)
	key := [3]int{q.pile, q.mover, q.rest}
	if w, ok := v.memo[key]; ok {
		return w, nil
	}
	w, moved := false, false
	q.Moves(func(_ game.Move, next game.Position) bool {
		moved = true
		if nw, _ := v.Wins(next); !nw {
			w = true
		}
		return true
	})
	if !moved {
		w = q.MoverWinsAtEnd()
	}
	v.memo[key] = w
	return w, nil
}

func (v *parityValues) ParsePosition(text string) (game.Position, error) {
	pile, hold, ok := strings.Cut(text, ";hold=")
	a, b, ok2 := strings.Cut(hold, ",")
	n, err1 := strconv.Atoi(pile)
	x, err2 := strconv.Atoi(a)
	y, err3 := strconv.Atoi(b)
	if !ok || !ok2 || err1 != nil || err2 != nil || err3 != nil || n < 0 || x&^1 != 0 || y&^1 != 0 {
		return nil, game.Errorf("position", text, "give a pile and the holdings' parities, as in 9;hold=0,1")
	}
	return parityPos{g: v.g, pile: n, mover: x, rest: y}, nil
}

func (v *parityValues) PolicyMove(p game.Position) (game.Move, bool) {
	var first, best *game.Move
	p.Moves(func(m game.Move, next game.Position) bool {
		if first == nil {
			first = &m
		}
		if w, _ := v.Wins(next); !w {
			best = &m
		}
		return true
	})
	switch {
	case best != nil:
		return *best, true
	case first != nil:
		return *first, true
	}
	return game.Move{}, false
}

func (v *parityValues) PolicyName() string { return "Game::Stones" }

// Compile-time checks of the shapes.
var (
	_ game.Impartial      = gametest.Subtraction{}
	_ game.Impartial      = kayles{}
	_ game.Opener         = ring{}
	_ game.Partizan       = partizan{}
	_ game.Solver         = partizan{}
	_ game.History        = parity{}
	_ game.FirstWins      = (*partizanValues)(nil)
	_ game.PositionValues = (*parityValues)(nil)
	_ game.Policy         = (*parityValues)(nil)
)
