package main

import (
	"math/big"
	"slices"
	"strconv"
	"strings"

	"stones/solver"
)

// The sentences of the page: answers, moves and game descriptions in words.
// They describe what the solver found; they compute nothing about positions.

// mostMoves is how many winning moves a sentence lists: a move set of
// hundreds, or an octal game's many splits, would drown the answer.
const mostMoves = 12

// answerText answers "who wins at n" in words. cfg is the game, to phrase
// its moves and to tell a heap with no move from one where every move loses.
// An octal game's moves are long: beyond two, the sentence ends in a colon
// and answerList lists them.
func answerText(q *solver.Query, cfg solver.Config) string {
	stuck := q.NoMove || cfg.Game == solver.GameParity && cannotMove(q.N, cfg.Moves.Moves(), nil)
	if q.Outcome == solver.P {
		if stuck {
			return "The second player wins: the first player has no move."
		}
		if cfg.Game == solver.GameSubtraction {
			return "The second player wins: every move leaves a winning heap for the opponent."
		}
		return "The second player wins: every move leaves a winning position for the opponent."
	}
	if len(q.WinningMoves) == 0 {
		if stuck && cfg.Play == solver.Misere {
			return "The first player wins: they have no move, and in misère play the player who cannot move wins."
		}
		return "The first player wins."
	}
	if cfg.Game == solver.GameOctal {
		if len(q.WinningMoves) > 2 {
			return "The first player wins. The " + strconv.Itoa(len(q.WinningMoves)) + " winning moves:"
		}
		items, _ := answerList(q, cfg)
		return "The first player wins: " + joinOr(items, q.WinningMoves[0].Every != 0, 0) + "."
	}
	return "The first player wins: " + takeList(q.WinningMoves) + "."
}

// takeList phrases the moves from one heap with one verb: "take 1 (leaving
// 67) or 10 (leaving 58)", at most mostMoves of them.
func takeList(all []solver.Move) string {
	moves := pickMoves(all, mostMoves, moveEvery)
	items := make([]string, len(moves))
	for i, m := range moves {
		items[i] = m.Amount()
		if len(m.Leave) == 1 {
			items[i] += " (leaving " + m.Leave[0].String() + ")"
		}
	}
	return "take " + joinOr(items, false, len(all)-len(items))
}

// cannotMove reports whether the player to move at heap n (in decimal) has
// no amount of moves to take, those of forbidden aside.
func cannotMove(n string, moves, forbidden []int) bool {
	h, ok := new(big.Int).SetString(n, 10)
	if !ok {
		return false
	}
	for _, s := range moves {
		if h.Cmp(big.NewInt(int64(s))) >= 0 && !slices.Contains(forbidden, s) {
			return false
		}
	}
	return true
}

// partizanHeads say who wins a heap of each outcome class.
var partizanHeads = map[solver.Outcome]string{
	solver.L: "Left wins whoever starts.",
	solver.R: "Right wins whoever starts.",
	solver.N: "The player who starts wins.",
	solver.P: "The player who starts loses.",
}

// partizanAnswer answers "who wins at n" in a partizan game: the outcome
// class, then for each player who may start, their winning moves or why
// they lose.
func partizanAnswer(q *solver.Query, cfg solver.Config) (head string, lines []string) {
	for _, side := range []struct {
		name, other string
		player      solver.Outcome
		first       solver.Outcome // who wins when this side starts
		set         solver.MoveSet
	}{
		{"Left", "Right", solver.L, q.LeftFirst, cfg.Left},
		{"Right", "Left", solver.R, q.RightFirst, cfg.Right},
	} {
		var mine []solver.Move
		for _, m := range q.WinningMoves {
			if m.Player == side.player.String() {
				mine = append(mine, m)
			}
		}
		switch {
		case side.first == side.player && len(mine) > 0:
			lines = append(lines, "If "+side.name+" starts: "+takeList(mine)+".")
		case side.first == side.player:
			lines = append(lines, "If "+side.name+" starts, "+side.name+" wins.")
		case cannotMove(q.N, side.set.Moves(), nil):
			lines = append(lines, "If "+side.name+" starts, "+side.name+" has no move and loses.")
		default:
			lines = append(lines, "If "+side.name+" starts, "+side.name+" loses: every move leaves a heap where "+side.other+", moving next, wins.")
		}
	}
	return partizanHeads[q.Outcome], lines
}

// policyText says the move the seed module Game::Stones plays at n in the
// parity game: the largest winning take, and when losing the smallest
// take, which leaves the opponent the most chances to err.
func policyText(q *solver.Query, cfg solver.Config) string {
	if q.Policy == nil || cfg.Moves.Len() == 0 {
		return ""
	}
	smallest := strconv.Itoa(cfg.Moves.Moves()[0])
	if q.Outcome == solver.N {
		return "Game::Stones would take " + q.Policy.Amount() + " (the largest winning take; when losing it takes " + smallest + " to give the opponent the most chances to err)."
	}
	return "Game::Stones would take " + q.Policy.Amount() + " (when losing it takes the smallest amount, to give the opponent the most chances to err; when winning, the largest winning take)."
}

