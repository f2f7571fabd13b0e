//go:build js

package analysis

import (
	"encoding/json"
	"errors"
	"syscall/js"
	"unsafe"
)

// Post sends m from the worker to the page.
func Post(m Message) error { return post(js.Global(), m) }

// Send sends m from the page to the worker w.
func Send(w js.Value, m Message) error { return post(w, m) }

// post sends m's object to target: a result's nim-values as a Uint32Array
// whose buffer is transferred, not copied.
func post(target js.Value, m Message) error {
	w, err := encode(m)
	if err != nil {
		return err
	}
	o, transfer, err := object(w)
	if err != nil {
		return err
	}
	target.Call("postMessage", o, transfer)
	return nil
}

// Read decodes a message's object (the data of a message event), at
// either end.
func Read(v js.Value) (Message, error) {
	if v.Type() != js.TypeObject {
		return nil, errors.New("analysis: a message that is no object")
	}
	w, err := fields(v)
	if err != nil {
		return nil, err
	}
	return decode(w)
}

// object returns w as a JavaScript object, and the buffers to transfer
// with it.
func object(w wire) (js.Value, []any, error) {
	b, err := json.Marshal(w)
	if err != nil {
		return js.Value{}, nil, err
	}
	o := js.Global().Get("JSON").Call("parse", string(b))
	var transfer []any
	if w.Module {
		o.Set("module", js.Global().Get("stonesModule"))
	}
	if p := w.Result; p != nil {
		r := o.Get("result")
		if !p.Same {
			letters := js.Global().Get("Array").New(len(p.Letters))
			for i, s := range p.Letters {
				letters.SetIndex(i, s)
			}
			r.Set("letters", letters)
		}
		if p.Nim != nil {
			nim := js.Global().Get("Uint32Array").New(len(p.Nim))
			if len(p.Nim) > 0 {
				js.CopyBytesToJS(js.Global().Get("Uint8Array").New(nim.Get("buffer")), unsafe.Slice((*byte)(unsafe.Pointer(&p.Nim[0])), 4*len(p.Nim)))
			}
			r.Set("nim", nim)
			transfer = append(transfer, nim.Get("buffer"))
		}
	}
	return o, transfer, nil
}

// jsonKeys are the keys of a message's object that JSON carries: every
// key but a result's letters and nim and Program's module.
var jsonKeys = js.ValueOf([]any{"run", "ask", "atlas", "research", "query", "fallback", "holds", "explain",
	"queries", "search", "progress", "stage", "done", "total", "error", "key", "text", "problem",
	"result", "head", "same", "asides", "failed", "match", "compare", "explanation", "periods", "growth", "digits"})

// fields reads the object v, as object writes it.
func fields(v js.Value) (wire, error) {
	var w wire
	if err := json.Unmarshal([]byte(js.Global().Get("JSON").Call("stringify", v, jsonKeys).String()), &w); err != nil {
		return w, err
	}
	w.Module = !v.Get("module").IsUndefined()
	if p := w.Result; p != nil {
		r := v.Get("result")
		if letters := r.Get("letters"); letters.Truthy() {
			p.Letters = make([]string, letters.Length())
			for i := range p.Letters {
				p.Letters[i] = letters.Index(i).String()
			}
		}
		if nim := r.Get("nim"); nim.Truthy() {
			p.Nim = make([]uint32, nim.Length())
			if len(p.Nim) > 0 {
				js.CopyBytesToGo(unsafe.Slice((*byte)(unsafe.Pointer(&p.Nim[0])), 4*len(p.Nim)), js.Global().Get("Uint8Array").New(nim.Get("buffer"), nim.Get("byteOffset"), 4*len(p.Nim)))
			}
		}
	}
	return w, nil
}
