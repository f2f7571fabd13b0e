package game

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
