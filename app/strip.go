package main

import (
	"html"
	"strconv"
	"strings"

	"github.com/maxence-charriere/go-app/v9/pkg/app"

	"stones/solver"
	"stones/solver/game"
)

// strip draws one cell per heap size of a result, grouped in blocks at a
// period (the outcomes' or the nim-values'): the preperiod, then one block
// for each repetition. A cell shows its outcome letter (so that colour is
// never the only cue), its heap size and, when asked for, its nim-value; the
// heap asked about is outlined, a safe heap ringed.
//
// The strip is written as one piece of HTML: a page of 20,000 heap sizes
// then costs the browser one parse instead of a hundred thousand calls from
// WebAssembly into the DOM (5 s → a fraction of a second). Everything in it
// is numbers, letters and the game's legend, escaped.
type strip struct {
	app.Compo

	Result  *solver.Result
	Period  *solver.Period // the period the blocks follow; nil for one block
	ShowNim bool
	Asked   int             // the heap size asked about, or -1
	Legend  []solver.Letter // what the letters mean, for screen readers

	html string     // the last strip written: the page redraws on every keystroke
	of   stripInput // what html was written for
}

// stripInput is what a strip is written from.
type stripInput struct {
	r       *solver.Result
	p       *solver.Period
	showNim bool
	asked   int
}

// Render draws the strip, written anew only when its input changed.
func (s *strip) Render() app.UI {
	if in := (stripInput{s.Result, s.Period, s.ShowNim, s.Asked}); s.html == "" || in != s.of {
		s.html, s.of = stripHTML(s.Result, s.Period, s.ShowNim, s.Asked, s.Legend), in
	}
	return app.Div().Class("strip-wrap").Body(app.Raw(s.html))
}

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

// stripHTML writes the strip of a result.
func stripHTML(r *solver.Result, p *solver.Period, showNim bool, asked int, letters []solver.Letter) string {
	safe := r.Safe // sorted: the cells walk along it
	meanings := map[byte]string{}
	for _, l := range letters {
		meanings[byte(l.Letter)] = l.Meaning
	}
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
			nim := ""
			if showNim {
				nim = strconv.FormatUint(uint64(r.Nim[i]), 10)
			}
			isSafe := len(safe) > 0 && safe[0] == i
			if isSafe {
				safe = safe[1:]
			}
			writeCell(&b, i, r.Outcomes[i], meanings[r.Outcomes[i]], nim, i == asked, isSafe)
		}
		b.WriteString(`</div></div>`)
	}
	b.WriteString(`</div>`)
	return b.String()
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

// writeCell writes heap size i: its outcome letter, with its number and its
// nim-value (when not "") drawn by the stylesheet from data attributes. One
// element and one text node a cell keep 20,000 cells quick to lay out.
func writeCell(b *strings.Builder, i int, outcome byte, meaning, nim string, asked, safe bool) {
	heap, o := strconv.Itoa(i), string(outcome)
	class, letter := "cell "+o, o
	if outcome == byte(game.None) {
		class, letter = "cell none", "–"
	}
	label := "heap " + heap + ": " + letter
	if meaning != "" {
		label += ", " + meaning
	}
	if asked {
		class += " asked"
	}
	if safe {
		class += " safe"
		label += ", safe"
	}
	b.WriteString(`<div class="` + class + `" role="listitem" data-heap="` + heap + `" data-outcome="` + o + `"`)
	if nim != "" {
		b.WriteString(` data-nim="` + nim + `" aria-label="` + html.EscapeString(label) + `, nim-value ` + nim + `">`)
	} else {
		b.WriteString(` aria-label="` + html.EscapeString(label) + `">`)
	}
	b.WriteString(letter + `</div>`)
}
