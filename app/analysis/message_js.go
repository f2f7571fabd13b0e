//go:build js

package analysis

import (
	"encoding/json"
	"errors"
	"syscall/js"
	"unsafe"

	"stones/solver"
)

// Post sends r to the page, from the worker: the nim-values as a
// Uint32Array whose buffer is transferred, not copied.
func Post(r Reply) error {
	if r.Ask != 0 {
		return postAnswer(r)
	}
	if r.Atlas != 0 {
		return postAtlas(r)
	}
	if r.Research != 0 {
		return postResearch(r)
	}
	msg := map[string]any{"run": r.Run}
	var transfer []any
	switch {
	case r.Progress != nil:
		msg["progress"] = progressJS(r.Progress)
	case r.Err != nil:
		msg["error"] = problemsJS(keyed(r.Err))
	case r.Result != nil:
		p, err := r.Result.Pack()
		if err != nil {
			return err
		}
		result := map[string]any{"head": string(p.Head)}
		if r.Same {
			// The page holds the figure: the head alone.
			result["same"] = true
		} else {
			letters := make([]any, len(p.Letters))
			for i, s := range p.Letters {
				letters[i] = s
			}
			result["letters"] = letters
			if p.Nim != nil {
				nim := js.Global().Get("Uint32Array").New(len(p.Nim))
				if len(p.Nim) > 0 {
					js.CopyBytesToJS(js.Global().Get("Uint8Array").New(nim.Get("buffer")), unsafe.Slice((*byte)(unsafe.Pointer(&p.Nim[0])), 4*len(p.Nim)))
				}
				result["nim"] = nim
				transfer = append(transfer, nim.Get("buffer"))
			}
		}
		msg["result"] = result
		var asides []*solver.InputError
		for _, e := range r.Asides {
			asides = append(asides, keyed(e)...)
		}
		msg["asides"] = problemsJS(asides)
		if r.Match != nil {
			m, err := json.Marshal(r.Match)
			if err != nil {
				return err
			}
			msg["match"] = string(m)
		}
	}
	// The compare view's variants travel as JSON.
	if r.Compare != nil {
		b, err := json.Marshal(r.Compare)
		if err != nil {
			return err
		}
		msg["compare"] = string(b)
	}
	js.Global().Call("postMessage", msg, transfer)
	return nil
}

// progressJS writes progress as {stage, done, total}.
func progressJS(p *solver.Progress) map[string]any {
	return map[string]any{"stage": p.Stage, "done": p.Done, "total": p.Total}
}

// progressGo reads progress written by progressJS.
func progressGo(v js.Value) *solver.Progress {
	return &solver.Progress{Stage: v.Get("stage").String(), Done: v.Get("done").Int(), Total: v.Get("total").Int()}
}

// problemsJS writes problems as [{key, text, problem}].
func problemsJS(list []*solver.InputError) []any {
	out := make([]any, len(list))
	for i, e := range list {
		out[i] = map[string]any{"key": e.Key, "text": e.Text, "problem": e.Problem}
	}
	return out
}

// Read decodes a message of the worker, in the page. A message that is no
// reply of a run (the worker's failure to start) is an error.
func Read(v js.Value) (Reply, error) {
	if f := v.Get("failed"); f.Truthy() {
		return Reply{}, errors.New("the solver's worker failed to start: " + f.String())
	}
	if v.Get("ask").Truthy() {
		return readAnswer(v)
	}
	if v.Get("atlas").Truthy() {
		return readAtlas(v)
	}
	if v.Get("research").Truthy() {
		return readResearch(v)
	}
	r := Reply{Run: v.Get("run").Int()}
	if p := v.Get("progress"); p.Truthy() {
		r.Progress = progressGo(p)
		return r, nil
	}
	r.Done = true
	if e := v.Get("error"); e.Truthy() {
		r.Err = unkeyed(problemsGo(e))
		return r, nil
	}
	res := v.Get("result")
	p := solver.Packed{Head: []byte(res.Get("head").String())}
	r.Same = res.Get("same").Truthy()
	if letters := res.Get("letters"); !r.Same {
		p.Letters = make([]string, letters.Length())
		for i := range p.Letters {
			p.Letters[i] = letters.Index(i).String()
		}
	}
	if nim := res.Get("nim"); nim.Truthy() && !r.Same {
		p.Nim = make([]uint32, nim.Length())
		if len(p.Nim) > 0 {
			js.CopyBytesToGo(unsafe.Slice((*byte)(unsafe.Pointer(&p.Nim[0])), 4*len(p.Nim)), js.Global().Get("Uint8Array").New(nim.Get("buffer"), nim.Get("byteOffset"), 4*len(p.Nim)))
		}
	}
	var err error
	if r.Result, err = solver.Unpack(p); err != nil {
		return r, err
	}
	for _, e := range problemsGo(v.Get("asides")) {
		r.Asides = append(r.Asides, e)
	}
	if m := v.Get("match"); m.Type() == js.TypeString {
		r.Match = new(solver.Match)
		if err := json.Unmarshal([]byte(m.String()), r.Match); err != nil {
			return r, err
		}
	}
	// The compare view's variants.
	if s := v.Get("compare"); s.Type() == js.TypeString {
		if err := json.Unmarshal([]byte(s.String()), &r.Compare); err != nil {
			return r, err
		}
	}
	return r, nil
}

