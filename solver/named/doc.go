// Package named is the subtraction games whose move set is a named infinite
// set — squares, primes, primes1 (1 and the primes), powers2, fibonacci,
// moser (sums of distinct powers of 4) — or the rule sqrt, where a move
// from a heap of n takes 1 … ⌊√n⌋ stones; in normal and misère play.
//
// A heap of n only sees the members up to n: the set truncated at M gives
// the exact values of the heaps below M, so the engines of the finite sets
// (package engine) compute them. A repeated window proves nothing for an
// infinite set (a member beyond the window may break the pattern), so this
// package never claims a period from observation: only the closed forms
// proved in its comments, each checked against computed values in the
// tests. Where a theorem gives the values (powers2, primes1, moser, the
// outcomes of sqrt) every heap of any size is answered; elsewhere the
// values are computed heap by heap within the Limits, and a Solution's
// Values extend that computation on demand, up to the limits, when asked
// about a heap beyond it.
//
// # Layout
//
// The package imports the engines from package engine and never package
// subtraction, whose family descriptor builds the games of this package
// (subtraction ──► named ──► engine): the arrows point down only.
//
// # Sources
//
//   - S. W. Golomb, "A mathematical investigation of games of take-away",
//     J. Combinatorial Theory 1 (1966): subtract-a-square, take-a-prime, and
//     the Moser–de Bruijn set with its nim-values.
//   - D. Eppstein, "Faster Evaluation of Subtraction Games" (FUN 2018):
//     subtract-a-square (§1, §3.3), OEIS A030193 and A014586; Golomb's
//     Moser–de Bruijn game quoted (§3.3).
//   - The Q&A "A stone game — 2 players play perfectly" (2015): the rule
//     sqrt, asked for heaps up to 10^12, and the walk from one losing heap
//     to the next, which sqrt.go replaces by a closed form.
//   - OEIS A014589 (take-a-prime's nim-values), A000695 (Moser–de Bruijn).
//
// # Costs
//
// A closed form costs O(digits of n) a heap; the rule sqrt's outcome one
// integer square root. Computed values cost what the engines cost over the
// heaps asked about, bounded by the Limits as namedLimits states; they call
// the Work's Step every few thousand heap sizes.
package named
