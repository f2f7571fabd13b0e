package solver

import (
	"errors"
	"runtime"
	"slices"
	"strings"
	"testing"

	"stones/solver/game"
)

func TestParseConfigNormalForm(t *testing.T) {
	tests := []struct{ query, want string }{
		{"", "game=subtraction&moves=1-3&play=normal&norepeat=0&len=100&algo=auto"},
		{"?moves=10,8,5,1,5", "game=subtraction&moves=1,5,8,10&play=normal&norepeat=0&len=100&algo=auto"},
		{"moves=1-5,9&len=40&n=0068", "game=subtraction&moves=1-5,9&play=normal&norepeat=0&len=40&n=68&algo=auto"},
		{"moves=%201%2C%202%20&algo=sieve&embed=1", "game=subtraction&moves=1,2&play=normal&norepeat=0&len=100&algo=sieve&embed=1"},
		{"moves=1,2&embed=play,%20figure&from=7", "game=subtraction&moves=1,2&play=normal&norepeat=0&len=100&algo=auto&embed=play,figure&from=7"},
		{"game=parity&moves=1-4&embed=table,quiz,question,growth", "game=parity&moves=1-4&len=100&embed=table,quiz,question,growth"},
		{"game=partizan&left=1&right=2&embed=table", "game=partizan&left=1&right=2&len=100&embed=table"},
		{"moves=1-3,5&norepeat=1&embed=table,compare", "game=subtraction&moves=1-3,5&play=normal&norepeat=1&len=100&algo=auto&embed=table,compare"},
		{"game=octal&code=0.07&embed=atlas,figure", "game=octal&code=0.07&play=normal&len=100&embed=atlas,figure"},
		{"moves=3,1,2,7,8,9,10&game=subtraction&play=normal&norepeat=0", "game=subtraction&moves=1-3,7-10&play=normal&norepeat=0&len=100&algo=auto"},
		{"show=nim&moves=4", "game=subtraction&moves=4&play=normal&norepeat=0&len=100&algo=auto&show=nim"},
		{"moves=Squares&play=misère", "game=subtraction&moves=squares&play=misere&norepeat=0&len=100&algo=auto"},
		{"heaps=3,05,7&moves=sqrt", "game=subtraction&moves=sqrt&play=normal&norepeat=0&len=100&heaps=3,5,7&algo=auto"},
		{"game=octal&code=.070&len=30&n=9", "game=octal&code=0.07&play=normal&len=30&n=9"},
		{"game=octal&code=.33*&len=20", "game=octal&code=0.3%2A&play=normal&len=20"},
		{"game=octal&code=4.3%2a", "game=octal&code=4.3%2A&play=normal&len=100"},
		{"game=octal&code=0.F", "game=octal&code=0.f&play=normal&len=100"},
		{"code=4.7&game=octal&circular=1&heaps=1,2", "game=octal&code=4.7&circular=1&play=normal&len=100&heaps=1,2"},
		{"game=partizan&right=8,4,3&left=2,5,9&n=10", "game=partizan&left=2,5,9&right=3,4,8&len=100&n=10"},
		{"game=parity&moves=1-4&len=21", "game=parity&moves=1-4&len=21"},
		{"len=0", "game=subtraction&moves=1-3&play=normal&norepeat=0&len=0&algo=auto"},
		{"moves=7&norepeat=3", "game=subtraction&moves=7&play=normal&norepeat=3&len=100&algo=auto"},
		{"game=grundy&n=20&heaps=7,8", "game=grundy&play=normal&len=100&n=20&heaps=7,8"},
		{"moves=1-5&norepeat=2&last=5,1", "game=subtraction&moves=1-5&play=normal&norepeat=2&last=5,1&len=100&algo=auto"},
	}
	for _, tt := range tests {
		t.Run(tt.query, func(t *testing.T) {
			c, err := ParseConfig(tt.query)
			if err != nil {
				t.Fatalf("ParseConfig(%q): %v", tt.query, err)
			}
			if got := c.Query(); got != tt.want {
				t.Errorf("ParseConfig(%q).Query() = %q, want %q", tt.query, got, tt.want)
			}
			again, err := ParseConfig(c.Query())
			if err != nil || !again.Equal(c) {
				t.Errorf("ParseConfig(%q) = %v, %v; want it equal to %v", c.Query(), again, err, c)
			}
		})
	}
}

