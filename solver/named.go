package solver

import (
	"fmt"
	"math"
	"math/big"
	"math/bits"
	"strconv"
)

// The named move sets are infinite, but a heap of n only sees the members up
// to n: the set truncated at M gives the exact values of the heaps below M,
// so the engines of the finite sets compute them. A repeated window proves
// nothing for an infinite set (a member beyond the window may break the
// pattern), so no period is ever claimed from observation: only closed forms
// proved here, each checked against the computed values in the tests.
//
// Three sets have closed forms:
//
//   - powers2 (1, 2, 4, 8, …): nim(n) = n mod 3. No power of 2 is divisible
//     by 3, so no move keeps n mod 3; and from a heap with n mod 3 = r, the
//     moves 1 and 2 (both ≤ n, as n ≥ r) reach the residues r−1 and r−2
//     (those ≥ 0). By induction the heap's options have every value below
//     n mod 3 and none equal to it.
//   - primes1 (1 and the primes): nim(n) = n mod 4, by the same argument: 1,
//     2 and 3 are moves, and no member is divisible by 4 (1 is not, 2 is
//     not, and the other primes are odd).
//   - moser (sums of distinct powers of 4, the Moser–de Bruijn sequence,
//     OEIS A000695): nim(n) is n's base-4 digits taken mod 2 and read in
//     binary, as Golomb found (1966; quoted by Eppstein, seed 002 §3.3).
//     Proof: a member s has base-4 digits 0 and 1. If n−s = m, adding s to m
//     changes the lowest digit where s has a 1 by 1, with no carry into it,
//     so the parities of n and m differ there: no move keeps the value. For a
//     value v below nim(n), let j be the highest bit where they differ (n's
//     digit j is odd, v's bit j is 0); subtract s digit by digit from the
//     lowest, with borrow b: below j choose s_i in {0,1} so that n_i−s_i−b
//     has the parity of v's bit i (one of the two choices does); at j take
//     s_j = 1−b, leaving the even n_j−1 ≥ 0 and no borrow; above j, s_i = 0.
//     The result m = n−s has value v, and s > 0 (if b = 1 at j, some lower
//     s_i is 1). So every smaller value is an option. The cold heaps are those whose base-4 digits are all even.
//
// Misère play reduces to normal play for every subtraction set S with
// smallest member a (the misère lemma, checked by the tests against a
// direct search): the heaps below a have no move, so the player to move wins; from
// a heap n ≥ a a move to a heap below a hands the win to the opponent, and
// the other moves are exactly the moves of the normal game from n−a. So the
// misère outcome of n ≥ a is the normal outcome of n−a, and the misère
// winning moves at n are the normal winning moves at n−a.

// namedSet is a named infinite move set of the permalink contract.
type namedSet struct {
	name  string
	least int                         // the smallest member
	upTo  func(most int) []int        // the members ≤ most, ascending
	after func(x *big.Int) *big.Int   // the smallest member > x ≥ 0
	count func(m int) int             // the members < m, or an upper bound of their number
	nim   func(n *big.Int) uint32     // the normal-play nim-value, a theorem (moser: below 4^64); nil when none is known
	nimOf func(n int) uint32          // the same for small heaps, fast
	cold  func(n *big.Int) bool       // whether the nim-value is 0, for every heap
	wins  func(n *big.Int) []*big.Int // the takes that win at an N-position, from the theorem
	// period is the proven period from heap 0 of the normal-play
	// nim-values and outcomes; 0 when there is none.
	period int
	proof  string
}

