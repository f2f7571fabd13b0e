package main

import (
	"context"
	"errors"
	"maps"
	"math/big"
	"net/url"
	"slices"
	"strconv"
	"strings"
	"time"

	"github.com/maxence-charriere/go-app/v9/pkg/app"

	"stones/solver"
)

// explorer is the page: the controls, the figure, and the question "who wins
// at n". Its whole state is the URL query, a solver.Config: it reads the URL
// in OnNav and writes it back in place on every edit. The state lives in
// unexported fields, because navigation zeroes a component's exported ones.
type explorer struct {
	app.Compo

	ui       app.Context       // the component's own context, for dispatches from the analysis
	cfg      solver.Config     // the configuration: the last good value of every key
	spelled  map[string]bool   // the keys the URL spells out; the others take their defaults
	text     map[string]string // each control's text as typed: moves, len, n, add
	errs     map[string]string // the message beside each control, by key; "query" for the page
	result   *solver.Result    // the last good result: it stays while an edit is bad
	shown    solver.Config     // the configuration of result
	progress *solver.Progress  // the running analysis' progress, once it is slow enough to show
	cancel   context.CancelFunc
	run      int    // counts analyses, so that a superseded one's answer is dropped
	copied   string // "link" or "embed" while its button confirms, "failed" when the clipboard refused
	fallback string // the text to copy by hand when the clipboard refused
	strip    stripCache
}

// controls are the configuration keys that have a control on the page, so
// that a message about one of them shows beside it.
var controls = []string{"moves", "len", "n"}

// invalidAfter is how long a control may hold bad text before its message
// shows: "1," on the way to "1,5" is not a mistake yet.
const invalidAfter = 600 * time.Millisecond

func newExplorer() *explorer { return &explorer{} }

// OnPreRender draws the default configuration into the static index.html,
// for the moment before the WebAssembly runs and for readers without it.
func (c *explorer) OnPreRender(ctx app.Context) {
	if !c.load(ctx.Page().URL().RawQuery) {
		return
	}
	if r, err := solver.Analyze(ctx, c.cfg, solver.PageLimits, nil); err == nil {
		c.result, c.shown = r, c.cfg
	}
}

// OnNav reads the configuration from the URL: on the first load, and on
// back and forward.
func (c *explorer) OnNav(ctx app.Context) {
	c.ui = ctx
	if c.load(ctx.Page().URL().RawQuery) {
		c.analyze()
	}
}

// OnDismount stops a running analysis.
func (c *explorer) OnDismount() {
	if c.cancel != nil {
		c.cancel()
	}
}

// load sets the state from a URL query and reports whether it is good. A bad
// key's message shows beside its control, or at the top of the page; the
// other keys still fill their controls.
func (c *explorer) load(query string) bool {
	c.spelled, c.text, c.errs = map[string]bool{}, map[string]string{}, map[string]string{}
	values, err := url.ParseQuery(query)
	if err != nil {
		c.errs["query"] = (&solver.InputError{Key: "query", Text: query, Problem: "not a URL query string: " + err.Error()}).Error()
		c.cfg = solver.DefaultConfig()
		c.fillControls()
		return false
	}
	for k, v := range values {
		c.spelled[k] = true
		if slices.Contains(controls, k) && len(v) > 0 {
			c.text[k] = v[0]
		}
	}
	// Drop bad keys one at a time, to report each and to keep the good ones.
	for range len(values) + 1 {
		cfg, err := solver.ParseConfig(values.Encode())
		var ie *solver.InputError
		if err == nil || !errors.As(err, &ie) || !values.Has(ie.Key) {
			if err != nil {
				c.errs["query"] = err.Error()
				cfg = solver.DefaultConfig()
			}
			c.cfg = cfg
			break
		}
		if slices.Contains(controls, ie.Key) {
			c.errs[ie.Key] = err.Error()
		} else if c.errs["query"] == "" {
			c.errs["query"] = err.Error()
		}
		values.Del(ie.Key)
		delete(c.spelled, ie.Key)
	}
	c.fillControls()
	return len(c.errs) == 0
}

