//go:build !js

package main

import (
	"strconv"
	"testing"
	"time"

	cdppage "github.com/chromedp/cdproto/page"
	"github.com/chromedp/chromedp"
)

// TestCramProgressAndCancel checks Cram's boards of up to 32 cells on the
// page (issue 30, item 3): each computes in the worker, which reports its
// progress as it goes, and its strip lists every board of its sequence
// (4×8: 4×0 … 4×8); the meter names the steps of the pruned search, and
// Cancel stops the computation (the worker ended) and Compute again
// answers.
func TestCramProgressAndCancel(t *testing.T) {
	br := startBrowser(t, 3*time.Minute)
	b := br.tab
	if _, err := chromedp.Call(b.ctx, cdppage.AddScriptToEvaluateOnNewDocument, cdppage.AddScriptToEvaluateOnNewDocumentParams{Source: watchWorker}); err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		board string
		cells int // 0 … the board's columns
	}{{"4x8", 9}, {"5x6", 7}} {
		b.open(br.base, "game=cram&board="+c.board, c.cells)
		reports := b.eval(`(() => { const w = stonesWatch, p = w.posts.at(-1); return String(w.replies.filter((r) => r.run === p?.run && r.progress).length); })()`)
		if n, _ := strconv.Atoi(reports); n == 0 {
			t.Errorf("the worker computed %s with no progress reported", c.board)
		}
	}

	// 6×5, the longest of them (its sequence ends with 6×5, 3,771,871
	// steps): Cancel, pressed in the poll that finds it.
	b.run("opening 6x5", chromedp.Navigate(br.base+"/?game=cram&board=6x5"))
	b.until("the meter of the pruned search, its Cancel pressed", `(() => {
	  const m = document.querySelector("#progress"), c = m?.querySelector("#cancel");
	  if (!c || !m.textContent.includes("steps of the pruned search")) return false;
	  c.click();
	  return true;
	})()`)
	b.until("the notice of the cancel", `!document.querySelector("#progress") && (document.querySelector("#stopped")?.textContent ?? "").startsWith("Cancelled: ")`)
	if got := b.eval(`String(stonesWatch.terminated)`); got != "1" {
		t.Errorf("the worker was terminated %s times, want 1", got)
	}
	b.eval(`document.getElementById("retry").click(), ""`)
	b.until("6×0 … 6×5 computed again", `!document.querySelector("#stopped") && document.querySelectorAll("#strip-values li").length === 6`)
}
