package main

import (
	"maps"

	"github.com/maxence-charriere/go-app/v9/pkg/app"

	"stones/app/analysis"
	"stones/solver"
)

// explorer is the page. It composes the parts that own the keys of its
// link (explorerlink.go: the editor's, the play card's, the views', its own),
// reads the link in OnNav and hands each part its keys (load), asks the
// solver through the analysis (exploreranalysis.go), and hands the configuration
// and the result to the components that draw them (explorercards.go). What a link
// does not hold (the result, a game's redo and calls, the heap explained,
// the progress) lives beside it, in the parts. The state lives in
// unexported fields, because navigation zeroes a component's exported ones.
type explorer struct {
	app.Compo

	ui          app.Context // the component's own context, for dispatches from the analysis
	link                    // the configuration, as the link holds it and spells it (explorerlink.go)
	edits                   // the controls' texts and messages (explorerinput.go, exploreredit.go)
	analyzing               // the figure's analysis and its result (exploreranalysis.go)
	play        inPlay      // the game in play, beyond what the URL holds (explorerplay.go)
	researching             // the views below the figure (explorerviews.go, exploreratlas.go)
	notes       *explaining // the explanation of a heap, which its panel redraws alone (explorerexplain.go)
	quiz        quizzing    // an embed's quiz: the calls made (quiz.go)
	asks        int         // counts the questions about the figure, so that a superseded one's answer is dropped
	unhook      func()      // removes keepNewTabs' listener
	early       *earlyLink  // the link OnInit read, until OnNav takes it over
	later       int         // the stages of the page's start not drawn yet (explorerstart.go)
	sideHeight  float64     // the height of the controls' box in the pre-rendered page, when below the first screen
	still       *stillBox   // the strip's box, when the page is a still drawn for another frame (still.go)
}

// earlyLink is the link the page read before its first drawing (OnInit):
// its query, whether its game is intact, and whether its figure was
// computed in the page.
type earlyLink struct {
	query            string
	intact, answered bool
}

// newExplorer returns the page with the default configuration, until the
// URL is read.
func newExplorer() *explorer {
	return &explorer{
		link:        link{cfg: solver.DefaultConfig(), spelled: map[string]bool{}},
		edits:       edits{text: map[string]string{}, errs: map[string]string{}, solved: map[string]bool{}},
		analyzing:   analyzing{gauge: &gauge{}},
		researching: researching{rgauge: &gauge{}},
		notes:       &explaining{want: -1},
	}
}

// OnPreRender draws the configuration into the static index.html, for the
// moment before the WebAssembly runs and for readers without it.
func (c *explorer) OnPreRender(ctx app.Context) {
	if !c.load(ctx.Page().URL().RawQuery) {
		return
	}
	if r, _, err := analysis.Run(ctx, c.cfg, nil, false, nil); err == nil {
		c.result, c.shown = r, c.cfg
	}
}

// OnInit reads the link in the browser before go-app first draws the
// page, and computes its figure there when that is quick (answerHere), so
// that the first drawing is the link's page: go-app calls OnNav only once
// the page is drawn, and a page read there is drawn twice (the default
// configuration, then the link's), which doubled the work of the page's
// start on its main thread.
func (c *explorer) OnInit() {
	if !app.IsClient {
		return
	}
	c.beginStart()
	q := app.Window().URL().RawQuery
	e := &earlyLink{query: q, intact: c.load(q)}
	c.planStages()
	pauseAtStart()
	e.answered = e.intact && c.answerHere()
	c.early = e
}

// OnMount lets the embedded figure's link open the full page in a new tab,
// offers the page's program to the page's other Stones frames (still.go),
// tells the page's start that the page is drawn (its loader goes once the
// program next waits: web/start.js), and draws the rest of the start
// (drawLater).
func (c *explorer) OnMount(ctx app.Context) {
	c.unhook = keepNewTabs()
	serveStills()
	if drew := app.Window().Get("stonesDrew"); drew.Truthy() {
		drew.Invoke()
	}
	c.drawLater(ctx)
}

// OnNav reads the configuration from the URL: on the first load, and on
// back and forward.
func (c *explorer) OnNav(ctx app.Context) {
	c.ui = ctx
	if c.analyst == nil {
		c.analyst = newAnalyst(func(m analysis.Message) {
			ctx.Dispatch(func(ctx app.Context) {
				if !c.receive(m) {
					ctx.PreventUpdate()
				}
			})
		})
	}
	q := ctx.Page().URL().RawQuery
	if e := c.early; e != nil {
		c.early = nil
		if e.query == q {
			if e.intact && !e.answered {
				c.analyze()
			}
			return
		}
	}
	if c.load(q) && !c.answerHere() {
		c.analyze()
	}
}

