package norepeat_test

import (
	"fmt"
	"math/big"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"stones/solver/game"
	"stones/solver/gametest"
	"stones/solver/named"
	"stones/solver/norepeat"
)

// limits are generous limits, as the command line has them.
var limits = game.Limits{MaxLen: 10_000_000, Search: 1 << 26, NimSearch: 1 << 24, Work: 1 << 33, States: 4_000_000, Where: "stones"}

// oracleKey is a position of the oracle: a heap and its history packed one
// byte an amount (amounts below 256, at most 8 of them).
type oracleKey struct {
	heap int
	hist uint64
}

// newOracle plays the no-repeat game by exhaustive search from its rules:
// the player to move may take any s in moves with s ≤ heap that is not
// among the last k amounts taken; who cannot move loses. last is the
// history, most recent last.
func newOracle(moves []int, k int) func(heap int, last []int) bool {
	memo := map[oracleKey]bool{}
	var wins func(heap int, last []int) bool
	wins = func(heap int, last []int) bool {
		key := oracleKey{heap: heap}
		for _, s := range last {
			key.hist = key.hist<<8 | uint64(s)
		}
		if v, ok := memo[key]; ok {
			return v
		}
		v := false
		for _, s := range moves {
			if s > heap || slices.Contains(last, s) {
				continue
			}
			next := append(slices.Clone(last), s)
			if len(next) > k {
				next = next[1:]
			}
			if !wins(heap-s, next) {
				v = true
				break
			}
		}
		memo[key] = v
		return v
	}
	return wins
}

// orders lists the ordered choices of d distinct amounts of moves, in
// lexicographic order of their indices: the full histories.
func orders(moves []int, d int) [][]int {
	if d == 0 {
		return [][]int{{}}
	}
	var out [][]int
	for _, h := range orders(moves, d-1) {
		for _, s := range moves {
			if !slices.Contains(h, s) {
				out = append(out, append(slices.Clone(h), s))
			}
		}
	}
	slices.SortFunc(out, func(a, b []int) int { return slices.Compare(a, b) })
	return out
}

func build(t testing.TB, moves []int, k int, last string, hasLast bool) *norepeat.Game {
	t.Helper()
	g, err := norepeat.New(game.NewMoveSet(moves...), k, last, hasLast, false)
	if err != nil {
		t.Fatal(err)
	}
	return g.(*norepeat.Game)
}

// join writes amounts separated by sep.
func join(a []int, sep string) string {
	parts := make([]string, len(a))
	for i, s := range a {
		parts[i] = fmt.Sprint(s)
	}
	return strings.Join(parts, sep)
}

// columns returns the table's columns as one string each, for periods.
func columns(rows []game.TableRow) []string {
	cols := make([]string, len(rows[0].Cells))
	for p := range cols {
		var b strings.Builder
		for _, r := range rows {
			b.WriteByte(r.Cells[p])
		}
		cols[p] = b.String()
	}
	return cols
}

// Fisher's theorem (A.1): S = {1,…,5}, k = 1: a heap is safe exactly when
// n ≡ 0 or 7 (mod 13); and his state matrix, rows the previous move,
// columns the heap (his 2, the second player wins, is P here).
func TestFisherNoRepeat(t *testing.T) {
	s := gametest.Solve(t, build(t, []int{1, 2, 3, 4, 5}, 1, "", false), 300, limits)
	var want []int
	for n := range 300 {
		if n%13 == 0 || n%13 == 7 {
			want = append(want, n)
		}
	}
	if !slices.Equal(s.Safe, want) {
		t.Errorf("Safe = %v, want n ≡ 0 or 7 (mod 13): %v", s.Safe, want)
	}
	if s.TablePeriod == nil || s.TablePeriod.Period != 13 || !s.TablePeriod.Proven || s.Window != 5 {
		t.Errorf("TablePeriod = %+v, Window %d, want period 13, proven by windows of 5 columns", s.TablePeriod, s.Window)
	}
	// Fisher's appendix A.1, columns 0-14 and 20-27 ('.' not shown there).
	fisher := []struct{ label, cells string }{
		{"after 1", "2211111211111220000022111122"},
		{"after 2", "2111111211111210000021111121"},
		{"after 3", "2112112211111210000021111121"},
		{"after 4", "2111211211121210000021112121"},
		{"after 5", "2111121211112210000021111221"},
	}
	for i, row := range fisher {
		r := s.Table[i]
		if r.Label != row.label {
			t.Fatalf("Table[%d].Label = %q, want %q", i, r.Label, row.label)
		}
		for n, c := range row.cells {
			if c == '0' {
				continue
			}
			want := byte(game.N)
			if c == '2' {
				want = byte(game.P)
			}
			if r.Cells[n] != want {
				t.Errorf("table %s at %d = %c, want %c (Fisher A.1)", r.Label, n, r.Cells[n], want)
			}
		}
	}
}

