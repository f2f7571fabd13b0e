package research

import (
	"context"
	"errors"
	"strconv"
	"strings"

	"stones/solver"
	"stones/solver/game"
	"stones/solver/numerals"
)

// Keys is what the growth and digits views count, as the page keys of
// a configuration say (docs/CONFIG.md): heaps 0 … Upto−1 (the key upto,
// with view=growth or view=digits; by default len), and for the digits
// Places low-order digits (the key digits) in base Base (the key base).
type Keys struct {
	Upto, Base, Places int
	// Given says that the key upto was given: a limit on the heaps counted
	// is then its error, not len's.
	Given bool
}

// The defaults of the research keys: Eppstein's Figure 3, the three
// low-order base-5 digits.
const (
	DefaultBase   = 5
	DefaultPlaces = 3
)

// KeysOf reads the research views' page keys upto, base and digits
// of c. A bad value reads as its default, and the error (Errors, one a bad
// key, in that order) names each: the page shows it in the view, the CLI
// refuses the query. upto is a whole number from 1 to MaxLen, the front
// end's own limit applying when the heaps are analysed (AnalyzeUpto).
func KeysOf(c solver.Config) (Keys, error) {
	r := Keys{Upto: c.Len, Base: DefaultBase, Places: DefaultPlaces}
	var errs solver.Errors
	if v, ok := c.Page["upto"]; ok {
		if n, ok := wholeIn(v, 1, solver.MaxLen); ok {
			r.Upto, r.Given = n, true
		} else {
			errs = append(errs, &game.InputError{Key: "upto", Text: v, Problem: "must be a whole number of heaps from 1 to " + numerals.Grouped(solver.MaxLen)})
		}
	}
	if v, ok := c.Page["base"]; ok {
		if b, ok := wholeIn(v, MinBase, MaxBase); ok {
			r.Base = b
		} else {
			errs = append(errs, baseError(v))
		}
	}
	if v, ok := c.Page["digits"]; ok {
		if p, ok := wholeIn(v, 1, MaxPlaces); ok {
			r.Places = p
		} else {
			errs = append(errs, placesError(v))
		}
	}
	if errs == nil {
		return r, nil
	}
	return r, errs
}

// wholeIn reads a whole number from least to most, written in the digits
// 0-9 alone, with spaces around it as every key allows.
func wholeIn(v string, least, most int) (int, bool) {
	n, err := game.ParseCount("", strings.Trim(v, " "), most)
	return n, err == nil && n >= least
}

func baseError(text string) *game.InputError {
	return &game.InputError{Key: "base", Text: text, Problem: "must be a whole number from " + strconv.Itoa(MinBase) + " to " + strconv.Itoa(MaxBase)}
}

func placesError(text string) *game.InputError {
	return &game.InputError{Key: "digits", Text: text, Problem: "must be 1, 2 or 3 (digit positions)"}
}

// AnalyzeUpto analyses what the research views count: the figure of c
// (without its questions and page keys) over heaps 0 … s.Upto−1, within
// lim, whatever len c lists. When s.Given, a refusal of that many heaps
// (the front end's limit of heap sizes, or of Grundy's game) names the key
// upto. The cost is that of Analyze.
func AnalyzeUpto(ctx context.Context, c solver.Config, s Keys, lim game.Limits, report func(game.Progress)) (*solver.Result, error) {
	c = c.Unasked()
	c.Len = s.Upto
	r, err := solver.Analyze(ctx, c, lim, report)
	var ie *game.InputError
	if err != nil && s.Given && errors.As(err, &ie) && ie.Key == "len" {
		// The limits' messages end by asking for a smaller len: here it is
		// upto that counts the heaps.
		return nil, &game.InputError{Key: "upto", Text: strconv.Itoa(s.Upto), Problem: strings.ReplaceAll(ie.Problem, "smaller len", "smaller upto")}
	}
	return r, err
}
