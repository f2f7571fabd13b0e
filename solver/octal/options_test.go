package octal

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

// treeSearch decides positions of several heaps by searching the game tree:
// a position is won by the player to move when some move reaches a lost
// one. A heap is a row of h > 0 tokens, or a ring of −h tokens.
type treeSearch struct {
	code Code
	memo map[string]bool
}

// moves returns the positions one move away, each sorted, with empty rows
// dropped, and the moves as "size:take[left]": moves in equal heaps are
// one.
func (s *treeSearch) moves(pos []int) (next [][]int, desc []string) {
	for i, h := range pos {
		rest := slices.Delete(slices.Clone(pos), i, i+1)
		add := func(k int, left ...int) {
			q := append(slices.Clone(rest), left...)
			q = slices.DeleteFunc(q, func(x int) bool { return x == 0 })
			slices.Sort(q)
			next = append(next, q)
			slices.Sort(left)
			desc = append(desc, fmt.Sprintf("%d:%d%v", max(h, -h), k, left))
		}
		for k := 0; k <= s.code.MaxTake(); k++ {
			d := s.code.Digit(k)
			if h < 0 { // a ring opens into a row
				n := -h
				if n == k && k > 0 && d&1 != 0 {
					add(k)
				}
				if n > k && d&6 != 0 {
					add(k, n-k)
				}
				continue
			}
			if h == k && k > 0 && d&1 != 0 {
				add(k)
			}
			if h > k && k > 0 && d&2 != 0 {
				add(k, h-k)
			}
			if d&4 != 0 {
				for a := 1; 2*a <= h-k; a++ {
					add(k, a, h-k-a)
				}
			}
		}
	}
	return next, desc
}

func (s *treeSearch) wins(pos []int) bool {
	key := fmt.Sprint(pos)
	if w, ok := s.memo[key]; ok {
		return w
	}
	next, _ := s.moves(pos)
	w := false
	for _, q := range next {
		if !s.wins(q) {
			w = true
			break
		}
	}
	s.memo[key] = w
	return w
}

// winningMoves lists the moves to lost positions, as "size:take[left]".
func (s *treeSearch) winningMoves(pos []int) []string {
	var out []string
	next, desc := s.moves(pos)
	for i, q := range next {
		if !s.wins(q) {
			out = append(out, desc[i])
		}
	}
	slices.Sort(out)
	return slices.Compact(out)
}

// describe writes a move from a heap of a size like the tree search does.
func describe(size int, m game.Move) string {
	left := make([]int, len(m.Leave))
	for i, l := range m.Leave {
		left[i] = int(l.Int64())
	}
	slices.Sort(left)
	return fmt.Sprintf("%d:%d%v", size, m.Take, left)
}

// leftValue returns the XOR of the values of the heaps a move leaves.
func leftValue(t *testing.T, left game.NimValues, m game.Move) uint32 {
	t.Helper()
	x := uint32(0)
	for _, l := range m.Leave {
		v, err := left.Nim(l)
		if err != nil {
			t.Fatalf("move %+v: %v", m, err)
		}
		x ^= v
	}
	return x
}

