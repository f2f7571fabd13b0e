package named

import (
	"errors"
	"fmt"
	"math/big"
	"sync"

	"stones/solver/game"
	"stones/solver/numerals"
	"stones/solver/periodic"
)

// solveTheory solves a set with a closed form (powers2, primes1, moser):
// every heap is answered from the theorem, in normal and, by the misère
// lemma, misère play.
func (g *Game) solveTheory(length int, lim game.Limits, w *game.Work) (*game.Solution, error) {
	s := g.set
	sol := &game.Solution{Proof: s.proof, OutcomeSearch: length}
	if g.misere {
		sol.Proof = fmt.Sprintf("misère outcomes are the normal ones shifted by %d, and %s", s.least, s.proof)
	}
	w.Begin("outcomes", length)
	letters := make([]byte, length)
	for i := range letters {
		if i%game.StepEvery == 0 {
			if err := w.Step(i); err != nil {
				return nil, err
			}
		}
		letters[i] = byte(g.theoryOutcome(i))
	}
	sol.Outcomes = string(letters)
	if s.period > 0 {
		p := periodic.Period{Preperiod: 0, Period: s.period, Proven: true}
		if g.misere {
			// Periodic from least on by the lemma: the smallest period and
			// preperiod from there, reading the values from the theorem.
			p = periodic.Smallest(g.theoryOutcome, periodic.Period{Preperiod: s.least, Period: s.period, Proven: true})
		}
		sol.OutcomePeriod = &p
	}
	v := &theoryValues{g: g, listMost: lim.Search, where: lim.Where}
	if g.misere {
		sol.Values = v
		return sol, nil
	}
	sol.Nim = make([]uint32, length)
	for i := range sol.Nim {
		sol.Nim[i] = s.nimOf(i)
	}
	sol.NimSearch = length
	if s.period > 0 {
		sol.NimPeriod = &periodic.Period{Preperiod: 0, Period: s.period, Proven: true}
	}
	sol.Values = theoryNimValues{v}
	return sol, nil
}

// theoryOutcome returns the outcome of a small heap from the closed form:
// in misère play N below least (no move) and the normal outcome of n−least
// from there on (the misère lemma).
func (g *Game) theoryOutcome(n int) game.Outcome {
	if g.misere {
		if n < g.set.least {
			return game.N
		}
		n -= g.set.least
	}
	if g.set.nimOf(n) == 0 {
		return game.P
	}
	return game.N
}

// theoryValues answers every heap of a set with a closed form.
type theoryValues struct {
	g        *Game
	listMost int    // primes1 lists its primes below this heap: lim.Search
	where    string // lim.Where

	mu     sync.Mutex
	primes []int // primes1: the members up to listed
	listed int
}

// base returns the heap of the normal game whose outcome is that of n: n
// itself, or n−least in misère play; false when n is below least in misère
// play (no move: the player to move has won).
func (v *theoryValues) base(n *big.Int) (*big.Int, bool) {
	if !v.g.misere {
		return n, true
	}
	m := new(big.Int).Sub(n, big.NewInt(int64(v.g.set.least)))
	return m, m.Sign() >= 0
}

// Outcome returns the outcome of a heap of n from the theorem: O(digits of
// n).
func (v *theoryValues) Outcome(n *big.Int) (game.Outcome, error) {
	m, ok := v.base(n)
	if !ok || !v.g.set.cold(m) {
		return game.N, nil
	}
	return game.P, nil
}

// WinningMoves returns every winning move from a heap of n: the normal
// game's moves from base(n) to a heap of nim-value 0, taken from n. For
// powers2 they are the powers of 2 with n's residue mod 3 (O(log n) of
// them), for moser the one move of moserTakeTo; for primes1 the take 2, or
// the primes with n's residue mod 4, which are listed only below
// lim.Search: beyond, an *game.Unknown says so.
func (v *theoryValues) WinningMoves(n *big.Int) ([]game.Move, error) {
	moves := []game.Move{}
	m, ok := v.base(n)
	if !ok {
		return moves, nil
	}
	takes, err := v.takesTo(m, 0)
	var more *game.TooMany
	if err != nil && !errors.As(err, &more) {
		return nil, err
	}
	for _, s := range takes {
		moves = append(moves, game.BigMove(s, new(big.Int).Sub(n, s)))
	}
	return moves, err
}

