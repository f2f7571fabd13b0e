package main

import (
	"strconv"

	"github.com/maxence-charriere/go-app/v9/pkg/app"

	"stones/app/analysis"
	"stones/solver"
)

// The research views below the figure (the page key view: growth, digits,
// atlas), and the bar that opens them. Each view is a card of its own file;
// the explorer hands each what the analyses computed for it.

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
	c.syncAtlas()
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
	c.syncAtlas()
	c.Update()
}

// researched derives what the growth or digits view draws from the figure
// shown, when the figure or the view's keys changed since the last time.
func (c *explorer) researched() {
	if c.result == nil {
		c.growth, c.digits, c.derived = nil, nil, ""
		return
	}
	base, places, _ := analysis.DigitsKeys(c.cfg)
	key := c.shown.Figure() + "|" + analysis.Panel(c.cfg) + "|" + strconv.Itoa(base) + "|" + strconv.Itoa(places) + "|" + strconv.Itoa(len(c.result.Outcomes))
	if key == c.derived {
		return
	}
	research := c.shown
	research.Page = c.cfg.Page
	c.growth, c.digits = analysis.Research(research, c.result)
	c.derived = key
}

// researchView hands the open research view what it draws.
func (c *explorer) researchView() app.UI {
	c.researched()
	switch analysis.Panel(c.cfg) {
	case analysis.GrowthPanel:
		return &growthCard{Growth: c.growth, Config: c.shown, Running: c.running, Host: c}
	case analysis.DigitsPanel:
		base, places, err := analysis.DigitsKeys(c.cfg)
		card := &digitsCard{Digits: c.digits, Config: c.shown, Base: base, Places: places, Running: c.running, Host: c}
		if err != nil {
			card.Problem = err.Error()
		}
		return card
	case analysis.AtlasPanel:
		return c.atlasView()
	}
	return app.Div().Class("research-none").Hidden(true)
}

// researchHost is the page, as the research views ask of it.
type researchHost interface {
	openPanel(panel string)
	setResearchKey(key, value string)
	setLen(n int)
}

// setLen lists n heap sizes: the growth view's offer of the page's limit.
func (c *explorer) setLen(n int) {
	c.set("len", strconv.Itoa(n), "len")
}

// closeButton closes a research view.
func closeButton(h researchHost) app.UI {
	return app.Button().Class("button", "small", "quiet").Type("button").
		OnClick(func(app.Context, app.Event) { h.openPanel("") }).Text("Close")
}

// pageLimit is the most heap sizes the page lists.
var pageLimit = solver.PageLimits.MaxLen
