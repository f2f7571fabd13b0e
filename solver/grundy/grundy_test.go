package grundy

import (
	"context"
	"errors"
	"hash/crc32"
	"math/big"
	"net/url"
	"slices"
	"testing"

	"stones/solver/game"
	"stones/solver/gametest"
)

// oracle returns the nim-values of heaps 0..n-1 by the plain mex over every
// move, from the rules: heap h splits into x and h−x with 1 ≤ x < h−x. The
// cost is O(n²).
func oracle(n int) []uint32 {
	g := make([]uint32, n)
	for h := 3; h < n; h++ {
		option := make([]bool, h+1) // h/2 options: their mex is at most h/2
		for x := 1; 2*x < h; x++ {
			if v := g[x] ^ g[h-x]; int(v) < len(option) {
				option[v] = true
			}
		}
		for option[g[h]] {
			g[h]++
		}
	}
	return g
}

// OEIS A002188, "Sprague-Grundy values for Grundy's game", n = 0..104.
var a002188 = []uint32{0, 0, 0, 1, 0, 2, 1, 0, 2, 1, 0, 2, 1, 3, 2, 1, 3, 2, 4, 3, 0, 4, 3, 0, 4, 3, 0, 4, 1, 2, 3, 1, 2, 4,
	1, 2, 4, 1, 2, 4, 1, 5, 4, 1, 5, 4, 1, 5, 4, 1, 0, 2, 1, 0, 2, 1, 5, 2, 1, 3, 2, 1, 3, 2, 4, 3, 2, 4,
	3, 2, 4, 3, 2, 4, 3, 2, 4, 3, 2, 4, 5, 2, 4, 5, 2, 4, 3, 7, 4, 3, 7, 4, 3, 7, 4, 3, 5, 2, 3, 5, 2, 3, 5, 2, 3}

// The ways to compute the nim-values, tested alike against the published
// values and against each other.
var engines = []struct {
	name   string
	values func(n int) []uint32
}{
	{"oracle", oracle},
	{"options", func(n int) []uint32 { // package game, from Game.Options
		s, err := game.SolveByOptions(New(), n, game.Limits{Work: 1 << 40}, nil)
		if err != nil {
			panic(err)
		}
		return s.Nim
	}},
	{"sparse", func(n int) []uint32 {
		v, err := Values(n, 1<<62, nil)
		if err != nil {
			panic(err)
		}
		return v
	}},
	{"solve", func(n int) []uint32 {
		s, err := New().Solve(n, game.Limits{NimSearch: n, Work: 1 << 40}, nil)
		if err != nil {
			panic(err)
		}
		return s.Nim
	}},
}

func TestPublished(t *testing.T) {
	for _, e := range engines {
		t.Run(e.name, func(t *testing.T) {
			got := e.values(len(a002188))
			for i, want := range a002188 {
				if got[i] != want {
					t.Errorf("nim(%d) = %d, want %d (OEIS A002188)", i, got[i], want)
				}
			}
		})
	}
}

// The engines against the oracle on the first 4096 heaps (2048 for the
// options of package game, which build a move a split), with the rare
// heaps in use from 128 on.
func TestAgainstOracle(t *testing.T) {
	want := oracle(1 << 12)
	for _, e := range engines[1:] {
		n := len(want)
		if e.name == "options" {
			n /= 2
		}
		got := e.values(n)
		for i := range n {
			if got[i] != want[i] {
				t.Fatalf("%s: nim(%d) = %d, want %d (oracle)", e.name, i, got[i], want[i])
			}
		}
	}
}

