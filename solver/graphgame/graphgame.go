// Package graphgame is the family game=graph, Kayles and node Kayles on
// graphs: a move takes a vertex or two adjacent vertices (Kayles), or a
// vertex and all its neighbours (node Kayles), and the player who cannot
// move loses. Package graph is its engine, which it presents.
// The graph is an edge list or a named shape (package graph parses both);
// the family's figures are those of the shape's graphs one a size, path:0,
// path:1, …, or of the graphs the first 0, 1, … vertices of an edge list
// span, so that the graph given is the last or one of them.
//
// The values are exact, found by package graph's memoised search over
// canonical forms, components by nim-sum. On a path Kayles is the octal
// game 0.77 and node Kayles 0.137, whose proven periods the teaching text
// points to: the sequence of a path stops at 64 vertices, and its period
// is that octal game's.
//
// # Sources
//
//   - E. Demaine, "Playing games with algorithms", MIT SP.268 lecture
//     notes (2010): Kayles, its periodic nim-values, and Kayles on cycles
//     and trees.
//   - H. E. Dudeney, The Canterbury Puzzles (1908): Kayles.
//   - T. J. Schaefer, "On the complexity of some two-person
//     perfect-information games" (1978): node Kayles, PSPACE-complete on
//     general graphs.
//   - E. R. Berlekamp, J. H. Conway and R. K. Guy, Winning Ways, ch. 4:
//     Dawson's chess, which is node Kayles on a path (0.137).
//
// # Costs
//
// See package graph and BENCH.md ("Games on graphs and boards"): paths,
// cycles, stars and spiders of 60-odd vertices take milliseconds under
// every rule, and node Kayles milliseconds on grids up to 6×6 and random
// graphs of 24 vertices, while the random connected graphs of 64 vertices
// measured need more components than the limit under node Kayles and
// dominoes, and are refused by it in tens of seconds; Kayles on a random
// tree of 35 vertices or a general graph of 24 takes seconds
// (a general graph of at most 24 vertices by a table of its vertex sets),
// on a random tree of 40 about ten seconds. Every computation values at
// most Limits.States components up to isomorphism, or a table of 2^24
// entries, reports its progress and stops when cancelled; under Kayles a
// graph whose bound on its components (package graph's Memo.Bound) exceeds
// Limits.States is refused before any search, in milliseconds.
package graphgame

import (
	"strconv"
	"strings"

	"stones/solver/game"
	"stones/solver/graph"
)

// Source is where the family comes from, by author and title.
const Source = "Demaine, Playing games with algorithms (MIT SP.268 notes, 2010); Schaefer, On the complexity of some two-person perfect-information games (1978)"

