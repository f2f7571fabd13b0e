// Package web holds the page's scripts that the site's generator writes
// into go-app's files rather than serving from this directory as they are
// (app/site/site.go). They are JavaScript files of their own, so that the
// formatter and node --check (make check) see them.
package web

import _ "embed"

// Start is the page's start, which the generator appends to go-app's
// app.js in place of go-app's loader (start.js says what it changes).
//
//go:embed start.js
var Start string

// Generated lists the files of this directory that are not copied into
// the site's /web: this package and the scripts it holds.
var Generated = []string{"web.go", "start.js"}
