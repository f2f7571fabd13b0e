# Stones: `make run` builds everything and serves the site; `make test` runs the whole suite.
GO      ?= go
DIST    ?= dist
ADDR    ?= 127.0.0.1:8080
GOROOT  := $(shell $(GO) env GOROOT)
WASMENV := GOOS=js GOARCH=wasm

.PHONY: build run test bench bench-wasm check clean

# The deployable static site in $(DIST)/, as Netlify publishes it, with the
# .br and .gz of every compressible file beside it (app/compress.go).
build:
	$(WASMENV) $(GO) build -trimpath -ldflags='-s -w' -o $(DIST)/web/app.wasm ./app
	$(GO) run ./app -generate $(DIST)

run: build
	$(GO) run ./app -serve $(ADDR) -dir $(DIST)

# Static checks: the solver stays standard-library only, and the JS glue is the toolchain's own.
check:
	@if $(GO) list -deps ./solver/... | grep -E 'go-app|syscall/js|chromedp'; then \
		echo "solver/ must import the standard library only" >&2; exit 1; fi
	@cmp -s wasm_exec.js "$(GOROOT)/lib/wasm/wasm_exec.js" || { \
		echo "wasm_exec.js differs from the Go toolchain's copy: cp $(GOROOT)/lib/wasm/wasm_exec.js ." >&2; exit 1; }
	@test -z "$$(gofmt -l $$(git ls-files '*.go' 2>/dev/null || find . -name '*.go'))" || { \
		echo "gofmt would change:" >&2; gofmt -l . >&2; exit 1; }
	$(GO) vet ./...

test: check build
	STONES_DIST=$(CURDIR)/$(DIST) $(GO) test -count=1 ./...
	PATH="$(GOROOT)/lib/wasm:$$PATH" $(WASMENV) $(GO) test -count=1 ./solver/...

# The benchmarks of BENCH.md: every solver package, three runs each.
bench:
	$(GO) test -run '^$$' -bench . -benchtime 3x ./solver/...

bench-wasm:
	PATH="$(GOROOT)/lib/wasm:$$PATH" $(WASMENV) $(GO) test -run '^$$' -bench . -benchtime 3x ./solver/...

clean:
	rm -rf $(DIST)
