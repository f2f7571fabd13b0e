package genus

import (
	"math/big"
	"testing"

	"stones/solver/game"
)

// kayles is Kayles in normal play, from its rules alone: a move knocks
// down one pin or two adjacent pins of a row.
type kayles struct{}

func (kayles) Keys() []game.KeyValue  { return nil }
func (kayles) Title() string          { return "Kayles, normal play" }
func (kayles) Legend() []game.Letter  { return game.ImpartialLegend }
func (kayles) Misere() bool           { return false }
func (kayles) MostTaken() (int, bool) { return 2, true }
func (kayles) Options(n *big.Int, yield func(game.Move) bool) {
	r := int(n.Int64())
	for take := 1; take <= 2; take++ {
		for left := 0; left+take <= r && left <= r-take-left; left++ {
			if !yield(game.Move{Take: take, Leave: []*big.Int{big.NewInt(int64(left)), big.NewInt(int64(r - take - left))}}) {
				return
			}
		}
	}
}

// The check proves Kayles' quotient, and fails as soon as one element's
// place in the P-portion, or one row's element, is changed: every element
// is the product of some sum, whose prediction would then be wrong.
func TestCheckFails(t *testing.T) {
	row := kayles{}
	lim := game.Limits{States: 1 << 20, Work: 1 << 40, Where: "the tests"}
	q, err := QuotientOf(row, 40, lim, nil)
	if err != nil {
		t.Fatal(err)
	}
	b := &builder{g: row, lim: lim, q: q, opts: [][][]int{nil}}
	for n := 1; n < q.heaps; n++ {
		if err := b.list(n); err != nil {
			t.Fatal(err)
		}
	}
	last := q.heaps - 1
	proves := func() bool {
		ok, err := b.prove(q, last)
		if err != nil {
			t.Fatal(err)
		}
		return ok
	}
	if !proves() {
		t.Fatal("the check does not prove Kayles' quotient")
	}
	for x := range q.Order() {
		q.cold[x] = !q.cold[x]
		if proves() {
			t.Errorf("the check proves Kayles' quotient with element %d's place in the P-portion flipped", x)
		}
		q.cold[x] = !q.cold[x]
	}
	for n := 1; n < 30; n++ {
		was := q.image[n]
		for x := range q.Order() {
			if uint16(x) == was {
				continue
			}
			q.image[n] = uint16(x)
			if proves() {
				t.Errorf("the check proves Kayles' quotient with row %d's element %d made %d", n, was, x)
			}
		}
		q.image[n] = was
	}
}
