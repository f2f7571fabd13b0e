package research

import (
	"fmt"
	"testing"

	"stones/solver"
	"stones/solver/periodic"
)

// Every family's atlas lists distinct, valid games at distinct places.
func TestAtlasGames(t *testing.T) {
	for _, f := range solver.Families() {
		if f.Atlas == nil {
			continue
		}
		a := f.Atlas
		if a.What == "" || a.Places == "" || a.Span == "" || a.Default < a.Least || a.Default > a.Most {
			t.Errorf("%s: the atlas's description is incomplete: %+v", f.Game, a)
		}
		for span := a.Least; span <= a.Most; span++ {
			sizes := []int{0}
			if a.Size != "" {
				sizes = append(sizes, 1, span)
			}
			for _, size := range sizes {
				games, err := AtlasOf(f, span, size)
				if err != nil {
					t.Fatal(err)
				}
				names, places := map[string]bool{}, map[[2]int]bool{}
				for _, g := range games {
					cfg, err := solver.ParseConfig(g.Config)
					if err != nil || cfg.Family != f {
						t.Fatalf("%s atlas %d/%d: %q: %v", f.Game, span, size, g.Config, err)
					}
					if names[cfg.Query()] || places[[2]int{g.Row, g.Col}] {
						t.Fatalf("%s atlas %d/%d: %q or its place (%d, %d) twice", f.Game, span, size, g.Config, g.Row, g.Col)
					}
					names[cfg.Query()], places[[2]int{g.Row, g.Col}] = true, true
				}
				if len(games) == 0 {
					t.Errorf("%s atlas %d/%d lists no game", f.Game, span, size)
				}
			}
		}
	}
	count := func(game string, span, size int) int {
		gs, err := AtlasOf(solver.FamilyNamed(game), span, size)
		if err != nil {
			t.Fatal(err)
		}
		return len(gs)
	}
	for _, c := range []struct {
		game       string
		span, size int
		want       int
	}{{"subtraction", 4, 0, 15}, {"subtraction", 12, 0, 4095}, {"subtraction", 12, 3, 220}, {"octal", 1, 0, 7}, {"octal", 3, 0, 511}} {
		if got := count(c.game, c.span, c.size); got != c.want {
			t.Errorf("%s atlas %d/%d: %d games, want %d", c.game, c.span, c.size, got, c.want)
		}
	}
	for _, bad := range []struct {
		game       string
		span, size int
	}{{"subtraction", 13, 0}, {"subtraction", 0, 0}, {"subtraction", 4, 5}, {"octal", 4, 0}, {"octal", 2, 1}, {"grundy", 1, 0}} {
		if _, err := AtlasOf(solver.FamilyNamed(bad.game), bad.span, bad.size); err == nil {
			t.Errorf("AtlasOf(%s, %d, %d): no error", bad.game, bad.span, bad.size)
		}
	}
}

// The periods of an atlas are those that a brute-force reading of each
// game's nim-values finds: the smallest period, then the smallest
// preperiod, of the values over many heap sizes.
func TestPeriodsOfAgainstBruteForce(t *testing.T) {
	games, _ := AtlasOf(solver.FamilyNamed("subtraction"), 5, 0)
	var queries []string
	for _, g := range games {
		queries = append(queries, g.Config)
	}
	got, err := PeriodsOf(t.Context(), queries, 4096, nil)
	if err != nil {
		t.Fatal(err)
	}
	for i, q := range queries {
		r := analyzeQuery(t, q+"&len=3000")
		values := make([]uint64, len(r.Nim))
		for j, v := range r.Nim {
			values[j] = uint64(v)
		}
		want := bruteForcePeriod(values)
		p := got[i].Period
		if p == nil || !got[i].Nim || fmt.Sprint(p.Preperiod, p.Period) != fmt.Sprint(want.Preperiod, want.Period) {
			t.Errorf("%s: period %+v, want %+v", q, p, want)
		}
	}
}

// bruteForcePeriod finds the smallest period p, then the smallest
// preperiod a, with v[i+p] = v[i] for every i ≥ a within v, asking the
// last half of v to repeat at least twice.
func bruteForcePeriod(v []uint64) periodic.Period {
	for p := 1; p < len(v)/4; p++ {
		a := len(v) - p
		for a > 0 && v[a-1] == v[a-1+p] {
			a--
		}
		if a < len(v)/2 {
			return periodic.Period{Preperiod: a, Period: p, Proven: true}
		}
	}
	return periodic.Period{}
}

// Octal codes of the atlas with their periods in Winning Ways (ch. 4):
// Kayles, 0.77, from 71 with period 12; Dawson's chess, 0.137, from 52
// with period 34.
func TestPeriodsOfOctal(t *testing.T) {
	got, err := PeriodsOf(t.Context(), []string{"game=octal&code=0.77", "game=octal&code=0.137"}, 4096, nil)
	if err != nil {
		t.Fatal(err)
	}
	for i, want := range []string{"71 12", "52 34"} {
		if p := got[i].Period; p == nil || fmt.Sprint(p.Preperiod, p.Period) != want {
			t.Errorf("code %d: %+v, want %s", i, got[i], want)
		}
	}
}

// A search shorter than the period finds none, and says how far it looked.
func TestPeriodsOfNoneUpTo(t *testing.T) {
	got, err := PeriodsOf(t.Context(), []string{"game=octal&code=0.16", "moves=1,x"}, 512, nil)
	if err != nil {
		t.Fatal(err)
	}
	if got[0].Period != nil || got[0].Search > 512 || got[0].Search == 0 {
		t.Errorf("0.16 up to 512: %+v, want no period", got[0])
	}
	if got[1].Problem == "" {
		t.Errorf("a bad configuration: %+v, want its problem", got[1])
	}
}
