// Package engine computes the values of a subtraction game with a finite
// move set S for the heap sizes 0..n−1: which heaps are cold (P-positions)
// and every heap's nim-value, by four algorithms that give identical
// results. They evaluate the recurrence of the classic game (Fisher 2003,
// §2; Eppstein 2018, §1):
//
//	nim(n) = mex { nim(n−s) : s ∈ S, s ≤ n },   n is cold iff nim(n) = 0.
//
// The algorithms (see Algorithm) are the recurrence itself (DP), the sieve
// of cold heaps (Sieve), Eppstein's divide and conquer by Boolean
// convolution with an exact number-theoretic transform (Convolution), and a
// bit-parallel sieve that decides 64 heaps a word (Bitset). The nim-values
// of the last three are computed level by level, one nim-value at a time,
// by Eppstein's reduction to subtraction games with hotspots. ColdMisere
// gives the outcomes of misère play with the same machinery.
//
// The package sits below both the finite family (package subtraction) and
// the named infinite sets (package named), beside them rather than inside
// either: the values of a named set below M are those of the set truncated
// at M, so both call these engines, and the subtraction family, which
// builds the games of both, imports named while named imports nothing of
// subtraction.
//
// # Sources
//
//   - T. Fisher, "Simulating the Pick-up Stones game: a dynamic approach"
//     (UMBC, 2003): the classic game and its recurrence (§2); Table 1, the
//     winners for S = {1, 5, 8, 10} up to 100, is pinned in the tests.
//   - D. Eppstein, "Faster Evaluation of Subtraction Games" (FUN 2018):
//     nim-values and cold positions (§1), subtraction games with hotspots,
//     the Boolean-convolution divide and conquer and nim-values level by
//     level (§2), the sieve (§3).
//
// # Costs
//
// Every function states its cost; all take O(n) bits or words of memory.
// They call the Work's Step at least every game.StepEvery heap sizes and
// return its error once the computation is cancelled.
package engine
