package solver

import (
	"errors"
	"fmt"
	"math/big"
	"math/rand/v2"
	"slices"
	"sort"
	"strings"
	"testing"

	"stones/solver/game"
)

// The laws of the theory, checked on random games of every family through
// the interface of games only: positions and their moves, Play, the
// Solution's Values and Ask. No family's internals are read, so a law that
// fails is a bug of the family (or of the machinery), never of the test's
// model of it.
//
//   - P/N: a position is won exactly when some move leads to a position lost
//     for the opponent; with no move, the end rule decides
//     (Position.MoverWinsAtEnd). Checked on single heaps, sums, partizan
//     heaps for each starting player and history positions in every state
//     play reaches, small and, where the values answer, huge.
//   - mex: in normal play the nim-value of a heap is the mex of its options'
//     values, an option leaving several heaps being worth the XOR of theirs.
//   - period: a proven period (a, p) holds far past the search that found
//     it (Values at n and n + k·p for n up to 1000 times the search and of
//     up to 60 digits, against the values listed at the folded index), it
//     is the smallest (as the contract says), and it agrees with the game's
//     Solve of a longer prefix and with a recomputation of the values from
//     the game's moves alone beyond the search.
//   - play: Play's Value agrees with the values; the remoteness is its
//     definition over Options, odd exactly for won positions when the
//     player who cannot move loses; Best from a won position leads to a
//     lost one and lowers the remoteness by one; the line of best moves
//     ends after exactly the remoteness, won by the player the values said.
//   - ask: Ask's outcome, nim-value and winning moves agree with the
//     values.

// lawLimits bound the solutions of the laws' games: a game whose period is
// not proven early costs little, and is checked without one.
var lawLimits = game.Limits{MaxLen: 1 << 16, Search: 1 << 16, NimSearch: 1 << 13, Work: 1 << 25, States: 1 << 16, Where: "the law tests"}

// playLimits bound Play at the heaps played one by one; farLimits at huge
// heaps, where the remoteness is out of reach and Play falls back on the
// values.
var (
	playLimits = game.Limits{MaxLen: 1 << 16, Search: 1 << 16, NimSearch: 1 << 13, Work: 1 << 22, States: 1 << 17, Where: "the law tests"}
	farLimits  = game.Limits{MaxLen: 1 << 16, Search: 1 << 16, NimSearch: 1 << 13, Work: 1 << 7, States: 1 << 6, Where: "the law tests"}
)

// longLimits bound the Solve of a longer prefix: as lawLimits, with room
// for nim-values past the nim search.
var longLimits = game.Limits{MaxLen: 1 << 16, Search: 1 << 16, NimSearch: 1 << 16, Work: 1 << 25, States: 1 << 16, Where: "the law tests"}

// The recomputation of a prefix from the game's moves alone costs about a
// microsecond a move natively, several under wasm. Up to cheapRecompute
// moves (estimated) it runs on every game; up to recomputeBudget on the
// first recomputeQuota games of a kind; beyond, it is left out, and said
// so in the log.
const (
	cheapRecompute  = 40_000
	recomputeBudget = 400_000
	recomputeQuota  = 6
)

// lawCase is one game of the laws: a configuration (without len) and how
// far to check it heap by heap.
type lawCase struct {
	query string
	small int // heaps 0..small−1 are checked one by one
	play  int // heaps 0..play−1 (and sums of them) are played
}

// lawCases are the games of the laws: every family's presets, and the
// games it declares for the laws (game.Case.Small), reproducibly.
func lawCases() []lawCase {
	var cases []lawCase
	all := familyCases()
	for _, f := range Families() {
		for _, p := range f.Presets {
			if f.Checks.PresetSmall > 0 {
				cases = append(cases, lawCase{query: p.Config, small: f.Checks.PresetSmall, play: f.Checks.PresetPlay})
			} else if splitsHeaps(p.Config) && strings.Contains(p.Config, "play=misere") {
				// an exhaustive search of sums: 40 heaps are beyond lawLimits
				cases = append(cases, lawCase{query: p.Config, small: 24, play: 12})
			} else if splitsHeaps(p.Config) {
				cases = append(cases, lawCase{query: p.Config, small: 40, play: 12})
			} else {
				cases = append(cases, lawCase{query: p.Config, small: 60, play: 40})
			}
		}
		for _, tc := range all[f] {
			if tc.Small > 0 {
				cases = append(cases, lawCase{query: tc.Query, small: tc.Small, play: tc.Play})
			}
		}
	}
	return cases
}

// splitsHeaps reports whether some move of the configuration's game, from a
// heap below 8, leaves several heaps: the positions of its play are sums,
// whose number grows fast with the heaps.
func splitsHeaps(query string) bool {
	c, err := ParseConfig(query)
	g, ok := c.Game.(game.Impartial)
	if err != nil || !ok {
		return false
	}
	games := []game.Impartial{g}
	if o, ok := g.(game.Opener); ok {
		games = append(games, o.Opened())
	}
	found := false
	for _, g := range games {
		for n := range 8 {
			g.Options(big.NewInt(int64(n)), func(m game.Move) bool {
				found = found || len(m.Leave) > 1
				return !found
			})
		}
	}
	return found
}

// tally counts, for each family and law, the games on which the law was
// checked at least once.
type tally map[string]map[string]int

func (t tally) add(family string, laws map[string]bool) {
	if t[family] == nil {
		t[family] = map[string]int{}
	}
	for law := range laws {
		t[family][law]++
	}
}

// The laws, on every family of the registry.
func TestLaws(t *testing.T) {
	counts, byKind := tally{}, tally{}
	games, kinds := map[string]int{}, map[string]int{}
	cases := lawCases()
	spent := map[string]int{}
	for _, tc := range cases {
		t.Run(tc.query, func(t *testing.T) {
			c := configOf(t, tc.query)
			l := newLaws(t, c, tc, spent)
			l.run()
			games[c.Family.Game]++
			counts.add(c.Family.Game, l.checked)
			kinds[kindOf(c.Family, c.Game)]++
			byKind.add(kindOf(c.Family, c.Game), l.checked)
		})
	}
	if ran := func() (n int) {
		for _, k := range games {
			n += k
		}
		return n
	}(); ran < len(cases) {
		t.Logf("%d of the %d games ran: the coverage of the laws is not checked", ran, len(cases))
		return
	}
	// Every family must have been checked by every law it declares: a law
	// that silently checks nothing is a failure.
	for _, f := range Families() {
		if len(f.Checks.Laws) == 0 {
			t.Errorf("game=%s declares no laws: list those that apply to its games in its Checks.Laws", f.Game)
		}
		for _, law := range f.Checks.Laws {
			if counts[f.Game][law] == 0 {
				t.Errorf("game=%s: no game was checked by the law %q", f.Game, law)
			}
		}
	}
	var names []string
	for k := range byKind {
		names = append(names, k)
	}
	sort.Strings(names)
	for _, k := range names {
		var laws []string
		for law, n := range byKind[k] {
			laws = append(laws, fmt.Sprintf("%s %d", law, n))
		}
		sort.Strings(laws)
		t.Logf("%s: %d games; %s", k, kinds[k], strings.Join(laws, ", "))
	}
}

