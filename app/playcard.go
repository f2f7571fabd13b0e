package main

import (
	"strconv"
	"strings"

	"github.com/maxence-charriere/go-app/v9/pkg/app"

	"stones/solver"
	"stones/solver/game"
)

// A game in play lives in the page's own keys (docs/CONFIG.md): from, the
// position it started at; line, the moves played since, each the index of
// a move among its position's options; vs, the opponent (computer, people,
// or the parity game's policy); first, who opened against the computer
// (you or computer); coach, the help (hints, predict). The worker replays
// the line (solver.Replay) with every analysis, so that the card shows the
// solver's own positions, values and moves, and a link restores the game.

// playCard is the card "Play": before a game, where it starts and who
// plays; during it, the position, the moves as buttons (coloured by their
// result when hints are on), the predictions, the log, the value history
// and the end. It draws what the solver replayed: it computes nothing.
type playCard struct {
	app.Compo

	Rules    rules
	Game     game.Game     // the game shown; nil while the game is bad
	Match    *solver.Match // the game in play as last replayed; nil before
	Current  bool          // Match is the one the keys name (not an earlier one)
	Thinking bool          // the computer is about to move
	Redo     int           // how many moves redo can play again
	Calls    map[int]bool  // predict: the call made at each ply, true for "wins"
	Right    int           // predict: the calls that were right
	Made     int           // predict: the calls made
	Start    string        // the start's heaps, as the form shows them
	Err      string        // the message of the key from (or line)
	Host     player
}

// player is what the play card asks of the page.
type player interface {
	startPlay(heaps string, left bool)
	playMove(i int)
	undoMove()
	redoMove()
	endPlay()
	callPosition(wins bool)
	setPlayKey(key, value string)
}

// Render draws the card.
func (p *playCard) Render() app.UI {
	pauseMounting(p)
	switch {
	case p.Game == nil && !p.Rules.playing():
		// Nothing to play until the configuration is fixed: the card
		// keeps its place, undrawn, so that the controls after it keep
		// the focus while the person types.
		return app.Section().ID("play").Class("card", "play").Hidden(true)
	case !p.Rules.playing():
		return p.renderStart()
	}
	return p.renderGame()
}

// renderStart is the form that starts a game.
func (p *playCard) renderStart() app.UI {
	_, partizan := p.Game.(game.Partizan)
	// A game with a policy of its own names it ("Game::Stones (McDougall,
	// 1997): the largest winning take; …").
	var policy, rule string
	if g, ok := p.Game.(game.PolicyNamer); ok {
		policy, rule, _ = strings.Cut(g.PolicyName(), ": ")
	}
	opponents := []option{{"computer", "The computer"}, {"people", "Two people"}}
	if policy != "" {
		opponents = []option{{"computer", "The computer"}, {"policy", policy}, {"people", "Two people"}}
	}
	label := "Play against the computer"
	if p.Rules.vs == "people" {
		label = "Play"
	}
	return app.Section().ID("play").Class("card", "play").Aria("labelledby", "play-title").Body(
		app.H2().ID("play-title").Text("Play"),
		app.P().Class("hint").Text(startHint(p.Rules, policy, rule)),
		app.Div().Class("play-start").Body(
			app.Div().Class("field").Body(
				app.Label().For("play-from").Text("From"),
				app.Input().ID("play-from").Type("text").Class("mono").Value(p.Start).Placeholder("12").
					Attr("inputmode", "numeric").AutoComplete(false).Spellcheck(false).
					Aria("describedby", "play-from-error").Aria("invalid", p.Err != "").
					OnKeyDown(p.onStartKey),
			),
			dropdown("play-vs", "Opponent", "", opponents, p.Rules.vs, "", func(v string) { p.Host.setPlayKey("vs", ifText(v != "computer", v)) }),
			app.If(p.Rules.vs != "people",
				dropdown("play-first", "First move", "", []option{{"you", "You"}, {"computer", "The computer"}}, either(p.Rules.computerFirst, "computer", "you"), "",
					func(v string) { p.Host.setPlayKey("first", ifText(v == "computer", v)) }),
			),
			app.If(partizan,
				app.Div().Class("field").Body(
					app.Span().Class("field-label").Text("Starts"),
					app.Div().Class("play-sides").Body(
						app.Button().ID("play-start-left").Class("button").Type("button").Text(label+" (Left starts)").OnClick(p.onStart, true),
						app.Button().ID("play-start-right").Class("button", "quiet").Type("button").Text("Right starts").OnClick(p.onStart, false),
					),
				),
			).Else(
				app.Button().ID("play-start").Class("button").Type("button").Text(label).OnClick(p.onStart, true),
			),
		),
		errorLine("play-from", p.Err),
	)
}

