package solver

// An engine computes a subtraction game's values for the heap sizes 0..n-1.
// Every engine returns exactly what the recurrence of the classic game gives
// (seed 000 §2; Eppstein, seed 002 §1):
//
//	nim(n) = mex { nim(n-s) : s ∈ S, s ≤ n },   n is cold (a P-position) iff nim(n) = 0.
//
// moves is sorted ascending, distinct and positive. The engines call w.step
// at least every stepEvery heap sizes and return its error when cancelled.
type engine struct {
	cold func(moves []int, n int, w *work) (bitset, error) // bit i set when heap i is cold
	nim  func(moves []int, n int, w *work) ([]uint32, error)
}

// engines holds one engine per algorithm other than Auto.
var engines = map[Algorithm]engine{
	DP:          {cold: coldDP, nim: nimDP},
	Sieve:       {cold: coldSieve, nim: nimSieve},
	Convolution: {cold: coldConvolution, nim: nimConvolution},
	Bitset:      {cold: coldBitset, nim: nimBitset},
}

// coldDP is the recurrence itself: heap i is cold when no move reaches a
// cold heap. The cost is O(n·|S|) time and O(n) bits.
func coldDP(moves []int, n int, w *work) (bitset, error) {
	cold := newBitset(n)
	for i := range n {
		if i%stepEvery == 0 {
			if err := w.step(i); err != nil {
				return nil, err
			}
		}
		hot := false
		for _, s := range moves {
			if s > i {
				break
			}
			if cold.has(i - s) {
				hot = true
				break
			}
		}
		if !hot {
			cold.set(i)
		}
	}
	return cold, nil
}

// nimDP computes nim-values by the mex recurrence. The cost is O(n·|S|)
// time and O(n + |S|) space.
func nimDP(moves []int, n int, w *work) ([]uint32, error) {
	nim := make([]uint32, n)
	seen := make([]int, len(moves)+2) // seen[v] == i+1: value v is an option of heap i
	for i := range n {
		if i%stepEvery == 0 {
			if err := w.step(i); err != nil {
				return nil, err
			}
		}
		for _, s := range moves {
			if s > i {
				break
			}
			seen[nim[i-s]] = i + 1
		}
		v := uint32(0)
		for seen[v] == i+1 {
			v++
		}
		nim[i] = v
	}
	return nim, nil
}
