package named

import (
	"math"
	"math/big"
	"math/bits"
	"slices"
	"strings"

	"stones/solver/engine"
	"stones/solver/game"
)

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
//     binary, as Golomb found (1966; quoted by Eppstein 2018, §3.3).
//     Proof: a member s has base-4 digits 0 and 1. If n−s = m, adding s to
//     m changes the lowest digit where s has a 1 by 1, with no carry into
//     it, so the parities of n and m differ there: no move keeps the value.
//     For a value v below nim(n), let j be the highest bit where they differ
//     (n's digit j is odd, v's bit j is 0); subtract s digit by digit from
//     the lowest, with borrow b: below j choose s_i in {0,1} so that
//     n_i−s_i−b has the parity of v's bit i (one of the two choices does);
//     at j take s_j = 1−b, leaving the even n_j−1 ≥ 0 and no borrow; above
//     j, s_i = 0. The result m = n−s has value v, and s > 0 (if b = 1 at j,
//     some lower s_i is 1). So every smaller value is an option. The cold
//     heaps are those whose base-4 digits are all even. The same
//     subtraction shows that the move to any value v, when there is one, is
//     unique: each s_i in {0,1} is forced by the parity v asks for at digit
//     i (moserTakeTo).
//
// Misère play reduces to normal play for every subtraction set S with
// smallest member a (the misère lemma, checked by the tests against a
// direct search): the heaps below a have no move, so the player to move
// wins; from a heap n ≥ a a move to a heap below a hands the win to the
// opponent, and the other moves are exactly the moves of the normal game
// from n−a. So the misère outcome of n ≥ a is the normal outcome of n−a,
// and the misère winning moves at n are the normal winning moves at n−a.

// set is a named infinite move set of the configuration contract.
type set struct {
	name  string
	words string                    // the set for a title: "the squares {1, 4, 9, 16, …}"
	least int                       // the smallest member
	upTo  func(most int) []int      // the members ≤ most, ascending
	after func(x *big.Int) *big.Int // the smallest member > x ≥ 0
	count func(m int) int           // the members < m, or an upper bound of their number
	// The closed form, for powers2, primes1 and moser; nil elsewhere.
	nim func(n *big.Int) (uint32, bool) // the normal-play nim-value; false when it exceeds 32 bits
	// bigNim is the nim-value exactly, for a set whose values grow without
	// bound (moser); nil elsewhere.
	bigNim func(n *big.Int) *big.Int
	nimOf  func(n int) uint32    // the same for small heaps, fast
	cold   func(n *big.Int) bool // whether the nim-value is 0, for every heap
	// takesTo returns the takes from a heap of n that leave a heap of
	// nim-value v, from the theorem (powers2, moser); nil for primes1,
	// whose takes are listed from the primes.
	takesTo func(n *big.Int, v uint32) []*big.Int
	// period is the proven period from heap 0 of the normal-play
	// nim-values and outcomes; 0 when there is none.
	period int
	proof  string
}

// Sets are the named move sets of the permalink contract and the rule sqrt,
// in the order the page offers them, with their labels: the one list of
// them. The subtraction family's key moves takes them (game.Key.Named);
// ParseMoveSet reads their names.
var Sets = []game.NamedSet{
	{Name: "squares", Label: "squares", Members: "1, 4, 9, 16, 25, …"},
	{Name: "primes", Label: "primes", Members: "2, 3, 5, 7, 11, …"},
	{Name: "primes1", Label: "primes ∪ {1}", Members: "1, 2, 3, 5, 7, 11, …"},
	{Name: "powers2", Label: "powers of 2", Members: "1, 2, 4, 8, 16, …"},
	{Name: "fibonacci", Label: "Fibonacci", Members: "1, 2, 3, 5, 8, 13, …"},
	{Name: "moser", Label: "Moser–de Bruijn", Members: "1, 4, 5, 16, 17, 20, 21, …"},
	{Name: "sqrt", Label: "⌊√n⌋ rule", Members: "from a heap of n, take 1 to ⌊√n⌋", Rule: true},
}

// ParseMoveSet parses a move set: the name of one of Sets (in any case,
// with spaces around it), or a finite set as game.ParseMoveSet reads it.
// key names the parameter in error messages. The cost is that of
// game.ParseMoveSet.
func ParseMoveSet(key, text string) (game.MoveSet, error) {
	name := strings.ToLower(game.TrimSpaces(text))
	if slices.ContainsFunc(Sets, func(s game.NamedSet) bool { return s.Name == name }) {
		return game.Named(name), nil
	}
	return game.ParseMoveSet(key, text)
}

