//go:build !js

package main

import (
	"bytes"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
	"time"

	cdpbrowser "github.com/chromedp/cdproto/browser"
	"github.com/chromedp/chromedp"
)

// The page's downloads are the command line's output, byte for byte: CSV,
// JSON and the b-file of configurations with nim-values, a partizan game's
// two starters and a history game's state table. The OEIS link searches
// for the first nim-values.
func TestExportDownloads(t *testing.T) {
	stones := filepath.Join(t.TempDir(), "stones")
	if out, err := exec.Command("go", "build", "-o", stones, "../cmd/stones").CombinedOutput(); err != nil {
		t.Fatalf("building the command line: %v\n%s", err, out)
	}
	br := startBrowser(t, 60*time.Second)
	b, base := br.tab, br.base
	dir := allowDownloads(b)
	for _, tc := range []struct {
		query, file string
		formats     []string // the CLI's flag and the page's button, by name
	}{
		{"moves=1,3,4&len=60&n=20&heaps=3,4&show=nim", "stones-subtraction-1,3,4", []string{"csv", "json", "bfile", "tikz"}},
		{"game=partizan&left=2,5,9&right=3,4,8&len=30", "stones-partizan-2,5,9", []string{"csv", "json"}},
		{"moves=1-5&norepeat=1&len=40&n=12", "stones-subtraction-1-5", []string{"csv", "json"}},
	} {
		b.run("opening "+tc.query, chromedp.Navigate(base+"/?"+tc.query))
		b.until("the exports of "+tc.query, `!document.getElementById("app-wasm-loader") && document.getElementById("export-csv") && location.search.includes("len=")`)
		if got, want := b.eval(`String(!!document.getElementById("export-bfile"))`), strings.Contains(strings.Join(tc.formats, " "), "bfile"); got != map[bool]string{false: "false", true: "true"}[want] {
			t.Errorf("%s: a b-file button = %s, want %t", tc.query, got, want)
		}
		for _, f := range tc.formats {
			ext := map[string]string{"csv": "csv", "json": "json", "bfile": "txt", "tikz": "tex"}[f]
			name := filepath.Join(dir, tc.file+"."+ext)
			os.Remove(name)
			b.run("downloading "+f, chromedp.Click(chromedp.CSS("#export-"+f)))
			got := waitFile(t, name)
			want, err := exec.Command(stones, "-"+f, tc.query).Output()
			if err != nil {
				t.Fatalf("stones -%s %s: %v", f, tc.query, err)
			}
			if !bytes.Equal(got, want) {
				t.Errorf("%s: the page's %s download differs from stones -%s:\npage: %.300s\nCLI:  %.300s", tc.query, f, f, got, want)
			}
		}
	}
	if got := b.eval(`document.getElementById("oeis-search")?.href ?? ""`); !strings.HasPrefix(got, "https://oeis.org/search?q=") {
		t.Errorf("the OEIS link is %q", got)
	}
	b.run("opening 1,3,4", chromedp.Navigate(base+"/?moves=1,3,4&len=30"))
	b.until("the OEIS link of 1,3,4", `document.getElementById("oeis-search")?.href.includes("q=0%2C1%2C0%2C1%2C2%2C3%2C2%2C0")`)
}

// allowDownloads lets the tab download files, into a new folder it
// returns.
func allowDownloads(b *tab) string {
	b.t.Helper()
	dir := b.t.TempDir()
	if _, err := chromedp.CallBrowser(b.ctx, cdpbrowser.SetDownloadBehavior, cdpbrowser.SetDownloadBehaviorParams{
		Behavior: cdpbrowser.SetDownloadBehaviorBehaviorAllow, DownloadPath: dir,
	}); err != nil {
		b.t.Fatalf("allowing downloads: %v", err)
	}
	return dir
}

// waitFile waits for a download to be complete and returns its bytes.
func waitFile(t *testing.T, name string) []byte {
	t.Helper()
	for deadline := time.Now().Add(10 * time.Second); time.Now().Before(deadline); time.Sleep(50 * time.Millisecond) {
		if b, err := os.ReadFile(name); err == nil && len(b) > 0 {
			if _, err := os.Stat(name + ".crdownload"); err != nil {
				return b
			}
		}
	}
	entries, _ := os.ReadDir(filepath.Dir(name))
	var names []string
	for _, e := range entries {
		names = append(names, e.Name())
	}
	t.Fatalf("no download %s after 10 s; the folder holds %v", filepath.Base(name), names)
	return nil
}