// namedSets are the sets of NamedSets but the rule sqrt, which is not a set
// (its moves depend on the heap; see named_sqrt.go).
var namedSets = map[string]*namedSet{
	"squares": {
		name: "squares", least: 1, upTo: namedSquares,
		after: func(x *big.Int) *big.Int {
			r := new(big.Int).Sqrt(x)
			r.Add(r, big.NewInt(1))
			return r.Mul(r, r)
		},
		count: func(m int) int { return int(namedIsqrt(uint64(max(m, 1) - 1))) },
	},
	"primes": {
		name: "primes", least: 2, upTo: func(most int) []int { return namedPrimes(most, false) },
		after: namedNextPrime, count: namedPrimeBound,
	},
	"primes1": {
		name: "primes1", least: 1, upTo: func(most int) []int { return namedPrimes(most, true) },
		after: func(x *big.Int) *big.Int {
			if x.Sign() == 0 {
				return big.NewInt(1)
			}
			return namedNextPrime(x)
		},
		count:  func(m int) int { return 1 + namedPrimeBound(m) },
		nim:    func(n *big.Int) uint32 { return uint32(n.Bit(0) | n.Bit(1)<<1) },
		nimOf:  func(n int) uint32 { return uint32(n & 3) },
		cold:   func(n *big.Int) bool { return n.Bit(0)|n.Bit(1) == 0 },
		period: 4, proof: "nim(n) = n mod 4, a theorem",
	},
	"powers2": {
		name: "powers2", least: 1, upTo: namedPowers,
		after: func(x *big.Int) *big.Int { return new(big.Int).Lsh(big.NewInt(1), uint(x.BitLen())) },
		count: func(m int) int { return bits.Len(uint(max(m, 1) - 1)) },
		nim: func(n *big.Int) uint32 {
			return uint32(new(big.Int).Mod(n, big.NewInt(3)).Uint64())
		},
		nimOf: func(n int) uint32 { return uint32(n % 3) },
		cold:  func(n *big.Int) bool { return new(big.Int).Mod(n, big.NewInt(3)).Sign() == 0 },
		wins: func(n *big.Int) []*big.Int {
			// 2^j ≡ 1 (mod 3) for even j, 2 for odd j: take the powers
			// with n's residue, leaving a multiple of 3.
			r := new(big.Int).Mod(n, big.NewInt(3)).Uint64()
			if r == 0 {
				return nil
			}
			j := uint(r - 1)
			var takes []*big.Int
			for s := new(big.Int).Lsh(big.NewInt(1), j); s.Cmp(n) <= 0; s = new(big.Int).Lsh(s, 2) {
				takes = append(takes, s)
			}
			return takes
		},
		period: 3, proof: "nim(n) = n mod 3, a theorem",
	},
	"fibonacci": {
		name: "fibonacci", least: 1, upTo: namedFibonacci,
		after: func(x *big.Int) *big.Int {
			a, b := big.NewInt(1), big.NewInt(2)
			for a.Cmp(x) <= 0 {
				a, b = b, new(big.Int).Add(a, b)
			}
			return a
		},
		count: func(m int) int { return len(namedFibonacci(m - 1)) },
	},
	"moser": {
		name: "moser", least: 1, upTo: moserUpTo, after: moserAfter,
		count: func(m int) int { return len(moserUpTo(m - 1)) },
		nim:   func(n *big.Int) uint32 { return uint32(moserNimBig(n)) },
		nimOf: func(n int) uint32 { return uint32(moserNim(uint64(n))) },
		cold:  moserCold,
		wins: func(n *big.Int) []*big.Int {
			if s := moserWinningTake(n); s != nil {
				return []*big.Int{s}
			}
			return nil
		},
		proof: "nim(n) = n's base-4 digits mod 2, read in binary (Golomb), a theorem; no period",
	},
}

// namedSquares returns 1, 4, 9, … up to most.
func namedSquares(most int) []int {
	var s []int
	for k := 1; k*k <= most; k++ {
		s = append(s, k*k)
	}
	return s
}

// namedPowers returns 1, 2, 4, … up to most.
func namedPowers(most int) []int {
	var s []int
	for p := 1; p <= most; p *= 2 {
		s = append(s, p)
	}
	return s
}

// namedFibonacci returns 1, 2, 3, 5, 8, … up to most.
func namedFibonacci(most int) []int {
	var s []int
	for a, b := 1, 2; a <= most; a, b = b, a+b {
		s = append(s, a)
	}
	return s
}

