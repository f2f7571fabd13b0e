package genus

import (
	"fmt"
	"math/big"
	"slices"
	"strings"

	"stones/solver/game"
	"stones/solver/numerals"
	"stones/solver/periodic"
)

// Quotient is the misère quotient of an impartial heap game (Plambeck and
// Siegel, "Misère quotients for impartial games", 2008): the commutative
// monoid of the sums of heaps up to indistinguishability (G ≡ H when G+X
// and H+X have the same misère outcome for every sum X), its P-portion
// (the elements whose sums are misère P-positions), and the element of
// each heap. A sum of heaps is then a P-position exactly when the product
// of its heaps' elements is in the P-portion: a few table look-ups a heap,
// however large the heaps and however many.
//
// A Quotient is proven, not guessed: every element map it holds has passed
// a check of its predictions (see check.go), so that its answers are exact for every sum of the heaps it
// covers. When Periodic, it covers every heap, of any size. A Quotient is
// immutable.
type Quotient struct {
	mul   [][]uint16 // mul[x][y] = x·y; element 0 is the identity, the empty sum
	cold  []bool     // the P-portion
	image []uint16   // image[n], the element of a heap of n, for n < len(image)
	// From pre on, image[n+period] = image[n] for every n (period > 0
	// only when proven: see Periodic).
	pre, period int
	heaps       int // the heaps computed: 0 … heaps−1
	take        int // the most stones a move takes, when the game is Bounded; 0 otherwise
}

// Order returns the number of elements of the quotient.
func (q *Quotient) Order() int { return len(q.mul) }

// PPortion returns the number of elements in the P-portion.
func (q *Quotient) PPortion() int {
	n := 0
	for _, c := range q.cold {
		if c {
			n++
		}
	}
	return n
}

// Periodic returns the preperiod and period of the heaps' elements when
// they are proven to repeat for ever, so that the quotient answers for
// heaps of any size; ok is false when the quotient covers only the heaps
// below Heaps.
func (q *Quotient) Periodic() (pre, period int, ok bool) {
	return q.pre, q.period, q.period > 0
}

// Heaps returns how many heap sizes were computed, 0 … Heaps−1.
func (q *Quotient) Heaps() int { return q.heaps }

// Element returns the element of a heap of n, and false when the quotient
// does not cover it (n beyond Heaps and no period proven). The cost is one
// division of n.
func (q *Quotient) Element(n *big.Int) (int, bool) {
	if n.Sign() < 0 {
		return 0, false
	}
	if n.IsInt64() && n.Int64() < int64(q.heaps) {
		return int(q.image[n.Int64()]), true
	}
	if q.period == 0 {
		return 0, false
	}
	var r big.Int
	r.Sub(n, big.NewInt(int64(q.pre)))
	r.Mod(&r, big.NewInt(int64(q.period)))
	return int(q.image[q.pre+int(r.Int64())]), true
}

// Product returns the element of a sum of heaps, and false when a heap is
// not covered. The cost is O(len(heaps)) look-ups.
func (q *Quotient) Product(heaps []*big.Int) (int, bool) {
	x := 0
	for _, h := range heaps {
		e, ok := q.Element(h)
		if !ok {
			return 0, false
		}
		x = int(q.mul[x][e])
	}
	return x, true
}

// Cold reports whether the element x is in the P-portion.
func (q *Quotient) Cold(x int) bool { return q.cold[x] }

// Covers reports whether the quotient answers every heap below length:
// it is periodic, or it computed them.
func (q *Quotient) Covers(length int) bool { return q.period > 0 || length <= q.heaps }

// Outcome returns the misère outcome of a single heap of n, which Covers
// must include: P when its element is in the P-portion. The cost is one
// look-up.
func (q *Quotient) Outcome(n int) game.Outcome {
	if n >= q.heaps {
		n = q.pre + (n-q.pre)%q.period
	}
	if q.cold[q.image[n]] {
		return game.P
	}
	return game.N
}

// OutcomePeriod returns the smallest period, and then the smallest
// preperiod, of the misère outcomes of single heaps, when the heaps'
// elements are proven periodic (Periodic); ok is false otherwise. A heap's
// outcome is its element's place in the P-portion, so the elements' period
// is one of the outcomes', proven for every heap as theirs is; the
// outcomes' smallest period divides it and may be shorter
// (periodic.Smallest). The cost is O(p · d(p)) look-ups for the elements'
// period p.
func (q *Quotient) OutcomePeriod() (p periodic.Period, ok bool) {
	if q.period == 0 {
		return periodic.Period{}, false
	}
	return periodic.Smallest(q.Outcome, periodic.Period{Preperiod: q.pre, Period: q.period, Proven: true}), true
}