// sets define the named sets of Sets but the rule sqrt, which is not a set
// (its moves depend on the heap; see sqrt.go).
var sets = map[string]*set{
	"squares": {
		name: "squares", words: "the squares {1, 4, 9, 16, …}", least: 1, upTo: squares,
		after: func(x *big.Int) *big.Int {
			r := new(big.Int).Sqrt(x)
			r.Add(r, big.NewInt(1))
			return r.Mul(r, r)
		},
		count: func(m int) int { return int(isqrt(uint64(max(m, 1) - 1))) },
	},
	"primes": {
		name: "primes", words: "the primes {2, 3, 5, 7, …}", least: 2, upTo: func(most int) []int { return primes(most, false) },
		after: nextPrime, count: primeBound,
	},
	"primes1": {
		name: "primes1", words: "1 and the primes {1, 2, 3, 5, 7, …}", least: 1,
		upTo: func(most int) []int { return primes(most, true) },
		after: func(x *big.Int) *big.Int {
			if x.Sign() == 0 {
				return big.NewInt(1)
			}
			return nextPrime(x)
		},
		count:  func(m int) int { return 1 + primeBound(m) },
		nim:    func(n *big.Int) (uint32, bool) { return uint32(n.Bit(0) | n.Bit(1)<<1), true },
		nimOf:  func(n int) uint32 { return uint32(n & 3) },
		cold:   func(n *big.Int) bool { return n.Bit(0)|n.Bit(1) == 0 },
		period: 4, proof: "nim(n) = n mod 4, a theorem",
	},
	"powers2": {
		name: "powers2", words: "the powers of 2 {1, 2, 4, 8, …}", least: 1, upTo: powers,
		after: func(x *big.Int) *big.Int { return new(big.Int).Lsh(big.NewInt(1), uint(x.BitLen())) },
		count: func(m int) int { return bits.Len(uint(max(m, 1) - 1)) },
		nim: func(n *big.Int) (uint32, bool) {
			return uint32(new(big.Int).Mod(n, big.NewInt(3)).Uint64()), true
		},
		nimOf: func(n int) uint32 { return uint32(n % 3) },
		cold:  func(n *big.Int) bool { return new(big.Int).Mod(n, big.NewInt(3)).Sign() == 0 },
		takesTo: func(n *big.Int, v uint32) []*big.Int {
			// 2^j ≡ 1 (mod 3) for even j, 2 for odd j: take the powers
			// with the residue of n−v, leaving a heap ≡ v (mod 3).
			if v >= 3 {
				return nil
			}
			r := new(big.Int).Sub(n, big.NewInt(int64(v)))
			if r.Sign() < 0 {
				return nil
			}
			k := r.Mod(r, big.NewInt(3)).Uint64()
			if k == 0 {
				return nil
			}
			var takes []*big.Int
			for s := new(big.Int).Lsh(big.NewInt(1), uint(k-1)); s.Cmp(n) <= 0; s = new(big.Int).Lsh(s, 2) {
				takes = append(takes, s)
			}
			return takes
		},
		period: 3, proof: "nim(n) = n mod 3, a theorem",
	},
	"fibonacci": {
		name: "fibonacci", words: "the Fibonacci numbers {1, 2, 3, 5, 8, …}", least: 1, upTo: fibonacci,
		after: func(x *big.Int) *big.Int {
			a, b := big.NewInt(1), big.NewInt(2)
			for a.Cmp(x) <= 0 {
				a, b = b, new(big.Int).Add(a, b)
			}
			return a
		},
		count: func(m int) int { return len(fibonacci(m - 1)) },
	},
	"moser": {
		name: "moser", words: "the sums of distinct powers of 4 {1, 4, 5, 16, …}", least: 1, upTo: moserUpTo, after: moserAfter,
		count:  func(m int) int { return len(moserUpTo(m - 1)) },
		nim:    moserNimBig,
		bigNim: moserNimExact,
		nimOf:  func(n int) uint32 { return uint32(moserNim(uint64(n))) },
		cold:   moserCold,
		takesTo: func(n *big.Int, v uint32) []*big.Int {
			if s := moserTakeTo(n, v); s != nil {
				return []*big.Int{s}
			}
			return nil
		},
		proof: "nim(n) = n's base-4 digits mod 2, read in binary (Golomb), a theorem; no period",
	},
}

