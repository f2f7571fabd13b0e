package main

import (
	"context"
	"encoding/json"
	"os"
	"strconv"
	"strings"
	"testing"
	"time"

	"stones/solver"
	"stones/solver/periodic"
	"stones/solver/research"
)

// A sweep split into shards gives, concatenated in order, the output of the
// whole sweep: the contract that lets a batch system (a Slurm job array, a
// Kubernetes indexed Job, GNU parallel) spread a sweep over machines.
func TestSweepShardsConcatenate(t *testing.T) {
	args := []string{"-sweep", "octal:2", "-len", "1024", "-work", "2000000", "-jobs", "2"}
	code, whole, errOut := stones(args...)
	if code != 0 || errOut != "" {
		t.Fatalf("stones %s: exit %d, %s", strings.Join(args, " "), code, errOut)
	}
	if rows := strings.Count(whole, "\n"); rows != 128 {
		t.Errorf("the sweep of octal:2 wrote %d lines, want a header and 127 codes", rows)
	}
	for _, n := range []int{1, 3, 127, 200} {
		var joined strings.Builder
		for i := range n {
			code, out, errOut := stones(append(args, "-shard", itoa(i)+"/"+itoa(n))...)
			if code != 0 {
				t.Fatalf("shard %d/%d: exit %d, %s", i, n, code, errOut)
			}
			joined.WriteString(out)
		}
		if joined.String() != whole {
			t.Errorf("the %d shards concatenated differ from the whole sweep:\n%s\nwant\n%s", n, joined.String(), whole)
		}
	}
	if !strings.Contains(whole, "\n0.07,53,34,512,9,86,6+pos,163,507\n") {
		t.Errorf("no row of Dawson's Kayles (0.07, period 34 from 53) in\n%s", whole)
	}
}

func itoa(i int) string { return strconv.Itoa(i) }

// The streamed exports of an octal game, of Grundy's game and of the named
// sets computed heap by heap are the bytes of the full analysis's.
func TestStreamedExportsEqualAnalysis(t *testing.T) {
	for _, q := range []string{"game=octal&code=0.6&len=3000", "game=grundy&len=2500", "game=octal&code=0.77&len=70000", "game=octal&code=0.77&len=100",
		"moves=squares&len=70000", "moves=primes&len=3000", "moves=fibonacci&len=2000&play=misere", "moves=squares&len=0"} {
		c, err := solver.ParseConfig(q)
		if err != nil {
			t.Fatal(err)
		}
		lim := solver.CLILimits
		if strings.Contains(q, "octal") {
			lim.NimSearch = 1 << 12 // 0.6 has no period to search for far
		}
		r, err := solver.Analyze(context.Background(), c, lim, nil)
		if err != nil {
			t.Fatal(err)
		}
		if _, out, _ := stones("-csv", q); out != string(r.CSV()) {
			t.Errorf("stones -csv %s streamed differs from Result.CSV", q)
		}
		var summary struct{ NimPeriod *periodic.Period }
		if _, out, _ := stones("-summary", q); json.Unmarshal([]byte(out), &summary) != nil || (summary.NimPeriod == nil) != (r.NimPeriod == nil) ||
			r.NimPeriod != nil && *summary.NimPeriod != *r.NimPeriod {
			t.Errorf("stones -summary %s: nimPeriod %v, the analysis's %v", q, summary.NimPeriod, r.NimPeriod)
		}
		b, err := r.BFile()
		if _, out, errOut := stones("-bfile", q); out != string(b) || err != nil && !strings.HasPrefix(errOut, err.Error()) {
			t.Errorf("stones -bfile %s streamed differs from Result.BFile: %q", q, errOut)
		}
		if !strings.Contains(q, "octal") && !strings.Contains(q, "grundy") {
			if _, out, _ := stones("-summary", q); out != string(r.Summary(r.Stats(c))) {
				t.Errorf("stones -summary %s streamed:\n%s\nthe analysis's\n%s", q, out, r.Summary(r.Stats(c)))
			}
		}
	}
}