// Family describes Kayles on graphs for the page and the CLI: the key
// game=graph and its keys graph and rule.
var Family = game.Family{
	Game:  "graph",
	Title: "Kayles on graphs",
	Rules: "Stones stand on the vertices of a graph. Under Kayles a move takes one stone, or two stones joined by an edge; " +
		"under node Kayles a move takes a stone and every stone joined to it; under the domino rule a move takes two stones joined by an edge. " +
		"The player who cannot move loses.",
	Source: Source,
	Keys: []game.Key{
		{Name: "graph", Kind: game.GraphKey, Default: "path:10", Label: "Graph",
			Help: "an edge list, 0-1,1-2,2-3 (a vertex without an edge written alone), or a shape: " + shapes() + "; at most 64 vertices"},
		{Name: "rule", Kind: game.ChoiceKey, Default: "kayles", Label: "Rule",
			Help: "kayles: take a vertex, or two adjacent vertices; node: take a vertex and its neighbours; domino: take two adjacent vertices",
			Choices: []game.Choice{
				{Value: "kayles", Label: "Kayles"},
				{Value: "node", Label: "Node Kayles"},
				{Value: "domino", Label: "Dominoes"},
			}},
	},
	Legend: game.ImpartialLegend,
	Presets: []game.Preset{
		{Name: "Kayles", Config: "game=graph&graph=path:20&rule=kayles", About: "Kayles on a row of pins: the octal game 0.77, periodic from 72 with period 12",
			Source: "Dudeney, The Canterbury Puzzles (1908); Demaine, Playing games with algorithms (MIT SP.268 notes)"},
		{Name: "Kayles on a cycle", Config: "game=graph&graph=cycle:12&rule=kayles", About: "the first move opens the ring into a row",
			Source: "Demaine, Playing games with algorithms (MIT SP.268 notes)"},
		{Name: "Kayles on a tree", Config: "game=graph&graph=spider:3,4,5&rule=kayles", About: "three legs of 3, 4 and 5 pins around a centre",
			Source: "Demaine, Playing games with algorithms (MIT SP.268 notes)"},
		{Name: "Dawson's chess", Config: "game=graph&graph=path:20&rule=node", About: "node Kayles on a path: the octal game 0.137",
			Source: "Berlekamp, Conway and Guy, Winning Ways, ch. 4"},
		{Name: "Node Kayles on a grid", Config: "game=graph&graph=grid:4x5&rule=node", About: "PSPACE-complete on general graphs, exact here by search",
			Source: "Schaefer, On the complexity of some two-person perfect-information games (1978)"},
	},
	Build: build,
	Checks: game.Checks{
		Cases: []game.Case{
			{Query: "game=graph&graph=path:9&rule=kayles", Oracle: 10, Small: 10, Play: 6},
			{Query: "game=graph&graph=cycle:8&rule=node", Oracle: 9, Small: 10, Play: 6},
			{Query: "game=graph&graph=star:5&rule=kayles", Oracle: 6, Small: 10, Play: 6},
			{Query: "game=graph&graph=0-1,1-2,2-0,2-3,3-4,5&rule=kayles", Oracle: 7, Small: 10, Play: 6},
			{Query: "game=graph&graph=grid:2x4&rule=node", Oracle: 5, Small: 10, Play: 6},
			{Query: "game=graph&graph=spider:2,2,3&rule=domino", Oracle: 8, Small: 10, Play: 6},
		},
		Published: []game.Published{
			{Query: "game=graph&graph=path:40&rule=kayles", Nim: []uint32{0, 1, 2, 3, 1, 4, 3, 2, 1, 4, 2, 6, 4, 1, 2, 7, 1, 4, 3, 2, 1, 4, 6, 7, 4, 1, 2, 8, 5, 4},
				Source: "OEIS A002186 (Kayles on a row of pins; Guy and Smith 1956)"},
			{Query: "game=graph&graph=path:40&rule=node", Nim: []uint32{0, 1, 1, 2, 0, 3, 1, 1, 0, 3, 3, 2, 2, 4, 0, 5, 2, 2, 3, 3, 0, 1, 1, 3, 0, 2, 1, 1, 0, 4},
				Source: "OEIS A002187 (Dawson's chess, node Kayles on a path)"},
		},
		Laws:        []string{"P/N", "play", "best line", "ask"},
		Cites:       []string{"Demaine's MIT SP.268 notes"},
		PresetSmall: 10, PresetPlay: 6,
	},
}

// shapes lists the named shapes' examples.
func shapes() string {
	var s []string
	for _, sh := range graph.Shapes {
		s = append(s, sh.Example)
	}
	return strings.Join(s, ", ")
}

// build makes the game of the keys graph and rule.
func build(a game.Args) (game.Game, error) {
	var errs game.Errors
	text := a.Value("graph")
	g, err := graph.Parse("graph", text)
	if err != nil {
		errs = append(errs, err.(*game.InputError))
	}
	rule, err := graph.ParseRule("rule", a.Value("rule"))
	if err != nil {
		errs = append(errs, err.(*game.InputError))
	}
	if len(errs) > 0 {
		return nil, errs
	}
	return New(text, g, rule), nil
}

// New returns the game of rule on the graph g, written text (a shape or an
// edge list, as the key graph gives it).
func New(text string, g *graph.Graph, rule graph.Rule) *graph.Game {
	text = game.TrimSpaces(text)
	seq, norm := sequence(text, g)
	spec := graph.Spec{
		Keys:  []game.KeyValue{{Key: "graph", Value: norm}, {Key: "rule", Value: rule.String()}},
		Title: ruleNames[rule] + " on " + norm,
		Rule:  rule,
		Seq:   seq,
		Key:   "graph",
		Text:  text,
		Teach: teaching,
	}
	if name, _, _ := strings.Cut(norm, ":"); name == "path" {
		spec.Same = pathGames[rule]
	}
	return graph.NewGame(spec)
}

