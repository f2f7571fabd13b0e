package octal

import (
	"errors"
	"runtime/debug"
	"strconv"

	"stones/solver/game"
	"stones/solver/periodic"
	"stones/solver/stats"
)

// Block is how many rows Stream computes between two calls of its yield.
const Block = 1 << 16

// reserveFrom is how many rows Stream computes before it reserves the
// values of the whole run (see Rows.Reserve): a run whose period is proven
// sooner grows its values as it goes.
const reserveFrom = 1 << 20

// reserveBytes bounds the values Stream reserves when no memory limit is
// set: 64 GiB.
const reserveBytes = 1 << 36

// Stream computes the nim-values of rows Len()..n−1 of e, a block of at
// most Block rows at a time, and calls yield with the first row of each
// block and its values (a slice that yield must not keep). It stops at a
// row boundary once e has spent budget units of work (see Rows.Spent), or
// returns the error of w.Step (cancellation), after yielding the rows
// computed before it, or of yield. Memory: that of e, plus one block. From
// 2^20 rows on, the values of rows up to n−1 are reserved at once (see
// Rows.Reserve) when they fit within the Go runtime's memory limit
// (debug.SetMemoryLimit, which `stones -memory` sets), and 64 GiB: the run
// holds one copy of them, not the old and the new list of a growth.
func Stream(e *Rows, n int, budget int64, w *game.Work, yield func(from int, values []uint32) error) error {
	buf := make([]uint32, 0, min(Block, max(n-e.Len(), 0)))
	reserved := false
	for e.Len() < n {
		from := e.Len()
		if !reserved && from >= reserveFrom {
			reserved = true
			if bytes := int64(n) * e.rowBytes(); bytes <= min(debug.SetMemoryLimit(-1), reserveBytes) {
				e.Reserve(n)
			}
		}
		stop := e.Extend(min(from+Block, n), budget, w)
		if e.Len() == from {
			return stop // the budget is spent, or the work cancelled
		}
		buf = buf[:0]
		for i := from; i < e.Len(); i++ {
			buf = append(buf, e.At(i))
		}
		if err := yield(from, buf); err != nil {
			return err
		}
		if stop != nil {
			return stop // after the rows computed before it
		}
	}
	return nil
}

// SplitParity returns the parity shared by the takes that split a row in
// two, for the rare statistics of package stats (stats.SplitParity).
func (c Code) SplitParity() stats.Parity {
	var takes []int
	for k := 0; k <= c.MaxTake(); k++ {
		if c.Digit(k)&4 != 0 {
			takes = append(takes, k)
		}
	}
	return stats.SplitParity(takes)
}

// Codes returns every octal code of 1 to digits digits after the point,
// with nothing or a 4 before it, in increasing order of the number it
// writes (0.001 … 0.777, then 4.0 … 4.777), each once in normal form, the
// code that allows no move left out: 2·8^digits − 1 codes.
func Codes(digits int) []Code {
	var codes []Code
	top := 1
	for range digits {
		top *= 8
	}
	for _, head := range []uint8{0, 4} {
		for x := 0; x < top; x++ {
			d := make([]uint8, digits+1)
			d[0] = head
			for k, y := digits, x; k >= 1; k, y = k-1, y/8 {
				d[k] = uint8(y % 8)
			}
			for len(d) > 1 && d[len(d)-1] == 0 {
				d = d[:len(d)-1]
			}
			if len(d) == 1 && head == 0 {
				continue
			}
			codes = append(codes, Code{digits: d})
		}
	}
	return codes
}

// TableRow is one row of a table of octal games: what Tabulate found of a
// code.
type TableRow struct {
	Code Code
	// Period is the period proven by the octal periodicity theorem; nil
	// when none is proven up to Heaps.
	Period *periodic.Period
	// Heaps is how many rows were computed: 0..Heaps−1. The search stops
	// at the first power of two from 512 (or at the length asked) at which
	// a period is proven, at the length asked, or when the work budget is
	// spent.
	Heaps int
	// Stats summarises the values of rows 0..Heaps−1 (stats.Rare, with the
	// code's SplitParity).
	Stats stats.Summary
}

// Streamer is a game whose nim-values a Rows engine computes heap by heap,
// so that Follow can stream them: the octal games on rows (Row), and
// Grundy's game.
type Streamer interface {
	// NewEngine returns a new engine of the game's heaps.
	NewEngine() *Rows
	// SplitParity returns the parity of the game's splitting takes, for
	// the rare statistics (package stats).
	SplitParity() stats.Parity
	// Theorem returns t, the most tokens a move takes, when the octal
	// periodicity theorem applies to the game; ok is false otherwise
	// (Grundy's game, whose equal splits are left out).
	Theorem() (t int, ok bool)
}

