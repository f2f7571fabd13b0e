package graph

import (
	"syscall"
	"unsafe"
)

// hugePages asks the kernel to back a large table's entries with pages
// of 2 MiB where it can: the search reads entries at random over the
// whole table, and with pages of 4 KiB nearly every read also misses
// the processor's cache of pages. It is only advice: the table works
// the same without it.
func hugePages(e []uint64) {
	const huge = 2 << 20
	if len(e)*8 < 2*huge {
		return
	}
	start := uintptr(unsafe.Pointer(&e[0]))
	a := int((start+huge-1)&^(huge-1)-start) / 8 // the first entry on a huge page's edge
	b := a + (len(e)-a)/(huge/8)*(huge/8)
	_ = syscall.Madvise(unsafe.Slice((*byte)(unsafe.Pointer(&e[a])), (b-a)*8), 14) // MADV_HUGEPAGE
}
