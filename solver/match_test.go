package solver

import (
	"encoding/json"
	"math/big"
	"math/rand/v2"
	"slices"
	"stones/solver/game"
	"strconv"
	"strings"
	"testing"
)

// matchCases are a position of every family: the test plays from the
// first won one of start(n) for n = from, from+1, …
var matchCases = []struct {
	query string
	from  int
	start func(n int) string
}{
	{"moves=1,5,8,10&len=60", 40, itoa},
	{"moves=1-3&play=misere&len=40", 26, itoa},
	{"moves=1,3,4&len=40", 7, func(n int) string { return "3,5," + itoa(n) }},
	{"moves=1-3&play=misere&len=20", 4, func(n int) string { return "3,5," + itoa(n) }},
	{"game=octal&code=0.07&len=60", 33, itoa},
	{"game=grundy&len=40", 20, itoa},
	{"game=partizan&left=2,5,9&right=3,4,8&len=40", 30, func(n int) string { return itoa(n) + ";L" }},
	{"game=partizan&left=1,3&right=1,2&len=40", 7, func(n int) string { return itoa(n) + ";R" }},
	{"game=parity&moves=1-3&len=40", 13, func(n int) string { return itoa(n|1) + ";hold=0,0;first" }},
	{"moves=1-5&norepeat=1&len=40", 20, itoa},
	{"moves=1-5&norepeat=2&len=30", 12, itoa},
}

func itoa(n int) string { return strconv.Itoa(n) }

// playOut plays a match to its end: the first player (who moves from the
// start) by first, the second by second, each given the match and
// returning the index of its move. It returns whether the first player won.
func playOut(t *testing.T, c Config, r *Result, start string, first, second func(*Match) int) bool {
	t.Helper()
	var line []int
	for ply := 0; ; ply++ {
		m, err := Replay(c, r, start, line, PageLimits)
		if err != nil {
			t.Fatalf("%s from %s, line %v: %v", c.Bare().Query(), start, line, err)
		}
		if m.Over {
			// The player to move at the end wins only when the rules say so.
			moverWins := m.Mover().Wins
			return moverWins == (ply%2 == 0)
		}
		if ply > 10_000 {
			t.Fatalf("%s from %s: no end after %d moves", c.Bare().Query(), start, ply)
		}
		who := first
		if ply%2 == 1 {
			who = second
		}
		line = append(line, who(m))
	}
}

func computer(m *Match) int { return m.Best }

// hinted plays a move the hints colour as winning, the fastest.
func hinted(m *Match) int {
	best := -1
	for i, o := range m.Options {
		if !o.Value.Wins && (best < 0 || o.Value.Remoteness < m.Options[best].Value.Remoteness) {
			best = i
		}
	}
	if best < 0 {
		return 0
	}
	return best
}

// From a winning start the computer, moving first, beats a player who
// moves at random, and a player who follows the hints beats the computer;
// the computer wins in exactly the start's remoteness against itself.
func TestMatchesInEveryFamily(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 2))
	random := func(m *Match) int { return rng.IntN(len(m.Options)) }
	for _, tc := range matchCases {
		t.Run(tc.query, func(t *testing.T) {
			c := configOf(t, tc.query)
			r, err := Analyze(t.Context(), c, PageLimits, nil)
			if err != nil {
				t.Fatal(err)
			}
			var m *Match
			start := ""
			for n := tc.from; n < tc.from+40; n++ {
				start = tc.start(n)
				if m, err = Replay(c, r, start, nil, PageLimits); err != nil {
					t.Fatal(err)
				}
				if m.Mover().Wins {
					break
				}
			}
			if !m.Mover().Wins {
				t.Fatalf("no won start from %s on", tc.start(tc.from))
			}
			tc := struct{ start string }{start}
			for game := range 6 {
				if !playOut(t, c, r, tc.start, computer, random) {
					t.Fatalf("game %d: the computer lost to random moves", game)
				}
			}
			if !playOut(t, c, r, tc.start, hinted, computer) {
				t.Fatal("following the hints lost to the computer")
			}
			var line []int
			for {
				m, err := Replay(c, r, tc.start, line, PageLimits)
				if err != nil {
					t.Fatal(err)
				}
				if m.Over {
					break
				}
				line = append(line, m.Best)
			}
			if rem := m.Mover().Remoteness; rem >= 0 && len(line) != rem {
				t.Errorf("the computer against itself took %d moves, the start's remoteness is %d", len(line), rem)
			}
		})
	}
}

