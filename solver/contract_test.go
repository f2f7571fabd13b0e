package solver

import (
	"encoding/json"
	"os"
	"slices"
	"strings"
	"testing"
)

// docsContract is docs/CONFIG.md, the contract of the page and the CLI.
func docsContract(t *testing.T) string {
	t.Helper()
	b, err := os.ReadFile("../docs/CONFIG.md")
	if err != nil {
		t.Fatalf("the contract docs/CONFIG.md: %v", err)
	}
	return string(b)
}

// documented reports whether name appears in a table row of the contract,
// as `name`.
func documented(doc, name string) bool {
	for line := range strings.SplitSeq(doc, "\n") {
		if strings.HasPrefix(strings.TrimSpace(line), "|") && strings.Contains(line, "`"+name+"`") {
			return true
		}
	}
	return false
}

// Every key the parser accepts is in a table of the contract.
func TestContractKeys(t *testing.T) {
	doc := docsContract(t)
	for _, k := range Keys() {
		if !documented(doc, k) {
			t.Errorf("key %s is accepted by ParseConfig but not in a table of docs/CONFIG.md", k)
		}
	}
}

// tableRow returns the cells of the row of a table of doc whose first cell
// is `first`, after the line that starts with heading, or nil.
func tableRow(doc, heading, first string) []string {
	_, after, ok := strings.Cut(doc, "\n"+heading)
	if !ok {
		return nil
	}
	for line := range strings.SplitSeq(after, "\n") {
		cells := strings.Split(strings.Trim(strings.TrimSpace(line), "|"), " | ")
		if strings.HasPrefix(line, "|") && strings.TrimSpace(cells[0]) == "`"+first+"`" {
			return cells
		}
	}
	return nil
}

// Every family of the registry is in the contract as its description says:
// the key game lists it; the row of each of its keys gives the key's
// default and names the family; the table of the keys each game takes has
// its row with its keys (the required ones marked); the normal forms give
// its example, which is its default configuration's normal form; and the
// games are described one a paragraph. Each failure says what to add.
func TestContractFamilies(t *testing.T) {
	doc := docsContract(t)
	gameRow := tableRow(doc, "## Keys", "game")
	for _, f := range Families() {
		name := "`" + f.Game + "`"
		if len(gameRow) < 2 || !strings.Contains(gameRow[1], name) {
			t.Errorf("docs/CONFIG.md: the row of the key game does not list game=%s: add %s to its values", f.Game, name)
		}
		var keys []string
		for _, k := range f.Keys {
			row := tableRow(doc, "## Keys", k.Name)
			switch {
			case len(row) != 4:
				t.Errorf("docs/CONFIG.md: the table of keys has no row for the key %s of game=%s: add | `%s` | values | default | %s |", k.Name, f.Game, k.Name, f.Game)
			case !strings.Contains(row[3], f.Game):
				t.Errorf("docs/CONFIG.md: the row of the key %s does not say it is used by game=%s: add %s to its last column", k.Name, f.Game, f.Game)
			case k.Default != "" && !strings.Contains(row[2], "`"+k.Default+"`"):
				t.Errorf("docs/CONFIG.md: the row of the key %s does not give its default for game=%s: add `%s` to its default column", k.Name, f.Game, k.Default)
			}
			want := "`" + k.Name + "`"
			if k.Required {
				want += " (required)"
			}
			keys = append(keys, want)
		}
		row := tableRow(doc, "The keys each game takes", f.Game)
		if row == nil {
			t.Errorf("docs/CONFIG.md: the table of the keys each game takes has no row for game=%s: add | %s | %s |", f.Game, name, strings.Join(keys, ", "))
		}
		for _, k := range keys {
			if row != nil && !strings.Contains(row[1], k) {
				t.Errorf("docs/CONFIG.md: the row of game=%s in the table of the keys each game takes does not list %s: add it", f.Game, k)
			}
		}
		example := "- `" + DefaultConfig().Query() + "`"
		if f != registry[0] {
			c, err := ParseConfig("game=" + f.Game)
			example = "- `" + c.Query() + "`"
			if err != nil {
				example = "- `game=" + f.Game + "&…`"
			}
		}
		_, normal, _ := strings.Cut(doc, "Normal forms, one example a game")
		_, normal, _ = strings.Cut(normal, "\n- `")
		normal, _, _ = strings.Cut("\n- `"+normal, "\n\n")
		if !strings.Contains(normal, "- `game="+f.Game+"&") {
			t.Errorf("docs/CONFIG.md: the normal forms give no example of game=%s: add %s", f.Game, example)
		}
		for line := range strings.SplitSeq(normal, "\n") {
			q, ok := strings.CutPrefix(line, "- `game="+f.Game+"&")
			if q, _, _ = strings.Cut(q, "`"); ok {
				if c, err := ParseConfig("game=" + f.Game + "&" + q); err != nil || c.Query() != "game="+f.Game+"&"+q {
					t.Errorf("docs/CONFIG.md: the example game=%s&%s is not in normal form: %v, %v", f.Game, q, c.Query(), err)
				}
			}
		}
		if !strings.Contains(doc, "\n- **"+name+"**: ") {
			t.Errorf("docs/CONFIG.md: the games are not described with game=%s: add a paragraph \"- **%s**: …\" under \"## The games\", in the words of its rules: %s", f.Game, name, f.Rules)
		}
	}
}