// Facts about the first 2^16 heaps, found once by the oracle (seconds, too
// slow to run always under wasm) and by Values (a fraction of a second),
// which agreed on every heap: a change to the engine that alters one value
// changes the checksum. The rare heaps
// are those whose value has an even number of 1 bits above the lowest
// (Winning Ways, ch. 4): Flammenkamp's page on Grundy's game lists the 1287
// known, heap 0 included; 1273 lie below 2^16.
func TestFacts(t *testing.T) {
	const n = 1 << 16
	v, err := Values(n, 1<<62, nil)
	if err != nil {
		t.Fatal(err)
	}
	top := slices.Max(v)
	rare, cold := 0, 0
	for _, x := range v {
		if parity(x&^1) == 0 {
			rare++
		}
		if x == 0 {
			cold++
		}
	}
	got := fact{top, slices.Index(v, top), rare, cold, checksum(v)}
	want := fact{maxValue: 230, firstMax: 45668, rare: 1273, cold: 42, crc: 2251253784}
	if got != want {
		t.Errorf("heaps below 2^16: %+v, want %+v", got, want)
	}
}

// fact is what TestFacts checks.
type fact struct {
	maxValue uint32 // the largest value
	firstMax int    // the first heap that has it
	rare     int    // heaps whose value is rare
	cold     int    // P-positions
	crc      uint32 // CRC-32 of the values, as 4 bytes each, little-endian
}

// parity returns the parity of the 1 bits of x.
func parity(x uint32) int {
	p := 0
	for ; x != 0; x &= x - 1 {
		p ^= 1
	}
	return p
}

// checksum returns the CRC-32 of the values, 4 bytes each, little-endian.
func checksum(v []uint32) uint32 {
	b := make([]byte, 0, 4*len(v))
	for _, x := range v {
		b = append(b, byte(x), byte(x>>8), byte(x>>16), byte(x>>24))
	}
	return crc32.ChecksumIEEE(b)
}

// Options lists every split into unequal heaps, smaller first, taking
// nothing.
func TestOptions(t *testing.T) {
	tests := []struct {
		n    int64
		want string
	}{
		{0, ""}, {1, ""}, {2, ""}, {3, " 0:[1 2]"}, {4, " 0:[1 3]"}, {6, " 0:[1 5] 0:[2 4]"}, {7, " 0:[1 6] 0:[2 5] 0:[3 4]"},
	}
	for _, tt := range tests {
		got := ""
		New().Options(big.NewInt(tt.n), func(m game.Move) bool {
			got += " " + m.Amount() + ":" + big2s(m.Leave)
			return true
		})
		if got != tt.want {
			t.Errorf("Options(%d) = %q, want %q", tt.n, got, tt.want)
		}
	}
	// A huge heap: the listing stops when yield says so.
	huge := new(big.Int).Exp(big.NewInt(10), big.NewInt(30), nil)
	count := 0
	New().Options(huge, func(m game.Move) bool { count++; return count < 5 })
	if count != 5 {
		t.Errorf("Options(10^30) listed %d moves after yield said stop at 5", count)
	}
}

func big2s(v []*big.Int) string {
	s := "["
	for i, x := range v {
		if i > 0 {
			s += " "
		}
		s += x.String()
	}
	return s + "]"
}

