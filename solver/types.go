package solver

import (
	"stones/solver/game"
	"stones/solver/numerals"
	"stones/solver/periodic"
)

// The vocabulary of package game, under the names the front ends use.
type (
	Outcome    = game.Outcome
	Move       = game.Move
	HeapMove   = game.HeapMove
	Query      = game.Query
	Sum        = game.Sum
	TableRow   = game.TableRow
	Period     = periodic.Period
	Law        = periodic.Law
	Sizes      = periodic.Sizes
	InputError = game.InputError
	Limits     = game.Limits
	Progress   = game.Progress
	Family     = game.Family
	Key        = game.Key
	Preset     = game.Preset
	Letter     = game.Letter
	Game       = game.Game
	Position   = game.Position
	Side       = game.Side
	End        = game.End
	// Block is a run of heaps of a streamed computation (Result.Blocks,
	// research.Stream).
	Block = game.Block
	// HeapStreamer is a game that streams its figures without a period
	// (game.Streamer): the named sets without a closed form.
	HeapStreamer = game.Streamer
)

// The outcome letters.
const (
	P = game.P
	N = game.N
	L = game.L
	R = game.R
)

// The sides of a partizan game, and the rules that end a game (Match.End).
const (
	Left      = game.Left
	Right     = game.Right
	EndNormal = game.EndNormal
	EndMisere = game.EndMisere
	EndParity = game.EndParity
)

// The limits of the two front ends. The page computes in a Web Worker, with
// progress and Cancel, and answers within seconds (in WebAssembly, 2–3
// times slower than natively: squares at 10^6 heaps, a misère sum of a
// million positions); the CLI may take longer.
var (
	CLILimits = Limits{MaxLen: 10_000_000, Search: 1 << 26, NimSearch: 1 << 24, Work: 1 << 34, States: 4_000_000, Shallow: 1 << 14, Where: "the command line",
		Flags: map[string]string{
			"MaxLen":    "the flag -maxlen, default 10,000,000",
			"Search":    "the flag -search, default 67,108,864",
			"NimSearch": "the flag -nimsearch, default 16,777,216",
			"Work":      "the flag -work, default 2^34",
			"States":    "the flag -states, default 4,000,000",
		}}
	PageLimits = Limits{MaxLen: 1_000_000, Search: 1 << 22, NimSearch: 1 << 20, Work: 1 << 30, States: 1_000_000, Shallow: 1 << 14, Memory: 128 << 20, Where: "the page"}
)

// DescribePeriod puts a period search's finding in a sentence: see
// periodic.Describe.
func DescribePeriod(subject string, p *Period, searched int) string {
	return periodic.Describe(subject, p, searched)
}

// Grouped writes n with thousands separators, 4,194,304: numerals.Grouped,
// under the name the front ends use.
func Grouped(n int) string { return numerals.Grouped(n) }
