package solver

import "testing"

// configOf reads a configuration, failing the test when it is bad.
func configOf(t testing.TB, query string) Config {
	t.Helper()
	c, err := ParseConfig(query)
	if err != nil {
		t.Fatalf("ParseConfig(%q): %v", query, err)
	}
	return c
}

// analyzeQuery reads a configuration and analyses it within the CLI's
// limits, failing the test when either fails.
func analyzeQuery(t testing.TB, query string) *Result {
	t.Helper()
	r, err := Analyze(t.Context(), configOf(t, query), CLILimits, nil)
	if err != nil {
		t.Fatalf("Analyze(%q): %v", query, err)
	}
	return r
}