// Solve lists the values asked for, answers 2^15 at least within the
// limits (computing beyond len only once a heap beyond is asked), claims
// no period, and says why a heap beyond is unknown.
func TestSolve(t *testing.T) {
	lim := game.Limits{NimSearch: 1 << 20, Work: 1 << 40, Where: "the test"}
	s, err := New().Solve(20, lim, nil)
	if err != nil {
		t.Fatal(err)
	}
	if s.Outcomes != "PPPNPNNPNNPNNNNNNNNN" || !slices.Equal(s.Nim, a002188[:20]) {
		t.Errorf("Solve(20) = %s %v", s.Outcomes, s.Nim)
	}
	if s.NimPeriod != nil || s.OutcomePeriod != nil || s.Proof != "" || s.NimSearch != 1<<15 || s.OutcomeSearch != 1<<15 {
		t.Errorf("Solve(20): periods %v %v, proof %q, searched %d %d; want none, up to 2^15", s.NimPeriod, s.OutcomePeriod, s.Proof, s.NimSearch, s.OutcomeSearch)
	}
	if v := s.Values.(*values); len(v.nim) != 20 || v.rows == nil {
		t.Errorf("Solve(20) computed %d heaps before any was asked, want 20", len(v.nim))
	}
	values := s.Values.(game.NimValues)
	want, _ := Values(1<<15, 1<<62, nil)
	if v, err := values.Nim(big.NewInt(1<<15 - 1)); err != nil || v != want[1<<15-1] {
		t.Errorf("Nim(2^15-1) = %d, %v; want %d", v, err, want[1<<15-1])
	}
	var unknown *game.Unknown
	_, err = values.Nim(big.NewInt(1 << 15))
	if !errors.As(err, &unknown) || err.Error() != "Grundy's game is not known to be periodic, and its nim-values were computed up to heap 32,767 only" {
		t.Errorf("Nim(2^15) = %v, want a *game.Unknown", err)
	}
	if _, err := values.Outcome(new(big.Int).Lsh(big.NewInt(1), 100)); !errors.As(err, &unknown) {
		t.Errorf("Outcome(2^100) = %v, want a *game.Unknown", err)
	}

	// A query through package game: heap 5 (value 2) splits into 1+4 (0 ^ 0).
	q, err := game.Ask(New(), s, big.NewInt(5))
	if err != nil || q.Outcome != game.N || len(q.WinningMoves) != 1 || big2s(q.WinningMoves[0].Leave) != "[1 4]" {
		t.Errorf("Ask(5) = %+v, %v; want N, split into 1 and 4", q, err)
	}

	// The work budget bounds the computation: a len beyond it is an error.
	lim = game.Limits{NimSearch: 1 << 20, Work: 1 << 20, Where: "the test"}
	if _, err := New().Solve(100_000, lim, nil); err == nil || err.Error()[:len(`len: "100000": the limits of the test allow`)] != `len: "100000": the limits of the test allow` {
		t.Errorf("Solve(100000) within 2^20 steps: %v, want a len error", err)
	}
	if s, err := New().Solve(100, lim, nil); err != nil || s.NimSearch >= 1<<15 || s.NimSearch < 100 {
		t.Errorf("Solve(100) within 2^20 steps: %v, searched %d", err, s.NimSearch)
	}
}

func TestCancel(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	if _, err := New().Solve(100, game.Limits{NimSearch: 1 << 20, Work: 1 << 40}, game.NewWork(ctx, nil)); !errors.Is(err, context.Canceled) {
		t.Errorf("Solve with a cancelled context: %v, want context.Canceled", err)
	}
	// Progress comes every few thousand heaps.
	var got []game.Progress
	w := game.NewWork(context.Background(), func(p game.Progress) { got = append(got, p) })
	if _, err := Values(1<<15, 1<<62, w); err != nil {
		t.Fatal(err)
	}
	if len(got) < 8 || got[0].Stage != "nim-values" || got[0].Total != 1<<15 || got[len(got)-1].Done < 1<<15-game.StepEvery {
		t.Errorf("progress %+v, want a report every few thousand heaps up to 2^15", got)
	}
}

// The family's keys build the game, and Keys round-trips.
func TestBuild(t *testing.T) {
	tests := []struct {
		keys map[string]string
		want string // the title, or the error
	}{
		{map[string]string{}, "Grundy's game, normal play"},
		{map[string]string{"play": "normal"}, "Grundy's game, normal play"},
		{map[string]string{"play": "misere"}, "Grundy's game, misère play"},
		{map[string]string{"play": "x"}, `play: "x": must be normal or misere`},
	}
	for _, tt := range tests {
		g, err := gametest.Build(&Family, tt.keys)
		got := ""
		if err != nil {
			got = err.Error()
		} else {
			got = g.Title()
		}
		if got != tt.want {
			t.Errorf("Build(%v) = %s, want %s", tt.keys, got, tt.want)
		}
	}
	if kv := New().Keys(); len(kv) != 1 || kv[0] != (game.KeyValue{Key: "play", Value: "normal"}) {
		t.Errorf("Keys() = %v", kv)
	}
	for _, p := range Family.Presets {
		q, err := url.ParseQuery(p.Config)
		if err != nil || q.Get("game") != Family.Game {
			t.Errorf("preset %s: config %q is not of game=%s", p.Name, p.Config, Family.Game)
		}
	}
}
