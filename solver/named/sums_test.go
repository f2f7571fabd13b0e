package named

import (
	"fmt"
	"math/big"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"stones/solver/game"
	"stones/solver/gametest"
)

// Sums of small heaps through game.SumOf, from the Values and the Options:
// in normal play against the nim-sum of the definitions, in misère play
// against an exhaustive search from the definitions.
func TestNamedSumOf(t *testing.T) {
	rnd := rand.New(rand.NewPCG(7, 11))
	for _, set := range Sets {
		name := set.Name
		o := newOracle(name)
		for range size(8, 3) {
			heaps := []int{1 + rnd.IntN(14), rnd.IntN(14), 1 + rnd.IntN(14)}
			t.Run(fmt.Sprint(name, heaps), func(t *testing.T) {
				g, sol := mustSolve(t, name, false, 1, cliLimits)
				normal, err := game.SumOf(g, sol, gametest.Heaps(heaps...), cliLimits, nil)
				if err != nil {
					t.Fatal(err)
				}
				x := uint32(0)
				for _, h := range heaps {
					x ^= o.nim(h)
				}
				var want []string
				for i, h := range heaps {
					for _, s := range o.moves(h) {
						if x^o.nim(h)^o.nim(h-s) == 0 {
							want = append(want, fmt.Sprint(i, ":", s))
						}
					}
				}
				var got []string
				for _, m := range normal.WinningMoves {
					got = append(got, fmt.Sprint(m.Heap, ":", m.Take))
				}
				if (normal.Outcome == game.P) != (x == 0) || !slices.Equal(got, want) {
					t.Errorf("normal: %v with moves %v, want nim-sum %d and moves %v", normal.Outcome, got, x, want)
				}

				gm, solm := mustSolve(t, name, true, 1, cliLimits)
				misere, err := game.SumOf(gm, solm, gametest.Heaps(heaps...), cliLimits, nil)
				if err != nil {
					t.Fatal(err)
				}
				search := misereSearch(o, map[string]bool{})
				want = nil
				for i, h := range heaps {
					for _, s := range o.moves(h) {
						next := slices.Clone(heaps)
						next[i] -= s
						if !search(next) {
							want = append(want, fmt.Sprint(i, ":", s))
						}
					}
				}
				got = nil
				for _, m := range misere.WinningMoves {
					got = append(got, fmt.Sprint(m.Heap, ":", m.Take))
				}
				if (misere.Outcome == game.N) != search(heaps) || !slices.Equal(got, want) {
					t.Errorf("misère: %v with moves %v, want win=%v with moves %v", misere.Outcome, got, search(heaps), want)
				}
			})
		}
	}
}

// game.Ask at heaps a theorem answers: the nim-value is there wherever the
// theorem gives it, primes1 beyond the search included.
func TestNamedAsk(t *testing.T) {
	huge := "1" + strings.Repeat("0", 98)
	for _, tt := range []struct {
		name, n string
		nim     string // "" when none
		takes   string // "" when not checked
	}{
		{"primes1", "67108866", "2", "[2]"},
		{"primes1", huge + "2", "2", "[2]"},
		{"powers2", huge, "1", ""},
		{"moser", "1048576", "1024", "[1048576]"}, // 4^10, a member: take it all
		{"sqrt", huge, "", ""},
	} {
		t.Run(tt.name+"/"+tt.n[:min(12, len(tt.n))], func(t *testing.T) {
			g, sol := mustSolve(t, tt.name, false, 10, pageLimits)
			n, _ := new(big.Int).SetString(tt.n, 10)
			q, err := game.Ask(g, sol, n)
			if err != nil {
				t.Fatal(err)
			}
			nim := ""
			if q.Nim != nil {
				nim = q.Nim.String()
			}
			if nim != tt.nim {
				t.Errorf("nim %q, want %q", nim, tt.nim)
			}
			a, err := ask(g, sol.Values, n)
			if err != nil || a.outcome != q.Outcome || len(a.moves) != len(q.WinningMoves) {
				t.Errorf("Ask = %v with %d moves; the values say %v with %d (%v)", q.Outcome, len(q.WinningMoves), a.outcome, len(a.moves), err)
			}
			if tt.takes != "" && fmt.Sprint(takesOf(q.WinningMoves)) != tt.takes {
				t.Errorf("winning moves take %v, want %s", takesOf(q.WinningMoves), tt.takes)
			}
		})
	}
}
