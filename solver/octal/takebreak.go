package octal

import (
	"fmt"
	"math"
	"math/big"
	"math/bits"
	"strconv"

	"stones/solver/game"
	"stones/solver/numerals"
	"stones/solver/periodic"
)

// TakeBreak is the game of a code that is not octal (see Code.Octal) played
// on rows: a hexadecimal digit's bit 8 lets a move leave three rows, and a
// final * lets a move take any number of tokens from the last digit's place
// on. It is an impartial game in normal play with its own engine (Wide). A
// TakeBreak is immutable.
type TakeBreak struct {
	code Code
	deep bool // as Row's
}

// The shapes TakeBreak has, checked by the compiler.
var (
	_ game.Impartial    = (*TakeBreak)(nil)
	_ game.Solver       = (*TakeBreak)(nil)
	_ game.Phraser      = (*TakeBreak)(nil)
	_ game.IdeaTeacher  = (*TakeBreak)(nil)
	_ game.NimValues    = (*wideValues)(nil)
	_ game.OptionLister = (*wideValues)(nil)
)

// takeBreak makes the game of a code that is not octal: on rows only.
func takeBreak(code Code, circular, deep bool) (game.Game, error) {
	if circular {
		return nil, game.Errorf("circular", "1", "rings are available for octal codes only (digits 0–7, no *), not %s", code)
	}
	return &TakeBreak{code: code, deep: deep}, nil
}

// NewTakeBreak returns the game of code on rows; code need not be octal.
func NewTakeBreak(code Code) *TakeBreak { return &TakeBreak{code: code} }

// Code returns the game's code.
func (g *TakeBreak) Code() Code { return g.code }

// Keys returns code, deep when set, and play in normal form.
func (g *TakeBreak) Keys() []game.KeyValue { return keys(g.code, false, g.deep) }

// Title names the game: "Take-and-break game 4.3*, normal play".
func (g *TakeBreak) Title() string {
	return "Take-and-break game " + g.code.String() + ", normal play"
}

// Legend returns the letters P and N.
func (g *TakeBreak) Legend() []game.Letter { return game.ImpartialLegend }

// Misere reports false: normal play only.
func (g *TakeBreak) Misere() bool { return false }

// Teach says what * and the hexadecimal digits change, and what is proven.
func (g *TakeBreak) Teach() string {
	if g.code.Repeats() {
		return "A final * repeats the last digit for ever, so a move may take any number of tokens from its place on (0.3* is Nim, 4.3* Lasker's Nim), and rows still add up by Sprague–Grundy. " +
			"With no largest take the octal periodicity theorem of Guy and Smith (“The G-values of various games”, 1956) does not apply, and the values often grow by a fixed amount every p heaps (arithmetic periodicity): " +
			"Stones proves it from a closed form (Nim, Lasker's Nim) or, when no move splits a row, by a test that the options of heap n+p are those of heap n shifted up."
	}
	return "A hexadecimal digit 8–f adds bit 8: a move may leave three rows, and rows still add up by Sprague–Grundy. " +
		"The octal periodicity theorem of Guy and Smith (“The G-values of various games”, 1956) carries over with a larger check, since the largest of three rows may be a third of the heap: the values must repeat up to heap 3a + 3p + t."
}

// Ideas names Sprague–Grundy and the octal periodicity theorem, which the
// octal games' text says.
func (g *TakeBreak) Ideas() (says, names []game.Idea) {
	return nil, []game.Idea{game.SpragueGrundy, game.OctalPeriodicity}
}

