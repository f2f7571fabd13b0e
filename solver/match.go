package solver

import (
	"math/big"
	"strconv"
	"strings"

	"stones/solver/game"
	"stones/solver/numerals"
)

// Match is a game in play: where it started (its first step), the moves
// played, the position and its value after each, the moves from the last
// position with their values, and the computer's move there. A move is
// kept as the index of an option of its position in the order of
// game.Play.Options, so a match is its start and a list of small numbers,
// and replays exactly. It travels as JSON between the worker and the page.
type Match struct {
	Line    []int         `json:"line"`
	Steps   []Step        `json:"steps"`         // the start, then one step a move played
	Options []MatchOption `json:"options"`       // the moves from the last position
	Best    int           `json:"best"`          // the index in Options of the computer's move; −1 when the game is over
	Policy  int           `json:"policy"`        // the index in Options of the game's own policy's move (the parity game's Game::Stones); −1 when it has none
	Over    bool          `json:"over"`          // no move is left
	End     game.End      `json:"end,omitempty"` // when Over, the rule that decides who won: normal or misère play, the parity game's holdings
	Note    string        `json:"note,omitempty"`
}

// Step is a position of a match: the move that led to it (in words; "" at
// the start), the position in its printable form (which Replay reads as a
// start) and in words for a reader, the side to move of a partizan
// position, its value for the player then to move, and whether the move
// threw a win away.
type Step struct {
	Move     string     `json:"move,omitempty"`
	Position string     `json:"position"`
	Words    string     `json:"words"`          // the position for a reader: "12 · Left to move" (game.Words)
	Side     game.Side  `json:"side,omitempty"` // Left or Right, who is to move in a partizan game; "" in others
	Value    game.Value `json:"value"`
	// Thrown says the move threw a win away: its player could win before
	// it (the step before is won for the player to move) and the player to
	// move after it can. It is false at the start.
	Thrown bool `json:"thrown,omitempty"`
}

// stepAt is the step of the position pos, reached by the move in words
// (move; "" at the start), of value v.
func stepAt(pos game.Position, move string, v game.Value) Step {
	return Step{Move: move, Position: pos.String(), Words: game.Words(pos), Side: game.SideOf(pos), Value: v}
}

// MatchOption is a move from the last position of a match: in words
// ("take 5 leaving 63"), the position it leaves, and that position's value
// for the opponent, who then moves. The move wins for its player exactly
// when Value.Wins is false.
type MatchOption struct {
	Move  string     `json:"move"`
	To    string     `json:"to"`
	Value game.Value `json:"value"`
}

// Replay plays the moves of line from the position start (in the form of
// game.ParsePosition: "12", "3,5,7", "12;L", "9;hold=0,1;first") in the
// configuration's game, whose result r is, and returns the match. A bad
// start is a *game.InputError of the key from, a move that is not one of its
// position's options a *game.InputError of the key line. The values come from
// r's Solution (which must hold Values, as Analyze returns them); the
// remoteness from game.Play's search within lim, which a long line shares:
// the cost is that of one Play.Options and one Play.Best a move.
func Replay(c Config, r *Result, start string, line []int, lim game.Limits) (*Match, error) {
	if c.Game == nil {
		return nil, &game.InputError{Key: "game", Problem: "the configuration names no valid game"}
	}
	pos, err := game.ParsePosition(c.Game, &r.Solution, start)
	if err != nil {
		return nil, rekey(err, "from")
	}
	play := game.NewPlay(c.Game, &r.Solution, lim)
	m := &Match{Line: line, Best: -1, Policy: -1}
	var note error
	value := func(p game.Position) game.Value {
		v, err := play.Value(p)
		if err != nil && note == nil {
			note = err
		}
		return v
	}
	m.Steps = append(m.Steps, stepAt(pos, "", value(pos)))
	for i, at := range line {
		opts, err := play.Options(pos)
		if err != nil && opts == nil {
			return nil, err
		}
		if at < 0 || at >= len(opts) {
			what := "no move is left"
			if len(opts) > 0 {
				what = "its moves are numbered 0 to " + strconv.Itoa(len(opts)-1)
			}
			return nil, game.Errorf("line", FormatLine(line), "move %d (%d) is not a move from %s: %s", i+1, at, pos, what)
		}
		o := opts[at]
		pos = o.Position
		step := stepAt(pos, MovePhrase(c.Game, o.Move), o.Value)
		step.Thrown = m.Steps[len(m.Steps)-1].Value.Wins && o.Value.Wins
		m.Steps = append(m.Steps, step)
	}
	opts, err := play.Options(pos)
	if err != nil && opts == nil {
		return nil, err
	}
	if err != nil && note == nil {
		note = err
	}
	for _, o := range opts {
		m.Options = append(m.Options, MatchOption{Move: MovePhrase(c.Game, o.Move), To: o.Position.String(), Value: o.Value})
	}
	m.Over = len(opts) == 0
	if m.Over {
		m.End = game.EndOf(pos)
	} else {
		best, err := play.Best(pos)
		if err != nil && best.Position == nil {
			return nil, err
		}
		m.Best = optionOf(opts, best.Heap, best.Move)
	}
	if pol, ok := r.Solution.Values.(game.Policy); ok && !m.Over {
		// A policy plays in the one heap of a history game's position.
		if mv, ok := pol.PolicyMove(pos); ok {
			m.Policy = optionOf(opts, 0, mv)
		}
	}
	if note != nil {
		m.Note = note.Error()
	}
	return m, nil
}

