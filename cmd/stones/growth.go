package main

import (
	"context"
	"errors"
	"io"

	"stones/solver"
)

// growthObject is the JSON object of `stones -growth`: the configuration
// counted (len the heaps counted), then solver.Growth's fields.
type growthObject struct {
	Config string `json:"config"`
	*solver.Growth
}

// digitsObject is the JSON object of `stones -digits`.
type digitsObject struct {
	Config string `json:"config"`
	*solver.Digits
}

// runResearch prints the growth (view "growth") or the digits (view
// "digits") of c's game over heaps 0 … upto−1, the research views' page
// keys upto, base and digits read as the page reads them
// (solver.ResearchKeys), within the limits of o: one JSON object, or with
// -csv the page's CSV download.
func runResearch(ctx context.Context, c solver.Config, view string, o options, stdout, stderr io.Writer) int {
	keys, err := solver.ResearchKeys(c)
	var list solver.Errors
	if errors.As(err, &list) {
		for _, e := range list {
			if e.Key == "upto" || view == "digits" {
				return failed(stderr, e, o)
			}
		}
	}
	r, err := analyzed(o, stderr, func(lim solver.Limits, report func(solver.Progress)) (*solver.Result, error) {
		return solver.AnalyzeUpto(ctx, c, keys, lim, report)
	})
	if err != nil {
		return failed(stderr, err, o)
	}
	counted := c.Unasked()
	counted.Len = keys.Upto
	var object any
	if view == "growth" {
		g := solver.GrowthOf(r)
		object = growthObject{Config: counted.Query(), Growth: g}
		if o.asCSV {
			_, err = stdout.Write(g.CSV())
		}
	} else {
		var d *solver.Digits
		if d, err = solver.DigitsOf(r, keys.Base, keys.Places); err == nil {
			object = digitsObject{Config: counted.Query(), Digits: d}
			if o.asCSV {
				_, err = stdout.Write(d.CSV())
			}
		}
	}
	if err == nil && !o.asCSV {
		err = writeJSON(stdout, object)
	}
	if err != nil {
		return failed(stderr, err, o)
	}
	return statusOK
}
