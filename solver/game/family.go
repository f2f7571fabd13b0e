package game

// Family describes a family of games: the value of the key game that names
// it and everything the page and the CLI show about it. A family package
// (solver/subtraction, solver/octal, …) declares one, and the solver
// package's registry lists it: adding a game means adding a package and one
// registry line.
type Family struct {
	Game   string // the value of the key game: "subtraction", "octal", "grundy"
	Title  string // its name: "Subtraction game"
	Rules  string // the rules in plain words, one or two sentences
	Source string // where it comes from, by author and title
	// Keys are the keys the family takes, in the order of the normal form:
	// the key game first, then these (an Engine key after the questions
	// len, n and heaps), then embed.
	Keys   []Key
	Legend []Letter // its outcome letters and their meanings
	// Presets are games of the literature, one click away on the page.
	Presets []Preset
	// Build makes the game that the keys name, from their texts with each
	// key's default applied (Args). Build rejects bad values with an
	// *InputError of the key; keys the family does not take never reach it.
	Build func(Args) (Game, error)
	// Atlas, when not nil, is the family's many small games that the
	// page's atlas lays side by side with their periods.
	Atlas *Atlas
	// Variants are the family's games on a move set, for the comparison
	// that lays the games of every family on one move set side by side.
	Variants []Variant
	// Checks are what the registry-wide tests check of the family.
	Checks Checks
}

// Key returns the family's key of that name, and whether it takes one.
func (f *Family) Key(name string) (Key, bool) {
	for _, k := range f.Keys {
		if k.Name == name {
			return k, true
		}
	}
	return Key{}, false
}

// Args returns what Build reads of a link: get returns a key's text and
// whether the link gives it.
func (f *Family) Args(get func(key string) (string, bool)) Args {
	return Args{family: f, get: get}
}

// Args are the texts of a family's keys as Build reads them: each key's as
// the link gives it, or else the key's Default, which is so written once,
// in the family's Keys.
type Args struct {
	family *Family
	get    func(key string) (string, bool)
}

// Value returns the text of the key name: as given, or its default ("" for
// a key the family does not take, or one without a default that is not
// given).
func (a Args) Value(name string) string {
	if v, ok := a.get(name); ok {
		return v
	}
	k, _ := a.family.Key(name)
	return k.Default
}

// Given reports whether the link gives the key name.
func (a Args) Given(name string) bool {
	_, ok := a.get(name)
	return ok
}

// Variant is a game of a family on a move set, for a comparison: its name,
// its place among the variants of every family, and its keys.
type Variant struct {
	Name string // in words: "Misère play"
	Rank int    // its place in a comparison, the smallest first
	// Keys returns the variant's keys for the move set moves (as the key
	// moves writes it), without game and len: {{"play", "misere"},
	// {"moves", moves}}.
	Keys func(moves string) []KeyValue
}

// Atlas describes the games a family offers to the page's atlas: every game
// of a span (the move sets S ⊆ {1, …, N}, the octal codes of up to d
// digits), kept to one size where the family has one (the number of
// moves).
type Atlas struct {
	What    string // the games in words, with the span's name: "every move set S ⊆ {1, …, N}"
	Span    string // the span's name: "N"
	Least   int    // the smallest span
	Most    int    // the largest span: the atlas lists at most 2^Most games or so
	Default int    // the span the page opens with
	// Places says how the heat map places the games, in words for people:
	// "by the bits of S: the small amounts along a row, the large ones
	// down the map".
	Places string
	// Size names the size a game may be kept to ("moves in S"); "" when
	// the family has none.
	Size string
	// Games lists the games of span (Least to Most) of size size (1 to
	// span; 0 for every size), each with its place in the heat map: a
	// sparse grid where the place says which game it is, a dense one
	// otherwise. The cost is linear in the number of games.
	Games func(span, size int) []AtlasGame
}

// AtlasGame is one game of an atlas.
type AtlasGame struct {
	Config string `json:"config"` // its configuration keys: "moves=1,3", "game=octal&code=0.137"
	Name   string `json:"name"`   // its name, short: "{1, 3}", "0.137"
	Row    int    `json:"row"`    // its place in the heat map, from 0
	Col    int    `json:"col"`
}

// Key describes a configuration key of a family.
type Key struct {
	Name     string  // "moves"
	Kind     KeyKind // how the page edits it
	Default  string  // its default in normal form; "" when it has none
	Required bool    // a game cannot be built without it
	Label    string  // the control's label: "Move set"
	Help     string  // one line for people: what it means, with an example
	Choices  []Choice
	// Named are the named move sets a MoveSetKey takes besides finite
	// ones, with their labels for the page; nil when it takes none.
	Named []NamedSet
	// Engine marks a key that chooses how the values are computed, not
	// the game (every value gives the same values): the normal form writes
	// it after the questions len, n and heaps, and a problem of it does not
	// make the game the link names uncertain.
	Engine bool
}

// KeyKind says what a key holds, so that the page draws the right control.
type KeyKind string

// The kinds of key.
const (
	MoveSetKey KeyKind = "moveset" // a move set: 1,5,8,10 or squares
	TextKey    KeyKind = "text"    // a short text such as an octal code
	FlagKey    KeyKind = "flag"    // 1 or absent
	ChoiceKey  KeyKind = "choice"  // one of Choices
	CountKey   KeyKind = "count"   // a whole number
	ListKey    KeyKind = "list"    // a comma list of whole numbers
	GraphKey   KeyKind = "graph"   // a graph: an edge list 0-1,1-2 or a named shape path:10
	BoardKey   KeyKind = "board"   // a board of rows x columns: 3x6
	CellsKey   KeyKind = "cells"   // cells of the board key, row.column from 1: 1.2,3.4
)

// Choice is one value of a ChoiceKey and its label: {"misere", "Misère"}.
type Choice struct {
	Value string
	Label string
}

// Preset is a game of the literature: a name, its configuration, and where
// it comes from (author and title, as a reader can look it up).
type Preset struct {
	Name   string // "Kayles"
	Config string // "game=octal&code=0.77"
	About  string // one line on the game
	Source string // "Guy and Smith, The G-values of various games (1956)"
}

// KeyValue is a key of a game in its normal form.
type KeyValue struct {
	Key   string
	Value string
}

// Game is one game of a family, built by Family.Build. Every Game is also
// of exactly one shape: Impartial, Partizan or History.
type Game interface {
	// Keys returns the game's keys in normal form, in the family's key
	// order, defaults spelled out: building the game again from them gives
	// an equal game.
	Keys() []KeyValue
	// Title names the game with its parameters: "Subtraction game, moves
	// {1, 5, 8, 10}, normal play".
	Title() string
	// Legend returns its outcome letters and their meanings.
	Legend() []Letter
}
