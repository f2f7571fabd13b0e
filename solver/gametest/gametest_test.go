package gametest_test

import (
	"math/big"
	"slices"
	"strconv"
	"strings"
	"testing"

	"stones/solver/game"
	"stones/solver/gametest"
)

// kayles is a position of Kayles (Dudeney; the octal game 0.77) written by
// hand as its own game.Position, independent of game.Heaps: rows of pins, a
// move knocks down one pin or two adjacent ones, possibly splitting a row.
type kayles []int

func (k kayles) String() string {
	s := slices.Clone([]int(k))
	slices.Sort(s)
	parts := make([]string, len(s))
	for i, r := range s {
		parts[i] = strconv.Itoa(r)
	}
	return strings.Join(parts, ",")
}

func (k kayles) MoverWinsAtEnd() bool { return false }

func (k kayles) Moves(yield func(game.Move, game.Position) bool) {
	for i, row := range k {
		for take := 1; take <= 2 && take <= row; take++ {
			for left := 0; left <= row-take; left++ {
				right := row - take - left
				next := slices.Concat(k[:i:i], k[i+1:])
				for _, r := range []int{left, right} {
					if r > 0 {
						next = append(next, r)
					}
				}
				if !yield(game.Move{Take: take}, next) {
					return
				}
			}
		}
	}
}

func heap(n int) *big.Int { return big.NewInt(int64(n)) }

func TestSubtractionByHand(t *testing.T) {
	normal := gametest.Subtraction{Moves: []int{1, 2, 3}}
	misere := gametest.Subtraction{Moves: []int{1, 2, 3}, IsMisere: true}
	e, m := gametest.New(), gametest.New()
	for n := range 60 {
		p := game.Heaps(normal, heap(n))
		if got, want := e.Wins(p), n%4 != 0; got != want {
			t.Errorf("{1,2,3}: Wins(%d) = %v, want %v (P exactly at n ≡ 0 mod 4)", n, got, want)
		}
		if got := e.Nim(p); got != uint32(n%4) {
			t.Errorf("{1,2,3}: Nim(%d) = %d, want %d", n, got, n%4)
		}
		want := 2 * (n / 4)
		if n%4 != 0 {
			want++
		}
		if got := e.Remoteness(p); got != want {
			t.Errorf("{1,2,3}: Remoteness(%d) = %d, want %d", n, got, want)
		}
		if got, want := m.Wins(game.Heaps(misere, heap(n))), n%4 != 1; got != want {
			t.Errorf("{1,2,3} misère: Wins(%d) = %v, want %v (P exactly at n ≡ 1 mod 4)", n, got, want)
		}
	}
}

// The nim-value of a sum is computed from the sum's own game tree; it must
// be the XOR of its heaps' (the Sprague–Grundy theorem).
func TestSumsByTree(t *testing.T) {
	g := gametest.Subtraction{Moves: []int{1, 4}}
	e := gametest.New()
	for a := range 12 {
		for b := range 12 {
			sum := e.Nim(game.Heaps(g, heap(a), heap(b)))
			x := e.Nim(game.Heaps(g, heap(a))) ^ e.Nim(game.Heaps(g, heap(b)))
			if sum != x {
				t.Fatalf("{1,4}: Nim(%d,%d) = %d, want %d", a, b, sum, x)
			}
			if e.Wins(game.Heaps(g, heap(a), heap(b))) != (x != 0) {
				t.Fatalf("{1,4}: Wins(%d,%d) disagrees with nim-sum %d", a, b, x)
			}
		}
	}
}

// Kayles rows 0..11, OEIS A002186 (Guy and Smith, The G-values of various
// games, 1956).
func TestKayles(t *testing.T) {
	want := []uint32{0, 1, 2, 3, 1, 4, 3, 2, 1, 4, 2, 6}
	e := gametest.New()
	for n, w := range want {
		if got := e.Nim(kayles{n}); got != w {
			t.Errorf("Kayles: Nim(%d) = %d, want %d", n, got, w)
		}
	}
	if got := e.Nim(kayles{3, 5}); got != 3^4 {
		t.Errorf("Kayles: Nim(3,5) = %d, want %d", got, 3^4)
	}
	if e.Wins(kayles{4, 4}) || !e.Wins(kayles{7}) {
		t.Errorf("Kayles: 4,4 should be lost and 7 won for the player to move")
	}
}

func TestNimPanicsInMisere(t *testing.T) {
	defer func() {
		if recover() == nil {
			t.Error("Nim of a misère position did not panic")
		}
	}()
	gametest.New().Nim(game.Heaps(gametest.Subtraction{Moves: []int{1}, IsMisere: true}, heap(3)))
}
