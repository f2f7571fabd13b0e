package analysis

import (
	"context"
	"slices"
	"strconv"
	"strings"

	"stones/solver"
)

// The words of the page key view, a comma list: Fold lays the strip out by
// its period; a panel word opens one card below the figure. A link holds
// the fold and one panel at once ("view=fold,growth"); with several panel
// words the first one counts; other words are kept and ignored.
const (
	Fold         = "fold"
	ComparePanel = "compare"
	GrowthPanel  = "growth"
	DigitsPanel  = "digits"
	AtlasPanel   = "atlas"
)

// Panels are the panel words of the key view, in the order the page offers
// them.
var Panels = []string{ComparePanel, GrowthPanel, DigitsPanel, AtlasPanel}

// viewWords splits the key view into its words.
func viewWords(cfg solver.Config) []string {
	var words []string
	for w := range strings.SplitSeq(cfg.Page["view"], ",") {
		if w = strings.TrimSpace(w); w != "" {
			words = append(words, w)
		}
	}
	return words
}

// Panel returns the panel the page key view opens ("" for none): its first
// panel word.
func Panel(cfg solver.Config) string {
	for _, w := range viewWords(cfg) {
		if slices.Contains(Panels, w) {
			return w
		}
	}
	return ""
}

// Folded reports whether the page key view folds the strip.
func Folded(cfg solver.Config) bool { return slices.Contains(viewWords(cfg), Fold) }

// WithPanel returns the key view with panel open instead of any other
// ("" closes the panel), the fold and unknown words kept.
func WithPanel(cfg solver.Config, panel string) string {
	words := slices.DeleteFunc(viewWords(cfg), func(w string) bool { return slices.Contains(Panels, w) })
	if panel != "" {
		words = append(words, panel)
	}
	return strings.Join(words, ",")
}

// WithFold returns the key view with the fold on or off, the other words
// kept.
func WithFold(cfg solver.Config, on bool) string {
	words := slices.DeleteFunc(viewWords(cfg), func(w string) bool { return w == Fold })
	if on {
		words = append([]string{Fold}, words...)
	}
	return strings.Join(words, ",")
}

// The defaults of the digits view's keys: Eppstein's Figure 3, the three
// low-order base-5 digits.
const (
	DefaultBase   = 5
	DefaultPlaces = 3
)

// DigitsKeys reads the digits view's page keys base and digits, with their
// defaults; a bad value is an error of its key (solver.DigitsOf's words)
// and reads as the default.
func DigitsKeys(cfg solver.Config) (base, places int, err error) {
	base, places = DefaultBase, DefaultPlaces
	if v, ok := cfg.Page["base"]; ok {
		if b, e := strconv.Atoi(v); e == nil && b >= solver.MinBase && b <= solver.MaxBase {
			base = b
		} else {
			err = &solver.InputError{Key: "base", Text: v, Problem: "must be a whole number from " + strconv.Itoa(solver.MinBase) + " to " + strconv.Itoa(solver.MaxBase)}
		}
	}
	if v, ok := cfg.Page["digits"]; ok {
		if p, e := strconv.Atoi(v); e == nil && p >= 1 && p <= solver.MaxPlaces {
			places = p
		} else if err == nil {
			err = &solver.InputError{Key: "digits", Text: v, Problem: "must be 1, 2 or 3 (digit positions)"}
		}
	}
	return base, places, err
}

// AtlasKeys reads the atlas's page keys upto (the span, the family's
// default when absent) and size (0, every size, when absent); a bad value
// is an error of its key and reads as the default.
func AtlasKeys(cfg solver.Config) (span, size int, err error) {
	a := cfg.Family.Atlas
	if a == nil {
		return 0, 0, &solver.InputError{Key: "view", Text: AtlasPanel, Problem: "game=" + cfg.Family.Game + " offers no atlas"}
	}
	span = a.Default
	if v, ok := cfg.Page["upto"]; ok {
		if n, e := strconv.Atoi(v); e == nil && n >= a.Least && n <= a.Most {
			span = n
		} else {
			err = &solver.InputError{Key: "upto", Text: v, Problem: "must be a whole number from " + strconv.Itoa(a.Least) + " to " + strconv.Itoa(a.Most)}
		}
	}
	if v, ok := cfg.Page["size"]; ok && a.Size != "" {
		if n, e := strconv.Atoi(v); e == nil && n >= 0 && n <= span {
			size = n
		} else if err == nil {
			err = &solver.InputError{Key: "size", Text: v, Problem: "must be a whole number from 0 (every size) to " + strconv.Itoa(span)}
		}
	}
	return span, size, err
}

// Research returns what the growth or digits view shows of r, the result
// of cfg, when the page key view opens one; otherwise nil, nil. The page
// derives them from the figure its worker computed, whose progress and
// Cancel they share: O(len) (solver.GrowthOf, solver.DigitsOf), a few
// milliseconds for a million heaps, so that a change of base or digits
// redraws the view without a new analysis.
func Research(cfg solver.Config, r *solver.Result) (*solver.Growth, *solver.Digits) {
	switch Panel(cfg) {
	case GrowthPanel:
		return solver.GrowthOf(r), nil
	case DigitsPanel:
		base, places, _ := DigitsKeys(cfg)
		d, _ := solver.DigitsOf(r, base, places)
		return nil, d
	}
	return nil, nil
}

// Atlas computes the periods of the atlas's games queries (a share of
// them, in a worker of the page's pool), searching at most search heap
// sizes each: solver.PeriodsOf.
func Atlas(ctx context.Context, queries []string, search int, report func(solver.Progress)) ([]solver.Periodicity, error) {
	return solver.PeriodsOf(ctx, queries, search, report)
}
