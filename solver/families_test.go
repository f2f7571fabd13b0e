package solver

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"stones/solver/game"
	"stones/solver/gametest"
	"stones/solver/periodic"
)

// familyCases returns the games every family declares for the tests
// (game.Checks): those it chose by hand, then those it draws, from a
// fixed seed.
func familyCases() map[*game.Family][]game.Case {
	r := rand.New(rand.NewPCG(7, 11))
	cases := map[*game.Family][]game.Case{}
	for _, f := range Families() {
		cases[f] = slices.Clone(f.Checks.Cases)
		if f.Checks.Random != nil {
			cases[f] = append(cases[f], f.Checks.Random(r.IntN)...)
		}
	}
	return cases
}

// Every family against the one generic exhaustive oracle: outcomes,
// nim-values, the answer at each heap with its winning moves, and sums, on
// the games each family declares (game.Case.Oracle).
func TestFamiliesAgainstGameTree(t *testing.T) {
	cases := familyCases()
	for _, f := range Families() {
		checked := 0
		for _, tc := range cases[f] {
			if tc.Oracle == 0 {
				continue
			}
			checked++
			t.Run(tc.Query, func(t *testing.T) {
				c := configOf(t, tc.Query+fmt.Sprintf("&len=%d", tc.Oracle))
				if c.Family != f {
					t.Fatalf("a case of game=%s is a game of game=%s", f.Game, c.Family.Game)
				}
				sol, err := solve(c.Game, c.Len, PageLimits, nil)
				if err != nil {
					t.Fatalf("solve: %v", err)
				}
				gametest.Check(t, c.Game, sol, tc.Oracle)
			})
		}
		if checked == 0 {
			t.Errorf("game=%s declares no game for the game-tree oracle: add one to its Checks.Cases with Oracle set", f.Game)
		}
	}
}

// Every family's published values, from the literature or by hand, are
// its values.
func TestFamiliesPublished(t *testing.T) {
	for _, f := range Families() {
		if len(f.Checks.Published) == 0 {
			t.Errorf("game=%s declares no published values: add some to its Checks.Published, with their source", f.Game)
		}
		for _, p := range f.Checks.Published {
			t.Run(p.Query, func(t *testing.T) {
				if p.Source == "" || p.Outcomes == "" && p.Nim == nil {
					t.Errorf("game=%s: %+v gives no values or no source", f.Game, p)
				}
				upTo := p.From + max(len(p.Outcomes), len(p.Nim))
				r := analyzeQuery(t, p.Query+fmt.Sprintf("&len=%d", upTo))
				if r.Config != configOf(t, p.Query+fmt.Sprintf("&len=%d", upTo)).Query() || !strings.Contains(r.Config, "game="+f.Game) {
					t.Errorf("game=%s: %s is a game of another family: %s", f.Game, p.Query, r.Config)
				}
				if got := r.Outcomes[p.From:]; p.Outcomes != "" && got != p.Outcomes {
					t.Errorf("outcomes from heap %d = %s, want %s (%s)", p.From, got, p.Outcomes, p.Source)
				}
				if p.Nim != nil && (len(r.Nim) < upTo || !slices.Equal(r.Nim[p.From:], p.Nim)) {
					t.Errorf("nim-values from heap %d = %v, want %v (%s)", p.From, r.Nim[min(p.From, len(r.Nim)):], p.Nim, p.Source)
				}
			})
		}
	}
}

// A finite subtraction game with moves within 1..9 is the octal game with
// digit 3 at each member (take s from the end or the whole heap): the same
// nim-values, whatever the engine.
func TestSubtractionIsOctal(t *testing.T) {
	r := rand.New(rand.NewPCG(5, 8))
	for range 120 {
		var moves []string
		digits := []byte("0.000000000")
		for s := 1; s <= 9; s++ {
			if r.IntN(3) == 0 {
				moves = append(moves, fmt.Sprint(s))
				digits[1+s] = '3'
			}
		}
		if len(moves) == 0 {
			continue
		}
		code := strings.TrimRight(string(digits), "0")
		sub := analyzeQuery(t, "len=400&moves="+strings.Join(moves, ","))
		oct := analyzeQuery(t, "len=400&game=octal&code="+code)
		if !slices.Equal(sub.Nim, oct.Nim) || sub.Outcomes != oct.Outcomes {
			t.Errorf("moves=%s and code=%s differ:\n%v\n%v", strings.Join(moves, ","), code, sub.Nim, oct.Nim)
		}
	}
}

// Periods whose proof lies deep inside the CLI's search, each confirmed by
// two separate programs: found, smallest period and smallest preperiod.
func TestPeriodsDeepInTheSearch(t *testing.T) {
	tests := []struct {
		moves    string
		nim      bool // the nim-values' period, else the outcomes'
		pre, per int
	}{
		{"435,32055,34576,64133,89217", true, 8605296, 121272},
		{"6029,26661,43721,49596,84200", true, 14392353, 204178},
		{"993,10891,16703,23673,25235", true, 127637, 8776830},
		{"17,25,33,40,52,55,65,73,77,79,81,89,92,106,127,130,151,154,157,162,164,168,222,257,261,264,276,280,284,309,320,341,342,345,354,364,366,370,383,398,399,400,408,412,421,428,431,442,444,458,463,465,467,471,484,487", false, 65810611, 1559},
	}
	for _, tt := range tests {
		r := analyzeQuery(t, "len=1&moves="+tt.moves)
		got := r.OutcomePeriod
		if tt.nim {
			got = r.NimPeriod
		}
		if want := (periodic.Period{Preperiod: tt.pre, Period: tt.per, Proven: true}); got == nil || *got != want {
			t.Errorf("moves=%.30s…: period %+v, want %+v", tt.moves, got, want)
		}
	}
}