// A match replays its line, and refuses a start or a move that is not
// one, naming the key.
func TestReplay(t *testing.T) {
	c := configOf(t, "moves=1,3,4&len=20")
	r, err := Analyze(t.Context(), c, PageLimits, nil)
	if err != nil {
		t.Fatal(err)
	}
	m, err := Replay(c, r, "9", []int{2, 0}, PageLimits)
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	for _, s := range m.Steps {
		got = append(got, s.Move+">"+s.Position)
	}
	if want := ">9 take 4 leaving 5>5 take 1 leaving 4>4"; strings.Join(got, " ") != want {
		t.Errorf("steps %q, want %q", strings.Join(got, " "), want)
	}
	if len(m.Options) != 3 || m.Options[m.Best].To != "0" {
		t.Errorf("from 4 the options are %+v and the computer plays %d; want take 4 leaving 0", m.Options, m.Best)
	}
	for _, tc := range []struct {
		start string
		line  []int
		want  string
	}{
		{"x", nil, `from: "x"`},
		{"9", []int{3}, `line: "3": move 1 (3) is not a move from 9: its moves are numbered 0 to 2`},
		{"1", []int{0, 0}, `line: "0,0": move 2 (0) is not a move from 0: no move is left`},
	} {
		if _, err := Replay(c, r, tc.start, tc.line, PageLimits); err == nil || !strings.HasPrefix(err.Error(), tc.want) {
			t.Errorf("Replay(%q, %v) = %v, want an error starting %q", tc.start, tc.line, err, tc.want)
		}
	}
}

// The page key line reads back the moves it spells, and a bad one names
// the key.
func TestParseLine(t *testing.T) {
	for text, want := range map[string][]int{"": nil, "0": {0}, "2, 0,1": {2, 0, 1}} {
		got, err := ParseLine(text)
		if err != nil || !slices.Equal(got, want) {
			t.Errorf("ParseLine(%q) = %v, %v; want %v", text, got, err, want)
		}
		if back, err := ParseLine(FormatLine(got)); err != nil || !slices.Equal(back, want) {
			t.Errorf("ParseLine(FormatLine(%v)) = %v, %v", got, back, err)
		}
	}
	for _, text := range []string{"a", "1,,2", "-1", "1e3", strings.Repeat("0,", MaxLine) + "0", strings.Repeat("9", 300)} {
		if _, err := ParseLine(text); err == nil || !strings.HasPrefix(err.Error(), "line") {
			t.Errorf("ParseLine(%.20q…) = %v, want an error of the key line", text, err)
		}
	}
}

// A match opens where the page says, in every family's form, and Replay
// reads that opening back.
func TestOpening(t *testing.T) {
	for _, tc := range []struct {
		query, want string
		heaps       []int64
		left        bool
	}{
		{"moves=1,3,4", "12", []int64{12}, false},
		{"moves=1,3,4", "3,5,7", []int64{3, 5, 7}, false},
		{"game=partizan&left=1,3&right=1,2", "12;L", []int64{12}, true},
		{"game=partizan&left=1,3&right=1,2", "12;R", []int64{12}, false},
		{"game=parity&moves=1-3", "13;hold=0,0;first", []int64{13}, false},
		{"moves=1-5&norepeat=1", "12", []int64{12}, false},
	} {
		c := configOf(t, tc.query+"&len=40")
		var heaps []*big.Int
		for _, h := range tc.heaps {
			heaps = append(heaps, big.NewInt(h))
		}
		got, err := Opening(c, heaps, tc.left)
		if err != nil || got != tc.want {
			t.Errorf("%s: Opening(%v) = %q, %v; want %q", tc.query, tc.heaps, got, err, tc.want)
			continue
		}
		r, err := Analyze(t.Context(), c, PageLimits, nil)
		if err != nil {
			t.Fatal(err)
		}
		if m, err := Replay(c, r, got, nil, PageLimits); err != nil || m.Steps[0].Position != tc.want {
			t.Errorf("%s: Replay from %q = %v, %v", tc.query, got, m, err)
		}
	}
	c := configOf(t, "game=parity&moves=1-3")
	for _, heaps := range [][]*big.Int{nil, {big.NewInt(12)}, {big.NewInt(3), big.NewInt(5)}} {
		if _, err := Opening(c, heaps, false); err == nil || !strings.HasPrefix(err.Error(), "from") {
			t.Errorf("Opening(parity, %v) = %v, want an error of the key from", heaps, err)
		}
	}
}

// In the parity game the match names Game::Stones' move: the largest take
// that wins, else the smallest take.
func TestMatchPolicy(t *testing.T) {
	c := configOf(t, "game=parity&moves=1-3&len=40")
	r, err := Analyze(t.Context(), c, PageLimits, nil)
	if err != nil {
		t.Fatal(err)
	}
	for n := 5; n < 30; n += 2 {
		m, err := Replay(c, r, itoa(n)+";hold=0,0;first", nil, PageLimits)
		if err != nil {
			t.Fatal(err)
		}
		want := 0 // the smallest take, when every take loses
		for i, o := range m.Options {
			if !o.Value.Wins {
				want = i
			}
		}
		if m.Policy != want {
			t.Errorf("pile %d: policy plays %d (%s), want %d (%s)", n, m.Policy, m.Options[m.Policy].Move, want, m.Options[want].Move)
		}
	}
	plain := configOf(t, "moves=1-3&len=40")
	pr, _ := Analyze(t.Context(), plain, PageLimits, nil)
	if m, err := Replay(plain, pr, "13", nil, PageLimits); err != nil || m.Policy != -1 {
		t.Errorf("a subtraction game has no policy: Policy = %d, %v", m.Policy, err)
	}
}

