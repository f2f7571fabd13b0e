//go:build !js

package main

import (
	"os"
	"path/filepath"
	"stones/solver"
	"strings"
	"testing"
	"time"

	cdpbrowser "github.com/chromedp/cdproto/browser"
	"github.com/chromedp/chromedp"
	"github.com/chromedp/chromedp/kb"
)

// The embed code: the frame with its title and loading="lazy", the theme
// in its address, and at an automatic height the script that sizes it on
// messages from the site's origin only.
func TestEmbedCode(t *testing.T) {
	const origin = "https://stones.example"
	auto := embedCode(origin, "moves=1,5&embed=1", embedOptions{Title: `Stones: "1, 5" & more`})
	for _, want := range []string{
		`<iframe src="https://stones.example/?moves=1,5&amp;embed=1" title="Stones: &#34;1, 5&#34; &amp; more"`,
		`height="480" loading="lazy"`,
		`e.origin !== "https://stones.example"`,
		`e.data?.subject !== "lti.frameResize"`,
	} {
		if !strings.Contains(auto, want) {
			t.Errorf("the automatic code lacks %q:\n%s", want, auto)
		}
	}
	fixed := embedCode(origin, "moves=1,5&embed=1", embedOptions{Height: 600, Theme: "dark", Title: "Stones"})
	if want := `<iframe src="https://stones.example/?moves=1,5&amp;embed=1&amp;theme=dark" title="Stones" width="100%" height="600" loading="lazy" style="border:0"></iframe>`; fixed != want {
		t.Errorf("the fixed code is\n%s\nwant\n%s", fixed, want)
	}
}

