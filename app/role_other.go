//go:build !js

package main

// runWorker is the worker's start in the browser (role_js.go); natively
// there is no worker.
func runWorker() {}
