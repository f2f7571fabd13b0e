//go:build !js

package main

// download does nothing outside the browser; see download_js.go.
func download(name, mime string, data []byte) {}

// downloadCanvas does nothing outside the browser; see download_js.go.
func (s *strip) downloadCanvas(name string) {}
