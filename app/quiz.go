package main

import (
	"strconv"
	"strings"

	"github.com/maxence-charriere/go-app/v9/pkg/app"

	"stones/solver"
	"stones/solver/game"
)

// quizCard is the quiz of an embed (embed=quiz): the heaps of the figure
// one at a time from 0, the outcome of each hidden until the student calls
// it, with the score kept. Nothing on the card shows an outcome before its
// call: a class predicts the pattern before it sees it. The card draws the
// figure's letters and computes nothing.
type quizCard struct {
	app.Compo

	Outcomes string          // the figure's letters, heap 0 first; "" while there are none
	Letters  []solver.Letter // the game's legend: the calls offered, and what each means
	Game     string          // the game's title; the quiz of another game starts again
	Empty    string          // what the card says while there are no letters
	Calls    string          // the letter called at each heap from 0; a heap that is no position has None
	Right    int             // the calls that were right
	Host     quizHost
}

// quizHost is the page, which keeps the calls (explorer.quiz).
type quizHost interface {
	quizCall(letter byte) // the student calls the heap asked
	quizAgain()           // the quiz starts again from heap 0
}

// quizzing is the state of a quiz: the calls made so far, of one game.
type quizzing struct {
	game  string // the game the calls are of
	calls []byte // the letter called at each heap from 0; a heap that is no position has None
	right int    // the calls that were right
}

// quizShown is how many heaps the row of calls shows, ending at the heap
// asked: a long quiz scrolls on, never growing the frame.
const quizShown = 30

// Render draws the row of heaps called, the heap asked and its calls, the
// verdict of the last call and the score.
func (q *quizCard) Render() app.UI {
	pauseMounting(q)
	head := app.Div().Class("figure-head").Body(
		app.Div().Body(
			app.H2().ID("quiz-title").Text("Quiz: who wins?"),
			app.P().Class("figure-sub").Text(q.Game),
		),
	)
	if q.Outcomes == "" {
		return app.Section().ID("quiz").Class("card", "quiz").Aria("labelledby", "quiz-title").Body(
			head, app.P().Class("hint").Text(q.Empty),
		)
	}
	n := len(q.Calls)
	done := n == len(q.Outcomes)
	from := max(0, n+1-quizShown)
	cells := make([]app.UI, 0, quizShown)
	for i := from; i < min(n+1, len(q.Outcomes)); i++ {
		cells = append(cells, q.cell(i))
	}
	return app.Section().ID("quiz").Class("card", "quiz").Aria("labelledby", "quiz-title").DataSet("asked", n).Body(
		head,
		app.P().Class("hint").Text("Call each heap before it is revealed: who wins when play starts there?"),
		q.sheet(),
		app.Ol().Class("quiz-cells").Aria("label", "The heaps called").Attr("start", from).Body(cells...),
		app.If(!done, q.ask(n)).Else(
			app.P().ID("quiz-done").Class("quiz-prompt").Text("Every heap of the figure is called: "+strconv.Itoa(q.Right)+" right of "+strconv.Itoa(scored(q.Calls))+"."),
		),
		app.Div().ID("quiz-verdict").Class("quiz-verdict").Attr("role", "status").Aria("live", "polite").Body(q.verdict()...),
		app.Div().Class("quiz-score").Body(
			app.Span().ID("quiz-score").Text(q.score()),
			app.If(n > 0, app.Button().ID("quiz-again").Class("button", "small", "quiet").Type("button").OnClick(q.onAgain).Text("Start again")),
		),
	)
}

// quizSheet is how many heaps the printed quiz asks.
const quizSheet = 30

// sheet is the quiz on paper, which the stylesheet shows in print only: a
// box to fill in for each of the first heaps, and the letters to fill in.
func (q *quizCard) sheet() app.UI {
	var letters []string
	for _, l := range q.Letters {
		if l.Letter != game.None {
			letters = append(letters, l.Letter.String()+": "+l.Meaning)
		}
	}
	boxes := make([]app.UI, 0, quizSheet)
	for i := range min(len(q.Outcomes), quizSheet) {
		if game.Outcome(q.Outcomes[i]) == game.None {
			continue // no position: nothing to call
		}
		boxes = append(boxes, app.Li().Body(app.Span().Text(strconv.Itoa(i)), app.Span().Class("box")))
	}
	return app.Div().Class("print-only").Aria("hidden", "true").Body(
		app.P().Class("quiz-sheet-ask").Text("Write in each box who wins when play starts at that heap: "+strings.Join(letters, "; ")+"."),
		app.Ol().Class("print-only", "quiz-sheet").Body(boxes...),
	)
}

// sync starts the quiz again for another game, and passes over the heaps
// that are no position of the game (the parity game's even piles), which
// no one calls.
func (z *quizzing) sync(title, outcomes string) {
	if z.game != title || len(z.calls) > len(outcomes) {
		z.game, z.calls, z.right = title, nil, 0
	}
	for len(z.calls) < len(outcomes) && game.Outcome(outcomes[len(z.calls)]) == game.None {
		z.calls = append(z.calls, byte(game.None))
	}
}

