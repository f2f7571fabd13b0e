package solver

import (
	"errors"
	"math/big"
	"net/url"
	"slices"
	"strconv"
	"strings"
)

// Game names a family of games: the key "game" of a configuration.
type Game string

// The games of the permalink contract.
const (
	GameSubtraction Game = "subtraction"
	GamePartizan    Game = "partizan"
	GameOctal       Game = "octal"
	GameParity      Game = "parity"
)

// Play is the winning convention: the key "play".
type Play string

// The winning conventions.
const (
	Normal Play = "normal" // the player who cannot move loses
	Misere Play = "misere" // the player who cannot move wins
)

// Algorithm selects how a subtraction game's values are computed: the key
// "algo". Every algorithm gives identical results.
type Algorithm string

// The algorithms. Bitset is Stones' extension of the contract.
const (
	Auto        Algorithm = "auto"        // the fastest for the input
	DP          Algorithm = "dp"          // the O(n·|S|) recurrence
	Sieve       Algorithm = "sieve"       // cold positions push their hot successors: O(n + |C|·|S|)
	Convolution Algorithm = "convolution" // Boolean convolution by divide and conquer: O(n log² n)
	Bitset      Algorithm = "bitset"      // 64 heap sizes a word: O(n·(1 + |S|/64))
)

var algorithms = []Algorithm{Auto, DP, Sieve, Convolution, Bitset}

// MaxDigits is the most digits the heap size n of a query may have.
const MaxDigits = 100

// MaxLen is the largest len a configuration may ask for. Front ends set
// smaller limits of their own (see Limits).
const MaxLen = 10_000_000

// PageKeys are the keys the page adds for its own views. The CLI accepts and
// ignores them; every other unknown key is an error.
var PageKeys = []string{"show"}

// MaxHeaps is the most heaps the key heaps may list.
const MaxHeaps = 64

// Config is a configuration: a game and the question asked of it. It is the
// whole state of a page and round-trips exactly through its URL query:
// ParseConfig(c.Query()) returns c.
type Config struct {
	Game      Game
	Moves     MoveSet   // subtraction, parity
	Left      MoveSet   // partizan: Left's moves
	Right     MoveSet   // partizan: Right's moves
	Code      OctalCode // octal
	Circular  bool      // octal: the heap is a ring
	Play      Play
	NoRepeat  int   // subtraction: an amount taken in the last NoRepeat moves may not be taken
	Last      []int // subtraction with NoRepeat: the last moves taken, most recent last
	Len       int
	N         *big.Int   // the heap size asked about; nil when not asked
	Heaps     []*big.Int // a position of several heaps; nil when not asked
	Algorithm Algorithm
	Embed     bool
	Page      map[string]string // page-only keys, kept so that links round-trip
}

// DefaultConfig is the configuration of an empty query.
func DefaultConfig() Config {
	return Config{
		Game:      GameSubtraction,
		Moves:     NewMoveSet(1, 2, 3),
		Play:      Normal,
		Len:       100,
		Algorithm: Auto,
	}
}

// keys lists the contract's keys in the order the normal form writes them.
var keys = []string{"game", "moves", "left", "right", "code", "circular", "play", "norepeat", "last", "len", "n", "heaps", "algo", "embed"}

// applies lists, for each game available, the keys that mean something for it.
var applies = map[Game][]string{
	GameSubtraction: {"game", "moves", "play", "norepeat", "last", "len", "n", "heaps", "algo", "embed"},
	GameOctal:       {"game", "code", "circular", "play", "len", "n", "heaps", "embed"},
	GamePartizan:    {"game", "left", "right", "len", "n", "embed"},
	GameParity:      {"game", "moves", "len", "n", "embed"},
}

// Applies reports whether the configuration key means something for game:
// ParseConfig rejects the others. An unknown game takes no key.
func Applies(game Game, key string) bool { return slices.Contains(applies[game], key) }

// MaxHistories is the most move histories the no-repeat game may track per
// heap size: the ordered choices of norepeat distinct moves.
const MaxHistories = 4096

