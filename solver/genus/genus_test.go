package genus_test

import (
	"context"
	"errors"
	"math/big"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"stones/solver/game"
	"stones/solver/gametest"
	"stones/solver/genus"
	"stones/solver/grundy"
	"stones/solver/octal"
)

var lim = game.Limits{MaxLen: 1 << 20, Work: 1 << 30, States: 1_000_000, Where: "the tests"}

// oracle is a plain misère search over sums of heaps of a game, from its
// Options alone: a position is a multiset of heaps and of nim-heaps *1 and
// *2, its misère value 1 with no move, else the mex of its options'. It
// knows nothing of the genus, of the lemma on *1, or of dead heaps.
type oracle struct {
	g    game.Impartial
	memo map[string]uint32
}

func newOracle(g game.Impartial) *oracle { return &oracle{g: g, memo: map[string]uint32{}} }

// value returns the misère value of the heaps plus nims, nim-heaps of 1 and 2.
func (o *oracle) value(heaps, nims []int) uint32 {
	heaps, nims = slices.Sorted(slices.Values(heaps)), slices.Sorted(slices.Values(nims))
	key := string(append(bytesOf(heaps), bytesOf(append([]int{255}, nims...))...))
	if v, ok := o.memo[key]; ok {
		return v
	}
	seen := map[uint32]bool{}
	moved := false
	for i, h := range heaps {
		o.g.Options(big.NewInt(int64(h)), func(m game.Move) bool {
			moved = true
			next := slices.Delete(slices.Clone(heaps), i, i+1)
			for _, l := range m.Leave {
				next = append(next, int(l.Int64()))
			}
			seen[o.value(next, nims)] = true
			return true
		})
	}
	for i, n := range nims {
		for smaller := range n {
			moved = true
			next := slices.Delete(slices.Clone(nims), i, i+1)
			if smaller > 0 {
				next = append(next, smaller)
			}
			seen[o.value(heaps, next)] = true
		}
	}
	v := uint32(1)
	if moved {
		v = 0
		for seen[v] {
			v++
		}
	}
	o.memo[key] = v
	return v
}

// bytesOf writes small heaps one byte each.
func bytesOf(hs []int) []byte {
	b := make([]byte, len(hs))
	for i, h := range hs {
		b[i] = byte(h)
	}
	return b
}

// twos returns k nim-heaps of 2.
func twos(k int) []int { return slices.Repeat([]int{2}, k) }

// randomCode returns an octal code of one to three digits after the point,
// with a leading 0 or 4.
func randomCode(r *rand.Rand) string {
	var b strings.Builder
	b.WriteString([]string{"0", "4"}[r.IntN(2)] + ".")
	for range 1 + r.IntN(3) {
		b.WriteByte(byte('0' + r.IntN(8)))
	}
	return b.String()
}

// Every heap's genus, outcome and winning moves, and the sums of two or
// three heaps, agree with the oracle, for random octal codes and Grundy's
// game.
func TestAgainstOracle(t *testing.T) {
	r := rand.New(rand.NewPCG(18, 6))
	var games []game.Impartial
	for len(games) < 30 {
		if code, err := octal.ParseCode("code", randomCode(r)); err == nil {
			games = append(games, octal.NewRow(code))
		}
	}
	games = append(games, octal.NewRow(octal.MustParseCode("0.77")), grundy.New())
	for _, normal := range games {
		const length = 12
		g := genus.Misere(normal)
		t.Run(g.Title(), func(t *testing.T) {
			sol, err := g.(game.Solver).Solve(length, lim, nil)
			if err != nil {
				t.Fatal(err)
			}
			o := newOracle(normal)
			tab := genus.NewTable(normal, lim, nil)
			if err := tab.Extend(length); err != nil {
				t.Fatal(err)
			}
			for n := range length {
				gen := tab.Genus(n)
				if got := sol.Genus[n]; got != gen.String() {
					t.Errorf("Solution.Genus[%d] = %s, Table.Genus = %s", n, got, gen)
				}
				for k := range len(gen.Misere) + 3 {
					if want := o.value([]int{n}, twos(k)); gen.At(k) != want {
						t.Fatalf("heap %d: genus %s gives γ%d = %d, want %d", n, gen, k, gen.At(k), want)
					}
				}
				want := game.N
				if o.value([]int{n}, nil) == 0 {
					want = game.P
				}
				if got := game.Outcome(sol.Outcomes[n]); got != want {
					t.Errorf("Outcome(%d) = %s, want %s", n, got, want)
				}
				q, err := game.Ask(g, sol, big.NewInt(int64(n)))
				if err != nil {
					t.Fatal(err)
				}
				for _, m := range q.WinningMoves {
					var left []int
					for _, l := range m.Leave {
						left = append(left, int(l.Int64()))
					}
					if o.value(left, nil) != 0 {
						t.Errorf("heap %d: winning move %v leaves a misère N-position", n, m)
					}
				}
				if (len(q.WinningMoves) > 0 || q.NoMove) != (want == game.N) {
					t.Errorf("heap %d (%s): %d winning moves", n, want, len(q.WinningMoves))
				}
			}
			for range 30 {
				hs := make([]int, 2+r.IntN(2))
				for i := range hs {
					hs[i] = r.IntN(length)
				}
				sum, err := game.SumOf(g, sol, gametest.Heaps(hs...), lim, nil)
				if err != nil {
					t.Fatal(err)
				}
				want := game.N
				if o.value(hs, nil) == 0 {
					want = game.P
				}
				if sum.Outcome != want {
					t.Errorf("heaps %v: %s, want %s", hs, sum.Outcome, want)
				}
				for _, hm := range sum.WinningMoves {
					left := slices.Delete(slices.Clone(hs), hm.Heap, hm.Heap+1)
					for _, l := range hm.Move.Leave {
						left = append(left, int(l.Int64()))
					}
					if o.value(left, nil) != 0 {
						t.Errorf("heaps %v: winning move %v leaves a misère N-position", hs, hm)
					}
				}
			}
		})
	}
}

