//go:build !js

package main

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"math/rand/v2"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing"
	"time"

	"stones/solver"
	"stones/solver/game"
)

// wasmQueryCount is how many configurations TestWasmSameJSON compares.
const wasmQueryCount = 200

// The command prints the same bytes natively and compiled for js/wasm (the
// page's platform) for 200 random configurations of every family: JSON,
// errors and exit status.
//
// The test compiles this package's test binary for js/wasm (`go test -c`)
// and runs it once under node, as the toolchain's go_js_wasm_exec does, in
// its batch mode (see TestMain), then compares each record with the native
// run. Without node the test is skipped, unless CI=true, where it fails:
// it must not pass by checking nothing.
func TestWasmSameJSON(t *testing.T) {
	node, err := exec.LookPath("node")
	if err != nil {
		if os.Getenv("CI") == "true" {
			t.Fatalf("node is needed to run the command compiled for js/wasm, and CI=true: %v", err)
		}
		t.Skip("node is not installed, so the command compiled for js/wasm cannot be run: the comparison is skipped (with CI=true it fails)")
	}
	// go test puts its own GOROOT/bin first in PATH.
	goTool, err := exec.LookPath("go")
	if err != nil {
		t.Fatalf("the go command is needed to compile for js/wasm: %v", err)
	}
	goroot, err := exec.Command(goTool, "env", "GOROOT").Output()
	if err != nil {
		t.Fatalf("go env GOROOT: %v", err)
	}
	wasmExec := filepath.Join(strings.TrimSpace(string(goroot)), "lib", "wasm", "wasm_exec_node.js")
	if _, err := os.Stat(wasmExec); err != nil {
		t.Fatalf("the toolchain's wasm_exec_node.js: %v", err)
	}

	queries := wasmQueries(t)
	dir := t.TempDir()
	in, out, bin := filepath.Join(dir, "queries"), filepath.Join(dir, "records"), filepath.Join(dir, "stones.test.wasm")
	if err := os.WriteFile(in, []byte(strings.Join(queries, "\n")+"\n"), 0o644); err != nil {
		t.Fatal(err)
	}

	start := time.Now()
	build := exec.Command(goTool, "test", "-c", "-o", bin, ".")
	build.Env = append(os.Environ(), "GOOS=js", "GOARCH=wasm", "CGO_ENABLED=0")
	if msg, err := build.CombinedOutput(); err != nil {
		t.Fatalf("go test -c for js/wasm: %v\n%s", err, msg)
	}
	built := time.Since(start)

	// As go_js_wasm_exec: a larger V8 stack. A small environment, since
	// wasm_exec.js bounds the size of the arguments and environment.
	start = time.Now()
	runWasm := exec.Command(node, "--stack-size=8192", wasmExec, bin)
	runWasm.Dir = dir
	runWasm.Env = []string{batchIn + "=" + in, batchOut + "=" + out, "PATH=" + os.Getenv("PATH"), "TMPDIR=" + dir}
	if msg, err := runWasm.CombinedOutput(); err != nil {
		t.Fatalf("node %s: %v\n%s", filepath.Base(bin), err, msg)
	}
	ran := time.Since(start)
	text, err := os.ReadFile(out)
	if err != nil {
		t.Fatalf("the records of the js/wasm run: %v", err)
	}
	got, err := splitRecords(text)
	if err != nil {
		t.Fatalf("the records of the js/wasm run: %v", err)
	}
	if len(got) != len(queries) {
		t.Fatalf("the js/wasm run wrote %d records for %d configurations", len(got), len(queries))
	}

	start = time.Now()
	differ := 0
	for i, q := range queries {
		want := record(q)
		if bytes.Equal(got[i], want) {
			continue
		}
		if differ++; differ <= 5 {
			t.Errorf("stones -json '%s' differs under js/wasm:\nnative: %s\njs/wasm: %s", q, clip(want), clip(got[i]))
		}
	}
	if differ > 0 {
		t.Errorf("%d of %d configurations differ", differ, len(queries))
	}
	t.Logf("%d configurations: compiled for js/wasm in %v, run under node in %v, natively in %v",
		len(queries), built.Round(time.Millisecond), ran.Round(time.Millisecond), time.Since(start).Round(time.Millisecond))
}

// clip shortens a record for a message around its first 300 bytes.
func clip(b []byte) string {
	if len(b) > 300 {
		return fmt.Sprintf("%s… (%d bytes)", b[:300], len(b))
	}
	return string(b)
}

// splitRecords splits the output of the batch mode into its records (see
// record), each with its header.
func splitRecords(text []byte) ([][]byte, error) {
	var recs [][]byte
	for len(text) > 0 {
		line, _, ok := bytes.Cut(text, []byte("\n"))
		var code, nout, nerr int
		if n, err := fmt.Sscanf(string(line), "exit %d %d %d", &code, &nout, &nerr); !ok || err != nil || n != 3 {
			return nil, fmt.Errorf("record %d: bad header %q", len(recs), clip(line))
		}
		size := len(line) + 1 + nout + nerr
		if size > len(text) {
			return nil, fmt.Errorf("record %d: %d bytes announced, %d left", len(recs), size, len(text))
		}
		recs = append(recs, text[:size])
		text = text[size:]
	}
	return recs, nil
}

