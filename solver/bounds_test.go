package solver

import (
	"errors"
	"runtime"
	"stones/solver/game"
	"stones/solver/numerals"
	"strings"
	"testing"
)

// boundedCase is a query at the edge of the limits: it is answered, or
// refused on key with text, within an allocation budget, with a message
// that completes its sentence and sends no one elsewhere.
type boundedCase struct {
	query string
	key   string // the key of the refusal; "" when it is answered
	text  string // the value the refusal quotes
	want  string // a part of the message (or, answered, of the JSON object)
	most  uint64 // bytes allocated at most
}

// boundedCases are the queries of the adversarial check that found answers
// bounded after the work, or refusals that blamed a value nobody typed.
func boundedCases() []boundedCase {
	const mb = 1 << 20
	return []boundedCase{
		// One misère heap is answered as n is, at once.
		{"moves=1-1000&heaps=1048576&play=misere", "", "", `"heaps":{"heaps":[1048576],"outcome":"N","winningMoves":[{"heap":0,"take":528,"leave":[1048048]}],"searched":0}`, 16 * mb},
		// Several are refused before their moves are listed.
		{"moves=1-1000&heaps=1048576,1048576&play=misere", "heaps", "1048576,1048576", "limited to 4,000,000 positions on the command line; this position has more than", 64 * mb},
		{"moves=1-1000&heaps=30000,30000&play=misere", "heaps", "30000,30000", "limited to 4,000,000 positions on the command line; this position has more than", 64 * mb},
		{"moves=1-1000&heaps=1048576,1&play=misere", "heaps", "1048576,1", "limited to 32,000,000 moves looked at on the command line; listing the moves of the heaps reachable from this position needs more than that", 64 * mb},
		{"moves=squares&heaps=1048576,5&play=misere", "heaps", "1048576,5", "limited to 32,000,000 moves looked at on the command line;", 128 * mb},
		// The largest searches within the limits answer within the budget.
		{"moves=1-3&len=1&heaps=2800,2800&play=misere", "", "", `"searched":3922800}`, 160 * mb},
		// A misère sum of heaps without a move says how many positions it searched.
		{"moves=3&heaps=1,2&play=misere", "", "", `"heaps":{"heaps":[1,2],"outcome":"N","winningMoves":[],"searched":0}`, 16 * mb},
		// The retry beyond the figure names the key and the value typed.
		{"moves=primes&len=1&n=5000000", "n", "5000000", "the command line computes them only below 421,033 (within the flag -nimsearch, default 16,777,216, and the flag -work, default 2^34); heap 5,000,000 is beyond that limit", 64 * mb},
		// Grundy's game refuses a heap beyond its limit before computing it.
		{"game=grundy&len=1&n=4194304", "n", "4194304", "allow the nim-values of 4,194,304 heap sizes of Grundy's game, which is not known to be periodic; heap 4,194,304 is beyond that limit", 64 * mb},
		// Heaps of Grundy's game are computed as far as n is.
		{"game=grundy&len=1&heaps=32768,1", "", "", `"outcomeSearch":32769,"nimSearch":32769,`, 64 * mb},
		// An octal game with no period searches what the question needs.
		{"game=octal&code=0.007&len=1", "", "", `"nimPeriod":null,"outcomeSearch":16384,"nimSearch":16384,"proof":"the search computed what the question needs; deep=1 searches as far as the limits allow"}`, 64 * mb},
		{"game=octal&code=0.6&len=1", "", "", `"nimPeriod":null,"outcomeSearch":16384,"nimSearch":16384,"proof":"the search computed what the question needs; deep=1 searches as far as the limits allow"}`, 64 * mb},
		{"game=octal&code=0.007&len=1&n=20000", "", "", `"nimPeriod":null,"outcomeSearch":20001,"nimSearch":20001,`, 64 * mb},
		{"game=octal&code=0.165&len=1", "", "", `"nimPeriod":{"preperiod":5181,"period":1550,"proven":true}`, 64 * mb},
		// Taking a whole heap leaves [] in every game.
		{"moves=1-3&len=1&n=3", "", "", `"winningMoves":[{"take":3,"leave":[]}]`, mb},
		{"game=octal&code=0.7&len=1&n=1", "", "", `"winningMoves":[{"take":1,"leave":[]}]`, mb},
		// Misère play of a wild game needs what the question asks: a figure
		// of one heap builds no misère quotient, a longer one builds it
		// within its steps, and a refusal of len for a question says that a
		// smaller len answers it.
		{"game=octal&code=0.6&play=misere&len=1", "", "", `"outcomes":"N","outcomePeriod":null`, mb},
		{"game=octal&code=0.6&play=misere&len=13", "", "", `"outcomes":"NNPNNPNNPNNPN","outcomePeriod":null`, 64 * mb},
		{"game=octal&code=0.6&play=misere&heaps=11,1", "len", "100", "use len=72 or less (the figure lists len heap sizes, 100 unless given, beside the question: a smaller len also answers heaps=11,1)", 64 * mb},
		{"game=octal&code=0.6&play=misere&heaps=50,50,50,50,50,50,50,50,50,50", "len", "100", "a smaller len also answers heaps=50,50,50,50,50,50,50,50,50,50", 64 * mb},
		{"game=octal&code=0.6&play=misere&len=1&heaps=200,1", "heaps", "200,1", "heap 200 is beyond the figure's exhaustive search, which computed the genus of heap 0 only, at len=1 (a larger len computes more), and the misère quotient of Octal game 0.6 takes more than 33,554,", 64 * mb},
		// Boards and graphs whose search passes its limit are refused from a
		// forecast made on their smaller relatives, before a 32nd of the
		// limit is spent (issue 32; the work to the refusal is counted in
		// solver/graph's TestForecastRefusesEarly).
		{"game=graph&graph=grid:8x8&rule=node", "graph", "grid:8x8", "components valued (up to isomorphism), estimated from the smaller graphs of its sequence (those up to size 5 took 28,669), more than 8 times the limit on states of the command line, 4,000,000; use a smaller or thinner graph, or raise the limit (the command line's -states)", 64 * mb},
		{"game=cram&board=7x9", "board", "7x9", "steps, estimated from the smaller boards of its sequence (those up to size 5 took 20,328,232), more than 8 times the limit of work of the command line, 17,179,869,184 (the flag -work, default 2^34); use a smaller board", 64 * mb},
		{"game=graph&graph=" + random64 + "&rule=domino", "graph", random64, "estimated from the smaller graphs of its sequence", 128 * mb},
		// Node Kayles on seed 3, whose costs grow unevenly from vertex to
		// vertex, at the first size that costs 4,096 forms.
		{"game=graph&graph=" + random64Seed3 + "&rule=node", "graph", random64Seed3, "estimated from the smaller graphs of its sequence (those up to size 36 took 21,651)", 128 * mb},
		// A small board's search table is as large as the board needs, not
		// a quarter of the memory (a gibibyte on the command line).
		{"game=cram&board=3x6", "", "", `"nim":[0,1,1,0,1,1,4]`, 8 * mb},
		// A moser heap whose nim-value passes 32 bits is named, with the limit.
		{"moves=moser&len=1&heaps=18446744073709551616,1", "heaps", "18446744073709551616,1", "heap 18446744073709551616: its nim-value (its base-4 digits mod 2, read in binary) has more than 32 bits, and a sum adds nim-values of at most 32 bits, those of heaps below 4^32 = 18,446,744,073,709,551,616", mb},
	}
}

