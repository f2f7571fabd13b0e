//go:build js

package main

import (
	"encoding/base64"

	"github.com/maxence-charriere/go-app/v9/pkg/app"
)

// downloadPNG draws an SVG file (with its width and height) on a canvas at
// twice its size and downloads it as a PNG file named name: the research
// views' PNG. The SVG loads as a data: URL, which the page's
// Content-Security-Policy allows for images.
func downloadPNG(name string, svg []byte) {
	img := app.Window().Get("Image").New()
	var onload app.Func
	onload = app.FuncOf(func(app.Value, []app.Value) any {
		defer onload.Release()
		const scale = 2
		cv := app.Window().Get("document").Call("createElement", "canvas")
		cv.Set("width", img.Get("naturalWidth").Int()*scale)
		cv.Set("height", img.Get("naturalHeight").Int()*scale)
		ctx := cv.Call("getContext", "2d")
		ctx.Call("scale", scale, scale)
		ctx.Call("drawImage", img, 0, 0)
		saveCanvas(cv, name)
		return nil
	})
	img.Set("onload", onload)
	img.Set("src", "data:image/svg+xml;base64,"+base64.StdEncoding.EncodeToString(svg))
}