// wasmQueries draws the configurations, reproducibly: the games every
// family declares for the tests (game.Checks: named sets, misère play,
// the no-repeat game, rings…), each Engine key's values (the algorithms),
// len up to 200 (often small, sometimes 0), n small and of up to 100
// digits, heaps, and a few bad inputs. Each must be
// cheap under js/wasm: a candidate whose computation with the CLI's limits
// goes past 2^13 units of a stage bounded by more than 2^15 (a deep period
// search, a large misère search) is left out, by a native probe that
// stops it there through its progress reports.
func wasmQueries(t *testing.T) []string {
	r := rand.New(rand.NewPCG(2026, 11))
	digits := func(n int) string {
		b := []byte{byte('1' + r.IntN(9))}
		for range n - 1 {
			b = append(b, byte('0'+r.IntN(10)))
		}
		return string(b)
	}
	heap := func() string {
		switch r.IntN(4) {
		case 0:
			return digits(20 + r.IntN(81)) // up to 100 digits
		case 1:
			return strconv.Itoa(r.IntN(1000))
		}
		return strconv.Itoa(r.IntN(60))
	}
	length := func() string {
		switch r.IntN(4) {
		case 0:
			return strconv.Itoa(r.IntN(3))
		case 1:
			return strconv.Itoa(r.IntN(201))
		}
		return strconv.Itoa(1 + r.IntN(40))
	}
	// ask adds len, and maybe n and heaps, to a query.
	ask := func(q string, sums bool, smallHeaps bool) string {
		q += "&len=" + length()
		if r.IntN(3) > 0 {
			q += "&n=" + heap()
		}
		if sums && r.IntN(3) == 0 {
			hs := make([]string, 1+r.IntN(4))
			for i := range hs {
				hs[i] = heap()
				if smallHeaps {
					hs[i] = strconv.Itoa(r.IntN(12))
				}
			}
			q += "&heaps=" + strings.Join(hs, ",")
		}
		return q
	}
	// Each family's games are those it declares for the tests (game.Checks),
	// with len and maybe n and heaps (sums for impartial games, of small
	// heaps in misère play, which the exhaustive search solves), and a
	// random value of each of its Engine keys (algo).
	var drawn, single [][]string // the families with games to draw, and those of a single game
	for _, f := range solver.Families() {
		cases := f.Checks.Cases
		if f.Checks.Random != nil {
			cases = append(slices.Clone(cases), f.Checks.Random(r.IntN)...)
		}
		var qs []string
		for _, c := range cases {
			qs = append(qs, c.Query)
		}
		if f.Checks.Random == nil {
			single = append(single, qs)
		} else {
			drawn = append(drawn, qs)
		}
	}
	draw := func(families [][]string, i int, small bool) string {
		qs := families[i%len(families)]
		q := qs[r.IntN(len(qs))]
		c, err := solver.ParseConfig(q)
		if err != nil {
			t.Fatalf("a game a family declares: %v", err)
		}
		for _, k := range c.Family.Keys {
			if k.Engine && len(k.Choices) > 0 {
				q += "&" + k.Name + "=" + k.Choices[r.IntN(len(k.Choices))].Value
			}
		}
		g, impartial := c.Game.(game.Impartial)
		return ask(q, impartial, small || impartial && g.Misere())
	}
	bad := []string{
		"moves=1,x,3", "game=octal&code=0.9", "game=grundy&play=misere", "n=+5",
		"game=octal&code=0.07&play=misere", "moves=squares&norepeat=1", "game=parity&moves=1-3&n=10",
		"game=partizan&left=1,2", "moves=1-3&colour=red",
	}
	var queries []string
	for i := 0; len(queries) < wasmQueryCount; i++ {
		switch i % 50 {
		case 24, 49:
			queries = append(queries, bad[r.IntN(len(bad))])
			continue
		case 12:
			// A family of a single game (Grundy's) computes its heaps
			// whatever is asked, 2^15 for Grundy's game, about a second
			// under js/wasm: a few only, with sums of small heaps.
			if len(single) > 0 {
				queries = append(queries, draw(single, i/50, true))
			}
			continue
		}
		q := draw(drawn, i, false)
		if cheap(q) {
			queries = append(queries, q)
		}
	}
	return queries
}

// cheap reports whether the command answers q with little work: it runs
// the analysis with the CLI's limits and stops it, through its progress
// reports, once a stage bounded by more than 2^15 units has computed 2^13
// of them. Bad input is cheap. The outcome is the same on every run.
func cheap(query string) bool {
	c, err := solver.ParseConfig(query)
	if err != nil {
		return true
	}
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	_, err = solver.Analyze(ctx, c, solver.CLILimits, func(p game.Progress) {
		if p.Total > 1<<15 && p.Done > 1<<13 {
			cancel()
		}
	})
	return !errors.Is(err, context.Canceled)
}