// A game with proven periods writes -csv, -bfile and -summary of a len
// beyond -maxlen by folding them: the bytes of a run that lists every heap.
// A game whose periods do not carry it is refused, naming -maxlen.
func TestFoldedBeyondMaxLen(t *testing.T) {
	for _, q := range []string{"moves=1,5,8,10&len=5000", "moves=1-3&norepeat=1&len=6000", "game=parity&moves=2,3&len=3000", "moves=6,13,14,16&play=misere&len=4000", "game=partizan&left=2,5,9&right=3,4,8&len=3000"} {
		for _, format := range []string{"-csv", "-bfile", "-summary"} {
			code, want, _ := stones(format, q)
			folded, got, errOut := stones(format, "-maxlen", "1000", q)
			if format == "-summary" {
				// How far the computation went differs; the statistics do not.
				want, got = want[strings.Index(want, `"stats"`):], got[strings.Index(got, `"stats"`):]
			}
			if folded != code || got != want {
				t.Errorf("stones %s -maxlen 1000 %s: exit %d, %q, want exit %d and the bytes of the full run", format, q, folded, errOut, code)
			}
		}
	}
	for _, view := range []string{"-growth", "-digits"} {
		for _, q := range []string{"moves=1,5,8,10&upto=5000", "game=parity&moves=2,3&upto=3000", "moves=1,2&play=misere&upto=3000"} {
			if _, want, _ := stones(view, q); func() string { _, got, _ := stones(view, "-maxlen", "1000", q); return got }() != want {
				t.Errorf("stones %s -maxlen 1000 %s differs from the run that lists every heap", view, q)
			}
		}
	}
	code, _, errOut := stones("-summary", "-maxlen", "1000", "moves=sqrt&len=5000")
	if code != statusBadInput || !strings.HasPrefix(errOut, `len: "5000": the command line lists at most 1,000 heap sizes (the flag -maxlen, default 10,000,000), and no period`) {
		t.Errorf("stones -summary -maxlen 1000 moves=sqrt&len=5000: exit %d, %q; want the limit -maxlen named", code, errOut)
	}
}

// -summary prints the object without per-heap arrays, with stats: for
// Grundy's game the largest value 230 first at heap 45668 below 2^16 (as
// BenchmarkGrundy checks), and a row per power of two.
func TestSummary(t *testing.T) {
	code, out, errOut := stones("-summary", "game=grundy", "len=65536")
	if code != 0 || errOut != "" {
		t.Fatalf("exit %d, %s", code, errOut)
	}
	var got struct {
		Config   string
		Outcomes *string
		Nim      *[]int
		Stats    struct {
			Len, Cold, Largest, LargestAt, RareCount int
			RareMask                                 string
			Frequencies                              []int
			Powers                                   []struct{ Len, Largest int }
		}
	}
	if err := json.Unmarshal([]byte(out), &got); err != nil {
		t.Fatal(err)
	}
	s := got.Stats
	if got.Outcomes != nil || got.Nim != nil || s.Len != 65536 || s.Largest != 230 || s.LargestAt != 45668 || len(s.Frequencies) != 231 || len(s.Powers) != 17 || s.Powers[16].Len != 65536 {
		t.Errorf("stones -summary game=grundy len=65536:\n%s", out)
	}
	sum := 0
	for _, f := range s.Frequencies {
		sum += f
	}
	if sum != 65536 || s.Cold != s.Frequencies[0] {
		t.Errorf("frequencies add up to %d, cold %d against %d", sum, s.Cold, s.Frequencies[0])
	}
	// Subtract-a-square streams past -maxlen, its nim-values up to
	// -nimsearch: the cold heaps below 2^20 (BENCH.md), the largest
	// nim-value below 2^12.
	code, out, errOut = stones("-summary", "-maxlen", "1000", "-nimsearch", "4096", "moves=squares&len=1048576")
	if code != 0 || !strings.Contains(out, `"outcomeSearch":1048576,"nimSearch":4096,`) ||
		!strings.Contains(out, `"stats":{"len":1048576,"cold":14421,"largest":23,"largestAt":3648,`) || !strings.Contains(out, `],"nimLen":4096,"powers":[`) ||
		!strings.Contains(out, `{"len":4096,"cold":305,"largest":23,"largestAt":3648,`) || !strings.Contains(out, `{"len":8192,"cold":492,"largest":23,"largestAt":3648,`) {
		t.Errorf("stones -summary -nimsearch 4096 of squares to 2^20: exit %d, %s\n%s", code, errOut, out)
	}
	code, out, errOut = stones("-csv", "-nimsearch", "4096", "moves=squares&len=5000")
	if code != statusBadInput || out != "" || !strings.HasPrefix(errOut, `len: "5000": the nim-values of this game are computed heap by heap, and the command line computes them only below 4,096 (the flag -nimsearch, default 16,777,216)`) {
		t.Errorf("stones -csv -nimsearch 4096 of squares to 5000: exit %d, %q; want the limit -nimsearch named", code, errOut)
	}
	// Through the full analysis, for a game that does not stream.
	code, out, _ = stones("-summary", "moves=1-3", "len=8")
	if code != 0 || !strings.Contains(out, `"stats":{"len":8,"cold":2,"largest":3,"largestAt":3,"frequencies":[2,2,2,2],"powers":[`) || strings.Contains(out, `"outcomes"`) {
		t.Errorf("stones -summary moves=1-3 len=8:\n%s", out)
	}
}