// check compares a Solution of the game of moves and k over heaps
// 0..length−1 with the oracle: the outcomes at the start, every cell of
// the state table, the safe heaps, and that both periods hold and are the
// smallest on the values listed.
func check(t *testing.T, moves []int, k int, s *game.Solution, length int) {
	t.Helper()
	oracle := newOracle(moves, k)
	d := min(k, len(moves))
	hists := orders(moves, d)
	if len(s.Table) != len(hists) {
		t.Fatalf("moves %v k=%d: %d table rows, want %d", moves, k, len(s.Table), len(hists))
	}
	safe := []int{}
	for n := range length {
		if want := gametest.Letter(oracle(n, nil)); s.Outcomes[n] != want {
			t.Fatalf("moves %v k=%d: Outcome(%d) at the start = %c, want %c", moves, k, n, s.Outcomes[n], want)
		}
		all := true
		for h, hist := range hists {
			r := s.Table[h]
			if want := "after " + join(hist, ", "); r.Label != want {
				t.Fatalf("moves %v k=%d: row %d is %q, want %q", moves, k, h, r.Label, want)
			}
			win := oracle(n, hist)
			all = all && !win
			if r.Cells[n] != gametest.Letter(win) {
				t.Fatalf("moves %v k=%d: table %s at %d = %c, want %c", moves, k, r.Label, n, r.Cells[n], gametest.Letter(win))
			}
		}
		if all {
			safe = append(safe, n)
		}
	}
	if got := s.Safe[:len(safe)]; len(s.Safe) < len(safe) || !slices.Equal(got, safe) || len(s.Safe) > len(safe) && s.Safe[len(safe)] < length {
		t.Fatalf("moves %v k=%d: Safe = %v, want %v", moves, k, s.Safe, safe)
	}
	for _, c := range []struct {
		name string
		p    *game.Period
		seq  []string
	}{{"OutcomePeriod", s.OutcomePeriod, strings.Split(s.Outcomes, "")}, {"TablePeriod", s.TablePeriod, columns(s.Table)}} {
		p := c.p
		if p == nil || !p.Proven {
			t.Fatalf("moves %v k=%d: %s = %+v, want a proven period", moves, k, c.name, p)
		}
		for n := p.Preperiod; n+p.Period < len(c.seq); n++ {
			if c.seq[n] != c.seq[n+p.Period] {
				t.Fatalf("moves %v k=%d: %s %+v broken at %d", moves, k, c.name, *p, n)
			}
		}
		if p.Preperiod > 0 && p.Preperiod-1+p.Period < len(c.seq) && c.seq[p.Preperiod-1] == c.seq[p.Preperiod-1+p.Period] {
			t.Fatalf("moves %v k=%d: %s %+v starts late", moves, k, c.name, *p)
		}
		for q := 1; q < p.Period; q++ {
			holds := true
			for n := p.Preperiod; n+q < len(c.seq) && holds; n++ {
				holds = c.seq[n] == c.seq[n+q]
			}
			if holds && p.Preperiod+p.Period+q < len(c.seq) {
				t.Fatalf("moves %v k=%d: %s %+v is not the smallest: %d holds too", moves, k, c.name, *p, q)
			}
		}
	}
}

