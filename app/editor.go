package main

import (
	"slices"
	"strconv"
	"strings"

	"github.com/maxence-charriere/go-app/v9/pkg/app"

	"stones/solver"
	"stones/solver/game"
	"stones/solver/numerals"
)

// editor is the card that shapes the game: the chooser of the families, the
// family's rules and presets, one control for each key the family
// describes (drawn by its kind), the heap sizes shown and the views. It
// draws the descriptors and knows no family by name; every edit goes to
// Host.
type editor struct {
	app.Compo

	Cfg              solver.Config
	Text             map[string]string // each control's text, by key
	Errs             map[string]string // the message beside each control, by key
	Nim, ShowNim     bool              // the result has nim-values; they show
	Table, ShowTable bool              // the result has a state table; it shows
	Link             int               // counts the links opened: a new one empties the add boxes
	Host             host

	link   int               // the Link the add boxes were typed for
	adding map[string]string // the text of each move set's add box
	memo   string            // the configuration that named and current were derived for
	named  map[string][]string
	cur    int
	chosen int // the vertex chosen in the graph editor, plus 1; 0 for none
}

// Render draws the card.
func (e *editor) Render() app.UI {
	pauseMounting(e)
	if e.Link != e.link {
		e.link, e.adding = e.Link, nil
	}
	e.derive()
	pauseMounting(e)
	f := e.Cfg.Family
	sizes, many := unitWords(solver.GameUnit(e.Cfg.Game))
	var keys []app.UI
	for _, k := range f.Keys {
		if drawn(k) {
			keys = append(keys, piece(e.control(k)))
			pauseMounting(e)
		}
	}
	return app.Section().Class("card", "controls").Aria("label", "Game").Body(
		app.H2().Text("The game"),
		piece(segmented("game", "Game", true, familyOptions(), f.Game, "", e.Errs["game"], e.Host.choose)),
		app.Div().Class("family").Body(
			app.P().ID("rules").Class("rules").DataSet("game", f.Game).Text(f.Rules),
			app.If(app.IsServer, otherRules(f)),
			app.If(f.Source != "", app.P().ID("family-source").Class("source").Text(f.Source)),
		),
		app.If(len(f.Presets) > 0, piece(e.presets())),
		app.Div().Class("game-controls").Body(keys...),
		field("len", sizes+" shown", sentenceCase(many)+" 0 to len − 1; this page draws at most "+numerals.Grouped(solver.PageLimits.MaxLen)+".",
			textInput(e.Host, "len", e.Text["len"], e.Errs["len"]).Class("mono", "short").Attr("inputmode", "numeric"),
			e.Errs["len"]),
		app.If(e.Nim, toggle("show-nim", "Show nim-values", e.ShowNim, func(on bool) { e.Host.setView("nim", on) })),
		app.If(e.Table, toggle("show-table", "Show the state table", e.ShowTable, func(on bool) { e.Host.setView("strip", !on) })),
	)
}

// derive works out, once for each game, which named sets each move set
// accepts and which preset plays the game: the solver's parser decides.
// The questions (n, heaps) and the page's keys have no say, so an edit of n
// parses nothing again.
func (e *editor) derive() {
	g := e.Cfg.Unasked()
	q := g.Query()
	if q == e.memo && e.named != nil {
		return
	}
	e.memo, e.named, e.cur = q, map[string][]string{}, preset(g)
	_, before := reparse(g, nil)
	for _, k := range g.Family.Keys {
		if k.Kind != game.MoveSetKey {
			continue
		}
		for _, set := range k.Named {
			if _, errs := reparse(g, map[string]string{k.Name: set.Name}); len(fresh(before, errs, k.Name)) == 0 {
				e.named[k.Name] = append(e.named[k.Name], set.Name)
			}
		}
	}
}

// familyOptions are the chooser's choices: every family of the registry.
// otherRules are, in the pre-rendered page, the rules of the families
// other than f, hidden: for a link to one of them the head script
// (web/theme.js) shows its rules in place of f's before the program runs,
// so that the text the program then draws is already on the screen (it
// is the largest text of the page's first screen on a wide one).
func otherRules(f *game.Family) app.UI {
	var ps []app.UI
	for _, o := range solver.Families() {
		if o != f {
			ps = append(ps, app.P().Class("rules").DataSet("game", o.Game).Hidden(true).Text(o.Rules))
		}
	}
	return app.Range(ps).Slice(func(i int) app.UI { return ps[i] })
}

func familyOptions() []option {
	var opts []option
	for _, f := range solver.Families() {
		opts = append(opts, option{f.Game, f.Title})
	}
	return opts
}

