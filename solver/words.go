package solver

import (
	"math/big"
	"strconv"
	"strings"

	"stones/solver/game"
	"stones/solver/numerals"
	"stones/solver/periodic"
)

// The sentences of Stones: answers, moves and periods in words, one wording
// for the page and the CLI. They describe what the solver found and compute
// nothing about positions.

// MostMoves is how many winning moves a sentence lists: a move set of
// hundreds, or an octal game's many splits, would drown the answer.
const MostMoves = 12

// Answer is an answer in words: a head sentence and the lines that follow.
type Answer struct {
	Head  string
	Lines []string
}

// Text joins the answer into one paragraph.
func (a Answer) Text() string { return strings.Join(append([]string{a.Head}, a.Lines...), " ") }

// MovePhrase writes one move: "take 1 leaving 6", "take all 3", "split it
// into 3 and 4", "take 2 leaving 3 and 4", in the game's own words when it
// has them. A move that stands for a family (Move.Every) says how the family
// goes on.
func MovePhrase(g game.Game, m game.Move) string {
	var s string
	if p, ok := g.(game.Phraser); ok {
		s = p.MovePhrase(m)
	} else {
		switch leave := m.Heaps(); len(leave) {
		case 0:
			s = "take all " + m.Amount()
		case 1:
			s = "take " + m.Amount() + " leaving " + leave[0].String()
		default:
			pair := leave[0].String() + " and " + leave[1].String()
			if m.Take == 0 {
				s = "split it into " + pair
			} else {
				s = "take " + m.Amount() + " leaving " + pair
			}
		}
	}
	if m.Every != 0 {
		s += ", and the same with the smaller heap grown by multiples of " + strconv.Itoa(m.Every)
	}
	return s
}

// MoveList joins moves as alternatives, at most MostMoves of them (every
// move that stands for a family, then the first others), and says how many
// more there are: "take 1 leaving 67 or take 10 leaving 58".
func MoveList(g game.Game, moves []game.Move) string {
	kept, more := pick(moves)
	items := make([]string, len(kept))
	families := false
	for i, m := range kept {
		items[i] = MovePhrase(g, m)
		families = families || m.Every != 0 || strings.Contains(items[i], ",")
	}
	return joinOr(items, families, more)
}

// pick keeps at most MostMoves moves, in their order: every family, and the
// first others.
func pick(moves []game.Move) (kept []game.Move, more int) {
	if len(moves) <= MostMoves {
		return moves, 0
	}
	families := 0
	for _, m := range moves {
		if m.Every != 0 {
			families++
		}
	}
	others := 0
	for _, m := range moves {
		switch {
		case m.Every != 0:
			kept = append(kept, m)
		case others < MostMoves-families:
			kept = append(kept, m)
			others++
		}
	}
	return kept, len(moves) - len(kept)
}

// joinOr joins alternatives: "a, b or c", with semicolons when the items
// hold commas of their own, and "… or any of 3 more winning moves" when
// more were left out.
func joinOr(items []string, semicolons bool, more int) string {
	sep := ", "
	if semicolons {
		sep = "; "
	}
	switch {
	case len(items) == 0:
		return ""
	case more == 1:
		return strings.Join(items, sep) + sep + "or one more winning move"
	case more > 0:
		return strings.Join(items, sep) + sep + "or any of " + strconv.Itoa(more) + " more winning moves"
	case len(items) == 1:
		return items[0]
	}
	return strings.Join(items[:len(items)-1], sep) + " or " + items[len(items)-1]
}

