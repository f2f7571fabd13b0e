package main

import (
	"bytes"
	"context"
	"fmt"
	"os"
	"strings"
	"testing"
)

// The environment of the test binary's batch mode (see TestMain).
const (
	batchIn  = "STONES_BATCH"     // a file of configurations, one a line
	batchOut = "STONES_BATCH_OUT" // the file the records are written to
)

// TestMain runs the tests; or, when the environment variable STONES_BATCH
// names a file of configurations, it runs `stones -json QUERY` on each
// line, writes what the command printed (see record) to the file named by
// STONES_BATCH_OUT, and exits. TestWasmSameJSON runs the test binary so
// under js/wasm: one start of node for many configurations.
func TestMain(m *testing.M) {
	if in := os.Getenv(batchIn); in != "" {
		os.Exit(runBatch(in, os.Getenv(batchOut)))
	}
	os.Exit(m.Run())
}

// runBatch is the batch mode: it returns the exit status of the process.
func runBatch(in, out string) int {
	text, err := os.ReadFile(in)
	if err != nil {
		fmt.Fprintln(os.Stderr, "batch:", err)
		return 1
	}
	var b bytes.Buffer
	for _, q := range strings.Split(strings.TrimSuffix(string(text), "\n"), "\n") {
		b.Write(record(q))
	}
	if err := os.WriteFile(out, b.Bytes(), 0o644); err != nil {
		fmt.Fprintln(os.Stderr, "batch:", err)
		return 1
	}
	return 0
}

// record runs `stones -json query` and returns what it did: a header line
// "exit CODE STDOUT-BYTES STDERR-BYTES", then the standard output and the
// standard error, byte for byte.
func record(query string) []byte {
	var out, errOut bytes.Buffer
	code := run(context.Background(), []string{"-json", query}, &out, &errOut)
	b := fmt.Appendf(nil, "exit %d %d %d\n", code, out.Len(), errOut.Len())
	return append(append(b, out.Bytes()...), errOut.Bytes()...)
}
