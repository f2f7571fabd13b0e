//go:build !js

package main

import "stones/app/analysis"

// newAnalyst returns the analyst of the page: natively, this process (the
// component tests run the page here).
func newAnalyst(reply func(analysis.Message)) analyst { return newInProcess(reply) }
