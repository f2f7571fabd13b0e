package research

import (
	"testing"

	"stones/solver"
)

// configOf reads a configuration, failing the test when it is bad.
func configOf(t testing.TB, query string) solver.Config {
	t.Helper()
	c, err := solver.ParseConfig(query)
	if err != nil {
		t.Fatalf("ParseConfig(%q): %v", query, err)
	}
	return c
}

// analyzeQuery reads a configuration and analyses it within the CLI's
// limits, failing the test when either fails.
func analyzeQuery(t testing.TB, query string) *solver.Result {
	t.Helper()
	r, err := solver.Analyze(t.Context(), configOf(t, query), solver.CLILimits, nil)
	if err != nil {
		t.Fatalf("Analyze(%q): %v", query, err)
	}
	return r
}
