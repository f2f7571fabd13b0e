// Command app is the Stones web page: a take-away game explorer that runs in
// the browser as WebAssembly. The page's URL query is its configuration (see
// docs/CONFIG.md): the page parses it, asks the solver and draws the result.
//
// In the browser the program renders the page; started in the page's Web
// Worker (web/solver-worker.js) it is the page's solver instead (package
// stones/app/worker), so that the browser loads one program for both.
// Natively it builds and serves the static site:
//
//	app -generate DIR          write the site into DIR (DIR/web/app.wasm must be built first)
//	app -serve ADDR -dir DIR   serve DIR at ADDR, for instance 127.0.0.1:8080
package main

import "github.com/maxence-charriere/go-app/v9/pkg/app"

func main() {
	runWorker()
	startPageTask()
	app.RouteFunc("/", func() app.Composer { return newExplorer() })
	app.RunWhenOnBrowser()
	runNative()
}
