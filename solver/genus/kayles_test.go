package genus_test

import (
	"math/rand/v2"
	"slices"
	"testing"

	"stones/solver/game"
	"stones/solver/gametest"
	"stones/solver/genus"
	"stones/solver/octal"
)

// kaylesOracle plays misère Kayles by itself: a position is a sorted
// multiset of rows, a move knocks down one pin or two adjacent pins of a
// row, leaving up to two rows, and the player who cannot move wins. It
// shares nothing with the engines (no Options, no genus, no packing): a
// memoised search over the multisets, keyed by their bytes.
type kaylesOracle struct{ cold map[string]bool }

func newKaylesOracle() *kaylesOracle { return &kaylesOracle{cold: map[string]bool{}} }

// P reports whether the player to move at the rows loses in misère play.
func (o *kaylesOracle) P(rows []int) bool {
	live := slices.DeleteFunc(slices.Clone(rows), func(r int) bool { return r == 0 })
	slices.Sort(live)
	if len(live) == 0 {
		return false // no move: the player to move has won
	}
	key := string(bytesOf(live))
	if v, ok := o.cold[key]; ok {
		return v
	}
	cold := true
	o.eachMove(live, func(_, _ int, next []int) bool {
		if o.P(next) {
			cold = false
		}
		return cold
	})
	o.cold[key] = cold
	return cold
}

// eachMove calls f with each move from the rows (the row's index, the pins
// it takes, and the rows after it) until f returns false.
func (o *kaylesOracle) eachMove(rows []int, f func(i, take int, next []int) bool) {
	for i, r := range rows {
		for take := 1; take <= 2; take++ {
			for left := 0; left+take <= r; left++ {
				next := slices.Delete(slices.Clone(rows), i, i+1)
				next = append(next, left, r-take-left)
				if !f(i, take, next) {
					return
				}
			}
		}
	}
}

// partitions calls f with every multiset of rows of 1 or more pins whose
// pins add up to at most total, largest row first.
func partitions(total, largest int, rows []int, f func([]int)) {
	f(rows)
	for r := min(total, largest); r >= 1; r-- {
		partitions(total-r, r, append(rows, r), f)
	}
}

// Every sum of rows of misère Kayles with at most kaylesTotal pins in all,
// asked through the query path (the genus, then the misère search), agrees
// with the oracle: its outcome, and each winning move it lists leaves a
// P-position, and it lists as many as the oracle finds.
const kaylesTotal = 26

func TestMisereKaylesAgainstOracle(t *testing.T) {
	g := genus.Misere(octal.NewRow(octal.MustParseCode("0.77")))
	sol, err := g.(game.Solver).Solve(kaylesTotal+1, lim, nil)
	if err != nil {
		t.Fatal(err)
	}
	search := game.Limits{Work: 1 << 30, States: 4_000_000, Where: "the tests"}
	o := newKaylesOracle()
	sums := 0
	check := func(rows []int) {
		sums++
		got, err := game.SumOf(g, sol, gametest.Heaps(rows...), search, nil)
		if err != nil {
			t.Fatalf("rows %v: %v", rows, err)
		}
		want := game.N
		if o.P(rows) {
			want = game.P
		}
		if got.Outcome != want {
			t.Errorf("misère Kayles, rows %v: %s, the oracle says %s", rows, got.Outcome, want)
			return
		}
		winning := 0
		seen := map[string]bool{}
		o.eachMove(rows, func(i, take int, next []int) bool {
			next = slices.DeleteFunc(next, func(r int) bool { return r == 0 })
			slices.Sort(next)
			if k := string(bytesOf(next)); !seen[k] && o.P(next) {
				winning++
				seen[k] = true
			}
			return true
		})
		moved := map[string]bool{}
		for _, m := range got.WinningMoves {
			next := slices.Delete(slices.Clone(rows), m.Heap, m.Heap+1)
			for _, l := range m.Move.Leave {
				next = append(next, int(l.Int64()))
			}
			if !o.P(next) {
				t.Errorf("misère Kayles, rows %v: the winning move %v from row %d leaves %v, an N-position", rows, m.Move, m.Heap, next)
			}
			next = slices.DeleteFunc(next, func(r int) bool { return r == 0 })
			slices.Sort(next)
			moved[string(bytesOf(next))] = true
		}
		if len(moved) != winning {
			t.Errorf("misère Kayles, rows %v: winning moves reach %d positions, the oracle finds %d", rows, len(moved), winning)
		}
	}
	partitions(kaylesTotal, kaylesTotal, nil, func(rows []int) { check(slices.Clone(rows)) })
	// Random sums of larger rows: up to 40 pins, as far as the search goes
	// within the tests' limits.
	r := rand.New(rand.NewPCG(6, 18))
	for range 30 {
		check(randomRows(r, 20, 40))
	}
	t.Logf("%d sums checked, %d positions in the oracle", sums, len(o.cold))
}

// randomRows returns a row of at least least pins and a few more rows,
// total pins in all.
func randomRows(r *rand.Rand, least, total int) []int {
	rows := []int{least + r.IntN(total-least+1)}
	for rest := total - rows[0]; rest > 0 && r.IntN(3) > 0; {
		x := 1 + r.IntN(rest)
		rows = append(rows, x)
		rest -= x
	}
	return rows
}

// The single rows of misère Kayles that the player to move loses, up to 40
// pins, by the oracle: those TestPublished pins.
func TestMisereKaylesRowsByOracle(t *testing.T) {
	o := newKaylesOracle()
	var cold []int
	for n := range 40 {
		if o.P([]int{n}) {
			cold = append(cold, n)
		}
	}
	if want := []int{1, 4, 9, 12, 20}; !slices.Equal(cold, want) {
		t.Errorf("misère Kayles: the oracle's P-positions among rows below 40 are %v, want %v", cold, want)
	}
}
