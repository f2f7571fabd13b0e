//go:build js

package main

import "github.com/maxence-charriere/go-app/v9/pkg/app"

// download hands data to the person as a file named name: a Blob, its
// object URL, and a click on an <a download> (no CSP entry is needed for
// blob: downloads).
func download(name, mime string, data []byte) {
	arr := app.Window().Get("Uint8Array").New(len(data))
	app.CopyBytesToJS(arr, data)
	parts := app.Window().Get("Array").New()
	parts.Call("push", arr)
	blob := app.Window().Get("Blob").New(parts, map[string]any{"type": mime})
	saveBlob(name, blob)
}

// saveBlob downloads a Blob as a file named name.
func saveBlob(name string, blob app.Value) {
	url := app.Window().Get("URL")
	href := url.Call("createObjectURL", blob)
	doc := app.Window().Get("document")
	a := doc.Call("createElement", "a")
	a.Set("href", href)
	a.Set("download", name)
	a.Get("style").Set("display", "none")
	doc.Get("body").Call("appendChild", a)
	a.Call("click")
	a.Call("remove")
	var revoke app.Func
	revoke = app.FuncOf(func(app.Value, []app.Value) any {
		url.Call("revokeObjectURL", href)
		revoke.Release()
		return nil
	})
	app.Window().Call("setTimeout", revoke, 10000)
}

// downloadCanvas downloads the strip's canvas as drawn, as a PNG file.
func (s *strip) downloadCanvas(name string) {
	cv := s.canvas.cv
	if !cv.Truthy() {
		return
	}
	saveCanvas(cv, name)
}

// saveCanvas downloads a canvas's picture as a PNG file.
func saveCanvas(cv app.Value, name string) {
	var done app.Func
	done = app.FuncOf(func(this app.Value, args []app.Value) any {
		if len(args) > 0 && args[0].Truthy() {
			saveBlob(name, args[0])
		}
		done.Release()
		return nil
	})
	cv.Call("toBlob", done, "image/png")
}
