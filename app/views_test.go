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
