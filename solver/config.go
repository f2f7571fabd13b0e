package solver

import (
	"errors"
	"math/big"
	"net/url"
	"slices"
	"strconv"
	"strings"

	"stones/solver/game"
	"stones/solver/numerals"
)

// MaxDigits is the most digits the heap size n of a query may have.
const MaxDigits = game.MaxDigits

// MaxLen is the largest len a configuration may ask for. Front ends set
// smaller limits of their own (see game.Limits).
const MaxLen = 1 << 40

// MaxQuery is the longest configuration ParseConfig reads, in bytes.
const MaxQuery = 16 << 10

// Config is a configuration: a game and the question asked of it. It is the
// whole state of a page and round-trips exactly through its URL query:
// ParseConfig(c.Query()) returns c.
type Config struct {
	Family *game.Family // the game's family; never nil
	Game   game.Game    // the game its keys name; nil when they are bad
	Len    int
	N      *big.Int   // the heap size asked about; nil when not asked
	Heaps  []*big.Int // a position of several heaps; nil when not asked
	Embed  bool
	Parts  []string          // the parts an embed shows (embed.go); nil for embed=1, the figure
	Page   map[string]string // page-only keys, kept so that links round-trip

	text map[string]string // the family's keys as given, for a config whose game is bad
}

// DefaultConfig is the configuration of an empty query.
func DefaultConfig() Config {
	c, _ := ParseConfig("")
	return c
}

// Errors are the problems of a configuration, one a key, in the order of
// the normal form.
type Errors = game.Errors

// ParseConfig parses a configuration from a URL query string such as
// "moves=1,5,8,10&len=40" (a leading '?' is allowed). Missing keys take their
// defaults. Every bad key is reported at once, as Errors: a key given
// twice, an unknown key, a key that does not apply to the game, or a bad
// value. The configuration returned holds every good key: its Game is nil
// when a key that defines the game is bad, and a bad question key (len, n,
// heaps) keeps its default. The cost is linear in the length of the query.
func ParseConfig(query string) (Config, error) {
	c := Config{Family: registry[0], Len: 100}
	query = strings.TrimPrefix(query, "?")
	if len(query) > MaxQuery {
		return c, Errors{{Key: "query", Problem: "is " + numerals.Grouped(len(query)) + " bytes long; at most " + numerals.Grouped(MaxQuery) + " are read"}}
	}
	values, errs, broken := parseQuery(query)
	bad := func(err error) {
		var list Errors
		var one *game.InputError
		switch {
		case errors.As(err, &list):
			errs = append(errs, list...)
		case errors.As(err, &one):
			errs = append(errs, one)
		default:
			errs = append(errs, &game.InputError{Key: "query", Problem: err.Error()})
		}
	}
	known := Keys()
	var unknown []string
	for k := range values {
		if !slices.Contains(known, k) {
			unknown = append(unknown, k)
		}
	}
	slices.Sort(unknown)
	for _, k := range unknown {
		errs = append(errs, &game.InputError{Key: keyName(k), Problem: "unknown key; the keys are " + strings.Join(known[:len(known)-len(PageKeys)], ", ")})
		delete(values, k)
	}
	for _, k := range known {
		if v := values[k]; len(v) > 1 {
			errs = append(errs, &game.InputError{Key: k, Problem: "given " + strconv.Itoa(len(v)) + " times; give it once"})
			delete(values, k)
			broken[k] = true
		}
	}
	get := func(key string) (string, bool) {
		v, ok := values[key]
		if !ok {
			return "", false
		}
		return game.TrimSpaces(v[0]), true
	}

	if broken["game"] {
		return c, c.sort(errs)
	}
	if v, ok := get("game"); ok {
		if f := FamilyNamed(v); f != nil {
			c.Family = f
		} else {
			names := make([]string, len(registry))
			for i, f := range registry {
				names[i] = f.Game
			}
			bad(game.Errorf("game", v, "unknown game; the games are %s", strings.Join(names, ", ")))
			return c, c.sort(errs)
		}
	}
	c.text = map[string]string{}
	for k := range values {
		if slices.Contains(genericKeys, k) || slices.Contains(PageKeys, k) || k == "game" {
			continue
		}
		if !c.takes(k) {
			bad(&game.InputError{Key: k, Problem: "does not apply to game=" + c.Family.Game})
			delete(values, k)
			broken[k] = true // meant for another game: this one is uncertain
			continue
		}
		c.text[k], _ = get(k)
	}
	var err error
	if c.defines(broken) {
		// A key that defines a game is broken, repeated or meant for another
		// game: which game the link means is uncertain, so none is built.
	} else if c.Game, err = c.Family.Build(c.Family.Args(get)); err != nil {
		bad(err)
		c.Game = nil
		// A bad list that only sets where play starts (the no-repeat game's
		// last moves) leaves the game itself intact: build it without.
		var one *game.InputError
		if errors.As(err, &one) && c.kind(one.Key) == game.ListKey {
			if _, ok := values[one.Key]; ok {
				delete(values, one.Key)
				if g, err := c.Family.Build(c.Family.Args(get)); err == nil {
					c.Game = g
				}
			}
		}
	}
	if v, ok := get("len"); ok {
		if n, err := game.ParseCount("len", v, MaxLen); err != nil {
			bad(err)
		} else {
			c.Len = n
		}
	}
	if v, ok := get("n"); ok {
		if c.N, err = ParseHeap("n", v); err != nil {
			bad(err)
		}
	}
	if v, ok := get("heaps"); ok {
		if _, impartial := c.Game.(game.Impartial); c.Game != nil && !impartial {
			bad(&game.InputError{Key: "heaps", Problem: "sums of heaps apply to impartial games only; this game is played on one heap"})
		} else if c.Heaps, err = ParseHeaps("heaps", v); err != nil {
			bad(err)
		}
	}
	if v, ok := get("embed"); ok {
		if parts, err := parseParts(v); err != nil {
			bad(err)
		} else {
			c.Embed, c.Parts = true, parts
			for _, p := range parts {
				if c.Game == nil {
					break
				}
				if problem := c.partProblem(p); problem != "" {
					bad(game.Errorf("embed", v, "this game %s", problem))
					c.Parts = slices.DeleteFunc(c.Parts, func(q string) bool { return q == p })
				}
			}
			if c.Parts != nil && len(c.Parts) == 0 {
				c.Parts = []string{FigurePart}
			}
		}
	}
	if v, ok := get("theme"); ok && v != "light" && v != "dark" {
		bad(game.Errorf("theme", v, "must be light or dark (or left out, to follow the reader's system)"))
		delete(values, "theme")
	}
	for _, k := range PageKeys {
		if v, ok := get(k); ok {
			if c.Page == nil {
				c.Page = map[string]string{}
			}
			c.Page[k] = v
		}
	}
	if len(errs) > 0 {
		return c, c.sort(errs)
	}
	return c, nil
}