// kindOf names the kind of a game of family f for the log, from its shape
// and keys: "subtraction, impartial, normal play, a named set".
func kindOf(f *game.Family, g game.Game) string {
	keys := map[string]string{}
	for _, kv := range g.Keys() {
		keys[kv.Key] = kv.Value
	}
	kind := f.Game
	for _, k := range f.Keys {
		if slices.ContainsFunc(k.Named, func(s game.NamedSet) bool { return s.Name == keys[k.Name] }) {
			kind += ", a named set"
		}
		if _, given := keys[k.Name]; given && k.Kind == game.ListKey {
			kind += ", after the key " + k.Name
		}
	}
	switch g := g.(type) {
	case game.Impartial:
		kind += ", impartial, " + map[bool]string{true: "misère", false: "normal"}[g.Misere()] + " play"
		if _, ok := g.(game.Opener); ok {
			kind += ", rings"
		}
	case game.Partizan:
		kind += ", partizan"
	case game.History:
		kind += ", history"
	}
	return kind
}

// laws holds one game under test: its solution of the heaps checked one by
// one, a longer one when a period is proven, and Play.
type laws struct {
	t      *testing.T
	r      *rand.Rand
	tc     lawCase
	family string // the key game
	g      game.Game
	sol    *game.Solution
	// long lists at least a+2p heaps of every proven period, from the
	// game's Solve with that length; nil when no period is proven.
	long    *game.Solution
	play    *game.Play // at heaps played one by one
	far     *game.Play // at huge heaps
	checked map[string]bool
	// spent counts the costly recomputations from the moves, by kind of
	// game (family and shape), for all games.
	spent map[string]int
}

func newLaws(t *testing.T, c Config, tc lawCase, spent map[string]int) *laws {
	sol, err := solve(c.Game, tc.small, lawLimits, nil)
	if err != nil {
		t.Fatalf("solve(%d): %v", tc.small, err)
	}
	seed := uint64(len(tc.query))
	for _, b := range []byte(tc.query) {
		seed = seed*131 + uint64(b)
	}
	l := &laws{
		t: t, r: rand.New(rand.NewPCG(seed, 2)), tc: tc, family: c.Family.Game, g: c.Game, sol: sol,
		play: game.NewPlay(c.Game, sol, playLimits), far: game.NewPlay(c.Game, sol, farLimits),
		checked: map[string]bool{}, spent: spent,
	}
	// The longer prefix reaches past the search, so that a Solve that
	// computes the values it lists (rather than folding them by the
	// period) recomputes them there.
	need := 0
	for _, p := range l.periods() {
		need = max(need, 3*(p.Preperiod+p.Period)+sol.Window, p.Preperiod+2*p.Period+1, sol.OutcomeSearch+2*p.Period+sol.Window)
	}
	switch {
	case need == 0:
	case need > longLimits.MaxLen:
		t.Logf("the periods are too long to list: %d heaps", need)
	default:
		if l.long, err = solve(c.Game, need, longLimits, nil); err != nil {
			t.Fatalf("solve(%d), the longer prefix: %v", need, err)
		}
		for i, q := range []*game.Period{l.long.OutcomePeriod, l.long.NimPeriod, l.long.TablePeriod} {
			if p := []*game.Period{sol.OutcomePeriod, sol.NimPeriod, sol.TablePeriod}[i]; p != nil && (q == nil || *p != *q) {
				t.Errorf("solve(%d) proves the period %+v, solve(%d) %v", tc.small, *p, need, q)
			}
		}
	}
	return l
}

// periods returns the proven periods of the solution.
func (l *laws) periods() []*game.Period {
	var ps []*game.Period
	for _, p := range []*game.Period{l.sol.OutcomePeriod, l.sol.NimPeriod, l.sol.TablePeriod} {
		if p != nil && p.Proven {
			ps = append(ps, p)
		}
	}
	return ps
}

func (l *laws) run() {
	switch g := l.g.(type) {
	case game.Impartial:
		l.impartial(g)
	case game.Partizan:
		l.partizan(g)
	case game.History:
		l.history(g)
	default:
		l.t.Fatalf("%s is of no known shape", l.g.Title())
	}
}

// affords reports whether a recomputation from the moves of about cost
// moves is within the budget (see cheapRecompute), counting it.
func (l *laws) affords(cost int64) bool {
	kind := fmt.Sprintf("%s %T", l.family, l.g)
	switch {
	case cost <= cheapRecompute:
		return true
	case cost <= recomputeBudget && l.spent[kind] < recomputeQuota:
		l.spent[kind]++
		return true
	}
	l.t.Logf("the recomputation from the moves is left out: about %d moves", cost)
	return false
}

// ok records that law was checked.
func (l *laws) ok(law string) { l.checked[law] = true }

// answered reports whether a look-up of the values at n answered: an
// *Unknown is allowed only beyond the heaps computed (search) when no
// period is proven; any other error, or that one where the values must
// answer, fails the test.
func (l *laws) answered(what string, n *big.Int, search int, period *game.Period, err error) bool {
	if err == nil {
		return true
	}
	var unknown *game.Unknown
	if errors.As(err, &unknown) && (period == nil || !period.Proven) && !(n.IsInt64() && n.Int64() < int64(search)) {
		return false
	}
	l.t.Errorf("%s(%s): %v", what, shortHeap(n), err)
	return false
}

// shortHeap writes a heap for messages, eliding the middle of huge ones.
func shortHeap(n *big.Int) string {
	s := n.String()
	if len(s) > 24 {
		return s[:8] + "…" + s[len(s)-8:] + fmt.Sprintf(" (%d digits)", len(s))
	}
	return s
}

// randomBig returns a random number of the given count of decimal digits.
func randomBig(r *rand.Rand, digits int) *big.Int {
	b := make([]byte, digits)
	b[0] = byte('1' + r.IntN(9))
	for i := 1; i < digits; i++ {
		b[i] = byte('0' + r.IntN(10))
	}
	n, _ := new(big.Int).SetString(string(b), 10)
	return n
}

