package genus

import (
	"fmt"
	"math/big"
	"slices"
	"strconv"

	"stones/solver/game"
	"stones/solver/numerals"
)

// Table holds the genera of the heaps of an impartial game computed so
// far, and of every position (sum of heaps) they reach. The game's Options
// are those of normal play; the table reads them for heaps of at most a few
// hundred stones, each leave smaller than its heap. A Table is not safe for
// concurrent use.
type Table struct {
	g     game.Impartial
	lim   game.Limits
	w     *game.Work
	heaps []heap // the heaps listed
	done  int    // the heaps whose records are computed: 0 … done−1
	// The records of the positions searched: by a packed key (see pack)
	// when the position fits in one, else by keyOf's.
	memo  map[uint64]*record
	memoS map[string]*record
	// most is the largest length the estimate allows within lim.States (0
	// until it is known), and looked the options looked at.
	most   int
	looked int64 // moves looked at by the search
	listed int64 // moves listed
	cost   int   // the least that every split takes per heap it adds; −1 before a split is seen
	key    []byte
}

// heap is one heap size: the live heaps each of its moves leaves (sorted,
// each list once), and its normal-play nim-value.
type heap struct {
	options [][]int32
	normal  uint32
}

// record is a position's genus: the misère values of the position plus k
// copies of *2, γ0 … γ(len(seq)−1), alternating for ever between the last
// two; and its nim-value.
type record struct {
	seq    []uint32
	normal uint32
	tame   bool // its genus and those of every position it reaches are tame
}

// at returns γk, the misère value of the position plus k copies of *2.
func (r *record) at(k int) uint32 {
	n := len(r.seq)
	if k < n {
		return r.seq[k]
	}
	return r.seq[n-2+(k-n)%2]
}

func (r *record) genus() Genus { return Genus{Normal: r.normal, Misere: r.seq} }

// MostHeap is the largest heap a Table lists: beyond it the positions are
// far beyond any limit of positions, whatever the game.
const MostHeap = 1 << 10

// NewTable returns an empty table of the game g (its normal play), whose
// searches stay within lim.States positions and lim.Work options looked at,
// reporting to w.
func NewTable(g game.Impartial, lim game.Limits, w *game.Work) *Table {
	return &Table{g: g, lim: lim, w: w, memo: map[uint64]*record{}, memoS: map[string]*record{}, cost: -1}
}

// Len returns how many heap sizes are computed: 0 … Len()−1.
func (t *Table) Len() int { return t.done }

// Most returns the largest length within the limits, after Extend refused
// a longer one on its estimate (0 when not known): the len its refusal
// names.
func (t *Table) Most() int { return t.most }

// Extend computes the genera of heaps 0 … length−1 and of every position
// they reach. First it lists the heaps' moves and bounds the positions
// reachable (see estimate): a length whose bound exceeds lim.States is an
// *InputError of the key len naming the largest length within it, returned
// before any search. The search then stops, with an *InputError of the key
// len, at lim.States positions or lim.Work options looked at, and with
// w's error on cancellation.
func (t *Table) Extend(length int) error {
	if length <= t.done {
		return nil
	}
	if length > MostHeap+1 {
		return t.refuse(length, length, 0, 0)
	}
	if err := t.list(length); err != nil {
		return err
	}
	positions, _ := t.estimate(length, t.cost)
	t.w.Begin("misère genera", int(positions))
	for n := range length {
		pos := []int32{}
		if len(t.heaps[n].options) > 0 {
			pos = []int32{int32(n)}
		}
		if _, err := t.record(pos, length); err != nil {
			return err
		}
	}
	t.done = length
	return nil
}