// Each step of a match says its position in words, the side to move of a
// partizan position, and whether its move threw a win away; a match over
// says the rule that ended it; all of it survives the JSON that carries a
// match from the worker to the page. Every family: a sum of heaps, misère
// play, rings of an octal game, partizan with either side first, the
// parity game (ended by the holdings, or by a pile no take fits) and
// no-repeat.
func TestMatchWords(t *testing.T) {
	for _, tc := range []struct {
		query, start string
		moves        int // the first option played this many times
		words        string
		sides        string
		thrown       []int
		end          game.End
	}{
		{"moves=1,3,4&len=20", "3,5,7", 3, "3 · 5 · 7|2 · 5 · 7|1 · 5 · 7|5 · 7", "|||", []int{1, 2, 3}, ""},
		{"moves=1-3&play=misere&len=20", "6", 6, "6|5|4|3|2|1|0", "||||||", []int{3, 4}, game.EndMisere},
		{"game=octal&code=0.07&circular=1&len=20", "r9,4", 6, "r9 · 4|7 · 4|5 · 4|3 · 4|1 · 4|1 · 2|1", "||||||", []int{1, 2, 3, 4, 5}, game.EndNormal},
		{"game=partizan&left=1,3&right=1,2&len=40", "5;L", 5,
			"5 · Left to move|4 · Right to move|3 · Left to move|2 · Right to move|1 · Left to move|0 · Right to move",
			"Left|Right|Left|Right|Left|Right", []int{2, 3, 4}, game.EndNormal},
		{"game=partizan&left=2,5,9&right=3,4,8&len=40", "9;R", 3,
			"9 · Right to move|6 · Left to move|4 · Right to move|1 · Left to move",
			"Right|Left|Right|Left", []int{1, 2}, game.EndNormal},
		{"game=parity&moves=1-3&len=40", "9;hold=0,0;first", 9,
			"9 · holdings even, even · first player's turn|8 · holdings odd, even · second player's turn|" +
				"7 · holdings odd, odd · first player's turn|6 · holdings even, odd · second player's turn|" +
				"5 · holdings even, even · first player's turn|4 · holdings odd, even · second player's turn|" +
				"3 · holdings odd, odd · first player's turn|2 · holdings even, odd · second player's turn|" +
				"1 · holdings even, even · first player's turn|0 · holdings odd, even · second player's turn",
			"|||||||||", []int{3, 6, 7, 8}, game.EndParity},
		{"game=parity&moves=2,3&len=40", "9;hold=0,0;first", 4,
			"9 · holdings even, even · first player's turn|7 · holdings even, even · second player's turn|" +
				"5 · holdings even, even · first player's turn|3 · holdings even, even · second player's turn|" +
				"1 · holdings even, even · first player's turn",
			"||||", []int{3}, game.EndNormal},
		{"moves=1-5&norepeat=2&len=30", "12", 6, "12|11 · last taken 1|9 · last taken 1,2|6 · last taken 2,3|5 · last taken 3,1|3 · last taken 1,2|0 · last taken 2,3",
			"||||||", []int{5}, game.EndNormal},
	} {
		t.Run(tc.query, func(t *testing.T) {
			c := configOf(t, tc.query)
			r, err := Analyze(t.Context(), c, PageLimits, nil)
			if err != nil {
				t.Fatal(err)
			}
			m, err := Replay(c, r, tc.start, make([]int, tc.moves), PageLimits)
			if err != nil {
				t.Fatal(err)
			}
			b, err := json.Marshal(m)
			if err != nil {
				t.Fatal(err)
			}
			var back Match
			if err := json.Unmarshal(b, &back); err != nil {
				t.Fatal(err)
			}
			var words, sides []string
			var thrown []int
			for i, s := range back.Steps {
				words = append(words, s.Words)
				sides = append(sides, string(s.Side))
				if s.Thrown {
					thrown = append(thrown, i)
				}
			}
			if got := strings.Join(words, "|"); got != tc.words {
				t.Errorf("words %q, want %q", got, tc.words)
			}
			if got := strings.Join(sides, "|"); got != tc.sides {
				t.Errorf("sides %q, want %q", got, tc.sides)
			}
			if !slices.Equal(thrown, tc.thrown) {
				t.Errorf("moves that threw a win away %v, want %v", thrown, tc.thrown)
			}
			if back.End != tc.end || back.Over != (tc.end != "") {
				t.Errorf("over %v, end %q; want end %q", back.Over, back.End, tc.end)
			}
		})
	}
}
