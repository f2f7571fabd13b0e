// Package aftergoapp breaks the program's initialisation in a page
// (nexttask.InPage) once go-app is initialised, before the page's own
// package: Go initialises package main last.
package aftergoapp

import (
	_ "github.com/maxence-charriere/go-app/v9/pkg/app"

	"stones/app/nexttask"
)

func init() { nexttask.InPage() }
