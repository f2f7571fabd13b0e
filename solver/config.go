package solver

import (
	"errors"
	"math/big"
	"net/url"
	"slices"
	"strconv"
	"strings"

	"stones/solver/game"
)

// MaxDigits is the most digits the heap size n of a query may have.
const MaxDigits = game.MaxDigits

// MaxLen is the largest len a configuration may ask for. Front ends set
// smaller limits of their own (see Limits).
const MaxLen = 1 << 40

// MaxHeaps is the most heaps the key heaps may list.
const MaxHeaps = 64

// MaxQuery is the longest configuration ParseConfig reads, in bytes.
const MaxQuery = 16 << 10

// PageKeys are the keys the page adds for its own views. The CLI accepts and
// ignores them; every other unknown key is an error.
var PageKeys = []string{"show", "view", "from", "line", "vs", "first", "coach", "base", "digits", "upto", "size", "theme"}

// genericKeys are the keys every family takes besides its own: the
// questions (len, n, heaps), written after the family's keys but its Engine
// keys, and embed, written last.
var genericKeys = []string{"len", "n", "heaps", "embed"}

// keyOrder returns the order of the normal form for families: the key game,
// their keys (the Engine keys after the questions), the generic keys.
// Each family's Keys keep their order; keys of several families are merged
// so that each one comes as early as the orders of all allow, ties going to
// the family first in the registry. The cost is quadratic in the number of
// keys, a few dozen.
func keyOrder(families ...*Family) []string {
	var plain, engines [][]string
	for _, f := range families {
		var p, e []string
		for _, k := range f.Keys {
			if k.Engine {
				e = append(e, k.Name)
			} else {
				p = append(p, k.Name)
			}
		}
		plain, engines = append(plain, p), append(engines, e)
	}
	order := append([]string{"game"}, mergeOrders(plain)...)
	order = append(order, genericKeys[:3]...)
	return append(append(order, mergeOrders(engines)...), genericKeys[3:]...)
}

// mergeOrders merges lists of keys into one list that keeps the order of
// each: again and again it takes the first key not yet taken of the first
// list whose such key comes after the keys taken only, in every list. Lists
// that disagree (a before b in one, b before a in another) are a bug of the
// families, and panic.
func mergeOrders(lists [][]string) []string {
	var out []string
	taken := func(k string) bool { return slices.Contains(out, k) }
	ready := func(k string) bool {
		for _, l := range lists {
			if j := slices.Index(l, k); j > 0 && !allOf(l[:j], taken) {
				return false
			}
		}
		return true
	}
	for {
		next := ""
		for _, l := range lists {
			if i := slices.IndexFunc(l, func(k string) bool { return !taken(k) }); i >= 0 && ready(l[i]) {
				next = l[i]
				break
			}
		}
		if next == "" {
			for _, l := range lists {
				if !allOf(l, taken) {
					panic("solver: the families order their keys in contradiction: " + strings.Join(l, ", "))
				}
			}
			return out
		}
		out = append(out, next)
	}
}

// allOf reports whether f holds for every key of ks.
func allOf(ks []string, f func(string) bool) bool {
	return !slices.ContainsFunc(ks, func(k string) bool { return !f(k) })
}

// allKeys is the order of the normal form for every family of the
// registry: the keys a configuration may hold, but the page's.
var allKeys = keyOrder(registry...)

