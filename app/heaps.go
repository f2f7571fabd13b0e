package main

import (
	"math/bits"
	"strconv"
	"strings"

	"github.com/maxence-charriere/go-app/v9/pkg/app"

	"stones/solver"
	"stones/solver/game"
)

// heapsPanel is the card "Several heaps": a position of several heaps of an
// impartial game (the key heaps), who wins it and every winning move, in
// the solver's words (solver.SumAnswer). In normal play it shows why: each
// heap's nim-value in binary, one column a bit, and their XOR, the nim-sum.
type heapsPanel struct {
	app.Compo

	Text   string         // the control's text
	Err    string         // its message
	Sum    *game.Sum      // the answer; nil when none is shown
	Answer *solver.Answer // the answer in words
	Host   host
}

// mostListed is how many winning moves the panel lists.
const mostListed = 24

// Render draws the card.
func (h *heapsPanel) Render() app.UI {
	pauseMounting(h)
	var body []app.UI
	if s := h.Sum; s != nil && h.Answer != nil {
		if s.NimSum != nil {
			body = append(body, bitTable(s))
		}
		body = append(body, app.Div().Class("answer", s.Outcome.String()).Body(
			app.P().ID("sum-text").Class("answer-text").Text(h.Answer.Head),
		))
		if lines := h.Answer.Lines; len(lines) > 0 {
			shown := lines[:min(len(lines), mostListed)]
			title := "The winning move"
			if len(lines) > 1 {
				title = "The " + itoa(len(lines)) + " winning moves"
			}
			body = append(body, app.Div().Class("heap-moves").Body(
				app.H3().Text(title),
				app.Ul().ID("sum-moves").Body(
					app.Range(shown).Slice(func(i int) app.UI { return app.Li().Text(shown[i]) }),
				),
				app.If(len(lines) > len(shown), app.P().Class("hint").Text("… and "+itoa(len(lines)-len(shown))+" more.")),
			))
		}
	}
	return app.Section().Class("card", "sum").Aria("labelledby", "sum-title").Body(
		app.H2().ID("sum-title").Text("Several heaps"),
		field("heaps", "Heap sizes", "A position of several heaps, such as 3,5,7: a move is made in one of them.",
			textInput(h.Host, "heaps", h.Text, h.Err).Class("mono").Placeholder("3,5,7").Attr("inputmode", "numeric"),
			h.Err),
		app.Div().ID("sum").Class("sum-answer").Aria("live", "polite").Body(body...),
	)
}

// bitTable writes each heap's nim-value in binary, one column a bit, the
// highest on the left, and their XOR below: a column with an odd number of
// ones gives the nim-sum a 1 there, and is marked.
func bitTable(s *game.Sum) app.UI {
	width := max(1, bits.Len32(*s.NimSum))
	for _, v := range s.Nim {
		width = max(width, bits.Len32(v))
	}
	odd := func(k int) bool { return *s.NimSum>>k&1 == 1 }
	bitCells := func(v uint32, head bool) []app.UI {
		cells := make([]app.UI, 0, width)
		for k := width - 1; k >= 0; k-- {
			class := []string{"bit"}
			if odd(k) {
				class = append(class, "odd")
			}
			switch {
			case head:
				cells = append(cells, app.Th().Scope("col").Class(class...).Aria("label", "bit of "+placeValue(k)).Text(placeValue(k)))
			default:
				b := strconv.FormatUint(uint64(v>>k&1), 10)
				if b == "1" {
					class = append(class, "one")
				}
				cells = append(cells, app.Td().Class(class...).Text(b))
			}
		}
		return cells
	}
	head := bitCells(0, true)
	foot := bitCells(*s.NimSum, false)
	return app.Div().Class("bits-wrap").Body(
		app.Table().ID("bits").Class("bits").Body(
			app.Caption().Text("Nim-values in binary. A column with an odd number of ones puts a 1 in the nim-sum."),
			app.THead().Body(
				app.Tr().Body(
					app.Th().Scope("col").Text("Heap"),
					app.Th().Scope("col").Class("num").Text("size"),
					app.Th().Scope("col").Class("num").Text("nim"),
					app.Range(head).Slice(func(i int) app.UI { return head[i] }),
				),
			),
			app.TBody().Body(
				app.Range(s.Heaps).Slice(func(i int) app.UI {
					cells := bitCells(s.Nim[i], false)
					return app.Tr().Body(
						app.Th().Scope("row").Text(itoa(i+1)),
						app.Td().Class("num", "size").Text(s.Heaps[i].String()),
						app.Td().Class("num").Text(strconv.FormatUint(uint64(s.Nim[i]), 10)),
						app.Range(cells).Slice(func(j int) app.UI { return cells[j] }),
					)
				}),
			),
			app.TFoot().Body(
				app.Tr().Body(
					app.Th().Scope("row").ColSpan(2).Text("nim-sum (XOR)"),
					app.Td().Class("num").ID("nim-sum").Text(strconv.FormatUint(uint64(*s.NimSum), 10)),
					app.Range(foot).Slice(func(j int) app.UI { return foot[j] }),
				),
			),
		),
	)
}

// placeValue writes 2^k for a column head: "8", or "2¹⁶" once it is long.
func placeValue(k int) string {
	if k < 10 {
		return strconv.Itoa(1 << k)
	}
	return "2" + superscripts.Replace(strconv.Itoa(k))
}

// superscripts writes digits as superscripts.
var superscripts = strings.NewReplacer("0", "⁰", "1", "¹", "2", "²", "3", "³", "4", "⁴", "5", "⁵", "6", "⁶", "7", "⁷", "8", "⁸", "9", "⁹")
