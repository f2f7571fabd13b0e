package main

import (
	"encoding/json"
	"fmt"
	"io"
	"strconv"
	"strings"

	"stones/solver"
	"stones/solver/game"
)

// writeJSON prints v as one JSON object on a line: the result as the
// contract's object, or the growth's or the digits'.
func writeJSON(w io.Writer, v any) error {
	enc := json.NewEncoder(w)
	enc.SetEscapeHTML(false)
	return enc.Encode(v)
}

// writeText prints the result as a report for people, in the words the
// page uses (package solver's wording).
func writeText(w io.Writer, c solver.Config, r *solver.Result) error {
	var b strings.Builder
	fmt.Fprintf(&b, "%s\n%s\nconfig: %s\n\n", c.Game.Title(), c.Family.Rules, r.Config)

	fmt.Fprintf(&b, "Outcomes of %s (%s)\n", solver.SizesText(c.Game, len(r.Outcomes), "-"), legend(c.Game))
	writeLetters(&b, r.Outcomes)
	if r.LeftFirst != "" {
		b.WriteString("Who wins when Left moves first:\n")
		writeLetters(&b, r.LeftFirst)
		b.WriteString("Who wins when Right moves first:\n")
		writeLetters(&b, r.RightFirst)
	}
	fmt.Fprintln(&b, solver.PeriodText(r, "outcomes", r.OutcomePeriod, r.OutcomeSearch))
	if r.Safe != nil {
		fmt.Fprintf(&b, "Safe heaps below %d (the player to move loses whatever the history): %s\n", c.Len, intList(r.Safe))
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
		fmt.Fprintf(&b, "The table: %s\n", solver.PeriodText(r, "columns", r.TablePeriod, r.OutcomeSearch))
	}

	if r.Nim != nil {
		fmt.Fprintf(&b, "\nNim-values of %s\n", solver.SizesText(c.Game, len(r.Nim), "-"))
		for row := 0; row < len(r.Nim); row += 20 {
			fmt.Fprintf(&b, "%8d ", row)
			for _, v := range r.Nim[row:min(row+20, len(r.Nim))] {
				fmt.Fprintf(&b, " %2d", v)
			}
			b.WriteByte('\n')
		}
		fmt.Fprintln(&b, solver.PeriodText(r, "nim-values", r.NimPeriod, r.NimSearch))
	}

	if given, answered, ok := solver.AskGiven(c, r); ok {
		c, r = given, answered
	}
	if q := r.Query; q != nil {
		a := solver.AnswerAt(c, r)
		fmt.Fprintf(&b, "\n%s\n", a.Head)
		for _, l := range a.Lines {
			fmt.Fprintln(&b, l)
		}
	}
	if s := r.Sum; s != nil {
		writeSum(&b, c, s)
	}
	_, err := io.WriteString(w, b.String())
	return err
}

// legend explains the outcome letters of a game: "P: the player to move
// loses; N: the player to move wins".
func legend(g game.Game) string {
	parts := make([]string, 0, 4)
	for _, l := range g.Legend() {
		parts = append(parts, l.Letter.String()+": "+l.Meaning)
	}
	return strings.Join(parts, "; ")
}

// writeSum reports on a position of several heaps: the nim-values in binary
// columns and their XOR (normal play), then the answer.
func writeSum(b *strings.Builder, c solver.Config, s *game.Sum) {
	hs := make([]string, len(s.Heaps))
	for i, h := range s.Heaps {
		hs[i] = h.String()
	}
	fmt.Fprintf(b, "\nHeaps %s\n", strings.Join(hs, ", "))
	if s.NimSum != nil {
		width := 1
		for _, v := range append(s.Nim, *s.NimSum) {
			width = max(width, len(strconv.FormatUint(uint64(v), 2)))
		}
		for i, h := range s.Heaps {
			fmt.Fprintf(b, "  heap %-12s nim-value %4d  %0*b\n", h, s.Nim[i], width, s.Nim[i])
		}
		fmt.Fprintf(b, "  %-17s nim-sum %6d  %0*b\n", "", *s.NimSum, width, *s.NimSum)
	}
	a := solver.SumAnswer(c, s)
	fmt.Fprintln(b, a.Head)
	if len(a.Lines) > 0 {
		fmt.Fprintln(b, "Winning moves:")
		for _, l := range a.Lines {
			fmt.Fprintln(b, "  "+l)
		}
	}
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
