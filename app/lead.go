package main

import "stones/solver"

// Where the outcomes tell little (solver's Result.NimLead: octal 0.6 is N
// at nearly every heap), the figure leads with the nim-values: the key
// show lists "outcomes" to show the outcome letters all the same, and
// "nim" shows the nim-values where they do not lead.

// nimShown reports whether the cells show nim-values under cfg's key
// show, where lead is why the figure leads with them ("" where it does
// not): the word outcomes says no; the word nim, or a lead, say yes.
func nimShown(cfg solver.Config, lead string) bool {
	if showing(cfg, "outcomes") {
		return false
	}
	return showing(cfg, "nim") || lead != ""
}

// leadCache keeps the lead of the last result asked about: finding it
// reads every outcome, some 40 ms for a million heaps in WebAssembly, and
// the page asks at every redraw.
type leadCache struct {
	r    *solver.Result
	lead string
}

// of returns r.NimLead(), found once for each result.
func (l *leadCache) of(r *solver.Result) string {
	if r == nil {
		return ""
	}
	if l.r != r {
		l.r, l.lead = r, r.NimLead()
	}
	return l.lead
}

// withNimView returns the page keys of cfg with the nim-values shown or not,
// for a figure where they lead or not: the key show lists a word only
// where it departs from the figure's lead.
func withNimView(cfg solver.Config, leads, on bool) map[string]string {
	cfg.Page = withView(cfg, "outcomes", !on && leads)
	return withView(cfg, "nim", on && !leads)
}