// namedPrimes returns the primes up to most, after 1 when one is set, by the
// sieve of Eratosthenes over the odd numbers. The cost is O(most log log
// most) time and most/2 bits.
func namedPrimes(most int, one bool) []int {
	var s []int
	if one && most >= 1 {
		s = append(s, 1)
	}
	if most < 2 {
		return s
	}
	s = append(s, 2)
	composite := newBitset(most/2 + 1) // bit i: 2i+1
	for i := 1; 2*i+1 <= most; i++ {
		if composite.has(i) {
			continue
		}
		p := 2*i + 1
		s = append(s, p)
		for j := p * p / 2; 2*j+1 <= most; j += p {
			composite.set(j)
		}
	}
	return s
}

// namedPrimeBound bounds the number of primes below m from above: π(x) <
// 1.25506·x/ln x for x > 1 (Rosser and Schoenfeld, 1962). It feeds the cost
// estimates only.
func namedPrimeBound(m int) int {
	if m < 100 {
		return len(namedPrimes(m-1, false))
	}
	x := float64(m)
	return int(1.25506*x/math.Log(x)) + 1
}

// namedNextPrime returns the smallest prime > x. ProbablyPrime is exact below
// 2^64, and its error beyond is below 4^-20.
func namedNextPrime(x *big.Int) *big.Int {
	p := new(big.Int).Add(x, big.NewInt(1))
	if p.Cmp(big.NewInt(2)) < 0 {
		p.SetInt64(2)
	}
	for !p.ProbablyPrime(20) {
		p.Add(p, big.NewInt(1))
	}
	return p
}

// moserEvenBits has the bits of the base-4 digits' low halves: a number with only
// these bits is a member of the Moser–de Bruijn sequence.
const moserEvenBits = 0x5555_5555_5555_5555

// moserTerm returns the i-th Moser–de Bruijn number: i's binary digits read
// in base 4 (OEIS A000695), for i < 2^32.
func moserTerm(i uint64) uint64 {
	var t uint64
	for b := 0; i != 0; b, i = b+1, i>>1 {
		t |= (i & 1) << (2 * b)
	}
	return t
}

// moserUpTo returns the positive Moser–de Bruijn numbers up to most.
func moserUpTo(most int) []int {
	var s []int
	for i := uint64(1); ; i++ {
		t := moserTerm(i)
		if t > uint64(most) {
			return s
		}
		s = append(s, int(t))
	}
}

// moserAfter returns the smallest Moser–de Bruijn number > x: while the
// candidate has an odd bit j, no number with its bits above j (and only
// even bits) can reach it, so the part above j must grow by one.
func moserAfter(x *big.Int) *big.Int {
	y := new(big.Int).Add(x, big.NewInt(1))
	for {
		j := -1
		for i := y.BitLen() - 1; i >= 1; i-- {
			if i%2 == 1 && y.Bit(i) == 1 {
				j = i
				break
			}
		}
		if j < 0 {
			return y
		}
		y.Rsh(y, uint(j+1))
		y.Add(y, big.NewInt(1))
		y.Lsh(y, uint(j+1))
	}
}

// moserNim compresses the even bits of n: its base-4 digits mod 2, read in
// binary.
func moserNim(n uint64) uint64 {
	var v uint64
	for b := 0; n != 0; b, n = b+1, n>>2 {
		v |= (n & 1) << b
	}
	return v
}

// moserNimBig is moserNim for heaps below 2^128, whose values fit 64 bits.
func moserNimBig(n *big.Int) uint64 {
	var v uint64
	for i := 0; 2*i < n.BitLen() && i < 64; i++ {
		v |= uint64(n.Bit(2*i)) << i
	}
	return v
}

// moserWinningTake returns the one move from heap n to a cold heap (all
// base-4 digits even), or nil when n is cold: the digit-by-digit
// subtraction of the proof above with v = 0 determines each digit of the
// move, so there is at most one. The cost is O(digits of n).
func moserWinningTake(n *big.Int) *big.Int {
	s := new(big.Int)
	borrow := uint(0)
	for i := 0; 2*i < n.BitLen(); i++ {
		x := int(n.Bit(2*i)|n.Bit(2*i+1)<<1) - int(borrow)
		if x&1 != 0 {
			s.SetBit(s, 2*i, 1)
			x--
		}
		borrow = 0
		if x < 0 {
			borrow = 1
		}
	}
	if s.Sign() == 0 {
		return nil
	}
	return s
}

