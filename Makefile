# Stones: `make run` builds everything and serves the site; `make test` runs the whole suite.
GO      ?= go
DIST    ?= dist
ADDR    ?= 127.0.0.1:8080
GOROOT  := $(shell $(GO) env GOROOT)
WASMENV := GOOS=js GOARCH=wasm

.PHONY: build run test bench bench-wasm bench-page lighthouse check clean

# The deployable static site in $(DIST)/, as Netlify publishes it, with the
# .br and .gz of every compressible file beside it (app/site/compress.go). One
# WebAssembly program is both the page and its solver's worker (app/main.go).
# The page's own package (app/, the UI) is compiled without inlining: its
# calls of go-app's element builders, inlined, cost about 38 KB of the
# program's brotli; the solver's packages, where the work is, keep theirs.
# APPGCFLAGS= (empty) builds it inlined, for a measure side by side.
APPGCFLAGS ?= stones/app=-l
build:
	$(WASMENV) $(GO) build -trimpath -ldflags='-s -w' -gcflags='$(APPGCFLAGS)' -o $(DIST)/web/app.wasm ./app
	rm -f $(DIST)/web/solver.wasm $(DIST)/web/solver.wasm.br $(DIST)/web/solver.wasm.gz
	$(GO) run ./app -generate $(DIST)

run: build
	$(GO) run ./app -serve $(ADDR) -dir $(DIST)

# Static checks: the solver stays standard-library only, the JS glue is the
# toolchain's own, and the page's scripts parse.
check:
	@if $(GO) list -deps ./solver/... | grep -E 'go-app|syscall/js|chromedp'; then \
		echo "solver/ must import the standard library only" >&2; exit 1; fi
	@cmp -s wasm_exec.js "$(GOROOT)/lib/wasm/wasm_exec.js" || { \
		echo "wasm_exec.js differs from the Go toolchain's copy: cp $(GOROOT)/lib/wasm/wasm_exec.js ." >&2; exit 1; }
	@test -z "$$(gofmt -l $$(git ls-files '*.go' 2>/dev/null || find . -name '*.go'))" || { \
		echo "gofmt would change:" >&2; gofmt -l . >&2; exit 1; }
	@for f in web/*.js; do node --check $$f || exit 1; done
	$(GO) vet ./...

# The page's tests run on their own, after the others: its browser tests
# watch the page's main thread, which must not compete with the solver's
# tests for the CPU. They take about five minutes on a quiet machine and
# over ten on a busy one, go test's default limit: theirs is 30 minutes.
test: check build node_modules/.installed
	node --check $(DIST)/app.js && node --check $(DIST)/app-worker.js
	$(GO) test -count=1 $$($(GO) list ./... | grep -v '^stones/app')
	STONES_DIST=$(CURDIR)/$(DIST) STONES_AXE=$(CURDIR)/node_modules/axe-core/axe.min.js $(GO) test -count=1 -timeout 30m ./app/...
	PATH="$(GOROOT)/lib/wasm:$$PATH" $(WASMENV) $(GO) test -count=1 ./solver/...

# axe-core, which the accessibility test loads into the page: the version
# of package-lock.json.
node_modules/.installed: package.json package-lock.json
	npm ci --no-audit --no-fund --silent
	touch $@

# The benchmarks of BENCH.md: every solver package, three runs each.
bench:
	$(GO) test -run '^$$' -bench . -benchtime 3x ./solver/...

# The page's measurements in headless Chromium, on the built site: the
# redraws from an input event to the painted frame, the page's thread
# while the worker computes, a course page of eight embeds against one, and
# Cram's boards of up to 32 cells (BENCH.md); the course page is read with
# the empty go-app page in its frames too (tools/goapp-floor, the floor of
# the framework), in the same rounds. BENCH_PAGE names fewer:
# make bench-page BENCH_PAGE=TestCoursePage.
# FLOOR builds the empty go-app page of tools/goapp-floor into $$tmp/floor.
FLOOR = (cd tools/goapp-floor && $(WASMENV) $(GO) build -trimpath -ldflags='-s -w' -o $$tmp/floor/web/app.wasm . && \
	$(GO) run . $$tmp/floor)
BENCH_PAGE ?= TestRedrawTimes|TestWorkerKeepsThePageResponsive|TestCoursePage|TestBoardTimes
bench-page: build
	@tmp=$$(mktemp -d); $(FLOOR) && \
	STONES_BENCH=1 STONES_FLOOR=$$tmp/floor STONES_DIST=$(abspath $(DIST)) $(GO) test -count=1 -run '$(BENCH_PAGE)' -v ./app/; \
	status=$$?; rm -rf $$tmp; exit $$status

bench-wasm:
	PATH="$(GOROOT)/lib/wasm:$$PATH" $(WASMENV) $(GO) test -run '^$$' -bench . -benchtime 3x ./solver/...

# Lighthouse's mobile audit of the page beside the empty go-app v9.8.0 page
# (tools/goapp-floor, the floor of its framework), both served as make run
# serves the site, brotli included, audited alternately three times each
# (tools/lighthouse.js): it prints the medians side by side and fails when
# Stones misses its bounds. BENCH.md records the figures.
LIGHTHOUSE ?= npx --yes lighthouse@13.5.0
LIGHTHOUSE_PATHS ?= / /?game=octal&code=0.6&len=20000
CHROME_PATH ?= /usr/bin/chromium
lighthouse: build
	@tmp=$$(mktemp -d); $(GO) build -o $$tmp/site ./app && \
	$(FLOOR) && $$tmp/site -compress $$tmp/floor && \
	{ $$tmp/site -serve 127.0.0.1:8099 -dir $(DIST) & stones=$$!; \
	$$tmp/site -serve 127.0.0.1:8098 -dir $$tmp/floor & floor=$$!; sleep 1; \
	CHROME_PATH=$(CHROME_PATH) LIGHTHOUSE="$(LIGHTHOUSE)" node tools/lighthouse.js http://127.0.0.1:8099 http://127.0.0.1:8098 '$(LIGHTHOUSE_PATHS)'; \
	status=$$?; kill $$stones $$floor; rm -rf $$tmp; exit $$status; }

clean:
	rm -rf $(DIST)
