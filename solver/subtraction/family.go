package subtraction

import (
	"slices"
	"strings"

	"stones/solver/engine"
	"stones/solver/game"
	"stones/solver/named"
	"stones/solver/norepeat"
)

// Family is the family of subtraction games, game=subtraction: a finite
// move set (Game), a named infinite set or the rule sqrt (package named),
// and with norepeat ≥ 1 the no-repeat game (package norepeat). Its Build
// is Build.
var Family = game.Family{
	Game:  "subtraction",
	Title: "Subtraction game",
	Rules: "Two players take turns taking stones from a heap; a move takes s stones for some s in the move set. " +
		"In normal play the player who cannot move loses; in misère play that player wins.",
	Source: "Fisher, Simulating the Pick-up Stones game: a dynamic approach (2003); " +
		"Eppstein, Faster Evaluation of Subtraction Games (2018)",
	Keys:    keys,
	Legend:  Legend,
	Presets: Presets,
	Build:   Build,
	Atlas:   atlas,
	Variants: []game.Variant{
		{Name: "Normal play", Rank: 0, Keys: variant("play", "normal")},
		{Name: "Misère play", Rank: 1, Keys: variant("play", "misere")},
		{Name: "No-repeat, k = 1", Rank: 2, Keys: variant("norepeat", "1")},
		{Name: "No-repeat, k = 2", Rank: 3, Keys: variant("norepeat", "2")},
	},
	Checks: checks,
}

// variant returns the keys of a variant: the move set and key=value.
func variant(key, value string) func(string) []game.KeyValue {
	return func(moves string) []game.KeyValue {
		return []game.KeyValue{{Key: key, Value: value}, {Key: "moves", Value: moves}}
	}
}

// keys are the keys of the family, in the contract's order.
var keys = []game.Key{
	{Name: "moves", Kind: game.MoveSetKey, Default: "1-3", Label: "Move set",
		Help: "the amounts a move may take: 1,5,8,10, ranges such as 1-5,9, or " + setNames(), Named: named.Sets},
	{Name: "play", Kind: game.ChoiceKey, Default: "normal", Label: "Play",
		Help:    "normal: the player who cannot move loses; misere: that player wins",
		Choices: []game.Choice{{Value: "normal", Label: "Normal"}, {Value: "misere", Label: "Misère"}}},
	{Name: "norepeat", Kind: game.CountKey, Default: "0", Label: "No repeat",
		Help: "k ≥ 1: a move may not take an amount taken in any of the last k moves (Fisher 2003, §3); 0: no such rule"},
	{Name: "last", Kind: game.ListKey, Label: "Last moves",
		Help: "with norepeat: the moves taken before play starts, most recent last, such as 5,1"},
	{Name: "algo", Kind: game.ChoiceKey, Default: string(engine.Auto), Label: "Algorithm", Engine: true,
		Help: "how the values of a finite move set are computed; every algorithm gives the same values",
		Choices: []game.Choice{
			{Value: string(engine.Auto), Label: "Auto (the fastest)"},
			{Value: string(engine.DP), Label: "Recurrence, O(n·|S|)"},
			{Value: string(engine.Sieve), Label: "Sieve of cold heaps"},
			{Value: string(engine.Convolution), Label: "Boolean convolution, O(n log² n)"},
			{Value: string(engine.Bitset), Label: "Bit-parallel sieve, 64 heaps a word"},
		}},
}

