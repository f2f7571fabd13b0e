package partizan_test

import (
	"math/big"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"stones/solver/game"
	"stones/solver/gametest"
	"stones/solver/partizan"
)

// limits are generous limits, as the command line has them.
var limits = game.Limits{MaxLen: 10_000_000, Search: 1 << 26, NimSearch: 1 << 24, Work: 1 << 33, States: 4_000_000, Where: "stones"}

// newOracle decides by exhaustive search from the rules whether Left wins
// a heap of n with leftToMove saying whose turn it is; the player who
// cannot move loses.
func newOracle(left, right []int) func(n int, leftToMove bool) bool {
	memo := map[[2]int]bool{}
	var leftWins func(n int, leftToMove bool) bool
	leftWins = func(n int, leftToMove bool) bool {
		key := [2]int{n, 0}
		if leftToMove {
			key[1] = 1
		}
		if v, ok := memo[key]; ok {
			return v
		}
		moves := right
		if leftToMove {
			moves = left
		}
		v := !leftToMove // no move: the mover loses
		for _, s := range moves {
			if s <= n && leftWins(n-s, !leftToMove) == leftToMove {
				v = leftToMove
				break
			}
		}
		memo[key] = v
		return v
	}
	return leftWins
}

// get returns the keys of a configuration query, for Family.Build.
func build(t testing.TB, query string) *partizan.Game {
	t.Helper()
	g, err := gametest.BuildQuery(&partizan.Family, query)
	if err != nil {
		t.Fatal(err)
	}
	return g.(*partizan.Game)
}

// Fisher's theorem (A.2): Left {2,5,9} against Right {3,4,8}: from 10
// stones on, Left wins whoever starts.
func TestFisherAsymmetric(t *testing.T) {
	s := gametest.Solve(t, build(t, "left=2,5,9&right=3,4,8"), 40, limits)
	if want := (game.Period{Preperiod: 10, Period: 1, Proven: true}); s.OutcomePeriod == nil || *s.OutcomePeriod != want || s.Window != 9 {
		t.Errorf("OutcomePeriod = %+v, Window %d, want %+v proven by windows of 9 heaps", s.OutcomePeriod, s.Window, want)
	}
	if s.Outcomes[10:] != strings.Repeat("L", 30) || s.Outcomes[9] == 'L' {
		t.Errorf("Outcomes = %s, want L exactly from 10 on", s.Outcomes)
	}
}

// The presets' claims.
func TestPresets(t *testing.T) {
	for _, p := range partizan.Presets {
		g := build(t, strings.TrimPrefix(p.Config, "game=partizan&"))
		s := gametest.Solve(t, g, 200, limits)
		tail := s.Outcomes[100:]
		switch p.Name {
		case "Lillian {2,5,9} vs Rekha {3,4,8}":
			if tail != strings.Repeat("L", 100) {
				t.Errorf("%s: Outcomes = %s, want L from 10 on", p.Name, s.Outcomes)
			}
		case "Lillian {2,5,9} vs Rekha {3,5,9}":
			if !strings.ContainsAny(tail, "NP") {
				t.Errorf("%s: Outcomes = %s, want the starter to matter", p.Name, s.Outcomes)
			}
		default:
			if want := (game.Period{Preperiod: 21, Period: 1, Proven: true}); s.OutcomePeriod == nil || *s.OutcomePeriod != want || s.Outcomes[21] != 'L' {
				t.Errorf("%s: OutcomePeriod = %+v, Outcomes = %s; want L from 21 on", p.Name, s.OutcomePeriod, s.Outcomes)
			}
		}
		if !strings.Contains(p.Source, "Fisher") {
			t.Errorf("%s: Source %q does not name Fisher", p.Name, p.Source)
		}
	}
}

