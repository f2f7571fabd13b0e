package main

import (
	"math/big"
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
	stuck := q.NoMove
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
	if cfg.Game != solver.GameSubtraction {
		if len(q.WinningMoves) > 2 {
			return "The first player wins. The " + strconv.Itoa(len(q.WinningMoves)) + " winning moves:"
		}
		items, _ := answerList(q, cfg)
		return "The first player wins: " + joinOr(items, q.WinningMoves[0].Every != 0, 0) + "."
	}
	// "take 1 (leaving 67) or 10 (leaving 58)": one verb for the list.
	moves := pickMoves(q.WinningMoves, mostMoves, moveEvery)
	items := make([]string, len(moves))
	for i, m := range moves {
		items[i] = m.Amount()
		if len(m.Leave) == 1 {
			items[i] += " (leaving " + m.Leave[0].String() + ")"
		}
	}
	return "The first player wins: take " + joinOr(items, false, len(q.WinningMoves)-len(items)) + "."
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
		s = "Move set {" + strings.NewReplacer(",", ", ", "-", "–").Replace(cfg.Moves.String()) + "}"
	}
	if cfg.Play == solver.Misere {
		s += " · misère play"
	}
	return s
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
