package octal

import (
	"errors"
	"fmt"
	"math/bits"
	"slices"
)

// Snapshot is the state of a Rows engine between two blocks of Stream: the
// values of its rows and the few numbers that decide how it computes the
// next ones. An engine restored from it (Rows.Restore) computes the same
// values as the engine it was taken from, and spends the same work on
// them, so that a run resumed from a snapshot ends exactly as the run it
// continues: the same rows, the same Spent at a -work budget.
//
// Only the state at the end of a block of Stream is such a state (its
// blocks of rows, see block, end there); Follow and Tabulate hand out
// their snapshots there (see Resume).
type Snapshot struct {
	// The values of rows 0 … Len()−1: Narrow while every value is below
	// 65,536, else Wide (the other is nil). They share the engine's
	// storage, whose rows are never written again: a snapshot may be read
	// while the engine computes further rows.
	Narrow []uint16
	Wide   []uint32
	// Spent is the work spent (Rows.Spent).
	Spent int64
	// The classification of the heaps (see Rows): sparse space with Mask
	// and the domain parity Dom, or the plain way.
	Sparse bool
	Mask   uint32
	Dom    bool
	// Checks is the next heap size at which the classification is chosen.
	Checks int
	// Eager, Need and SinceSample are the probe blocks a block of rows
	// marks and their sampling (see Rows.sampled).
	Eager, Need, SinceSample int
}

// Len returns how many rows the snapshot holds.
func (s Snapshot) Len() int {
	if s.Wide != nil {
		return len(s.Wide)
	}
	return len(s.Narrow)
}

// At returns the value of row i, 0 ≤ i < Len().
func (s Snapshot) At(i int) uint32 {
	if s.Wide != nil {
		return s.Wide[i]
	}
	return uint32(s.Narrow[i])
}

// Snapshot returns the state of the engine, sharing its values (see
// Snapshot). It is exact only between two blocks of Stream. The cost is
// O(1).
func (e *Rows) Snapshot() Snapshot {
	s := Snapshot{Spent: e.ops, Sparse: e.sparse, Mask: e.mask, Dom: e.dom, Checks: e.checks,
		Eager: e.eager, Need: e.need, SinceSample: e.sinceSample}
	if e.wide != nil {
		s.Wide = e.wide[:len(e.wide):len(e.wide)]
	} else {
		s.Narrow = e.narrow[:len(e.narrow):len(e.narrow)]
	}
	return s
}

// ErrSnapshot is the error of Restore for a snapshot that no engine of the
// game can have taken.
var ErrSnapshot = errors.New("octal: the snapshot does not fit the engine")

// Restore sets a new engine (Len() = 0) to the state s, which it then
// owns: its values are the engine's, and grow in place. A snapshot that
// cannot come from the engine's game (a classification of a value bit
// above every value, a domain parity the game has not, a value above
// 65,535 held narrow, a check that is not a power of two from 128, counts
// out of range) returns an error wrapping ErrSnapshot and leaves the
// engine new. The values themselves are trusted: a snapshot of another
// game with the same shape restores, and computes wrong rows. The cost is
// O(Len()).
func (e *Rows) Restore(s Snapshot) error {
	if e.Len() != 0 || e.ops != 0 {
		panic("octal: Restore of an engine that has computed")
	}
	n := s.Len()
	if s.Wide != nil && s.Narrow != nil {
		return fmt.Errorf("%w: both narrow and wide values", ErrSnapshot)
	}
	top := uint32(0)
	for i := range n {
		top |= s.At(i)
	}
	switch {
	case s.Spent < 0 || s.Eager < 0 || s.Eager > e.eagerMax || s.Need < 0 || s.Need > 16*e.eagerMax || s.SinceSample < 0 || s.SinceSample > e.sampleBlocks:
		return fmt.Errorf("%w: counts out of range", ErrSnapshot)
	case s.Checks < 128 || s.Checks&(s.Checks-1) != 0 || s.Checks > 2*max(n, 128):
		return fmt.Errorf("%w: the next classification at %d heaps, of %d computed", ErrSnapshot, s.Checks, n)
	case s.Sparse && (len(e.splits) == 0 || s.Mask == 0 && !s.Dom || bits.Len32(s.Mask) > chooseBits):
		return fmt.Errorf("%w: a classification the game cannot have", ErrSnapshot)
	case !s.Sparse && (s.Mask != 0 || s.Dom):
		return fmt.Errorf("%w: a mask without sparse space", ErrSnapshot)
	case s.Dom && slices.ContainsFunc(e.splits, func(k int) bool { return k&1 != e.splits[0]&1 }):
		return fmt.Errorf("%w: the domain parity of splits of both parities", ErrSnapshot)
	case s.Wide != nil && top < e.widenAt && n > 0:
		return fmt.Errorf("%w: wide values all below %d", ErrSnapshot, e.widenAt)
	case top >= 1<<30:
		return fmt.Errorf("%w: a value of %d", ErrSnapshot, top)
	}
	if s.Wide != nil {
		e.wide, e.narrow = s.Wide, nil
	} else {
		e.narrow = s.Narrow
	}
	e.ops, e.checks, e.eager, e.need, e.sinceSample, e.top = s.Spent, s.Checks, s.Eager, s.Need, s.SinceSample, top
	for int(top) >= len(e.seen) {
		e.seen = append(e.seen, make([]uint32, len(e.seen))...)
	}
	e.classify(s.Sparse, s.Mask, s.Dom)
	return nil
}
