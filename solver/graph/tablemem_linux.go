//go:build linux

package graph

import (
	"runtime"
	"syscall"
	"unsafe"
)

// hugeFrom is the size from which a table is mapped in huge pages.
const hugeFrom = 64 << 20

// tableWords returns a zeroed table of n words. A large one is mapped
// on its own and the kernel is asked to back it with huge pages: the
// search reads it at random, one word in a cluster of eight, and with
// pages of 4 KiB nearly every read of a table of a gigabyte misses the
// processor's translation cache as well as its data caches (a read that
// waits for the one before took 340 ns with small pages and 220 ns with
// huge ones, on a table of 1 GiB on a machine of the project). The
// mapping is released when owner is no longer reachable. Where the
// kernel refuses, the table is the runtime's.
func tableWords(n int, owner *tableOwner) []uint64 {
	size := n * 8
	if size < hugeFrom {
		return make([]uint64, n)
	}
	const align = 2 << 20
	raw, err := syscall.Mmap(-1, 0, size+align, syscall.PROT_READ|syscall.PROT_WRITE, syscall.MAP_ANON|syscall.MAP_PRIVATE)
	if err != nil {
		return make([]uint64, n)
	}
	off := (align - int(uintptr(unsafe.Pointer(&raw[0])))%align) % align
	b := raw[off : off+size]
	const madvHugepage = 14 // MADV_HUGEPAGE; advice only, its refusal is no error
	_ = syscall.Madvise(b, madvHugepage)
	runtime.AddCleanup(owner, func(raw []byte) { _ = syscall.Munmap(raw) }, raw)
	return unsafe.Slice((*uint64)(unsafe.Pointer(&b[0])), n)
}
