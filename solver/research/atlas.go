package research

import (
	"context"
	"strconv"

	"stones/solver"
	"stones/solver/game"
	"stones/solver/periodic"
)

// AtlasGame is one game of an atlas (see game.Atlas).
type AtlasGame = game.AtlasGame

// AtlasOf lists the games that family f offers to the page's atlas, of
// span span (the atlas's Least to Most) and size size (0 for every size; 1
// to span where the family has sizes). The cost is linear in the number of
// games, at most 2^span.
func AtlasOf(f *game.Family, span, size int) ([]AtlasGame, error) {
	a := f.Atlas
	if a == nil {
		return nil, &game.InputError{Key: "game", Text: f.Game, Problem: "offers no atlas"}
	}
	if span < a.Least || span > a.Most {
		return nil, &game.InputError{Key: "upto", Text: strconv.Itoa(span), Problem: "must be a whole number from " + strconv.Itoa(a.Least) + " to " + strconv.Itoa(a.Most)}
	}
	if size != 0 && (a.Size == "" || size < 0 || size > span) {
		if a.Size == "" {
			return nil, &game.InputError{Key: "size", Text: strconv.Itoa(size), Problem: "does not apply to game=" + f.Game}
		}
		return nil, &game.InputError{Key: "size", Text: strconv.Itoa(size), Problem: "must be a whole number from 1 to " + strconv.Itoa(span)}
	}
	return a.Games(span, size), nil
}

// Periodicity is what an atlas shows of a game: the period of its
// nim-values (Nim), or of its outcomes where it has no nim-values; nil
// when none was found within the Search heap sizes computed. Problem says
// why the game could not be computed.
type Periodicity struct {
	Period  *periodic.Period `json:"period"`
	Nim     bool             `json:"nim,omitempty"`
	Search  int              `json:"search"`
	Problem string           `json:"problem,omitempty"`
}

// PeriodsOf computes the periodicity of each configuration of queries
// within the page's limits, searching at most search heap sizes for a
// period (the atlas's "none up to len"). report, if not nil, receives the
// count of games done; cancelling ctx stops the work and returns its
// error. The cost is that of one analysis a game.
func PeriodsOf(ctx context.Context, queries []string, search int, report func(game.Progress)) ([]Periodicity, error) {
	lim := solver.PageLimits
	lim.Search, lim.NimSearch = min(lim.Search, search), min(lim.NimSearch, search)
	out := make([]Periodicity, len(queries))
	for i, q := range queries {
		if err := ctx.Err(); err != nil {
			return nil, err
		}
		if report != nil {
			report(game.Progress{Stage: "games", Done: i, Total: len(queries)})
		}
		cfg, err := solver.ParseConfig(q)
		if err == nil {
			cfg.Len, cfg.N, cfg.Heaps, cfg.Page = 0, nil, nil, nil
			var r *solver.Result
			if r, err = solver.Analyze(ctx, cfg, lim, nil); err == nil {
				out[i] = Periodicity{Period: r.OutcomePeriod, Search: r.OutcomeSearch}
				if r.Nim != nil {
					out[i] = Periodicity{Period: r.NimPeriod, Nim: true, Search: r.NimSearch}
				}
				continue
			}
		}
		if ctx.Err() != nil {
			return nil, ctx.Err()
		}
		out[i].Problem = err.Error()
	}
	return out, nil
}
