package solver

import (
	"bytes"
	"encoding/csv"
	"encoding/json"
	"errors"
	"fmt"
	"stones/solver/game"
	"strconv"
	"strings"
	"testing"
)

// exported is the JSON object of a result, read back independently of the
// exporters: the columns of the CSV and the lines of the b-file must say
// the same.
type exported struct {
	Config     string   `json:"config"`
	Outcomes   string   `json:"outcomes"`
	Nim        []uint32 `json:"nim"`
	LeftFirst  string   `json:"leftFirst"`
	RightFirst string   `json:"rightFirst"`
	Safe       []int    `json:"safe"`
	Table      []struct {
		Label, Cells string
	} `json:"table"`
	Genus []string `json:"genus"`
}

func readExported(t *testing.T, r *Result) exported {
	t.Helper()
	b, err := r.MarshalJSON()
	if err != nil {
		t.Fatal(err)
	}
	var e exported
	if err := json.Unmarshal(b, &e); err != nil {
		t.Fatal(err)
	}
	return e
}

// Every column of the CSV of every contract query equals the JSON's.
func TestCSV(t *testing.T) {
	for _, q := range append(contractQueries, "moves=1-3&play=misere&len=0", "game=parity&moves=2,3&len=9") {
		t.Run(q, func(t *testing.T) {
			r := analyzeQuery(t, q)
			e := readExported(t, r)
			rows, err := csv.NewReader(bytes.NewReader(r.CSV())).ReadAll()
			if err != nil {
				t.Fatalf("the CSV does not parse: %v", err)
			}
			if len(rows) != len(e.Outcomes)+1 {
				t.Fatalf("%d rows, want a header and %d heaps", len(rows), len(e.Outcomes))
			}
			want := map[string]func(i int) string{
				"heap":    strconv.Itoa,
				"outcome": func(i int) string { return e.Outcomes[i : i+1] },
			}
			if e.Nim != nil {
				want["nim"] = func(i int) string { return fmt.Sprint(e.Nim[i]) }
			}
			if e.LeftFirst != "" {
				want["leftFirst"] = func(i int) string { return e.LeftFirst[i : i+1] }
				want["rightFirst"] = func(i int) string { return e.RightFirst[i : i+1] }
			}
			if e.Safe != nil {
				safe := map[int]bool{}
				for _, s := range e.Safe {
					safe[s] = true
				}
				want["safe"] = func(i int) string { return map[bool]string{false: "0", true: "1"}[safe[i]] }
			}
			for _, row := range e.Table {
				want[row.Label] = func(i int) string { return row.Cells[i : i+1] }
			}
			if e.Genus != nil {
				want["genus"] = func(i int) string { return e.Genus[i] }
			}
			header := rows[0]
			if len(header) != len(want) {
				t.Fatalf("header %q, want the %d columns %v", header, len(want), keysOf(want))
			}
			for col, name := range header {
				f := want[name]
				if f == nil {
					t.Fatalf("column %q is not a figure of the JSON", name)
				}
				for i, row := range rows[1:] {
					if row[col] != f(i) {
						t.Fatalf("heap %d, column %s = %q, want %q", i, name, row[col], f(i))
					}
				}
			}
		})
	}
}

func keysOf(m map[string]func(int) string) []string {
	var ks []string
	for k := range m {
		ks = append(ks, k)
	}
	return ks
}

// The b-file lists the nim-values from heap 0, one "n a(n)" line each,
// after comment lines; games without nim-values have none.
func TestBFile(t *testing.T) {
	r := analyzeQuery(t, "moves=1,3,4&len=12")
	b, err := r.BFile()
	if err != nil {
		t.Fatal(err)
	}
	var lines []string
	for l := range strings.SplitSeq(strings.TrimSuffix(string(b), "\n"), "\n") {
		if !strings.HasPrefix(l, "#") {
			lines = append(lines, l)
		}
	}
	// Nim-values of the subtraction game {1,3,4}: 0,1,0,1,2,3,2,0,1,0,1,2
	// (period 7), as in Winning Ways.
	want := "0 0|1 1|2 0|3 1|4 2|5 3|6 2|7 0|8 1|9 0|10 1|11 2"
	if got := strings.Join(lines, "|"); got != want {
		t.Errorf("b-file lines %s, want %s", got, want)
	}
	if !strings.Contains(string(b), "# Configuration: game=subtraction&moves=1,3,4") {
		t.Errorf("the b-file does not name its configuration:\n%s", b)
	}
	const none = "game: has no nim-values to write as a b-file (only impartial games in normal play have them): "
	for q, want := range map[string]string{
		"moves=1-3&play=misere":        none + "Subtraction game, moves {1-3}, misère play",
		"game=partizan&left=1&right=2": none + "Partizan subtraction game: Left takes {1}, Right takes {2}",
		"moves=1-5&norepeat=1":         none + "No-repeat subtraction game, moves {1-5}: no amount taken in the last move",
		"game=parity&moves=1-3&len=10": none + "Parity game, moves {1-3}: whoever ends holding an odd number wins",
	} {
		_, err := analyzeQuery(t, q).BFile()
		var ie *game.InputError
		if !errors.As(err, &ie) || err.Error() != want {
			t.Errorf("%s: b-file error %v, want the *InputError %q", q, err, want)
		}
	}
}

