package solver

// bitset is a set of heap sizes, 64 to a word.
type bitset []uint64

// newBitset returns an empty set able to hold 0..n-1.
func newBitset(n int) bitset { return make(bitset, (n+63)/64) }

// has reports whether i is in the set.
func (b bitset) has(i int) bool { return b[i>>6]>>(uint(i)&63)&1 != 0 }

// set adds i to the set.
func (b bitset) set(i int) { b[i>>6] |= 1 << (uint(i) & 63) }
