package parity_test

import (
	"fmt"
	"math/big"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"stones/solver/game"
	"stones/solver/gametest"
	"stones/solver/parity"
)

// limits are generous limits, as the command line has them.
var limits = game.Limits{MaxLen: 10_000_000, Search: 1 << 26, NimSearch: 1 << 24, Work: 1 << 33, States: 4_000_000, Where: "stones"}

// newOracle plays the parity game from its rules by exhaustive search:
// the pile, the mover's and the other player's holdings; at the end the
// player holding an odd number wins, and with stones left but no legal
// take the player to move loses.
func newOracle(moves []int) func(pile, mine, theirs int) bool {
	memo := map[[3]int]bool{}
	var wins func(pile, mine, theirs int) bool
	wins = func(pile, mine, theirs int) bool {
		if pile == 0 {
			return mine%2 == 1
		}
		key := [3]int{pile, mine % 2, theirs % 2}
		if v, ok := memo[key]; ok {
			return v
		}
		v := false
		for _, s := range moves {
			if s <= pile && !wins(pile-s, theirs, mine+s) {
				v = true
				break
			}
		}
		memo[key] = v
		return v
	}
	return wins
}

func build(t testing.TB, moves ...int) *parity.Game {
	t.Helper()
	g, err := parity.New(game.NewMoveSet(moves...))
	if err != nil {
		t.Fatal(err)
	}
	return g
}

func TestAgainstPlay(t *testing.T) {
	rnd := rand.New(rand.NewPCG(15, 16))
	sets := [][]int{{1}, {1, 2}, {1, 2, 3}, {1, 2, 3, 4}, {1, 2, 3, 4, 5, 6, 7}, {2, 3}, {2}}
	for range 60 {
		sets = append(sets, gametest.RandomMoves(rnd, 1+rnd.IntN(4), 2+rnd.IntN(8)))
	}
	for _, m := range sets {
		s := gametest.Solve(t, build(t, m...), 151, limits)
		oracle := newOracle(m)
		for n := range 151 {
			want := byte(game.None)
			if n%2 == 1 {
				want = gametest.Letter(oracle(n, 0, 0))
			}
			if s.Outcomes[n] != want {
				t.Fatalf("moves %v: Outcome(%d) = %c, want %c", m, n, s.Outcomes[n], want)
			}
			// Row a: the mover holds parity a, the other 1 + n + a.
			for a := range 2 {
				if want := gametest.Letter(oracle(n, a, 1+n+a)); s.Table[a].Cells[n] != want {
					t.Fatalf("moves %v: table %q at %d = %c, want %c", m, s.Table[a].Label, n, s.Table[a].Cells[n], want)
				}
			}
		}
		// Positions far beyond the piles computed, read through the
		// period, against the oracle at a pile of the same class.
		pv := s.Values.(game.PositionValues)
		for _, n := range []int{2001, 3000, 4097 + 2*rnd.IntN(500)} {
			for a := range 2 {
				b := (1 + n + a) % 2
				text := fmt.Sprintf("%d;hold=%d,%d;first", n, a, b)
				pos, err := pv.ParsePosition(text)
				if err != nil {
					t.Fatal(err)
				}
				win, err := pv.Wins(pos)
				if want := oracle(n, a, b); err != nil || win != want {
					t.Fatalf("moves %v: Wins(%s) = %v, %v; want %v", m, text, win, err, want)
				}
			}
		}
	}
	// S = {1}: period 4, not 1 as a detector blind to the pile's parity
	// says.
	s := gametest.Solve(t, build(t, 1), 9, limits)
	if s.OutcomePeriod.Period != 4 || s.TablePeriod.Period != 4 {
		t.Errorf("moves 1: OutcomePeriod %+v, TablePeriod %+v, want period 4", s.OutcomePeriod, s.TablePeriod)
	}
}

