package main

import (
	"strconv"
	"strings"

	"github.com/maxence-charriere/go-app/v9/pkg/app"

	"stones/solver"
	"stones/solver/game"
	"stones/solver/numerals"
)

// The strip's words: how large a heap is drawn, the canvas' label, the
// summary of the view and the words of a heap (its text equivalent), and
// the legend of the nim-values' colours.

// scaleText says how large a size of r (a heap) is drawn.
func scaleText(cell int, r *solver.Result) string {
	one, _ := solver.SizeUnit(r)
	return strconv.Itoa(cell) + " px a " + one
}

// canvasLabel is the canvas' accessible name.
func (s *strip) canvasLabel() string {
	what := "outcome"
	if s.showNim() {
		what = "nim-value"
	}
	sizes, _ := sizeWords(s.Result)
	return "The " + what + " of each " + strings.ToLower(strings.TrimSuffix(sizes, "s")) + ", 0 to " + numerals.Grouped(max(0, s.n()-1))
}

// summary says what the strip shows: the layout, the heaps in view, and
// the blocks of the period.
func (s *strip) summary(l stripLayout, lo, hi int, any bool) string {
	n := s.n()
	if n == 0 {
		return "No heap size to draw."
	}
	var b strings.Builder
	sizes, many := sizeWords(s.Result)
	b.WriteString(sizes + " 0–" + numerals.Grouped(n-1))
	if l.fold {
		b.WriteString(", folded: one row a period of " + numerals.Grouped(l.per) + ", so that each column repeats")
	} else {
		b.WriteString(", in rows of " + numerals.Grouped(l.cols))
	}
	b.WriteString(" at " + scaleText(s.view.cell, s.Result) + ". ")
	if any {
		b.WriteString("In view: " + many + " " + numerals.Grouped(lo) + "–" + numerals.Grouped(hi) + ". ")
	}
	b.WriteString(blocksText(l))
	return strings.TrimSpace(b.String())
}

// blocksText names the blocks of the period: "Preperiod 0–70, hatched;
// period 71–82, then it repeats every 12, each block from a rule."
func blocksText(l stripLayout) string {
	if l.per == 0 {
		return "No period: the strip is one block."
	}
	var b strings.Builder
	if l.pre > 0 {
		b.WriteString("Preperiod " + heapRange(0, l.pre-1) + ", hatched; ")
	}
	if l.pre >= l.n {
		return strings.TrimSuffix(b.String(), "; ") + "."
	}
	if l.per == 1 {
		return capitalize(b.String() + "constant from heap " + strconv.Itoa(l.pre) + ".")
	}
	b.WriteString("period " + heapRange(l.pre, min(l.n, l.pre+l.per)-1) + ", then it repeats every " + numerals.Grouped(l.per) + ", each block from a rule.")
	return capitalize(b.String())
}

// capitalize writes the first letter of s in upper case.
func capitalize(s string) string {
	if s == "" {
		return s
	}
	return strings.ToUpper(s[:1]) + s[1:]
}

// valuesTitle heads the list of the values in view, of r's sizes.
func valuesTitle(list []int, total int, r *solver.Result) string {
	_, many := sizeWords(r)
	switch {
	case total == 0:
		return "Values in view: none"
	case len(list) < total:
		return "Values in view: the first " + strconv.Itoa(len(list)) + " of " + numerals.Grouped(total) + " " + many
	}
	return "Values in view: " + many + " " + heapRange(list[0], list[len(list)-1])
}

// sizeWords names r's sizes in the strip's sentences: "Heap sizes" and
// "heaps" for a heap game, "Sizes" and "sizes" for a game on a sequence
// of graphs or boards (see solver.SizeUnit).
func sizeWords(r *solver.Result) (sizes, many string) {
	one, _ := solver.SizeUnit(r)
	return unitWords(one)
}

// unitWords names the sizes of one unit, "heap" or "size"
// (solver.SizeUnit, solver.GameUnit): "Heap sizes" and "heaps", or "Sizes"
// and "sizes".
func unitWords(one string) (sizes, many string) {
	if one == "heap" {
		return "Heap sizes", "heaps"
	}
	return "Sizes", "sizes"
}

// describe says what heap i is: "Heap 13: P, the second player wins;
// nim-value 0."
func (s *strip) describe(i int) string {
	o := game.Outcome(s.Result.Outcomes[i])
	letter := o.String()
	if o == game.None {
		letter = "–"
	}
	t := "Heap " + numerals.Grouped(i) + ": " + letter
	if m := meaning(s.Legend, o); m != "" {
		t += ", " + m
	}
	if s.Result.Nim != nil {
		t += "; nim-value " + strconv.FormatUint(uint64(s.Result.Nim[i]), 10)
	}
	if i < len(s.Result.Genus) {
		t += "; genus " + s.Result.Genus[i] + " (Conway's genus: the nim-value, then the misère values with 0, 1, 2, … heaps of 2 added)"
	}
	if isSafe(s.Result.Safe, i) {
		t += "; safe"
	}
	if i == s.Asked {
		t += " (the heap asked about)"
	}
	return t + "."
}

// nimLegend shows the colours of the nim-values and the range each stands
// for, and why the strip leads with them where it does (Result.NimLead).
func (s *strip) nimLegend() app.UI {
	steps := s.nim.steps
	lead := s.lead.of(s.Result)
	return app.Div().ID("nim-legend").Class("nim-legend").Body(
		app.If(lead != "", app.P().ID("nim-lead").Class("nim-lead").Text(lead)),
		app.Span().Class("nim-legend-title").Text("Nim-values 0–"+strconv.Itoa(s.nim.top)+":"),
		app.Ul().Aria("label", "Colours of the nim-values").Body(app.Range(steps).Slice(func(k int) app.UI {
			st := steps[k]
			label := strconv.Itoa(st.lo)
			if st.hi > st.lo {
				label += "–" + strconv.Itoa(st.hi)
			}
			return app.Li().Body(
				app.Span().Class("nim-swatch", "nim-c"+strconv.Itoa(st.index)).Aria("hidden", "true"),
				app.Span().Text(label),
			)
		})),
	)
}
