// Package nexttask lets the page's program end the browser's task it runs
// in and go on in a new one, so that its start on the page's one thread is
// several short tasks rather than a few long ones.
//
// Importing the package is itself such a break: its initialisation ends
// the task, in a page, between the standard library's packages and the
// page's own. Go initialises the packages whose imports are ready in the
// order of their import paths, and this one, needing syscall/js only, comes
// right after the standard library's that sort before "stones/": the
// runtime's start, unicode's tables and the crypto packages (net/http's,
// which go-app imports) run in one task, the rest of the initialisation in
// the next. Package stones/app/analysis, initialised right after the
// solver's packages, breaks it once more (InPage), before go-app's and the
// page's own.
package nexttask
