package main

import (
	"bytes"
	"context"
	"encoding/json"
	"math/big"
	"strings"
	"testing"
	"time"

	"stones/solver"
	"stones/solver/game"
)

func stones(args ...string) (code int, stdout, stderr string) {
	var out, errOut bytes.Buffer
	code = run(context.Background(), args, &out, &errOut)
	return code, out.String(), errOut.String()
}

// The JSON object of the contract (docs/CONFIG.md): every field, its
// type and its value for S = {1,5,8,10} (seed 000, Table 1).
func TestJSONContract(t *testing.T) {
	code, out, errOut := stones("-json", "moves=10,8,5,1&len=20&n=68&show=nim")
	if code != 0 || errOut != "" {
		t.Fatalf("exit %d, stderr %q", code, errOut)
	}
	if strings.Count(out, "\n") != 1 {
		t.Errorf("output has %d lines, want one JSON object on one line", strings.Count(out, "\n"))
	}
	var got map[string]json.RawMessage
	if err := json.Unmarshal([]byte(out), &got); err != nil {
		t.Fatalf("output is not a JSON object: %v\n%s", err, out)
	}
	want := map[string]string{
		"config":        `"game=subtraction&moves=1,5,8,10&play=normal&norepeat=0&len=20&n=68&algo=auto"`,
		"outcomes":      `"PNPNPNPNNNNNNPNPNPNP"`,
		"nim":           `[0,1,0,1,0,1,0,1,2,3,2,3,2,0,1,0,1,0,1,0]`,
		"outcomePeriod": `{"preperiod":0,"period":13,"proven":true}`,
		"nimPeriod":     `{"preperiod":0,"period":13,"proven":true}`,
		"query":         `{"n":"68","outcome":"N","nim":1,"winningMoves":[{"take":1,"leave":[67]},{"take":10,"leave":[58]}]}`,
	}
	for k, v := range want {
		if string(got[k]) != v {
			t.Errorf("field %s = %s, want %s", k, got[k], v)
		}
	}
	for _, k := range []string{"outcomeSearch", "nimSearch"} {
		var n int
		if err := json.Unmarshal(got[k], &n); err != nil || n < 20 {
			t.Errorf("field %s = %s, want a heap count ≥ len", k, got[k])
		}
	}
}

// A period that is not known is null, not left out: nothing is claimed for
// subtract-a-square.
func TestJSONNoPeriodIsNull(t *testing.T) {
	code, out, errOut := stones("-json", "moves=squares", "len=10")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errOut)
	}
	var got map[string]json.RawMessage
	if err := json.Unmarshal([]byte(out), &got); err != nil {
		t.Fatal(err)
	}
	for _, k := range []string{"outcomePeriod", "nimPeriod"} {
		if v, ok := got[k]; !ok || string(v) != "null" {
			t.Errorf("field %s = %s (present %v), want null", k, v, ok)
		}
	}
	if string(got["nim"]) != "[0,1,0,1,2,0,1,0,1,2]" {
		t.Errorf("nim = %s, want the first terms of OEIS A014586", got["nim"])
	}
	if _, has := got["query"]; has {
		t.Errorf("output without n has a query field: %s", out)
	}
}

// Grundy's game is not known to be periodic: no period is ever claimed,
// and its nim-values are OEIS A002188's.
func TestJSONGrundy(t *testing.T) {
	code, out, errOut := stones("-json", "game=grundy", "len=10", "n=20")
	if code != 0 {
		t.Fatalf("exit %d: %s", code, errOut)
	}
	for _, want := range []string{`"outcomePeriod":null`, `"nimPeriod":null`, `"nim":[0,0,0,1,0,2,1,0,2,1]`, `"query":{"n":"20","outcome":"P","nim":0,"winningMoves":[]}`} {
		if !strings.Contains(out, want) {
			t.Errorf("stones -json game=grundy len=10 n=20:\n%s\nlacks %s", out, want)
		}
	}
}