// Sums of tame heaps follow the rule of tame sums, and MisereSum answers
// them, with no search, as the oracle does; for Nim (0.333… up to its
// digits) that is the misère Nim rule itself.
func TestTameSums(t *testing.T) {
	r := rand.New(rand.NewPCG(18, 7))
	for _, code := range []string{"0.3333333333333333", "0.77", "0.07", "0.137", "0.51", "4.7"} {
		normal := octal.NewRow(octal.MustParseCode(code))
		tab := genus.NewTable(normal, lim, nil)
		const length = 16
		if err := tab.Extend(length); err != nil {
			t.Fatal(err)
		}
		var tame []int
		for n := range length {
			if tab.Tame(n) {
				tame = append(tame, n)
			} else if sum, why, _ := tab.Values().MisereSum(gametest.Heaps(n, n, n, n, n, n, n, n, n)); sum == nil && !strings.Contains(why, "not tame") || sum != nil && sum.By == "" {
				// Refused, or answered by the misère quotient (see TestQuotient).
				t.Errorf("%s: heap %d is not tame, and a sum of nine says %q", code, n, why)
			}
		}
		if len(tame) == 0 {
			t.Fatalf("%s: no tame heap below %d", code, length)
		}
		o := newOracle(normal)
		for range 40 {
			hs := make([]int, 2+r.IntN(3))
			gs := make([]genus.Genus, len(hs))
			for i := range hs {
				hs[i] = tame[r.IntN(len(tame))]
				gs[i] = tab.Genus(hs[i])
			}
			want := game.N
			if o.value(hs, nil) == 0 {
				want = game.P
			}
			if cold := genus.SumCold(gs); cold != (want == game.P) {
				t.Errorf("%s: heaps %v of genera %v: SumCold %t, want %s", code, hs, gs, cold, want)
			}
			sum, why, err := tab.Values().MisereSum(gametest.Heaps(hs...))
			if err != nil || sum == nil {
				t.Fatalf("%s: heaps %v of tame heaps not answered: %s %v", code, hs, why, err)
			}
			if sum.Outcome != want || *sum.Searched != 0 {
				t.Errorf("%s: heaps %v: %s (searched %d), want %s", code, hs, sum.Outcome, *sum.Searched, want)
			}
		}
	}
}

