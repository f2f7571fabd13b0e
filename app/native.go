//go:build !js

package main

import (
	"flag"
	"fmt"
	"os"

	"stones/app/site"
)

// runNative builds or serves the static site, as the flags ask (package
// stones/app/site).
func runNative() {
	generateDir := flag.String("generate", "", "write the static site into `DIR`; DIR/web/app.wasm must be built first")
	webDir := flag.String("web", "web", "the `DIR` of the page's assets (stylesheet, icon) copied by -generate")
	wasmExec := flag.String("wasm-exec", "wasm_exec.js", "the Go toolchain's JS glue `FILE`, copied by -generate over go-app's own")
	addr := flag.String("serve", "", "serve the site of -dir at `ADDR`, for instance 127.0.0.1:8080")
	dir := flag.String("dir", "dist", "the site's `DIR` for -serve")
	compressDir := flag.String("compress", "", "write the .br and .gz of every compressible file under `DIR` (another site to serve as this one is, such as make lighthouse's empty go-app page)")
	flag.Usage = func() {
		fmt.Fprintf(flag.CommandLine.Output(), "usage: app -generate DIR | app -serve ADDR [-dir DIR] | app -compress DIR\n")
		flag.PrintDefaults()
	}
	flag.Parse()
	var err error
	switch {
	case *generateDir != "":
		err = site.Generate(*generateDir, *webDir, *wasmExec)
	case *addr != "":
		err = site.Serve(*addr, *dir)
	case *compressDir != "":
		err = site.Compress(*compressDir)
	default:
		flag.Usage()
		os.Exit(2)
	}
	if err != nil {
		fmt.Fprintln(os.Stderr, "app:", err)
		os.Exit(1)
	}
}

// keepNewTabs does nothing outside the browser; see native_js.go.
func keepNewTabs() func() { return func() {} }

// focusByID does nothing outside the browser; see native_js.go.
func focusByID(id string) {}
