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

	fmt.Fprintf(&b, "Outcomes of heaps 0-%d (%s)\n", c.Len-1, legend(c))
	writeLetters(&b, r.Outcomes)
	if r.LeftFirst != "" {
		b.WriteString("Who wins when Left moves first:\n")
		writeLetters(&b, r.LeftFirst)
		b.WriteString("Who wins when Right moves first:\n")
		writeLetters(&b, r.RightFirst)
	}
	fmt.Fprintf(&b, "%s%s\n", solver.DescribePeriod("outcomes", r.OutcomePeriod, r.OutcomeSearch), proof(r, r.OutcomePeriod))
	if r.Safe != nil {
		fmt.Fprintf(&b, "Safe heaps below %d (the player to move loses whatever the last %d moves were): %s\n", c.Len, c.NoRepeat, intList(r.Safe))
	}
	if r.Table != nil {
		const most = 64
		fmt.Fprintf(&b, "\nThe state table (P: the player to move loses), %d rows:\n", len(r.Table))
		for i, row := range r.Table[:min(len(r.Table), most)] {
			fmt.Fprintf(&b, "  %-32s %s\n", row.Label, row.Cells[:min(len(row.Cells), 80)])
			if i == most-1 && len(r.Table) > most {
				fmt.Fprintf(&b, "  … and %d more rows (see -json)\n", len(r.Table)-most)
			}
		}
		fmt.Fprintf(&b, "The table: %s\n", solver.DescribePeriod("columns", r.TablePeriod, r.OutcomeSearch))
	}

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
		moves := make([]string, len(q.WinningMoves))
		for i, m := range q.WinningMoves {
			moves[i] = moveText(m)
		}
		switch {
		case c.Game == solver.GamePartizan:
			fmt.Fprintf(&b, "Heap %s: %s, %s.\n", q.N, q.Outcome, map[solver.Outcome]string{
				solver.L: "Left wins whoever starts", solver.R: "Right wins whoever starts",
				solver.N: "the player who starts wins", solver.P: "the player who starts loses"}[q.Outcome])
			if len(moves) > 0 {
				fmt.Fprintf(&b, "Winning moves of the player who starts: %s.\n", strings.Join(moves, "; "))
			}
		case q.Outcome == solver.P:
			fmt.Fprintf(&b, "Heap %s: P, the second player wins%s: every move leaves a winning position for the opponent.\n", q.N, nim)
		default:
			fmt.Fprintf(&b, "Heap %s: N, the first player wins%s.\nWinning moves: %s.\n", q.N, nim, strings.Join(moves, "; "))
		}
		if q.Policy != nil {
			fmt.Fprintf(&b, "Game::Stones would %s (the largest winning take, or 1 when losing).\n", moveText(*q.Policy))
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
	switch {
	case c.Game == solver.GamePartizan:
		return fmt.Sprintf("Partizan subtraction: Left takes {%s}, Right takes {%s}", c.Left, c.Right)
	case c.Game == solver.GameParity:
		return fmt.Sprintf("The parity game (Game::Stones): moves {%s}; whoever ends holding an odd number wins", c.Moves)
	case c.NoRepeat > 0:
		return fmt.Sprintf("No-repeat subtraction game, moves {%s}: no amount taken in the last %d moves", c.Moves, c.NoRepeat)
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
	if m.Player != "" {
		leave += ", by " + map[string]string{"L": "Left", "R": "Right"}[m.Player]
	}
	if m.Every != 0 && len(m.Leave) == 2 {
		leave += ", or those two moved apart by any multiple of " + strconv.Itoa(m.Every)
	}
	return "take " + m.Amount() + " (" + leave + ")"
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

// legend explains the outcome letters of a game.
func legend(c solver.Config) string {
	switch c.Game {
	case solver.GamePartizan:
		return "L: Left wins whoever starts; R: Right wins; N: the starter wins; P: the starter loses"
	case solver.GameParity:
		return "N: the first player wins; P: the second; -: even piles are not played"
	}
	if c.NoRepeat > 0 {
		return "at the start of the game; P: the player to move loses; N: wins"
	}
	return "P: the player to move loses; N: the player to move wins"
}

// writeLetters prints a row of letters, 50 to a line.
func writeLetters(b *strings.Builder, s string) {
	for row := 0; row < len(s); row += 50 {
		fmt.Fprintf(b, "%8d ", row)
		for g := row; g < min(row+50, len(s)); g += 10 {
			fmt.Fprintf(b, " %s", s[g:min(g+10, len(s))])
		}
		b.WriteByte('\n')
	}
}

func intList(xs []int) string {
	parts := make([]string, len(xs))
	for i, x := range xs {
		parts[i] = strconv.Itoa(x)
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
