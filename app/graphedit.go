package main

import (
	"math"
	"strconv"

	"github.com/maxence-charriere/go-app/v9/pkg/app"

	"stones/solver/game"
	"stones/solver/graph"
)

// svgNS is the namespace of SVG elements: each needs it (go-app), which
// sets no class on them, so web/stones.css styles them by their place in
// .graph-editor.
const svgNS = "http://www.w3.org/2000/svg"

// graphEditor draws a graph key (game.GraphKey): its text, and the graph
// as a drawing whose vertices are buttons. Choosing a vertex and then
// another joins them, or parts them when joined; a button adds a vertex
// and another removes the vertex chosen. Each edit writes the key as an
// edge list. While the text has a message only the text is drawn.
func (e *editor) graphEditor(k game.Key) app.UI {
	text, msg, help := e.Text[k.Name], e.Errs[k.Name], sentence(k.Help)
	input := field(k.Name, k.Label, help, textInput(e.Host, k.Name, text, msg).Class("mono"), msg)
	g, err := graph.Parse(k.Name, e.Cfg.Value(k.Name))
	if err != nil || msg != "" {
		return input
	}
	n := g.Order()
	chosen := e.chosen - 1
	if chosen >= n {
		chosen = -1
	}
	const size, pad = 240.0, 22.0
	at := func(v int) (float64, float64) {
		if n == 1 {
			return size / 2, size / 2
		}
		a := 2*math.Pi*float64(v)/float64(n) - math.Pi/2
		r := size/2 - pad
		return size/2 + r*math.Cos(a), size/2 + r*math.Sin(a)
	}
	num := func(x float64) string { return strconv.FormatFloat(x, 'f', 1, 64) }
	var shapes []app.UI
	for _, ed := range g.Edges() {
		x1, y1 := at(ed[0])
		x2, y2 := at(ed[1])
		shapes = append(shapes, app.Elem("line").XMLNS(svgNS).
			Attr("x1", num(x1)).Attr("y1", num(y1)).Attr("x2", num(x2)).Attr("y2", num(y2)))
	}
	for v := range n {
		x, y := at(v)
		label := "vertex " + strconv.Itoa(v)
		if v == chosen {
			label += ", chosen"
		}
		shapes = append(shapes, app.Elem("g").XMLNS(svgNS).ID(k.Name+"-vertex-"+strconv.Itoa(v)).
			Attr("tabindex", "0").Attr("role", "button").Aria("pressed", v == chosen).Aria("label", label).
			OnClick(func(ctx app.Context, ev app.Event) { e.choose(k.Name, g, v) }, k.Name, v, g.String(), chosen).
			OnKeyDown(func(ctx app.Context, ev app.Event) {
				if key := ev.Get("key").String(); key == "Enter" || key == " " {
					ev.PreventDefault()
					e.choose(k.Name, g, v)
				}
			}, k.Name, v, g.String(), chosen).
			Body(
				app.Elem("circle").XMLNS(svgNS).Attr("cx", num(x)).Attr("cy", num(y)).Attr("r", "13"),
				app.Elem("text").XMLNS(svgNS).Attr("x", num(x)).Attr("y", num(y+4)).Attr("text-anchor", "middle").Text(strconv.Itoa(v)),
			))
	}
	return app.Div().Class("graph-editor").Body(
		input,
		app.Elem("svg").XMLNS(svgNS).ID(k.Name+"-drawing").
			Attr("viewBox", "0 0 240 240").Attr("role", "group").
			Aria("label", k.Label+": choose a vertex, then another to join or part them").Body(shapes...),
		app.Div().Class("graph-actions").Body(
			app.Button().Type("button").Class("pick").ID(k.Name+"-add").Disabled(n >= graph.MaxVertices).
				OnClick(func(ctx app.Context, ev app.Event) { e.Host.set(k.Name, withVertex(g), k.Name) }, k.Name, g.String()).
				Text("Add a vertex"),
			// A graph keeps a vertex: the empty edge list is no graph.
			app.Button().Type("button").Class("pick").ID(k.Name+"-remove").Disabled(chosen < 0 || n < 2).
				OnClick(func(ctx app.Context, ev app.Event) {
					e.chosen = 0
					e.Host.set(k.Name, withoutVertex(g, chosen), k.Name)
				}, k.Name, g.String(), chosen).
				Text(ifText(n < 2, "Remove a vertex: a graph keeps one")+ifText(n >= 2 && chosen >= 0, "Remove vertex "+strconv.Itoa(chosen))+ifText(n >= 2 && chosen < 0, "Remove a vertex: choose it first")),
		),
	)
}

// choose handles a vertex chosen in the drawing: the first is held; a
// second joins the two, or parts them when joined; the same again lets go.
func (e *editor) choose(key string, g *graph.Graph, v int) {
	switch u := e.chosen - 1; {
	case u < 0 || u >= g.Order():
		e.chosen = v + 1
	case u == v:
		e.chosen = 0
	default:
		e.chosen = 0
		e.Host.set(key, toggledEdge(g, u, v), key)
	}
}

// withVertex returns g with one more vertex, alone, as an edge list.
func withVertex(g *graph.Graph) string {
	h := graph.New(g.Order() + 1)
	for _, ed := range g.Edges() {
		h.AddEdge(ed[0], ed[1])
	}
	return h.String()
}

// withoutVertex returns g without vertex v, the later vertices numbered
// one lower, as an edge list.
func withoutVertex(g *graph.Graph, v int) string {
	h := graph.New(g.Order() - 1)
	for _, ed := range g.Edges() {
		if ed[0] == v || ed[1] == v {
			continue
		}
		a, b := ed[0], ed[1]
		if a > v {
			a--
		}
		if b > v {
			b--
		}
		h.AddEdge(a, b)
	}
	return h.String()
}

// toggledEdge returns g with the edge u–v added, or removed when g has it.
func toggledEdge(g *graph.Graph, u, v int) string {
	h := graph.New(g.Order())
	had := false
	for _, ed := range g.Edges() {
		if ed == [2]int{min(u, v), max(u, v)} {
			had = true
			continue
		}
		h.AddEdge(ed[0], ed[1])
	}
	if !had {
		h.AddEdge(u, v)
	}
	return h.String()
}
