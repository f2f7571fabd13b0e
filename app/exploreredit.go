package main

import (
	"net/url"
	"slices"
	"strings"

	"github.com/maxence-charriere/go-app/v9/pkg/app"

	"stones/app/analysis"
	"stones/solver"
	"stones/solver/game"
)

// The editor's edits of the link (the page's host, controls.go): a text
// typed, a value picked, a family chosen, a view switched. Each parses the
// link anew with the key changed, shows the parser's message beside the
// control when the text is bad, and otherwise writes the link back and
// analyses the game.

// commit takes the configuration next, set by an edit of key: it clears the
// control's message, writes the URL (spelling key out or leaving it to its
// default), starts the analysis and redraws the page.
func (c *explorer) commit(key string, next solver.Config, errs solver.Errors, spell bool) {
	if solver.Defines(next.Family, key) && playRules(next).playing() {
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
func (c *explorer) try(key, text string) (solver.Config, solver.Errors, *game.InputError) {
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
