package main

import (
	"math/big"
	"strconv"
	"strings"

	"stones/solver"
)

// answerText answers "who wins at n" in words. moves is the move set, to
// tell a heap with no move from one where every move loses.
func answerText(q *solver.Query, moves solver.MoveSet) string {
	if q.Outcome == solver.P {
		if n, ok := new(big.Int).SetString(q.N, 10); ok && n.Cmp(big.NewInt(int64(moves.Moves()[0]))) < 0 {
			return "The second player wins: the first player has no move."
		}
		return "The second player wins: every move leaves a winning heap for the opponent."
	}
	const most = 12 // moves listed; a move set of hundreds would drown the answer
	var items []string
	for i, m := range q.WinningMoves {
		if i == most {
			break
		}
		leave := ""
		if len(m.Leave) > 0 {
			leave = " (leaving " + m.Leave[0].String() + ")"
		}
		items = append(items, strconv.Itoa(m.Take)+leave)
	}
	list := ""
	switch len(items) {
	case 0:
		return "The first player wins."
	case 1:
		list = items[0]
	default:
		list = strings.Join(items[:len(items)-1], ", ") + " or " + items[len(items)-1]
	}
	if more := len(q.WinningMoves) - len(items); more > 0 {
		list = strings.Join(items, ", ") + " or any of " + strconv.Itoa(more) + " more winning moves"
	}
	return "The first player wins: take " + list + "."
}

// heapRange writes the heap sizes from a to b inclusive: "15–27", or "15".
func heapRange(a, b int) string {
	if a == b {
		return strconv.Itoa(a)
	}
	return strconv.Itoa(a) + "–" + strconv.Itoa(b)
}