// Presets are the subtraction games of the literature that the page
// offers.
var Presets = []game.Preset{
	{Name: "Take 1, 2 or 3", Config: "game=subtraction&moves=1-3",
		About:  "the classic game: the multiples of 4 are lost, and the nim-value of a heap is n mod 4",
		Source: "Berlekamp, Conway and Guy, Winning Ways for your Mathematical Plays, ch. 4"},
	{Name: "Fisher's game", Config: "game=subtraction&moves=1,5,8,10",
		About:  "the outcomes repeat every 13 from heap 0; the first player wins at 68",
		Source: "Fisher, Simulating the Pick-up Stones game: a dynamic approach (2003), Table 1"},
	{Name: "Two periods", Config: "game=subtraction&moves=6,13,14,16",
		About:  "the outcomes repeat every 49 from heap 2, the nim-values only from heap 134",
		Source: "computed by Stones, proven by a repeated window of max S values"},
	{Name: "Misère take 1, 2 or 3", Config: "game=subtraction&moves=1-3&play=misere",
		About:  "whoever takes the last stone loses: the heaps ≡ 1 (mod 4) are lost",
		Source: "Berlekamp, Conway and Guy, Winning Ways for your Mathematical Plays, ch. 13"},
	{Name: "Subtract-a-square", Config: "game=subtraction&moves=squares",
		About:  "take a square number of stones; no period, its cold heaps differ by no square",
		Source: "Golomb, A mathematical investigation of games of take-away (1966); Eppstein, Faster Evaluation of Subtraction Games (2018); OEIS A030193"},
	{Name: "Take-a-prime", Config: "game=subtraction&moves=primes",
		About:  "take a prime number of stones",
		Source: "Golomb, A mathematical investigation of games of take-away (1966); OEIS A014589"},
	{Name: "Powers of 2", Config: "game=subtraction&moves=powers2",
		About:  "take 1, 2, 4, 8, … stones: the nim-value of a heap is n mod 3, at any size",
		Source: "a theorem: no power of 2 is a multiple of 3, so the heaps of nim-value v are those ≡ v (mod 3); proved in Stones' documentation of the named sets"},
	{Name: "Moser–de Bruijn", Config: "game=subtraction&moves=moser",
		About:  "take a sum of distinct powers of 4: the nim-value is n's base-4 digits mod 2, read in binary",
		Source: "Golomb, A mathematical investigation of games of take-away (1966), as quoted by Eppstein (2018, §3.3); OEIS A000695"},
	{Name: "Square-root rule", Config: "game=subtraction&moves=sqrt",
		About:  "from a heap of n take 1 to ⌊√n⌋ stones: a closed form decides heaps of 100 digits",
		Source: "the Q&A \"A stone game — 2 players play perfectly\" (2015)"},
}

// setNames lists the names of the named sets: "squares, primes, …, sqrt".
func setNames() string {
	names := make([]string, len(named.Sets))
	for i, s := range named.Sets {
		names[i] = s.Name
	}
	return strings.Join(names, ", ")
}

// Build builds the game of the keys moves (default 1-3), play (normal,
// misere or misère), norepeat (default 0), last and algo (default auto):
// with norepeat ≥ 1 the no-repeat game of package norepeat, which checks
// its own keys; with a named set or the rule sqrt the game of package named
// (which uses algo where it computes); otherwise a finite Game. A bad value
// is an *game.InputError of its key, and so is last without norepeat. The
// cost is that of parsing the move set and of the constructor.
func Build(a game.Args) (game.Game, error) {
	moves, err := named.ParseMoveSet("moves", a.Value("moves"))
	if err != nil {
		return nil, err
	}
	misere, err := game.ParsePlay(a.Value("play"))
	if err != nil {
		return nil, err
	}
	k, err := game.ParseCount("norepeat", a.Value("norepeat"), 1000)
	if err != nil {
		return nil, err
	}
	last, hasLast := a.Value("last"), a.Given("last")
	if k == 0 && hasLast {
		return nil, &game.InputError{Key: "last", Problem: "applies only with norepeat=1 or more"}
	}
	algo, err := parseAlgorithm(a.Value("algo"))
	if err != nil {
		return nil, err
	}
	switch {
	case k > 0:
		return norepeat.New(moves, k, last, hasLast, misere)
	case !moves.Finite():
		return named.New(moves, misere, algo)
	}
	return New(moves, misere, algo)
}

// parseAlgorithm reads the key algo.
func parseAlgorithm(v string) (engine.Algorithm, error) {
	if !slices.Contains(engine.Algorithms, engine.Algorithm(v)) {
		names := make([]string, len(engine.Algorithms))
		for i, a := range engine.Algorithms {
			names[i] = string(a)
		}
		return "", game.Errorf("algo", v, "unknown algorithm; the algorithms are %s and %s",
			strings.Join(names[:len(names)-1], ", "), names[len(names)-1])
	}
	return engine.Algorithm(v), nil
}