// The games that stream, checked by the compiler.
var (
	_ Streamer  = (*Row)(nil)
	_ game.Rare = (*Row)(nil)
)

// NewEngine returns NewRows(code, AllSplits).
func (g *Row) NewEngine() *Rows { return NewRows(g.code, AllSplits) }

// SplitParity returns the code's SplitParity.
func (g *Row) SplitParity() stats.Parity { return g.code.SplitParity() }

// Theorem returns the code's MaxTake: the octal periodicity theorem
// applies.
func (g *Row) Theorem() (int, bool) { return g.code.MaxTake(), true }

// Follow calls yield with the nim-values of heaps 0..length−1 of g in order,
// a block of at most Block heaps at a time (a slice yield must not keep). It
// computes them with g's engine until the octal periodicity theorem proves
// a period, where it applies (checked at every power of two from 512 heaps
// and at length; at least 512 heaps are computed then, as Solve does), and
// beyond that from the period, without computing. It
// returns the periods it proved and how many heaps the engine computed.
// It stops early, at a block boundary, once the engine has
// spent budget units of work (see Rows.Spent): then fewer than length
// heaps were yielded. It returns the error of w.Step (cancellation) or of
// yield, the heaps yielded so far being valid. Memory: that of the engine
// (4 bytes a heap), plus a block.
func Follow(g Streamer, length int, budget int64, w *game.Work, yield func(from int, values []uint32) error) (Followed, error) {
	return FollowFrom(g, length, budget, nil, w, yield)
}

// FollowFrom is Follow, resumed from r.From and saving its state with
// r.Save (see Resume) when r is not nil. The heaps of r.From are yielded
// again, without computing, before the engine goes on: the yields, the
// periods and the rows computed are those of Follow, the work spent too.
// A snapshot that does not fit g's engine returns an error wrapping
// ErrSnapshot, before any yield.
func FollowFrom(g Streamer, length int, budget int64, r *Resume, w *game.Work, yield func(from int, values []uint32) error) (Followed, error) {
	var f Followed
	rows := g.NewEngine()
	p, computed, err := follow(rows, g, length, budget, w, true, r, yield)
	f.NimPeriod, f.Computed = p, computed
	if p != nil {
		op := periodic.Smallest(func(i int) bool { return rows.At(i) == 0 }, *p)
		f.OutcomePeriod = &op
	}
	return f, err
}

// Followed is what Follow found: the periods of the nim-values and of the
// outcomes, nil when none is proven, and how many heaps the engine
// computed (the period search: heaps beyond follow from the period).
type Followed struct {
	NimPeriod, OutcomePeriod *periodic.Period
	Computed                 int
}

// follow is Follow; with fold false it stops at the power of two at which
// the period is proven.
func follow(rows *Rows, g Streamer, length int, budget int64, w *game.Work, fold bool, r *Resume, yield func(from int, values []uint32) error) (*periodic.Period, int, error) {
	if r == nil {
		r = &Resume{}
	}
	if r.From.Len() > 0 {
		if err := rows.Restore(r.From); err != nil {
			return nil, 0, err
		}
	}
	t, theorem := g.Theorem()
	target := length
	if theorem && fold {
		// Search as Solve does, from 512 heaps, even for a shorter length;
		// Tabulate computes length heaps at most.
		target = max(length, octalStart)
	}
	emit := func(from int, values []uint32) error {
		if from >= length {
			return nil
		}
		return yield(from, values[:min(len(values), length-from)])
	}
	check := min(target, max(octalStart, 2*t+4))
	var p *periodic.Period
	each := func(from int, block []uint32) error {
		if !theorem {
			return emit(from, block)
		}
		// Yield up to each check in the block, and prove there.
		done := 0
		for check <= from+len(block) {
			upTo := check - from
			if err := emit(from+done, block[done:upTo]); err != nil {
				return err
			}
			done = upTo
			if q, ok := provePeriodAt(check, rows.At, t); ok {
				p = &q
				return errProven
			}
			if check == target {
				check++ // no more checks
			} else {
				check = min(2*check, target)
			}
		}
		if done == len(block) {
			return nil
		}
		return emit(from+done, block[done:])
	}
	err := replay(rows, target, w, each)
	if err == nil {
		err = Stream(rows, target, budget, w, func(from int, block []uint32) error {
			if err := each(from, block); err != nil {
				return err
			}
			if r.Save != nil && (len(block) == Block || from+len(block) == target) {
				r.Save(rows.Snapshot()) // between two blocks: exact
			}
			return nil
		})
	}
	if r.Save != nil && (err == nil || err == errProven) {
		r.Save(rows.Snapshot()) // the end: nothing is computed after it
	}
	computed := rows.Len()
	if p != nil {
		computed = check // the engine may have computed past the proof
	}
	if err != nil && err != errProven {
		return nil, computed, err
	}
	if p == nil && theorem && computed < target && computed > 0 {
		// The budget stopped the engine between two checks.
		if q, ok := provePeriodAt(computed, rows.At, t); ok {
			p = &q
		}
	}
	if p == nil || !fold {
		return p, computed, nil
	}
	buf := make([]uint32, 0, Block)
	for from := computed; from < length; from += Block {
		buf = buf[:0]
		for i := from; i < min(from+Block, length); i++ {
			buf = append(buf, rows.At(periodic.Fold(i, computed, p)))
		}
		if err := w.Step(from); err != nil {
			return p, computed, err
		}
		if err := yield(from, buf); err != nil {
			return p, computed, err
		}
	}
	return p, computed, nil
}

