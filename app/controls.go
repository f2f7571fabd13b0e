package main

import (
	"maps"
	"net/url"
	"slices"
	"strconv"
	"strings"

	"github.com/maxence-charriere/go-app/v9/pkg/app"

	"stones/solver"
)

// The controls that shape the game: the game chooser, the move set with its
// chips and named sets, the play, the octal code with its presets and ring,
// the heap sizes shown and the nim-value switch. Render helpers first, then
// the handlers, which all end in commit: the URL in place, a new analysis.

func (c *explorer) renderControls() app.UI {
	game := c.renderSubtraction
	if c.cfg.Game == solver.GameOctal {
		game = c.renderOctal
	}
	return app.Section().Class("card", "controls").Aria("label", "Game").Body(
		app.H2().Text("The game"),
		segmented("game", "Game", true, []option{
			{string(solver.GameSubtraction), "Subtraction"},
			{string(solver.GameOctal), "Octal"},
		}, string(c.cfg.Game), "", c.errs["game"], func(v string) { c.setGame(solver.Game(v)) }),
		game(),
		field("len", "Heap sizes shown", "Heaps 0 to len − 1; this page draws at most 20,000.",
			app.Input().ID("len").Type("text").Class("mono", "short").Attr("inputmode", "numeric").Value(c.text["len"]).
				AutoComplete(false).Aria("describedby", "len-hint len-error").Aria("invalid", c.errs["len"] != "").
				OnInput(c.onLenInput).OnChange(c.onLenChange),
			c.errs["len"]),
		app.If(c.cfg.Play != solver.Misere,
			app.Label().Class("switch").For("show-nim").Body(
				app.Input().ID("show-nim").Type("checkbox").Checked(c.showNim()).OnChange(c.onShowNim),
				app.Span().Class("switch-track").Aria("hidden", "true"),
				app.Span().Text("Show nim-values"),
			),
		),
	)
}

// renderSubtraction draws the controls of a subtraction game: the move set,
// its chips or its named set, the quick picks and the play.
func (c *explorer) renderSubtraction() app.UI {
	moves := c.cfg.Moves
	var items []string
	if moves.Finite() {
		items = strings.Split(moves.String(), ",")
	}
	ns, isNamed := named(moves.Name())
	return app.Div().Class("game-controls").Body(
		field("moves", "Move set", "Amounts a move may take: 1,5,8,10, ranges such as 1-5,9, or a named set below.",
			app.Input().ID("moves").Type("text").Class("mono").Value(c.text["moves"]).
				AutoComplete(false).Spellcheck(false).Attr("autocapitalize", "off").
				Aria("describedby", "moves-hint moves-error").Aria("invalid", c.errs["moves"] != "").
				OnInput(c.onMovesInput).OnChange(c.onMovesChange),
			c.errs["moves"]),
		app.If(isNamed,
			app.P().ID("named-set").Class("named-set").Body(
				app.Strong().Text(ns.label),
				app.Span().Class(ifText(ns.name != "sqrt", "mono")).Text(ns.members),
			),
		).Else(
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
		),
		app.Div().Class("picks").Body(
			app.P().ID("picks-label").Class("picks-label").Text("Named sets"),
			app.Ul().Class("pick-list").Aria("labelledby", "picks-label").Body(
				app.Range(namedSets).Slice(func(i int) app.UI {
					s := namedSets[i]
					return app.Li().Body(
						app.Button().Type("button").Class("pick").ID("pick-"+s.name).
							Aria("pressed", moves.Name() == s.name).Title(s.members).
							OnClick(func(ctx app.Context, e app.Event) { c.typeMoves(s.name, true) }).
							Text(s.label),
					)
				}),
			),
		),
		segmented("play", "Play", false, []option{
			{string(solver.Normal), "Normal"},
			{string(solver.Misere), "Misère"},
		}, string(c.cfg.Play), playHint(c.cfg.Play), c.errs["play"], func(v string) { c.setPlay(solver.Play(v)) }),
	)
}

func playHint(p solver.Play) string {
	if p == solver.Misere {
		return "Misère: the player who cannot move wins. Nim-values do not add up, so several heaps are searched exhaustively."
	}
	return "Normal: the player who cannot move loses."
}

