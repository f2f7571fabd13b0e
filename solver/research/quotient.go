package research

import (
	"context"

	"stones/solver"
	"stones/solver/game"
	"stones/solver/genus"
)

// QuotientWork is the most steps an analysis gives the misère quotient
// (genus.QuotientWork): about 0.4 s of one core, and the command line's
// default for QuotientSummary.
const QuotientWork = genus.QuotientWork

// QuotientSummary writes the misère quotient of the configuration's game
// (Plambeck and Siegel; see genus.Quotient) for people, of the heaps below
// len (at most genus.MostQuotientHeaps) and on until it is proven
// periodic, within lim (lim.Work steps at most): for
// misère play of heap games (play=misere of octal games on rows and of
// Grundy's game). Another game is an *InputError of the key play; a
// quotient beyond the limits is genus.QuotientOf's *InputError. report,
// if not nil, receives progress; cancelling ctx stops the computation and
// returns ctx.Err().
func QuotientSummary(ctx context.Context, c solver.Config, lim game.Limits, report func(game.Progress)) (string, error) {
	qg, ok := c.Game.(game.Quotienter)
	if !ok {
		return "", game.Errorf("play", c.Value("play"), "the misère quotient is computed for misère play of heap games (octal games on rows, Grundy's game): use play=misere")
	}
	q, err := qg.QuotientSummary(c.Len, lim, game.NewWork(ctx, report))
	if err != nil {
		return "", err
	}
	return c.Game.Title() + "\n" + q, nil
}