// The genera of misère Nim's positions are tame, of the forms Conway
// gives, and the rule of tame sums is misère Nim's.
func TestGenusForms(t *testing.T) {
	for _, tc := range []struct {
		g                  genus.Genus
		text               string
		fickle, firm, cold bool
	}{
		{genus.Genus{Normal: 0, Misere: []uint32{1, 2, 0}}, "0^{120}", true, false, false},
		{genus.Genus{Normal: 1, Misere: []uint32{0, 3, 1}}, "1^{031}", true, false, true},
		{genus.Genus{Normal: 2, Misere: []uint32{2, 0}}, "2^{20}", false, true, false},
		{genus.Genus{Normal: 0, Misere: []uint32{0, 2}}, "0^{02}", false, true, true},
		{genus.Genus{Normal: 4, Misere: []uint32{1, 4, 6}}, "4^{146}", false, false, false},
		{genus.Genus{Normal: 8, Misere: []uint32{8, 10}}, "8^{8,10}", false, true, false},
	} {
		if got := tc.g.String(); got != tc.text {
			t.Errorf("String = %s, want %s", got, tc.text)
		}
		if tc.g.Fickle() != tc.fickle || tc.g.Firm() != tc.firm || tc.g.Cold() != tc.cold {
			t.Errorf("%s: fickle %t firm %t cold %t, want %t %t %t", tc.text, tc.g.Fickle(), tc.g.Firm(), tc.g.Cold(), tc.fickle, tc.firm, tc.cold)
		}
	}
	nim := func(h int) genus.Genus {
		switch h {
		case 0:
			return genus.Genus{Normal: 0, Misere: []uint32{1, 2, 0}}
		case 1:
			return genus.Genus{Normal: 1, Misere: []uint32{0, 3, 1}}
		}
		return genus.Genus{Normal: uint32(h), Misere: []uint32{uint32(h), uint32(h) ^ 2}}
	}
	for a := range 6 {
		for b := range 6 {
			for c := range 6 {
				big := a > 1 || b > 1 || c > 1
				want := a^b^c == 0 && big || a^b^c == 1 && !big
				if got := genus.SumCold([]genus.Genus{nim(a), nim(b), nim(c)}); got != want {
					t.Errorf("SumCold(*%d, *%d, *%d) = %t, want %t (misère Nim)", a, b, c, got, want)
				}
			}
		}
	}
}

// Published values. The genera of Kayles' rows 0 to 19 as Winning Ways
// (Berlekamp, Conway and Guy), ch. 13 "Survival in the lost world",
// tabulates them, and the single rows of misère Kayles that the player to
// move loses below 40, 1, 4, 9, 12 and 20, the rows Sibert and Conway's
// "Mathematical Kayles" (1992) solves the game for. Neither text could be
// opened here, so both lists are checked three more ways: by the misère
// search of package game (TestAgainstMisereSearch), by an oracle that
// knows only Kayles' rules (TestMisereKaylesRowsByOracle), and by the
// proven misère quotient (TestQuotientKayles). Misère Dawson's chess (0.137) is
// Dawson's Kayles (0.07) shifted by one heap, in genus as in normal play
// (OEIS A002187's comment, for normal play).
func TestPublished(t *testing.T) {
	kayles := genus.NewTable(octal.NewRow(octal.MustParseCode("0.77")), lim, nil)
	if err := kayles.Extend(40); err != nil {
		t.Fatal(err)
	}
	want := strings.Fields("0^{120} 1^{031} 2^{20} 3^{31} 1^{031} 4^{146} 3^{31} 2^{20} 1^{13} 4^{046} " +
		"2^{20} 6^{46} 4^{046} 1^{13} 2^{20} 7^{57} 1^{13} 4^{64} 3^{31} 2^{20}")
	for n, w := range want {
		if got := kayles.Genus(n).String(); got != w {
			t.Errorf("Kayles: genus of row %d = %s, want %s", n, got, w)
		}
	}
	var cold []int
	for n := range 40 {
		if kayles.Genus(n).Cold() {
			cold = append(cold, n)
		}
	}
	if !slices.Equal(cold, []int{1, 4, 9, 12, 20}) {
		t.Errorf("misère Kayles: the P-positions among rows below 40 are %v, want [1 4 9 12 20]", cold)
	}
	dk := genus.NewTable(octal.NewRow(octal.MustParseCode("0.07")), lim, nil)
	dc := genus.NewTable(octal.NewRow(octal.MustParseCode("0.137")), lim, nil)
	if err := errors.Join(dk.Extend(41), dc.Extend(40)); err != nil {
		t.Fatal(err)
	}
	for n := range 40 {
		if a, b := dc.Genus(n).String(), dk.Genus(n+1).String(); a != b {
			t.Errorf("genus of 0.137 at %d = %s, of 0.07 at %d = %s: want equal", n, a, n+1, b)
		}
	}
}

