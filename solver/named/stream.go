package named

import (
	"fmt"
	"math"
	"math/bits"

	"stones/solver/game"
)

// A set without a closed form (squares, primes, fibonacci) streams: its
// outcomes and nim-values are computed heap by heap, as far as asked, the
// outcomes by a cache-blocked sieve that holds the cold heaps only, the
// nim-values by the mex, 2 bytes a heap. Both are checked against the
// engines of package engine, which serve every move set, and against a
// brute force.

// sieveBlock is how many heaps Stream decides at a time: 2^21 bits, 256
// KiB, stay in a core's second-level cache while every cold heap found
// before marks its successors in them.
const sieveBlock = 1 << 21

// yieldBlock is how many heaps Stream hands to its caller at a time.
const yieldBlock = 1 << 16

// The games that stream, checked by the compiler.
var _ game.Streamer = (*Game)(nil)

// Streams reports whether the game's values are computed heap by heap, so
// that Stream applies: a set without a closed form (squares, primes,
// fibonacci).
func (g *Game) Streams() bool { return g.set != nil && g.set.nim == nil }

// Stream calls yield with the outcomes of heaps 0 … length−1 in order, and
// in normal play the nim-values of heaps 0 … nimLength−1, a block of at
// most 65,536 heaps at a time (see game.Streamer). Misère play follows
// from normal play: the heaps below the least member are N-positions, and
// heap n ≥ least has the normal outcome of n − least.
//
// The outcomes come from a sieve, cache-blocked: heaps are decided a block
// of 2^21 at a time; every cold heap c found before the block first marks
// hot its successors c + s inside the block (resuming at the member where
// it stopped), then the block is read in order, each heap left unmarked is
// cold and marks its successors in the block. The cost is O(n/64 + B·C +
// M) for the B blocks, the C cold heaps and the M marks: for the squares,
// C grows like n^0.7 (Eppstein 2018), M like n^1.2, and 2^30 heaps take
// about a minute of one core. Memory: a block of bits, 12 bytes a cold
// heap (24 MB for the squares at 2^30), the members below the heap
// reached, and 2 bytes a heap for the nim-values. The nim-values cost one
// read a member below the heap, O(n·|S ∩ [1, n]|) (the squares to 2^24:
// 4.6·10^10 reads, a few minutes of one core). A nim-value of 65,536 or
// more is an error. Each mark and each read is one step of budget. w.Step
// is called after every block yielded, and within a block every few
// milliseconds of work (pollEvery): the sieve of a dense set (the primes)
// takes seconds a block.
func (g *Game) Stream(length, nimLength int, budget int64, w *game.Work, yield func(game.Block) error) (int, error) {
	return g.StreamFrom(length, nimLength, budget, nil, w, yield)
}

// The games whose streams resume, checked by the compiler.
var _ game.Resumer = (*Game)(nil)

// StreamFrom is Stream, resumed from r and saving its state with r.Save
// when r is not nil (see game.NimResume): the sieve runs again from heap
// 0 (a minute of one core for the squares to 2^30, against hours for
// their nim-values), and the nim-values of r.From are taken as they are.
// r.From longer than the nim-values asked, or with a value a mex cannot
// have (above the heap), is an error.
func (g *Game) StreamFrom(length, nimLength int, budget int64, r *game.NimResume, w *game.Work, yield func(game.Block) error) (int, error) {
	if !g.Streams() {
		panic(fmt.Sprintf("named.Stream: %s has a closed form and does not stream", g.name))
	}
	if budget <= 0 {
		budget = math.MaxInt64
	}
	w.Begin("heaps", length)
	s := &stream{set: g.set, budget: budget, w: w, yield: yield}
	if g.misere {
		// The heaps below the least member have no move: the player to
		// move has won.
		first := min(length, g.set.least)
		if first > 0 {
			letters := make([]byte, first)
			for i := range letters {
				letters[i] = byte(game.N)
			}
			if err := yield(game.Block{Outcomes: letters}); err != nil {
				return 0, err
			}
		}
		s.shift = first
		length -= first
		nimLength = 0
	}
	s.nimLength = min(max(nimLength, 0), length, 1<<32-1)
	if s.nimLength > 0 {
		s.nim = make([]uint16, s.nimLength) // resident only as it is written
		s.seenBits = make([]uint64, nimTile*(1<<16/64))
	}
	if r != nil {
		if len(r.From) > s.nimLength {
			return 0, fmt.Errorf("%s: a resumed run holds the nim-values of %d heaps, more than the %d asked", g.set.name, len(r.From), s.nimLength)
		}
		for x, v := range r.From {
			if int(v) > x {
				return 0, fmt.Errorf("%s: a resumed run gives heap %d the nim-value %d, above any mex of its options", g.set.name, x, v)
			}
		}
		s.resume = r
		copy(s.nim, r.From)
	}
	err := s.run(length)
	return s.shift + s.yielded, err
}

