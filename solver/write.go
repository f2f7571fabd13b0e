package solver

import (
	"bytes"
	"context"
	"encoding/csv"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"strconv"
	"strings"

	"stones/solver/game"
	"stones/solver/numerals"
	"stones/solver/periodic"
)

// The exports are written as they go, a chunk of writeChunk bytes at a
// time, so that no format holds a second copy of the figures: the memory
// beyond the Result is a chunk.
const writeChunk = 1 << 16

// writer appends to a chunk and hands it to w when it is full.
type writer struct {
	w   io.Writer
	b   []byte
	err error
}

func newWriter(w io.Writer) *writer { return &writer{w: w, b: make([]byte, 0, writeChunk+256)} }

// full hands the chunk to w once it holds writeChunk bytes.
func (x *writer) full() {
	if len(x.b) >= writeChunk {
		x.flush()
	}
}

// room is full for a chunk that the caller appends to as b, a local
// slice, rather than to x.b, whose every append would store the slice
// back: it returns the slice to append to next. The caller sets x.b to b
// before any other use of x.
func (x *writer) room(b []byte) []byte {
	if len(b) < writeChunk {
		return b
	}
	x.b = b
	x.flush()
	return x.b
}

// flush hands what the chunk holds to w, and returns the first error of w.
func (x *writer) flush() error {
	if x.err == nil && len(x.b) > 0 {
		_, x.err = x.w.Write(x.b)
	}
	x.b = x.b[:0]
	return x.err
}

// letters appends s, a run of letters, in pieces that keep the chunk
// bounded.
func (x *writer) letters(s string) {
	for len(s) > 0 && x.err == nil {
		n := min(len(s), writeChunk)
		x.b = append(x.b, s[:n]...)
		s = s[n:]
		x.full()
	}
}

// value appends v as encoding/json writes it, without escaping HTML.
func (x *writer) value(v any) {
	var b bytes.Buffer
	enc := json.NewEncoder(&b)
	enc.SetEscapeHTML(false)
	if err := enc.Encode(v); err != nil {
		panic(err) // the object holds no value json cannot write
	}
	x.b = append(x.b, bytes.TrimSuffix(b.Bytes(), []byte("\n"))...)
	x.full()
}

// field appends ,"name": (or "name": first in the object).
func (x *writer) field(name string, first bool) {
	if !first {
		x.b = append(x.b, ',')
	}
	x.b = append(x.b, '"')
	x.b = append(x.b, name...)
	x.b = append(x.b, `":`...)
}

// appendInts appends vs as a JSON array, a one-digit value with its comma
// at once.
func appendInts[T uint32 | int](x *writer, vs []T) {
	b := append(x.b, '[')
	for i, v := range vs {
		switch {
		case i == 0:
			b = appendUint(b, uint64(v))
		case v < 10:
			b = append(b, ',', byte('0'+v))
		default:
			b = strconv.AppendUint(append(b, ','), uint64(v), 10)
		}
		b = x.room(b)
	}
	x.b = append(b, ']')
}

// decimal is a whole number in decimal digits, counted up in place: the
// heap of each row, without a conversion a row.
type decimal []byte

// next returns the number after d.
func (d decimal) next() decimal {
	for i := len(d) - 1; i >= 0; i-- {
		if d[i] < '9' {
			d[i]++
			return d
		}
		d[i] = '0'
	}
	return append(decimal{'1'}, d...)
}

// appendUint appends v in decimal, a small value (most nim-values are)
// without strconv's general path.
func appendUint(b []byte, v uint64) []byte {
	if v < 10 {
		return append(b, byte('0'+v))
	}
	return strconv.AppendUint(b, v, 10)
}

