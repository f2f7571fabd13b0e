// Package parity is the parity game of McDougall's Game::Stones, generalised
// from "take 1 to maxTake" to any finite move set: an odd number of stones
// lies in a pile, both players start holding none, and each move takes an
// amount of the move set from the pile into the mover's hand. When the pile
// is empty the player holding an odd number of stones wins. If stones
// remain but no amount can be taken (a set without 1), the player to move
// loses, as in normal play.
//
// # The table
//
// Only parities matter, and since the stones in play total an odd number
// the other player's parity follows from the pile and the mover's own: with
// a the mover's parity at a pile of p, the other's is b = 1 + p + a (mod 2).
// So the state table has two rows, the mover's parity, and one column a
// pile:
//
//	wins(0, a) = (a = 1)
//	wins(p, a) = some s in S, s ≤ p, with not wins(p−s, b)
//
// The outcome of an odd pile n, the first player to move holding none, is
// wins(n, 0); even piles are not games ('-').
//
// # Proofs
//
// The step depends on the parity of p as well as on the max S columns
// before it, so two equal windows of max S columns prove a period only at
// an even distance (periodic.Find over the columns tagged with the pile's
// parity: without the tag, S = {1} would seem to have period 1 instead of
// 4). That even period proves the table periodic; the periods reported are
// then the smallest periods of the columns themselves and of the outcomes
// (periodic.Smallest), which may be odd (S = {5, 12, 20}: 25).
//
// # Sources
//
//   - S. McDougall, Game::Stones, a Perl module (1997), written for "The
//     Stones Contest", The Perl Journal 7 (1997): the game, the reduction
//     of a position to (pile, turn, parity), the bottom-up table, its
//     cycle, and the module's policy: the largest winning take, and when
//     every take loses, 1, to give the opponent the most chances to err.
//
// # Costs
//
// Solve costs O(n·|S|) time and n bytes for n piles, computed over doubling
// sizes until a period is proven or the Limits are spent; an answer at a
// pile of any size is one division by the period.
package parity