// refuse is the *InputError of a length beyond the limits, with the
// positions and moves estimated for the heaps below below when known (0:
// not known).
func (t *Table) refuse(length, below int, positions, moves float64) error {
	what := fmt.Sprintf("more than %s positions", numerals.Grouped(t.lim.States))
	switch {
	case positions > float64(t.lim.States):
		what = fmt.Sprintf("about %s positions, beyond the limit of %s", numerals.Approximately(positions), numerals.Grouped(t.lim.States))
	case moves > float64(t.mostMoves()):
		what = fmt.Sprintf("about %s moves to look at, beyond the limit of %s", numerals.Approximately(moves), numerals.Grouped(int(t.mostMoves())))
	case moves > 0:
		what = fmt.Sprintf("more than the %s positions or %s moves looked at that the limits allow", numerals.Grouped(t.lim.States), numerals.Grouped(int(t.mostMoves())))
	}
	most := ""
	if t.most > 0 {
		most = "; use len=" + strconv.Itoa(t.most) + " or less"
	}
	return &game.InputError{Key: "len", Text: strconv.Itoa(length), Problem: fmt.Sprintf(
		"misère play of this game is solved by exhaustive search over the sums of heaps that a heap breaks into, "+
			"and the heaps below %d may reach %s on %s%s", below, what, t.lim.Where, most)}
}

// list lists the moves of heaps len(t.heaps) … length−1, and refuses the
// length as soon as the positions its heaps reach may exceed lim.States.
func (t *Table) list(length int) error {
	c := t.cost
	check := len(t.heaps) + 1
	for n := len(t.heaps); n < length; n++ {
		h, took, err := t.listHeap(n)
		if err != nil {
			return err
		}
		t.heaps = append(t.heaps, h)
		if took >= 0 && (c < 0 || took < c) {
			c = took
			t.cost = c
		}
		if n+1 == length || n+1 >= check {
			check = 2 * (n + 1)
			if t.over(n+1, c) {
				positions, moves := t.estimate(n+1, c)
				t.heaps = t.heaps[:t.mostWithin(n+1, c)]
				return t.refuse(length, n+1, positions, moves)
			}
		}
	}
	t.most = 0
	return nil
}

// over reports whether the estimate of length is beyond the limits.
func (t *Table) over(length, c int) bool {
	positions, moves := t.estimate(length, c)
	return positions > float64(t.lim.States) || moves > float64(t.mostMoves())
}

// mostWithin returns the largest length up to n whose estimate is within
// lim.States, and records it for refusals.
func (t *Table) mostWithin(n, c int) int {
	lo := 1
	for m := n - 1; m >= 1; m-- {
		if !t.over(m, c) {
			lo = m
			break
		}
	}
	t.most = lo
	return lo
}

// listHeap lists the moves of heap n: the sorted live heaps each leaves,
// and its nim-value. It returns the least that a split of n takes per heap
// it adds, −1 when no move splits.
func (t *Table) listHeap(n int) (heap, int, error) {
	var h heap
	seen := map[string]bool{}
	var nims []uint32
	took := -1
	var err error
	t.g.Options(big.NewInt(int64(n)), func(m game.Move) bool {
		if m.Every != 0 {
			err = fmt.Errorf("genus: %s lists a family of moves from heap %d", t.g.Title(), n)
			return false
		}
		if t.listed++; t.listed > t.lim.Work {
			err = t.tooMuch(n)
			return false
		}
		var live []int32
		var x uint32
		rest := n
		for _, l := range m.Leave {
			if !l.IsInt64() || l.Sign() < 0 || l.Int64() >= int64(n) {
				err = fmt.Errorf("genus: %s: a move from heap %d leaves a heap of %s, not a smaller one", t.g.Title(), n, l)
				return false
			}
			i := int(l.Int64())
			rest -= i
			x ^= t.heaps[i].normal
			if len(t.heaps[i].options) > 0 {
				live = append(live, int32(i))
			}
		}
		if k := len(m.Leave); k > 1 && (took < 0 || rest/(k-1) < took) {
			took = rest / (k - 1)
		}
		nims = append(nims, x)
		slices.Sort(live)
		if k := t.keyOf(live); !seen[k] {
			seen[k] = true
			h.options = append(h.options, live)
		}
		return true
	})
	h.normal = game.Mex(nims)
	return h, took, err
}

// tooMuch is the *InputError of a search beyond lim.Work.
func (t *Table) tooMuch(length int) error {
	return &game.InputError{Key: "len", Text: strconv.Itoa(length), Problem: fmt.Sprintf(
		"misère play of this game is solved by exhaustive search, which looks at more than %s moves for these heaps, the limit of %s; use a smaller len",
		numerals.Grouped(int(min(t.lim.Work, 1<<62))), t.lim.Where)}
}

