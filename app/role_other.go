//go:build !js

package main

import "github.com/maxence-charriere/go-app/v9/pkg/app"

// runWorker is the worker's start in the browser (role_js.go); natively
// there is no worker.
func runWorker() {}

// startPageTask ends the page's task at its start in the browser
// (role_js.go); natively there is no page.
func startPageTask() {}

// pauseAtStart ends the page's task during its start in the browser
// (role_js.go).
func pauseAtStart() {}

// pauseMounting pauses the drawing of a part new to the page in the
// browser (role_js.go).
func pauseMounting(app.Composer) {}
