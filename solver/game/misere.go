package game

import (
	"fmt"
	"math"
	"math/big"
	"math/bits"
	"slices"

	"stones/solver/periodic"
)

// MisereMostHeap is the largest heap of a misère sum: larger heaps are
// beyond any search budget.
const MisereMostHeap = 1 << 20

// The budgets of a misère search besides lim.States positions: the moves
// it looks at, at most lim.Work and movesPerState a position on average, and
// the moves of single heaps it keeps (a game that is not Subtractive), at
// most cachedPerState a position. They keep the time and the memory of a
// search proportional to lim.States: for the command line's 4,000,000
// positions, 32,000,000 moves looked at and 4,000,000 kept, within about a
// second and 200 MB.
const (
	movesPerState  = 8
	cachedPerState = 1
	// splitBudget bounds the weights up to which splitting games' positions
	// are counted (see estimate): O(splitBudget²) work.
	splitBudget = 4096
)

// misereSum answers for a sum of heaps in misère play, where nim-values do
// not add up, by exhaustive search over the positions reachable from the
// heaps, with memoisation: a position is a sorted list of the heaps that
// still have a move (a heap without one changes nothing), and one with no
// such heap is won by the player to move.
//
// A single heap is answered from sol (nil: none) as Ask answers it, at any
// size, with no search (Searched 0).
//
// The work is bounded before it starts and while it runs. Before: every
// heap size reachable from each heap is listed (a Subtractive game's
// amounts, or the moves a game's Options give, which the search needs
// anyway), and the positions reachable are estimated from them (see
// estimate), from the heaps listed so far as the listing goes; beyond
// lim.States the sum is refused at once. While: the search stops at
// lim.States positions, at min(lim.Work, 8·lim.States) moves looked at
// (the listing's included), at lim.States moves of single heaps kept (a
// game that is not Subtractive), and on cancellation. Every refusal is an
// *InputError of the key heaps, quoting the heaps, naming the limit and
// lim.Where, in a whole sentence. Memory is O(lim.States): for the command
// line's limits, at most about 100 MB.
func misereSum(g Impartial, sol *Solution, heaps []*big.Int, lim Limits, w *Work) (*Sum, error) {
	if len(heaps) == 1 && sol != nil && sol.Values != nil {
		// One heap is answered as n is, from the misère outcomes: no search.
		q, err := Ask(g, sol, heaps[0])
		if err != nil && (!heaps[0].IsInt64() || heaps[0].Int64() > MisereMostHeap) {
			return nil, unknownAt("heaps", heaps[0].String(), err) // why n could not answer it
		}
		if err == nil {
			none := 0
			sum := &Sum{Heaps: heaps, Outcome: q.Outcome, WinningMoves: []HeapMove{}, MoreMoves: q.MoreMoves, Searched: &none, By: q.By}
			for _, m := range q.WinningMoves {
				sum.WinningMoves = append(sum.WinningMoves, HeapMove{Heap: 0, Move: m})
			}
			return sum, nil
		}
	}
	why := ""
	if ms, ok := valuesOf(sol).(MisereSummer); ok {
		sum, reason, err := ms.MisereSum(heaps)
		if sum != nil || err != nil {
			return sum, err
		}
		why = reason + ", so "
	}
	start := make([]uint32, len(heaps))
	for i, h := range heaps {
		if h.Sign() < 0 || !h.IsInt64() || h.Int64() > MisereMostHeap {
			return nil, Errorf("heaps", HeapsText(heaps), "%smisère sums are solved by exhaustive search, so heaps must be small (at most %s): heap %s is not", why, periodic.Grouped(MisereMostHeap), h)
		}
		start[i] = uint32(h.Int64()) << 1
	}
	s := newMisereSearch(g, lim, w)
	s.why = why
	s.text = HeapsText(heaps)
	w.Begin("misère positions", max(lim.States, 0))
	most := slices.Max(append([]token{0}, start...)) | 1 // every token is at most this
	s.bits = bits.Len32(most + 1)
	s.index = make([]int32, most+1)
	count, err := s.estimate(start)
	if err != nil {
		return nil, err
	}
	s.memo = newPackedMemo(int(min(count, float64(max(lim.States, 0)))))
	root, err := s.live(start, -1, nil)
	if err != nil {
		return nil, err
	}
	root = slices.Clone(root)
	win, err := s.wins(root)
	if err != nil {
		return nil, err
	}
	searched := s.solved()
	sum := &Sum{Heaps: heaps, WinningMoves: []HeapMove{}, Searched: &searched, Outcome: P}
	if !win {
		return sum, nil
	}
	sum.Outcome = N
	for i, tok := range start {
		at, err := s.ensure(tok)
		if err != nil {
			return nil, err
		}
		info := s.infos[at]
		if !info.live {
			continue
		}
		for j := range s.count(info) {
			take, leaves := s.moveAt(tok, info, j)
			move := s.bigMove(take, leaves)
			child, err := s.live(root, slices.Index(root, tok), leaves)
			if err != nil {
				return nil, err
			}
			childWins, err := s.wins(child)
			if err != nil {
				return nil, err
			}
			if !childWins {
				sum.WinningMoves = append(sum.WinningMoves, HeapMove{Heap: i, Move: move})
			}
		}
	}
	return sum, nil
}