func TestAgainstPlay(t *testing.T) {
	rnd := rand.New(rand.NewPCG(13, 14))
	for range 150 {
		l := gametest.RandomMoves(rnd, 1+rnd.IntN(4), 2+rnd.IntN(12))
		r := gametest.RandomMoves(rnd, 1+rnd.IntN(4), 2+rnd.IntN(12))
		g, err := partizan.New(game.NewMoveSet(l...), game.NewMoveSet(r...))
		if err != nil {
			t.Fatal(err)
		}
		s := gametest.Solve(t, g, 120, limits)
		oracle := newOracle(l, r)
		fw := s.Values.(game.FirstWins)
		for n := range 120 {
			lf, rf := byte(game.R), byte(game.L)
			if oracle(n, true) {
				lf = byte(game.L)
			}
			if !oracle(n, false) {
				rf = byte(game.R)
			}
			if s.LeftFirst[n] != lf || s.RightFirst[n] != rf {
				t.Fatalf("%s: heap %d: LeftFirst %c RightFirst %c, want %c %c", g.Title(), n, s.LeftFirst[n], s.RightFirst[n], lf, rf)
			}
			// The class agrees with the two who-starts letters.
			want := map[[2]byte]byte{{'L', 'L'}: 'L', {'R', 'R'}: 'R', {'L', 'R'}: 'N', {'R', 'L'}: 'P'}[[2]byte{lf, rf}]
			if s.Outcomes[n] != want {
				t.Fatalf("%s: class(%d) = %c, want %c", g.Title(), n, s.Outcomes[n], want)
			}
		}
		if p := s.OutcomePeriod; p != nil {
			for n := p.Preperiod; n+p.Period < 120; n++ {
				if s.Outcomes[n] != s.Outcomes[n+p.Period] {
					t.Fatalf("%s: period %+v broken at %d", g.Title(), *p, n)
				}
			}
		}
		// Heaps beyond the ones computed (at least 4096), through the
		// period, and the options.
		for _, n := range []int{5000 + rnd.IntN(3000), 9000} {
			for _, player := range []game.Outcome{game.L, game.R} {
				win, err := fw.Wins(big.NewInt(int64(n)), player)
				if want := oracle(n, player == game.L) == (player == game.L); err != nil || win != want {
					t.Fatalf("%s: Wins(%d, %v) = %v, %v; want %v", g.Title(), n, player, win, err, want)
				}
				var takes []int
				g.Options(big.NewInt(int64(n%20)), player, func(m game.Move) bool {
					if m.Player != player.String() || m.Leave[0].Int64() != int64(n%20-m.Take) {
						t.Fatalf("%s: Options(%d, %v) gave %+v", g.Title(), n%20, player, m)
					}
					takes = append(takes, m.Take)
					return true
				})
				moves := l
				if player == game.R {
					moves = r
				}
				var want []int
				for _, s := range moves {
					if s <= n%20 {
						want = append(want, s)
					}
				}
				if !slices.Equal(takes, want) {
					t.Fatalf("%s: Options(%d, %v) = %v, want %v", g.Title(), n%20, player, takes, want)
				}
			}
		}
	}
}

func TestHuge(t *testing.T) {
	s := gametest.Solve(t, build(t, "left=2,5,9&right=3,5,9"), 100, limits)
	p := s.OutcomePeriod
	n, _ := new(big.Int).SetString("1"+strings.Repeat("0", 99), 10)
	m := new(big.Int).Sub(n, big.NewInt(int64(p.Preperiod)))
	m.Mod(m, big.NewInt(int64(p.Period)))
	i := p.Preperiod + int(m.Int64())
	if o, err := s.Values.Outcome(n); err != nil || byte(o) != s.Outcomes[i] {
		t.Errorf("Outcome(10^99) = %v, %v; want %c, that of heap %d", o, err, s.Outcomes[i], i)
	}
}

func TestBuild(t *testing.T) {
	for _, tt := range []struct{ query, want string }{
		{"left=2,5,9", `right: is required for game=partizan; give right's moves, such as 2,5,9`},
		{"right=2,5,9", `left: is required for game=partizan; give left's moves, such as 2,5,9`},
		{"left=squares&right=1", `left: "squares": game=partizan takes finite move sets`},
		{"left=1&right=primes", `right: "primes": game=partizan takes finite move sets`},
		{"left=1,x&right=1", `left: "1,x": "x" is not a positive integer`},
	} {
		if _, err := gametest.BuildQuery(&partizan.Family, tt.query); err == nil || err.Error() != tt.want {
			t.Errorf("Build(%s) = %v, want %s", tt.query, err, tt.want)
		}
	}
	g := build(t, "right=8,4,3&left=9,5,2")
	if kv := g.Keys(); len(kv) != 2 || kv[0] != (game.KeyValue{Key: "left", Value: "2,5,9"}) || kv[1] != (game.KeyValue{Key: "right", Value: "3,4,8"}) {
		t.Errorf("Keys = %v, want left=2,5,9 right=3,4,8", kv)
	}
	if got, want := g.Title(), "Partizan subtraction game: Left takes {2, 5, 9}, Right takes {3, 4, 8}"; got != want {
		t.Errorf("Title = %q, want %q", got, want)
	}
}

func TestLimits(t *testing.T) {
	g := build(t, "left=1,9&right=2,7")
	small := game.Limits{MaxLen: 100, Search: 10, Work: 1 << 20, Where: "the page"}
	_, err := g.Solve(100, small, nil)
	if want := `len: "100": no period was found among the first 10 heap sizes, as far as the limits of the page allow, so 100 heap sizes cannot be listed; use a smaller len`; err == nil || err.Error() != want {
		t.Errorf("Solve over the limits = %v, want %s", err, want)
	}
	s, err := g.Solve(10, small, nil)
	if err != nil {
		t.Fatal(err)
	}
	_, err = s.Values.Outcome(big.NewInt(50))
	if _, ok := err.(*game.Unknown); !ok || !strings.Contains(err.Error(), "the limits of the page") {
		t.Errorf("Outcome(50) beyond the limits = %v, want an Unknown naming the page's limits", err)
	}
}
