package game

import (
	"math/bits"
)

// packedMemo is the memo of the positions whose key is packed: an open
// addressing table of 63-bit keys, never 0, each slot holding its key and,
// in bit 63, whether the player to move wins. A lookup costs about one
// cache miss, where a map costs two or more; the table is 8 bytes a slot,
// at most half full. The search is bound by these lookups.
type packedMemo struct {
	slots []uint64
	n     int
	shift uint // 64 − log2(len(slots))
}

// newPackedMemo returns an empty memo for about hint positions.
func newPackedMemo(hint int) *packedMemo {
	size := bits.Len(uint(max(2*hint, 16) - 1))
	return &packedMemo{slots: make([]uint64, 1<<size), shift: uint(64 - size)}
}

// golden is 2^64 divided by the golden ratio: Fibonacci hashing spreads
// the packed keys, whose low bits vary least, over the table.
const golden = 0x9E3779B97F4A7C15

const winBit = 1 << 63

// get returns whether the player to move at the position of key k wins,
// and whether the memo holds it.
func (m *packedMemo) get(k uint64) (win, ok bool) {
	mask := uint64(len(m.slots) - 1)
	for i := (k * golden) >> m.shift; ; i = (i + 1) & mask {
		e := m.slots[i]
		if e == 0 {
			return false, false
		}
		if e&^winBit == k {
			return e&winBit != 0, true
		}
	}
}

// put records the position of key k.
func (m *packedMemo) put(k uint64, win bool) {
	if 2*(m.n+1) > len(m.slots) {
		m.grow()
	}
	e := k
	if win {
		e |= winBit
	}
	mask := uint64(len(m.slots) - 1)
	for i := (k * golden) >> m.shift; ; i = (i + 1) & mask {
		switch m.slots[i] &^ winBit {
		case 0:
			m.n++
			fallthrough
		case k:
			m.slots[i] = e
			return
		}
	}
}

// grow doubles the table.
func (m *packedMemo) grow() {
	old := m.slots
	m.slots, m.shift, m.n = make([]uint64, 2*len(old)), m.shift-1, 0
	for _, e := range old {
		if e != 0 {
			m.put(e&^winBit, e&winBit != 0)
		}
	}
}