// noRepeatAnswer answers "who wins at n" in the no-repeat game, at the
// start of the game or after the last moves cfg.Last.
func noRepeatAnswer(q *solver.Query, cfg solver.Config) string {
	moves, last := cfg.Moves.Moves(), cfg.Last
	if len(last) == 0 {
		switch {
		case q.Outcome == solver.N:
			return "The first player wins: " + takeList(q.WinningMoves) + "."
		case cannotMove(q.N, moves, nil):
			return "The second player wins: the first player has no move."
		}
		return "The second player wins: every move leaves a winning position for the opponent."
	}
	s := "After the last move " + joinInts(last, ", then ") + ", the player to move at " + q.N
	if len(last) > 1 {
		s = "After the last moves " + joinInts(last, ", then ") + ", the player to move at " + q.N
	}
	switch {
	case q.Outcome == solver.N:
		return s + " wins: " + takeList(q.WinningMoves) + "."
	case cannotMove(q.N, moves, last):
		return s + " has no move and loses."
	}
	return s + " loses: every move leaves a winning position for the opponent."
}

// forbiddenText says which amounts the last moves forbid now.
func forbiddenText(cfg solver.Config) string {
	switch len(cfg.Last) {
	case 0:
		return "At the start of the game no amount is forbidden yet."
	case 1:
		return "Taking " + joinInts(cfg.Last, "") + " is forbidden now: it was the last move."
	}
	return "Taking " + joinInts(cfg.Last, " or ") + " is forbidden now: they were taken in the last " + strconv.Itoa(len(cfg.Last)) + " moves."
}

// whatever says what a safe heap holds against: "whatever the last move was".
func whatever(k int) string {
	if k == 1 {
		return "whatever the last move was"
	}
	return "whatever the last " + strconv.Itoa(k) + " moves were"
}

// mostSafe is how many safe heaps the sentence lists.
const mostSafe = 16

// safeText lists the safe heaps of the no-repeat game below len: "Safe: 0,
// 7, 13, … — the player to move loses whatever the last move was."
func safeText(safe []int, k, length int) string {
	if len(safe) == 0 {
		return "No heap below " + strconv.Itoa(length) + " is safe: at each one some history lets the player to move win."
	}
	list := joinInts(safe[:min(len(safe), mostSafe)], ", ")
	if len(safe) > mostSafe {
		list += ", …"
	}
	return "Safe: " + list + " — the player to move loses " + whatever(k) + "."
}

// tableProofText says how the state table's period is proven: two equal
// windows of window columns, one period apart, fix every column after them.
func tableProofText(p *solver.Period, window int) string {
	if p == nil {
		return ""
	}
	a, per := p.Preperiod, p.Period
	cols := strconv.Itoa(window) + " columns"
	if window == 1 {
		cols = "1 column"
	}
	repeat := "repeat every " + solver.Grouped(per) + " from heap " + solver.Grouped(a)
	if per == 1 {
		repeat = "are all the same from heap " + solver.Grouped(a) + " on"
	}
	if !p.Proven {
		return "The columns seem to " + strings.Replace(repeat, "are all", "be all", 1) + " (seen, not proven)."
	}
	return "The columns " + repeat + ": two equal windows of " + cols + " (" +
		heapRange(a, a+window-1) + " and " + heapRange(a+per, a+per+window-1) + ") prove it for every heap size."
}

// joinInts writes whole numbers with a separator: "2, 5".
func joinInts(v []int, sep string) string {
	s := make([]string, len(v))
	for i, x := range v {
		s[i] = strconv.Itoa(x)
	}
	return strings.Join(s, sep)
}

// answerList phrases the winning moves at n, at most mostMoves of them,
// and says how many more there are.
func answerList(q *solver.Query, cfg solver.Config) (items []string, more int) {
	moves := pickMoves(q.WinningMoves, mostMoves, moveEvery)
	for _, m := range moves {
		items = append(items, movePhrase(m, cfg))
	}
	return items, len(q.WinningMoves) - len(moves)
}

// mostListed is how many winning moves a list shows.
const mostListed = 24

// pickMoves keeps at most most moves, in their order: every family (a move
// whose every is not 0 stands for endlessly many), and the first others.
func pickMoves[M any](moves []M, most int, every func(M) int) []M {
	if len(moves) <= most {
		return moves
	}
	families := 0
	for _, m := range moves {
		if every(m) != 0 {
			families++
		}
	}
	var kept []M
	others := 0
	for _, m := range moves {
		switch {
		case every(m) != 0:
			kept = append(kept, m)
		case others < most-families:
			kept = append(kept, m)
			others++
		}
	}
	return kept
}