// estimate bounds the positions reachable from the heaps below length,
// and the moves a search of them looks at: a position is a multiset of
// live heaps whose weights, each heap's size plus c, add up to at most
// length−1+c, since no move adds weight (a split into k heaps takes at
// least (k−1)·c), and it looks at the moves of each of its distinct heaps.
// With no split (c < 0) a position is one heap. The cost is O(length²).
func (t *Table) estimate(length, c int) (positions, moves float64) {
	type part struct{ weight, moves int }
	var parts []part
	for n := range length {
		if k := len(t.heaps[n].options); k > 0 {
			parts = append(parts, part{max(n+max(c, 0), 1), k})
		}
	}
	if c < 0 {
		for _, p := range parts {
			moves += float64(p.moves)
		}
		return float64(len(parts) + 1), moves
	}
	budget := length - 1 + c
	count := make([]float64, budget+1) // the multisets of each weight
	look := make([]float64, budget+1)  // the moves their searches look at
	count[0] = 1
	for _, p := range parts {
		// A copy of p added to a multiset without one adds p's moves.
		without := slices.Clone(count)
		for w := p.weight; w <= budget; w++ {
			count[w] += count[w-p.weight]
			look[w] += look[w-p.weight] + float64(p.moves)*without[w-p.weight]
		}
	}
	for w := range count {
		positions += count[w]
		moves += look[w]
	}
	return positions, moves
}

// mostMoves is the budget of moves looked at: lim.Work, and at most
// movesPerState a position of lim.States, as a misère sum's search has.
func (t *Table) mostMoves() int64 { return min(t.lim.Work, movesPerState*int64(t.lim.States)) }

// movesPerState: see mostMoves.
const movesPerState = 8

// keyOf encodes sorted live heaps as a map key, two bytes a heap, in
// t.key until the next call.
func (t *Table) keyOf(pos []int32) string {
	b := t.key[:0]
	for _, h := range pos {
		b = append(b, byte(h), byte(h>>8))
	}
	t.key = b
	return string(b)
}

// record returns the record of the sorted live heaps pos, computing it and
// the records of the positions it reaches first. The recursion is as deep
// as the number of moves a game from pos can last: at most the stones of
// pos. length is the len refused when a limit is reached.
func (t *Table) record(pos []int32, length int) (*record, error) {
	if r, ok := t.find(pos, -1, nil); ok {
		return r, nil
	}
	if t.size() >= t.lim.States {
		return nil, t.refuse(length, length, 0, 1)
	}
	var opts []*record
	var normal uint32
	for i, h := range pos {
		normal ^= t.heaps[h].normal
		if i > 0 && pos[i-1] == h {
			continue // equal heaps have equal moves
		}
		for _, leaves := range t.heaps[h].options {
			if t.looked++; t.looked > t.mostMoves() {
				return nil, t.refuse(length, length, 0, 1)
			}
			r, ok := t.find(pos, i, leaves)
			if !ok {
				var err error
				if r, err = t.record(replaced(pos, i, leaves), length); err != nil {
					return nil, err
				}
			}
			opts = append(opts, r)
		}
	}
	r, err := settle(opts, normal)
	if err != nil {
		return nil, fmt.Errorf("genus: %s, position %v: %w", t.g.Title(), pos, err)
	}
	if k, ok := pack(pos, -1, nil); ok {
		t.memo[k] = r
	} else {
		t.memoS[t.keyOf(pos)] = r
	}
	if t.size()%game.StepEvery == 0 {
		if err := t.w.Step(t.size()); err != nil {
			return nil, err
		}
	}
	return r, nil
}

// size returns how many positions are searched.
func (t *Table) size() int { return len(t.memo) + len(t.memoS) }

// find returns the record of the sorted heaps pos, with pos[i] replaced by
// the sorted leaves when i ≥ 0, if it is known.
func (t *Table) find(pos []int32, i int, leaves []int32) (*record, bool) {
	if k, ok := pack(pos, i, leaves); ok {
		r, ok := t.memo[k]
		return r, ok
	}
	t.key = childKey(t.key[:0], pos, i, leaves)
	r, ok := t.memoS[string(t.key)]
	return r, ok
}