// A P answer lists no winning move: an empty list, not null.
func TestJSONLosingHasNoMoves(t *testing.T) {
	_, out, _ := stones("-json", "moves=1-3", "len=4", "n=1000000000000000000000000000000000000000")
	var got struct {
		Query struct {
			Outcome      string          `json:"outcome"`
			WinningMoves json.RawMessage `json:"winningMoves"`
		} `json:"query"`
	}
	if err := json.Unmarshal([]byte(out), &got); err != nil {
		t.Fatal(err)
	}
	if got.Query.Outcome != "P" || string(got.Query.WinningMoves) != "[]" {
		t.Errorf("query at 10^39 with moves 1-3 = %s %s, want P []", got.Query.Outcome, got.Query.WinningMoves)
	}
}

func TestText(t *testing.T) {
	code, out, _ := stones("moves=1,5,8,10", "len=60", "n=68")
	for _, want := range []string{
		"Subtraction game, moves {1, 5, 8, 10}, normal play",
		"       0  PNPNPNPNNN NNNPNPNPNP NNNNNNPNPN PNPNNNNNNP NPNPNPNNNN",
		"From heap 0 on, the outcomes repeat every 13. Proven: a repeated window of max S values.",
		"Heap 68: N, the first player wins (nim-value 1).",
		"Winning moves: take 1 leaving 67 or take 10 leaving 58.",
	} {
		if code != 0 || !strings.Contains(out, want) {
			t.Errorf("exit %d; output lacks %q:\n%s", code, want, out)
		}
	}
	_, out, _ = stones("moves=1-3", "n=8")
	if !strings.Contains(out, "Heap 8: P, the second player wins (nim-value 0): every move leaves a winning position for the opponent.") {
		t.Errorf("output at a P heap:\n%s", out)
	}
}

// Bad input: exit status 2 and one line on standard error naming the key.
func TestBadInput(t *testing.T) {
	tests := []struct {
		args []string
		want string
	}{
		{[]string{"moves=1,x,3"}, `moves: "1,x,3": "x" is not a positive integer`},
		{[]string{"moves="}, "moves: the move set is empty"},
		{[]string{"n=" + strings.Repeat("9", 300)}, "n: "},
		{[]string{"len=" + strings.Repeat("9", 300)}, "len: "},
		{[]string{"bogus=1"}, "bogus: unknown key"},
		{[]string{"game=chess"}, "game: "},
		{[]string{"-frobnicate"}, "stones: flag provided but not defined: -frobnicate"},
		{[]string{"moves=1", "moves=2"}, "moves: given 2 times"},
		// A refusal names the key and the value typed, and its limit.
		{[]string{"moves=primes", "len=1", "n=5000000"}, `n: "5000000": the move set primes has no known period, so its values are computed heap by heap, and the command line computes them only below 421,033 (within the flag -nimsearch, default 16,777,216, and the flag -work, default 2^34); heap 5,000,000 is beyond that limit`},
		{[]string{"moves=1-1000", "heaps=1048576,1048576", "play=misere"}, `heaps: "1048576,1048576": misère sums are solved by exhaustive search, limited to 4,000,000 positions on the command line; this position has more than `},
		{[]string{"len=%095"}, `len: "\t5": is not a whole number`},
		// Misère Dawson's Kayles: no quotient within the limits, so the
		// default len is beyond the genus's search, as before.
		{[]string{"game=octal", "code=0.07", "play=misere"}, `len: "100": misère play of this game is solved by exhaustive search over the sums of heaps that a heap breaks into, and the heaps below 100 may reach about 13,000,000 positions, beyond the limit of 4,000,000 on the command line; use len=80 or less`},
		// Kayles on a tree: its pruned search is bounded by -states while
		// it searches (4,000,000 trees take about 40 s: a smaller limit
		// here).
		{[]string{"-states", "500", "game=graph", "graph=caterpillar:" + strings.Repeat("2,", 19) + "2"}, `graph: "caterpillar:2,2,2,2,2,2,2,2,2,"…(51 characters): valuing this graph needs more than 500 trees searched by the pruned search, the limit on states of the command line; use a smaller or thinner graph, or raise the limit (the command line's -states)`},
		// Graphs and boards: every item of an edge list adds to the graph.
		{[]string{"game=graph", "graph="}, "graph: is empty; give an edge list such as 0-1,1-2"},
		{[]string{"game=graph", "graph=0-1,1-2,0-1"}, `graph: "0-1,1-2,0-1": "0-1" gives the edge 0-1 again; give each edge once`},
	}
	for _, tt := range tests {
		code, out, errOut := stones(tt.args...)
		if code != 2 || out != "" || strings.Count(errOut, "\n") != 1 || !strings.HasPrefix(errOut, tt.want) {
			t.Errorf("stones %.40q: exit %d, stdout %q, stderr %q; want exit 2 and one line starting %q", tt.args, code, out, errOut, tt.want)
		}
	}
}