// moveEvery and heapMoveEvery read a move's family step, for pickMoves.
func moveEvery(m solver.Move) int         { return m.Every }
func heapMoveEvery(m solver.HeapMove) int { return m.Every }

// joinOr joins alternatives: "a, b or c", with semicolons when the items
// hold commas of their own, and "… or any of 3 more winning moves" when more
// were left out.
func joinOr(items []string, semicolons bool, more int) string {
	sep := ", "
	if semicolons {
		sep = "; "
	}
	switch {
	case more == 1:
		return strings.Join(items, sep) + sep + "or one more winning move"
	case more > 0:
		return strings.Join(items, sep) + sep + "or any of " + strconv.Itoa(more) + " more winning moves"
	case len(items) == 1:
		return items[0]
	}
	return strings.Join(items[:len(items)-1], sep) + " or " + items[len(items)-1]
}

// movePhrase writes one move from a heap: "take 1 leaving 6", "take 2 from
// the middle leaving 3 and 4", "take all 3". A move that stands for a family
// (Move.Every) says how the family goes on.
func movePhrase(m solver.Move, cfg solver.Config) string {
	take := "take " + m.Amount()
	var s string
	switch len(m.Leave) {
	case 0:
		s = "take all " + m.Amount()
	case 1:
		switch {
		case cfg.Circular:
			s = take + " leaving a row of " + m.Leave[0].String()
		case cfg.Game == solver.GameOctal:
			s = take + " from an end leaving " + m.Leave[0].String()
		default:
			s = take + " leaving " + m.Leave[0].String()
		}
	default:
		pair := m.Leave[0].String() + " and " + m.Leave[1].String()
		if m.Take == 0 {
			s = "split it into " + pair
		} else {
			s = take + " from the middle leaving " + pair
		}
	}
	if m.Every != 0 {
		s += ", and the same with the smaller heap grown by multiples of " + strconv.Itoa(m.Every)
	}
	return s
}

// heapMovePhrase writes a move in one heap of several: "in heap 2 (7), take
// 1 leaving 6". Heaps are numbered from 1, as people count them.
func heapMovePhrase(m solver.HeapMove, heaps []*big.Int, cfg solver.Config) string {
	return "In heap " + strconv.Itoa(m.Heap+1) + " (" + heaps[m.Heap].String() + "), " + movePhrase(m.Move, cfg) + "."
}

// sumText says who wins a position of several heaps, and why.
func sumText(s *solver.Sum) string {
	if s.NimSum == nil {
		if s.Outcome == solver.P {
			return "The second player wins."
		}
		return "The first player wins."
	}
	x := strconv.FormatUint(uint64(*s.NimSum), 10)
	if s.Outcome == solver.P {
		return "The nim-sum is 0: the second player wins. Every move makes it non-zero, and the reply makes it 0 again."
	}
	return "The nim-sum is " + x + ", not 0: the first player wins by a move that makes it 0."
}

// namedSet describes a named move set for people: its label on the quick
// pick, and its first members or its rule.
type namedSet struct {
	name, label, members string
}

// namedSets are the quick picks, in solver.NamedSets' order.
var namedSets = []namedSet{
	{"squares", "squares", "1, 4, 9, 16, 25, …"},
	{"primes", "primes", "2, 3, 5, 7, 11, …"},
	{"primes1", "primes ∪ {1}", "1, 2, 3, 5, 7, 11, …"},
	{"powers2", "powers of 2", "1, 2, 4, 8, 16, …"},
	{"fibonacci", "Fibonacci", "1, 2, 3, 5, 8, 13, …"},
	{"moser", "Moser–de Bruijn", "1, 4, 5, 16, 17, 20, 21, …"},
	{"sqrt", "⌊√n⌋ rule", "from a heap of n, take 1 to ⌊√n⌋"},
}

// named returns the description of a named move set.
func named(name string) (namedSet, bool) {
	for _, s := range namedSets {
		if s.name == name {
			return s, true
		}
	}
	return namedSet{}, false
}

