package graph

// trans is the table of the exact values of regions: clusters of four
// entries, each a region's bitmap and a word of its width, its value and
// the log of the work its value cost.
type trans struct {
	keys []uint64
	info []uint32 // width | value<<7 | work<<15 | 1<<31 when used
	mask uint64   // clusters − 1
}

// init sizes the table: the most clusters, a power of two, within memory
// bytes, at least 256.
func (t *trans) init(memory int64) {
	n := uint64(256)
	for int64(n)*2*4*12 <= memory {
		n *= 2
	}
	t.keys = make([]uint64, 4*n)
	t.info = make([]uint32, 4*n)
	t.mask = n - 1
}

// cluster returns the first entry of key's cluster.
func (t *trans) cluster(key uint64, w int) int {
	return int(mix(key^uint64(w)<<57)&t.mask) * 4
}

// get returns the value of the region of key and width w, if known.
func (t *trans) get(key uint64, w int) (uint32, bool) {
	i := t.cluster(key, w)
	for j := i; j < i+4; j++ {
		if t.keys[j] == key && t.info[j]>>31 != 0 && int(t.info[j]&127) == w {
			return t.info[j] >> 7 & 255, true
		}
	}
	return 0, false
}

// put records the value of the region of key and width w, found at a
// cost of about 2^work options, in place of the cheapest entry of its
// cluster. Values above 255 are not kept.
func (t *trans) put(key uint64, w int, v uint32, work int) {
	if v > 255 {
		return
	}
	i := t.cluster(key, w)
	victim := i
	for j := i; j < i+4; j++ {
		if t.info[j]>>31 == 0 {
			victim = j
			break
		}
		if t.info[j]>>15&63 < t.info[victim]>>15&63 {
			victim = j
		}
	}
	t.keys[victim] = key
	t.info[victim] = uint32(w) | v<<7 | uint32(min(work, 63))<<15 | 1<<31
}
