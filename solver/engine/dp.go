package engine

import "stones/solver/game"

// coldDP is the recurrence itself: heap i is cold when no move reaches a
// cold heap. The cost is O(n·|S|) time and O(n) bits.
func coldDP(moves []int, n int, w *game.Work) (Bits, error) {
	cold := NewBits(n)
	for i := range n {
		if i%game.StepEvery == 0 {
			if err := w.Step(i); err != nil {
				return nil, err
			}
		}
		hot := false
		for _, s := range moves {
			if s > i {
				break
			}
			if cold.Has(i - s) {
				hot = true
				break
			}
		}
		if !hot {
			cold.Set(i)
		}
	}
	return cold, nil
}

// nimDP computes nim-values by the mex recurrence. The cost is O(n·|S|)
// time and O(n + |S|) space.
func nimDP(moves []int, n int, w *game.Work) ([]uint32, error) {
	nim := make([]uint32, n)
	seen := make([]int, len(moves)+2) // seen[v] == i+1: value v is an option of heap i
	for i := range n {
		if i%game.StepEvery == 0 {
			if err := w.Step(i); err != nil {
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