// Options calls yield with each move from a row of n, by the number taken
// k (every k up to n when the last digit repeats): the move leaving
// nothing, then one row, then two rows x ≤ y, then three x ≤ y ≤ z. A row of
// n has O(n³) moves with three rows left: for a large row, yield stops the
// listing (the play API lists at most its limit of moves).
func (g *TakeBreak) Options(n *big.Int, yield func(game.Move) bool) {
	c := g.code
	one := big.NewInt(1)
	for k := 0; k <= c.MaxTake() || c.Repeats(); k++ {
		d := c.Digit(k)
		m := new(big.Int).Sub(n, big.NewInt(int64(k)))
		if m.Sign() < 0 {
			return
		}
		move := func(leave ...*big.Int) bool { return yield(game.Move{Take: k, Leave: leave}) }
		if d&1 != 0 && k >= 1 && m.Sign() == 0 && !move() {
			return
		}
		if d&2 != 0 && k >= 1 && m.Sign() > 0 && !move(m) {
			return
		}
		if d&4 != 0 {
			for x := big.NewInt(1); new(big.Int).Lsh(x, 1).Cmp(m) <= 0; x = new(big.Int).Add(x, one) {
				if !move(x, new(big.Int).Sub(m, x)) {
					return
				}
			}
		}
		if d&8 != 0 {
			for x := big.NewInt(1); new(big.Int).Mul(x, big.NewInt(3)).Cmp(m) <= 0; x = new(big.Int).Add(x, one) {
				rest := new(big.Int).Sub(m, x)
				for y := new(big.Int).Set(x); new(big.Int).Lsh(y, 1).Cmp(rest) <= 0; y = new(big.Int).Add(y, one) {
					if !move(x, y, new(big.Int).Sub(rest, y)) {
						return
					}
				}
			}
		}
	}
}

// MovePhrase words a move (game.Phraser): as Row.MovePhrase, and for three
// rows "take 1 leaving 2, 3 and 4", "split it into 2, 3 and 4".
func (g *TakeBreak) MovePhrase(m game.Move) string {
	if len(m.Leave) != 3 {
		return (&Row{code: g.code}).MovePhrase(m)
	}
	three := m.Leave[0].String() + ", " + m.Leave[1].String() + " and " + m.Leave[2].String()
	if m.Take == 0 {
		return "split it into " + three
	}
	return "take " + m.Amount() + " leaving " + three
}

// Solve computes the nim-values of rows 0..length−1 with the engine Wide
// over doubling sizes until a theorem proves their law or the limits are
// spent: a closed form (Nim, Lasker's Nim, see closedForms), the periodicity
// theorem with three heaps (provePeriodParts) for a finite code, or the
// shift test (proveShift) for a repeated digit with no splits. A code with
// a repeated digit and splits has no theorem here: its values are known as
// far as they are computed. With lim.Shallow, the rows beyond length serve
// only the search for a law and get searchWork units of work at most. A
// length beyond the rows the limits let the engine compute, with no law
// proven, is refused after that short search, naming the limits: the cost
// of a row is at least n/2 pairs when moves split (O(n²) in all), so the
// work limit tells at once how far the engine could go. The error of
// w.Step (cancellation) is returned as it is.
func (g *TakeBreak) Solve(length int, lim game.Limits, w *game.Work) (*game.Solution, error) {
	if cf, ok := closedForms[g.code.String()]; ok {
		return g.closed(cf, length, lim, w)
	}
	lim = deepened(lim, g.deep)
	reach := g.reach(lim)
	if !g.lawful() && length > reach {
		return nil, lawlessTooLong(length, reach, lim)
	}
	limit := min(reach, max(length, lim.Shallow))
	switch {
	case !g.lawful():
		// No theorem: compute what the question asks, no more.
		limit = min(reach, max(length, 1))
	case lim.Shallow == 0:
		limit = reach
	}
	e := NewWide(g.code)
	w.Begin("nim-values", limit)
	var law *Shift
	budget, capped := lim.Work, false
	for n := min(limit, max(octalStart, 2*g.code.MaxTake()+4)); ; n = min(2*n, limit) {
		if lim.Shallow > 0 && (n > length || length > reach) && !capped {
			// The rows beyond the question's serve only the search for a
			// law: they get searchWork units at most, as a shallow search.
			if length <= reach {
				if err := e.Extend(length, budget, w); err != nil {
					return nil, err
				}
			}
			budget, capped = min(budget, e.Spent()+searchWork), true
		}
		if err := e.Extend(n, budget, w); err != nil {
			return nil, err
		}
		if s, ok := g.prove(e.Values()); ok {
			law = &s
			break
		}
		if e.Len() < n || n >= limit {
			break
		}
	}
	computed := e.Len()
	shallow := law == nil && capped && computed < reach && budget < lim.Work && g.lawful()
	if law == nil && length > computed && !g.lawful() {
		return nil, lawlessTooLong(length, reach, lim)
	}
	if law == nil && length > computed {
		if length > reach {
			return nil, game.Errorf("len", strconv.Itoa(length), "no law of this game's nim-values was proven up to heap %s, and without one every heap must be computed, which the limits of %s (%s heap sizes searched, %s units of work, a row of n costing n/2 pairs when moves split) allow up to about %s; use a smaller len",
				numerals.Grouped(computed), lim.Where, numerals.Grouped(lim.NimSearch), numerals.Grouped(int(lim.Work)), numerals.Grouped(reach))
		}
		return nil, game.Errorf("len", strconv.Itoa(length), "the limits of %s allow the nim-values of %s heap sizes of this game, and no law was proven to give the rest; use a smaller len",
			lim.Where, numerals.Grouped(computed))
	}
	proof := ""
	switch {
	case law != nil && g.code.Repeats():
		proof = shiftWords(*law) + ", by " + ShiftProof
	case law != nil:
		proof = Proof + ", carried to moves leaving three heaps"
	case shallow:
		proof = ShallowProof
	}
	return wideSolution(g.code, e.Values(), law, proof, shallow, length, lim)
}

