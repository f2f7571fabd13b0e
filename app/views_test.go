//go:build !js

package main

import (
	"testing"
	"time"

	"stones/solver"
)

// Every research view draws for every family, from the families'
// descriptions: the growth and digits views of any game, the atlas where
// the family offers one and its notice elsewhere.
func TestResearchViewsOfEveryFamily(t *testing.T) {
	for _, f := range solver.Families() {
		query := "game=" + f.Game
		if len(f.Presets) > 0 {
			query = f.Presets[0].Config
		}
		for _, view := range []string{"growth", "digits&base=7&digits=2", "atlas&upto=2&len=60", "fold,digits&base=x"} {
			t.Run(f.Game+"/"+view, func(t *testing.T) {
				p := mount(t)
				p.nav(query + "&view=" + view)
				for deadline := time.Now().Add(20 * time.Second); p.c.atlas != nil && p.c.atlas.running || p.c.research != nil && p.c.research.running; time.Sleep(time.Millisecond) {
					if time.Now().After(deadline) {
						t.Fatal("the view did not finish within 20 s")
					}
					p.d.Consume()
				}
				p.d.Consume()
				switch view[:4] {
				case "grow":
					p.has("growth", `id="growth"`, "Cold positions")
				case "digi":
					p.has("digits", `id="digits"`, `data-base="7"`, "7s digit")
				case "atla":
					if f.Atlas != nil {
						p.has("atlas", `id="atlas"`, `data-games=`, `id="atlas-table"`)
					} else {
						p.has("atlas", `id="atlas"`, "offers no atlas")
					}
				case "fold":
					p.has("bad base", `id="digits"`, `base: "x": must be a whole number from 2 to 64`, `data-base="5"`)
				}
			})
		}
	}
}

// The growth and digits views count upto heaps whatever the strip lists,
// in a job of their own: a Cancel stops it and says so, Compute again
// computes it, a change of base counts the same heaps again without a new
// analysis, an edit of n leaves the job alone, and closing the view ends
// it. A count beyond the game's limits is reported under upto.
func TestResearchJobs(t *testing.T) {
	p := mount(t)
	research := func() {
		t.Helper()
		for deadline := time.Now().Add(30 * time.Second); p.c.research != nil && p.c.research.running; time.Sleep(time.Millisecond) {
			if time.Now().After(deadline) {
				t.Fatal("the research job did not finish within 30 s")
			}
			p.d.Consume()
		}
		p.d.Consume()
	}
	p.nav("moves=squares&view=growth&upto=300000")
	p.settle()
	if p.c.research == nil || !p.c.research.running {
		t.Fatal("no research job runs for view=growth")
	}
	researchControl{p.c}.cancel()
	p.d.Consume()
	p.has("the cancelled view", `id="growth-rerun"`, "Cancelled")
	if r := p.c.research; r.running || r.growth != nil || len(p.c.result.Outcomes) != 100 {
		t.Fatalf("after Cancel: running %v, growth %v, the strip's %d heaps", r.running, r.growth != nil, len(p.c.result.Outcomes))
	}
	researchControl{p.c}.rerun()
	research()
	if g := p.c.research.growth; g == nil || g.Len != 300000 {
		t.Fatalf("computed again: %+v", p.c.research)
	}
	p.has("the growth", `data-len="300000"`, "n = 1 … 300,000")
	job := p.c.research.job
	p.c.typed("n", "17", true)
	p.settle()
	if p.c.research.job != job {
		t.Error("an edit of n started a new research job")
	}
	p.c.openPanel("digits")
	p.c.setResearchKey("base", "7")
	research()
	if d := p.c.research.digits; d == nil || d.Base != 7 || d.Len != 300000 {
		t.Fatalf("the digits in base 7: %+v", p.c.research)
	}
	p.has("the digits", `data-base="7"`, "among heaps 0–299,999")
	p.c.openPanel("")
	if p.c.research != nil {
		t.Error("closing the view left its job")
	}
	p.nav("game=grundy&view=growth&upto=1000000")
	p.settle()
	research()
	p.has("grundy's refusal", `upto: "1000000": `, "use a smaller upto")
}