// squares returns 1, 4, 9, … up to most.
func squares(most int) []int {
	var s []int
	for k := 1; k*k <= most; k++ {
		s = append(s, k*k)
	}
	return s
}

// powers returns 1, 2, 4, … up to most.
func powers(most int) []int {
	var s []int
	for p := 1; p <= most; p *= 2 {
		s = append(s, p)
	}
	return s
}

// fibonacci returns 1, 2, 3, 5, 8, … up to most.
func fibonacci(most int) []int {
	var s []int
	for a, b := 1, 2; a <= most; a, b = b, a+b {
		s = append(s, a)
	}
	return s
}

// primes returns the primes up to most, after 1 when one is set, by the
// sieve of Eratosthenes over the odd numbers. The cost is O(most log log
// most) time and most/2 bits.
func primes(most int, one bool) []int {
	var s []int
	if one && most >= 1 {
		s = append(s, 1)
	}
	if most < 2 {
		return s
	}
	s = append(s, 2)
	composite := engine.NewBits(most/2 + 1) // bit i: 2i+1
	for i := 1; 2*i+1 <= most; i++ {
		if composite.Has(i) {
			continue
		}
		p := 2*i + 1
		s = append(s, p)
		for j := p * p / 2; 2*j+1 <= most; j += p {
			composite.Set(j)
		}
	}
	return s
}

// primeBound bounds the number of primes below m from above: π(x) <
// 1.25506·x/ln x for x > 1 (Rosser and Schoenfeld, 1962). It feeds the cost
// estimates only.
func primeBound(m int) int {
	if m < 100 {
		return len(primes(m-1, false))
	}
	x := float64(m)
	return int(1.25506*x/math.Log(x)) + 1
}

// nextPrime returns the smallest prime > x. ProbablyPrime is exact below
// 2^64, and its error beyond is below 4^-20.
func nextPrime(x *big.Int) *big.Int {
	p := new(big.Int).Add(x, big.NewInt(1))
	if p.Cmp(big.NewInt(2)) < 0 {
		p.SetInt64(2)
	}
	for !p.ProbablyPrime(20) {
		p.Add(p, big.NewInt(1))
	}
	return p
}

// moserEvenBits has the bits of the base-4 digits' low halves: a number
// with only these bits is a member of the Moser–de Bruijn sequence.
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

// moserNimBig is moserNim for a heap of any size; false when the value
// does not fit 32 bits (an odd base-4 digit at position 32 or above). The
// cost is O(digits of n).
func moserNimBig(n *big.Int) (uint32, bool) {
	var v uint32
	for i := 0; 2*i < n.BitLen(); i++ {
		if n.Bit(2*i) == 1 {
			if i >= 32 {
				return 0, false
			}
			v |= 1 << i
		}
	}
	return v, true
}

// moserNimExact is moserNim for a heap of any size, exactly. The cost is
// O(digits of n).
func moserNimExact(n *big.Int) *big.Int {
	v := new(big.Int)
	for i := 0; 2*i < n.BitLen(); i++ {
		v.SetBit(v, i, n.Bit(2*i))
	}
	return v
}

// moserTakeTo returns the one move from heap n to a heap of nim-value v, or
// nil when there is none: the digit-by-digit subtraction of the proof
// above, in which the parity v asks for at each base-4 digit forces that
// digit of the move, 0 or 1, and the move exists when it ends without a
// borrow and takes something. With v = 0 it is the one winning move, nil at
// a cold heap. The cost is O(digits of n).
func moserTakeTo(n *big.Int, v uint32) *big.Int {
	digits := (n.BitLen() + 1) / 2
	if bits.Len32(v) > digits {
		return nil // n−s has no digit where v asks for an odd one
	}
	s := new(big.Int)
	borrow := 0
	for i := range digits {
		x := int(n.Bit(2*i)|n.Bit(2*i+1)<<1) - borrow
		want := int(v>>i) & 1
		if (x-want)&1 != 0 {
			s.SetBit(s, 2*i, 1)
			x--
		}
		borrow = 0
		if x < 0 {
			borrow = 1
		}
	}
	if borrow != 0 || s.Sign() == 0 {
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
