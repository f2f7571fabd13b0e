package octal

import "stones/solver/game"

// MovePhrase words a move from a row (game.Phraser): "take all 2", "take 2
// from an end leaving 5", "take 1 from the middle leaving 3 and 4", "split
// it into 3 and 4" (a leading 4, taking nothing).
func (g *Row) MovePhrase(m game.Move) string {
	switch len(m.Leave) {
	case 0:
		return "take all " + m.Amount()
	case 1:
		return "take " + m.Amount() + " from an end leaving " + m.Leave[0].String()
	}
	pair := m.Leave[0].String() + " and " + m.Leave[1].String()
	if m.Take == 0 {
		return "split it into " + pair
	}
	return "take " + m.Amount() + " from the middle leaving " + pair
}

// MovePhrase words a move from a ring (game.Phraser): "take all 2", "take 2
// leaving a row of 5", "cut it open into a row of 5" (a leading 4, taking
// nothing).
func (g *Ring) MovePhrase(m game.Move) string {
	switch {
	case len(m.Leave) == 0:
		return "take all " + m.Amount()
	case m.Take == 0:
		return "cut it open into a row of " + m.Leave[0].String()
	}
	return "take " + m.Amount() + " leaving a row of " + m.Leave[0].String()
}