// Sprague–Grundy against the game tree, through the answers of package
// game: for random games, sums of up to three small rows (or rings) are
// won exactly when the XOR of the nim-values is not 0, and the winning
// moves game.SumOf and game.Ask report are exactly those the tree search
// finds.
func TestAgainstGameTree(t *testing.T) {
	r := rand.New(rand.NewPCG(11, 12))
	lim := testLimits
	lim.NimSearch = octalStart // heaps below 12 only
	for range randomCount(60, 10) {
		code := randomCode(r)
		for _, circular := range []bool{false, true} {
			s := &treeSearch{code: code, memo: map[string]bool{}}
			g := gameOf(code.String(), circular)
			sol := gametest.Solve(t, g, 12, lim)
			sign := 1
			if circular {
				sign = -1
			}
			for range 12 {
				heaps := make([]int, 1+r.IntN(3))
				pos := []int{}
				for i := range heaps {
					heaps[i] = r.IntN(8)
					if heaps[i] > 0 {
						pos = append(pos, sign*heaps[i])
					}
				}
				slices.Sort(pos)
				sum, err := game.SumOf(g, sol, gametest.Heaps(heaps...), lim, nil)
				if err != nil {
					t.Fatal(err)
				}
				win := s.wins(pos)
				if win != (*sum.NimSum != 0) || sum.Outcome != map[bool]game.Outcome{true: game.N, false: game.P}[win] {
					t.Fatalf("code %v circular %t heaps %v: tree says win %t; nim-sum %d, outcome %v", code, circular, heaps, win, *sum.NimSum, sum.Outcome)
				}
				var moves []string
				for _, m := range sum.WinningMoves {
					moves = append(moves, describe(heaps[m.Heap], m.Move))
				}
				slices.Sort(moves)
				moves = slices.Compact(moves)
				if want := s.winningMoves(pos); !slices.Equal(moves, want) {
					t.Fatalf("code %v circular %t heaps %v: winning moves %v, want %v", code, circular, heaps, moves, want)
				}
			}
			// Single heaps through game.Ask, against the tree.
			for n := range 10 {
				q, err := game.Ask(g, sol, big.NewInt(int64(n)))
				if err != nil {
					t.Fatal(err)
				}
				pos := []int{}
				if n > 0 {
					pos = []int{sign * n}
				}
				var moves []string
				for _, m := range q.WinningMoves {
					moves = append(moves, describe(n, m))
				}
				slices.Sort(moves)
				if want := s.winningMoves(pos); (q.Outcome == game.N) != s.wins(pos) || !slices.Equal(moves, want) {
					t.Fatalf("code %v circular %t n=%d: %v %v, want win %t %v", code, circular, n, q.Outcome, moves, s.wins(pos), want)
				}
			}
		}
	}
}

// Kayles at heap 10^99, reduced by hand: 10^k ≡ 4 (mod 12) for k ≥ 2, so
// 10^99 − 71 ≡ 4 − 71 ≡ 5 (mod 12), and heap 10^99 plays as heap 71+5 = 76:
// nim-value 1. A winning move leaves two rows of equal value (no single row
// of Kayles is cold); the splits are listed as families (Move.Every = 12),
// through game.OptionLister.
func TestKaylesHuge(t *testing.T) {
	n := new(big.Int).Exp(big.NewInt(10), big.NewInt(99), nil)
	g := gameOf("0.77", false)
	sol := gametest.Solve(t, g, 10, cliLimits)
	q, err := game.Ask(g, sol, n)
	if err != nil {
		t.Fatal(err)
	}
	if q.Outcome != game.N || q.Nim == nil || q.Nim.Uint64() != uint64(kayles[76]) || kayles[76] != 1 {
		t.Fatalf("heap 10^99: %v nim %v, want N nim 1", q.Outcome, q.Nim)
	}
	byHand := func(h *big.Int) uint32 { // the table of OEIS A002186, reduced mod 12 from 71
		if h.Cmp(big.NewInt(105)) < 0 {
			return kayles[h.Int64()]
		}
		m := new(big.Int).Sub(h, big.NewInt(71))
		return kayles[71+m.Mod(m, big.NewInt(12)).Int64()]
	}
	want := map[string]bool{}
	for k := 1; k <= 2; k++ {
		for x := 1; x < 71+12; x++ {
			y := new(big.Int).Sub(n, big.NewInt(int64(k+x)))
			if kayles[x] == byHand(y) {
				want[fmt.Sprintf("take %d leave %d and %v", k, x, y)] = true
			}
		}
	}
	if len(q.WinningMoves) != len(want) || len(want) == 0 {
		t.Errorf("%d winning moves at 10^99, want %d", len(q.WinningMoves), len(want))
	}
	for _, m := range q.WinningMoves {
		if len(m.Leave) != 2 || !want[fmt.Sprintf("take %d leave %v and %v", m.Take, m.Leave[0], m.Leave[1])] {
			t.Errorf("winning move %+v at 10^99 is not one", m)
		}
		x := m.Leave[0].Int64()
		if wantEvery := map[bool]int{true: 12, false: 0}[x >= 71]; m.Every != wantEvery {
			t.Errorf("winning move %+v: every %d, want %d", m, m.Every, wantEvery)
		}
	}

	// A sum with the huge heap: 10^99 (nim 1) + 1 (nim 1) is cold; + 2 (nim 2)
	// is hot, and a winning move makes the huge heap's value 2.
	if sum, err := game.SumOf(g, sol, []*big.Int{n, big.NewInt(1)}, cliLimits, nil); err != nil || sum.Outcome != game.P {
		t.Errorf("heaps 10^99,1: %+v %v, want P", sum, err)
	}
	sum, err := game.SumOf(g, sol, []*big.Int{n, big.NewInt(2)}, cliLimits, nil)
	if err != nil || sum.Outcome != game.N || len(sum.WinningMoves) == 0 {
		t.Fatalf("heaps 10^99,2: %+v %v, want N with winning moves", sum, err)
	}
	for _, m := range sum.WinningMoves {
		v := uint32(0)
		for _, l := range m.Leave {
			v ^= byHand(l)
		}
		other := uint32(2)
		if m.Heap == 1 {
			other = 1
		}
		if v != other {
			t.Errorf("heaps 10^99,2: move %+v leaves value %d, want %d", m, v, other)
		}
	}
}

