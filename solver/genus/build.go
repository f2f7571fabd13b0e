package genus

import (
	"fmt"
	"math/big"
	"slices"
	"strings"

	"stones/solver/game"
	"stones/solver/numerals"
)

// QuotientWork is the most steps of QuotientOf (sums searched, products
// tabled, elements compared in the check and its states) within an
// analysis: about 0.4 s of one core natively, and 1 s as WebAssembly.
// Kayles' quotient takes about 27,900,000.
const QuotientWork = 1 << 25

// MostQuotientOrder is the most elements a quotient may have: its product
// table then takes 32 MiB.
const MostQuotientOrder = 1 << 12

// MostQuotientHeaps is the most heap sizes QuotientOf computes in search of
// a period.
const MostQuotientHeaps = 400

// QuotientOf computes the misère quotient of the heaps below heaps of the
// game normal (given in normal play), and goes on, up to
// MostQuotientHeaps, until the heaps' elements are proven periodic when
// normal declares its moves' bounds (Bounded), reporting its steps to w
// and stopping with w's error once the computation is cancelled (w may be
// nil). Heap by heap, it tries the
// elements already found for the new heap, and keeps the first that the check
// proves; when none passes, it builds the quotient anew from the heaps that
// generate it and the new heap, by an exhaustive search over their sums,
// each heap's copies counted up to the relation its element satisfies (or,
// as the new heap may loosen one, up to 4 copies and the new heap's up to
// mostNewCopies; then with one generator for each earlier element; then
// one for each heap), and merges the sums no later sum tells apart
// (Moore's minimisation), then checks that. Bad input and limits: more
// than lim.States sums in a search, or a quotient that no check proves, is
// an *InputError of the key heaps, and so is a computation that would
// take more than lim.Work steps or a quotient of more than
// MostQuotientOrder elements: estimated before each search and each
// product table, and counted while searching and checking, so that a
// refusal costs at most lim.Work steps (the caller chooses the budget: an
// analysis gives QuotientWork).
//
// The elements of a periodic quotient repeat from heap n0 with period p.
// For an octal game whose moves take at most k stones, a heap of n ≥
// max(2·n0 + p + k, k + 2) has a move exactly when heap n + p has (no
// move takes a whole heap), and the same options' elements: a move leaves
// one heap of at least n0, or two heaps, any split of n − j, the larger
// at least n0 + p/2, and the splits of n − j + p are those of n − j with
// the larger heap p more. The check over the heaps below that bound plus p
// therefore covers every heap.
func QuotientOf(normal game.Impartial, heaps int, lim game.Limits, w *game.Work) (*Quotient, error) {
	raising := ""
	if lim.Raise("Work") != "" {
		raising = " (raise it with -work)"
	}
	return quotientOf(normal, heaps, lim, w, raising)
}

// analysisQuotient is QuotientOf within an analysis (Game.Solve, and the
// answers beyond its table): within QuotientWork steps at most.
func analysisQuotient(normal game.Impartial, heaps int, lim game.Limits, w *game.Work) (*Quotient, error) {
	raising := ""
	if lim.Raise("Work") != "" && lim.Work > QuotientWork {
		raising = " within an analysis (stones -quotient with -work goes further)"
	}
	lim.Work = min(lim.Work, QuotientWork)
	return quotientOf(normal, heaps, lim, w, raising)
}

// quotientOf is QuotientOf, whose refusals for steps end with raising.
func quotientOf(normal game.Impartial, heaps int, lim game.Limits, w *game.Work, raising string) (*Quotient, error) {
	b := &builder{g: normal, lim: lim, w: w, raising: raising, q: &Quotient{mul: [][]uint16{{0}}, cold: []bool{false}, image: []uint16{0}, heaps: 1}}
	b.opts = [][][]int{nil}
	b.chk = newChecker(b.q, b.tick)
	most, bounded := heaps, false
	if bd, ok := normal.(Bounded); ok {
		if k, ok := bd.MostTaken(); ok {
			most, bounded = MostQuotientHeaps, true
			b.take = k
		}
	}
	w.Begin("misère quotient", int(b.most()))
	for n := 1; n < most; n++ {
		if err := b.add(n); err != nil {
			return nil, err
		}
		if bounded && n+1 >= heaps {
			if pre, p, ok := periodOf(b.q.image); ok && n+1 >= periodBound(pre, p, b.take)+p {
				b.q.pre, b.q.period, b.q.take = pre, p, b.take
				break
			}
		}
	}
	return b.q, nil
}

// periodBound is where the octal bound makes heaps' elements periodic
// from n0 with period p repeat: from max(2·n0 + p + k, k + 2) on, for moves
// of at most k stones (see QuotientOf).
func periodBound(n0, p, k int) int { return max(2*n0+p+k, k+2) }

// Bounded is implemented by heap games whose moves are those of an octal
// code, when ok: every move takes at most k stones and leaves no heap, one
// heap, or two heaps split in every way the digit allows (not Grundy's
// game, whose splits must be unequal). These are the games whose misère
// quotient QuotientOf may prove periodic.
type Bounded interface {
	MostTaken() (k int, ok bool)
}

// periodOf returns the smallest period p of image's tail, and where it
// starts, when it has been seen at least three times over.
func periodOf(image []uint16) (pre, p int, ok bool) {
	n := len(image)
	for p = 1; 3*p <= n; p++ {
		pre = n - p
		for pre > 0 && image[pre-1] == image[pre-1+p] {
			pre--
		}
		if n-pre >= 3*p {
			return pre, p, true
		}
	}
	return 0, 0, false
}