// AnswerAt answers "who wins at n" (r.Query) in words, for any game.
func AnswerAt(c Config, r *Result) Answer {
	g, q := c.Game, r.Query
	if q.LeftFirst != 0 {
		return partizanAnswer(g, q)
	}
	var a Answer
	misere := false
	if im, ok := g.(game.Impartial); ok {
		misere = im.Misere()
	}
	nim := ""
	if q.Nim != nil {
		nim = " (nim-value " + q.Nim.String() + ")"
	}
	head := heapName(g, q.N) + ": " + q.Outcome.String()
	switch {
	case q.Outcome == game.P && q.NoMove:
		a.Head = head + ", the second player wins" + nim + ": the first player has no move."
	case q.Outcome == game.P:
		a.Head = head + ", the second player wins" + nim + ": every move leaves a winning position for the opponent."
	case q.NoMove && misere:
		a.Head = head + ", the first player wins" + nim + ": they have no move, and in misère play the player who cannot move wins."
	default:
		a.Head = head + ", the first player wins" + nim + "."
	}
	if s := stateWords(g, c.N); s != "" {
		a.Lines = append(a.Lines, s)
	}
	if s := partsWords(q); s != "" {
		a.Lines = append(a.Lines, s)
	}
	if q.By != "" {
		a.Lines = append(a.Lines, "Answered by "+q.By+".")
	}
	if len(q.WinningMoves) > 0 {
		a.Lines = append(a.Lines, "Winning moves: "+MoveList(g, q.WinningMoves)+".")
	}
	if q.MoreMoves != "" {
		a.Lines = append(a.Lines, "More winning moves: "+q.MoreMoves+".")
	}
	if p, ok := g.(game.PolicyNamer); ok && q.Policy != nil {
		who, rule, _ := strings.Cut(p.PolicyName(), ": ")
		s := who + " would " + MovePhrase(g, *q.Policy)
		if rule != "" {
			s += " (" + rule + ")"
		}
		a.Lines = append(a.Lines, s+".")
	}
	return a
}

// SizesText names the sizes 0..count−1 a figure lists, with dash between
// the ends: "heaps 0-99", or for a game played on a shape "path:n, n =
// 0-64".
func SizesText(g game.Game, count int, dash string) string {
	if s, ok := g.(game.Sizer); ok {
		return s.SizeName("n") + ", n = 0" + dash + strconv.Itoa(count-1)
	}
	return "heaps 0" + dash + strconv.Itoa(count-1)
}

// AskHint says what the key n may ask about, for a front end's question
// box: "Any heap size up to 100 digits: a proven period or closed form
// answers it at once; otherwise it is computed within the limits.", or
// for a game played on a shape the sizes it has, or neutral words when g
// is nil (no game parsed). placeholder is an example: "a heap size, such
// as 68", "a size, such as 10", "a size".
func AskHint(g game.Game) (hint, placeholder string) {
	if g == nil {
		return "A size n to ask about, once the game's keys are valid.", "a size"
	}
	if s, ok := g.(game.Sizer); ok {
		return "Any size n of " + s.SizeName("n") + " the figure lists: who wins at that size, and the winning moves.",
			"a size, such as " + strconv.Itoa(s.Given())
	}
	return "Any heap size up to " + strconv.Itoa(MaxDigits) + " digits: a proven period or closed form answers it at once; otherwise it is computed within the limits.", "a heap size, such as 68"
}

// SizeUnit names, in the words of r's sizes (Result.Sizes), one size
// of r's figure and all of them: "heap" and "heap sizes" for a heap game,
// "size" and "sizes of grid:4×n" for a game on a sequence of graphs, and
// the neutral "size" and "sizes" when r is nil (no game parsed).
func SizeUnit(r *Result) (one, all string) {
	if r == nil {
		return "size", "sizes"
	}
	z := periodic.Heaps
	if r.Sizes != nil {
		z = *r.Sizes
	}
	all = strings.TrimSpace(strings.TrimPrefix(z.Upto, "%s"))
	if head, ok := strings.CutSuffix(all, " sizes"); ok && !strings.Contains(head, " ") {
		return head, all
	}
	return "size", all
}

// GameUnit names one size of g's figure before any result: "size" for a
// game on a sequence of graphs or boards (game.Sizer), else "heap", as
// SizeUnit does for a result.
func GameUnit(g game.Game) string {
	if _, ok := g.(game.Sizer); ok {
		return "size"
	}
	return "heap"
}

// AskGiven answers, for a game played on a shape (game.Sizer) whose
// configuration asks nothing, the question the configuration's graph
// poses: who wins at the size given. It returns the configuration with n
// set to that size and the result with its answer, or false when the game
// is of another kind or a question is asked. The cost is that of Ask.
func AskGiven(c Config, r *Result) (Config, *Result, bool) {
	s, ok := c.Game.(game.Sizer)
	if !ok || r.Query != nil || c.N != nil || r.Values == nil {
		return c, r, false
	}
	n := big.NewInt(int64(s.Given()))
	q, err := game.Ask(c.Game, &r.Solution, n)
	if err != nil {
		return c, r, false
	}
	c.N = n
	answered := *r
	answered.Query = q
	return c, &answered, true
}

