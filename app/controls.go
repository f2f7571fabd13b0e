package main

import (
	"strings"

	"github.com/maxence-charriere/go-app/v9/pkg/app"
)

// host is what the components ask of the page when a person edits: the
// explorer implements it. Each method ends in a redraw of the page.
type host interface {
	// typed takes the text of the control of key; now is set when the
	// person left the control, so that a bad text's message shows at once.
	typed(key, text string, now bool)
	// set takes a value chosen by a click, or shows why not beside the
	// control at, and reports whether it took it.
	set(key, text, at string) bool
	// choose plays the family of that name.
	choose(family string)
	// switchTo plays the game of a query, keeping the question asked.
	switchTo(query string)
	// setView adds a view to the page's key show, or takes it out.
	setView(word string, on bool)
	// focus moves the keyboard focus to the element with the id once the
	// page is redrawn.
	focus(id string)
	// setPage sets a page-only key (value "" takes it out of the link).
	setPage(key, value string)
	// setFold sets the strip's fold view and reports whether the strip
	// is to redraw itself (the page does not).
	setFold(on bool) bool
}

// The render helpers of the form controls: a labelled text field, a
// segmented group of radio buttons, a switch. Each has its hint and its
// message right below it, read out by screen readers as it changes.

// option is one choice of a segmented control.
type option struct{ value, label string }

// Every handler below that holds values of its render passes them as its
// scope too: go-app keeps an element's first handler when it redraws the
// element in place with a handler of the same code, unless the scope
// differs (a family's code box drawn where its move set was would
// otherwise still edit the move set).

// textInput is a text control for key that reports each change to h.
func textInput(h host, key, text, msg string) app.HTMLInput {
	return app.Input().ID(key).Type("text").Value(text).
		AutoComplete(false).Spellcheck(false).Attr("autocapitalize", "off").
		Aria("describedby", key+"-hint "+key+"-error").Aria("invalid", msg != "").
		OnInput(typing(h, key, false), key).OnChange(typing(h, key, true), key)
}

// typing returns the handler of a text control's events: while the person
// types (now false) and on leaving the control (now true).
func typing(h host, key string, now bool) app.EventHandler {
	return func(ctx app.Context, e app.Event) { h.typed(key, ctx.JSSrc().Get("value").String(), now) }
}

// field draws a labelled control with its hint and its message.
func field(id, label, hint string, input app.UI, msg string) app.UI {
	return app.Div().Class("field").Body(
		app.Label().For(id).Text(label),
		input,
		app.If(hint != "", app.P().ID(id+"-hint").Class("hint").Text(hint)),
		errorLine(id, msg),
	)
}

// errorLine is the message of a control: empty until there is a problem.
func errorLine(id, msg string) app.UI {
	return app.P().ID(id+"-error").Class("error").Attr("role", "status").Aria("live", "polite").Text(msg)
}

// segmented draws a group of radio buttons as one segmented control: arrow
// keys move between its choices, as in any radio group. A quiet legend is
// read out but not shown, where a heading already says it.
func segmented(name, legend string, quiet bool, options []option, current, hint, msg string, choose func(string)) app.UI {
	return app.FieldSet().ID(name+"-field").Class("segmented-field").Aria("describedby", strings.TrimSpace(name+"-error "+ifText(hint != "", name+"-hint"))).Body(
		app.Legend().Class(ifText(quiet, "visually-hidden")).Text(legend),
		app.Div().Class("segmented").Body(
			app.Range(options).Slice(func(i int) app.UI {
				o := options[i]
				return app.Label().Class("segment").For(name+"-"+o.value).Body(
					app.Input().Type("radio").Name(name).ID(name+"-"+o.value).Value(o.value).
						Checked(o.value == current).
						OnChange(func(ctx app.Context, e app.Event) { choose(o.value) }, name, o.value),
					app.Span().Text(o.label),
				)
			}),
		),
		app.If(hint != "", app.P().ID(name+"-hint").Class("hint").Text(hint)),
		errorLine(name, msg),
	)
}

// dropdown draws a labelled select of options with its hint and message;
// choose gets the value chosen.
func dropdown(id, label, hint string, options []option, current, msg string, choose func(string)) app.UI {
	return app.Div().Class("field").Body(
		app.Label().For(id).Text(label),
		app.Div().Class("select").Body(
			app.Select().ID(id).Aria("describedby", strings.TrimSpace(ifText(hint != "", id+"-hint ")+id+"-error")).
				OnChange(func(ctx app.Context, e app.Event) { choose(ctx.JSSrc().Get("value").String()) }, id).
				Body(
					app.Range(options).Slice(func(i int) app.UI {
						o := options[i]
						return app.Option().Value(o.value).Selected(o.value == current).Text(o.label)
					}),
				),
		),
		app.If(hint != "", app.P().ID(id+"-hint").Class("hint").Text(hint)),
		errorLine(id, msg),
	)
}

// mostSegments is how many choices a segmented control holds; more go in a
// dropdown.
const mostSegments = 3

// toggle draws a switch: a checkbox styled as a sliding track.
func toggle(id, label string, on bool, change func(on bool)) app.UI {
	return app.Label().Class("switch").For(id).Body(
		app.Input().ID(id).Type("checkbox").Checked(on).
			OnChange(func(ctx app.Context, e app.Event) { change(ctx.JSSrc().Get("checked").Bool()) }, id),
		app.Span().Class("switch-track").Aria("hidden", "true"),
		app.Span().Text(label),
	)
}

// either returns yes when ok, else no.
func either(ok bool, yes, no string) string {
	if ok {
		return yes
	}
	return no
}

// ifText returns s when ok, else "".
func ifText(ok bool, s string) string {
	if ok {
		return s
	}
	return ""
}