// Sums of a few heaps, with the number of winning moves.
func TestSums(t *testing.T) {
	tests := []struct {
		code     string
		circular bool
		heaps    []int
		outcome  game.Outcome
		nimSum   uint32
		moves    int
	}{
		{"0.77", false, []int{1, 2, 3}, game.P, 0, 0}, // 1 ^ 2 ^ 3 = 0
		{"0.77", false, []int{1, 2, 4}, game.N, 2, 3}, // 1 ^ 2 ^ 1: knock down the 2, or make the 4 a 3 or 1+2
		{"0.77", true, []int{1, 2}, game.N, 3, 1},     // open the ring of 2 into a row of 1
		{"0.77", true, []int{5, 6}, game.P, 0, 0},     // rings of 3 or more are cold
	}
	for _, tt := range tests {
		g := gameOf(tt.code, tt.circular)
		sum, err := game.SumOf(g, gametest.Solve(t, g, 10, cliLimits), gametest.Heaps(tt.heaps...), cliLimits, nil)
		if err != nil {
			t.Fatal(err)
		}
		if sum.Outcome != tt.outcome || *sum.NimSum != tt.nimSum || len(sum.WinningMoves) != tt.moves {
			t.Errorf("%s circular %t heaps %v: %v nim-sum %d, %d winning moves; want %v %d, %d",
				tt.code, tt.circular, tt.heaps, sum.Outcome, *sum.NimSum, len(sum.WinningMoves), tt.outcome, tt.nimSum, tt.moves)
		}
	}
}

// Families of splits (Move.Every) stand for every split exactly once, all
// of one value: heap 2000, against the full list of Row.Options.
func TestFamilies(t *testing.T) {
	// 0.7043 is periodic from 0, 4.7 from 1.
	for _, code := range []string{"0.77", "0.137", "4.7", "0.7043"} {
		g := gameOf(code, false)
		values := gametest.Solve(t, g, 10, cliLimits).Values.(*Values)
		oracleValues := oracle(MustParseCode(code), AllSplits, 2100)
		const n = 2000
		got := map[string]uint32{}
		families := 0
		values.Options(big.NewInt(n), func(m game.Move) bool {
			families++
			v := leftValue(t, values, m)
			for j := 0; ; j++ {
				left := make([]int64, len(m.Leave))
				for i, l := range m.Leave {
					left[i] = l.Int64() + int64(j*m.Every)*map[bool]int64{true: 1, false: -1}[i == 0]
				}
				if len(left) == 2 && left[0] > left[1] || j > 0 && m.Every == 0 {
					break
				}
				key := fmt.Sprint(m.Take, left)
				if _, dup := got[key]; dup {
					t.Fatalf("code %s: %s listed twice", code, key)
				}
				got[key] = v
			}
			return true
		})
		all := map[string]uint32{}
		g.Options(big.NewInt(n), func(m game.Move) bool {
			left := make([]int64, len(m.Leave))
			x := uint32(0)
			for i, l := range m.Leave {
				left[i] = l.Int64()
				x ^= oracleValues[left[i]]
			}
			all[fmt.Sprint(m.Take, left)] = x
			return true
		})
		if families >= len(all)/4 {
			t.Errorf("code %s: %d families for %d moves; want far fewer", code, families, len(all))
		}
		if len(got) != len(all) {
			t.Errorf("code %s: families stand for %d moves from heap %d, want %d", code, len(got), n, len(all))
		}
		for key, v := range all {
			if w, ok := got[key]; !ok || w != v {
				t.Errorf("code %s: move %s has value %d, its family's is %d (listed %t)", code, key, v, w, ok)
			}
		}
	}
}