func TestAgainstPlay(t *testing.T) {
	rnd := rand.New(rand.NewPCG(11, 12))
	for trial := range 60 {
		m := gametest.RandomMoves(rnd, 2+rnd.IntN(4), 2+rnd.IntN(9))
		if len(m) < 2 {
			m = append(m, m[0]+1)
		}
		k := 1 + trial%min(3, len(m))
		g := build(t, m, k, "", false)
		s := gametest.Solve(t, g, 80, limits)
		check(t, m, k, s, 80)
		// A safe heap has no move to a safe heap: when k < |S| some
		// history allows any move, and a move to a safe heap would win
		// after it.
		for _, sf := range s.Safe {
			if k == len(m) {
				break
			}
			for _, mv := range m {
				if sf-mv >= 0 && slices.Contains(s.Safe, sf-mv) {
					t.Errorf("moves %v k=%d: safe %d has the move %d to safe %d", m, k, sf, mv, sf-mv)
				}
			}
		}
		// Answers after a history, and beyond the columns computed (at
		// least 1024), where the period folds the heap.
		oracle := newOracle(m, k)
		for _, last := range [][]int{nil, {m[0]}, {m[len(m)-1]}, m[:min(k, len(m))]} {
			g := build(t, m, k, join(last, ","), true)
			s := gametest.Solve(t, g, 5, limits)
			for _, n := range []int{60, 1100, 1500 + trial} {
				pos, err := g.Start(big.NewInt(int64(n)))
				if err != nil {
					t.Fatal(err)
				}
				win, err := s.Values.(game.PositionValues).Wins(pos)
				if err != nil {
					t.Fatal(err)
				}
				if want := oracle(n, last); win != want {
					t.Fatalf("moves %v k=%d: Wins(%s) = %v, want %v", m, k, pos, win, want)
				}
			}
		}
	}
}

// norepeat=k with k ≥ |S| is a game: each amount can be taken once, and
// after every amount was taken the player to move has no move and loses.
func TestShortGame(t *testing.T) {
	// moves=7&norepeat=3: the first player takes 7 when there are 7, and
	// the second cannot take 7 again.
	s := gametest.Solve(t, build(t, []int{7}, 3, "", false), 30, limits)
	if want := strings.Repeat("P", 7) + strings.Repeat("N", 23); s.Outcomes != want {
		t.Errorf("moves 7, k=3: Outcomes = %s, want %s", s.Outcomes, want)
	}
	if len(s.Table) != 1 || s.Table[0].Label != "after 7" || s.Table[0].Cells != strings.Repeat("P", 30) {
		t.Errorf("moves 7, k=3: Table = %+v, want one row after 7, all P", s.Table)
	}
	if len(s.Safe) != 30 {
		t.Errorf("moves 7, k=3: Safe = %v, want every heap", s.Safe)
	}
	if want := (game.Period{Preperiod: 7, Period: 1, Proven: true}); s.OutcomePeriod == nil || *s.OutcomePeriod != want {
		t.Errorf("moves 7, k=3: OutcomePeriod = %+v, want %+v", s.OutcomePeriod, want)
	}
	if want := (game.Period{Preperiod: 0, Period: 1, Proven: true}); s.TablePeriod == nil || *s.TablePeriod != want {
		t.Errorf("moves 7, k=3: TablePeriod = %+v, want %+v", s.TablePeriod, want)
	}

	rnd := rand.New(rand.NewPCG(21, 22))
	for trial := range 40 {
		m := gametest.RandomMoves(rnd, 1+rnd.IntN(5), 1+rnd.IntN(12))
		k := len(m) + []int{0, 1, 3}[trial%3]
		g := build(t, m, k, "", false)
		s := gametest.Solve(t, g, 90, limits)
		check(t, m, k, s, 90)
		// From the sum of S on, every game lasts exactly |S| moves.
		sum := 0
		for _, x := range m {
			sum += x
		}
		for n := sum; n < 90; n++ {
			if want := gametest.Letter(len(m)%2 == 1); s.Outcomes[n] != want {
				t.Fatalf("moves %v k=%d: Outcome(%d) = %c, want %c: |S| moves are played", m, k, n, s.Outcomes[n], want)
			}
		}
		// Positions with every history that can occur.
		oracle := newOracle(m, k)
		for d := range len(m) + 1 {
			for _, h := range orders(m, d) {
				for _, n := range []int{rnd.IntN(40), 2000 + rnd.IntN(50)} {
					text := fmt.Sprint(n)
					if d > 0 {
						text += ";last=" + join(h, ",")
					}
					pv := s.Values.(game.PositionValues)
					pos, err := pv.ParsePosition(text)
					if err != nil {
						t.Fatal(err)
					}
					if pos.String() != text {
						t.Fatalf("ParsePosition(%q).String() = %q", text, pos)
					}
					win, err := pv.Wins(pos)
					if err != nil {
						t.Fatal(err)
					}
					if want := oracle(n, h); win != want {
						t.Fatalf("moves %v k=%d: Wins(%s) = %v, want %v", m, k, text, win, want)
					}
				}
			}
		}
	}
}

