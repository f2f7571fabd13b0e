package main

import (
	"strconv"
	"strings"

	"github.com/maxence-charriere/go-app/v9/pkg/app"

	"stones/app/analysis"
	"stones/solver"
	"stones/solver/research"
)

// The views below the figure (the page key view: compare, growth, digits,
// atlas), and the bar that opens them. Each view is a card of its own file;
// the explorer hands each what the analyses computed for it (the atlas's:
// exploreratlas.go).

// researching is the state of the views below the figure: what each
// computed for the game shown, and the workers that compute them.
type researching struct {
	compared []research.Compared // the compare view's variants of the result shown (view=compare)
	research *researchRun        // the growth or digits view's computation (view=growth, view=digits)
	searcher researcher          // the growth and digits views' worker
	jobs     int                 // counts the research jobs, so that a superseded one's reply is dropped
	rgauge   *gauge              // the progress of the research job, as its meter shows it
	atlas    *atlasRun           // the atlas's games and their periods (view=atlas)
	pool     atlasPool           // the atlas's workers
}

// panelBar offers the research views: a toggle a view, the one open
// pressed. The atlas is offered where the game's family describes one.
func (c *explorer) panelBar() app.UI {
	if c.cfg.Embed {
		return app.Div().Class("views-none").Hidden(true)
	}
	open := analysis.Panel(c.cfg)
	button := func(panel, label, about string) app.UI {
		on := open == panel
		return app.Button().ID("view-"+panel).Class("button", "small", ifText(!on, "quiet")).Type("button").
			Aria("pressed", on).Title(about).
			OnClick(func(app.Context, app.Event) { c.openPanel(either(on, "", panel)) }, on).Text(label)
	}
	return app.Nav().ID("views").Class("views").Aria("label", "Research views").Body(
		app.Span().Class("views-label").Text("Research views:"),
		button(analysis.GrowthPanel, "Growth", "The cold positions and the largest nim-value against n, on log–log axes"),
		button(analysis.DigitsPanel, "Digits", "The low-order digits of the cold positions in any base"),
		app.If(c.cfg.Family.Atlas != nil, button(analysis.AtlasPanel, "Atlas", "Every game of a family's small range, by period and preperiod")),
	)
}

// openPanel opens a research view ("" closes it), writes the URL and asks
// the analysis for what the view shows when it is not at hand.
func (c *explorer) openPanel(panel string) {
	c.setPage("view", analysis.WithPanel(c.cfg, panel))
	c.syncViews()
	if panel != "" {
		c.focus(panel + "-title")
	} else {
		c.focus("views")
	}
}

// setResearchKey sets a page key of a research view (base, digits, upto,
// size; "" takes it out) and computes the view again.
func (c *explorer) setResearchKey(key, value string) {
	c.setPage(key, value)
	c.syncViews()
	c.Update()
}

// syncViews starts or stops the computations of the research views (the
// atlas's pool, the growth and digits views' worker) as the configuration
// asks.
func (c *explorer) syncViews() {
	c.syncAtlas()
	c.syncResearch()
}

// researchRun is the growth or digits view's computation: a job of the
// research worker, and what it answered.
type researchRun struct {
	query   string        // the job: the game, the view and its keys (researchQuery)
	job     int           // its number, so that the reply of a superseded one is dropped
	cfg     solver.Config // the game it counts, over the heaps it counts (its len)
	running bool
	stopped bool // cancelled
	growth  *research.Growth
	digits  *research.Digits
	problem string
}

// researchQuery is the research worker's job for cfg: its game without
// questions, the open view and the view's keys, every default spelled out.
func researchQuery(cfg solver.Config, keys research.Keys) string {
	job := cfg.Unasked()
	job.Page = map[string]string{"view": analysis.Panel(cfg), "upto": strconv.Itoa(keys.Upto)}
	if analysis.Panel(cfg) == analysis.DigitsPanel {
		job.Page["base"], job.Page["digits"] = strconv.Itoa(keys.Base), strconv.Itoa(keys.Places)
	}
	return job.Query()
}

// syncResearch starts the growth or digits view's job when the view is
// open and what it counts changed, and ends the research worker when no
// such view is open (an embedded figure shows none).
func (c *explorer) syncResearch() {
	if !analysis.Researched(c.cfg) {
		c.endResearch()
		return
	}
	if c.cfg.Game == nil {
		return // a bad game: the view keeps what it drew
	}
	keys, _ := research.KeysOf(c.cfg)
	query := researchQuery(c.cfg, keys)
	if c.research != nil && c.research.query == query {
		return
	}
	counted := c.cfg.Unasked()
	counted.Len = keys.Upto
	c.jobs++
	c.research = &researchRun{query: query, job: c.jobs, cfg: counted}
	c.startResearch()
}

// startResearch posts the job of c.research to the research worker.
func (c *explorer) startResearch() {
	if c.searcher == nil {
		c.searcher = newResearcher(func(m analysis.Message) {
			c.ui.Dispatch(func(ctx app.Context) {
				if !c.researchReceive(m) {
					ctx.PreventUpdate()
				}
			})
		})
	}
	r := c.research
	r.running, r.stopped = true, false
	c.rgauge.show(nil)
	c.searcher.run(r.job, r.query)
}

