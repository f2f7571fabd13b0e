// Package cram is Cram, the family game=cram: a move places a domino on
// two free cells of a board that share a side, and the player who cannot
// move loses. The board is rows × columns with holes; the family's figures
// are those of the boards of the same rows and 0, 1, … columns (the holes
// of the first columns with them), up to the board given.
//
// The values are exact, found by package graph's pruned search (Beling
// and Rogalski's method, graph.Pruned) over the regions a board falls
// into, each known up to the eight symmetries of the square; a board
// with both sides even is 0 by the symmetry strategy, at once. A board
// of one row is Dawson's Kayles, the octal game 0.07, whose proven period
// the teaching text points to.
//
// # Sources
//
//   - M. Gardner, Mathematical Games, Scientific American (1974), and
//     Berlekamp, Conway and Guy, Winning Ways, ch. 23: Cram, and the
//     symmetry strategy on boards with an even side.
//   - E. Demaine, "Playing games with algorithms", MIT SP.268 lecture
//     notes (2010): linear Cram.
//   - J. W. H. M. Uiterwijk, "Construction and investigation of Cram
//     endgame databases", ICGA Journal: the values of 2×n boards, 0 for n
//     even and 1 for n odd.
//   - P. Beling and M. Rogalski, "On pruning search trees of impartial
//     games", Artificial Intelligence 283 (2020): the pruned search.
//   - P. Beling, impartial-games (2020–2025): the nim-values of boards up
//     to 15×4, pinned in the tests as far as they are quick.
//
// # Costs
//
// Boards of 30 cells take under a second natively (5×6), 4×11 about two
// minutes of one core (docs/cram.md, BENCH.md); every computation takes
// at most Limits.Work steps of the pruned search and a table of a
// quarter of Limits.Memory, reports its progress and stops when
// cancelled.
package cram

import (
	"slices"
	"strconv"
	"strings"

	"stones/solver/game"
	"stones/solver/graph"
)

// Source is where the family comes from, by author and title.
const Source = "Gardner, Mathematical Games (Scientific American, 1974); Berlekamp, Conway and Guy, Winning Ways, ch. 23"

// Family describes Cram for the page and the CLI: the key game=cram and
// its keys board and holes.
var Family = game.Family{
	Game:   "cram",
	Title:  "Cram",
	Rules:  "A move places a domino on two free cells of the board that share a side. The player who cannot move loses.",
	Source: Source,
	Keys: []game.Key{
		{Name: "board", Kind: game.BoardKey, Default: "3x6", Label: "Board",
			Help: "rows x columns, such as 3x6; at most 64 cells"},
		{Name: "holes", Kind: game.CellsKey, Label: "Holes",
			Help: "cells that are not part of the board, each row.column counted from 1, such as 1.1,2.3"},
	},
	Legend: game.ImpartialLegend,
	Presets: []game.Preset{
		{Name: "Dawson's Kayles", Config: "game=cram&board=1x40", About: "Cram on one row: the octal game 0.07, periodic from 52 with period 34",
			Source: "Demaine, Playing games with algorithms (MIT SP.268 notes); Guy and Smith, The G-values of various games (1956)"},
		{Name: "Cram 3×6", Config: "game=cram&board=3x6", About: "nim-value 4; the values of 3×n boards are not known to repeat",
			Source: "T. Plick, nimcalc (its test table: 3 x 6: 4)"},
		{Name: "Cram 4×5", Config: "game=cram&board=4x5", About: "nim-value 2", Source: "P. Beling, impartial-games (Cram nim-values)"},
		{Name: "Cram 5×5", Config: "game=cram&board=5x5", About: "nim-value 0: the second player wins", Source: "P. Beling, impartial-games (Cram nim-values)"},
		{Name: "Cram 2×10 with holes", Config: "game=cram&board=2x10&holes=1.5,2.6", About: "two holes break the symmetry strategy",
			Source: "Berlekamp, Conway and Guy, Winning Ways, ch. 23"},
	},
	Build: build,
	Checks: game.Checks{
		Cases: []game.Case{
			{Query: "game=cram&board=1x12", Oracle: 13, Small: 6, Play: 4},
			{Query: "game=cram&board=2x5", Oracle: 6, Small: 6, Play: 4},
			{Query: "game=cram&board=3x4&holes=2.2", Oracle: 5, Small: 6, Play: 4},
		},
		Published: []game.Published{
			{Query: "game=cram&board=1x40", From: 1, Nim: []uint32{0, 1, 1, 2, 0, 3, 1, 1, 0, 3, 3, 2, 2, 4, 0, 5, 2, 2, 3, 3, 0, 1, 1, 3, 0, 2, 1, 1, 0, 4},
				Source: "OEIS A002187 shifted by one cell (Cram on one row is Dawson's Kayles, 0.07)"},
			{Query: "game=cram&board=3x6", From: 6, Nim: []uint32{4}, Source: "T. Plick, nimcalc (its test table: 3 x 6: 4)"},
		},
		Laws:        []string{"P/N", "play", "best line", "ask"},
		Cites:       []string{"Demaine's MIT SP.268 notes"},
		PresetSmall: 6, PresetPlay: 4,
	},
}

