//go:build !js

package main

import "stones/app/analysis"

// newResearcher returns the growth and digits views' researcher: natively,
// this process.
func newResearcher(reply func(analysis.Message)) researcher { return newLocalResearcher(reply) }
