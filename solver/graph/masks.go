package graph

import "math/bits"

// masks maps sets of vertices to values: an open-addressing table with
// linear probing, each entry a key and its value side by side, so that a
// lookup touches one cache line where a Go map touches two or three. The
// memoised search looks up each branch of each form it values here, and
// on large trees these lookups are most of its time (BENCH.md). The empty
// set is never a key. The zero masks is empty and ready to use.
type masks struct {
	slots []maskSlot // a power of two of them, at most three quarters full
	n     int
	shift uint // 64 − log2(len(slots)): a slot is the top bits of a hash
}

type maskSlot struct {
	key Set
	val uint32
}

// slot returns the index of key's slot, or of the empty slot where it
// would go. The slot is the top bits of the key times 2^64/φ (Fibonacci
// hashing): every bit of the key moves them, where lower bits of the
// product miss the key's high vertices, and the sets of a graph of more
// than 32 vertices that differ there would crowd into a few runs of slots.
func (t *masks) slot(key Set) int {
	mask := len(t.slots) - 1
	i := int((uint64(key) * 0x9e3779b97f4a7c15) >> t.shift)
	for t.slots[i].key != key && t.slots[i].key != 0 {
		i = (i + 1) & mask
	}
	return i
}

// get returns the value of key and whether it has one.
func (t *masks) get(key Set) (uint32, bool) {
	if t.n == 0 {
		return 0, false
	}
	s := &t.slots[t.slot(key)]
	return s.val, s.key != 0
}

// put sets the value of key, a set that is not empty.
func (t *masks) put(key Set, val uint32) {
	if 4*(t.n+1) > 3*len(t.slots) {
		old := t.slots
		t.slots = make([]maskSlot, max(2*len(old), 1024))
		t.shift = uint(64 - bits.TrailingZeros(uint(len(t.slots))))
		for _, s := range old {
			if s.key != 0 {
				t.slots[t.slot(s.key)] = s
			}
		}
	}
	i := t.slot(key)
	if t.slots[i].key == 0 {
		t.n++
	}
	t.slots[i] = maskSlot{key, val}
}
