package octal

import (
	"math/big"
	"strings"

	"stones/solver/game"
)

// Family describes the octal games for the page and the CLI: the key
// game=octal, its keys code, circular and play, and the presets.
var Family = game.Family{
	Game:  "octal",
	Title: "Octal game",
	Rules: "A move takes k tokens from a row as digit k of the code allows: bit 1, the whole row; " +
		"bit 2, from an end, leaving one row; bit 4, from the middle, leaving two. " +
		"A leading 4 lets a move split a row in two without taking. " +
		"Beyond octal digits, bit 8 (digits 8–f) leaves three rows, and a final * repeats the last digit for ever (0.3* is Nim). " +
		"In normal play the player who cannot move loses; in misère play that player wins.",
	Source: "Guy and Smith, The G-values of various games (1956); Berlekamp, Conway and Guy, Winning Ways, ch. 4",
	Keys: []game.Key{
		{Name: "code", Kind: game.TextKey, Required: true, Label: "Code",
			Help: "digits 0-7 after the point, as in 0.77 (Kayles); a leading 4 lets a move split a row without taking; hexadecimal digits 8-f also leave three rows (0.f), and a final * repeats the last digit (4.3*, Lasker's Nim)"},
		{Name: "circular", Kind: game.FlagKey, Label: "Ring",
			Help: "1: the tokens form a ring, and the first move opens it into a row"},
		{Name: "play", Kind: game.ChoiceKey, Default: "normal", Label: "Play",
			Help:    "normal: the player who cannot move loses; misere: that player wins (rows only, by exhaustive search with Conway's genus, and by the misère quotient)",
			Choices: []game.Choice{{Value: "normal", Label: "Normal"}, {Value: "misere", Label: "Misère"}}},
		{Name: "deep", Kind: game.FlagKey, Label: "Deep search",
			Help: "1: search for a period as far as the limits allow; without it the search computes what the question needs (at least 16,384 heap sizes)"},
	},
	Legend:  game.ImpartialLegend,
	Presets: Presets,
	Build:   build,
	Checks:  checks,
	Atlas:   atlas,
}

// The shapes the games have, checked by the compiler.
var (
	_ game.Impartial    = (*Row)(nil)
	_ game.Solver       = (*Row)(nil)
	_ game.Impartial    = (*Ring)(nil)
	_ game.Solver       = (*Ring)(nil)
	_ game.Opener       = (*Ring)(nil)
	_ game.Phraser      = (*Row)(nil)
	_ game.Phraser      = (*Ring)(nil)
	_ game.NimValues    = (*Values)(nil)
	_ game.OptionLister = (*Values)(nil)
	_ game.NimValues    = (*ringValues)(nil)
	_ game.OpenedValues = (*ringValues)(nil)
)

// build makes the game of the keys code, circular and play.
func build(a game.Args) (game.Game, error) {
	if !a.Given("code") {
		return nil, &game.InputError{Key: "code", Problem: "is required for game=octal; give an octal code such as 0.77 (Kayles)"}
	}
	code, err := ParseCode("code", a.Value("code"))
	if err != nil {
		return nil, err
	}
	circular, err := flag(a, "circular")
	if err != nil {
		return nil, err
	}
	deep, err := flag(a, "deep")
	if err != nil {
		return nil, err
	}
	misere, err := game.ParsePlay(a.Value("play"))
	if err != nil {
		return nil, err
	}
	if misere && !code.Octal() {
		return nil, game.Errorf("play", "misere", "misère play is available for octal codes only (digits 0–7, no final *); use play=normal")
	}
	if misere {
		return misereOf(circular, deep, code)
	}
	if !code.Octal() {
		return takeBreak(code, circular, deep)
	}
	if circular {
		return &Ring{code: code, deep: deep}, nil
	}
	return &Row{code: code, deep: deep}, nil
}

// flag reads a flag key: 1, or left out.
func flag(a game.Args, key string) (bool, error) {
	v, ok := a.Value(key), a.Given(key)
	if ok && v != "1" {
		return false, game.Errorf(key, v, "must be 1 (or left out)")
	}
	return ok, nil
}