// build makes the game of the keys board and holes.
func build(a game.Args) (game.Game, error) {
	rows, cols, err := game.ParseBoard("board", a.Value("board"))
	if err != nil {
		return nil, err
	}
	var holes []game.Cell
	if a.Given("holes") {
		if holes, err = game.ParseCells("holes", a.Value("holes"), rows, cols); err != nil {
			return nil, err
		}
	}
	return New(rows, cols, holes), nil
}

// New returns Cram on the board of rows × cols without the holes, which
// must be on it: a game of package graph whose graphs are the boards of
// rows × n, n = 0..cols, vertex v the cell of row v mod rows and column v
// div rows.
func New(rows, cols int, holes []game.Cell) *graph.Game {
	board := strconv.Itoa(rows) + "x" + strconv.Itoa(cols)
	keys := []game.KeyValue{{Key: "board", Value: board}}
	title := "Cram on " + strconv.Itoa(rows) + "×" + strconv.Itoa(cols)
	if len(holes) > 0 {
		names := make([]string, len(holes))
		for i, h := range holes {
			names[i] = h.String()
		}
		keys = append(keys, game.KeyValue{Key: "holes", Value: strings.Join(names, ",")})
		title += " without " + strings.Join(names, ", ")
	}
	holes = slices.Clone(holes)
	spec := graph.Spec{
		Keys:  keys,
		Title: title,
		Rule:  graph.Domino,
		Seq: graph.Sequence{Name: "board " + strconv.Itoa(rows) + "×n", Most: cols, Size: cols, At: func(k int) (*graph.Graph, graph.Set) {
			g := graph.Grid(max(k, 0), rows)
			s := g.All()
			for _, h := range holes {
				if h.Col < k {
					s &^= 1 << uint(h.Col*rows+h.Row)
				}
			}
			return g, s
		}},
		Key:   "board",
		Text:  board,
		Rows:  rows,
		Teach: teaching,
	}
	if rows == 1 && len(holes) == 0 {
		spec.Same = "the octal game 0.07 (game=octal&code=0.07), periodic from 53 on with period 34"
	}
	return graph.NewGame(spec)
}

// teaching is the family's teaching text: Game.Teach adds to its last
// sentence the octal game a row is.
const teaching = "Each domino splits the free cells into regions that no domino can bridge, played side by side: a board's nim-value is the nim-sum of its regions' values (Sprague–Grundy). " +
	"Stones values each region by a pruned search that asks only whether a value is one that still matters (Beling and Rogalski), remembering the regions it has valued up to the eight symmetries of the square, so that the figures are exact; a board with both sides even is a second-player win by the symmetry strategy (Gardner, Mathematical Games). " +
	"On one row Cram is Dawson's Kayles (Demaine's MIT SP.268 notes, “Playing games with algorithms”); 2×n boards are worth 0 for n even and 1 for n odd (Uiterwijk), while the values of 3×n boards are an open problem."
