//go:build !js

package main

// runWorker is the worker's start in the browser (role_js.go); natively
// there is no worker.
func runWorker() {}

// startPageTask ends the page's task at its start in the browser
// (role_js.go); natively there is no page.
func startPageTask() {}

// pauseAtStart ends the page's task during its start in the browser
// (role_js.go).
func pauseAtStart() {}

// pauseInFirstDrawing pauses the page's first drawing in the browser
// (role_js.go).
func pauseInFirstDrawing() {}
