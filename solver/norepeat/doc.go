// Package norepeat is the no-repeat subtraction game: a move takes an
// amount of a finite move set S, but not an amount taken in any of the last
// k moves of the game, and the player who cannot move loses. With k = 1 a
// player may not repeat the opponent's previous move.
//
// A position is a heap and its history: the amounts taken in the last
// min(k, moves made) moves, most recent last. They are distinct, since
// each move differs from the k moves before it. Once min(k, |S|) moves are
// made every history holds exactly d = min(k, |S|) amounts. The state table
// holds, for every heap size and every such full history, whether the
// player to move wins; its rows are the histories, its columns the heaps. A
// heap is safe when the player to move loses whatever the full history.
// The outcome at the start of the game (no move yet, or the moves given by
// the key last) is played out through the table over the first moves.
//
// When k ≥ |S| the game is short: a history can hold at most |S| amounts,
// and after |S| moves every amount was taken in the last k moves, so the
// player to move has no move and loses. The full histories are then the
// orders of all of S, the state table is all P, every heap is safe, and
// every game ends within |S| moves.
//
// # Proofs
//
// Every column p of the table depends only on the columns p−max S … p−1
// (a move from a full history leads to a full history), so two equal
// windows of max S columns prove that the table repeats for ever
// (periodic.Find; the columns are compared exactly, each distinct column
// getting an identifier). Play from a heap p through the first d moves
// reads the columns p−d·max S … p only; from d·max S past the table's
// preperiod on, every move of those d is legal and every column read
// repeats, so the outcomes at the start repeat with the table's period from
// there, and their smallest period follows from that one
// (periodic.Smallest).
//
// # Sources
//
//   - T. Fisher, "Simulating the Pick-up Stones game: a dynamic approach"
//     (UMBC, 2003), §3: the game, safe positions, the state matrix with
//     one row a previous move, its repetition (S = {1,…,5}: safe exactly
//     when n ≡ 0 or 7 mod 13, appendix A.1), and the last k moves (§3.5).
//     Fisher sets k = |S| aside, as leaving no legal move at all; here k ≥
//     |S| is the short game above.
//
// # Costs
//
// With H = |S|!/(|S|−d)! full histories (at most MaxHistories), the table
// costs O(n·H·|S|) time and n·⌈H/64⌉ words for n columns; Solve computes it
// over doubling sizes until a period is proven or the Limits are spent. An
// answer after a history of t < d amounts plays out the remaining d − t
// moves, O(|S|^(d−t)) look-ups; a heap of any size is folded onto a
// computed one by the proven period first.
package norepeat