// Row is the octal game of a code played on rows: a heap of n is a row of
// n tokens. It is an impartial game in normal play (game.Impartial) with
// its own engine (game.Solver). A Row is immutable.
type Row struct {
	code Code
	deep bool // the period search goes as far as the limits allow (key deep)
}

// NewRow returns the game of code on rows.
func NewRow(code Code) *Row { return &Row{code: code} }

// Ring is the octal game of a code played on rings: a heap of n is a ring
// of n tokens. A move on a ring of n, taking k, leaves nothing (n = k,
// digit k with bit 1) or one row of n−k (n > k, digit k with bit 2 or 4; k
// = 0 with a leading 4 cuts the ring open); later moves are those of rows.
// It is an impartial game in normal play (game.Impartial) with its own
// engine (game.Solver) whose moves leave heaps of the game on rows
// (game.Opener). A Ring is immutable.
type Ring struct {
	code Code
	deep bool // as Row's
}

// NewRing returns the game of code on rings.
func NewRing(code Code) *Ring { return &Ring{code: code} }

// Code returns the game's code.
func (g *Row) Code() Code { return g.code }

// Code returns the game's code.
func (g *Ring) Code() Code { return g.code }

// Keys returns code, deep when set, and play in normal form.
func (g *Row) Keys() []game.KeyValue {
	return keys(g.code, false, g.deep)
}

// Keys returns code, circular, deep when set, and play in normal form.
func (g *Ring) Keys() []game.KeyValue {
	return keys(g.code, true, g.deep)
}

// keys returns the keys of a game in the family's order.
func keys(code Code, circular, deep bool) []game.KeyValue {
	kv := []game.KeyValue{{Key: "code", Value: code.String()}}
	if circular {
		kv = append(kv, game.KeyValue{Key: "circular", Value: "1"})
	}
	if deep {
		kv = append(kv, game.KeyValue{Key: "deep", Value: "1"})
	}
	return append(kv, game.KeyValue{Key: "play", Value: "normal"})
}

// Title names the game: "Octal game 0.77, normal play".
func (g *Row) Title() string { return "Octal game " + g.code.String() + ", normal play" }

// Title names the game: "Octal game 0.77 on rings, normal play".
func (g *Ring) Title() string { return "Octal game " + g.code.String() + " on rings, normal play" }

// Legend returns the letters P and N.
func (g *Row) Legend() []game.Letter { return game.ImpartialLegend }

// Teach says how nim-values of splitting games are found and what the
// octal periodicity theorem proves.
func (g *Row) Teach() string { return octalTeaching }

// octalTeaching is the idea of every octal game's figures.
const octalTeaching = "Rows add up by their nim-values (Sprague–Grundy), so a row's nim-value is the smallest number missing from the nim-sums its moves leave. " +
	"The octal periodicity theorem of Guy and Smith (“The G-values of various games”, 1956) turns a finite check into a proof: " +
	"once the nim-values from the preperiod a on have repeated with period p up to heap 2a + 2p + t, where t is the most a move takes, they repeat for ever."

// Ideas says the octal periodicity theorem, which the games of codes
// beyond octal digits name, and names Sprague–Grundy.
func (g *Row) Ideas() (says, names []game.Idea) {
	return []game.Idea{game.OctalPeriodicity}, []game.Idea{game.SpragueGrundy}
}

// Ideas names Sprague–Grundy, as Row.Ideas.
func (g *Ring) Ideas() (says, names []game.Idea) { return nil, []game.Idea{game.SpragueGrundy} }

// Legend returns the letters P and N.
func (g *Ring) Legend() []game.Letter { return game.ImpartialLegend }

// Teach says what the first move does to a ring, then as Row.Teach.
func (g *Ring) Teach() string {
	return "The first move opens the circle of tokens into a row, and from then on " + strings.ToLower(octalTeaching[:1]) + octalTeaching[1:]
}

// Misere reports false: octal games are played in normal play only.
func (g *Row) Misere() bool { return false }

// Misere reports false: octal games are played in normal play only.
func (g *Ring) Misere() bool { return false }

// Opened returns the game on rows, whose heaps the moves on rings leave.
func (g *Ring) Opened() game.Impartial { return &Row{code: g.code, deep: g.deep} }