// ParseConfig parses a configuration from a URL query string such as
// "moves=1,5,8,10&len=40" (a leading '?' is allowed). Missing keys take their
// defaults; a key given twice, an unknown key, a key that does not apply to
// the game, or a bad value is an *InputError naming the key. The cost is
// O(len(query) + max S).
func ParseConfig(query string) (Config, error) {
	values, err := url.ParseQuery(strings.TrimPrefix(query, "?"))
	if err != nil {
		return Config{}, &InputError{Key: "query", Text: query, Problem: "not a URL query string: " + err.Error()}
	}
	// Unknown and repeated keys first, in a fixed order, so the message does
	// not depend on map order.
	var unknown []string
	for k := range values {
		if !slices.Contains(keys, k) && !slices.Contains(PageKeys, k) {
			unknown = append(unknown, k)
		}
	}
	if len(unknown) > 0 {
		slices.Sort(unknown)
		return Config{}, &InputError{Key: unknown[0], Problem: "unknown key; the keys are " + strings.Join(keys, ", ")}
	}
	for _, k := range append(slices.Clone(keys), PageKeys...) {
		if v := values[k]; len(v) > 1 {
			return Config{}, &InputError{Key: k, Problem: "given " + strconv.Itoa(len(v)) + " times; give it once"}
		}
	}
	get := func(key string) (string, bool) {
		v, ok := values[key]
		if !ok {
			return "", false
		}
		return v[0], true
	}

	c := DefaultConfig()
	if v, ok := get("game"); ok {
		switch Game(v) {
		case GameSubtraction, GameOctal, GamePartizan, GameParity:
			c.Game = Game(v)
		default:
			return Config{}, inputErrorf("game", v, "unknown game; the games are subtraction, partizan, octal and parity")
		}
	}
	for _, k := range keys {
		if _, ok := get(k); ok && !slices.Contains(applies[c.Game], k) {
			return Config{}, &InputError{Key: k, Problem: "does not apply to game=" + string(c.Game)}
		}
	}
	if v, ok := get("moves"); ok {
		if c.Moves, err = ParseMoveSet("moves", v); err != nil {
			return Config{}, err
		}
	}
	if c.Game == GamePartizan {
		c.Moves, c.Algorithm = MoveSet{}, ""
		for _, side := range []struct {
			key string
			set *MoveSet
		}{{"left", &c.Left}, {"right", &c.Right}} {
			v, ok := get(side.key)
			if !ok {
				return Config{}, &InputError{Key: side.key, Problem: "is required for game=partizan; give " + side.key + "'s moves, such as 2,5,9"}
			}
			if *side.set, err = ParseMoveSet(side.key, v); err != nil {
				return Config{}, err
			}
			if !side.set.Finite() {
				return Config{}, inputErrorf(side.key, v, "game=partizan takes finite move sets")
			}
		}
	}
	if c.Game == GameParity {
		c.Algorithm = ""
		if !c.Moves.Finite() {
			return Config{}, inputErrorf("moves", c.Moves.String(), "game=parity takes a finite move set")
		}
	}
	if c.Game == GameOctal {
		c.Moves = MoveSet{}
		c.Algorithm = ""
		v, ok := get("code")
		if !ok {
			return Config{}, &InputError{Key: "code", Problem: "is required for game=octal; give an octal code such as 0.77 (Kayles)"}
		}
		if c.Code, err = ParseOctalCode("code", v); err != nil {
			return Config{}, err
		}
	}
	if v, ok := get("circular"); ok {
		if v != "1" {
			return Config{}, inputErrorf("circular", v, "must be 1 (or left out)")
		}
		c.Circular = true
	}
	if v, ok := get("play"); ok {
		switch Play(v) {
		case Normal:
		case Misere, "misère":
			c.Play = Misere
		default:
			return Config{}, inputErrorf("play", v, "must be normal or misere")
		}
	}
	if c.Play == Misere && c.Game == GameOctal {
		return Config{}, inputErrorf("play", "misere", "misère octal games are not available yet; use play=normal")
	}
	if v, ok := get("norepeat"); ok {
		if c.NoRepeat, err = parseCount("norepeat", v, 1000); err != nil {
			return Config{}, err
		}
	}
	if v, ok := get("len"); ok {
		if c.Len, err = parseCount("len", v, MaxLen); err != nil {
			return Config{}, err
		}
		if c.Len == 0 {
			return Config{}, inputErrorf("len", v, "must be at least 1")
		}
	}
	if v, ok := get("n"); ok {
		if c.N, err = ParseHeap("n", v); err != nil {
			return Config{}, err
		}
	}
	if v, ok := get("heaps"); ok {
		if c.Heaps, err = ParseHeaps("heaps", v); err != nil {
			return Config{}, err
		}
	}
	if v, ok := get("algo"); ok {
		if !slices.Contains(algorithms, Algorithm(v)) {
			return Config{}, inputErrorf("algo", v, "unknown algorithm; the algorithms are auto, dp, sieve, convolution and bitset")
		}
		c.Algorithm = Algorithm(v)
	}
	if v, ok := get("embed"); ok {
		if v != "1" {
			return Config{}, inputErrorf("embed", v, "must be 1 (or left out)")
		}
		c.Embed = true
	}
	if err := c.checkNoRepeat(get); err != nil {
		return Config{}, err
	}
	for _, k := range PageKeys {
		if v, ok := get(k); ok {
			if c.Page == nil {
				c.Page = map[string]string{}
			}
			c.Page[k] = v
		}
	}
	return c, nil
}