// startHint says what the game will be; policy and rule are the game's
// own policy, if it has one, and what it plays.
func startHint(r rules, policy, rule string) string {
	switch r.vs {
	case "people":
		return "Two people take turns at this screen. Start from a heap (or several, 3,5,7, where the game adds up heaps)."
	case "policy":
		return "The computer plays the policy of " + policy + ": " + rule + "."
	}
	s := "The computer plays perfectly: it wins as fast as it can, and when it must lose it holds out as long as it can."
	if policy != "" {
		s += " Or choose the policy of " + policy + "."
	}
	return s
}

func (p *playCard) onStartKey(ctx app.Context, e app.Event) {
	if e.Get("key").String() == "Enter" {
		p.Host.startPlay(ctx.JSSrc().Get("value").String(), true)
	}
}

func (p *playCard) onStart(ctx app.Context, e app.Event) {
	left := ctx.JSSrc().Get("id").String() != "play-start-right"
	text := app.Window().GetElementByID("play-from").Get("value").String()
	p.Host.startPlay(text, left)
}

// renderGame is the game in play.
func (p *playCard) renderGame() app.UI {
	m := p.Match
	if m == nil {
		return app.Section().ID("play").Class("card", "play").Aria("labelledby", "play-title").Body(
			app.H2().ID("play-title").Text("Play"),
			app.P().Class("hint").Text(ifText(p.Err == "", "Setting up the game…")),
			errorLine("play-from", p.Err),
			app.Div().Class("play-tools").Body(
				app.Button().ID("play-end").Class("button", "quiet").Type("button").Text("End the game").OnClick(p.onEnd),
			),
		)
	}
	ply := len(m.Line)
	last := m.Steps[len(m.Steps)-1]
	mover := p.Rules.name(ply, last.Side)
	personal := !p.Rules.computerMoves(ply) && !m.Over
	asking := p.Rules.coach == "predict" && personal && p.Current
	_, called := p.Calls[ply]
	hidden := asking && !called
	showValues := p.Rules.coach == "hints" || p.Rules.coach == "predict" && !hidden
	status := mover + " to move"
	switch {
	case m.Over:
		status = "Game over"
	case p.Thinking || !p.Current && p.Rules.computerMoves(ply):
		status = mover + " is thinking…"
	case !p.Current:
		status = "…"
	}
	state := "person"
	switch {
	case m.Over:
		state = "over"
	case !p.Current || p.Thinking:
		state = "wait"
	case p.Rules.computerMoves(ply):
		state = "computer"
	case hidden:
		state = "call"
	}
	won, winner := p.winnerIsPerson(), ""
	if m.Over {
		winner = either(won, "person", "other")
	}
	return app.Section().ID("play").Class("card", "play", "in-play").Aria("labelledby", "play-title").
		DataSet("state", state).DataSet("ply", ply).DataSet("winner", winner).Body(
		app.Div().Class("play-head").Body(
			app.H2().ID("play-title").Text("Play"),
			app.P().ID("play-status").Class("play-status").Aria("live", "polite").Text(status),
		),
		app.Div().ID("play-position").Class("play-position").Body(
			app.Span().Class("play-position-label").Text("Position"),
			app.Span().ID("play-where").Class("mono", "play-where").Text(last.Words),
			app.If(showValues && !m.Over, app.Span().ID("play-value").Class("value-tag", either(last.Value.Wins, "wins", "loses")).
				Text(solver.PredictAt(p.Game, last).Verdict(last))),
		),
		app.If(m.Over, app.P().ID("play-end-text").Class("play-end", ifText(won, "won")).Attr("role", "status").Text(p.endText())),
		app.If(asking, p.renderCall(ply, last)),
		app.If(!m.Over, p.renderOptions(personal, hidden, showValues)),
		app.If(m.Note != "", app.P().Class("hint").Text(m.Note)),
		errorLine("play-from", p.Err),
		app.Div().Class("play-tools").Body(
			disable(app.Button().ID("play-undo").Class("button", "quiet").Type("button").Text("↶ Undo").OnClick(p.onUndo), ply == 0 || p.undoable() == 0),
			disable(app.Button().ID("play-redo").Class("button", "quiet").Type("button").Text("Redo ↷").OnClick(p.onRedo), p.Redo == 0),
			toggle("play-hints", "Hints", p.Rules.coach == "hints", func(on bool) { p.Host.setPlayKey("coach", ifText(on, "hints")) }),
			toggle("play-predict", "Predict", p.Rules.coach == "predict", func(on bool) { p.Host.setPlayKey("coach", ifText(on, "predict")) }),
			app.Button().ID("play-end").Class("button", "quiet").Type("button").Text("End the game").OnClick(p.onEnd),
		),
		app.If(p.Made > 0, app.P().ID("play-score").Class("play-score").Text("Your calls: "+itoa(p.Right)+" right of "+itoa(p.Made)+".")),
		app.If(len(m.Steps) > 1, p.renderHistory()),
	)
}