// The OEIS search asks for the first nim-values, or the P-positions of a
// game without nim-values.
func TestOEISSearch(t *testing.T) {
	for _, tc := range []struct{ query, address, terms string }{
		// The nim-values of S={1,2} are n mod 3 (OEIS A010872).
		{"moves=1,2&len=8", "https://oeis.org/search?q=0%2C1%2C2%2C0%2C1%2C2%2C0%2C1", "nim-values 0,1,2,0,1,2,0,1"},
		{"moves=1,2&play=misere&len=8", "https://oeis.org/search?q=1%2C4%2C7", "P-positions 1,4,7"},
		{"game=partizan&left=1&right=1&len=3", "https://oeis.org/search?q=0%2C2", "P-positions 0,2"},
		{"game=partizan&left=1&right=2&len=1", "https://oeis.org/search?q=0", "P-positions 0"},
		{"game=partizan&left=1&right=2&len=0", "", ""},
	} {
		address, terms := analyzeQuery(t, tc.query).OEISSearch()
		if address != tc.address || terms != tc.terms {
			t.Errorf("%s: OEISSearch() = %q, %q; want %q, %q", tc.query, address, terms, tc.address, tc.terms)
		}
	}
	r := analyzeQuery(t, "game=octal&code=0.07&len=100")
	if _, terms := r.OEISSearch(); strings.Count(terms, ",") != searchTerms-1 {
		t.Errorf("Dawson's Kayles: %s, want %d terms", terms, searchTerms)
	}
}

// Bare drops what only the page reads.
func TestBare(t *testing.T) {
	c := configOf(t, "moves=1,3,4&embed=1&show=nim&n=5")
	want := "game=subtraction&moves=1,3,4&play=normal&norepeat=0&len=100&n=5&algo=auto"
	if got := c.Bare().Query(); got != want {
		t.Errorf("Bare().Query() = %s, want %s", got, want)
	}
	if c.Query() == want {
		t.Errorf("the page's query %s should keep embed and show", c.Query())
	}
}

// AnalyzeAfter answers a new question from the figures it already has,
// and computes them again when the game or len changed.
func TestAnalyzeAfter(t *testing.T) {
	first := configOf(t, "moves=1,5,8,10&len=50&n=68")
	prev, err := Analyze(t.Context(), first, PageLimits, nil)
	if err != nil {
		t.Fatal(err)
	}
	// A mark in the figures shows whether they were taken over.
	prev.Outcomes = "marked"
	for _, tc := range []struct {
		query string
		kept  bool
	}{
		{"moves=1,5,8,10&len=50&n=69&heaps=3,5,7&show=nim", true},
		{"moves=1,5,8,10&len=51&n=69", false},
		{"moves=1,5,8&len=50&n=69", false},
	} {
		c := configOf(t, tc.query)
		r, err := AnalyzeAfter(t.Context(), c, prev, PageLimits, nil)
		if err != nil {
			t.Fatal(err)
		}
		if kept := r.Outcomes == "marked"; kept != tc.kept {
			t.Errorf("%s: figures taken over = %t, want %t", tc.query, kept, tc.kept)
		}
		fresh, err := Analyze(t.Context(), c, PageLimits, nil)
		if err != nil {
			t.Fatal(err)
		}
		if r.Query.Outcome != fresh.Query.Outcome || r.Query.Nim.Cmp(fresh.Query.Nim) != 0 || r.Config != fresh.Config {
			t.Errorf("%s: the answer %+v differs from a fresh analysis' %+v", tc.query, r.Query, fresh.Query)
		}
		if tc.kept && (r.Sum == nil || r.Sum.Outcome != fresh.Sum.Outcome) {
			t.Errorf("%s: the sum %+v, want %+v", tc.query, r.Sum, fresh.Sum)
		}
	}
}

// LargestNim is the top of the figure's nim-values: Grundy's game reaches 4
// below heap 30 (OEIS A002188), a misère game has none.
func TestLargestNim(t *testing.T) {
	if got := analyzeQuery(t, "game=grundy&len=30").LargestNim(); got != 4 {
		t.Errorf("Grundy's game below 30: largest nim-value %d, want 4", got)
	}
	if got := analyzeQuery(t, "moves=1-3&play=misere&len=30").LargestNim(); got != 0 {
		t.Errorf("a misère game: %d, want 0", got)
	}
}