// searchWork is the most work a shallow search spends on rows beyond the
// question's, looking for a law: about a quarter of a second.
const searchWork = 1 << 28

// reach returns how many rows the engine may compute within lim: at most
// lim.NimSearch, and with splits no more than the work limit pays for at
// n/2 pairs a row (n²/4 in all).
func (g *TakeBreak) reach(lim game.Limits) int {
	r := max(1, lim.NimSearch)
	if g.code.Parts() >= 2 {
		r = min(r, 2*int(sqrt(lim.Work))+1)
	}
	return r
}

// sqrt returns ⌊√x⌋ for x ≥ 0.
func sqrt(x int64) int64 {
	r := int64(1) << ((bits.Len64(uint64(x)) + 1) / 2)
	for r*r > x {
		r = (r + x/r) / 2
	}
	return r
}

// lawlessTooLong is the error of a length beyond reach for a code that no
// theorem here covers.
func lawlessTooLong(length, reach int, lim game.Limits) error {
	return game.Errorf("len", strconv.Itoa(length), "no theorem gives the nim-values of a code whose repeated digit splits rows, so every heap must be computed, which the limits of %s (%s heap sizes searched, %s units of work, a row of n costing n/2 pairs) allow up to about %s; use a smaller len",
		lim.Where, numerals.Grouped(lim.NimSearch), numerals.Grouped(int(lim.Work)), numerals.Grouped(reach))
}

// lawful reports whether a theorem here may prove a law of the code's
// values: not for a repeated digit that splits rows, other than the closed
// forms.
func (g *TakeBreak) lawful() bool {
	return !g.code.Repeats() || g.code.Parts() <= 1
}

// prove finds the law of the values g that the code's theorem proves.
func (g *TakeBreak) prove(v []uint32) (Shift, bool) {
	if g.code.Repeats() {
		if g.code.Parts() <= 1 {
			return proveShift(v, g.code)
		}
		return Shift{}, false
	}
	p, ok := provePeriodParts(len(v), func(i int) uint32 { return v[i] }, g.code.MaxTake(), g.code.Parts())
	return Shift{Preperiod: p.Preperiod, Period: p.Period}, ok
}

// closed solves a code with a closed form: the rows the question needs
// (up to closedRows) by the engine, checked against the law, and the rest
// by the law.
func (g *TakeBreak) closed(cf closedForm, length int, lim game.Limits, w *game.Work) (*game.Solution, error) {
	n := max(len(cf.start), min(length, closedRows))
	e := NewWide(g.code)
	w.Begin("nim-values", n)
	if err := e.Extend(n, lim.Work, w); err != nil {
		return nil, err
	}
	for i, v := range e.Values() {
		if x, _ := cf.law.at(cf.start, big.NewInt(int64(i))); x != v {
			return nil, fmt.Errorf("octal: %s: the engine's g(%d) = %d, the closed form's %d", g.code, i, v, x)
		}
	}
	return wideSolution(g.code, e.Values(), &cf.law, cf.proof, false, length, lim)
}