// problemsGo reads problems written by problemsJS.
func problemsGo(v js.Value) []*solver.InputError {
	out := make([]*solver.InputError, v.Length())
	for i := range out {
		e := v.Index(i)
		out[i] = &solver.InputError{Key: e.Get("key").String(), Text: e.Get("text").String(), Problem: e.Get("problem").String()}
	}
	return out
}

// postAnswer sends the answer to a question about the figure: the
// explanation as JSON, or the errors.
func postAnswer(r Reply) error {
	msg := map[string]any{"ask": r.Ask}
	if r.Err != nil {
		msg["error"] = problemsJS(keyed(r.Err))
	} else {
		b, err := json.Marshal(r.Explanation)
		if err != nil {
			return err
		}
		msg["explanation"] = string(b)
	}
	js.Global().Call("postMessage", msg)
	return nil
}

// readAnswer decodes an answer written by postAnswer.
func readAnswer(v js.Value) (Reply, error) {
	r := Reply{Ask: v.Get("ask").Int()}
	if e := v.Get("error"); e.Truthy() {
		r.Err = unkeyed(problemsGo(e))
		return r, nil
	}
	r.Explanation = &solver.Explained{}
	if err := json.Unmarshal([]byte(v.Get("explanation").String()), r.Explanation); err != nil {
		return r, err
	}
	return r, nil
}

// postAtlas sends a message of an atlas job: its progress, its periods as
// JSON, or its errors.
func postAtlas(r Reply) error {
	return postJob("atlas", r.Atlas, r, func() (string, any) { return "periods", r.Periods })
}

// readAtlas decodes a message written by postAtlas.
func readAtlas(v js.Value) (Reply, error) {
	r := Reply{Atlas: v.Get("atlas").Int()}
	if !readJob(v, &r) {
		return r, nil
	}
	return r, json.Unmarshal([]byte(v.Get("periods").String()), &r.Periods)
}

// postResearch sends a message of a research job: its progress, the growth
// or the digits as JSON, or its errors.
func postResearch(r Reply) error {
	return postJob("research", r.Research, r, func() (string, any) {
		if r.Growth != nil {
			return "growth", r.Growth
		}
		return "digits", r.Digits
	})
}

// readResearch decodes a message written by postResearch.
func readResearch(v js.Value) (Reply, error) {
	r := Reply{Research: v.Get("research").Int()}
	if !readJob(v, &r) {
		return r, nil
	}
	if g := v.Get("growth"); g.Type() == js.TypeString {
		r.Growth = new(solver.Growth)
		return r, json.Unmarshal([]byte(g.String()), r.Growth)
	}
	r.Digits = new(solver.Digits)
	return r, json.Unmarshal([]byte(v.Get("digits").String()), r.Digits)
}

// postJob sends a message of job number n of the kind key ("atlas",
// "research"): its progress, its errors, or when done its answer, the
// field and the value that answer returns, as JSON.
func postJob(key string, n int, r Reply, answer func() (string, any)) error {
	msg := map[string]any{key: n}
	switch {
	case r.Progress != nil:
		msg["progress"] = progressJS(r.Progress)
	case r.Err != nil:
		msg["error"] = problemsJS(keyed(r.Err))
	default:
		field, value := answer()
		b, err := json.Marshal(value)
		if err != nil {
			return err
		}
		msg[field] = string(b)
	}
	js.Global().Call("postMessage", msg)
	return nil
}

// readJob reads into r the progress or the errors of a message written by
// postJob, and reports whether it is the job's answer instead, for the
// caller to read.
func readJob(v js.Value, r *Reply) (answer bool) {
	if p := v.Get("progress"); p.Truthy() {
		r.Progress = progressGo(p)
		return false
	}
	r.Done = true
	if e := v.Get("error"); e.Truthy() {
		r.Err = unkeyed(problemsGo(e))
		return false
	}
	return true
}