func TestCancelled(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	var out, errOut bytes.Buffer
	if code := run(ctx, []string{"moves=1,5,8,10"}, &out, &errOut); code != 1 || !strings.Contains(errOut.String(), "interrupted before the analysis ended; nothing to print") {
		t.Errorf("cancelled run: exit %d, stderr %q; want 1 and a cancellation message", code, errOut.String())
	}
}

// TestStoppedPrintsValues checks that a run of Cram's boards stopped by
// -time or by Ctrl-C prints the nim-values of the boards it valued before
// the stop (game.Stopped), which a long research run would otherwise
// lose: 3×18 takes minutes, 3×0 … 3×6 microseconds.
func TestStoppedPrintsValues(t *testing.T) {
	args := []string{"-work", "1000000000000000", "-memory", "64MiB", "-json", "game=cram&board=3x18"}
	const values = "stones: valued before the stop, board 3×0 … board 3×"
	code, out, errOut := stones(append([]string{"-time", "1s"}, args...)...)
	if code != statusLimit || out != "" || !strings.Contains(errOut, "the limit -time 1s was reached before the analysis ended; what it valued follows") ||
		!strings.Contains(errOut, values) || !strings.Contains(errOut, ": 0 1 1 0 1 1 4") {
		t.Errorf("-time 1s: exit %d, stdout %q, stderr %q; want %d and the values of 3×0 … 3×6 at least", code, out, errOut, statusLimit)
	}
	ctx, cancel := context.WithCancelCause(context.Background())
	time.AfterFunc(300*time.Millisecond, func() { cancel(errInterrupted) })
	var stdout, stderr bytes.Buffer
	if code := run(ctx, args, &stdout, &stderr); code != statusInterrupted || stdout.Len() > 0 ||
		!strings.Contains(stderr.String(), "interrupted before the analysis ended; what it valued follows") || !strings.Contains(stderr.String(), values) {
		t.Errorf("Ctrl-C: exit %d, stdout %q, stderr %q; want %d and the values valued", code, stdout.String(), stderr.String(), statusInterrupted)
	}
}

func TestTextSums(t *testing.T) {
	_, out, _ := stones("moves=1-3", "heaps=3,5,7", "len=8")
	for _, want := range []string{
		"  heap 3            nim-value    3  11",
		"                    nim-sum      1  01",
		"Winning moves:\n  In heap 1 (3), take 1 leaving 2.\n  In heap 2 (5), take 1 leaving 4.\n  In heap 3 (7), take 1 leaving 6.\n",
	} {
		if !strings.Contains(out, want) {
			t.Errorf("output lacks %q:\n%s", want, out)
		}
	}
	_, out, _ = stones("moves=1-3", "heaps=1,1,1", "play=misere")
	if !strings.Contains(out, "Subtraction game, moves {1-3}, misère play") || !strings.Contains(out, "P: the second player wins") || strings.Contains(out, "Nim-values") {
		t.Errorf("misère sum output:\n%s", out)
	}
}