// parseQuery reads a URL query: key=value pairs separated by '&', each
// percent-decoded, a '+' standing for itself ("n=+5" is not a heap size).
// A value that is not valid percent-encoding is a problem of its key, which
// is then broken; a key that is not is a problem of the query. The cost is
// linear in the length of the query.
func parseQuery(query string) (url.Values, Errors, map[string]bool) {
	values, broken := url.Values{}, map[string]bool{}
	var errs Errors
	for part := range strings.SplitSeq(query, "&") {
		if part == "" {
			continue
		}
		k, v, _ := strings.Cut(part, "=")
		key, err := url.PathUnescape(k)
		if err != nil {
			errs = append(errs, &game.InputError{Key: "query", Text: k, Problem: "a key that is not valid percent-encoding"})
			continue
		}
		value, err := url.PathUnescape(v)
		if err != nil {
			errs = append(errs, &game.InputError{Key: keyName(key), Text: v, Problem: "is not valid percent-encoding"})
			broken[key] = true
			continue
		}
		values[key] = append(values[key], value)
	}
	return values, errs, broken
}

// defines reports whether a broken key defines the game (Defines).
func (c Config) defines(broken map[string]bool) bool {
	for k := range broken {
		if Defines(c.Family, k) {
			return true
		}
	}
	return false
}

// kind returns the kind of a key of the configuration's family.
func (c Config) kind(key string) game.KeyKind {
	k, _ := c.Family.Key(key)
	return k.Kind
}

// takes reports whether the configuration's family takes key.
func (c Config) takes(key string) bool {
	_, ok := c.Family.Key(key)
	return ok
}

// sort orders problems as the normal form of every family orders their
// keys (Keys); a key Stones does not know comes last.
func (c Config) sort(errs Errors) Errors {
	rank := func(k string) int {
		if i := slices.Index(allKeys, k); i >= 0 {
			return i
		}
		return len(allKeys)
	}
	slices.SortStableFunc(errs, func(a, b *game.InputError) int { return rank(a.Key) - rank(b.Key) })
	return errs
}

// order is the order of the normal form for the configuration's family.
func (c Config) order() []string { return keyOrder(c.Family) }

// Value returns the text of a key of the configuration in normal form: the
// game's value, the text as given when the game is bad, or the key's
// default.
func (c Config) Value(key string) string {
	if c.Game != nil {
		for _, kv := range c.Game.Keys() {
			if kv.Key == key {
				return kv.Value
			}
		}
	} else if v, ok := c.text[key]; ok {
		return v
	}
	k, _ := c.Family.Key(key)
	return k.Default
}

