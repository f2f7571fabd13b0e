package game

import "strings"

// What a position says of itself to a reader: its words, the side to move
// of a partizan position, and the rule that decides a game over. The page
// and the CLI show these; they never read a position's printable form.

// Worder is implemented by positions that say themselves in words: the
// heaps and the state a history game carries, "12 · Left to move",
// "13 · holdings even, odd · second player's turn", "9 · last taken 3".
type Worder interface {
	Words() string
}

// Words returns the position p in words: its own (Worder), else its
// printable form. The sums of heaps write their heaps "3 · 5 · 7". The cost
// is that of writing the heaps.
func Words(p Position) string {
	if w, ok := p.(Worder); ok {
		return w.Words()
	}
	return p.String()
}

// wordSep separates the parts of a position in words.
const wordSep = " · "

// JoinWords joins the parts of a position in words: "9", "last taken 3"
// make "9 · last taken 3".
func JoinWords(parts ...string) string { return strings.Join(parts, wordSep) }

// Side is the player to move in a partizan position, in words: Left or
// Right. It is "" in the positions of other games, where both players have
// the same moves.
type Side string

// The two sides of a partizan game.
const (
	Left  Side = "Left"
	Right Side = "Right"
)

// Other returns the other side: Right for Left, Left for Right, "" for "".
func (s Side) Other() Side {
	switch s {
	case Left:
		return Right
	case Right:
		return Left
	}
	return ""
}

// Sided is implemented by positions of partizan games: the side to move.
type Sided interface {
	Side() Side
}

// SideOf returns the side to move at p: Left or Right in a partizan
// position (Sided), "" in any other.
func SideOf(p Position) Side {
	if s, ok := p.(Sided); ok {
		return s.Side()
	}
	return ""
}

// End is the rule that decided a game over: the position has no move, and
// its rules say who has won. The constants are the values of the JSON form
// of a match; a front end words them.
type End string

// The rules that end a game. An End is "" while the game goes on.
const (
	EndNormal End = "normal" // normal play: the player who cannot move loses
	EndMisere End = "misere" // misère play: the player who cannot move wins, since the last move loses
	EndParity End = "parity" // the parity game: no stone is left, and the parities of the holdings decide
)

// Ender is implemented by positions whose game ends by a rule of its own
// (the parity game's holdings), besides normal and misère play.
type Ender interface {
	// End returns the rule that decides the position, which has no move.
	End() End
}

// EndOf returns the rule that decides p, a position with no move: its own
// (Ender), else misère play when the player to move has won there
// (MoverWinsAtEnd), else normal play. The cost is that of MoverWinsAtEnd.
func EndOf(p Position) End {
	if e, ok := p.(Ender); ok {
		return e.End()
	}
	if p.MoverWinsAtEnd() {
		return EndMisere
	}
	return EndNormal
}

// Words writes the heaps, "3 · 5 · 7"; an Opener's heaps of the game given
// are marked with an r, "r5 · 7", as in the printable form.
func (p *sumPosition) Words() string { return p.join(wordSep) }

// Words writes the heaps and the side to move, "12 · Left to move".
func (p *partizanPosition) Words() string {
	return JoinWords(joinHeaps(p.heaps, wordSep), string(p.Side())+" to move")
}

// Side returns the side to move.
func (p *partizanPosition) Side() Side {
	if p.mover == L {
		return Left
	}
	return Right
}