// ParseHeaps parses a position of several heaps: heap sizes separated by
// commas, "3,5,7", at most MaxHeaps of them.
func ParseHeaps(key, text string) ([]*big.Int, error) {
	t := strings.TrimSpace(text)
	if t == "" {
		return nil, &InputError{Key: key, Problem: "is empty; give heap sizes such as 3,5,7"}
	}
	var heaps []*big.Int
	for item := range strings.SplitSeq(t, ",") {
		if len(heaps) == MaxHeaps {
			return nil, inputErrorf(key, text, "lists more than %d heaps", MaxHeaps)
		}
		item = strings.TrimSpace(item)
		if item == "" {
			return nil, inputErrorf(key, text, "an empty item between commas")
		}
		n, err := ParseHeap(key, item)
		if err != nil {
			var bad *InputError
			if errors.As(err, &bad) && bad.Text != "" {
				return nil, inputErrorf(key, text, "heap %s %s", quote(item), strings.TrimPrefix(bad.Problem, "a heap size "))
			}
			return nil, err
		}
		heaps = append(heaps, n)
	}
	return heaps, nil
}

// parseCount parses a whole number from 0 to most.
func parseCount(key, s string, most int) (int, error) {
	if s == "" {
		return 0, &InputError{Key: key, Problem: "is empty; give a whole number"}
	}
	for _, c := range s {
		if c < '0' || c > '9' {
			return 0, inputErrorf(key, s, "is not a whole number")
		}
	}
	if d := strings.TrimLeft(s, "0"); len(d) > len(strconv.Itoa(most)) {
		return 0, inputErrorf(key, s, "is larger than %d", most)
	}
	v, _ := strconv.Atoi(s)
	if v > most {
		return 0, inputErrorf(key, s, "is larger than %d", most)
	}
	return v, nil
}

// ParseHeap parses a heap size: a decimal integer ≥ 0 of at most MaxDigits
// digits. key names the parameter in error messages.
func ParseHeap(key, s string) (*big.Int, error) {
	t := strings.TrimSpace(s)
	if t == "" {
		return nil, &InputError{Key: key, Problem: "is empty; give a heap size such as 68"}
	}
	for _, c := range t {
		if c < '0' || c > '9' {
			if c == '-' {
				return nil, inputErrorf(key, s, "a heap size cannot be negative")
			}
			return nil, inputErrorf(key, s, "is not a whole number: use the digits 0-9 only")
		}
	}
	if d := strings.TrimLeft(t, "0"); len(d) > MaxDigits {
		return nil, inputErrorf(key, s, "has %d digits; at most %d are allowed", len(d), MaxDigits)
	}
	n, _ := new(big.Int).SetString(t, 10)
	return n, nil
}

