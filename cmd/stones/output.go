package main

import (
	"encoding/json"
	"fmt"
	"io"
	"strconv"
	"strings"

	"stones/solver"
)

// writeJSON prints the result as the one JSON object of the contract.
func writeJSON(w io.Writer, r *solver.Result) error {
	enc := json.NewEncoder(w)
	enc.SetEscapeHTML(false)
	return enc.Encode(r)
}

// writeText prints the result as a report for people.
func writeText(w io.Writer, c solver.Config, r *solver.Result) error {
	var b strings.Builder
	fmt.Fprintf(&b, "Subtraction game, moves {%s}, normal play\n", strings.ReplaceAll(c.Moves.String(), ",", ", "))
	fmt.Fprintf(&b, "config: %s\n\n", r.Config)

	fmt.Fprintf(&b, "Outcomes of heaps 0-%d (P: the player to move loses; N: the player to move wins)\n", c.Len-1)
	for row := 0; row < len(r.Outcomes); row += 50 {
		fmt.Fprintf(&b, "%8d ", row)
		for g := row; g < min(row+50, len(r.Outcomes)); g += 10 {
			fmt.Fprintf(&b, " %s", r.Outcomes[g:min(g+10, len(r.Outcomes))])
		}
		b.WriteByte('\n')
	}
	fmt.Fprintf(&b, "%s%s\n\n", solver.DescribePeriod("outcomes", r.OutcomePeriod, r.OutcomeSearch), proof(r.OutcomePeriod))

	fmt.Fprintf(&b, "Nim-values of heaps 0-%d\n", c.Len-1)
	for row := 0; row < len(r.Nim); row += 20 {
		fmt.Fprintf(&b, "%8d ", row)
		for _, v := range r.Nim[row:min(row+20, len(r.Nim))] {
			fmt.Fprintf(&b, " %2d", v)
		}
		b.WriteByte('\n')
	}
	fmt.Fprintf(&b, "%s%s\n", solver.DescribePeriod("nim-values", r.NimPeriod, r.NimSearch), proof(r.NimPeriod))

	if q := r.Query; q != nil {
		b.WriteByte('\n')
		nim := ""
		if q.Nim != nil {
			nim = fmt.Sprintf(" (nim-value %d)", *q.Nim)
		}
		if q.Outcome == solver.P {
			fmt.Fprintf(&b, "Heap %s: P, the second player wins%s: every move leaves a winning heap for the opponent.\n", q.N, nim)
		} else {
			moves := make([]string, len(q.WinningMoves))
			for i, m := range q.WinningMoves {
				moves[i] = "take " + strconv.Itoa(m.Take) + " (leaves " + m.Leave[0].String() + ")"
			}
			fmt.Fprintf(&b, "Heap %s: N, the first player wins%s.\nWinning moves: %s.\n", q.N, nim, strings.Join(moves, ", "))
		}
	}
	_, err := io.WriteString(w, b.String())
	return err
}

// proof says on what a period rests.
func proof(p *solver.Period) string {
	if p == nil || !p.Proven {
		return ""
	}
	return " Proven: a window of max S values repeats."
}
