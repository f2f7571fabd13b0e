//go:build js

package main

import "github.com/maxence-charriere/go-app/v9/pkg/app"

// runNative is never reached in the browser: app.RunWhenOnBrowser does not
// return there. The site tools live in native.go, out of the wasm binary.
func runNative() {}

// keepNewTabs lets a link with target="_blank" open its new tab, and
// returns the function that undoes it. go-app takes every click on a link
// for a navigation of its own, in the same frame (its window.onclick): the
// embedded figure's "Open full page" would replace the figure by the full
// page inside the iframe. A listener in the capture phase keeps such clicks
// from reaching go-app; the browser then follows the link as written.
func keepNewTabs() func() {
	doc := app.Window().Get("document")
	f := app.FuncOf(func(this app.Value, args []app.Value) any {
		ev := args[0]
		if t := ev.Get("target"); t.Truthy() && t.Get("closest").Truthy() && t.Call("closest", `a[target="_blank"]`).Truthy() {
			ev.Call("stopPropagation")
		}
		return nil
	})
	doc.Call("addEventListener", "click", f, true)
	return func() {
		doc.Call("removeEventListener", "click", f, true)
		f.Release()
	}
}

// download offers data to the reader as a file called name: a Blob behind
// an <a download>, clicked and removed. go-app leaves links with a download
// attribute to the browser.
func download(name, mime string, data []byte) {
	w := app.Window()
	bytes := w.Get("Uint8Array").New(len(data))
	app.CopyBytesToJS(bytes, data)
	blob := w.Get("Blob").New(w.Get("Array").Call("of", bytes), map[string]any{"type": mime})
	href := w.Get("URL").Call("createObjectURL", blob)
	doc := w.Get("document")
	a := doc.Call("createElement", "a")
	a.Set("href", href)
	a.Set("download", name)
	a.Get("style").Set("display", "none")
	doc.Get("body").Call("appendChild", a)
	a.Call("click")
	a.Call("remove")
	// The browser has read the Blob once the click is handled; a minute
	// leaves slow disks ample time before its memory is freed.
	var revoke app.Func
	revoke = app.FuncOf(func(app.Value, []app.Value) any {
		w.Get("URL").Call("revokeObjectURL", href)
		revoke.Release()
		return nil
	})
	w.Call("setTimeout", revoke, 60_000)
}

// focusByID moves the keyboard focus to the element with the id, if any,
// and scrolls it into view.
func focusByID(id string) {
	if el := app.Window().GetElementByID(id); el.Truthy() {
		el.Call("focus")
	}
}
