package game

import (
	"slices"
	"strconv"
	"strings"
)

// MaxMove is the largest amount a finite move set may contain. A subtraction
// game's values depend on the previous max S values, so this bounds the
// window every period search must hold.
const MaxMove = 1_000_000

// MoveSet is a set of positive integers: the amounts a move may take. A
// finite set is kept as its maximal runs of consecutive amounts, so that
// "1-1000000" costs as little as "1"; a named set ("squares") or the rule
// "sqrt" is kept by its name. The zero MoveSet is empty and invalid for
// play; ParseMoveSet never returns it.
type MoveSet struct {
	runs []run  // sorted, disjoint, not adjacent; nil for a named set
	name string // a named infinite set or the rule "sqrt"; "" for a finite set
}

// run is the amounts lo..hi.
type run struct{ lo, hi int }

// NewMoveSet returns the set of the given amounts (any order, repeats
// allowed). It panics if an amount is outside 1..MaxMove or none is given:
// input from people goes through ParseMoveSet instead.
func NewMoveSet(amounts ...int) MoveSet {
	if len(amounts) == 0 {
		panic("game: NewMoveSet with no amounts")
	}
	rs := make([]run, len(amounts))
	for i, a := range amounts {
		if a < 1 || a > MaxMove {
			panic("game: NewMoveSet amount out of range")
		}
		rs[i] = run{a, a}
	}
	return MoveSet{runs: merge(rs)}
}

// Named returns the named set or rule of that name: one of the NamedSets a
// family's key lists (package named holds them).
func Named(name string) MoveSet { return MoveSet{name: name} }

// merge sorts runs and joins those that overlap or touch. The cost is
// O(r log r) for r runs.
func merge(rs []run) []run {
	slices.SortFunc(rs, func(a, b run) int { return a.lo - b.lo })
	out := rs[:0]
	for _, r := range rs {
		if k := len(out) - 1; k >= 0 && r.lo <= out[k].hi+1 {
			out[k].hi = max(out[k].hi, r.hi)
			continue
		}
		out = append(out, r)
	}
	return slices.Clip(out)
}

// NamedSet is a move set known by its name: an infinite set of the
// permalink contract ("squares") or a rule whose moves depend on the heap
// ("sqrt"). Package named lists them (named.Sets) and defines them; a key
// of kind MoveSetKey that takes them lists them (Key.Named), so that the
// page offers them with their labels.
type NamedSet struct {
	Name    string // as a configuration writes it: "primes1"
	Label   string // for people, short: "primes ∪ {1}"
	Members string // its first members, "1, 2, 3, 5, 7, 11, …", or its rule in words
	Rule    bool   // a rule rather than a set: Members are words, not amounts
}

// ParseMoveSet parses a finite move set written as a comma list of positive
// integers and ranges, such as "1,5,8,10" or "1-5,9" (a named set is read
// by named.ParseMoveSet, which knows the names). Spaces
// around items are allowed. key names the parameter in error messages
// ("moves", "left", "right"). The cost is O(t log t) time and O(t) memory
// for a text of length t, whatever the ranges span.
func ParseMoveSet(key, text string) (MoveSet, error) {
	t := TrimSpaces(text)
	if t == "" {
		return MoveSet{}, &InputError{Key: key, Problem: "the move set is empty; give amounts such as 1,5,8,10 or a range such as 1-3"}
	}
	var rs []run
	for item := range strings.SplitSeq(t, ",") {
		item = TrimSpaces(item)
		if item == "" {
			return MoveSet{}, Errorf(key, text, "an empty item between commas")
		}
		lo, hi, isRange := strings.Cut(item, "-")
		a, err := parseMove(key, text, TrimSpaces(lo))
		if err != nil {
			return MoveSet{}, err
		}
		b := a
		if isRange {
			if b, err = parseMove(key, text, TrimSpaces(hi)); err != nil {
				return MoveSet{}, err
			}
			if b < a {
				return MoveSet{}, Errorf(key, text, "the range %q runs backwards; write %d-%d", item, b, a)
			}
		}
		rs = append(rs, run{a, b})
	}
	return MoveSet{runs: merge(rs)}, nil
}