var errProven = errors.New("proven")

// Resume carries a run of FollowFrom or TabulateFrom across a stop: the
// state it starts from, and where it hands its state as it goes.
type Resume struct {
	// From is the state to start from, when its Len() is not 0: a
	// snapshot that Save received in a run of the same game, length and
	// budget.
	From Snapshot
	// Save, if not nil, receives the engine's snapshot after every block
	// of Block rows, and once at the end of the computation (not when it
	// was stopped), in the run's goroutine: a run resumed from any of
	// them ends as this one does. A snapshot shares the engine's values
	// (see Snapshot); Save must not keep its slices beyond the run unless
	// it may read them while the engine goes on.
	Save func(Snapshot)
}

// replay yields again the rows the engine holds, below target, in blocks
// of Block rows as Stream yielded them, without computing; it calls
// w.Step after each.
func replay(rows *Rows, target int, w *game.Work, each func(from int, block []uint32) error) error {
	n := min(rows.Len(), target)
	buf := make([]uint32, 0, min(Block, n))
	for from := 0; from < n; from += Block {
		buf = buf[:0]
		for i := from; i < min(from+Block, n); i++ {
			buf = append(buf, rows.At(i))
		}
		if err := each(from, buf); err != nil {
			return err
		}
		if err := w.Step(from + len(buf)); err != nil {
			return err
		}
	}
	return nil
}

// Tabulate computes the row of code in a table of octal games: the values
// of its rows over doubling sizes from 512 up to length, until the octal
// periodicity theorem proves a period or budget units of work are spent
// (see Rows.Spent), and their statistics. It returns the error of w.Step
// (cancellation). The cost is that of the rows computed (see Rows) plus
// O(Heaps) for the proofs; memory that of the engine.
func Tabulate(code Code, length int, budget int64, w *game.Work) (TableRow, error) {
	return TabulateFrom(code, length, budget, nil, w)
}

// TabulateFrom is Tabulate, resumed from r.From and saving its state with
// r.Save (see Resume) when r is not nil: the row is Tabulate's. A
// snapshot that does not fit the code's engine returns an error wrapping
// ErrSnapshot.
func TabulateFrom(code Code, length int, budget int64, r *Resume, w *game.Work) (TableRow, error) {
	acc := stats.New(stats.Rare, code.SplitParity())
	g := NewRow(code)
	p, computed, err := follow(g.NewEngine(), g, length, budget, w, false, r, func(_ int, block []uint32) error {
		acc.AddBlock(block)
		return nil
	})
	if err != nil {
		return TableRow{}, err
	}
	return TableRow{Code: code, Period: p, Heaps: computed, Stats: acc.Summary()}, nil
}

// TableColumns heads the columns of Record.
var TableColumns = []string{"code", "preperiod", "period", "heaps", "largest", "largestAt", "rareMask", "rareCount", "lastRare"}

// Record writes the row as the cells of TableColumns: the code in normal
// form; the preperiod and the period, or an empty preperiod and "none up to
// Heaps"; the heaps computed; the largest value and its first heap; the
// rare mask ("fe", "1+pos"), the number of rare heaps and the last one
// (empty when none is rare).
func (r TableRow) Record() []string {
	s := r.Stats
	pre, per := "", "none up to "+itoa(int64(r.Heaps))
	if r.Period != nil {
		pre, per = itoa(int64(r.Period.Preperiod)), itoa(int64(r.Period.Period))
	}
	last := ""
	if s.LastRare >= 0 {
		last = itoa(s.LastRare)
	}
	return []string{r.Code.String(), pre, per, itoa(int64(r.Heaps)), itoa(int64(s.Largest)), itoa(s.LargestAt), s.Mask(), itoa(s.RareCount), last}
}

func itoa(x int64) string { return strconv.FormatInt(x, 10) }
