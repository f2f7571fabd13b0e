// Package stats summarises a sequence of nim-values (or of outcomes) heap by
// heap, as the tables of octal games and Grundy's game do: the largest
// value and the first heap that has it, how often each value occurs, how
// many heaps are P-positions (cold), and the rare statistics of sparse
// space. An Acc is fed the values of heaps 0, 1, 2, … in order, one at a
// time or a block at a time, so that a computation of 2^28 heaps never holds
// them; it keeps a Summary at every power of two, as T. Czajka's table of
// unsolved games does.
//
// # Rare values
//
// The definition is that of T. Czajka's tables (octal-games, UnsolvedGames.md
// and SolvedGames.md, the columns "rare mask", "num rare" and "last rare"):
// a classification of heaps is a mask M of value bits and, where the game
// allows it, the parity of the heap size ("pos"). Heap x of value g(x) is
// rare under (M, no pos) when g(x) & M has an even number of 1 bits, and
// under (M, pos) when that parity equals (x − s) mod 2, s being the
// parity of the takes that split a heap (pos is possible only when every
// splitting take has the parity of s; see Parity). Heap 0, of value 0, is
// rare under every mask without pos. Of all classifications with M below
// 2^b, b the bit length of the largest value, the rare mask is the one with
// the fewest rare heaps among 0..len−1, the first in the order of M·2 + pos
// on ties; rareCount is its number of rare heaps and lastRare the largest
// of them (none when rareCount is 0). The mask is written in hexadecimal,
// with "+pos" when the heap's parity takes part ("fe", "1+pos"), as the
// tables write it.
//
// # Costs
//
// Add is O(1). A Summary costs O(V + B·2^B) for V distinct values and B
// the bit length of the largest (a Walsh–Hadamard transform of the counts of
// values by heap parity). Memory: O(2^B) counters, never a counter per
// heap.
//
// # Sources
//
//   - E. R. Berlekamp, J. H. Conway and R. K. Guy, Winning Ways for your
//     Mathematical Plays, ch. 4: rare and common values ("sparse space").
//   - T. Czajka, octal-games (GitHub tczajka/octal-games): the columns of its
//     tables, pinned in the tests for Grundy's game and 0.6 at 2^21.
//   - rogalski-wmii-uni-lodz-pl/octal: frequencies of the nim-values of
//     unsolved octal games, an independent computation.
package stats
