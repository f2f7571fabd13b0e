package solver

import (
	"strings"
	"testing"
)

// The variants of a move set are the six games the page compares, each
// over the same heap sizes; those that do not take a named set are left
// out.
func TestVariants(t *testing.T) {
	c, err := ParseConfig("moves=1,3,4&len=30&n=5")
	if err != nil {
		t.Fatal(err)
	}
	vs, err := Variants(c)
	if err != nil {
		t.Fatal(err)
	}
	var got []string
	for _, v := range vs {
		got = append(got, v.Name+": "+v.Config.Bare().Query())
	}
	want := []string{
		"Normal play: game=subtraction&moves=1,3,4&play=normal&norepeat=0&len=30&algo=auto",
		"Misère play: game=subtraction&moves=1,3,4&play=misere&norepeat=0&len=30&algo=auto",
		"No-repeat, k = 1: game=subtraction&moves=1,3,4&play=normal&norepeat=1&len=30&algo=auto",
		"No-repeat, k = 2: game=subtraction&moves=1,3,4&play=normal&norepeat=2&len=30&algo=auto",
		"Parity game: game=parity&moves=1,3,4&len=30",
		"Partizan, Left and Right alike: game=partizan&left=1,3,4&right=1,3,4&len=30",
	}
	if strings.Join(got, "\n") != strings.Join(want, "\n") {
		t.Errorf("variants:\n%s\nwant\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
	}
	// Partizan with the same moves for both is the impartial game: its
	// outcomes are the normal play's.
	normal, err := Analyze(t.Context(), vs[0].Config, PageLimits, nil)
	if err != nil {
		t.Fatal(err)
	}
	partizan, err := Analyze(t.Context(), vs[5].Config, PageLimits, nil)
	if err != nil {
		t.Fatal(err)
	}
	if normal.Outcomes != partizan.Outcomes {
		t.Errorf("partizan with Left = Right = {1,3,4}: %s, want the normal play's %s", partizan.Outcomes, normal.Outcomes)
	}
	if _, err := Variants(analyzeConfig(t, "game=octal&code=0.07")); err == nil {
		t.Error("an octal game has no move set to compare")
	}
}

func analyzeConfig(t *testing.T, q string) Config {
	t.Helper()
	c, err := ParseConfig(q)
	if err != nil {
		t.Fatal(err)
	}
	return c
}