// farHeaps returns heaps at least from for the checks beyond the search:
// up to 1000 times search, and of 20 to 60 digits.
func (l *laws) farHeaps(from, search, count int) []*big.Int {
	var hs []*big.Int
	for i := range count {
		var n *big.Int
		if i%2 == 0 {
			n = big.NewInt(int64(from) + l.r.Int64N(1000*int64(max(search, 1))))
		} else {
			n = new(big.Int).Add(big.NewInt(int64(from)), randomBig(l.r, 20+l.r.IntN(41)))
		}
		hs = append(hs, n)
	}
	return hs
}

// foldAt maps n to the index below a+p with the same value under the period.
func foldAt(n *big.Int, p *game.Period) int {
	a := big.NewInt(int64(p.Preperiod))
	if n.Cmp(a) < 0 {
		return int(n.Int64())
	}
	m := new(big.Int).Sub(n, a)
	m.Mod(m, big.NewInt(int64(p.Period)))
	return p.Preperiod + int(m.Int64())
}

// plusPeriods returns n + k·p for a random k of up to 20 digits.
func (l *laws) plusPeriods(n *big.Int, p *game.Period) *big.Int {
	k := randomBig(l.r, 1+l.r.IntN(20))
	return k.Mul(k, big.NewInt(int64(p.Period))).Add(k, n)
}

// periodLaws checks a proven period p of a sequence that the longer
// solution lists through listed (at least a+2p values): it holds across
// the listed values, it is the smallest period and the smallest preperiod
// for it, and far past the search the values (at) at n and at n + k·p equal
// the one listed at the folded index.
func periodLaws[V comparable](l *laws, what string, p *game.Period, search, listedLen int, listed func(i int) V, at func(n *big.Int) (V, error)) {
	l.t.Helper()
	if p == nil || !p.Proven || l.long == nil {
		return
	}
	a, per := p.Preperiod, p.Period
	if listedLen < a+2*per {
		l.t.Errorf("%s: the longer solution lists %d values, fewer than a+2p = %d", what, listedLen, a+2*per)
		return
	}
	for i := a; i+per < listedLen; i++ {
		if listed(i) != listed(i+per) {
			l.t.Errorf("%s: period %+v fails in the game's Solve of %d heaps: value(%d) = %v, value(%d) = %v", what, *p, listedLen, i, listed(i), i+per, listed(i+per))
			return
		}
	}
	l.ok("period longer Solve")
	for d := 1; d < per; d++ {
		if per%d != 0 {
			continue
		}
		smaller := true
		for i := a; i < a+per && smaller; i++ {
			smaller = listed(i) == listed(i+d)
		}
		if smaller {
			l.t.Errorf("%s: period %+v is not the smallest: %d holds from %d", what, *p, d, a)
		}
	}
	if a > 0 && listed(a-1) == listed(a-1+per) {
		l.t.Errorf("%s: preperiod %d of period %d is not the smallest: value(%d) = value(%d)", what, a, per, a-1, a-1+per)
	}
	l.ok("period smallest")
	if at == nil {
		return
	}
	for _, n := range l.farHeaps(a, search, 16) {
		want := listed(foldAt(n, p))
		for _, m := range []*big.Int{n, l.plusPeriods(n, p)} {
			got, err := at(m)
			if err != nil {
				l.t.Errorf("%s at %s, beyond the search of %d with period %+v: %v", what, shortHeap(m), search, *p, err)
				continue
			}
			if got != want {
				l.t.Errorf("%s(%s) = %v, want %v, the value at %d (period %+v, found within %d)", what, shortHeap(m), got, want, foldAt(n, p), *p, search)
			}
		}
	}
	l.ok("period far")
}

// --- Impartial games ---

// openedValues returns the values of the heaps that moves leave: the opened
// game's for an Opener.
func openedValues(v game.Values) game.Values {
	if o, ok := v.(game.OpenedValues); ok {
		return o.Opened()
	}
	return v
}

// heapOptions lists the moves from a heap of n, through the Values' own
// lister where they have one (families of splits of huge heaps); false
// when there are more than most.
func heapOptions(g game.Impartial, v game.Values, n *big.Int, most int) ([]game.Move, bool) {
	list := g.Options
	if l, ok := v.(game.OptionLister); ok {
		list = l.Options
	}
	var ms []game.Move
	all := true
	list(n, func(m game.Move) bool {
		if len(ms) == most {
			all = false
			return false
		}
		ms = append(ms, m)
		return true
	})
	return ms, all
}

// nimSum returns the nim-value of a sum of heaps of the values v.
func nimSum(v game.Values, heaps []*big.Int) (uint32, error) {
	nv, ok := v.(game.NimValues)
	if !ok {
		return 0, errors.New("the values have no nim-values")
	}
	var x uint32
	for _, h := range heaps {
		y, err := nv.Nim(h)
		if err != nil {
			return 0, err
		}
		x ^= y
	}
	return x, nil
}

// impartialState is what the laws know of an impartial game.
type impartialState struct {
	g      game.Impartial
	v      game.Values
	normal bool
	// emptyWins: the player to move wins the empty position (misère).
	emptyWins bool
	sol       *game.Solution // for the misère sums that a split leaves
}

// moveCold reports whether the position a move from one heap leaves is
// lost for the player then to move, by the values: by the XOR of the
// nim-values in normal play, by the outcome of the heap left in misère
// play.
func (s *impartialState) moveCold(m game.Move) (bool, uint32, error) {
	leaves := openedValues(s.v)
	if s.normal {
		x, err := nimSum(leaves, m.Leave)
		return x == 0, x, err
	}
	switch len(m.Leave) {
	case 0:
		return !s.emptyWins, 0, nil
	case 1:
		o, err := leaves.Outcome(m.Leave[0])
		return o == game.P, 0, err
	}
	// Several heaps: the sum's outcome, by the values or an exhaustive
	// search (SumOf).
	sum, err := game.SumOf(s.g, s.sol, m.Leave, lawLimits, nil)
	if err != nil {
		return false, 0, err
	}
	return sum.Outcome == game.P, 0, nil
}