// WriteJSON writes the JSON object of MarshalJSON to w, and a newline, as
// it goes: the per-heap fields a chunk of 64 KiB at a time, never a second
// copy of them. The cost is linear in the size of the object.
func (r *Result) WriteJSON(w io.Writer) error {
	x := newWriter(w)
	x.b = append(x.b, '{')
	x.field("config", true)
	x.value(r.Config)
	x.field("outcomes", false)
	x.b = append(x.b, '"')
	x.letters(r.Outcomes)
	x.b = append(x.b, '"')
	if r.Nim != nil {
		x.field("nim", false)
		appendInts(x, r.Nim)
	}
	x.field("outcomePeriod", false)
	x.value(r.OutcomePeriod)
	if r.Nim != nil {
		x.field("nimPeriod", false)
		x.b = append(x.b, *nimPeriod(r.NimPeriod)...)
	}
	x.field("outcomeSearch", false)
	x.b = strconv.AppendInt(x.b, int64(r.OutcomeSearch), 10)
	if r.NimSearch != 0 {
		x.field("nimSearch", false)
		x.b = strconv.AppendInt(x.b, int64(r.NimSearch), 10)
	}
	if r.Proof != "" {
		x.field("proof", false)
		x.value(r.Proof)
	}
	for _, s := range []struct{ name, letters string }{{"leftFirst", r.LeftFirst}, {"rightFirst", r.RightFirst}} {
		if s.letters != "" {
			x.field(s.name, false)
			x.b = append(x.b, '"')
			x.letters(s.letters)
			x.b = append(x.b, '"')
		}
	}
	if r.Safe != nil {
		x.field("safe", false)
		appendInts(x, r.Safe)
	}
	if len(r.Table) > 0 {
		x.field("table", false)
		x.b = append(x.b, '[')
		for i, row := range r.Table {
			if i > 0 {
				x.b = append(x.b, ',')
			}
			x.b = append(x.b, `{"label":`...)
			x.value(row.Label)
			x.b = append(x.b, `,"cells":"`...)
			x.letters(row.Cells)
			x.b = append(x.b, `"}`...)
		}
		x.b = append(x.b, ']')
	}
	if r.TablePeriod != nil {
		x.field("tablePeriod", false)
		x.value(r.TablePeriod)
	}
	if len(r.Genus) > 0 {
		x.field("genus", false)
		x.b = append(x.b, '[')
		for i, g := range r.Genus {
			if i > 0 {
				x.b = append(x.b, ',')
			}
			x.value(g)
		}
		x.b = append(x.b, ']')
	}
	if r.By != "" {
		x.field("by", false)
		x.value(r.By)
	}
	if r.Query != nil {
		x.field("query", false)
		x.value(r.Query)
	}
	if r.Sum != nil {
		x.field("heaps", false)
		x.value(r.Sum)
	}
	if r.NimLaw != nil {
		x.field("nimLaw", false)
		x.value(r.NimLaw)
	}
	if r.Sizes != nil {
		x.field("sizes", false)
		x.value(r.Sizes)
	}
	x.b = append(x.b, "}\n"...)
	return x.flush()
}

// Folds reports whether the figures of r carry to heaps 0 … length−1: the
// heaps it lists, or beyond them by its proven periods, each of which must
// repeat within the heaps listed (the outcomes', the nim-values' where it
// has them, the state table's where it has one; a figure with genera never
// folds). WriteCSV, WriteBFile and Blocks write that many heaps. The cost
// is O(1).
func (r *Result) Folds(length int) bool {
	listed := len(r.Outcomes)
	if length <= listed {
		return true
	}
	fits := func(p *periodic.Period) bool { return p != nil && p.Proven && p.Preperiod+p.Period <= listed }
	switch {
	case !fits(r.OutcomePeriod), r.Nim != nil && !fits(r.NimPeriod), r.Genus != nil:
		return false
	case r.Safe != nil || len(r.Table) > 0:
		return fits(r.TablePeriod)
	}
	return true
}

// errNoFold is the panic of a writer asked for more heaps than Folds
// allows: a programming error.
var errNoFold = errors.New("solver: more heaps than the result's periods fold")

// tableFull reports whether the state table's cells cover every heap
// listed, so that its period carries them further (the parity game's do;
// the no-repeat game's stop at 5,000, TableWidth).
func (r *Result) tableFull() bool {
	return len(r.Table) > 0 && len(r.Table[0].Cells) == len(r.Outcomes)
}