// The family's keys build the games they describe, and Keys round-trips.
func TestBuild(t *testing.T) {
	tests := []struct {
		keys map[string]string
		want string // the keys in normal form, or the error
	}{
		{map[string]string{"code": ".070"}, "code=0.07 play=normal"},
		{map[string]string{"code": "4.7", "circular": "1", "play": "normal"}, "code=4.7 circular=1 play=normal"},
		{map[string]string{}, `code: is required for game=octal; give an octal code such as 0.77 (Kayles)`},
		{map[string]string{"code": "0.g"}, `code: "0.g": "g" is not a digit of a code: the digits after the point are 0–9 and a–f`},
		{map[string]string{"code": "0.8"}, "code=0.8 play=normal"},
		{map[string]string{"code": ".3*"}, "code=0.3* play=normal"},
		{map[string]string{"code": "4.3*", "circular": "1"}, `circular: "1": rings are available for octal codes only (digits 0–7, no *), not 4.3*`},
		{map[string]string{"code": "0.77", "circular": "yes"}, `circular: "yes": must be 1 (or left out)`},
		{map[string]string{"code": "0.77", "play": "misere"}, "code=0.77 play=misere"},
		{map[string]string{"code": "0.77", "circular": "1", "play": "misere"}, `circular: "1": misère play on rings is not available; leave out circular, or use play=normal`},
		{map[string]string{"code": "0.77", "play": "fast"}, `play: "fast": must be normal or misere`},
		{map[string]string{"code": "4.3*", "play": "misere"}, `play: "misere": misère play is available for octal codes only (digits 0–7, no final *); use play=normal`},
		{map[string]string{"code": "0.f", "play": "misere"}, `play: "misere": misère play is available for octal codes only (digits 0–7, no final *); use play=normal`},
	}
	for _, tt := range tests {
		g, err := gametest.Build(&Family, tt.keys)
		got := ""
		if err != nil {
			got = err.Error()
		} else {
			for _, kv := range g.Keys() {
				got += " " + kv.Key + "=" + kv.Value
			}
			got = got[1:]
			back := map[string]string{}
			for _, kv := range g.Keys() {
				back[kv.Key] = kv.Value
			}
			g2, err := gametest.Build(&Family, back)
			if err != nil || g2.Title() != g.Title() {
				t.Errorf("%v: building from its keys gives %v, %v", tt.keys, g2, err)
			}
		}
		if got != tt.want {
			t.Errorf("Build(%v) = %s, want %s", tt.keys, got, tt.want)
		}
	}
	for _, p := range Family.Presets {
		q, ok := strings.CutPrefix(p.Config, "game="+Family.Game+"&")
		if !ok {
			t.Fatalf("preset %s: config %q is not of game=%s", p.Name, p.Config, Family.Game)
		}
		if _, err := gametest.BuildQuery(&Family, q); err != nil {
			t.Errorf("preset %s: %v", p.Name, err)
		}
		if p.Source == "" || p.About == "" {
			t.Errorf("preset %s has no source or description", p.Name)
		}
	}
}

// Every move of a row and of a ring, in words.
func TestMovePhrase(t *testing.T) {
	tests := []struct {
		code     string
		circular bool
		n        int64
		want     []string
	}{
		{"4.37", false, 2, []string{"split it into 1 and 1", "take 1 from an end leaving 1", "take all 2"}},
		{"0.77", false, 4, []string{"take 1 from an end leaving 3", "take 1 from the middle leaving 1 and 2",
			"take 2 from an end leaving 2", "take 2 from the middle leaving 1 and 1"}},
		{"4.3", true, 3, []string{"cut it open into a row of 3", "take 1 leaving a row of 2"}},
		{"0.07", true, 2, []string{"take all 2"}},
	}
	for _, tt := range tests {
		g := gameOf(tt.code, tt.circular)
		var got []string
		g.Options(big.NewInt(tt.n), func(m game.Move) bool {
			got = append(got, g.(game.Phraser).MovePhrase(m))
			return true
		})
		if !slices.Equal(got, tt.want) {
			t.Errorf("%s circular %t, heap %d: %q, want %q", tt.code, tt.circular, tt.n, got, tt.want)
		}
	}
}