// The outcomes of larger heaps, and of sums of them, agree with the misère
// search of package game, which shares no code with the genus: run with no
// Solution, it searches every heap from its moves.
func TestAgainstMisereSearch(t *testing.T) {
	r := rand.New(rand.NewPCG(18, 8))
	search := game.Limits{Work: 1 << 30, States: 4_000_000, Where: "the tests"}
	for _, tc := range []struct {
		normal game.Impartial
		length int
	}{
		{octal.NewRow(octal.MustParseCode("0.77")), 40}, // the rows of misère Kayles that TestPublished pins
		{octal.NewRow(octal.MustParseCode("0.07")), 34},
		{octal.NewRow(octal.MustParseCode("4.7")), 26},
		{grundy.New(), 40},
	} {
		g := genus.Misere(tc.normal)
		sol, err := g.(game.Solver).Solve(tc.length, lim, nil)
		if err != nil {
			t.Fatal(err)
		}
		for n := range tc.length {
			want, err := game.SumOf(g, nil, gametest.Heaps(n), search, nil)
			if err != nil {
				t.Fatal(err)
			}
			if got := game.Outcome(sol.Outcomes[n]); got != want.Outcome {
				t.Errorf("%s: Outcome(%d) = %s, the misère search says %s", g.Title(), n, got, want.Outcome)
			}
		}
		for range 20 {
			m := min(tc.length, 34) // sums of at most about 60 tokens: a search of seconds
			hs := []int{r.IntN(m), r.IntN(m / 2), r.IntN(m / 3)}
			got, err1 := game.SumOf(g, sol, gametest.Heaps(hs...), search, nil)
			want, err2 := game.SumOf(g, nil, gametest.Heaps(hs...), search, nil)
			if err := errors.Join(err1, err2); err != nil {
				t.Fatal(err)
			}
			if got.Outcome != want.Outcome {
				t.Errorf("%s: heaps %v: %s, the misère search says %s", g.Title(), hs, got.Outcome, want.Outcome)
			}
		}
	}
}

// A len beyond the limits is refused before any search, naming the key,
// the limit and the largest len within it (the positions of Kayles below
// 64 are the 1,741,630 partitions of 64); a search reports its progress
// and stops when cancelled.
func TestLimits(t *testing.T) {
	kayles := octal.NewRow(octal.MustParseCode("0.77"))
	for _, tc := range []struct {
		length int
		want   string
	}{
		{100, `len: "100": misère play of this game is solved by exhaustive search over the sums of heaps that a heap breaks into, and the heaps below 64 may reach about 1,700,000 positions, beyond the limit of 1,000,000 on the tests; use len=41 or less`},
		{45, `len: "45": misère play of this game is solved by exhaustive search over the sums of heaps that a heap breaks into, and the heaps below 45 may reach about 2,100,000 moves to look at, beyond the limit of 1,048,576 on the tests; use len=41 or less`},
		{5000, `len: "5000": misère play of this game is solved by exhaustive search over the sums of heaps that a heap breaks into, and the heaps below 5000 may reach more than 1,000,000 positions on the tests`},
	} {
		steps := 0
		w := game.NewWork(context.Background(), func(game.Progress) { steps++ })
		lim := lim
		lim.Work = 1 << 20
		err := genus.NewTable(kayles, lim, w).Extend(tc.length)
		var in *game.InputError
		if !errors.As(err, &in) || in.Key != "len" || err.Error() != tc.want {
			t.Errorf("Extend(%d) = %v, want %s", tc.length, err, tc.want)
		}
		if steps != 0 {
			t.Errorf("Extend(%d): %d progress reports before the refusal, want none", tc.length, steps)
		}
	}
	var reports []game.Progress
	w := game.NewWork(context.Background(), func(p game.Progress) { reports = append(reports, p) })
	if err := genus.NewTable(kayles, lim, w).Extend(36); err != nil {
		t.Fatal(err)
	}
	if len(reports) == 0 || reports[len(reports)-1].Stage != "misère genera" || reports[len(reports)-1].Done > reports[len(reports)-1].Total {
		t.Errorf("progress of Kayles' 36 heaps: %v", reports)
	}
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	if err := genus.NewTable(kayles, lim, game.NewWork(ctx, nil)).Extend(36); !errors.Is(err, context.Canceled) {
		t.Errorf("a cancelled search returns %v, want context.Canceled", err)
	}
}

// The genus's normal part is the nim-value the normal-play engines
// compute (octal.Rows, Grundy's game's engine).
func TestNormalPart(t *testing.T) {
	for _, normal := range []game.Impartial{
		octal.NewRow(octal.MustParseCode("0.77")), octal.NewRow(octal.MustParseCode("0.137")),
		octal.NewRow(octal.MustParseCode("4.7")), grundy.New(),
	} {
		const length = 30
		sol, err := normal.(game.Solver).Solve(length, game.Limits{MaxLen: 1 << 20, Search: 1 << 16, NimSearch: 1 << 16, Work: 1 << 30, States: 1 << 16, Where: "the tests"}, nil)
		if err != nil {
			t.Fatal(err)
		}
		tab := genus.NewTable(normal, lim, nil)
		if err := tab.Extend(length); err != nil {
			t.Fatal(err)
		}
		for n := range length {
			if got := tab.Genus(n).Normal; got != sol.Nim[n] {
				t.Errorf("%s: heap %d: genus %s, nim-value %d", normal.Title(), n, tab.Genus(n), sol.Nim[n])
			}
		}
	}
}
