package solver

import (
	"context"
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

// Every key the parser accepts and every family of the registry is in the
// contract.
func TestContractKeysAndGames(t *testing.T) {
	doc := docsContract(t)
	for _, k := range Keys() {
		if !documented(doc, k) {
			t.Errorf("key %s is accepted by ParseConfig but not in a table of docs/CONFIG.md", k)
		}
	}
	for _, f := range Families() {
		if !strings.Contains(doc, "`"+f.Game+"`") {
			t.Errorf("game=%s is in the registry but not in docs/CONFIG.md", f.Game)
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
	for _, q := range contractQueries {
		c, err := ParseConfig(q)
		if err != nil {
			t.Fatalf("ParseConfig(%q): %v", q, err)
		}
		r, err := Analyze(context.Background(), c, CLILimits, nil)
		if err != nil {
			t.Fatalf("Analyze(%q): %v", q, err)
		}
		b, err := json.Marshal(r)
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