// fillControls gives the controls the URL left empty their configuration's text.
func (c *explorer) fillControls() {
	if _, ok := c.text["moves"]; !ok {
		c.text["moves"] = c.cfg.Moves.String()
	}
	if _, ok := c.text["len"]; !ok {
		c.text["len"] = strconv.Itoa(c.cfg.Len)
	}
}

// query writes the configuration for the URL: in its normal form, but only
// the keys that the URL spelled out or that the person edited, so that a
// shared link stays short. Every other key has its default, so the query
// parses back to the same configuration.
func (c *explorer) query(cfg solver.Config) string {
	var kept []string
	for pair := range strings.SplitSeq(cfg.Query(), "&") {
		if k, _, _ := strings.Cut(pair, "="); c.spelled[k] || k == "embed" {
			kept = append(kept, pair)
		}
	}
	return strings.Join(kept, "&")
}

// writeURL puts the configuration into the address bar in place: no reload,
// no new history entry.
func (c *explorer) writeURL() {
	u := *c.ui.Page().URL()
	u.RawQuery = c.query(c.cfg)
	c.ui.Page().ReplaceURL(&u)
}

// analyze starts the analysis of the configuration, cancelling the one
// before. The result arrives through a dispatch.
func (c *explorer) analyze() {
	if c.cancel != nil {
		c.cancel()
	}
	actx, cancel := context.WithCancel(context.Background())
	c.cancel = cancel
	c.run++
	c.progress = nil
	run, cfg, ui := c.run, c.cfg, c.ui
	show := func(p solver.Progress) {
		ui.Dispatch(func(app.Context) {
			if run == c.run {
				c.progress = &p
			}
		})
	}
	go func() {
		r, err, nErr := analyze(actx, cfg, yielder(show))
		ui.Dispatch(func(app.Context) { c.finish(run, cfg, r, err, nErr) })
	}()
}

// analyze runs the solver. When only the question n cannot be answered, it
// still returns the figure, with the question's error as nErr.
func analyze(ctx context.Context, cfg solver.Config, report func(solver.Progress)) (r *solver.Result, err, nErr error) {
	r, err = solver.Analyze(ctx, cfg, solver.PageLimits, report)
	var ie *solver.InputError
	if err != nil && cfg.N != nil && errors.As(err, &ie) && ie.Key == "n" {
		cfg.N = nil
		nErr = err
		r, err = solver.Analyze(ctx, cfg, solver.PageLimits, report)
	}
	return r, err, nErr
}

// yielder returns a progress callback for solver.Analyze that keeps the page
// responsive. js/wasm has one thread and no preemption, so the analysis
// sleeps a millisecond whenever it has run for 15 ms: the browser then
// paints and handles input, and a new edit can cancel the analysis. It
// passes progress on to show at most ten times a second, and not in the
// first tenth of a second, so that a fast analysis does not flicker.
func yielder(show func(solver.Progress)) func(solver.Progress) {
	last, shown := time.Now(), time.Now()
	return func(p solver.Progress) {
		if time.Since(last) < 15*time.Millisecond {
			return
		}
		if time.Since(shown) >= 100*time.Millisecond {
			show(p)
			shown = time.Now()
		}
		time.Sleep(time.Millisecond)
		last = time.Now()
	}
}

// finish takes the answer of analysis run, unless a newer one superseded it.
func (c *explorer) finish(run int, cfg solver.Config, r *solver.Result, err, nErr error) {
	if run != c.run {
		return
	}
	c.cancel, c.progress = nil, nil
	if err != nil {
		if errors.Is(err, context.Canceled) {
			return
		}
		c.showError(err)
		return
	}
	c.result, c.shown = r, cfg
	if nErr != nil {
		c.showError(nErr)
	}
}

// showError shows an error beside its control, or at the top of the page.
func (c *explorer) showError(err error) {
	key := "query"
	var ie *solver.InputError
	if errors.As(err, &ie) && slices.Contains(controls, ie.Key) {
		key = ie.Key
	}
	c.errs[key] = err.Error()
}