// moserCold reports whether every base-4 digit of n is even.
func moserCold(n *big.Int) bool {
	for _, w := range n.Bits() {
		if uint64(w)&moserEvenBits != 0 {
			return false
		}
	}
	return true
}

// moserNimMost bounds the heaps whose nim-values sums may use: a sum lists
// every move of each heap, and a heap below 2^32 has at most 2^16 members of
// the set below it.
const moserNimMost = 1 << 32

// analyzeNamed analyses a subtraction game whose move set is a named
// infinite set, or the rule sqrt, in normal or misère play. Sets with a
// closed form answer every heap size from it; the others are computed by
// the engines of the finite sets up to the heap sizes asked about, within
// the budget of namedLimits, and have no known period.
func analyzeNamed(c Config, lim Limits, w *work) (*impartial, error) {
	name := c.Moves.Name()
	if name == "sqrt" {
		return analyzeSqrt(c, lim, w)
	}
	set := namedSets[name]
	if set.nim != nil {
		return analyzeTheory(c, lim, set, w)
	}
	return analyzeComputed(c, lim, set, w)
}

// analyzeComputed analyses a named set without a closed form: the engines
// compute the outcomes and nim-values of the truncated set, as far as len,
// the heap asked about and the heaps of a sum need.
func analyzeComputed(c Config, lim Limits, set *namedSet, w *work) (*impartial, error) {
	outMost, nimMost := namedLimits(set, lim)
	cliOut, cliNim := namedLimits(set, CLILimits)
	misere := c.Play == Misere
	if c.Len > outMost || !misere && c.Len > nimMost {
		most := min(outMost, nimMost)
		if misere {
			most = outMost
		}
		return nil, inputErrorf("len", strconv.Itoa(c.Len), "the move set %s has no known period, so its values are computed heap by heap, and %s computes them only below %s; use a smaller len%s",
			set.name, lim.Where, Grouped(most), namedCLIHint(lim, most, min(cliOut, cliNim), " or the CLI"))
	}
	r := &Result{}
	g := &impartial{Result: r}

	// The normal-play cold heaps; misère play reads them shifted by least.
	outNeed := namedNeed(c, c.Len, outMost, false)
	nimNeed := 0
	if !misere {
		nimNeed = namedNeed(c, c.Len, nimMost, true)
	}
	listed := max(outNeed, nimNeed, namedSumHeaps(c))
	members := set.upTo(listed)
	below := func(m int) []int {
		i := 0
		for i < len(members) && members[i] < m {
			i++
		}
		return members[:i]
	}
	w.stage, w.total, w.lastDone = "outcomes", outNeed, -1
	moves := below(outNeed)
	var cold bitset
	var err error
	if len(moves) == 0 {
		cold = fullSet(outNeed) // no move reaches any heap below outNeed
	} else if cold, err = namedPick(c.Algorithm, moves, outNeed).cold(moves, outNeed, w); err != nil {
		return nil, err
	}
	r.OutcomeSearch = outNeed
	normal := func(n int) Outcome {
		if cold.has(n) {
			return P
		}
		return N
	}
	letters := make([]byte, c.Len)
	for i := range letters {
		letters[i] = byte(namedShifted(i, set.least, misere, normal))
	}
	r.Outcomes = string(letters)

	// The heaps below outNeed are answered (in misère play from the normal
	// heaps below them); outNeed includes the heap asked about when it lies
	// below outMost.
	g.outcomeAt = func(n *big.Int) (Outcome, bool) {
		if !n.IsInt64() || n.Int64() >= int64(outNeed) {
			return 0, false
		}
		return namedShifted(int(n.Int64()), set.least, misere, normal), true
	}
	g.options = namedOptions(set, members, listed)
	g.unknown = func(n *big.Int) string {
		if !n.IsInt64() || n.Int64() >= int64(outMost) {
			return fmt.Sprintf("the move set %s has no known period, so heap sizes from %s on cannot be answered within the limits of %s%s",
				set.name, Grouped(outMost), lim.Where, namedCLIHint(lim, outMost, cliOut, "; the CLI answers below "+Grouped(cliOut)))
		}
		return fmt.Sprintf("the move set %s has no known period, so nim-values from heap %s on cannot be computed within the limits of %s%s",
			set.name, Grouped(nimMost), lim.Where, namedCLIHint(lim, nimMost, cliNim, "; the CLI computes them below "+Grouped(cliNim)))
	}
	if misere {
		return g, nil
	}

	w.stage, w.total, w.lastDone = "nim-values", nimNeed, -1
	moves = below(nimNeed)
	nim := make([]uint32, nimNeed)
	if len(moves) > 0 {
		if nim, err = pick(c.Algorithm, moves, nimNeed).nim(moves, nimNeed, w); err != nil {
			return nil, err
		}
	}
	r.Nim, r.NimSearch = nim[:c.Len], nimNeed
	g.nimAt = func(n *big.Int) (uint32, bool) {
		if !n.IsInt64() || n.Int64() >= int64(nimNeed) {
			return 0, false
		}
		return nim[n.Int64()], true
	}
	return g, nil
}