// presets draws the family's games of the literature, one click away, and
// says what the chosen one is and where it comes from: a few as buttons,
// more in a dropdown.
func (e *editor) presets() app.UI {
	ps := e.Cfg.Family.Presets
	about, source := "Your own game: no preset plays it.", ""
	if e.cur >= 0 {
		about, source = sentence(ps[e.cur].About), ps[e.cur].Source
	}
	var chooser app.UI
	if len(ps) > mostSegments {
		opts := []option{{"", "Your own game"}}
		for i, p := range ps {
			opts = append(opts, option{strconv.Itoa(i), p.Name})
		}
		chooser = dropdown("preset", "Games of the literature", "", opts, ifText(e.cur >= 0, strconv.Itoa(e.cur)), "", func(v string) {
			if i, err := strconv.Atoi(v); err == nil && i >= 0 && i < len(ps) {
				e.Host.switchTo(ps[i].Config)
			}
		})
	} else {
		chooser = app.Div().Body(
			app.P().ID("presets-label").Class("picks-label").Text("Games of the literature"),
			app.Ul().Class("pick-list", "stacked").Aria("labelledby", "presets-label").Body(
				app.Range(ps).Slice(func(i int) app.UI {
					p := ps[i]
					return app.Li().Body(
						app.Button().Type("button").Class("pick").ID("preset-"+strconv.Itoa(i)).
							Aria("pressed", i == e.cur).Aria("describedby", "preset-about").Title(p.About).
							OnClick(func(ctx app.Context, ev app.Event) { e.Host.switchTo(p.Config) }, p.Config).
							Text(p.Name),
					)
				}),
			),
		)
	}
	return app.Div().Class("picks", "presets").Body(
		chooser,
		app.Div().ID("preset-about").Class("about").Body(
			app.P().Class("hint").Text(about),
			app.If(source != "", app.P().ID("preset-source").Class("source").Text(source)),
		),
	)
}

// control draws the control of a family key by its kind.
func (e *editor) control(k game.Key) app.UI {
	text, msg, help := e.Text[k.Name], e.Errs[k.Name], sentence(k.Help)
	switch k.Kind {
	case game.MoveSetKey:
		return e.moveSet(k)
	case game.FlagKey:
		return app.Div().Class("switch-field").Aria("describedby", k.Name+"-hint").Body(
			toggle(k.Name, k.Label, e.Cfg.Value(k.Name) == "1", func(on bool) {
				e.Host.set(k.Name, ifText(on, "1"), k.Name)
			}),
			app.P().ID(k.Name+"-hint").Class("hint").Text(help),
			errorLine(k.Name, msg),
		)
	case game.ChoiceKey:
		opts := make([]option, len(k.Choices))
		for i, c := range k.Choices {
			opts[i] = option{c.Value, c.Label}
		}
		choose := func(v string) { e.Host.set(k.Name, v, k.Name) }
		if len(opts) > mostSegments {
			return dropdown(k.Name, k.Label, help, opts, e.Cfg.Value(k.Name), msg, choose)
		}
		return segmented(k.Name, k.Label, false, opts, e.Cfg.Value(k.Name), help, msg, choose)
	case game.CountKey:
		return field(k.Name, k.Label, help,
			textInput(e.Host, k.Name, text, msg).Class("mono", "tiny").Attr("inputmode", "numeric").Placeholder(k.Default),
			msg)
	case game.CellsKey:
		return e.cellsEditor(k)
	case game.GraphKey:
		return e.graphEditor(k)
	case game.ListKey:
		// A list states a position of play (the last moves): it means
		// something once the game has states, or when the link gives one.
		if !e.Table && text == "" && msg == "" {
			return app.Text("")
		}
		return field(k.Name, k.Label, help,
			textInput(e.Host, k.Name, text, msg).Class("mono").Attr("inputmode", "numeric").Placeholder("none"),
			msg)
	}
	return field(k.Name, k.Label, help, textInput(e.Host, k.Name, text, msg).Class("mono"), msg)
}