// The outcome periods are the smallest, checked against the definition
// over a long list of heaps that the oracle confirms in part.
func TestPeriodsSmallest(t *testing.T) {
	rnd := rand.New(rand.NewPCG(31, 32))
	for trial := range 40 {
		m := gametest.RandomMoves(rnd, 2+rnd.IntN(3), 2+rnd.IntN(7))
		if len(m) < 2 {
			m = append(m, m[0]+1)
		}
		k := 1 + trial%len(m)
		g := build(t, m, k, "", false)
		p := gametest.Solve(t, g, 1, limits).OutcomePeriod
		length := max(400, p.Preperiod+4*p.Period)
		s := gametest.Solve(t, g, length, limits)
		check(t, m, k, s, 120)
		if got, ok := gametest.ObservedPeriod([]byte(s.Outcomes), 2*p.Period); !ok || got != *s.OutcomePeriod {
			t.Errorf("moves %v k=%d: OutcomePeriod %+v, observed %+v", m, k, *s.OutcomePeriod, got)
		}
		if got, ok := gametest.ObservedPeriod(columns(s.Table), 2*s.TablePeriod.Period); !ok || got != *s.TablePeriod {
			t.Errorf("moves %v k=%d: TablePeriod %+v, observed %+v", m, k, *s.TablePeriod, got)
		}
	}
}

func TestHuge(t *testing.T) {
	n, _ := new(big.Int).SetString("1"+strings.Repeat("0", 99), 10)
	g := build(t, []int{1, 2, 3, 4, 5}, 1, "", false)
	s := gametest.Solve(t, g, 13, limits)
	// 10^99 ≡ 12 (mod 13): the start outcome of heap 12.
	if o, err := s.Values.Outcome(n); err != nil || byte(o) != s.Outcomes[12] {
		t.Errorf("Outcome(10^99) = %v, %v; want %c (that of heap 12)", o, err, s.Outcomes[12])
	}
	// After a history, 10^99 answers as a heap ≡ 10^99 past the preperiod
	// and d·max S.
	oracle := newOracle([]int{1, 2, 3, 4, 5}, 1)
	for last := 1; last <= 5; last++ {
		g := build(t, []int{1, 2, 3, 4, 5}, 1, fmt.Sprint(last), true)
		s := gametest.Solve(t, g, 1, limits)
		pos, _ := g.Start(n)
		win, err := s.Values.(game.PositionValues).Wins(pos)
		if want := oracle(12+13*3, []int{last}); err != nil || win != want {
			t.Errorf("Wins(%s) = %v, %v; want %v", pos, win, err, want)
		}
	}
}

