//go:build !js

package main

import (
	"slices"
	"strings"
	"testing"

	"stones/solver"
	"stones/solver/research"
)

// TestEmbedParts opens an embed of each part and reads what it draws:
// each part's own card, in the order the list gives, and nothing of the
// full page's controls.
func TestEmbedParts(t *testing.T) {
	p := mount(t)
	cases := []struct {
		query string
		has   []string // in this order
		lacks []string
	}{
		{"moves=1,5,8,10&len=20&embed=1", []string{`id="figure"`, "Open full page"}, []string{`id="ask-title"`, `id="play"`, `id="quiz"`}},
		{"moves=1,5,8,10&len=20&n=68&embed=question,figure", []string{`id="ask-title"`, "Who wins?", "68", `id="figure"`}, []string{`id="play"`, `id="quiz"`, "Research views"}},
		{"moves=1,5,8,10&len=20&heaps=3,5&embed=question", []string{`id="ask-title"`, `id="heaps"`}, []string{`id="figure"`}},
		{"moves=1,5,8,10&len=20&from=14&line=0&embed=play", []string{`id="play"`}, []string{`id="figure"`, `id="quiz"`}},
		{"moves=1,5,8,10&len=20&embed=play,figure", []string{`id="play"`, `id="play-from"`, `id="figure"`}, nil},
		{"game=parity&moves=1-3&len=21&embed=table", []string{`id="table-part"`, "State table", `id="table"`}, []string{`id="figure"`}},
		{"moves=1,5,8,10&len=30&embed=compare", []string{`id="compare"`, "Variants side by side"}, []string{`id="compare-toggle"`, `id="figure"`}},
		{"moves=1,5,8,10&len=30&upto=2000&embed=growth", []string{`id="growth-title"`}, []string{"Close", `id="figure"`}},
		{"moves=1,5,8,10&len=30&upto=2000&embed=digits", []string{`id="digits-title"`}, []string{"Close", `id="figure"`}},
		{"game=octal&code=0.07&len=30&embed=atlas", []string{`id="atlas-title"`}, []string{`id="figure"`}},
	}
	for _, tc := range cases {
		t.Run(tc.query, func(t *testing.T) {
			p.t = t
			p.nav(tc.query)
			page := p.html()
			at := 0
			for _, want := range tc.has {
				i := strings.Index(page[at:], want)
				if i < 0 {
					t.Errorf("the embed lacks %q after byte %d", want, at)
					continue
				}
				at += i
			}
			for _, not := range tc.lacks {
				if strings.Contains(page, not) {
					t.Errorf("the embed shows %q", not)
				}
			}
			if strings.Contains(page, `id="views"`) || strings.Contains(page, `class="side"`) || strings.Contains(page, "masthead") {
				t.Error("the embed shows the full page's controls")
			}
		})
	}
}

// TestEmbedPartRefused checks that a part a game does not have is named
// in the embed's notice, and the parts it has are still drawn.
func TestEmbedPartRefused(t *testing.T) {
	p := mount(t)
	p.nav("game=grundy&len=20&embed=figure,compare")
	p.has("the notice", `id="embed-error"`, `: "figure,compare": this game has no compare view`, `id="figure"`)
	p.nav("moves=1,2&len=20&embed=figure,sparkle")
	p.has("the notice of an unknown part", `id="embed-error"`, `"sparkle" is not a part`, `id="figure"`)
	if strings.Contains(p.html(), "masthead") {
		t.Error("an embed with a bad list shows the full page")
	}
}

// TestPartsOffered checks the solver's rules for which games have the
// parts table and compare against the figures themselves: a game is
// offered the table exactly when its figure has a state table, and the
// comparison exactly when it has one.
func TestPartsOffered(t *testing.T) {
	p := mount(t)
	for _, f := range solver.Families() {
		for _, preset := range f.Presets {
			p.t = t
			p.nav(preset.Config + "&len=12")
			if p.c.result == nil {
				t.Fatalf("%s: no figure", preset.Config)
			}
			offered := p.c.cfg.OfferedParts()
			if on, has := slices.Contains(offered, solver.TablePart), hasTable(p.c.result); on != has {
				t.Errorf("%s: table offered %v, but the figure has a table: %v", preset.Config, on, has)
			}
			if on, has := slices.Contains(offered, solver.ComparePart), research.Comparison(p.c.cfg) != ""; on != has {
				t.Errorf("%s: compare offered %v, but the game has a comparison: %v", preset.Config, on, has)
			}
		}
	}
}

// TestQuiz calls heaps of the subtraction game {1, 2} (P exactly at the
// multiples of 3) and checks that no outcome shows before its call, the
// verdicts, the score and starting again.
func TestQuiz(t *testing.T) {
	p := mount(t)
	p.nav("moves=1,2&len=7&embed=quiz")
	page := p.html()
	p.has("the quiz", `id="quiz"`, "Heap 0: who wins?", `id="quiz-call-p"`, `id="quiz-call-n"`, "No call yet.")
	cells := page[strings.Index(page, `class="quiz-cells"`):strings.Index(page, `id="quiz-prompt"`)]
	if strings.Contains(cells, `swatch P`) || strings.Contains(cells, `swatch N`) || strings.Contains(page, `id="figure"`) || strings.Contains(page, "period") {
		t.Error("the quiz shows an outcome before it is called")
	}
	q := p.c
	q.quizCall('P') // heap 0: P, right
	q.quizCall('P') // heap 1: N, wrong
	p.d.Consume()
	p.has("after two calls", "Heap 2: who wins?", "Not this time: ", "heap 1 is N: the player to move wins (an N-position). You called P.", "Score: 1 right of 2.")
	for _, l := range "NPNNP" {
		q.quizCall(byte(l))
	}
	p.d.Consume()
	p.has("at the end", `id="quiz-done"`, "6 right of 7", "Right: ", "heap 6 is P: the player to move loses")
	if strings.Contains(p.html(), `id="quiz-call-p"`) {
		t.Error("the quiz asks on after its last heap")
	}
	q.quizAgain()
	p.d.Consume()
	p.has("started again", "Heap 0: who wins?", "No call yet.")

	// The parity game's even piles are no positions: the quiz passes over
	// them.
	p.nav("game=parity&moves=1-3&len=6&embed=quiz")
	q.quizCall('N') // heap 1
	p.d.Consume()
	if len(q.quiz.calls) != 3 {
		t.Errorf("after heap 1 the parity quiz asks heap %d, want 3 (heap 2 is no position)", len(q.quiz.calls))
	}
	p.has("the partizan-free letters", "Heap 3: who wins?")

	// A partizan game offers its four outcomes.
	p.nav("game=partizan&left=2,5,9&right=3,4,8&len=20&embed=quiz")
	p.has("the partizan calls", `id="quiz-call-l"`, `id="quiz-call-r"`, `id="quiz-call-n"`, `id="quiz-call-p"`)
}
