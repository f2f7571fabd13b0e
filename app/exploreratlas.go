package main

import (
	"strconv"
	"strings"

	"github.com/maxence-charriere/go-app/v9/pkg/app"

	"stones/app/analysis"
	"stones/solver"
	"stones/solver/research"
)

// The explorer's side of the atlas (view=atlas): its games shared among
// a pool of the solver's workers, their periods as they come, and what it
// hands the atlas's card (atlas.go).

// atlasRun is the atlas's computation: its games, shared among the
// workers of the pool, and their periods as they come.
type atlasRun struct {
	key     string // what it computes: family, span, size and search
	games   []research.AtlasGame
	periods []research.Periodicity
	search  int
	job     int
	shares  [][]int // the games of each worker of the pool
	done    []int   // how many of its share each worker has computed
	left    int     // the shares not yet answered
	running bool
	stopped bool
	problem string
}

// atlasView hands the atlas its games and periods.
func (c *explorer) atlasView() app.UI {
	f := c.cfg.Family
	if f.Atlas == nil {
		var offered []string
		for _, o := range solver.Families() {
			if o.Atlas != nil {
				offered = append(offered, o.Title+" ("+strings.ReplaceAll(o.Atlas.What, o.Atlas.Span, "N")+")")
			}
		}
		return app.Section().ID("atlas").Class("card", "research").Aria("labelledby", "atlas-title").Body(
			app.Div().Class("figure-head").Body(app.H2().ID("atlas-title").TabIndex(-1).Text("Atlas"), closeButton(c)),
			app.P().Text(f.Title+" offers no atlas. The atlas covers: "+strings.Join(offered, "; ")+"."),
		)
	}
	span, size, err := analysis.AtlasKeys(c.cfg)
	r := c.atlas
	card := &atlasCard{Atlas: f, Span: span, Size: size, Search: c.cfg.Len, Host: c}
	if err != nil {
		card.Problem = err.Error() + "; the atlas reads its default."
	}
	if r != nil {
		card.Games, card.Search, card.Running, card.Stopped = r.games, r.search, r.running, r.stopped
		for _, d := range r.done {
			card.Done += d
		}
		if !r.running && !r.stopped && r.problem == "" {
			card.Periods = r.periods
		}
		if r.problem != "" {
			card.Problem = r.problem
		}
	}
	return card
}

// syncAtlas starts the atlas's computation when the atlas is open and its
// games or search changed, and stops it when the atlas closes.
func (c *explorer) syncAtlas() {
	if analysis.Panel(c.cfg) != analysis.AtlasPanel || c.cfg.Family.Atlas == nil {
		if c.atlas != nil && c.atlas.running {
			c.pool.stop()
		}
		c.atlas = nil
		return
	}
	span, size, _ := analysis.AtlasKeys(c.cfg)
	key := c.cfg.Family.Game + "/" + strconv.Itoa(span) + "/" + strconv.Itoa(size) + "/" + strconv.Itoa(c.cfg.Len)
	if c.atlas != nil && c.atlas.key == key {
		return
	}
	games, err := research.AtlasOf(c.cfg.Family, span, size)
	if c.atlas != nil && c.atlas.running {
		c.pool.stop()
	}
	job := 1
	if c.atlas != nil {
		job = c.atlas.job + 1
	}
	c.atlas = &atlasRun{key: key, games: games, search: c.cfg.Len, job: job}
	if err != nil {
		c.atlas.problem = err.Error()
		return
	}
	c.startAtlas()
}

// startAtlas shares the atlas's games among the workers of the pool,
// every k-th game to a worker so that the slow ones spread, and starts
// them.
func (c *explorer) startAtlas() {
	r := c.atlas
	if c.pool == nil {
		c.pool = newAtlasPool(func(m analysis.Message) {
			c.ui.Dispatch(func(ctx app.Context) {
				if !c.atlasReceive(m) {
					ctx.PreventUpdate()
				}
			})
		})
	}
	k := min(c.pool.size(), max(1, len(r.games)), maxShares)
	r.shares, r.done = make([][]int, k), make([]int, k)
	queries := make([][]string, k)
	for i, g := range r.games {
		r.shares[i%k] = append(r.shares[i%k], i)
		queries[i%k] = append(queries[i%k], g.Config)
	}
	r.periods = make([]research.Periodicity, len(r.games))
	r.left, r.running, r.stopped = k, true, false
	c.pool.run(r.job*maxShares, queries, r.search)
}

// maxShares is the most workers an atlas uses: a worker's replies carry
// job·maxShares + its share.
const maxShares = 64

// atlasReceive takes a message of a worker of the pool, and reports
// whether the page must be redrawn.
func (c *explorer) atlasReceive(m analysis.Message) bool {
	r := c.atlas
	kind, job := analysis.Number(m)
	if r == nil || !r.running || kind != analysis.AtlasJob || job/maxShares != r.job {
		return false
	}
	share := job % maxShares
	if share >= len(r.shares) {
		return false
	}
	switch m := m.(type) {
	case analysis.Progress:
		r.done[share] = m.Done
		return true
	case analysis.Failure:
		r.problem = "The atlas could not be computed: " + m.Err.Error()
	case analysis.Periods:
		for j, i := range r.shares[share] {
			if j < len(m.Games) {
				r.periods[i] = m.Games[j]
			}
		}
	}
	r.done[share] = len(r.shares[share])
	r.left--
	if r.left == 0 {
		// Done: the pool's workers end, and their memory is freed.
		r.running = false
		c.pool.stop()
	}
	return true
}

// cancelAtlas ends the atlas's computation at once: the pool's workers
// are ended.
func (c *explorer) cancelAtlas() {
	if c.atlas == nil || !c.atlas.running {
		return
	}
	c.pool.stop()
	c.atlas.running, c.atlas.stopped = false, true
	c.Update()
}

// rerunAtlas computes the atlas again after a Cancel.
func (c *explorer) rerunAtlas() {
	if c.atlas == nil {
		return
	}
	c.atlas.job++
	c.startAtlas()
	c.Update()
}

// atlasPool runs the atlas's shares: in the browser a pool of the solver's
// workers, one a processor (atlaspool_js.go); natively, goroutines.
type atlasPool interface {
	// size is how many workers the pool runs at once.
	size() int
	// run computes share i of queries as job first+i, each reply carrying
	// that number (analysis.Share.Job).
	run(first int, queries [][]string, search int)
	// stop ends every share at once.
	stop()
}
