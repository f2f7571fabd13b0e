// Package game is the vocabulary every family of Stones speaks and the one
// interface per game shape through which a family supplies its rules.
//
// A family (a package under solver/, such as solver/subtraction or
// solver/octal) describes itself with a Family value and builds a Game from
// the keys of a configuration. The Game is of one shape:
//
//   - Impartial: a heap game in which both players have the same moves, and
//     a position is a set of heaps played independently. Its rules are the
//     options of one heap, as CGSuite's heap rulesets have it.
//   - Partizan: a heap game in which Left and Right have moves of their own.
//   - History: a one-heap game whose moves depend on a state carried through
//     play (the amounts taken in the last k moves; the players' holdings).
//
// Besides its rules a family may supply its fast engine, closed forms and
// proofs (a Solver). Everything the front ends use (the values of heaps
// 0..len−1, their periods and proofs, the answer at any heap, sums, misère
// sums, and play) is derived from these in this package and in the solver
// package above it, written once for every family.
//
// The derived machinery, written once against the shapes: SolveByOptions
// (the values of a game without an engine), Heaps, Heap and ParsePosition
// (positions in play), Ask (the answer at a heap), SumOf (sums, normal and
// misère) and Play (values, options and the computer's move, with the
// remoteness). Package gametest holds the game-tree oracle that every
// family is tested against, on the games its Family's Checks declare, with
// the laws and published values they name (docs/families.md).
//
// # Terms
//
// A heap of n stones. Under normal play the player who cannot move loses;
// under misère play that player wins. A position is a P-position (cold) when
// the player to move loses, an N-position (hot) when the player to move
// wins; in a partizan game a heap is L (Left wins whoever starts), R, N (the
// starter wins) or P (the starter loses). The nim-value (Sprague–Grundy
// value) of a heap is the smallest non-negative integer that is not the
// value of one of its options; a sum of heaps is cold exactly when the XOR
// of their nim-values is 0. The remoteness of a position is the number of
// moves to the end of the game under perfect play: the winner ends the game
// as fast as possible, the loser holds out as long as possible.
package game
