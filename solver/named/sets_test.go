package named

import (
	"testing"

	"stones/solver/game"
)

// Sets is the one list of the named sets: each is defined here (a set of
// sets, or the rule sqrt), each definition is listed, each has a label,
// and ParseMoveSet reads each name in any case while leaving finite sets
// and unknown words to game.ParseMoveSet.
func TestSetsAreTheDefinitions(t *testing.T) {
	listed := map[string]bool{}
	for _, s := range Sets {
		listed[s.Name] = true
		if _, defined := sets[s.Name]; defined == s.Rule {
			t.Errorf("%s: defined as a set %v, listed as a rule %v", s.Name, defined, s.Rule)
		}
		if s.Label == "" || s.Members == "" {
			t.Errorf("%s: no label or members: %+v", s.Name, s)
		}
		for _, text := range []string{s.Name, " " + s.Name + " ", string(append([]byte{s.Name[0] - 'a' + 'A'}, s.Name[1:]...))} {
			m, err := ParseMoveSet("moves", text)
			if err != nil || m.Name() != s.Name {
				t.Errorf("ParseMoveSet(%q) = %v, %v; want the named set %s", text, m, err, s.Name)
			}
			if _, err := game.ParseMoveSet("moves", text); err == nil {
				t.Errorf("game.ParseMoveSet(%q) reads a name: only package named knows them", text)
			}
		}
		if _, err := New(game.Named(s.Name), false, ""); err != nil {
			t.Errorf("New(%s): %v", s.Name, err)
		}
	}
	for name := range sets {
		if !listed[name] {
			t.Errorf("the set %s is defined but not in Sets", name)
		}
	}
	if !listed["sqrt"] {
		t.Error("the rule sqrt is not in Sets")
	}
	for text, want := range map[string]string{"1,5,8,10": "1,5,8,10", "foo": `moves: "foo": "foo" is not a positive integer`} {
		m, err := ParseMoveSet("moves", text)
		got := m.String()
		if err != nil {
			got = err.Error()
		}
		if got != want {
			t.Errorf("ParseMoveSet(%q) = %v, %v; want %s", text, m, err, want)
		}
	}
}

// New refuses a finite set, naming every set of Sets.
func TestNewRefusesAFiniteSet(t *testing.T) {
	_, err := New(game.NewMoveSet(1, 2), false, "")
	want := `moves: "1,2": is not a named set; the named sets are squares, primes, primes1, powers2, fibonacci, moser and the rule sqrt`
	if err == nil || err.Error() != want {
		t.Errorf("New({1, 2}) = %v, want %s", err, want)
	}
}
