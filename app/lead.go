package main

import "stones/solver"

// Where the outcomes tell little (solver's Result.NimLead: octal 0.6 is N
// at nearly every heap), the figure leads with the nim-values: the key
// show lists "outcomes" to show the outcome letters all the same, and
// "nim" shows the nim-values where they do not lead.

// nimShown reports whether the cells of r show nim-values under cfg's key
// show: the word outcomes says no; the word nim, or nim-values that lead,
// say yes. r must have nim-values.
func nimShown(cfg solver.Config, r *solver.Result) bool {
	if showing(cfg, "outcomes") {
		return false
	}
	return showing(cfg, "nim") || r.NimLead() != ""
}

// withNimView returns the page keys of cfg with the nim-values shown or not,
// for a figure where they lead or not: the key show lists a word only
// where it departs from the figure's lead.
func withNimView(cfg solver.Config, leads, on bool) map[string]string {
	cfg.Page = withView(cfg, "outcomes", !on && leads)
	return withView(cfg, "nim", on && !leads)
}