// stream is the state of one Stream.
type stream struct {
	set       *set
	shift     int // the heaps yielded before the normal heap 0 (misère play)
	nimLength int
	budget    int64
	spent     int64
	w         *game.Work
	yield     func(game.Block) error
	yielded   int

	moves  []int // the members up to listed, ascending
	listed int
	cold   []int   // the cold heaps found, increasing
	next   []int32 // next[i]: the member whose successor of cold[i] to mark next

	nim      []uint16 // the nim-values of heaps 0 … nimLength−1, as computed
	largest  uint16   // the largest of them
	seenBits []uint64 // the values seen from each heap of a tile, a bit set each

	resume *game.NimResume // where the run resumes from and saves to; nil: neither
	polled int64           // spent when the run last reported its progress within a block
}

// pollEvery is how many steps of the nim-values pass between two reports
// of progress within a block, which also see a cancellation: a few
// milliseconds of work. A dense set (the primes) takes seconds a block of
// yieldBlock heaps, and would otherwise say nothing, and heed no Ctrl-C,
// for as long.
const pollEvery = 1 << 22

// run decides heaps 0 … length−1 of normal play and yields them.
func (s *stream) run(length int) error {
	hot := make([]uint64, sieveBlock/64)
	letters := make([]byte, 0, yieldBlock)
	values := make([]uint32, 0, yieldBlock)
	for start := 0; start < length; start += sieveBlock {
		end := min(start+sieveBlock, length)
		s.list(end - 1)
		clear(hot)
		for i, c := range s.cold {
			s.next[i] = int32(s.mark(hot, start, end, c, int(s.next[i])))
			if err := s.poll(start); err != nil {
				return err
			}
		}
		for x := start; x < end; {
			word := ^hot[(x-start)>>6] >> (uint(x) & 63)
			if word == 0 {
				x = (x | 63) + 1
				continue
			}
			x += bits.TrailingZeros64(word)
			if x >= end {
				break
			}
			s.cold = append(s.cold, x)
			s.next = append(s.next, int32(s.mark(hot, start, end, x, 0)))
			if err := s.poll(x); err != nil {
				return err
			}
			x++
		}
		for from := start; from < end; {
			to := min(from+yieldBlock, end)
			letters = letters[:0]
			for x := from; x < to; x++ {
				if hot[(x-start)>>6]>>(uint(x)&63)&1 == 0 {
					letters = append(letters, byte(game.P))
				} else {
					letters = append(letters, byte(game.N))
				}
			}
			b := game.Block{From: s.shift + from, Outcomes: letters}
			if from < s.nimLength {
				// A block holds the nim-values of all its heaps or none.
				if to > s.nimLength {
					b.Outcomes = letters[:s.nimLength-from]
					to = s.nimLength
				}
				var err error
				if r := s.resume; r != nil && to <= len(r.From) {
					// Resumed: the values are the checkpoint's.
					b.Nim = values[:0]
					for _, v := range r.From[from:to] {
						b.Nim = append(b.Nim, uint32(v))
						s.largest = max(s.largest, v)
					}
				} else if b.Nim, err = s.nimValues(from, to, values[:0]); err != nil {
					return err
				}
			}
			if err := s.yield(b); err != nil {
				return err
			}
			s.yielded = to
			if r := s.resume; r != nil && from < s.nimLength {
				if to == len(r.From) {
					s.spent = r.Spent // the work of the run resumed, at this heap
				}
				if r.Save != nil && to > len(r.From) {
					r.Save(s.nim[:to:to], s.spent)
				}
			}
			if err := s.w.Step(s.shift + to); err != nil {
				return err
			}
			if s.spent > s.budget {
				return nil
			}
			from = to
		}
	}
	return nil
}