// The table's period is the smallest period of its columns, which may be
// odd, not the even distance that proves it: checked against the columns
// the oracle gives over 3000 piles.
func TestTablePeriodSmallest(t *testing.T) {
	for _, tt := range []struct {
		moves     []int
		pre, want int
	}{
		{[]int{3, 10, 18}, 49, 7},
		{[]int{2, 3, 11, 12, 15}, 112, 9},
		{[]int{5, 12, 20}, 21, 25},
		{[]int{2, 4, 5, 7, 8}, 11, 3},
		{[]int{2, 3, 7}, 6, 5},
		{[]int{1}, 0, 4},
		{[]int{1, 2, 3}, 0, 8},
	} {
		s := gametest.Solve(t, build(t, tt.moves...), 1, limits)
		oracle := newOracle(tt.moves)
		cols := make([][2]bool, 3000)
		for n := range cols {
			for a := range 2 {
				cols[n][a] = oracle(n, a, 1+n+a)
			}
		}
		want, ok := gametest.ObservedPeriod(cols, 1000)
		if !ok || want.Period != tt.want || want.Preperiod != tt.pre {
			t.Fatalf("moves %v: the oracle's columns repeat %+v, want period %d from %d", tt.moves, want, tt.want, tt.pre)
		}
		if s.TablePeriod == nil || *s.TablePeriod != want || s.Window != tt.moves[len(tt.moves)-1] {
			t.Errorf("moves %v: TablePeriod = %+v, Window %d, want %+v, max S", tt.moves, s.TablePeriod, s.Window, want)
		}
		outcomes := make([]byte, 3000)
		for n := range outcomes {
			outcomes[n] = byte(game.None)
			if n%2 == 1 {
				outcomes[n] = gametest.Letter(cols[n][0])
			}
		}
		if want, _ := gametest.ObservedPeriod(outcomes, 1000); s.OutcomePeriod == nil || *s.OutcomePeriod != want {
			t.Errorf("moves %v: OutcomePeriod = %+v, want %+v", tt.moves, s.OutcomePeriod, want)
		}
	}
	rnd := rand.New(rand.NewPCG(41, 42))
	for range 100 {
		m := gametest.RandomMoves(rnd, 1+rnd.IntN(5), 2+rnd.IntN(12))
		s := gametest.Solve(t, build(t, m...), 1, limits)
		oracle := newOracle(m)
		cols := make([][2]bool, 2000)
		for n := range cols {
			for a := range 2 {
				cols[n][a] = oracle(n, a, 1+n+a)
			}
		}
		if want, ok := gametest.ObservedPeriod(cols, 600); !ok || s.TablePeriod == nil || *s.TablePeriod != want {
			t.Fatalf("moves %v: TablePeriod = %+v, want %+v", m, s.TablePeriod, want)
		}
	}
}

// moduleTake is Game::Stones' own choice, from its description: the module
// ("me") holding mine, the other player his, a pile of pile, takes from 1
// to maxTake; winner[pile][turn][pA] says who wins with pA the module's
// parity, whoever is to move. It plays the largest winning take, else 1.
func moduleTake(maxTake, pile, mine int) int {
	const me, him = 0, 1
	// winner[p][turn][pA]: the player (me or him) who wins.
	winner := make([][2][2]int, pile+1)
	winner[0] = [2][2]int{{him, me}, {him, me}}
	for p := 1; p <= pile; p++ {
		for turn := range 2 {
			for pA := range 2 {
				winner[p][turn][pA] = 1 - turn
				for take := 1; take <= maxTake && take <= p; take++ {
					next := pA
					if turn == me {
						next ^= take & 1
					}
					if winner[p-take][1-turn][next] == turn {
						winner[p][turn][pA] = turn
					}
				}
			}
		}
	}
	take := 1
	for t := 1; t <= maxTake && t <= pile; t++ {
		if winner[pile-t][him][(mine+t)&1] == me {
			take = t
		}
	}
	return take
}

