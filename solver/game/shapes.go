package game

import (
	"math/big"

	"stones/solver/periodic"
)

// Impartial is an impartial heap game: both players have the same moves,
// and a position is a set of heaps played independently. Its rules are the
// options of one heap (CGSuite's HeapRuleset); the values of heaps, sums,
// misère sums and play derive from them. A game may also implement Solver
// (its fast engine, closed forms and proofs), Opener (its moves leave heaps
// of another game) and Winner (it lists winning moves itself).
type Impartial interface {
	Game
	// Misere reports whether the player who cannot move wins.
	Misere() bool
	// Options calls yield with each move from a heap of n until yield
	// returns false. A move leaves zero, one or two heaps. For a huge heap
	// a family may yield one representative for many splits (Move.Every).
	Options(n *big.Int, yield func(Move) bool)
}

// Subtractive is implemented by impartial games whose every move takes an
// amount s from a heap of n and leaves one heap of n − s (subtraction
// games, named move sets). Amounts returns the amounts a heap of n may
// take, ascending, each at most n, in a slice shared by every caller that
// must not be modified, or false when the game does not list them for
// that heap (then Options does). The misère search lists moves through
// it: no allocation a move, and nothing kept a move. The cost is O(1), or
// that of listing the set up to n once.
type Subtractive interface {
	Amounts(n int) ([]int, bool)
}

// Opener is an impartial game whose moves leave heaps of another game: a
// move on a ring leaves a row.
type Opener interface {
	// Opened returns the game of the heaps that moves leave.
	Opened() Impartial
}

// Solver is a game's own engine: it computes the values of heaps
// 0..length−1 and, from its proofs and closed forms, what it can of every
// other heap, within lim. A game without one is solved from its options
// (see SolveByOptions for impartial games).
type Solver interface {
	Solve(length int, lim Limits, w *Work) (*Solution, error)
}

// Solution is what is known about the heaps of a game: the figures of heaps
// 0..length−1, the periods and what proves them, and the values of heaps of
// any size that the proofs cover. The fields a shape does not use are empty.
type Solution struct {
	Outcomes string   // one letter a heap size, 0..length−1
	Nim      []uint32 // nim-values 0..length−1; impartial games in normal play only
	// OutcomePeriod and NimPeriod: nil when no period is known.
	OutcomePeriod, NimPeriod *Period
	// OutcomeSearch and NimSearch are how many heap sizes the period
	// searches computed: "no period up to OutcomeSearch" when none is found.
	OutcomeSearch, NimSearch int
	// Shallow says that the period search stopped at Limits.Shallow with
	// no period: a deeper search, within the other limits, may find one.
	Shallow bool
	// Proof says on what the periods rest, in words: "a repeated window of
	// max S values", "the octal periodicity theorem (Guy and Smith)".
	Proof string
	// NimLaw is the nim-values' arithmetic law, a theorem, when they have
	// no period (NimPeriod nil): a closed form, or a saltus found by a test
	// of the options. Nil when none is known.
	NimLaw *periodic.Law
	// Sizes names what the figures run over, for the sentences on their
	// periods: a graph's vertices, a board's columns. Nil for heaps.
	Sizes *periodic.Sizes
	// Window is the length of the windows (of values, or of a state
	// table's columns) whose repetition proves the periods; 0 when the proof
	// is of another kind. Two equal windows, one period apart, starting at
	// the preperiod, are the proof a page can show.
	Window int

	// Partizan games: who wins each heap when Left, or Right, moves first.
	LeftFirst, RightFirst string
	// History games: the heaps below length where the player to move loses
	// whatever the state (the no-repeat game's safe heaps), the state table
	// (one row a state, one letter a heap: P the player to move loses), and
	// the table's proven period.
	Safe        []int
	Table       []TableRow
	TablePeriod *Period
	// TableWidth is the most heaps the cells of Table cover, whatever the
	// length (the no-repeat game's 5,000); 0 when they cover every heap.
	TableWidth int

	// Genus is Conway's genus of each heap 0..length−1, "0^{120}", for
	// games in misère play whose engine finds it (octal games); of the
	// first heaps only, fewer than length, when By answered the others.
	Genus []string
	// By, when not empty, names in words the solution that answered
	// outcomes of the figure that the game's own search did not reach:
	// "the misère quotient of this game (Plambeck and Siegel), …".
	By string

	// Values answers for heaps of any size the computation and proofs
	// cover.
	Values Values
}

