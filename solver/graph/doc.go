// Package graph values impartial games played on graphs: Kayles on a graph,
// where a move takes a vertex or two adjacent vertices, and node Kayles,
// where a move takes a vertex and all its neighbours. What a move leaves
// falls apart into connected components, which are played as a sum, so a
// position's nim-value is the nim-sum of its components' values (Sprague
// and Grundy); a component's value is the mex of its options' values.
//
// Memo values components by memoised search over their forms: a tree by
// its canonical AHU encoding, any other graph by its adjacency matrix in
// the order colour refinement gives. A graph of at most DenseOrder (24)
// vertices with a cycle, whose vertices colour refinement mostly tells
// apart, is valued instead by a table of its vertex sets, each valued once. On a path the two rules are the octal
// games 0.77 (Kayles) and 0.137 (Dawson's chess), which the tests check.
//
// Pruned values the positions of a grid under the domino rule (Cram) by a
// pruned search instead, after Beling and Rogalski: set queries with mex
// cuts, sums split, an enhanced transposition cutoff and a bounded table
// of the regions' exact values, up to the eight symmetries of the square;
// Game.Solve uses it for every board. Memo values trees by the same
// search (treePruned), on trees known by their canonical AHU codes, the
// mex bookkeeping of the two shared (query): a forest under every rule,
// and under Kayles also the trees met in a graph with cycles.
//
// # Sources
//
//   - E. Demaine, "Playing games with algorithms", notes of lecture 3 of
//     SP.268, MIT 2010: Kayles, its variants on cycles and trees, and sums by
//     XOR.
//   - T. J. Schaefer, "On the complexity of some two-person perfect-information
//     games", J. Comput. System Sci. 16 (1978): node Kayles is PSPACE-complete
//     on general graphs, so the search is exponential in the worst case.
//   - P. Beling and M. Rogalski, "On pruning search trees of impartial
//     games", Artificial Intelligence 283 (2020): the pruned search.
//   - A. V. Aho, J. E. Hopcroft and J. D. Ullman, The Design and Analysis of
//     Computer Algorithms (1974): the canonical encoding of trees.
//   - H. L. Bodlaender, D. Kratsch and S. T. Timmer, "Exact algorithms for
//     Kayles", Theoret. Comput. Sci. 562 (2015): node Kayles on a tree of n
//     vertices meets at most n·3^(n/3) components, a bound sharp up to a
//     polynomial factor, so a search by components is exponential even on
//     trees.
//
// # Costs
//
// The search values each component it meets once up to the isomorphism its
// form detects, and the forms grow exponentially with the branching of the
// graph: a path or a spider of 60 vertices takes milliseconds; a grid of 18
// vertices, node Kayles on a grid of 24, a random tree or a caterpillar of
// 30 vertices about a second or less (BenchmarkNim); a random tree of 40
// vertices meets about a million forms. Trees are valued by their forms
// (the AHU key of their centre), their options from their branches, and
// the limit counts their forms while searching (a table of tree shapes,
// shapeTable, took a third less CPU but four times the memory, and is
// kept for the tests); a forest, and under Kayles any tree, by the pruned
// search of trees, whose limit counts the trees it searches, 5 to 9 µs
// each: Kayles on a random tree of 40 vertices and its sequence of
// prefixes, 200,000 to 580,000 trees searched, 1.1 to 3.9 s of one core,
// and some of 50 vertices more than the command line's limit; the domino
// rule on a random tree of 40 vertices milliseconds, where its forms took
// 9 to 21 s (BENCH.md). Under Kayles, which meets every
// connected set of vertices (more than the components node Kayles
// meets), a bound on the forms of the components with a cycle computed
// before any search (Memo.Bound) refuses at once a graph that may need
// more than the limit; TreeBound
// bounds a tree's the same way, for the tests and benchmarks. NewMemo's
// limit bounds the forms, and so the time and
// memory, of every computation but a table's, which its 2^n entries bound:
// Kayles on a random graph of 24 vertices takes seconds (BENCH.md). A form
// costs 10 to 25 µs of one core natively and under a kilobyte allocated, a
// general graph's of 64 vertices as much as a board region's: colour
// refinement numbers its colours by hashes, with no table that grows with
// the forms, and sets of vertices are hashed on all their bits.
//
// Game.Solve values the graphs of a sequence from the smallest, and from
// their costs forecasts the cost of the graph given: a forecast far above
// the limit (forecastMargin times it) is refused as soon as it is made,
// before the search spends the limit (forecast.go, ForecastError). A
// forest is not forecast: its pruned search's costs are too uneven from
// size to size.
package graph