// cellAt returns the cell of row of heap i: folded to heap t by the
// table's period beyond the heaps listed, none beyond TableWidth.
func (r *Result) cellAt(b []byte, row game.TableRow, i, t int) []byte {
	switch {
	case r.TableWidth > 0 && i >= r.TableWidth:
		return b
	case i < len(row.Cells):
		return append(b, row.Cells[i])
	case t < len(row.Cells):
		return append(b, row.Cells[t])
	}
	return b
}

// folder maps a heap to the heap r lists that has its figures.
type folder struct {
	listed              int
	outcome, nim, table *periodic.Period
}

func (r *Result) folder() folder {
	return folder{listed: len(r.Outcomes), outcome: r.OutcomePeriod, nim: r.NimPeriod, table: r.TablePeriod}
}

func (f folder) at(i int, p *periodic.Period) int { return periodic.Fold(i, f.listed, p) }

// WriteCSV writes the CSV of CSV for heaps 0 … length−1 to w as it goes,
// beyond the heaps r lists by its periods (length must satisfy Folds; a
// state table's cells stop where the table's do). The cost is linear in
// length, the memory a chunk of 64 KiB and a bit a heap listed for the safe
// heaps.
func (r *Result) WriteCSV(w io.Writer, length int) error {
	if !r.Folds(length) {
		panic(errNoFold)
	}
	x := newWriter(w)
	var head bytes.Buffer
	cw := csv.NewWriter(&head)
	cw.Write(r.csvHeader())
	cw.Flush()
	partizan := r.LeftFirst != "" || r.RightFirst != ""
	x.b = append(x.b, head.Bytes()...)
	var safe []uint64 // bit h: heap h < listed is safe
	if r.Safe != nil {
		safe = make([]uint64, (len(r.Outcomes)+63)/64)
		for _, h := range r.Safe {
			safe[h>>6] |= 1 << (h & 63)
		}
	}
	f, heap, b := r.folder(), decimal{'0'}, x.b
	for i := range length {
		o := f.at(i, f.outcome)
		b = append(b, heap...)
		heap = heap.next()
		b = append(b, ',', r.Outcomes[o])
		if r.Nim != nil {
			b = append(b, ',')
			b = appendUint(b, uint64(r.Nim[f.at(i, f.nim)]))
		}
		if partizan {
			b = append(b, ',')
			b = append(b, letterAt(r.LeftFirst, o)...)
			b = append(b, ',')
			b = append(b, letterAt(r.RightFirst, o)...)
		}
		t := i
		if r.Safe != nil || len(r.Table) > 0 && i >= len(r.Outcomes) {
			t = f.at(i, f.table)
		}
		if r.Safe != nil {
			if safe[t>>6]>>(t&63)&1 != 0 {
				b = append(b, ",1"...)
			} else {
				b = append(b, ",0"...)
			}
		}
		for _, row := range r.Table {
			b = append(b, ',')
			b = r.cellAt(b, row, i, t)
		}
		if r.Genus != nil {
			b = append(b, ',')
			if i < len(r.Genus) {
				b = appendCSVField(b, r.Genus[i])
			}
		}
		b = x.room(append(b, '\n'))
	}
	x.b = b
	return x.flush()
}

// csvHeader returns the header row of the CSV: heap, outcome, and the
// columns of the game.
func (r *Result) csvHeader() []string {
	header := []string{"heap", "outcome"}
	if r.Nim != nil {
		header = append(header, "nim")
	}
	if r.LeftFirst != "" || r.RightFirst != "" {
		header = append(header, "leftFirst", "rightFirst")
	}
	if r.Safe != nil {
		header = append(header, "safe")
	}
	for _, row := range r.Table {
		header = append(header, row.Label)
	}
	if r.Genus != nil {
		header = append(header, "genus")
	}
	return header
}

