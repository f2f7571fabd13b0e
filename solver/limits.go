package solver

import "stones/solver/game"

// The limits of the two front ends. The page computes in a Web Worker, with
// progress and Cancel, and answers within seconds (in WebAssembly, 2–3
// times slower than natively: squares at 10^6 heaps, a misère sum of a
// million positions); the CLI may take longer.
var (
	CLILimits = game.Limits{MaxLen: 10_000_000, Search: 1 << 26, NimSearch: 1 << 24, Work: 1 << 34, States: 4_000_000, Shallow: 1 << 14, Where: "the command line",
		Flags: map[string]string{
			"MaxLen":    "the flag -maxlen, default 10,000,000",
			"Search":    "the flag -search, default 67,108,864",
			"NimSearch": "the flag -nimsearch, default 16,777,216",
			"Work":      "the flag -work, default 2^34",
			"States":    "the flag -states, default 4,000,000",
		}}
	PageLimits = game.Limits{MaxLen: 1_000_000, Search: 1 << 22, NimSearch: 1 << 20, Work: 1 << 30, States: 1_000_000, Shallow: 1 << 14, Memory: 128 << 20, Where: "the page"}
)
