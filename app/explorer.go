package main

import (
	"context"
	"errors"
	"html"
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
	text     map[string]string // each control's text as typed: moves, code, len, n, heaps, add
	errs     map[string]string // the message beside each control, by key; "query" for the page
	solved   map[string]bool   // the keys of errs that the last analysis set, cleared by the next
	result   *solver.Result    // the last good result: it stays while an edit is bad
	shown    solver.Config     // the configuration of result
	progress *solver.Progress  // the running analysis' progress, once it is slow enough to show
	cancel   context.CancelFunc
	run      int    // counts analyses, so that a superseded one's answer is dropped
	copied   string // "link" or "embed" while its button confirms, "failed" when the clipboard refused
	fallback string // the text to copy by hand when the clipboard refused
	strip    stripCache
	table    tableCache
}

// controls are the configuration keys that have a control on the page, so
// that a message about one of them shows beside it.
var controls = []string{"game", "moves", "left", "right", "play", "norepeat", "last", "code", "circular", "len", "n", "heaps"}

// textControls are the controls whose text is kept as typed.
var textControls = []string{"moves", "left", "right", "norepeat", "last", "code", "len", "n", "heaps"}

// hasControl reports whether the page shows the control of key for game:
// every key of the game (solver.Applies) that has a control, except play
// for octal games, whose misère form is not available.
func hasControl(key string, game solver.Game) bool {
	if key == "play" && game == solver.GameOctal {
		return false
	}
	return slices.Contains(controls, key) && solver.Applies(game, key)
}

// stand-ins are the values a required key takes while its control shows
// the person's bad text, so that the page still draws that game's controls.
var standIns = map[string]string{"code": "0.77", "left": "2,5,9", "right": "3,4,8"}

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

// questionKeys are the keys that ask about a game without changing it: a
// link with a bad one still names its game, whose figure can be drawn.
var questionKeys = []string{"len", "n", "heaps", "last", "algo", "embed"}

// load sets the state from a URL query and reports whether its game is
// intact: every key that defines the game was good, so the figure can be
// drawn even when a question key was bad. A bad key's message shows beside
// its control, or at the top of the page; the other keys still fill their
// controls.
func (c *explorer) load(query string) bool {
	c.spelled, c.text, c.errs, c.solved = map[string]bool{}, map[string]string{}, map[string]string{}, map[string]bool{}
	values, err := url.ParseQuery(query)
	intact := true
	if err != nil {
		c.errs["query"] = (&solver.InputError{Key: "query", Text: query, Problem: "not a URL query string: " + err.Error()}).Error()
		c.cfg = solver.DefaultConfig()
		c.fillControls()
		return false
	}
	for k, v := range values {
		c.spelled[k] = true
		if slices.Contains(textControls, k) && len(v) > 0 {
			c.text[k] = v[0]
		}
	}
	// Drop bad keys one at a time, to report each and to keep the good ones.
	// A required key that is bad or missing gets a stand-in, so that the
	// game's controls still show, with the text and the message beside it.
	for range 2*len(values) + 2 {
		cfg, err := solver.ParseConfig(values.Encode())
		var ie *solver.InputError
		if err != nil && errors.As(err, &ie) && !values.Has(ie.Key) && standIns[ie.Key] != "" {
			if c.errs[ie.Key] == "" { // missing, not bad: an empty control says it is required
				c.errs[ie.Key], c.text[ie.Key] = err.Error(), ""
			}
			values.Set(ie.Key, standIns[ie.Key])
			intact = false
			continue
		}
		if err == nil || !errors.As(err, &ie) || !values.Has(ie.Key) {
			if err != nil {
				c.errs["query"] = err.Error()
				cfg = solver.DefaultConfig()
				intact = false
			}
			c.cfg = cfg
			break
		}
		if hasControl(ie.Key, solver.Game(values.Get("game"))) || values.Get("game") == "" && hasControl(ie.Key, solver.GameSubtraction) {
			c.errs[ie.Key] = err.Error()
		} else if c.errs["query"] == "" {
			c.errs["query"] = err.Error()
		}
		values.Del(ie.Key)
		delete(c.spelled, ie.Key)
		intact = intact && slices.Contains(questionKeys, ie.Key)
	}
	c.fillControls()
	return intact
}

