package main

import (
	"html"
	"strconv"
	"strings"

	"github.com/maxence-charriere/go-app/v9/pkg/app"

	"stones/solver"
)

// The state table of a game whose heaps have more than one state: one row a
// state (the last moves of the no-repeat game, the mover's holding in the
// parity game, who moves first in a partizan game), one column a heap size,
// as the seed paper draws it. Each column depends only on the max S columns
// before it, so two equal windows of max S columns one period apart prove
// the period for every heap size: the table shades the preperiod, marks
// the two windows and rules a line at every period.

// The table shows at most mostColumns heap sizes (up to widestColumns when
// that brings the proving windows in) and mostRows states: beyond that it
// stops teaching and only scrolls.
const (
	mostColumns   = 120
	widestColumns = 240
	mostRows      = 40
)

// stateTable is what the table draws.
type stateTable struct {
	title, about string
	rows         []solver.TableRow
	period       *solver.Period // the columns' proven period; nil when none is known
	window       int            // the columns one column depends on: max S
	current      int            // the row of the question's state, or -1
	asked        int            // the heap size asked about, or -1
	safe         []int          // the no-repeat game's safe heaps
	start        string         // which row the outcomes at the start of the game read
}

// tableOf returns the state table of a result, and false for a game
// without one. cfg is the result's configuration.
func tableOf(r *solver.Result, cfg solver.Config, asked int) (stateTable, bool) {
	t := stateTable{current: -1, asked: asked}
	switch {
	case cfg.Game == solver.GamePartizan && r.LeftFirst != "":
		t.title = "Who wins when each player starts"
		t.about = "One row for each player who may start: L if Left wins, R if Right wins. Both rows L: Left wins whoever starts."
		t.rows = []solver.TableRow{{Label: "Left moves first", Cells: r.LeftFirst}, {Label: "Right moves first", Cells: r.RightFirst}}
		t.period, t.window = r.OutcomePeriod, max(cfg.Left.Max(), cfg.Right.Max())
	case cfg.Game == solver.GameParity && len(r.Table) > 0:
		t.title = "The state table"
		t.about = "One row for each parity of the stones the player to move holds: P if that player loses, N if they win."
		t.start = "At the start the first player holds none: the outcomes of odd piles are the first row's."
		t.rows, t.period, t.window = r.Table, r.TablePeriod, cfg.Moves.Max()
	case cfg.NoRepeat > 0 && len(r.Table) > 0:
		t.title = "The state table"
		t.about = "One row for each history: the amounts taken in the last moves, most recent last, which the player to move may not take. P if that player loses, N if they win. A column of P is a safe heap."
		if cfg.NoRepeat == 1 {
			t.about = "One row for each last move, which the player to move may not repeat: P if that player loses, N if they win. A column of P is a safe heap."
		}
		t.rows, t.period, t.window, t.safe = r.Table, r.TablePeriod, cfg.Moves.Max(), r.Safe
		if len(cfg.Last) == cfg.NoRepeat {
			label := "after " + joinInts(cfg.Last, ", ")
			for i, row := range r.Table {
				if row.Label == label {
					t.current = i
				}
			}
		}
	default:
		return t, false
	}
	return t, true
}

// columns returns how many heap sizes the table draws.
func (t stateTable) columns() int {
	n := len(t.rows[0].Cells)
	cols := min(n, mostColumns)
	if p := t.period; p != nil {
		if end := p.Preperiod + p.Period + t.window; end > cols && end <= widestColumns {
			cols = min(n, end)
		}
	}
	return cols
}

// note says what the table leaves out, or "".
func (t stateTable) note() string {
	n, cols := len(t.rows[0].Cells), t.columns()
	var cut []string
	if cols < n {
		cut = append(cut, "heap sizes 0–"+strconv.Itoa(cols-1)+" of 0–"+strconv.Itoa(n-1))
	}
	if len(t.rows) > mostRows {
		cut = append(cut, strconv.Itoa(mostRows)+" of the "+strconv.Itoa(len(t.rows))+" rows")
	}
	if len(cut) == 0 {
		return ""
	}
	return "The table shows " + strings.Join(cut, " and ") + "; the figure and the answers use them all."
}

// span is a run of columns of the marks row above the heap sizes.
type span struct {
	from, to int // columns from ≤ c < to
	class    string
	label    string
}

// marks splits the columns shown at the preperiod and the two windows.
func (t stateTable) marks(cols int) []span {
	p := t.period
	if p == nil {
		return nil
	}
	a, per, w := p.Preperiod, p.Period, t.window
	var spans []span
	add := func(from, to int, class, label string) {
		from, to = min(from, cols), min(to, cols)
		if to > from {
			spans = append(spans, span{from, to, class, label})
		}
	}
	add(0, a, "pre", "preperiod")
	if per >= w {
		add(a, a+w, "win", "window "+heapRange(a, a+w-1))
		add(a+w, a+per, "", "")
		add(a+per, a+per+w, "win", "the same "+heapRange(a+per, a+per+w-1))
	} else {
		add(a, a+per+w, "win", "windows "+heapRange(a, a+w-1)+" = "+heapRange(a+per, a+per+w-1))
	}
	add(a+per+w, cols, "", "")
	return spans
}