// The contract's fields of the other games: safe (norepeat), leftFirst and
// rightFirst (partizan), '-' for even piles (parity); and a take beyond 64
// bits written exactly.
func TestJSONOtherGames(t *testing.T) {
	tests := []struct {
		query  string
		fields map[string]string
	}{
		{"moves=1-5&norepeat=1&len=27", map[string]string{
			"safe":          `[0,7,13,20,26]`,
			"outcomePeriod": `{"preperiod":0,"period":13,"proven":true}`,
		}},
		{"game=partizan&left=2,5,9&right=3,4,8&len=12", map[string]string{
			"outcomes":   `"PPLNNNLLNNLL"`,
			"leftFirst":  `"RRLLLLLLLLLL"`,
			"rightFirst": `"LLLRRRLLRRLL"`,
		}},
		{"game=octal&code=0.77&play=misere&len=6&heaps=4,6", map[string]string{
			"outcomes":      `"NPNNPN"`,
			"outcomePeriod": `{"preperiod":21,"period":1,"proven":true}`,
			"genus":         `["0^{120}","1^{031}","2^{20}","3^{31}","1^{031}","4^{146}"]`,
		}},
		{"game=parity&moves=1&len=8&n=5", map[string]string{
			"outcomes":      `"-N-P-N-P"`,
			"outcomePeriod": `{"preperiod":0,"period":4,"proven":true}`,
		}},
		{"moves=sqrt&len=2&n=1" + strings.Repeat("0", 99), map[string]string{
			"query": `{"n":"1` + strings.Repeat("0", 99) + `","outcome":"N","winningMoves":[{"take":`,
		}},
	}
	for _, tt := range tests {
		code, out, errOut := stones("-json", tt.query)
		if code != 0 {
			t.Fatalf("%s: exit %d: %s", tt.query, code, errOut)
		}
		var got map[string]json.RawMessage
		if err := json.Unmarshal([]byte(out), &got); err != nil {
			t.Fatalf("%s: %v", tt.query, err)
		}
		for k, want := range tt.fields {
			if !strings.HasPrefix(string(got[k]), want) {
				t.Errorf("%s: field %s = %.200s, want %s", tt.query, k, got[k], want)
			}
		}
		if _, has := got["nim"]; has && !strings.HasPrefix(tt.query, "moves=sqrt") {
			t.Errorf("%s: has nim-values; these games have none", tt.query[:20])
		}
	}
}

// A winning move in a sum says which heap it is in (docs/CONFIG.md:
// {"heap": 0, "take": 1, "leave": [2]}).
func TestJSONHeapMoves(t *testing.T) {
	_, out, _ := stones("-json", "moves=1-3&heaps=5,5,2")
	want := `"winningMoves":[{"heap":0,"take":2,"leave":[3]},{"heap":1,"take":2,"leave":[3]},{"heap":2,"take":2,"leave":[]}]`
	if !strings.Contains(out, want) {
		t.Errorf("stones -json moves=1-3&heaps=5,5,2:\n%s\nwant it to hold %s", out, want)
	}
}

// query.nim wherever a theorem gives it, exactly: moser at 10^40 (a value
// of 67 bits), primes1 beyond the primes listed, with some winning moves
// and a word on the others; a sum with a huge primes1 heap answers at once.
func TestJSONNimByTheorem(t *testing.T) {
	huge := "1" + strings.Repeat("0", 40)
	for _, tt := range []struct{ query, want string }{
		{"moves=moser&len=1&n=" + huge, `"nim":139636888697975078912,`},
		{"moves=primes1&len=1&n=67108865", `"nim":1,"winningMoves":[{"take":1,"leave":[67108864]}],"moreMoves":"taking 1 or any prime ≡ 1 (mod 4) up to the heap, too many to list`},
		{"moves=primes1&len=1&heaps=1" + strings.Repeat("0", 29) + "3,5", `"winningMoves":[{"heap":0,"take":2,"leave":[1` + strings.Repeat("0", 29) + `1]},{"heap":1,"take":2,"leave":[3]}]`},
	} {
		code, out, errOut := stones("-json", tt.query)
		if code != 0 || !strings.Contains(out, tt.want) {
			t.Errorf("stones -json %.50s…: exit %d %s\n%s\nwant it to hold %s", tt.query, code, errOut, out, tt.want)
		}
	}
}