// closedRows is the most rows of a game with a closed form that the engine
// computes: the law gives the others.
const closedRows = 1024

// shiftWords says a proven shift: "the nim-values grow by 4 every 4 heaps
// from heap 1 on, g(n+4) = g(n) + 4 (arithmetic periodicity)".
func shiftWords(s Shift) string {
	if s.Saltus == 0 {
		return fmt.Sprintf("the nim-values repeat every %d from heap %d on", s.Period, s.Preperiod)
	}
	return fmt.Sprintf("the nim-values grow by %d every %d heaps from heap %d on, %s (arithmetic periodicity)", s.Saltus, s.Period, s.Preperiod, s)
}

// wideSolution fills a Solution with the figures of rows 0..length−1 from
// the values computed and their proven law (nil: none).
func wideSolution(code Code, values []uint32, law *Shift, proof string, shallow bool, length int, lim game.Limits) (*game.Solution, error) {
	lawful := (&TakeBreak{code: code}).lawful() || law != nil
	v := &wideValues{code: code, nim: values, law: law, where: lim.Where, shallow: shallow, lawless: !lawful}
	s := &game.Solution{NimSearch: len(values), OutcomeSearch: len(values), Shallow: shallow, Values: v, Proof: proof}
	if law != nil {
		s.NimPeriod = law.period()
		if law.Saltus != 0 {
			s.NimLaw = &periodic.Law{Preperiod: law.Preperiod, Period: law.Period, Saltus: uint64(law.Saltus)}
		}
		// The outcomes: with a saltus, every row from Preperiod+Period on
		// has a value of at least the saltus, an N-position.
		op := law.period()
		if op == nil {
			op = &periodic.Period{Preperiod: law.Preperiod + law.Period, Period: 1, Proven: true}
		}
		q := periodic.Smallest(func(i int) bool { return !v.zero(big.NewInt(int64(i))) }, *op)
		s.OutcomePeriod = &q
	}
	s.Nim = make([]uint32, length)
	out := make([]byte, length)
	for i := range s.Nim {
		x, ok := uint64(0), true
		switch {
		case i < len(values):
			x = uint64(values[i])
		case law != nil:
			j, r := (i-law.Preperiod)/law.Period, (i-law.Preperiod)%law.Period
			x = uint64(values[law.Preperiod+r]) + uint64(j)*uint64(law.Saltus)
			ok = x <= math.MaxUint32
		default:
			ok = false
		}
		if !ok {
			_, err := v.Nim(big.NewInt(int64(i)))
			return nil, game.Errorf("len", strconv.Itoa(length), "%v", err)
		}
		s.Nim[i] = uint32(x)
		out[i] = byte(outcome(uint32(x)))
	}
	s.Outcomes = string(out)
	return s, nil
}

// wideValues holds the values of rows that TakeBreak.Solve computed and
// their proven law: it answers for rows of any size the law covers. It
// implements game.NimValues and game.OptionLister.
type wideValues struct {
	code    Code
	nim     []uint32
	law     *Shift
	where   string
	shallow bool
	lawless bool // no theorem applies: the values are known as computed
}

// zero reports whether row n has nim-value 0; n must be covered.
func (v *wideValues) zero(n *big.Int) bool {
	if v.law == nil {
		return v.nim[n.Int64()] == 0
	}
	return v.law.zero(v.nim, n)
}

// Nim returns the nim-value of a row of n, by the law beyond the rows
// computed, or a *game.Unknown.
func (v *wideValues) Nim(n *big.Int) (uint32, error) {
	if v.lawless && !(n.IsInt64() && n.Int64() < int64(len(v.nim))) {
		return 0, &game.Unknown{Reason: fmt.Sprintf("no theorem gives the nim-values of %s, a code whose repeated digit splits rows, beyond the %s heap sizes computed", v.code, numerals.Grouped(len(v.nim)))}
	}
	if v.law == nil {
		return lookUp(v.nim, nil, n, v.where, v.shallow)
	}
	x, ok := v.law.at(v.nim, n)
	if !ok {
		return 0, &game.Unknown{Reason: fmt.Sprintf("by %s the nim-value of heap %s does not fit the 32 bits of a nim-value here", *v.law, n)}
	}
	return x, nil
}