// analyzeTheory analyses a named set with a closed form (powers2, primes1,
// moser): every heap size is answered from the theorem, in normal and, by
// the misère lemma above, misère play.
func analyzeTheory(c Config, lim Limits, set *namedSet, w *work) (*impartial, error) {
	misere := c.Play == Misere
	r := &Result{Proof: set.proof, OutcomeSearch: c.Len}
	g := &impartial{Result: r}
	w.stage, w.total, w.lastDone = "outcomes", c.Len, -1
	normal := func(n int) Outcome {
		if set.nimOf(n) == 0 {
			return P
		}
		return N
	}
	letters := make([]byte, c.Len)
	for i := range letters {
		if i%stepEvery == 0 {
			if err := w.step(i); err != nil {
				return nil, err
			}
		}
		letters[i] = byte(namedShifted(i, set.least, misere, normal))
	}
	r.Outcomes = string(letters)
	if set.period > 0 {
		p := set.period
		r.OutcomePeriod = &Period{Preperiod: 0, Period: p, Proven: true}
		if misere {
			// Periodic from least on by the lemma; walk back for the smallest
			// preperiod, reading the values from the theorem.
			at := func(i int) uint64 { return uint64(namedShifted(i, set.least, misere, normal)) }
			q := smallestPreperiod(set.least, p, set.least+2*p, at)
			r.OutcomePeriod = &q
		}
	}
	if misere {
		r.Proof = fmt.Sprintf("misère outcomes are the normal ones shifted by %d, and %s", set.least, set.proof)
	}

	// The members are listed for the moves that sums and queries list; the
	// rest come from set.after. primes1 needs its primes up to each heap
	// whose moves it lists, so it answers those below lim.Search only: the
	// winning moves at heaps ≡ 1 or 3 (mod 4), and sums.
	listMost := math.MaxInt
	if set.name == "primes1" {
		listMost = lim.Search
	}
	listed := max(namedNeed(c, c.Len, listMost, true), namedSumHeaps(c))
	if set.name != "primes1" {
		listed = min(listed, 1<<20)
	}
	members := set.upTo(listed)
	g.options = namedOptions(set, members, listed)

	// listable reports whether the winning moves at an N-position n of the
	// normal game can be listed; normalWins lists their takes.
	listable := func(n *big.Int) bool {
		return set.wins != nil || n.Bit(1) == 1 && n.Bit(0) == 0 || n.IsInt64() && n.Int64() < int64(listMost)
	}
	normalWins := func(n *big.Int) []*big.Int {
		if set.wins != nil {
			return set.wins(n)
		}
		// primes1: a take with n's residue mod 4 leaves a multiple of 4.
		rest := n.Bit(0) | n.Bit(1)<<1
		if rest == 2 {
			return []*big.Int{big.NewInt(2)} // the only even member
		}
		var takes []*big.Int
		for _, s := range members {
			if int64(s) > n.Int64() {
				break
			}
			if uint(s)&3 == rest {
				takes = append(takes, big.NewInt(int64(s)))
			}
		}
		return takes
	}
	base := func(n *big.Int) (*big.Int, bool) { // the heap of the normal game
		if !misere {
			return n, true
		}
		m := new(big.Int).Sub(n, big.NewInt(int64(set.least)))
		return m, m.Sign() >= 0
	}
	g.outcomeAt = func(n *big.Int) (Outcome, bool) {
		m, ok := base(n)
		if !ok {
			return N, true // no move: the player to move has won
		}
		if set.cold(m) {
			return P, true
		}
		return N, listable(m)
	}
	g.winning = func(n *big.Int) []Move {
		moves := []Move{}
		m, ok := base(n)
		if !ok {
			return moves
		}
		for _, s := range normalWins(m) {
			moves = append(moves, bigMove(s, new(big.Int).Sub(n, s)))
		}
		return moves
	}
	nimMost := big.NewInt(moserNimMost)
	if set.name == "primes1" {
		nimMost = big.NewInt(int64(listMost))
	}
	g.unknown = func(n *big.Int) string {
		if _, ok := g.outcomeAt(n); !ok {
			which := "taking any prime ≡ 3 (mod 4)"
			if namedMod4(n, set.least, misere) == 1 {
				which = "taking 1 or any prime ≡ 1 (mod 4)"
			}
			return fmt.Sprintf("heap %s is an N-position (%s), but its winning moves, %s up to the heap, are too many to list: the primes are listed only below %s within the limits of %s%s",
				namedShort(n), r.Proof, which, Grouped(lim.Search), lim.Where,
				namedCLIHint(lim, lim.Search, CLILimits.Search, "; the CLI lists them below "+Grouped(CLILimits.Search)))
		}
		return fmt.Sprintf("a sum lists every move of each heap, which is done for the move set %s only below heap %s (%s)",
			set.name, namedGrouped(nimMost), set.proof)
	}
	if misere {
		return g, nil
	}
	nim := make([]uint32, c.Len)
	for i := range nim {
		nim[i] = set.nimOf(i)
	}
	r.Nim, r.NimSearch = nim, c.Len
	if set.period > 0 {
		r.NimPeriod = &Period{Preperiod: 0, Period: set.period, Proven: true}
	}
	g.nimAt = func(n *big.Int) (uint32, bool) {
		if set.name != "powers2" && n.Cmp(nimMost) >= 0 {
			return 0, false
		}
		return set.nim(n), true
	}
	return g, nil
}

