package game

// Grid places game i of count games in a dense grid of about equal sides
// for an atlas: row and column from 0. The cost is O(√count).
func Grid(i, count int) (row, col int) {
	cols := 1
	for cols*cols < count {
		cols++
	}
	return i / cols, i % cols
}

// BitGrid places a game named by the number v of bits bits (a set as its
// bit mask, an octal code's digits) in a sparse grid for an atlas:
// 2^⌈bits/2⌉ columns, the low bits, and the high bits as rows, so that a
// place names its game.
func BitGrid(v uint, bits int) (row, col int) {
	h := (bits + 1) / 2
	return int(v >> h), int(v & (1<<h - 1))
}