// ruleNames name the rules in titles.
var ruleNames = map[graph.Rule]string{graph.Kayles: "Kayles", graph.Node: "Node Kayles", graph.Domino: "Dominoes"}

// pathGames are the octal games the rules are on a path, with their
// proven periods (Demaine's notes; Winning Ways, ch. 4; the tests check
// both the values and the periods against package octal).
var pathGames = map[graph.Rule]string{
	graph.Kayles: "the octal game 0.77 (game=octal&code=0.77), periodic from 71 on with period 12",
	graph.Node:   "the octal game 0.137 (game=octal&code=0.137), periodic from 52 on with period 34",
	graph.Domino: "the octal game 0.07 (game=octal&code=0.07), periodic from 53 on with period 34",
}

// sequence returns the sequence of graphs the text names and the text in
// normal form: a sized shape over its size (path:n), a grid over its
// columns up to the grid given (grid:R×n), any other graph over its first
// n vertices.
func sequence(text string, g *graph.Graph) (graph.Sequence, string) {
	name, args, named := strings.Cut(text, ":")
	name, args = strings.TrimSpace(name), strings.TrimSpace(args)
	if sh := graph.ShapeNamed(name); named && sh != nil {
		switch {
		case sh.Sized:
			n, _ := strconv.Atoi(args)
			most := graph.MaxVertices
			if name == "star" {
				most--
			}
			return graph.Sequence{Name: name + ":n", Most: most, Size: n, At: func(k int) (*graph.Graph, graph.Set) {
				return whole(sizedShape(name, k))
			}}, name + ":" + strconv.Itoa(n)
		case name == "grid":
			rs, cs, _ := strings.Cut(strings.ToLower(args), "x")
			r, _ := strconv.Atoi(strings.TrimSpace(rs))
			c, _ := strconv.Atoi(strings.TrimSpace(cs))
			return graph.Sequence{Name: "grid:" + strconv.Itoa(r) + "×n", Most: c, Size: c, At: func(k int) (*graph.Graph, graph.Set) {
				if k == 0 {
					return whole(graph.New(0))
				}
				return whole(graph.Grid(r, k))
			}}, "grid:" + strconv.Itoa(r) + "x" + strconv.Itoa(c)
		default:
			return prefixes(g), name + ":" + strings.ReplaceAll(args, " ", "")
		}
	}
	return prefixes(g), g.String()
}

// whole returns g with every vertex in play.
func whole(g *graph.Graph) (*graph.Graph, graph.Set) { return g, g.All() }

// sizedShape returns the graph of size k of a sized shape. A cycle of
// fewer than 3 vertices is the path of as many: the ring of 2 vertices is
// one edge.
func sizedShape(name string, k int) *graph.Graph {
	switch name {
	case "cycle":
		if k < 3 {
			return graph.Path(k)
		}
		return graph.Cycle(k)
	case "star":
		return graph.Star(k)
	case "complete":
		return graph.Complete(k)
	}
	return graph.Path(k)
}

// prefixes returns the sequence of the graphs the first k vertices of g
// span, k = 0..Order.
func prefixes(g *graph.Graph) graph.Sequence {
	return graph.Sequence{Name: "the first n vertices", Most: g.Order(), Size: g.Order(), At: func(k int) (*graph.Graph, graph.Set) {
		return g, g.All() & (graph.Set(1)<<uint(k) - 1)
	}}
}

// teaching is the family's teaching text: Game.Teach adds to its last
// sentence the octal game a path is.
const teaching = "A move removes stones from the graph, and what is left falls apart into pieces that no edge joins, played side by side: the graph's nim-value is the nim-sum of its pieces' values (Sprague–Grundy). " +
	"Stones values each piece by a search that remembers every graph it has met up to isomorphism, trees by their canonical encoding (Aho, Hopcroft and Ullman), so that the figures are exact. " +
	"On a path Kayles is an octal game (Demaine's MIT SP.268 notes, “Playing games with algorithms”), while on general graphs node Kayles is PSPACE-complete (Schaefer)."
