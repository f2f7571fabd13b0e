// Package subtraction is the family of subtraction games: a move takes s
// stones from a heap, s in a move set S, in normal or misère play. It holds
// the finite game (Game), whose values are computed by the engines of
// package engine and whose periods are proven by a repeated window of max S
// values, and the family's descriptor (Family), which builds every game of
// the key game=subtraction: a finite set here, a named infinite set or the
// rule sqrt in package named, the no-repeat game in package norepeat.
//
// # Layout
//
// The imports point down only:
//
//	subtraction ──► named ──► engine
//	     ├────────────────────► engine
//	     └──► norepeat
//
// and every package to game and periodic below them.
//
// The engines live in package engine, a sibling of this package, because
// both this package and package named compute with them, and this
// package's Build must build named games: with the engines here or in a
// subpackage of this one, named would import (a part of) subtraction and
// subtraction named, a cycle (TestNoCycleBetweenTrees checks every
// package tree of solver/).
//
// # Proofs
//
// With a finite move set each value depends only on the previous max S
// values (in misère play too, once past the heaps below min S, which have
// no move), so two equal windows of max S consecutive values prove that the
// sequence repeats for ever from there (periodic.Find). Solve searches over
// doubling sizes up to the Limits and answers any heap through the proven
// period.
//
// # Sources
//
//   - T. Fisher, "Simulating the Pick-up Stones game: a dynamic approach"
//     (UMBC, 2003): the classic game (§2); Table 1, S = {1, 5, 8, 10}.
//   - D. Eppstein, "Faster Evaluation of Subtraction Games" (FUN 2018): the
//     engines, and misère play as hotspots (§2.1).
//   - E. R. Berlekamp, J. H. Conway and R. K. Guy, Winning Ways for your
//     Mathematical Plays, ch. 4: subtraction games and their periods.
package subtraction
