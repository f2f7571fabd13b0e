package solver

import (
	"encoding/json"
	"reflect"
	"slices"
	"strings"
	"testing"

	"stones/solver/game"
)

// Every explanation agrees with the game's rule: a position is won exactly
// when some move leads to a lost one (or, with no move, as the end of play
// says), and a nim-value is the mex of its options'. For impartial games it
// agrees with the figure's outcome and nim-value too.
func TestExplainLaws(t *testing.T) {
	for _, q := range []string{
		"moves=1,3,4&len=40", "moves=1,5,8,10&len=40", "moves=1-3&play=misere&len=30",
		"game=octal&code=0.07&len=100", "game=octal&code=4.7&circular=1&len=30", "game=grundy&len=60",
		"game=partizan&left=2,5,9&right=3,4,8&len=30", "game=parity&moves=1-3&len=30",
		"moves=1-5&norepeat=1&len=30", "moves=1-5&norepeat=2&len=25&last=2,3",
	} {
		t.Run(q, func(t *testing.T) {
			c := configOf(t, q)
			r, err := Analyze(t.Context(), c, PageLimits, nil)
			if err != nil {
				t.Fatal(err)
			}
			for n := range len(r.Outcomes) {
				e, err := Explain(c, r, n, PageLimits)
				if err != nil {
					if strings.HasPrefix(err.Error(), "n: ") && r.Outcomes[n] == byte(game.None) {
						continue // the parity game's even piles are not positions
					}
					t.Fatalf("heap %d: %v", n, err)
				}
				for _, cs := range e.Cases {
					wins := false
					for _, o := range cs.Options {
						wins = wins || !o.Value.Wins
					}
					if len(cs.Options) == 0 {
						// The end of play: the rules say who wins there.
						pos, err := game.ParsePosition(c.Game, &r.Solution, cs.Position)
						if err != nil {
							t.Fatalf("heap %d: %v", n, err)
						}
						wins = pos.MoverWinsAtEnd()
					}
					if wins != cs.Value.Wins {
						t.Fatalf("heap %d (%s): wins = %t, but its options say %t: %s", n, cs.Mover, cs.Value.Wins, wins, cs.Reason)
					}
					if cs.Value.Nim != nil {
						var nims []uint32
						for _, o := range cs.Options {
							nims = append(nims, *o.Value.Nim)
						}
						mex := mexOf(nims)
						if mex != *cs.Value.Nim || r.Nim != nil && r.Nim[n] != mex {
							t.Fatalf("heap %d: nim-value %d, the mex of its options is %d", n, *cs.Value.Nim, mex)
						}
						if len(cs.Options) > 0 && !strings.Contains(cs.Reason, "(the mex) is") {
							t.Fatalf("heap %d: the reason %q does not name the mex", n, cs.Reason)
						}
					}
					_, history := c.Game.(game.History)
					if !history && cs.Mover == "" && (r.Outcomes[n] == 'N') != cs.Value.Wins {
						t.Fatalf("heap %d: the figure says %c, the explanation wins=%t", n, r.Outcomes[n], cs.Value.Wins)
					}
				}
			}
		})
	}
}

// The explanations read as a student needs them.
func TestExplainWords(t *testing.T) {
	for _, tc := range []struct {
		query string
		n     int
		want  []string
	}{
		{"moves=1,3,4&len=10", 5, []string{"The moves from heap 5 lead to nim-values 0, 1, 2; the smallest value missing from them (the mex) is 3, so heap 5 has nim-value 3: an N-position, the player to move wins by moving to a nim-value 0."}},
		{"moves=1,3,4&len=10", 0, []string{"No move is possible from heap 0: the player to move loses. With no options, the smallest missing value is 0: nim-value 0."}},
		{"moves=1-3&play=misere&len=10", 0, []string{"No move is possible from heap 0, and in misère play the player who cannot move wins."}},
		{"moves=1-3&play=misere&len=10", 5, []string{"The player to move loses: every move leaves the opponent a winning position."}},
		{"moves=1-3&play=misere&len=10", 3, []string{"The player to move wins: take 2 leaving 1 leaves the opponent a losing position."}},
		{"game=partizan&left=2,5,9&right=3,4,8&len=12", 2, []string{
			"The player to move wins: take all 2 leaves the opponent a losing position.",
			"No move is possible from heap 2: the player to move loses."}},
	} {
		r := analyzeQuery(t, tc.query)
		c := configOf(t, tc.query)
		e, err := Explain(c, r, tc.n, PageLimits)
		if err != nil {
			t.Fatalf("%s, heap %d: %v", tc.query, tc.n, err)
		}
		var got []string
		for _, cs := range e.Cases {
			got = append(got, cs.Reason)
		}
		if strings.Join(got, "\n") != strings.Join(tc.want, "\n") {
			t.Errorf("%s, heap %d:\n got %q\nwant %q", tc.query, tc.n, got, tc.want)
		}
	}
}