// -csv and -bfile print the page's exports; a game without nim-values has
// no b-file, which is bad input as any other (the key game named, exit 2),
// and two formats at once are refused.
func TestExportFlags(t *testing.T) {
	for _, tc := range []struct {
		args     []string
		code     int
		out, err string
	}{
		{[]string{"-csv", "moves=1,3,4", "len=4", "show=nim"}, 0, "heap,outcome,nim\n0,P,0\n1,N,1\n2,P,0\n3,N,1\n", ""},
		{[]string{"-csv", "game=partizan&left=2,5,9&right=3,4,8&len=3"}, 0, "heap,outcome,leftFirst,rightFirst\n0,P,R,L\n1,P,R,L\n2,L,L,L\n", ""},
		{[]string{"-bfile", "moves=1,3,4&len=3&embed=1"}, 0,
			"# Nim-values of heaps 0 to 2, computed by Stones.\n# Configuration: game=subtraction&moves=1,3,4&play=normal&norepeat=0&len=3&algo=auto\n0 0\n1 1\n2 0\n", ""},
		{[]string{"-bfile", "moves=1,3,4&play=misere"}, 2, "", "game: has no nim-values to write as a b-file (only impartial games in normal play have them): Subtraction game, moves {1, 3, 4}, misère play\n"},
		{[]string{"-bfile", "game=partizan&left=2,5,9&right=3,4,8"}, 2, "", "game: has no nim-values to write as a b-file (only impartial games in normal play have them): Partizan subtraction game: Left takes {2, 5, 9}, Right takes {3, 4, 8}\n"},
		{[]string{"-bfile", "game=parity&moves=1-3&len=5"}, 2, "", "game: has no nim-values to write as a b-file (only impartial games in normal play have them): Parity game, moves {1-3}: whoever ends holding an odd number wins\n"},
		{[]string{"-csv", "-json", "moves=1"}, 2, "", "stones: -json, -csv, -bfile, -tikz and -summary are exclusive"},
	} {
		code, out, errOut := stones(tc.args...)
		if code != tc.code || out != tc.out || !strings.HasPrefix(errOut, tc.err) || tc.err == "" && errOut != "" {
			t.Errorf("stones %s: exit %d, stdout %q, stderr %q; want exit %d, stdout %q, stderr %q…",
				strings.Join(tc.args, " "), code, out, errOut, tc.code, tc.out, tc.err)
		}
	}
}

