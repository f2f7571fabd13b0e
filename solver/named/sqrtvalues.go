package named

import (
	"math/big"
	"strconv"
	"sync"

	"stones/solver/game"
	"stones/solver/numerals"
)

// sqrtProof is what the outcomes of the rule sqrt rest on.
const sqrtProof = "a closed form for the P-positions (a theorem); no period"

// solveSqrt solves the rule sqrt: its outcomes follow the theorem of
// sqrt.go at every heap size, with one winning move at each N-position; its
// nim-values are computed by nimSqrt, up to lim.NimSearch heaps. The
// P-positions grow sparser (gaps of about √n), so neither sequence is
// periodic.
func (g *Game) solveSqrt(length int, lim game.Limits, w *game.Work) (*game.Solution, error) {
	sol := &game.Solution{OutcomeSearch: length, Proof: sqrtProof}
	cold := sqrtColdTable(length, g.misere)
	letters := make([]byte, length)
	for i := range letters {
		letters[i] = byte(game.N)
		if cold.Has(i) {
			letters[i] = byte(game.P)
		}
	}
	sol.Outcomes = string(letters)
	v := sqrtValues{misere: g.misere}
	if g.misere {
		sol.Values = v
		return sol, nil
	}
	if length > lim.NimSearch {
		return nil, game.Errorf("len", strconv.Itoa(length), "the nim-values of the rule sqrt follow no known formula, so they are computed heap by heap, and %s computes them only below %s; use a smaller len",
			lim.Where, numerals.Grouped(lim.NimSearch))
	}
	nv := &sqrtNimValues{sqrtValues: v, w: w, most: lim.NimSearch, where: lim.Where}
	nv.mu.Lock()
	err := nv.grow(length, length)
	nv.mu.Unlock()
	if err != nil {
		return nil, err
	}
	sol.Nim = nv.nim[:length:length]
	sol.NimSearch = length
	sol.Values = nv
	return sol, nil
}

// sqrtValues answers the outcome of any heap under the rule sqrt.
type sqrtValues struct{ misere bool }

// Outcome returns the outcome of a heap of n by the closed form: one
// integer square root and a few products of n-sized numbers, microseconds
// at 100 digits.
func (v sqrtValues) Outcome(n *big.Int) (game.Outcome, error) {
	small := n.IsUint64() && n.Uint64() < 1<<62
	if small && sqrtColdInt(n.Uint64(), v.misere) || !small && sqrtCold(n, v.misere) {
		return game.P, nil
	}
	return game.N, nil
}

// WinningMoves returns the one winning move from an N-position, which
// leaves the last P-position below it (none from a P-position, nor from
// the misère heap 0, which has no move). Its take, up to about √n, exceeds
// an int at 40 digits and more: game.BigMove keeps it exact. The cost is
// that of Outcome.
func (v sqrtValues) WinningMoves(n *big.Int) ([]game.Move, error) {
	moves := []game.Move{}
	if o, _ := v.Outcome(n); o == game.P || n.Sign() == 0 {
		return moves, nil
	}
	p := sqrtLastCold(new(big.Int).Sub(n, big.NewInt(1)), v.misere)
	return append(moves, game.BigMove(new(big.Int).Sub(n, p), p)), nil
}

// sqrtNimValues adds the nim-values of normal play, computed heap by heap.
type sqrtNimValues struct {
	sqrtValues
	w     *game.Work
	most  int // lim.NimSearch
	where string

	mu  sync.Mutex
	nim []uint32
}

// grow computes the nim-values below at least need: below size, or twice
// as many as before when that is more, up to most. The caller holds mu.
func (v *sqrtNimValues) grow(need, size int) error {
	if need <= len(v.nim) && v.nim != nil {
		return nil
	}
	size = min(v.most, max(size, 2*len(v.nim)))
	v.w.Begin("nim-values", size)
	nim, err := nimSqrt(size, v.w)
	if err != nil {
		return err
	}
	v.nim = nim
	return nil
}

// Nim returns the nim-value of a heap of n, computing the nim-values up to
// n first when they are not yet known (O(n)); from lim.NimSearch on an
// *game.Unknown names the limit.
func (v *sqrtNimValues) Nim(n *big.Int) (uint32, error) {
	if !n.IsInt64() || n.Int64() >= int64(v.most) {
		return 0, &game.Unknown{Reason: "the nim-values of the rule sqrt follow no known formula, so they are computed heap by heap, and " +
			v.where + " computes them only below " + numerals.Grouped(v.most)}
	}
	i := int(n.Int64())
	v.mu.Lock()
	defer v.mu.Unlock()
	if err := v.grow(i+1, i+1); err != nil {
		return 0, err
	}
	return v.nim[i], nil
}
