package main

import (
	"html"
	"strconv"
	"strings"

	"github.com/maxence-charriere/go-app/v9/pkg/app"

	"stones/solver"
	"stones/solver/game"
	"stones/solver/numerals"
	"stones/solver/periodic"
)

// stateTable draws the state table of a game whose heaps have more than one
// state: one row a state, one column a heap size, as T. Fisher draws it in
// "Simulating the Pick-up Stones game: a dynamic approach" (2003). The rows
// are the solver's (Result.Table), or for a game where who moves first
// matters, one row for each player (Result.LeftFirst, RightFirst). Each
// column depends only on the Result.Window columns before it, so two equal
// windows one period apart prove the period for every heap size: the table
// shades the preperiod, marks the two windows and rules a line at every
// period.
type stateTable struct {
	app.Compo

	Result  *solver.Result
	Asked   int           // the heap size asked about, or -1
	Current int           // the row of the state play starts in (solver.StartRow), or -1
	Legend  []game.Letter // what the letters mean
	Explain explainer     // explains the heap of a cell pointed at; nil for none

	html string     // the last table written
	of   tableInput // what html was written for
}

// tableInput is what a table is written from.
type tableInput struct {
	r              *solver.Result
	asked, current int
}

// Render draws the table with its title, what its rows are, the proof of
// its period and what it leaves out.
func (t *stateTable) Render() app.UI {
	pauseMounting(t)
	v, _ := tableOf(t.Result)
	if in := (tableInput{t.Result, t.Asked, t.Current}); t.html == "" || in != t.of {
		t.html, t.of = v.html(t.Asked, t.Current), in
	}
	proof := tableProofText(v.period, v.window)
	if proof == "" {
		proof = periodic.Describe("columns", v.period, t.Result.OutcomeSearch)
	}
	// A part of the figure, not a landmark of its own: its scrolling
	// region below is the one named by the title.
	return app.Div().ID("table").Class("state-section").On("mouseover", t.onCell(true)).OnClick(t.onCell(false)).Body(
		app.H3().ID("table-title").Class("state-title").Text("The state table"),
		app.P().ID("table-about").Class("hint").Text(v.about(t.Legend)),
		app.P().ID("table-proof").Class("table-proof", ifText(v.period == nil || !v.period.Proven, "unknown")).Text(proof),
		app.Raw(t.html),
		app.If(v.note() != "", app.P().ID("table-note").Class("hint").Text(v.note())),
	)
}

// onCell explains the heap of the column of a cell that the pointer rests
// on (soon) or that is clicked.
func (t *stateTable) onCell(soon bool) app.EventHandler {
	return func(ctx app.Context, e app.Event) {
		ctx.PreventUpdate()
		if i, ok := columnOf(e.Get("target")); ok && t.Explain != nil {
			t.Explain.explain(i, soon)
		}
	}
}

// columnOf returns the heap of the table's cell at target: its column, the
// row's label being the first cell. The marks row above spans columns, and
// has none.
func columnOf(target app.Value) (int, bool) {
	if !target.Truthy() || target.Get("closest").IsUndefined() {
		return 0, false
	}
	cell := target.Call("closest", "#state-table td, #state-table th[scope=col]")
	if !cell.Truthy() || cell.Call("closest", "tr.marks").Truthy() {
		return 0, false
	}
	i := cell.Get("cellIndex").Int() - 1
	return i, i >= 0
}

// The table shows at most mostColumns heap sizes (up to widestColumns when
// that brings the proving windows in) and mostRows states: beyond that it
// stops teaching and only scrolls.
const (
	mostColumns   = 120
	widestColumns = 240
	mostRows      = 40
)

// tableView is what a state table draws.
type tableView struct {
	rows    []game.TableRow
	period  *periodic.Period // the columns' period; nil when none is known
	window  int              // the columns one column depends on; 0 when the proof is of another kind
	safe    []int            // the heaps where every state loses
	players bool             // one row for each player who may move first
}

// hasTable reports whether a result has a state table.
func hasTable(r *solver.Result) bool {
	_, ok := tableOf(r)
	return ok
}

// tableOf returns the state table of a result, and false when its heaps
// have one state only.
func tableOf(r *solver.Result) (tableView, bool) {
	switch {
	case len(r.Table) > 0:
		return tableView{rows: r.Table, period: r.TablePeriod, window: r.Window, safe: r.Safe}, true
	case r.LeftFirst != "":
		return tableView{
			rows:   []game.TableRow{{Label: "Left moves first", Cells: r.LeftFirst}, {Label: "Right moves first", Cells: r.RightFirst}},
			period: r.OutcomePeriod, window: r.Window, players: true,
		}, true
	}
	return tableView{}, false
}

