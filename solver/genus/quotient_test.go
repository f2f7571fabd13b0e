package genus_test

import (
	"math/big"
	"testing"

	"stones/solver/game"
	"stones/solver/genus"
	"stones/solver/octal"
)

func TestQuotientKaylesScratch(t *testing.T) {
	q, err := genus.QuotientOf(octal.NewRow(octal.MustParseCode("0.77")), 40, game.Limits{States: 1 << 20, Where: "the tests"})
	if err != nil {
		t.Fatal(err)
	}
	pre, p, ok := q.Periodic()
	t.Log(q.Order(), q.PPortion(), pre, p, ok, q.Heaps(), q.Table())
	_ = big.NewInt
}
