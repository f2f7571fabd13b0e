package game

import (
	"fmt"
	"strings"
)

// Outcome is the outcome class of a position, written as one letter.
type Outcome byte

// The outcome classes. Impartial games have only P and N; None marks a heap
// size that is not a position of the game (the parity game's even piles).
const (
	P    Outcome = 'P' // the player to move loses (a cold position)
	N    Outcome = 'N' // the player to move wins (a hot position)
	L    Outcome = 'L' // Left wins whoever starts
	R    Outcome = 'R' // Right wins whoever starts
	None Outcome = '-' // not a position of the game
)

// String returns the outcome's letter.
func (o Outcome) String() string { return string(rune(o)) }

// MarshalText writes the outcome as its letter.
func (o Outcome) MarshalText() ([]byte, error) { return []byte{byte(o)}, nil }

// UnmarshalText reads an outcome letter: P, N, L, R or '-'.
func (o *Outcome) UnmarshalText(b []byte) error {
	if len(b) != 1 || !strings.ContainsRune("PNLR-", rune(b[0])) {
		return fmt.Errorf("game: %q is not an outcome letter", b)
	}
	*o = Outcome(b[0])
	return nil
}

// Letter is an outcome letter of a game and what it means, for legends:
// {P, "the player to move loses"}.
type Letter struct {
	Letter  Outcome
	Meaning string
}
