package game

import (
	"slices"
	"strconv"
	"strings"
)

// MaxCells is the most cells a board may have: a board is played as a
// graph of at most 64 vertices.
const MaxCells = 64

// Cell is a cell of a board: its row and column, from 0.
type Cell struct{ Row, Col int }

// String writes the cell as the key holes reads it, row.column from 1.
func (c Cell) String() string { return strconv.Itoa(c.Row+1) + "." + strconv.Itoa(c.Col+1) }

// ParseBoard reads a board's size given as the value of key: rows x
// columns, "3x6", each at least 1, at most MaxCells cells.
func ParseBoard(key, text string) (rows, cols int, err error) {
	rs, cs, ok := strings.Cut(strings.ToLower(TrimSpaces(text)), "x")
	if !ok {
		return 0, 0, Errorf(key, text, "a board is written rows x columns, as in 3x6")
	}
	for i, s := range []string{rs, cs} {
		s = TrimSpaces(s)
		n, err := strconv.Atoi(s)
		if err != nil || s == "" || s[0] == '+' || s[0] == '-' || n < 1 {
			return 0, 0, Errorf(key, text, "%s is not a number of %s: give a whole number from 1", Quote(s), []string{"rows", "columns"}[i])
		}
		if n > MaxCells {
			return 0, 0, Errorf(key, text, "has %d %s; a board may have at most %d cells", n, []string{"rows", "columns"}[i], MaxCells)
		}
		if i == 0 {
			rows = n
		} else {
			cols = n
		}
	}
	if rows*cols > MaxCells {
		return 0, 0, Errorf(key, text, "has %d cells; a board may have at most %d", rows*cols, MaxCells)
	}
	return rows, cols, nil
}

// ParseCells reads cells of a board of rows × cols given as the value of
// key: row.column pairs counted from 1, separated by commas, "1.1,2.3",
// each on the board and given once. The empty text is no hole. The cells
// are returned in order, by row then column.
func ParseCells(key, text string, rows, cols int) ([]Cell, error) {
	t := TrimSpaces(text)
	if t == "" {
		return nil, nil
	}
	var cells []Cell
	for part := range strings.SplitSeq(t, ",") {
		part = TrimSpaces(part)
		r, c, ok := strings.Cut(part, ".")
		row, err1 := strconv.Atoi(TrimSpaces(r))
		col, err2 := strconv.Atoi(TrimSpaces(c))
		if !ok || err1 != nil || err2 != nil {
			return nil, Errorf(key, text, "%s is not a cell: write row.column, counted from 1, as in 2.3", Quote(part))
		}
		if row < 1 || row > rows || col < 1 || col > cols {
			return nil, Errorf(key, text, "%s is off the board of %d rows and %d columns", Quote(part), rows, cols)
		}
		cell := Cell{row - 1, col - 1}
		if slices.Contains(cells, cell) {
			return nil, Errorf(key, text, "the cell %s is given twice", cell)
		}
		cells = append(cells, cell)
	}
	slices.SortFunc(cells, func(a, b Cell) int { return (a.Row*MaxCells + a.Col) - (b.Row*MaxCells + b.Col) })
	return cells, nil
}
