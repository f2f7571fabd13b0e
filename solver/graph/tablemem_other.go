//go:build !linux

package graph

// tableWords returns a zeroed table of n words (see the Linux version,
// which maps a large one in huge pages).
func tableWords(n int, owner *tableOwner) []uint64 { return make([]uint64, n) }