// valuesOf returns the Values of sol, nil for none.
func valuesOf(sol *Solution) Values {
	if sol == nil {
		return nil
	}
	return sol.Values
}

// HeapsText writes heaps as the key heaps holds them: "3,5,7".
func HeapsText(heaps []*big.Int) string {
	var b []byte
	for i, h := range heaps {
		if i > 0 {
			b = append(b, ',')
		}
		b = h.Append(b, 10)
	}
	return string(b)
}

// A token is a heap of a misère search: its size times 2, plus 1 for a heap
// of the game an Opener opens.
type token = uint32

// misereSearch holds the moves of single heaps and the positions solved.
type misereSearch struct {
	games  [2]Impartial // of the heaps given, and of the heaps an Opener's moves leave (or nil)
	sub    Subtractive  // games[0], when it lists its amounts and is no Opener
	lim    Limits
	text   string // the heaps, as the key heaps has them
	why    string // why the values could not answer, with ", so ", or ""
	w      *Work
	index  []int32 // token → its infos entry + 1; 0 when not listed yet
	infos  []tokenInfo
	moves  []tokenMove
	leaves []token // the leaves of the moves, moves[i].from:to
	// The positions solved: the player to move wins. Their heaps are
	// packed into 63 bits when they fit (see key), else encoded in a
	// string.
	memo  *packedMemo
	memoS map[string]bool
	bits  int // per heap in a packed key
	stack []misereFrame

	looked, mostLooked int64 // moves looked at
	mostCached         int   // moves kept
	scratch            []token
	keyBuf             []byte
	one                [1]token // the leaf of a move of sub
}

// tokenInfo holds the moves of one heap: moves[first:end], or for a
// Subtractive game the amounts it may take.
type tokenInfo struct {
	first, end int32
	amounts    []int
	live       bool
}

// count returns how many moves the heap of info has.
func (s *misereSearch) count(info tokenInfo) int32 {
	if s.sub != nil {
		return int32(len(info.amounts))
	}
	return info.end - info.first
}

// moveAt returns the amount taken by the j-th move of the heap tok and the
// heaps it leaves, which hold until the next call.
func (s *misereSearch) moveAt(tok token, info tokenInfo, j int32) (int, []token) {
	if s.sub != nil {
		a := info.amounts[j]
		s.one[0] = (tok>>1 - token(a)) << 1
		return a, s.one[:]
	}
	mv := s.moves[info.first+j]
	return mv.take, s.leaves[mv.from:mv.to]
}

