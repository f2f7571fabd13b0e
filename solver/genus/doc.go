// Package genus plays heap games in misère play, where the player who
// cannot move wins, by Conway's genus: octal games and Grundy's game, whose
// moves may split a heap in two, so that a heap's misère outcome depends on
// the misère outcomes of sums of heaps.
//
// # Terms
//
// The misère value of a position G (its misère Grundy number) is 1 when G
// has no move, else the smallest number missing from the misère values of
// its options; G is a P-position in misère play exactly when that value is
// 0. The genus of G is g^{γ0 γ1 γ2 …}, where g is its normal-play nim-value
// and γk is the misère value of G plus k copies of the nim-heap *2. The
// sequence γ0, γ1, … alternates between two values for ever from some
// point on (Conway), and is written up to where it starts to: 0^{120} for
// the empty game, 1^{031} for *1, 2^{20} for *2, 4^{146} for a row of 5 in
// Kayles.
//
// A genus is tame when it is that of a position of misère Nim: 0^{120} or
// 1^{031} (fickle: like heaps of 0 and 1), or g^{g, g⊕2} (firm: like a
// position with a heap of 2 or more). A position is tame when its genus and
// those of all the positions it can reach are tame. Sums of tame positions
// play like misère Nim: such a sum is a P-position exactly when its
// normal-play nim-sum is 1 and every part is fickle, or when the nim-sum is
// 0 and some part is firm.
//
// # Method
//
// Table computes the genus of every position reachable from the heaps it
// is asked about, exactly, by a search over sums of heaps with memoisation:
// a position is the sorted list of its heaps that still have a move. The
// misère value of G + k·*2 follows from its options G′ + k·*2, G + (k−1)·*2
// and G + (k−1)·*2 + *1, whose value is that of G + (k−1)·*2 with its last
// bit flipped (adding *1 does that to any misère value, by induction over
// the options: the mex of the flipped values and the unflipped one is the
// flipped mex). Once every option's sequence alternates, from some k on,
// γk depends only on γ(k−1) and the parity of k, so that two equal values
// two apart mean that G's sequence alternates from there: each position
// keeps γ0 … up to that point, and its nim-value.
//
// No period of the misère outcomes of single heaps is claimed from the
// genus: the octal periodicity theorem is about normal play only. The
// period comes from the misère quotient (below) when its heaps' elements
// are proven periodic: a heap's outcome is its element's place in the
// P-portion. Game.Solve then reads the outcomes of the heaps beyond the
// genus's limits from the quotient, and gives the genera of the first
// heaps only.
//
// # The misère quotient
//
// Sums that the genus cannot answer (wild heaps, heaps beyond the table)
// go to the game's misère quotient (Plambeck and Siegel): the commutative
// monoid of all sums of heaps up to indistinguishability, with its
// P-portion and each heap's element. QuotientOf builds it heap by heap.
// A new heap first tries the elements already known; when none passes the
// check, the quotient is built anew by an exhaustive search over the sums
// of the heaps that generate it and the new heap, each counted up to the
// relation its powers satisfy (or, as the new heap may loosen one, up to
// a few copies), minimised by Moore's algorithm. Nothing is
// assumed without proof: every element map kept has passed a check that
// its predictions satisfy the rule of misère play at every sum of the
// heaps' types (no move from a predicted P-position to another; a move to
// one from every other non-empty sum), by induction the outcomes
// themselves. For octal games, whose moves take at most k stones and
// leave two heaps split in every way, heaps' elements that repeat with
// period p from n0, checked up to max(2·n0 + p + k, k + 2) + p, repeat for
// ever, and the quotient answers sums of heaps of any size (not for
// Grundy's game, whose splits must be unequal: there the quotient answers
// the heaps computed). Kayles' quotient has
// 40 elements, 9 of them P, and its rows' elements repeat with period 12
// from row 71, so that its single rows' outcomes are N for ever from row
// 21 (P at 1, 4, 9, 12 and 20 only, as Sibert and Conway found); Dawson's
// Kayles (0.07) grows beyond the limits.
//
// Against the published quotients, like is compared with like. What
// Plambeck and Siegel call the pretending function is the heaps'
// elements here (Element, Table), and the period p of their tables is
// Periodic's period. Their Q_n, the quotient of the heaps up to n (as
// Siegel's MisereSolver computes it with -maxheap n), is QuotientOf's
// quotient of n+1 heaps for a game that does not declare Bounded, which
// stops there; a Bounded game's quotient goes on until its elements are
// proven periodic, the quotient of all the heaps. Plambeck writes a
// genus's alternation out further than String does (1^{03131} is
// 1^{031}): the sequences are compared, not the strings. The tests pin
// the periods of the eighteen wild octal games of Plambeck and Siegel's
// tables, each quotient checked against the oracle, and Plambeck's game
// .312; docs/families.md keeps the account, with what is not reproduced.
//
// # Sources
//
//   - J. H. Conway, On Numbers and Games, ch. 12 ("How to lose when you
//     must"): misère play, the genus and its alternation, tame games.
//   - E. R. Berlekamp, J. H. Conway and R. K. Guy, Winning Ways for your
//     Mathematical Plays, ch. 13 ("Survival in the lost world"): genera of
//     octal games, the tame rule for sums.
//   - W. L. Sibert and J. H. Conway, "Mathematical Kayles", Int. J. Game
//     Theory 20 (1992): the complete analysis of misère Kayles, whose
//     single-heap outcomes the tests pin; T. E. Plambeck, "Daisies, Kayles,
//     and the Sibert–Conway decomposition in misère octal games",
//     Theoretical Computer Science 96 (1992).
//   - T. E. Plambeck and A. N. Siegel, "Misère quotients for impartial
//     games", J. Combin. Theory A (2008), and Plambeck, "Advances in
//     losing" (2006): the misère quotient, its P-portion, its computation
//     heap by heap. Their supplement (2007, arXiv:0705.2404), appendix B:
//     the wild octal games with small quotients and the periods of their
//     pretending functions, which the tests pin; Plambeck's pages on
//     misère octal games (plambeck.org): the game .312.
//   - S. Rubinstein-Salzedo and S. Zhou, "Finite cardinalities of misère
//     quotients" (2026, arXiv:2603.18244), §1: every impartial misère
//     quotient but the trivial one has an even number of elements
//     (Plambeck and Siegel), which the tests check.
//
// # Costs
//
// A position is visited once; it costs its options, each a sorted list and
// a map look-up, and a few rounds of mex. The positions reachable from a
// heap of n are the multisets of heaps that a heap of n can break into:
// about the partitions of n, so that the heaps computed are a few dozen
// (Kayles: about 50 within the page's limits, 60 within the command
// line's). An estimate bounds the positions and the moves looked at before
// the search, so that a length beyond the limits is refused at once, or
// answered from a proven quotient with the genera of the heaps within a
// GenusShare-th of the limits. The quotient costs at most QuotientWork
// steps, a few tenths of a second.
package genus