// call takes the call, letter, of the heap asked; outcomes are the
// figure's letters.
func (z *quizzing) call(letter byte, outcomes string) {
	n := len(z.calls)
	if n >= len(outcomes) {
		return
	}
	z.calls = append(z.calls, letter)
	if outcomes[n] == letter {
		z.right++
	}
	z.sync(z.game, outcomes)
}

// again starts the quiz again from heap 0.
func (z *quizzing) again(outcomes string) {
	z.calls, z.right = nil, 0
	z.sync(z.game, outcomes)
}

// cell draws heap i of the row: its letter once called, marked right or
// wrong, or the question mark of the heap asked.
func (q *quizCard) cell(i int) app.UI {
	label := strconv.Itoa(i)
	calls := q.Calls
	if i == len(calls) {
		return app.Li().Class("quiz-cell", "asked").Body(
			app.Span().Class("swatch", "quiz-hidden").Aria("hidden", "true").Text("?"),
			app.Span().Class("quiz-heap").Text(label),
			app.Span().Class("visually-hidden").Text(": asked now"),
		)
	}
	letter := q.Outcomes[i]
	class, mark, words := string(letter), "✓", "right"
	switch {
	case game.Outcome(letter) == game.None:
		class, mark, words = "none", "", "no position"
	case calls[i] != letter:
		mark, words = "✗", "called "+string(calls[i])
	}
	return app.Li().Class("quiz-cell", ifText(mark == "✗", "wrong")).Body(
		app.Span().Class("swatch", class).Aria("hidden", "true").Text(either(class == "none", "–", string(letter))),
		app.Span().Class("quiz-heap").Text(label),
		app.Span().Class("quiz-mark").Aria("hidden", "true").Text(mark),
		app.Span().Class("visually-hidden").Text(": "+either(class == "none", "", string(letter)+", ")+words),
	)
}

// ask offers the calls of heap n: one button for each letter of the
// game's legend but "no position".
func (q *quizCard) ask(n int) app.UI {
	var buttons []app.UI
	for _, l := range q.Letters {
		if l.Letter == game.None {
			continue
		}
		letter := byte(l.Letter)
		buttons = append(buttons, app.Button().ID("quiz-call-"+string(rune(letter|0x20))).Class("button", "quiet", "quiz-call").Type("button").
			OnClick(func(app.Context, app.Event) { q.call(letter) }).Body(
			app.Span().Class("swatch", string(letter)).Aria("hidden", "true").Text(string(letter)),
			app.Span().Text(sentence(l.Meaning)),
		))
	}
	return app.Div().Class("quiz-ask").Body(
		app.P().ID("quiz-prompt").Class("quiz-prompt").TabIndex(-1).Text("Heap "+solver.Grouped(n)+": who wins?"),
		app.Div().Class("quiz-calls").Role("group").Aria("labelledby", "quiz-prompt").Body(buttons...),
	)
}

// call takes the student's call of the heap asked.
func (q *quizCard) call(letter byte) { q.Host.quizCall(letter) }

// onAgain starts the quiz again from heap 0.
func (q *quizCard) onAgain(ctx app.Context, e app.Event) {
	q.Host.quizAgain()
	ctx.Defer(func(app.Context) { focusByID("quiz-prompt") })
}

// last returns the last heap called, or -1.
func last(calls string) int {
	for i := len(calls) - 1; i >= 0; i-- {
		if game.Outcome(calls[i]) != game.None {
			return i
		}
	}
	return -1
}

// verdict says whether the last call was right, and what the heap is.
func (q *quizCard) verdict() []app.UI {
	i, calls := last(q.Calls), q.Calls
	if i < 0 {
		return nil
	}
	letter := q.Outcomes[i]
	is := "heap " + solver.Grouped(i) + " is " + string(letter) + ": " + q.meaning(letter) + "."
	if calls[i] == letter {
		return []app.UI{app.Strong().Class("quiz-right").Text("Right: "), app.Text(is)}
	}
	return []app.UI{app.Strong().Class("quiz-wrong").Text("Not this time: "), app.Text(is + " You called " + string(calls[i]) + ".")}
}

// meaning is what the game's legend says a letter means.
func (q *quizCard) meaning(letter byte) string {
	for _, l := range q.Letters {
		if byte(l.Letter) == letter {
			return l.Meaning
		}
	}
	return ""
}

// scored counts the calls made: the heaps passed over are none.
func scored(calls string) int {
	made := 0
	for _, c := range []byte(calls) {
		if game.Outcome(c) != game.None {
			made++
		}
	}
	return made
}

// score says the score so far.
func (q *quizCard) score() string {
	if scored(q.Calls) == 0 {
		return "No call yet."
	}
	return "Score: " + strconv.Itoa(q.Right) + " right of " + strconv.Itoa(scored(q.Calls)) + "."
}
