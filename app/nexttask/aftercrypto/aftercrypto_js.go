// Package aftercrypto breaks the program's initialisation in a page
// (nexttask.InPage) once the crypto packages that net/http needs are
// initialised: Go then initialises the ready packages whose paths sort
// before this one's (the rest of the standard library's that are ready)
// and comes to it before Stones' solver packages, so that the part of the
// initialisation between nexttask's break and stones/app/analysis' runs
// in two tasks rather than one.
package aftercrypto

import (
	_ "crypto/sha512" // initialised after the FIPS module's packages

	"stones/app/nexttask"
)

func init() { nexttask.InPage() }
