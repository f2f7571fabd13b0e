package genus_test

import (
	"testing"

	"stones/solver/game"
	"stones/solver/gametest"
	"stones/solver/genus"
	"stones/solver/grundy"
	"stones/solver/octal"
)

// benchLimits are the command line's budgets of a misère search.
var benchLimits = game.Limits{Work: 1 << 34, States: 4_000_000, Where: "the benchmarks"}

// BenchmarkTable computes the genera of the first heaps, at the sizes the
// page reaches (Kayles 40 and 50) and beyond.
func BenchmarkTable(b *testing.B) {
	for _, bc := range []struct {
		name   string
		normal game.Impartial
		length int
	}{
		{"kayles/40", octal.NewRow(octal.MustParseCode("0.77")), 40},
		{"kayles/50", octal.NewRow(octal.MustParseCode("0.77")), 50},
		{"dawson/60", octal.NewRow(octal.MustParseCode("0.07")), 60},
		{"grundy/60", grundy.New(), 60},
	} {
		b.Run(bc.name, func(b *testing.B) {
			for b.Loop() {
				if err := genus.NewTable(bc.normal, benchLimits, nil).Extend(bc.length); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}

// BenchmarkQuotient builds and proves Kayles' misère quotient, up to the
// heaps that prove it periodic (168), and answers a sum of rows of any
// size from it.
func BenchmarkQuotient(b *testing.B) {
	kayles := octal.NewRow(octal.MustParseCode("0.77"))
	b.Run("kayles", func(b *testing.B) {
		for b.Loop() {
			if _, err := genus.QuotientOf(kayles, 40, benchLimits, nil); err != nil {
				b.Fatal(err)
			}
		}
	})
	// 0.1232: heap 11 loosens heap 9's relation and needs 6 copies of its
	// own, the rebuild's searches with more copies (Plambeck and Siegel's
	// period 6).
	loosened := octal.NewRow(octal.MustParseCode("0.1232"))
	b.Run("0.1232", func(b *testing.B) {
		for b.Loop() {
			if _, err := genus.QuotientOf(loosened, 12, benchLimits, nil); err != nil {
				b.Fatal(err)
			}
		}
	})
	q, err := genus.QuotientOf(kayles, 40, benchLimits, nil)
	if err != nil {
		b.Fatal(err)
	}
	hs := gametest.Heaps(1000, 17, 17, 6, 90, 91, 5)
	b.Run("kayles-sum", func(b *testing.B) {
		for b.Loop() {
			q.Product(hs)
		}
	})
}

// BenchmarkSolveBeyond solves misère Kayles' default strip, 100 rows,
// beyond the genus's limits: the misère quotient for the outcomes and
// their period, the genera of the rows within a GenusShare-th of the
// limits, on the page's budgets and on the command line's.
func BenchmarkSolveBeyond(b *testing.B) {
	kayles := genus.Misere(octal.NewRow(octal.MustParseCode("0.77"))).(game.Solver)
	for _, bc := range []struct {
		name string
		lim  game.Limits
	}{
		{"kayles/100/page", game.Limits{Work: 1 << 30, States: 1_000_000, Where: "the page"}},
		{"kayles/100/cli", benchLimits},
	} {
		b.Run(bc.name, func(b *testing.B) {
			for b.Loop() {
				if _, err := kayles.Solve(100, bc.lim, nil); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}