// A limit reached ends the run with what it computed, names the limit and
// exits with status 3; Ctrl-C the same with status 1.
func TestLimitsPrintWhatWasComputed(t *testing.T) {
	code, out, errOut := stones("-summary", "-work", "1000000", "game=grundy", "len=1000000")
	if code != statusLimit || !strings.Contains(errOut, "-work") || !strings.Contains(out, `"stopped":"work"`) {
		t.Errorf("-work: exit %d, stderr %q, stdout %.300s", code, errOut, out)
	}
	code, out, errOut = stones("-summary", "-time", "200ms", "game=grundy", "len=100000000")
	if code != statusLimit || !strings.Contains(errOut, "-time") || !strings.Contains(out, `"stopped":"time"`) {
		t.Errorf("-time: exit %d, stderr %q, stdout %.300s", code, errOut, out)
	}
	code, _, errOut = stones("-summary", "-memory", "1MiB", "game=grundy", "len=100000000")
	if code != statusLimit || !strings.Contains(errOut, "-memory") {
		t.Errorf("-memory: exit %d, stderr %q", code, errOut)
	}
	ctx, cancel := context.WithCancel(context.Background())
	go func() { time.Sleep(100 * time.Millisecond); cancel() }()
	var o, e strings.Builder
	if code := run(ctx, []string{"-summary", "game=octal", "code=0.6", "len=100000000"}, &o, &e); code != statusInterrupted || !strings.Contains(o.String(), `"stopped":"interrupted"`) {
		t.Errorf("Ctrl-C: exit %d, stderr %q, stdout %.300s", code, e.String(), o.String())
	}
	for _, args := range [][]string{
		{"-memory", "lots", "moves=1"},
		{"-len", "100", "moves=1"},
		{"-shard", "0/2", "moves=1"},
		{"-sweep", "octal:1", "-summary"},
		{"-sweep", "octal:9"},
		{"-sweep", "0.8"},
		{"-sweep", "octal:1", "-shard", "2/2"},
	} {
		if code, out, errOut := stones(args...); code != statusBadInput || out != "" || strings.Count(errOut, "\n") != 1 {
			t.Errorf("stones %s: exit %d, stdout %q, stderr %q; want exit 2 and one line", strings.Join(args, " "), code, out, errOut)
		}
	}
}