// html writes the table as one piece of HTML: up to 40 rows of 240 cells
// would cost ten thousand calls from WebAssembly into the DOM. Everything
// in it is numbers, letters and the solver's row labels, escaped.
func (t stateTable) html() string {
	cols := t.columns()
	rows := t.rows[:min(len(t.rows), mostRows)]
	var a, per, w int
	inWindow := func(int) bool { return false }
	if p := t.period; p != nil {
		a, per, w = p.Preperiod, p.Period, t.window
		inWindow = func(c int) bool { return c >= a && c < a+w || c >= a+per && c < a+per+w }
	}
	// The classes of each column: preperiod, window, the start of a period.
	class := make([]string, cols)
	for c := range cols {
		var cl []string
		switch {
		case t.period != nil && c < a:
			cl = append(cl, "pre")
		case t.period != nil && inWindow(c):
			cl = append(cl, "win")
		}
		if t.period != nil && c >= a && (c-a)%per == 0 && c > 0 && (per >= 3 || c == a) {
			cl = append(cl, "cut")
		}
		if c == t.asked {
			cl = append(cl, "asked")
		}
		class[c] = strings.Join(cl, " ")
	}
	safe := t.safe

	var b strings.Builder
	b.Grow(len(rows)*cols*24 + cols*40)
	b.WriteString(`<div class="table-scroll" role="region" aria-labelledby="table-title" tabindex="0"><table id="state-table" class="state"><thead>`)
	if spans := t.marks(cols); spans != nil {
		b.WriteString(`<tr class="marks" aria-hidden="true"><td class="corner"></td>`)
		for _, s := range spans {
			b.WriteString(`<td colspan="` + strconv.Itoa(s.to-s.from) + `" class="` + s.class + `"`)
			if s.label != "" {
				b.WriteString(` title="` + html.EscapeString(s.label) + `"><span>` + html.EscapeString(s.label) + `</span></td>`)
			} else {
				b.WriteString(`></td>`)
			}
		}
		b.WriteString(`</tr>`)
	}
	b.WriteString(`<tr class="heaps"><th scope="col" class="corner">heap</th>`)
	for c := range cols {
		cl := class[c]
		if len(safe) > 0 && safe[0] == c {
			cl = strings.TrimSpace(cl + " safe")
			safe = safe[1:]
		}
		b.WriteString(`<th scope="col"`)
		if cl != "" {
			b.WriteString(` class="` + cl + `"`)
		}
		b.WriteString(`>` + strconv.Itoa(c) + `</th>`)
	}
	b.WriteString(`</tr></thead><tbody>`)
	for i, row := range rows {
		if i == t.current {
			b.WriteString(`<tr class="current">`)
		} else {
			b.WriteString(`<tr>`)
		}
		b.WriteString(`<th scope="row">` + html.EscapeString(sentenceCase(row.Label)) + `</th>`)
		for c := range cols {
			o := string(row.Cells[c])
			b.WriteString(`<td class="` + strings.TrimSpace(o+" "+class[c]) + `">` + o + `</td>`)
		}
		b.WriteString(`</tr>`)
	}
	b.WriteString(`</tbody></table></div>`)
	return b.String()
}

// sentenceCase capitalises the first letter of a label.
func sentenceCase(s string) string {
	if s == "" {
		return s
	}
	return strings.ToUpper(s[:1]) + s[1:]
}

// tableCache keeps the last table drawn, as stripCache keeps the strip.
type tableCache struct {
	r              *solver.Result
	current, asked int
	html           string
}

// table returns the table's HTML, written anew only when its input changed.
func (tc *tableCache) table(r *solver.Result, t stateTable) app.UI {
	if tc.r != r || tc.current != t.current || tc.asked != t.asked || tc.html == "" {
		*tc = tableCache{r, t.current, t.asked, t.html()}
	}
	return app.Raw(tc.html)
}

// renderTable draws the state table with its title, what its rows are, the
// proof of its period and what it leaves out.
func (c *explorer) renderTable(t stateTable) app.UI {
	proof := tableProofText(t.period, t.window)
	if t.period == nil {
		proof = "No period of the table is known up to the heap sizes computed."
	}
	return app.Section().ID("table").Class("state-section").Aria("labelledby", "table-title").Body(
		app.H3().ID("table-title").Class("state-title").Text(t.title),
		app.P().ID("table-about").Class("hint").Text(t.about),
		app.If(t.start != "", app.P().Class("hint").Text(t.start)),
		app.P().ID("table-proof").Class("table-proof", ifText(t.period == nil, "unknown")).Text(proof),
		c.table.table(c.result, t),
		app.If(t.note() != "", app.P().ID("table-note").Class("hint").Text(t.note())),
	)
}