// Every bad input names its key and says what is wrong, in the words the
// page and the CLI both show.
func TestParseConfigErrors(t *testing.T) {
	tests := []struct{ query, want string }{
		{"moves=1,x,3", `moves: "1,x,3": "x" is not a positive integer`},
		{"moves=", `moves: the move set is empty; give amounts such as 1,5,8,10 or a range such as 1-3`},
		{"moves=1,,3", `moves: "1,,3": an empty item between commas`},
		{"moves=0,1", `moves: "0,1": 0 is not a move: every move takes at least one stone`},
		{"moves=5-2", `moves: "5-2": the range "5-2" runs backwards; write 2-5`},
		{"moves=1-", `moves: "1-": a range needs a number on each side of '-'`},
		{"moves=2000000", `moves: "2000000": 2000000 is larger than the largest move allowed, 1000000`},
		{"moves=" + strings.Repeat("9", 300), `moves: "999999999999999999999999999999"…(300 characters): "999999999999999999999999999999"…(300 characters) is larger than the largest move allowed, 1000000`},
		{"moves=-3", `moves: "-3": a range needs a number on each side of '-'`},
		{"moves=squarez", `moves: "squarez": "squarez" is not a positive integer`},
		{"moves=1&moves=2", `moves: given 2 times; give it once`},
		{"len=abc", `len: "abc": is not a whole number`},
		{"len=", `len: is empty; give a whole number`},
		{"len=" + strings.Repeat("1", 300), `len: "111111111111111111111111111111"…(300 characters): is larger than 1,099,511,627,776`},
		{"n=-5", `n: "-5": a heap size cannot be negative`},
		{"n=1e9", `n: "1e9": is not a whole number: use the digits 0-9 only`},
		{"n=" + strings.Repeat("7", 101), `n: "777777777777777777777777777777"…(101 characters): has 101 digits; at most 100 are allowed`},
		{"n=", `n: is empty; give a heap size such as 68`},
		{"game=chess", `game: "chess": unknown game; the games are subtraction, partizan, octal, parity, grundy` + laterGames()},
		{"game=partizan&left=2,5,9", `right: is required for game=partizan; give right's moves, such as 2,5,9`},
		{"game=partizan&left=squares&right=1", `left: "squares": game=partizan takes finite move sets`},
		{"game=partizan&left=1&right=2&play=misere", `play: does not apply to game=partizan`},
		{"game=parity&moves=primes", `moves: "primes": game=parity takes a finite move set`},
		{"game=parity&moves=1-3&heaps=1,3", `heaps: sums of heaps apply to impartial games only; this game is played on one heap`},
		{"n=+5", `n: "+5": is not a whole number: use the digits 0-9 only`},
		{"heaps=3,+5", `heaps: "3,+5": heap "+5" is not a whole number: use the digits 0-9 only`},
		{"moves=1-20&norepeat=4", `norepeat: "4": with 20 moves gives more than 4096 histories to track; use a smaller norepeat or fewer moves`},
		{"moves=squares&norepeat=1", `norepeat: "1": the no-repeat game takes a finite move set, not squares`},
		{"moves=1-5&norepeat=1&heaps=3,4", `heaps: sums of heaps apply to impartial games only; this game is played on one heap`},
		{"moves=1-5&norepeat=1&play=misere", `norepeat: "1": the no-repeat game is played in normal play only`},
		{"moves=1-5&last=3", `last: applies only with norepeat=1 or more`},
		{"moves=1-5&norepeat=1&last=7", `last: "7": "7" is not a move of the set {1-5}`},
		{"moves=1-5&norepeat=2&last=3,3", `last: "3,3": 3 is taken twice; within the last 2 moves every amount differs`},
		{"moves=1-5&norepeat=1&last=3,4", `last: "3,4": lists 2 moves; only the last norepeat=1 matter`},
		{"left=1,2", `left: does not apply to game=subtraction`},
		{"code=0.77", `code: does not apply to game=subtraction`},
		{"game=octal", `code: is required for game=octal; give an octal code such as 0.77 (Kayles)`},
		{"game=octal&code=0.77&moves=1,2", `moves: does not apply to game=octal`},
		{"game=octal&code=0.77&algo=dp", `algo: does not apply to game=octal`},
		{"game=octal&code=0.g", `code: "0.g": "g" is not a digit of a code: the digits after the point are 0–9 and a–f`},
		{"game=octal&code=0.*", `code: "0.*": * must follow a digit: it repeats the last digit for ever, as in 0.3*`},
		{"game=octal&code=77", `code: "77": an octal code has a point, as in 0.77 or .07`},
		{"game=octal&code=3.7", `code: "3.7": before the point only 0, 4, 8 or c may stand (4: a move may split a heap in two without taking; 8: in three; c: either)`},
		{"game=octal&code=0.000", `code: "0.000": allows no move at all; give a digit from 1 to f after the point`},
		{"game=octal&code=", `code: is empty; give an octal code such as 0.77 (Kayles)`},
		{"game=octal&code=0.77&circular=yes", `circular: "yes": must be 1 (or left out)`},
		{"game=octal&code=0.77&circular=1&play=misere", `circular: "1": misère play on rings is not available; leave out circular, or use play=normal`},
		{"game=octal&code=0.77&deep=1&play=misere", `deep: "1": misère play has no period search to deepen: its period, where proven, comes from the misère quotient; leave out deep`},
		{"heaps=3,,7", `heaps: "3,,7": an empty item between commas`},
		{"heaps=", `heaps: is empty; give heap sizes such as 3,5,7`},
		{"heaps=3,-5", `heaps: "3,-5": heap "-5" cannot be negative`},
		{"heaps=3,x", `heaps: "3,x": heap "x" is not a whole number: use the digits 0-9 only`},
		{"play=fast", `play: "fast": must be normal or misere`},
		{"norepeat=x", `norepeat: "x": is not a whole number`},
		{"algo=magic", `algo: "magic": unknown algorithm; the algorithms are auto, dp, sieve, convolution and bitset`},
		{"embed=yes", `embed: "yes": "yes" is not a part; the parts are figure, question, play, quiz, table, compare, growth, digits, atlas`},
		{"embed=", `embed: must be 1 (the figure) or a comma list of parts: figure, question, play, quiz, table, compare, growth, digits, atlas`},
		{"embed=figure,1", `embed: "figure,1": 1 stands alone: it is the figure, which the list names figure`},
		{"embed=play,quiz,play", `embed: "play,quiz,play": names play twice; name each part once`},
		{"embed=figure,growth,compare", `embed: "figure,growth,compare": names growth and compare: an embed shows one view at a time (compare, growth, digits, atlas), as the page does`},
		{"embed=figure,table", `embed: "figure,table": this game has no table: a state table belongs to games whose heaps have states (no-repeat, parity) or two players' moves (partizan)`},
		{"game=grundy&embed=compare", `embed: "compare": this game has no compare view: it compares the variants of a move set, and game=grundy has none`},
		{"game=partizan&left=1&right=2&embed=atlas", `embed: "atlas": this game has no atlas: game=partizan has no family of small games to survey`},
		{"embed=1&theme=blue", `theme: "blue": must be light or dark (or left out, to follow the reader's system)`},
		{"colour=red", `colour: unknown key; the keys are game, moves, left, right, code, circular, play, norepeat, last, deep` + laterKeys() + `, len, n, heaps, algo, embed`},
		{"moves=%zz", `moves: "%zz": is not valid percent-encoding`},
		{"%zz=1", `query: "%zz": a key that is not valid percent-encoding`},
		{"=1", `"": unknown key; the keys are game, moves, left, right, code, circular, play, norepeat, last, deep` + laterKeys() + `, len, n, heaps, algo, embed`},
		{"game=partizan&left=x&right=0", `left: "x": "x" is not a positive integer`},
	}
	for _, tt := range tests {
		t.Run(tt.query[:min(len(tt.query), 30)], func(t *testing.T) {
			_, err := ParseConfig(tt.query)
			var bad *game.InputError
			if !errors.As(err, &bad) {
				t.Fatalf("ParseConfig(%q) error = %v, want an *InputError", tt.query, err)
			}
			if err.Error() != tt.want {
				t.Errorf("ParseConfig(%q) error\n got %s\nwant %s", tt.query, err, tt.want)
			}
			if !strings.HasPrefix(err.Error(), bad.Key+": ") {
				t.Errorf("error %q does not start with its key %q", err, bad.Key)
			}
		})
	}
}

