package game

import "math/big"

// Query answers "who wins at heap n": the key n.
type Query struct {
	N            string   `json:"n"`
	Outcome      Outcome  `json:"outcome"`
	Nim          *big.Int `json:"nim,omitempty"` // exact, of any size
	WinningMoves []Move   `json:"winningMoves"`
	// MoreMoves, when not empty, says that WinningMoves lists only some of
	// the winning moves, and which the others are: too many to list.
	MoreMoves string `json:"moreMoves,omitempty"`
	// NoMove says the player to move has no move at all, as against every
	// move losing.
	NoMove bool `json:"noMove,omitempty"`
	// Partizan games: who wins when Left, or Right, moves first.
	LeftFirst  Outcome `json:"leftFirst,omitempty"`
	RightFirst Outcome `json:"rightFirst,omitempty"`
	// The move of the game's own policy (the parity game's Game::Stones),
	// when it has one.
	Policy *Move `json:"policy,omitempty"`
	// Parts are the independent parts the position falls apart into, when
	// there are several (the components of a graph, game.Splitter), each
	// in words with its nim-value: their nim-sum is Nim.
	Parts []Part `json:"parts,omitempty"`
	// By, when not empty, names the solution that answered, in words,
	// when it is not the game's own computation of the heaps (Credited).
	By string `json:"by,omitempty"`
}

// Part is one of the independent parts of a position: in words, and its
// nim-value.
type Part struct {
	Words string `json:"words"`
	Nim   uint32 `json:"nim"`
}

// Sum answers for a position of several heaps of an impartial game: the
// key heaps.
type Sum struct {
	Heaps        []*big.Int `json:"heaps"`
	Nim          []uint32   `json:"nim,omitempty"`    // each heap's nim-value (normal play)
	NimSum       *uint32    `json:"nimSum,omitempty"` // their XOR (normal play)
	Outcome      Outcome    `json:"outcome"`
	WinningMoves []HeapMove `json:"winningMoves"`
	// MoreMoves, when not empty, says that WinningMoves lists only some of
	// the winning moves, and which the others are: too many to list.
	MoreMoves string `json:"moreMoves,omitempty"`
	// Searched is how many positions a misère search visited (misère
	// play only, 0 when no search was needed).
	Searched *int `json:"searched,omitempty"`
	// By, when not empty, names the solution that answered a misère sum
	// without search, in words: "the misère quotient of this game
	// (Plambeck and Siegel), …".
	By string `json:"by,omitempty"`
}
