// Package partizan is partizan subtraction, the asymmetric game of Fisher's
// report: Left may take an amount of her move set S_L, Right one of his set
// S_R, and the player who cannot move loses. A heap has two results, who
// wins when Left moves first and who wins when Right does; together they
// give its outcome class: L (Left wins whoever starts), R (Right wins
// whoever starts), N (the player who starts wins) or P (the player who
// starts loses).
//
//	leftWins(n)  = some s in S_L, s ≤ n, with not rightWins(n−s)
//	rightWins(n) = some s in S_R, s ≤ n, with not leftWins(n−s)
//
// # Proofs
//
// Both results at n depend only on those of the max(max S_L, max S_R)
// heaps below it, so two equal windows of that many pairs prove that the
// pairs repeat for ever (periodic.Find), which gives their smallest period.
//
// # Sources
//
//   - T. Fisher, "Simulating the Pick-up Stones game: a dynamic approach"
//     (UMBC, 2003), §4 and appendix A.2: the asymmetric game of Lillian
//     (Left) and Rekha (Right), who moves first, the theorem that with
//     {2,5,9} against {3,4,8} Left wins whoever starts from heap 10 on, and
//     the run times of two games up to 10^7 heaps (§5), which Presets and
//     the benchmarks take up.
//
// # Costs
//
// Solve costs O(n·(|S_L| + |S_R|)) time and n bytes for n heaps, computed
// over doubling sizes until a period is proven or the Limits are spent;
// an answer at a heap of any size is one division by the period.
package partizan
