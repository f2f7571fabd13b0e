package main

import (
	"slices"
	"strconv"
	"strings"

	"github.com/maxence-charriere/go-app/v9/pkg/app"

	"stones/solver/game"
)

// cellsEditor draws a key of cells (game.CellsKey) as the board that the
// family's board key (game.BoardKey) gives: its text, and one button a
// cell, pressed for a cell the key lists, which a click, Enter or Space
// toggles. While the board or the cells have a message only the text is
// drawn: the grid would show another board than the text.
func (e *editor) cellsEditor(k game.Key) app.UI {
	text, msg, help := e.Text[k.Name], e.Errs[k.Name], sentence(k.Help)
	input := field(k.Name, k.Label, help, textInput(e.Host, k.Name, text, msg).Class("mono").Placeholder("none"), msg)
	rows, cols, ok := e.board()
	if !ok || msg != "" {
		return input
	}
	listed, err := game.ParseCells(k.Name, e.Cfg.Value(k.Name), rows, cols)
	if err != nil {
		return input
	}
	toggle := func(c game.Cell) string {
		next := slices.DeleteFunc(slices.Clone(listed), func(x game.Cell) bool { return x == c })
		if len(next) == len(listed) {
			next = append(next, c)
		}
		names := make([]string, len(next))
		for i, x := range next {
			names[i] = x.String()
		}
		return strings.Join(names, ",")
	}
	var lines []app.UI
	for r := range rows {
		var cells []app.UI
		for c := range cols {
			cell := game.Cell{Row: r, Col: c}
			on := slices.Contains(listed, cell)
			value := toggle(cell)
			label := "row " + strconv.Itoa(r+1) + ", column " + strconv.Itoa(c+1)
			cells = append(cells, app.Button().Type("button").Class("pick", "board-cell").ID(k.Name+"-cell-"+cell.String()).
				Aria("pressed", on).Aria("label", label).Title(cell.String()).
				OnClick(func(ctx app.Context, ev app.Event) { e.Host.set(k.Name, value, k.Name) }, k.Name, value).
				Text(ifText(on, "✕")))
		}
		lines = append(lines, app.Div().Class("board-row").Body(cells...))
	}
	return app.Div().Class("board-editor").Body(
		input,
		app.Div().ID(k.Name+"-board").Attr("role", "group").Aria("label", k.Label+": the board, a cell pressed for each "+strings.ToLower(k.Label[:1])+k.Label[1:]).
			Class("board").Body(lines...),
	)
}

// board returns the rows and columns of the family's board key, when it
// has one and its value is a board.
func (e *editor) board() (rows, cols int, ok bool) {
	for _, k := range e.Cfg.Family.Keys {
		if k.Kind == game.BoardKey {
			r, c, err := game.ParseBoard(k.Name, e.Cfg.Value(k.Name))
			return r, c, err == nil
		}
	}
	return 0, 0, false
}
