// Package solver is Stones' domain: take-away games, their outcomes,
// nim-values and periods, and the parsers for the configurations that name
// them. It uses the standard library only, does no I/O and holds no mutable
// globals, so the page (compiled to WebAssembly) and the CLI give identical
// answers and reject bad input with identical words.
//
// # Terms
//
// A heap of n stones; a move takes s stones, s in the move set S. Under
// normal play the player who cannot move loses. A heap is a P-position
// (cold) when the player to move loses, an N-position (hot) when the player
// to move wins. Its nim-value (Sprague–Grundy value) is the smallest
// non-negative integer that is not the value of a heap one move away; a heap
// is cold exactly when its nim-value is 0, and a sum of heaps is cold exactly
// when the XOR of their nim-values is 0.
//
// A sequence is eventually periodic with preperiod a and period p when
// value(i+p) = value(i) for every i ≥ a. Stones reports the smallest p and
// then the smallest a for it, and marks a period Proven only when a theorem
// covers every heap size: for a finite move set each value depends only on
// the previous max S values, so two equal windows of max S consecutive
// values prove the period (see findPeriod).
//
// # Sources
//
//   - T. Fisher, "Simulating the Pick-up Stones game: a dynamic approach"
//     (UMBC, 2003): the classic game and its recurrence (§2); Table 1, the
//     winners for S = {1,5,8,10} up to 100, is pinned in the tests.
//   - D. Eppstein, "Faster Evaluation of Subtraction Games" (FUN 2018):
//     nim-values and cold positions (§1), subtraction with hotspots, the
//     Boolean-convolution divide and conquer, and the sieve (§2).
//
// # Costs
//
// Every computation is bounded by a Limits value; the algorithms check for
// cancellation every few thousand heap sizes and report Progress.
package solver