// contractQueries reach every field of the JSON object between them.
var contractQueries = []string{
	"moves=1,5,8,10&len=20&n=68&heaps=3,5,7",
	"moves=1-3&play=misere&heaps=2,3",
	"moves=sqrt&n=1000000000000000000000",
	"game=octal&code=0.77&n=2000&heaps=4,5",
	"game=partizan&left=2,5,9&right=3,4,8&n=12",
	"game=parity&moves=1-3&n=7",
	"moves=1-5&norepeat=1&n=20&last=2",
	"game=grundy&len=30&n=20&heaps=7,8",
	"game=octal&code=0.77&play=misere&len=12&n=9&heaps=4,6",
}

// jsonFields collects the names of every object field in a JSON value.
func jsonFields(v any, into map[string]bool) {
	switch v := v.(type) {
	case map[string]any:
		for k, x := range v {
			into[k] = true
			jsonFields(x, into)
		}
	case []any:
		for _, x := range v {
			jsonFields(x, into)
		}
	}
}

// Every field of the JSON object is in the contract.
func TestContractJSONFields(t *testing.T) {
	doc := docsContract(t)
	fields := map[string]bool{}
	queries := slices.Clone(contractQueries)
	for _, f := range Families() { // and each family's first game, whatever fields it writes
		if len(f.Checks.Cases) > 0 {
			queries = append(queries, f.Checks.Cases[0].Query)
		}
	}
	for _, q := range queries {
		b, err := json.Marshal(analyzeQuery(t, q))
		if err != nil {
			t.Fatal(err)
		}
		var v any
		if err := json.Unmarshal(b, &v); err != nil {
			t.Fatal(err)
		}
		jsonFields(v, fields)
	}
	names := make([]string, 0, len(fields))
	for k := range fields {
		names = append(names, k)
	}
	slices.Sort(names)
	for _, k := range names {
		if !documented(doc, k) {
			t.Errorf("JSON field %s is written but not in a table of docs/CONFIG.md", k)
		}
	}
	if len(names) < 20 {
		t.Errorf("the queries reached only %d fields: %v", len(names), names)
	}
}