// heapName names the heap of size n for a reader: "Heap 10", or for a game
// played on a shape, the shape of that size, "path:10", "Board 3×6".
func heapName(g game.Game, n string) string {
	s, ok := g.(game.Sizer)
	if !ok {
		return "Heap " + n
	}
	name := s.SizeName(n)
	if name != "" && name[0] >= 'a' && name[0] <= 'z' && !strings.Contains(strings.Fields(name)[0], ":") {
		name = strings.ToUpper(name[:1]) + name[1:]
	}
	return name
}

// partsWords says, of a position that falls apart into several parts
// (Query.Parts), each part's nim-value and their nim-sum: "Its 2 parts,
// played side by side: vertices 0–3 (nim-value 2) and vertices 5–9
// (nim-value 1); the nim-sum of their values is 3." It is "" for other
// positions.
func partsWords(q *game.Query) string {
	if len(q.Parts) < 2 {
		return ""
	}
	items := make([]string, len(q.Parts))
	var sum uint32
	for i, part := range q.Parts {
		sum ^= part.Nim
		items[i] = part.Words + " (nim-value " + strconv.FormatUint(uint64(part.Nim), 10) + ")"
	}
	return "Its " + strconv.Itoa(len(q.Parts)) + " parts, played side by side: " + joinAnd(items) + "; the nim-sum of their values is " + strconv.FormatUint(uint64(sum), 10) + "."
}

// joinAnd joins items: "a, b and c".
func joinAnd(items []string) string {
	if len(items) < 2 {
		return strings.Join(items, "")
	}
	return strings.Join(items[:len(items)-1], ", ") + " and " + items[len(items)-1]
}

// stateWords says what the state play starts in at heap n allows the player
// to move (game.StateSayer), or "".
func stateWords(g game.Game, n *big.Int) string {
	h, ok := g.(game.History)
	if !ok || n == nil {
		return ""
	}
	p, err := h.Start(n)
	if s, ok := p.(game.StateSayer); ok && err == nil {
		return s.StateWords()
	}
	return ""
}

// partizanAnswer answers at n in a partizan game: the class, then for each
// player who may start, the winning moves or why that player loses.
func partizanAnswer(g game.Game, q *game.Query) Answer {
	a := Answer{Head: "Heap " + q.N + ": " + q.Outcome.String() + ", " + meaning(g, q.Outcome) + "."}
	for _, side := range []struct {
		name, other  string
		player, wins game.Outcome
	}{{"Left", "Right", game.L, q.LeftFirst}, {"Right", "Left", game.R, q.RightFirst}} {
		var mine []game.Move
		for _, m := range q.WinningMoves {
			if m.Player == side.player.String() {
				mine = append(mine, m)
			}
		}
		switch {
		case side.wins == side.player && len(mine) > 0:
			a.Lines = append(a.Lines, "If "+side.name+" starts: "+MoveList(g, mine)+".")
		case side.wins == side.player:
			a.Lines = append(a.Lines, "If "+side.name+" starts, "+side.name+" wins.")
		default:
			a.Lines = append(a.Lines, "If "+side.name+" starts, "+side.name+" loses: every move (if any) leaves a heap where "+side.other+", moving next, wins.")
		}
	}
	return a
}

// meaning returns what an outcome letter means in the game's legend.
func meaning(g game.Game, o game.Outcome) string {
	for _, l := range g.Legend() {
		if l.Letter == o {
			return l.Meaning
		}
	}
	return ""
}

// SumAnswer says who wins a position of several heaps, and why, with its
// winning moves: "In heap 2 (7), take 1 leaving 6." Heaps are numbered from
// 1, as people count them.
func SumAnswer(c Config, s *game.Sum) Answer {
	var a Answer
	how := "misère play"
	if s.By != "" {
		how = "misère play: answered by " + s.By
	} else if s.Searched != nil && *s.Searched > 0 {
		how = "misère play: found by exhaustive search over " + numerals.Grouped(*s.Searched) + " positions"
	} else if len(s.Heaps) == 1 {
		how = "misère play: one heap, whose outcome is known as for n"
	}
	switch {
	case s.NimSum == nil && s.Outcome == game.P:
		a.Head = "P: the second player wins (" + how + ")."
	case s.NimSum == nil:
		a.Head = "N: the first player wins (" + how + ")."
	case s.Outcome == game.P:
		a.Head = "The nim-sum is 0: the second player wins. Every move makes it non-zero, and the reply makes it 0 again."
	default:
		a.Head = "The nim-sum is " + strconv.FormatUint(uint64(*s.NimSum), 10) + ", not 0: the first player wins by a move that makes it 0."
	}
	for _, m := range s.WinningMoves {
		a.Lines = append(a.Lines, HeapMovePhrase(c.Game, m, s.Heaps))
	}
	if s.MoreMoves != "" {
		a.Lines = append(a.Lines, "More winning moves: "+s.MoreMoves+".")
	}
	return a
}