// bigMove returns a move of the search as a Move, with its leaves as the
// game's Options gives them.
func (s *misereSearch) bigMove(take int, leaves []token) Move {
	leave := make([]*big.Int, 0, len(leaves))
	for _, t := range leaves {
		leave = append(leave, big.NewInt(int64(t>>1)))
	}
	return Move{Take: take, Leave: leave}
}

// tokenMove is a move from a heap: the amount taken and its leaves.
type tokenMove struct {
	take     int
	from, to int32
}

// misereFrame is a position being solved: its live heaps (sorted), its
// memo key, and the next move to try: the j-th of heaps[i], whose moves
// are info's, up to end.
type misereFrame struct {
	heaps  []token
	key    memoKey
	i      int
	j, end int32
	info   tokenInfo
}

// memoKey is the key of a position in one of the memos.
type memoKey struct {
	packed uint64
	text   string
	fits   bool
}

func newMisereSearch(g Impartial, lim Limits, w *Work) *misereSearch {
	s := &misereSearch{games: [2]Impartial{g}, lim: lim, w: w, memo: newPackedMemo(0), memoS: map[string]bool{}}
	if o, ok := g.(Opener); ok {
		s.games[1] = o.Opened()
	} else if sub, ok := g.(Subtractive); ok {
		s.sub = sub
	}
	states := int64(max(lim.States, 0))
	s.mostLooked = min(lim.Work, movesPerState*states)
	s.mostCached = int(cachedPerState*states) + StepEvery
	return s
}

// refuse is the *InputError of a search beyond one of its limits.
func (s *misereSearch) refuse(limit string, most int64, detail string) error {
	return &InputError{Key: "heaps", Text: s.text, Problem: fmt.Sprintf("%smisère sums are solved by exhaustive search, limited to %s %s on %s; %s",
		s.why, periodic.Grouped(int(most)), limit, s.lim.Where, detail)}
}

// ensure lists the moves of the heap tok once, and returns its infos
// entry. A move's leaves must be at most the heap (smaller, of the same
// game): else the game has no end, a bug of its family.
func (s *misereSearch) ensure(tok token) (int32, error) {
	if at := s.index[tok]; at > 0 {
		return at - 1, nil
	}
	size := tok >> 1
	if s.sub != nil {
		if amounts, ok := s.sub.Amounts(int(size)); ok {
			return s.listed(tok, tokenInfo{amounts: amounts, live: len(amounts) > 0}), nil
		}
		return 0, fmt.Errorf("game: %s lists no amounts for heap %d", s.games[0].Title(), size)
	}
	leaveBit := tok & 1
	if s.games[1] != nil {
		leaveBit = 1
	}
	info := tokenInfo{first: int32(len(s.moves))}
	var err error
	s.games[tok&1].Options(big.NewInt(int64(size)), func(m Move) bool {
		return eachConcrete(m, func(c Move) bool {
			from := int32(len(s.leaves))
			for _, l := range c.Leave {
				if l.Sign() < 0 || !l.IsInt64() || l.Int64() > int64(size) || l.Int64() == int64(size) && leaveBit == tok&1 {
					err = fmt.Errorf("game: %s: a move from heap %d leaves a heap of %s, not a smaller one", s.games[tok&1].Title(), size, l)
					return false
				}
				s.leaves = append(s.leaves, token(l.Int64())<<1|leaveBit)
			}
			s.moves = append(s.moves, tokenMove{take: c.Take, from: from, to: int32(len(s.leaves))})
			if len(s.moves) > s.mostCached {
				err = s.refuse("moves kept", int64(s.mostCached), "the heaps reachable from this position have more moves than that")
				return false
			}
			return true
		})
	})
	if err != nil {
		return 0, err
	}
	info.end = int32(len(s.moves))
	info.live = info.end > info.first
	return s.listed(tok, info), nil
}

