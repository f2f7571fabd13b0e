package main

import (
	"github.com/maxence-charriere/go-app/v9/pkg/app"

	"stones/app/analysis"
	"stones/solver/numerals"
)

// The explorer's questions about a heap of the figure: it asks the
// analyst, from the figure's last result, and hands the answer to the
// explanation's panel (explain.go).

// explain asks the analyst why heap n of the figure shown has its value.
// A question soon waits explainAfter, and is dropped if another comes
// meanwhile; a heap already explained or awaited is not asked again.
func (c *explorer) explain(n int, soon bool) {
	e := c.notes
	if c.result == nil || n < 0 || n >= len(c.result.Outcomes) || n == e.want && (e.ask != 0 || e.open() && e.heap == n) {
		return
	}
	c.asks++
	ask, cfg := c.asks, c.shown
	e.want = n
	send := func() {
		if ask != c.asks {
			return
		}
		e.ask = ask
		if r := c.result; r.Solution.Values != nil {
			// A figure computed in this thread (answerHere) holds its
			// values: the answer is a lookup, here and now.
			c.explained(analysis.Explain(ask, cfg, r, n))
			return
		}
		e.redraw()
		c.analyst.explain(ask, cfg, n)
	}
	if !soon {
		send()
		return
	}
	c.ui.After(explainAfter, func(ctx app.Context) {
		ctx.PreventUpdate()
		send()
	})
}

// unexplain closes the explanation.
func (c *explorer) unexplain() {
	c.asks++
	c.notes.close()
}

// explained takes the answer to a question about the figure (an
// analysis.Explanation, or its Failure), unless a newer question
// superseded it.
func (c *explorer) explained(m analysis.Message) {
	e := c.notes
	if kind, ask := analysis.Number(m); kind != analysis.AskJob || ask != e.ask {
		return
	}
	e.ask, e.heap, e.words, e.err = 0, e.want, nil, ""
	switch m := m.(type) {
	case analysis.Explanation:
		e.words = m.Words
	case analysis.Failure:
		e.err = "Heap " + numerals.Grouped(e.want) + " cannot be explained: " + problemText(m.Err) + "."
	}
	e.redraw()
}