// about says what the rows and letters are.
func (v tableView) about(letters []game.Letter) string {
	if v.players {
		return "One row for each player who may move first, one column for each heap size: L if Left wins, R if Right wins. Both rows L: Left wins whoever starts."
	}
	s := "One row for each state of play, one column for each heap size."
	var ls []string
	for _, l := range letters {
		letter := l.Letter.String()
		if l.Letter == game.None {
			letter = "–"
		}
		ls = append(ls, letter+": "+l.Meaning)
	}
	if len(ls) > 0 {
		s += " " + sentence(strings.Join(ls, "; "))
	}
	if v.safe != nil {
		s += " A column of P is a safe heap."
	}
	return s
}

// columns returns how many heap sizes the table draws.
func (v tableView) columns() int {
	n := len(v.rows[0].Cells)
	cols := min(n, mostColumns)
	if p := v.period; p != nil && v.window > 0 {
		if end := p.Preperiod + p.Period + v.window; end > cols && end <= widestColumns {
			cols = min(n, end)
		}
	}
	return cols
}

// note says what the table leaves out, or "".
func (v tableView) note() string {
	n, cols := len(v.rows[0].Cells), v.columns()
	var cut []string
	if cols < n {
		cut = append(cut, "heap sizes 0–"+strconv.Itoa(cols-1)+" of 0–"+strconv.Itoa(n-1))
	}
	if len(v.rows) > mostRows {
		cut = append(cut, strconv.Itoa(mostRows)+" of the "+strconv.Itoa(len(v.rows))+" rows")
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

// proving reports whether the table draws the windows that prove its
// period.
func (v tableView) proving() bool {
	return v.period != nil && v.period.Proven && v.window > 0
}

// marks splits the columns shown at the preperiod and the two windows.
func (v tableView) marks(cols int) []span {
	if !v.proving() {
		return nil
	}
	a, per, w := v.period.Preperiod, v.period.Period, v.window
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
// in it is numbers, letters and the solver's row labels, escaped. The
// column asked about and the row current (the state play starts in) are
// marked; -1 marks none.
func (v tableView) html(asked, current int) string {
	cols := v.columns()
	rows := v.rows[:min(len(v.rows), mostRows)]
	var a, per, w int
	if v.period != nil {
		a, per, w = v.period.Preperiod, v.period.Period, v.window
	}
	inWindow := func(c int) bool { return v.proving() && (c >= a && c < a+w || c >= a+per && c < a+per+w) }
	// The classes of each column: preperiod, window, the start of a period.
	class := make([]string, cols)
	for c := range cols {
		var cl []string
		switch {
		case v.period != nil && c < a:
			cl = append(cl, "pre")
		case inWindow(c):
			cl = append(cl, "win")
		}
		if v.period != nil && c >= a && (c-a)%per == 0 && c > 0 && (per >= 3 || c == a) {
			cl = append(cl, "cut")
		}
		if c == asked {
			cl = append(cl, "asked")
		}
		class[c] = strings.Join(cl, " ")
	}
	safe := v.safe

	var b strings.Builder
	b.Grow(len(rows)*cols*24 + cols*40)
	b.WriteString(`<div class="table-scroll" role="region" aria-labelledby="table-title" tabindex="0"><table id="state-table" class="state"><thead>`)
	if spans := v.marks(cols); spans != nil {
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
		if i == current {
			b.WriteString(`<tr class="current" aria-current="true" title="the state play starts in">`)
		} else {
			b.WriteString(`<tr>`)
		}
		b.WriteString(`<th scope="row">` + html.EscapeString(sentenceCase(row.Label)) + `</th>`)
		for c := range cols {
			o := string(row.Cells[c])
			b.WriteString(`<td class="` + html.EscapeString(strings.TrimSpace(o+" "+class[c])) + `">` + html.EscapeString(o) + `</td>`)
		}
		b.WriteString(`</tr>`)
	}
	b.WriteString(`</tbody></table></div>`)
	return b.String()
}

// tableProofText says how the table's period is proven: two equal windows
// of window columns, one period apart, fix every column after them. It is
// "" when there is no period, or no window to show.
func tableProofText(p *periodic.Period, window int) string {
	if p == nil || window <= 0 {
		return ""
	}
	a, per := p.Preperiod, p.Period
	cols := strconv.Itoa(window) + " columns"
	if window == 1 {
		cols = "1 column"
	}
	repeat := "repeat every " + numerals.Grouped(per) + " from heap " + numerals.Grouped(a)
	if per == 1 {
		repeat = "are all the same from heap " + numerals.Grouped(a) + " on"
	}
	if !p.Proven {
		return "The columns seem to " + strings.Replace(repeat, "are all", "be all", 1) + " (seen, not proven)."
	}
	return "The columns " + repeat + ": two equal windows of " + cols + " (" +
		heapRange(a, a+window-1) + " and " + heapRange(a+per, a+per+window-1) + ") prove it for every heap size."
}