func (l *laws) impartial(g game.Impartial) {
	s := &impartialState{g: g, v: l.sol.Values, normal: !g.Misere(), sol: l.sol}
	empty := game.Heaps(g)
	empty.Moves(func(game.Move, game.Position) bool {
		l.t.Fatalf("the empty sum has a move")
		return false
	})
	s.emptyWins = empty.MoverWinsAtEnd()
	if s.emptyWins != g.Misere() {
		l.t.Errorf("the empty sum: MoverWinsAtEnd = %v in %s", s.emptyWins, g.Title())
	}
	for n := range l.tc.small {
		l.impartialHeap(s, big.NewInt(int64(n)))
	}
	// Around and beyond the search, and at huge heaps.
	search := l.sol.OutcomeSearch
	if s.normal {
		search = min(search, l.sol.NimSearch)
	}
	claim := func(o game.Option) (bool, bool) {
		cold, _, err := s.moveCold(o.Move)
		return !cold, err == nil
	}
	if len(l.periods()) > 0 {
		for _, n := range l.farHeaps(max(0, search-64), 64, 12) {
			l.impartialHeap(s, n)
			// Play at a huge heap lists its moves one by one: only where
			// they are few.
			if _, few := heapOptions(g, nil, n, 64); few {
				if wins, _, known := l.impartialClaim(s, []*big.Int{n}); known {
					l.farPlay(game.Heaps(g, n), wins, claim)
				}
			}
		}
	}
	for n := range l.tc.play {
		h := big.NewInt(int64(n))
		if wins, nim, known := l.impartialClaim(s, []*big.Int{h}); known {
			l.playLaws(game.Heaps(g, h), wins, nim, s.normal, l.play, claim)
		}
	}
	l.impartialSums(s)
	l.impartialPeriods(s)
	l.impartialFromMoves(s)
}

// impartialClaim returns who wins a sum of heaps by the values, and its
// nim-value in normal play: false when the values do not answer.
func (l *laws) impartialClaim(s *impartialState, heaps []*big.Int) (wins bool, nim *uint32, known bool) {
	if s.normal {
		x, err := nimSum(s.v, heaps)
		if err != nil {
			return false, nil, false
		}
		return x != 0, &x, true
	}
	if len(heaps) != 1 {
		return false, nil, false
	}
	o, err := s.v.Outcome(heaps[0])
	return o == game.N, nil, err == nil
}

// impartialHeap checks the P/N, mex and Ask laws at a heap of n.
func (l *laws) impartialHeap(s *impartialState, n *big.Int) {
	t := l.t
	o, err := s.v.Outcome(n)
	if !l.answered("Outcome", n, l.sol.OutcomeSearch, l.sol.OutcomePeriod, err) {
		return
	}
	if n.IsInt64() && n.Int64() < int64(len(l.sol.Outcomes)) && game.Outcome(l.sol.Outcomes[n.Int64()]) != o {
		t.Errorf("Outcomes[%d] = %c, Values.Outcome = %v", n, l.sol.Outcomes[n.Int64()], o)
	}
	moves, all := heapOptions(s.g, s.v, n, 4096)
	if !all {
		return // too many moves to list at this size
	}
	var nim uint32
	hasNim := false
	if s.normal {
		nv, ok := s.v.(game.NimValues)
		if !ok {
			t.Fatalf("the values of an impartial game in normal play are not NimValues")
		}
		nim, err = nv.Nim(n)
		if !l.answered("Nim", n, l.sol.NimSearch, l.sol.NimPeriod, err) {
			return
		}
		hasNim = true
		if (nim == 0) != (o == game.P) {
			t.Errorf("heap %s: nim-value %d but outcome %v", shortHeap(n), nim, o)
		}
		if n.IsInt64() && n.Int64() < int64(len(l.sol.Nim)) && l.sol.Nim[n.Int64()] != nim {
			t.Errorf("Nim[%d] = %d, Values.Nim = %d", n, l.sol.Nim[n.Int64()], nim)
		}
	}
	var options []uint32
	winning := 0
	for _, m := range moves {
		cold, x, err := s.moveCold(m)
		if err != nil {
			var unknown *game.Unknown
			if errors.As(err, &unknown) && len(l.periods()) == 0 {
				return // beyond the heaps computed
			}
			t.Errorf("heap %s, move %v: %v", shortHeap(n), m.Leave, err)
			return
		}
		if s.normal && len(m.Leave) == 1 {
			// The outcome of the heap left agrees with its nim-value.
			if o, err := openedValues(s.v).Outcome(m.Leave[0]); err == nil && (o == game.P) != cold {
				t.Errorf("heap %s: outcome %v, nim-value %d", shortHeap(m.Leave[0]), o, x)
			}
		}
		if cold {
			winning++
		}
		options = append(options, x)
	}
	// P/N.
	switch {
	case len(moves) == 0 && (o == game.N) != game.Heaps(s.g, n).MoverWinsAtEnd():
		t.Errorf("heap %s has no move and outcome %v; the player to move wins at the end: %v", shortHeap(n), o, game.Heaps(s.g, n).MoverWinsAtEnd())
	case len(moves) > 0 && (o == game.N) != (winning > 0):
		t.Errorf("heap %s: outcome %v, but %d of its %d moves lead to a P-position", shortHeap(n), o, winning, len(moves))
	}
	l.ok("P/N")
	// mex.
	if hasNim {
		if want := mexOf(options); nim != want {
			t.Errorf("Nim(%s) = %d, but the mex of its options' values %v is %d", shortHeap(n), nim, options, want)
		}
		l.ok("mex")
	}
	// Ask.
	q, err := game.Ask(s.g, l.sol, n)
	if err != nil {
		t.Errorf("Ask(%s): %v", shortHeap(n), err)
		return
	}
	gotNim := q.Nim != nil && q.Nim.IsUint64() && q.Nim.Uint64() == uint64(nim) || q.Nim == nil && !hasNim
	if q.Outcome != o || q.NoMove != (len(moves) == 0) || !gotNim {
		t.Errorf("Ask(%s) = %v (no move %v, nim %v), want %v (no move %v, nim %d)", shortHeap(n), q.Outcome, q.NoMove, q.Nim, o, len(moves) == 0, nim)
	}
	for _, m := range q.WinningMoves {
		if cold, _, err := s.moveCold(m); err != nil || !cold {
			t.Errorf("Ask(%s) lists the move %s→%v, which leaves an N-position (%v)", shortHeap(n), m.Amount(), m.Leave, err)
		}
	}
	if _, winner := s.v.(game.Winner); !winner && len(q.WinningMoves) != winning {
		t.Errorf("Ask(%s) lists %d winning moves, want %d", shortHeap(n), len(q.WinningMoves), winning)
	}
	l.ok("ask")
}

// mexOf returns the smallest value not in vs.
func mexOf(vs []uint32) uint32 {
	seen := map[uint32]bool{}
	for _, v := range vs {
		seen[v] = true
	}
	var m uint32
	for seen[m] {
		m++
	}
	return m
}