// renderOctal draws the controls of an octal game: the presets, the code
// and the ring.
func (c *explorer) renderOctal() app.UI {
	preset, isPreset := presetOf(c.cfg)
	about := "A code of your own: no preset plays it."
	if isPreset {
		about = sentence(preset.About)
	}
	return app.Div().Class("game-controls").Body(
		app.Div().Class("field").Body(
			app.Label().For("preset").Text("Preset"),
			app.Div().Class("select").Body(
				app.Select().ID("preset").Aria("describedby", "preset-hint").OnChange(c.onPreset).Body(
					app.Option().Value("").Selected(!isPreset).Text("Your own code"),
					app.Range(solver.Presets).Slice(func(i int) app.UI {
						p := solver.Presets[i]
						return app.Option().Value(strconv.Itoa(i)).Selected(isPreset && p == preset).Text(p.Name)
					}),
				),
			),
			app.P().ID("preset-hint").Class("hint", "about").Text(about),
		),
		field("code", "Octal code", "Digit k: 1 take a whole heap of k, 2 take k from an end, 4 take k from the middle; add them. 0.77 is Kayles.",
			app.Input().ID("code").Type("text").Class("mono").Value(c.text["code"]).
				AutoComplete(false).Spellcheck(false).Attr("autocapitalize", "off").Attr("inputmode", "decimal").
				Aria("describedby", "code-hint code-error").Aria("invalid", c.errs["code"] != "").
				OnInput(c.onCodeInput).OnChange(c.onCodeChange),
			c.errs["code"]),
		app.Div().Class("switch-field").Body(
			app.Label().Class("switch").For("circular").Body(
				app.Input().ID("circular").Type("checkbox").Checked(c.cfg.Circular).
					Aria("describedby", "circular-hint circular-error").OnChange(c.onCircular),
				app.Span().Class("switch-track").Aria("hidden", "true"),
				app.Span().Text("Ring (circular)"),
			),
			app.P().ID("circular-hint").Class("hint").Text("The tokens stand in a ring: the first move opens it into a row."),
			app.P().ID("circular-error").Class("error").Attr("role", "status").Aria("live", "polite").Text(c.errs["circular"]),
		),
	)
}

// option is one choice of a segmented control.
type option struct{ value, label string }

// segmented draws a group of radio buttons as one segmented control: arrow
// keys move between its choices, as in any radio group. Its hint, if any,
// and its message show right below it.
// A quiet legend is read out but not shown, where a heading already says it.
func segmented(name, legend string, quiet bool, options []option, current, hint, msg string, choose func(string)) app.UI {
	return app.FieldSet().Class("segmented-field").Aria("describedby", strings.TrimSpace(name+"-error "+ifText(hint != "", name+"-hint"))).Body(
		app.Legend().Class(ifText(quiet, "visually-hidden")).Text(legend),
		app.Div().Class("segmented").Body(
			app.Range(options).Slice(func(i int) app.UI {
				o := options[i]
				return app.Label().Class("segment").For(name+"-"+o.value).Body(
					app.Input().Type("radio").Name(name).ID(name+"-"+o.value).Value(o.value).
						Checked(o.value == current).
						OnChange(func(ctx app.Context, e app.Event) { choose(o.value) }),
					app.Span().Text(o.label),
				)
			}),
		),
		app.If(hint != "", app.P().ID(name+"-hint").Class("hint").Text(hint)),
		app.P().ID(name+"-error").Class("error").Attr("role", "status").Aria("live", "polite").Text(msg),
	)
}