// appendCSVField appends s as a field of encoding/csv's Writer: quoted, its
// quotes doubled, when it holds a comma, a quote or a line break, or begins
// with a space.
func appendCSVField(b []byte, s string) []byte {
	if s == "" || !strings.ContainsAny(s, ",\"\r\n") && s[0] != ' ' && s != `\.` {
		return append(b, s...)
	}
	var q bytes.Buffer
	cw := csv.NewWriter(&q)
	cw.Write([]string{s})
	cw.Flush()
	return append(b, bytes.TrimSuffix(q.Bytes(), []byte("\n"))...)
}

// WriteBFile writes the b-file of BFile for heaps 0 … length−1 to w as it
// goes, beyond the heaps r lists by its period (length must satisfy
// Folds). A game without nim-values is refused as BFile refuses it, before
// anything is written. The cost is linear in length.
func (r *Result) WriteBFile(w io.Writer, length int) error {
	if r.Nim == nil {
		return r.noBFile()
	}
	if !r.Folds(length) {
		panic(errNoFold)
	}
	x := newWriter(w)
	x.b = fmt.Appendf(x.b, "# Nim-values of heaps 0 to %d, computed by Stones.\n# Configuration: %s\n", length-1, r.Config)
	f, heap, b := r.folder(), decimal{'0'}, x.b
	for i := range length {
		b = append(b, heap...)
		heap = heap.next()
		b = append(b, ' ')
		b = appendUint(b, uint64(r.Nim[f.at(i, f.nim)]))
		b = x.room(append(b, '\n'))
	}
	x.b = b
	return x.flush()
}

// Blocks calls each with the outcomes and nim-values of heaps 0 …
// length−1 in order, a block of at most 65,536 at a time (slices each must
// not keep), beyond the heaps r lists by its periods (length must satisfy
// Folds). It returns the first error of each.
func (r *Result) Blocks(length int, each func(game.Block) error) error {
	if !r.Folds(length) {
		panic(errNoFold)
	}
	f := r.folder()
	letters := make([]byte, 0, 1<<16)
	var nim []uint32
	if r.Nim != nil {
		nim = make([]uint32, 0, 1<<16)
	}
	for from := 0; from < length; from += 1 << 16 {
		to := min(from+1<<16, length)
		letters = letters[:0]
		for i := from; i < to; i++ {
			letters = append(letters, r.Outcomes[f.at(i, f.outcome)])
		}
		b := game.Block{From: from, Outcomes: letters}
		if nim != nil {
			nim = nim[:0]
			for i := from; i < to; i++ {
				nim = append(nim, r.Nim[f.at(i, f.nim)])
			}
			b.Nim = nim
		}
		if err := each(b); err != nil {
			return err
		}
	}
	return nil
}

// AnalyzeFolded analyses the figures of c (without its questions) for a
// len beyond lim.MaxLen: the figures of the first heaps, within lim.MaxLen,
// and when their proven periods carry them to c.Len (Result.Folds), the
// result, whose Config is c's, for WriteCSV, WriteBFile and Blocks up to
// c.Len. It first tries 65,536 heaps, then lim.MaxLen. A game whose
// periods do not repeat within lim.MaxLen heaps is refused as Analyze
// refuses a len beyond it, naming the limit. The cost is that of Analyze.
func AnalyzeFolded(ctx context.Context, c Config, lim game.Limits, report func(game.Progress)) (*Result, error) {
	c = c.Unasked()
	listed := c
	for _, n := range []int{min(c.Len, lim.MaxLen, 1<<16), min(c.Len, lim.MaxLen)} {
		listed.Len = n
		r, err := Analyze(ctx, listed, lim, report)
		var in *game.InputError
		if errors.As(err, &in) && in.Key == "len" && n < lim.MaxLen {
			continue // a game that refuses the first heaps refuses more
		}
		if err != nil {
			return nil, err
		}
		if r.Folds(c.Len) {
			r.Config = c.Query()
			return r, nil
		}
	}
	return nil, &game.InputError{Key: "len", Text: strconv.Itoa(c.Len), Problem: fmt.Sprintf(
		"%s lists at most %s heap sizes%s, and no period of this game repeats within them to carry the figures further; use a smaller len",
		lim.Where, numerals.Grouped(lim.MaxLen), lim.Raise("MaxLen"))}
}