// edit takes a good value typed into the control of key: it clears the
// control's message, writes the URL and starts the analysis.
func (c *explorer) edit(key string) {
	delete(c.errs, key)
	delete(c.errs, "query")
	c.spelled[key] = true
	c.writeURL()
	c.analyze()
}

// reject shows a control's message once its text has stayed bad for a
// moment, or at once when now is set (the person left the control).
func (c *explorer) reject(key, text string, err error, now bool) {
	if now {
		c.errs[key] = err.Error()
		return
	}
	c.ui.After(invalidAfter, func(app.Context) {
		if c.text[key] == text {
			c.errs[key] = err.Error()
		}
	})
}

func (c *explorer) showNim() bool { return c.cfg.Page["show"] == "nim" }

// asked returns the heap size of the question when the figure shows it, or -1.
func (c *explorer) asked() int {
	if c.result == nil || c.shown.N == nil || !c.shown.N.IsInt64() || c.shown.N.Int64() >= int64(len(c.result.Outcomes)) {
		return -1
	}
	return int(c.shown.N.Int64())
}

// Render draws the full page, or only the figure in embed mode.
func (c *explorer) Render() app.UI {
	if c.cfg.Embed {
		return app.Div().Class("page", "embed").Body(
			c.renderFigure(),
			app.P().Class("embed-link").Body(
				app.A().Href(c.fullPageURL()).Target("_blank").Rel("noopener").Text("Open full page ↗"),
			),
		)
	}
	return app.Div().Class("page").Body(
		app.Header().Class("masthead").Body(
			app.Div().Class("brand").Body(
				app.Img().Class("logo").Src("/web/icon.svg").Alt("").Width(40).Height(40),
				app.Div().Body(
					app.H1().Text("Stones"),
					app.P().Class("tagline").Text("Who wins a take-away game, from every heap size."),
				),
			),
			c.renderShare(),
		),
		app.If(c.errs["query"] != "",
			app.P().ID("page-error").Class("page-error").Attr("role", "alert").Text(c.errs["query"]),
		),
		app.Main().Class("layout").Body(
			app.Div().Class("side").Body(
				c.renderControls(),
				c.renderAsk(),
			),
			c.renderFigure(),
		),
		app.Footer().Class("footer").Body(
			app.P().Text("Two players take turns removing stones from one heap; each move takes an amount from the move set, and the player who cannot move loses. The page's address holds the whole configuration: share it, and it opens to the same figure."),
		),
	)
}

func (c *explorer) renderShare() app.UI {
	status := ""
	switch c.copied {
	case "link":
		status = "Copied the link"
	case "embed":
		status = "Copied the embed code"
	}
	return app.Div().Class("share").Body(
		app.Button().ID("copy-link").Class("button").Type("button").OnClick(c.onCopyLink).Text("Copy link"),
		app.Button().ID("copy-embed").Class("button", "quiet").Type("button").OnClick(c.onCopyEmbed).Text("Copy embed code"),
		app.Span().ID("copied").Class("copied").Attr("role", "status").Aria("live", "polite").Text(status),
		app.If(c.copied == "failed",
			app.Input().ID("copy-fallback").Class("copy-fallback").ReadOnly(true).Aria("label", "Copy this by hand").Value(c.fallback),
		),
	)
}