// TableRow is one row of a state table: its state in words ("after 5", "the
// mover holds an odd number") and one letter a heap size.
type TableRow struct {
	Label string `json:"label"`
	Cells string `json:"cells"`
}

// Values answers for heaps of any size. A value that is not known (beyond
// the search with no proven period) is an *Unknown error saying why.
type Values interface {
	// Outcome returns the outcome of a heap of n: for impartial and history
	// games at the start of play, for partizan games the class L, R, N or P.
	Outcome(n *big.Int) (Outcome, error)
}

// NimValues is implemented by the Values of impartial games in normal play.
type NimValues interface {
	Values
	// Nim returns the nim-value of a heap of n.
	Nim(n *big.Int) (uint32, error)
}

// NimMover is implemented by NimValues that find the moves from a heap to
// a heap of a given nim-value from a theorem, without listing the heap's
// options: what a sum needs at a huge heap of powers2, primes1 or moser.
// When the moves are too many to list it returns some with a *TooMany.
type NimMover interface {
	MovesTo(n *big.Int, nim uint32) ([]Move, error)
}

// BigNimValues is implemented by the Values of games whose nim-values
// grow without bound, beyond 32 bits (moser at huge heaps): the exact value.
type BigNimValues interface {
	BigNim(n *big.Int) (*big.Int, error)
}

// OpenedValues is implemented by the Values of an Opener: the values of the
// heaps its moves leave.
type OpenedValues interface {
	Opened() NimValues
}

// Winner is implemented by Values that list the winning moves from a heap
// themselves, for a game whose heaps have too many moves to list (the rule
// sqrt at 10^30).
type Winner interface {
	WinningMoves(n *big.Int) ([]Move, error)
}

// Credited is implemented by Values that answer some heaps by a solution
// other than the game's own computation of the heaps (the misère quotient
// beyond the genus's search): By names it in words for a heap of n, or is
// "" when the heaps' computation answers n.
type Credited interface {
	By(n *big.Int) string
}

// MisereSummer is implemented by the Values of misère games that answer
// some sums of heaps themselves (the tame sums of an octal game, by
// Conway's genus). MisereSum returns the answer, or a nil Sum and why the
// values cannot answer, in words ("heap 4 is not tame: its genus is
// 0^{1120}"); SumOf then searches, and says why in a refusal.
type MisereSummer interface {
	MisereSum(heaps []*big.Int) (*Sum, string, error)
	// MisereOutcome is MisereSum's outcome alone, when it answers: what a
	// search needs at every position it meets.
	MisereOutcome(heaps []*big.Int) (Outcome, bool)
}

// Quotienter is a game in misère play whose misère quotient (Plambeck and
// Siegel) can be computed: misère play of heap games (package genus).
// QuotientSummary returns the quotient of the heaps below length (capped
// by the package that computes it) and on until it is proven periodic,
// within lim, in words for people; a quotient beyond the limits is an
// *InputError. It reports to w.
type Quotienter interface {
	Game
	QuotientSummary(length int, lim Limits, w *Work) (string, error)
}

// Partizan is a heap game in which Left and Right have moves of their own.
// A heap's class (L, R, N, P) and who wins when each player starts derive
// from the options. A Partizan game may implement Solver.
type Partizan interface {
	Game
	// Options calls yield with each move of player (L or R) from a heap of
	// n until yield returns false.
	Options(n *big.Int, player Outcome, yield func(Move) bool)
}

// FirstWins is implemented by the Values of partizan games.
type FirstWins interface {
	Values
	// Wins reports whether player (L or R), moving first from a heap of n,
	// wins.
	Wins(n *big.Int, player Outcome) (bool, error)
}

// History is a one-heap game whose moves depend on a state carried through
// play: the amounts taken in the last k moves (the no-repeat game), the
// players' holdings (the parity game). A History game implements Solver.
type History interface {
	Game
	Solver
	// Start returns the position at a heap of n at the start of play, with
	// the state the configuration gives (the key last of the no-repeat
	// game), or an *InputError of the key n when n is not a position (the
	// parity game's even piles).
	Start(n *big.Int) (Position, error)
}

// StartStater is implemented by history games that start play in a state
// their configuration gives (the no-repeat game's key last): StartState is
// the label of the row of the state table (Solution.Table) that is that
// state, or "" when no row is (a history shorter than the rows').
type StartStater interface {
	StartState() string
}