func TestNewErrors(t *testing.T) {
	for _, tt := range []struct {
		moves   string
		k       int
		last    string
		hasLast bool
		misere  bool
		want    string
	}{
		{"squares", 1, "", false, false, `norepeat: "1": the no-repeat game takes a finite move set, not squares`},
		{"1-5", 1, "", false, true, `norepeat: "1": the no-repeat game is played in normal play only`},
		{"1-20", 4, "", false, false, `norepeat: "4": with 20 moves gives more than 4096 histories to track; use a smaller norepeat or fewer moves`},
		{"1-7", 7, "", false, false, `norepeat: "7": with 7 moves gives more than 4096 histories to track; use a smaller norepeat or fewer moves`},
		{"1-5", 0, "", false, false, `norepeat: "0": the no-repeat game forbids the amounts of the last k ≥ 1 moves; norepeat=0 is the plain subtraction game`},
		{"1-5", 1, "7", true, false, `last: "7": "7" is not a move of the set {1-5}`},
		{"1-5", 1, "x", true, false, `last: "x": "x" is not a move of the set {1-5}`},
		{"1-5", 2, "3,3", true, false, `last: "3,3": 3 is taken twice; within the last 2 moves every amount differs`},
		{"1-5", 1, "3,4", true, false, `last: "3,4": lists 2 moves; only the last norepeat=1 matter`},
		{"7", 3, "7,7", true, false, `last: "7,7": 7 is taken twice; within the last 3 moves every amount differs`},
	} {
		set, err := named.ParseMoveSet("moves", tt.moves)
		if err != nil {
			t.Fatal(err)
		}
		_, err = norepeat.New(set, tt.k, tt.last, tt.hasLast, tt.misere)
		if err == nil || err.Error() != tt.want {
			t.Errorf("New(%s, %d, %q) = %v, want %s", tt.moves, tt.k, tt.last, err, tt.want)
		}
		if _, ok := err.(*game.InputError); !ok {
			t.Errorf("New(%s, %d, %q): %T, want *game.InputError", tt.moves, tt.k, tt.last, err)
		}
	}
	// k ≥ |S| is a game.
	for _, tt := range []struct {
		moves string
		k     int
	}{{"7", 3}, {"1-5", 5}, {"1-5", 6}, {"1,5,8,10", 1000}} {
		set, _ := game.ParseMoveSet("moves", tt.moves)
		if _, err := norepeat.New(set, tt.k, "", false, false); err != nil {
			t.Errorf("New(%s, %d) = %v, want a game", tt.moves, tt.k, err)
		}
	}
}

func TestKeysAndTitle(t *testing.T) {
	g := build(t, []int{1, 2, 3, 4, 5}, 2, "5, 1", true)
	var kv []string
	for _, k := range g.Keys() {
		kv = append(kv, k.Key+"="+k.Value)
	}
	if got, want := strings.Join(kv, "&"), "moves=1-5&play=normal&norepeat=2&last=5,1&algo=auto"; got != want {
		t.Errorf("Keys = %s, want %s", got, want)
	}
	if got, want := g.Title(), "No-repeat subtraction game, moves {1-5}: no amount taken in the last 2 moves; play starts after 5, 1"; got != want {
		t.Errorf("Title = %q, want %q", got, want)
	}
	g = build(t, []int{1, 5, 8, 10}, 1, "", true)
	kv = nil
	for _, k := range g.Keys() {
		kv = append(kv, k.Key+"="+k.Value)
	}
	if got, want := strings.Join(kv, "&"), "moves=1,5,8,10&play=normal&norepeat=1&last=&algo=auto"; got != want {
		t.Errorf("Keys = %s, want %s", got, want)
	}
	if got, want := g.Title(), "No-repeat subtraction game, moves {1, 5, 8, 10}: no amount taken in the last move"; got != want {
		t.Errorf("Title = %q, want %q", got, want)
	}
	for _, l := range g.Legend() {
		if !strings.Contains(l.Meaning, "at the start of the game") {
			t.Errorf("Legend %c: %q does not say at the start of the game", l.Letter, l.Meaning)
		}
	}
}

