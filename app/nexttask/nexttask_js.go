package nexttask

import (
	"syscall/js"
	"time"
)

// inPage is true when the program runs in a page, not in a worker.
var inPage = !js.Global().Get("document").IsUndefined()

// Wait blocks until a task of the browser's of its own: the Go program,
// every goroutine blocked, returns to the browser, which may paint or
// answer input before calling it again. Only a goroutine that JavaScript
// did not call may wait (the page's main one, which runs go-app's
// drawing): a function called from JavaScript that blocks holds the
// browser's event loop, and the next task never comes.
//
// The next task is a message on a channel of the page's own, not a
// timeout: the browser holds a timeout set from a timeout's task, five
// deep, for at least 4 ms, and the start waits many times in a row.
func Wait() {
	next := make(chan struct{})
	waiting = append(waiting, next)
	if port.IsUndefined() {
		ch := js.Global().Get("MessageChannel").New()
		port = ch.Get("port2")
		ch.Get("port1").Set("onmessage", js.FuncOf(func(js.Value, []js.Value) any {
			w := waiting[0]
			waiting = waiting[1:]
			close(w)
			return nil
		}))
	}
	port.Call("postMessage", nil)
	<-next
	began()
}

var (
	port    js.Value        // the channel's end that Wait posts to
	waiting []chan struct{} // the waits, in the order of their messages
)

// Slice waits for a task of its own (Wait) when the browser's task that
// runs the program has lasted budget or more, as far as the program can
// tell: from the first call of Slice or the end of a Wait in that task.
// In a worker it returns at once. The same rule as Wait's holds: only a
// goroutine that JavaScript did not call may slice.
func Slice(budget time.Duration) {
	if !inPage {
		return
	}
	if !inTask {
		began()
		return
	}
	if now()-taskStart >= float64(budget)/float64(time.Millisecond) {
		Wait()
	}
}

// The program's view of the browser's task it runs in: inTask is set when
// the program first notes the task (began) and cleared by a microtask,
// which the browser runs once the task's script has ended.
var (
	inTask    bool
	taskStart float64 // performance.now() when the task was noted
	taskEnded js.Func
)

// began notes that the program runs in a task it had not noted yet.
func began() {
	if taskEnded.IsUndefined() {
		taskEnded = js.FuncOf(func(js.Value, []js.Value) any {
			inTask = false
			return nil
		})
	}
	inTask = true
	taskStart = now()
	js.Global().Call("queueMicrotask", taskEnded)
}

var performance = js.Global().Get("performance")

// now is the page's clock, in milliseconds.
func now() float64 { return performance.Call("now").Float() }
