package solver

import (
	"go/parser"
	"go/token"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing"
)

// treeImports returns, for each tree of packages below solver/ (a
// top-level directory and its subdirectories: "subtraction" holds
// "subtraction/…"), the other trees its non-test files import.
func treeImports(t *testing.T) map[string][]string {
	t.Helper()
	trees := map[string][]string{}
	err := filepath.WalkDir(".", func(path string, d os.DirEntry, err error) error {
		if err != nil || d.IsDir() || !strings.HasSuffix(path, ".go") || strings.HasSuffix(path, "_test.go") || strings.Contains(path, "testdata") {
			return err
		}
		from, _, _ := strings.Cut(filepath.ToSlash(filepath.Dir(path)), "/")
		f, err := parser.ParseFile(token.NewFileSet(), path, nil, parser.ImportsOnly)
		if err != nil {
			return err
		}
		for _, spec := range f.Imports {
			p, _ := strconv.Unquote(spec.Path.Value)
			rest, ok := strings.CutPrefix(p, "stones/solver/")
			if !ok {
				continue
			}
			to, _, _ := strings.Cut(rest, "/")
			if to != from && !slices.Contains(trees[from], to) {
				trees[from] = append(trees[from], to)
			}
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	return trees
}

// The packages below solver/ import each other without a cycle, counting a
// package with its subpackages: a family that imports a sibling which
// imports the family's own subpackage (subtraction → named →
// subtraction/engine) is a cycle hidden behind the directories.
func TestNoCycleBetweenTrees(t *testing.T) {
	trees := treeImports(t)
	if len(trees["subtraction"]) == 0 {
		t.Fatal("no imports found: the test reads nothing")
	}
	state := map[string]int{} // 1: on the path, 2: done
	var path []string
	var visit func(string)
	visit = func(p string) {
		switch state[p] {
		case 1:
			t.Errorf("the packages below solver/ import each other in a cycle: %s → %s", strings.Join(path[slices.Index(path, p):], " → "), p)
			return
		case 2:
			return
		}
		state[p] = 1
		path = append(path, p)
		for _, q := range trees[p] {
			visit(q)
		}
		path = path[:len(path)-1]
		state[p] = 2
	}
	for p := range trees {
		visit(p)
	}
}

// The package map of doc.go names every package below solver/, and only
// those: a reader finds each room from it.
func TestPackageMap(t *testing.T) {
	doc, err := os.ReadFile("doc.go")
	if err != nil {
		t.Fatal(err)
	}
	var mapped []string
	for line := range strings.SplitSeq(string(doc), "\n") {
		if name, ok := strings.CutPrefix(line, "//\t"); ok {
			if word, _, _ := strings.Cut(name, " "); word != "" {
				mapped = append(mapped, word)
			}
		}
	}
	entries, err := os.ReadDir(".")
	if err != nil {
		t.Fatal(err)
	}
	var dirs []string
	for _, e := range entries {
		if e.IsDir() && e.Name() != "testdata" {
			dirs = append(dirs, e.Name())
		}
	}
	slices.Sort(mapped)
	if len(dirs) < 10 || !slices.Equal(mapped, dirs) {
		t.Errorf("doc.go maps the packages %v; solver/ has %v", mapped, dirs)
	}
}

// The root package talks to the families through package game alone: its
// files import the shared vocabulary (game, periodic, stats, numerals) and
// no family, save registry.go, which lists the families in one line each.
// A family's own capabilities (streaming, the misère quotient) are
// optional interfaces of package game; the research views that drive a
// family's engine live in package research, beside this one.
func TestRootImportsNoFamily(t *testing.T) {
	shared := []string{"game", "periodic", "stats", "numerals"}
	files, err := filepath.Glob("*.go")
	if err != nil {
		t.Fatal(err)
	}
	read := 0
	for _, path := range files {
		if strings.HasSuffix(path, "_test.go") || path == "registry.go" {
			continue
		}
		f, err := parser.ParseFile(token.NewFileSet(), path, nil, parser.ImportsOnly)
		if err != nil {
			t.Fatal(err)
		}
		read++
		for _, spec := range f.Imports {
			p, _ := strconv.Unquote(spec.Path.Value)
			if rest, ok := strings.CutPrefix(p, "stones/solver/"); ok && !slices.Contains(shared, rest) {
				t.Errorf("%s imports %s: the root package asks a family through an optional interface of package game, or the code belongs in a package below", path, p)
			}
		}
	}
	if read < 10 {
		t.Fatalf("read %d files of the root package: the test reads nothing", read)
	}
}
