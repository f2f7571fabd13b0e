package solver

import (
	"slices"
	"strconv"
	"strings"
)

// MaxMove is the largest amount a finite move set may contain. A subtraction
// game's values depend on the previous max S values, so this bounds the
// window every period search must hold.
const MaxMove = 1_000_000

// MoveSet is a finite set of positive integers: the amounts a move may take.
// The zero MoveSet is empty and invalid for play; ParseMoveSet never returns it.
type MoveSet struct {
	moves []int  // sorted ascending, distinct, all in 1..MaxMove; nil for a named set
	name  string // a named infinite set or the rule "sqrt"; "" for a finite set
}

// NewMoveSet returns the set of the given amounts (any order, repeats
// allowed). It panics if an amount is outside 1..MaxMove or none is given:
// input from people goes through ParseMoveSet instead.
func NewMoveSet(amounts ...int) MoveSet {
	if len(amounts) == 0 {
		panic("solver: NewMoveSet with no amounts")
	}
	m := slices.Clone(amounts)
	slices.Sort(m)
	m = slices.Compact(m)
	if m[0] < 1 || m[len(m)-1] > MaxMove {
		panic("solver: NewMoveSet amount out of range")
	}
	return MoveSet{moves: m}
}

// NamedSets are the infinite move sets of the permalink contract, and the
// rule "sqrt": from a heap of n a move takes 1 … ⌊√n⌋.
var NamedSets = []string{"squares", "primes", "primes1", "powers2", "fibonacci", "moser", "sqrt"}

// ParseMoveSet parses a move set written as a comma list of positive integers
// and ranges, such as "1,5,8,10" or "1-5,9". Spaces around items are allowed.
// key names the parameter in error messages ("moves", "left", "right").
// The cost is O(max S).
func ParseMoveSet(key, text string) (MoveSet, error) {
	t := strings.TrimSpace(text)
	if t == "" {
		return MoveSet{}, &InputError{Key: key, Problem: "the move set is empty; give amounts such as 1,5,8,10 or a range such as 1-3"}
	}
	if name := strings.ToLower(t); slices.Contains(NamedSets, name) {
		return MoveSet{name: name}, nil
	}
	var moves []int
	for item := range strings.SplitSeq(t, ",") {
		item = strings.TrimSpace(item)
		if item == "" {
			return MoveSet{}, inputErrorf(key, text, "an empty item between commas")
		}
		lo, hi, isRange := strings.Cut(item, "-")
		a, err := parseMove(key, text, strings.TrimSpace(lo))
		if err != nil {
			return MoveSet{}, err
		}
		b := a
		if isRange {
			if b, err = parseMove(key, text, strings.TrimSpace(hi)); err != nil {
				return MoveSet{}, err
			}
			if b < a {
				return MoveSet{}, inputErrorf(key, text, "the range %q runs backwards; write %d-%d", item, b, a)
			}
		}
		for x := a; x <= b; x++ {
			moves = append(moves, x)
		}
	}
	slices.Sort(moves)
	return MoveSet{moves: slices.Compact(moves)}, nil
}

// parseMove parses one amount of a move set.
func parseMove(key, text, s string) (int, error) {
	if s == "" {
		return 0, inputErrorf(key, text, "a range needs a number on each side of '-'")
	}
	for _, c := range s {
		if c < '0' || c > '9' {
			return 0, inputErrorf(key, text, "%s is not a positive integer", quote(s))
		}
	}
	digits := strings.TrimLeft(s, "0")
	if digits == "" {
		return 0, inputErrorf(key, text, "0 is not a move: every move takes at least one stone")
	}
	if len(digits) > 7 {
		return 0, inputErrorf(key, text, "%s is larger than the largest move allowed, %d", quote(s), MaxMove)
	}
	v, _ := strconv.Atoi(digits)
	if v > MaxMove {
		return 0, inputErrorf(key, text, "%d is larger than the largest move allowed, %d", v, MaxMove)
	}
	return v, nil
}

// Name returns the name of a named set ("squares", "sqrt", …), or "" for a
// finite set.
func (m MoveSet) Name() string { return m.name }

// Finite reports whether the set is a finite list of amounts.
func (m MoveSet) Finite() bool { return m.name == "" }

// Moves returns the amounts of a finite set in ascending order (nil for a
// named set). The slice is a copy.
func (m MoveSet) Moves() []int { return slices.Clone(m.moves) }

// Len returns the number of amounts of a finite set, |S| (0 for a named set).
func (m MoveSet) Len() int { return len(m.moves) }

// Max returns the largest amount of a finite set, max S (0 for a named set).
func (m MoveSet) Max() int {
	if len(m.moves) == 0 {
		return 0
	}
	return m.moves[len(m.moves)-1]
}

// Contains reports whether amount is in a finite set. The cost is O(log |S|).
func (m MoveSet) Contains(amount int) bool {
	_, ok := slices.BinarySearch(m.moves, amount)
	return ok
}

// Equal reports whether two move sets hold the same amounts.
func (m MoveSet) Equal(o MoveSet) bool { return m.name == o.name && slices.Equal(m.moves, o.moves) }

// String writes the set in its normal form: ascending, with runs of three or
// more consecutive amounts as ranges ("1-5,9"). ParseMoveSet(key, m.String())
// returns a set equal to m.
func (m MoveSet) String() string {
	if m.name != "" {
		return m.name
	}
	var b strings.Builder
	for i := 0; i < len(m.moves); {
		j := i
		for j+1 < len(m.moves) && m.moves[j+1] == m.moves[j]+1 {
			j++
		}
		if b.Len() > 0 {
			b.WriteByte(',')
		}
		b.WriteString(strconv.Itoa(m.moves[i]))
		switch {
		case j-i >= 2:
			b.WriteByte('-')
			b.WriteString(strconv.Itoa(m.moves[j]))
		case j == i+1:
			b.WriteByte(',')
			b.WriteString(strconv.Itoa(m.moves[j]))
		}
		i = j + 1
	}
	return b.String()
}