// pack returns the packed key of the sorted heaps pos, with pos[i]
// replaced by the sorted leaves when i ≥ 0: a byte a heap, when there are
// at most 8 heaps, each below 256. Live heaps are at least 1, so that the
// packing is one-to-one; a map of such keys is about twice as fast as one
// of strings.
func pack(pos []int32, i int, leaves []int32) (uint64, bool) {
	n := len(pos)
	if i >= 0 {
		n += len(leaves) - 1
	}
	if n > 8 {
		return 0, false
	}
	var k uint64
	ok := true
	add := func(h int32) {
		ok = ok && h < 256
		k = k<<8 | uint64(h)
	}
	j := 0
	for idx, h := range pos {
		if idx == i {
			continue
		}
		for ; i >= 0 && j < len(leaves) && leaves[j] < h; j++ {
			add(leaves[j])
		}
		add(h)
	}
	for ; i >= 0 && j < len(leaves); j++ {
		add(leaves[j])
	}
	return k, ok
}

// childKey appends to b the key of the sorted heaps pos with pos[i]
// replaced by the sorted leaves, as keyOf writes it, with no allocation
// beyond b's growth.
func childKey(b []byte, pos []int32, i int, leaves []int32) []byte {
	if i < 0 {
		leaves = nil
	}
	j := 0
	for k, h := range pos {
		if k == i {
			continue
		}
		for j < len(leaves) && leaves[j] < h {
			b = append(b, byte(leaves[j]), byte(leaves[j]>>8))
			j++
		}
		b = append(b, byte(h), byte(h>>8))
	}
	for ; j < len(leaves); j++ {
		b = append(b, byte(leaves[j]), byte(leaves[j]>>8))
	}
	return b
}

// replaced returns the sorted heaps pos with pos[i] replaced by leaves.
func replaced(pos []int32, i int, leaves []int32) []int32 {
	out := make([]int32, 0, len(pos)-1+len(leaves))
	out = append(out, pos[:i]...)
	out = append(out, pos[i+1:]...)
	for _, l := range leaves {
		k, _ := slices.BinarySearch(out, l)
		out = slices.Insert(out, k, l)
	}
	return out
}

// settleRounds bounds the rounds after the options have settled: Conway
// proves that the values then alternate within a few, and more is a bug.
const settleRounds = 64

// settle computes a position's record from its options' records and its
// nim-value. The misère value γk of the position plus k copies of *2 is the
// mex of its options' (plus k copies), and for k ≥ 1 of γ(k−1) (a *2
// taken) and γ(k−1)⊕1 (a *2 made *1: see the package comment); with
// no option and k = 0 it is 1. Once every option alternates, from m0 on,
// γk is a function of γ(k−1) and the parity of k alone, so that γk =
// γ(k−2) for some k > m0 means they alternate from k−2 on.
func settle(opts []*record, normal uint32) (*record, error) {
	m0 := 0
	tame := true
	for _, o := range opts {
		m0 = max(m0, len(o.seq)-2)
		tame = tame && o.tame
	}
	var seq []uint32
	vals := make([]uint32, 0, len(opts)+2)
	for k := 0; ; k++ {
		vals = vals[:0]
		for _, o := range opts {
			vals = append(vals, o.at(k))
		}
		var v uint32
		switch {
		case k == 0 && len(opts) == 0:
			v = 1
		case k == 0:
			v = game.Mex(vals)
		default:
			prev := seq[k-1]
			v = game.Mex(append(vals, prev, prev^1))
		}
		if k >= 2 && k > m0 && v == seq[k-2] {
			break
		}
		if k > m0+settleRounds {
			return nil, fmt.Errorf("the misère values do not alternate: %v", seq)
		}
		seq = append(seq, v)
	}
	for len(seq) > 2 && seq[len(seq)-3] == seq[len(seq)-1] {
		seq = seq[:len(seq)-1]
	}
	r := &record{seq: slices.Clip(seq), normal: normal}
	r.tame = tame && r.genus().Tame()
	return r, nil
}