// researchReceive takes a message of the research worker, and reports
// whether the page must be redrawn: progress redraws the view's meter
// alone.
func (c *explorer) researchReceive(m analysis.Message) bool {
	r := c.research
	kind, job := analysis.Number(m)
	if r == nil || !r.running || kind != analysis.ResearchJob || job != r.job {
		return false
	}
	if p, ok := m.(analysis.Progress); ok {
		c.rgauge.show(&p.Progress)
		return false
	}
	r.running = false
	c.rgauge.show(nil)
	r.growth, r.digits = nil, nil
	switch m := m.(type) {
	case analysis.Growth:
		r.growth = m.View
	case analysis.Digits:
		r.digits = m.View
	case analysis.Failure:
		r.problem = m.Err.Error()
	}
	return true
}

// endResearch drops the growth or digits view's job and ends the research
// worker, freeing the heaps it kept.
func (c *explorer) endResearch() {
	if c.searcher != nil {
		c.searcher.stop()
	}
	c.research = nil
	c.rgauge.show(nil)
}

// researchControl is the research views' meter's host: its Cancel ends
// the job at once (the research worker is ended), and rerun computes it
// again.
type researchControl struct{ c *explorer }

func (h researchControl) cancel() {
	c := h.c
	if c.research == nil || !c.research.running {
		return
	}
	c.searcher.stop()
	c.research.running, c.research.stopped = false, true
	c.rgauge.show(nil)
	c.Update()
}

func (h researchControl) rerun() {
	c := h.c
	if c.research == nil || c.research.running {
		return
	}
	c.jobs++
	c.research.job = c.jobs
	c.research.problem = ""
	c.startResearch()
	c.Update()
}

// researchView hands the open research view what it draws.
func (c *explorer) researchView() app.UI {
	keys, err := research.KeysOf(c.cfg)
	problem := ""
	if err != nil {
		problem = err.Error() + "; the view reads the default."
	}
	r := c.research
	if r == nil {
		r = &researchRun{cfg: c.cfg}
	}
	status := researchStatus{Running: r.running, Stopped: r.stopped, Problem: problem, Failed: r.problem,
		Meter: &meter{Gauge: c.rgauge, Host: researchControl{c}, ID: analysis.Panel(c.cfg)}, Host: researchControl{c}}
	switch analysis.Panel(c.cfg) {
	case analysis.GrowthPanel:
		return &growthCard{Growth: r.growth, Config: r.cfg, Upto: keys.Upto, Status: status, Host: c}
	case analysis.DigitsPanel:
		return &digitsCard{Digits: r.digits, Config: r.cfg, Base: keys.Base, Places: keys.Places, Upto: keys.Upto, Status: status, Host: c}
	case analysis.AtlasPanel:
		return c.atlasView()
	}
	return app.Div().Class("research-none").Hidden(true)
}

// researchStatus is what the growth and digits views say of their
// computation: the meter while it runs, a Cancel's notice, the problems.
type researchStatus struct {
	Running, Stopped bool
	Problem          string // a bad page key, read as its default
	Failed           string // why the view could not be computed
	Meter            *meter
	Host             analyses
}

// render draws the status of the view id: its problems and, while it
// computes, its meter; after a Cancel, the offer to compute again.
func (s researchStatus) render(id string) app.UI {
	return app.Div().Class("research-status").Body(
		app.P().ID(id+"-problem").Class("message").Attr("role", "status").Text(strings.TrimSpace(s.Problem+" "+s.Failed)),
		app.If(s.Running, s.Meter),
		app.If(s.Stopped,
			app.Div().Class("status").Body(
				app.Span().Text("Cancelled: the view stopped before it had counted every heap. "),
				app.Button().ID(id+"-rerun").Class("button", "small").Type("button").
					OnClick(func(app.Context, app.Event) { s.Host.rerun() }).Text("Compute again"),
			),
		),
	)
}

// researchHost is the page, as the research views ask of it.
type researchHost interface {
	openPanel(panel string)
	setResearchKey(key, value string)
	embedded() bool // the view is a part of an embed: it has no Close
}

// embedded reports whether the page is an embed.
func (c *explorer) embedded() bool { return c.cfg.Embed }

// closeButton closes a research view.
func closeButton(h researchHost) app.UI {
	if h.embedded() {
		return app.Span().Class("view-fixed").Hidden(true) // an embed's view stays open
	}
	return app.Button().Class("button", "small", "quiet").Type("button").
		OnClick(func(app.Context, app.Event) { h.openPanel("") }).Text("Close")
}

// pageLimit is the most heap sizes the page lists.
var pageLimit = solver.PageLimits.MaxLen

// compareView hands the variants of the move set shown to the compare
// view, which offers itself where the game has a move set to compare.
func (c *explorer) compareView() app.UI {
	if c.result == nil || research.Comparison(c.shown) == "" {
		return &compareCard{}
	}
	return &compareCard{Variants: c.compared, Offered: true, On: analysis.Panel(c.cfg) == analysis.ComparePanel, Fixed: c.cfg.Embed, Moves: c.shown.Value("moves"), Len: c.shown.Len, Host: c}
}

// compare opens the compare view or closes it: the page key view=compare.
// The variants are computed with the next analysis, unless they are at hand.
func (c *explorer) compare(on bool) {
	c.setPage("view", analysis.WithPanel(c.cfg, ifText(on, analysis.ComparePanel)))
	if on && c.compared == nil && c.cfg.Game != nil {
		c.analyze()
		c.Update()
	}
	c.focus("compare-toggle")
}
