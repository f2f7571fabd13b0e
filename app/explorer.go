package main

import (
	"maps"
	"net/url"
	"slices"
	"strconv"
	"strings"
	"time"

	"github.com/maxence-charriere/go-app/v9/pkg/app"

	"stones/app/analysis"
	"stones/solver"
)

// explorer is the page: it reads the configuration from the URL, asks the
// solver, and hands the configuration and the result to the components that
// draw them (editor, figure, answer, heaps panel, play card, comparison,
// share). The configuration is the URL query, a solver.Config: it reads the
// URL in OnNav and writes it back in place on every edit; what a link does
// not hold (the result, a game's redo and calls, the heap explained, the
// progress) lives beside it. The state lives in unexported fields, because
// navigation zeroes a component's exported ones.
type explorer struct {
	app.Compo

	ui         app.Context       // the component's own context, for dispatches from the analysis
	link                         // the configuration, as the link holds it and spells it (link.go)
	text       map[string]string // each control's text as typed, by key
	errs       map[string]string // the message beside each control, by key
	alerts     []string          // the messages of keys that have no control
	solved     map[string]bool   // the keys of errs that the last analysis set, cleared by the next
	analyzing                    // the figure's analysis and its result (analyzing.go)
	unhook     func()            // removes keepNewTabs' listener
	play       inPlay            // the game in play, beyond what the URL holds
	compared   []solver.Compared // the compare view's variants of the result shown (view=compare)
	research   *researchRun      // the growth or digits view's computation (view=growth, view=digits)
	searcher   researcher        // the growth and digits views' worker
	jobs       int               // counts the research jobs, so that a superseded one's reply is dropped
	rgauge     *gauge            // the progress of the research job, as its meter shows it
	atlas      *atlasRun         // the atlas's games and their periods (view=atlas)
	pool       atlasPool         // the atlas's workers
	notes      *explaining       // the explanation of a heap, which its panel redraws alone (explain.go)
	asks       int               // counts the questions about the figure, so that a superseded one's answer is dropped
	early      *earlyLink        // the link OnInit read, until OnNav takes it over
	later      int               // the stages of the page's start not drawn yet (later.go)
	sideHeight float64           // the height of the controls' box in the pre-rendered page, when below the first screen
}

// earlyLink is the link the page read before its first drawing (OnInit):
// its query, whether its game is intact, and whether its figure was
// computed in the page.
type earlyLink struct {
	query            string
	intact, answered bool
}

// invalidAfter is how long a control may hold bad text before its message
// shows: "1," on the way to "1,5" is not a mistake yet.
const invalidAfter = 600 * time.Millisecond

// newExplorer returns the page with the default configuration, until the
// URL is read.
func newExplorer() *explorer {
	return &explorer{link: link{cfg: solver.DefaultConfig(), spelled: map[string]bool{}}, text: map[string]string{}, errs: map[string]string{}, solved: map[string]bool{}, analyzing: analyzing{gauge: &gauge{}}, rgauge: &gauge{}, notes: &explaining{want: -1}}
}