// FuzzParseConfig: parsing never panics, and an accepted configuration
// round-trips exactly through its normal form.
func FuzzParseConfig(f *testing.F) {
	for _, s := range []string{"", "moves=1,5,8,10&len=40&n=68", "moves=1-5,9", "n=" + strings.Repeat("9", 120),
		"moves=1,,x", "len=99999999999", "show=nim&embed=1", "moves=%ff", "algo=bitset&moves=1000000", "game=octal&code=0.137&circular=1", "heaps=1,2,3&play=misere", "moves=primes1", "game=partizan&left=1,2&right=3", "moves=1-4&norepeat=2&last=1", "game=parity&moves=1-3", "game=grundy&n=5", "moves=" + strings.Repeat("1-1000000,", 59) + "1-1000000"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, q string) {
		var c Config
		var err error
		if got, most := allocated(func() { c, err = ParseConfig(q) }), mostParseBytes(len(q)); got > most {
			t.Fatalf("ParseConfig(%q) allocated %d bytes, more than %d", q, got, most)
		}
		if err != nil {
			var bad *game.InputError
			if !errors.As(err, &bad) {
				t.Fatalf("ParseConfig(%q) error %v is not an *InputError", q, err)
			}
			return
		}
		again, err := ParseConfig(c.Query())
		if err != nil {
			t.Fatalf("ParseConfig(%q) (the normal form of %q): %v", c.Query(), q, err)
		}
		if !again.Equal(c) || again.Query() != c.Query() {
			t.Fatalf("round trip of %q: %q then %q", q, c.Query(), again.Query())
		}
	})
}

