package octal

import (
	"fmt"
	"math"
	"math/big"

	"stones/solver/periodic"
)

// Shift is an arithmetic period of a sequence: g(n+Period) = g(n) + Saltus
// for every n ≥ Preperiod. A Saltus of 0 is an ordinary period. A Shift
// this package reports is a theorem for every n, not an observation.
type Shift struct {
	Preperiod, Period int
	Saltus            uint32
}

// String says the law in words: "g(n+4) = g(n) + 4 for every n ≥ 1".
func (s Shift) String() string {
	return fmt.Sprintf("g(n+%d) = g(n) + %d for every n ≥ %d", s.Period, s.Saltus, s.Preperiod)
}

// at returns g(n) by the law from the values g[0..len(g)), which must hold
// g[0..Preperiod+Period); ok is false when the value does not fit 32 bits.
func (s Shift) at(g []uint32, n *big.Int) (uint32, bool) {
	if n.IsInt64() && n.Int64() < int64(len(g)) {
		return g[n.Int64()], true
	}
	j, r := new(big.Int).QuoRem(new(big.Int).Sub(n, big.NewInt(int64(s.Preperiod))), big.NewInt(int64(s.Period)), new(big.Int))
	v := j.Mul(j, big.NewInt(int64(s.Saltus)))
	v.Add(v, big.NewInt(int64(g[s.Preperiod+int(r.Int64())])))
	if !v.IsUint64() || v.Uint64() > math.MaxUint32 {
		return 0, false
	}
	return uint32(v.Uint64()), true
}

// zero reports whether g(n) = 0 by the law, for a heap of any size.
func (s Shift) zero(g []uint32, n *big.Int) bool {
	if n.IsInt64() && n.Int64() < int64(len(g)) {
		return g[n.Int64()] == 0
	}
	r := new(big.Int).Sub(n, big.NewInt(int64(s.Preperiod)))
	r.Mod(r, big.NewInt(int64(s.Period)))
	// Beyond the values computed (at least Preperiod+Period), j ≥ 1.
	return s.Saltus == 0 && g[s.Preperiod+int(r.Int64())] == 0
}

// period returns the law as a period when its saltus is 0.
func (s Shift) period() *periodic.Period {
	if s.Saltus != 0 {
		return nil
	}
	return &periodic.Period{Preperiod: s.Preperiod, Period: s.Period, Proven: true}
}

// ShiftProof names the theorem of the shifts proveShift finds.
const ShiftProof = "the shift test for codes whose moves leave at most one heap"

// proveShift looks for the smallest p with a saltus s ≥ 0 and a preperiod
// a such that g(n+p) = g(n) + s for every n ≥ a, proven from the values
// g[0..L) of the rows of code, a code whose last digit repeats and whose
// moves leave at most one heap (Parts ≤ 1): a subtraction game whose move
// set holds every number from t on, or none of them, as the all-but
// subtraction games that Winning Ways (ch. 4) reports to be
// arithmetic-periodic.
//
// The test: for M ≥ t, the options of row M are Z (0, when the repeated
// digit d has bit 1: the row taken whole), E(M) = {g(M−k) : 1 ≤ k < t,
// digit k with bit 2}, and, when d has bit 2, R(M) = {g(m) : 1 ≤ m ≤ M−t}.
// Let F = Z ∪ {g(m) : 1 ≤ m < a+p} and F' = Z ∪ {g(m) : 1 ≤ m < a} (Z
// alone when d lacks bit 2). If, with a ≥ 1,
//
//	(i) g(n+p) = g(n) + s for a ≤ n < a+t−1, and
//	(ii) every value below s is in F, and F's values from s on are F' + s,
//
// then g(n+p) = g(n) + s for every n ≥ a. Induction on M ≥ a+t−1, assuming
// it below M: E(M+p) = E(M) + s, since a ≤ M−k < M; R(M+p) = F ∪ ({g(n) : a
// ≤ n ≤ M−t} + s), n < M; so by (ii) the options of M+p are the values
// below s and those of M plus s, and their mex is that of M plus s.
//
// L values prove p when (i) holds from the smallest a the walk from the
// end finds, and (ii) holds at some a* ≥ a with a*+t−1 ≤ L−p: the values
// from a to a* are computed. Moving a* up by one adds g(a*+p) = g(a*)+s
// to F and to F'+s alike, which keeps (ii) once it holds; the test counts
// the values that break (ii) as a* moves. The cost is O(L) in practice for
// each p tried.
func proveShift(g []uint32, code Code) (Shift, bool) {
	L, t := len(g), code.MaxTake()
	d := code.Digit(t)
	for p := 1; 2*p+t <= L; p++ {
		if g[L-1] < g[L-1-p] {
			continue
		}
		s := g[L-1] - g[L-1-p]
		n := L - 1 - p
		for n >= 1 && g[n+p] == g[n]+s {
			n--
		}
		a := n + 1
		if !shiftSets(g, d, a, L-p-t+1, p, s) {
			continue
		}
		if a == 1 && g[p] == g[0]+s {
			a = 0 // the law holds at 0 too, as computed
		}
		return Shift{Preperiod: a, Period: p, Saltus: s}, true
	}
	return Shift{}, false
}