// impartialSums plays sums of two and three heaps: in normal play the
// values decide them by the XOR, in misère play Play searches them; the
// P/N law holds over Play's options either way.
func (l *laws) impartialSums(s *impartialState) {
	most := min(l.tc.play, 9)
	if most < 2 {
		return
	}
	for range 10 {
		hs := make([]*big.Int, 2+l.r.IntN(2))
		for i := range hs {
			hs[i] = big.NewInt(int64(1 + l.r.IntN(most-1))) // no heap of 0, which a sum drops
		}
		pos := game.Heaps(s.g, hs...)
		if s.normal {
			wins, nim, known := l.impartialClaim(s, hs)
			if !known {
				continue
			}
			l.playLaws(pos, wins, nim, true, l.play, func(o game.Option) (bool, bool) {
				// The heap moved in is replaced by what the move leaves.
				x, err := nimSum(openedValues(s.v), o.Move.Leave)
				y, err2 := nimSum(s.v, hs)
				z, err3 := nimSum(s.v, hs[o.Heap:o.Heap+1])
				return x^y^z != 0, err == nil && err2 == nil && err3 == nil
			})
			l.ok("sums")
			continue
		}
		// Misère: the exhaustive search of SumOf says who wins the sum and
		// the sums its moves lead to.
		sumWins := func(heaps []*big.Int) (bool, bool) {
			sum, err := game.SumOf(s.g, l.sol, heaps, playLimits, nil)
			if err != nil {
				var bad *game.InputError
				if !errors.As(err, &bad) {
					l.t.Errorf("SumOf(%v): %v", heaps, err)
				}
				return false, false
			}
			return sum.Outcome == game.N, true
		}
		wins, known := sumWins(hs)
		if !known {
			continue
		}
		l.playLaws(pos, wins, nil, false, l.play, func(o game.Option) (bool, bool) {
			return sumWins(slices.Concat(hs[:o.Heap], o.Move.Leave, hs[o.Heap+1:]))
		})
		l.ok("sums")
	}
}

// impartialPeriods checks the proven periods of the outcomes and the
// nim-values.
func (l *laws) impartialPeriods(s *impartialState) {
	if l.long == nil {
		return
	}
	long := l.long
	periodLaws(l, "Outcome", l.sol.OutcomePeriod, l.sol.OutcomeSearch, len(long.Outcomes),
		func(i int) game.Outcome { return game.Outcome(long.Outcomes[i]) },
		func(n *big.Int) (game.Outcome, error) { return s.v.Outcome(n) })
	if nv, ok := s.v.(game.NimValues); ok && s.normal {
		periodLaws(l, "Nim", l.sol.NimPeriod, l.sol.NimSearch, len(long.Nim),
			func(i int) uint32 { return long.Nim[i] }, nv.Nim)
	}
}

// splits reports whether one of moves leaves several heaps.
func splits(moves []game.Move) bool {
	for _, m := range moves {
		if len(m.Leave) > 1 {
			return true
		}
	}
	return false
}

// impartialFromMoves recomputes the values of a prefix past the search
// from the game's moves alone (game.SolveByOptions) and compares the
// values' answers, which beyond the search come from the period.
func (l *laws) impartialFromMoves(s *impartialState) {
	if len(l.periods()) == 0 {
		return
	}
	upTo := 0
	for _, p := range l.periods() {
		upTo = max(upTo, p.Preperiod+2*p.Period)
	}
	upTo = max(upTo, l.sol.OutcomeSearch, l.sol.NimSearch) + l.sol.Window + 64
	// The cost: about upTo heaps of as many moves as the largest has.
	moves, all := heapOptions(s.g, nil, big.NewInt(int64(upTo)), recomputeBudget)
	cost := int64(upTo) * int64(len(moves)+1)
	if _, opener := s.g.(game.Opener); opener {
		cost += int64(upTo) * int64(upTo) // the rows' splits
	}
	if !all || !l.affords(cost) || s.g.Misere() && splits(moves) {
		// SolveByOptions values a heap by its options' outcomes, which in
		// misère play do not tell a sum's.
		return
	}
	ref, err := game.SolveByOptions(s.g, upTo, game.Limits{Work: 1 << 40}, nil)
	if err != nil {
		l.t.Errorf("SolveByOptions(%d): %v", upTo, err)
		return
	}
	nv, _ := s.v.(game.NimValues)
	for n := range upTo {
		h := big.NewInt(int64(n))
		o, err := s.v.Outcome(h)
		if err != nil || o != game.Outcome(ref.Outcomes[n]) {
			l.t.Errorf("Outcome(%d) = %v, %v; from the moves %c (search %d, period %+v)", n, o, err, ref.Outcomes[n], l.sol.OutcomeSearch, l.sol.OutcomePeriod)
			return
		}
		if s.normal && nv != nil {
			x, err := nv.Nim(h)
			if err != nil || x != ref.Nim[n] {
				l.t.Errorf("Nim(%d) = %d, %v; from the moves %d (search %d, period %+v)", n, x, err, ref.Nim[n], l.sol.NimSearch, l.sol.NimPeriod)
				return
			}
		}
	}
	l.ok("period from the moves")
}

// --- Play, for every shape ---

