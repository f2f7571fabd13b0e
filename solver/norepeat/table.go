package norepeat

import (
	"encoding/binary"
	"slices"

	"stones/solver/game"
)

// histories enumerates the full histories, the ordered choices of d =
// min(k, |S|) distinct amounts (the most recent last), and the history that
// follows each one after each move.
type histories struct {
	moves []int
	list  [][]int        // the full histories, in lexicographic order
	index map[string]int // historyKey(h) → the index of h in list
	next  [][]int        // next[h][j]: the history after moves[j], or -1 if moves[j] is in h
}

// historyKey identifies a history: four bytes an amount (every amount is
// at most game.MaxMove).
func historyKey(h []int) string {
	b := make([]byte, 0, 4*len(h))
	for _, s := range h {
		b = binary.LittleEndian.AppendUint32(b, uint32(s))
	}
	return string(b)
}

// newHistories lists the full histories of d amounts of moves. The cost is
// O(H·|S|·d) for H histories.
func newHistories(moves []int, d int) *histories {
	hs := &histories{moves: moves, index: map[string]int{}}
	var build func(h []int)
	build = func(h []int) {
		if len(h) == d {
			hs.index[historyKey(h)] = len(hs.list)
			hs.list = append(hs.list, slices.Clone(h))
			return
		}
		for _, s := range moves {
			if !slices.Contains(h, s) {
				build(append(h, s))
			}
		}
	}
	build(make([]int, 0, d))
	hs.next = make([][]int, len(hs.list))
	for i, h := range hs.list {
		hs.next[i] = make([]int, len(moves))
		for j, s := range moves {
			hs.next[i][j] = -1
			if !slices.Contains(h, s) {
				hs.next[i][j] = hs.index[historyKey(append(slices.Clone(h[1:]), s))]
			}
		}
	}
	return hs
}

// table is the state table of heaps 0..len(ids)−1: one bitset a column,
// bit h set when the player to move at that heap wins after full history
// h. ids[p] identifies column p exactly: equal columns, equal identifiers.
type table struct {
	hs    *histories
	words int      // words a column
	bits  []uint64 // column p is bits[p·words : (p+1)·words]
	ids   []uint32
	idOf  map[string]uint32
}

func newTable(hs *histories) *table {
	return &table{hs: hs, words: (len(hs.list) + 63) / 64, idOf: map[string]uint32{}}
}

// wins reports whether the player to move at heap p wins after full
// history h; p must be computed.
func (t *table) wins(p, h int) bool {
	return t.bits[p*t.words+h>>6]>>(uint(h)&63)&1 != 0
}

// id returns column i's identifier, for the period proof.
func (t *table) id(i int) uint64 { return uint64(t.ids[i]) }

// extend computes the columns up to heap n−1 from those already computed,
// calling w.Step every few thousand histories × heaps. The cost is
// O((n − computed)·H·|S|).
func (t *table) extend(n int, w *game.Work) error {
	hs := t.hs
	from := len(t.ids)
	if n <= from {
		return nil
	}
	t.bits = slices.Grow(t.bits, (n-from)*t.words)
	t.ids = slices.Grow(t.ids, n-from)
	every := max(1, game.StepEvery/max(1, len(hs.list)*len(hs.moves)/64))
	var key []byte
	for p := from; p < n; p++ {
		if p%every == 0 {
			if err := w.Step(p); err != nil {
				return err
			}
		}
		t.bits = append(t.bits, make([]uint64, t.words)...)
		col := t.bits[p*t.words:]
		for h := range hs.list {
			for j, s := range hs.moves {
				if s > p {
					break
				}
				if nh := hs.next[h][j]; nh >= 0 && !t.wins(p-s, nh) {
					col[h>>6] |= 1 << (uint(h) & 63)
					break
				}
			}
		}
		key = key[:0]
		for _, x := range col {
			key = binary.LittleEndian.AppendUint64(key, x)
		}
		id, ok := t.idOf[string(key)]
		if !ok {
			id = uint32(len(t.idOf))
			t.idOf[string(key)] = id
		}
		t.ids = append(t.ids, id)
	}
	return nil
}