// Query writes the configuration in its normal form: every key of the game
// with its default spelled out, in the contract's order, then page-only keys
// in sorted order.
func (c Config) Query() string {
	var b strings.Builder
	add := func(k, v string) {
		if b.Len() > 0 {
			b.WriteByte('&')
		}
		b.WriteString(k)
		b.WriteByte('=')
		b.WriteString(strings.ReplaceAll(url.QueryEscape(v), "%2C", ","))
	}
	add("game", string(c.Game))
	switch c.Game {
	case GameOctal:
		add("code", c.Code.String())
		if c.Circular {
			add("circular", "1")
		}
	case GamePartizan:
		add("left", c.Left.String())
		add("right", c.Right.String())
	default:
		add("moves", c.Moves.String())
	}
	if c.Game == GameSubtraction || c.Game == GameOctal {
		add("play", string(c.Play))
	}
	if c.Game == GameSubtraction {
		add("norepeat", strconv.Itoa(c.NoRepeat))
		if c.Last != nil {
			last := make([]string, len(c.Last))
			for i, s := range c.Last {
				last[i] = strconv.Itoa(s)
			}
			add("last", strings.Join(last, ","))
		}
	}
	add("len", strconv.Itoa(c.Len))
	if c.N != nil {
		add("n", c.N.String())
	}
	if c.Heaps != nil {
		hs := make([]string, len(c.Heaps))
		for i, h := range c.Heaps {
			hs[i] = h.String()
		}
		add("heaps", strings.Join(hs, ","))
	}
	if c.Game == GameSubtraction {
		add("algo", string(c.Algorithm))
	}
	if c.Embed {
		add("embed", "1")
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

// checkNoRepeat checks the keys of the no-repeat game: a finite move set in
// normal play with one heap, a bounded number of histories, and a history
// "last" of distinct moves of the set.
func (c *Config) checkNoRepeat(get func(string) (string, bool)) error {
	lastText, hasLast := get("last")
	if c.NoRepeat == 0 {
		if hasLast {
			return &InputError{Key: "last", Problem: "applies only with norepeat=1 or more"}
		}
		return nil
	}
	k := strconv.Itoa(c.NoRepeat)
	switch {
	case !c.Moves.Finite():
		return inputErrorf("norepeat", k, "the no-repeat game takes a finite move set, not %s", c.Moves.Name())
	case c.Play == Misere:
		return inputErrorf("norepeat", k, "the no-repeat game is played in normal play only")
	case c.Heaps != nil:
		return inputErrorf("norepeat", k, "the no-repeat game has one heap; sums (heaps=) do not apply")
	case c.NoRepeat > c.Moves.Len():
		return inputErrorf("norepeat", k, "is larger than the move set (%d moves): after that many moves no amount would be left", c.Moves.Len())
	}
	h := 1
	for i := range c.NoRepeat {
		h *= c.Moves.Len() - i
		if h > MaxHistories {
			return inputErrorf("norepeat", k, "with %d moves gives more than %d histories to track; use a smaller norepeat or fewer moves", c.Moves.Len(), MaxHistories)
		}
	}
	if !hasLast {
		return nil
	}
	c.Last = []int{}
	for item := range strings.SplitSeq(lastText, ",") {
		item = strings.TrimSpace(item)
		if item == "" && lastText == "" {
			break
		}
		s, err := strconv.Atoi(item)
		if err != nil || !c.Moves.Contains(s) {
			return inputErrorf("last", lastText, "%s is not a move of the set {%s}", quote(item), c.Moves)
		}
		if slices.Contains(c.Last, s) {
			return inputErrorf("last", lastText, "%d is taken twice; within the last %d moves every amount differs", s, c.NoRepeat)
		}
		c.Last = append(c.Last, s)
	}
	if len(c.Last) > c.NoRepeat {
		return inputErrorf("last", lastText, "lists %d moves; only the last norepeat=%d matter", len(c.Last), c.NoRepeat)
	}
	return nil
}