// undoable is how many moves an undo takes off.
func (p *playCard) undoable() int {
	_, off := p.Rules.undone(p.Match.Line)
	return len(off)
}

// renderCall asks the student to call the position before it is
// revealed, as the solver words the question for the game's shape
// (solver.PredictAt), and says whether the call was right.
func (p *playCard) renderCall(ply int, s solver.Step) app.UI {
	pr := solver.PredictAt(p.Game, s)
	call, called := p.Calls[ply]
	if !called {
		return app.Div().ID("play-call").Class("play-call").Body(
			app.P().Text(pr.Question),
			app.Div().Class("play-call-buttons").Body(app.Range(pr.Calls).Slice(func(i int) app.UI {
				c := pr.Calls[i]
				return app.Button().ID("play-call-"+strings.ToLower(c.Letter.String())).Class("button").Type("button").
					DataSet("wins", c.Wins).Text(c.Label).OnClick(p.onCall, c.Wins)
			})),
		)
	}
	right := call == s.Value.Wins
	verdict := "Right: "
	if !right {
		verdict = "Not quite: "
	}
	return app.Div().ID("play-call").Class("play-call", either(right, "right", "wrong")).Attr("role", "status").Body(
		app.P().Text(verdict + pr.Verdict(s) + "."),
	)
}

func (p *playCard) onCall(ctx app.Context, e app.Event) {
	p.Host.callPosition(ctx.JSSrc().Get("dataset").Get("wins").String() == "true")
}

// renderOptions lists the moves as buttons. They are dimmed, not disabled,
// while they cannot be played, so that the keyboard focus stays on them.
func (p *playCard) renderOptions(personal, hidden, values bool) app.UI {
	opts := p.Match.Options
	live := personal && !hidden && p.Current
	return app.Div().Class("play-moves").Body(
		app.H3().ID("play-moves-title").Text(itoa(len(opts))+" legal move"+ifText(len(opts) != 1, "s")),
		app.Ul().ID("play-options").Class("play-options").Aria("labelledby", "play-moves-title").Body(
			app.Range(opts).Slice(func(i int) app.UI {
				o := opts[i]
				class := []string{"play-option"}
				if values {
					class = append(class, either(o.Value.Wins, "loses", "wins"))
				}
				b := app.Button().ID("play-option-"+itoa(i)).Class(class...).Type("button").
					DataSet("index", i).Aria("disabled", !live).DataSet("remoteness", ifInt(values, o.Value.Remoteness)).
					OnClick(p.onOption, i, live).Body(
					app.Span().Class("play-option-move").Text(arrowed(o.Move)),
					app.If(values, valueTag("", o.Value, false)),
				)
				return app.Li().Body(b)
			}),
		),
	)
}

