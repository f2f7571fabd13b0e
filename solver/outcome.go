package solver

// Outcome is the outcome class of a position.
type Outcome byte

// The outcome classes. Impartial games have only P and N.
const (
	P Outcome = 'P' // the player to move loses (a cold position)
	N Outcome = 'N' // the player to move wins (a hot position)
	L Outcome = 'L' // Left wins whoever starts
	R Outcome = 'R' // Right wins whoever starts
)

// String returns the outcome's letter.
func (o Outcome) String() string { return string(rune(o)) }
