package research

import (
	"context"
	"net/url"
	"slices"
	"strconv"
	"strings"

	"stones/solver"
	"stones/solver/game"
	"stones/solver/periodic"
)

// Variant is one game of a comparison: its name and configuration.
type Variant struct {
	Name   string
	Config solver.Config
}

// Variants returns the games that share the move set of c, to be drawn
// side by side over the same heap sizes: the variants every family of the
// registry declares (Family.Variants), in the order of their ranks (normal
// and misère play, the no-repeat game with k = 1 and 2, the parity game,
// and the partizan game where Left and Right both have the move set). c
// must name a move set (the key moves); a named infinite set is kept where
// the variant takes it, and the variants that take none are left out. The
// cost is that of parsing one configuration a variant.
func Variants(c solver.Config) ([]Variant, error) {
	if Comparison(c) == "" {
		var games []string // the families whose games a comparison starts from: those with the key moves
		for _, f := range solver.Families() {
			if _, moves := f.Key("moves"); moves && len(f.Variants) > 0 {
				games = append(games, f.Game)
			}
		}
		return nil, &game.InputError{Key: "moves", Problem: "a comparison needs the move set of a " + strings.Join(games, " or ") + " game"}
	}
	type ranked struct {
		family *game.Family
		game.Variant
	}
	var all []ranked
	for _, f := range solver.Families() {
		for _, v := range f.Variants {
			all = append(all, ranked{f, v})
		}
	}
	slices.SortStableFunc(all, func(a, b ranked) int { return a.Rank - b.Rank })
	moves, length := c.Value("moves"), strconv.Itoa(c.Len)
	var vs []Variant
	for _, v := range all {
		q := url.Values{"game": {v.family.Game}, "len": {length}}
		for _, kv := range v.Keys(moves) {
			q.Set(kv.Key, kv.Value)
		}
		vc, err := solver.ParseConfig(strings.ReplaceAll(q.Encode(), "+", "%20"))
		if err != nil {
			continue // this variant does not take the move set (a named infinite set, say)
		}
		vs = append(vs, Variant{v.Name, vc})
	}
	return vs, nil
}

// Comparison returns what the comparison of c depends on (see Variants and
// Compare): its move set and len, as a query; "" when c has no move set
// to compare. Configurations with the same Comparison have the same
// comparison within the same limits, whatever else they say: their game
// (normal or misère play, the parity game…), their questions (n, heaps)
// and the page's own keys. The page keeps its last comparison on an edit
// that leaves it alone, as AnalyzeAfter keeps the figure (Figure).
func Comparison(c solver.Config) string {
	moves := c.Value("moves")
	if c.Game == nil || moves == "" {
		return ""
	}
	return "moves=" + url.QueryEscape(moves) + "&len=" + strconv.Itoa(c.Len)
}

// CompareLen is the most heap sizes a comparison lists, whatever the
// configuration's len: six games side by side are read heap by heap, and
// their periods come from their own searches, which len does not bound.
const CompareLen = 10_000

// Compared is one variant of a comparison, analysed: what its strip shows
// and its period. A variant that could not be computed within the limits
// has Problem set and no outcomes; the others are still compared.
type Compared struct {
	Name  string `json:"name"`  // the variant in words: "Misère play"
	Query string `json:"query"` // its configuration in normal form (with the compared game's len), to open it on its own
	// Outcomes holds one letter a heap size, 0..len−1 as its strip shows
	// them: P or N; L, R, N or P for the partizan game; "-" where the
	// parity game has no position.
	Outcomes string           `json:"outcomes"`
	Period   *periodic.Period `json:"period"` // the outcomes' period; nil when none is known
	Search   int              `json:"search"` // how many heap sizes the period search computed
	// Differs lists the heaps where the outcome is not the first variant's
	// (normal play's), among those where both games have a position.
	Differs []int  `json:"differs"`
	Problem string `json:"problem,omitempty"` // why the variant could not be computed within its limits
}

// Compare analyses the variants of c (see Variants) over the same heap
// sizes, 0..min(c.Len, CompareLen)−1, in Variants' order. The variants
// share lim: each may spend its share of the work and of the positions
// searched, and one that cannot be computed within its share carries its
// problem rather than failing the others. report, if not nil, receives
// progress, its stage naming the variant; cancelling ctx stops the work
// and returns ctx.Err(). The cost is at most that of analysing c's game
// within lim, six times over in the worst case of the period searches.
func Compare(ctx context.Context, c solver.Config, lim game.Limits, report func(game.Progress)) ([]Compared, error) {
	vs, err := Variants(c)
	if err != nil {
		return nil, err
	}
	share := lim
	share.Work = lim.Work / int64(len(vs))
	share.States = lim.States / len(vs)
	out := make([]Compared, len(vs))
	for i, v := range vs {
		out[i] = Compared{Name: v.Name, Query: v.Config.Query()}
		vc := v.Config
		vc.Len = min(vc.Len, CompareLen)
		var step func(game.Progress)
		if report != nil {
			step = func(p game.Progress) {
				p.Stage = v.Name + ": " + p.Stage
				report(p)
			}
		}
		r, err := solver.Analyze(ctx, vc, share, step)
		if ctx.Err() != nil {
			return nil, ctx.Err()
		}
		if err != nil {
			out[i].Problem = err.Error()
			continue
		}
		out[i].Outcomes, out[i].Period, out[i].Search = r.Outcomes, r.OutcomePeriod, r.OutcomeSearch
		out[i].Differs = differs(out[0].Outcomes, r.Outcomes)
	}
	return out, nil
}

// differs returns the heaps where two strips of outcome letters both have
// a position ("-" is none) and their letters differ.
func differs(a, b string) []int {
	heaps := []int{}
	for i := range min(len(a), len(b)) {
		if a[i] != b[i] && a[i] != '-' && b[i] != '-' {
			heaps = append(heaps, i)
		}
	}
	return heaps
}
