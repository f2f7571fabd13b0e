package solver

import (
	"strconv"

	"stones/solver/game"
)

// Prediction is what predict mode asks of the player at a position before
// its value shows, by the game's shape: in an impartial or history game,
// whether the player to move wins (N) or loses (P); in a partizan game,
// where the question is who wins when Left, or Right, starts, who wins
// with the side to move.
type Prediction struct {
	Question string
	Calls    []Call // the answers offered, in order
}

// Call is one answer of a Prediction: its label, the letter it names, and
// what it says of the player to move (Wins: that player wins), which is
// scored against the position's Value.Wins.
type Call struct {
	Label  string
	Letter game.Outcome
	Wins   bool
}

// PredictAt returns what predict mode asks at step s of a match of game g.
func PredictAt(g game.Game, s Step) Prediction {
	if _, ok := g.(game.Partizan); ok && s.Side != "" {
		return Prediction{
			Question: "Your call: with " + string(s.Side) + " to move, who wins from here?",
			Calls: []Call{
				{Label: "Left wins (L)", Letter: game.L, Wins: s.Side == game.Left},
				{Label: "Right wins (R)", Letter: game.R, Wins: s.Side == game.Right},
			},
		}
	}
	return Prediction{
		Question: "Your call: does the player to move win from here?",
		Calls:    []Call{{Label: "Wins (N)", Letter: game.N, Wins: true}, {Label: "Loses (P)", Letter: game.P, Wins: false}},
	}
}

// Verdict says what the position of step s is, in the terms of the
// prediction asked there: "the player to move wins in 3 moves (N)", or in
// a partizan game "Left, to move, wins in 3 moves (L)".
func (p Prediction) Verdict(s Step) string {
	v := s.Value
	in := ""
	if v.Remoteness >= 0 {
		in = " in " + strconv.Itoa(v.Remoteness) + " move"
		if v.Remoteness != 1 {
			in += "s"
		}
	}
	for _, c := range p.Calls {
		if c.Wins != v.Wins {
			continue
		}
		if c.Letter == game.L || c.Letter == game.R {
			winner := game.Left
			if c.Letter == game.R {
				winner = game.Right
			}
			if winner == s.Side {
				return string(winner) + ", to move, wins" + in + " (" + c.Letter.String() + ")"
			}
			return string(s.Side) + ", to move, loses" + in + ": " + string(winner) + " wins (" + c.Letter.String() + ")"
		}
	}
	if v.Wins {
		return "the player to move wins" + in + " (N)"
	}
	return "the player to move loses" + in + " (P)"
}