// Table returns the elements of the heaps 0 … Heaps−1.
func (q *Quotient) Table() []int {
	out := make([]int, q.heaps)
	for i := range out {
		out[i] = int(q.image[i])
	}
	return out
}

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

// rebuild builds the quotient of the heaps up to n anew, by exhaustive
// search over the sums of generating heaps, and checks it.
func (b *builder) rebuild(n int) error {
	q := b.q
	// The generators: the heaps whose elements no lighter product of
	// earlier generators gives (weight: the generators' heap sizes), so
	// that every move leaves a lighter sum of generators; and heap n.
	var gens []int
	fact := map[int][]int{0: nil}
	weight := map[int]int{0: 0}
	for h := 1; h < n; h++ {
		if len(b.opts[h]) == 0 {
			continue
		}
		if w, ok := weight[int(q.image[h])]; ok && w <= h {
			continue
		}
		gens = append(gens, h)
		for changed := true; changed; {
			changed = false
			for x := range q.Order() {
				wx, ok := weight[x]
				if !ok {
					continue
				}
				for gi, gh := range gens {
					y := int(q.mul[x][q.image[gh]])
					if w, ok := weight[y]; !ok || wx+gh < w {
						weight[y], fact[y] = wx+gh, append(slices.Clone(fact[x]), gi)
						changed = true
					}
				}
			}
		}
	}
	gens = append(gens, n)
	merged := func(h int) []int {
		if h == n {
			return []int{len(gens) - 1}
		}
		return fact[int(q.image[h])]
	}
	// Should heaps of one element differ once heap n is there, every live
	// heap is a generator of its own.
	var live []int
	index := map[int]int{}
	for h := 1; h <= n; h++ {
		if len(b.opts[h]) > 0 {
			index[h] = len(live)
			live = append(live, h)
		}
	}
	own := func(h int) []int { return []int{index[h]} }
	// Between the two: a generator for each element of the earlier live
	// heaps (its first heap), heaps of one element merged, none a product.
	var firsts []int
	first := map[uint16]int{}
	for _, h := range live[:len(live)-1] {
		if _, ok := first[q.image[h]]; !ok {
			first[q.image[h]] = len(firsts)
			firsts = append(firsts, h)
		}
	}
	firsts = append(firsts, n)
	sameElement := func(h int) []int {
		if h == n {
			return []int{len(firsts) - 1}
		}
		return []int{first[q.image[h]]}
	}
	// The searches, cheapest first: each earlier heap counted up to the
	// relation its element satisfies (ownCaps) or up to most copies, and
	// heap n up to newMost. Heap n may loosen an earlier heap's relation
	// and take more copies to repeat its own: in 0.1232, heap 11 makes
	// heap 9's x² = 1 into x⁴ = x², and its own x⁵ differs from x³.
	for _, v := range []struct {
		gens          []int
		of            func(int) []int
		most, newMost int
		ownCaps       bool
	}{
		{gens, merged, 0, 3, true}, {gens, merged, 0, 4, true}, {gens, merged, 4, mostNewCopies, false},
		{firsts, sameElement, 3, 3, false}, {firsts, sameElement, 4, mostNewCopies, false},
		{live, own, 3, 3, false}, {live, own, 4, 4, false}, {live, own, 4, mostNewCopies, false},
	} {
		caps := make([]cycle, len(v.gens))
		for i, h := range v.gens {
			switch {
			case h == n:
				caps[i] = cycle{most: v.newMost, back: 2}
			case v.ownCaps:
				caps[i] = powers(q, int(q.image[h]))
			default:
				caps[i] = cycle{most: v.most, back: 2}
			}
		}
		s, err := b.search(v.gens, v.of, caps)
		if err != nil {
			return err
		}
		nq, err := b.table(s)
		if err != nil {
			return err
		}
		nq.image = make([]uint16, n+1)
		nq.heaps = n + 1
		for h := 1; h <= n; h++ {
			x := 0
			if len(b.opts[h]) > 0 {
				for _, gi := range v.of(h) {
					x = int(nq.mul[x][s.gen[gi]])
				}
			}
			nq.image[h] = uint16(x)
		}
		if ok, err := b.prove(nq, n); ok || err != nil {
			return err
		}
	}
	return &game.InputError{Key: "heaps", Text: fmt.Sprint(n), Problem: fmt.Sprintf(
		"the misère quotient of %s is not proven beyond heap %d: no search of the sums of its heaps, each counted up to 4 copies (heap %d up to %d), gives one that the check proves",
		b.name(), n-1, n, mostNewCopies)}
}

