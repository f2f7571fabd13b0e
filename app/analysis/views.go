package analysis

import (
	"context"
	"slices"
	"strconv"
	"strings"
	"sync"

	"stones/solver"
	"stones/solver/game"
	"stones/solver/research"
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
	if cfg.Embed {
		return cfg.EmbedView() // the view its list names, if any
	}
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

// AtlasKeys reads the atlas's page keys upto (the span, the family's
// default when absent) and size (0, every size, when absent); a bad value
// is an error of its key and reads as the default.
func AtlasKeys(cfg solver.Config) (span, size int, err error) {
	a := cfg.Family.Atlas
	if a == nil {
		return 0, 0, &game.InputError{Key: "view", Text: AtlasPanel, Problem: "game=" + cfg.Family.Game + " offers no atlas"}
	}
	span = a.Default
	if v, ok := cfg.Page["upto"]; ok {
		if n, e := strconv.Atoi(v); e == nil && n >= a.Least && n <= a.Most {
			span = n
		} else {
			err = &game.InputError{Key: "upto", Text: v, Problem: "must be a whole number from " + strconv.Itoa(a.Least) + " to " + strconv.Itoa(a.Most)}
		}
	}
	if v, ok := cfg.Page["size"]; ok && a.Size != "" {
		if n, e := strconv.Atoi(v); e == nil && n >= 0 && n <= span {
			size = n
		} else if err == nil {
			err = &game.InputError{Key: "size", Text: v, Problem: "must be a whole number from 0 (every size) to " + strconv.Itoa(span)}
		}
	}
	return span, size, err
}

// Researcher computes the growth and digits views (view=growth,
// view=digits) in the process that holds it, the page's research worker:
// one job at a time, each superseding the one before. It keeps the last
// heaps it analysed, so that another base or number of digit positions, or
// the other view, is counted without analysing them again.
type Researcher struct {
	mu     sync.Mutex
	last   *solver.Result
	figure string // what last is: its figure over the heaps counted
}

// Research computes what the view of cfg counts, as job: the heaps 0 …
// upto−1 of its game (research.KeysOf, research.AnalyzeUpto) within the
// page's limits, then research.GrowthOf or research.DigitsOf. A bad page key
// reads as its default (the page shows its problem). report, if not nil,
// receives progress; cancelling ctx stops the work, and the Failure then
// holds ctx's error. It returns the message to post: a Growth, a Digits or
// a Failure. The cost is that of the analysis, O(upto) when the heaps are
// those of the last job.
func (s *Researcher) Research(ctx context.Context, job int, cfg solver.Config, report func(game.Progress)) Message {
	keys, _ := research.KeysOf(cfg)
	figure := cfg.Unasked()
	figure.Len = keys.Upto
	s.mu.Lock()
	r := s.last
	if s.figure != figure.Figure() {
		r = nil
	}
	s.mu.Unlock()
	if r == nil {
		var err error
		if r, err = research.AnalyzeUpto(ctx, cfg, keys, solver.PageLimits, report); err != nil {
			return Failure{Kind: ResearchJob, N: job, Err: err}
		}
		s.mu.Lock()
		s.last, s.figure = r, figure.Figure()
		s.mu.Unlock()
	}
	switch Panel(cfg) {
	case GrowthPanel:
		return Growth{Job: job, View: research.GrowthOf(r)}
	case DigitsPanel:
		d, err := research.DigitsOf(r, keys.Base, keys.Places)
		return Ended(ResearchJob, job, Digits{Job: job, View: d}, err)
	}
	return Failure{Kind: ResearchJob, N: job, Err: &game.InputError{Key: "view", Text: cfg.Page["view"], Problem: "opens neither the growth nor the digits view"}}
}

// Researched reports whether the page key view of cfg opens a view that
// the Researcher computes.
func Researched(cfg solver.Config) bool {
	p := Panel(cfg)
	return p == GrowthPanel || p == DigitsPanel
}

// Atlas computes the periods of the atlas's games queries (a share of
// them, in a worker of the page's pool), searching at most search heap
// sizes each: research.PeriodsOf.
func Atlas(ctx context.Context, queries []string, search int, report func(game.Progress)) ([]research.Periodicity, error) {
	return research.PeriodsOf(ctx, queries, search, report)
}
