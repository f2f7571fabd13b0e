package main

import (
	"strings"

	"github.com/maxence-charriere/go-app/v9/pkg/app"
)

// The render helpers of the messages of a link: the list at the top of the
// full page, and the notice of an embedded figure. The messages are the
// solver's (and for the key show, the page's), one a key; these only lay
// them out, so that a hostile link's hundreds of them stay readable.

// How many messages a list shows: a hostile link can hold hundreds of bad
// keys, and the first few say what is wrong. An embedded figure's frame is
// small.
const (
	mostMessages      = 6
	mostEmbedMessages = 3
)

// messageLines draws messages one a line, those that differ only by their
// key as one (see grouped), at most most lines, and then how many more
// there are. With keyed set, the key a message begins with is set apart,
// so that the eye finds it; the text reads as the solver wrote it.
func messageLines(msgs []string, most int, keyed bool) []app.UI {
	msgs = grouped(msgs)
	var lines []app.UI
	for _, m := range msgs[:min(len(msgs), most)] {
		key, rest, ok := strings.Cut(m, ": ")
		if !ok || !keyed || key == "" {
			lines = append(lines, app.P().Class("message").Text(m))
			continue
		}
		lines = append(lines, app.P().Class("message").Body(app.Code().Class("key").Text(key), app.Text(": "+rest)))
	}
	if more := len(msgs) - most; more > 0 {
		lines = append(lines, app.P().Class("message", "more").Text("…and "+itoa(more)+" more."))
	}
	return lines
}

// grouped joins the messages whose problem is the same but for the key,
// such as those of a link's many unknown keys: "k0, k1, k2 and 497 more:
// unknown key; …". The first message of a group keeps its place.
func grouped(msgs []string) []string {
	var order []string
	keys := map[string][]string{}
	for _, m := range msgs {
		key, problem, ok := strings.Cut(m, ": ")
		if !ok {
			order = append(order, m) // no key: a group of its own
			continue
		}
		if _, seen := keys[problem]; !seen {
			order = append(order, problem)
		}
		keys[problem] = append(keys[problem], key)
	}
	out := make([]string, len(order))
	for i, problem := range order {
		ks := keys[problem]
		if len(ks) > 1 {
			for j, k := range ks {
				if k == "" {
					ks[j] = `""` // an empty key, in a list of keys
				}
			}
		}
		switch {
		case len(ks) == 0:
			out[i] = problem
		case len(ks) > 4:
			out[i] = strings.Join(ks[:3], ", ") + " and " + itoa(len(ks)-3) + " more: " + problem
		default:
			out[i] = keyList(ks) + ": " + problem
		}
	}
	return out
}

// keyList names keys in a sentence: "moves", "moves and len",
// "code, len and n".
func keyList(ks []string) string {
	n := len(ks)
	if n < 2 {
		return strings.Join(ks, "")
	}
	return strings.Join(ks[:n-1], ", ") + " and " + ks[n-1]
}
