package game

import (
	"math"
	"slices"

	"stones/solver/numerals"
)

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
				return 0, s.refuse("positions", int64(states), "this position has more than "+numerals.Grouped(states))
			}
			if len(list) == check && c == math.MaxInt {
				// Refuse before listing the rest, as soon as the heaps
				// listed so far give too many positions: the count only
				// grows with the heaps still to list.
				check *= 2
				if count, _ := dominated(heaps, partial(reach, heaps, h, list), float64(states)); count > float64(states) {
					return 0, s.refuse("positions", int64(states), "this position has more than "+numerals.Approximately(count))
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
	about := "has about " + numerals.Approximately(count)
	if !exact {
		about = "has more than " + numerals.Approximately(count)
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
