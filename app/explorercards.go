package main

import (
	"strings"

	"github.com/maxence-charriere/go-app/v9/pkg/app"

	"stones/app/analysis"
	"stones/solver"
)

// The cards of the page and what the explorer hands each: the figure, the
// answer at n, the heaps panel, and an embedded figure's notice of a
// broken link. Each card draws what it is given and owns no state of the
// page (go-app's components hold their own state in unexported fields).

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
		if bad := c.bad(); len(bad) > 0 {
			empty = "Fix " + keyList(bad) + " to see the figure: " + either(len(bad) == 1, "its message says", "their messages say") + " what is wrong."
		}
	}
	stopped := ""
	if c.stopped {
		stopped = "Cancelled: the analysis of " + gameTitle(c.asking) + " stopped before it finished."
	}
	return &figure{
		Result: c.result, Config: c.shown,
		ShowNim: c.showNim(), ShowTable: c.showTable() && !c.cfg.HasPart(solver.TablePart), Asked: c.asked(),
		Fold: analysis.Folded(c.cfg), Host: c,
		Running: c.running, Gauge: c.gauge, Stopped: stopped, Empty: empty,
		Notes: c.notes, Still: c.still,
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