// moveSet draws a move set: its text, the chips of its amounts (each one
// removable, and a box to add one) or the named set it is, and the named
// sets the game accepts, one click away. While the text has a message the
// chips are left out: they would show another move set than the text.
func (e *editor) moveSet(k game.Key) app.UI {
	value := e.Cfg.Value(k.Name)
	named, isNamed := namedSetOf(k, value)
	isNamed = isNamed && e.Errs[k.Name] == ""
	var items []string
	if e.Cfg.Game != nil && !isNamed && value != "" && e.Errs[k.Name] == "" {
		items = strings.Split(value, ",")
	}
	picks := e.named[k.Name]
	add := "add-" + k.Name
	return app.Div().Class("moveset").Body(
		field(k.Name, k.Label, sentence(k.Help), textInput(e.Host, k.Name, e.Text[k.Name], e.Errs[k.Name]).Class("mono"), e.Errs[k.Name]),
		app.If(isNamed,
			app.P().ID(k.Name+"-named").Class("named-set").Body(
				app.Strong().Text(named.Label),
				app.Span().Class(ifText(!named.Rule, "mono")).Text(named.Members),
			),
		).ElseIf(len(items) > 0,
			app.Ul().Class("chips").Aria("label", k.Label).Body(
				app.Range(items).Slice(func(i int) app.UI {
					shown := strings.ReplaceAll(items[i], "-", "–")
					return app.Li().Class("chip").Body(
						app.Span().Class("mono").Text(shown),
						app.Button().Type("button").Class("chip-remove").ID(removeID(k.Name, i)).
							Aria("label", "Remove "+shown).Title("Remove "+shown).
							Disabled(len(items) == 1).
							DataSet("key", k.Name).DataSet("index", i).
							OnClick(e.onRemove).
							Text("×"),
					)
				}),
				app.Li().Class("chip-add").Body(
					app.Form().Class("add").OnSubmit(func(ctx app.Context, ev app.Event) { e.onAdd(ev, k.Name, value) }, k.Name, value).Body(
						app.Input().ID(add).Type("text").Class("mono").Attr("inputmode", "numeric").
							Placeholder("add").Aria("label", "Add to "+strings.ToLower(k.Label)).Aria("describedby", add+"-error").
							AutoComplete(false).Value(e.adding[k.Name]).
							OnInput(func(ctx app.Context, ev app.Event) { e.onAddInput(ctx, k.Name) }, k.Name),
						app.Button().Type("submit").Class("button", "small").Text("Add"),
					),
				),
			),
			errorLine(add, e.Errs[add]),
		),
		app.If(len(picks) > 0,
			app.Div().Class("picks").Body(
				app.P().ID(k.Name+"-picks-label").Class("picks-label").Text("Named sets"),
				app.Ul().Class("pick-list").Aria("labelledby", k.Name+"-picks-label").Body(
					app.Range(picks).Slice(func(i int) app.UI {
						s, _ := namedSetOf(k, picks[i])
						return app.Li().Body(
							app.Button().Type("button").Class("pick").ID(k.Name+"-"+s.Name).
								Aria("pressed", value == s.Name).Title(s.Members).
								OnClick(func(ctx app.Context, ev app.Event) { e.Host.set(k.Name, s.Name, k.Name) }, k.Name, s.Name).
								Text(s.Label),
						)
					}),
				),
			),
		),
	)
}

// onRemove removes the chip whose button was clicked. It reads the key and
// the chip's place from the button and the move set from the editor as
// they are now: go-app keeps a list's first event handlers when it
// redraws the list in place, so a handler must not hold the list it was
// drawn with (after one removal, it would remove another amount).
func (e *editor) onRemove(ctx app.Context, ev app.Event) {
	src := ctx.JSSrc()
	key := src.Get("dataset").Get("key").String()
	i, err := strconv.Atoi(src.Get("dataset").Get("index").String())
	items := strings.Split(e.Cfg.Value(key), ",")
	if err != nil || i < 0 || i >= len(items) || len(items) < 2 {
		return
	}
	if e.Host.set(key, strings.Join(slices.Delete(items, i, i+1), ","), key) {
		e.Host.focus(afterRemoval(key, i, len(items)-1))
	}
}

// removeID is the id of the button that removes the i-th chip of key.
func removeID(key string, i int) string { return key + "-remove-" + strconv.Itoa(i) }

// afterRemoval is the control that takes the focus once the i-th of a move
// set's chips is removed and left chips remain: the next chip's remove
// button (or the last one's), or the add box when the one chip left cannot
// be removed. The focus never falls back to the top of the page.
func afterRemoval(key string, i, left int) string {
	if left <= 1 {
		return "add-" + key
	}
	return removeID(key, min(i, left-1))
}

// onAddInput keeps the text of a move set's add box.
func (e *editor) onAddInput(ctx app.Context, key string) {
	if e.adding == nil {
		e.adding = map[string]string{}
	}
	e.adding[key] = ctx.JSSrc().Get("value").String()
}

// onAdd adds the amounts of the add box to the move set key, whose value is
// value; the box empties once they are in.
func (e *editor) onAdd(ev app.Event, key, value string) {
	ev.PreventDefault()
	add := strings.TrimSpace(e.adding[key])
	if add == "" {
		return
	}
	if e.Host.set(key, value+","+add, "add-"+key) {
		e.adding[key] = ""
	}
}

// namedSetOf returns the named move set of key k that name names, with its
// label, or false when it names none.
func namedSetOf(k game.Key, name string) (game.NamedSet, bool) {
	i := slices.IndexFunc(k.Named, func(s game.NamedSet) bool { return s.Name == name })
	if i < 0 {
		return game.NamedSet{}, false
	}
	return k.Named[i], true
}