// listed records the moves of the heap tok and returns its infos entry.
func (s *misereSearch) listed(tok token, info tokenInfo) int32 {
	at := int32(len(s.infos))
	s.infos = append(s.infos, info)
	s.index[tok] = at + 1
	return at
}

// live returns into s.scratch the sorted live heaps of the position heaps
// with heaps[skip] replaced by add (skip −1: nothing replaced).
func (s *misereSearch) live(heaps []token, skip int, add []token) ([]token, error) {
	out := s.scratch[:0]
	for i, t := range heaps {
		if i != skip {
			out = append(out, t)
		}
	}
	if skip < 0 {
		// The start: drop the heaps without a move, then sort.
		kept := out[:0]
		for _, t := range out {
			at, err := s.ensure(t)
			if err != nil {
				return nil, err
			}
			if s.infos[at].live {
				kept = append(kept, t)
			}
		}
		out = kept
		slices.Sort(out)
	}
	for _, t := range add {
		at, err := s.ensure(t)
		if err != nil {
			return nil, err
		}
		if !s.infos[at].live {
			continue
		}
		k, _ := slices.BinarySearch(out, t)
		out = slices.Insert(out, k, t)
	}
	s.scratch = out
	return out, nil
}

// key returns the memo key of sorted live heaps: packed, bits a heap, when
// they fit in 63 bits (a packing of non-zero fields is one-to-one), else
// three bytes a heap (a token is below 2^22), in s.keyBuf until it is
// stored.
func (s *misereSearch) key(heaps []token) memoKey {
	if len(heaps)*s.bits <= 63 {
		var k uint64
		for _, t := range heaps {
			k = k<<s.bits | uint64(t+1)
		}
		return memoKey{packed: k, fits: true}
	}
	b := s.keyBuf[:0]
	for _, t := range heaps {
		b = append(b, byte(t), byte(t>>8), byte(t>>16))
	}
	s.keyBuf = b
	return memoKey{}
}

// lookup returns what the memo holds for a key of s.key.
func (s *misereSearch) lookup(k memoKey) (v, ok bool) {
	if k.fits {
		v, ok = s.memo.get(k.packed)
	} else {
		v, ok = s.memoS[string(s.keyBuf)]
	}
	return v, ok
}

// keep returns a key of s.key that outlives s.keyBuf.
func (s *misereSearch) keep(k memoKey) memoKey {
	if !k.fits {
		k.text = string(s.keyBuf)
	}
	return k
}

// store records a position's result.
func (s *misereSearch) store(k memoKey, v bool) {
	if k.fits {
		s.memo.put(k.packed, v)
	} else {
		s.memoS[k.text] = v
	}
}

// solved returns how many positions the memos hold.
func (s *misereSearch) solved() int { return s.memo.n + len(s.memoS) }

// packedMemo is the memo of the positions whose key is packed: an open
// addressing table of 63-bit keys, never 0, each slot holding its key and,
// in bit 63, whether the player to move wins. A lookup costs about one
// cache miss, where a map costs two or more; the table is 8 bytes a slot,
// at most half full. The search is bound by these lookups.
type packedMemo struct {
	slots []uint64
	n     int
	shift uint // 64 − log2(len(slots))
}

// newPackedMemo returns an empty memo for about hint positions.
func newPackedMemo(hint int) *packedMemo {
	size := bits.Len(uint(max(2*hint, 16) - 1))
	return &packedMemo{slots: make([]uint64, 1<<size), shift: uint(64 - size)}
}

// golden is 2^64 divided by the golden ratio: Fibonacci hashing spreads
// the packed keys, whose low bits vary least, over the table.
const golden = 0x9E3779B97F4A7C15

const winBit = 1 << 63

// get returns whether the player to move at the position of key k wins,
// and whether the memo holds it.
func (m *packedMemo) get(k uint64) (win, ok bool) {
	mask := uint64(len(m.slots) - 1)
	for i := (k * golden) >> m.shift; ; i = (i + 1) & mask {
		e := m.slots[i]
		if e == 0 {
			return false, false
		}
		if e&^winBit == k {
			return e&winBit != 0, true
		}
	}
}

