//go:build js

package main

// runNative is never reached in the browser: app.RunWhenOnBrowser does not
// return there. The site tools live in native.go, out of the wasm binary.
func runNative() {}