// shiftSets reports whether condition (ii) of proveShift holds at some a*
// with a ≤ a* ≤ last.
func shiftSets(g []uint32, d uint8, a, last, p int, s uint32) bool {
	if a > last {
		return false
	}
	// in[v]: bit 0, v is in F; bit 1, v is in F'+s.
	in := map[uint32]uint8{}
	if d&1 != 0 {
		in[0] |= 1
		in[s] |= 2
	}
	if d&2 != 0 {
		for m := 1; m < a+p; m++ {
			in[g[m]] |= 1
		}
		for m := 1; m < a; m++ {
			in[g[m]+s] |= 2
		}
	}
	broken := func(v uint32) bool {
		if v < s {
			return in[v]&1 == 0
		}
		return in[v] == 1 || in[v] == 2
	}
	bad := 0
	for v := range s {
		if broken(v) {
			bad++
		}
	}
	for v := range in {
		if v >= s && broken(v) {
			bad++
		}
	}
	for ; ; a++ {
		if bad == 0 {
			return true
		}
		if a == last || d&2 == 0 {
			return false
		}
		u := g[a+p] // = g[a]+s, added to F and to F'+s
		if broken(u) {
			bad--
		}
		in[u] |= 3
	}
}

// closedForms are the codes whose values a theorem gives in closed form:
// Nim, g(n) = n (C. L. Bouton, "Nim, a game with a complete mathematical
// theory", Annals of Mathematics 3, 1901), and Lasker's Nim, g(4k+1) =
// 4k+1, g(4k+2) = 4k+2, g(4k+3) = 4k+4, g(4k+4) = 4k+3 (Berlekamp, Conway
// and Guy, Winning Ways, ch. 4), each written as a Shift with its values
// below Preperiod+Period.
var closedForms = map[string]closedForm{
	"0.3*": {Shift{Preperiod: 0, Period: 1, Saltus: 1}, []uint32{0},
		"Nim's closed form g(n) = n (Bouton, “Nim, a game with a complete mathematical theory”, 1901)"},
	"4.3*": {Shift{Preperiod: 1, Period: 4, Saltus: 4}, []uint32{0, 1, 2, 4, 3},
		"Lasker's Nim's closed form g(4k+1) = 4k+1, g(4k+2) = 4k+2, g(4k+3) = 4k+4, g(4k+4) = 4k+3 (Berlekamp, Conway and Guy, Winning Ways, ch. 4)"},
}

// closedForm is a theorem's values of a code: a Shift, the values below its
// Preperiod+Period, and the theorem in words.
type closedForm struct {
	law   Shift
	start []uint32
	proof string
}

// big returns g(n) by the law, exactly, for n beyond the values g, which
// hold g[0..Preperiod+Period) at least.
func (s Shift) big(g []uint32, n *big.Int) *big.Int {
	j, r := new(big.Int).QuoRem(new(big.Int).Sub(n, big.NewInt(int64(s.Preperiod))), big.NewInt(int64(s.Period)), new(big.Int))
	v := j.Mul(j, big.NewInt(int64(s.Saltus)))
	return v.Add(v, big.NewInt(int64(g[s.Preperiod+int(r.Int64())])))
}

// solve returns every heap m with g(m) = v by the law, which must have a
// saltus: those below Preperiod+Period from the values, and from each
// residue r at most one m = Preperiod + r + j·Period, j ≥ 1.
func (s Shift) solve(g []uint32, v uint32) []*big.Int {
	var out []*big.Int
	for m := 0; m < s.Preperiod+s.Period; m++ {
		if g[m] == v {
			out = append(out, big.NewInt(int64(m)))
		}
	}
	for r := range s.Period {
		base := g[s.Preperiod+r]
		if v <= base || (v-base)%s.Saltus != 0 {
			continue
		}
		j := int64((v - base) / s.Saltus)
		out = append(out, big.NewInt(int64(s.Preperiod+r)+j*int64(s.Period)))
	}
	return out
}
