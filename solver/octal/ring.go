package octal

import "stones/solver/periodic"

// A ring of n tokens has no ends, so a move taking k contiguous tokens
// leaves one row of n−k. It is legal when n = k and digit k has bit 1 (the
// whole ring), or n > k and digit k has bit 2 or bit 4 (k = 0 with a
// leading 4: the ring is cut open into a row of n). Later moves are those of
// rows. A ring's value is the mex of the values of the rows it can leave (0
// for nothing left). In Kayles on a cycle every move from a ring of n ≥ 3
// leaves a row of n−1 or n−2 ≥ 1, a first-player win by symmetry (Demaine,
// seed 003), so those rings are second-player wins; rings of 1 and 2 are
// taken whole.

// ringsFromRows returns the nim-values of rings 0..len(rows)-1 of the game of
// code from those of its rows, rows[0..). The cost is O(len(rows) · t).
func ringsFromRows(code Code, rows []uint32) []uint32 {
	t := code.MaxTake()
	ring := make([]uint32, len(rows))
	var seen [2*MaxDigits + 4]bool // at most t+1 options: the mex is ≤ t+1
	for n := 1; n < len(rows); n++ {
		clear(seen[:])
		for k := 0; k <= min(t, n); k++ {
			d := code.Digit(k)
			switch {
			case n == k && k >= 1 && d&1 != 0:
				seen[0] = true
			case n > k && d&6 != 0 && int(rows[n-k]) < len(seen):
				seen[rows[n-k]] = true
			}
		}
		v := 0
		for seen[v] {
			v++
		}
		ring[n] = uint32(v)
	}
	return ring
}

// ringPeriod returns the period of the ring values given the proven period
// rp of the rows of a game whose moves take at most t tokens. A ring of n
// ≥ A = max(a+t, t+1) has the same moves as a ring of n+p (n > t: none
// takes the whole ring) and they leave rows n−k and n+p−k ≥ a of equal
// values, so ring(n+p) = ring(n) for every n ≥ A: a theorem. The smallest
// period and preperiod then follow from the values below A+2p, which the
// rows' proof computed (it needed 2·max(a,1)+2p+t values, at least A+2p),
// so ring must hold at least that many. The cost is O(p · d(p)).
func ringPeriod(ring []uint32, rp periodic.Period, t int) periodic.Period {
	from := max(rp.Preperiod+t, t+1)
	return periodic.Smallest(func(i int) uint32 { return ring[i] },
		periodic.Period{Preperiod: from, Period: rp.Period, Proven: true})
}