func TestPositions(t *testing.T) {
	g := build(t, []int{1, 2, 3}, 2, "3,1", true)
	start, err := g.Start(big.NewInt(12))
	if err != nil {
		t.Fatal(err)
	}
	if start.String() != "12;last=3,1" || start.MoverWinsAtEnd() {
		t.Errorf("Start(12) = %s (mover wins at end %v), want 12;last=3,1", start, start.MoverWinsAtEnd())
	}
	var got []string
	start.Moves(func(m game.Move, p game.Position) bool {
		got = append(got, fmt.Sprintf("%d→%s→%s", m.Take, m.Leave[0], p))
		return true
	})
	if want := []string{"2→10→10;last=1,2"}; !slices.Equal(got, want) {
		t.Errorf("Moves(12;last=3,1) = %v, want %v", got, want)
	}
	p, err := g.ParsePosition("2")
	if err != nil {
		t.Fatal(err)
	}
	got = nil
	p.Moves(func(m game.Move, p game.Position) bool {
		got = append(got, p.String())
		return true
	})
	if want := []string{"1;last=1", "0;last=2"}; !slices.Equal(got, want) {
		t.Errorf("Moves(2) = %v, want %v", got, want)
	}
	for _, tt := range []struct{ text, want string }{
		{"", `position: is empty; give a heap size such as 68`},
		{"x;last=1", `position: "x": is not a whole number: use the digits 0-9 only`},
		{"12;1,2", `position: "12;1,2": after the heap and ';' comes last= and the last amounts taken, as in 12;last=3,1`},
		{"12;last=4", `position: "4": "4" is not a move of the set {1-3}`},
		{"12;last=1,2,3", `position: "1,2,3": lists 3 moves; only the last norepeat=2 matter`},
		{"1" + strings.Repeat("0", 100), `position: ` + game.Quote("1"+strings.Repeat("0", 100)) + `: has 101 digits; at most 100 are allowed`},
	} {
		if _, err := g.ParsePosition(tt.text); err == nil || err.Error() != tt.want {
			t.Errorf("ParsePosition(%q) = %v, want %s", tt.text, err, tt.want)
		}
	}
	// A position of a game of other rules is not answered.
	other := build(t, []int{1, 2, 3}, 1, "", false)
	pos, _ := other.Start(big.NewInt(5))
	if _, err := gametest.Solve(t, g, 1, limits).Values.(game.PositionValues).Wins(pos); err == nil {
		t.Errorf("Wins of a position of another game: no error")
	}
	if _, err := g.Start(big.NewInt(-1)); err == nil || !strings.HasPrefix(err.Error(), "n: ") {
		t.Errorf("Start(-1) = %v, want an error of the key n", err)
	}
}

// Over the limits, a long list is an error of the key len that names the
// front end's limits, and a heap beyond them is unknown.
func TestLimits(t *testing.T) {
	g := build(t, []int{1, 9}, 1, "", false)
	small := game.Limits{MaxLen: 100, Search: 10, Work: 1 << 20, Where: "the page"}
	_, err := g.Solve(100, small, nil)
	if want := `len: "100": no period of the state table was found among the first 10 heap sizes, as far as the limits of the page allow, so 100 heap sizes cannot be listed; use a smaller len`; err == nil || err.Error() != want {
		t.Errorf("Solve over the limits = %v, want %s", err, want)
	}
	s, err := g.Solve(10, small, nil)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := s.Values.Outcome(big.NewInt(50)); err == nil || !strings.Contains(err.Error(), "the limits of the page") {
		t.Errorf("Outcome(50) beyond the limits = %v, want an Unknown naming the page's limits", err)
	} else if _, ok := err.(*game.Unknown); !ok {
		t.Errorf("Outcome(50): %T, want *game.Unknown", err)
	}
}
