package main

import (
	"time"

	"github.com/maxence-charriere/go-app/v9/pkg/app"
)

// share offers the page's address, copied to the clipboard (in an iframe
// the address bar does not change, so the link is one click away), and the
// embed builder, which writes the code of an iframe of the figure. Where
// the clipboard refuses, the text shows in a field to copy by hand.
type share struct {
	app.Compo

	Page  embedder // gives the configuration with embed=1 when the button is pressed
	Title string   // the iframe's title

	copied   string // "link" or "embed" while its button confirms, "failed" when the clipboard refused
	fallback string // the text to copy by hand when the clipboard refused
	building bool   // the embed builder is open
}

// Render draws the buttons and the confirmation.
func (s *share) Render() app.UI {
	pauseMounting(s)
	status := ""
	switch s.copied {
	case "link":
		status = "Copied the link"
	case "embed":
		status = "Copied the embed code"
	}
	return app.Div().Class("share").Body(
		app.Button().ID("copy-link").Class("button").Type("button").OnClick(s.onCopyLink).Text("Copy link"),
		app.Button().ID("copy-embed").Class("button", "quiet").Type("button").Aria("haspopup", "dialog").OnClick(s.onEmbed).Text("Embed…"),
		app.Span().ID("copied").Class("copied").Attr("role", "status").Aria("live", "polite").Text(status),
		app.If(s.building, &embedBuilder{Share: s}),
		app.If(s.copied == "failed" && !s.building,
			app.Input().ID("copy-fallback").Class("copy-fallback").ReadOnly(true).Aria("label", "Copy this by hand").Value(s.fallback),
		),
	)
}

// embedder is the page, as the share buttons ask of it: the address of
// its figure alone, as it is when the button is pressed (a view may change
// the address without drawing the page again).
type embedder interface {
	embedQuery(parts []string) string // the page's configuration as an embed of parts
	embedParts() []string             // the parts the game has
}

func (s *share) onCopyLink(ctx app.Context, e app.Event) {
	s.copy(ctx, "link", app.Window().Get("location").Get("href").String())
}

// onEmbed opens the embed builder.
func (s *share) onEmbed(ctx app.Context, e app.Event) {
	s.building = true
}

// copy writes text to the clipboard and confirms it for two seconds.
func (s *share) copy(ctx app.Context, what, text string) {
	s.fallback = text
	clip := app.Window().Get("navigator").Get("clipboard")
	if !clip.Truthy() {
		s.copied = "failed"
		return
	}
	var done, failed app.Func
	settle := func(state string) {
		ctx.Dispatch(func(ctx app.Context) {
			done.Release()
			failed.Release()
			s.copied = state
			if state != "failed" {
				ctx.After(2*time.Second, func(app.Context) {
					if s.copied == state {
						s.copied = ""
					}
				})
			}
		})
	}
	done = app.FuncOf(func(app.Value, []app.Value) any { settle(what); return nil })
	failed = app.FuncOf(func(app.Value, []app.Value) any { settle("failed"); return nil })
	clip.Call("writeText", text).Call("then", done, failed)
}
