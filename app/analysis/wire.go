package analysis

import (
	"encoding/json"
	"errors"

	"stones/solver"
	"stones/solver/game"
)

// wire is a message's JavaScript object, field by field, as JSON writes
// it: a field that is nil, 0, "" or false is not in the object (an empty
// list is). A result's letters and nim-values, and Program's module, are
// no JSON: message_js.go carries them beside it, the nim-values as a
// Uint32Array whose buffer is transferred.
type wire struct {
	// The message's number, under its kind's key.
	Run      int `json:"run,omitempty"`
	Ask      int `json:"ask,omitempty"`
	Atlas    int `json:"atlas,omitempty"`
	Research int `json:"research,omitempty"`

	Query    *string  `json:"query,omitempty"` // Analyze, Question, Research
	Fallback *bool    `json:"fallback,omitempty"`
	Holds    *string  `json:"holds,omitempty"`
	Explain  *int     `json:"explain,omitempty"` // Question's heap
	Queries  []string `json:"queries,omitzero"`  // Share
	Search   int      `json:"search,omitempty"`
	Module   bool     `json:"-"` // Program: the page's module goes in the object
	Go       bool     `json:"go,omitempty"`

	Progress *progress `json:"progress,omitempty"`
	Error    []problem `json:"error,omitzero"`
	Result   *packed   `json:"result,omitempty"`
	Asides   []problem `json:"asides,omitzero"` // with Result, never nil there
	Failed   string    `json:"failed,omitempty"`

	// The answers that travel as JSON texts.
	Match       string `json:"match,omitempty"`
	Compare     string `json:"compare,omitempty"`
	Explanation string `json:"explanation,omitempty"`
	Periods     string `json:"periods,omitempty"`
	Growth      string `json:"growth,omitempty"`
	Digits      string `json:"digits,omitempty"`
}

// progress is game.Progress's object.
type progress struct {
	Stage string `json:"stage"`
	Done  int    `json:"done"`
	Total int    `json:"total"`
}

// problem is a game.InputError's object.
type problem struct {
	Key     string `json:"key"`
	Text    string `json:"text"`
	Problem string `json:"problem"`
}

// packed is a result's object: solver.Packed, or its head alone (Same).
type packed struct {
	Head    string   `json:"head"`
	Same    bool     `json:"same,omitempty"`
	Letters []string `json:"-"` // an array beside the JSON, unless Same
	Nim     []uint32 `json:"-"` // a Uint32Array beside the JSON
}

// problems returns err's problems by key (keyed) as objects.
func problems(err error) []problem {
	var out []problem
	for _, e := range keyed(err) {
		out = append(out, problem{e.Key, e.Text, e.Problem})
	}
	return out
}

// inputErrors returns the problems' errors.
func inputErrors(list []problem) []*game.InputError {
	out := make([]*game.InputError, len(list))
	for i, p := range list {
		out[i] = &game.InputError{Key: p.Key, Text: p.Text, Problem: p.Problem}
	}
	return out
}

// number sets w's number under the key of kind.
func (w *wire) number(kind Kind, n int) {
	switch kind {
	case RunJob:
		w.Run = n
	case AskJob:
		w.Ask = n
	case AtlasJob:
		w.Atlas = n
	case ResearchJob:
		w.Research = n
	}
}

// kind returns the kind of w's number and the number.
func (w *wire) kind() (Kind, int) {
	switch {
	case w.Ask != 0:
		return AskJob, w.Ask
	case w.Atlas != 0:
		return AtlasJob, w.Atlas
	case w.Research != 0:
		return ResearchJob, w.Research
	}
	return RunJob, w.Run
}

