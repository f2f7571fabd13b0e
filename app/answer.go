package main

import (
	"github.com/maxence-charriere/go-app/v9/pkg/app"

	"stones/solver"
	"stones/solver/game"
)

// answerBox is the card "Who wins?": the heap size n asked about, and the
// solver's answer in the words the CLI prints too (solver.AnswerAt): who
// wins, the winning moves, the nim-value, a game's own policy.
type answerBox struct {
	app.Compo

	Text    string         // the control's text
	Err     string         // its message
	Answer  *solver.Answer // the answer at n; nil when none is shown
	Outcome string         // the answer's outcome letter, for its colour
	Game    game.Game      // the game asked about; nil when the keys are bad
	Host    host
}

// Render draws the card.
func (a *answerBox) Render() app.UI {
	pauseMounting(a)
	var body []app.UI
	hint, placeholder := solver.AskHint(a.Game)
	if a.Answer == nil {
		body = append(body, app.P().Class("hint").Text(hint))
	} else {
		body = append(body, app.P().Class("answer-text").Text(a.Answer.Head))
		for _, l := range a.Answer.Lines {
			body = append(body, app.P().Class("answer-line").Text(l))
		}
	}
	return app.Section().Class("card", "ask").Aria("labelledby", "ask-title").Body(
		app.H2().ID("ask-title").Text("Who wins?"),
		app.Div().Class("ask-row").Body(
			app.Label().For("n").Class("mono").Text("n ="),
			textInput(a.Host, "n", a.Text, a.Err).Class("mono").Attr("inputmode", "numeric").
				Placeholder(placeholder).Aria("describedby", "answer n-error"),
		),
		errorLine("n", a.Err),
		app.Div().ID("answer").Class("answer", a.Outcome).Aria("live", "polite").Body(body...),
	)
}
