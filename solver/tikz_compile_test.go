//go:build !js

package solver

import (
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
)

// The native run compiles the pictures: a WebAssembly test under node
// runs no program.

// Every family's presets compile with pdflatex, one picture a page, with
// \usepackage{tikz} alone. CI installs TeX (texlive-latex-base and
// texlive-pictures); elsewhere the test says that it did not run.
func TestTikZCompiles(t *testing.T) {
	latex, err := exec.LookPath("pdflatex")
	if err != nil {
		if os.Getenv("CI") != "" {
			t.Fatal("pdflatex is not installed: .ci/run installs texlive-latex-base and texlive-pictures")
		}
		t.Skip("pdflatex is not installed (texlive-latex-base, texlive-pictures); CI runs this test")
	}
	var doc strings.Builder
	doc.WriteString("\\documentclass{article}\n\\usepackage[margin=15mm]{geometry}\n\\usepackage{tikz}\n\\begin{document}\n")
	pictures := 0
	for _, f := range Families() {
		for _, p := range f.Presets {
			c := configOf(t, p.Config)
			c.Len = min(c.Len, 200)
			r, err := Analyze(t.Context(), c, CLILimits, nil)
			if err != nil {
				t.Fatalf("%s: %v", p.Config, err)
			}
			doc.Write(r.TikZ())
			doc.WriteString("\n\\newpage\n")
			pictures++
		}
	}
	doc.WriteString("\\end{document}\n")
	dir := t.TempDir()
	if err := os.WriteFile(filepath.Join(dir, "presets.tex"), []byte(doc.String()), 0o644); err != nil {
		t.Fatal(err)
	}
	cmd := exec.Command(latex, "-interaction=nonstopmode", "-halt-on-error", "presets.tex")
	cmd.Dir = dir
	if out, err := cmd.CombinedOutput(); err != nil {
		t.Fatalf("pdflatex: %v\n%s", err, out)
	}
	log, err := os.ReadFile(filepath.Join(dir, "presets.log"))
	if err != nil {
		t.Fatal(err)
	}
	if strings.Contains(string(log), "Missing character") {
		t.Errorf("pdflatex's log names a missing character")
	}
	if pictures == 0 || !strings.Contains(string(log), "Output written on presets.pdf") {
		t.Errorf("%d pictures; pdflatex wrote no PDF", pictures)
	}
}