// optionOf returns the index in opts of the move mv in the heap at index
// heap, which leads to the same position; −1 when none is.
func optionOf(opts []game.Option, heap int, mv game.Move) int {
	for i, o := range opts {
		if o.Heap == heap && o.Move.Equal(mv) {
			return i
		}
	}
	return -1
}

// MaxLine is the most moves a line of play (the page key line) holds.
const MaxLine = 10_000

// ParseLine reads the moves of a match as the page key line spells them:
// indices into each position's options, separated by commas ("2,0,1"; ""
// is no move). Bad text is a *game.InputError of the key line. The cost is
// linear in the text, which is at most MaxQuery bytes.
func ParseLine(text string) ([]int, error) {
	text = game.TrimSpaces(text)
	if text == "" {
		return nil, nil
	}
	items := strings.Split(text, ",")
	if len(items) > MaxLine {
		return nil, game.Errorf("line", text, "holds %s moves; at most %s are played", numerals.Grouped(len(items)), numerals.Grouped(MaxLine))
	}
	line := make([]int, len(items))
	for i, item := range items {
		x, err := strconv.Atoi(game.TrimSpaces(item))
		if err != nil || x < 0 || x > 1_000_000 {
			return nil, game.Errorf("line", text, "move %d (%q) is not the number of a move: each is a whole number from 0, the place of the move among its position's moves", i+1, item)
		}
		line[i] = x
	}
	return line, nil
}

// Opening returns the position a match starts from, in the form of
// Replay's start: the heaps for an impartial game ("3,5,7"), the heap and
// who moves for a partizan one ("12;L", left saying whether Left moves
// first), the family's start for a game with a history ("9;hold=0,0;first"
// for the parity game). Errors are *game.InputErrors of the key from. The cost
// is that of writing the heaps.
func Opening(c Config, heaps []*big.Int, left bool) (string, error) {
	if c.Game == nil {
		return "", &game.InputError{Key: "game", Problem: "the configuration names no valid game"}
	}
	if len(heaps) == 0 {
		return "", &game.InputError{Key: "from", Problem: "a match needs a heap to start from"}
	}
	mover := game.R
	if left {
		mover = game.L
	}
	pos, err := startAt(c.Game, heaps, mover)
	if err != nil {
		return "", rekey(err, "from")
	}
	return pos.String(), nil
}

// startAt returns the position play starts from at the heaps: the heaps of
// an impartial game, the heap of a partizan game with mover (L or R) to
// move, the family's start of a game with a history. A game other than an
// impartial one is played from one heap. Errors are the game's own.
func startAt(g game.Game, heaps []*big.Int, mover game.Outcome) (game.Position, error) {
	switch g := g.(type) {
	case game.History:
		if len(heaps) == 1 {
			return g.Start(heaps[0])
		}
	case game.Impartial:
		return game.Heaps(g, heaps...), nil
	case game.Partizan:
		if len(heaps) == 1 {
			return game.Heap(g, heaps[0], mover), nil
		}
	default:
		return nil, &game.InputError{Key: "game", Problem: "the game has no positions to play"}
	}
	return nil, &game.InputError{Key: "from", Problem: "this game is played from one heap"}
}

// Mover reports, of the last position, whether the player to move wins.
func (m *Match) Mover() game.Value { return m.Steps[len(m.Steps)-1].Value }

// FormatLine writes the moves of a match as the page key line spells
// them, "2,0,1": ParseLine reads it back.
func FormatLine(line []int) string {
	s := make([]string, len(line))
	for i, x := range line {
		s[i] = strconv.Itoa(x)
	}
	return strings.Join(s, ",")
}

// rekey returns err as a problem of key when it is a *game.InputError of
// another key (the position parser names its own).
func rekey(err error, key string) error {
	if e, ok := err.(*game.InputError); ok && e.Key != key {
		return &game.InputError{Key: key, Text: e.Text, Problem: e.Problem}
	}
	return err
}
