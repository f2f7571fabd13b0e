package main

import (
	"strconv"

	"github.com/maxence-charriere/go-app/v9/pkg/app"
)

// themeToggle switches the page between its light and dark themes. The
// theme itself belongs to web/theme.js, which sets it before the first paint
// (from the choice kept in localStorage, or the system's preference) and
// announces every change; the toggle shows it and asks for the other one.
// The choice is never in the URL, which describes the game.
type themeToggle struct {
	app.Compo

	dark bool   // the page shows the dark theme
	stop func() // stops following the theme's changes
}

// OnMount reads the theme and follows its changes (the system's preference
// can change while the page is open), each through ctx.Dispatch, which
// renders the toggle again.
func (t *themeToggle) OnMount(ctx app.Context) {
	follow := func() {
		ctx.Dispatch(func(app.Context) { t.dark = currentTheme() == "dark" })
	}
	follow()
	t.stop = onThemeChange(follow)
}

// OnDismount stops following the theme.
func (t *themeToggle) OnDismount() {
	if t.stop != nil {
		t.stop()
	}
}

// Render draws a toggle button: pressed while the dark theme shows. Its
// look follows <html data-theme> in the stylesheet, so the pre-rendered
// page shows the right state before the program runs.
func (t *themeToggle) Render() app.UI {
	pauseMounting(t)
	return app.Button().ID("theme-toggle").Class("button", "quiet", "theme-toggle").Type("button").
		Aria("pressed", strconv.FormatBool(t.dark)).Title("Switch between the light and the dark theme").
		OnClick(t.onClick).Body(
		app.Span().Class("theme-icon").Aria("hidden", "true"),
		app.Span().Class("theme-label").Text("Dark theme"),
	)
}

// onClick asks for the theme the page does not show.
func (t *themeToggle) onClick(ctx app.Context, e app.Event) {
	t.dark = currentTheme() != "dark"
	if t.dark {
		setTheme("dark")
	} else {
		setTheme("light")
	}
}