// Every game of every family, presets included, says in two or three
// sentences the idea its figures rest on, naming it and its source by
// author and title.
func TestEveryGameTeaches(t *testing.T) {
	ideas := []string{"repeated window", "octal periodicity theorem", "Sprague–Grundy", "safe heap", "safe positions", "open problem"}
	sources := []string{"Fisher, “Simulating the Pick-up Stones game”", "Guy and Smith (“The G-values of various games”", "McDougall's Game::Stones", "Eppstein's “Faster Evaluation of Subtraction Games”", "Grundy's “Mathematics and games”"}
	queries := append([]string(nil), contractQueries...)
	for _, f := range Families() {
		for _, p := range f.Presets {
			queries = append(queries, p.Config)
		}
		if f.Tests != nil {
			sources = append(sources, f.Tests.Cites...)
		}
	}
	// Each idea is said in full once, in the words given here, and named
	// elsewhere with a link to the game that says it.
	full := map[game.Idea]string{
		game.SpragueGrundy:  "the XOR of their nim-values",
		game.RepeatedWindow: "everything after it repeats",
	}
	sayers := map[game.Idea]map[string]bool{} // the distinct texts that say each idea
	said := map[string]string{}               // each sentence, by the family whose text holds it
	for _, q := range append(queries, "moves=1-3&play=misere", "game=octal&code=4.7&circular=1") {
		c := configOf(t, q)
		teaching := TeachingOf(c.Game)
		for idea, words := range full {
			if strings.Contains(teaching.Text, words) {
				if sayers[idea] == nil {
					sayers[idea] = map[string]bool{}
				}
				sayers[idea][teaching.Text] = true
				continue
			}
			if !strings.Contains(teaching.Text, string(idea)) {
				continue
			}
			i := slices.IndexFunc(teaching.Links, func(l IdeaLink) bool { return l.Words == string(idea) })
			if i < 0 {
				t.Errorf("%s: the teaching text names %s without saying it, and links it nowhere: %s", q, idea, teaching.Text)
				continue
			}
			if home := TeachingOf(configOf(t, teaching.Links[i].Query).Game).Text; !strings.Contains(home, words) {
				t.Errorf("%s: %s links to %s, whose text does not say it: %s", q, idea, teaching.Links[i].Query, home)
			}
		}
		for _, sentence := range strings.Split(teaching.Text, ". ") {
			if f, ok := said[sentence]; ok && f != c.Family.Game {
				t.Errorf("%s: the sentence %q is said by the families %s and %s", q, sentence, f, c.Family.Game)
			}
			said[sentence] = c.Family.Game
		}
		teacher, ok := c.Game.(game.Teacher)
		if !ok {
			t.Errorf("%s: %T does not say the idea of its figures (game.Teacher)", q, c.Game)
			continue
		}
		text := teacher.Teach()
		if n := strings.Count(text, ". ") + 1; n < 2 || n > 3 || !strings.HasSuffix(text, ".") {
			t.Errorf("%s: %d sentences, want 2 or 3: %s", q, n, text)
		}
		cited := false
		for _, s := range sources {
			cited = cited || strings.Contains(text, s)
		}
		if !cited {
			t.Errorf("%s: the teaching text cites none of %q: %s", q, sources, text)
		}
		named := false
		for _, idea := range ideas {
			named = named || strings.Contains(text, idea)
		}
		if !named {
			t.Errorf("%s: the teaching text names none of %q: %s", q, ideas, text)
		}
	}
	for idea := range full {
		if len(sayers[idea]) != 1 {
			t.Errorf("%s is said in full by %d teaching texts, want 1: %v", idea, len(sayers[idea]), sayers[idea])
		}
	}
}