// FuzzParseHeaps: never panics; accepted heaps are at most MaxHeaps, each ≥ 0.
func FuzzParseHeaps(f *testing.F) {
	for _, s := range []string{"3,5,7", "0", " 1 , 2 ", "1,,2", "-1", strings.Repeat("9", 101), strings.Repeat("1,", 70) + "1"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		hs, err := ParseHeaps("heaps", s)
		if err != nil {
			return
		}
		if len(hs) == 0 || len(hs) > MaxHeaps {
			t.Fatalf("ParseHeaps(%q) gave %d heaps", s, len(hs))
		}
		for _, h := range hs {
			if h.Sign() < 0 || len(h.String()) > MaxDigits {
				t.Fatalf("ParseHeaps(%q) gave heap %v", s, h)
			}
		}
	})
}

// FuzzParseHeap: never panics; an accepted heap size is ≥ 0, has at most
// MaxDigits digits, and its decimal form parses back to itself.
func FuzzParseHeap(f *testing.F) {
	for _, s := range []string{"0", "68", "007", " 12 ", "-1", "1e9", strings.Repeat("9", 100), strings.Repeat("9", 101), "١٢"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		n, err := ParseHeap("n", s)
		if err != nil {
			return
		}
		if n.Sign() < 0 || len(n.String()) > MaxDigits {
			t.Fatalf("ParseHeap(%q) = %v", s, n)
		}
		back, err := ParseHeap("n", n.String())
		if err != nil || back.Cmp(n) != 0 {
			t.Fatalf("ParseHeap(%q) = %v; its decimal form parses to %v, %v", s, n, back, err)
		}
	})
}

// allocated returns the bytes f allocates.
func allocated(f func()) uint64 {
	var before, after runtime.MemStats
	runtime.ReadMemStats(&before)
	f()
	runtime.ReadMemStats(&after)
	return after.TotalAlloc - before.TotalAlloc
}

// mostParseBytes bounds what parsing a query of n bytes may allocate: a
// cost in proportion to its length, whatever the ranges in it span.
func mostParseBytes(n int) uint64 { return uint64(64*n + 256<<10) }

// Parsing costs memory in proportion to the query's length: sixty copies of
// 1-1000000 (605 characters) once expanded to 60 million amounts.
func TestParseConfigCheap(t *testing.T) {
	for _, q := range []string{
		"moves=" + strings.Repeat("1-1000000,", 59) + "1-1000000",
		"game=partizan&left=" + strings.Repeat("1-1000000,", 200) + "1&right=1-1000000",
		"game=parity&moves=" + strings.Repeat("1-999999,", 300) + "5",
		"moves=1-1000000&norepeat=1",
		"heaps=" + strings.Repeat(strings.Repeat("9", 100)+",", 63) + "1",
	} {
		if got, most := allocated(func() { ParseConfig(q) }), mostParseBytes(len(q)); got > most {
			t.Errorf("ParseConfig(%.40q…, %d bytes) allocated %d bytes, more than %d", q, len(q), got, most)
		}
	}
}

