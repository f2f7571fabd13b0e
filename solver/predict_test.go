package solver

import (
	"testing"

	"stones/solver/game"
)

// Predict mode asks what the game's shape asks: in a partizan game who
// wins with the side to move (Fisher §4: Left, moving first, wins heap 12
// of Lillian {2,5,9} against Rekha {3,4,8}; Right, moving first, loses
// it), elsewhere whether the player to move wins; a call is scored by the
// position's value for the player to move.
func TestPredictAt(t *testing.T) {
	for _, tc := range []struct {
		query, from      string
		question, l0, l1 string
		right, wrong     int // the index of the right call, and of the wrong one
		verdict          string
	}{
		{"moves=1,5,8,10", "14", "Your call: does the player to move win from here?", "Wins (N)", "Loses (P)", 0, 1,
			"the player to move wins in 3 moves (N)"},
		{"moves=1,5,8,10", "13", "Your call: does the player to move win from here?", "Wins (N)", "Loses (P)", 1, 0,
			"the player to move loses in 4 moves (P)"},
		{"game=partizan&left=2,5,9&right=3,4,8", "12;L", "Your call: with Left to move, who wins from here?", "Left wins (L)", "Right wins (R)", 0, 1,
			"Left, to move, wins"},
		{"game=partizan&left=2,5,9&right=3,4,8", "12;R", "Your call: with Right to move, who wins from here?", "Left wins (L)", "Right wins (R)", 0, 1,
			"Right, to move, loses"},
		{"moves=1-5&norepeat=1", "7", "Your call: does the player to move win from here?", "Wins (N)", "Loses (P)", 1, 0,
			"the player to move loses"},
	} {
		c := configOf(t, tc.query)
		r := analyzeQuery(t, tc.query)
		m, err := Replay(c, r, tc.from, nil, CLILimits)
		if err != nil {
			t.Fatalf("%s from %s: %v", tc.query, tc.from, err)
		}
		s := m.Steps[0]
		p := PredictAt(c.Game, s)
		if p.Question != tc.question || len(p.Calls) != 2 || p.Calls[0].Label != tc.l0 || p.Calls[1].Label != tc.l1 {
			t.Errorf("%s from %s: asks %+v, want %q with %q and %q", tc.query, tc.from, p, tc.question, tc.l0, tc.l1)
			continue
		}
		if p.Calls[tc.right].Wins != s.Value.Wins || p.Calls[tc.wrong].Wins == s.Value.Wins {
			t.Errorf("%s from %s: the calls %+v are scored against %v wrongly", tc.query, tc.from, p.Calls, s.Value.Wins)
		}
		if got := p.Verdict(s); len(got) < len(tc.verdict) || got[:len(tc.verdict)] != tc.verdict {
			t.Errorf("%s from %s: Verdict = %q, want it to begin %q", tc.query, tc.from, got, tc.verdict)
		}
	}
	// Partizan calls name the players, whoever is to move.
	for _, side := range []game.Side{game.Left, game.Right} {
		p := PredictAt(configOf(t, "game=partizan&left=1&right=2").Game, Step{Side: side, Value: game.Value{Wins: true, Remoteness: -1}})
		for _, c := range p.Calls {
			if want := c.Letter == game.L && side == game.Left || c.Letter == game.R && side == game.Right; c.Wins != want {
				t.Errorf("%s to move: the call %q says the mover wins: %v, want %v", side, c.Label, c.Wins, want)
			}
		}
	}
}