// put records the position of key k.
func (m *packedMemo) put(k uint64, win bool) {
	if 2*(m.n+1) > len(m.slots) {
		m.grow()
	}
	e := k
	if win {
		e |= winBit
	}
	mask := uint64(len(m.slots) - 1)
	for i := (k * golden) >> m.shift; ; i = (i + 1) & mask {
		switch m.slots[i] &^ winBit {
		case 0:
			m.n++
			fallthrough
		case k:
			m.slots[i] = e
			return
		}
	}
}

// grow doubles the table.
func (m *packedMemo) grow() {
	old := m.slots
	m.slots, m.shift, m.n = make([]uint64, 2*len(old)), m.shift-1, 0
	for _, e := range old {
		if e != 0 {
			m.put(e&^winBit, e&winBit != 0)
		}
	}
}

// wins reports whether the player to move at the sorted live heaps wins, by
// a depth-first search with an explicit stack, so that deep games do not
// grow the goroutine's stack.
func (s *misereSearch) wins(heaps []token) (bool, error) {
	if len(heaps) == 0 {
		return true, nil // no move: the player to move has won
	}
	k := s.key(heaps)
	if v, ok := s.lookup(k); ok {
		return v, nil
	}
	if err := s.push(slices.Clone(heaps), s.keep(k)); err != nil {
		return false, err
	}
	for {
		f := &s.stack[len(s.stack)-1]
		res, done, err := s.advance(f)
		if err != nil {
			s.stack = s.stack[:0]
			return false, err
		}
		if !done {
			continue // a position to solve first was pushed
		}
		for {
			s.store(f.key, res)
			s.stack = s.stack[:len(s.stack)-1]
			if len(s.stack) == 0 {
				return res, nil
			}
			f = &s.stack[len(s.stack)-1]
			if res {
				break // that move leaves a win for the opponent: try the next
			}
			res = true // a move to a lost position: the parent wins
		}
	}
}

// push starts solving a position, within lim.States.
func (s *misereSearch) push(heaps []token, key memoKey) error {
	if s.solved()+len(s.stack) >= s.lim.States {
		return s.refuse("positions", int64(s.lim.States), "this position has more than that")
	}
	if (s.solved()+len(s.stack))%StepEvery == 0 {
		if err := s.w.Step(s.solved()); err != nil {
			return err
		}
	}
	info := s.infos[s.index[heaps[0]]-1]
	s.stack = append(s.stack, misereFrame{heaps: heaps, key: key, end: s.count(info), info: info})
	return nil
}

// advance tries the next moves of f: it returns done with f's result once a
// move to a lost position is found (true) or none is left (false), or
// pushes a position that must be solved first.
func (s *misereSearch) advance(f *misereFrame) (res, done bool, err error) {
	for {
		if f.j == f.end {
			f.i++
			// Equal heaps have equal moves: the first one's are enough.
			for f.i < len(f.heaps) && f.heaps[f.i] == f.heaps[f.i-1] {
				f.i++
			}
			if f.i == len(f.heaps) {
				return false, true, nil
			}
			f.info = s.infos[s.index[f.heaps[f.i]]-1]
			f.j, f.end = 0, s.count(f.info)
			continue
		}
		_, leaves := s.moveAt(f.heaps[f.i], f.info, f.j)
		f.j++
		if s.looked++; s.looked > s.mostLooked {
			return false, false, s.refuse("moves looked at", s.mostLooked, "this position needs more than that")
		}
		child, err := s.live(f.heaps, f.i, leaves)
		if err != nil {
			return false, false, err
		}
		if len(child) == 0 {
			continue // the opponent, with no move, has won
		}
		k := s.key(child)
		if v, ok := s.lookup(k); ok {
			if !v {
				return true, true, nil
			}
			continue
		}
		return false, false, s.push(slices.Clone(child), s.keep(k))
	}
}