// Options calls yield with each move from a row of n, by the number taken
// k: the move leaving nothing, then one row, then two rows x ≤ y by
// increasing x. A move taking the whole row leaves an empty Leave. A row of
// n has O(n·t) moves: for a huge row the Values of Solve list them by
// families instead (see Values.Options).
func (g *Row) Options(n *big.Int, yield func(game.Move) bool) {
	rowOptions(g.code, nil, n, yield)
}

// Options calls yield with each move from a ring of n (see Ring), by the
// number taken: at most t+1 moves.
func (g *Ring) Options(n *big.Int, yield func(game.Move) bool) {
	ringOptions(g.code, n, yield)
}

// listAllBelow: a query about a heap below it lists every split move; from
// it on, a game with a proven period lists split moves as families
// (Move.Every) once the heap is large enough for families to repeat.
const listAllBelow = 1024

// rowOptions calls yield with each move from a row of n (see
// Row.Options).
//
// When p, the period from a, is not nil, n ≥ listAllBelow and m = n−k ≥
// 2(a1+p) with a1 = max(a, 1), the splits of m into two rows are listed as
// families: each x < a1 on its own, and each x in [a1, a1+p) with Every =
// p, standing for the splits (x+j·p, m−x−j·p), j ≥ 0, with x+j·p ≤
// m−x−j·p. A family has one value, since both its rows are at least a and
// differ from the representative's by multiples of p; every split is in
// exactly one family.
func rowOptions(code Code, p *game.Period, n *big.Int, yield func(game.Move) bool) {
	for k := 0; k <= code.MaxTake(); k++ {
		d := code.Digit(k)
		m := new(big.Int).Sub(n, big.NewInt(int64(k)))
		if m.Sign() < 0 {
			return
		}
		if d&1 != 0 && k >= 1 && m.Sign() == 0 {
			if !yield(game.Move{Take: k, Leave: []*big.Int{}}) {
				return
			}
		}
		if d&2 != 0 && k >= 1 && m.Sign() > 0 {
			if !yield(game.Move{Take: k, Leave: []*big.Int{m}}) {
				return
			}
		}
		if d&4 == 0 || m.Cmp(big.NewInt(2)) < 0 {
			continue
		}
		split := func(x *big.Int, every int) bool {
			return yield(game.Move{Take: k, Leave: []*big.Int{x, new(big.Int).Sub(m, x)}, Every: every})
		}
		if p != nil && n.Cmp(big.NewInt(listAllBelow)) >= 0 &&
			m.Cmp(big.NewInt(2*int64(max(p.Preperiod, 1)+p.Period))) >= 0 {
			a1 := max(p.Preperiod, 1)
			for x := 1; x < a1+p.Period; x++ {
				every := 0
				if x >= a1 {
					every = p.Period
				}
				if !split(big.NewInt(int64(x)), every) {
					return
				}
			}
			continue
		}
		half := new(big.Int).Rsh(m, 1)
		for x := big.NewInt(1); x.Cmp(half) <= 0; x = new(big.Int).Add(x, big.NewInt(1)) {
			if !split(x, 0) {
				return
			}
		}
	}
}

// ringOptions calls yield with each move from a ring of n (see Ring).
func ringOptions(code Code, n *big.Int, yield func(game.Move) bool) {
	for k := 0; k <= code.MaxTake(); k++ {
		d := code.Digit(k)
		m := new(big.Int).Sub(n, big.NewInt(int64(k)))
		switch {
		case m.Sign() < 0:
			return
		case m.Sign() == 0 && k >= 1 && d&1 != 0:
			if !yield(game.Move{Take: k, Leave: []*big.Int{}}) {
				return
			}
		case m.Sign() > 0 && d&6 != 0:
			if !yield(game.Move{Take: k, Leave: []*big.Int{m}}) {
				return
			}
		}
	}
}

// MostTaken returns the most tokens a move takes, and whether the code is
// an octal one (no repeated digit, at most two rows left): what proves a
// misère quotient periodic (package genus).
func (g *Row) MostTaken() (int, bool) { return g.code.MaxTake(), g.code.Octal() }
