// Package nexttask lets the page's program end the browser's task it runs
// in and go on in a new one (Wait), or do so once the task has run long
// enough (Slice), so that its start on the page's one thread is many
// short tasks rather than a few long ones.
//
// Nothing breaks a task but these calls, and the program makes them where
// it says so, never from a package's initialisation: the runtime's start
// and the packages' initialisation are the program's first task, as they
// are the whole start of an empty go-app page, whatever the packages are
// called and in whatever order Go initialises them. The page's start then
// waits in main (package main's startPageTask, before go-app starts), in
// its explorer's OnInit (before the link is read), and slices its drawing
// and its work (pauseAtStart, pauseMounting).
package nexttask
