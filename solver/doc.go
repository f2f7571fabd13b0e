// Package solver is Stones' API: the package the page and the CLI ask,
// with package research for the optional research views. The vocabulary
// of the answers is named by the packages that define it (game.Progress,
// game.InputError, periodic.Period, numerals.Grouped), not under a second
// name here.
// It parses a configuration (Config, ParseConfig: the permalink and CLI
// contract of docs/CONFIG.md, every bad key reported at once), analyses it
// within the front end's game.Limits (Analyze, Result: the contract's JSON
// object), and words the answers for people (AnswerAt, SumAnswer,
// MovePhrase, PeriodText), one wording for both front ends.
//
// The games themselves live below it, one package a family, each behind
// the interface of its shape in package game and described by a
// game.Family that the registry lists. Every package below solver/ is in
// this map (TestPackageMap checks it):
//
//	subtraction   game=subtraction: a finite move set, normal or misère play
//	named         the named move sets (squares, primes, …) and the rule sqrt
//	norepeat      the no-repeat game: no amount taken in the last k moves
//	octal         game=octal: octal and hexadecimal games, on rows and rings
//	grundy        game=grundy: Grundy's game
//	partizan      game=partizan: Left's and Right's own move sets
//	parity        game=parity: the parity game of Game::Stones
//	graphgame     game=graph: Kayles, node Kayles and domino on a graph
//	cram          game=cram: Cram on a board with holes
//
// and the machinery they share:
//
//	game          the vocabulary, the shapes and the derivations written once
//	              for every family: values from options, answers at n, sums,
//	              misère sums, play
//	engine        the engines of finite subtraction games: the sieve, the
//	              bit-parallel and the convolution engines
//	genus         misère play of heap games: Conway's genus, the misère quotient
//	graph         games on graphs and boards: the search, the canonical forms
//	periodic      at the bottom: eventually periodic sequences and their proofs
//	numerals      at the bottom: numbers for people (4,194,304; about 4,500,000)
//	stats         summaries of a sequence of values heap by heap
//	gametest      for tests only: the exhaustive oracle every family is checked
//	              against, and the helpers the tests share
//
// Beside this package, as net/http/httputil sits beside net/http:
//
//	research      the optional research views: growth, digits, atlas,
//	              compare, the misère quotient, and the runs streamed heap
//	              by heap
//
// Arrows point down only: no family imports this package, and this
// package names no family outside registry.go, the list of the families
// (TestRootImportsNoFamily checks it); a family's own capabilities are
// optional interfaces of package game. Everything is the standard library
// only, deterministic, and free of I/O, so the page (compiled to
// WebAssembly) and the CLI give identical answers.
//
// # Terms
//
// A heap of n stones; a move takes stones as the game allows. Under normal
// play the player who cannot move loses; under misère play that player
// wins. A P-position (cold) is lost by the player to move, an N-position
// (hot) won. The nim-value (Sprague–Grundy value) of a heap is the smallest
// non-negative integer that is not the value of an option; a sum of heaps
// is cold exactly when the XOR of the nim-values is 0. A sequence is
// eventually periodic with preperiod a and period p when value(i+p) =
// value(i) for every i ≥ a; Stones reports the smallest p, then the
// smallest a, and calls a period proven only when a theorem covers every
// heap size (a repeated window of max S values; the octal periodicity
// theorem of Guy and Smith).
//
// # Sources
//
//   - T. Fisher, "Simulating the Pick-up Stones game: a dynamic approach"
//     (UMBC, 2003): the classic game, the no-repeat game and its safe heaps,
//     the asymmetric (partizan) game.
//   - S. McDougall, Game::Stones (Perl, 1997): the parity game and its policy.
//   - D. Eppstein, "Faster Evaluation of Subtraction Games" (FUN 2018): the
//     sieve, the Boolean-convolution divide and conquer, subtract-a-square,
//     and the experiments that research.GrowthOf and research.DigitsOf
//     repeat (the growth of the cold count and of the largest nim-value;
//     the digits of the cold positions in base 5, 7 and 13).
//   - A. F. Siegel, "Robust regression using repeated medians" (Biometrika,
//     1982): the fit of research.GrowthOf (package stats).
//   - E. Demaine, "Playing games with algorithms", MIT SP.268 notes (2010):
//     Kayles, Sprague–Grundy sums, Kayles on a cycle.
//   - R. K. Guy and C. A. B. Smith, "The G-values of various games" (1956):
//     octal games and their periodicity theorem.
//
// # Costs
//
// Every computation is bounded by a game.Limits value and checks for
// cancellation every few thousand units of work, reporting game.Progress.
package solver