// Outcome returns P for a row of nim-value 0, N otherwise: by the law for
// a row of any size, even one whose value does not fit 32 bits.
func (v *wideValues) Outcome(n *big.Int) (game.Outcome, error) {
	if v.law == nil {
		x, err := v.Nim(n)
		return outcome(x), err
	}
	if v.law.zero(v.nim, n) {
		return game.P, nil
	}
	return game.N, nil
}

// Options calls yield with each move from a row of n, as TakeBreak.Options.
func (v *wideValues) Options(n *big.Int, yield func(game.Move) bool) {
	(&TakeBreak{code: v.code}).Options(n, yield)
}

// The moves of huge rows are found by the law, not listed one by one.
var (
	_ game.NimMover     = (*wideValues)(nil)
	_ game.Winner       = (*wideValues)(nil)
	_ game.BigNimValues = (*wideValues)(nil)
)

// BigNim returns the nim-value of a row of n exactly, by the law beyond
// the rows computed, however large, or a *game.Unknown.
func (v *wideValues) BigNim(n *big.Int) (*big.Int, error) {
	if v.law == nil || n.IsInt64() && n.Int64() < int64(len(v.nim)) {
		x, err := v.Nim(n)
		return big.NewInt(int64(x)), err
	}
	return v.law.big(v.nim, n), nil
}

// listCap is the most moves of one row that MovesTo looks at one by one.
const listCap = 1 << 16

// WinningMoves returns the moves from a row of n to a P-position, as
// MovesTo(n, 0).
func (v *wideValues) WinningMoves(n *big.Int) ([]game.Move, error) { return v.MovesTo(n, 0) }

// MovesTo returns the moves from a row of n whose rows left have nim-sum
// target. With a saltus, the moves leaving one row of value target are
// found by the law at once (at most one a residue); the others are sought
// among the first listCap moves in the order of Options, and a *game.TooMany
// says when more were left unexamined. The cost is O(listCap) look-ups.
func (v *wideValues) MovesTo(n *big.Int, target uint32) ([]game.Move, error) {
	var moves []game.Move
	add := func(m game.Move) {
		for _, o := range moves {
			if o.Equal(m) {
				return
			}
		}
		moves = append(moves, m)
	}
	c := v.code
	if v.law != nil && v.law.Saltus > 0 {
		for _, m := range v.law.solve(v.nim, target) {
			k := new(big.Int).Sub(n, m)
			if k.Sign() <= 0 || !k.IsInt64() && !c.Repeats() {
				continue
			}
			d := c.Digit(c.MaxTake())
			if k.IsInt64() && k.Int64() <= int64(c.MaxTake()) {
				d = c.Digit(int(k.Int64()))
			}
			if m.Sign() == 0 && d&1 != 0 || m.Sign() > 0 && d&2 != 0 {
				add(game.BigMove(k, leaveOf(m)...))
			}
		}
	}
	examined, more := 0, false
	var err error
	(&TakeBreak{code: c}).Options(n, func(m game.Move) bool {
		if examined++; examined > listCap {
			more = true
			return false
		}
		x := new(big.Int)
		for _, l := range m.Leave {
			var y *big.Int
			if y, err = v.BigNim(l); err != nil {
				return false
			}
			x.Xor(x, y)
		}
		if x.IsUint64() && x.Uint64() == uint64(target) {
			add(m)
		}
		return true
	})
	if err != nil {
		return nil, err
	}
	if more {
		return moves, &game.TooMany{Reason: fmt.Sprintf("only the first %s moves of heap %s were looked at one by one", numerals.Grouped(listCap), n)}
	}
	return moves, nil
}

// leaveOf returns the rows a move leaving m tokens in one row leaves: none
// for m = 0.
func leaveOf(m *big.Int) []*big.Int {
	if m.Sign() == 0 {
		return []*big.Int{}
	}
	return []*big.Int{m}
}
