package main

import (
	"strings"
	"testing"
	"time"

	"stones/app/analysis"
	"stones/solver"
)

// The analyst in the page's own thread (where no worker starts) answers a
// question about the figure from its last result, and says so when it has
// none of that figure yet.
func TestInProcessExplains(t *testing.T) {
	replies := make(chan analysis.Message, 8)
	p := newInProcess(func(m analysis.Message) { replies <- m })
	config := func(q string) solver.Config {
		c, err := solver.ParseConfig(q)
		if err != nil {
			t.Fatal(err)
		}
		return c
	}
	next := func() analysis.Message {
		t.Helper()
		for {
			select {
			case m := <-replies:
				if _, progress := m.(analysis.Progress); !progress {
					return m
				}
			case <-time.After(30 * time.Second):
				t.Fatal("no reply from the analyst")
			}
		}
	}
	still := func(what string, ask int) {
		t.Helper()
		m := next()
		if f, ok := m.(analysis.Failure); !ok || f.Kind != analysis.AskJob || f.N != ask || !strings.Contains(f.Err.Error(), "the figure is still being computed") {
			t.Errorf("%s: %+v, want question %d answered that the figure is still being computed", what, m, ask)
		}
	}

	cfg := config("moves=1,3,4&len=40&show=nim")
	p.explain(1, cfg, 5)
	still("before any figure", 1)
	p.analyze(1, cfg, false, "")
	if m, ok := next().(analysis.Done); !ok || m.Run != 1 {
		t.Fatalf("the analysis: %+v", m)
	}
	p.explain(2, config("moves=1,3,4&len=40&n=9"), 5) // another question, the same figure
	r, ok := next().(analysis.Explanation)
	if !ok || r.Ask != 2 || r.Words == nil || len(r.Words.Cases) != 1 {
		t.Fatalf("heap 5: %+v", r)
	}
	if got := r.Words.Cases[0].Reason; !strings.Contains(got, "the smallest value missing from them (the mex) is 3") {
		t.Errorf("heap 5 is explained %q, want the mex 3 written out", got)
	}
	p.explain(3, config("moves=1,3,5&len=40"), 5)
	still("another figure", 3)
}