// playLaws checks Play at pos, which the values say the player to move
// wins (wins), of nim-value nim where known. claim says who wins an
// option's position by the values (false when they do not say). normal:
// the player who cannot move loses everywhere in the game, so that the
// remoteness of a won position is odd and of a lost one even.
func (l *laws) playLaws(pos game.Position, wins bool, nim *uint32, normal bool, play *game.Play, claim func(game.Option) (bool, bool)) {
	t := l.t
	v, err := play.Value(pos)
	if err != nil {
		var bad *game.InputError
		if !errors.As(err, &bad) {
			t.Errorf("Value(%s): %v", pos, err)
		}
		return // the remoteness is beyond the limits
	}
	if v.Wins != wins {
		t.Errorf("Value(%s).Wins = %v; the values say %v", pos, v.Wins, wins)
	}
	if nim != nil && (v.Nim == nil || *v.Nim != *nim) {
		t.Errorf("Value(%s).Nim = %v, want %d", pos, v.Nim, *nim)
	}
	if normal && (v.Remoteness%2 == 1) != v.Wins {
		t.Errorf("Value(%s): remoteness %d of a position the player to move %s", pos, v.Remoteness, map[bool]string{true: "wins", false: "loses"}[v.Wins])
	}
	opts, err := play.Options(pos)
	if err != nil {
		t.Errorf("Options(%s): %v", pos, err)
		return
	}
	// The definition of the remoteness, and P/N over Play's options.
	lost, best := false, 0
	for _, o := range opts {
		if w, known := claim(o); known && w != o.Value.Wins {
			t.Errorf("Options(%s): %s leads to %s, which Play says the player to move %s, the values not", pos, o.Move.Amount(), o.Position, map[bool]string{true: "wins", false: "loses"}[o.Value.Wins])
		}
		switch {
		case !o.Value.Wins && (!lost || o.Value.Remoteness < best):
			lost, best = true, o.Value.Remoteness
		case !lost:
			best = max(best, o.Value.Remoteness)
		}
	}
	switch {
	case len(opts) == 0:
		if v.Remoteness != 0 || v.Wins != pos.MoverWinsAtEnd() {
			t.Errorf("Value(%s) = %+v at the end of play; MoverWinsAtEnd = %v", pos, v, pos.MoverWinsAtEnd())
		}
	case v.Wins != lost || v.Remoteness != best+1:
		t.Errorf("Value(%s) = wins %v remoteness %d; its options give wins %v remoteness %d", pos, v.Wins, v.Remoteness, lost, best+1)
	}
	l.ok("P/N")
	l.ok("play")
	if len(opts) == 0 {
		return
	}
	b, err := play.Best(pos)
	if err != nil {
		t.Errorf("Best(%s): %v", pos, err)
		return
	}
	if b.Value.Wins == v.Wins || b.Value.Remoteness != v.Remoteness-1 {
		t.Errorf("Best(%s) = %s to %s (wins %v, remoteness %d) from a position of wins %v, remoteness %d", pos, b.Move.Amount(), b.Position, b.Value.Wins, b.Value.Remoteness, v.Wins, v.Remoteness)
	}
	if w, known := claim(b); known && w == v.Wins {
		t.Errorf("Best(%s) leads to %s, which the values say the opponent %s", pos, b.Position, map[bool]string{true: "wins", false: "loses"}[w])
	}
	// The line of best moves to the end.
	if v.Remoteness > 400 {
		return
	}
	cur, steps := pos, 0
	for {
		moved := false
		cur.Moves(func(game.Move, game.Position) bool { moved = true; return false })
		if !moved {
			break
		}
		b, err := play.Best(cur)
		if err != nil {
			t.Errorf("Best(%s) on the line from %s: %v", cur, pos, err)
			return
		}
		cur, steps = b.Position, steps+1
		if steps > v.Remoteness {
			break
		}
	}
	// After steps moves the player to move is the first one when steps is
	// even; at the end the player to move wins when MoverWinsAtEnd.
	if steps != v.Remoteness || ((steps%2 == 0) == cur.MoverWinsAtEnd()) != v.Wins {
		t.Errorf("the best line from %s ends at %s after %d moves (MoverWinsAtEnd %v); the remoteness is %d, wins %v", pos, cur, steps, cur.MoverWinsAtEnd(), v.Remoteness, v.Wins)
	}
	l.ok("best line")
}

// farPlay checks Play at a huge position, where the remoteness is out of
// reach: Value still says who wins, and Best from a won position still
// leads to a lost one.
func (l *laws) farPlay(pos game.Position, wins bool, claim func(game.Option) (bool, bool)) {
	v, err := l.far.Value(pos)
	if err == nil {
		return // within the limits after all: playLaws' case
	}
	if v.Remoteness != -1 || v.Wins != wins {
		l.t.Errorf("Value(%s) = %+v, %v; the values say wins %v", pos, v, err, wins)
		return
	}
	b, err := l.far.Best(pos)
	var bad *game.InputError
	if err != nil && !errors.As(err, &bad) {
		l.t.Errorf("Best(%s): %v", pos, err)
		return
	}
	if w, known := claim(b); wins && (!known || w) {
		l.t.Errorf("Best(%s) = %s to %s from a won position, which the values say the opponent wins (known %v)", pos, b.Move.Amount(), b.Position, known)
	}
	l.ok("play far")
}

// --- Partizan games ---

func (l *laws) partizan(g game.Partizan) {
	t := l.t
	fw, ok := l.sol.Values.(game.FirstWins)
	if !ok {
		t.Fatalf("the values of a partizan game are not FirstWins")
	}
	other := map[game.Outcome]game.Outcome{game.L: game.R, game.R: game.L}
	// claimAt says who wins a heap of n with mover to move.
	claimAt := func(n *big.Int, mover game.Outcome) (bool, bool) {
		w, err := fw.Wins(n, mover)
		return w, l.answered("Wins", n, l.sol.OutcomeSearch, l.sol.OutcomePeriod, err)
	}
	claim := func(mover game.Outcome) func(game.Option) (bool, bool) {
		return func(o game.Option) (bool, bool) {
			switch len(o.Move.Leave) {
			case 0:
				return o.Position.MoverWinsAtEnd(), true
			case 1:
				return claimAt(o.Move.Leave[0], other[mover])
			}
			return false, false
		}
	}
	heap := func(n *big.Int, far bool) {
		class := map[[2]bool]game.Outcome{{true, true}: game.N, {true, false}: game.L, {false, true}: game.R, {false, false}: game.P}
		var first [2]bool
		var winning [2]int
		for i, mover := range []game.Outcome{game.L, game.R} {
			wins, known := claimAt(n, mover)
			if !known {
				return
			}
			first[i] = wins
			pos := game.Heap(g, n, mover)
			lost, moved := 0, 0
			pos.Moves(func(m game.Move, next game.Position) bool {
				moved++
				if w, known := claim(mover)(game.Option{Move: m, Position: next}); known && !w {
					lost++
				}
				return moved < 4096
			})
			switch {
			case moved == 0 && wins != pos.MoverWinsAtEnd():
				t.Errorf("%s has no move, the values say wins %v", pos, wins)
			case moved > 0 && wins != (lost > 0):
				t.Errorf("%s: the values say wins %v, but %d of its %d moves lead to a lost position", pos, wins, lost, moved)
			}
			if wins {
				winning[i] = lost
			}
			l.ok("P/N")
			if far {
				l.farPlay(pos, wins, claim(mover))
			} else if n.Int64() < int64(l.tc.play) {
				l.playLaws(pos, wins, nil, true, l.play, claim(mover))
			}
		}
		o, err := fw.Outcome(n)
		if err != nil || o != class[first] {
			t.Errorf("Outcome(%s) = %v, %v; want %v", shortHeap(n), o, err, class[first])
		}
		if n.IsInt64() && n.Int64() < int64(len(l.sol.Outcomes)) {
			i := n.Int64()
			lf, rf := map[bool]byte{true: 'L', false: 'R'}[first[0]], map[bool]byte{true: 'R', false: 'L'}[first[1]]
			if l.sol.Outcomes[i] != byte(class[first]) || l.sol.LeftFirst[i] != lf || l.sol.RightFirst[i] != rf {
				t.Errorf("heap %d: listed %c, %c, %c; want %v, %c, %c", i, l.sol.Outcomes[i], l.sol.LeftFirst[i], l.sol.RightFirst[i], class[first], lf, rf)
			}
		}
		q, err := game.Ask(g, l.sol, n)
		if err != nil {
			t.Errorf("Ask(%s): %v", shortHeap(n), err)
			return
		}
		if q.Outcome != class[first] || (q.LeftFirst == game.L) != first[0] || (q.RightFirst == game.R) != first[1] || len(q.WinningMoves) != winning[0]+winning[1] {
			t.Errorf("Ask(%s) = %v, %v, %v with %d winning moves; want %v, %v, %v with %d", shortHeap(n), q.Outcome, q.LeftFirst, q.RightFirst, len(q.WinningMoves), class[first], first[0], first[1], winning[0]+winning[1])
		}
		l.ok("ask")
	}
	for n := range l.tc.small {
		heap(big.NewInt(int64(n)), false)
	}
	if p := l.sol.OutcomePeriod; p != nil && l.long != nil {
		for _, n := range l.farHeaps(max(0, l.sol.OutcomeSearch-64), 64, 12) {
			heap(n, true)
		}
		long := l.long
		periodLaws(l, "first wins", p, l.sol.OutcomeSearch, len(long.LeftFirst),
			func(i int) string { return long.LeftFirst[i:i+1] + long.RightFirst[i:i+1] },
			func(n *big.Int) (string, error) {
				lw, err := fw.Wins(n, game.L)
				if err != nil {
					return "", err
				}
				rw, err := fw.Wins(n, game.R)
				return map[bool]string{true: "L", false: "R"}[lw] + map[bool]string{true: "R", false: "L"}[rw], err
			})
		periodLaws(l, "Outcome", p, l.sol.OutcomeSearch, len(long.Outcomes),
			func(i int) game.Outcome { return game.Outcome(long.Outcomes[i]) }, fw.Outcome)
		l.partizanFromMoves(g, fw)
	}
}