// parseMove parses one amount of a move set.
func parseMove(key, text, s string) (int, error) {
	if s == "" {
		return 0, Errorf(key, text, "a range needs a number on each side of '-'")
	}
	for _, c := range s {
		if c < '0' || c > '9' {
			return 0, Errorf(key, text, "%s is not a positive integer", Quote(s))
		}
	}
	digits := strings.TrimLeft(s, "0")
	if digits == "" {
		return 0, Errorf(key, text, "0 is not a move: every move takes at least one stone")
	}
	if len(digits) > 7 {
		return 0, Errorf(key, text, "%s is larger than the largest move allowed, %d", Quote(s), MaxMove)
	}
	v, _ := strconv.Atoi(digits)
	if v > MaxMove {
		return 0, Errorf(key, text, "%d is larger than the largest move allowed, %d", v, MaxMove)
	}
	return v, nil
}

// Name returns the name of a named set ("squares", "sqrt", …), or "" for a
// finite set.
func (m MoveSet) Name() string { return m.name }

// Finite reports whether the set is a finite list of amounts.
func (m MoveSet) Finite() bool { return m.name == "" }

// Moves returns the amounts of a finite set in ascending order (nil for a
// named set): a new slice of Len() amounts, at most MaxMove.
func (m MoveSet) Moves() []int {
	if m.runs == nil {
		return nil
	}
	out := make([]int, 0, m.Len())
	for _, r := range m.runs {
		for s := r.lo; s <= r.hi; s++ {
			out = append(out, s)
		}
	}
	return out
}

// Len returns the number of amounts of a finite set, |S| (0 for a named
// set). The cost is O(runs).
func (m MoveSet) Len() int {
	n := 0
	for _, r := range m.runs {
		n += r.hi - r.lo + 1
	}
	return n
}

// Min returns the smallest amount of a finite set (0 for a named set).
func (m MoveSet) Min() int {
	if len(m.runs) == 0 {
		return 0
	}
	return m.runs[0].lo
}

// Max returns the largest amount of a finite set, max S (0 for a named set).
func (m MoveSet) Max() int {
	if len(m.runs) == 0 {
		return 0
	}
	return m.runs[len(m.runs)-1].hi
}

// Contains reports whether amount is in a finite set. The cost is
// O(log runs).
func (m MoveSet) Contains(amount int) bool {
	i, _ := slices.BinarySearchFunc(m.runs, amount, func(r run, a int) int {
		switch {
		case r.hi < a:
			return -1
		case r.lo > a:
			return 1
		}
		return 0
	})
	return i < len(m.runs) && m.runs[i].lo <= amount && amount <= m.runs[i].hi
}

// Equal reports whether two move sets hold the same amounts.
func (m MoveSet) Equal(o MoveSet) bool { return m.name == o.name && slices.Equal(m.runs, o.runs) }

// String writes the set in its normal form: ascending, with runs of three or
// more consecutive amounts as ranges ("1-5,9"). ParseMoveSet(key, m.String())
// returns a set equal to m. The cost is O(runs).
func (m MoveSet) String() string {
	if m.name != "" {
		return m.name
	}
	var b strings.Builder
	for _, r := range m.runs {
		if b.Len() > 0 {
			b.WriteByte(',')
		}
		b.WriteString(strconv.Itoa(r.lo))
		switch {
		case r.hi-r.lo >= 2:
			b.WriteByte('-')
			b.WriteString(strconv.Itoa(r.hi))
		case r.hi == r.lo+1:
			b.WriteByte(',')
			b.WriteString(strconv.Itoa(r.hi))
		}
	}
	return b.String()
}

// Words writes the set for a sentence: "{1, 5, 8, 10}", "{1-5, 9}", or a
// named set's name.
func (m MoveSet) Words() string {
	if m.name != "" {
		return m.name
	}
	return "{" + strings.ReplaceAll(m.String(), ",", ", ") + "}"
}
