package engine

// Bits is a set of heap sizes, 64 to a word: bit i of word i/64 holds heap
// i. The sets the engines return hold no heap at or beyond their n.
type Bits []uint64

// NewBits returns an empty set able to hold the heaps 0..n−1: (n+63)/64
// words.
func NewBits(n int) Bits { return make(Bits, (n+63)/64) }

// FullBits returns the set of all heaps 0..n−1.
func FullBits(n int) Bits {
	b := NewBits(n)
	for k := range b {
		b[k] = ^uint64(0)
	}
	if r := n % 64; r != 0 {
		b[len(b)-1] = 1<<r - 1
	}
	return b
}

// Has reports whether heap i is in the set. It panics when i is beyond the
// set's words, as a slice index does.
func (b Bits) Has(i int) bool { return b[i>>6]>>(uint(i)&63)&1 != 0 }

// Set adds heap i to the set.
func (b Bits) Set(i int) { b[i>>6] |= 1 << (uint(i) & 63) }
