package research

import (
	"context"
	"errors"
	"reflect"
	"slices"
	"strings"
	"testing"

	"stones/solver"
	"stones/solver/gametest"
)

// The variants of a move set are the six games the page compares, each
// over the same heap sizes; those that do not take a named set are left
// out.
func TestVariants(t *testing.T) {
	c := configOf(t, "moves=1,3,4&len=30&n=5")
	vs, err := Variants(c)
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	for _, v := range vs {
		got = append(got, v.Name+": "+v.Config.Bare().Query())
	}
	want := []string{
		"Normal play: game=subtraction&moves=1,3,4&play=normal&norepeat=0&len=30&algo=auto",
		"Misère play: game=subtraction&moves=1,3,4&play=misere&norepeat=0&len=30&algo=auto",
		"No-repeat, k = 1: game=subtraction&moves=1,3,4&play=normal&norepeat=1&len=30&algo=auto",
		"No-repeat, k = 2: game=subtraction&moves=1,3,4&play=normal&norepeat=2&len=30&algo=auto",
		"Parity game: game=parity&moves=1,3,4&len=30",
		"Partizan, Left and Right alike: game=partizan&left=1,3,4&right=1,3,4&len=30",
	}
	if strings.Join(got, "\n") != strings.Join(want, "\n") {
		t.Errorf("variants:\n%s\nwant\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
	}
	// Partizan with the same moves for both is the impartial game: its
	// outcomes are the normal play's.
	normal, err := solver.Analyze(t.Context(), vs[0].Config, solver.PageLimits, nil)
	if err != nil {
		t.Fatal(err)
	}
	partizan, err := solver.Analyze(t.Context(), vs[5].Config, solver.PageLimits, nil)
	if err != nil {
		t.Fatal(err)
	}
	if normal.Outcomes != partizan.Outcomes {
		t.Errorf("partizan with Left = Right = {1,3,4}: %s, want the normal play's %s", partizan.Outcomes, normal.Outcomes)
	}
	refusal := "moves: a comparison needs the move set of a subtraction or parity game"
	if _, err := Variants(configOf(t, "game=octal&code=0.07")); err == nil || err.Error() != refusal {
		t.Errorf("an octal game has no move set to compare: error %v, want %s", err, refusal)
	}
	ranks := map[int]string{}
	for _, f := range solver.Families() {
		for _, v := range f.Variants {
			if other, ok := ranks[v.Rank]; ok {
				t.Errorf("the variants %q and %q share the rank %d: their order would be the registry's", other, v.Name, v.Rank)
			}
			ranks[v.Rank] = v.Name
		}
	}
}

// Compare lists, for each variant, the outcomes and period that Analyze
// gives its configuration on its own; the outcomes are checked against the
// game tree for small move sets.
func TestCompare(t *testing.T) {
	for _, q := range []string{"moves=1,3,4&len=60", "moves=2,5&len=40", "moves=1-3&len=25", "game=parity&moves=1,2&len=30", "moves=3&len=20"} {
		t.Run(q, func(t *testing.T) {
			c := configOf(t, q)
			cs, err := Compare(t.Context(), c, solver.PageLimits, nil)
			if err != nil {
				t.Fatal(err)
			}
			vs, err := Variants(c)
			if err != nil {
				t.Fatal(err)
			}
			if len(cs) != len(vs) || len(cs) != 6 {
				t.Fatalf("Compare gave %d variants, want the %d of Variants (6)", len(cs), len(vs))
			}
			for i, v := range vs {
				got := cs[i]
				if got.Name != v.Name || got.Query != v.Config.Query() {
					t.Errorf("variant %d: %q %q, want %q %q", i, got.Name, got.Query, v.Name, v.Config.Query())
				}
				if got.Problem != "" {
					t.Errorf("%s: %s", v.Name, got.Problem)
					continue
				}
				r, err := solver.Analyze(t.Context(), v.Config, solver.CLILimits, nil)
				if err != nil {
					t.Fatal(err)
				}
				if got.Outcomes != r.Outcomes {
					t.Errorf("%s: outcomes %s, want %s", v.Name, got.Outcomes, r.Outcomes)
				}
				if !reflect.DeepEqual(got.Period, r.OutcomePeriod) {
					t.Errorf("%s: period %+v, want %+v", v.Name, got.Period, r.OutcomePeriod)
				}
				var want []int
				for n := range got.Outcomes {
					if a, b := cs[0].Outcomes[n], got.Outcomes[n]; a != b && a != '-' && b != '-' {
						want = append(want, n)
					}
				}
				if !slices.Equal(got.Differs, want) {
					t.Errorf("%s: differs at %v, want %v", v.Name, got.Differs, want)
				}
				sol := r.Solution
				sol.Outcomes = got.Outcomes
				gametest.Check(t, v.Config.Game, &sol, min(c.Len, 16))
			}
		})
	}
}

// A comparison lists at most CompareLen heap sizes, and a variant that
// exceeds its share of the limits carries its problem while the others are
// compared.
func TestCompareLimits(t *testing.T) {
	c := configOf(t, "moves=1-40&len=20000")
	lim := solver.PageLimits
	lim.Work, lim.States = 6*2_000_000, 6*20_000
	cs, err := Compare(t.Context(), c, lim, nil)
	if err != nil {
		t.Fatal(err)
	}
	var failed, done []string
	for _, v := range cs {
		if v.Problem != "" {
			failed = append(failed, v.Name)
			continue
		}
		done = append(done, v.Name)
		if len(v.Outcomes) != CompareLen {
			t.Errorf("%s: %d outcomes, want CompareLen = %d", v.Name, len(v.Outcomes), CompareLen)
		}
		if !strings.Contains(v.Query, "len=20000") {
			t.Errorf("%s: the link %q does not keep len=20000", v.Name, v.Query)
		}
	}
	if len(failed) == 0 || len(done) == 0 {
		t.Errorf("within a small budget, computed %v and failed %v: want some of each", done, failed)
	}
	t.Logf("computed %v; over the limits: %v", done, failed)
	ctx, cancel := context.WithCancel(t.Context())
	cancel()
	if _, err := Compare(ctx, c, solver.PageLimits, nil); !errors.Is(err, context.Canceled) {
		t.Errorf("Compare after cancel: %v, want context.Canceled", err)
	}
}

// A comparison depends on the move set and len alone: configurations with
// the same Comparison are compared alike, and an edit of the move set or
// len compares anew.
func TestComparison(t *testing.T) {
	base := configOf(t, "moves=1,3,4&len=30&n=5")
	want, err := Compare(t.Context(), base, solver.PageLimits, nil)
	if err != nil {
		t.Fatal(err)
	}
	for q, same := range map[string]bool{
		"moves=1,3,4&len=30":                          true,
		"moves=1,3,4&len=30&n=12&heaps=3,5":           true,
		"moves=1,3,4&len=30&play=misere&view=compare": true,
		"moves=1,3,4&len=30&norepeat=2":               true,
		"game=parity&moves=1,3,4&len=30":              true,
		"moves=1,3,4&len=31":                          false,
		"moves=1,3,5&len=30":                          false,
	} {
		c := configOf(t, q)
		if got := Comparison(c) == Comparison(base); got != same {
			t.Errorf("Comparison(%s) = %q, Comparison of the base %q: same = %t, want %t", q, Comparison(c), Comparison(base), got, same)
		}
		got, err := Compare(t.Context(), c, solver.PageLimits, nil)
		if err != nil {
			t.Fatal(err)
		}
		if reflect.DeepEqual(got, want) != same {
			t.Errorf("%s: the comparison equals the base's = %t, want %t", q, !same, same)
		}
	}
	for _, q := range []string{"game=octal&code=0.07", "game=partizan&left=1&right=2", "game=grundy"} {
		if c := configOf(t, q); Comparison(c) != "" {
			t.Errorf("Comparison(%s) = %q, want none", q, Comparison(c))
		}
	}
}
