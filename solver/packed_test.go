package solver

import (
	"bytes"
	"context"
	"reflect"
	"stones/solver/game"
	"testing"
)

// packedQueries are the configurations of the round trips: every game the
// families declare for the game-tree oracle, and the questions n and heaps
// asked of them (of the first only in a family whose moves split heaps,
// such as the octal games, whose searches for huge heaps take seconds).
func packedQueries() []string {
	qs := []string{"game=octal&code=0.77&play=misere&len=20&n=9&heaps=4,5"}
	cases := familyCases()
	for _, f := range Families() {
		first := true
		for _, tc := range cases[f] {
			if tc.Oracle == 0 {
				continue
			}
			q := tc.Query
			qs = append(qs, q)
			if !first && splitsHeaps(q) {
				continue
			}
			first = false
			qs = append(qs, q+"&len=0", q+"&n=7", q+"&n=1000000000000000000000000000001")
			if c, err := ParseConfig(q); err == nil && isImpartial(c.Game) {
				qs = append(qs, q+"&heaps=3,5,7", q+"&heaps=2,2,9,12&len=30")
			}
		}
	}
	return qs
}

// A Result read back from its JSON, or unpacked from the worker's form,
// marshals to the same bytes; the unpacked one also has every field the page
// draws (all but the Values), and the same answers in words.
func TestResultRoundTrip(t *testing.T) {
	covered := map[string]bool{}
	for _, q := range packedQueries() {
		c := configOf(t, q)
		r, err := Analyze(context.Background(), c, PageLimits, nil)
		if err != nil {
			continue // an n the game cannot answer: no result to send
		}
		covered[c.Family.Game] = true
		want, err := r.MarshalJSON()
		if err != nil {
			t.Fatalf("%s: MarshalJSON: %v", q, err)
		}
		var back Result
		if err := back.UnmarshalJSON(want); err != nil {
			t.Fatalf("%s: UnmarshalJSON: %v", q, err)
		}
		if got, _ := back.MarshalJSON(); !bytes.Equal(got, want) {
			t.Errorf("%s: marshal, unmarshal, marshal =\n%s\nwant\n%s", q, got, want)
		}

		p, err := r.Pack()
		if err != nil {
			t.Fatalf("%s: Pack: %v", q, err)
		}
		if !bytes.Contains(p.Head, []byte(`"config":"`+r.Config+`"`)) {
			t.Errorf("%s: the packed head %s does not spell the configuration as the contract does", q, p.Head)
		}
		u, err := Unpack(p)
		if err != nil {
			t.Fatalf("%s: Unpack: %v", q, err)
		}
		if got, _ := u.MarshalJSON(); !bytes.Equal(got, want) {
			t.Errorf("%s: pack, unpack, marshal =\n%s\nwant\n%s", q, got, want)
		}
		// The question's answers hold big integers, whose zero has more
		// than one form: they are compared by their JSON above and by the
		// page's words below.
		drawn := r.Solution
		drawn.Values, drawn.Shallow, drawn.TableWidth = nil, false, 0
		if !reflect.DeepEqual(u.Solution, drawn) {
			t.Errorf("%s: unpacked result differs:\n%+v\nwant\n%+v", q, u.Solution, drawn)
		}
		// The head alone, for a reader that holds the figure: the answers
		// and periods without the letters and values, which put back make
		// the same result.
		h, err := Unpack(Packed{Head: p.Head})
		if err != nil {
			t.Fatalf("%s: Unpack of the head alone: %v", q, err)
		}
		if h.Outcomes != "" || len(h.Nim) != 0 || h.OutcomePeriod == nil != (r.OutcomePeriod == nil) {
			t.Errorf("%s: the head alone unpacks to outcomes %q, %d nim-values, period %v; want none, none, %v", q, h.Outcomes, len(h.Nim), h.OutcomePeriod, r.OutcomePeriod)
		}
		h.Solution = u.Solution
		if got, _ := h.MarshalJSON(); !bytes.Equal(got, want) {
			t.Errorf("%s: the head with the figure put back marshals to\n%s\nwant\n%s", q, got, want)
		}
		if r.Query != nil && !reflect.DeepEqual(AnswerAt(c, u), AnswerAt(c, r)) {
			t.Errorf("%s: AnswerAt of the unpacked result = %+v, want %+v", q, AnswerAt(c, u), AnswerAt(c, r))
		}
		if r.Sum != nil && !reflect.DeepEqual(SumAnswer(c, u.Sum), SumAnswer(c, r.Sum)) {
			t.Errorf("%s: SumAnswer of the unpacked result = %+v, want %+v", q, SumAnswer(c, u.Sum), SumAnswer(c, r.Sum))
		}
	}
	for _, f := range Families() {
		if !covered[f.Game] {
			t.Errorf("family %s: no configuration went round", f.Game)
		}
	}
}

// Unpack refuses a packed result whose strings do not match its head.
func TestUnpackBroken(t *testing.T) {
	c := configOf(t, "moves=1-5&norepeat=1&len=20")
	r, err := Analyze(context.Background(), c, PageLimits, nil)
	if err != nil {
		t.Fatal(err)
	}
	p, _ := r.Pack()
	p.Letters = p.Letters[:3]
	if _, err := Unpack(p); err == nil {
		t.Error("Unpack of a result without its table's cells: no error")
	}
	if _, err := Unpack(Packed{Head: []byte("{")}); err == nil {
		t.Error("Unpack of a broken head: no error")
	}
}

func isImpartial(g game.Game) bool {
	_, ok := g.(interface{ Misere() bool })
	return ok
}