// Codes beyond octal digits: a repeated digit and hexadecimal digits, in
// separate arguments or one URL-escaped string; what is proven is said.
func TestTakeBreakCodes(t *testing.T) {
	for _, tc := range []struct {
		args []string
		want []string
	}{
		{[]string{"game=octal", "code=4.3*", "len=20"}, []string{
			"Take-and-break game 4.3*, normal play",
			"       0   0  1  2  4  3  5  6  8  7  9 10 12 11 13 14 16 15 17 18 20",
			"Proven: Lasker's Nim's closed form g(4k+1) = 4k+1, g(4k+2) = 4k+2, g(4k+3) = 4k+4, g(4k+4) = 4k+3 (Berlekamp, Conway and Guy, Winning Ways, ch. 4).",
		}},
		{[]string{"game=octal&code=0.13%2A&len=8&n=1000000000000000000001"}, []string{
			"Proven: the nim-values grow by 1 every 2 heaps from heap 0 on, g(n+2) = g(n) + 1 for every n ≥ 0 (arithmetic periodicity), by the shift test",
			"Heap 1000000000000000000001: N, the first player wins (nim-value 500000000000000000001).",
			"Winning moves: take all 1000000000000000000001.",
		}},
		{[]string{"game=octal", "code=0.f", "len=4"}, []string{
			"From heap 0 on, the nim-values repeat every 2. Proven: the octal periodicity theorem (Guy and Smith), carried to moves leaving three heaps.",
		}},
	} {
		code, out, errOut := stones(tc.args...)
		for _, want := range tc.want {
			if code != 0 || !strings.Contains(out, want) {
				t.Errorf("stones %q: exit %d, stderr %q; output lacks %q:\n%s", tc.args, code, errOut, want, out)
			}
		}
	}
	code, _, errOut := stones("game=octal&code=0.fff&len=10000000")
	if code != 2 || !strings.HasPrefix(errOut, `len: "10000000": no law of this game's nim-values was proven up to heap `) || !strings.Contains(errOut, "units of work") {
		t.Errorf("0.fff, len 10,000,000: exit %d, stderr %q; want the work limit named", code, errOut)
	}
	code, _, errOut = stones("-sweep", "0.77,0.3*")
	if code != 2 || !strings.Contains(errOut, "0.3* is not an octal code (digits 0-7, no *): sweeps tabulate octal games only") {
		t.Errorf("-sweep 0.77,0.3*: exit %d, stderr %q; want the code refused", code, errOut)
	}
	code, _, errOut = stones("game=octal", "code=0.3*3")
	if code != 2 || !strings.HasPrefix(errOut, `code: "0.3*3": * may only end the code`) {
		t.Errorf("0.3*3: exit %d, stderr %q", code, errOut)
	}
}

// Misère Kayles with the default len: the strip from the misère quotient,
// which answers says so, with the single rows' proven period; a row of 100
// digits, answered by the quotient, names it; and the text says what
// proves the period and what answered.
func TestMisereQuotientStrip(t *testing.T) {
	n := strings.Repeat("7", 100)
	code, out, errOut := stones("-json", "game=octal&code=0.77&play=misere&n="+n)
	if code != statusOK {
		t.Fatalf("exit %d: %s", code, errOut)
	}
	var r struct {
		Outcomes      string          `json:"outcomes"`
		OutcomePeriod json.RawMessage `json:"outcomePeriod"`
		Genus         []string        `json:"genus"`
		By            string          `json:"by"`
		Query         struct {
			Outcome string `json:"outcome"`
			By      string `json:"by"`
		} `json:"query"`
	}
	if err := json.Unmarshal([]byte(out), &r); err != nil {
		t.Fatal(err)
	}
	quotient := "the misère quotient of this game (Plambeck and Siegel), of 40 elements, 9 of them P"
	if len(r.Outcomes) != 100 || string(r.OutcomePeriod) != `{"preperiod":21,"period":1,"proven":true}` ||
		len(r.Genus) == 0 || len(r.Genus) >= 100 || !strings.HasPrefix(r.By, quotient) {
		t.Errorf("misère Kayles, len 100: %d outcomes, period %s, %d genera, by %q", len(r.Outcomes), r.OutcomePeriod, len(r.Genus), r.By)
	}
	if r.Query.Outcome != "N" || !strings.HasPrefix(r.Query.By, quotient) {
		t.Errorf("misère Kayles, row %s…: %s, by %q", n[:10], r.Query.Outcome, r.Query.By)
	}
	code, out, errOut = stones("game=octal&code=0.77&play=misere&n=" + n)
	if code != statusOK || !strings.Contains(out, "From heap 21 on, the outcomes are constant. Proven: the misère quotient") ||
		!strings.Contains(out, "Answered by "+quotient) {
		t.Errorf("misère Kayles as text: exit %d, %s %s", code, out, errOut)
	}
}

