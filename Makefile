# Stones: `make run` builds everything and serves the site; `make test` runs the whole suite.
GO      ?= go
DIST    ?= dist
ADDR    ?= 127.0.0.1:8080
GOROOT  := $(shell $(GO) env GOROOT)
WASMENV := GOOS=js GOARCH=wasm

.PHONY: build run test bench bench-wasm lighthouse check clean

# The deployable static site in $(DIST)/, as Netlify publishes it, with the
# .br and .gz of every compressible file beside it (app/compress.go).
build:
	$(WASMENV) $(GO) build -trimpath -ldflags='-s -w' -o $(DIST)/web/app.wasm ./app
	$(WASMENV) $(GO) build -trimpath -ldflags='-s -w' -o $(DIST)/web/solver.wasm ./app/worker
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

# The page's tests run on their own, after the others: its browser tests
# watch the page's main thread, which must not compete with the solver's
# tests for the CPU.
test: check build node_modules/.installed
	$(GO) test -count=1 $$($(GO) list ./... | grep -v '^stones/app')
	STONES_DIST=$(CURDIR)/$(DIST) STONES_AXE=$(CURDIR)/node_modules/axe-core/axe.min.js $(GO) test -count=1 ./app/...
	PATH="$(GOROOT)/lib/wasm:$$PATH" $(WASMENV) $(GO) test -count=1 ./solver/...

# axe-core, which the accessibility test loads into the page: the version
# of package-lock.json.
node_modules/.installed: package.json package-lock.json
	npm ci --no-audit --no-fund --silent
	touch $@

# The benchmarks of BENCH.md: every solver package, three runs each.
bench:
	$(GO) test -run '^$$' -bench . -benchtime 3x ./solver/...

bench-wasm:
	PATH="$(GOROOT)/lib/wasm:$$PATH" $(WASMENV) $(GO) test -run '^$$' -bench . -benchtime 3x ./solver/...

# Lighthouse's mobile audit of the page as make run serves it; BENCH.md
# records the scores. The report is written to $(DIST)/../lighthouse.json.
LIGHTHOUSE ?= npx --yes lighthouse@13.5.0
LIGHTHOUSE_URL ?= /
CHROME_PATH ?= /usr/bin/chromium
lighthouse: build
	@tmp=$$(mktemp -d); $(GO) build -o $$tmp/site ./app && \
	{ $$tmp/site -serve 127.0.0.1:8099 -dir $(DIST) & pid=$$!; sleep 1; \
	CHROME_PATH=$(CHROME_PATH) $(LIGHTHOUSE) "http://127.0.0.1:8099$(LIGHTHOUSE_URL)" --quiet --form-factor=mobile \
		--output=json --output-path=lighthouse.json \
		--chrome-flags="--headless --no-sandbox --disable-gpu --disable-quic --no-first-run --disable-background-networking --disable-component-update --disable-sync --user-data-dir=$$tmp/profile"; \
	status=$$?; kill $$pid; rm -rf $$tmp; exit $$status; }
	@node -e 'const r = require("./lighthouse.json"); for (const [k, c] of Object.entries(r.categories)) console.log(k, Math.round(c.score * 100)); for (const a of ["first-contentful-paint", "largest-contentful-paint", "total-blocking-time", "cumulative-layout-shift", "speed-index"]) console.log(a, r.audits[a].displayValue)'

clean:
	rm -rf $(DIST)
