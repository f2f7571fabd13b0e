package octal

import (
	"errors"
	"slices"
	"testing"

	"stones/solver/periodic"
	"stones/solver/stats"
)

// unequal is Grundy's game as a Streamer, for the tests of this package.
type unequal struct{}

func (unequal) NewEngine() *Rows          { return NewRows(MustParseCode("4.0"), UnequalSplits) }
func (unequal) SplitParity() stats.Parity { return stats.EvenSplits }
func (unequal) Theorem() (int, bool)      { return 0, false }

// followed is what a run of follow gave: every value yielded, the period,
// the rows computed and the work spent.
type followed struct {
	values   []uint32
	period   *periodic.Period
	computed int
	spent    int64
	err      error
}

func runFollow(g Streamer, length int, budget int64, fold bool, r *Resume) followed {
	rows := g.NewEngine()
	var f followed
	f.period, f.computed, f.err = follow(rows, g, length, budget, nil, fold, r, func(from int, values []uint32) error {
		if from != len(f.values) {
			return errors.New("a block out of order")
		}
		f.values = append(f.values, values...)
		return nil
	})
	f.spent = rows.Spent()
	return f
}

// A run resumed from any snapshot that Save received yields the values of
// the run it continues, proves the same period at the same heap, and
// spends the same work: so a -work budget stops it at the same row.
func TestResumeFromEverySnapshot(t *testing.T) {
	for _, tt := range []struct {
		name   string
		g      Streamer
		length int
		budget int64
		fold   bool
	}{
		{"0.6", NewRow(MustParseCode("0.6")), 140_000, 1 << 40, true},
		{"Grundy's game", unequal{}, 140_000, 1 << 40, true},
		{"0.127, proven at 131072", NewRow(MustParseCode("0.127")), 1 << 18, 1 << 40, true},
		// The budget stops 0.6 after two blocks of rows, between two
		// snapshots.
		{"0.6 within a budget", NewRow(MustParseCode("0.6")), 1 << 20, 400_000_000, false},
	} {
		t.Run(tt.name, func(t *testing.T) {
			var snaps []Snapshot
			whole := runFollow(tt.g, tt.length, tt.budget, tt.fold, &Resume{Save: func(s Snapshot) { snaps = append(snaps, s) }})
			if whole.err != nil {
				t.Fatal(whole.err)
			}
			if tt.budget < 1<<40 && (whole.computed >= tt.length || whole.spent < tt.budget) {
				t.Fatalf("the budget did not stop the run: %d rows, %d spent", whole.computed, whole.spent)
			}
			if len(snaps) < 2 {
				t.Fatalf("%d snapshots, want at least two", len(snaps))
			}
			if plain := runFollow(tt.g, tt.length, tt.budget, tt.fold, nil); !slices.Equal(plain.values, whole.values) || plain.spent != whole.spent {
				t.Fatalf("saving snapshots changed the run: %d values, %d spent; without, %d and %d", len(whole.values), whole.spent, len(plain.values), plain.spent)
			}
			for _, s := range snaps {
				got := runFollow(tt.g, tt.length, tt.budget, tt.fold, &Resume{From: s})
				switch {
				case got.err != nil:
					t.Fatalf("resumed from %d rows: %v", s.Len(), got.err)
				case !slices.Equal(got.values, whole.values):
					t.Errorf("resumed from %d rows: %d values, unlike the run's %d", s.Len(), len(got.values), len(whole.values))
				case got.computed != whole.computed || got.spent != whole.spent:
					t.Errorf("resumed from %d rows: %d rows computed and %d work spent, want %d and %d", s.Len(), got.computed, got.spent, whole.computed, whole.spent)
				case (got.period == nil) != (whole.period == nil) || got.period != nil && *got.period != *whole.period:
					t.Errorf("resumed from %d rows: period %v, want %v", s.Len(), got.period, whole.period)
				}
			}
		})
	}
}

// A snapshot that no engine of the game can have taken is refused with
// ErrSnapshot, never a panic.
func TestRestoreRefuses(t *testing.T) {
	rows := NewRows(MustParseCode("0.6"), AllSplits)
	rows.Extend(1000, 1<<40, nil)
	good := rows.Snapshot()
	for name, bad := range map[string]func(*Snapshot){
		"both":         func(s *Snapshot) { s.Wide = make([]uint32, 3) },
		"checks":       func(s *Snapshot) { s.Checks = 300 },
		"mask":         func(s *Snapshot) { s.Sparse, s.Mask, s.Dom = true, 1<<20, false },
		"plain mask":   func(s *Snapshot) { s.Sparse, s.Mask = false, 3 },
		"counts":       func(s *Snapshot) { s.Eager = -1 },
		"narrow wide":  func(s *Snapshot) { s.Wide, s.Narrow = []uint32{0, 1, 2}, nil },
		"huge value":   func(s *Snapshot) { s.Wide, s.Narrow = []uint32{0, 1 << 31}, nil },
		"spent":        func(s *Snapshot) { s.Spent = -5 },
		"sample count": func(s *Snapshot) { s.SinceSample = 99 },
	} {
		s := good
		s.Narrow = slices.Clone(good.Narrow)
		bad(&s)
		if err := NewRows(MustParseCode("0.6"), AllSplits).Restore(s); !errors.Is(err, ErrSnapshot) {
			t.Errorf("%s: Restore = %v, want ErrSnapshot", name, err)
		}
	}
	if err := NewRows(MustParseCode("0.6"), AllSplits).Restore(good); err != nil {
		t.Errorf("Restore of a good snapshot: %v", err)
	}
}