func (p *playCard) onOption(ctx app.Context, e app.Event) {
	if ctx.JSSrc().Get("ariaDisabled").String() == "true" {
		return
	}
	if i, err := strconv.Atoi(ctx.JSSrc().Get("dataset").Get("index").String()); err == nil {
		p.Host.playMove(i)
	}
}

func (p *playCard) onUndo(ctx app.Context, e app.Event) { p.Host.undoMove() }
func (p *playCard) onRedo(ctx app.Context, e app.Event) { p.Host.redoMove() }
func (p *playCard) onEnd(ctx app.Context, e app.Event)  { p.Host.endPlay() }

// arrowed writes a move with an arrow to what it leaves: "take 5 → 63".
func arrowed(move string) string { return strings.Replace(move, " leaving ", " → ", 1) }

// valueWords says what a value means for the player to move (mover) or
// for the player who moves into it.
func valueWords(v game.Value, mover bool) string {
	wins := v.Wins == mover
	s := "loses"
	if wins {
		s = "wins"
	}
	if mover {
		s = "the player to move " + s
	}
	if v.Remoteness >= 0 {
		k := v.Remoteness
		if !mover {
			k++
		}
		s += " in " + itoa(k) + " move" + ifText(k != 1, "s")
	}
	if mover {
		s += either(v.Wins, " (N)", " (P)")
	}
	return s
}

// valueTag is a small coloured tag of a value: for the player to move
// (mover) or for the player whose move leads to it.
func valueTag(id string, v game.Value, mover bool) app.UI {
	wins := v.Wins == mover
	t := app.Span().Class("value-tag", either(wins, "wins", "loses")).Text(valueWords(v, mover))
	if id != "" {
		t = t.ID(id)
	}
	return t
}

// winnerIsPerson reports whether the game over was won by a person playing
// the computer.
func (p *playCard) winnerIsPerson() bool {
	m := p.Match
	if m == nil || !m.Over || p.Rules.vs == "people" {
		return false
	}
	ply := len(m.Line)
	moverWins := m.Mover().Wins
	winnerPly := ply
	if !moverWins {
		winnerPly = ply + 1
	}
	return !p.Rules.computerMoves(winnerPly)
}

// endText says who won and why, by the rule the solver says decided it.
func (p *playCard) endText() string {
	m := p.Match
	ply := len(m.Line)
	last := m.Steps[len(m.Steps)-1]
	mover := p.Rules.name(ply, last.Side)
	other := p.Rules.name(ply+1, last.Side.Other())
	winner, loser := other, mover
	if last.Value.Wins {
		winner, loser = mover, other
	}
	why := loser + either(isYou(loser), " have", " has") + " no move left."
	switch m.End {
	case game.EndParity:
		why = "No stone is left, and the parities of the two holdings decide it."
	case game.EndMisere:
		why = loser + " made the last move, and in misère play the last move loses."
	}
	return winner + either(isYou(winner), " win", " wins") + " after " + itoa(ply) + " move" + ifText(ply != 1, "s") + ". " + why
}

// isYou reports whether a player's name (rules.name) is the person's,
// "You" or "You (Left)", which takes the verb of "you".
func isYou(name string) bool { return name == "You" || strings.HasPrefix(name, "You ") }