// partizanFromMoves recomputes who wins each heap past the search from the
// game's moves alone, heap by heap upwards, and compares the values'
// answers, which beyond the search come from the period.
func (l *laws) partizanFromMoves(g game.Partizan, fw game.FirstWins) {
	p := l.sol.OutcomePeriod
	upTo := max(l.sol.OutcomeSearch, p.Preperiod+2*p.Period) + l.sol.Window + 64
	wins := map[game.Outcome][]bool{game.L: make([]bool, upTo), game.R: make([]bool, upTo)}
	other := map[game.Outcome]game.Outcome{game.L: game.R, game.R: game.L}
	for n := range upTo {
		h := big.NewInt(int64(n))
		for _, mover := range []game.Outcome{game.L, game.R} {
			w := false
			g.Options(h, mover, func(m game.Move) bool {
				switch len(m.Leave) {
				case 0:
					w = true // the opponent cannot move
				case 1:
					w = !wins[other[mover]][m.Leave[0].Int64()]
				default:
					l.t.Fatalf("a partizan move from %d leaves %d heaps", n, len(m.Leave))
				}
				return !w
			})
			wins[mover][n] = w
			got, err := fw.Wins(h, mover)
			if err != nil || got != w {
				l.t.Errorf("Wins(%d, %v) = %v, %v; from the moves %v (search %d, period %+v)", n, mover, got, err, w, l.sol.OutcomeSearch, *p)
				return
			}
		}
	}
	l.ok("period from the moves")
}

// --- History games ---

func (l *laws) history(g game.History) {
	t := l.t
	pv, ok := l.sol.Values.(game.PositionValues)
	if !ok {
		t.Fatalf("the values of a history game are not PositionValues")
	}
	fromStart := true // Start is the start of the game: no key last
	for _, kv := range g.Keys() {
		if kv.Key == "last" {
			fromStart = false
		}
	}
	proven := l.sol.TablePeriod
	search := l.sol.OutcomeSearch
	normal := normalEnd(g, l.tc.play)
	claimAt := func(p game.Position) (bool, bool) {
		w, err := pv.Wins(p)
		if err != nil {
			var unknown *game.Unknown
			if !errors.As(err, &unknown) || proven != nil {
				t.Errorf("Wins(%s): %v", p, err)
			}
			return false, false
		}
		return w, true
	}
	claim := func(o game.Option) (bool, bool) { return claimAt(o.Position) }
	// position checks P/N at p.
	position := func(p game.Position) (bool, bool) {
		wins, known := claimAt(p)
		if !known {
			return false, false
		}
		lost, moved := 0, 0
		p.Moves(func(m game.Move, next game.Position) bool {
			moved++
			if w, known := claimAt(next); known && !w {
				lost++
			}
			return true
		})
		switch {
		case moved == 0 && wins != p.MoverWinsAtEnd():
			t.Errorf("%s has no move; the values say wins %v, MoverWinsAtEnd %v", p, wins, p.MoverWinsAtEnd())
		case moved > 0 && wins != (lost > 0):
			t.Errorf("%s: the values say wins %v, but %d of its %d moves lead to a lost position", p, wins, lost, moved)
		}
		l.ok("P/N")
		return wins, true
	}
	// start checks the laws at the start of a heap of n.
	start := func(n *big.Int, far bool) {
		o, err := l.sol.Values.Outcome(n)
		if !l.answered("Outcome", n, search, l.sol.OutcomePeriod, err) {
			return
		}
		if n.IsInt64() && n.Int64() < int64(len(l.sol.Outcomes)) && game.Outcome(l.sol.Outcomes[n.Int64()]) != o {
			t.Errorf("Outcomes[%d] = %c, Values.Outcome = %v", n, l.sol.Outcomes[n.Int64()], o)
		}
		p, err := g.Start(n)
		if err != nil {
			if o != game.None {
				t.Errorf("Start(%s): %v, but its outcome is %v", shortHeap(n), err, o)
			}
			return
		}
		wins, known := position(p)
		if !known {
			return
		}
		if fromStart && (o == game.N) != wins {
			t.Errorf("Outcome(%s) = %v, but Wins(Start) = %v", shortHeap(n), o, wins)
		}
		// Ask.
		q, err := game.Ask(g, l.sol, n)
		if err != nil {
			t.Errorf("Ask(%s): %v", shortHeap(n), err)
			return
		}
		winning := 0
		p.Moves(func(m game.Move, next game.Position) bool {
			if w, known := claimAt(next); known && !w {
				winning++
			}
			return true
		})
		if (q.Outcome == game.N) != wins || len(q.WinningMoves) != winning {
			t.Errorf("Ask(%s) = %v with %d winning moves; want wins %v with %d", shortHeap(n), q.Outcome, len(q.WinningMoves), wins, winning)
		}
		if q.Policy != nil {
			legal, good := false, false
			p.Moves(func(m game.Move, next game.Position) bool {
				if m.Amount() == q.Policy.Amount() {
					legal = true
					w, _ := claimAt(next)
					good = !w
				}
				return true
			})
			if !legal || wins && !good {
				t.Errorf("Ask(%s): the policy takes %s, legal %v, winning %v, from a position won %v", shortHeap(n), q.Policy.Amount(), legal, good, wins)
			}
		}
		l.ok("ask")
		// Play, and the positions of random walks from the start.
		if far {
			l.farPlay(p, wins, claim)
		} else if n.Int64() < int64(l.tc.play) {
			l.playLaws(p, wins, nil, normal, l.play, claim)
		}
		for range 3 {
			for _, q := range walkFrom(p, l.randomPicks(6)) {
				if w, known := position(q); known && !far && n.Int64() < int64(l.tc.play) {
					l.playLaws(q, w, nil, normal, l.play, claim)
				}
			}
		}
	}
	for n := range l.tc.small {
		start(big.NewInt(int64(n)), false)
	}
	if len(l.periods()) == 0 || l.long == nil {
		return
	}
	for _, n := range l.farHeaps(max(0, search-64), 64, 12) {
		start(n, true)
	}
	long := l.long
	if p := l.sol.OutcomePeriod; p != nil {
		periodLaws(l, "Outcome", p, search, len(long.Outcomes),
			func(i int) game.Outcome { return game.Outcome(long.Outcomes[i]) }, l.sol.Values.Outcome)
	}
	if p := l.sol.TablePeriod; p != nil && len(long.Table) > 0 {
		width := len(long.Table[0].Cells)
		column := func(i int) string {
			var b strings.Builder
			for _, row := range long.Table {
				b.WriteByte(row.Cells[i])
			}
			return b.String()
		}
		if width >= p.Preperiod+2*p.Period {
			periodLaws(l, "table column", p, search, width, column, nil)
		}
		l.tableFar(g, pv, p)
	}
	l.historyFromMoves(g, pv)
}

