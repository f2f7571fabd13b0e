// Package nexttask lets the page's program end the browser's task it runs
// in and go on in a new one (Wait), or do so once the task has run long
// enough (Slice), so that its start on the page's one thread is many
// short tasks rather than a few long ones.
//
// Importing the package is itself such a break: its initialisation ends
// the task, in a page, early in the standard library's packages. Go
// initialises, at each step, the first package by import path whose
// imports are initialised, and this one, needing syscall/js only, comes
// as soon as the ready packages that sort before "stones/" are done: the
// runtime's start and the first of the standard library's packages run
// in one task. Three more packages break the rest: aftercrypto (once the
// crypto packages that net/http needs are ready, before Stones' solver
// packages), stones/app/analysis (right after the solver's packages) and
// aftergoapp (after go-app, before the page's own package).
package nexttask
