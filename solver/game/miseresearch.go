package game

import (
	"fmt"
	"math/big"
	"slices"

	"stones/solver/numerals"
)

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
		s.why, numerals.Grouped(int(most)), limit, s.lim.Where, detail)}
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