// Result.MarshalJSON writes the contract's object: nim and nimPeriod for
// impartial games in normal play only (nim [] and a null period for len=0),
// a null outcomePeriod when none is known, heap indices in sums.
func TestResultJSON(t *testing.T) {
	tests := []struct{ query, want string }{
		{"moves=1,5,8,10&len=20&n=68",
			`{"config":"game=subtraction&moves=1,5,8,10&play=normal&norepeat=0&len=20&n=68&algo=auto","outcomes":"PNPNPNPNNNNNNPNPNPNP","nim":[0,1,0,1,0,1,0,1,2,3,2,3,2,0,1,0,1,0,1,0],"outcomePeriod":{"preperiod":0,"period":13,"proven":true},"nimPeriod":{"preperiod":0,"period":13,"proven":true},"outcomeSearch":4096,"nimSearch":4096,"proof":"a repeated window of max S values","query":{"n":"68","outcome":"N","nim":1,"winningMoves":[{"take":1,"leave":[67]},{"take":10,"leave":[58]}]}}`},
		{"moves=1-3&len=0&heaps=5,5,2",
			`{"config":"game=subtraction&moves=1-3&play=normal&norepeat=0&len=0&heaps=5,5,2&algo=auto","outcomes":"","nim":[],"outcomePeriod":{"preperiod":0,"period":4,"proven":true},"nimPeriod":{"preperiod":0,"period":4,"proven":true},"outcomeSearch":4096,"nimSearch":4096,"proof":"a repeated window of max S values","heaps":{"heaps":[5,5,2],"nim":[1,1,2],"nimSum":2,"outcome":"N","winningMoves":[{"heap":0,"take":2,"leave":[3]},{"heap":1,"take":2,"leave":[3]},{"heap":2,"take":2,"leave":[]}]}}`},
		{"moves=1-3&play=misere&len=6",
			`{"config":"game=subtraction&moves=1-3&play=misere&norepeat=0&len=6&algo=auto","outcomes":"NPNNNP","outcomePeriod":{"preperiod":0,"period":4,"proven":true},"outcomeSearch":4096,"proof":"a repeated window of max S values"}`},
		{"game=grundy&len=5",
			`{"config":"game=grundy&play=normal&len=5","outcomes":"PPPNP","nim":[0,0,0,1,0],"outcomePeriod":null,"nimPeriod":null,"outcomeSearch":32768,"nimSearch":32768}`},
	}
	for _, tt := range tests {
		var b strings.Builder
		enc := json.NewEncoder(&b)
		enc.SetEscapeHTML(false) // as the CLI writes it
		if err := enc.Encode(analyzeQuery(t, tt.query)); err != nil {
			t.Fatal(err)
		}
		if got := strings.TrimSuffix(b.String(), "\n"); got != tt.want {
			t.Errorf("%s:\n got %s\nwant %s", tt.query, got, tt.want)
		}
	}
}

// Every field of the -summary object (Result.Summary and research.Run.Summary) is in
// the contract.
func TestContractSummaryFields(t *testing.T) {
	doc := docsContract(t)
	fields := map[string]bool{}
	add := func(b []byte) {
		var v any
		if err := json.Unmarshal(b, &v); err != nil {
			t.Fatalf("%v: %s", err, b)
		}
		jsonFields(v, fields)
	}
	for _, q := range contractQueries {
		c, err := ParseConfig(q)
		if err != nil {
			t.Fatal(err)
		}
		r := analyzeQuery(t, q)
		add(r.Summary(r.Stats(c)))
	}
	for _, q := range []string{"game=octal&code=0.6&len=300", "game=grundy&len=100"} {
		// a streamed run stopped by its work (research.Run.Summary, whose
		// bytes research's TestRunSummary pins)
		c, r := configOf(t, q), analyzeQuery(t, q)
		add(Summary{Config: r.Config, OutcomePeriod: r.OutcomePeriod, OutcomeSearch: r.OutcomeSearch,
			Nim: true, NimPeriod: r.NimPeriod, NimSearch: r.NimSearch, Stats: r.Stats(c), Stopped: "work"}.JSON())
	}
	for _, k := range []string{"stats", "stopped", "powers", "frequencies", "rareMask", "rareCount", "lastRare", "largest", "largestAt", "cold"} {
		if !fields[k] {
			t.Errorf("no summary reached the field %s", k)
		}
	}
	for k := range fields {
		if !documented(doc, k) {
			t.Errorf("summary field %s is written but not in a table of docs/CONFIG.md", k)
		}
	}
}