// poll reports that the heaps below done are decided, and sees a
// cancellation, once pollEvery steps have passed since it last did.
func (s *stream) poll(done int) error {
	if s.spent-s.polled < pollEvery {
		return nil
	}
	s.polled = s.spent
	return s.w.Step(s.shift + done)
}

// list makes sure the members up to most are listed, doubling the listing
// so that it is redone O(log n) times.
func (s *stream) list(most int) {
	if most <= s.listed && s.moves != nil {
		return
	}
	s.listed = max(most, 2*s.listed)
	s.moves = s.set.upTo(s.listed)
}

// mark marks hot the heaps c + s for the members s from moves[j] on that
// fall in the block [start, end) whose bits are hot (start is a multiple of
// 64), and returns the index of the first member whose heap is at or
// beyond end.
func (s *stream) mark(hot []uint64, start, end, c, j int) int {
	first := j
	for ; j < len(s.moves); j++ {
		x := c + s.moves[j] - start
		if x >= end-start {
			break
		}
		hot[x>>6] |= 1 << (uint(x) & 63)
	}
	s.spent += int64(j-first) + 1
	return j
}

// nimTile is how many heaps nimValues decides together: each member's
// reads for them are one run of neighbouring values, so that a heap's
// reads, spread over all the heaps below it, cost a cache line a tile
// rather than one a read.
const nimTile = 64

// nimValues computes the nim-values of heaps from … to−1 (below
// nimLength) and appends them to values. The heaps of a tile share the
// reads of every member at least nimTile (whose heaps lie before the
// tile), each into its own bit set of the values seen; the few smaller
// members are read heap by heap, in order, since they lead into the tile.
func (s *stream) nimValues(from, to int, values []uint32) ([]uint32, error) {
	nim, moves := s.nim, s.moves
	small := 0 // the members below nimTile
	for small < len(moves) && moves[small] < nimTile {
		small++
	}
	for x0 := from; x0 < to; x0 += nimTile {
		x1 := min(x0+nimTile, to)
		width := int(s.largest)/64 + 1 // words a set: every value read and the mex fit
		seen := s.seenBits[:nimTile*width]
		clear(seen)
		for _, m := range moves[small:] {
			if m > x1-1 {
				break
			}
			lo := max(x0, m)
			at := (lo - x0) * width
			for _, v := range nim[lo-m : x1-m] {
				seen[at+int(v>>6)] |= 1 << (v & 63)
				at += width
			}
			s.spent += int64(x1 - lo)
		}
		for x := x0; x < x1; x++ {
			set := seen[(x-x0)*width : (x-x0+1)*width]
			for _, m := range moves[:small] {
				if m > x {
					break
				}
				v := nim[x-m]
				set[v>>6] |= 1 << (v & 63)
				s.spent++
			}
			v := len(set) * 64 // every value below it seen: only at 65,536
			for i, word := range set {
				if word != ^uint64(0) {
					v = i*64 + bits.TrailingZeros64(^word)
					break
				}
			}
			if v >= 1<<16 {
				return nil, fmt.Errorf("%s: the nim-value of heap %d is 65,536 or more", s.set.name, x)
			}
			if err := s.poll(x); err != nil {
				return nil, err
			}
			nim[x] = uint16(v)
			values = append(values, uint32(v))
			if v > int(s.largest) {
				s.largest = uint16(v)
				if int(s.largest)/64+1 > width {
					// The sets of the tile's later heaps must widen: decide
					// them again, from here.
					return s.nimValues(x+1, to, values)
				}
			}
		}
	}
	return values, nil
}