// StateSayer is implemented by positions whose state changes which moves
// are legal: StateWords says so in a sentence for the player to move ("Taking
// 1 is forbidden now: it was the last move.").
type StateSayer interface {
	StateWords() string
}

// Position is a position in play, of any shape: the heaps, whose turn it
// is, and the state a history game carries. Positions are values: Moves
// yields new ones and never changes its receiver.
type Position interface {
	// String is the position's one printable form, which ParsePosition of
	// its game reads back: "3,5,7", "12;R", "12;last=3,1", "9;hold=0,1".
	String() string
	// Moves calls yield with each legal move and the position it leads to,
	// until yield returns false.
	Moves(yield func(Move, Position) bool)
	// MoverWinsAtEnd reports who has won when no move is legal: true when
	// the player to move has (misère play, the parity game with an odd
	// holding).
	MoverWinsAtEnd() bool
}

// Period is an eventually periodic sequence's period (see package periodic).
type Period = periodic.Period

// PositionValues is implemented by the Values of history games: who wins
// any position in play, whatever its state.
type PositionValues interface {
	Values
	// Wins reports whether the player to move at p wins.
	Wins(p Position) (bool, error)
	// ParsePosition reads a position of the game back from its String form.
	ParsePosition(text string) (Position, error)
}

// PositionNim is implemented by the Values of history games whose
// positions have nim-values (games on graphs and boards in normal play):
// the nim-value of any position in play, the nim-sum of its components'.
type PositionNim interface {
	NimOf(p Position) (uint32, error)
}

// Sizer is implemented by history games whose "heap" is the size of a
// shape (a graph's, a board's): path:0, path:1, … SizeName names the shape
// of size n, "path:10", "board 3×6", "the first 7 vertices"; Given is the
// size of the graph the configuration gives, the position it names.
type Sizer interface {
	SizeName(n string) string
	Given() int
}

// Splitter is implemented by positions that fall apart into independent
// parts played side by side (the components of a graph): in normal play
// the position's nim-value is the nim-sum of its parts'.
type Splitter interface {
	Parts() []Position
}

// Policy is implemented by the Values of a game that has a way of playing
// of its own besides perfect play: the parity game's Game::Stones policy.
type Policy interface {
	// PolicyMove returns the move the policy plays at p; false when p has
	// no move.
	PolicyMove(p Position) (Move, bool)
	// PolicyName says whose policy it is and what it does, in words, as
	// "who: what": "Game::Stones (McDougall, 1997): the largest winning
	// take; …".
	PolicyName() string
}

// PolicyNamer is implemented by games that have a way of playing of their
// own besides perfect play (their Values implement Policy): the game names
// it, as Policy.PolicyName, before it is solved.
type PolicyNamer interface {
	PolicyName() string
}

// Teacher is implemented by games that say, in two or three sentences a
// first-year student follows, the idea their figures rest on: the
// repeated-window proof, the octal periodicity theorem, Sprague–Grundy and
// the nim-sum, safe positions.
type Teacher interface {
	Teach() string
}

// Idea is an idea that the teaching texts of several games rest on, as
// the words that name it in them. One game says it in full; the others
// name it, and a page links their words to that game's text.
type Idea string

// The ideas said once and named elsewhere.
const (
	SpragueGrundy  Idea = "Sprague–Grundy"
	RepeatedWindow Idea = "repeated window"
	// The octal periodicity theorem, said in full by the octal games'
	// text and named by the codes beyond octal digits.
	OctalPeriodicity Idea = "octal periodicity theorem"
)

// IdeaTeacher is implemented by Teachers whose text rests on Ideas: says
// are those the text says in full, names those it only names (in the
// Idea's own words), leaving them to the game that says them.
type IdeaTeacher interface {
	Teacher
	Ideas() (says, names []Idea)
}

// Phraser is implemented by games that word a move themselves ("take 2
// from an end leaving 5"); others get the generic wording ("take 2 leaving
// 5").
type Phraser interface {
	MovePhrase(m Move) string
}

// Stated is implemented by history games whose Solution has a state table
// (Solution.Table): the no-repeat and parity games, whose heaps carry a
// state through play. Graphs and boards, history games of another kind,
// have none.
type Stated interface {
	History
	// States is a marker: the game's solutions have a state table.
	States()
}
