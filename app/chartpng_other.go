//go:build !js

package main

// downloadPNG does nothing outside the browser; see chartpng_js.go.
func downloadPNG(name string, svg []byte) {}
