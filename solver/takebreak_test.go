package solver

import (
	"context"
	"strings"
	"testing"
)

// The explanation of a heap of a code beyond octal digits words its
// three-row moves and the mex, and its teaching text links the octal
// periodicity theorem to the octal games' text.
func TestExplainTakeBreak(t *testing.T) {
	c := configOf(t, "game=octal&code=8.0&len=10")
	r, err := Analyze(context.Background(), c, PageLimits, nil)
	if err != nil {
		t.Fatal(err)
	}
	e, err := Explain(c, r, 6, PageLimits)
	if err != nil {
		t.Fatal(err)
	}
	w := e.Words(c.Game)
	want := []string{"split it into 1, 1 and 4: N (nim-value 1)", "split it into 1, 2 and 3: N (nim-value 1)", "split it into 2, 2 and 2: P (nim-value 0)"}
	if strings.Join(w.Cases[0].Moves, "; ") != strings.Join(want, "; ") || !strings.Contains(w.Cases[0].Reason, "the smallest value missing from them (the mex) is 2") {
		t.Errorf("heap 6 of 8.0: moves %q, reason %q; want %q and the mex 2", w.Cases[0].Moves, w.Cases[0].Reason, want)
	}
	for _, q := range []string{"game=octal&code=0.f", "game=octal&code=4.3*"} {
		teaching := TeachingOf(configOf(t, q).Game)
		linked := false
		for _, l := range teaching.Links {
			linked = linked || l.Words == "octal periodicity theorem" && l.Query == "game=octal&code=0.77"
		}
		if !linked {
			t.Errorf("%s: the teaching text's links %v do not send the octal periodicity theorem to Kayles", q, teaching.Links)
		}
	}
}