// encode returns m's object.
func encode(m Message) (wire, error) {
	var w wire
	var err error
	switch m := m.(type) {
	case Analyze:
		w.Run, w.Query, w.Fallback, w.Holds = m.Run, &m.Query, &m.Fallback, &m.Holds
	case Stop:
		w.Run = m.Run
	case Question:
		w.Ask, w.Query, w.Explain = m.Ask, &m.Query, &m.Heap
	case Share:
		w.Atlas, w.Queries, w.Search = m.Job, m.Queries, m.Search
		if w.Queries == nil {
			w.Queries = []string{}
		}
	case Research:
		w.Research, w.Query = m.Job, &m.Query
	case Program:
		w.Module = true
	case Go:
		w.Go = true
	case Progress:
		w.number(m.Kind, m.N)
		w.Progress = &progress{m.Stage, m.Done, m.Total}
	case Failure:
		if m.Err == nil {
			return w, errors.New("analysis: a Failure without an error")
		}
		w.number(m.Kind, m.N)
		w.Error = problems(m.Err)
	case Done:
		if m.Result == nil {
			return w, errors.New("analysis: a Done without a result")
		}
		w.Run = m.Run
		p, perr := m.Result.Pack()
		if perr != nil {
			return w, perr
		}
		w.Result = &packed{Head: string(p.Head), Same: m.Same}
		if !m.Same {
			w.Result.Letters, w.Result.Nim = p.Letters, p.Nim
		}
		w.Asides = []problem{}
		for _, e := range m.Asides {
			w.Asides = append(w.Asides, problems(e)...)
		}
		if m.Match != nil {
			w.Match, err = jsonText(m.Match)
		}
		if err == nil && m.Compare != nil {
			w.Compare, err = jsonText(m.Compare)
		}
	case Explanation:
		w.Ask = m.Ask
		w.Explanation, err = jsonText(m.Words)
	case Periods:
		w.Atlas = m.Job
		w.Periods, err = jsonText(m.Games)
	case Growth:
		w.Research = m.Job
		w.Growth, err = jsonText(m.View)
	case Digits:
		w.Research = m.Job
		w.Digits, err = jsonText(m.View)
	case Failed:
		w.Failed = m.Problem
	default:
		return w, errors.New("analysis: no message")
	}
	return w, err
}

// decode returns the message of the object w.
func decode(w wire) (Message, error) {
	kind, n := w.kind()
	switch {
	case w.Failed != "":
		return Failed{Problem: w.Failed}, nil
	case w.Module:
		return Program{}, nil
	case w.Go:
		return Go{}, nil
	case w.Query != nil && kind == AskJob:
		m := Question{Ask: n, Query: *w.Query}
		if w.Explain != nil {
			m.Heap = *w.Explain
		}
		return m, nil
	case w.Query != nil && kind == ResearchJob:
		return Research{Job: n, Query: *w.Query}, nil
	case w.Query != nil:
		m := Analyze{Run: n, Query: *w.Query}
		if w.Fallback != nil {
			m.Fallback = *w.Fallback
		}
		if w.Holds != nil {
			m.Holds = *w.Holds
		}
		return m, nil
	case w.Queries != nil:
		return Share{Job: n, Queries: w.Queries, Search: w.Search}, nil
	case w.Progress != nil:
		p := w.Progress
		return Progress{Kind: kind, N: n, Progress: game.Progress{Stage: p.Stage, Done: p.Done, Total: p.Total}}, nil
	case w.Error != nil:
		return Failure{Kind: kind, N: n, Err: unkeyed(inputErrors(w.Error))}, nil
	case w.Explanation != "":
		m := Explanation{Ask: n}
		return m, json.Unmarshal([]byte(w.Explanation), &m.Words)
	case w.Periods != "":
		m := Periods{Job: n}
		return m, json.Unmarshal([]byte(w.Periods), &m.Games)
	case w.Growth != "":
		m := Growth{Job: n}
		return m, json.Unmarshal([]byte(w.Growth), &m.View)
	case w.Digits != "":
		m := Digits{Job: n}
		return m, json.Unmarshal([]byte(w.Digits), &m.View)
	case w.Result != nil:
		return decodeDone(w)
	case kind == RunJob && n != 0:
		return Stop{Run: n}, nil
	}
	return nil, errors.New("analysis: a message of no known kind")
}

// decodeDone returns the Done of the object w.
func decodeDone(w wire) (Message, error) {
	m := Done{Run: w.Run, Same: w.Result.Same}
	p := solver.Packed{Head: []byte(w.Result.Head), Letters: w.Result.Letters, Nim: w.Result.Nim}
	var err error
	if m.Result, err = solver.Unpack(p); err != nil {
		return m, err
	}
	for _, e := range inputErrors(w.Asides) {
		m.Asides = append(m.Asides, e)
	}
	if w.Match != "" {
		m.Match = new(solver.Match)
		if err := json.Unmarshal([]byte(w.Match), m.Match); err != nil {
			return m, err
		}
	}
	if w.Compare != "" {
		if err := json.Unmarshal([]byte(w.Compare), &m.Compare); err != nil {
			return m, err
		}
	}
	return m, nil
}

// jsonText returns v as JSON.
func jsonText(v any) (string, error) {
	b, err := json.Marshal(v)
	return string(b), err
}
