package engine

import "stones/solver/game"

// Algorithm selects how the values are computed: the key algo of a
// subtraction game. Every algorithm gives identical results.
type Algorithm string

// The algorithms. Bitset is Stones' extension of the configuration
// contract.
const (
	Auto        Algorithm = "auto"        // the fastest for the input: see Choose
	DP          Algorithm = "dp"          // the O(n·|S|) recurrence
	Sieve       Algorithm = "sieve"       // cold heaps mark their hot successors: O(n + |C|·|S|)
	Convolution Algorithm = "convolution" // Boolean convolution by divide and conquer: O(n log² n)
	Bitset      Algorithm = "bitset"      // 64 heap sizes a word: O(n·(1 + |S|/64))
)

// Algorithms lists the values of the key algo, Auto first.
var Algorithms = []Algorithm{Auto, DP, Sieve, Convolution, Bitset}

// engine computes a subtraction game's values for the heap sizes 0..n−1.
// moves is sorted ascending, distinct, positive and not empty.
type engine struct {
	cold func(moves []int, n int, w *game.Work) (Bits, error) // bit i set when heap i is cold
	nim  func(moves []int, n int, w *game.Work) ([]uint32, error)
}

// engines holds one engine per algorithm other than Auto.
var engines = map[Algorithm]engine{
	DP:          {cold: coldDP, nim: nimDP},
	Sieve:       {cold: coldSieve, nim: nimSieve},
	Convolution: {cold: coldConvolution, nim: nimConvolution},
	Bitset:      {cold: coldBitset, nim: nimBitset},
}

// pick returns the engine of an algorithm, Auto's choice for Auto and for
// any value that names none.
func pick(a Algorithm, moves []int, n int) engine {
	if e, ok := engines[a]; ok {
		return e
	}
	return engines[Choose(moves, n)]
}

// Choose is Auto's choice for a move set and a size: Bitset, for every
// input, on the figures of the benchmarks (bench_test.go) and of a wider
// sweep (n from 10^3 to 10^7; 3 to 2001 moves, up to 100000; cold heaps
// dense and sparse; largest nim-values from 3 to 254).
//
// Its outcomes ran 3 to 13 times faster than the next fastest engine from
// n = 10^5 on, and within a microsecond of it at n = 10^3. Its nim-values
// ran up to 20 times faster than the recurrence (2001 moves, few values),
// and at worst about as fast (hundreds of moves spread over tens of
// thousands, values above 64: then each heap marks its successors one by
// one, as the recurrence reads them); its outcomes, computed too, more than
// make up the difference there. Dense random sets (BenchmarkColdDense: up
// to 160,000 moves at 2^20 heaps) favour it further: they have few cold
// heaps. A caller that knows its sets better may choose otherwise: package
// named takes the convolution for the outcomes of the primes from about
// 2^19 heaps (BENCH.md, "The choice of algo=auto"). The cost is O(1).
func Choose(moves []int, n int) Algorithm {
	return Bitset
}

// Cold returns the cold heaps (P-positions) among 0..n−1 of the subtraction
// game with the given moves, in normal play, computed by algorithm a (Auto,
// or an unknown value, takes Choose's). moves must be sorted ascending,
// distinct and positive; it may be empty (every heap is then cold). The
// cost is that of the algorithm (see Algorithm), O(n) bits of memory; it
// returns w's error once the computation is cancelled.
func Cold(a Algorithm, moves []int, n int, w *game.Work) (Bits, error) {
	if len(moves) == 0 {
		return FullBits(n), nil
	}
	return pick(a, moves, n).cold(moves, n, w)
}

// Nim returns the nim-values of heaps 0..n−1 of the subtraction game with
// the given moves, computed by algorithm a, as Cold does: the recurrence
// costs O(n·|S|); the others O((m+1)·…) for the largest nim-value m ≤ |S|
// (see their algorithms). The result holds n values, 4n bytes.
func Nim(a Algorithm, moves []int, n int, w *game.Work) ([]uint32, error) {
	if len(moves) == 0 {
		return make([]uint32, n), nil
	}
	return pick(a, moves, n).nim(moves, n, w)
}

// ColdMisere returns the cold heaps among 0..n−1 of the subtraction game
// with the given moves in misère play, where the player who cannot move
// wins: a heap below min S has no move, so the player to move has already
// won; above, a heap is cold when every move reaches a hot heap. These are
// the cold heaps of the normal game with hotspots at the heaps below min S
// (Eppstein 2018, §2.1), decided 64 heaps a word as Bitset does. moves must
// be sorted ascending, distinct, positive and not empty. The cost is that
// of Bitset's outcomes.
func ColdMisere(moves []int, n int, w *game.Work) (Bits, error) {
	free := FullBits(n)
	for i := range min(moves[0], n) {
		free[i>>6] &^= 1 << (uint(i) & 63)
	}
	return newBitLevels(moves, n).level(free, stepper(w))
}

// stepper returns w's Step as a function.
func stepper(w *game.Work) func(int) error { return func(i int) error { return w.Step(i) } }
