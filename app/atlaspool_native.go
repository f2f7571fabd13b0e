//go:build !js

package main

import "stones/app/analysis"

// newAtlasPool returns the atlas's pool: natively, this process.
func newAtlasPool(reply func(analysis.Message)) atlasPool { return newNativePool(reply) }

// focusSelector does nothing outside the browser.
func focusSelector(string) {}