// -growth and -digits: every field of their objects is in a table of the
// contract (docs/CONFIG.md), their CSV is the view's download (the
// solver's), upto counts heaps whatever len says, and a bad upto, base or
// digits is refused with its key named.
func TestGrowthAndDigits(t *testing.T) {
	doc, err := os.ReadFile("../../docs/CONFIG.md")
	if err != nil {
		t.Fatal(err)
	}
	documented := func(field string) bool {
		for line := range strings.SplitSeq(string(doc), "\n") {
			if strings.HasPrefix(line, "|") && strings.Contains(line, "`"+field+"`") {
				return true
			}
		}
		return false
	}
	var fields func(v any)
	fields = func(v any) {
		switch v := v.(type) {
		case map[string]any:
			for k, x := range v {
				if !documented(k) {
					t.Errorf("the field %s is written but not in a table of docs/CONFIG.md", k)
				}
				fields(x)
			}
		case []any:
			for _, x := range v {
				fields(x)
			}
		}
	}
	for _, q := range []string{"moves=squares&len=10&n=3&upto=5000", "game=octal&code=0.77&upto=3000&base=7&digits=2", "moves=1,2&play=misere&upto=2000"} {
		c, err := solver.ParseConfig(q)
		if err != nil {
			t.Fatal(err)
		}
		keys, _ := research.KeysOf(c)
		r, err := research.AnalyzeUpto(context.Background(), c, keys, solver.CLILimits, nil)
		if err != nil {
			t.Fatal(err)
		}
		d, _ := research.DigitsOf(r, keys.Base, keys.Places)
		for view, csv := range map[string][]byte{"-growth": research.GrowthOf(r).CSV(), "-digits": d.CSV()} {
			code, out, errOut := stones(view, q)
			var v map[string]any
			if code != 0 || errOut != "" || json.Unmarshal([]byte(out), &v) != nil || strings.Count(out, "\n") != 1 {
				t.Fatalf("stones %s %s: exit %d, %s, %q", view, q, code, errOut, out)
			}
			if v["len"] != float64(keys.Upto) || !strings.Contains(v["config"].(string), "&len="+itoa(keys.Upto)) {
				t.Errorf("stones %s %s: len %v, config %v; want %d heaps counted", view, q, v["len"], v["config"], keys.Upto)
			}
			fields(v)
			if _, out, _ := stones(view, "-csv", q); out != string(csv) {
				t.Errorf("stones %s -csv %s differs from the view's download:\n%s", view, q, out)
			}
		}
	}
	for _, tc := range []struct{ args, err string }{
		{"-digits moves=squares&base=1", `base: "1": must be a whole number from 2 to 64`},
		{"-digits moves=squares&digits=4", `digits: "4": must be 1, 2 or 3`},
		{"-growth moves=squares&upto=0", `upto: "0": must be a whole number of heaps from 1`},
		{"-growth -maxlen 1000 moves=sqrt&upto=2000", `upto: "2000": the command line lists at most 1,000 heap sizes (the flag -maxlen, default 10,000,000), and no period`},
		{"-growth -json moves=squares", "stones: -growth and -digits print their own JSON object"},
	} {
		code, out, errOut := stones(strings.Fields(tc.args)...)
		if code != 2 || out != "" || !strings.HasPrefix(errOut, tc.err) {
			t.Errorf("stones %s: exit %d, %q, %q; want exit 2 and %q…", tc.args, code, out, errOut, tc.err)
		}
	}
	// A streamed count stopped by its work prints what it counted.
	code, out, errOut := stones("-growth", "-work", "100000", "game=grundy&upto=1000000")
	var g struct {
		Config  string
		Len     int
		Stopped string
	}
	if json.Unmarshal([]byte(out), &g) != nil || code != 3 || g.Stopped != "work" || g.Len == 0 || g.Len >= 1000000 ||
		!strings.HasSuffix(g.Config, "&len="+itoa(g.Len)) || !strings.Contains(errOut, "the limit -work") {
		t.Errorf("stones -growth -work 100000 of Grundy's game: exit %d, %+v, %q; want status 3 and the heaps counted, stopped by work", code, g, errOut)
	}
	// A set computed heap by heap streams past -maxlen; its nim-values stop
	// at -nimsearch, and the growth says where.
	code, out, errOut = stones("-growth", "-maxlen", "1000", "-nimsearch", "1000", "moves=squares&upto=3000")
	var h struct {
		Len, NimLen int
		Largest     []research.Sample
		Table       []research.Tally
	}
	if json.Unmarshal([]byte(out), &h) != nil || code != 0 || h.Len != 3000 || h.NimLen != 1000 || h.Largest[len(h.Largest)-1].N > 1000 || h.Table[len(h.Table)-1].Largest != -1 {
		t.Errorf("stones -growth -nimsearch 1000 of squares to 3000: exit %d, %+v, %q; want 3000 heaps, the largest nim-value of the first 1000", code, h, errOut)
	}
	if _, csv, _ := stones("-growth", "-csv", "-nimsearch", "1000", "moves=squares&upto=3000"); !strings.HasSuffix(csv, "\r\n3000,241,\r\n") {
		t.Errorf("stones -growth -csv -nimsearch 1000 of squares to 3000 ends %q, want an empty largest beyond the nim-values computed", csv[max(0, len(csv)-40):])
	}
	// -growth reads upto only: a bad base is the digits view's.
	if code, _, errOut := stones("-growth", "moves=1,2&len=50&base=1"); code != 0 {
		t.Errorf("stones -growth with a bad base: exit %d, %s; want the growth", code, errOut)
	}
}