// -quotient prints Kayles' misère quotient, proven periodic, and refuses a
// game in normal play with the key play.
func TestQuotient(t *testing.T) {
	code, out, errOut := stones("-quotient", "game=octal", "code=0.77", "play=misere", "len=30")
	if code != statusOK || !strings.Contains(out, "40 elements, 9 of them P") || !strings.Contains(out, "periodic from heap 71 with period 12") {
		t.Errorf("stones -quotient misère Kayles: exit %d, %q %q", code, out, errOut)
	}
	code, out, errOut = stones("-quotient", "game=octal", "code=0.77")
	if code != statusBadInput || out != "" || !strings.HasPrefix(errOut, `play: "normal": `) {
		t.Errorf("stones -quotient in normal play: exit %d, %q %q", code, out, errOut)
	}
}

// A full analysis and -quotient end after ten minutes when -time is not
// given, and the refusal names the limit as the default; a streamed run
// has no default, and -time 0 lifts the limit.
func TestDefaultTime(t *testing.T) {
	for _, tc := range []struct {
		o    options
		want time.Duration // 0: no deadline
	}{
		{options{}, defaultTime},
		{options{timeGiven: true}, 0},
		{options{timeGiven: true, timeLimit: time.Minute}, 0}, // run set it already
	} {
		ctx, o, cancel := tc.o.bounded(context.Background())
		deadline, ok := ctx.Deadline()
		cancel()
		switch {
		case tc.want == 0 && ok:
			t.Errorf("bounded(%+v): a deadline, want none", tc.o)
		case tc.want > 0 && (!ok || time.Until(deadline) > tc.want || o.timeLimit != tc.want):
			t.Errorf("bounded(%+v): deadline %v (%v), limit %v; want %v", tc.o, deadline, ok, o.timeLimit, tc.want)
		}
	}
	var stderr bytes.Buffer
	if code := failed(&stderr, context.DeadlineExceeded, options{timeLimit: defaultTime}); code != statusLimit ||
		!strings.Contains(stderr.String(), "the limit -time 10m0s (the default for a full analysis; -time 0 for none) was reached") {
		t.Errorf("the default limit reached: exit %d, %q", code, stderr.String())
	}
	stderr.Reset()
	if code := failed(&stderr, context.DeadlineExceeded, options{timeLimit: time.Second, timeGiven: true}); code != statusLimit ||
		!strings.Contains(stderr.String(), "the limit -time 1s was reached") {
		t.Errorf("-time 1s reached: exit %d, %q", code, stderr.String())
	}
}

// The misère quotient of a wild game is refused within its steps, naming
// the flag that raises them, and misère 0.6 answers a figure of one heap
// at once.
func TestQuotientSteps(t *testing.T) {
	code, _, errOut := stones("-quotient", "game=octal&code=0.6&play=misere")
	if code != statusBadInput || !strings.Contains(errOut, "beyond the limit of 33,554,432 steps of the command line (raise it with -work)") {
		t.Errorf("-quotient 0.6: exit %d, %q", code, errOut)
	}
	code, out, errOut := stones("-json", "game=octal&code=0.6&play=misere&len=1")
	if code != statusOK || !strings.Contains(out, `"outcomes":"N"`) {
		t.Errorf("0.6 misère, len=1: exit %d, %q %q", code, out, errOut)
	}
}

// -tikz prints the strip as a TikZ picture, the page's download; it is a
// format of its own, exclusive with the others.
func TestTikZ(t *testing.T) {
	code, out, errOut := stones("-tikz", "moves=1-3&len=12")
	if code != statusOK || !strings.HasPrefix(out, "% Stones: Subtraction game") || !strings.Contains(out, "\\begin{tikzpicture}") ||
		!strings.HasSuffix(out, "\\end{tikzpicture}\n") || strings.Count(out, "\\node[P]") != 3 {
		t.Errorf("-tikz: exit %d, %q %q", code, out, errOut)
	}
	if code, _, errOut := stones("-tikz", "-json", "moves=1-3"); code != statusBadInput || !strings.Contains(errOut, "-tikz") {
		t.Errorf("-tikz -json: exit %d, %q", code, errOut)
	}
}

