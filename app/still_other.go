//go:build !js

package main

// serveStills offers the page's stills to the other frames of a page in
// the browser (still_js.go); natively there are none.
func serveStills() {}
