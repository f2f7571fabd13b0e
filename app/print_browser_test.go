//go:build !js

package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/cdproto/emulation"
	cdppage "github.com/chromedp/cdproto/page"
	"github.com/chromedp/chromedp"
)

// On paper the page shows the strip as a vector drawing with its caption
// and the link written out, and none of the controls; the
// browser fills the print block itself when it prints (printing to PDF
// fires beforeprint), in the dark theme too. The handout downloads as SVG.
func TestPrint(t *testing.T) {
	br := startBrowser(t, 60*time.Second)
	b, base := br.tab, br.base
	query := "moves=1,5,8,10&len=60"
	for _, scheme := range []string{"light", "dark"} {
		if _, err := chromedp.Call(b.ctx, emulation.SetEmulatedMedia, emulation.SetEmulatedMediaParams{
			Features: []*emulation.MediaFeature{{Name: "prefers-color-scheme", Value: scheme}},
		}); err != nil {
			t.Fatalf("preferring the %s scheme: %v", scheme, err)
		}
		b.open(base, query, 60)
		if got := b.eval(`document.getElementById("strip-print").innerHTML`); got != "" {
			t.Errorf("%s: the print block is filled before printing: %.200s", scheme, got)
		}
		res, err := chromedp.Call(b.ctx, cdppage.PrintToPDF, cdppage.PrintToPDFParams{PrintBackground: new(true)})
		pdf := res.Data
		if err != nil || len(pdf) < 1000 {
			t.Fatalf("%s: printing to PDF: %v (%d bytes)", scheme, err, len(pdf))
		}
		dir := os.Getenv("STONES_SHOTS") // for a person to look at
		if dir == "" {
			dir = t.TempDir()
		}
		os.WriteFile(filepath.Join(dir, "print-"+scheme+".pdf"), pdf, 0o644)
		b.until("the print block, filled by printing", `document.querySelectorAll("#strip-print .print-figure svg rect").length > 60`)
		if got, want := b.text("#strip-print .print-link .mono"), b.eval(`location.href`); got != want {
			t.Errorf("%s: the printed link is %q, want %q", scheme, got, want)
		}
		if got, _ := qrRead(t, b.eval(`document.querySelector("#strip-print .print-qr svg").outerHTML`)); got != b.eval(`location.href`) {
			t.Errorf("%s: the printed QR code reads %q, want the page's address", scheme, got)
		}
		if got := b.text("#strip-print figcaption"); !strings.Contains(got, "repeat every 13") {
			t.Errorf("%s: the printed caption is %q", scheme, got)
		}
		// The printed figure is in the light theme: its background is the
		// light palette's, whatever the page's.
		if bg := b.eval(`document.querySelector("#strip-print .print-figure svg > rect").getAttribute("fill")`); bg != cssColour(lightPalette().bg) {
			t.Errorf("%s: the printed figure's background is %s, want the light theme's %s", scheme, bg, cssColour(lightPalette().bg))
		}
		if _, err := chromedp.Call(b.ctx, emulation.SetEmulatedMedia, emulation.SetEmulatedMediaParams{Media: "print"}); err != nil {
			t.Fatalf("print media: %v", err)
		}
		for sel, shown := range map[string]bool{"#strip-print": true, "#strip-print .print-qr svg": true, "#strip-canvas": false, ".strip-tools": false, ".controls": false, "#copy-link": false} {
			if got := b.eval(`String(document.querySelector(` + jsString(sel) + `)?.getClientRects().length > 0)`); got != map[bool]string{true: "true", false: "false"}[shown] {
				t.Errorf("%s: in print, %s is shown: %s, want %t", scheme, sel, got, shown)
			}
		}
		if bg := b.eval(`getComputedStyle(document.body).backgroundColor`); bg != "rgb(255, 255, 255)" {
			t.Errorf("%s: the printed page's background is %s, want white", scheme, bg)
		}
		if _, err := chromedp.Call(b.ctx, emulation.SetEmulatedMedia, emulation.SetEmulatedMediaParams{Media: "",
			Features: []*emulation.MediaFeature{{Name: "prefers-color-scheme", Value: scheme}}}); err != nil {
			t.Fatalf("screen media: %v", err)
		}
	}
	// The handout: one SVG with the figure, the caption, the link and its
	// QR code.
	dir := allowDownloads(b)
	b.run("downloading the handout", chromedp.Click(chromedp.CSS("#strip-handout")))
	got := string(waitFile(t, filepath.Join(dir, "stones-heaps-0-59-handout.svg")))
	for _, want := range []string{"repeat every 13", "moves=1,5,8,10&amp;len=60", `aria-label="QR code`} {
		if !strings.Contains(got, want) {
			t.Fatalf("the handout lacks %q", want)
		}
	}
	qr := got[:strings.Index(got, `aria-label="QR code`)]
	if link, _ := qrRead(t, got[strings.LastIndex(qr, "<svg"):]); link != b.eval(`location.href`) {
		t.Errorf("the handout's QR code reads %q, want the page's address", link)
	}
}
