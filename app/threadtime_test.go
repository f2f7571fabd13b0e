//go:build !js

package main

import (
	"cmp"
	"slices"
	"strings"
)

// The page's thread time, read from Chromium's trace (see trace in
// start_test.go). A task's duration on the clock counts the time its
// thread waited for a core, which on a machine busy with other work can
// be most of it; its thread time (tdur) is the CPU time the page itself
// spent. Tests that bound the page's work measure it so.

// markOf returns the user-timing mark named name (performance.mark), the
// last if the trace holds several, or nil.
func markOf(events []traceEvent, name string) *traceEvent {
	var m *traceEvent
	for i, e := range events {
		if e.Name == name && strings.Contains(e.Cat, "user_timing") {
			m = &events[i]
		}
	}
	return m
}

// threadTasks returns the tasks of the thread that made mark, in the
// order they began: for a mark made by the page's script, the tasks of
// the page's main thread. A task is a "RunTask" of the timeline's
// category, as DevTools and Lighthouse count tasks: it holds the
// scheduler's ThreadControllerImpl::RunTask and the microtasks run after
// it (BlinkScheduler_PerformMicrotaskCheckpoint), and the page's program
// starts in a microtask (go-app's script awaits the compiled program),
// so that task alone, seen by ThreadControllerImpl::RunTask, was a
// fraction of its length or missing.
func threadTasks(events []traceEvent, mark *traceEvent) []traceEvent {
	var tasks []traceEvent
	for _, e := range events {
		if e.Ph == "X" && e.Pid == mark.Pid && e.Tid == mark.Tid && e.Name == "RunTask" && strings.Contains(e.Cat, "devtools.timeline") {
			tasks = append(tasks, e)
		}
	}
	slices.SortFunc(tasks, func(a, b traceEvent) int { return cmp.Compare(a.Ts, b.Ts) })
	return tasks
}