// ifText returns s when ok, else "".
func ifText(ok bool, s string) string {
	if ok {
		return s
	}
	return ""
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

// gameKeys are the keys that say which game is played; switching the game
// rewrites them all.
var gameKeys = []string{"game", "moves", "code", "circular", "play", "norepeat", "algo"}

// switchTo plays the game of a query such as "game=octal&code=0.77",
// keeping the question asked (len, n, heaps) and the page's own keys. The
// keys of the query are the ones the URL then spells.
func (c *explorer) switchTo(game string) {
	cfg, err := solver.ParseConfig(game)
	if err != nil {
		c.showError(err)
		return
	}
	cfg.Len, cfg.N, cfg.Heaps, cfg.Embed, cfg.Page = c.cfg.Len, c.cfg.N, c.cfg.Heaps, c.cfg.Embed, c.cfg.Page
	for _, k := range gameKeys {
		delete(c.spelled, k)
		delete(c.errs, k)
	}
	for pair := range strings.SplitSeq(game, "&") {
		k, _, _ := strings.Cut(pair, "=")
		c.spelled[k] = true
	}
	if cfg.Game == solver.GameOctal {
		c.text["code"] = cfg.Code.String()
	} else {
		c.text["moves"] = cfg.Moves.String()
	}
	c.cfg = cfg
	c.commit("game", cfg.Game != solver.GameSubtraction) // the default game: a shorter link
}

// setGame switches between the games, with the move set or code last typed.
func (c *explorer) setGame(g solver.Game) {
	if g == c.cfg.Game {
		return
	}
	if g == solver.GameOctal {
		code, err := solver.ParseOctalCode("code", c.text["code"])
		if err != nil {
			code, _ = solver.ParseOctalCode("code", "0.77")
		}
		c.switchTo("game=octal&code=" + code.String())
		return
	}
	moves, err := solver.ParseMoveSet("moves", c.text["moves"])
	if err != nil {
		moves = solver.DefaultConfig().Moves
	}
	c.switchTo("game=subtraction&moves=" + url.QueryEscape(moves.String()))
}

func (c *explorer) setPlay(p solver.Play) {
	if p == c.cfg.Play {
		return
	}
	c.cfg.Play = p
	c.commit("play", p != solver.Normal)
}

func (c *explorer) onPreset(ctx app.Context, e app.Event) {
	i, err := strconv.Atoi(ctx.JSSrc().Get("value").String())
	if err != nil || i < 0 || i >= len(solver.Presets) {
		return // "Your own code": the code stays as it is
	}
	c.switchTo(solver.Presets[i].Config)
}

func (c *explorer) onCircular(ctx app.Context, e app.Event) {
	c.cfg.Circular = ctx.JSSrc().Get("checked").Bool()
	c.commit("circular", c.cfg.Circular)
}

func (c *explorer) onCodeInput(ctx app.Context, e app.Event) {
	c.typeCode(ctx.JSSrc().Get("value").String(), false)
}

func (c *explorer) onCodeChange(ctx app.Context, e app.Event) {
	c.typeCode(ctx.JSSrc().Get("value").String(), true)
}

func (c *explorer) typeCode(text string, now bool) {
	c.typed("code", text, now, func(text string) (func() (bool, bool), error) {
		code, err := solver.ParseOctalCode("code", text)
		return func() (bool, bool) {
			changed := !code.Equal(c.cfg.Code)
			c.cfg.Code = code
			return changed, true
		}, err
	})
}

func (c *explorer) onMovesInput(ctx app.Context, e app.Event) {
	c.typeMoves(ctx.JSSrc().Get("value").String(), false)
}

func (c *explorer) onMovesChange(ctx app.Context, e app.Event) {
	c.typeMoves(ctx.JSSrc().Get("value").String(), true)
}

func (c *explorer) typeMoves(text string, now bool) {
	c.typed("moves", text, now, func(text string) (func() (bool, bool), error) {
		ms, err := solver.ParseMoveSet("moves", text)
		return func() (bool, bool) {
			changed := !ms.Equal(c.cfg.Moves)
			c.cfg.Moves = ms
			return changed, true
		}, err
	})
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
	if err == nil && !add.Finite() {
		err = &solver.InputError{Key: "moves", Text: c.text["add"], Problem: "a named set replaces the move set: type it into the move set, or pick it below"}
	}
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
	c.typed("len", text, now, func(text string) (func() (bool, bool), error) {
		// The configuration's own parser, so that the message is the CLI's.
		cfg, err := solver.ParseConfig("len=" + url.QueryEscape(strings.TrimSpace(text)))
		return func() (bool, bool) {
			changed := cfg.Len != c.cfg.Len
			c.cfg.Len = cfg.Len
			return changed, true
		}, err
	})
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
