//go:build !js

package main

import (
	"context"
	"image/png"
	"os"
	"os/exec"
	"path/filepath"
	"testing"
	"time"
)

// A headless screenshot of a permalink, as tools that render pages take
// it (Chromium's --screenshot with --virtual-time-budget: the page's clock
// runs only while nothing waits on the network), comes, and shows a page
// drawn, not a blank one. A program fed to the compilation through a body
// built in JavaScript once kept that clock waiting for ever. The time
// allowed is only the bound of a hang: a screenshot takes seconds.
func TestScreenshot(t *testing.T) {
	br := startBrowser(t, 3*time.Minute)
	path, err := exec.LookPath("/usr/bin/chromium")
	if err != nil {
		if path, err = exec.LookPath("chromium"); err != nil {
			t.Fatal(err) // startBrowser found it
		}
	}
	out := filepath.Join(t.TempDir(), "page.png")
	ctx, cancel := context.WithTimeout(context.Background(), 2*time.Minute)
	defer cancel()
	cmd := exec.CommandContext(ctx, path, "--headless", "--no-sandbox", "--disable-gpu",
		"--disable-quic", "--no-first-run", "--disable-background-networking",
		"--disable-component-update", "--disable-sync", "--disable-dev-shm-usage",
		"--user-data-dir="+t.TempDir(), "--hide-scrollbars", "--window-size=1280,900",
		"--virtual-time-budget=15000", "--screenshot="+out,
		br.base+"/?game=octal&code=0.6&len=2000")
	if err := cmd.Run(); err != nil {
		t.Fatalf("chromium --screenshot: %v: no screenshot within 2 minutes", err)
	}
	f, err := os.Open(out)
	if err != nil {
		t.Fatalf("no screenshot written: %v", err)
	}
	defer f.Close()
	img, err := png.Decode(f)
	if err != nil {
		t.Fatalf("the screenshot: %v", err)
	}
	colours := map[[4]uint32]bool{}
	b := img.Bounds()
	for y := b.Min.Y; y < b.Max.Y; y += 7 {
		for x := b.Min.X; x < b.Max.X; x += 7 {
			r, g, bl, a := img.At(x, y).RGBA()
			colours[[4]uint32{r, g, bl, a}] = true
		}
	}
	if len(colours) < 20 {
		t.Errorf("the screenshot has %d colours: a blank page, not the figure", len(colours))
	}
}
