package solver

import "stones/solver/game"

// StartRow returns the index of the row of r's state table that is the
// state play starts in for c's game (the no-repeat game after the moves of
// the key last, game.StartStater), or -1 when the game names none or the
// table has no such row. The cost is one comparison a row.
func StartRow(c Config, r *Result) int {
	s, ok := c.Game.(game.StartStater)
	if !ok || r == nil {
		return -1
	}
	label := s.StartState()
	if label == "" {
		return -1
	}
	for i, row := range r.Table {
		if row.Label == label {
			return i
		}
	}
	return -1
}
