package solver

import (
	"context"
	"errors"
	"math/big"
	"slices"
	"strings"
	"testing"

	"stones/solver/game"
	"stones/solver/numerals"
)

// laskerNim is Lasker's Nim, a game with no engine of its own: a move takes
// any number of stones from a heap, or splits it into two non-empty heaps
// (Berlekamp, Conway and Guy, Winning Ways, ch. 4). It counts the moves it
// yields, so that a test can say how much work was done without timing it.
type laskerNim struct{ yielded *int }

func (laskerNim) Keys() []game.KeyValue { return nil }
func (laskerNim) Title() string         { return "Lasker's Nim" }
func (laskerNim) Legend() []game.Letter { return game.ImpartialLegend }
func (laskerNim) Misere() bool          { return false }

func (g laskerNim) Options(n *big.Int, yield func(game.Move) bool) {
	if !n.IsInt64() {
		return
	}
	for s := int64(1); s <= n.Int64(); s++ {
		*g.yielded++
		if !yield(game.Take(n, int(s))) {
			return
		}
	}
	for x := int64(1); 2*x <= n.Int64(); x++ {
		*g.yielded++
		if !yield(game.Move{Leave: []*big.Int{big.NewInt(x), big.NewInt(n.Int64() - x)}}) {
			return
		}
	}
}

// laskerNimFamily describes Lasker's Nim for a configuration built by hand:
// it is not in the registry.
var laskerNimFamily = &game.Family{Game: "lasker-nim", Title: "Lasker's Nim"}

// laskerNimConfig returns the configuration of Lasker's Nim with len, n, and
// a counter of the moves its game yields.
func laskerNimConfig(length int, n int64) (Config, *int) {
	yielded := new(int)
	c := Config{Family: laskerNimFamily, Game: laskerNim{yielded}, Len: length}
	if n >= 0 {
		c.N = big.NewInt(n)
	}
	return c, yielded
}

// A game without an engine of its own is solved from its options within
// the limits: its values are right, it reports progress and stops when
// cancelled, and a request beyond the limits is refused before the work,
// naming the limit, after looking at a few moves (the ten minutes n=100000
// used to run look at about 7.5·10^9).
func TestGenericEngineUnderTheLimits(t *testing.T) {
	c, _ := laskerNimConfig(24, -1)
	r, err := Analyze(t.Context(), c, PageLimits, nil)
	if err != nil {
		t.Fatal(err)
	}
	// nim(4k+1) = 4k+1, nim(4k+2) = 4k+2, nim(4k+3) = 4k+4, nim(4k+4) = 4k+3.
	want := []uint32{0, 1, 2, 4, 3, 5, 6, 8, 7, 9, 10, 12, 11, 13, 14, 16, 15, 17, 18, 20, 19, 21, 22, 24}
	if !slices.Equal(r.Nim, want) {
		t.Errorf("Lasker's Nim: nim = %v, want %v", r.Nim, want)
	}

	moves := func(lim game.Limits) string { return numerals.Grouped(int(lim.Work/game.OptionWork)) + " moves" }
	for _, tc := range []struct {
		lim   game.Limits
		n     int64
		most  int    // moves the refusal may look at (the figure of len=100 looks at 5,000 or so)
		limit string // the limit it names
	}{
		{CLILimits, 100_000, 100_000, moves(CLILimits)},
		{PageLimits, 100_000, 100_000, moves(PageLimits)},
		{CLILimits, 10_000_000, 10_000, "at most 10,000,000 heap sizes"},
	} {
		c, yielded := laskerNimConfig(100, tc.n)
		_, err := Analyze(t.Context(), c, tc.lim, nil)
		var bad *game.InputError
		if !errors.As(err, &bad) || bad.Key != "n" || !strings.Contains(err.Error(), tc.lim.Where) || !strings.Contains(err.Error(), tc.limit) {
			t.Errorf("n=%d within %s: error %v, want an *InputError of n naming the limit, %s", tc.n, tc.lim.Where, err, tc.limit)
		}
		if *yielded > tc.most {
			t.Errorf("n=%d within %s: %d moves looked at before the refusal, want at most %d", tc.n, tc.lim.Where, *yielded, tc.most)
		}
	}

	c, _ = laskerNimConfig(2000, -1)
	var stages []game.Progress
	ctx, cancel := context.WithCancel(t.Context())
	defer cancel()
	_, err = Analyze(ctx, c, PageLimits, func(p game.Progress) {
		stages = append(stages, p)
		if len(stages) == 3 {
			cancel()
		}
	})
	if !errors.Is(err, context.Canceled) {
		t.Errorf("cancelled: error %v, want context.Canceled", err)
	}
	if len(stages) != 3 || stages[0].Stage != "values" || stages[0].Total != 2000 || stages[2].Done <= stages[0].Done {
		t.Errorf("progress %+v: want three reports of the stage values out of 2,000 heaps, going forward", stages)
	}
}