// estimate refuses a sum whose reachable positions are estimated beyond
// lim.States, before the search. It lists every heap reachable from each
// heap given (with its moves, which the search needs anyway): more live
// heaps reachable from one heap than lim.States is a refusal at once, each
// being a position. Then:
//
//   - when no move leaves two heaps, a position is one heap reachable from
//     each heap given (or none); the estimate counts the sorted lists x1 ≤
//     … ≤ xk with xi reachable from hi, the heaps sorted: exactly the
//     multisets of heap sizes dominated by the start when every smaller heap
//     is reachable (a move set with 1), and a fair guess otherwise;
//   - when moves split heaps, a position is a multiset of live heaps whose
//     weights, each heap's size plus c, add up to at most those of the heaps
//     given, where c is the most that every split takes per heap it adds
//     (1 for Kayles): the estimate counts those multisets, up to weights of
//     splitBudget. It is an upper bound, so a sum of such heaps may be
//     refused that a search would have finished; a game whose splits add
//     stones is not estimated.
//
// The cost is that of listing the moves of every heap reachable, then
// O(k·r) for k heaps and r heap sizes reachable, or O(splitBudget²).
func (s *misereSearch) estimate(start []token) (float64, error) {
	states := max(s.lim.States, 0)
	heaps := slices.Clone(start)
	slices.Sort(heaps)
	reach := map[token][]token{} // each distinct heap given → the live heaps reachable, and 0 for none
	seen := make([]int32, len(s.index))
	c := math.MaxInt // the least every split takes per heap it adds
	for round, h := range slices.Compact(slices.Clone(heaps)) {
		var list []token
		dead := false
		check := 1024 // the next count of heaps listed at which to estimate
		queue := []token{h}
		seen[h] = int32(round + 1)
		for len(queue) > 0 {
			t := queue[0]
			queue = queue[1:]
			at, err := s.ensure(t)
			if err != nil {
				return 0, err
			}
			info := s.infos[at]
			if !info.live {
				dead = true
				continue
			}
			if list = append(list, t); len(list) > states {
				return 0, s.refuse("positions", int64(states), "this position has more than "+periodic.Grouped(states))
			}
			if len(list) == check && c == math.MaxInt {
				// Refuse before listing the rest, as soon as the heaps
				// listed so far give too many positions: the count only
				// grows with the heaps still to list.
				check *= 2
				if count, _ := dominated(heaps, partial(reach, heaps, h, list), float64(states)); count > float64(states) {
					return 0, s.refuse("positions", int64(states), "this position has more than "+Approximately(count))
				}
			}
			if s.looked += int64(s.count(info)); s.looked > s.mostLooked {
				return 0, s.refuse("moves looked at", s.mostLooked, "listing the moves of the heaps reachable from this position needs more than that")
			}
			if s.sub != nil {
				// One heap left a move, never split: the loop below, lighter.
				for _, a := range info.amounts {
					if l := (t>>1 - token(a)) << 1; seen[l] != int32(round+1) {
						seen[l] = int32(round + 1)
						queue = append(queue, l)
					}
				}
				continue
			}
			for j := range s.count(info) {
				_, leaves := s.moveAt(t, info, j)
				if n := len(leaves); n > 1 {
					taken := int(t >> 1)
					for _, l := range leaves {
						taken -= int(l >> 1)
					}
					c = min(c, taken/(n-1))
				}
				for _, l := range leaves {
					if seen[l] != int32(round+1) {
						seen[l] = int32(round + 1)
						queue = append(queue, l)
					}
				}
			}
		}
		if dead {
			list = append(list, 0) // the heap may vanish
		}
		reach[h] = list
	}
	var count float64
	var exact bool
	if c < 0 {
		return 0, nil // splits that add stones: no bound is known
	}
	if c == math.MaxInt {
		count, exact = dominated(heaps, reach, float64(states))
	} else {
		count, exact = splits(heaps, reach, c, float64(states))
	}
	if count <= float64(states) {
		return count, nil
	}
	about := "has about " + Approximately(count)
	if !exact {
		about = "has more than " + Approximately(count)
	}
	return 0, s.refuse("positions", int64(states), "this position "+about)
}