// namedPick returns the engine for an algorithm, as pick does, except that
// Auto takes the convolution for the outcomes of a set as dense as the
// primes, once |S|/64 > 1.5·log₂²n (the primes from about 5·10^5 on):
// Bitset costs about n·|S|/64 word operations there, the convolution
// O(n log² n); on the primes the convolution took 380 ms against 445 ms at
// n = 6·10^5 and 2.1 s against 7.0 s at 2.5·10^6. Squares (|S| = √n) and
// the sparse sets stay with Bitset.
func namedPick(a Algorithm, moves []int, n int) engine {
	if a == Auto {
		lg := bits.Len(uint(n))
		if len(moves)/64 > 3*lg*lg/2 {
			return engines[Convolution]
		}
	}
	return pick(a, moves, n)
}

// namedShifted returns the outcome of heap n: normal's in normal play; in misère
// play N below least (no move) and normal's at n−least from there on (the
// misère lemma above).
func namedShifted(n, least int, misere bool, normal func(int) Outcome) Outcome {
	if !misere {
		return normal(n)
	}
	if n < least {
		return N
	}
	return normal(n - least)
}

// namedOptions lists the moves from heap n: the members listed up to
// listed, then the next ones from set.after.
func namedOptions(set *namedSet, members []int, listed int) func(n *big.Int, yield func(Move) bool) {
	return func(n *big.Int, yield func(Move) bool) {
		for _, s := range members {
			if n.IsInt64() && int64(s) > n.Int64() {
				return
			}
			if !yield(Move{Take: s, Leave: []*big.Int{new(big.Int).Sub(n, big.NewInt(int64(s)))}}) {
				return
			}
		}
		for s := set.after(big.NewInt(int64(listed))); s.Cmp(n) <= 0; s = set.after(s) {
			if !yield(bigMove(s, new(big.Int).Sub(n, s))) {
				return
			}
		}
	}
}