// Every bad key is reported at once, and a link whose game is uncertain (a
// defining key broken, repeated or meant for another game) builds none,
// while a bad question key keeps the game.
func TestParseConfigAllErrors(t *testing.T) {
	tests := []struct {
		query string
		keys  []string // the keys of the problems, in order
		game  bool     // a game is built
	}{
		{"game=partizan&left=x&right=0&n=-1", []string{"left", "right", "n"}, false},
		{"moves=1,x&len=30&n=-3", []string{"moves", "n"}, false},
		{"moves=1-3&len=x&heaps=1,a", []string{"len", "heaps"}, true},
		{"moves=1,5&moves=2", []string{"moves"}, false},
		{"moves=1-3&code=0.77", []string{"code"}, false},
		{"moves=%ZZ&n=5", []string{"moves"}, false},
		{"n=%ZZ", []string{"n"}, true},
		{"moves=1-5&norepeat=1&last=9", []string{"last"}, true},
		{"colour=red&moves=1-3", []string{"colour"}, true},
	}
	for _, tt := range tests {
		c, err := ParseConfig(tt.query)
		var errs Errors
		if !errors.As(err, &errs) {
			t.Errorf("ParseConfig(%q) = %v, want Errors", tt.query, err)
			continue
		}
		var keys []string
		for _, e := range errs {
			keys = append(keys, e.Key)
		}
		if strings.Join(keys, " ") != strings.Join(tt.keys, " ") || (c.Game != nil) != tt.game {
			t.Errorf("ParseConfig(%q): problems of %v and a game %v; want %v and %v", tt.query, keys, c.Game != nil, tt.keys, tt.game)
		}
	}
}

// The normal form orders each family's keys as its Keys do (an Engine key
// after the questions), the keys of every family merge into one order
// that keeps each family's, and orders that contradict each other are
// refused.
func TestKeyOrderIsTheFamilies(t *testing.T) {
	for _, f := range Families() {
		for _, order := range [][]string{keyOrder(f), Keys()} {
			at := func(k string) int { return slices.Index(order, k) }
			if at("game") != 0 || !(at("len") < at("n") && at("n") < at("heaps") && at("heaps") < at("embed")) {
				t.Errorf("game=%s: %v does not start with game and end with len, n, heaps, embed", f.Game, order)
			}
			for i, k := range f.Keys {
				if k.Engine != (at(k.Name) > at("heaps")) || at(k.Name) < 0 {
					t.Errorf("game=%s: %v places %s at %d (an Engine key %v)", f.Game, order, k.Name, at(k.Name), k.Engine)
				}
				if i > 0 && f.Keys[i-1].Engine == k.Engine && at(f.Keys[i-1].Name) > at(k.Name) {
					t.Errorf("game=%s: %v puts %s before %s, against its Keys", f.Game, order, k.Name, f.Keys[i-1].Name)
				}
			}
		}
	}
	a := &game.Family{Game: "a", Keys: []game.Key{{Name: "x"}, {Name: "y"}}}
	b := &game.Family{Game: "b", Keys: []game.Key{{Name: "y"}, {Name: "z"}, {Name: "x"}}}
	defer func() {
		if recover() == nil {
			t.Error("keyOrder of families ordering x and y both ways did not panic")
		}
	}()
	keyOrder(a, b)
}

// laterGames lists the games of the registry after the first five, as
// ", graph, cram", from the families' descriptions.
func laterGames() string {
	var b strings.Builder
	for _, f := range Families()[5:] {
		b.WriteString(", " + f.Game)
	}
	return b.String()
}

// laterKeys lists the keys of the families after the first five that no
// earlier family takes, as ", graph, rule", from their descriptions.
func laterKeys() string {
	var b strings.Builder
	seen := map[string]bool{}
	for i, f := range Families() {
		for _, k := range f.Keys {
			if i >= 5 && !seen[k.Name] && !slices.Contains(genericKeys, k.Name) {
				b.WriteString(", " + k.Name)
			}
			seen[k.Name] = true
		}
	}
	return b.String()
}

// TestDefines tells the keys whose problem leaves a link's game unknown:
// the one rule of the parser and the page.
func TestDefines(t *testing.T) {
	f := FamilyNamed("subtraction")
	for key, want := range map[string]bool{
		"game": true, "moves": true, "play": true, "norepeat": true, "code": true,
		"last": false, "len": false, "n": false, "heaps": false, "embed": false, "algo": false, "show": false, "foo": false, "query": false,
	} {
		if got := Defines(f, key); got != want {
			t.Errorf("Defines(subtraction, %s) = %v, want %v", key, got, want)
		}
	}
}
