//go:build !js

package main

// currentTheme is "light" outside the browser: the pre-rendered page's
// toggle takes its look from the stylesheet (see themeToggle).
func currentTheme() string { return "light" }

// setTheme does nothing outside the browser; see theme_js.go.
func setTheme(string) {}

// onThemeChange does nothing outside the browser; see theme_js.go.
func onThemeChange(func()) func() { return func() {} }
