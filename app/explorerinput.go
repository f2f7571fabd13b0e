package main

import (
	"net/url"
	"slices"
	"strconv"
	"time"

	"stones/solver"
	"stones/solver/game"
)

// The controls' side of the link: what each control holds as typed and
// the message beside it. A control keeps a bad text and its message while
// the configuration keeps the last good value of its key, so that the
// figure of the last good game stays (exploreredit.go takes the edits).

// edits are the controls' texts and messages, by key.
type edits struct {
	text   map[string]string // each control's text as typed, by key
	errs   map[string]string // the message beside each control, by key
	alerts []string          // the messages of keys that have no control
	solved map[string]bool   // the keys of errs that the last analysis set, cleared by the next
}

// invalidAfter is how long a control may hold bad text before its message
// shows: "1," on the way to "1,5" is not a mistake yet.
const invalidAfter = 600 * time.Millisecond

// fill sets the controls from a link: each key's text as given, and for
// the family's keys and len that the link leaves out, their values in cfg.
// The messages of the link before go.
func (e *edits) fill(cfg solver.Config, given url.Values) {
	e.text, e.errs, e.alerts, e.solved = map[string]string{}, map[string]string{}, nil, map[string]bool{}
	for k, v := range given {
		if len(v) > 0 {
			e.text[k] = v[0]
		}
	}
	for _, k := range cfg.Family.Keys {
		if _, ok := e.text[k.Name]; !ok {
			e.text[k.Name] = cfg.Value(k.Name)
		}
	}
	if _, ok := e.text["len"]; !ok {
		e.text["len"] = strconv.Itoa(cfg.Len)
	}
}

// note shows a problem beside the control of its key (beside), or at the
// top of the page.
func (e *edits) note(p *game.InputError, beside bool) {
	if beside {
		if e.errs[p.Key] == "" {
			e.errs[p.Key] = p.Error()
		}
		return
	}
	if !slices.Contains(e.alerts, p.Error()) {
		e.alerts = append(e.alerts, p.Error())
	}
}

// messages returns every message the page shows: those beside the
// controls, in the order of the keys, then those of keys without a control.
func (e *edits) messages() []string {
	var msgs []string
	seen := map[string]bool{}
	for _, k := range solver.Keys() {
		if m := e.errs[k]; m != "" {
			msgs = append(msgs, m)
			seen[k] = true
		}
	}
	var rest []string
	for k, m := range e.errs {
		if !seen[k] && m != "" {
			rest = append(rest, m)
		}
	}
	slices.Sort(rest)
	return append(append(msgs, rest...), e.alerts...)
}

// bad returns the keys whose controls show a message, in order.
func (e *edits) bad() []string {
	var keys []string
	for k, msg := range e.errs {
		if msg != "" {
			keys = append(keys, k)
		}
	}
	slices.Sort(keys)
	return keys
}

// place shows a problem beside the control of its key, or at the top of
// the page when no control names it.
func (c *explorer) place(e *game.InputError) {
	c.note(e, c.controls(e.Key))
}

// controls reports whether the page has a control for key: the editor's
// game chooser, questions and drawn family keys, and the play card's start
// and line. The views' keys and the page's own have none: a bad one is
// read as its default, and its message shows at the top of the page.
func (c *explorer) controls(key string) bool {
	switch partOf(key) {
	case playPart:
		return (key == "from" || key == "line") && (!c.cfg.Embed || c.cfg.HasPart(solver.PlayPart))
	case editorPart:
		switch key {
		case "game", "len", "n":
			return true
		case "heaps":
			return c.hasHeaps()
		}
		k, ok := c.cfg.Family.Key(key)
		return ok && drawn(k)
	}
	return false
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