// partial returns the reach lists known while the heap h is being listed:
// those of the heaps listed before it, list for h, and for the heaps still
// to list the heap itself.
func partial(reach map[token][]token, heaps []token, h token, list []token) map[token][]token {
	out := make(map[token][]token, len(heaps))
	for _, x := range heaps {
		switch l, ok := reach[x]; {
		case ok:
			out[x] = l
		case x == h:
			out[x] = list
		default:
			out[x] = []token{x}
		}
	}
	return out
}

// dominated counts the sorted lists x1 ≤ … ≤ xk with xi in reach[heaps[i]]
// (0 standing for a vanished heap, the smallest), heaps sorted; it stops
// with exact false once the count of the first heaps passes most, a lower
// bound of the whole, since the other heaps may stay as they are. The cost
// is O(k·r) for r heap sizes in all the reach lists.
func dominated(heaps []token, reach map[token][]token, most float64) (float64, bool) {
	var all []token
	for _, list := range reach {
		all = append(all, list...)
	}
	slices.Sort(all)
	all = slices.Compact(all)
	rank := make(map[token]int, len(all))
	for i, t := range all {
		rank[t] = i
	}
	f := make([]float64, len(all))
	in := make([]bool, len(all))
	var total float64
	for i, h := range heaps {
		for _, t := range reach[h] {
			in[rank[t]] = true
		}
		total = 0
		var below float64 // the lists of the first i heaps ending at or below v
		for v := range f {
			if i == 0 {
				below = 1
			} else {
				below += f[v]
			}
			f[v] = 0
			if in[v] {
				f[v] = below
				total += below
			}
			in[v] = false
		}
		if total > most && i < len(heaps)-1 {
			return total, false
		}
	}
	return total, true
}

// splits counts the multisets of live heaps from the reach lists whose
// weights (size + c each) add up to at most those of the heaps given. It
// stops with exact false, and a count below the whole, at weights of
// splitBudget or once the heap sizes counted so far give more than most.
// The cost is O(splitBudget²) at most.
func splits(heaps []token, reach map[token][]token, c int, most float64) (float64, bool) {
	budget := 0
	for _, h := range heaps {
		budget += int(h>>1) + c
	}
	exact := budget <= splitBudget
	budget = min(budget, splitBudget)
	var parts []int
	seen := map[token]bool{}
	for _, list := range reach {
		for _, t := range list {
			if t != 0 && !seen[t] {
				seen[t] = true
				if wt := int(t>>1) + c; wt <= budget {
					parts = append(parts, max(wt, 1))
				}
			}
		}
	}
	slices.Sort(parts)
	dp := make([]float64, budget+1) // dp[t]: the multisets of weight t
	dp[0] = 1
	var total float64
	for _, wt := range parts {
		for t := wt; t <= budget; t++ {
			dp[t] += dp[t-wt]
		}
		total = 0
		for _, x := range dp {
			total += x
		}
		if total > most {
			return total, false // the other heaps only add to it
		}
	}
	return total, exact
}

// Approximately writes a large count for people: two significant digits
// with thousands separators, "4,500,000", or a power of ten beyond 10^15.
func Approximately(x float64) string {
	if x >= 1e15 || math.IsInf(x, 1) {
		if math.IsInf(x, 1) || x >= 1e300 {
			return "10^300"
		}
		return fmt.Sprintf("10^%d", int(math.Log10(x)))
	}
	digits := int(math.Log10(x)) + 1
	scale := math.Pow(10, float64(max(digits-2, 0)))
	return periodic.Grouped(int(math.Round(x/scale) * scale))
}
