package solver

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"stones/solver/gametest"
)

// familyTable is one table of every family: configurations drawn by hand
// and at random, each to be checked against the exhaustive game-tree
// oracle of package gametest, which knows only the interface's moves.
func familyTable() []struct {
	query string
	upTo  int // the heaps checked: 0..upTo−1
} {
	r := rand.New(rand.NewPCG(7, 11))
	set := func(count, most int) string {
		m := map[int]bool{}
		for range count {
			m[1+r.IntN(most)] = true
		}
		var s []string
		for x := range m {
			s = append(s, fmt.Sprint(x))
		}
		return strings.Join(s, ",")
	}
	type row = struct {
		query string
		upTo  int
	}
	rows := []row{
		{"moves=1,5,8,10", 60}, {"moves=6,13,14,16", 60}, {"moves=1-3&play=misere", 40},
		{"moves=squares", 60}, {"moves=primes", 60}, {"moves=primes1", 60}, {"moves=powers2", 60},
		{"moves=fibonacci", 60}, {"moves=moser", 60}, {"moves=sqrt", 80},
		{"moves=squares&play=misere", 50}, {"moves=sqrt&play=misere", 60},
		{"moves=1-5&norepeat=1", 40}, {"moves=1-5&norepeat=2", 30}, {"moves=7&norepeat=3", 30},
		{"moves=2,3&norepeat=5", 30},
		{"game=octal&code=0.77", 22}, {"game=octal&code=0.07", 22}, {"game=octal&code=0.137", 22},
		{"game=octal&code=4.7", 14}, {"game=octal&code=0.77&circular=1", 18}, {"game=octal&code=0.6&circular=1", 18},
		{"game=grundy", 16},
		{"game=partizan&left=2,5,9&right=3,4,8", 60},
		{"game=parity&moves=1-3", 40}, {"game=parity&moves=2,3", 40},
	}
	for _, f := range Families() {
		if f.Tests != nil {
			for _, o := range f.Tests.Oracle {
				rows = append(rows, row{o.Query, o.UpTo})
			}
		}
	}
	for range 8 {
		rows = append(rows,
			row{"moves=" + set(1+r.IntN(4), 12), 50},
			row{"moves=" + set(1+r.IntN(4), 12) + "&play=misere", 40},
			row{"moves=" + set(2+r.IntN(3), 8) + "&norepeat=" + fmt.Sprint(1+r.IntN(2)), 25},
			row{fmt.Sprintf("game=octal&code=0.%d%d%d", r.IntN(8), r.IntN(8), 1+r.IntN(7)), 16},
			row{"game=partizan&left=" + set(1+r.IntN(3), 9) + "&right=" + set(1+r.IntN(3), 9), 50},
			row{"game=parity&moves=" + set(1+r.IntN(3), 7), 31},
		)
	}
	return rows
}

// Every family against the one generic exhaustive oracle: outcomes,
// nim-values, the answer at each heap with its winning moves, and sums.
func TestFamiliesAgainstGameTree(t *testing.T) {
	covered := map[string]bool{}
	for _, tt := range familyTable() {
		t.Run(tt.query, func(t *testing.T) {
			c := configOf(t, tt.query+fmt.Sprintf("&len=%d", tt.upTo))
			covered[c.Family.Game] = true
			sol, err := solve(c.Game, c.Len, PageLimits, nil)
			if err != nil {
				t.Fatalf("solve: %v", err)
			}
			gametest.Check(t, c.Game, sol, tt.upTo)
		})
	}
	for _, f := range Families() {
		if !covered[f.Game] {
			t.Errorf("game=%s is in the registry but not in the table of families", f.Game)
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
		if want := (Period{Preperiod: tt.pre, Period: tt.per, Proven: true}); got == nil || *got != want {
			t.Errorf("moves=%.30s…: period %+v, want %+v", tt.moves, got, want)
		}
	}
}
