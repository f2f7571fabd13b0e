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

// Outcomes is a sequence of outcome letters, one per heap size from 0.
type Outcomes []Outcome

// String returns the letters run together, as in the JSON field "outcomes".
func (os Outcomes) String() string {
	b := make([]byte, len(os))
	for i, o := range os {
		b[i] = byte(o)
	}
	return string(b)
}