// Config is a configuration: a game and the question asked of it. It is the
// whole state of a page and round-trips exactly through its URL query:
// ParseConfig(c.Query()) returns c.
type Config struct {
	Family *Family   // the game's family; never nil
	Game   game.Game // the game its keys name; nil when they are bad
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

// Keys returns every key a configuration may hold: the families' keys, the
// generic keys and the page keys.
func Keys() []string {
	return append(slices.Clone(allKeys), PageKeys...)
}

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
		return c, Errors{{Key: "query", Problem: "is " + Grouped(len(query)) + " bytes long; at most " + Grouped(MaxQuery) + " are read"}}
	}
	values, errs, broken := parseQuery(query)
	bad := func(err error) {
		var list Errors
		var one *InputError
		switch {
		case errors.As(err, &list):
			errs = append(errs, list...)
		case errors.As(err, &one):
			errs = append(errs, one)
		default:
			errs = append(errs, &InputError{Key: "query", Problem: err.Error()})
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
		errs = append(errs, &InputError{Key: keyName(k), Problem: "unknown key; the keys are " + strings.Join(known[:len(known)-len(PageKeys)], ", ")})
		delete(values, k)
	}
	for _, k := range known {
		if v := values[k]; len(v) > 1 {
			errs = append(errs, &InputError{Key: k, Problem: "given " + strconv.Itoa(len(v)) + " times; give it once"})
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
			bad(&InputError{Key: k, Problem: "does not apply to game=" + c.Family.Game})
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
		var one *InputError
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
			bad(&InputError{Key: "heaps", Problem: "sums of heaps apply to impartial games only; this game is played on one heap"})
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
			errs = append(errs, &InputError{Key: "query", Text: k, Problem: "a key that is not valid percent-encoding"})
			continue
		}
		value, err := url.PathUnescape(v)
		if err != nil {
			errs = append(errs, &InputError{Key: keyName(key), Text: v, Problem: "is not valid percent-encoding"})
			broken[key] = true
			continue
		}
		values[key] = append(values[key], value)
	}
	return values, errs, broken
}

// keyName writes a key for a message: as it is when it is plain, quoted
// and shortened when it is empty, long or holds other characters.
func keyName(k string) string {
	plain := k != "" && len(k) <= 20
	for _, r := range k {
		plain = plain && (r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z' || r >= '0' && r <= '9' || r == '_' || r == '-')
	}
	if plain {
		return k
	}
	return game.Quote(k)
}

// Defines reports whether a problem of key leaves the game that a link of
// family f names unknown, so that no game is built or drawn for it: a
// problem of the key game, or of a key of a family (f or another), except
// an Engine key (how the values are computed) and a list of f (a position
// of play, which the game is built without). Questions, views and keys
// that Stones does not know name no game. The one rule of the parser and
// the page.
func Defines(f *Family, key string) bool {
	if key == "game" {
		return true
	}
	if k, ok := f.Key(key); ok {
		return !k.Engine && k.Kind != game.ListKey
	}
	for _, g := range registry {
		if k, ok := g.Key(key); ok && !k.Engine {
			return true
		}
	}
	return false
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
	slices.SortStableFunc(errs, func(a, b *InputError) int { return rank(a.Key) - rank(b.Key) })
	return errs
}

// order is the order of the normal form for the configuration's family.
func (c Config) order() []string { return keyOrder(c.Family) }

// ParseHeaps parses a position of several heaps: heap sizes separated by
// commas, "3,5,7", at most MaxHeaps of them.
func ParseHeaps(key, text string) ([]*big.Int, error) {
	t := game.TrimSpaces(text)
	if t == "" {
		return nil, &InputError{Key: key, Problem: "is empty; give heap sizes such as 3,5,7"}
	}
	var heaps []*big.Int
	for item := range strings.SplitSeq(t, ",") {
		if len(heaps) == MaxHeaps {
			return nil, game.Errorf(key, text, "lists more than %d heaps", MaxHeaps)
		}
		item = game.TrimSpaces(item)
		if item == "" {
			return nil, game.Errorf(key, text, "an empty item between commas")
		}
		n, err := ParseHeap(key, item)
		if err != nil {
			var bad *InputError
			if errors.As(err, &bad) && bad.Text != "" {
				return nil, game.Errorf(key, text, "heap %s %s", game.Quote(item), strings.TrimPrefix(bad.Problem, "a heap size "))
			}
			return nil, err
		}
		heaps = append(heaps, n)
	}
	return heaps, nil
}

// ParseHeap parses a heap size: a decimal integer ≥ 0 of at most MaxDigits
// digits, nothing else (no sign, no spaces inside). key names the parameter
// in error messages.
func ParseHeap(key, s string) (*big.Int, error) { return game.ParseHeap(key, s) }

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
