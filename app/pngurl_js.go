//go:build js

package main

import "github.com/maxence-charriere/go-app/v9/pkg/app"

// pngDataURL returns the RGBA pixels of a picture of w × h as a data: URL
// of a PNG file, encoded by the browser's canvas: the page's program then
// holds no PNG encoder of its own (image/png and its zlib cost the program
// more than 20 KB of brotli).
func pngDataURL(pix []byte, w, h int) string {
	canvas := app.Window().Get("document").Call("createElement", "canvas")
	canvas.Set("width", w)
	canvas.Set("height", h)
	ctx := canvas.Call("getContext", "2d")
	data := ctx.Call("createImageData", w, h)
	app.CopyBytesToJS(data.Get("data"), pix)
	ctx.Call("putImageData", data, 0, 0)
	return canvas.Call("toDataURL", "image/png").String()
}