// The policy is Game::Stones': the largest winning take, and when losing
// the smallest legal take (1 in the module's games, 2 for moves {2, 3}).
func TestPolicy(t *testing.T) {
	for _, tt := range []struct {
		moves []int
		n     int
		want  int
	}{
		{[]int{1, 2, 3, 4}, 7, 2},
		{[]int{1, 2, 3}, 7, 2},
		{[]int{1}, 3, 1},
		{[]int{1, 2}, 7, 1},
		{[]int{2, 3}, 1, 0}, // no legal take
		{[]int{2, 3}, 3, 3},
		{[]int{2, 3}, 9, 3},
		{[]int{2, 3}, 7, 2}, // losing: the smallest take, 2
	} {
		g := build(t, tt.moves...)
		s := gametest.Solve(t, g, 3, limits)
		pos, err := g.Start(big.NewInt(int64(tt.n)))
		if err != nil {
			t.Fatal(err)
		}
		m, ok := s.Values.(game.Policy).PolicyMove(pos)
		if ok != (tt.want > 0) || ok && m.Take != tt.want {
			t.Errorf("moves %v pile %d: policy takes %d (%v), want %d", tt.moves, tt.n, m.Take, ok, tt.want)
		}
		if ok && (len(m.Leave) != 1 || m.Leave[0].Int64() != int64(tt.n-m.Take)) {
			t.Errorf("moves %v pile %d: policy move %+v leaves the wrong pile", tt.moves, tt.n, m)
		}
	}
	if name := (&parity.Values{}).PolicyName(); !strings.Contains(name, "smallest take") || !strings.Contains(name, "largest winning take") {
		t.Errorf("PolicyName = %q", name)
	}
	// Game::Stones itself, maxTake 1 to 6: every position of odd total.
	for maxTake := 1; maxTake <= 6; maxTake++ {
		moves := make([]int, maxTake)
		for i := range moves {
			moves[i] = i + 1
		}
		g := build(t, moves...)
		pv := gametest.Solve(t, g, 1, limits).Values
		for pile := 1; pile <= 60; pile++ {
			for mine := range 2 {
				his := (1 + pile + mine) % 2
				for _, turn := range []string{"first", "second"} {
					hold := [2]int{mine, his}
					if turn == "second" {
						hold = [2]int{his, mine}
					}
					text := fmt.Sprintf("%d;hold=%d,%d;%s", pile, hold[0], hold[1], turn)
					pos, err := pv.(game.PositionValues).ParsePosition(text)
					if err != nil {
						t.Fatal(err)
					}
					m, ok := pv.(game.Policy).PolicyMove(pos)
					if want := moduleTake(maxTake, pile, mine); !ok || m.Take != want {
						t.Fatalf("maxTake %d at %s: policy takes %d, Game::Stones %d", maxTake, text, m.Take, want)
					}
				}
			}
		}
	}
	// Any move set: the largest winning take, else the smallest legal one.
	rnd := rand.New(rand.NewPCG(51, 52))
	for range 40 {
		m := gametest.RandomMoves(rnd, 1+rnd.IntN(4), 2+rnd.IntN(8))
		g := build(t, m...)
		pv := gametest.Solve(t, g, 1, limits).Values
		oracle := newOracle(m)
		for pile := 1; pile < 80; pile += 2 {
			pos, _ := g.Start(big.NewInt(int64(pile)))
			want := 0
			for _, s := range m {
				if s <= pile && (want == 0 || !oracle(pile-s, 0, s)) {
					want = s
				}
			}
			if want > 0 && !oracle(pile, 0, 0) {
				want = m[0]
			}
			got, ok := pv.(game.Policy).PolicyMove(pos)
			if ok != (want > 0) || ok && got.Take != want {
				t.Fatalf("moves %v pile %d: policy takes %d (%v), want %d", m, pile, got.Take, ok, want)
			}
		}
	}
}

func TestPositions(t *testing.T) {
	g := build(t, 1, 2)
	if _, err := g.Start(big.NewInt(8)); err == nil || err.Error() != `n: "8": the parity game starts from an odd pile, so that one player ends with an odd number` {
		t.Errorf("Start(8) = %v, want an error of the key n", err)
	}
	start, err := g.Start(big.NewInt(3))
	if err != nil {
		t.Fatal(err)
	}
	if start.String() != "3;hold=0,0;first" || start.MoverWinsAtEnd() {
		t.Errorf("Start(3) = %s (mover wins at end %v), want 3;hold=0,0;first", start, start.MoverWinsAtEnd())
	}
	var got []string
	start.Moves(func(m game.Move, p game.Position) bool {
		got = append(got, fmt.Sprintf("%d→%s", m.Take, p))
		return true
	})
	if want := []string{"1→2;hold=1,0;second", "2→1;hold=0,0;second"}; !slices.Equal(got, want) {
		t.Errorf("Moves(3) = %v, want %v", got, want)
	}
	for _, tt := range []struct {
		text  string
		atEnd bool
	}{{"0;hold=1,0;first", true}, {"0;hold=1,0;second", false}, {"0;hold=0,1;second", true}, {"1;hold=0,0;first", false}} {
		p, err := g.ParsePosition(tt.text)
		if err != nil {
			t.Fatal(err)
		}
		if p.String() != tt.text || p.MoverWinsAtEnd() != tt.atEnd {
			t.Errorf("ParsePosition(%q) = %s, MoverWinsAtEnd %v; want %v", tt.text, p, p.MoverWinsAtEnd(), tt.atEnd)
		}
	}
	// Stones left and no legal take: the mover loses.
	g23 := build(t, 2, 3)
	p, _ := g23.ParsePosition("1;hold=0,0;first")
	s := gametest.Solve(t, g23, 1, limits)
	if win, err := s.Values.(game.PositionValues).Wins(p); err != nil || win || p.MoverWinsAtEnd() {
		t.Errorf("moves {2,3} at 1;hold=0,0;first: Wins %v, %v, MoverWinsAtEnd %v; want a loss", win, err, p.MoverWinsAtEnd())
	}
	// A position of a game of another move set is not answered.
	if _, err := s.Values.(game.PositionValues).Wins(start); err == nil {
		t.Errorf("Wins of a position of another game: no error")
	}
	if _, ok := s.Values.(game.Policy).PolicyMove(start); ok {
		t.Errorf("PolicyMove of a position of another game: a move")
	}
	for _, tt := range []struct{ text, want string }{
		{"9", `position: "9": write a position as the pile, the parities of the holdings and who is to move: 9;hold=0,1;first`},
		{"9;hold=0,0;third", `position: "9;hold=0,0;third": the player to move is first or second, not "third"`},
		{"9;hold=2,0;first", `position: "9;hold=2,0;first": a holding's parity is 0 or 1, not "2"`},
		{"9;0,0;first", `position: "9;0,0;first": after the pile comes hold= and the parities of the first and the second player's holdings, as in 9;hold=0,1;first`},
		{"9;hold=1,0;first", `position: "9;hold=1,0;first": the pile and the holdings total an even number; in the parity game they total an odd number`},
		{"x;hold=1,0;first", `position: "x": is not a whole number: use the digits 0-9 only`},
	} {
		if _, err := g.ParsePosition(tt.text); err == nil || err.Error() != tt.want {
			t.Errorf("ParsePosition(%q) = %v, want %s", tt.text, err, tt.want)
		}
	}
}

