package main

import (
	"errors"
	"net/url"
	"slices"
	"strings"
	"sync"

	"stones/solver"
	"stones/solver/game"
)

// The keys of the link's configuration, as the page edits them (the link,
// the page's whole state, is explorerlink.go's). These plain functions say
// which keys have a control, how a control's text changes the
// configuration, and which keys a short link spells out. They read the
// families' descriptors and know no family by name.

// questionKeys are the keys that ask about a game without defining it: a bad
// one still leaves the game's figure to draw.
var questionKeys = []string{"len", "n", "heaps"}

// drawn reports whether the editor draws a control for a family key: every
// key but a choice with a single value, where there is nothing to choose
// (its help still reaches the person through the rules and messages).
func drawn(k game.Key) bool {
	return k.Kind != game.ChoiceKey || len(k.Choices) > 1
}

// impartial reports whether g is an impartial game, whose heaps add up into
// sums (the key heaps).
func impartial(g game.Game) bool {
	_, ok := g.(game.Impartial)
	return ok
}

// clears reports whether an empty control removes its key: a question not
// asked, a count or a list at its default. Any other control reports its
// emptiness as the parser words it (a move set cannot be empty).
func clears(f *game.Family, key string) bool {
	if key == "n" || key == "heaps" {
		return true
	}
	k, ok := f.Key(key)
	return ok && (k.Kind == game.ListKey || k.Kind == game.CountKey || k.Kind == game.FlagKey)
}

// spells reports whether a link spells key=text out after a person set it:
// a text always (the person typed it), a choice, flag or count only when it
// is not the default, so that a shared link stays short.
func spells(f *game.Family, key, text string) bool {
	if text == "" {
		return false
	}
	k, ok := f.Key(key)
	if !ok || k.Kind == game.MoveSetKey || k.Kind == game.TextKey || k.Kind == game.ListKey {
		return true
	}
	return text != k.Default
}

// problems returns the problems an error of the parser or the solver holds.
func problems(err error) solver.Errors {
	var list solver.Errors
	var one *game.InputError
	switch {
	case err == nil:
		return nil
	case errors.As(err, &list):
		return list
	case errors.As(err, &one):
		return solver.Errors{one}
	}
	return solver.Errors{{Key: "query", Problem: err.Error()}}
}

// values reads a configuration's query into its keys.
func values(cfg solver.Config) url.Values {
	v, _ := url.ParseQuery(cfg.Query())
	return v
}

// encode writes keys as a query that ParseConfig reads back as they are:
// it takes '+' for a plus sign, so a space is written %20.
func encode(v url.Values) string {
	return strings.ReplaceAll(v.Encode(), "+", "%20")
}

// reparse returns the configuration with the keys of set given those texts
// ("" removes a key), parsed anew, and its problems.
func reparse(cfg solver.Config, set map[string]string) (solver.Config, solver.Errors) {
	v := values(cfg)
	for k, text := range set {
		if text == "" {
			v.Del(k)
		} else {
			v.Set(k, text)
		}
	}
	next, err := solver.ParseConfig(encode(v))
	return next, problems(err)
}

// withText returns the configuration with key set to a control's text, and
// the problems it has now. An empty control removes the key where clears
// says so, and is given as empty (for the parser to refuse) elsewhere.
func withText(cfg solver.Config, key, text string) (solver.Config, solver.Errors) {
	text = strings.TrimSpace(text)
	if text == "" && !clears(cfg.Family, key) {
		v := values(cfg)
		v.Set(key, "")
		next, err := solver.ParseConfig(encode(v))
		return next, problems(err)
	}
	return reparse(cfg, map[string]string{key: text})
}

// fresh returns the problems of now that before did not have: those an edit
// made. A problem of the key edited comes first.
func fresh(before, now solver.Errors, key string) solver.Errors {
	seen := map[string]bool{}
	for _, e := range before {
		seen[e.Error()] = true
	}
	var out solver.Errors
	for _, e := range now {
		if seen[e.Error()] {
			continue
		}
		if e.Key == key {
			out = append(solver.Errors{e}, out...)
		} else {
			out = append(out, e)
		}
	}
	return out
}

// unstated drops the list keys that an edit of another key left meaningless:
// a list states a position of play (the last moves), and a game that changed
// under it no longer has that position. It returns the configuration, its
// problems and the keys dropped.
func unstated(cfg solver.Config, errs solver.Errors, edited string) (solver.Config, solver.Errors, []string) {
	drop := map[string]string{}
	var dropped []string
	for _, e := range errs {
		if k, ok := cfg.Family.Key(e.Key); ok && k.Kind == game.ListKey && e.Key != edited {
			drop[e.Key] = ""
			dropped = append(dropped, e.Key)
		}
	}
	if len(drop) == 0 {
		return cfg, errs, nil
	}
	next, nextErrs := reparse(cfg, drop)
	return next, nextErrs, dropped
}

