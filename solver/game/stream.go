package game

import "stones/solver/stats"

// Block is a run of consecutive heaps of a streamed computation: heaps From
// … From+len(Outcomes)−1.
type Block struct {
	From     int
	Outcomes []byte // one outcome letter a heap
	// Nim holds their nim-values, one a heap, when they are computed; nil
	// for a game without nim-values and for heaps beyond those whose
	// nim-values the computation was asked for.
	Nim []uint32
}

// Streamer is a game whose figures are computed heap by heap without a
// period to fold them (subtraction games of a named set without a closed
// form), so that a front end can write them as they are computed, to any
// length, holding only what the next heaps need.
type Streamer interface {
	Game
	// Streams reports whether Stream applies to the game.
	Streams() bool
	// Stream calls yield with the figures of heaps 0 … length−1, in order,
	// a Block at a time (slices yield must not keep), the nim-values (in
	// normal play) of heaps 0 … nimLength−1 only. It stops at a block
	// boundary once it has spent more than budget elementary steps (budget
	// ≤ 0: no limit), and returns how many heaps it yielded, with the
	// error of w (cancellation) or of yield: the heaps yielded before it
	// stay valid.
	Stream(length, nimLength int, budget int64, w *Work, yield func(Block) error) (int, error)
}

// NimResume carries a streamed run of a Resumer across a stop: the
// nim-values it had computed and the work it had spent at a block
// boundary, and where it hands them as it goes.
type NimResume struct {
	// From holds the nim-values of heaps 0 … len(From)−1, and Spent the
	// work spent when they were yielded: a state that Save received in a
	// run of the same game, length, nimLength and budget.
	From  []uint16
	Spent int64
	// Save, if not nil, receives the nim-values computed so far and the
	// work spent after every block of nim-values yielded, and at the end
	// (not when the run was stopped), in the run's goroutine. The slice
	// is the run's own: it may be read, not written, while the run goes
	// on, and its first heaps never change.
	Save func(nim []uint16, spent int64)
}

// Resumer is a Streamer whose run can be carried across a stop: its
// state is the nim-values computed, the rest (the outcomes) being
// computed again at little cost.
type Resumer interface {
	Streamer
	// StreamFrom is Stream, resumed from r.From and saving its state
	// with r.Save when r is not nil: the heaps of r.From are yielded again
	// without computing their nim-values, and the run yields and spends
	// what a run from heap 0 does.
	StreamFrom(length, nimLength int, budget int64, r *NimResume, w *Work, yield func(Block) error) (int, error)
}

// Rare is a game whose nim-values the rare/common engine of package octal
// computes heap by heap (octal games on rows, Grundy's game): its figures
// stream with a period proof, and the statistics of its nim-values split
// them into rare and common (package stats) by SplitParity, the parity of
// its splitting takes.
type Rare interface {
	Game
	SplitParity() stats.Parity
}
