package main

import (
	"math/big"
	"math/bits"
	"strconv"
	"strings"

	"github.com/maxence-charriere/go-app/v9/pkg/app"

	"stones/solver"
)

// The panel "Several heaps": a position of several heaps (the key heaps),
// who wins it and every winning move. In normal play it shows why: each
// heap's nim-value in binary, one column a bit, and their XOR, the nim-sum.

func (c *explorer) renderSum() app.UI {
	var s *solver.Sum
	if r := c.result; r != nil && r.Sum != nil && sameHeaps(c.shown.Heaps, c.cfg.Heaps) {
		s = r.Sum
	}
	var body []app.UI
	if s != nil {
		if s.NimSum != nil {
			body = append(body, bitTable(s))
		}
		answer := []app.UI{app.P().ID("sum-text").Class("answer-text").Text(sumText(s))}
		if c.shown.Play == solver.Misere {
			answer = append(answer, app.P().ID("sum-searched").Class("hint").Text(
				"Misère play: found by searching "+solver.Grouped(s.Searched)+" positions."))
		}
		body = append(body, app.Div().Class("answer", string(s.Outcome)).Body(answer...))
		if len(s.WinningMoves) > 0 {
			body = append(body, c.renderHeapMoves(s))
		}
	}
	return app.Section().Class("card", "sum").Aria("labelledby", "sum-title").Body(
		app.H2().ID("sum-title").Text("Several heaps"),
		field("heaps", "Heap sizes", "A position of several heaps, such as 3,5,7: a move is made in one of them.",
			app.Input().ID("heaps").Type("text").Class("mono").Value(c.text["heaps"]).
				Placeholder("3,5,7").AutoComplete(false).Spellcheck(false).Attr("inputmode", "numeric").
				Aria("describedby", "heaps-hint heaps-error").Aria("invalid", c.errs["heaps"] != "").
				OnInput(typing(c.typeHeaps, false)).OnChange(typing(c.typeHeaps, true)),
			c.errs["heaps"]),
		app.Div().ID("sum").Class("sum-answer").Aria("live", "polite").Body(body...),
	)
}

// renderHeapMoves lists the winning moves of a sum.
func (c *explorer) renderHeapMoves(s *solver.Sum) app.UI {
	moves := pickMoves(s.WinningMoves, mostListed, heapMoveEvery)
	more := len(s.WinningMoves) - len(moves)
	title := "The winning move"
	if len(s.WinningMoves) > 1 {
		title = "The " + strconv.Itoa(len(s.WinningMoves)) + " winning moves"
	}
	return app.Div().Class("heap-moves").Body(
		app.H3().Text(title),
		app.Ul().ID("sum-moves").Body(
			app.Range(moves).Slice(func(i int) app.UI {
				return app.Li().Text(heapMovePhrase(moves[i], s.Heaps, c.shown))
			}),
		),
		app.If(more > 0, app.P().Class("hint").Text("… and "+strconv.Itoa(more)+" more.")),
	)
}

// bitTable writes each heap's nim-value in binary, one column a bit, the
// highest on the left, and their XOR below: a column with an odd number of
// ones gives the nim-sum a 1 there, and is marked.
func bitTable(s *solver.Sum) app.UI {
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
	return app.Div().Class("bits-wrap").Body(
		app.Table().ID("bits").Class("bits").Body(
			app.Caption().Text("Nim-values in binary. A column with an odd number of ones puts a 1 in the nim-sum."),
			app.THead().Body(
				app.Tr().Body(
					app.Th().Scope("col").Text("Heap"),
					app.Th().Scope("col").Class("num").Text("size"),
					app.Th().Scope("col").Class("num").Text("nim"),
					app.Range(bitCells(0, true)).Slice(func(i int) app.UI { return bitCells(0, true)[i] }),
				),
			),
			app.TBody().Body(
				app.Range(s.Heaps).Slice(func(i int) app.UI {
					cells := bitCells(s.Nim[i], false)
					return app.Tr().Body(
						app.Th().Scope("row").Text(strconv.Itoa(i+1)),
						app.Td().Class("num", "size").Text(s.Heaps[i].String()),
						app.Td().Class("num").Text(strconv.FormatUint(uint64(s.Nim[i]), 10)),
						app.Range(cells).Slice(func(j int) app.UI { return cells[j] }),
					)
				}),
			),
			app.TFoot().Body(
				func() app.UI {
					cells := bitCells(*s.NimSum, false)
					return app.Tr().Body(
						app.Th().Scope("row").ColSpan(2).Text("nim-sum (XOR)"),
						app.Td().Class("num").ID("nim-sum").Text(strconv.FormatUint(uint64(*s.NimSum), 10)),
						app.Range(cells).Slice(func(j int) app.UI { return cells[j] }),
					)
				}(),
			),
		),
	)
}

// placeValue writes 2^k for a column head: "8", or "2¹⁶" once it is long.
func placeValue(k int) string {
	if k < 10 {
		return strconv.Itoa(1 << k)
	}
	sup := strings.NewReplacer("0", "⁰", "1", "¹", "2", "²", "3", "³", "4", "⁴", "5", "⁵", "6", "⁶", "7", "⁷", "8", "⁸", "9", "⁹")
	return "2" + sup.Replace(strconv.Itoa(k))
}

// sameHeaps reports whether two positions list the same heaps.
func sameHeaps(a, b []*big.Int) bool {
	if a == nil || b == nil || len(a) != len(b) {
		return false
	}
	for i := range a {
		if a[i].Cmp(b[i]) != 0 {
			return false
		}
	}
	return true
}

// typeHeaps takes the heaps typed; an empty control asks no question.
func (c *explorer) typeHeaps(text string, now bool) {
	c.typed("heaps", text, now, func(text string) (func() (bool, bool), error) {
		var heaps []*big.Int
		var err error
		if strings.TrimSpace(text) != "" {
			heaps, err = solver.ParseHeaps("heaps", text)
		}
		return func() (bool, bool) {
			changed := (heaps == nil) != (c.cfg.Heaps == nil) || heaps != nil && !sameHeaps(heaps, c.cfg.Heaps)
			c.cfg.Heaps = heaps
			return changed, heaps != nil
		}, err
	})
}
