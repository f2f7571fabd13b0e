package nexttask

import "syscall/js"

func init() { InPage() }

// InPage waits for a task of its own (Wait) in a page, and returns at once
// in a worker.
func InPage() {
	if !js.Global().Get("document").IsUndefined() {
		Wait()
	}
}

// Wait blocks until a task of the browser's of its own, after a timeout of
// zero: the Go program, every goroutine blocked, returns to the browser,
// which may paint or answer input before calling it again. Only a
// goroutine that JavaScript did not call may wait (the page's main one,
// which runs go-app's drawing): a function called from JavaScript that
// blocks holds the browser's event loop, and the timeout never comes.
func Wait() {
	next := make(chan struct{})
	var f js.Func
	f = js.FuncOf(func(js.Value, []js.Value) any {
		f.Release()
		close(next)
		return nil
	})
	js.Global().Call("setTimeout", f, 0)
	<-next
}