// normalEnd reports whether at every end of play reachable from the
// starts of heaps below upTo the player to move has lost (MoverWinsAtEnd
// is false): then, in the positions played, the remoteness of a won
// position is odd and of a lost one even. The parity game's ends depend on
// the holdings.
func normalEnd(g game.History, upTo int) bool {
	seen := map[string]bool{}
	var stack []game.Position
	for n := range upTo {
		if p, err := g.Start(big.NewInt(int64(n))); err == nil {
			stack = append(stack, p)
		}
	}
	for len(stack) > 0 {
		p := stack[len(stack)-1]
		stack = stack[:len(stack)-1]
		if seen[p.String()] {
			continue
		}
		seen[p.String()] = true
		moved := false
		p.Moves(func(_ game.Move, next game.Position) bool {
			moved = true
			stack = append(stack, next)
			return true
		})
		if !moved && p.MoverWinsAtEnd() {
			return false
		}
	}
	return true
}

// randomPicks returns count random move indices for walk.
func (l *laws) randomPicks(count int) []int {
	picks := make([]int, count)
	for i := range picks {
		picks[i] = l.r.IntN(1 << 20)
	}
	return picks
}

// walkFrom plays from p, at each step the move of the next pick's index
// (modulo the number of moves), and returns the positions met; it stops
// where there is no move.
func walkFrom(p game.Position, picks []int) []game.Position {
	var out []game.Position
	for _, pick := range picks {
		var nexts []game.Position
		p.Moves(func(_ game.Move, next game.Position) bool {
			nexts = append(nexts, next)
			return true
		})
		if len(nexts) == 0 {
			break
		}
		p = nexts[pick%len(nexts)]
		out = append(out, p)
	}
	return out
}

// tableFar checks the state table's proven period far past the search:
// the same walk from the starts of a huge heap n and of a small heap f ≡ n
// (mod p), both far enough past the preperiod, meets positions that the
// values say the same player wins.
func (l *laws) tableFar(g game.History, pv game.PositionValues, p *game.Period) {
	const steps = 6
	margin := p.Preperiod + (steps+8)*l.sol.Window
	for _, n := range l.farHeaps(margin, l.sol.OutcomeSearch, 12) {
		f := margin + foldAt(new(big.Int).Sub(n, big.NewInt(int64(margin))), &game.Period{Period: p.Period})
		far, err := g.Start(n)
		if err != nil {
			continue // not a position (an even pile)
		}
		near, err := g.Start(big.NewInt(int64(f)))
		if err != nil {
			if near, err = g.Start(big.NewInt(int64(f + p.Period))); err != nil {
				l.t.Errorf("Start(%s) is a position, but neither Start(%d) nor Start(%d) is", shortHeap(n), f, f+p.Period)
				continue
			}
		}
		picks := l.randomPicks(steps)
		a, b := append([]game.Position{far}, walkFrom(far, picks)...), append([]game.Position{near}, walkFrom(near, picks)...)
		if len(a) != len(b) {
			l.t.Errorf("walks from %s and %s differ in length", far, near)
			continue
		}
		for i := range a {
			wa, err := pv.Wins(a[i])
			wb, err2 := pv.Wins(b[i])
			if err != nil || err2 != nil || wa != wb {
				l.t.Errorf("Wins(%s) = %v, %v but Wins(%s) = %v, %v (table period %+v)", a[i], wa, err, b[i], wb, err2, *p)
				break
			}
		}
	}
	l.ok("table far")
}

// historyFromMoves solves every position reachable from the starts of
// heaps past the search by exhaustive search over the positions' moves
// alone, and compares the values' answers, which beyond the search come
// from the period.
func (l *laws) historyFromMoves(g game.History, pv game.PositionValues) {
	p := l.sol.TablePeriod
	if p == nil {
		return
	}
	upTo := max(l.sol.OutcomeSearch, p.Preperiod+2*p.Period) + l.sol.Window + 64
	// About upTo heaps, in each state of the table and its partial
	// histories, each with a few moves.
	if !l.affords(int64(upTo) * int64(len(l.sol.Table)+1) * 8) {
		return
	}
	type entry struct {
		pos  game.Position
		wins bool
	}
	memo := map[string]entry{}
	var solve func(p game.Position) bool
	solve = func(p game.Position) bool {
		k := p.String()
		if e, ok := memo[k]; ok {
			return e.wins
		}
		w, moved := false, false
		p.Moves(func(_ game.Move, next game.Position) bool {
			moved = true
			if !solve(next) {
				w = true
			}
			return true
		})
		if !moved {
			w = p.MoverWinsAtEnd()
		}
		memo[k] = entry{p, w}
		return w
	}
	for n := range upTo {
		if s, err := g.Start(big.NewInt(int64(n))); err == nil {
			solve(s)
		}
	}
	for _, e := range memo {
		w, err := pv.Wins(e.pos)
		if err != nil || w != e.wins {
			l.t.Errorf("Wins(%s) = %v, %v; the exhaustive search says %v (search %d, table period %+v)", e.pos, w, err, e.wins, l.sol.OutcomeSearch, *p)
			return
		}
	}
	l.ok("period from the moves")
}