func (c *explorer) renderControls() app.UI {
	items := strings.Split(c.cfg.Moves.String(), ",")
	return app.Section().Class("card", "controls").Aria("label", "Game").Body(
		app.H2().Text("The game"),
		field("moves", "Move set", "Amounts a move may take: 1,5,8,10 or ranges such as 1-5,9.",
			app.Input().ID("moves").Type("text").Class("mono").Value(c.text["moves"]).
				AutoComplete(false).Spellcheck(false).Attr("autocapitalize", "off").
				Aria("describedby", "moves-hint moves-error").Aria("invalid", c.errs["moves"] != "").
				OnInput(c.onMovesInput).OnChange(c.onMovesChange),
			c.errs["moves"]),
		app.Ul().Class("chips").Aria("label", "Moves").Body(
			app.Range(items).Slice(func(i int) app.UI {
				shown := strings.ReplaceAll(items[i], "-", "–")
				return app.Li().Class("chip").Body(
					app.Span().Class("mono").Text(shown),
					app.Button().Type("button").Class("chip-remove").
						Aria("label", "Remove "+shown).Title("Remove "+shown).
						Disabled(len(items) == 1).
						OnClick(func(ctx app.Context, e app.Event) { c.onRemove(i) }).
						Text("×"),
				)
			}),
			app.Li().Class("chip-add").Body(
				app.Form().Class("add").OnSubmit(c.onAdd).Body(
					app.Input().ID("add").Type("text").Class("mono").Attr("inputmode", "numeric").
						Placeholder("add").Aria("label", "Add a move").Aria("describedby", "add-error").
						AutoComplete(false).Value(c.text["add"]).OnInput(c.onAddInput),
					app.Button().Type("submit").Class("button", "small").Text("Add"),
				),
			),
		),
		app.P().ID("add-error").Class("error").Attr("role", "status").Aria("live", "polite").Text(c.errs["add"]),
		field("len", "Heap sizes shown", "Heaps 0 to len − 1; this page draws at most 20,000.",
			app.Input().ID("len").Type("text").Class("mono", "short").Attr("inputmode", "numeric").Value(c.text["len"]).
				AutoComplete(false).Aria("describedby", "len-hint len-error").Aria("invalid", c.errs["len"] != "").
				OnInput(c.onLenInput).OnChange(c.onLenChange),
			c.errs["len"]),
		app.Label().Class("switch").For("show-nim").Body(
			app.Input().ID("show-nim").Type("checkbox").Checked(c.showNim()).OnChange(c.onShowNim),
			app.Span().Class("switch-track").Aria("hidden", "true"),
			app.Span().Text("Show nim-values"),
		),
	)
}

// field draws a labelled text control with its hint, and its message right
// below it, read out by screen readers as it changes.
func field(id, label, hint string, input app.UI, msg string) app.UI {
	return app.Div().Class("field").Body(
		app.Label().For(id).Text(label),
		input,
		app.P().ID(id+"-hint").Class("hint").Text(hint),
		app.P().ID(id+"-error").Class("error").Attr("role", "status").Aria("live", "polite").Text(msg),
	)
}

func (c *explorer) renderAsk() app.UI {
	answer, nim := "", ""
	if r := c.result; r != nil && r.Query != nil && c.shown.N != nil && c.cfg.N != nil && c.shown.N.Cmp(c.cfg.N) == 0 {
		answer = answerText(r.Query, c.shown.Moves)
		if r.Query.Nim != nil {
			nim = "Its nim-value is " + strconv.FormatUint(uint64(*r.Query.Nim), 10) + "."
		}
	}
	outcome := ""
	if answer != "" {
		outcome = string(c.result.Query.Outcome)
	}
	return app.Section().Class("card", "ask").Aria("labelledby", "ask-title").Body(
		app.H2().ID("ask-title").Text("Who wins?"),
		app.Div().Class("ask-row").Body(
			app.Label().For("n").Class("mono").Text("n ="),
			app.Input().ID("n").Type("text").Class("mono").Attr("inputmode", "numeric").
				Placeholder("a heap size, such as 68").AutoComplete(false).Value(c.text["n"]).
				Aria("describedby", "answer n-error").Aria("invalid", c.errs["n"] != "").
				OnInput(c.onNInput).OnChange(c.onNChange),
		),
		app.P().ID("n-error").Class("error").Attr("role", "status").Aria("live", "polite").Text(c.errs["n"]),
		app.Div().ID("answer").Class("answer", outcome).Aria("live", "polite").Body(
			app.If(answer == "", app.P().Class("hint").Text("Any heap size up to 100 digits: the period answers it.")),
			app.If(answer != "", app.P().Class("answer-text").Text(answer)),
			app.If(nim != "", app.P().Class("hint").Text(nim)),
		),
	)
}