// renderHistory is the log of the moves and the value history: after each
// move, whether the player who opened (seat 0) is winning, and how far the
// end is.
func (p *playCard) renderHistory() app.UI {
	m := p.Match
	steps := m.Steps[1:]
	return app.Div().Class("play-history").Body(
		app.Figure().Class("value-history").Body(
			app.Raw(historySVG(m.Steps)),
			app.FigCaption().ID("play-chart-caption").Class("hint").Text(historyCaption(p.Rules, m.Steps)),
		),
		app.Details().Class("play-log-box").Open(true).Body(
			app.Summary().Text("Moves ("+itoa(len(steps))+")"),
			app.Ol().ID("play-log").Class("play-log").Body(
				app.Range(steps).Slice(func(i int) app.UI {
					s := steps[i]
					return app.Li().Body(
						app.Span().Class("play-log-who").Text(p.Rules.name(i, m.Steps[i].Side)+": "),
						app.Span().Text(arrowed(s.Move)),
						app.Span().Class("play-log-value", either(s.Value.Wins, "n", "p")).Text(either(s.Value.Wins, " N", " P")),
					)
				}),
			),
		),
	)
}

// historyCaption says in words what the chart draws.
func historyCaption(r rules, steps []solver.Step) string {
	opener := r.name(0, steps[0].Side)
	who := opener + " is"
	if isYou(opener) {
		who = "you are"
	} else if strings.HasPrefix(opener, "The ") {
		who = "the " + strings.TrimPrefix(opener, "The ") + " is"
	}
	s := "Above the line " + who + " winning, below losing; the height is how many moves remain with perfect play."
	for k, step := range steps {
		if step.Thrown {
			return s + " Move " + itoa(k) + " (" + r.name(k-1, steps[k-1].Side) + ") threw a win away."
		}
	}
	return s
}

// historySVG draws the value history: one point a position, above the
// middle line when the opener (seat 0) wins there, below when they lose,
// at a height of its remoteness; a move that threw a win away is ringed.
func historySVG(steps []solver.Step) string {
	const w, h, pad = 320.0, 120.0, 10.0
	most := 1
	for _, s := range steps {
		most = max(most, s.Value.Remoteness)
	}
	x := func(i int) float64 {
		if len(steps) == 1 {
			return w / 2
		}
		return pad + float64(i)*(w-2*pad)/float64(len(steps)-1)
	}
	y := func(i int) float64 {
		v := steps[i].Value
		r := float64(max(v.Remoteness, 0)) + 0.5
		up := v.Wins == (i%2 == 0)
		d := r / (float64(most) + 0.5) * (h/2 - pad)
		if up {
			return h/2 - d
		}
		return h/2 + d
	}
	f := func(v float64) string { return strconv.FormatFloat(v, 'f', 1, 64) }
	var b strings.Builder
	b.WriteString(`<svg class="history-chart" viewBox="0 0 ` + f(w) + ` ` + f(h) + `" role="img" aria-labelledby="play-chart-caption">`)
	b.WriteString(`<rect class="history-win" x="0" y="0" width="` + f(w) + `" height="` + f(h/2) + `"/>`)
	b.WriteString(`<rect class="history-lose" x="0" y="` + f(h/2) + `" width="` + f(w) + `" height="` + f(h/2) + `"/>`)
	b.WriteString(`<line class="history-axis" x1="0" x2="` + f(w) + `" y1="` + f(h/2) + `" y2="` + f(h/2) + `"/>`)
	b.WriteString(`<polyline class="history-line" points="`)
	for i := range steps {
		b.WriteString(f(x(i)) + "," + f(y(i)) + " ")
	}
	b.WriteString(`"/>`)
	for i, s := range steps {
		class := "history-dot " + either(s.Value.Wins == (i%2 == 0), "up", "down")
		b.WriteString(`<circle class="` + class + `" cx="` + f(x(i)) + `" cy="` + f(y(i)) + `" r="3.5"/>`)
		if s.Thrown {
			b.WriteString(`<circle class="history-thrown" cx="` + f(x(i)) + `" cy="` + f(y(i)) + `" r="8"/>`)
		}
	}
	b.WriteString(`<text class="history-label" x="4" y="12">winning</text><text class="history-label" x="4" y="` + f(h-4) + `">losing</text>`)
	b.WriteString(`</svg>`)
	return b.String()
}