// TestTimeLeft checks the time left of a progress line, also beyond what
// a time.Duration holds (it once printed a negative time).
func TestTimeLeft(t *testing.T) {
	for secs, want := range map[float64]string{
		0:       "0s",
		3725.4:  "1h2m5s",
		172799:  "47h59m59s",
		172800:  "2 days",
		3e7:     "347 days",
		1e8:     "3 years",
		2.15e10: "681 years",
		1e12:    "more than 1,000 years",
		1e300:   "more than 1,000 years",
	} {
		if got := timeLeft(secs); got != want {
			t.Errorf("timeLeft(%g) = %q, want %q", secs, got, want)
		}
	}
}

// TestJSONAnswersTheBoardGiven checks that a Cram list that stops short of
// the board given (a smaller board that cost too much ended it) still
// carries the board given's answer in -json, as query, and that a list
// cut short by len does not: 5×7's analysis, its list cut to 5×0 … 5×5.
func TestJSONAnswersTheBoardGiven(t *testing.T) {
	for q, want := range map[string]bool{"game=cram&board=5x7": true, "game=cram&board=5x7&len=6": false} {
		c, err := solver.ParseConfig(q)
		if err != nil {
			t.Fatal(err)
		}
		r, err := solver.Analyze(context.Background(), c, solver.CLILimits, nil)
		if err != nil {
			t.Fatal(err)
		}
		r.Outcomes, r.Nim = r.Outcomes[:6], r.Nim[:6]
		r.OutcomeSearch, r.NimSearch = 6, 6
		var out strings.Builder
		if err := export(&out, c, r, c.Len, options{asJSON: true}); err != nil {
			t.Fatal(err)
		}
		var got struct {
			Nim   []int
			Query *struct {
				N   string
				Nim int
			}
		}
		if err := json.Unmarshal([]byte(out.String()), &got); err != nil {
			t.Fatalf("%s: %v", q, err)
		}
		if len(got.Nim) != 6 || (got.Query != nil) != want || want && (got.Query.N != "7" || got.Query.Nim != 1) {
			t.Errorf("%s, listed to 5×5: nim %v, query %+v; want a query of 5×7, nim-value 1: %t", q, got.Nim, got.Query, want)
		}
	}
}

// TestBelingBoards checks the nim-values of issue 30's boards within
// reach of the suite against P. Beling's table (the README of
// impartial-games, 2025), valued as the command line values them (its
// limits, the board given's sequence): 4×11 = 1 (about 15 s on one core)
// and 7×7 = 1 (about three minutes, valued before 7×6, which costs more).
// The nim-value alone is asked: the answer's winning moves (every one of
// 7×7's 84 first moves, each proved a P-position) take minutes more.
func TestBelingBoards(t *testing.T) {
	for _, c := range []struct {
		board string
		cols  int64
		nim   uint32
	}{{"4x11", 11, 1}, {"7x7", 7, 1}} {
		conf, err := solver.ParseConfig("game=cram&board=" + c.board)
		if err != nil {
			t.Fatal(err)
		}
		lim := solver.CLILimits
		lim.Memory = 4 << 30 // -memory's default: a table of 1 GiB
		r, err := solver.Analyze(context.Background(), conf, lim, nil)
		if err != nil {
			t.Fatalf("Cram on %s: %v", c.board, err)
		}
		got, err := r.Values.(game.NimValues).Nim(big.NewInt(c.cols))
		if err != nil || got != c.nim {
			t.Errorf("Cram on %s = %d, %v; want %d (Beling)", c.board, got, err, c.nim)
		}
	}
}
