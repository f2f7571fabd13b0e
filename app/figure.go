package main

import (
	"html"
	"strconv"
	"strings"

	"github.com/maxence-charriere/go-app/v9/pkg/app"

	"stones/solver"
)

// The render helpers of the figure: the legend, the period sentences and the
// strip of cells. They draw a result; they compute nothing.

// block is a run of heap sizes drawn as one band of the strip: the
// preperiod, or one repetition of the period.
type block struct {
	from, to int    // the heap sizes drawn: from ≤ i < to
	kind     string // "pre", "period", "repeat", "constant" or "all"
	cut      bool   // the block goes on past the last heap size drawn
}

// blocks splits heap sizes 0..n-1 at the preperiod and at every period.
// With no period the strip is one block.
func blocks(n int, p *solver.Period) []block {
	if p == nil || p.Period <= 0 {
		return []block{{0, n, "all", false}}
	}
	var bs []block
	if pre := min(p.Preperiod, n); pre > 0 {
		bs = append(bs, block{0, pre, "pre", p.Preperiod > n})
	}
	if p.Period == 1 && p.Preperiod < n {
		// A constant tail is one band, not a band a cell.
		return append(bs, block{p.Preperiod, n, "constant", true})
	}
	kind := "period"
	for a := p.Preperiod; a < n; a += p.Period {
		bs = append(bs, block{a, min(a+p.Period, n), kind, a+p.Period > n})
		kind = "repeat"
	}
	return bs
}

// legend explains the two colours and letters.
func legend() app.UI {
	return app.Ul().Class("legend").Aria("label", "Legend").Body(
		app.Li().Body(
			app.Span().Class("swatch", "P").Aria("hidden", "true").Text("P"),
			app.Span().Body(app.Strong().Text("P"), app.Text(" second player wins")),
		),
		app.Li().Body(
			app.Span().Class("swatch", "N").Aria("hidden", "true").Text("N"),
			app.Span().Body(app.Strong().Text("N"), app.Text(" first player wins")),
		),
	)
}

// periodFacts states the periods of the outcomes and, in normal play, of
// the nim-values, and on what they rest.
func periodFacts(r *solver.Result) app.UI {
	proof := periodProof(r)
	return app.Div().Class("facts").Body(
		app.P().ID("period-outcomes").Class("fact").Text(periodText("outcomes", r.OutcomePeriod, r.OutcomeSearch, len(r.Outcomes))),
		app.If(r.Nim != nil,
			app.P().ID("period-nim").Class("fact", "secondary").Text(periodText("nim-values", r.NimPeriod, r.NimSearch, len(r.Outcomes))),
		),
		app.If(proof != "",
			app.P().ID("period-proof").Class("proof").Text(proof),
		),
	)
}

// strip draws one cell per heap size of the result, grouped in blocks at
// the period p (the outcomes' or the nim-values'). asked is the heap size of
// the question n when it is shown, or -1.
//
// The strip is written as one piece of HTML: a page of 20,000 heap sizes
// then costs the browser one parse instead of a hundred thousand calls from
// WebAssembly into the DOM (5 s → a fraction of a second). Everything in it
// is numbers and fixed words.
func strip(r *solver.Result, p *solver.Period, showNim bool, asked int) string {
	var b strings.Builder
	b.Grow(len(r.Outcomes) * 120)
	view := "show-outcomes"
	if showNim = showNim && r.Nim != nil; showNim {
		view = "show-nim"
	}
	b.WriteString(`<div id="strip" class="strip ` + view + `" role="group" aria-label="The outcome of each heap size">`)
	for _, bl := range blocks(len(r.Outcomes), p) {
		b.WriteString(`<div class="block ` + bl.kind + `" role="group" aria-label="` + html.EscapeString(blockLabel(bl)) + `">`)
		if bl.kind != "all" {
			b.WriteString(`<div class="block-label" aria-hidden="true"><span class="block-kind">` + blockKind(bl.kind) +
				`</span><span class="block-range">` + html.EscapeString(blockRange(bl)) + `</span></div>`)
		}
		b.WriteString(`<div class="cells" role="list">`)
		for i := bl.from; i < bl.to; i++ {
			var nim uint32
			if showNim {
				nim = r.Nim[i]
			}
			writeCell(&b, i, r.Outcomes[i], nim, showNim, i == asked)
		}
		b.WriteString(`</div></div>`)
	}
	b.WriteString(`</div>`)
	return b.String()
}

// stripCache keeps the last strip drawn: the page renders on every
// keystroke and progress report, and a strip of 20,000 heap sizes takes
// tens of milliseconds to write.
type stripCache struct {
	r       *solver.Result
	p       *solver.Period
	showNim bool
	asked   int
	html    string
}

// strip returns the strip's HTML, written anew only when its input changed.
func (sc *stripCache) strip(r *solver.Result, p *solver.Period, showNim bool, asked int) app.UI {
	if sc.r != r || sc.p != p || sc.showNim != showNim || sc.asked != asked || sc.html == "" {
		*sc = stripCache{r, p, showNim, asked, strip(r, p, showNim, asked)}
	}
	return app.Raw(sc.html)
}

func blockKind(kind string) string {
	switch kind {
	case "pre":
		return "preperiod"
	case "period":
		return "period"
	case "constant":
		return "constant"
	}
	return "repeat"
}

// blockRange writes the heap sizes of a block, with "…" when it goes on
// past the figure.
func blockRange(b block) string {
	if b.cut {
		return heapRange(b.from, b.to-1) + "…"
	}
	return heapRange(b.from, b.to-1)
}

func blockLabel(b block) string {
	return blockKind(b.kind) + ": heaps " + blockRange(b)
}

// writeCell writes heap size i: its outcome letter (so that colour is never
// the only cue), with its number and, when asked for, its nim-value drawn by
// the stylesheet from data attributes. One element and one text node a cell
// keep 20,000 cells quick to lay out.
func writeCell(b *strings.Builder, i int, outcome byte, nim uint32, showNim, asked bool) {
	heap, o := strconv.Itoa(i), string(outcome)
	who := "first"
	if outcome == 'P' {
		who = "second"
	}
	class := "cell " + o
	if asked {
		class += " asked"
	}
	b.WriteString(`<div class="` + class + `" role="listitem" data-heap="` + heap + `" data-outcome="` + o + `"`)
	if showNim {
		n := strconv.FormatUint(uint64(nim), 10)
		b.WriteString(` data-nim="` + n + `" aria-label="heap ` + heap + `: ` + o + `, ` + who + ` player wins, nim-value ` + n + `">`)
	} else {
		b.WriteString(` aria-label="heap ` + heap + `: ` + o + `, ` + who + ` player wins">`)
	}
	b.WriteString(o + `</div>`)
}