// HeapMovePhrase writes a move in one heap of several: "In heap 2 (7), take
// 1 leaving 6."
func HeapMovePhrase(g game.Game, m game.HeapMove, heaps []*big.Int) string {
	return "In heap " + strconv.Itoa(m.Heap+1) + " (" + heaps[m.Heap].String() + "), " + MovePhrase(g, m.Move) + "."
}

// PeriodText says what is known of a sequence's period and, when it is
// proven, on what the proof rests: "From heap 134 on, the nim-values repeat
// every 49. Proven: a repeated window of max S values."
func PeriodText(r *Result, subject string, p *periodic.Period, searched int) string {
	s := r.DescribePeriod(subject, p, searched)
	switch {
	case (p != nil && p.Proven || p == nil && subject == "nim-values" && r.NimLaw != nil) && r.Proof != "":
		s += " Proven: " + r.Proof + "."
	case p == nil && r.Shallow && r.Proof != "":
		// The solver's words on where the search stopped and how to go on.
		s += " " + strings.ToUpper(r.Proof[:1]) + r.Proof[1:] + "."
	}
	return s
}

// DescribePeriod puts what r found of the period of one of its sequences
// (subject: "outcomes", "nim-values", "columns") in a sentence, in the
// words of r's sizes (heaps unless the game names others), and, for the
// nim-values without a period, the arithmetic law that r's theorem gives:
// "From heap 1 on, the nim-values grow by 4 every 4 heap sizes: g(n+4) =
// g(n) + 4."
func (r *Result) DescribePeriod(subject string, p *periodic.Period, searched int) string {
	z := periodic.Heaps
	if r.Sizes != nil {
		z = *r.Sizes
	}
	var law *periodic.Law
	if subject == "nim-values" {
		law = r.NimLaw
	}
	return z.Describe(subject, p, searched, law)
}

// FewOutcomes is the share of the heaps shown, in percent, below which the
// rarer of the letters P and N tells little: a strip of outcomes is then
// nearly one colour (octal 0.6 is N at all but 14 of its first 20,000
// heaps), and a figure with nim-values leads with them.
const FewOutcomes = 10

// NimLead says why the figure of r leads with its nim-values rather than
// its outcomes, or returns "" when it does not: it leads when the game has
// nim-values (impartial, normal play) and fewer than FewOutcomes percent of
// the heaps shown are P, or fewer are N. The sentence names the counts, and
// that nim-value 0 is exactly the P-positions, so the outcomes can still be
// read: "Nim-values lead: only 9 of these 100 heaps are P (nim-value 0),
// under 1 in 10, so their outcomes alone would colour the strip almost all
// N." A game on a sequence of graphs or boards counts sizes, not heaps
// (SizeUnit). The cost is one pass over the outcomes.
func (r *Result) NimLead() string {
	n := len(r.Outcomes)
	if r.Nim == nil || n == 0 {
		return ""
	}
	ps := strings.Count(r.Outcomes, string(game.P))
	rare, count, common := "P (nim-value 0)", ps, game.N
	if n-ps < ps {
		rare, count, common = "N (nim-value above 0)", n-ps, game.P
	}
	if count*100 >= FewOutcomes*n {
		return ""
	}
	one, _ := SizeUnit(r)
	these := " of these " + numerals.Grouped(n) + " " + one + "s "
	few := "only " + numerals.Grouped(count) + these + "are " + rare
	switch count {
	case 0:
		few = "none" + these + "is " + rare
	case 1:
		few = "only 1" + these + "is " + rare
	}
	return "Nim-values lead: " + few + ", under 1 in " + strconv.Itoa(100/FewOutcomes) +
		", so their outcomes alone would colour the strip almost all " + common.String() + "."
}