// fillControls gives the controls the URL left empty their configuration's
// text. The other game's control gets its default, ready for a switch.
func (c *explorer) fillControls() {
	fill := func(key, text string) {
		if _, ok := c.text[key]; !ok {
			c.text[key] = text
		}
	}
	switch c.cfg.Game {
	case solver.GameOctal:
		fill("code", c.cfg.Code.String())
	case solver.GamePartizan:
		fill("left", c.cfg.Left.String())
		fill("right", c.cfg.Right.String())
	default:
		fill("moves", c.cfg.Moves.String())
	}
	fill("moves", solver.DefaultConfig().Moves.String())
	fill("code", standIns["code"])
	fill("left", standIns["left"])
	fill("right", standIns["right"])
	fill("norepeat", strconv.Itoa(c.cfg.NoRepeat))
	fill("last", joinInts(c.cfg.Last, ","))
	fill("len", strconv.Itoa(c.cfg.Len))
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
		r, err, asides := analyze(actx, cfg, yielder(show))
		ui.Dispatch(func(app.Context) { c.finish(run, cfg, r, err, asides) })
	}()
}

// analyze runs the solver. When only the question n or the heaps cannot be
// answered, it still returns the figure, with their errors as asides.
func analyze(ctx context.Context, cfg solver.Config, report func(solver.Progress)) (r *solver.Result, err error, asides []error) {
	for {
		r, err = solver.Analyze(ctx, cfg, solver.PageLimits, report)
		var ie *solver.InputError
		switch {
		case err == nil || !errors.As(err, &ie):
			return r, err, asides
		case ie.Key == "n" && cfg.N != nil:
			cfg.N = nil
		case ie.Key == "heaps" && cfg.Heaps != nil:
			cfg.Heaps = nil
		default:
			return r, err, asides
		}
		asides = append(asides, err)
	}
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
func (c *explorer) finish(run int, cfg solver.Config, r *solver.Result, err error, asides []error) {
	if run != c.run {
		return
	}
	c.cancel, c.progress = nil, nil
	if errors.Is(err, context.Canceled) {
		return
	}
	// The previous analysis' messages no longer hold.
	for k := range c.solved {
		delete(c.errs, k)
	}
	clear(c.solved)
	if err != nil {
		c.showError(err)
		return
	}
	c.result, c.shown = r, cfg
	for _, e := range asides {
		c.showError(e)
	}
}

// showError shows an analysis' error beside its control, or at the top of
// the page. A message the person's typing set stays.
func (c *explorer) showError(err error) {
	key := "query"
	var ie *solver.InputError
	if errors.As(err, &ie) && hasControl(ie.Key, c.cfg.Game) {
		key = ie.Key
	}
	if c.errs[key] != "" && !c.solved[key] {
		return
	}
	c.errs[key] = err.Error()
	c.solved[key] = true
}

// edit takes a good value typed into the control of key: it clears the
// control's message, writes the URL and starts the analysis.
func (c *explorer) edit(key string) { c.commit(key, true) }

// commit takes a new value of key: it clears the control's message, writes
// the URL (spelling key out or leaving it to its default) and starts the
// analysis.
func (c *explorer) commit(key string, spell bool) {
	delete(c.errs, key)
	delete(c.errs, "query")
	if spell {
		c.spelled[key] = true
	} else {
		delete(c.spelled, key)
	}
	c.writeURL()
	c.analyze()
}

// typing returns the handler of a text control's events for its method
// take: while the person types (now false) a bad text's message waits a
// moment; on leaving the control (now true) it shows at once.
func typing(take func(text string, now bool), now bool) app.EventHandler {
	return func(ctx app.Context, e app.Event) { take(ctx.JSSrc().Get("value").String(), now) }
}

// typed takes text typed into the control of key. parse checks the text
// and returns set, which stores the value in the configuration and says
// whether it changed and whether the key is spelled in the URL (an emptied
// optional control is not). A bad text gets its message beside the control,
// and the last good result stays.
func (c *explorer) typed(key, text string, now bool, parse func(text string) (set func() (changed, spelled bool), err error)) {
	if now && text == c.text[key] && c.errs[key] != "" {
		return
	}
	c.text[key] = text
	set, err := parse(text)
	if err != nil {
		c.reject(key, text, err, now)
		return
	}
	if changed, spelled := set(); changed || c.errs[key] != "" {
		c.commit(key, spelled)
	}
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

// The page's own key show lists its views: "nim" puts the nim-values on the
// cells; "strip" leaves out the state table, which a game with one shows
// by default.

// view reports whether the key show lists word.
func (c *explorer) view(word string) bool {
	return slices.Contains(strings.Split(c.cfg.Page["show"], ","), word)
}

// setView adds word to the key show or takes it out, and writes the URL.
func (c *explorer) setView(word string, on bool) {
	page := maps.Clone(c.cfg.Page)
	if page == nil {
		page = map[string]string{}
	}
	var words []string
	for w := range strings.SplitSeq(page["show"], ",") {
		if w != "" && w != word {
			words = append(words, w)
		}
	}
	if on {
		words = append(words, word)
	}
	if len(words) == 0 {
		delete(page, "show")
	} else {
		page["show"] = strings.Join(words, ",")
		c.spelled["show"] = true
	}
	c.cfg.Page = page
	c.writeURL()
}

// showNim reports whether the cells show nim-values: when asked for, and
// in normal play, where they exist.
func (c *explorer) showNim() bool {
	return c.view("nim") && !hasTable(c.cfg) && c.cfg.Play != solver.Misere && (c.result == nil || c.result.Nim != nil)
}

// hasTable reports whether the game of cfg has a state table: its heaps
// have more than one state.
func hasTable(cfg solver.Config) bool {
	return cfg.Game == solver.GamePartizan || cfg.Game == solver.GameParity || cfg.NoRepeat > 0
}

// showTable reports whether the figure shows the state table.
func (c *explorer) showTable() bool { return hasTable(c.cfg) && !c.view("strip") }

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
				app.If(hasControl("heaps", c.cfg.Game) && c.cfg.NoRepeat == 0, c.renderSum()),
			),
			c.renderFigure(),
		),
		app.Footer().Class("footer").Body(
			app.P().ID("rules").Text(rules(c.cfg)+" The page's address holds the whole configuration: share it, and it opens to the same figure."),
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

func (c *explorer) renderAsk() app.UI {
	answer, outcome := "", ""
	var list, notes []string
	more := 0
	if q, cfg := c.answered(); q != nil {
		outcome = string(q.Outcome)
		switch {
		case cfg.Game == solver.GamePartizan:
			answer, list = partizanAnswer(q, cfg)
		case cfg.NoRepeat > 0:
			answer = noRepeatAnswer(q, cfg)
			notes = append(notes, forbiddenText(cfg))
			if h, err := strconv.Atoi(q.N); err == nil && slices.Contains(c.result.Safe, h) {
				notes = append(notes, "Heap "+q.N+" is safe: the player to move loses "+whatever(cfg.NoRepeat)+".")
			}
		default:
			answer = answerText(q, cfg)
			if strings.HasSuffix(answer, ":") {
				list, more = answerList(q, cfg)
			}
		}
		if q.Nim != nil {
			notes = append(notes, "Its nim-value is "+strconv.FormatUint(uint64(*q.Nim), 10)+".")
		}
		if p := policyText(q, cfg); p != "" {
			notes = append(notes, p)
		}
	}
	placeholder, hint := "a heap size, such as 68", "Any heap size up to 100 digits: a proven period answers it."
	switch {
	case c.cfg.Game == solver.GameParity:
		placeholder, hint = "an odd pile, such as 9", "Any odd pile up to 100 digits: a proven period answers it."
	case c.cfg.NoRepeat > 0:
		hint = "Any heap size up to 100 digits, at the start of the game or after the last moves below."
	}
	return app.Section().Class("card", "ask").Aria("labelledby", "ask-title").Body(
		app.H2().ID("ask-title").Text("Who wins?"),
		app.Div().Class("ask-row").Body(
			app.Label().For("n").Class("mono").Text("n ="),
			app.Input().ID("n").Type("text").Class("mono").Attr("inputmode", "numeric").
				Placeholder(placeholder).AutoComplete(false).Value(c.text["n"]).
				Aria("describedby", "answer n-error").Aria("invalid", c.errs["n"] != "").
				OnInput(typing(c.typeN, false)).OnChange(typing(c.typeN, true)),
		),
		app.P().ID("n-error").Class("error").Attr("role", "status").Aria("live", "polite").Text(c.errs["n"]),
		app.If(c.cfg.Game == solver.GameSubtraction && c.cfg.NoRepeat > 0,
			app.Div().Class("field", "last-field").Body(
				app.Label().For("last").Text("After the last moves"),
				app.Input().ID("last").Type("text").Class("mono").Attr("inputmode", "numeric").
					Placeholder("none: the start of the game").AutoComplete(false).Spellcheck(false).Value(c.text["last"]).
					Aria("describedby", "last-hint last-error").Aria("invalid", c.errs["last"] != "").
					OnInput(typing(c.typeLast, false)).OnChange(typing(c.typeLast, true)),
				app.P().ID("last-hint").Class("hint").Text(lastHint(c.cfg.NoRepeat)),
				app.P().ID("last-error").Class("error").Attr("role", "status").Aria("live", "polite").Text(c.errs["last"]),
			),
		),
		app.Div().ID("answer").Class("answer", outcome).Aria("live", "polite").Body(
			app.If(answer == "", app.P().Class("hint").Text(hint)),
			app.If(answer != "", app.P().Class("answer-text").Text(answer)),
			app.If(len(list) > 0, app.Ul().ID("answer-moves").Class("answer-moves").Body(
				app.Range(list).Slice(func(i int) app.UI { return app.Li().Text(list[i]) }),
			)),
			app.If(more > 0, app.P().Class("hint").Text("… and "+strconv.Itoa(more)+" more.")),
			app.Range(notes).Slice(func(i int) app.UI {
				return app.P().Class("hint", "answer-note").Text(notes[i])
			}),
		),
	)
}

// answered returns the answer to the question n and its configuration,
// when the shown result answers the question the controls ask.
func (c *explorer) answered() (*solver.Query, solver.Config) {
	r := c.result
	if r == nil || r.Query == nil || c.shown.N == nil || c.cfg.N == nil || c.shown.N.Cmp(c.cfg.N) != 0 || !slices.Equal(c.shown.Last, c.cfg.Last) {
		return nil, c.shown
	}
	return r.Query, c.shown
}

// lastHint explains the history control of the no-repeat game.
func lastHint(k int) string {
	if k == 1 {
		return "The amount taken in the last move, such as 5: the player to move may not take it. Empty: the start of the game."
	}
	return "The amounts taken in the last " + strconv.Itoa(k) + " moves, most recent last, such as 2,5: the player to move may take none of them. Empty: the start of the game."
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
	switch {
	case c.shown.Game == solver.GamePartizan:
		title = "Outcome classes"
	case c.shown.Game == solver.GameParity:
		title = "Outcomes of odd piles"
	case c.shown.NoRepeat > 0:
		title = "Outcomes at the start of the game"
	case c.showNim():
		title = "Outcomes and nim-values"
	case c.shown.Play == solver.Misere:
		title = "Misère outcomes"
	}
	busy := c.progress != nil
	var progress app.UI
	if busy {
		progress = c.renderProgress()
	}
	var tableUI app.UI
	if t, ok := tableOf(r, c.shown, c.asked()); ok && c.showTable() {
		tableUI = c.renderTable(t)
	}
	return app.Section().ID("figure").Class("card", "figure").Aria("label", "Figure").Aria("busy", busy).Body(
		app.Div().Class("figure-head").Body(
			app.Div().Body(
				app.H2().Text(title),
				app.P().ID("game-title").Class("figure-sub").Text(
					gameTitle(c.shown)+" · heaps 0–"+strconv.Itoa(len(r.Outcomes)-1)),
			),
			legend(c.shown),
		),
		periodFacts(r, c.shown.Game),
		progress,
		app.Div().Class("strip-wrap").Body(
			c.strip.strip(r, period, c.showNim(), c.asked()),
		),
		app.If(r.Safe != nil,
			app.P().ID("safe").Class("safe-text").Text(safeText(r.Safe, c.shown.NoRepeat, len(r.Outcomes))),
		),
		tableUI,
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
	return `<iframe src="` + strings.ReplaceAll(src, "&", "&amp;") + `" title="` +
		html.EscapeString("Stones: "+gameTitle(cfg)) + `" width="100%" height="480" style="border:0"></iframe>`
}

func (c *explorer) typeN(text string, now bool) {
	c.typed("n", text, now, func(text string) (func() (bool, bool), error) {
		var n *big.Int
		var err error
		if strings.TrimSpace(text) != "" {
			n, err = solver.ParseHeap("n", text)
		}
		return func() (bool, bool) {
			changed := (n == nil) != (c.cfg.N == nil) || n != nil && n.Cmp(c.cfg.N) != 0
			c.cfg.N = n
			return changed, n != nil
		}, err
	})
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