// takesTo returns the takes from a heap of n of the normal game that leave
// a heap of nim-value t.
func (v *theoryValues) takesTo(n *big.Int, t uint32) ([]*big.Int, error) {
	if v.g.set.takesTo != nil {
		return v.g.set.takesTo(n, t), nil
	}
	// primes1: 2 is the only even member, and the others are 1 and the
	// primes ≡ 1 or 3 (mod 4); a take with the residue of n−t leaves t.
	if t >= 4 {
		return nil, nil
	}
	r := new(big.Int).Sub(n, big.NewInt(int64(t)))
	if r.Sign() < 0 {
		return nil, nil
	}
	switch rest := r.Bit(0) | r.Bit(1)<<1; {
	case rest == 0:
		return nil, nil
	case rest == 2:
		return []*big.Int{big.NewInt(2)}, nil
	case !n.IsInt64() || n.Int64() >= int64(v.listMost):
		which := "any prime ≡ 3 (mod 4)"
		if rest == 1 {
			which = "1 or any prime ≡ 1 (mod 4)"
		}
		// The take of the residue itself (1, or the prime 3) is one of
		// them; the others are too many to list.
		reason := "taking " + which + " up to the heap, too many to list: " + v.where + " lists the primes only below " + numerals.Grouped(v.listMost)
		return []*big.Int{big.NewInt(int64(rest))}, &game.TooMany{Reason: reason}
	default:
		var takes []*big.Int
		for _, s := range v.primesUpTo(int(n.Int64())) {
			if uint(s)&3 == rest {
				takes = append(takes, big.NewInt(int64(s)))
			}
		}
		return takes, nil
	}
}

// primesUpTo returns 1 and the primes up to most at least, computing them
// once for the largest most asked. The cost is O(most log log most).
func (v *theoryValues) primesUpTo(most int) []int {
	v.mu.Lock()
	defer v.mu.Unlock()
	if most > v.listed || v.primes == nil {
		v.listed = most
		v.primes = primes(most, true)
	}
	var i int
	for i < len(v.primes) && v.primes[i] <= most {
		i++
	}
	return v.primes[:i]
}

// proofWords names the theorem behind the outcomes, for messages.
func (g *Game) proofWords() string {
	if g.misere {
		return fmt.Sprintf("misère outcomes are the normal ones shifted by %d, and %s", g.set.least, g.set.proof)
	}
	return g.set.proof
}

// theoryNimValues adds the nim-values of normal play.
type theoryNimValues struct{ *theoryValues }

// Nim returns the nim-value of a heap of n from the theorem, at any size:
// n mod 3, n mod 4, or for moser n's base-4 digits mod 2 read in binary,
// which is an *game.Unknown when it exceeds 32 bits. The cost is O(digits
// of n).
func (v theoryNimValues) BigNim(n *big.Int) (*big.Int, error) {
	if v.g.set.bigNim == nil {
		x, err := v.Nim(n)
		return big.NewInt(int64(x)), err
	}
	return v.g.set.bigNim(n), nil
}

// Nim returns the nim-value of a heap of n by the theorem, when it fits 32
// bits.
func (v theoryNimValues) Nim(n *big.Int) (uint32, error) {
	x, ok := v.g.set.nim(n)
	if !ok {
		return 0, &game.Unknown{Reason: "its nim-value (its base-4 digits mod 2, read in binary) has more than 32 bits, and a sum adds nim-values of at most 32 bits, those of heaps below 4^32 = 18,446,744,073,709,551,616"}
	}
	return x, nil
}

// MovesTo returns every move from a heap of n to a heap of nim-value t,
// from the theorem, without listing the heap's options: what a sum needs
// to find its winning moves in a huge heap. For powers2 they are O(log n)
// powers of 2, for moser at most one; for primes1 the primes with the
// residue of n−t mod 4 are listed only below lim.Search, beyond which an
// *game.Unknown says so. The cost is O(digits of n) a move, and for
// primes1 a sieve up to n.
func (v theoryNimValues) MovesTo(n *big.Int, t uint32) ([]game.Move, error) {
	takes, err := v.takesTo(n, t)
	var more *game.TooMany
	if err != nil && !errors.As(err, &more) {
		return nil, err
	}
	moves := []game.Move{}
	for _, s := range takes {
		moves = append(moves, game.BigMove(s, new(big.Int).Sub(n, s)))
	}
	return moves, err
}