// The embed builder, as a teacher uses it: "Embed…" opens a modal dialog
// with a live preview that sizes itself; the theme and a fixed height
// change the preview and the code; a bad height is named beside its field;
// Copy code puts the code on the clipboard; Esc closes the dialog and
// gives the focus back to its button. axe-core finds no violation in the
// dialog.
func TestEmbedBuilder(t *testing.T) {
	br := startBrowser(t, 150*time.Second)
	b, base := br.tab, br.base
	for _, name := range []string{"clipboard-write", "clipboard-read"} {
		if _, err := chromedp.CallBrowser(b.ctx, cdpbrowser.SetPermission, cdpbrowser.SetPermissionParams{
			Permission: &cdpbrowser.PermissionDescriptor{Name: name}, Setting: cdpbrowser.PermissionSettingGranted, Origin: base,
		}); err != nil {
			t.Fatalf("granting %s: %v", name, err)
		}
	}
	b.open(base, "moves=1,5,8,10&len=40", 40)
	b.run("opening the builder", chromedp.Click(chromedp.CSS("#copy-embed")))
	b.until("the modal dialog", `document.getElementById("embed-dialog")?.open && document.getElementById("embed-dialog").matches(":modal")`)
	code := func() string { return b.eval(`document.getElementById("embed-code").value`) }
	if got := code(); !strings.Contains(got, "embed=1") || !strings.Contains(got, `height="480"`) || !strings.Contains(got, "lti.frameResize") {
		t.Errorf("the first code is not the automatic one:\n%s", got)
	}
	// The preview runs the embed, and its messages size it.
	frameUntil(b, "len=40&embed=1", "the preview's figure", drawnInFrame, 60*time.Second)
	b.until("the preview sized by its messages", `document.getElementById("embed-preview").getAttribute("height") !== "480"`)
	shoot(t, b, "embed-builder-light")
	b.run("loading axe-core", chromedp.Evaluate[chromedp.Void](axeSource(t)))
	for _, v := range axeViolations(b, `document.getElementById("embed-dialog")`) {
		t.Errorf("the embed builder: %s", v)
	}

	// The parts: each switch adds its part to the code and the preview; one
	// view at a time; the figure alone is embed=1.
	b.run("adding the play card", chromedp.Click(chromedp.CSS(`label[for="embed-part-play"]`)))
	b.until("the parts in the code", `document.getElementById("embed-code").value.includes("embed=figure,play")`)
	frameUntil(b, "embed=figure,play", "the preview's play card", `!!document.getElementById("play") && !!(`+drawnInFrame+`)`, 60*time.Second)
	b.run("taking the figure out", chromedp.Click(chromedp.CSS(`label[for="embed-part-figure"]`)))
	b.until("the play card alone", `/embed=play(&|")/.test(document.getElementById("embed-code").value)`)
	b.run("adding growth", chromedp.Click(chromedp.CSS(`label[for="embed-part-growth"]`)))
	b.run("adding digits", chromedp.Click(chromedp.CSS(`label[for="embed-part-digits"]`)))
	b.until("one view at a time", `document.getElementById("embed-code").value.includes("embed=play,digits") && !document.getElementById("embed-part-growth").checked`)
	if got := b.eval(`document.getElementById("embed-parts-hint").textContent`); got != "The frame shows play, digits, in this order." {
		t.Errorf("the parts' hint says %q", got)
	}
	for _, p := range []string{"play", "digits"} {
		b.run("taking "+p+" out", chromedp.Click(chromedp.CSS(`label[for="embed-part-`+p+`"]`)))
	}
	b.until("the figure alone again", `document.getElementById("embed-code").value.includes("embed=1") && document.getElementById("embed-part-figure").checked`)
	if got := b.eval(`String(!!document.getElementById("embed-part-table"))`); got != "false" {
		t.Error("the builder offers a state table for a game without one")
	}

	b.run("choosing the dark theme", chromedp.Click(chromedp.CSS(`label[for="embed-theme-dark"]`)))
	b.until("the theme in the code", `document.getElementById("embed-code").value.includes("theme=dark")`)
	frameUntil(b, "theme=dark", "the preview in the dark theme", drawnInFrame+` && document.documentElement.dataset.theme === "dark"`, 60*time.Second)

	b.run("choosing a fixed height", chromedp.Click(chromedp.CSS(`label[for="embed-height-fixed"]`)))
	b.until("the height's field", `!!document.getElementById("embed-pixels")`)
	b.typeInto("#embed-pixels", "600")
	b.until("the fixed height in the code", `document.getElementById("embed-code").value.includes('height="600"')`)
	if got := code(); strings.Contains(got, "<script>") {
		t.Errorf("a fixed height's code holds the resizing script:\n%s", got)
	}
	if got := b.eval(`document.getElementById("embed-preview").getAttribute("height")`); got != "600" {
		t.Errorf("the preview is %s px high, want the fixed 600", got)
	}
	b.typeInto("#embed-pixels", "12")
	b.until("the message of a bad height", `document.getElementById("embed-pixels-error").textContent.includes("from 120 to 4000")`)
	if got := code(); !strings.Contains(got, `height="600"`) {
		t.Errorf("after a bad height the code is not the last good one:\n%s", got)
	}
	b.typeInto("#embed-pixels", "640")
	b.until("the height of 640", `document.getElementById("embed-code").value.includes('height="640"') && document.getElementById("embed-pixels-error").textContent === ""`)

	b.run("copying the code", chromedp.Click(chromedp.CSS("#embed-copy")))
	b.until("the copy's confirmation", `document.getElementById("embed-copied").textContent.includes("Copied")`)
	copied, err := chromedp.Run(b.ctx, chromedp.Evaluate[string](`navigator.clipboard.readText()`, chromedp.EvalAwaitPromise))
	if err != nil {
		t.Fatal(err)
	}
	if want := code(); copied != want {
		t.Errorf("the clipboard holds\n%s\nwant the code\n%s", copied, want)
	}
	shoot(t, b, "embed-builder-fixed")

	b.run("pressing Esc", chromedp.KeyEvent(kb.Escape))
	b.until("the dialog closed, the focus on its button", `!document.getElementById("embed-dialog") && document.activeElement.id === "copy-embed"`)

	// On a phone the choices stack above the preview, within the screen.
	b.run("a phone's screen", chromedp.EmulateViewport(390, 844))
	b.run("opening the builder", chromedp.Click(chromedp.CSS("#copy-embed")))
	b.until("the dialog within the screen", `(() => { const r = document.getElementById("embed-dialog")?.getBoundingClientRect(); return r && r.left >= 0 && r.right <= 390 })()`)
	frameUntil(b, "len=40&embed=1", "the preview on a phone", drawnInFrame, 60*time.Second)
	b.until("the preview sized by its messages", `document.getElementById("embed-preview").getAttribute("height") !== "480"`)
	time.Sleep(500 * time.Millisecond) // the frame's figure painted
	shoot(t, b, "embed-builder-phone")
}

// shoot saves a screenshot of the tab as name.png in $STONES_SHOTS, when
// it is set, for a person to look at.
func shoot(t *testing.T, b *tab, name string) {
	dir := os.Getenv("STONES_SHOTS")
	if dir == "" {
		return
	}
	png, err := chromedp.Run(b.ctx, chromedp.CaptureScreenshot())
	if err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(dir, name+".png"), png, 0o644); err != nil {
		t.Fatal(err)
	}
}

// Every part has the builder's name.
func TestPartNames(t *testing.T) {
	if len(partNames) != len(solver.EmbedParts) {
		t.Fatalf("%d names for %d parts", len(partNames), len(solver.EmbedParts))
	}
	if got := partName(solver.QuizPart); got != "Quiz, outcomes hidden" {
		t.Errorf("the quiz is named %q", got)
	}
}
