package main

import (
	"context"
	"errors"
	"io"
	"strings"

	"stones/solver"
	"stones/solver/game"
	"stones/solver/research"
)

// growthObject is the JSON object of `stones -growth`: the configuration
// counted (len the heaps counted), then research.Growth's fields, and
// stopped when a limit ended a streamed run.
type growthObject struct {
	Config string `json:"config"`
	*research.Growth
	Stopped string `json:"stopped,omitempty"`
}

// digitsObject is the JSON object of `stones -digits`.
type digitsObject struct {
	Config string `json:"config"`
	*research.Digits
	Stopped string `json:"stopped,omitempty"`
}

// runResearch prints the growth (view "growth") or the digits (view
// "digits") of c's game over heaps 0 … upto−1, the research views' page
// keys upto, base and digits read as the page reads them
// (research.KeysOf), within the limits of o: one JSON object, or with
// -csv the page's CSV download. The heaps of an octal game on rows and of
// Grundy's game are streamed (runStream), as many as upto says.
func runResearch(ctx context.Context, c solver.Config, view string, o options, stdout, stderr io.Writer) int {
	keys, err := research.KeysOf(c)
	var list solver.Errors
	if errors.As(err, &list) {
		for _, e := range list {
			if e.Key == "upto" || view == "digits" {
				return failed(stderr, e, o)
			}
		}
	}
	counted := c.Unasked()
	counted.Len = keys.Upto
	o.view, o.keys = view, keys
	if research.Streams(counted) {
		return runStream(ctx, counted, o, stdout, stderr)
	}
	if refused(o, stderr) {
		return statusBadInput
	}
	r, err := analyzed(o, stderr, func(lim game.Limits, report func(game.Progress)) (*solver.Result, error) {
		if keys.Upto > lim.MaxLen {
			// Beyond -maxlen, a game's proven periods carry its figures.
			r, err := solver.AnalyzeFolded(ctx, counted, lim, report)
			var in *game.InputError
			if errors.As(err, &in) && in.Key == "len" && keys.Given {
				in.Key, in.Problem = "upto", strings.ReplaceAll(in.Problem, "smaller len", "smaller upto")
			}
			return r, err
		}
		return research.AnalyzeUpto(ctx, c, keys, lim, report)
	})
	if err != nil {
		return failed(stderr, err, o)
	}
	counter := research.NewCounter(r.Nim != nil)
	if view == "digits" {
		counter.CountDigits(keys.Base, keys.Places) // ResearchKeys read them within their ranges
	}
	r.Blocks(keys.Upto, func(b game.Block) error {
		if b.Nim != nil {
			counter.AddNim(b.Nim)
			return nil
		}
		for _, l := range b.Outcomes {
			counter.Add(game.Outcome(l) == game.P, 0)
		}
		return nil
	})
	if err := writeResearch(stdout, counted, counter, o, ""); err != nil {
		return failed(stderr, err, o)
	}
	return statusOK
}

// writeResearch prints what counter counted of the view of o, for the
// configuration counted: its JSON object, with stopped when not "" (the
// limit that ended a streamed run), or with -csv its CSV.
func writeResearch(w io.Writer, counted solver.Config, counter *research.Counter, o options, stopped string) error {
	counted.Len = counter.Len()
	var object any
	var csv []byte
	if o.view == "growth" {
		g := counter.Growth()
		object, csv = growthObject{Config: counted.Query(), Growth: g, Stopped: stopped}, g.CSV()
	} else {
		d := counter.Digits()
		object, csv = digitsObject{Config: counted.Query(), Digits: d, Stopped: stopped}, d.CSV()
	}
	if o.asCSV {
		_, err := w.Write(csv)
		return err
	}
	return writeJSON(w, object)
}
