//go:build !js

package main

import (
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"
	"github.com/chromedp/chromedp/kb"
)

// TestGraphsAndBoards opens a game on a graph and one on a board, checks
// what their figures list and answer, and edits them with the keyboard
// alone: the graph by its text, the board's holes by its cells.
func TestGraphsAndBoards(t *testing.T) {
	br := startBrowser(t, 4*time.Minute)
	b, base := br.tab, br.base
	t.Run("graph", func(t *testing.T) {
		b := b.with(t)
		b.open(base, "game=graph&graph=path:10", 65) // path:0 … path:64
		if got := b.text("#game-title"); !strings.Contains(got, "Kayles on path:10") || !strings.Contains(got, "path:n, n = 0–64") {
			t.Errorf("the figure is titled %q", got)
		}
		// Kayles on a path is 0.77: path:10 has nim-value 2.
		if got := b.eval(`document.querySelector('#strip-values li[data-heap="10"]').dataset.nim ?? ""`); got != "2" {
			t.Errorf("path:10 shows nim-value %q, want 2", got)
		}
		b.typeInto("#graph", "0-1,1-2,3")
		b.run("leaving the graph's text", chromedp.KeyEvent(kb.Tab))
		b.until("the figure of the edge list", `location.search.includes("graph=0-1,1-2,3") && document.querySelectorAll("#strip-values li").length === 5`)
		// The drawing, by keyboard: join 0 and 3, add a vertex, remove it.
		b.eval(`window.graphKey = () => new URLSearchParams(location.search).get("graph"), ""`)
		b.run("choosing vertex 0", chromedp.Focus(chromedp.CSS("#graph-vertex-0")), chromedp.KeyEvent("\r"))
		b.until("vertex 0 chosen", `document.getElementById("graph-vertex-0").getAttribute("aria-pressed") === "true"`)
		b.run("and vertex 3", chromedp.Focus(chromedp.CSS("#graph-vertex-3")), chromedp.KeyEvent(" "))
		b.until("the edge 0-3", `graphKey() === "0-1,0-3,1-2"`)
		b.run("adding a vertex", chromedp.Focus(chromedp.CSS("#graph-add")), chromedp.KeyEvent("\r"))
		b.until("vertex 4", `graphKey() === "0-1,0-3,1-2,4" && !!document.getElementById("graph-vertex-4")`)
		b.run("choosing it", chromedp.Focus(chromedp.CSS("#graph-vertex-4")), chromedp.KeyEvent("\r"))
		b.until("the remove button offers it", `document.getElementById("graph-remove").textContent === "Remove vertex 4"`)
		b.run("removing it", chromedp.Focus(chromedp.CSS("#graph-remove")), chromedp.KeyEvent("\r"))
		b.until("the graph without it", `graphKey() === "0-1,0-3,1-2" && !document.getElementById("graph-vertex-4")`)
		b.run("parting 0 and 3", chromedp.Focus(chromedp.CSS("#graph-vertex-3")), chromedp.KeyEvent("\r"),
			chromedp.Focus(chromedp.CSS("#graph-vertex-0")), chromedp.KeyEvent("\r"))
		b.until("the edge list again", `graphKey() === "0-1,1-2,3"`)
		b.typeInto("#n", "4")
		b.until("the answer at the whole graph", `document.getElementById("answer").textContent.includes("The first 4 vertices")`)
		if got := b.text("#answer"); !strings.Contains(got, "Its 2 parts") || !strings.Contains(got, "vertices 0–2 (nim-value 3)") {
			t.Errorf("the answer at the edge list does not give its parts: %q", got)
		}
		b.typeInto("#graph", "path:65")
		b.run("leaving the graph's text", chromedp.KeyEvent(kb.Tab))
		b.until("the graph's message", `document.getElementById("graph-error").textContent.includes("65 is more than 64")`)
	})
	t.Run("board", func(t *testing.T) {
		b := b.with(t)
		b.open(base, "game=cram&board=3x4", 5) // boards 3×0 … 3×4
		if got := b.eval(`document.querySelectorAll("#holes-board button").length + " " + document.querySelectorAll("#holes-board button[aria-pressed=true]").length`); got != "12 0" {
			t.Fatalf("the board shows %s cells and holes, want 12 0", got)
		}
		b.run("making 2.2 a hole with the keyboard", chromedp.Focus(chromedp.CSS(`[id="holes-cell-2.2"]`)), chromedp.KeyEvent("\r"))
		b.until("the hole in the link and on the board", `location.search.includes("holes=2.2") && document.getElementById("holes-cell-2.2")?.getAttribute("aria-pressed") === "true"`)
		if got := b.eval(`document.activeElement.id`); got != "holes-cell-2.2" {
			t.Errorf("after the toggle the focus is on %q, want the cell", got)
		}
		b.run("and 1.4 with the space bar", chromedp.Focus(chromedp.CSS(`[id="holes-cell-1.4"]`)), chromedp.KeyEvent(" "))
		b.until("both holes", `location.search.includes("holes=1.4,2.2")`)
		b.run("and 2.2 back", chromedp.Focus(chromedp.CSS(`[id="holes-cell-2.2"]`)), chromedp.KeyEvent("\r"))
		b.until("one hole", `location.search.includes("holes=1.4") && !location.search.includes("2.2")`)
		b.typeInto("#n", "4")
		b.until("the answer at the board", `document.getElementById("answer").textContent.startsWith("Board 3×4")`)
	})
}
