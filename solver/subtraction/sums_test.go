package subtraction

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

// Sums of heaps, normal (the nim-sum of the Values) and misère (search),
// and single heaps asked with game.Ask, against exhaustive play from the
// options, with every winning move checked.
func TestSumsAgainstPlay(t *testing.T) {
	r := rand.New(rand.NewPCG(7, 8))
	for trial := range 120 {
		m := gametest.RandomMoves(r, 1+r.IntN(4), 2+r.IntN(8))
		misere := trial%2 == 1
		heaps := make([]int, 1+r.IntN(4))
		for i := range heaps {
			heaps[i] = r.IntN(14)
		}
		g, sol := mustSolve(t, game.NewMoveSet(m...).String(), misere, 5, cliLimits)
		oracle := gametest.New()
		name := fmt.Sprintf("moves %v misère %t heaps %v", m, misere, heaps)
		sum, err := game.SumOf(g, sol, gametest.Heaps(heaps...), cliLimits, nil)
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		want := game.P
		if oracle.Wins(game.Heaps(g, gametest.Heaps(heaps...)...)) {
			want = game.N
		}
		if sum.Outcome != want {
			t.Fatalf("%s: outcome %v, want %v", name, sum.Outcome, want)
		}
		var wantMoves []string
		for i, h := range heaps {
			for _, s := range m {
				if s > h {
					break
				}
				next := slices.Clone(heaps)
				next[i] -= s
				if !oracle.Wins(game.Heaps(g, gametest.Heaps(next...)...)) {
					wantMoves = append(wantMoves, fmt.Sprintf("%d:%d", i, s))
				}
			}
		}
		var got []string
		for _, mv := range sum.WinningMoves {
			got = append(got, fmt.Sprintf("%d:%d", mv.Heap, mv.Take))
			if l := mv.Leave[0].Int64(); l != int64(heaps[mv.Heap]-mv.Take) {
				t.Errorf("%s: move %v leaves %d", name, mv, l)
			}
		}
		if !slices.Equal(got, wantMoves) {
			t.Fatalf("%s: winning moves %v, want %v", name, got, wantMoves)
		}
		for _, h := range heaps {
			q, err := game.Ask(g, sol, big.NewInt(int64(h)))
			if err != nil {
				t.Fatal(err)
			}
			if (q.Outcome == game.N) != oracle.Wins(game.Heaps(g, big.NewInt(int64(h)))) {
				t.Fatalf("moves %v misère %t: Ask(%d) = %v", m, misere, h, q.Outcome)
			}
			if !misere && (q.Nim == nil || q.Nim.Uint64() != uint64(oracle.Nim(game.Heaps(g, big.NewInt(int64(h)))))) {
				t.Fatalf("moves %v: Ask(%d) nim %v", m, h, q.Nim)
			}
		}
	}
}

// Big heaps in a normal-play sum reduce through the proven period.
func TestSumHuge(t *testing.T) {
	g, sol := mustSolve(t, "1,5,8,10", false, 20, cliLimits)
	big30, _ := new(big.Int).SetString("1"+strings.Repeat("0", 30), 10)
	sum, err := game.SumOf(g, sol, []*big.Int{big30, big.NewInt(68), big.NewInt(13)}, cliLimits, nil)
	if err != nil {
		t.Fatal(err)
	}
	// 10^30 ≡ 1 (mod 13) since 10^6 ≡ 1; nim(1) = 1, nim(68) = nim(3) = 1, nim(13) = 0.
	if !slices.Equal(sum.Nim, []uint32{1, 1, 0}) || *sum.NimSum != 0 || sum.Outcome != game.P {
		t.Errorf("sum = %+v nim %v, want nim 1,1,0, nim-sum 0, P", sum, sum.Nim)
	}
}
