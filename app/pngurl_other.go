//go:build !js

package main

import (
	"bytes"
	"encoding/base64"
	"image"
	"image/png"
)

// pngDataURL returns the RGBA pixels of a picture of w × h as a data: URL
// of a PNG file (natively, for the tests; the page's program has the
// browser encode it: pngurl_js.go).
func pngDataURL(pix []byte, w, h int) string {
	img := &image.RGBA{Pix: pix, Stride: 4 * w, Rect: image.Rect(0, 0, w, h)}
	var p bytes.Buffer
	png.Encode(&p, img) // writing to memory cannot fail
	return "data:image/png;base64," + base64.StdEncoding.EncodeToString(p.Bytes())
}