// An explanation in words lists each case's moves with the value each
// leads to, and travels as JSON.
func TestExplainedWords(t *testing.T) {
	for _, tc := range []struct {
		query string
		n     int
		want  []CaseWords
	}{
		{"moves=1,3,4&len=10", 5, []CaseWords{{
			Head:   "Heap 5 (N: the player to move wins; nim-value 3)",
			Moves:  []string{"take 1 leaving 4: N (nim-value 2)", "take 3 leaving 2: P (nim-value 0)", "take 4 leaving 1: N (nim-value 1)"},
			Reason: "The moves from heap 5 lead to nim-values 0, 1, 2; the smallest value missing from them (the mex) is 3, so heap 5 has nim-value 3: an N-position, the player to move wins by moving to a nim-value 0.",
		}}},
		{"moves=1-3&play=misere&len=10", 5, []CaseWords{{
			Head:   "Heap 5 (P: the player to move loses)",
			Moves:  []string{"take 1 leaving 4: N", "take 2 leaving 3: N", "take 3 leaving 2: N"},
			Reason: "The player to move loses: every move leaves the opponent a winning position.",
		}}},
		{"game=partizan&left=2,5,9&right=3,4,8&len=12", 2, []CaseWords{
			{Head: "Heap 2, Left moves first (Left wins)", Moves: []string{"take all 2: Right, to move, loses"},
				Reason: "The player to move wins: take all 2 leaves the opponent a losing position."},
			{Head: "Heap 2, Right moves first (Left wins)", Moves: []string{},
				Reason: "No move is possible from heap 2: the player to move loses."},
		}},
		{"game=grundy&len=40", 30, nil},
	} {
		r := analyzeQuery(t, tc.query)
		c := configOf(t, tc.query)
		e, err := Explain(c, r, tc.n, PageLimits)
		if err != nil {
			t.Fatalf("%s, heap %d: %v", tc.query, tc.n, err)
		}
		w := e.Words(c.Game)
		if tc.want == nil { // many moves: MostMoves listed, the rest counted
			if cs := w.Cases[0]; len(cs.Moves) != MostMoves || cs.More != len(e.Cases[0].Options)-MostMoves || cs.More <= 0 {
				t.Errorf("%s, heap %d: %d moves listed and %d more, of %d", tc.query, tc.n, len(cs.Moves), cs.More, len(e.Cases[0].Options))
			}
			continue
		}
		b, err := json.Marshal(w)
		if err != nil {
			t.Fatal(err)
		}
		var back Explained
		if err := json.Unmarshal(b, &back); err != nil {
			t.Fatal(err)
		}
		if back.Heap != tc.n || !reflect.DeepEqual(back.Cases, tc.want) {
			t.Errorf("%s, heap %d:\n got %+v\nwant %+v", tc.query, tc.n, back.Cases, tc.want)
		}
	}
}

// A result holds the figures of its configuration with other questions,
// and of no other configuration.
func TestSameFigure(t *testing.T) {
	r := analyzeQuery(t, "moves=1,3,4&len=40&n=7")
	for q, want := range map[string]bool{
		"moves=1,3,4&len=40": true, "moves=1,3,4&len=40&n=12&show=nim": true, "moves=1,3,4&len=40&heaps=3,4": true,
		"moves=1,3,4&len=41": false, "moves=1,3,5&len=40": false, "moves=1,3,4&len=40&play=misere": false,
	} {
		c := configOf(t, q)
		if got := r.SameFigure(c); got != want {
			t.Errorf("SameFigure(%s) = %t, want %t", q, got, want)
		}
		if u := c.Unasked(); u.N != nil || u.Heaps != nil || u.Page != nil || u.Query() != c.Figure() {
			t.Errorf("%s: Unasked() = %q with n %v, heaps %v, page keys %v; want %q without them", q, u.Query(), u.N, u.Heaps, u.Page, c.Figure())
		}
	}
	p, err := r.Pack()
	if err != nil {
		t.Fatal(err)
	}
	u, err := Unpack(p)
	if err != nil {
		t.Fatal(err)
	}
	c := configOf(t, "moves=1,3,4&len=40")
	if u.SameFigure(c) {
		t.Error("an unpacked result holds figures to explain from")
	}
}
