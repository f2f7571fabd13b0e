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

// legendItem is one entry of the legend: a swatch and its meaning.
type legendItem struct{ class, letter, meaning string }

// legend explains the colours and letters of the game's cells: P and N, the
// four classes of a partizan game, the parity game's even piles, the
// no-repeat game's safe heaps.
func legend(cfg solver.Config) app.UI {
	items := []legendItem{{"P", "P", "second player wins"}, {"N", "N", "first player wins"}}
	switch {
	case cfg.Game == solver.GamePartizan:
		items = []legendItem{
			{"L", "L", "Left wins whoever starts"},
			{"R", "R", "Right wins whoever starts"},
			{"N", "N", "the first player wins"},
			{"P", "P", "the second player wins"},
		}
	case cfg.Game == solver.GameParity:
		items = append(items, legendItem{"none", "–", "even pile: not played"})
	case cfg.NoRepeat > 0:
		items = append(items, legendItem{"safe", "", "safe: loses " + whatever(cfg.NoRepeat)})
	}
	return app.Ul().Class("legend").Aria("label", "Legend").Body(
		app.Range(items).Slice(func(i int) app.UI {
			it := items[i]
			word, rest, _ := strings.Cut(it.meaning, ":")
			text := []app.UI{app.Strong().Text(it.letter), app.Text(" " + it.meaning)}
			if it.letter == "" || it.class == "none" {
				text = []app.UI{app.Strong().Text(word), app.Text(":" + rest)}
			}
			return app.Li().Class("legend-"+it.class).Body(
				app.Span().Class("swatch", it.class).Aria("hidden", "true").Text(it.letter),
				app.Span().Body(text...),
			)
		}),
	)
}

// periodFacts states the periods of the outcomes and, in normal play, of
// the nim-values, and on what they rest.
func periodFacts(r *solver.Result, game solver.Game) app.UI {
	proof := periodProof(r)
	return app.Div().Class("facts").Body(
		app.P().ID("period-outcomes").Class("fact").Text(outcomeFact(r, game)),
		app.If(r.Nim != nil,
			app.P().ID("period-nim").Class("fact", "secondary").Text(periodText("nim-values", r.NimPeriod, r.NimSearch, len(r.Outcomes))),
		),
		app.If(proof != "",
			app.P().ID("period-proof").Class("proof").Text(proof),
		),
	)
}

// outcomeFact states the outcomes' period; for a partizan game whose
// outcomes end constant it also says who wins: "From heap 10 on, the
// outcomes are constant: Left wins whoever starts."
func outcomeFact(r *solver.Result, game solver.Game) string {
	s := periodText("outcomes", r.OutcomePeriod, r.OutcomeSearch, len(r.Outcomes))
	p := r.OutcomePeriod
	if game != solver.GamePartizan || p == nil || p.Period != 1 || p.Preperiod >= len(r.Outcomes) || !strings.HasSuffix(s, "constant.") {
		return s
	}
	head := partizanHeads[solver.Outcome(r.Outcomes[p.Preperiod])]
	if rest, ok := strings.CutPrefix(head, "The "); ok {
		head = "the " + rest
	}
	return strings.TrimSuffix(s, ".") + ": " + head
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
	safe := r.Safe // sorted: the cells walk along it
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
			isSafe := len(safe) > 0 && safe[0] == i
			if isSafe {
				safe = safe[1:]
			}
			writeCell(&b, i, r.Outcomes[i], nim, showNim, i == asked, isSafe)
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

// cellMeanings say what a cell's letter means, for screen readers.
var cellMeanings = map[byte]string{
	'P': "second player wins",
	'N': "first player wins",
	'L': "Left wins whoever starts",
	'R': "Right wins whoever starts",
	'-': "an even pile, not played",
}

// writeCell writes heap size i: its outcome letter (so that colour is never
// the only cue), with its number and, when asked for, its nim-value drawn by
// the stylesheet from data attributes. One element and one text node a cell
// keep 20,000 cells quick to lay out. A safe heap of the no-repeat game
// gets a ring.
func writeCell(b *strings.Builder, i int, outcome byte, nim uint32, showNim, asked, safe bool) {
	heap, o := strconv.Itoa(i), string(outcome)
	class, letter := "cell "+o, o
	if outcome == '-' {
		class, letter = "cell none", "–"
	}
	label := `heap ` + heap + `: ` + letter + `, ` + cellMeanings[outcome]
	if asked {
		class += " asked"
	}
	if safe {
		class += " safe"
		label += ", safe"
	}
	b.WriteString(`<div class="` + class + `" role="listitem" data-heap="` + heap + `" data-outcome="` + o + `"`)
	if showNim {
		n := strconv.FormatUint(uint64(nim), 10)
		b.WriteString(` data-nim="` + n + `" aria-label="` + label + `, nim-value ` + n + `">`)
	} else {
		b.WriteString(` aria-label="` + label + `">`)
	}
	b.WriteString(letter + `</div>`)
}
