package graph

import (
	"math"
	"math/bits"
)

// trans is the table of what is known of regions: clusters of four
// entries of two words, a cluster a cache line. An entry is a region's
// bitmap and a word of its width, its value or the values below 32 it is
// known not to have, and the log of the work that cost.
type trans struct {
	e    []uint64 // key, data, key, data, …
	mask uint64   // clusters − 1
	// near keeps the entries used last, one a slot, in a few hundred
	// kilobytes that the processor's caches hold: the regions of a
	// region's options are mostly the same as those of its siblings.
	near     []uint64
	nearBits int
}

// The data word of an entry.
const (
	tWidth = 0  // 14 bits: the region's width
	tValue = 14 // 8 bits
	tWork  = 22 // 6 bits
	tExact = 28 // the value is known
	tUsed  = 29
	tNot   = 32 // the values below 32 known not to be the region's
)

// init sizes the table: the most clusters, a power of two, within memory
// bytes, at least 256, and near as many entries as the table has
// clusters, at most 2^15 (512 KiB).
func (t *trans) init(memory int64) {
	n := uint64(256)
	for int64(n)*2*64 <= memory {
		n *= 2
	}
	t.e = make([]uint64, 8*n)
	t.mask = n - 1
	t.nearBits = min(15, bits.Len64(n)-1)
	t.near = make([]uint64, 2<<t.nearBits)
}

// tableBytes is the size of a table with an entry for every set of n
// cells: 16 bytes an entry, 2^n entries.
func tableBytes(n int) int64 {
	if n > 58 {
		return math.MaxInt64
	}
	return 16 << n
}

// reset forgets every entry.
func (t *trans) reset() {
	clear(t.e)
	clear(t.near)
}

// slot returns the slot of near of key and width w.
func (t *trans) slot(key uint64, w int) int {
	return int(mix(key^uint64(w)<<57)>>(64-t.nearBits)) * 2
}

// cluster returns the first entry of key's cluster.
func (t *trans) cluster(key uint64, w int) int {
	return int(mix(key^uint64(w)<<57)&t.mask) * 8
}

// find returns the index of the entry of key and width w in its cluster,
// or -1, and the cluster.
func (t *trans) find(key uint64, w int) (int, int) {
	i := t.cluster(key, w)
	c := t.e[i : i+8 : i+8]
	for j := 0; j < 8; j += 2 {
		if c[j] == key && c[j+1]>>tUsed&1 != 0 && int(c[j+1]&(1<<14-1)) == w {
			return i + j, i
		}
	}
	return -1, i
}

// get returns the value of the region of key and width w, if known.
func (t *trans) get(key uint64, w int) (uint32, bool) {
	v, ok, _ := t.lookup(key, w)
	return v, ok
}

// lookup returns the value of the region if known, else the values it
// is known not to have.
func (t *trans) lookup(key uint64, w int) (uint32, bool, uint64) {
	n := t.slot(key, w)
	d := t.near[n+1]
	if t.near[n] != key || d>>tUsed&1 == 0 || int(d&(1<<14-1)) != w {
		j, _ := t.find(key, w)
		if j < 0 {
			return 0, false, 0
		}
		d = t.e[j+1]
		t.near[n], t.near[n+1] = key, d
	}
	if d>>tExact&1 != 0 {
		return uint32(d >> tValue & 255), true, 0
	}
	return 0, false, d >> tNot
}

// victim returns the entry of the cluster i to write: an unused one, else
// the cheapest.
func (t *trans) victim(i int) int {
	v := i
	for j := i; j < i+8; j += 2 {
		if t.e[j+1]>>tUsed&1 == 0 {
			return j
		}
		if t.e[j+1]>>tWork&63 < t.e[v+1]>>tWork&63 {
			v = j
		}
	}
	return v
}

// put records the value of the region of key and width w, found at a
// cost of about 2^work options, in place of what was known of it or of
// the cheapest entry of its cluster. Values above 255 are not kept.
func (t *trans) put(key uint64, w int, v uint32, work int) {
	if v > 255 {
		return
	}
	j, i := t.find(key, w)
	if j < 0 {
		j = t.victim(i)
	}
	t.e[j] = key
	t.e[j+1] = uint64(w) | uint64(v)<<tValue | uint64(min(work, 63))<<tWork | 1<<tExact | 1<<tUsed
	n := t.slot(key, w)
	t.near[n], t.near[n+1] = key, t.e[j+1]
}

// exclude records that the value of the region of key and width w is
// none of not (those below 32 are kept), found at a cost of about 2^work.
func (t *trans) exclude(key uint64, w int, not uint64, work int) {
	not &= 1<<32 - 1
	j, i := t.find(key, w)
	if j >= 0 {
		d := t.e[j+1]
		if d>>tExact&1 != 0 {
			return
		}
		old := int(d >> tWork & 63)
		t.e[j+1] = d&^(63<<tWork) | uint64(max(old, min(work, 63)))<<tWork | not<<tNot
	} else {
		j = t.victim(i)
		t.e[j] = key
		t.e[j+1] = uint64(w) | uint64(min(work, 63))<<tWork | 1<<tUsed | not<<tNot
	}
	n := t.slot(key, w)
	t.near[n], t.near[n+1] = key, t.e[j+1]
}