// gameTitle names the game of cfg for the figure: "Move set {1, 5, 8, 10}",
// "Kayles (0.77)", "Octal game 0.165 on a ring".
func gameTitle(cfg solver.Config) string {
	var s string
	switch {
	case cfg.Game == solver.GamePartizan:
		return "Left " + setText(cfg.Left) + " vs Right " + setText(cfg.Right)
	case cfg.Game == solver.GameParity:
		return "Parity game: take " + setText(cfg.Moves) + ", an odd hand wins"
	case cfg.Game == solver.GameOctal:
		s = "Octal game " + cfg.Code.String()
		if p, ok := presetOf(cfg); ok && p.Name != cfg.Code.String() {
			s = p.Name + " (" + cfg.Code.String() + ")"
		} else if cfg.Circular {
			s += " on a ring"
		}
	case cfg.Moves.Name() == "sqrt":
		s = "Take 1 to ⌊√n⌋ from a heap of n"
	case !cfg.Moves.Finite():
		ns, _ := named(cfg.Moves.Name())
		s = "Move set " + ns.label + " {" + ns.members + "}"
	default:
		s = "Move set " + setText(cfg.Moves)
	}
	if cfg.Play == solver.Misere {
		s += " · misère play"
	}
	switch {
	case cfg.NoRepeat == 1:
		s += " · no repeat of the last move"
	case cfg.NoRepeat > 1:
		s += " · no repeat within " + strconv.Itoa(cfg.NoRepeat) + " moves"
	}
	return s
}

// setText writes a finite move set for people: "{1, 5, 8, 10}", "{1–5}".
func setText(m solver.MoveSet) string {
	return "{" + strings.NewReplacer(",", ", ", "-", "–").Replace(m.String()) + "}"
}

// rules explains the game of cfg in a sentence, for the foot of the page.
func rules(cfg solver.Config) string {
	end := "the player who cannot move loses."
	if cfg.Play == solver.Misere {
		end = "the player who cannot move wins (misère play)."
	}
	if cfg.Game == solver.GameOctal {
		s := "Two players take turns removing tokens from heaps, as the octal code allows: digit k says whether k tokens may be taken as a whole heap (1), from an end (2) or from the middle, splitting the heap in two (4); "
		if cfg.Circular {
			s = "The tokens stand in a ring; the first move opens it into a row. " + s
		}
		return s + end
	}
	switch {
	case cfg.Game == solver.GamePartizan:
		return "Two players, Left and Right, take turns removing stones from one heap; Left takes an amount of her set, Right an amount of his, and the player who cannot move loses."
	case cfg.Game == solver.GameParity:
		return "An odd number of stones lies in a pile. The players take turns taking an amount of the move set into their own hand; when the pile is empty, the player holding an odd number of stones wins. A player who cannot move loses."
	case cfg.NoRepeat == 1:
		return "Two players take turns removing stones from one heap; each move takes an amount from the move set, but not the amount the opponent just took, and " + end
	case cfg.NoRepeat > 1:
		return "Two players take turns removing stones from one heap; each move takes an amount from the move set, but none taken in the last " + strconv.Itoa(cfg.NoRepeat) + " moves, and " + end
	}
	return "Two players take turns removing stones from one heap; each move takes an amount from the move set, and " + end
}

// periodProof says on what the periods rest: "Proven by a repeated window
// of max S values." Where no period is proven it gives the solver's words
// as a sentence: "A closed form for the P-positions (a theorem); no period."
func periodProof(r *solver.Result) string {
	p := strings.TrimSuffix(strings.TrimSpace(r.Proof), ".")
	if p == "" {
		return ""
	}
	proven := r.OutcomePeriod != nil && r.OutcomePeriod.Proven || r.NimPeriod != nil && r.NimPeriod.Proven
	if !proven || strings.ToUpper(p[:1]) == p[:1] {
		return sentence(p)
	}
	return "Proven by " + p + "."
}

// periodText is solver.DescribePeriod, with plain words when no period is
// known and the search went no further than the heaps shown.
func periodText(subject string, p *solver.Period, searched, shown int) string {
	if p == nil && searched <= shown {
		return "No period of the " + subject + " is known."
	}
	return solver.DescribePeriod(subject, p, searched)
}

// presetOf returns the preset whose game is cfg's, if any.
func presetOf(cfg solver.Config) (solver.Preset, bool) {
	for _, p := range solver.Presets {
		pc, err := solver.ParseConfig(p.Config)
		if err == nil && pc.Game == cfg.Game && pc.Code.Equal(cfg.Code) && pc.Circular == cfg.Circular {
			return p, true
		}
	}
	return solver.Preset{}, false
}

// sentence makes a phrase a sentence: a capital first letter, a full stop.
func sentence(s string) string {
	s = strings.TrimSpace(s)
	if s == "" {
		return s
	}
	r := []rune(s)
	s = strings.ToUpper(string(r[0])) + string(r[1:])
	if !strings.HasSuffix(s, ".") {
		s += "."
	}
	return s
}

// heapRange writes the heap sizes from a to b inclusive: "15–27", or "15".
func heapRange(a, b int) string {
	if a == b {
		return strconv.Itoa(a)
	}
	return strconv.Itoa(a) + "–" + strconv.Itoa(b)
}
