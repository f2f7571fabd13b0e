package main

import "github.com/maxence-charriere/go-app/v9/pkg/app"

// currentTheme is the theme web/theme.js resolved: "light" or "dark".
func currentTheme() string {
	return app.Window().Get("document").Get("documentElement").Get("dataset").Get("theme").String()
}

// setTheme chooses a theme and keeps the choice (web/theme.js).
func setTheme(theme string) {
	if f := app.Window().Get("stonesSetTheme"); f.Truthy() {
		app.Window().Call("stonesSetTheme", theme)
	}
}

// onThemeChange calls f whenever the theme changes, and returns the
// function that stops it.
func onThemeChange(f func()) func() {
	w := app.Window()
	listener := app.FuncOf(func(app.Value, []app.Value) any { f(); return nil })
	w.Call("addEventListener", "stones-theme", listener)
	return func() {
		w.Call("removeEventListener", "stones-theme", listener)
		listener.Release()
	}
}
