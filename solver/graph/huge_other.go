//go:build !linux

package graph

// hugePages does nothing where the kernel is not asked for huge pages.
func hugePages([]uint64) {}
