package solver

import (
	"math/big"
	"slices"
	"strconv"
	"strings"

	"stones/solver/game"
	"stones/solver/numerals"
)

// Explanation says why a heap has its value: for each way play can start
// there (one; a partizan heap has two, Left or Right moving first), every
// move, where it leads and that position's value, and the reason in words.
type Explanation struct {
	Heap  int
	Cases []Case
}

// Case is one start of play at a heap: who moves (Mover is "" when either
// player may), the position, its value, its moves and why.
type Case struct {
	Mover    string
	Position string
	Value    game.Value
	Options  []game.Option
	Reason   string
}

// Explain explains heap n of the configuration, whose result r is: it asks
// the play API (game.NewPlay) for the moves from the heap and their values,
// within lim. It reads who wins from the values, with no search for the
// remoteness (which it does not show: Remoteness is −1 where a move is
// possible), unless the values leave who wins undecided: a full search
// from every move of a heap of an octal game would take seconds. The reason names the rule it rests on: the mex of the
// options' nim-values for an impartial game in normal play, else that a
// position is won exactly when some move leads to a lost one. The cost is
// that of Play.Options: O(moves) look-ups of the values where they decide,
// else bounded by lim.States.
func Explain(c Config, r *Result, n int, lim game.Limits) (*Explanation, error) {
	if c.Game == nil {
		return nil, &game.InputError{Key: "game", Problem: "the configuration names no valid game"}
	}
	if n < 0 || n >= len(r.Outcomes) {
		return nil, game.Errorf("n", strconv.Itoa(n), "is not a heap size of the figure (0 to %d)", len(r.Outcomes)-1)
	}
	heaps := []*big.Int{big.NewInt(int64(n))}
	// One start, or a partizan heap's two: Left, then Right, moving first.
	type start struct {
		mover game.Outcome
		words string
	}
	starts := []start{{game.L, ""}}
	if _, ok := c.Game.(game.Partizan); ok {
		starts = []start{{game.L, "Left moves first"}, {game.R, "Right moves first"}}
	}
	quick := lim
	quick.Work = 0 // no search: the values decide
	e := &Explanation{Heap: n}
	for _, s := range starts {
		pos, err := startAt(c.Game, heaps, s.mover)
		if err != nil {
			return nil, err
		}
		cs, err := explainCase(c.Game, game.NewPlay(c.Game, &r.Solution, quick), n, s.words, pos)
		if err != nil {
			// The values do not decide who wins here: search within lim.
			cs, err = explainCase(c.Game, game.NewPlay(c.Game, &r.Solution, lim), n, s.words, pos)
		}
		if err != nil {
			return nil, err
		}
		e.Cases = append(e.Cases, cs)
	}
	return e, nil
}

// explainCase explains the position pos of heap n, play starting with
// mover ("" for either player).
func explainCase(g game.Game, play *game.Play, n int, mover string, pos game.Position) (Case, error) {
	// A limit on the search for remoteness leaves Remoteness −1 where the
	// values still decide who wins: enough to explain.
	v, err := play.Value(pos)
	if err != nil && v.Remoteness != -1 {
		return Case{}, err
	}
	opts, err := play.Options(pos)
	if err != nil && opts == nil {
		return Case{}, err
	}
	return Case{Mover: mover, Position: pos.String(), Value: v, Options: opts, Reason: reason(g, n, pos, v, opts)}, nil
}

