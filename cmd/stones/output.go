package main

import (
	"encoding/json"
	"fmt"
	"io"
	"math/big"
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
	fmt.Fprintf(&b, "%s\nconfig: %s\n\n", title(c), r.Config)

	fmt.Fprintf(&b, "Outcomes of heaps 0-%d (P: the player to move loses; N: the player to move wins)\n", c.Len-1)
	for row := 0; row < len(r.Outcomes); row += 50 {
		fmt.Fprintf(&b, "%8d ", row)
		for g := row; g < min(row+50, len(r.Outcomes)); g += 10 {
			fmt.Fprintf(&b, " %s", r.Outcomes[g:min(g+10, len(r.Outcomes))])
		}
		b.WriteByte('\n')
	}
	fmt.Fprintf(&b, "%s%s\n", solver.DescribePeriod("outcomes", r.OutcomePeriod, r.OutcomeSearch), proof(r, r.OutcomePeriod))

	if r.Nim != nil {
		fmt.Fprintf(&b, "\nNim-values of heaps 0-%d\n", c.Len-1)
		for row := 0; row < len(r.Nim); row += 20 {
			fmt.Fprintf(&b, "%8d ", row)
			for _, v := range r.Nim[row:min(row+20, len(r.Nim))] {
				fmt.Fprintf(&b, " %2d", v)
			}
			b.WriteByte('\n')
		}
		fmt.Fprintf(&b, "%s%s\n", solver.DescribePeriod("nim-values", r.NimPeriod, r.NimSearch), proof(r, r.NimPeriod))
	}

	if q := r.Query; q != nil {
		b.WriteByte('\n')
		nim := ""
		if q.Nim != nil {
			nim = fmt.Sprintf(" (nim-value %d)", *q.Nim)
		}
		if q.Outcome == solver.P {
			fmt.Fprintf(&b, "Heap %s: P, the second player wins%s: every move leaves a winning position for the opponent.\n", q.N, nim)
		} else {
			moves := make([]string, len(q.WinningMoves))
			for i, m := range q.WinningMoves {
				moves[i] = moveText(m)
			}
			fmt.Fprintf(&b, "Heap %s: N, the first player wins%s.\nWinning moves: %s.\n", q.N, nim, strings.Join(moves, "; "))
		}
	}
	if s := r.Sum; s != nil {
		writeSum(&b, s)
	}
	_, err := io.WriteString(w, b.String())
	return err
}

// title names the game in words.
func title(c solver.Config) string {
	play := "normal play"
	if c.Play == solver.Misere {
		play = "misère play"
	}
	if c.Game == solver.GameOctal {
		ring := ""
		if c.Circular {
			ring = ", on a ring"
		}
		return fmt.Sprintf("Octal game %s%s, %s", c.Code, ring, play)
	}
	if name := c.Moves.Name(); name != "" {
		return fmt.Sprintf("Subtraction game, moves %s, %s", name, play)
	}
	return fmt.Sprintf("Subtraction game, moves {%s}, %s", strings.ReplaceAll(c.Moves.String(), ",", ", "), play)
}

// moveText writes a move: "take 5 (leaves 63)", "take 2 (leaves 3 and 4)".
func moveText(m solver.Move) string {
	var leave string
	switch len(m.Leave) {
	case 0:
		leave = "leaves nothing"
	case 1:
		leave = "leaves " + m.Leave[0].String()
	default:
		parts := make([]string, len(m.Leave))
		for i, l := range m.Leave {
			parts[i] = l.String()
		}
		leave = "leaves " + strings.Join(parts, " and ")
	}
	if m.Every != 0 && len(m.Leave) == 2 {
		leave += ", or those two moved apart by any multiple of " + strconv.Itoa(m.Every)
	}
	return "take " + strconv.Itoa(m.Take) + " (" + leave + ")"
}

// writeSum reports on a position of several heaps.
func writeSum(b *strings.Builder, s *solver.Sum) {
	fmt.Fprintf(b, "\nHeaps %s\n", heapList(s.Heaps))
	if s.NimSum != nil {
		width := 1
		for _, v := range append(s.Nim, *s.NimSum) {
			width = max(width, len(strconv.FormatUint(uint64(v), 2)))
		}
		for i, h := range s.Heaps {
			fmt.Fprintf(b, "  heap %-12s nim-value %4d  %0*b\n", h, s.Nim[i], width, s.Nim[i])
		}
		fmt.Fprintf(b, "  %-17s nim-sum %6d  %0*b\n", "", *s.NimSum, width, *s.NimSum)
	} else {
		fmt.Fprintf(b, "  solved by exhaustive search over %d positions (misère play: nim-values do not add up)\n", s.Searched)
	}
	if s.Outcome == solver.P {
		b.WriteString("P: the second player wins; every move leaves a winning position for the opponent.\n")
		return
	}
	moves := make([]string, len(s.WinningMoves))
	for i, m := range s.WinningMoves {
		moves[i] = fmt.Sprintf("in heap %d (%s), %s", m.Heap+1, s.Heaps[m.Heap], moveText(m.Move))
	}
	fmt.Fprintf(b, "N: the first player wins.\nWinning moves: %s.\n", strings.Join(moves, "; "))
}

func heapList(hs []*big.Int) string {
	parts := make([]string, len(hs))
	for i, h := range hs {
		parts[i] = h.String()
	}
	return strings.Join(parts, ", ")
}

// proof says on what a period rests.
func proof(r *solver.Result, p *solver.Period) string {
	if p == nil || !p.Proven || r.Proof == "" {
		return ""
	}
	return " Proven: " + r.Proof + "."
}
