//go:build js

package main

import (
	"runtime/debug"

	"github.com/maxence-charriere/go-app/v9/pkg/app"
)

// The page's Go heap is collected less often than Go's default: a
// collection stops the page's only thread for as long as it marks the
// whole page's tree, 50–90 ms, and the worker's progress reports, ten a
// second, leave enough garbage to start one while a long analysis runs.
func init() { debug.SetGCPercent(gcPercent) }

// gcPercent lets the heap grow to four times what the last collection
// kept before the next one.
const gcPercent = 300

// runNative is never reached in the browser: app.RunWhenOnBrowser does not
// return there. The site tools (native.go, package
// stones/app/site) stay out of the wasm binary.
func runNative() {}

// keepNewTabs lets a link with target="_blank" open its new tab, and
// returns the function that undoes it. go-app takes every click on a link
// for a navigation of its own, in the same frame (its window.onclick): the
// embedded figure's "Open full page" would replace the figure by the full
// page inside the iframe. A listener in the capture phase keeps such clicks
// from reaching go-app; the browser then follows the link as written. In
// an embed, every link opens a new tab so.
func keepNewTabs() func() {
	doc := app.Window().Get("document")
	f := app.FuncOf(func(this app.Value, args []app.Value) any {
		ev := args[0]
		t := ev.Get("target")
		if !t.Truthy() || !t.Get("closest").Truthy() {
			return nil
		}
		if a := t.Call("closest", "a[href]"); a.Truthy() && t.Call("closest", "main.embed").Truthy() {
			// In an embed every link (the atlas's games, the compared
			// variants) opens the full page in a tab of its own: the frame
			// keeps the lesson's part.
			a.Call("setAttribute", "target", "_blank")
		}
		if t.Call("closest", `a[target="_blank"]`).Truthy() {
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

// focusByID moves the keyboard focus to the element with the id, if any,
// and scrolls it into view.
func focusByID(id string) {
	if el := app.Window().GetElementByID(id); el.Truthy() {
		el.Call("focus")
	}
}