// random64 is the random connected graph of 64 vertices of seed 1 in
// solver/graph/testdata/random-64.txt: a random tree and 17 more edges.
const random64 = "0-1,0-2,1-3,3-4,1-5,4-6,5-7,2-8,3-9,8-10,2-11,2-12,0-13,5-14,12-15,3-16,3-17,1-18,16-19,0-20,4-21,0-22,10-23,21-24,5-25,0-26,8-27,24-28,18-29,28-30,7-31,11-32,21-33,11-34,17-35,28-36,28-37,28-38,31-39,32-40,13-41,27-42,22-43,38-44,35-45,6-46,30-47,24-48,36-49,34-50,34-51,27-52,40-53,12-54,54-55,38-56,25-57,55-58,10-59,47-60,41-61,31-62,1-63,38-42,9-16,18-46,11-30,27-48,20-28,42-50,41-50,16-40,23-37,27-41,11-63,30-42,45-54,10-25,53-59,12-13"

// random64Seed3 is the random connected graph of 64 vertices of seed 3 in
// solver/graph/testdata/random-64.txt.
const random64Seed3 = "0-1,1-2,1-3,2-4,1-5,5-6,0-7,5-8,2-9,1-10,10-11,4-12,2-13,7-14,11-15,1-16,5-17,3-18,9-19,1-20,4-21,20-22,19-23,18-24,16-25,11-26,8-27,27-28,10-29,26-30,7-31,8-32,28-33,11-34,29-35,8-36,4-37,31-38,12-39,1-40,1-41,0-42,26-43,10-44,6-45,28-46,43-47,45-48,9-49,30-50,26-51,18-52,49-53,35-54,8-55,48-56,12-57,17-58,9-59,20-60,7-61,37-62,19-63,46-63,10-43,62-63,24-47,16-43,54-61,52-62,13-31,35-36,7-15,7-22,21-23,2-15,32-53,20-42,32-61,20-25"

