package graph

import (
	"math"
	"math/bits"
)

// trans is the table of what is known of regions: clusters of eight
// entries of a word, a cluster a cache line. An entry is a region's key
// mixed (a bijection of keys below 2^domain), of which the cluster's
// index holds the low bits and the entry the 48 others, so that no two
// regions share an entry and no entry is found for a region it is not;
// and 16 bits of what is known: the region's value, or the values below
// 10 it is known not to have, and the log of the work that cost. A key
// is a region's bitmap in the corner of the grid (regionKey), which
// fixes its width: the width needs no bits.
type trans struct {
	e      []uint64 // the entries, eight a cluster
	mask   uint64   // clusters − 1
	shift  uint     // log2 of the clusters: the bits of the key the index holds
	domain uint     // keys are below 2^domain: 48 + shift, at most 64
	// near keeps the entries used last, one a slot, key and data, in a
	// few hundred kilobytes that the processor's caches hold: the
	// regions of a region's options are mostly the same as those of its
	// siblings.
	near     []uint64
	nearBits int
}

// The 16 bits of data of an entry.
const (
	tUsed    = 1 << 0
	tExact   = 1 << 1
	tWork    = 2  // 4 bits: the log2 of the work, divided by 3
	tPayload = 6  // 10 bits: the value, or the values below 10 known not to be it
	tNotMax  = 10 // the values a not-set holds
)

// init sizes the table: the most clusters, a power of two, within memory
// bytes, at least 256, and near as many entries as the table has
// clusters, at most 2^15 (512 KiB).
func (t *trans) init(memory int64) {
	n := uint64(256)
	for int64(n)*2*64 <= memory {
		n *= 2
	}
	t.size(n)
}

// size makes the table n clusters, n a power of two, and empties it.
func (t *trans) size(n uint64) {
	t.e = make([]uint64, 8*int(n))
	hugePages(t.e)
	t.mask = n - 1
	t.shift = uint(bits.TrailingZeros64(n))
	t.domain = min(64, 48+t.shift)
	t.nearBits = min(15, int(t.shift))
	t.near = make([]uint64, 2<<t.nearBits)
}

// fit makes the table hold keys of cells bits: a grid of more cells than
// 48 bits and the index hold needs 2^(cells−48) clusters at least (4 MiB
// for 64 cells), which the table grows to, empty.
func (t *trans) fit(cells int) {
	if uint(cells) > t.domain {
		t.size(uint64(1) << uint(cells-48))
	}
}

// tableBytes is the size of a table with an entry for every set of n
// cells: 8 bytes an entry, 2^n entries.
func tableBytes(n int) int64 {
	if n > 59 {
		return math.MaxInt64
	}
	return 8 << n
}

// reset forgets every entry.
func (t *trans) reset() {
	clear(t.e)
	clear(t.near)
}

// hash returns the key mixed, a bijection of the keys below 2^domain:
// steps that each undo (a shift right xored in, a product by an odd
// number modulo 2^domain), which spread every bit of the key over the
// low bits that pick the cluster.
func (t *trans) hash(key uint64) uint64 {
	d := t.domain
	m := uint64(1)<<d - 1 // all ones when d is 64: the shift gives 0
	key ^= key >> (d / 2)
	key = key * mixFirst & m
	key ^= key >> (d/2 - 3)
	key = key * mixSecond & m
	return key ^ key>>(d/2)
}

// The odd multipliers of hash, which its inverse undoes.
const (
	mixFirst  = 0xbf58476d1ce4e5b9
	mixSecond = 0x94d049bb133111eb
)

// slot returns the slot of near of key.
func (t *trans) slot(key uint64) int {
	return int(mix(key)>>(64-t.nearBits)) * 2
}

// find returns the index of key's entry, or -1, the first entry of its
// cluster, and the tag its entry has (the mixed key's high bits, above
// the 16 bits of data).
func (t *trans) find(key uint64) (int, int, uint64) {
	h := t.hash(key)
	i := int(h&t.mask) * 8
	tag := h >> t.shift << 16
	c := t.e[i : i+8 : i+8]
	for j, e := range c {
		if e&^0xffff == tag && e&tUsed != 0 {
			return i + j, i, tag
		}
	}
	return -1, i, tag
}

// get returns the value of the region of key, if known.
func (t *trans) get(key uint64) (uint32, bool) {
	v, ok, _ := t.lookup(key)
	return v, ok
}

// lookup returns the value of the region if known, else the values it
// is known not to have.
func (t *trans) lookup(key uint64) (uint32, bool, uint64) {
	n := t.slot(key)
	d := t.near[n+1]
	if t.near[n] != key || d&tUsed == 0 {
		j, _, _ := t.find(key)
		if j < 0 {
			return 0, false, 0
		}
		d = t.e[j] & 0xffff
		t.near[n], t.near[n+1] = key, d
	}
	if d&tExact != 0 {
		return uint32(d >> tPayload), true, 0
	}
	return 0, false, d >> tPayload
}

// victim returns the entry of the cluster i to write: an unused one, else
// the cheapest.
func (t *trans) victim(i int) int {
	v := i
	for j := i; j < i+8; j++ {
		if t.e[j]&tUsed == 0 {
			return j
		}
		if t.e[j]>>tWork&15 < t.e[v]>>tWork&15 {
			v = j
		}
	}
	return v
}

// write stores the data d of key in its entry, or in place of the
// cheapest of its cluster.
func (t *trans) write(key, d uint64) {
	j, i, tag := t.find(key)
	if j < 0 {
		j = t.victim(i)
	}
	t.e[j] = tag | d
	n := t.slot(key)
	t.near[n], t.near[n+1] = key, d
}

// put records the value of the region of key, found at a cost of about
// 2^work steps. Values of 1024 and more are not kept.
func (t *trans) put(key uint64, v uint32, work int) {
	if v >= 1<<10 {
		return
	}
	t.write(key, tUsed|tExact|uint64(min(work/3, 15))<<tWork|uint64(v)<<tPayload)
}

// exclude records that the value of the region of key is none of not
// (those below 10 are kept), found at a cost of about 2^work steps.
func (t *trans) exclude(key uint64, not uint64, work int) {
	not &= 1<<tNotMax - 1
	if j, _, _ := t.find(key); j >= 0 {
		d := t.e[j] & 0xffff
		if d&tExact != 0 {
			return
		}
		not |= d >> tPayload
		work = max(work, int(d>>tWork&15)*3)
	}
	t.write(key, tUsed|uint64(min(work/3, 15))<<tWork|not<<tPayload)
}
