package parity

import (
	"math/big"
	"strings"

	"stones/solver/game"
)

// Position is a position of the parity game: the pile, the parities of the
// first and the second player's holdings, and who is to move. The stones
// in play always total an odd number. It implements game.Position; it is a
// value, never changed.
type Position struct {
	g     *Game
	pile  *big.Int
	hold  [2]uint8 // the parity of the first and of the second player's holding
	mover uint8    // 0: the first player is to move; 1: the second
}

// Pile returns the stones left in the pile.
func (p *Position) Pile() *big.Int { return new(big.Int).Set(p.pile) }

// Holdings returns the parities (0 or 1) of the first and of the second
// player's holdings.
func (p *Position) Holdings() (first, second int) { return int(p.hold[0]), int(p.hold[1]) }

// FirstToMove reports whether the first player is to move.
func (p *Position) FirstToMove() bool { return p.mover == 0 }

// moverParity is the parity of the holding of the player to move.
func (p *Position) moverParity() uint8 { return p.hold[p.mover] }

// String writes the position as "9;hold=0,1;first": the pile, the parities
// of the first and the second player's holdings, and the player to move,
// first or second. ParsePosition reads it back.
func (p *Position) String() string {
	return p.pile.String() + ";hold=" + string('0'+rune(p.hold[0])) + "," + string('0'+rune(p.hold[1])) + ";" + turns[p.mover]
}

// turns names the players by their turn: the first and the second.
var turns = [2]string{"first", "second"}

// Words writes the position for a reader: the pile, the parities of the
// holdings and whose turn it is, "13 · holdings even, odd · second
// player's turn".
func (p *Position) Words() string {
	parity := [2]string{"even", "odd"}
	return game.JoinWords(p.pile.String(), "holdings "+parity[p.hold[0]]+", "+parity[p.hold[1]], turns[p.mover]+" player's turn")
}

// End returns the rule that decides the position, which has no move: the
// parities of the holdings when no stone is left (game.EndParity), normal
// play when stones are left that no take fits.
func (p *Position) End() game.End {
	if p.pile.Sign() == 0 {
		return game.EndParity
	}
	return game.EndNormal
}

// Moves calls yield with each legal take, in ascending order, and the
// position it leads to: the amount joins the mover's holding and the other
// player is to move. The cost is O(|S|).
func (p *Position) Moves(yield func(game.Move, game.Position) bool) {
	for _, s := range p.g.moves() {
		if p.pile.IsInt64() && p.pile.Int64() < int64(s) {
			return
		}
		m := game.Take(p.pile, s)
		next := &Position{g: p.g, pile: m.Leave[0], hold: p.hold, mover: 1 - p.mover}
		next.hold[p.mover] ^= uint8(s & 1)
		if !yield(m, next) {
			return
		}
	}
}

// MoverWinsAtEnd reports whether the player to move has won when no move
// is legal: when the pile is empty and that player holds an odd number.
// With stones left and no legal take, the player to move loses.
func (p *Position) MoverWinsAtEnd() bool { return p.pile.Sign() == 0 && p.moverParity() == 1 }

// ParsePosition reads a position written as String writes it,
// "9;hold=0,1;first": a pile of at most game.MaxDigits digits, the two
// holdings' parities (0 or 1) and first or second. The pile and the
// parities must total an odd number. Errors are *InputErrors of the key
// position.
func (g *Game) ParsePosition(text string) (game.Position, error) {
	parts := strings.Split(text, ";")
	if len(parts) != 3 {
		return nil, game.Errorf("position", text, "write a position as the pile, the parities of the holdings and who is to move: 9;hold=0,1;first")
	}
	pile, err := game.ParseHeap("position", parts[0])
	if err != nil {
		return nil, err
	}
	p := &Position{g: g, pile: pile}
	hold, ok := strings.CutPrefix(game.TrimSpaces(parts[1]), "hold=")
	a, b, ok2 := strings.Cut(hold, ",")
	if !ok || !ok2 {
		return nil, game.Errorf("position", text, "after the pile comes hold= and the parities of the first and the second player's holdings, as in 9;hold=0,1;first")
	}
	for i, v := range []string{a, b} {
		switch game.TrimSpaces(v) {
		case "0":
		case "1":
			p.hold[i] = 1
		default:
			return nil, game.Errorf("position", text, "a holding's parity is 0 or 1, not %s", game.Quote(v))
		}
	}
	switch game.TrimSpaces(parts[2]) {
	case "first":
	case "second":
		p.mover = 1
	default:
		return nil, game.Errorf("position", text, "the player to move is first or second, not %s", game.Quote(parts[2]))
	}
	if (pile.Bit(0)+uint(p.hold[0])+uint(p.hold[1]))%2 == 0 {
		return nil, game.Errorf("position", text, "the pile and the holdings total an even number; in the parity game they total an odd number")
	}
	return p, nil
}