// reason says why the position has value v, from its options.
func reason(g game.Game, n int, pos game.Position, v game.Value, opts []game.Option) string {
	heap := "heap " + strconv.Itoa(n)
	if len(opts) == 0 {
		if pos.MoverWinsAtEnd() {
			return "No move is possible from " + heap + ", and in misère play the player who cannot move wins."
		}
		s := "No move is possible from " + heap + ": the player to move loses."
		if v.Nim != nil {
			s += " With no options, the smallest missing value is 0: nim-value 0."
		}
		return s
	}
	if v.Nim != nil && allNim(opts) {
		vals := make([]uint32, len(opts))
		for i, o := range opts {
			vals[i] = *o.Value.Nim
		}
		slices.Sort(vals)
		vals = slices.Compact(vals)
		words := make([]string, len(vals))
		for i, x := range vals {
			words[i] = strconv.FormatUint(uint64(x), 10)
		}
		list := strings.Join(words, ", ")
		if len(words) > MostMoves {
			list = strings.Join(words[:MostMoves], ", ") + ", …"
		}
		return "The moves from " + heap + " lead to nim-values " + list + "; the smallest value missing from them (the mex) is " +
			strconv.FormatUint(uint64(*v.Nim), 10) + ", so " + heap + " has nim-value " + strconv.FormatUint(uint64(*v.Nim), 10) +
			ifElse(*v.Nim == 0, ": a P-position, the player to move loses.", ": an N-position, the player to move wins by moving to a nim-value 0.")
	}
	if v.Wins {
		for _, o := range opts {
			if !o.Value.Wins {
				return "The player to move wins: " + MovePhrase(g, o.Move) + " leaves the opponent a losing position."
			}
		}
	}
	return "The player to move loses: every move leaves the opponent a winning position."
}

// allNim reports whether every option has a nim-value.
func allNim(opts []game.Option) bool {
	for _, o := range opts {
		if o.Value.Nim == nil {
			return false
		}
	}
	return true
}

func ifElse(ok bool, yes, no string) string {
	if ok {
		return yes
	}
	return no
}

// Explained is an explanation in words, as the page shows it and carries it
// from its worker: a heading, the moves and the reason of each case.
type Explained struct {
	Heap  int         `json:"heap"`
	Cases []CaseWords `json:"cases"`
}

// CaseWords is one case of an explanation in words.
type CaseWords struct {
	Head   string   `json:"head"`           // "Heap 5 (N: the player to move wins; nim-value 3)"
	Moves  []string `json:"moves"`          // "take 1 leaving 4: N (nim-value 2)", at most MostMoves
	More   int      `json:"more,omitempty"` // the moves left out of Moves
	Reason string   `json:"reason"`         // why, with the mex written out for nim-values
}

// Words writes the explanation of a heap of game g for people: each case's
// heading, its first MostMoves moves with where each leads and that
// position's value, and its reason. The cost is O(moves listed).
func (e *Explanation) Words(g game.Game) *Explained {
	out := &Explained{Heap: e.Heap, Cases: []CaseWords{}}
	for _, cs := range e.Cases {
		player, _, _ := strings.Cut(cs.Mover, " ") // "Left" of "Left moves first"; "" when either player may move
		head := "Heap " + numerals.Grouped(e.Heap)
		if cs.Mover != "" {
			head += ", " + cs.Mover // Left and Right are the players' names
		}
		w := CaseWords{Head: head + " (" + valueWords(cs.Value, player, true) + ")", Moves: []string{}, Reason: cs.Reason}
		for i, o := range cs.Options {
			if i == MostMoves {
				w.More = len(cs.Options) - i
				break
			}
			w.Moves = append(w.Moves, MovePhrase(g, o.Move)+": "+valueWords(o.Value, other(player), false))
		}
		out.Cases = append(out.Cases, w)
	}
	return out
}

// valueWords says a position's value for player, who moves there ("" for
// either player): "N: the player to move wins; nim-value 3" in full, else
// "N (nim-value 3)"; for a partizan player "Left wins" or "Right, to move,
// loses".
func valueWords(v game.Value, player string, full bool) string {
	if player != "" {
		winner := player
		if !v.Wins {
			winner = other(player)
		}
		if full {
			return winner + " wins"
		}
		return player + ", to move, " + ifElse(v.Wins, "wins", "loses")
	}
	letter, says := "P", "the player to move loses"
	if v.Wins {
		letter, says = "N", "the player to move wins"
	}
	nim := ""
	if v.Nim != nil {
		nim = "nim-value " + strconv.FormatUint(uint64(*v.Nim), 10)
	}
	switch {
	case full && nim != "":
		return letter + ": " + says + "; " + nim
	case full:
		return letter + ": " + says
	case nim != "":
		return letter + " (" + nim + ")"
	}
	return letter
}

// other is the partizan player who is not p, "" for "".
func other(p string) string {
	switch p {
	case "Left":
		return "Right"
	case "Right":
		return "Left"
	}
	return ""
}