// OnPreRender draws the configuration into the static index.html, for the
// moment before the WebAssembly runs and for readers without it.
func (c *explorer) OnPreRender(ctx app.Context) {
	if !c.load(ctx.Page().URL().RawQuery) {
		return
	}
	if r, err := solver.Analyze(ctx, c.cfg, solver.PageLimits, nil); err == nil {
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
	c.startLater()
	q := app.Window().URL().RawQuery
	e := &earlyLink{query: q, intact: c.load(q)}
	e.answered = e.intact && c.answerHere()
	c.early = e
}

// OnMount lets the embedded figure's link open the full page in a new tab,
// and draws the rest of the start (drawLater).
func (c *explorer) OnMount(ctx app.Context) {
	c.unhook = keepNewTabs()
	c.drawLater(ctx)
}

// OnNav reads the configuration from the URL: on the first load, and on
// back and forward.
func (c *explorer) OnNav(ctx app.Context) {
	c.ui = ctx
	if c.analyst == nil {
		c.analyst = newAnalyst(func(r analysis.Reply) {
			ctx.Dispatch(func(ctx app.Context) {
				if !c.receive(r) {
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

// Render draws the full page, or only the figure in embed mode.
func (c *explorer) Render() app.UI {
	if c.cfg.Embed {
		// The frame is a page of its own for assistive technology: one main
		// landmark and a level-one heading that names the figure.
		heading := app.H1().Class("visually-hidden").Text("Stones: " + c.title())
		msgs := c.messages()
		if len(msgs) > 0 {
			return app.Main().Class("page", "embed").Body(
				heading,
				c.embedNotice(msgs),
				app.If(c.result != nil || c.running || c.stopped, c.figure()),
			)
		}
		return app.Main().Class("page", "embed").Body(
			heading,
			c.figure(),
			app.P().Class("embed-link").Body(
				app.A().Href(c.fullPageURL()).Target("_blank").Rel("noopener").Text("Open full page ↗"),
			),
		)
	}
	return app.Div().Class("page").Body(
		app.A().ID("skip").Class("skip-link").Href("#figure").OnClick(c.onSkip).Text("Skip to the figure"),
		app.Header().Class("masthead").Body(
			app.Div().Class("brand").Body(
				app.Img().Class("logo").Src("/web/icon.svg").Alt("").Width(40).Height(40),
				app.Div().Body(
					app.H1().Text("Stones"),
					app.P().Class("tagline").Text("Who wins a take-away game, from every heap size."),
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

// messages returns every message the page shows: those beside the
// controls, in the order of the keys, then those of keys without a control.
func (c *explorer) messages() []string {
	var msgs []string
	seen := map[string]bool{}
	for _, k := range solver.Keys() {
		if m := c.errs[k]; m != "" {
			msgs = append(msgs, m)
			seen[k] = true
		}
	}
	var rest []string
	for k, m := range c.errs {
		if !seen[k] && m != "" {
			rest = append(rest, m)
		}
	}
	slices.Sort(rest)
	return append(append(msgs, rest...), c.alerts...)
}

// embedNotice tells the reader of an embedded figure what is wrong with
// its link, in the solver's words, key by key. The reader cannot edit the
// link: the notice says whether the figure could be drawn at all, and the
// full page, one click away, shows each message beside its control.
func (c *explorer) embedNotice(msgs []string) app.UI {
	title, after := "This figure's link is broken", "No figure can be drawn until the page around it corrects the link."
	if c.result != nil || c.cfg.Game != nil && (c.running || c.stopped) {
		title, after = "This figure's link has a problem", "The figure below is drawn without it."
	}
	return app.Div().ID("embed-error").Class("embed-error").Attr("role", "alert").Body(
		app.P().Class("embed-error-title").Text(title),
		app.Div().Class("embed-error-messages").Body(messageLines(msgs, mostEmbedMessages, true)...),
		app.P().Class("embed-error-after").Body(
			app.Text(after+" "),
			app.A().Href(c.fullPageURL()).Target("_blank").Rel("noopener").Text("Open the full page ↗"),
		),
	)
}

// figure hands the result to the figure component.
func (c *explorer) figure() app.UI {
	empty := computing
	if c.cfg.Game == nil || !c.running && (len(c.errs) > 0 || len(c.alerts) > 0) {
		empty = "Fix the configuration to see the figure."
		// Name the controls whose messages say what to fix: on a phone
		// they are a screen or two below.
		var bad []string
		for k, msg := range c.errs {
			if msg != "" {
				bad = append(bad, k)
			}
		}
		if len(bad) > 0 {
			slices.Sort(bad)
			empty = "Fix " + keyList(bad) + " to see the figure: " + either(len(bad) == 1, "its message says", "their messages say") + " what is wrong."
		}
	}
	stopped := ""
	if c.stopped {
		stopped = "Cancelled: the analysis of " + gameTitle(c.asking) + " stopped before it finished."
	}
	return &figure{
		Result: c.result, Config: c.shown,
		ShowNim: c.showNim(), ShowTable: c.showTable(), Asked: c.asked(),
		Fold: analysis.Folded(c.cfg), Host: c,
		Running: c.running, Gauge: c.gauge, Stopped: stopped, Empty: empty,
		Notes: c.notes,
	}
}

// answerBox hands the answer at n to the who-wins component.
func (c *explorer) answerBox() app.UI {
	a := &answerBox{Text: c.text["n"], Err: c.errs["n"], Game: c.cfg.Game, Host: c}
	if r := c.result; r != nil && r.Query != nil && c.cfg.N != nil && sameQuestion(c.shown, c.cfg) {
		ans := solver.AnswerAt(c.shown, r)
		a.Answer, a.Outcome = &ans, r.Query.Outcome.String()
	}
	return a
}

// heapsBox hands the answer for several heaps to the heaps panel.
func (c *explorer) heapsBox() app.UI {
	h := &heapsPanel{Text: c.text["heaps"], Err: c.errs["heaps"], Host: c}
	if r := c.result; r != nil && r.Sum != nil && c.cfg.Heaps != nil && sameQuestion(c.shown, c.cfg) {
		ans := solver.SumAnswer(c.shown, r.Sum)
		h.Sum, h.Answer = r.Sum, &ans
	}
	return h
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
	c.stop()
	c.unexplain()
	c.result, c.shown = nil, solver.Config{}
	c.compared = nil
	c.endResearch()
	c.resetPlay()
	given := c.open(query)
	cfg := c.cfg
	c.text, c.errs, c.alerts, c.solved = map[string]string{}, map[string]string{}, nil, map[string]bool{}
	for k, v := range given {
		if len(v) > 0 {
			c.text[k] = v[0]
		}
	}
	for _, k := range cfg.Family.Keys {
		if _, ok := c.text[k.Name]; !ok {
			c.text[k.Name] = cfg.Value(k.Name)
		}
	}
	if _, ok := c.text["len"]; !ok {
		c.text["len"] = strconv.Itoa(cfg.Len)
	}
	for _, e := range c.problems {
		c.place(e)
	}
	if cfg.Game == nil {
		// A bad list key states a position, not the game: without it the
		// game's figure can still be drawn. Its control keeps the text and
		// the message.
		if drawable, errs, dropped := unstated(cfg, c.problems, ""); len(dropped) > 0 && drawable.Game != nil {
			c.cfg, c.problems = drawable, errs
		}
	}
	if slices.Contains(given["embed"], "1") {
		c.cfg.Embed = true
	}
	intact := c.cfg.Game != nil
	for _, e := range c.problems {
		intact = intact && !defines(c.cfg.Family, e.Key)
	}
	return intact
}

// place shows a problem beside the control of its key, or at the top of
// the page when no control names it.
func (c *explorer) place(e *solver.InputError) {
	if c.controls(e.Key) {
		if c.errs[e.Key] == "" {
			c.errs[e.Key] = e.Error()
		}
		return
	}
	if !slices.Contains(c.alerts, e.Error()) {
		c.alerts = append(c.alerts, e.Error())
	}
}

// controls reports whether the page has a control for key: the game
// chooser, the question's, and the family's drawn keys.
func (c *explorer) controls(key string) bool {
	switch key {
	case "game", "len", "n":
		return true
	case "from", "line":
		return !c.cfg.Embed
	case "heaps":
		return c.hasHeaps()
	}
	k, ok := keyOf(c.cfg.Family, key)
	return ok && drawn(k)
}

// hasHeaps reports whether the page shows the panel of several heaps: for
// an impartial game, or while the game is bad, for the one shown before or
// when the link asks about heaps.
func (c *explorer) hasHeaps() bool {
	if c.cfg.Game != nil {
		return impartial(c.cfg.Game)
	}
	return c.spelled["heaps"] || c.result != nil && c.shown.Family == c.cfg.Family && impartial(c.shown.Game)
}

// showError shows an analysis' error beside its control, or at the top of
// the page. A message the person's typing set stays.
func (c *explorer) showError(err error) {
	for _, e := range problems(err) {
		if !c.controls(e.Key) {
			c.place(e)
			continue
		}
		if c.errs[e.Key] != "" && !c.solved[e.Key] {
			continue
		}
		c.errs[e.Key] = e.Error()
		c.solved[e.Key] = true
	}
}

// commit takes the configuration next, set by an edit of key: it clears the
// control's message, writes the URL (spelling key out or leaving it to its
// default), starts the analysis and redraws the page.
func (c *explorer) commit(key string, next solver.Config, errs solver.Errors, spell bool) {
	if defines(next.Family, key) && playRules(next).playing() {
		// The game changed under the game in play: it ends.
		next.Page = withoutPlay(next.Page)
		c.resetPlay()
	}
	c.cfg, c.problems = next, errs
	delete(c.errs, key)
	c.alerts = nil
	c.spell(key, spell)
	c.writeURL()
	if next.Game != nil {
		c.analyze()
	}
	c.Update()
}

// typed takes the text of the control of key: while the person types (now
// false) a bad text's message waits a moment; on leaving the control (now
// true) it shows at once. A bad text, or one that clashes with another key,
// gets the parser's message beside the control, and the last good result
// stays.
func (c *explorer) typed(key, text string, now bool) {
	if now && text == c.text[key] && c.errs[key] != "" {
		return
	}
	c.text[key] = text
	next, errs, problem := c.try(key, text)
	if problem != nil {
		c.reject(key, text, problem.Error(), now)
		return
	}
	if next.Query() != c.cfg.Query() || c.errs[key] != "" {
		c.commit(key, next, errs, spells(next.Family, key, strings.TrimSpace(text)))
	}
}

// set takes a value chosen by a click (a chip, a pick, a switch, a choice):
// it applies at once, or shows the problem beside the control at.
func (c *explorer) set(key, text, at string) bool {
	next, errs, problem := c.try(key, text)
	if problem != nil {
		c.errs[at] = problem.Error()
		c.Update()
		return false
	}
	delete(c.errs, at)
	c.text[key] = next.Value(key)
	c.commit(key, next, errs, spells(next.Family, key, text))
	return true
}

// try returns the configuration with key set to text, its problems, and
// the problem the edit made, if any. List keys that the edit left
// meaningless are dropped with their text.
func (c *explorer) try(key, text string) (solver.Config, solver.Errors, *solver.InputError) {
	next, errs := withText(c.cfg, key, text)
	if made := fresh(c.problems, errs, key); len(made) > 0 {
		var dropped []string
		next, errs, dropped = unstated(next, errs, key)
		for _, k := range dropped {
			c.text[k] = ""
			c.spell(k, false)
			delete(c.errs, k)
		}
	}
	if made := fresh(c.problems, errs, key); len(made) > 0 {
		return next, errs, made[0]
	}
	return next, errs, nil
}

// reject shows a control's message once its text has stayed bad for a
// moment, or at once when now is set (the person left the control).
func (c *explorer) reject(key, text, msg string, now bool) {
	if now {
		c.errs[key] = msg
		c.Update()
		return
	}
	c.ui.After(invalidAfter, func(app.Context) {
		if c.text[key] == text {
			c.errs[key] = msg
			c.Update()
		}
	})
}

// choose plays the family named name, with the move sets and texts last
// typed where they suit it.
func (c *explorer) choose(name string) {
	f := solver.FamilyNamed(name)
	if f == nil || f == c.cfg.Family {
		return
	}
	c.switchTo(switchQuery(f, c.text))
}

// keptViews are the page keys a switch to another family keeps: the views,
// and the digits view's base and positions, which suit every game (the
// atlas's range is the family's own).
var keptViews = []string{"show", "view", "base", "digits"}

// switchTo plays the game of a query such as "game=octal&code=0.77",
// keeping the question asked (len, n, heaps) and the page's own keys. The
// keys of the query are the ones the URL then spells.
func (c *explorer) switchTo(query string) {
	v, err := url.ParseQuery(query)
	if err != nil {
		return
	}
	keep := values(c.cfg)
	for _, k := range append(slices.Clone(questionKeys), append([]string{"embed"}, keptViews...)...) {
		if keep.Has(k) && (c.spelled[k] || k == "embed") {
			v.Set(k, keep.Get(k))
		}
	}
	next, perr := solver.ParseConfig(encode(v))
	errs := problems(perr)
	if errs.For("heaps") != nil {
		// Several heaps are a sum of impartial games only.
		v.Del("heaps")
		c.spell("heaps", false)
		c.text["heaps"] = ""
		next, perr = solver.ParseConfig(encode(v))
		errs = problems(perr)
	}
	for k := range c.spelled {
		if !slices.Contains(questionKeys, k) && !slices.Contains(keptViews, k) {
			c.spell(k, false)
		}
	}
	for k := range v {
		c.spell(k, true)
	}
	if next.Family == solver.Families()[0] {
		c.spell("game", false) // the default game: a shorter link
	}
	for _, k := range next.Family.Keys {
		c.text[k.Name] = next.Value(k.Name)
	}
	clear(c.errs)
	c.cfg, c.problems, c.alerts = next, errs, nil
	for _, e := range errs {
		c.place(e)
	}
	c.writeURL()
	if next.Game != nil {
		c.analyze()
	}
	c.Update()
}

// setView adds word to the key show or takes it out, and writes the URL.
func (c *explorer) setView(word string, on bool) {
	if word == "nim" && c.nimAvailable() {
		c.cfg.Page = withNimView(c.cfg, c.lead.of(c.result) != "", on)
	} else {
		c.cfg.Page = withView(c.cfg, word, on)
	}
	c.spell("show", c.cfg.Page["show"] != "")
	c.writeURL()
	c.Update()
}

// setFold sets the strip's fold view (the word fold of the key view) and
// writes the URL, and reports whether the strip may redraw alone: the page
// is drawn again only when the key holds a panel too, whose link changes.
func (c *explorer) setFold(on bool) bool {
	alone := analysis.Panel(c.cfg) == ""
	c.withPage(map[string]string{"view": analysis.WithFold(c.cfg, on)})
	c.writeURL()
	if !alone {
		c.Update()
	}
	return alone
}

// title names the configuration's game: its preset's name, if a preset
// plays it, and the game's own title.
func (c *explorer) title() string { return gameTitle(c.cfg) }

// gameTitle names a configuration's game: "Kayles · Octal game 0.77,
// normal play", or the family's title while the game is bad.
func gameTitle(cfg solver.Config) string {
	if cfg.Game == nil {
		return cfg.Family.Title
	}
	t := cfg.Game.Title()
	if i := preset(cfg); i >= 0 && !strings.HasPrefix(t, cfg.Family.Presets[i].Name) {
		t = cfg.Family.Presets[i].Name + " · " + t
	}
	return t
}