func (c *explorer) renderFigure() app.UI {
	r := c.result
	if r == nil {
		msg := "Computing…"
		if len(c.errs) > 0 {
			msg = "Fix the configuration to see the figure."
		}
		return app.Section().Class("card", "figure", "empty").Body(app.P().Class("hint").Text(msg))
	}
	period := r.OutcomePeriod
	if c.showNim() {
		period = r.NimPeriod
	}
	title := "Outcomes"
	if c.showNim() {
		title = "Outcomes and nim-values"
	}
	busy := c.progress != nil
	var progress app.UI
	if busy {
		progress = c.renderProgress()
	}
	return app.Section().ID("figure").Class("card", "figure").Aria("label", "Figure").Aria("busy", busy).Body(
		app.Div().Class("figure-head").Body(
			app.Div().Body(
				app.H2().Text(title),
				app.P().Class("figure-sub").Body(
					app.Text("Move set "),
					app.Span().Class("mono").Text("{"+strings.ReplaceAll(c.shown.Moves.String(), ",", ", ")+"}"),
					app.Text(" · heaps 0–"+strconv.Itoa(len(r.Outcomes)-1)),
				),
			),
			legend(),
		),
		periodFacts(r),
		progress,
		app.Div().Class("strip-wrap").Body(
			c.strip.strip(r, period, c.showNim(), c.asked()),
		),
	)
}

func (c *explorer) renderProgress() app.UI {
	p := c.progress
	return app.Div().Class("progress").Attr("role", "status").Body(
		app.Progress().Max(p.Total).Value(p.Done).Aria("label", "Progress"),
		app.Span().Text("Computing "+p.Stage+": "+solver.Grouped(p.Done)+" of up to "+solver.Grouped(p.Total)+" heap sizes…"),
	)
}

// linkURL is the page's full address.
func (c *explorer) linkURL() string {
	return app.Window().Get("location").Get("href").String()
}

// fullPageURL is the page without embed=1, for the embedded figure's link.
func (c *explorer) fullPageURL() string {
	cfg := c.cfg
	cfg.Embed = false
	if q := c.query(cfg); q != "" {
		return "/?" + q
	}
	return "/"
}

// embedCode is an iframe that shows this configuration's figure.
func (c *explorer) embedCode() string {
	cfg := c.cfg
	cfg.Embed = true
	src := app.Window().Get("location").Get("origin").String() + "/?" + c.query(cfg)
	return `<iframe src="` + strings.ReplaceAll(src, "&", "&amp;") + `" title="Stones: the move set ` +
		cfg.Moves.String() + `" width="100%" height="480" style="border:0"></iframe>`
}

func (c *explorer) onMovesInput(ctx app.Context, e app.Event) {
	c.typeMoves(ctx.JSSrc().Get("value").String(), false)
}

func (c *explorer) onMovesChange(ctx app.Context, e app.Event) {
	c.typeMoves(ctx.JSSrc().Get("value").String(), true)
}

func (c *explorer) typeMoves(text string, now bool) {
	if now && text == c.text["moves"] && c.errs["moves"] != "" {
		return
	}
	c.text["moves"] = text
	ms, err := solver.ParseMoveSet("moves", text)
	if err != nil {
		c.reject("moves", text, err, now)
		return
	}
	if ms.Equal(c.cfg.Moves) && c.errs["moves"] == "" {
		return
	}
	c.cfg.Moves = ms
	c.edit("moves")
}

func (c *explorer) onRemove(i int) {
	items := strings.Split(c.cfg.Moves.String(), ",")
	if len(items) < 2 || i >= len(items) {
		return
	}
	text := strings.Join(slices.Delete(items, i, i+1), ",")
	ms, err := solver.ParseMoveSet("moves", text)
	if err != nil {
		c.reject("moves", text, err, true)
		return
	}
	c.cfg.Moves, c.text["moves"] = ms, ms.String()
	c.edit("moves")
}

func (c *explorer) onAddInput(ctx app.Context, e app.Event) {
	c.text["add"] = ctx.JSSrc().Get("value").String()
	delete(c.errs, "add")
}

