//go:build !js

package main

// frameSizing is empty outside the browser.
type frameSizing struct{}

func (f *frameSizer) watch() {}
func (f *frameSizer) stop()  {}
