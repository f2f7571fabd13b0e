//go:build !js

package main

import (
	"errors"
	"flag"
	"fmt"
	"net"
	"net/http"
	"os"
	"path/filepath"
	"time"
)

// runNative builds or serves the static site, as the flags ask.
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
		err = generate(*generateDir, *webDir, *wasmExec)
	case *addr != "":
		err = serve(*addr, *dir)
	case *compressDir != "":
		err = compressSite(*compressDir)
	default:
		flag.Usage()
		os.Exit(2)
	}
	if err != nil {
		fmt.Fprintln(os.Stderr, "app:", err)
		os.Exit(1)
	}
}

// serve serves the site in dir at addr until the process ends, and prints
// the page's URL once it listens.
func serve(addr, dir string) error {
	if _, err := os.Stat(filepath.Join(dir, "index.html")); err != nil {
		return errors.New("serve: " + dir + " holds no site: run make build first")
	}
	l, err := net.Listen("tcp", addr)
	if err != nil {
		return fmt.Errorf("serve: %w", err)
	}
	fmt.Printf("Stones is served at http://%s/\n", l.Addr())
	s := &http.Server{Handler: siteHandler(dir), ReadHeaderTimeout: 10 * time.Second}
	return s.Serve(l)
}

// keepNewTabs does nothing outside the browser; see native_js.go.
func keepNewTabs() func() { return func() {} }

// focusByID does nothing outside the browser; see native_js.go.
func focusByID(id string) {}