func (c *explorer) onAdd(ctx app.Context, e app.Event) {
	e.PreventDefault()
	add, err := solver.ParseMoveSet("moves", c.text["add"])
	if err != nil {
		c.errs["add"] = err.Error()
		return
	}
	ms, err := solver.ParseMoveSet("moves", c.cfg.Moves.String()+","+add.String())
	if err != nil {
		c.errs["add"] = err.Error()
		return
	}
	delete(c.errs, "add")
	c.text["add"] = ""
	c.cfg.Moves, c.text["moves"] = ms, ms.String()
	c.edit("moves")
}

func (c *explorer) onLenInput(ctx app.Context, e app.Event) {
	c.typeLen(ctx.JSSrc().Get("value").String(), false)
}

func (c *explorer) onLenChange(ctx app.Context, e app.Event) {
	c.typeLen(ctx.JSSrc().Get("value").String(), true)
}

func (c *explorer) typeLen(text string, now bool) {
	if now && text == c.text["len"] && c.errs["len"] != "" {
		return
	}
	c.text["len"] = text
	// The configuration's own parser, so that the message is the CLI's.
	cfg, err := solver.ParseConfig("len=" + url.QueryEscape(strings.TrimSpace(text)))
	if err != nil {
		c.reject("len", text, err, now)
		return
	}
	if cfg.Len == c.cfg.Len && c.errs["len"] == "" {
		return
	}
	c.cfg.Len = cfg.Len
	c.edit("len")
}

func (c *explorer) onNInput(ctx app.Context, e app.Event) {
	c.typeN(ctx.JSSrc().Get("value").String(), false)
}

func (c *explorer) onNChange(ctx app.Context, e app.Event) {
	c.typeN(ctx.JSSrc().Get("value").String(), true)
}

func (c *explorer) typeN(text string, now bool) {
	if now && text == c.text["n"] && c.errs["n"] != "" {
		return
	}
	c.text["n"] = text
	var n *big.Int
	if strings.TrimSpace(text) != "" {
		var err error
		if n, err = solver.ParseHeap("n", text); err != nil {
			c.reject("n", text, err, now)
			return
		}
	}
	if (n == nil) == (c.cfg.N == nil) && (n == nil || n.Cmp(c.cfg.N) == 0) && c.errs["n"] == "" {
		return
	}
	c.cfg.N = n
	if n == nil {
		delete(c.spelled, "n")
		delete(c.errs, "n")
		c.writeURL()
		c.analyze()
		return
	}
	c.edit("n")
}

func (c *explorer) onShowNim(ctx app.Context, e app.Event) {
	page := maps.Clone(c.cfg.Page)
	if page == nil {
		page = map[string]string{}
	}
	if ctx.JSSrc().Get("checked").Bool() {
		page["show"] = "nim"
		c.spelled["show"] = true
	} else {
		delete(page, "show")
	}
	c.cfg.Page = page
	c.writeURL()
}

func (c *explorer) onCopyLink(ctx app.Context, e app.Event) {
	c.copy("link", c.linkURL())
}

func (c *explorer) onCopyEmbed(ctx app.Context, e app.Event) {
	c.copy("embed", c.embedCode())
}

// copy writes text to the clipboard and confirms it on the page for two
// seconds. Where the clipboard refuses, the link shows in a field to copy by hand.
func (c *explorer) copy(what, text string) {
	ui := c.ui
	c.fallback = text
	clip := app.Window().Get("navigator").Get("clipboard")
	if !clip.Truthy() {
		c.copied = "failed"
		return
	}
	var done, failed app.Func
	settle := func(state string) {
		ui.Dispatch(func(app.Context) {
			done.Release()
			failed.Release()
			c.copied = state
			if state != "failed" {
				ui.After(2*time.Second, func(app.Context) {
					if c.copied == state {
						c.copied = ""
					}
				})
			}
		})
	}
	done = app.FuncOf(func(app.Value, []app.Value) any { settle(what); return nil })
	failed = app.FuncOf(func(app.Value, []app.Value) any { settle("failed"); return nil })
	clip.Call("writeText", text).Call("then", done, failed)
}
