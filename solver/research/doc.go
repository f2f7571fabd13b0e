// Package research holds Stones' optional research views, beside package
// solver as net/http/httputil sits beside net/http: what a researcher asks
// of a game beyond its figure, over the same configurations (solver.Config)
// and results (solver.Result).
//
//   - Growth and digits (growth.go, digits.go): how the cold positions and
//     the largest nim-value grow with the heap size, and the digits of the
//     cold positions, as Eppstein measures subtract-a-square, both counted
//     heap by heap by a Counter (counter.go); the page keys upto, base and
//     digits that they read (keys.go).
//   - The atlas (atlas.go): the games a family offers side by side, and
//     the period of each.
//   - The comparison (compare.go): the variants of a move set, drawn heap by
//     heap.
//   - The misère quotient (quotient.go), in words.
//   - Streamed runs (stream.go): the figures of heaps computed one block at
//     a time, to any length, carried across a stop, for `stones -summary`,
//     -csv, -bfile and -json.
//
// Each view asks a family through the optional interfaces of package game
// (game.Streamer, game.Resumer, game.Rare, game.Quotienter) and drives the
// engine of package octal for the games that stream with a period proof.
// Like package solver, it is the standard library only, deterministic and
// free of I/O.
package research
