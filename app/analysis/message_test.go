package analysis

import (
	"encoding/json"
	"errors"
	"reflect"
	"testing"

	"stones/solver"
	"stones/solver/game"
)

// Every message comes back from its object as it was sent: encoded, the
// object written as JSON with its result's letters and nim-values beside
// it (as message_js.go posts it), read back, and decoded.
func TestMessagesRoundTrip(t *testing.T) {
	ctx := t.Context()
	figure := config(t, "moves=1,3,4&len=30&n=5&show=nim&from=10&line=1")
	var s Session
	done, ok := s.Analyze(ctx, 7, figure, false, nil).(Done)
	if !ok || done.Match == nil {
		t.Fatalf("the analysis of %s: %+v, want a Done with its game in play", figure.Query(), done)
	}
	explained, ok := s.Explain(3, figure, 5).(Explanation)
	if !ok {
		t.Fatal("heap 5 is not explained")
	}
	same := done
	same.Trim(figure, figure.Figure())
	if !same.Same {
		t.Fatal("Trim: the page's own figure is not Same")
	}
	compared, ok := s.Analyze(ctx, 8, config(t, "moves=1,3,4&len=20&view=compare"), false, nil).(Done)
	if !ok || len(compared.Compare) == 0 {
		t.Fatalf("the compare view: %+v, want its variants", compared)
	}
	asides, ok := s.Analyze(ctx, 9, config(t, "moves=1,3,4&len=5000000"), true, nil).(Done)
	if !ok || len(asides.Asides) != 1 {
		t.Fatalf("a len over the page's limit: %+v, want a Done with its aside", asides)
	}
	periods, err := Atlas(ctx, []string{"moves=1,2", "moves=1,3"}, 1000, nil)
	if err != nil {
		t.Fatal(err)
	}
	var r Researcher
	growth := r.Research(ctx, 4, config(t, "moves=1,3,4&view=growth&upto=200"), nil)
	digits := r.Research(ctx, 5, config(t, "moves=1,3,4&view=digits&base=7&upto=200"), nil)
	several := solver.Errors{{Key: "moves", Text: "x", Problem: "is no move"}, {Key: "len", Text: "-1", Problem: "is negative"}}

	cases := []struct {
		name string
		m    Message
	}{
		{"Analyze", Analyze{Run: 1, Query: "moves=1,3,4&len=30", Fallback: true, Holds: figure.Figure()}},
		{"Analyze of the default game", Analyze{Run: 2}},
		{"Stop", Stop{Run: 3}},
		{"Question", Question{Ask: 4, Query: figure.Query(), Heap: 0}},
		{"Share", Share{Job: 65, Queries: []string{"moves=1,2", "moves=1,3"}, Search: 1000}},
		{"Share of no game", Share{Job: 66, Queries: []string{}}},
		{"Research", Research{Job: 6, Query: "view=growth"}},
		{"Program", Program{}},
		{"Go", Go{}},
		{"Progress of a run", Progress{Kind: RunJob, N: 7, Progress: game.Progress{Stage: "nim-values", Done: 10, Total: 30}}},
		{"Progress of a share", Progress{Kind: AtlasJob, N: 65, Progress: game.Progress{Stage: "periods", Done: 1, Total: 2}}},
		{"Progress of research", Progress{Kind: ResearchJob, N: 6, Progress: game.Progress{Stage: "outcomes"}}},
		{"Failure of a run", Failure{Kind: RunJob, N: 7, Err: &game.InputError{Key: "moves", Text: "x", Problem: "is no move"}}},
		{"Failure of a run, several problems", Failure{Kind: RunJob, N: 7, Err: several}},
		{"Failure of a question", Failure{Kind: AskJob, N: 3, Err: errors.New("the figure is still being computed")}},
		{"Failure of a share", Failure{Kind: AtlasJob, N: 65, Err: errors.New("out of memory")}},
		{"Failure of research", Failure{Kind: ResearchJob, N: 6, Err: &game.InputError{Key: "upto", Text: "5000000", Problem: "is over the page's limit"}}},
		{"Done", done},
		{"Done, the page's own figure", same},
		{"Done with the compare view", compared},
		{"Done with asides", asides},
		{"Explanation", explained},
		{"Periods", Periods{Job: 65, Games: periods}},
		{"Growth", growth},
		{"Digits", digits},
		{"Failed", Failed{Problem: "CompileError: out of memory"}},
	}
	covered := map[reflect.Type]bool{}
	for _, tc := range cases {
		covered[reflect.TypeOf(tc.m)] = true
	}
	for _, m := range []Message{Analyze{}, Stop{}, Question{}, Share{}, Research{}, Program{}, Go{},
		Progress{}, Failure{}, Done{}, Explanation{}, Periods{}, Growth{}, Digits{}, Failed{}} {
		if !covered[reflect.TypeOf(m)] {
			t.Errorf("no case sends a %T", m)
		}
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			w, err := encode(tc.m)
			if err != nil {
				t.Fatalf("encode: %v", err)
			}
			b, err := json.Marshal(w)
			if err != nil {
				t.Fatal(err)
			}
			var cloned wire
			if err := json.Unmarshal(b, &cloned); err != nil {
				t.Fatal(err)
			}
			// What travels beside the JSON (message_js.go).
			cloned.Module = w.Module
			if w.Result != nil {
				cloned.Result.Letters, cloned.Result.Nim = w.Result.Letters, w.Result.Nim
			}
			got, err := decode(cloned)
			if err != nil {
				t.Fatalf("decode(%s): %v", b, err)
			}
			if reflect.TypeOf(got) != reflect.TypeOf(tc.m) {
				t.Fatalf("decode(%s) = %T, want %T", b, got, tc.m)
			}
			gk, gn := Number(got)
			if wk, wn := Number(tc.m); gk != wk || gn != wn {
				t.Errorf("Number = %v %d, want %v %d", gk, gn, wk, wn)
			}
			if !sameMessage(t, got, tc.m) {
				t.Errorf("decode(%s) = %+v, want %+v", b, got, tc.m)
			}
		})
	}
}

// sameMessage reports whether got, decoded, is the message want: a Done's
// result as its packed form (of the head alone when Same: the page keeps
// its own letters and values), everything else as it is.
func sameMessage(t *testing.T, got, want Message) bool {
	t.Helper()
	g, ok := got.(Done)
	if !ok {
		return reflect.DeepEqual(got, want)
	}
	w := want.(Done)
	gp, err := g.Result.Pack()
	if err != nil {
		t.Fatal(err)
	}
	wp, err := w.Result.Pack()
	if err != nil {
		t.Fatal(err)
	}
	if string(gp.Head) != string(wp.Head) || !w.Same && (!reflect.DeepEqual(gp.Letters, wp.Letters) || !reflect.DeepEqual(gp.Nim, wp.Nim)) {
		return false
	}
	g.Result, w.Result = nil, nil
	return reflect.DeepEqual(g, w)
}

// A message that cannot travel is refused, and so is an object of no
// message.
func TestMessagesRefused(t *testing.T) {
	for _, m := range []Message{Done{Run: 1}, Failure{Kind: RunJob, N: 1}, nil} {
		if _, err := encode(m); err == nil {
			t.Errorf("encode took %#v", m)
		}
	}
	if m, err := decode(wire{}); err == nil {
		t.Errorf("decode of an empty object = %#v, want an error", m)
	}
}
