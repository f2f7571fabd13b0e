// Package octal is the family of octal games: take-and-break games on rows
// of tokens whose moves an octal code describes (see Code), Kayles (0.77)
// and Dawson's chess (0.137) among them, played on rows or, with the key
// circular, on rings. It computes the nim-values of rows by sparse space
// (Rows), proves their period by the octal periodicity theorem, and derives
// the values of rings from those of rows. Its engine also serves games that
// only restrict an octal game's splits, such as Grundy's game (package
// grundy): see Splits.
//
// # Sources
//
//   - R. K. Guy and C. A. B. Smith, "The G-values of various games", Proc.
//     Cambridge Philos. Soc. 52 (1956): octal codes and the periodicity
//     theorem (proved for this package's moves at provePeriod).
//   - E. R. Berlekamp, J. H. Conway and R. K. Guy, Winning Ways for your
//     Mathematical Plays, ch. 4 ("Sparse space spells speed"): the rare and
//     common values that Rows uses to skip most pairs.
//   - A. Gangolli and T. Plambeck, "A note on periodicity in some octal
//     games", Int. J. Game Theory 18 (1989), and A. Flammenkamp's tables of
//     octal games (Bielefeld): long computations by sparse space, with the
//     parity of the heap size (the "domain") as well as of the value;
//     0.165's period 1550 from 5181.
//   - OEIS A002186 (Kayles), A002187 (Dawson's chess), A071430 (0.16,
//     period 149459 from 105351), A071464 (0.127), A125938 (4.102): values
//     pinned in the tests.
//   - E. Demaine, "Playing games with algorithms", notes of lecture 3 of
//     SP.268, MIT 2010 (seed 003): Kayles, its nim-values by dynamic
//     programming, period 12, Kayles on a cycle.
//
// # Costs
//
// Rows costs O(n·R) for n rows with R rare heaps, at most O(n²), and 2
// bytes a row while the values are below 65536 (2^28 rows in 512 MiB); the
// proof of a period O(n) in practice. Solve computes rows over doubling sizes
// until a period is proven or the Limits are spent, calling the Work's Step
// every few thousand rows.
package octal
