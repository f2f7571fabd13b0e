package main

import (
	"maps"
	"net/url"
	"slices"
	"strings"

	"stones/solver"
)

// The page's link is its whole state: a solver.Config, read by the
// solver's parser (the one the command line uses, so both refuse the same
// text with the same words). Each key of the link belongs to one part of
// the page, which fills its controls from the key, writes it back when the
// person changes it, and shows the parser's message about it beside its
// control, or leaves it to the top of the page when it has none:
//
//   - the editor: game, the family's own keys (its description lists
//     them), and the questions len, n and heaps;
//   - the play card: the keys of a game in play (playKeys);
//   - the views: the figure's show, and view and the research views' keys;
//   - the page itself: embed, and any key Stones does not know.
//
// The explorer reads a link once and hands each part its keys (load), and
// writes the link back in place after every edit (writeURL).

// part names a part of the page that owns keys of the link.
type part int

const (
	editorPart part = iota // game, the family's keys, len, n, heaps
	playPart               // from, line, vs, first, coach
	viewPart               // show, view, base, digits, upto, size
	pagePart               // embed, and keys Stones does not know
)

// parts are the parts of the page, in the order the link spells their keys.
var parts = []part{editorPart, playPart, viewPart, pagePart}

// String names the part, for tests' messages.
func (p part) String() string {
	return [...]string{"editor", "play", "views", "page"}[p]
}

// partOf returns the part of the page that owns key. It knows no family:
// every key that is not the page's own is a game's or a question's.
func partOf(key string) part {
	switch {
	case slices.Contains(playKeys, key):
		return playPart
	case key == "embed" || key == "theme" || !slices.Contains(solver.Keys(), key):
		return pagePart
	case slices.Contains(solver.PageKeys, key):
		return viewPart
	}
	return editorPart
}

// link is the page's link: the configuration it holds, the keys it
// spells out (the others take their defaults, for a short link) and the
// text it was opened with.
type link struct {
	cfg      solver.Config   // the configuration: the last good value of every key edited
	problems solver.Errors   // cfg's own problems, as the parser gave them
	spelled  map[string]bool // the keys the URL spells out; the others take their defaults
	raw      string          // the query of the link opened, as the address spelled it
	links    int             // counts the links opened
}

// open reads a link's query, parsed once, and returns its keys as they
// were given, for the parts to fill their controls with.
func (l *link) open(query string) url.Values {
	l.raw = strings.TrimPrefix(query, "?")
	l.links++
	cfg, err := solver.ParseConfig(query)
	l.cfg, l.problems = cfg, problems(err)
	l.spelled = map[string]bool{}
	given, _ := url.ParseQuery(strings.ReplaceAll(l.raw, "+", "%2B"))
	for k := range given {
		l.spelled[k] = true
	}
	return given
}

// written is the link as the address bar spells it (shortQuery).
func (l *link) written() string { return shortQuery(l.cfg, l.spelled) }

// writtenBy is the part of the link that p owns, as written spells it.
func (l *link) writtenBy(p part) string {
	var kept []string
	for pair := range strings.SplitSeq(l.written(), "&") {
		if k, _, _ := strings.Cut(pair, "="); pair != "" && partOf(k) == p {
			kept = append(kept, pair)
		}
	}
	return strings.Join(kept, "&")
}

// spell spells key out in the link, or leaves it to its default.
func (l *link) spell(key string, on bool) {
	if l.spelled == nil {
		l.spelled = map[string]bool{}
	}
	if on {
		l.spelled[key] = true
	} else {
		delete(l.spelled, key)
	}
}

// withPage sets page-only keys to their values ("" takes a key out of the
// link), spelling the keys set out in the link.
func (l *link) withPage(set map[string]string) {
	page := maps.Clone(l.cfg.Page)
	if page == nil {
		page = map[string]string{}
	}
	for k, v := range set {
		if v == "" {
			delete(page, k)
		} else {
			page[k] = v
		}
		l.spell(k, v != "")
	}
	if len(page) == 0 {
		page = nil
	}
	l.cfg.Page = page
}

// embedQuery is the configuration as an embed of parts, as the address
// bar spells it: embed=1 for the figure alone, else the list of parts.
func (l *link) embedQuery(parts []string) string {
	embed := l.cfg
	embed.Embed, embed.Parts = true, nil
	if !slices.Equal(parts, []string{solver.FigurePart}) {
		embed.Parts = parts
	}
	return shortQuery(embed, l.spelled)
}

// embedParts are the parts an embed of the configuration may show.
func (l *link) embedParts() []string { return l.cfg.OfferedParts() }

// fullPage is the page without embed=1, for the embedded figure's link.
// For a link with problems (broken) it is that link as it was given,
// without its embed: the full page shows each problem beside its control.
func (l *link) fullPage(broken bool) string {
	q := ""
	if broken {
		q = withoutKey(l.raw, "embed")
	} else {
		cfg := l.cfg
		cfg.Embed = false
		q = shortQuery(cfg, l.spelled)
	}
	if q != "" {
		return "/?" + q
	}
	return "/"
}

// writeURL puts the configuration into the address bar in place: no reload,
// no new history entry.
func (c *explorer) writeURL() {
	u := *c.ui.Page().URL()
	u.RawQuery = c.written()
	c.ui.Page().ReplaceURL(&u)
}

// setPage sets the page-only key key to value, or takes it out of the
// link when value is "", and writes the URL.
func (c *explorer) setPage(key, value string) {
	c.withPage(map[string]string{key: value})
	c.writeURL()
	c.Update()
}

// fullPageURL is the embedded figure's link to the full page.
func (c *explorer) fullPageURL() string { return c.fullPage(len(c.messages()) > 0) }