// Every query at the edge of the limits is answered or refused within its
// allocation budget (bytes allocated, which bound the memory used), with a
// message on the key the user gave.
func TestBounded(t *testing.T) {
	for _, tc := range boundedCases() {
		t.Run(tc.query, func(t *testing.T) {
			c := configOf(t, tc.query)
			var before, after runtime.MemStats
			runtime.ReadMemStats(&before)
			r, err := Analyze(t.Context(), c, CLILimits, nil)
			runtime.ReadMemStats(&after)
			if used := after.TotalAlloc - before.TotalAlloc; used > tc.most {
				t.Errorf("allocated %s bytes, want at most %s", numerals.Grouped(int(used)), numerals.Grouped(int(tc.most)))
			}
			if tc.key == "" {
				if err != nil {
					t.Fatalf("Analyze: %v, want an answer", err)
				}
				b, err := r.MarshalJSON()
				if err != nil || !strings.Contains(string(b), tc.want) {
					t.Errorf("JSON %.600s (%v), want it to hold %s", b, err, tc.want)
				}
				return
			}
			var in *game.InputError
			if !errors.As(err, &in) {
				t.Fatalf("Analyze: %v, want an *InputError", err)
			}
			if in.Key != tc.key || in.Text != tc.text || !strings.Contains(in.Problem, tc.want) {
				t.Errorf("error %q, want key %s, text %q and a message holding %q", err, tc.key, tc.text, tc.want)
			}
			checkWords(t, err.Error())
		})
	}
}

// checkWords fails when a message sends people to another front end or
// ends mid-thought.
func checkWords(t *testing.T, msg string) {
	t.Helper()
	for _, elsewhere := range []string{"use the CLI", "the CLI, which", "use the page"} {
		if strings.Contains(msg, elsewhere) {
			t.Errorf("%q sends people elsewhere (%q)", msg, elsewhere)
		}
	}
	for _, cut := range []string{"have more", "needs more", "has more"} {
		if strings.HasSuffix(msg, cut) {
			t.Errorf("%q ends mid-thought", msg)
		}
	}
}

// One rule for spaces in every key: U+0020 around a value or an item is
// ignored, and nothing else is a space.
func TestSpaces(t *testing.T) {
	for _, q := range []string{"len=%205", "n=%205", "game=octal&code=%200.7", "play=%20normal", "moves=%201,%202%20", "heaps=%203%20,4", "moves=1-5&norepeat=%201"} {
		if _, err := ParseConfig(q); err != nil {
			t.Errorf("ParseConfig(%q): %v, want spaces ignored", q, err)
		}
	}
	for q, key := range map[string]string{"len=%095": "len", "n=%C2%A05": "n", "moves=1%E3%80%80,2": "moves", "game=octal&code=0.7%E2%80%A8": "code", "heaps=3,%095": "heaps"} {
		_, err := ParseConfig(q)
		if in, ok := err.(Errors); !ok || in.For(key) == nil {
			t.Errorf("ParseConfig(%q): %v, want a refusal of %s", q, err, key)
		}
	}
}