// queryCommas undoes three of url.QueryEscape's escapes in a query's
// values: commas stay commas, which a list of moves or heaps reads better
// with, colons stay colons (graph=path:10), and a space is %20. Built once: a Replacer prepares its table on its
// first use, which costs more than the replacing.
var queryCommas = strings.NewReplacer("%2C", ",", "+", "%20", "%3A", ":")

// Query writes the configuration in its normal form: every key of the game
// with its default spelled out, in the contract's order, then page-only keys
// in sorted order.
func (c Config) Query() string {
	vals := map[string]string{"game": c.Family.Game, "len": strconv.Itoa(c.Len)}
	if c.Game != nil {
		for _, kv := range c.Game.Keys() {
			vals[kv.Key] = kv.Value
		}
	} else {
		for k, v := range c.text {
			vals[k] = v
		}
	}
	if c.N != nil {
		vals["n"] = c.N.String()
	}
	if c.Heaps != nil {
		vals["heaps"] = game.HeapsText(c.Heaps)
	}
	if c.Embed {
		vals["embed"] = "1"
		if c.Parts != nil {
			vals["embed"] = strings.Join(c.Parts, ",")
		}
	}
	var b strings.Builder
	add := func(k, v string) {
		if b.Len() > 0 {
			b.WriteByte('&')
		}
		b.WriteString(k)
		b.WriteByte('=')
		b.WriteString(queryCommas.Replace(url.QueryEscape(v)))
	}
	for _, k := range c.order() {
		if v, ok := vals[k]; ok {
			add(k, v)
		}
	}
	pk := make([]string, 0, len(c.Page))
	for k := range c.Page {
		pk = append(pk, k)
	}
	slices.Sort(pk)
	for _, k := range pk {
		add(k, c.Page[k])
	}
	return b.String()
}

// String returns c.Query().
func (c Config) String() string { return c.Query() }

// Equal reports whether two configurations are the same.
func (c Config) Equal(o Config) bool { return c.Query() == o.Query() }

// With returns the configuration with key set to text (removed when text is
// ""), parsed again: the configuration and the problems, as ParseConfig.
func (c Config) With(key, text string) (Config, error) {
	values, _, _ := parseQuery(c.Query())
	if text == "" {
		values.Del(key)
	} else {
		values.Set(key, text)
	}
	return ParseConfig(strings.ReplaceAll(values.Encode(), "+", "%20"))
}

// Figure is the configuration of the figures c draws (Unasked) in its
// normal form: two configurations with the same Figure draw the same
// figures.
func (c Config) Figure() string { return c.Unasked().Query() }

// Unasked returns the configuration without its questions (n, heaps) and
// the page's own keys: the game and the heap sizes its figures show.
func (c Config) Unasked() Config {
	c = c.Bare()
	c.N, c.Heaps = nil, nil
	return c
}

// Bare returns the configuration without what only the page reads (its
// page keys and embed): the configuration the command line answers, whose
// Query is the config of `stones -json`.
func (c Config) Bare() Config {
	c.Page, c.Embed = nil, false
	return c
}

// partProblem says why the configuration's game has no part p, or ""
// when it has it. Every game has a figure, a question, a game to play, a
// quiz, and the growth and digits views.
func (c Config) partProblem(p string) string {
	switch p {
	case TablePart:
		_, stated := c.Game.(game.Stated)
		_, partizan := c.Game.(game.Partizan)
		if !stated && !partizan {
			return "has no table: a state table belongs to games whose heaps have states (no-repeat, parity) or two players' moves (partizan)"
		}
	case ComparePart:
		if c.Value("moves") == "" { // what research.Comparison compares
			return "has no compare view: it compares the variants of a move set, and game=" + c.Family.Game + " has none"
		}
	case AtlasPart:
		if c.Family.Atlas == nil {
			return "has no atlas: game=" + c.Family.Game + " has no family of small games to survey"
		}
	}
	return ""
}

// HasPart reports whether an embed of the configuration shows part p:
// the figure alone for embed=1, else the parts its list names.
func (c Config) HasPart(p string) bool {
	if !c.Embed {
		return false
	}
	if c.Parts == nil {
		return p == FigurePart
	}
	return slices.Contains(c.Parts, p)
}

// EmbedView returns the view an embed shows (compare, growth, digits or
// atlas), or "" when it shows none.
func (c Config) EmbedView() string {
	for _, p := range c.Parts {
		if IsView(p) {
			return p
		}
	}
	return ""
}

// OfferedParts returns the parts the configuration's game has, in the
// order of EmbedParts: what the embed builder offers.
func (c Config) OfferedParts() []string {
	var parts []string
	for _, p := range EmbedParts {
		if c.Game != nil && c.partProblem(p) == "" {
			parts = append(parts, p)
		}
	}
	return parts
}