// builder computes a Quotient heap by heap.
type builder struct {
	g    game.Impartial
	lim  game.Limits
	w    *game.Work
	take int       // the most stones a move takes (Bounded)
	q    *Quotient // proven for the heaps below q.heaps
	chk  *checker  // q's, with the types of those heaps
	// spent counts the steps taken (sums searched, elements compared and
	// states in the check), within most(); w hears of them when they pass
	// next.
	spent, next int64
	heap        int       // the heap being added
	raising     string    // what raises lim.Work, for refusals (Limits.Raising)
	opts        [][][]int // opts[n]: the heaps each move of n leaves (no empty heap), each list once
}

// most is the most steps the builder may take: lim.Work.
func (b *builder) most() int64 { return b.lim.Work }

// tick counts n steps taken and, every game.StepEvery steps, reports them
// to w, returning w's error once the computation is cancelled, or the
// builder's refusal once the steps pass most: the search, the
// minimisation, the product table and the check call it at least once a
// sum, a row or a state, so that both stop them within a few thousand
// steps.
func (b *builder) tick(n int64) error {
	b.spent += n
	if b.spent < b.next {
		return nil
	}
	b.next = b.spent + game.StepEvery
	if b.spent > b.most() {
		return b.beyond(b.spent)
	}
	return b.w.Step(int(b.spent))
}

// beyond refuses the quotient, which needs steps, more than most: what it
// was doing, the limit and what raises it.
func (b *builder) beyond(steps int64) error {
	return &game.InputError{Key: "heaps", Text: fmt.Sprint(b.heap), Problem: fmt.Sprintf(
		"the misère quotient of %s takes more than %s steps by heap %d (sums searched and checked, products tabled), beyond the limit of %s steps of %s%s",
		b.name(), numerals.Grouped(int(min(steps, 1<<62))), b.heap, numerals.Grouped(int(b.most())), b.lim.Where, b.raising)}
}

// add extends the quotient to heap n.
func (b *builder) add(n int) error {
	b.heap = n
	if b.spent > b.most() {
		return b.beyond(b.spent)
	}
	if err := b.list(n); err != nil {
		return err
	}
	q := b.q
	q.image = append(q.image, 0)
	q.heaps = n + 1
	if len(b.opts[n]) == 0 {
		return nil // a heap with no move is the empty sum, element 0
	}
	// The elements of the heaps below n first, the nearest first: a
	// periodic quotient finds its element a period back.
	tried := make([]bool, q.Order())
	try := func(x int) (bool, error) {
		if tried[x] {
			return false, nil
		}
		tried[x] = true
		q.image[n] = uint16(x)
		return b.chk.take(b.typeOf(n))
	}
	for d := 1; d <= n; d++ {
		if ok, err := try(int(q.image[n-d])); ok || err != nil {
			return err
		}
	}
	for x := range q.Order() {
		if ok, err := try(x); ok || err != nil {
			return err
		}
	}
	return b.rebuild(n)
}

// list lists the moves of heap n.
func (b *builder) list(n int) error {
	var opts [][]int
	seen := map[string]bool{}
	var err error
	b.g.Options(big.NewInt(int64(n)), func(m game.Move) bool {
		if m.Every != 0 {
			err = fmt.Errorf("genus: %s: the misère quotient needs moves listed one by one", b.name())
			return false
		}
		var live []int
		for _, l := range m.Leave {
			if !l.IsInt64() || l.Sign() < 0 || l.Int64() >= int64(n) {
				err = fmt.Errorf("genus: %s: a move from heap %d leaves a heap of %s, not a smaller one", b.name(), n, l)
				return false
			}
			if i := int(l.Int64()); len(b.opts[i]) > 0 {
				live = append(live, i)
			}
		}
		slices.Sort(live)
		if k := fmt.Sprint(live); !seen[k] {
			seen[k] = true
			opts = append(opts, live)
		}
		return true
	})
	b.opts = append(b.opts, opts)
	return err
}

// heapType is what the check needs of a heap: its element and those of its
// options.
type heapType struct {
	elem int
	opts []int
}

// typeOf returns the type of the live heap n.
func (b *builder) typeOf(n int) heapType {
	q := b.q
	t := heapType{elem: int(q.image[n])}
	for _, o := range b.opts[n] {
		x := 0
		for _, h := range o {
			x = int(q.mul[x][q.image[h]])
		}
		if !slices.Contains(t.opts, x) {
			t.opts = append(t.opts, x)
		}
	}
	slices.Sort(t.opts)
	return t
}

// prove reports whether the check proves q for every live heap up to n, and
// makes q and its checker the builder's when it does; the error is w's,
// when the computation is cancelled.
func (b *builder) prove(q *Quotient, n int) (bool, error) {
	old := b.q
	b.q = q
	c := newChecker(q, b.tick)
	for h := 1; c != nil && h <= n; h++ {
		if len(b.opts[h]) == 0 {
			continue
		}
		ok, err := c.take(b.typeOf(h))
		if err != nil {
			b.q = old
			return false, err
		}
		if !ok {
			c = nil
		}
	}
	if c == nil {
		b.q = old
		return false, nil
	}
	b.chk = c
	return true, nil
}

// name names the game for messages, without its play: "Octal game 0.6".
func (b *builder) name() string {
	return strings.TrimSuffix(b.g.Title(), ", normal play")
}