func TestHuge(t *testing.T) {
	g := build(t, 1, 2, 3)
	s := gametest.Solve(t, g, 40, limits)
	n, _ := new(big.Int).SetString("1"+strings.Repeat("0", 99)+"1", 10)
	o, err := s.Values.Outcome(n)
	// 10^100 + 1 ≡ 1 (mod 8), and the piles repeat every 8 from the start.
	if err != nil || byte(o) != s.Outcomes[1] {
		t.Errorf("Outcome(10^100+1) = %v, %v; want %c", o, err, s.Outcomes[1])
	}
	if o, err := s.Values.Outcome(new(big.Int).Sub(n, big.NewInt(1))); err != nil || o != game.None {
		t.Errorf("Outcome(10^100) = %v, %v; want -", o, err)
	}
	pos, _ := g.Start(n)
	if m, ok := s.Values.(game.Policy).PolicyMove(pos); !ok || m.Leave[0].Cmp(new(big.Int).Sub(n, big.NewInt(int64(m.Take)))) != 0 {
		t.Errorf("PolicyMove(10^100+1) = %+v, %v", m, ok)
	}
}

func TestFamily(t *testing.T) {
	g, err := gametest.Build(&parity.Family, nil)
	if err != nil {
		t.Fatal(err)
	}
	if kv := g.Keys(); len(kv) != 1 || kv[0] != (game.KeyValue{Key: "moves", Value: "1-3"}) {
		t.Errorf("default Keys = %v, want moves=1-3", kv)
	}
	if got, want := g.Title(), "Parity game, moves {1-3}: whoever ends holding an odd number wins"; got != want {
		t.Errorf("Title = %q, want %q", got, want)
	}
	for _, tt := range []struct{ moves, want string }{
		{"primes", `moves: "primes": game=parity takes a finite move set`},
		{"1,x", `moves: "1,x": "x" is not a positive integer`},
	} {
		if _, err := gametest.Build(&parity.Family, map[string]string{"moves": tt.moves}); err == nil || err.Error() != tt.want {
			t.Errorf("Build(moves=%s) = %v, want %s", tt.moves, err, tt.want)
		}
	}
	for _, p := range parity.Presets {
		q := strings.TrimPrefix(p.Config, "game=parity&moves=")
		if _, err := gametest.Build(&parity.Family, map[string]string{"moves": q}); err != nil || q == p.Config {
			t.Errorf("preset %s: %v", p.Name, err)
		}
	}
}

func TestLimits(t *testing.T) {
	g := build(t, 1, 9)
	small := game.Limits{MaxLen: 100, Search: 10, Work: 1 << 20, Where: "the page"}
	_, err := g.Solve(100, small, nil)
	if want := `len: "100": no period of the state table was found among the first 10 piles, as far as the limits of the page allow, so 100 piles cannot be listed; use a smaller len`; err == nil || err.Error() != want {
		t.Errorf("Solve over the limits = %v, want %s", err, want)
	}
	s, err := g.Solve(10, small, nil)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := s.Values.Outcome(big.NewInt(51)); err == nil || !strings.Contains(err.Error(), "the limits of the page") {
		t.Errorf("Outcome(51) beyond the limits = %v, want an Unknown naming the page's limits", err)
	}
}