// table returns the monoid of the search's classes (sums.quotient), once
// its size and the steps of its product table are known to be within the
// limits: order² products, each of at most the generators' copies.
func (b *builder) table(s *sums) (*Quotient, error) {
	if s.order > MostQuotientOrder {
		return nil, &game.InputError{Key: "heaps", Text: fmt.Sprint(b.heap), Problem: fmt.Sprintf(
			"the misère quotient of %s has %s elements by heap %d, more than the %s it may have (a product table of 32 MiB)",
			b.name(), numerals.Grouped(s.order), b.heap, numerals.Grouped(MostQuotientOrder))}
	}
	copies := int64(1)
	for _, c := range s.caps {
		copies += int64(c.most)
	}
	if cost := int64(s.order) * int64(s.order) * copies; b.spent+cost > b.most() {
		return nil, b.beyond(b.spent + cost)
	}
	return s.quotient(func(row int) error { return b.tick(int64(row) * copies) })
}

// mostNewCopies is the most copies of the new heap that rebuild's last
// search counts.
const mostNewCopies = 6

// cycle is how copies of a generator are counted: 0 … most, and one more
// copy past most goes back by back (x^(most+1) = x^(most+1−back)).
type cycle struct{ most, back int }

// powers returns the cycle of the powers of x in q.
func powers(q *Quotient, x int) cycle {
	seen := map[int]int{}
	p := x
	for a := 1; ; a++ {
		if b, ok := seen[p]; ok {
			return cycle{most: a - 1, back: a - b}
		}
		seen[p] = a
		p = int(q.mul[p][x])
	}
}

// Describe says what the quotient is, for an answer: "the misère quotient
// of this game (Plambeck and Siegel), of 40 elements, 9 of them P, heaps'
// elements periodic from heap 71 with period 12, proven".
func (q *Quotient) Describe() string {
	s := q.named()
	if pre, p, ok := q.Periodic(); ok {
		return s + fmt.Sprintf(", the heaps' elements periodic from heap %d with period %d, proven for every heap", pre, p)
	}
	return s + fmt.Sprintf(", proven for the heaps below %d", q.Heaps())
}

// Proof says what proves the period of the single heaps' misère outcomes
// that OutcomePeriod gives, for an answer's proof: the quotient's check,
// and the octal bound that carries the heaps' elements' period to every
// heap. It is "" when the elements are not proven periodic.
func (q *Quotient) Proof() string {
	if q.period == 0 {
		return ""
	}
	return q.named() + fmt.Sprintf(", whose check of its predictions at every sum of heaps proves each heap's outcome; "+
		"its heaps' elements repeat from heap %d with period %d for every heap, since a move takes at most %d stones, so that from heap %d on a heap and the heap %d larger have options of the same elements, and the heaps up to %d were checked",
		q.pre, q.period, q.take, periodBound(q.pre, q.period, q.take), q.period, q.heaps-1)
}

// named names the quotient with its order and P-portion, as Describe and
// Proof begin.
func (q *Quotient) named() string {
	return fmt.Sprintf("the misère quotient of this game (Plambeck and Siegel), of %d elements, %d of them P", q.Order(), q.PPortion())
}

// name names the game for messages, without its play: "Octal game 0.6".
func (b *builder) name() string {
	return strings.TrimSuffix(b.g.Title(), ", normal play")
}

// Summary writes the quotient for people, a fact a line: its order and
// P-portion, how far it holds, the element of each heap computed, the
// P-portion's elements and the product table, one row an element.
func (q *Quotient) Summary() string {
	var b strings.Builder
	fmt.Fprintf(&b, "Misère quotient (Plambeck and Siegel): %d elements, %d of them P (0 is the empty sum).\n", q.Order(), q.PPortion())
	if pre, p, ok := q.Periodic(); ok {
		fmt.Fprintf(&b, "Heaps' elements: periodic from heap %d with period %d, proven for every heap.\n", pre, p)
	} else {
		fmt.Fprintf(&b, "Heaps' elements: proven for the heaps below %d.\n", q.Heaps())
	}
	fmt.Fprintf(&b, "Elements of heaps 0-%d:", q.Heaps()-1)
	for _, x := range q.image[:q.heaps] {
		fmt.Fprintf(&b, " %d", x)
	}
	b.WriteString("\nP-portion:")
	for x, c := range q.cold {
		if c {
			fmt.Fprintf(&b, " %d", x)
		}
	}
	b.WriteString("\nProducts (row x, column y: x·y):\n")
	for _, row := range q.mul {
		for y, z := range row {
			if y > 0 {
				b.WriteByte(' ')
			}
			fmt.Fprintf(&b, "%d", z)
		}
		b.WriteByte('\n')
	}
	return b.String()
}
