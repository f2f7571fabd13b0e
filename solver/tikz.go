package solver

import (
	"bytes"
	"fmt"
	"stones/solver/numerals"
	"strconv"
	"strings"
)

// MostTikZHeaps is the most heap sizes a TikZ picture draws: 2,000 cells
// fill a few printed pages, and stay well within the memory of a default
// TeX installation. A longer figure draws its first MostTikZHeaps and says
// so in its caption.
const MostTikZHeaps = 2000

// tikzColumns is the cells a row of the picture holds: ten, so that a
// cell's heap size is its row's label plus its column's.
const tikzColumns = 10

// TikZ writes the strip of a result as a TikZ picture for LaTeX (the page's
// Download → TikZ and `stones -tikz` write the same bytes): one cell a heap
// size, ten a row, each row labelled with its first heap and each column
// with its last digit; P-positions shaded dark with white text, N-positions
// white, Left and Right wins in two lighter greys, so that the picture
// reads in black and white (the period's bars are black with a white
// edge, seen on either); in each cell the nim-value where the game has
// nim-values, else the outcome's letter. A bar on the left edge of a cell
// marks where the period begins (the nim-values' where they have one, else
// the outcomes'), and a thinner one each period after. A caption below
// names the game, the heaps drawn, the period in words and the
// configuration. It needs \usepackage{tikz} and nothing else; pdflatex
// compiles it. At most MostTikZHeaps heap sizes are drawn. The cost is
// linear in the heaps drawn.
func (r *Result) TikZ() []byte {
	title := r.Config
	if c, err := ParseConfig(r.Config); err == nil && c.Game != nil {
		title = c.Game.Title()
	}
	n := min(len(r.Outcomes), MostTikZHeaps)
	var b bytes.Buffer
	fmt.Fprintf(&b, "%% Stones: %s, heaps 0 to %d.\n", texComment(title), n-1)
	fmt.Fprintf(&b, "%% Configuration: %s\n", texComment(r.Config))
	b.WriteString("% Needs \\usepackage{tikz}.\n")
	b.WriteString(`\begin{tikzpicture}[x=7mm,y=-7mm,
  cell/.style={draw=black!55,line width=0.3pt,minimum size=7mm,inner sep=0pt,font=\footnotesize},
  P/.style={cell,fill=black!75,text=white},
  N/.style={cell,fill=white,text=black},
  L/.style={cell,fill=black!15,text=black},
  R/.style={cell,fill=black!35,text=black},
  heading/.style={font=\scriptsize,text=black!60},
  start/.style={draw=white,double=black,line width=0.7pt,double distance=1.6pt},
  again/.style={draw=white,double=black,line width=0.5pt,double distance=0.6pt}]
`)
	for c := range min(tikzColumns, n) {
		fmt.Fprintf(&b, "\\node[heading] at (%s,-0.45) {%d};\n", half(c), c)
	}
	for i := range n {
		row, col := i/tikzColumns, i%tikzColumns
		if col == 0 {
			fmt.Fprintf(&b, "\\node[heading,anchor=east] at (-0.1,%s) {%d};\n", half(row), i)
		}
		o := r.Outcomes[i]
		text := string(o)
		if r.Nim != nil {
			text = strconv.FormatUint(uint64(r.Nim[i]), 10)
		}
		style := "N"
		if strings.IndexByte("PLR", o) >= 0 {
			style = string(o)
		}
		fmt.Fprintf(&b, "\\node[%s] at (%s,%s) {%s};\n", style, half(col), half(row), text)
	}
	subject, p, searched := "outcomes", r.OutcomePeriod, r.OutcomeSearch
	if r.Nim != nil && r.NimPeriod != nil {
		subject, p, searched = "nim-values", r.NimPeriod, r.NimSearch
	}
	marked := ""
	if p != nil && p.Period > 0 && p.Preperiod < n {
		for k, at := 0, p.Preperiod; at < n; k, at = k+1, at+p.Period {
			style := "again"
			if k == 0 {
				style = "start"
			}
			row, col := at/tikzColumns, at%tikzColumns
			fmt.Fprintf(&b, "\\draw[%s] (%d,%d) -- (%d,%d);\n", style, col, row, col, row+1)
		}
		marked = fmt.Sprintf(" A thick bar marks heap %s, where the period of the %s begins; a thin one each period after.", numerals.Grouped(p.Preperiod), subject)
	}
	drawn := fmt.Sprintf("heaps 0 to %s", numerals.Grouped(n-1))
	if n < len(r.Outcomes) {
		drawn += fmt.Sprintf(" of the %s computed", numerals.Grouped(len(r.Outcomes)))
	}
	shading := "P-positions (the player to move loses) are shaded dark, N-positions white"
	if strings.ContainsAny(r.Outcomes[:n], "LR") {
		shading += ", Left wins light grey, Right wins mid grey"
	}
	inCells := "the outcome's letter"
	if r.Nim != nil {
		inCells = "the nim-value"
	}
	periodWords := PeriodText(r, subject, p, searched)
	caption := fmt.Sprintf("%s, %s. %s; each cell holds %s.%s %s Configuration: ",
		title, drawn, shading, inCells, marked, periodWords)
	rows := (n + tikzColumns - 1) / tikzColumns
	fmt.Fprintf(&b, "\\node[anchor=north west,text width=%dmm,font=\\footnotesize,align=left,inner sep=0pt] at (0,%d.3) {%s\\texttt{%s}};\n",
		7*tikzColumns, rows, texEscape(caption), strings.ReplaceAll(texEscape(r.Config), `\&`, `\&\allowbreak{}`))
	b.WriteString("\\end{tikzpicture}\n")
	return b.Bytes()
}

// half writes k + 0.5, the centre of the k-th cell.
func half(k int) string { return strconv.Itoa(k) + ".5" }

// texReplacer writes text for LaTeX's default encodings: its special
// characters escaped, and the non-ASCII characters Stones' words use in
// commands that pdflatex knows without packages.
var texReplacer = strings.NewReplacer(
	`\`, `\textbackslash{}`, `{`, `\{`, `}`, `\}`, `&`, `\&`, `%`, `\%`, `#`, `\#`, `_`, `\_`,
	`$`, `\$`, `^`, `\^{}`, `~`, `\~{}`,
	"è", "\\`e", "é", `\'e`, "ö", `\"o`, "×", `$\times$`, "−", `$-$`, "–", "--", "—", "---",
	"…", `\ldots{}`, "⊕", `$\oplus$`, "≤", `$\le$`, "≥", `$\ge$`, "·", `$\cdot$`, "→", `$\to$`,
	"’", "'", "‘", "`", "“", "``", "”", "''", "∗", "*", "²", `\textsuperscript{2}`, "≡", `$\equiv$`,
)

// texEscape writes s for LaTeX: texReplacer, and any other non-ASCII
// character as a question mark, which compiles everywhere.
func texEscape(s string) string {
	s = texReplacer.Replace(s)
	return strings.Map(func(r rune) rune {
		if r > 0x7e {
			return '?'
		}
		return r
	}, s)
}

// texComment writes s for a comment line: on one line.
func texComment(s string) string { return strings.ReplaceAll(s, "\n", " ") }
