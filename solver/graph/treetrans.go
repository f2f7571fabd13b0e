package graph

import "math/bits"

// treeTrans is the table of what the pruned search of trees knows of
// trees: clusters of four entries of three words, a tree's code and a
// word of its value or the values below 32 it is known not to have, and
// the log of the work that cost. Codes are exact keys, so no entry is
// ever another tree's. It starts small and doubles as it fills, up to
// the most clusters given; then an entry evicts the cheapest of its
// cluster: a smaller table makes the search slower, never wrong.
type treeTrans struct {
	e    []uint64 // hi, lo, data, hi, lo, data, …
	mask uint64   // clusters − 1
	used int      // entries in use
	most uint64   // the most clusters
	// small holds 1 + the value of each tree of at most 8 vertices
	// known, by its code (below 2^16), in 64 KiB the processor's caches
	// keep: most branches of an option are small, and the table proper
	// would cost them a miss of main memory each.
	small []uint8
	// near keeps the entries looked up or written last, one a slot, in
	// 384 KiB (24 KiB for a table of less than 64 MiB): the branches of a
	// tree's options are mostly those of its parent's.
	near     []uint64
	nearBits int
}

// smallCodes is the bound on the codes of trees of at most 8 vertices.
const smallCodes = 1 << 16

// The data word of an entry.
const (
	ttValue = 0  // 8 bits
	ttWork  = 8  // 6 bits
	ttExact = 14 // the value is known
	ttUsed  = 15
	ttNot   = 32 // the values below 32 known not to be the tree's
)

// treeCluster is the words of a cluster: four entries of three.
const treeCluster = 12

// init empties the table and bounds it to memory bytes, at least 256
// clusters of 96 bytes.
func (t *treeTrans) init(memory int64) {
	t.most = 256
	for int64(t.most)*2*8*treeCluster <= memory {
		t.most *= 2
	}
	n := min(t.most, 256)
	t.small = make([]uint8, smallCodes)
	t.nearBits = 10
	if memory >= 64<<20 {
		t.nearBits = 14
	}
	t.near = make([]uint64, 3<<t.nearBits)
	t.e = make([]uint64, treeCluster*n)
	t.mask, t.used = n-1, 0
}

// cluster returns the first word of c's cluster.
func (t *treeTrans) cluster(c code) int {
	return int(mix(c.lo^mix(c.hi))&t.mask) * treeCluster
}

// find returns the index of c's entry, or −1, and its cluster.
func (t *treeTrans) find(c code) (int, int) {
	i := t.cluster(c)
	e := t.e[i : i+treeCluster : i+treeCluster]
	for j := 0; j < treeCluster; j += 3 {
		if e[j+1] == c.lo && e[j] == c.hi && e[j+2]>>ttUsed&1 != 0 {
			return i + j, i
		}
	}
	return -1, i
}

// lookup returns the value of the tree c if known, else the values it is
// known not to have.
func (t *treeTrans) lookup(c code) (uint32, bool, uint64) {
	if c.hi == 0 && c.lo < smallCodes && t.small[c.lo] != 0 {
		return uint32(t.small[c.lo]) - 1, true, 0
	}
	h := mix(c.lo ^ mix(c.hi))
	n := int(h>>(64-t.nearBits)) * 3
	d := t.near[n+2]
	if t.near[n] != c.hi || t.near[n+1] != c.lo || d>>ttUsed&1 == 0 {
		j, _ := t.find(c)
		if j < 0 {
			return 0, false, 0
		}
		d = t.e[j+2]
		t.near[n], t.near[n+1], t.near[n+2] = c.hi, c.lo, d
	}
	if d>>ttExact&1 != 0 {
		return uint32(d >> ttValue & 255), true, 0
	}
	return 0, false, d >> ttNot
}

// slot returns the entry to write for c: its own, an unused one of its
// cluster, else the cheapest, the table doubled first when three
// quarters full and below its most.
func (t *treeTrans) slot(c code) int {
	j, i := t.find(c)
	if j >= 0 {
		return j
	}
	if clusters := t.mask + 1; clusters < t.most && 4*(t.used+1) > 3*4*int(clusters) {
		t.grow()
		_, i = t.find(c)
	}
	v := i
	for j := i; j < i+treeCluster; j += 3 {
		if t.e[j+2]>>ttUsed&1 == 0 {
			t.used++
			return j
		}
		if t.e[j+2]>>ttWork&63 < t.e[v+2]>>ttWork&63 {
			v = j
		}
	}
	return v
}

// grow doubles the clusters, keeping every entry that still fits its
// new cluster.
func (t *treeTrans) grow() {
	old := t.e
	t.e = make([]uint64, 2*len(old))
	t.mask = 2*t.mask + 1
	t.used = 0
	for j := 0; j < len(old); j += 3 {
		if old[j+2]>>ttUsed&1 == 0 {
			continue
		}
		c := code{old[j], old[j+1]}
		i := t.cluster(c)
		for k := i; k < i+treeCluster; k += 3 {
			if t.e[k+2]>>ttUsed&1 == 0 {
				copy(t.e[k:k+3], old[j:j+3])
				t.used++
				break
			}
		}
	}
}

// put records the value of the tree c, found at a cost of about 2^work.
// Values above 254 are not kept.
func (t *treeTrans) put(c code, v uint32, work int) {
	if v > 254 {
		return
	}
	if c.hi == 0 && c.lo < smallCodes {
		t.small[c.lo] = uint8(v) + 1
		return
	}
	j := t.slot(c)
	t.e[j], t.e[j+1] = c.hi, c.lo
	t.e[j+2] = uint64(v)<<ttValue | uint64(min(work, 63))<<ttWork | 1<<ttExact | 1<<ttUsed
	t.remember(c, t.e[j+2])
}

// remember puts the entry of c and data d in near.
func (t *treeTrans) remember(c code, d uint64) {
	n := int(mix(c.lo^mix(c.hi))>>(64-t.nearBits)) * 3
	t.near[n], t.near[n+1], t.near[n+2] = c.hi, c.lo, d
}

// exclude records that the value of the tree c is none of not (those
// below 32 are kept), found at a cost of about 2^work.
func (t *treeTrans) exclude(c code, not uint64, work int) {
	not &= 1<<32 - 1
	j := t.slot(c)
	d := t.e[j+2]
	if d>>ttUsed&1 != 0 && t.e[j] == c.hi && t.e[j+1] == c.lo {
		if d>>ttExact&1 != 0 {
			return
		}
		work = max(work, int(d>>ttWork&63))
		not |= d >> ttNot
	}
	t.e[j], t.e[j+1] = c.hi, c.lo
	t.e[j+2] = uint64(min(work, 63))<<ttWork | 1<<ttUsed | not<<ttNot
	t.remember(c, t.e[j+2])
}

// treeWork is the log of a cost, for the table's replacement.
func treeWork(n int64) int { return bits.Len64(uint64(n)) }