// OnDismount stops a running analysis.
func (c *explorer) OnDismount() {
	c.stop()
	if c.unhook != nil {
		c.unhook()
	}
}

// Render draws the full page, or in embed mode the parts the link names
// (embedparts.go).
func (c *explorer) Render() app.UI {
	pauseAtStart()
	if c.cfg.Embed {
		return c.embedPage()
	}
	return app.Div().Class("page").Body(
		app.A().ID("skip").Class("skip-link").Href("#figure").OnClick(c.onSkip).Text("Skip to the figure"),
		app.Header().Class("masthead").Body(
			app.Div().Class("brand").Body(
				app.Img().Class("logo").Src("/web/icon.svg").Alt("").Width(40).Height(40),
				app.Div().Body(
					app.H1().Text("Stones"),
					app.P().Class("tagline").Text("Who wins a take-away game, from every position."),
				),
			),
			&share{Page: c, Title: "Stones: " + c.title()},
			&themeToggle{},
		),
		app.If(len(c.alerts) > 0,
			app.Div().ID("page-error").Class("page-error").Attr("role", "alert").Body(
				messageLines(c.alerts, mostMessages, false)...,
			),
		),
		// The question and the figure come first, then the controls: on a
		// phone the figure is in the first screen, and the reading order is
		// the order a person looks in. A wide screen sets the controls
		// beside them (the stylesheet's grid areas).
		app.Main().Class("layout").Body(
			c.answerBox(),
			// The figure, the comparison and the game, in one column: a
			// game in play comes first (the stylesheet's order), and a card
			// not drawn leaves no gap.
			app.Div().Class("stage", ifText(playRules(c.cfg).playing(), "playing")).Body(
				app.If(c.playLater(), playPlaceholder()).Else(c.playBox()),
				c.figure(),
				c.compareView(),
				c.panelBar(),
				c.researchView(),
			),
			app.If(c.sideLater(), app.Div().Class("side").Body(c.sidePlaceholder())).Else(app.Div().Class("side").Body(
				&editor{
					Cfg: c.cfg, Text: maps.Clone(c.text), Errs: maps.Clone(c.errs),
					Nim: c.nimAvailable(), ShowNim: c.showNim(),
					Table: c.tableAvailable(), ShowTable: c.showTable(),
					Link: c.links, Host: c,
				},
				app.If(c.hasHeaps(), c.heapsBox()),
			)),
		),
		app.Footer().Class("footer").Body(
			app.P().ID("address").Text("The page's address holds the whole configuration: share it, and it opens to the same figure."),
		),
	)
}

// focus moves the focus to the element with the id after the next redraw.
// The page's own context defers it: a context of the control clicked
// would drop it if the redraw removes that control.
func (c *explorer) focus(id string) {
	c.ui.Defer(func(app.Context) { focusByID(id) })
}

// onSkip moves the focus to the figure. The link is handled here rather
// than by go-app, which would take "#figure" for a navigation and read the
// page's address again.
func (c *explorer) onSkip(ctx app.Context, e app.Event) {
	e.PreventDefault()
	e.Call("stopPropagation")
	focusByID("figure")
}

// load sets the state from a URL query, parsed once, and reports whether
// its game is intact: every key that defines the game was good (see
// defines), so the figure can be drawn even when a question key was bad.
// Each bad key's message shows beside its control, or at the top of the
// page; the other keys still fill their controls, and a bad key's control
// keeps its text.
// Nothing of the link before stays: its analysis is stopped and its figure
// dropped, so that a bad link never shows the figure of the previous one.
// The page is embedded whenever the link says embed=1, even when the rest
// of it cannot be read: the reader of the embedding page then sees what is
// wrong in the figure's frame.
func (c *explorer) load(query string) bool {
	// The figure's analysis and the views' computations were the link
	// before's.
	c.stop()
	c.unexplain()
	c.result, c.shown = nil, solver.Config{}
	c.compared = nil
	c.endResearch()
	c.resetPlay()
	// The link, then each part's keys: the controls' texts, and each
	// problem beside the control of its part or at the top of the page.
	given := c.open(query)
	c.fill(c.cfg, given)
	for _, e := range c.problems {
		c.place(e)
	}
	if c.cfg.Game == nil {
		// A bad list key states a position, not the game: without it the
		// game's figure can still be drawn. Its control keeps the text and
		// the message.
		if drawable, errs, dropped := unstated(c.cfg, c.problems, ""); len(dropped) > 0 && drawable.Game != nil {
			c.cfg, c.problems = drawable, errs
		}
	}
	if len(given["embed"]) > 0 {
		c.cfg.Embed = true // a bad list shows the figure, and says what is wrong
	}
	intact := c.cfg.Game != nil
	for _, e := range c.problems {
		intact = intact && !solver.Defines(c.cfg.Family, e.Key)
	}
	return intact
}