// namedLimits returns how many heap sizes of a set without a closed form
// may have their outcomes, and their nim-values, computed within lim. The
// outcomes use the bit-parallel engine's bound, M/64 words times the moves:
// M·|S ∩ [1,M)|/64 ≤ lim.Work, and at most 4·lim.Search heap sizes (the
// bitset of 2^24 heaps is 2 MiB on the page). The nim-values use the
// recurrence's bound, as finite sets do: M·|S ∩ [1,M)| ≤ lim.Work, and M ≤
// lim.NimSearch.
//
// On the page (PageLimits) that is, for squares, outcomes below 10,569,001
// (about a second in the browser at 10^7) and nim-values below 660,969; for
// primes 603,665 and 69,034; for fibonacci 16,777,216 and 1,048,576. The
// CLI reaches 67,108,864 and 4,194,304 for squares, 2,541,695 and 293,542
// for primes.
func namedLimits(set *namedSet, lim Limits) (outcomes, nims int) {
	largest := func(most int, fits func(m int) bool) int {
		lo, hi := 0, most // fits(lo); find the largest
		for lo < hi {
			mid := lo + (hi-lo+1)/2
			if fits(mid) {
				lo = mid
			} else {
				hi = mid - 1
			}
		}
		return lo
	}
	outcomes = largest(4*lim.Search, func(m int) bool {
		return int64(m)/64*int64(1+set.count(m)) <= lim.Work
	})
	nims = largest(lim.NimSearch, func(m int) bool {
		return int64(m)*int64(set.count(m)) <= lim.Work
	})
	return outcomes, nims
}

// namedNeed returns how many heap sizes to compute: len, and one more than
// the heap asked about when it lies below most; with sums, also one more
// than the largest heap of the sum below most (normal play: a sum reads the
// nim-values of each heap and its options).
func namedNeed(c Config, length, most int, sums bool) int {
	need := length
	if c.N != nil && c.N.IsInt64() && c.N.Int64() < int64(most) {
		need = max(need, int(c.N.Int64())+1)
	}
	if sums && c.Play == Normal {
		for _, h := range c.Heaps {
			if h.IsInt64() && h.Int64() < int64(most) {
				need = max(need, int(h.Int64())+1)
			}
		}
	}
	return need
}

// namedSumHeaps returns one more than the largest heap of a misère sum that
// its search may visit (at most 2^20), so that its moves are listed; 0
// without one.
func namedSumHeaps(c Config) int {
	most := 0
	if c.Play != Misere {
		return 0
	}
	for _, h := range c.Heaps {
		if h.IsInt64() && h.Int64() <= 1<<20 {
			most = max(most, int(h.Int64())+1)
		}
	}
	return most
}

// namedCLIHint returns hint when the limits are not the CLI's and the CLI goes
// further than ours, cli against ours; "" otherwise.
func namedCLIHint(lim Limits, ours, cli int, hint string) string {
	if lim.Where == CLILimits.Where || cli <= ours {
		return ""
	}
	return hint
}

// namedMod4 returns the residue mod 4 of the winning takes of primes1 at n:
// n's own, or n−least's in misère play.
func namedMod4(n *big.Int, least int, misere bool) uint {
	m := new(big.Int).Set(n)
	if misere {
		m.Sub(m, big.NewInt(int64(least)))
	}
	return m.Bit(0) | m.Bit(1)<<1
}

// namedGrouped writes a big number with thousands separators.
func namedGrouped(n *big.Int) string {
	if n.IsInt64() && n.Int64() <= math.MaxInt {
		return Grouped(int(n.Int64()))
	}
	return n.String()
}

// namedShort writes a heap size, shortening one of many digits.
func namedShort(n *big.Int) string {
	s := n.String()
	if len(s) > 24 {
		return s[:10] + "…" + s[len(s)-4:] + " (" + strconv.Itoa(len(s)) + " digits)"
	}
	return s
}