// switchQuery returns the query of a switch to family f: the move sets and
// texts last typed where f takes them and they suit it; a required key that
// is missing or bad takes the value of the first preset that has one.
func switchQuery(f *game.Family, text map[string]string) string {
	v := url.Values{"game": {f.Game}}
	parse := func() (solver.Config, solver.Errors) {
		cfg, err := solver.ParseConfig(encode(v))
		return cfg, problems(err)
	}
	for _, k := range f.Keys {
		t := strings.TrimSpace(text[k.Name])
		if t == "" || k.Kind != game.MoveSetKey && k.Kind != game.TextKey {
			continue
		}
		v.Set(k.Name, t)
		if _, errs := parse(); errs.For(k.Name) != nil {
			v.Del(k.Name)
		}
	}
	if cfg, errs := parse(); cfg.Game == nil {
		for _, k := range f.Keys {
			if !k.Required || v.Has(k.Name) && errs.For(k.Name) == nil {
				continue
			}
			for _, p := range f.Presets {
				if pc, err := solver.ParseConfig(p.Config); err == nil && pc.Value(k.Name) != "" {
					v.Set(k.Name, pc.Value(k.Name))
					break
				}
			}
		}
	}
	return encode(v)
}

// preset returns the index of the family's preset that plays the
// configuration's game, or -1.
func preset(cfg solver.Config) int {
	if cfg.Game == nil {
		return -1
	}
	keys := cfg.Game.Keys()
	for i, p := range presetGames(cfg.Family) {
		if p.ok && slices.Equal(p.keys, keys) {
			return i
		}
	}
	return -1
}

// presetGame is a preset's game, by its keys; ok is false for a preset
// that does not name a game of its family.
type presetGame struct {
	keys []game.KeyValue
	ok   bool
}

// presetsParsed holds each family's presetGames, once parsed. Parsing a
// preset builds its game (an octal game's tables of moves), and the page
// asks which preset its game is at every drawing of the title and the
// controls: parsed each time, the presets of octal games took about a
// fifth of the page's start (V8's profiler, on a permalink of octal 0.6).
var presetsParsed sync.Map // *game.Family → []presetGame

// presetGames returns the games of the family's presets, in their order.
func presetGames(f *game.Family) []presetGame {
	if v, ok := presetsParsed.Load(f); ok {
		return v.([]presetGame)
	}
	games := make([]presetGame, len(f.Presets))
	for i, p := range f.Presets {
		if pc, err := solver.ParseConfig(p.Config); err == nil && pc.Family == f && pc.Game != nil {
			games[i] = presetGame{keys: pc.Game.Keys(), ok: true}
		}
	}
	presetsParsed.Store(f, games)
	return games
}

// shortQuery writes a configuration for the address bar: its normal form,
// but only the keys in spelled (and embed), so that a link stays short.
// Every other key has its default, so the link parses back to the same
// configuration.
func shortQuery(cfg solver.Config, spelled map[string]bool) string {
	var kept []string
	for pair := range strings.SplitSeq(cfg.Query(), "&") {
		if k, _, _ := strings.Cut(pair, "="); spelled[k] || k == "embed" {
			kept = append(kept, pair)
		}
	}
	return strings.Join(kept, "&")
}

// sameQuestion reports whether two configurations ask the same of the same
// game: the page's views and the heap sizes listed aside (the answers at n
// and for the heaps do not depend on len).
func sameQuestion(a, b solver.Config) bool {
	a.Page, b.Page, a.Embed, b.Embed, a.Len, b.Len = nil, nil, false, false, 0, 0
	return a.Query() == b.Query()
}

// withoutKey returns a query as it was written without the pairs of key:
// the other pairs keep their spelling, bad ones included.
func withoutKey(raw, key string) string {
	var kept []string
	for pair := range strings.SplitSeq(raw, "&") {
		k, _, _ := strings.Cut(pair, "=")
		if name, err := url.QueryUnescape(k); pair != "" && (err != nil || name != key) {
			kept = append(kept, pair)
		}
	}
	return strings.Join(kept, "&")
}

// The page's own key show lists its views: "nim" puts the nim-values on the
// cells; "strip" leaves out the state table, which a game with one shows by
// default.

// showing reports whether the key show of cfg lists word.
func showing(cfg solver.Config, word string) bool {
	return slices.Contains(strings.Split(cfg.Page["show"], ","), word)
}

// withView returns the page keys of cfg with word added to the key show or
// taken out of it.
func withView(cfg solver.Config, word string, on bool) map[string]string {
	page := map[string]string{}
	for k, v := range cfg.Page {
		page[k] = v
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
	}
	if len(page) == 0 {
		return nil
	}
	return page
}
