package main

import (
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
	var game func() app.UI
	switch c.cfg.Game {
	case solver.GameOctal:
		game = c.renderOctal
	case solver.GamePartizan:
		game = c.renderPartizan
	case solver.GameParity:
		game = c.renderParity
	default:
		game = c.renderSubtraction
	}
	return app.Section().Class("card", "controls").Aria("label", "Game").Body(
		app.H2().Text("The game"),
		segmented("game", "Game", true, []option{
			{string(solver.GameSubtraction), "Subtraction"},
			{string(solver.GameOctal), "Octal"},
			{string(solver.GamePartizan), "Partizan"},
			{string(solver.GameParity), "Parity"},
		}, string(c.cfg.Game), "", c.errs["game"], func(v string) { c.setGame(solver.Game(v)) }),
		game(),
		field("len", "Heap sizes shown", "Heaps 0 to len − 1; this page draws at most 20,000.",
			app.Input().ID("len").Type("text").Class("mono", "short").Attr("inputmode", "numeric").Value(c.text["len"]).
				AutoComplete(false).Aria("describedby", "len-hint len-error").Aria("invalid", c.errs["len"] != "").
				OnInput(typing(c.typeLen, false)).OnChange(typing(c.typeLen, true)),
			c.errs["len"]),
		app.If(!hasTable(c.cfg) && c.cfg.Play != solver.Misere,
			app.Label().Class("switch").For("show-nim").Body(
				app.Input().ID("show-nim").Type("checkbox").Checked(c.showNim()).OnChange(c.onShowNim),
				app.Span().Class("switch-track").Aria("hidden", "true"),
				app.Span().Text("Show nim-values"),
			),
		),
		app.If(hasTable(c.cfg),
			app.Label().Class("switch").For("show-table").Body(
				app.Input().ID("show-table").Type("checkbox").Checked(c.showTable()).
					Aria("controls", "table").OnChange(c.onShowTable),
				app.Span().Class("switch-track").Aria("hidden", "true"),
				app.Span().Text("Show the state table"),
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
				OnInput(typing(c.typeMoves, false)).OnChange(typing(c.typeMoves, true)),
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
		app.Div().Class("field", "norepeat-field").Body(
			app.Div().Class("inline").Body(
				app.Label().For("norepeat").Text("No-repeat: k ="),
				app.Input().ID("norepeat").Type("number").Class("mono", "tiny").
					Attr("min", 0).Attr("max", max(1, moves.Len())).Attr("step", 1).Attr("inputmode", "numeric").
					Value(c.text["norepeat"]).AutoComplete(false).
					Aria("describedby", "norepeat-hint norepeat-error").Aria("invalid", c.errs["norepeat"] != "").
					OnInput(c.onNoRepeatInput).OnChange(c.onNoRepeatChange),
			),
			app.P().ID("norepeat-hint").Class("hint").Text(noRepeatHint(c.cfg.NoRepeat)),
			app.P().ID("norepeat-error").Class("error").Attr("role", "status").Aria("live", "polite").Text(c.errs["norepeat"]),
		),
	)
}

// noRepeatHint explains the no-repeat rule in one line.
func noRepeatHint(k int) string {
	if k == 0 {
		return "A move may not take an amount taken in the last k moves; 0 plays the game without the rule."
	}
	return "A move may not take an amount taken in the last k moves (seed §3). Ask who wins after given last moves below."
}

// partizanPreset is a game of the seed paper's §4, one click away.
type partizanPreset struct{ label, left, right, about string }

// partizanPresets are the seed paper's asymmetric games.
var partizanPresets = []partizanPreset{
	{"Lillian {2,5,9} vs Rekha {3,4,8}", "2,5,9", "3,4,8", "Seed §4: from heap 10 on, Lillian (Left) wins whoever starts."},
	{"Lillian {2,5,9} vs Rekha {3,5,9}", "2,5,9", "3,5,9", "Seed §4: no player wins every large heap; who starts keeps mattering."},
	{"§4's larger game: 11 moves vs 9", "2,4-7,9,12,15,18,21,23", "3-7,9,11,13,19", "Seed §4: Lillian {2,4,5,6,7,9,12,15,18,21,23} vs Rekha {3,4,5,6,7,9,11,13,19}; Left wins whoever starts from heap 21 on."},
}

// renderPartizan draws the controls of a partizan game: the seed's games,
// and Left's and Right's move sets.
func (c *explorer) renderPartizan() app.UI {
	about := "Your own game: Left and Right may take different amounts."
	current := -1
	for i, p := range partizanPresets {
		if p.left == c.cfg.Left.String() && p.right == c.cfg.Right.String() {
			current, about = i, p.about
		}
	}
	side := func(key, letter, label, hint string) app.UI {
		return app.Div().Class("field").Body(
			app.Label().For(key).Class("side-label").Body(
				app.Span().Class("swatch", letter).Aria("hidden", "true").Text(letter),
				app.Text(label),
			),
			app.Input().ID(key).Type("text").Class("mono").Value(c.text[key]).
				AutoComplete(false).Spellcheck(false).Attr("autocapitalize", "off").
				Aria("describedby", key+"-hint "+key+"-error").Aria("invalid", c.errs[key] != "").
				OnInput(func(ctx app.Context, e app.Event) { c.typeSide(key, ctx.JSSrc().Get("value").String(), false) }).
				OnChange(func(ctx app.Context, e app.Event) { c.typeSide(key, ctx.JSSrc().Get("value").String(), true) }),
			app.P().ID(key+"-hint").Class("hint").Text(hint),
			app.P().ID(key+"-error").Class("error").Attr("role", "status").Aria("live", "polite").Text(c.errs[key]),
		)
	}
	return app.Div().Class("game-controls").Body(
		app.Div().Class("picks").Body(
			app.P().ID("partizan-picks-label").Class("picks-label").Text("The seed paper's games"),
			app.Ul().Class("pick-list", "stacked").Aria("labelledby", "partizan-picks-label").Body(
				app.Range(partizanPresets).Slice(func(i int) app.UI {
					p := partizanPresets[i]
					return app.Li().Body(
						app.Button().Type("button").Class("pick").ID("partizan-"+strconv.Itoa(i)).
							Aria("pressed", i == current).Title("Left " + p.left + ", Right " + p.right).
							OnClick(func(ctx app.Context, e app.Event) {
								c.switchTo("game=partizan&left=" + p.left + "&right=" + p.right)
							}).
							Text(p.label),
					)
				}),
			),
			app.P().ID("partizan-about").Class("hint", "about").Text(about),
		),
		side("left", "L", "Left's moves", "Amounts Left (Lillian) may take: 2,5,9 or ranges such as 1-3."),
		side("right", "R", "Right's moves", "Amounts Right (Rekha) may take."),
	)
}

// renderParity draws the controls of the parity game: the move set, with
// Game::Stones' sets 1 to maxTake one click away.
func (c *explorer) renderParity() app.UI {
	return app.Div().Class("game-controls").Body(
		app.P().Class("hint", "about", "game-about").Text(
			"Game::Stones (seed module): each move takes stones from an odd pile into the mover's hand; when the pile is empty, whoever holds an odd number wins."),
		field("moves", "Move set", "Amounts a move may take, such as 1-3: the module's \"take 1 to maxTake\" is 1-maxTake.",
			app.Input().ID("moves").Type("text").Class("mono").Value(c.text["moves"]).
				AutoComplete(false).Spellcheck(false).Attr("autocapitalize", "off").
				Aria("describedby", "moves-hint moves-error").Aria("invalid", c.errs["moves"] != "").
				OnInput(typing(c.typeMoves, false)).OnChange(typing(c.typeMoves, true)),
			c.errs["moves"]),
		app.Div().Class("picks").Body(
			app.P().ID("max-take-label").Class("picks-label").Text("Take 1 to maxTake"),
			app.Ul().Class("pick-list").Aria("labelledby", "max-take-label").Body(
				app.Range(maxTakes).Slice(func(i int) app.UI {
					set := "1-" + strconv.Itoa(maxTakes[i])
					return app.Li().Body(
						app.Button().Type("button").Class("pick").ID("max-take-"+strconv.Itoa(maxTakes[i])).
							Aria("pressed", c.cfg.Moves.String() == set).Aria("label", "maxTake "+strconv.Itoa(maxTakes[i])).
							OnClick(func(ctx app.Context, e app.Event) { c.typeMoves(set, true) }).
							Text("1–" + strconv.Itoa(maxTakes[i])),
					)
				}),
			),
		),
	)
}

// maxTakes are the quick picks of the parity game's move set.
var maxTakes = []int{2, 3, 4, 5, 6, 7}

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
				OnInput(typing(c.typeCode, false)).OnChange(typing(c.typeCode, true)),
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
var gameKeys = []string{"game", "moves", "left", "right", "code", "circular", "play", "norepeat", "last", "algo"}

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
	if !hasControl("heaps", cfg.Game) {
		// Several heaps are a sum of impartial games only.
		cfg.Heaps = nil
		delete(c.spelled, "heaps")
		delete(c.errs, "heaps")
		c.text["heaps"] = ""
	}
	for _, k := range gameKeys {
		delete(c.spelled, k)
		delete(c.errs, k)
	}
	for pair := range strings.SplitSeq(game, "&") {
		k, _, _ := strings.Cut(pair, "=")
		c.spelled[k] = true
	}
	switch cfg.Game {
	case solver.GameOctal:
		c.text["code"] = cfg.Code.String()
	case solver.GamePartizan:
		c.text["left"], c.text["right"] = cfg.Left.String(), cfg.Right.String()
	default:
		c.text["moves"] = cfg.Moves.String()
	}
	c.text["norepeat"], c.text["last"] = strconv.Itoa(cfg.NoRepeat), joinInts(cfg.Last, ",")
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
	if g == solver.GamePartizan {
		left, lerr := solver.ParseMoveSet("left", c.text["left"])
		right, rerr := solver.ParseMoveSet("right", c.text["right"])
		if lerr != nil || rerr != nil || !left.Finite() || !right.Finite() {
			left, _ = solver.ParseMoveSet("left", standIns["left"])
			right, _ = solver.ParseMoveSet("right", standIns["right"])
		}
		c.switchTo("game=partizan&left=" + url.QueryEscape(left.String()) + "&right=" + url.QueryEscape(right.String()))
		return
	}
	moves, err := solver.ParseMoveSet("moves", c.text["moves"])
	if err != nil || g == solver.GameParity && !moves.Finite() {
		moves = solver.DefaultConfig().Moves
	}
	c.switchTo("game=" + string(g) + "&moves=" + url.QueryEscape(moves.String()))
}

// fits checks a configuration as a whole, with the CLI's words: a value
// good on its own may clash with another key (a named set, or misère play,
// with the no-repeat rule).
func fits(cfg solver.Config) error {
	_, err := solver.ParseConfig(cfg.Query())
	return err
}

// withKey parses the configuration with key set to text: the CLI's own
// check of the value and of how it fits the other keys.
func (c *explorer) withKey(key, text string) (solver.Config, error) {
	v, err := url.ParseQuery(c.cfg.Query())
	if err != nil {
		return solver.Config{}, err
	}
	v.Set(key, strings.TrimSpace(text))
	return solver.ParseConfig(v.Encode())
}

func (c *explorer) setPlay(p solver.Play) {
	if p == c.cfg.Play {
		return
	}
	next := c.cfg
	next.Play = p
	if err := fits(next); err != nil {
		c.errs["play"] = err.Error()
		return
	}
	c.cfg.Play = p
	c.commit("play", p != solver.Normal)
}

// typeSide takes the text typed into Left's or Right's move set (key left
// or right) of a partizan game.
func (c *explorer) typeSide(key, text string, now bool) {
	c.typed(key, text, now, func(text string) (func() (bool, bool), error) {
		cfg, err := c.withKey(key, text)
		return func() (bool, bool) {
			changed := !cfg.Left.Equal(c.cfg.Left) || !cfg.Right.Equal(c.cfg.Right)
			c.cfg.Left, c.cfg.Right = cfg.Left, cfg.Right
			return changed, true
		}, err
	})
}

func (c *explorer) onNoRepeatInput(ctx app.Context, e app.Event) {
	c.numberTyped(ctx, false)
}

func (c *explorer) onNoRepeatChange(ctx app.Context, e app.Event) {
	c.numberTyped(ctx, true)
}

// numberTyped reads the number input of k. What the browser cannot read as
// a number it gives as "": then the message says so, and the text the
// person typed stays in the control.
func (c *explorer) numberTyped(ctx app.Context, now bool) {
	if ctx.JSSrc().Get("validity").Get("badInput").Bool() {
		c.reject("norepeat", c.text["norepeat"], &solver.InputError{Key: "norepeat", Problem: "is not a whole number"}, now)
		return
	}
	c.typeNoRepeat(ctx.JSSrc().Get("value").String(), now)
}

// typeNoRepeat takes the k of the no-repeat rule; an empty control is 0.
// The history keeps its most recent k moves: only those matter.
func (c *explorer) typeNoRepeat(text string, now bool) {
	c.typed("norepeat", text, now, func(text string) (func() (bool, bool), error) {
		text = strings.TrimSpace(text)
		if text == "" {
			text = "0"
		}
		v, err := url.ParseQuery(c.cfg.Query())
		if err != nil {
			return nil, err
		}
		v.Set("norepeat", text)
		if k, err := strconv.Atoi(text); err == nil && k < len(c.cfg.Last) {
			v.Set("last", joinInts(c.cfg.Last[len(c.cfg.Last)-k:], ","))
			if k == 0 {
				v.Del("last")
			}
		}
		cfg, err := solver.ParseConfig(v.Encode())
		return func() (bool, bool) {
			changed := cfg.NoRepeat != c.cfg.NoRepeat
			if !slices.Equal(cfg.Last, c.cfg.Last) {
				c.cfg.Last, c.text["last"] = cfg.Last, joinInts(cfg.Last, ",")
				c.spelled["last"] = cfg.Last != nil
				changed = true
			}
			c.cfg.NoRepeat = cfg.NoRepeat
			return changed, cfg.NoRepeat > 0
		}, err
	})
}

// typeLast takes the history of the question: the last moves, most recent
// last. An empty control asks at the start of the game.
func (c *explorer) typeLast(text string, now bool) {
	c.typed("last", text, now, func(text string) (func() (bool, bool), error) {
		var last []int
		var err error
		if strings.TrimSpace(text) != "" {
			var cfg solver.Config
			cfg, err = c.withKey("last", strings.ReplaceAll(text, " ", ""))
			last = cfg.Last
		}
		return func() (bool, bool) {
			changed := !slices.Equal(last, c.cfg.Last) || (last == nil) != (c.cfg.Last == nil)
			c.cfg.Last = last
			return changed, last != nil
		}, err
	})
}

func (c *explorer) onShowTable(ctx app.Context, e app.Event) {
	c.setView("strip", !ctx.JSSrc().Get("checked").Bool())
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

func (c *explorer) typeMoves(text string, now bool) {
	c.typed("moves", text, now, func(text string) (func() (bool, bool), error) {
		ms, err := solver.ParseMoveSet("moves", text)
		if err == nil {
			next := c.cfg
			next.Moves = ms
			err = fits(next)
		}
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
	if err == nil {
		next := c.cfg
		next.Moves = ms
		err = fits(next)
	}
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
	if err == nil {
		next := c.cfg
		next.Moves = ms
		err = fits(next)
	}
	if err != nil {
		c.errs["add"] = err.Error()
		return
	}
	delete(c.errs, "add")
	c.text["add"] = ""
	c.cfg.Moves, c.text["moves"] = ms, ms.String()
	c.edit("moves")
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
	c.setView("nim", ctx.JSSrc().Get("checked").Bool())
}
